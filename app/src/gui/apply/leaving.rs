//! A scored mission is never silently dropped (`docs/ui.md`, "The crew's work is never
//! lost"): the window closed on an unsaved score card saves it to the ship's log for the
//! crew; the boards' autosave stays where it is until the crew is done with its mission
//! (saved to the log, or left on purpose), so boards left behind by a crash or a closed
//! window are offered back on the setup screen at the next start.

use crate::gui::app::App;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::mission::MissionScreen;
use crate::gui::screens::score::ScoreScreen;
use crate::gui::work::Answer;
use crate::shell::{draft, ship_log};

impl App {
    /// What setup offers first: the boards a mission left behind, and the flight school
    /// for a ship's log without a mission.
    pub(in super::super) fn find_offers(&mut self) {
        self.setup.offers.recover = self.autosave_path.clone().filter(|path| {
            draft::read_draft(path)
                .is_ok_and(|file| file.crew.iter().any(|c| !c.actions.trim().is_empty()))
        });
        self.setup.offers.first_start = self.ship_log_path.as_deref().is_some_and(|path| {
            let filter = ::shiplog::MissionFilter::default();
            ship_log::read(path, 0, |log| log.list(&filter).map(|l| l.len())).is_ok_and(|n| n == 0)
        });
    }

    /// A crew that has started something is no longer offered its first lesson.
    pub(in super::super) fn follow_offers(&mut self) {
        if self.stack.shows::<MissionScreen>() || self.stack.find::<BoardsScreen>().is_some() {
            self.setup.offers.first_start = false;
            self.setup.offers.recover = None;
        }
    }

    /// "Resolve them": the boards left behind, restored on the boards screen.
    pub(super) fn recover_boards(&mut self) {
        self.setup.offers.recover = None;
        self.enter_game_file();
        self.apply_boards(crate::gui::BoardsIntent::RestoreBoards);
    }

    /// The crew is done with the boards' mission (saved, or left on purpose): the autosave
    /// becomes the boards of last time, restorable but no longer offered at start.
    pub(super) fn set_boards_aside(&mut self) {
        if let Some(path) = &self.autosave_path {
            draft::keep_previous(path);
        }
    }

    /// A mission written to the ship's log by the background work: its boards are set aside.
    pub(in super::super) fn after_answer(&mut self, answer: Option<&Answer>) {
        if matches!(answer, Some(Answer::MissionSaved(Ok(_)))) {
            self.set_boards_aside();
        }
    }

    /// The window is closing: a score card not yet in the ship's log is written to it now
    /// (the crew has no chance to answer a question any more). Without a log, or when the
    /// write fails, the boards' autosave stays and is offered at the next start.
    pub(in super::super) fn on_close_request(&mut self) {
        if self.campaign.is_some() {
            // A campaign's mission is written as "Save" writes it there (at once, once).
            if self.stack.shows::<ScoreScreen>() {
                self.log_campaign_mission();
            }
            let saved = (self.stack.top_as::<ScoreScreen>())
                .is_some_and(|s| matches!(s.saved, Some(Ok(_))));
            if saved {
                self.set_boards_aside();
            }
            return;
        }
        let facts = self.table_facts();
        let Some(path) = self.ship_log_path.clone() else {
            return;
        };
        let Some(score) = self.stack.find::<ScoreScreen>() else {
            return;
        };
        if matches!(score.saved, Some(Ok(_))) {
            self.set_boards_aside();
            return;
        }
        let Ok(record) = score.record(&facts) else {
            return;
        };
        let input = score.career.as_ref().map(|c| c.input());
        match ship_log::save_mission(&path, &record, input.as_ref()) {
            Ok(_) => self.set_boards_aside(),
            Err(err) => log::warn!("the mission could not be saved on closing: {err}"),
        }
    }
}
