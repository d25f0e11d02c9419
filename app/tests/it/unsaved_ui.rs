//! A scored mission is never dropped from the ship's log without the crew saying so:
//! "Next mission" on a card not yet saved asks first; Enter then saves it and goes on (once
//! the log has it), "Next mission without saving" goes on, Esc stays.

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;

use super::support::{AppHarness, FIVE_CREW, Window, click, load, press, settle};

fn score_card(db: &std::path::Path) -> AppHarness {
    let mut h = Window::default().ship_log(db).open();
    click(&mut h, "Resolve a game file");
    load(&mut h, FIVE_CREW);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::S);
    assert_eq!(h.state().screen(), ScreenName::Score);
    h
}

fn logged(db: &std::path::Path) -> usize {
    if !db.exists() {
        return 0;
    }
    let log = shiplog::ShipLog::open(db).unwrap();
    log.list(&shiplog::MissionFilter::default()).unwrap().len()
}

#[test]
fn next_mission_on_an_unsaved_card_asks_and_enter_saves_then_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = score_card(&db);
    click(&mut h, "Next mission  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Score, "asked, not left");
    h.get_by_label("This mission is not in the ship's log yet.");
    // Esc stays, the question closes.
    press(&mut h, egui::Key::Escape);
    assert_eq!(h.state().screen(), ScreenName::Score);
    assert!(
        h.query_by_label("This mission is not in the ship's log yet.")
            .is_none()
    );
    // Asked again, Enter saves, and the app goes on once the log has the mission.
    press(&mut h, egui::Key::Enter);
    h.get_by_label("Save it, then the next mission  [Enter]");
    press(&mut h, egui::Key::Enter);
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::Setup);
    assert_eq!(logged(&db), 1);
}

#[test]
fn next_mission_without_saving_goes_on_when_the_crew_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = score_card(&db);
    click(&mut h, "Next mission  [Enter]");
    click(&mut h, "Next mission without saving");
    assert_eq!(h.state().screen(), ScreenName::Setup);
    assert_eq!(logged(&db), 0);
}

#[test]
fn a_saved_card_goes_on_without_asking() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = score_card(&db);
    press(&mut h, egui::Key::L);
    settle(&mut h);
    assert_eq!(logged(&db), 1);
    click(&mut h, "Next mission  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Setup);
}
