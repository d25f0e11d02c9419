//! Applying the score card's intents: back to the resolution, the ship's log, the report
//! to share, the debrief's jumps and the coach (`coach.rs`).

use crate::gui::ScoreIntent;
use crate::gui::app::App;
use crate::gui::screens::score::ScoreScreen;
use crate::gui::work::Answer;
use crate::shell::ship_log::save_mission;
use i18n::tr;

impl App {
    /// Whether "Next mission" must ask first: the card's mission is not in the ship's log,
    /// there is a log to save it to, and the crew has not chosen to go on without it. A
    /// mission is never dropped from the log without the crew saying so.
    pub(super) fn asks_before_next(&mut self) -> bool {
        let has_log = self.ship_log_path.is_some();
        let Some(score) = self.stack.top_as_mut::<ScoreScreen>() else {
            return false;
        };
        let unsaved = !matches!(score.saved, Some(Ok(_)));
        if has_log && unsaved && !score.leave_unsaved {
            score.confirm_next = true;
            return true;
        }
        false
    }

    /// After the background answers: a card saved on its way to the next mission goes on
    /// (a failed save stays, with its reason shown).
    pub(in super::super) fn next_after_save(&mut self) {
        let go_on = self
            .stack
            .top_as::<ScoreScreen>()
            .is_some_and(|s| s.leave_when_saved && matches!(s.saved, Some(Ok(_))));
        if go_on {
            self.apply(crate::gui::Intent::BackToSetup);
        } else if let Some(score) = self.stack.top_as_mut::<ScoreScreen>()
            && matches!(score.saved, Some(Err(_)))
        {
            score.leave_when_saved = false;
        }
    }

    /// Applies a score card's intent.
    pub(super) fn apply_score(&mut self, intent: ScoreIntent) {
        match intent {
            ScoreIntent::BackToResolution => {
                if self.stack.shows::<ScoreScreen>() {
                    self.stack.pop();
                }
            }
            ScoreIntent::SaveToShipLog if self.campaign.is_some() => self.log_campaign_mission(),
            ScoreIntent::SaveToShipLog => self.save_to_ship_log(),
            ScoreIntent::ShareReport => self.share_report(),
            ScoreIntent::DebriefJump(entry) => self.debrief_jump(entry),
            ScoreIntent::AskCoach => self.ask_coach(),
            ScoreIntent::CancelCoach => self.cancel_coach(),
            ScoreIntent::OpenSuggestion(i) => self.open_suggestion(i),
            ScoreIntent::SaveAndNext => {
                if let Some(score) = self.stack.top_as_mut::<ScoreScreen>() {
                    score.confirm_next = false;
                    score.leave_when_saved = true;
                }
                self.save_to_ship_log();
            }
            ScoreIntent::NextUnsaved => {
                if let Some(score) = self.stack.top_as_mut::<ScoreScreen>() {
                    score.leave_unsaved = true;
                }
                self.apply(crate::gui::Intent::BackToSetup);
            }
            ScoreIntent::StayOnScore => {
                if let Some(score) = self.stack.top_as_mut::<ScoreScreen>() {
                    score.confirm_next = false;
                }
            }
        }
    }

    /// Writes the score card's mission to the ship's log as a background work (SQLite may
    /// wait for a lock; the window must not). A failed write is said on the card, which
    /// keeps the mission for another try.
    fn save_to_ship_log(&mut self) {
        let facts = self.table_facts();
        let path = self.ship_log_path.clone();
        let Some(score) = self.stack.top_as_mut::<ScoreScreen>() else {
            return;
        };
        if score.is_saving() {
            return;
        }
        let Some(path) = path else {
            score.saved = Some(Err(tr!("score-no-log-place")));
            return;
        };
        let record = match score.record(&facts) {
            Ok(record) => record,
            Err(err) => {
                score.saved = Some(Err(format!("{err:#}")));
                return;
            }
        };
        // The mission and its run (the explorers' XP and achievements) in one transaction;
        // the answer is worded by the task, in the window's language.
        let input = score.career.as_ref().map(|c| c.input());
        score.saving_started(self.work.start("writing the ship's log", move || {
            Answer::MissionSaved(save_mission(&path, &record, input.as_ref()))
        }));
    }
}
