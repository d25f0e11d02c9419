//! Applying the ship's log screen's intents: pages, reading again, replaying a logged
//! mission and back.

use crate::gui::ShipLogIntent;
use crate::gui::app::App;
use crate::gui::screens::shiplog::ShipLogScreen;
use crate::gui::screens::shiplog::replay::LogReplay;

impl App {
    /// Applies a ship's log screen's intent (or a logged mission's replay's).
    pub(super) fn apply_ship_log(&mut self, intent: ShipLogIntent) {
        match intent {
            ShipLogIntent::ShowCrewPage(crew) => {
                if let Some(log) = self.stack.top_as_mut::<ShipLogScreen>() {
                    log.page = Some(crew);
                }
            }
            ShipLogIntent::ToggleShowAll => {
                if let Some(log) = self.stack.top_as_mut::<ShipLogScreen>() {
                    log.show_all = !log.show_all;
                }
            }
            ShipLogIntent::ReadLogAgain => {
                if let Some(log) = self.stack.top_as_mut::<ShipLogScreen>() {
                    log.read_again(&mut self.work);
                }
            }
            ShipLogIntent::ReplayLogged(id) => {
                let catalog = self.library.catalog.clone();
                if let Some(log) = self.stack.top_as_mut::<ShipLogScreen>()
                    && let Some(replay) = log.replay(id, catalog)
                {
                    self.stack.push(replay);
                }
            }
            ShipLogIntent::ToggleReplayCard => {
                if let Some(replay) = self.stack.top_as_mut::<LogReplay>() {
                    replay.card_open = !replay.card_open;
                }
            }
            ShipLogIntent::BackToShipLog => {
                if self.stack.shows::<LogReplay>() {
                    self.stack.pop();
                }
            }
        }
    }

    /// Opens the ship's log screen (read in the background), or goes back to it.
    pub(super) fn open_ship_log(&mut self) {
        // From the campaign page (reached from the log), back to the log it came from.
        if self.stack.back_to::<ShipLogScreen>() {
            return;
        }
        let log = ShipLogScreen::open(self.ship_log_path.clone(), &mut self.work);
        self.stack.push(log);
    }
}
