//! `sitting-duck debrief` and `sitting-duck coach` as a user runs them (docs/formats.md §4.5,
//! §4.6): the text and JSON shapes, the exit status of bad arguments, and the debrief kept in
//! the ship's log and shown by `log show`.

use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");
const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests");

fn run(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().unwrap()
}

fn text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn debrief_prints_the_golden_text_and_json_with_entries() {
    let game = format!("{DIR}/debrief/lost-with-wasted-actions.yaml");
    let out = run(&["debrief", &game]);
    assert_eq!(out.status.code(), Some(0));
    let golden =
        std::fs::read_to_string(format!("{DIR}/debrief/lost-with-wasted-actions.debrief")).unwrap();
    assert_eq!(text(&out), golden);
    let out = run(&["debrief", &game, "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["outcome"], "lost");
    assert_eq!(v["total"], serde_json::Value::Null);
    let first = &v["lines"][0];
    assert_eq!(first["section"], "loss");
    assert_eq!(first["entry"], 54);
    assert_eq!(first["turn"], 5);
    let keys: Vec<&str> = first
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.as_str())
        .collect();
    assert_eq!(keys, ["entry", "turn", "section", "text", "points"]);
}

#[test]
fn coach_names_the_smallest_change_in_words_and_in_json() {
    let game = format!("{DIR}/coach/laser-left-empty.yaml");
    let out = run(&[
        "coach",
        &game,
        "--edits",
        "1",
        "--threads",
        "1",
        "--top",
        "2",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let t = text(&out);
    assert!(
        t.starts_with("The crew's plan: the ship is destroyed in turn 13 by Cryoshield Frigate."),
        "{t}"
    );
    assert!(
        t.contains("1. Anna 8: . -> A  [1 change, 33 points]"),
        "{t}"
    );
    assert!(t.contains("If Anna had played A in turn 8, Cryoshield Frigate would have been destroyed in turn 11 and the ship survives: 33 points."), "{t}");
    let out = run(&["coach", &game, "--edits", "1", "--json", "--top", "1"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["objective"], "survive");
    assert_eq!(v["base"]["outcome"], "lost");
    let s = &v["suggestions"][0];
    assert_eq!(
        s["changes"][0],
        serde_json::json!({"kind": "change", "crew": "Anna", "turn": 8, "from": ".", "to": "A"})
    );
    assert_eq!(s["outcome"], "won");
    assert_eq!(s["score"], 33);
    assert_eq!(s["boards"]["Anna"], "R < B A ^ B . A B B > C");
    assert_eq!(v["suggestions"].as_array().unwrap().len(), 1);
}

#[test]
fn coach_keeps_a_player_and_follows_the_hand() {
    let game = format!("{DIR}/coach/laser-left-empty.yaml");
    let out = run(&[
        "coach",
        &game,
        "--edits",
        "1",
        "--keep-player",
        "anna",
        "--hand",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["hand"], true);
    for s in v["suggestions"].as_array().unwrap() {
        for c in s["changes"].as_array().unwrap() {
            assert_ne!(c["crew"], "Anna", "{c}");
        }
    }
}

#[test]
fn bad_arguments_exit_2_with_a_clear_message() {
    let game = format!("{DIR}/coach/laser-left-empty.yaml");
    for (args, says) in [
        (vec!["--edits", "0"], "--edits 0: expected 1 to 12 changes"),
        (
            vec!["--edits", "13"],
            "--edits 13: expected 1 to 12 changes",
        ),
        (vec!["--threads", "0"], "0 is not in 1..=256"),
        (vec!["--threads", "257"], "257 is not in 1..=256"),
        (vec!["--threads", "100000"], "100000 is not in 1..=256"),
        (
            vec!["--iterations", "100000001"],
            "100000001 is not in 0..=100000000",
        ),
        (
            vec!["--keep-player", "Zed"],
            "--keep-player Zed: no crew member of that name (the crew: Anna, Ben, Cleo, Dan, Eve)",
        ),
        (vec!["--objective", "win"], "invalid value 'win'"),
        (vec!["--edits", "two"], "invalid value 'two'"),
    ] {
        let mut all = vec!["coach", game.as_str()];
        all.extend(args.iter().copied());
        let out = run(&all);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    for command in ["coach", "debrief"] {
        let out = run(&[command, "/nonexistent/game.yaml"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read the game file"));
        let bad = format!("{DIR}/scenarios/bad/unknown-threat.yaml");
        let out = run(&[command, &bad]);
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("unknown threat"));
    }
}

#[test]
fn the_ship_log_keeps_the_debrief_and_log_show_prints_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    let db = db.to_str().unwrap();
    let game = format!("{DIR}/debrief/lost-with-wasted-actions.yaml");
    let out = run(&["resolve", &game, "--log", "--db", db]);
    assert_eq!(out.status.code(), Some(0));
    let out = run(&["log", "show", "1", "--db", db]);
    assert_eq!(out.status.code(), Some(0));
    let golden =
        std::fs::read_to_string(format!("{DIR}/debrief/lost-with-wasted-actions.debrief")).unwrap();
    assert!(
        text(&out).contains(&format!("debrief:\n{golden}")),
        "{}",
        text(&out)
    );
    let out = run(&["log", "show", "1", "--db", db, "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["debrief"][0]["entry"], 54);
    assert_eq!(v["debrief"][0]["section"], "loss");
}

#[test]
fn coach_says_its_suggestions_in_the_language_of_the_table_and_keeps_the_json_english() {
    let game = format!("{DIR}/coach/laser-left-empty.yaml");
    let args = [
        "--lang",
        "de",
        "coach",
        &game,
        "--edits",
        "1",
        "--threads",
        "1",
        "--top",
        "1",
    ];
    let out = run(&args);
    assert_eq!(out.status.code(), Some(0));
    let t = text(&out);
    assert!(t.contains("   Wenn Anna in Runde 8 A gespielt hätte, wäre Cryoshield Frigate in Runde 11 zerstört worden und das Schiff überlebt: 33 Punkte.\n"), "{t}");
    assert!(!t.contains("If Anna had played"), "{t}");
    let out = run(&[&args[..], &["--json"]].concat());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["suggestions"][0]["explanation"],
        "If Anna had played A in turn 8, Cryoshield Frigate would have been destroyed in turn 11 and the ship survives: 33 points."
    );
}
