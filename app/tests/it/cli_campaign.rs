//! `sitting-duck log list --campaign [ID]` and `log export --json --campaigns` (the real
//! binary) on a log holding a three-mission campaign and a lost one (RULINGS.md C1, C7, C8).

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    process::Command,
};

use engine::{DamageTile, StartingDamage, Zone};
use shiplog::{Outcome, ShipLog};

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn scenario(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/scenarios")
        .join(name)
}

/// The command's status and outputs, its local times in UTC whatever the machine's zone.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(BIN)
        .args(args)
        .env("TZ", "UTC")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A log with missions logged by `resolve --log`, then two campaigns made of them.
fn campaign_log(db: &Path) {
    for game in [
        "mechanics/full-mission-five-crew.yaml",
        "rulings/c5-squad-left-behind.yaml",
        "rulings/r1-visual-confirmation.yaml",
        "mechanics/lost-mission.yaml",
    ] {
        let game = scenario(game);
        let (code, _, err) = run(&[
            "resolve",
            game.to_str().unwrap(),
            "--log",
            "--crew",
            "Night Shift",
            "--db",
            db.to_str().unwrap(),
        ]);
        assert_eq!(code, Some(0), "{err}");
    }
    let mut log = ShipLog::open(db).unwrap();
    let records: Vec<_> = log.all().unwrap().into_iter().map(|m| m.record).collect();
    let carried = StartingDamage {
        tiles: BTreeMap::from([(Zone::Red, vec![DamageTile::Structural])]),
        disabled_squads: 1,
        squad_at: Some(engine::campaign::UPPER_BLUE),
    };
    let id = log
        .start_campaign("Night Shift", "2026-12-01T20:00:00Z", 3)
        .unwrap();
    let first = log
        .append_to_campaign(id, &records[0], &StartingDamage::default())
        .unwrap();
    log.set_repairs(first, &["Anna repairs red shield".to_owned()])
        .unwrap();
    log.append_to_campaign(id, &records[1], &carried).unwrap();
    log.append_to_campaign(id, &records[2], &carried).unwrap();
    let lost = log
        .start_campaign("Night Shift", "2026-12-01T21:00:00Z", 2)
        .unwrap();
    assert_eq!(records[3].outcome(), Outcome::Lost);
    log.append_to_campaign(lost, &records[3], &StartingDamage::default())
        .unwrap();
}

#[test]
fn campaigns_are_listed_shown_and_exported() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    campaign_log(&db);
    let db = db.to_str().unwrap();
    let (code, out, err) = run(&["log", "list", "--campaign", "--db", db]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    let words = |line: &str| {
        line.split_whitespace()
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        words(lines[0]),
        ["id", "crew", "started", "missions", "status", "score"]
    );
    let first = words(lines[1]);
    assert_eq!(
        first[..7],
        [
            "1",
            "Night",
            "Shift",
            "2026-12-01",
            "20:00",
            "3/3",
            "complete"
        ]
    );
    assert_eq!(words(lines[2])[5..], ["1/2", "lost", "-"], "{out}");

    let (code, out, err) = run(&["log", "list", "--campaign", "1", "--db", db]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("3 of 3 missions, complete"), "{out}");
    assert!(out.contains("    started from: a new ship"), "{out}");
    assert!(
        out.contains("    repairs after: Anna repairs red shield"),
        "{out}"
    );
    assert!(
        out.contains(
            "    started from: red: structural; 1 battlebot squad left behind (the other starts in UB)"
        ),
        "{out}"
    );
    assert!(out.contains("  campaign score: "), "{out}");
    let (_, out, _) = run(&["log", "list", "--campaign", "2", "--db", db]);
    assert!(out.contains("no score: a mission was lost"), "{out}");
    let (code, _, err) = run(&["log", "list", "--campaign", "9", "--db", db]);
    assert_eq!(code, Some(1));
    assert!(err.contains("no campaign 9"), "{err}");

    let (code, out, err) = run(&["log", "export", "--json", "--campaigns", "--db", db]);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let all = json.as_array().unwrap();
    assert_eq!(all.len(), 2);
    assert_eq!(all[0]["missions"].as_array().unwrap().len(), 3);
    assert_eq!(
        all[0]["missions"][1]["starting_damage"]["tiles"]["red"][0],
        "structural"
    );
    assert_eq!(
        all[0]["missions"][0]["repairs"][0],
        "Anna repairs red shield"
    );
    assert!(all[0]["score"]["total"].is_i64());
    assert!(all[1]["score"].is_null());
    // Each mission's local date and time beside the stored one (TZ=UTC here).
    let mission = &all[0]["missions"][0];
    let stored = mission["played_at"].as_str().unwrap();
    let local = mission["played_at_local"].as_str().unwrap();
    assert_eq!(
        shiplog::parse_rfc3339(stored),
        shiplog::parse_rfc3339(local)
    );
    assert!(local.ends_with("+00:00"), "{local}");
    // The campaigns' missions are in the mission export too.
    let (_, out, _) = run(&["log", "export", "--json", "--db", db]);
    let missions: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(missions.as_array().unwrap().len(), 8);
}
