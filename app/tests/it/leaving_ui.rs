//! A scored mission is never silently dropped (issue 39.1): closing the window on a card not
//! in the ship's log saves it for the crew; after a crash the boards' autosave is offered
//! back at the next start, to resolve and save; a mission the crew is done with is not.

use std::path::{Path, PathBuf};

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;

use super::support::{AppHarness, FIVE_CREW, FakeClock, Window, click, fly, load, press, settle};

const RECOVER: &str = "Resolve and save them";

fn logged(db: &Path) -> usize {
    if !db.exists() {
        return 0;
    }
    let log = shiplog::ShipLog::open(db).unwrap();
    log.list(&shiplog::MissionFilter::default()).unwrap().len()
}

/// The window with a ship's log and the boards' autosave in `dir`.
fn window(dir: &Path) -> (AppHarness, PathBuf) {
    let db = dir.join("shiplog.sqlite3");
    let mut h = Window::default().ship_log(&db).open();
    h.state_mut()
        .set_autosave_path(Some(dir.join("boards-autosave.yaml")));
    settle(&mut h);
    (h, db)
}

/// The five-crew game resolved and scored; the autosave has its boards.
fn score_card(h: &mut AppHarness, dir: &Path) {
    click(h, "Resolve a game file");
    load(h, FIVE_CREW);
    let autosave = dir.join("boards-autosave.yaml");
    for _ in 0..500 {
        settle(h);
        if std::fs::read_to_string(&autosave).is_ok_and(|t| t.contains("actions")) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    click(h, "Resolve  [Ctrl+Enter]");
    press(h, egui::Key::S);
    assert_eq!(h.state().screen(), ScreenName::Score);
}

/// What eframe hands the app when the window's close button is pressed, and a frame.
fn close(h: &mut AppHarness) {
    h.input_mut()
        .viewports
        .get_mut(&egui::ViewportId::ROOT)
        .unwrap()
        .events
        .push(egui::ViewportEvent::Close);
    h.step();
}

#[test]
fn closing_the_window_on_a_campaign_s_unsaved_card_logs_it_as_the_campaign_s() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).ship_log(&db).open();
    click(&mut h, "a campaign of 2");
    click(&mut h, "Mission 1");
    fly(&mut h, &clock, "mechanics/full-mission-five-crew.yaml");
    assert_eq!(logged(&db), 0);
    close(&mut h);
    assert_eq!(
        logged(&db),
        1,
        "the closing window logged the campaign's mission"
    );
}

#[test]
fn closing_the_window_on_an_unsaved_card_saves_it_to_the_ship_s_log() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, db) = window(dir.path());
    score_card(&mut h, dir.path());
    assert_eq!(logged(&db), 0);
    close(&mut h);
    assert_eq!(logged(&db), 1, "the closing window saved the mission");
    // Done with: the next start offers nothing back.
    drop(h);
    let (h, _) = window(dir.path());
    assert!(h.query_by_label(RECOVER).is_none());
}

#[test]
fn after_a_crash_on_the_score_card_the_next_start_offers_the_mission_back() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, db) = window(dir.path());
    score_card(&mut h, dir.path());
    // The app dies here: no close request, no save.
    drop(h);
    let (mut h, _) = window(dir.path());
    h.get_by_label_contains("never reached the ship's log");
    click(&mut h, RECOVER);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::S);
    assert_eq!(h.state().screen(), ScreenName::Score);
    press(&mut h, egui::Key::L);
    settle(&mut h);
    assert_eq!(logged(&db), 1);
    click(&mut h, "Next mission  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Setup);
    drop(h);
    let (h, _) = window(dir.path());
    assert!(
        h.query_by_label(RECOVER).is_none(),
        "saved: not offered again"
    );
}

#[test]
fn a_mission_left_without_saving_on_purpose_is_not_offered_back() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = window(dir.path());
    score_card(&mut h, dir.path());
    click(&mut h, "Next mission  [Enter]");
    click(&mut h, "Next mission without saving");
    assert_eq!(h.state().screen(), ScreenName::Setup);
    drop(h);
    let (h, _) = window(dir.path());
    assert!(h.query_by_label(RECOVER).is_none());
}
