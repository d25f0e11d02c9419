//! What the scenario files cover as a whole (each file is a test of its own in
//! `tests/scenarios.rs`).

use tests::{scenario_dir, scenarios};

/// Every double face of the double-action deck is resolved by at least one scenario (the
/// expansion's promise: no double face untested), read from the scenarios' game files.
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
