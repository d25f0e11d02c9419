//! The ship's log screen driven through the real app's window, on real SQLite files in a
//! temporary directory: the crews' pages, the missions table with a won and a lost mission,
//! the best score per track, the failures, a replay that must equal the engine's resolution
//! of the stored game, a replay whose logged result no longer matches, and files that are
//! not a ship's log (reported, never touched).

use std::path::{Path, PathBuf};

use egui_kittest::kittest::Queryable;
use missions::{Catalog, game::parse_game};
use shiplog::{CardResult, LineKind, MissionRecord, ShipLog};
use sitting_duck::gui::ScreenName;
use sitting_duck::shell::record::mission_record;

use super::support::{AppHarness, Window, click, press, scenario, settle};

/// A logged mission as the score card would write it: the scenario's game file (with a
/// `mission:` line put in front when `track` is given), resolved by the engine.
fn record(file: &str, track: Option<&str>, crew: &str, played_at: &str) -> MissionRecord {
    let mut text = std::fs::read_to_string(scenario(&format!("mechanics/{file}"))).unwrap();
    if let Some(track) = track {
        text = format!("mission: {track}\n{text}");
    }
    let game = parse_game(&text, file, &Catalog::base().unwrap()).unwrap();
    let resolution = engine::resolve(&game.game, game.seed);
    mission_record(
        game.game.setup(),
        game.seed,
        &text,
        &resolution,
        Some(crew.to_owned()),
        played_at.to_owned(),
        &sitting_duck::shell::record::TableFacts {
            roles: vec![("Ben".into(), true, false)],
            ..Default::default()
        },
    )
    .unwrap()
}

/// A log with two pages: The Ducks (a won mission on Mission 1, a lost one, a second won
/// one on Mission 1) and Night Shift (one won mission, played last).
fn sample_log(dir: &Path) -> PathBuf {
    let db = dir.join("shiplog.sqlite3");
    let missions = [
        record(
            "full-mission-five-crew.yaml",
            None,
            "The Ducks",
            "2026-11-01T20:00:00+01:00",
        ),
        record(
            "lost-mission.yaml",
            None,
            "The Ducks",
            "2026-11-08T20:00:00+01:00",
        ),
        record(
            "five-crew-unconfirmed.yaml",
            Some("Mission 1"),
            "The Ducks",
            "2026-11-15T21:30:00+01:00",
        ),
        record(
            "battlebots-fire-back.yaml",
            None,
            "Night Shift",
            "2026-11-20T19:00:00+01:00",
        ),
    ];
    for (i, mission) in missions.iter().enumerate() {
        assert_eq!(shiplog::append(&db, mission).unwrap(), i as i64 + 1);
    }
    db
}

/// The window on the ship's log at `db` (1500x1000: the missions table is wide).
fn shiplog_window(db: &Path) -> AppHarness {
    Window::default()
        .size(1500.0, 1000.0)
        .ship_log(db)
        .without_card_faces()
        .open()
}

/// Opens the ship's log from setup and waits for the worker to read it.
fn open_log(h: &mut AppHarness) {
    h.get_by_label("Ship's log").click();
    h.step();
    assert_eq!(h.state().screen(), ScreenName::ShipLog);
    settle(h);
}

#[test]
fn a_crew_page_lists_won_and_lost_missions_best_per_track_and_failures() {
    let dir = tempfile::tempdir().unwrap();
    let db = sample_log(dir.path());
    let mut h = shiplog_window(&db);
    open_log(&mut h);

    // The page of the mission played last opens first; the other page is one click away.
    assert_eq!(
        h.state().ship_log().unwrap().page.as_deref(),
        Some("Night Shift")
    );
    h.get_by_label("Replay mission 4");
    assert!(h.query_by_label("Replay mission 1").is_none());
    click(&mut h, "The Ducks");
    assert_eq!(
        h.state().ship_log().unwrap().page.as_deref(),
        Some("The Ducks")
    );

    // The missions table, in the order played.
    for id in 1..=3 {
        h.get_by_label(&format!("Replay mission {id}"));
    }
    assert!(h.query_by_label("Replay mission 4").is_none());
    h.get_by_label("2026-11-01 20:00");
    h.get_by_label("2026-11-08 20:00");
    // The crew in seating order with their roles (Ben is the communications officer): five
    // on missions 1 and 3, one on 2.
    assert_eq!(
        h.query_all_by_label("Anna (captain), Ben (comms), Cleo, Dan, Eve")
            .count(),
        2
    );
    h.get_by_label("Anna (captain)");
    // The won mission's total and the lost one's destroyer, as the engine resolved them.
    h.get_by_label("33");
    h.get_by_label("lost: destroyed by Frigate");

    // The page's figures, the best per track and the failures.
    h.get_by_label("The Ducks: 3 missions played, 2 won, 1 lost · average score 19.0");
    h.get_by_label("The whole log: 2 crews, 4 missions, 3 won");
    h.get_by_label("Mission 1: 33");
    assert!(h.query_by_label("Mission 1: 5").is_none());
    h.get_by_label("#2 2026-11-08 20:00 (no track): destroyed by Frigate");

    // Esc goes back to setup.
    press(&mut h, egui::Key::Escape);
    assert_eq!(h.state().screen(), ScreenName::Setup);
}

#[test]
fn replay_opens_the_resolution_of_the_logged_game_and_goes_back_to_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let db = sample_log(dir.path());
    let mut h = shiplog_window(&db);
    open_log(&mut h);
    click(&mut h, "The Ducks");

    for id in [1, 2] {
        click(&mut h, &format!("Replay mission {id}"));
        assert_eq!(h.state().screen(), ScreenName::Resolution);
        h.get_by_label("The replay gives exactly the logged result");
        // The way back leads to the log, and says so.
        h.get_by_label("Ship's log  [Esc]");

        // What the view resolved is exactly the engine's resolution of the stored game.
        let logged = ShipLog::open(&db).unwrap().get(id).unwrap().unwrap();
        let game = parse_game(
            &logged.record.game_yaml,
            "stored",
            &Catalog::base().unwrap(),
        )
        .unwrap();
        let expected = engine::resolve(&game.game, logged.record.seed);
        let screen = h.state().resolution().unwrap();
        assert_eq!(screen.replay.resolution, expected);
        assert_eq!(screen.replay.position(), 0);
        assert_eq!(screen.replay.state(), &expected.state_after(0));

        // Stepping through it shows the engine's states; the end is the logged outcome.
        press(&mut h, egui::Key::ArrowDown);
        let position = h.state().resolution().unwrap().replay.position();
        assert!(position > 0);
        assert_eq!(
            h.state().resolution().unwrap().replay.state(),
            &expected.state_after(position)
        );
        press(&mut h, egui::Key::End);
        let end = h.state().resolution().unwrap().replay.state().clone();
        assert_eq!(end, expected.state);
        assert_eq!(end.lost().is_some(), logged.record.total().is_none());

        // The view's score card opens the replayed card beside the logged result.
        press(&mut h, egui::Key::S);
        let replayed = expected
            .score
            .map_or_else(|| "lost".to_owned(), |s| s.total.to_string());
        h.get_by_label(&format!("Replayed total: {replayed}"));
        assert!(h.state().log_replay().unwrap().card_open);
        press(&mut h, egui::Key::S);
        assert!(h.query_by_label_contains("Replayed total").is_none());

        // Esc (the resolution's "back") returns to the same page of the log.
        press(&mut h, egui::Key::Escape);
        assert_eq!(h.state().screen(), ScreenName::ShipLog);
        assert_eq!(
            h.state().ship_log().unwrap().page.as_deref(),
            Some("The Ducks")
        );
    }
}

#[test]
fn a_replay_that_no_longer_gives_the_logged_result_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    // Logged by a build whose rules scored one more damage tile: the stored result differs
    // from what the engine gives today in the damage and the score.
    let mut old = record(
        "full-mission-five-crew.yaml",
        None,
        "The Ducks",
        "2026-11-01T20:00:00+01:00",
    );
    let mut result: serde_json::Value = serde_json::from_str(&old.result_json).unwrap();
    let red = result["damage"]["red"].as_i64().unwrap();
    result["damage"]["red"] = (red + 1).into();
    let total = result["score"]["total"].as_i64().unwrap();
    result["score"]["total"] = (total - 2).into();
    result["score"]["damage_penalty"] =
        (result["score"]["damage_penalty"].as_i64().unwrap() - 2).into();
    old.result_json = result.to_string();
    // The card that build made: the damage line 2 lower, and the total with it.
    for line in &mut old.score.lines {
        if line.kind == LineKind::Damage {
            line.points -= 2;
        }
    }
    old.score.result = CardResult::Total(i32::try_from(total).unwrap() - 2);
    shiplog::append(&db, &old).unwrap();

    let mut h = shiplog_window(&db);
    open_log(&mut h);
    h.get_by_label(&(total - 2).to_string());
    click(&mut h, "Replay mission 1");
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    h.get_by_label(
        "The replay differs from the logged result (damage, score): the rules have changed \
         since this mission was logged",
    );
    assert_eq!(
        h.state()
            .resolution()
            .unwrap()
            .replay
            .resolution
            .score
            .unwrap()
            .total,
        i32::try_from(total).unwrap()
    );
}

#[test]
fn files_that_are_not_a_ship_log_are_reported_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let mut truncated = b"SQLite format 3\0".to_vec();
    truncated.extend_from_slice(&[7; 40]);
    let cases: [(&str, Vec<u8>); 2] = [
        ("notes.txt", b"shopping: eggs, milk\n".to_vec()),
        ("truncated.sqlite3", truncated),
    ];
    for (name, bytes) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, &bytes).unwrap();
        let expected = ShipLog::open(&path).unwrap_err().to_string();
        let mut h = shiplog_window(&path);
        open_log(&mut h);
        assert_eq!(h.state().ship_log().unwrap().error(), Some(&*expected));
        h.get_by_label("The ship's log cannot be read");
        h.get_by_label(&expected);
        assert!(expected.contains("left untouched"), "{expected}");
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{name} was changed");
    }
    // Nothing else appeared beside them (no -wal or -shm files, no log created).
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["notes.txt", "truncated.sqlite3"]);
}

#[test]
fn a_missing_log_is_empty_and_is_not_created_by_reading() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("data").join("shiplog.sqlite3");
    let mut h = shiplog_window(&db);
    open_log(&mut h);
    h.get_by_label("No missions logged yet");
    assert!(h.state().ship_log().unwrap().error().is_none());
    assert!(!dir.path().join("data").exists());
}

#[test]
fn a_mission_whose_game_file_no_longer_reads_stays_on_the_log_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    // Played with a homebrew card (`resolve --with`) that the base catalog does not know.
    let mut homebrew = record(
        "lost-mission.yaml",
        None,
        "The Ducks",
        "2026-11-08T20:00:00+01:00",
    );
    homebrew.game_yaml = homebrew
        .game_yaml
        .replace("threat: Frigate", "threat: Space Goose");
    assert!(homebrew.game_yaml.contains("Space Goose"));
    shiplog::append(&db, &homebrew).unwrap();

    let mut h = shiplog_window(&db);
    open_log(&mut h);
    click(&mut h, "Replay mission 1");
    assert_eq!(h.state().screen(), ScreenName::ShipLog);
    let notice = h.state().ship_log().unwrap().notice.clone().unwrap();
    assert!(
        notice.starts_with("Mission 1 cannot be replayed: its game file: ")
            && notice.contains("Space Goose"),
        "{notice}"
    );
    h.get_by_label(&notice);
}

#[test]
fn read_again_shows_a_mission_logged_meanwhile_by_another_program() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let first = record(
        "lost-mission.yaml",
        None,
        "The Ducks",
        "2026-11-08T20:00:00+01:00",
    );
    shiplog::append(&db, &first).unwrap();
    let mut h = shiplog_window(&db);
    open_log(&mut h);
    h.get_by_label("Replay mission 1");
    assert!(h.query_by_label("Replay mission 2").is_none());

    // `sitting-duck resolve --log` at the same table while the screen is open.
    let second = record(
        "full-mission-five-crew.yaml",
        None,
        "The Ducks",
        "2026-11-09T20:00:00+01:00",
    );
    assert_eq!(shiplog::append(&db, &second).unwrap(), 2);
    h.get_by_label("Read again").click();
    h.step();
    assert!(h.state().ship_log().unwrap().is_reading());
    settle(&mut h);
    h.get_by_label("Replay mission 2");
    h.get_by_label("Mission 1: 33");
}

#[test]
fn a_long_page_shows_the_last_fifty_missions_until_asked_for_all() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut log = ShipLog::open(&db).unwrap();
    let mission = record(
        "lost-mission.yaml",
        None,
        "The Ducks",
        "2026-01-01T20:00:00+01:00",
    );
    for day in 1..=60 {
        let mut played = mission.clone();
        played.played_at = shiplog::rfc3339_from_unix(1_767_290_400 + day * 86_400);
        log.append(&played).unwrap();
    }
    drop(log);
    let mut h = shiplog_window(&db);
    open_log(&mut h);
    h.get_by_label("the last 50 of 60, in the order played");
    assert!(h.query_by_label("Replay mission 10").is_none());
    h.get_by_label("Replay mission 11");
    h.get_by_label("Replay mission 60");
    click(&mut h, "Show all 60");
    h.get_by_label("all 60, in the order played");
    h.get_by_label("Replay mission 1");
    click(&mut h, "Only the last 50");
    assert!(h.query_by_label("Replay mission 10").is_none());
}

#[test]
fn one_crew_and_one_mission_are_counted_in_the_singular() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let one = record(
        "full-mission-five-crew.yaml",
        None,
        "The Ducks",
        "2026-11-01T20:00:00+01:00",
    );
    shiplog::append(&db, &one).unwrap();
    let mut h = shiplog_window(&db);
    open_log(&mut h);
    h.get_by_label_contains("The Ducks: 1 mission played, 1 won, 0 lost");
    h.get_by_label("The whole log: 1 crew, 1 mission, 1 won");
}

/// A lost mission's row says its lines are not counted (no row of zeros), and every row
/// names the threats' levels in words, not the log's marks ("1 / 1").
#[test]
fn a_lost_mission_s_row_is_not_counted_and_levels_are_words() {
    let dir = tempfile::tempdir().unwrap();
    let db = sample_log(dir.path());
    let mut h = shiplog_window(&db);
    open_log(&mut h);
    click(&mut h, "The Ducks");
    assert_eq!(h.query_all_by_label("not counted").count(), 1);
    assert!(h.query_by_label_contains("1 / 1").is_none());
    assert!(h.query_all_by_label_contains("white / white").count() >= 1);
}

/// A replay's header has one way back (the view's "Ship's log [Esc]") and stays in the
/// window at every size.
#[test]
fn a_replay_header_fits_and_has_one_esc_button() {
    for (w, hgt) in super::support::SIZES {
        let dir = tempfile::tempdir().unwrap();
        let db = sample_log(dir.path());
        let mut h = Window::default()
            .size(w, hgt)
            .ship_log(&db)
            .without_card_faces()
            .open();
        open_log(&mut h);
        click(&mut h, "The Ducks");
        h.get_by_label("Replay mission 1").click_accesskit();
        settle(&mut h);
        assert_eq!(h.state().screen(), ScreenName::Resolution);
        assert_eq!(
            h.query_all_by_label_contains("[Esc]").count(),
            1,
            "at {w}x{hgt}"
        );
        let header = h.get_by_label_contains("Replay of mission 1 ·").rect();
        assert!(header.right() <= w, "at {w}x{hgt}: {header:?}");
    }
}

/// The log stores UTC (as the app writes it); the screen shows the table's local time: this
/// harness plays in Central European Time, one hour later in winter.
#[test]
fn a_mission_stored_in_utc_is_shown_in_local_time() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let one = record(
        "full-mission-five-crew.yaml",
        None,
        "The Ducks",
        "2026-11-30T19:15:00Z",
    );
    shiplog::append(&db, &one).unwrap();
    let mut h = shiplog_window(&db);
    open_log(&mut h);
    h.get_by_label("2026-11-30 20:15");
    assert!(h.query_by_label("2026-11-30 19:15").is_none());
}
