//! Applying the New Frontier's setup choices (part of `apply.rs`): a track made for a module
//! switches that module on.

use super::super::app::App;
use crate::settings::MissionSource;

impl App {
    /// Chooses the mission; a shipped track made for a module (a double-action track)
    /// switches it on, since its mission cannot be played without it. Switching a module
    /// off again stays the crew's choice for the next mission.
    pub(super) fn choose_mission(&mut self, source: MissionSource) {
        if let MissionSource::Shipped { stem } = &source
            && let Ok(track) = self.library.track(stem)
        {
            for module in track.modules.on() {
                self.setup.settings.set_module(module, true);
            }
        }
        self.setup.settings.mission = source;
    }
}
