//! The campaign page of a ship's log without campaigns says how one begins.

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;

use super::support::{Window, click, click_containing};

#[test]
fn an_empty_campaigns_page_says_how_to_fly_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Window::default()
        .ship_log(dir.path().join("shiplog.sqlite3"))
        .open();
    click_containing(&mut h, "Ship's log");
    click(&mut h, "Campaigns  [K]");
    assert_eq!(h.state().screen(), ScreenName::Campaign);
    h.get_by_label("No campaign in the ship's log yet.");
    h.get_by_label_contains("choose \"a campaign of 2\" or \"a campaign of 3\"");
}
