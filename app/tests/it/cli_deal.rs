//! `sitting-duck deal` as a user runs it: the same seed deals the same cards as the `hands`
//! crate (which the app and the phones use), in text and JSON; bad arguments exit 2 with the
//! reason in the crew's language.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(BIN).args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The JSON is the deal of `hands::deal` with the same rules and seed, card for card.
#[test]
fn the_json_deal_is_the_crates_deal_for_that_seed() {
    let (code, out, err) = run(&[
        "deal",
        "mission-1",
        "--players",
        "3",
        "--seed",
        "42",
        "--json",
    ]);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let rules = hands::DealRules {
        humans: 3,
        androids: 1,
        phases: 3,
        double_actions: false,
        specializations: Vec::new(),
    };
    let deal = hands::deal(&rules, 42).unwrap();
    let ids = |v: &serde_json::Value| -> Vec<u64> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|c| c["id"].as_u64().unwrap())
            .collect()
    };
    for (seat, packets) in deal.packets.iter().enumerate() {
        for (phase, packet) in packets.iter().enumerate() {
            let want: Vec<u64> = packet.iter().map(|c| u64::from(c.0)).collect();
            assert_eq!(
                ids(&json["packets"][seat][phase]),
                want,
                "seat {seat} phase {phase}"
            );
        }
    }
    assert_eq!(json["androids"], 1);
    assert_eq!(json["own"][3][0]["kind"], "heroic");
    let first = &json["packets"][0][0][0];
    let card = deal.card(deal.packets[0][0][0]).unwrap();
    assert_eq!(first["halves"][0], card.halves[0].token());
    let (_, again, _) = run(&[
        "deal",
        "mission-1",
        "--players",
        "3",
        "--seed",
        "42",
        "--json",
    ]);
    assert_eq!(again, out, "the same seed, the same deal");
}

/// Text: a heading with the seed, each player's phases (9, 6, 6 cards for two players with
/// androids, D3), the androids' heroic cards and the pile; a test run has two phases.
#[test]
fn the_text_deal_names_the_seed_and_every_packet() {
    let (code, out, _) = run(&["deal", "mission-1", "--players", "2", "--seed", "7"]);
    assert_eq!(code, Some(0));
    assert!(
        out.starts_with("Mission 1: 2 players, 2 androids, seed 7\n"),
        "{out}"
    );
    let phase1 = out
        .lines()
        .find(|l| l.trim_start().starts_with("Phase 1:"))
        .unwrap();
    assert_eq!(phase1.split_whitespace().count(), 2 + 9, "{phase1}");
    assert!(out.contains("Figure 3 holds: "), "{out}");
    let (_, test_run, _) = run(&["deal", "test-run-1", "--players", "4", "--seed", "7"]);
    assert!(!test_run.contains("Phase 3"), "{test_run}");
    let (_, solo, _) = run(&["deal", "mission-1", "--players", "1", "--seed", "7"]);
    assert!(solo.contains("whole deck (90 cards)"), "{solo}");
    assert!(!solo.contains("Phase 1"), "{solo}");
}

/// Without a seed one is drawn and printed, so the deal can be made again.
#[test]
fn without_a_seed_the_deal_prints_the_one_it_drew() {
    let (code, out, _) = run(&["deal", "mission-1", "--players", "4"]);
    assert_eq!(code, Some(0));
    let seed = out
        .lines()
        .next()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .to_owned();
    let (_, again, _) = run(&["deal", "mission-1", "--players", "4", "--seed", &seed]);
    assert_eq!(again, out);
}

/// Specialization levels: one per figure, only with specializations; refused in German too.
#[test]
fn bad_levels_are_refused_with_the_reason() {
    let (code, _, err) = run(&["deal", "mission-1", "--players", "4", "--levels", "1,2,3,1"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--levels needs specializations"), "{err}");
    let args = [
        "deal",
        "mission-1",
        "--players",
        "3",
        "--modules",
        "specializations",
    ];
    let (code, out, _) = run(&[&args[..], &["--levels", "1,2,3,3", "--json"]].concat());
    assert_eq!(code, Some(0));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        json["own"][3].as_array().unwrap().len(),
        2,
        "level 3: both cards"
    );
    let (code, _, err) = run(&[&args[..], &["--levels", "1,2", "--lang", "de"]].concat());
    assert_eq!(code, Some(2));
    assert!(
        err.contains("--levels nennt 2 Stufen für 4 Figuren"),
        "{err}"
    );
    let (code, _, err) = run(&["deal", "no-such-track", "--players", "4"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no-such-track"), "{err}");
}
