//! The ship's log's dates in the machine's local time (issue 37): stored in UTC as the app
//! logs them, `log list`, `log show`, `log stats` and both exports show each mission's local
//! date and time in the zone `TZ` names (jiff, the system's zone database), winter and
//! summer time alike.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

/// A log at `db` with a won mission played at `won` and a lost one at `lost` (UTC), logged
/// by the real `resolve --log` and then dated by hand.
fn logged(db: &Path, won: &str, lost: &str) {
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios/mechanics");
    for game in ["full-mission-five-crew.yaml", "lost-mission.yaml"] {
        let out = Command::new(BIN)
            .arg("resolve")
            .arg(games.join(game))
            .args(["--log", "--crew", "Night Shift", "--db"])
            .arg(db)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let sql = rusqlite::Connection::open(db).unwrap();
    for (id, at) in [(1, won), (2, lost)] {
        let unix = shiplog::parse_rfc3339(at).unwrap();
        sql.execute(
            "UPDATE missions SET played_at = ?1, played_at_unix = ?2 WHERE id = ?3",
            rusqlite::params![at, unix, id],
        )
        .unwrap();
    }
}

/// The command's standard output in the time zone `tz`.
fn run_in_zone(tz: &str, db: &Path, args: &[&str]) -> String {
    let out = Command::new(BIN)
        .args(args)
        .arg("--db")
        .arg(db)
        .env("TZ", tz)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_log_shows_and_exports_each_mission_s_local_date_and_time() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    // A winter evening (CET, +01:00) and a summer one (CEST, +02:00) in Berlin.
    logged(&db, "2026-11-30T19:15:00Z", "2026-07-01T18:00:00Z");
    let berlin = "Europe/Berlin";

    let list = run_in_zone(berlin, &db, &["log", "list"]);
    assert!(list.contains("2026-11-30 20:15"), "{list}");
    assert!(list.contains("2026-07-01 20:00"), "{list}");
    assert!(!list.contains("19:15"), "{list}");

    let show = run_in_zone(berlin, &db, &["log", "show", "1"]);
    assert!(
        show.contains("2026-11-30 20:15 (2026-11-30T19:15:00Z)"),
        "{show}"
    );

    let stats = run_in_zone(berlin, &db, &["log", "stats"]);
    assert!(stats.contains("2026-07-01 20:00"), "{stats}");

    let csv = run_in_zone(berlin, &db, &["log", "export", "--csv"]);
    let rows: Vec<&str> = csv.split_terminator("\r\n").collect();
    assert!(rows[0].ends_with(",played_at_local"), "{}", rows[0]);
    let row = |id: &str| *rows.iter().find(|r| r.starts_with(id)).unwrap();
    assert!(row("1,").contains(",2026-11-30T19:15:00Z,"), "{csv}");
    assert!(row("1,").ends_with(",2026-11-30T20:15:00+01:00"), "{csv}");
    assert!(row("2,").ends_with(",2026-07-01T20:00:00+02:00"), "{csv}");
    let json = run_in_zone(berlin, &db, &["log", "export", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let mission = |id: u64| {
        json.as_array()
            .unwrap()
            .iter()
            .find(|m| m["id"] == id)
            .unwrap()
    };
    assert_eq!(mission(1)["played_at"], "2026-11-30T19:15:00Z");
    assert_eq!(mission(1)["played_at_local"], "2026-11-30T20:15:00+01:00");
    assert_eq!(mission(2)["played_at_local"], "2026-07-01T20:00:00+02:00");

    // The same log read across the ocean, and in UTC.
    let list = run_in_zone("America/New_York", &db, &["log", "list"]);
    assert!(list.contains("2026-11-30 14:15"), "{list}");
    let list = run_in_zone("UTC", &db, &["log", "list"]);
    assert!(list.contains("2026-11-30 19:15"), "{list}");
}
