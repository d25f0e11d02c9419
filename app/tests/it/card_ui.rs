//! The setup screen's "Mission card": the chosen track's printable card written beside the
//! ship's log, with a link that opens it; a track that cannot be read says why.

use egui_kittest::kittest::Queryable;
use missions::card::{MissionCard, clock};

use super::support::{FakeClock, Window, click, click_containing, wait};

#[test]
fn the_setup_screen_writes_the_mission_card_of_the_chosen_track() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .ship_log(dir.path().join("ship.db"))
        .open();
    click(&mut h, "Mission 1");
    click(&mut h, "Mission card");
    let players = h.state().settings().crew.len();
    let path = dir
        .path()
        .join("cards")
        .join(format!("mission-1-{players}-crew-card.html"));
    h.get_by_label(&format!("Card written to {}", path.display()));
    h.get_by_label("Open it");
    let html = std::fs::read_to_string(&path).unwrap();
    let track = sitting_duck::shell::tracks::shipped_track("mission-1").unwrap();
    let card = MissionCard::new(&track, u8::try_from(players).unwrap());
    for line in &card.lines {
        assert!(html.contains(&format!(">{}<", clock(line.at_ms))));
    }
    assert!(html.contains("Mission 1"));
}

#[test]
fn a_track_file_that_cannot_be_read_gives_no_card_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .ship_log(dir.path().join("ship.db"))
        .open();
    click(&mut h, "Open a mission");
    click(&mut h, "Mission card");
    h.get_by_label_contains("No card: type the path of a track file");
    assert!(!dir.path().join("cards").exists());
}

#[test]
fn the_sirens_switch_is_a_setting() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .ship_log(dir.path().join("ship.db"))
        .open();
    assert!(!h.state().settings().sirens, "off by default");
    click(&mut h, "Sirens");
    assert!(h.state().settings().sirens);
}

/// `render --sirens` mixes the sirens in: the same WAV otherwise, louder in the last twenty
/// seconds of the first test run's phases only.
#[test]
fn render_sounds_sirens_only_with_the_flag() {
    let dir = tempfile::tempdir().unwrap();
    let track = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../missions/tracks/test-run-1.yaml"
    );
    let read = |flag: Option<&str>, name: &str| {
        let wav = dir.path().join(name);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_sitting-duck"))
            .args(["render", track, "-o", wav.to_str().unwrap()])
            .args(flag)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        hound::WavReader::open(&wav)
            .unwrap()
            .into_samples::<i16>()
            .map(Result::unwrap)
            .collect::<Vec<i16>>()
    };
    let plain = read(None, "plain.wav");
    let sirens = read(Some("--sirens"), "sirens.wav");
    assert_eq!(plain.len(), sirens.len());
    let changed: Vec<usize> = (0..plain.len())
        .filter(|&i| plain[i] != sirens[i])
        .collect();
    assert!(!changed.is_empty(), "--sirens changed nothing");
    let test_run = sitting_duck::shell::tracks::shipped_track("test-run-1").unwrap();
    let rate = 44_100_usize;
    for i in changed {
        let at = i / rate;
        assert!(
            test_run
                .phases
                .iter()
                .any(|&end| at + 20 >= end as usize && at < end as usize),
            "a siren at {at} s"
        );
    }
}

/// Zones are never told by colour alone: the mission screen's threat card carries the zone's
/// letter and shape (a circle for white), named for screen readers.
#[test]
fn an_announced_threat_shows_its_zone_by_letter_and_shape() {
    let dir = tempfile::tempdir().unwrap();
    let clock = FakeClock::default();
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .clock(&clock)
        .ship_log(dir.path().join("ship.db"))
        .open();
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    wait(&mut h, &clock, 11.0);
    h.get_by_label("T+2");
    // On the threat card and beside the announcement being spoken.
    assert_eq!(h.get_all_by_label("zone White: circle W").count(), 2);
    assert_eq!(
        sitting_duck::gui::widgets::zone_mark::words(Some(engine::Zone::Red)),
        "zone Red: triangle R"
    );
    assert_eq!(
        sitting_duck::gui::widgets::zone_mark::words(None),
        "zone Internal: diamond I"
    );
}

/// The report's drawn ship marks each trajectory with its zone's shape and letter.
#[test]
fn the_report_board_marks_each_zone_by_shape_and_letter() {
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sitting-duck"))
        .args(["report", game])
        .output()
        .unwrap();
    assert!(out.status.success());
    let page = String::from_utf8(out.stdout).unwrap();
    let svg = &page[page.find("<svg").unwrap()..page.find("</svg>").unwrap()];
    assert!(
        svg.matches("<polygon").count() >= 2,
        "a triangle and a diamond"
    );
    assert!(svg.contains("<rect") && svg.contains("<circle"));
    for letter in ["R", "W", "B", "I"] {
        assert!(
            svg.contains(&format!("text-anchor=\"middle\">{letter}</text>")),
            "{letter}"
        );
    }
}

/// "Open it" asks the desktop's opener and says how it went: opened, or why not with the
/// path to open by hand (the opener's process is reaped: `shell::opener`'s test).
#[test]
fn open_it_says_what_happened() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .ship_log(dir.path().join("ship.db"))
        .open();
    h.state_mut().set_opener("true");
    click(&mut h, "Mission card");
    click(&mut h, "Open it");
    super::support::frames_until(&mut h, |app| app.setup_card().opening.is_none());
    h.get_by_label_contains("true opened the card");
    h.state_mut().set_opener("false");
    click(&mut h, "Open it");
    super::support::frames_until(&mut h, |app| app.setup_card().opening.is_none());
    h.get_by_label_contains("false did not open the card (exit status: 1): open ");
    h.state_mut().set_opener("/no/such/opener");
    click(&mut h, "Open it");
    h.get_by_label_contains("/no/such/opener did not open the card");
}
