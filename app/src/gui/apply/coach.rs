//! Applying the debrief's and the coach's intents (part of `apply/score.rs`): jump from a
//! debrief line to its event, start and cancel the coach, open a suggestion as a what-if
//! resolution. The score card stays under each, its coach searching on.

use crate::gui::app::App;
use crate::gui::model::coach::CoachState;
use crate::gui::screens::coach_panel::WhatIfScreen;
use crate::gui::screens::resolution::{BackTo, Move, ResolutionScreen};
use crate::gui::screens::score::ScoreScreen;

impl App {
    /// The resolution view at the debrief line's log entry, above the score card (back is
    /// the score card as it was left, its coach still searching).
    pub(super) fn debrief_jump(&mut self, entry: usize) {
        if !self.stack.shows::<ScoreScreen>() {
            return;
        }
        let Some(scored) = self.stack.find::<ResolutionScreen>() else {
            return;
        };
        let mut resolution = scored.clone().with_back(BackTo::ScoreCard);
        resolution.apply(Move::GoTo(entry + 1));
        self.stack.push(resolution);
    }

    /// Starts the coach on the score card's mission.
    pub(super) fn ask_coach(&mut self) {
        if let Some(score) = self.stack.top_as_mut::<ScoreScreen>() {
            let game = score.replay.game.clone();
            score.coach.start(&game, &mut self.work);
        }
    }

    /// Stops the coach; it keeps what it found so far.
    pub(super) fn cancel_coach(&self) {
        if let Some(score) = self.stack.top_as::<ScoreScreen>() {
            score.coach.cancel();
        }
    }

    /// Opens the coach's suggestion (by its rank) as a what-if resolution above the score
    /// card.
    pub(super) fn open_suggestion(&mut self, i: usize) {
        let Some(score) = self.stack.top_as::<ScoreScreen>() else {
            return;
        };
        let CoachState::Done { report, sentences } = &score.coach else {
            return;
        };
        let Some(suggestion) = report.suggestions.get(i) else {
            return;
        };
        let sentence = sentences.get(i).cloned().unwrap_or_default();
        match WhatIfScreen::new(&score.replay.game, &suggestion.edits, sentence) {
            Ok(what_if) => self.stack.push(what_if),
            // Not expected (see `missions::game::to_yaml`): the score card stays.
            Err(err) => log::warn!("the what-if cannot be opened: {err}"),
        }
    }
}
