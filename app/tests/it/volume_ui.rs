//! The volume of the ship's computer: keys on the mission screen, remembered with the
//! settings; without a sound device no volume buttons are shown (there is nothing to make
//! louder), while the keys still set the volume the next mission with sound starts at.
//! (That the player scales its samples is tested in the audio crate.)

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;
use sitting_duck::shell::settings::Settings;

use super::support::{Window, click, click_containing, press};

#[test]
fn without_a_sound_device_no_volume_controls_show() {
    let mut h = Window::default().open();
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert!(h.query_by_label("Volume 100%").is_none());
    assert!(h.query_by_label_contains("Louder").is_none());
    assert!(h.query_by_label_contains("Quieter").is_none());
}

#[test]
fn the_volume_keys_go_down_and_up_in_tens_and_are_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let mut h = Window::default().settings(&path).open();
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert_eq!(h.state().volume(), 100);
    // Already at 100%: louder does nothing.
    press(&mut h, egui::Key::Plus);
    assert_eq!(h.state().volume(), 100);
    press(&mut h, egui::Key::Minus);
    press(&mut h, egui::Key::Minus);
    assert_eq!(h.state().volume(), 80);
    press(&mut h, egui::Key::Plus);
    assert_eq!(h.state().volume(), 90);
    assert_eq!(
        Settings::load(&path).unwrap().volume,
        90,
        "remembered for the next mission"
    );
}
