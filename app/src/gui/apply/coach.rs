//! Applying the debrief's and the coach's intents (part of `apply/score.rs`): jump from a debrief line to its event, start and cancel the
//! coach, open a suggestion as a what-if resolution.

use super::resolution::Flow;
use crate::gui::app::{App, Screen};
use crate::gui::screens::coach_panel::{CoachState, WhatIfScreen};
use crate::gui::screens::resolution::Move;

impl App {
    /// The resolution view at the debrief line's log entry; the coach's search goes on and
    /// its answer waits for the score card.
    pub(super) fn debrief_jump(&mut self, entry: usize) {
        let screen = std::mem::replace(&mut self.screen, Screen::Setup);
        self.screen = if let Screen::Score(mut score, boards) = screen {
            score.resolution.apply(Move::GoTo(entry + 1));
            self.kept_coach = Some(std::mem::take(&mut score.coach));
            Screen::Resolution(score.resolution, boards)
        } else {
            screen
        };
    }

    /// Starts the coach on the score card's mission.
    pub(super) fn ask_coach(&mut self) {
        if let Screen::Score(score, _) = &mut self.screen {
            let game = score.resolution.replay.game.clone();
            score.coach.start(&game);
        }
    }

    /// Stops the coach; it keeps what it found so far.
    pub(super) fn cancel_coach(&self) {
        if let Screen::Score(score, _) = &self.screen {
            score.coach.cancel();
        }
    }

    /// Opens the coach's suggestion (by its rank) as a what-if resolution.
    pub(super) fn open_suggestion(&mut self, i: usize) {
        let screen = std::mem::replace(&mut self.screen, Screen::Setup);
        self.screen = if let Screen::Score(score, boards) = screen {
            match &score.coach {
                CoachState::Done { report, sentences } if i < report.suggestions.len() => {
                    match WhatIfScreen::new(
                        &score.resolution.replay.game,
                        &report.suggestions[i].edits,
                        sentences.get(i).cloned().unwrap_or_default(),
                    ) {
                        Ok(what_if) => Screen::WhatIf(Box::new(what_if), score, boards),
                        // Not expected (see `missions::game::to_yaml`): the score card stays.
                        Err(err) => {
                            log::warn!("the what-if cannot be opened: {err}");
                            Screen::Score(score, boards)
                        }
                    }
                }
                CoachState::Idle
                | CoachState::Running { .. }
                | CoachState::Done { .. }
                | CoachState::Failed => Screen::Score(score, boards),
            }
        } else {
            screen
        };
    }

    /// Gives a score card shown again the coach it had when the crew left it (a new
    /// resolution forgets it: it was about other boards).
    pub(super) fn restore_coach(&mut self, flow: Flow) {
        if flow == Flow::Resolve {
            self.kept_coach = None;
        }
        if let Screen::Score(score, _) = &mut self.screen
            && let Some(kept) = self.kept_coach.take()
        {
            score.coach = kept;
        }
    }
}
