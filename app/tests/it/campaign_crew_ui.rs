//! One crew flies an Exploration Campaign to its end: a crew changed at setup between its
//! missions is refused with the reason, and the crew as it was flies on.

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;

use super::support::{FakeClock, Window, click, click_containing, fly, type_into};

#[test]
fn a_changed_crew_is_refused_between_a_campaign_s_missions() {
    let clock = FakeClock::default();
    let dir = tempfile::tempdir().unwrap();
    let mut h = Window::default()
        .clock(&clock)
        .ship_log(dir.path().join("shiplog.sqlite3"))
        .open();
    click(&mut h, "a campaign of 2");
    click(&mut h, "Mission 1");
    fly(&mut h, &clock, "mechanics/full-mission-five-crew.yaml");
    click(&mut h, "Next mission  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Repairs);
    click(&mut h, "Next mission  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Setup);

    type_into(&mut h, "Player 2", "ny");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Setup, "refused");
    let problems = h.state().setup_problems().join("\n");
    assert!(
        problems.contains("This campaign is flown by Anna, Ben, Chloe, Dan"),
        "{problems}"
    );
    // The crew as it was flies on.
    let field = h.get_by_role_and_label(egui::accesskit::Role::TextInput, "Player 2");
    field.focus();
    for _ in 0..2 {
        h.key_press(egui::Key::Backspace);
    }
    super::support::settle(&mut h);
    assert_eq!(h.state().settings().crew[1].name, "Ben");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
}
