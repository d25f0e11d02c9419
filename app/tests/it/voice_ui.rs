//! The announcer's voice on the setup screen: the voice of the app's language until the crew
//! chooses another; the choice is remembered and the next mission speaks with it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::sync::Arc;

use audio::{BuiltinVoice, ManualClock};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use i18n::Language;
use sitting_duck::gui::{App, Deps, ScreenName};
use sitting_duck::shell::settings::Settings;
use sitting_duck::shell::sound::Output;

fn app(settings_path: std::path::PathBuf) -> Harness<'static, App> {
    let deps = Deps {
        clock: Arc::new(ManualClock::new()),
        output: Output::Silent,
        settings_path: Some(settings_path),
        card_faces: Vec::new(),
        seed: 42,
        system_language: Language::En,
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| App::new(&cc.egui_ctx, deps));
    harness.run();
    harness
}

#[test]
fn a_chosen_voice_is_remembered_and_speaks_the_next_mission() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let mut h = app(path.clone());
    // Until chosen, the voice is the language's.
    h.get_by_role_and_label(Role::ComboBox, "Voice").click();
    h.run();
    h.get_by_label("The language's (English)");
    h.get_by_label("Français").click();
    h.run();
    assert_eq!(h.state().settings().voice, Some(Language::Fr));
    assert_eq!(Settings::load(&path).unwrap().voice, Some(Language::Fr));
    assert_eq!(
        h.state().announcer(),
        BuiltinVoice::English,
        "no mission yet"
    );

    h.get_by_label("Mission 1").click();
    h.run();
    h.get_by_label_contains("Start mission").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert_eq!(h.state().announcer(), BuiltinVoice::French);
}
