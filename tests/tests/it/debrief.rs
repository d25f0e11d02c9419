//! Runs every debrief fixture under `tests/debrief/` through `check_debrief`.

use tests::{check_debrief, debrief_dir, scenarios};

#[test]
fn every_debrief_matches_its_golden_text() {
    let all = scenarios(&debrief_dir());
    let failures: Vec<String> = all.iter().filter_map(|p| check_debrief(p).err()).collect();
    assert!(
        failures.is_empty(),
        "{} debrief fixture(s) failed:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    assert!(all.len() >= 5, "only {} debrief fixtures found", all.len());
}
