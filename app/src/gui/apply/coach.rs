//! Applying the debrief's and the coach's intents (part of `apply.rs`, the one place that
//! changes the app's state): jump from a debrief line to its event, start and cancel the
//! coach, open a suggestion as a what-if resolution.

use super::super::Intent;
use super::super::app::{App, Screen};
use super::super::coach_panel::{CoachState, WhatIfScreen};
use super::super::resolution::Move;

impl App {
    /// Applies [`Intent::DebriefJump`], [`Intent::AskCoach`], [`Intent::CancelCoach`] and
    /// [`Intent::OpenSuggestion`]; anything else, or on another screen, does nothing.
    pub(super) fn apply_coach(&mut self, intent: Intent) {
        match intent {
            Intent::DebriefJump(entry) => {
                let screen = std::mem::replace(&mut self.screen, Screen::Setup);
                self.screen = match screen {
                    Screen::Score(mut score, boards) => {
                        score.resolution.apply(Move::GoTo(entry + 1));
                        // The search goes on; its answer waits for the score card.
                        self.kept_coach = Some(std::mem::take(&mut score.coach));
                        Screen::Resolution(score.resolution, boards)
                    }
                    other => other,
                };
            }
            Intent::AskCoach => {
                if let Screen::Score(score, _) = &mut self.screen {
                    let game = score.resolution.replay.game.clone();
                    score.coach.start(&game);
                }
            }
            Intent::CancelCoach => {
                if let Screen::Score(score, _) = &self.screen {
                    score.coach.cancel();
                }
            }
            Intent::OpenSuggestion(i) => {
                let screen = std::mem::replace(&mut self.screen, Screen::Setup);
                self.screen = match screen {
                    Screen::Score(score, boards) => match &score.coach {
                        CoachState::Done { report, sentences } if i < report.suggestions.len() => {
                            let what_if = WhatIfScreen::new(
                                &score.resolution.replay.game,
                                &report.suggestions[i].edits,
                                sentences.get(i).cloned().unwrap_or_default(),
                            );
                            Screen::WhatIf(Box::new(what_if), score, boards)
                        }
                        _ => Screen::Score(score, boards),
                    },
                    other => other,
                };
            }
            _ => {}
        }
    }

    /// Gives a score card shown again the coach it had when the crew left it (a new
    /// resolution forgets it: it was about other boards).
    pub(super) fn restore_coach(&mut self, intent: &Intent) {
        if matches!(intent, Intent::Resolve) {
            self.kept_coach = None;
        }
        if let Screen::Score(score, _) = &mut self.screen
            && let Some(kept) = self.kept_coach.take()
        {
            score.coach = kept;
        }
    }
}
