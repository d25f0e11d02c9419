//! Applying the resolution's intents, and the moves between the boards, their resolution
//! and its score card (from whichever of the three screens asked).

use crate::gui::ResolutionIntent;
use crate::gui::app::{App, Screen};
use crate::gui::screens::resolution::ResolutionScreen;
use crate::gui::screens::score::ScoreScreen;

/// A move between the boards, their resolution and its score card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Flow {
    /// The boards' "Resolve".
    Resolve,
    /// From the resolution back to the boards.
    BackToBoards,
    /// From the resolution to the score card.
    ShowScore,
    /// From the score card back to the resolution.
    BackToResolution,
}

impl App {
    /// Applies a resolution's intent (the crew's, a logged mission's or a what-if's).
    pub(super) fn apply_resolution(&mut self, intent: ResolutionIntent) {
        match intent {
            ResolutionIntent::Replay(step) => {
                if let Some(resolution) = self.resolution_mut() {
                    resolution.apply(step);
                }
            }
            ResolutionIntent::BackToBoards => self.flow(Flow::BackToBoards),
            ResolutionIntent::ShowScore => self.flow(Flow::ShowScore),
        }
    }

    /// Moves between the boards, their resolution and its score card.
    pub(super) fn flow(&mut self, flow: Flow) {
        let screen = std::mem::replace(&mut self.screen, Screen::Setup);
        let from_resolution = matches!(screen, Screen::Resolution(..));
        self.screen = resolution_flow(screen, flow);
        self.after_scoring(from_resolution);
        self.restore_coach(flow);
    }
}

/// Moves between the boards, their resolution and its score card.
fn resolution_flow(screen: Screen, flow: Flow) -> Screen {
    match (screen, flow) {
        (Screen::Boards(mut boards), Flow::Resolve) => match boards.entry.game() {
            Ok(game) => match missions::game::to_yaml(&game) {
                Ok(yaml) => {
                    boards.entry.problems.clear();
                    Screen::Resolution(Box::new(ResolutionScreen::new(game, yaml)), boards)
                }
                // The game kept in the ship's log is this text: without it, no resolution.
                Err(err) => {
                    boards.entry.problems = vec![err.to_string()];
                    Screen::Boards(boards)
                }
            },
            Err(problems) => {
                boards.entry.problems = problems;
                Screen::Boards(boards)
            }
        },
        (Screen::Resolution(_, boards), Flow::BackToBoards) => Screen::Boards(boards),
        (Screen::Resolution(resolution, boards), Flow::ShowScore) => Screen::Score(
            Box::new(ScoreScreen::new(resolution, String::new())),
            boards,
        ),
        (Screen::Score(score, boards), Flow::BackToResolution) => {
            Screen::Resolution(score.resolution, boards)
        }
        // A what-if's way back (its "Score card" button, Esc) is the crew's own score card.
        (
            Screen::WhatIf(_, score, boards),
            Flow::BackToBoards | Flow::ShowScore | Flow::BackToResolution,
        ) => Screen::Score(score, boards),
        (screen, _) => screen,
    }
}
