//! The setup screen: the mission, the crew and the table's choices, then one large button.
//!
//! Text fields edit the draft settings directly (that is what a text field is for); every
//! choice that means something to the game returns an [`Intent`] for `App::apply`.

pub mod atmosphere;
/// A crew member's color swatches.
mod colors;
pub mod homebrew;
pub mod language;
pub mod mission_card;
pub mod offers;
mod open_mission;
pub mod own_missions;
pub mod pace;
pub mod table_choices;
pub mod track_list;
pub mod voice;

use egui::{Color32, RichText, ScrollArea, TextEdit, Ui};
use strum::VariantArray;

use i18n::tr;

use crate::gui::Intent;
use crate::gui::ScreenName;
use crate::gui::SetupIntent;
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::theme;
use crate::gui::widgets::{big_button, chip, named_chip};
use crate::shell::settings::{CrewColor, CrewMember, MissionSource, Settings};
use crate::shell::tracks::TrackGroup;

/// The three roles a crew member can hold (one person may hold several).
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::VariantArray)]
pub enum Role {
    /// Acts first, keeps destroyed threats.
    Captain,
    /// Draws external threat cards.
    CommunicationsOfficer,
    /// Draws internal threat cards.
    ChiefOfSecurity,
}

impl Role {
    /// The chip's label.
    pub fn label(self) -> String {
        match self {
            Role::Captain => tr!("role-captain"),
            Role::CommunicationsOfficer => tr!("role-comms-officer"),
            Role::ChiefOfSecurity => tr!("role-security-chief"),
        }
    }

    /// Whether `member` holds this role.
    pub fn held_by(self, member: &CrewMember) -> bool {
        match self {
            Role::Captain => member.captain,
            Role::CommunicationsOfficer => member.communications_officer,
            Role::ChiefOfSecurity => member.chief_of_security,
        }
    }

    /// Gives or takes the role.
    pub fn set(self, member: &mut CrewMember, held: bool) {
        match self {
            Role::Captain => member.captain = held,
            Role::CommunicationsOfficer => member.communications_officer = held,
            Role::ChiefOfSecurity => member.chief_of_security = held,
        }
    }
}

/// The setup screen's own state: the draft settings and what the mission picker shows.
#[derive(Debug, Clone)]
pub struct SetupScreen {
    /// The settings being edited; saved when the mission starts.
    pub settings: Settings,
    /// The shipped tracks, grouped by kind.
    pub groups: Vec<TrackGroup>,
    /// The seed of the mission to generate, as typed.
    pub seed_text: String,
    /// The track file to open, as typed.
    pub path_text: String,
    /// Problems that stopped the last "Start mission", shown until the next try.
    pub problems: Vec<String>,
    /// A warning to show once (settings that could not be read, no audio device...).
    pub notice: Option<String>,
    /// The crew size the threat points were last shown for (4 or 5 as the generator counts).
    points_players: u8,
    /// A campaign of this many missions (2-3) chosen, or 0: a single mission.
    pub campaign_choice: u8,
    /// While a campaign is flown, its lines (which mission, score, the ship carried).
    pub campaign_banner: Vec<String>,
    /// The crew terminals as the app last saw them (refreshed every frame).
    pub terminals: crate::gui::screens::crew_terminals::Panel,
    /// What the last "Mission card" did.
    pub card: crate::gui::screens::setup::mission_card::CardState,
    /// The machine's language, named by the picker's "system language" choice.
    pub system_language: i18n::Language,
    /// The explorers of the ship's log (careers) and the new explorer's field.
    pub careers: crate::gui::screens::career::CareerSetup,
    /// Boards to recover, the flight school for a new crew: shown first.
    pub offers: offers::Offers,
    /// The homebrew threat card files and which join the decks.
    pub homebrew: homebrew::CardFiles,
    /// The crew's own missions (the mission editor's), listed under the shipped tracks.
    pub own_missions: Vec<crate::shell::own_missions::OwnMission>,
}

impl SetupScreen {
    /// A setup screen showing `settings`.
    pub fn new(settings: Settings, groups: Vec<TrackGroup>, seed: u64) -> Self {
        let path_text = match &settings.mission {
            MissionSource::File { path } => path.clone(),
            _ => String::new(),
        };
        Self {
            settings,
            groups,
            seed_text: seed.to_string(),
            path_text,
            problems: Vec::new(),
            notice: None,
            points_players: 0,
            campaign_choice: 0,
            campaign_banner: Vec::new(),
            terminals: crate::gui::screens::crew_terminals::Panel::default(),
            card: Default::default(),
            system_language: i18n::Language::En,
            careers: crate::gui::screens::career::CareerSetup::default(),
            offers: offers::Offers::default(),
            homebrew: homebrew::CardFiles::default(),
            own_missions: Vec::new(),
        }
    }

    /// The threat points a generated mission will have for the crew as it is now: the CD's
    /// for the crew size (7 for four players, 8 for five) unless the crew chose others.
    pub fn threat_points(&self) -> u8 {
        let players = u8::try_from(self.settings.crew.len()).unwrap_or(5);
        let options = crate::shell::tracks::generate_options(players, 0);
        let (low, high) = options.difficulty_range();
        match self.settings.threat_points {
            0 => options.difficulty,
            chosen => chosen.clamp(low, high),
        }
    }

    /// Keeps chosen threat points meaning the same track when the crew size changes: a five's
    /// 8 points are a four's 7 (four do not face the unconfirmed report, R8).
    fn follow_crew_size(&mut self) {
        let players = u8::try_from(self.settings.crew.len())
            .unwrap_or(5)
            .clamp(4, 5);
        let before = std::mem::replace(&mut self.points_players, players);
        let points = &mut self.settings.threat_points;
        if before == 0 || before == players || *points == 0 {
            return;
        }
        *points = if players > before {
            points.saturating_add(1)
        } else {
            points.saturating_sub(1).max(1)
        };
    }

    /// "Next mission" after a scored one: the next shipped track in campaign order (after the
    /// last one, a random mission), or a new `seed` for a random mission. A track file stays.
    pub fn next_mission(&mut self, seed: u64) {
        match &self.settings.mission {
            MissionSource::Shipped { stem } => {
                // The next track of the same group: after the CD's last mission comes a random
                // one, not the expansion's double-action missions the crew may not play.
                let stems: Vec<&str> = self
                    .groups
                    .iter()
                    .find(|g| g.tracks.iter().any(|t| &t.stem == stem))
                    .map(|g| g.tracks.iter().map(|t| t.stem.as_str()).collect())
                    .unwrap_or_default();
                let next = stems
                    .iter()
                    .position(|s| s == stem)
                    .and_then(|i| stems.get(i + 1));
                match next {
                    Some(next) => {
                        self.settings.mission = MissionSource::Shipped {
                            stem: (*next).to_owned(),
                        };
                    }
                    None => {
                        self.settings.mission = MissionSource::Generated;
                        self.seed_text = seed.to_string();
                    }
                }
            }
            MissionSource::Generated => self.seed_text = seed.to_string(),
            MissionSource::File { .. } => {}
        }
    }

    /// Draws the screen; returns what the crew asked for.
    pub fn draw(&mut self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        self.follow_crew_size();
        egui::Panel::bottom("setup-start").show(ui, |ui| {
            ui.add_space(6.0);
            ui.vertical_centered(|ui| {
                for problem in &self.problems {
                    ui.label(RichText::new(problem).color(theme::ALARM));
                }
                // Beside "Start mission", in view at every window size: what is started.
                crate::gui::screens::campaign::choice_ui(
                    ui,
                    self.campaign_choice,
                    &self.campaign_banner,
                    &mut intents,
                );
                if big_button(ui, &tr!("setup-start"), &tr!("key-enter")).clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::Enter) && !i.modifiers.any())
                        && !ui.ctx().egui_wants_keyboard_input()
                {
                    intents.push(Intent::Setup(SetupIntent::StartMission));
                }
            });
            ui.add_space(6.0);
        });
        if self.terminals.status == crate::shell::terminals::ServeStatus::Serving {
            egui::Panel::bottom("setup-phones").show(ui, |ui| {
                self.terminals.strip_ui(ui, &mut intents);
            });
        }
        egui::CentralPanel::default().show(ui, |ui| {
            ScrollArea::vertical().show(ui, |ui| {
                self.header_ui(ui, &mut intents);
                self.offers.ui(ui, &mut intents);
                if let Some(notice) = &self.notice {
                    ui.label(RichText::new(notice).color(theme::WARNING));
                }
                ui.add_space(8.0);
                crate::gui::widgets::columns(ui, 2, |cols| {
                    self.mission_ui(&mut cols[0], &mut intents);
                    cols[0].add_space(6.0);
                    self.modules_ui(&mut cols[0]);
                    self.table_ui(&mut cols[0], &mut intents);
                    self.tempo_ui(&mut cols[0]);
                    cols[0].add_space(6.0);
                    crate::gui::screens::flight_school::setup_ui(&mut cols[0], &mut intents);
                    cols[0].add_space(6.0);
                    self.homebrew.ui(&mut cols[0], &mut intents);
                    self.crew_ui(&mut cols[1], &mut intents);
                    cols[1].add_space(6.0);
                    self.terminals
                        .ui(&mut cols[1], &self.settings, &mut intents);
                });
            });
        });
        intents
    }

    /// The title row: the title, the ship's log and explorers, and the language and voice
    /// pickers. The pickers go under the title, as one group, when the row has no room for
    /// them: their width is the one they took in the last frame (egui lays out in one pass),
    /// so a picker's label never ends one line with its choice on the next.
    fn header_ui(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let id = egui::Id::unique("setup-pickers-width");
        let needed: f32 = ui.ctx().data(|d| d.get_temp(id)).unwrap_or(0.0);
        let pickers = |ui: &mut Ui, intents: &mut Vec<Intent>| {
            let width = ui
                .horizontal(|ui| {
                    crate::gui::screens::setup::language::picker(
                        ui,
                        self.settings.language,
                        self.system_language,
                        intents,
                    );
                    ui.add_space(16.0);
                    crate::gui::screens::setup::voice::picker(ui, self.settings.voice, intents);
                })
                .response
                .rect
                .width();
            ui.ctx().data_mut(|d| d.insert_temp(id, width));
        };
        let mut below = false;
        ui.horizontal(|ui| {
            ui.heading(RichText::new(tr!("setup-title")).size(32.0).strong());
            ui.add_space(40.0);
            if ui
                .button(tr!("setup-ship-log"))
                .on_hover_text(tr!("setup-ship-log-tooltip"))
                .clicked()
            {
                intents.push(Intent::Setup(SetupIntent::OpenShipLog));
            }
            crate::gui::screens::career::setup::explorers_button(ui, intents);
            ui.add_space(16.0);
            if ui.available_width() >= needed {
                pickers(ui, intents);
            } else {
                below = true;
            }
        });
        if below {
            pickers(ui, intents);
        }
    }

    fn mission_ui(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        ui.horizontal(|ui| {
            ui.heading(tr!("setup-mission"));
            ui.add_space(40.0);
            if ui
                .button(tr!("setup-resolve-file"))
                .on_hover_text(tr!("setup-resolve-file-tooltip"))
                .clicked()
            {
                intents.push(Intent::Setup(SetupIntent::EnterGameFile));
            }
        });
        let chosen = self.settings.mission.clone();
        crate::gui::screens::setup::track_list::shipped_tracks(ui, &self.groups, &chosen, intents);
        own_missions::row(ui, &self.own_missions, &chosen, intents);
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            let selected = chosen == MissionSource::Generated;
            if chip(ui, selected, &tr!("setup-random-mission"), theme::ACCENT).clicked() {
                intents.push(Intent::Setup(SetupIntent::ChooseMission(
                    MissionSource::Generated,
                )));
            }
            let label = ui.label(tr!("setup-seed"));
            ui.add(TextEdit::singleline(&mut self.seed_text).desired_width(90.0))
                .labelled_by(label.id);
            if ui.button(tr!("setup-new-seed")).clicked() {
                intents.push(Intent::Setup(SetupIntent::NewSeed));
            }
            let players = u8::try_from(self.settings.crew.len()).unwrap_or(5);
            let options = crate::shell::tracks::generate_options(players, 0);
            let (low, high) = options.difficulty_range();
            // 0 in the settings: the CD's points for this crew size, whatever it becomes.
            let mut points = self.threat_points();
            let label = ui.label(tr!("setup-points"));
            let edit = ui
                .add(egui::DragValue::new(&mut points).range(low..=high))
                .labelled_by(label.id)
                .on_hover_text(tr!(
                    "setup-points-tooltip",
                    points = options.difficulty,
                    players = options.players
                ));
            if edit.changed() {
                self.settings.threat_points = points;
            }
        });
        open_mission::row(ui, &mut self.path_text, &chosen, intents);
        crate::gui::screens::setup::mission_card::card_row(ui, &self.card, intents, |ui, i| {
            own_missions::editor_buttons(ui, &chosen, i);
        });
        crate::gui::screens::setup::atmosphere::sirens_row(ui, &mut self.settings);
    }

    fn crew_ui(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let count = self.settings.crew.len();
        ui.heading(tr!("setup-crew", count = count));
        let mut taken: Vec<CrewColor> = self.settings.crew.iter().map(|m| m.color).collect();
        taken.sort();
        for (index, member) in self.settings.crew.iter_mut().enumerate() {
            egui::Frame::new()
                .fill(theme::CARD_FILL)
                .stroke(egui::Stroke::new(3.0, theme::crew_color(member.color)))
                .inner_margin(8)
                .corner_radius(8)
                .show(ui, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        let label = ui.label(tr!("setup-player", number = index + 1));
                        ui.add(TextEdit::singleline(&mut member.name).desired_width(150.0))
                            .labelled_by(label.id);
                        // The five colors as one group: on a narrow window they move to
                        // the next line together instead of breaking three and two.
                        if ui.available_size_before_wrap().x < colors::COLOR_CHIPS_WIDTH {
                            ui.end_row();
                        }
                        ui.horizontal(|ui| colors::color_chips(ui, index, member.color, intents));
                        if count > 1 && ui.button(tr!("setup-remove")).clicked() {
                            intents.push(Intent::Setup(SetupIntent::RemoveCrew(index)));
                        }
                    });
                    ui.horizontal_wrapped(|ui| {
                        for &role in Role::VARIANTS {
                            let held = role.held_by(member);
                            let name = format!("{} {}", role.label(), index + 1);
                            if named_chip(
                                ui,
                                held,
                                &role.label(),
                                Color32::from_rgb(200, 200, 210),
                                &name,
                            )
                            .clicked()
                            {
                                intents.push(Intent::Setup(SetupIntent::ToggleRole(index, role)));
                            }
                        }
                        crate::gui::screens::career::setup::explorer_picker(
                            ui,
                            &self.careers,
                            index,
                            member.explorer,
                            intents,
                        );
                    });
                });
        }
        self.crew_buttons(ui, count, intents);
        crate::gui::screens::career::setup::new_explorer_row(ui, &mut self.careers, intents);
    }

    /// Below the crew: add a member, the androids, a new explorer, and the solo game.
    fn crew_buttons(&mut self, ui: &mut Ui, count: usize, intents: &mut Vec<Intent>) {
        // Wrapped: in German the row is wider than the column at 960 px.
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(count < 5, egui::Button::new(tr!("setup-add-crew")))
                .clicked()
            {
                intents.push(Intent::Setup(SetupIntent::AddCrew));
            }
            // 2-3 players fill the crew to four figures with androids; a solo player flies
            // three (RULINGS.md G1, D7).
            let androids = engine::setup::androids_for(u8::try_from(count).unwrap_or(u8::MAX));
            if androids > 0 {
                let text = tr!("setup-androids", count = androids);
                ui.checkbox(&mut self.settings.androids, text);
            }

            crate::gui::screens::career::setup::new_explorer_button(ui, &mut self.careers);
        });
        // On a line of its own: beside the androids it would run past a narrow column.
        if count == 1 {
            ui.checkbox(&mut self.settings.solo_hand, tr!("setup-solo-hand"))
                .on_hover_text(tr!("setup-solo-hand-hint"));
        }
    }
}

/// What must be true of the crew before a mission can start; every problem at once.
pub fn crew_problems(settings: &Settings) -> Vec<String> {
    let mut problems = Vec::new();
    let crew = &settings.crew;
    if crew.is_empty() || crew.len() > 5 {
        problems.push(tr!("setup-problem-crew-size", count = crew.len()));
    }
    for (index, member) in crew.iter().enumerate() {
        if member.name.trim().is_empty() {
            problems.push(tr!("setup-problem-name", number = index + 1));
        }
    }
    for &role in Role::VARIANTS {
        if !crew.iter().any(|m| role.held_by(m)) {
            problems.push(match role {
                Role::Captain => tr!("setup-problem-no-captain"),
                Role::CommunicationsOfficer => tr!("setup-problem-no-comms-officer"),
                Role::ChiefOfSecurity => tr!("setup-problem-no-security-chief"),
            });
        }
    }
    let mut colors: Vec<CrewColor> = crew.iter().map(|m| m.color).collect();
    colors.sort();
    colors.dedup();
    if colors.len() != crew.len() {
        problems.push(tr!("setup-problem-colors"));
    }
    problems
}

/// The display name of the crew members holding `role` ("Ben", or "Ben and Dan").
pub fn holders(settings: &Settings, role: Role) -> String {
    let names: Vec<&str> = settings
        .crew
        .iter()
        .filter(|m| role.held_by(m))
        .map(|m| m.name.trim())
        .collect();
    if names.is_empty() {
        tr!("setup-the-crew")
    } else {
        names.join(&tr!("setup-and"))
    }
}

impl Screen for SetupScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Setup
    }

    fn ui(&mut self, ui: &mut egui::Ui, _shared: &Shared) -> Vec<Intent> {
        self.draw(ui)
    }

    fn phones(&self) -> Option<terminals::Stage> {
        waiting(tr!("phones-waiting-mission"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::tracks::shipped_groups;

    #[test]
    fn next_mission_is_the_next_cd_track_or_a_new_seed() {
        let groups = shipped_groups();
        let settings = Settings {
            mission: MissionSource::Shipped {
                stem: "mission-1".to_owned(),
            },
            ..Settings::default()
        };
        let mut setup = SetupScreen::new(settings, groups, 7);
        setup.next_mission(99);
        assert_eq!(
            setup.settings.mission,
            MissionSource::Shipped {
                stem: "mission-2".to_owned()
            }
        );
        setup.settings.mission = MissionSource::Shipped {
            stem: "mission-8".to_owned(),
        };
        setup.next_mission(99);
        assert_eq!(setup.settings.mission, MissionSource::Generated);
        assert_eq!(setup.seed_text, "99");
        setup.next_mission(1234);
        assert_eq!(setup.seed_text, "1234", "a random mission gets a new seed");
        setup.settings.mission = MissionSource::File {
            path: "t.yaml".to_owned(),
        };
        setup.next_mission(5);
        assert_eq!(
            setup.settings.mission,
            MissionSource::File {
                path: "t.yaml".to_owned()
            }
        );
    }

    #[test]
    fn chosen_threat_points_keep_the_track_when_the_crew_grows() {
        let mut setup = SetupScreen::new(Settings::default(), Vec::new(), 7);
        assert_eq!(setup.settings.crew.len(), 4);
        setup.follow_crew_size();
        assert_eq!(setup.threat_points(), 7);
        setup.settings.threat_points = 9;
        setup.settings.crew.push(CrewMember::default());
        setup.follow_crew_size();
        assert_eq!(setup.threat_points(), 10, "four's 9 is five's 10");
        setup.settings.crew.pop();
        setup.follow_crew_size();
        assert_eq!(setup.threat_points(), 9);
    }

    #[test]
    fn the_default_crew_is_ready_and_each_problem_is_named() {
        let mut settings = Settings::default();
        assert!(crew_problems(&settings).is_empty());
        settings.crew[0].name = " ".to_owned();
        settings.crew[0].captain = false;
        settings.crew[1].color = settings.crew[2].color;
        let problems = crew_problems(&settings);
        assert_eq!(
            problems,
            [
                "player 1 needs a name",
                "nobody is captain",
                "each color can be taken once"
            ]
        );
    }
}
