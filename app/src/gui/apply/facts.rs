//! What the ship's log keeps of the table beyond the game file (the score card's save and a
//! campaign's missions write the same facts).

use crate::gui::app::App;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::score::ScoreScreen;

impl App {
    /// What the ship's log keeps beyond the game file: the roles from setup and, when the
    /// boards are the mission played here, the decks' difficulty, the transcript and the
    /// soundtrack file
    /// (a game file loaded instead speaks for itself: its cards give the difficulty).
    pub(super) fn table_facts(&self) -> crate::shell::record::TableFacts {
        let settings = &self.setup.settings;
        let roles = settings
            .crew
            .iter()
            .map(|c| {
                (
                    c.name.clone(),
                    c.communications_officer,
                    c.chief_of_security,
                )
            })
            .collect();
        let run = if self.stack.shows::<ScoreScreen>() {
            self.stack
                .find::<BoardsScreen>()
                .and_then(|b| b.run.as_ref())
        } else {
            None
        };
        let dealt = run.and_then(|_| self.stack.find::<BoardsScreen>()?.dealt.clone());
        crate::shell::record::TableFacts {
            dealt,
            roles,
            common: run.map(|_| settings.common),
            serious: run.map(|_| settings.serious),
            soundtrack: run.and_then(|r| r.plan().soundtrack.clone()),
            // What was announced, so the logged mission's report has its transcript.
            transcript: run.map_or_else(Vec::new, |run| {
                crate::gui::screens::setup::pace::transcript(run)
                    .into_iter()
                    .map(|said| (said.at_ms, said.text))
                    .collect()
            }),
        }
    }
}
