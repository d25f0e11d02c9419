//! Bad game files give every problem with its place, never a panic: each
//! `tests/scenarios/bad/NAME.yaml` is paired with the exact error text in `NAME.err`.
//! Files are read as bytes, as the command line reads them, so a file that is not UTF-8 is a
//! fixture like any other.

use tests::{check, scenario_dir, scenarios};

#[test]
fn every_bad_game_file_gives_its_expected_errors() {
    let files = scenarios(&scenario_dir().join("bad"));
    assert!(files.len() >= 8, "only {} bad files", files.len());
    let failures: Vec<String> = files.iter().filter_map(|p| check(p).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
