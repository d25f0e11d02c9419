//! The language setting: chosen on the setup screen, applied at once, remembered, and spoken
//! again by the next start. The other UI tests speak English (their `Deps` say so).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::sync::Arc;

use audio::ManualClock;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use i18n::Language;
use sitting_duck::gui::{App, Deps};
use sitting_duck::shell::settings::Settings;
use sitting_duck::shell::sound::Output;

fn app(settings_path: std::path::PathBuf, system: Language) -> Harness<'static, App> {
    let deps = Deps {
        clock: Arc::new(ManualClock::new()),
        output: Output::Silent,
        settings_path: Some(settings_path),
        card_faces: Vec::new(),
        seed: 42,
        system_language: system,
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| App::new(&cc.egui_ctx, deps));
    harness.run();
    harness
}

/// Opens the language picker and chooses `option` (a language's own name).
fn choose(h: &mut Harness<'static, App>, picker: &str, option: &str) {
    h.get_by_role_and_label(Role::ComboBox, picker).click();
    h.run();
    h.get_by_label(option).click();
    h.run();
}

#[test]
fn choosing_german_speaks_german_at_once_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let mut h = app(path.clone(), Language::En);
    h.get_by_role_and_label(Role::Label, "Language");
    choose(&mut h, "Language", "Deutsch");
    assert_eq!(h.state().settings().language, Some(Language::De));
    h.get_by_role_and_label(Role::Label, "Sprache");
    assert!(
        h.query_by_label("Language").is_none(),
        "no English label left"
    );
    assert_eq!(
        Settings::load(&path).unwrap().language,
        Some(Language::De),
        "remembered at once"
    );
    drop(h);

    // The next evening, on a machine that speaks English, the app starts in German.
    i18n::set_thread_language(None);
    let mut again = app(path.clone(), Language::En);
    again.get_by_role_and_label(Role::Label, "Sprache");
    // Back to the machine's language.
    choose(&mut again, "Sprache", "Systemsprache (English)");
    assert_eq!(again.state().settings().language, None);
    again.get_by_role_and_label(Role::Label, "Language");
    assert_eq!(Settings::load(&path).unwrap().language, None);
}

#[test]
fn the_system_language_is_spoken_until_the_crew_chooses_another() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app(dir.path().join("settings.json"), Language::Cs);
    h.get_by_role_and_label(Role::Label, "Jazyk");
    h.get_by_role_and_label(Role::ComboBox, "Jazyk").click();
    h.run();
    h.get_by_label("Jazyk systému (Čeština)");
    h.get_by_label("Français").click();
    h.run();
    h.get_by_role_and_label(Role::Label, "Langue");
}

#[test]
fn in_german_the_setup_and_mission_screens_speak_german() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app(dir.path().join("settings.json"), Language::En);
    choose(&mut h, "Language", "Deutsch");
    h.get_by_label("Sitting Duck: Einsatzvorbereitung");
    h.get_by_label("Logbuch");
    h.get_by_label("Bedrohungen und Flugbahnen");
    h.get_by_label("Ernste Bedrohungen");
    h.get_by_label("Crew (4)");
    h.get_by_label("Kapitän 1");
    h.get_by_label("Einsätze");
    h.get_by_label("Mission 1").click();
    h.run();
    h.get_by_label("Einsatz starten  [Eingabe]").click();
    h.run();
    assert_eq!(h.state().screen(), sitting_duck::gui::ScreenName::Mission);
    h.get_by_label("Ansagen");
    h.get_by_label("Bedrohungen");
    h.get_by_label("Pause  [Leertaste]");
    h.get_by_label_contains("Aktionsphase beenden");
    h.get_by_label("Lautstärke 100 %");
    h.get_by_label_contains("Phase 1 von 3");
    h.get_by_label_contains("Abbrechen").click();
    h.run();
    h.get_by_label("Den Einsatz abbrechen?");
    h.get_by_label_contains("Weiterspielen");
}
