//! Applying the ship's log screen's intents: pages, reading again, replaying a logged
//! mission and back.

use crate::gui::ShipLogIntent;
use crate::gui::app::{App, Screen};
use crate::gui::screens::shiplog::ShipLogScreen;

impl App {
    /// Applies a ship's log screen's intent (or a logged mission's replay's).
    pub(super) fn apply_ship_log(&mut self, intent: ShipLogIntent) {
        match intent {
            ShipLogIntent::ShowCrewPage(crew) => {
                if let Screen::ShipLog(log) = &mut self.screen {
                    log.page = Some(crew);
                }
            }
            ShipLogIntent::ToggleShowAll => {
                if let Screen::ShipLog(log) = &mut self.screen {
                    log.show_all = !log.show_all;
                }
            }
            ShipLogIntent::ReadLogAgain => {
                if let Screen::ShipLog(log) = &mut self.screen {
                    log.read_again();
                }
            }
            ShipLogIntent::ReplayLogged(id) => {
                let catalog = self.library.catalog.clone();
                if let Screen::ShipLog(log) = &mut self.screen
                    && let Some(replay) = log.replay(id, catalog)
                    && let Screen::ShipLog(log) = std::mem::replace(&mut self.screen, Screen::Setup)
                {
                    self.screen = Screen::LogReplay(Box::new(replay), log);
                }
            }
            ShipLogIntent::ToggleReplayCard => {
                if let Screen::LogReplay(replay, _) = &mut self.screen {
                    replay.card_open = !replay.card_open;
                }
            }
            ShipLogIntent::BackToShipLog => {
                if matches!(self.screen, Screen::LogReplay(..))
                    && let Screen::LogReplay(_, log) =
                        std::mem::replace(&mut self.screen, Screen::Setup)
                {
                    self.screen = Screen::ShipLog(log);
                }
            }
        }
    }

    /// Opens the ship's log screen (read on a worker thread).
    pub(super) fn open_ship_log(&mut self) {
        let log = ShipLogScreen::open(self.ship_log_path.clone());
        self.screen = Screen::ShipLog(Box::new(log));
    }
}
