//! The repairs between two missions of a campaign (RULINGS.md C6): the ship as the mission
//! left it, the rule, and one choice per crew member in crew order; the ship the next
//! mission starts from is drawn as the choices are made.

use egui::{Color32, RichText, Ui};
use engine::{
    Repair, RepairError, Setup, StartingDamage, State, Station,
    campaign::{LOWER_RED, REPAIRS_PER_ZONE, UPPER_BLUE, repair},
};
use i18n::tr;
use strum::VariantArray;
use words::nouns;

use super::{CampaignRun, ship_lines};
use crate::gui::CampaignIntent;
use crate::gui::Intent;
use crate::gui::ScreenName;
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::ship_board::{self, Changes};
use crate::gui::widgets::theme;
use crate::gui::widgets::{big_button, named_chip, shortcut_button};

/// The repairs screen.
pub struct RepairsScreen {
    /// The crew in acting order (captain first), with who was knocked out.
    pub crew: Vec<(String, bool)>,
    /// The ship as the mission left it.
    pub before: StartingDamage,
    /// Each crew member's step, in crew order.
    pub steps: Vec<Repair>,
    /// Where the one usable squad starts, when one stays disabled.
    pub squad_at: Option<Station>,
    /// The mission just flown (1-3) and the missions planned.
    pub mission: usize,
    /// The missions planned.
    pub planned: u8,
    /// The running campaign score, to show.
    pub running: Option<i32>,
    /// The last mission's setup, its threats removed: the ship is drawn from it.
    base: Setup,
}

impl RepairsScreen {
    /// The screen after a mission that ended in `state` (from `setup`).
    pub fn new(run: &CampaignRun, setup: &Setup, state: &State) -> Self {
        let crew: Vec<(String, bool)> = state
            .crew()
            .iter()
            .map(|c| (c.name.to_string(), c.knocked_out))
            .collect();
        let mut base = setup.clone();
        base.threats.clear();
        base.damage_tiles.clear();
        Self {
            steps: vec![Repair::Nothing; crew.len()],
            crew,
            before: StartingDamage::left_by(state),
            squad_at: None,
            mission: run.flown.len().max(1),
            planned: run.planned,
            running: run.score().map(|s| s.total),
            base,
        }
    }

    /// The ship the next mission starts from, or why these repairs are not allowed.
    ///
    /// # Errors
    /// Every step the rules refuse.
    pub fn result(&self) -> Result<StartingDamage, Vec<RepairError>> {
        let out: Vec<bool> = self.crew.iter().map(|c| c.1).collect();
        repair(&self.before, &out, &self.steps, self.squad_at)
    }

    /// The steps in the crew's words, for the ship's log (kept as written): `Anna repairs the
    /// red shield tile`.
    pub fn words(&self) -> Vec<String> {
        self.crew
            .iter()
            .zip(&self.steps)
            .map(|((name, out), step)| {
                let name = name.as_str();
                match step {
                    _ if *out => tr!("repairs-did-recover", name = name),
                    Repair::Nothing => tr!("repairs-did-pass", name = name),
                    Repair::Tile(zone, tile) => tr!(
                        "repairs-did-tile",
                        name = name,
                        zone = nouns::zone(*zone),
                        tile = nouns::tile(*tile)
                    ),
                    Repair::Squad => tr!("repairs-did-squad", name = name),
                }
            })
            .collect()
    }

    fn state_of(&self, carried: &StartingDamage) -> State {
        let mut setup = self.base.clone();
        setup.starting_damage = carried.clone();
        State::new(&setup)
    }

    /// Draws the screen.
    pub fn draw(&self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        let result = self.result();
        egui::Panel::bottom("repairs-actions").show(ui, |ui| {
            ui.add_space(6.0);
            ui.horizontal_wrapped(|ui| {
                if shortcut_button(ui, &tr!("repairs-end-here"), "E", true).clicked() {
                    intents.push(Intent::Campaign(CampaignIntent::StopCampaign));
                }
                if result.is_ok()
                    && big_button(ui, &tr!("score-next-mission"), &tr!("key-enter")).clicked()
                {
                    intents.push(Intent::Campaign(CampaignIntent::NextCampaignMission));
                }
            });
            ui.add_space(6.0);
        });
        egui::Panel::left("repairs-choices")
            .resizable(false)
            .exact_size((ui.available_width() * 0.46).clamp(420.0, 760.0))
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.choices(ui, &result, &mut intents));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label(RichText::new(tr!("repairs-next-ship")).size(24.0).strong());
            let after = result.as_ref().unwrap_or(&self.before);
            for line in ship_lines(after) {
                ui.label(RichText::new(line).size(18.0));
            }
            let rect = ui.available_rect_before_wrap();
            let before = self.state_of(&self.before);
            let state = self.state_of(after);
            let changes = Changes::between(&before, &state);
            ship_board::draw(ui, rect, &state, self.base.trajectories.numbers(), &changes);
            ui.allocate_rect(rect, egui::Sense::hover());
        });
        intents
    }

    fn choices(
        &self,
        ui: &mut Ui,
        result: &Result<StartingDamage, Vec<RepairError>>,
        intents: &mut Vec<Intent>,
    ) {
        let running = self
            .running
            .map_or_else(String::new, |t| tr!("campaign-running", score = t));
        ui.heading(
            RichText::new(tr!(
                "repairs-heading",
                mission = self.mission,
                planned = self.planned,
                running = running
            ))
            .size(30.0)
            .strong(),
        );
        ui.label(
            RichText::new(tr!("repairs-rule"))
                .size(16.0)
                .color(theme::MUTED),
        );
        ui.add_space(8.0);
        ui.label(RichText::new(tr!("repairs-ship-left")).size(20.0).strong());
        for line in ship_lines(&self.before) {
            ui.label(RichText::new(line).size(17.0));
        }
        ui.add_space(8.0);
        for (i, ((name, out), step)) in self.crew.iter().zip(&self.steps).enumerate() {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(name).size(20.0).strong());
                if *out {
                    ui.label(
                        RichText::new(tr!("repairs-knocked-out"))
                            .size(18.0)
                            .color(theme::WARNING),
                    );
                    return;
                }
                for option in self.options() {
                    let text = option_text(option);
                    let named = format!("{name}: {text}");
                    if named_chip(ui, *step == option, &text, theme::ACCENT, &named).clicked() {
                        intents.push(Intent::Campaign(CampaignIntent::SetRepair(i, option)));
                    }
                }
            });
        }
        let after = result.as_ref().ok();
        if after.is_some_and(|a| a.disabled_squads == 1) {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr!("repairs-squad-starts")).size(18.0));
                for station in [LOWER_RED, UPPER_BLUE] {
                    let chosen = self.squad_at.unwrap_or(LOWER_RED) == station;
                    let name = tr!("repairs-squad-starts-in", station = station.code());
                    if named_chip(ui, chosen, station.code(), theme::ACCENT, &name).clicked() {
                        intents.push(Intent::Campaign(CampaignIntent::SetSquadAt(station)));
                    }
                }
            });
        }
        if let Err(errors) = result {
            for e in errors {
                ui.label(
                    RichText::new(refusal(e, &self.crew))
                        .size(18.0)
                        .color(theme::ALARM),
                );
            }
        }
        ui.label(
            RichText::new(tr!("repairs-at-most", count = REPAIRS_PER_ZONE))
                .size(14.0)
                .color(Color32::GRAY),
        );
    }

    /// What a crew member may choose: pass, each tile on the ship, a squad if one is down.
    fn options(&self) -> Vec<Repair> {
        let mut out = vec![Repair::Nothing];
        for &zone in engine::Zone::VARIANTS {
            for &tile in self.before.tiles_of(zone) {
                out.push(Repair::Tile(zone, tile));
            }
        }
        if self.before.disabled_squads > 0 {
            out.push(Repair::Squad);
        }
        out
    }
}

/// A choice's face in the crew's words: `pass`, `red shield`, `squad`.
pub fn option_text(option: Repair) -> String {
    match option {
        Repair::Nothing => tr!("repairs-option-pass"),
        Repair::Tile(zone, tile) => tr!(
            "repairs-option-tile",
            zone = nouns::zone(zone),
            tile = nouns::tile(tile)
        ),
        Repair::Squad => tr!("repairs-option-squad"),
    }
}

/// A refused step in the crew's words, naming the crew member.
fn refusal(e: &RepairError, crew: &[(String, bool)]) -> String {
    let who = |i: &usize| crew.get(*i).map_or("?", |c| c.0.as_str()).to_owned();
    match e {
        RepairError::KnockedOut { crew: i } => tr!("repairs-refused-knocked-out", name = who(i)),
        RepairError::NoTile {
            crew: i,
            zone,
            tile,
        } => tr!(
            "repairs-refused-no-tile",
            name = who(i),
            zone = nouns::zone(*zone),
            tile = nouns::tile(*tile)
        ),
        RepairError::ZoneLimit { crew: i, zone } => tr!(
            "repairs-refused-zone-limit",
            name = who(i),
            zone = nouns::zone(*zone),
            count = REPAIRS_PER_ZONE
        ),
        RepairError::NoSquad { crew: i } => tr!("repairs-refused-no-squad", name = who(i)),
        RepairError::Steps { steps, crew } => {
            tr!("repairs-refused-steps", steps = *steps, crew = *crew)
        }
    }
}

impl Screen for RepairsScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Repairs
    }

    fn ui(&mut self, ui: &mut egui::Ui, _shared: &Shared) -> Vec<Intent> {
        self.draw(ui)
    }

    fn phones(&self) -> Option<terminals::Stage> {
        // Between two missions of a campaign the crew chooses the repairs at the table.
        waiting(tr!("phones-repairs"))
    }
}
