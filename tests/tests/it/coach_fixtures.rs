//! Runs every coach fixture under `tests/coach/` through `check_coach`: the expected top
//! suggestion of each is data (`# top:`), the whole report a golden text.

use tests::{check_coach, coach_dir, scenarios};

#[test]
fn every_coach_fixture_finds_its_expected_top_suggestion() {
    let all = scenarios(&coach_dir());
    let failures: Vec<String> = all.iter().filter_map(|p| check_coach(p).err()).collect();
    assert!(
        failures.is_empty(),
        "{} coach fixture(s) failed:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    assert!(all.len() >= 4, "only {} coach fixtures found", all.len());
}
