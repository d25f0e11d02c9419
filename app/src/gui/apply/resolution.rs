//! Applying the resolution's intents, and the moves between the boards, their resolution
//! and its score card: each a push or a pop of the stack.

use crate::gui::ResolutionIntent;
use crate::gui::app::App;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::coach_panel::WhatIfScreen;
use crate::gui::screens::resolution::{BackTo, ResolutionScreen};
use crate::gui::screens::score::ScoreScreen;

impl App {
    /// Applies a resolution's intent (the crew's, a logged mission's or a what-if's).
    pub(super) fn apply_resolution(&mut self, intent: ResolutionIntent) {
        match intent {
            ResolutionIntent::Replay(step) => {
                if let Some(resolution) = self.resolution_mut() {
                    resolution.apply(step);
                }
            }
            ResolutionIntent::BackToBoards => self.back_from_resolution(),
            ResolutionIntent::ShowScore => self.show_score(),
        }
    }

    /// The boards' "Resolve": their resolution on top of them, or the reasons it cannot be.
    pub(super) fn resolve_boards(&mut self) {
        let Some(boards) = self.stack.top_as_mut::<BoardsScreen>() else {
            return;
        };
        let game = match boards.entry.game() {
            Ok(game) => game,
            Err(problems) => {
                boards.entry.problems = problems;
                return;
            }
        };
        match missions::game::to_yaml(&game) {
            Ok(yaml) => {
                boards.entry.problems.clear();
                self.stack.push(ResolutionScreen::new(game, yaml));
            }
            // The game kept in the ship's log is this text: without it, no resolution.
            Err(err) => boards.entry.problems = vec![err.to_string()],
        }
    }

    /// Back from a resolution: to the boards it resolved, or, for a debrief's line or a
    /// what-if, to the score card under it.
    fn back_from_resolution(&mut self) {
        let back = self.stack.top_as::<ResolutionScreen>().map(|r| r.back);
        match back {
            Some(BackTo::Boards | BackTo::ScoreCard) => {
                self.stack.pop();
            }
            Some(BackTo::ShipLog) | None => {
                if self.stack.shows::<WhatIfScreen>() {
                    self.stack.pop();
                }
            }
        }
    }

    /// The score card of the resolution on top; from a debrief's line or a what-if, the
    /// score card under it, as it was left.
    fn show_score(&mut self) {
        let from_crews_resolution = self
            .stack
            .top_as::<ResolutionScreen>()
            .is_some_and(|r| r.back == BackTo::Boards);
        if from_crews_resolution {
            let Some(resolution) = self.stack.top_as::<ResolutionScreen>() else {
                return;
            };
            let score = ScoreScreen::new(resolution.replay.clone(), String::new());
            self.stack.push(score);
            self.after_scoring(true);
        } else if self.stack.find::<ScoreScreen>().is_some() {
            self.stack.back_to::<ScoreScreen>();
        }
    }
}
