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
