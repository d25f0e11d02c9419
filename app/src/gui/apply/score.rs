//! Applying the score card's intents: back to the resolution, the ship's log, the report
//! to share, the debrief's jumps and the coach (`coach.rs`).

use crate::gui::ScoreIntent;
use crate::gui::app::App;
use crate::gui::screens::score::ScoreScreen;
use crate::gui::work::Answer;
use crate::shell::ship_log::save_mission;
use i18n::tr;

impl App {
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
