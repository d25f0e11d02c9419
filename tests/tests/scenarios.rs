//! Every scenario file under `tests/scenarios/` as a test of its own, through the one `check`
//! helper, named by its path there without `.yaml` (`threats/E1-01-pulse-ball`,
//! `bad/unknown-token`): one file, one directory or any part of a name runs alone, and each
//! failure names its file. A bad game file (under `bad/`) is checked against its `.err`, read
//! as bytes as the command line reads it, so one that is not UTF-8 is a fixture like any other.
//!
//! ```text
//! cargo test -p tests --test scenarios -- pulse-ball            # names containing it
//! cargo test -p tests --test scenarios -- threats/              # one directory
//! cargo test -p tests --test scenarios -- --exact bad/too-deep  # one file
//! ```
//!
//! A harness of its own (`harness = false` in Cargo.toml, libtest-mimic): the tests are the
//! files found when the run starts, so adding a scenario adds a test, with no code.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use libtest_mimic::{Arguments, Failed, Trial};
use tests::{check, scenario_dir, scenarios};

/// At least this many scenarios of the rules, and of refused game files: a directory that
/// went missing fails the run rather than passing with nothing checked.
const AT_LEAST_RULES: usize = 30;
const AT_LEAST_BAD: usize = 8;

fn main() -> ExitCode {
    let args = Arguments::from_args();
    let dir = scenario_dir();
    let files = scenarios(&dir);
    let mut trials: Vec<Trial> = files
        .iter()
        .map(|path| {
            let path = path.clone();
            Trial::test(name_of(&dir, &path), move || {
                check(&path).map_err(Failed::from)
            })
        })
        .collect();
    trials.push(Trial::test("every_kind_of_scenario_is_there", move || {
        counts_hold(&dir, &files)
    }));
    libtest_mimic::run(&args, trials).exit_code()
}

/// `threats/E1-01-pulse-ball` for `<dir>/threats/E1-01-pulse-ball.yaml`: the path below the
/// scenario directory without its extension, with `/` on every platform.
fn name_of(dir: &Path, path: &Path) -> String {
    let relative = path.strip_prefix(dir).unwrap_or(path).with_extension("");
    relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// The scenarios of the rules and the refused game files are each at least as many as the
/// `AT_LEAST_*` figures.
fn counts_hold(dir: &Path, files: &[PathBuf]) -> Result<(), Failed> {
    let bad = files
        .iter()
        .filter(|p| p.starts_with(dir.join("bad")))
        .count();
    let rules = files.len() - bad;
    if rules < AT_LEAST_RULES || bad < AT_LEAST_BAD {
        return Err(format!(
            "only {rules} scenarios of the rules and {bad} bad game files under {}",
            dir.display()
        )
        .into());
    }
    Ok(())
}
