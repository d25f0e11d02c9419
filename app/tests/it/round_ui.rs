//! The Action Round as the crew reads it across the table (issue 39.2-39.5): the drawn card
//! whole, on the host (the newest shown, a click shows another); the last announcement kept
//! large with its age; every threat of the mission in view at 960x640; the history and the
//! threats at reading size at 1280x800, and larger at 1920x1080.

use egui_kittest::kittest::Queryable;
use missions::Catalog;
use sitting_duck::gui::ScreenName;

use super::support::{
    AppHarness, FakeClock, Window, click, click_containing, mission_ms, type_into, wait,
};

/// A mission with eight threats, a data transfer and a long last announcement.
const EIGHT_THREATS: &str = r#"name: Eight threats
kind: mission
phases: ["3:45", "7:30", "10:00"]
events:
  - { at: "0:10", type: threat, turn: 1, zone: red }
  - { at: "0:40", type: threat, turn: 2, zone: white, serious: true }
  - { at: "1:10", type: threat, turn: 3, zone: internal }
  - { at: "1:40", type: threat, turn: 4, zone: blue }
  - { at: "4:00", type: threat, turn: 5, zone: red, serious: true }
  - { at: "4:40", type: threat, turn: 6, zone: blue }
  - { at: "5:20", type: threat, turn: 7, zone: white }
  - { at: "6:00", type: threat, turn: 8, zone: internal, serious: true }
  - { at: "6:15", type: data-transfer }
"#;

fn start_file_track(h: &mut AppHarness, path: &std::path::Path) {
    click(h, "Open a mission");
    type_into(h, "path", path.to_str().unwrap());
    click_containing(h, "Start mission");
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "{:?}",
        h.state().setup_problems()
    );
}

/// The window at `size` on the eight-threat mission, at 6:10 (all eight announced).
fn eight_threats(width: f32, height: f32) -> (AppHarness, FakeClock, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("eight.yaml");
    std::fs::write(&path, EIGHT_THREATS).unwrap();
    let clock = FakeClock::default();
    let mut h = Window::default().size(width, height).clock(&clock).open();
    start_file_track(&mut h, &path);
    wait(&mut h, &clock, 370.0);
    assert_eq!(h.state().mission().unwrap().threats().len(), 8);
    (h, clock, dir)
}

/// The stats line of the catalog's card `id` (hit points, shield, speed).
fn stats(id: &str) -> String {
    words::threats::stats_line(Catalog::base().unwrap().get(id).unwrap())
}

#[test]
fn the_drawn_card_shows_whole_and_a_click_shows_another() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    wait(&mut h, &clock, 10.0);
    let first = h.state().mission().unwrap().threats()[0]
        .card
        .clone()
        .unwrap();
    // The newest card, whole: its stats and its X, Y and Z in words.
    h.get_by_label(&stats(&first.id));
    assert!(h.query_by_label_contains("Z:").is_some() || h.query_by_label_contains("Z ").is_some());
    wait(&mut h, &clock, 45.0 + 55.0);
    let threats = h.state().mission().unwrap().threats().to_vec();
    assert!(threats.len() >= 2, "{threats:?}");
    let newest = threats.last().unwrap().card.clone().unwrap();
    h.get_by_label(&stats(&newest.id));
    // A click on the first threat's row shows its card instead.
    h.get_by_label(&format!("{} {}", first.id, first.name))
        .click();
    super::support::settle(&mut h);
    h.get_by_label(&stats(&first.id));
}

#[test]
fn the_last_announcement_stays_large_with_its_age_until_the_next() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    wait(&mut h, &clock, 30.0);
    assert_eq!(mission_ms(&h), 30_000);
    assert!(h.query_by_label_contains("Speaking:").is_none());
    h.get_by_label("Last said: Time T plus 2. Serious threat. Zone white.");
    h.get_by_label("Said 20 s ago");
    wait(&mut h, &clock, 5.0);
    h.get_by_label("Said 25 s ago");
}

#[test]
fn every_threat_of_the_mission_stays_in_view_at_960x640() {
    let (h, _clock, _dir) = eight_threats(960.0, 640.0);
    let heading = h.get_by_label("Threats").rect();
    let controls = h.get_by_label_contains("Pause  [").rect();
    for turn in 1..=8 {
        let row = h.get_by_label(&format!("T+{turn}")).rect();
        assert!(
            row.min.y >= heading.max.y && row.max.y <= controls.min.y && row.max.x <= 960.0,
            "T+{turn} at {row:?}, heading {heading:?}, controls {controls:?}"
        );
    }
}

/// Reading from 2 m (`docs/ui.md`): at 1280x800 the history and the threats are at least
/// 28 px high (the compact rows of eight threats 22 px), the card shown 24 px; at 1920x1080
/// the window is used: the same lines a third larger.
#[test]
fn the_round_reads_from_two_metres_and_grows_with_the_window() {
    let mut heights = Vec::new();
    for (width, height) in [(1280.0, 800.0), (1920.0, 1080.0)] {
        let (h, _clock, _dir) = eight_threats(width, height);
        let zoom = h.ctx.zoom_factor();
        let px = |label: &str| h.get_by_label(label).rect().height() * zoom;
        let history = px("Time T plus 8. Serious internal threat.");
        let row = px("T+8");
        heights.push((history, row));
    }
    let (history, row) = heights[0];
    assert!(history >= 28.0 && row >= 22.0, "1280x800: {heights:?}");
    let (big_history, big_row) = heights[1];
    assert!(
        big_history >= history * 1.3 && big_row >= row * 1.3,
        "1920x1080 does not grow: {heights:?}"
    );
}
