//! `sitting-duck log explorers [ID]` and `log export --explorers` (the real binary) on a log
//! holding two explorers and the runs of two resolved scenario missions.

use std::{path::Path, process::Command};

use shiplog::{RunInput, Seated, ShipLog};

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(BIN).args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Resolves a scenario file and logs it with its run, its first human seated as `explorer`.
pub fn log_scenario(log: &mut ShipLog, scenario: &str, explorer: shiplog::ExplorerId, at: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/scenarios")
        .join(scenario);
    let src = std::fs::read_to_string(&path).unwrap();
    let catalog = missions::Catalog::base().unwrap();
    let game = missions::game::parse_game(&src, scenario, &catalog).unwrap();
    let resolution = engine::resolve(&game.game, game.seed);
    let setup = game.game.setup();
    let record = sitting_duck::shell::record::mission_record(
        setup,
        game.seed,
        &src,
        &resolution,
        Some("Night Shift".into()),
        at.into(),
        &sitting_duck::shell::record::TableFacts::default(),
    )
    .unwrap();
    let name = setup
        .crew
        .iter()
        .find(|c| !c.android)
        .unwrap()
        .name
        .to_string();
    let input = RunInput {
        training: false,
        facts: sitting_duck::shell::record::run_facts(setup, &resolution, &record),
        seated: vec![Seated { name, explorer }],
        attested: Vec::new(),
    };
    log.append_run(&record, &input).unwrap();
}

#[test]
fn explorers_are_listed_shown_and_exported() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    let dbs = db.to_str().unwrap();
    {
        let mut log = ShipLog::open(&db).unwrap();
        let anna = log
            .create_explorer("Anna", true, "2026-12-01T20:00:00Z")
            .unwrap();
        log.create_explorer("Dan", false, "2026-12-01T20:00:00Z")
            .unwrap();
        log_scenario(
            &mut log,
            "mechanics/full-mission-five-crew.yaml",
            anna,
            "2026-12-01T20:30:00Z",
        );
        log_scenario(
            &mut log,
            "mechanics/lost-mission.yaml",
            anna,
            "2026-12-01T21:30:00Z",
        );
    }
    let (code, out, err) = run(&["log", "explorers", "--db", dbs]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("id  name"), "{out}");
    assert!(
        lines[1].contains("Anna") && lines[1].contains("cloning, 1 clone used"),
        "{out}"
    );
    assert!(
        lines[2].contains("Dan") && lines[2].contains("hardcore"),
        "{out}"
    );

    let (code, out, err) = run(&["log", "explorers", "1", "--db", dbs]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.starts_with("Explorer 1: Anna\n"), "{out}");
    assert!(out.contains("  runs: 2\n"), "{out}");
    assert!(out.contains("lost: a clone used"), "{out}");

    let (code, _, err) = run(&["log", "explorers", "9", "--db", dbs]);
    assert_eq!(code, Some(1));
    assert!(err.contains("no explorer 9"), "{err}");

    let (code, out, err) = run(&["log", "export", "--json", "--explorers", "--db", dbs]);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json[0]["name"], "Anna");
    assert_eq!(json[0]["runs"].as_array().unwrap().len(), 2);
    assert_eq!(json[0]["clones"], 1);
    assert_eq!(json[1]["cloning"], false);

    let (code, out, err) = run(&["log", "export", "--csv", "--explorers", "--db", dbs]);
    assert_eq!(code, Some(0), "{err}");
    let rows: Vec<&str> = out.split("\r\n").collect();
    assert_eq!(
        rows[0],
        "id,name,cloning,level,boxes,xp,clones,dead,specializations,achievements,runs,created_at"
    );
    assert!(rows[1].starts_with("1,Anna,true,"), "{out}");
    assert!(
        rows[2].starts_with("2,Dan,false,0,0,0,0,false,,,0,"),
        "{out}"
    );
}
