//! Applying the modules (The New Frontier's double actions, specializations and new threats)
//! chosen at setup (part of `apply.rs`): a track made for a module switches that module on,
//! and the double actions change what each "Incoming data" lets a player draw.

use crate::gui::app::App;
use crate::gui::model::mission::CardDraws;
use crate::shell::settings::{MissionSource, Settings};

/// What each "Incoming data" lets a player draw for the crew of `settings` (androids fill
/// a crew of 2-3 up to four), in a mission of `modules` or the setup's.
pub(super) fn card_draws(settings: &Settings, modules: engine::Modules) -> CardDraws {
    let humans = u8::try_from(settings.crew.len()).unwrap_or(u8::MAX);
    let androids = if settings.androids && (2..=3).contains(&humans) {
        4 - humans
    } else {
        0
    };
    let double = settings.modules.double_actions || modules.double_actions;
    CardDraws::new(humans, androids, double)
}

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
