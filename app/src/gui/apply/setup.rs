//! Applying the setup screen's intents: the mission, the crew and their roles, and the ways
//! out of setup (a mission, the flight school, a game file, the ship's log).

use engine::Draw;
use i18n::tr;
use strum::VariantArray;

use crate::gui::SetupIntent;
use crate::gui::app::App;
use crate::gui::model::boards::BoardsEntry;
use crate::shell::settings::{CrewColor, CrewMember, MissionSource};
use i18n::Language;

impl App {
    /// Applies a setup screen's intent.
    pub(super) fn apply_setup(&mut self, intent: SetupIntent) {
        match intent {
            SetupIntent::ChooseMission(source) => self.choose_mission(source),
            SetupIntent::NewSeed => {
                self.setup.seed_text = (self.rng.bits() % 1_000_000).to_string();
                self.setup.settings.mission = MissionSource::Generated;
            }
            SetupIntent::AddCrew => self.add_crew(),
            SetupIntent::RemoveCrew(index) => {
                let crew = &mut self.setup.settings.crew;
                if crew.len() > 1 && index < crew.len() {
                    crew.remove(index);
                }
            }
            SetupIntent::SetColor(index, color) => {
                let crew = &mut self.setup.settings.crew;
                if let Some(old) = crew.get(index).map(|m| m.color) {
                    for member in crew.iter_mut() {
                        if member.color == color {
                            member.color = old;
                        }
                    }
                    crew[index].color = color;
                }
            }
            SetupIntent::ToggleRole(index, role) => {
                let crew = &mut self.setup.settings.crew;
                if let Some(held) = crew.get(index).map(|m| role.held_by(m)) {
                    // Each role has one holder; one person may hold several roles.
                    for member in crew.iter_mut() {
                        role.set(member, false);
                    }
                    role.set(&mut crew[index], !held);
                }
            }
            SetupIntent::StartMission => {
                self.begin_campaign_if_chosen();
                match self.start_mission() {
                    Ok(mut mission) => {
                        self.deal_if_chosen(&mut mission);
                        self.setup.problems.clear();
                        self.stack.clear();
                        self.stack.push(mission);
                    }
                    Err(problems) => self.setup.problems = problems,
                }
            }
            SetupIntent::StartFlightSchool(lesson) => self.start_flight_school(lesson),
            SetupIntent::EnterGameFile => self.enter_game_file(),
            SetupIntent::RecoverBoards => self.recover_boards(),
            SetupIntent::WriteMissionCard => self.write_mission_card(),
            SetupIntent::OpenShipLog => self.open_ship_log(),
            SetupIntent::SetCampaign(n) => self.set_campaign(n),
            SetupIntent::SetLanguage(language) => self.set_language(language),
            SetupIntent::SetVoice(voice) => self.set_voice(voice),
        }
    }

    /// Enters or loads a game file without playing a mission.
    pub(super) fn enter_game_file(&mut self) {
        // A campaign's mission may be resolved from a game file too.
        self.begin_campaign_if_chosen();
        let entry = BoardsEntry::new(
            &self.setup.settings,
            self.library.catalog.clone(),
            self.rng.bits() % 1_000_000,
        );
        self.open_boards(None, entry);
    }

    fn add_crew(&mut self) {
        let crew = &mut self.setup.settings.crew;
        if crew.len() >= 5 {
            return;
        }
        let color = CrewColor::VARIANTS
            .iter()
            .copied()
            .find(|c| crew.iter().all(|m| m.color != *c));
        crew.push(CrewMember {
            name: tr!("setup-player", number = crew.len() + 1),
            color: color.unwrap_or(CrewColor::Red),
            ..CrewMember::default()
        });
    }

    /// Speaks `language` (or the machine's) from the next frame on and remembers it.
    fn set_language(&mut self, language: Option<Language>) {
        self.setup.settings.language = language;
        i18n::set_thread_language(Some(language.unwrap_or(self.setup.system_language)));
        if let Some(path) = &self.settings_path
            && let Err(err) = self.setup.settings.save(path)
        {
            self.setup.notice = Some(format!("{err:#}"));
        }
    }

    /// Speaks the next missions with `voice` (or the language's) and remembers it.
    fn set_voice(&mut self, voice: Option<Language>) {
        self.setup.settings.voice = voice;
        if let Some(path) = &self.settings_path
            && let Err(err) = self.setup.settings.save(path)
        {
            self.setup.notice = Some(format!("{err:#}"));
        }
    }
}
