//! Starting the Action Round (part of `apply.rs`): the track chosen, the table, the deck
//! shuffled, the settings remembered, and the sound opened at the chosen tempo.

use super::draw_trajectories;
use super::modules;
use crate::gui::app::App;
use crate::gui::model::deck::ShuffledDeck;
use crate::gui::model::mission::{MissionRun, Table};
use crate::gui::screens::mission::{MissionScreen, MissionView};
use crate::gui::screens::setup::{Role, crew_problems, holders};
use crate::shell::settings::TrajectoryChoice;
use crate::shell::tracks;
use engine::Draw;
use i18n::tr;

impl App {
    /// The running mission of the setup screen's choices, or every problem that stops it.
    pub(super) fn start_mission(&mut self) -> Result<MissionScreen, Vec<String>> {
        let settings = self.setup.settings.clone();
        let mut problems = crew_problems(&settings);
        problems.extend(self.setup.careers.departure_problems(&settings));
        let names: Vec<String> = settings.crew.iter().map(|m| m.name.clone()).collect();
        if let Some(run) = &mut self.campaign {
            match run.crew_change(&names) {
                Some(why) => problems.push(why),
                // Its first mission: this crew flies it to its end.
                None if run.crew.is_empty() && problems.is_empty() => run.crew = names,
                None => {}
            }
        }
        let players = u8::try_from(settings.crew.len()).unwrap_or(u8::MAX);
        let track = self.chosen_track(players);
        let trajectories = match settings.trajectories {
            TrajectoryChoice::Random => draw_trajectories(&mut self.rng),
            TrajectoryChoice::Entered => {
                let boards = settings.entered_trajectories;
                // The board rule is the engine's.
                if let Err(errors) = engine::Trajectories::from_numbers(boards.map(i64::from)) {
                    problems.extend(errors.iter().map(|e| {
                        tr!(
                            "entry-trajectories-problem",
                            problem = words::diagnostic::setup::text(e)
                        )
                    }));
                }
                boards
            }
        };
        let track = match track {
            Ok(track) if problems.is_empty() => track,
            Ok(_) => return Err(problems),
            Err(more) => {
                problems.extend(more);
                return Err(problems);
            }
        };
        let plan = tracks::plan_at(&track, players, settings.tempo);
        let table = Table {
            drawing: settings.drawing,
            trajectories,
            communications_officer: holders(&settings, Role::CommunicationsOfficer),
            chief_of_security: holders(&settings, Role::ChiefOfSecurity),
            draws: modules::card_draws(&settings, plan.modules),
        };
        let deck = ShuffledDeck::new(
            &self.card_faces,
            [settings.common, settings.serious],
            settings.modules.new_threats,
            self.rng.bits(),
        );
        if let Some(path) = &self.settings_path
            && let Err(err) = settings.save(path)
        {
            self.setup.notice = Some(format!("{err:#}"));
        }
        self.sound.set_sirens(settings.sirens);
        let (mut audio, warnings) = self.sound.open(
            &plan,
            crate::gui::screens::setup::voice::voice_of(&settings),
        );
        audio.set_volume(settings.volume);
        if let Some(server) = self.work.phones.server() {
            server.set_voice(self.sound.phone_voice());
        }
        audio.play();
        let view = MissionView {
            warnings,
            catalog: self.library.catalog.clone().ok(),
            ..MissionView::default()
        };
        Ok(MissionScreen::new(
            MissionRun::new(plan, table),
            view,
            audio,
            Box::new(deck),
        ))
    }
}
