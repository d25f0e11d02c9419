//! The one place that changes the app's state: every [`Intent`] is applied here, one family
//! per screen (`apply/<screen>.rs`), and so is every file write (the boards' load, save,
//! restore and autosave, the settings, the ship's log). Drawing code never writes.
//!
//! No match here has a `_ =>` arm: a new intent (or screen) that is not applied does not
//! compile.
#![deny(clippy::wildcard_enum_match_arm)]

use crate::gui::Intent;
use crate::gui::app::App;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::score::ScoreScreen;
use engine::{Draw, ShipRng};

mod boards;
mod campaign;
mod card;
/// The careers' intents and the ship's log writes they make.
mod career;
mod coach;
/// The mission editor's intents: its changes, the announcer played, the track saved.
mod editor;
mod facts;
/// The action cards dealt on the phones: the deal, the host clock's signals, the boards.
mod hands;
mod homebrew;
/// A scored mission never silently dropped: closing, crashes, the boards left behind.
mod leaving;
mod mission;
mod modules;
mod pace;
mod remote;
mod resolution;
mod score;
mod setup;
mod share;
mod ship_log;
mod start;
/// The crew terminals' intents and what the phones hear of the boards.
mod terminals;

impl App {
    /// The one place that changes the app's state: each family to its screen's `apply_*`.
    pub fn apply(&mut self, intent: Intent) {
        match intent {
            Intent::BackToSetup => self.back_to_setup(),
            Intent::Open(page) => {
                let screen = crate::gui::screens::open(page, &self.library);
                self.stack.push_boxed(screen);
            }
            Intent::Back => {
                self.stack.pop();
            }
            Intent::ToggleHelp => self.help = !self.help,
            Intent::Setup(intent) => self.apply_setup(intent),
            Intent::Mission(intent) => self.apply_mission(intent),
            Intent::Boards(intent) => self.apply_boards(intent),
            Intent::Resolution(intent) => self.apply_resolution(intent),
            Intent::Score(intent) => self.apply_score(intent),
            Intent::ShipLog(intent) => self.apply_ship_log(intent),
            Intent::Campaign(intent) => self.apply_campaign(intent),
            Intent::Terminal(intent) => self.apply_terminals(intent),
            Intent::Career(intent) => self.apply_career(intent),
            Intent::Homebrew(intent) => self.apply_homebrew(intent),
            Intent::Editor(intent) => self.apply_editor(intent),
        }
    }

    /// Back to setup; from the score card this is "Next mission", and a campaign's
    /// mission is logged first (then the repairs show instead).
    fn back_to_setup(&mut self) {
        if self.leave_campaign_score() || self.asks_before_next() {
            return;
        }
        if self.stack.shows::<ScoreScreen>() {
            self.setup.next_mission(self.rng.bits() % 1_000_000);
        }
        // Saved, or left on purpose: the boards are no longer offered at the next start.
        if self.stack.shows::<ScoreScreen>() || self.stack.shows::<BoardsScreen>() {
            self.set_boards_aside();
        }
        self.stack.clear();
    }
}

/// Four different trajectory boards out of T1-T7: red, white, blue, internal.
pub fn draw_trajectories(rng: &mut ShipRng) -> [u8; 4] {
    let mut boards = [1u8, 2, 3, 4, 5, 6, 7];
    rng.shuffle(&mut boards);
    [boards[0], boards[1], boards[2], boards[3]]
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ship_rng;

    #[test]
    fn trajectories_are_four_different_boards_that_vary_with_the_seed() {
        let mut rng = ship_rng(7);
        let draws: Vec<[u8; 4]> = (0..50).map(|_| draw_trajectories(&mut rng)).collect();
        for boards in &draws {
            let mut sorted = *boards;
            sorted.sort_unstable();
            assert!(sorted.windows(2).all(|w| w[0] < w[1]), "{boards:?}");
            assert!(sorted.iter().all(|b| (1..=7).contains(b)), "{boards:?}");
        }
        let mut distinct = draws.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert!(
            distinct.len() > 40,
            "only {} different draws in 50",
            distinct.len()
        );
    }

    /// Small modules: no source file of the app over 600 lines.
    #[test]
    fn no_file_in_app_src_is_over_600_lines() {
        fn walk(dir: &std::path::Path, long: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    walk(&path, long);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let lines = std::fs::read_to_string(&path).unwrap().lines().count();
                    if lines > 600 {
                        long.push(format!("{} ({lines} lines)", path.display()));
                    }
                }
            }
        }
        let mut long = Vec::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut long,
        );
        assert!(long.is_empty(), "{long:?}");
    }
}
