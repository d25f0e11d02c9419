//! The volume of the ship's computer: buttons and keys on the mission screen, remembered with
//! the settings. (That the player scales its samples is tested in the audio crate.)

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;
use sitting_duck::shell::settings::Settings;

use super::support::{Window, click, click_containing, press};

#[test]
fn the_volume_goes_down_and_up_in_tens_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let mut h = Window::default().settings(&path).open();
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    h.get_by_label("Volume 100%");
    // Already at 100%: louder does nothing.
    click_containing(&mut h, "Louder");
    h.get_by_label("Volume 100%");

    click_containing(&mut h, "Quieter");
    click_containing(&mut h, "Quieter");
    h.get_by_label("Volume 80%");
    assert_eq!(h.state().volume(), 80);

    press(&mut h, egui::Key::Plus);
    h.get_by_label("Volume 90%");
    assert_eq!(
        Settings::load(&path).unwrap().volume,
        90,
        "remembered for the next mission"
    );
}
