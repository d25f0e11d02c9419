//! Runs every scenario under `tests/scenarios/` through the one `check` helper.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use tests::{check, scenario_dir, scenarios};

#[test]
fn every_scenario_matches_its_expected_result_and_log() {
    let bad = scenario_dir().join("bad");
    let all: Vec<_> = scenarios(&scenario_dir())
        .into_iter()
        .filter(|p| !p.starts_with(&bad))
        .collect();
    let failures: Vec<String> = all.iter().filter_map(|p| check(p).err()).collect();
    assert!(
        failures.is_empty(),
        "{} scenario(s) failed:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    assert!(all.len() >= 30, "only {} scenarios found", all.len());
}

/// Every double face of the double-action deck is resolved by at least one scenario (issue 15:
/// "every double face is covered by a test"), read from the scenarios' game files.
#[test]
fn every_double_face_is_played_in_a_scenario() {
    let catalog = missions::Catalog::shipped().unwrap();
    let mut played = Vec::new();
    for path in scenarios(&scenario_dir()) {
        if path.starts_with(scenario_dir().join("bad")) {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap();
        let game = missions::game::parse_game(&src, &path.display().to_string(), &catalog).unwrap();
        for crew in &game.game.setup().crew {
            played.extend(crew.actions.iter().copied());
        }
    }
    let missing: Vec<String> = missions::deck::double_faces()
        .into_iter()
        .filter(|face| !played.contains(face))
        .map(|face| face.to_string())
        .collect();
    assert!(
        missing.is_empty(),
        "double faces no scenario plays: {missing:?}"
    );
}
