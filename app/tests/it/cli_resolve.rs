//! `sitting-duck resolve` as a user runs it: exit status 0 for a resolved game (won or lost),
//! 2 with located errors for a file that cannot be loaded, and the documented JSON shape.

use std::{path::Path, process::Command};

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn scenario(rel: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/scenarios")
        .join(rel)
        .display()
        .to_string()
}

#[test]
fn resolve_json_has_the_documented_fields_and_exit_0() {
    let out = Command::new(BIN)
        .args([
            "resolve",
            &scenario("mechanics/heavy-laser-through-shield.yaml"),
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    assert_eq!(
        keys,
        [
            "outcome",
            "destroyed_by",
            "damage",
            "damage_tiles",
            "threats",
            "knocked_out",
            "score"
        ]
    );
    assert_eq!(v["outcome"], "won");
    assert_eq!(v["threats"][0]["result"], "destroyed");
    assert_eq!(v["score"]["destroyed"], 4);
}

#[test]
fn a_lost_mission_is_exit_0_with_no_score() {
    let out = Command::new(BIN)
        .args([
            "resolve",
            &scenario("mechanics/lost-mission.yaml"),
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["outcome"], "lost");
    assert_eq!(v["destroyed_by"], "Frigate");
    assert!(v["score"].is_null());
}

#[test]
fn the_seed_flag_overrides_the_file_and_the_same_seed_gives_the_same_log() {
    let run = |seed: &str| {
        let out = Command::new(BIN)
            .args([
                "resolve",
                &scenario("mechanics/lost-mission.yaml"),
                "--seed",
                seed,
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stdout).unwrap()
    };
    assert_eq!(run("5"), run("5"));
    assert_ne!(
        run("5"),
        run("6"),
        "different seeds should draw different damage tiles"
    );
}

#[test]
fn bad_files_exit_2_with_every_problem_located() {
    for (file, needle) in [
        (
            "bad/unknown-threat.yaml",
            "unknown-threat.yaml:4:35: threats[0].threat: unknown threat `Death Star`",
        ),
        (
            "bad/thirteen-actions.yaml",
            "thirteen-actions.yaml:4:28: crew[0].actions: 13 actions",
        ),
        (
            "bad/unknown-token.yaml",
            "space 3: unknown action token `D`",
        ),
        (
            "bad/duplicate-trajectory.yaml",
            "trajectory 2 is used twice",
        ),
        ("bad/missing-crew.yaml", "missing `crew`"),
        // G1, G2, G4 (RULINGS.md), then a quoted scalar, text that is not UTF-8 and a key
        // given twice: each refused with its place.
        (
            "bad/g1-androids-three-players-take-one.yaml",
            "crew: 2 androids with 3 players: 3 players take 1 android",
        ),
        ("bad/g1-six-figures.yaml", "crew: 6 figures"),
        ("bad/g2-same-card-twice.yaml", "is drawn twice"),
        (
            "bad/quoted-scalars.yaml",
            "threats[0].unconfirmed: expected true or false, found the text \"yes\"",
        ),
        (
            "bad/invalid-utf8.yaml",
            "invalid-utf8.yaml:5:17: not UTF-8 text",
        ),
        (
            "bad/duplicate-key.yaml",
            "duplicate-key.yaml:6:1: `players` is given twice",
        ),
        (
            "bad/invisible-characters.yaml",
            "two crew members are named `Anna\\u{200b}`",
        ),
        ("does-not-exist.yaml", "cannot read the game file"),
    ] {
        let out = Command::new(BIN)
            .args(["resolve", &scenario(file)])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{file}: {err}");
        assert!(err.contains(needle), "{file}: {err}");
        assert!(
            !err.contains(['\u{200b}', '\t']),
            "{file}: hidden characters are escaped: {err}"
        );
        for library in ["DuplicateKeyPolicy", "budget", "invalid u64", "i64"] {
            assert!(!err.contains(library), "{file}: library wording: {err}");
        }
        assert!(
            out.stdout.is_empty(),
            "{file}: nothing is printed on stdout"
        );
    }
}

#[test]
fn a_homebrew_card_file_lets_a_game_name_its_cards() {
    let dir = std::env::temp_dir().join(format!("sd-homebrew-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cards = dir.join("cards.yaml");
    std::fs::write(
        &cards,
        "- { id: H-01, name: Space Goose, kind: external, severity: common, color: white, shield: 1, \
         hit_points: 3, speed: 3, x: [attack 1], y: [attack 1 all], z: [attack 2] }\n",
    )
    .unwrap();
    let game = dir.join("game.yaml");
    let src =
        std::fs::read_to_string(scenario("mechanics/heavy-laser-through-shield.yaml")).unwrap();
    std::fs::write(&game, src.replace("threat: Fighter", "threat: Space Goose")).unwrap();
    let game = game.display().to_string();
    let without = Command::new(BIN).args(["resolve", &game]).output().unwrap();
    assert_eq!(without.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&without.stderr).contains("unknown threat `Space Goose`"));
    let with = Command::new(BIN)
        .args([
            "resolve",
            &game,
            "--json",
            "--with",
            &cards.display().to_string(),
        ])
        .output()
        .unwrap();
    assert_eq!(
        with.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&with.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&with.stdout).unwrap();
    assert_eq!(v["threats"][0]["id"], "H-01");
    assert_eq!(v["threats"][0]["result"], "destroyed");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// G3 (RULINGS.md): `damage_tiles` listing more tiles than the zone draws resolve as usual
/// (exit 0, the log on stdout) with a warning on stderr naming the tiles not drawn.
#[test]
fn tiles_listed_but_not_drawn_resolve_with_a_warning() {
    let dir = std::env::temp_dir().join(format!("sd-tiles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("game.yaml");
    std::fs::write(
        &game,
        "players: 1\ntrajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
         crew: [ { name: Anna, actions: \"C . . C . . . C\" } ]\n\
         damage_tiles:\n  red: [shield, gravolift]\n",
    )
    .unwrap();
    let out = Command::new(BIN)
        .args(["resolve", &game.display().to_string()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let line = err.lines().next().unwrap_or_default();
    assert!(line.starts_with("warning: "), "{err}");
    assert!(
        line.ends_with(
            "game.yaml:5:8: damage_tiles.red: lists 2 tiles but the zone took 0 damage: shield, gravolift not drawn"
        ),
        "{err}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("Anna maintains the computer"));
    let _ = std::fs::remove_dir_all(&dir);
}
