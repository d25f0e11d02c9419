//! The language setting: chosen on the setup screen, applied at once, remembered, and spoken
//! again by the next start. The other UI tests speak English (their `Deps` say so).

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use i18n::Language;
use sitting_duck::shell::settings::Settings;

use super::support::{Window, choose, click, click_containing, settle};

/// The window with the settings file `settings`, on a machine that speaks `system`.
fn speaking(system: Language, settings: std::path::PathBuf) -> super::support::AppHarness {
    Window::default()
        .size(1280.0, 800.0)
        .settings(settings)
        .system_language(system)
        .without_card_faces()
        .open()
}

#[test]
fn choosing_german_speaks_german_at_once_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let mut h = speaking(Language::En, path.clone());
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
    let mut again = speaking(Language::En, path.clone());
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
    let mut h = speaking(Language::Cs, dir.path().join("settings.json"));
    h.get_by_role_and_label(Role::Label, "Jazyk");
    h.get_by_role_and_label(Role::ComboBox, "Jazyk").click();
    settle(&mut h);
    h.get_by_label("Jazyk systému (Čeština)");
    click(&mut h, "Français");
    h.get_by_role_and_label(Role::Label, "Langue");
}

#[test]
fn in_german_the_setup_and_mission_screens_speak_german() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = speaking(Language::En, dir.path().join("settings.json"));
    // Picked with the pointer, which closes the list (the whole list is in view now, over
    // the track chips below it).
    h.get_by_role_and_label(Role::ComboBox, "Language").click();
    settle(&mut h);
    click(&mut h, "Deutsch");
    h.get_by_label("Sitting Duck: Einsatzvorbereitung");
    h.get_by_label("Logbuch");
    h.get_by_label("Bedrohungen und Flugbahnen");
    h.get_by_label("Schwere Bedrohungen");
    h.get_by_label("Crew (4)");
    h.get_by_label("Kapitän 1");
    h.get_by_label("Einsätze");
    click(&mut h, "Mission 1");
    click(&mut h, "Einsatz starten  [Eingabe]");
    assert_eq!(h.state().screen(), sitting_duck::gui::ScreenName::Mission);
    h.get_by_label("Ansagen");
    h.get_by_label("Bedrohungen");
    h.get_by_label("Pause  [Leertaste]");
    h.get_by_label_contains("Aktionsphase beenden");
    h.get_by_label_contains("Phase 1 von 3");
    click_containing(&mut h, "Abbrechen");
    h.get_by_label("Den Einsatz abbrechen?");
    h.get_by_label_contains("Weiterspielen");
}

/// The computer's words on the mission screen are the language's voice's words: the first
/// announcement, big and in the list of what was said.
#[test]
fn in_german_the_announcements_on_screen_are_german() {
    let dir = tempfile::tempdir().unwrap();
    let clock = super::support::FakeClock::default();
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .settings(dir.path().join("settings.json"))
        .system_language(Language::De)
        .without_card_faces()
        .clock(&clock)
        .open();
    click(&mut h, "Mission 1");
    click(&mut h, "Einsatz starten  [Eingabe]");
    super::support::wait(&mut h, &clock, 2.0);
    // The big caption, and the line of the announcements list.
    assert_eq!(
        h.query_all_by_label_contains("Feindliche Aktivität entdeckt")
            .count(),
        2
    );
    assert!(
        h.query_by_label_contains("Enemy activity").is_none(),
        "no English words on screen"
    );
}
