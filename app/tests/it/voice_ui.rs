//! The announcer's voice on the setup screen: the voice of the app's language until the crew
//! chooses another; the choice is remembered and the next mission speaks with it.

use audio::BuiltinVoice;
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use i18n::Language;
use sitting_duck::gui::ScreenName;
use sitting_duck::shell::settings::Settings;

use super::support::{Window, click, click_containing, settle};

#[test]
fn a_chosen_voice_is_remembered_and_speaks_the_next_mission() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .settings(&path)
        .without_card_faces()
        .open();
    // Until chosen, the voice is the language's.
    h.get_by_role_and_label(Role::ComboBox, "Voice").click();
    settle(&mut h);
    h.get_by_label("The language's (English)");
    click(&mut h, "Français");
    assert_eq!(h.state().settings().voice, Some(Language::Fr));
    assert_eq!(Settings::load(&path).unwrap().voice, Some(Language::Fr));
    assert_eq!(
        h.state().announcer(),
        BuiltinVoice::English,
        "no mission yet"
    );

    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert_eq!(h.state().announcer(), BuiltinVoice::French);
}
