//! The volume of the ship's computer: buttons and keys on the mission screen, remembered with
//! the settings. (That the player scales its samples is tested in the audio crate.)
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::sync::Arc;

use audio::ManualClock;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sitting_duck::gui::deck::catalog_faces;
use sitting_duck::gui::{App, Deps, ScreenName};
use sitting_duck::shell::settings::Settings;
use sitting_duck::shell::sound::Output;

fn app(settings_path: std::path::PathBuf) -> Harness<'static, App> {
    let deps = Deps {
        clock: Arc::new(ManualClock::new()),
        output: Output::Silent,
        settings_path: Some(settings_path),
        card_faces: catalog_faces().unwrap(),
        seed: 42,
        system_language: i18n::Language::En,
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| App::new(&cc.egui_ctx, deps));
    harness.run();
    harness
}

#[test]
fn the_volume_goes_down_and_up_in_tens_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let mut h = app(path.clone());
    h.get_by_label("Mission 1").click();
    h.run();
    h.get_by_label_contains("Start mission").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Mission);
    h.get_by_label("Volume 100%");
    // Already at 100%: louder does nothing.
    h.get_by_label_contains("Louder").click();
    h.run();
    h.get_by_label("Volume 100%");

    h.get_by_label_contains("Quieter").click();
    h.run();
    h.get_by_label_contains("Quieter").click();
    h.run();
    h.get_by_label("Volume 80%");
    assert_eq!(h.state().volume(), 80);

    h.key_press(egui::Key::Plus);
    h.run();
    h.get_by_label("Volume 90%");
    assert_eq!(
        Settings::load(&path).unwrap().volume,
        90,
        "remembered for the next mission"
    );
}
