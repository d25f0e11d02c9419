//! Bad game files give every problem with its place, never a panic: each
//! `tests/scenarios/bad/NAME.yaml` is paired with the exact error text in `NAME.err`.
//! Files are read as bytes, as the command line reads them, so a file that is not UTF-8 is a
//! fixture like any other.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use missions::{Catalog, game::load_game};
use tests::{scenario_dir, scenarios};

#[test]
fn every_bad_game_file_gives_its_expected_errors() {
    let catalog = Catalog::base().unwrap();
    let files = scenarios(&scenario_dir().join("bad"));
    assert!(files.len() >= 8, "only {} bad files", files.len());
    let mut failures = Vec::new();
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        let name = format!("bad/{}", path.file_name().unwrap().to_string_lossy());
        let err = match load_game(&bytes, &name, &catalog) {
            Ok(_) => {
                failures.push(format!("{name}: loaded without error"));
                continue;
            }
            Err(e) => e.to_string() + "\n",
        };
        let expected_path = path.with_extension("err");
        match std::fs::read_to_string(&expected_path) {
            Ok(expected) if expected == err => {}
            _ if std::env::var_os("BLESS").is_some_and(|v| v == "1") => {
                std::fs::write(&expected_path, &err).unwrap()
            }
            Ok(expected) => failures.push(format!("{name}:\nexpected:\n{expected}actual:\n{err}")),
            Err(_) => failures.push(format!(
                "{name}: missing {} (BLESS=1 writes it)",
                expected_path.display()
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
