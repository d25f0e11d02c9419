//! The scenario runner shared by the integration tests: one golden-file convention.
//!
//! A scenario is a game file `NAME.yaml` under `tests/scenarios/` with sidecar golden files
//! beside it: the expected JSON result `NAME.json` and the event log `NAME.log` (one event per
//! line, as `words::log_text` words it). A bad game file under `tests/scenarios/bad/` has one
//! sidecar instead, `NAME.err`: the exact error text. Adding a test means adding files; the one
//! [`check`] helper runs either kind, and [`golden`] is the one comparison of a result with its
//! sidecar file.
//!
//! `BLESS=1 cargo test -p tests` writes missing or changed sidecar files (`.json`, `.log`,
//! `.err`); review the diff before committing. Each scenario is a test of its own, named by its
//! path below `tests/scenarios/` (`tests/scenarios.rs`): `cargo test -p tests --test scenarios --
//! threats/` runs one directory.
//!
//! Comment lines `# expect: TEXT` in a scenario are checked assertions, not a second golden
//! store: each names a line that must appear in the log, in that order, so they state what the
//! scenario proves and a golden re-blessed by mistake still fails. A scenario without one is an
//! error. A line `# expect-not: TEXT` says that no line of the log contains TEXT: what a
//! ruling says must not happen (a knock-out after the ship is destroyed, say).

// The scenario runner reads the fixture files and the golden files beside them (clippy.toml's
// rules are the pure crates').
#![allow(clippy::disallowed_methods)]

use std::path::{Path, PathBuf};

use missions::{
    Catalog,
    game::{load_game, parse_game},
};
use words::report;

/// Every scenario game file below `dir`, sorted.
pub fn scenarios(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "yaml") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The directory of the scenario files.
pub fn scenario_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios")
}

fn bless() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v == "1")
}

/// Compares `actual` with the golden sidecar file `file`; with `BLESS=1` writes it instead
/// when it is missing or differs. `Err` says what differs.
pub fn golden(file: &Path, actual: &str) -> Result<(), String> {
    match std::fs::read_to_string(file) {
        Ok(expected) if expected == actual => Ok(()),
        _ if bless() => {
            std::fs::write(file, actual).map_err(|e| format!("{}: {e}", file.display()))
        }
        Ok(expected) => Err(format!(
            "{}: differs:\n{}",
            file.display(),
            first_difference(&expected, actual)
        )),
        Err(_) => Err(format!(
            "{}: missing (run with BLESS=1 to write it)",
            file.display()
        )),
    }
}

/// Checks one file of `tests/scenarios/`: a bad game file (under `bad/`) against its `.err`,
/// any other scenario against its `.json` and `.log`. `Err` says what differs.
pub fn check(path: &Path) -> Result<(), String> {
    // The goldens are English, whatever language the machine speaks.
    i18n::set_thread_language(Some(i18n::Language::En));
    let name = path.display().to_string();
    // Bytes, as the command line reads a game file: a fixture that is not UTF-8 is one like any
    // other.
    let bytes = std::fs::read(path).map_err(|e| format!("{name}: {e}"))?;
    let catalog = Catalog::base().map_err(|d| d.to_string())?;
    if path
        .parent()
        .is_some_and(|d| d.file_name().is_some_and(|n| n == "bad"))
    {
        let short = format!(
            "bad/{}",
            path.file_name().unwrap_or_default().to_string_lossy()
        );
        return match load_game(&bytes, &short, &catalog) {
            Ok(_) => Err(format!("{short}: loaded without error")),
            // The crew's words in English: the only words a diagnostic has.
            Err(e) => golden(
                &path.with_extension("err"),
                &(words::diagnostic::all(&e) + "\n"),
            ),
        };
    }
    let src = String::from_utf8(bytes).map_err(|e| format!("{name}: {e}"))?;
    let game = parse_game(&src, &name, &catalog).map_err(|d| d.to_string())?;
    let resolution = engine::resolve(&game.game, game.seed);
    // Determinism: a second run gives the same log.
    if engine::resolve(&game.game, game.seed).log != resolution.log {
        return Err(format!("{name}: two runs gave different logs"));
    }
    let lines = report::log_lines(&resolution);
    let log = lines.join("\n") + "\n";
    let json = serde_json::to_string_pretty(&report::result_json(&resolution))
        .map_err(|e| e.to_string())?
        + "\n";
    let mut problems = expectations(&name, &src, &lines);
    for (ext, actual) in [("json", &json), ("log", &log)] {
        if let Err(e) = golden(&path.with_extension(ext), actual) {
            problems.push(e);
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// The `# expect:` lines of a scenario that the log does not satisfy, in order.
fn expectations(name: &str, src: &str, lines: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut at = 0;
    for (n, line) in src.lines().enumerate() {
        if let Some(want) = line.trim().strip_prefix("# expect:") {
            let want = want.trim();
            match lines[at..].iter().position(|l| l.contains(want)) {
                Some(p) => at += p + 1,
                None => problems.push(format!(
                    "{name}:{}: expected a log line containing `{want}` (after line {at} of the log)",
                    n + 1
                )),
            }
        } else if let Some(never) = line.trim().strip_prefix("# expect-not:") {
            let never = never.trim();
            if let Some(p) = lines.iter().position(|l| l.contains(never)) {
                problems.push(format!(
                    "{name}:{}: log line {} contains `{never}`, which must not happen",
                    n + 1,
                    p + 1
                ));
            }
        }
    }
    if !src.contains("# expect:") {
        problems.push(format!(
            "{name}: no `# expect:` line says what the scenario proves"
        ));
    }
    problems
}

fn first_difference(expected: &str, actual: &str) -> String {
    for (i, (e, a)) in expected.lines().zip(actual.lines()).enumerate() {
        if e != a {
            return format!("  line {}:\n    expected: {e}\n    actual:   {a}", i + 1);
        }
    }
    format!(
        "  lengths differ: expected {} lines, got {}",
        expected.lines().count(),
        actual.lines().count()
    )
}

/// The directory of the debrief and coach fixtures (`tests/debrief/`).
pub fn debrief_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("debrief")
}

/// Checks one debrief fixture: a game file `NAME.yaml` under `tests/debrief/` against its
/// golden debrief text `NAME.debrief` (as `sitting-duck debrief` prints it). Its comment lines
/// `# debrief: TEXT` name lines that must appear in the debrief, in that order, so that a
/// golden blessed by mistake still fails. `Err` says what differs.
pub fn check_debrief(path: &Path) -> Result<(), String> {
    i18n::set_thread_language(Some(i18n::Language::En));
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let catalog = Catalog::base().map_err(|d| d.to_string())?;
    let game = parse_game(&src, &name, &catalog).map_err(|d| d.to_string())?;
    let resolution = engine::resolve(&game.game, game.seed);
    let text = words::debrief::text(&words::debrief::debrief(&resolution));
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let mut problems = Vec::new();
    let mut at = 0;
    for (n, line) in src.lines().enumerate() {
        if let Some(want) = line.trim().strip_prefix("# debrief:") {
            let want = want.trim();
            match lines[at..].iter().position(|l| l.contains(want)) {
                Some(p) => at += p + 1,
                None => problems.push(format!(
                    "{name}:{}: expected a debrief line containing `{want}` (after line {at})",
                    n + 1
                )),
            }
        }
    }
    if !src.contains("# debrief:") {
        problems.push(format!(
            "{name}: no `# debrief:` line says what the fixture proves"
        ));
    }
    if let Err(e) = golden(&path.with_extension("debrief"), &text) {
        problems.push(e);
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// The directory of the language goldens (`tests/languages/`).
pub fn languages_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("languages")
}

/// Checks one game file in one language against its golden `NAME.<tag>.txt` under
/// `tests/languages/`: the event log line by line, the readable ship's log with its score
/// card, and the debrief, all in that language (the words of `i18n/locales/<tag>/`). The
/// thread is pinned to the language for the check and back to English after it.
pub fn check_language(path: &Path, language: i18n::Language) -> Result<(), String> {
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let catalog = Catalog::base().map_err(|d| d.to_string())?;
    let game = parse_game(&src, &name, &catalog).map_err(|d| d.to_string())?;
    let resolution = engine::resolve(&game.game, game.seed);
    i18n::set_thread_language(Some(language));
    let text = format!(
        "{}\n\n{}\n{}",
        report::log_lines(&resolution).join("\n"),
        report::ships_log(&resolution),
        words::debrief::text(&words::debrief::debrief(&resolution))
    );
    i18n::set_thread_language(Some(i18n::Language::En));
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    golden(
        &languages_dir().join(format!("{stem}.{}.txt", language.tag())),
        &text,
    )
}

/// The directory of the coach fixtures (`tests/coach/`).
pub fn coach_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("coach")
}

/// The coach's options from a fixture's `# coach: ARGS` line (the command line's flags:
/// `--edits N`, `--objective survive|score`, `--hand`, `--keep-player NAME`, `--seed N`,
/// `--iterations N`, `--top N`).
fn coach_options(src: &str, names: &[String]) -> Result<coach::Options, String> {
    let mut o = coach::Options {
        top: 3,
        ..coach::Options::default()
    };
    let line = src
        .lines()
        .find_map(|l| l.trim().strip_prefix("# coach:"))
        .unwrap_or("");
    let mut words = line.split_whitespace();
    while let Some(w) = words.next() {
        let mut value = || words.next().ok_or(format!("{w} needs a value"));
        let number = |v: &str| v.parse::<u64>().map_err(|e| format!("{w} {v}: {e}"));
        match w {
            "--edits" => o.edits = number(value()?)? as usize,
            "--objective" => {
                o.objective = coach::Objective::parse(value()?).ok_or("bad --objective")?
            }
            "--hand" => o.rules.hand = true,
            "--keep-player" => {
                let v = value()?;
                o.rules.keep.push(
                    names
                        .iter()
                        .position(|n| n == v)
                        .ok_or(format!("no crew member {v}"))?,
                );
            }
            "--seed" => o.seed = number(value()?)?,
            "--iterations" => o.iterations = number(value()?)?,
            "--top" => o.top = number(value()?)? as usize,
            _ => return Err(format!("unknown coach option {w}")),
        }
    }
    Ok(o)
}

/// Checks one coach fixture: a game file `NAME.yaml` under `tests/coach/`, run with the
/// options of its `# coach:` line, against its golden text `NAME.coach` (as `sitting-duck
/// coach` prints it). Its `# top: TEXT` line names what the first suggestion must contain
/// (`# top: none` when no plan may be found), so that the expected top suggestion is data.
pub fn check_coach(path: &Path) -> Result<(), String> {
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let catalog = Catalog::base().map_err(|d| d.to_string())?;
    let game = parse_game(&src, &name, &catalog).map_err(|d| d.to_string())?;
    let names: Vec<String> = game
        .game
        .setup()
        .crew
        .iter()
        .map(|c| c.name.to_string())
        .collect();
    let options = coach_options(&src, &names).map_err(|e| format!("{name}: {e}"))?;
    let report = coach::coach(&game.game, game.seed, &options, &coach::Progress::new());
    let base = engine::resolve(&game.game, game.seed);
    let text = coach::explain::report_text(&game.game, game.seed, &base, &options, &report);
    let mut problems = Vec::new();
    // Whatever the objective, a suggestion improves on the crew's plan: it saves a lost ship,
    // or scores more than a won one (issue 34: no "33 points instead of 33: +0 points").
    if report
        .suggestions
        .iter()
        .any(|s| !s.eval.won || (report.base.won && s.eval.score <= report.base.score))
    {
        problems.push(format!(
            "{name}: a suggestion does not improve on the crew's plan:\n{text}"
        ));
    }
    match src
        .lines()
        .find_map(|l| l.trim().strip_prefix("# top:"))
        .map(str::trim)
    {
        None => problems.push(format!(
            "{name}: no `# top:` line names the expected suggestion"
        )),
        Some("none") if !report.suggestions.is_empty() => {
            problems.push(format!("{name}: expected no suggestion, got:\n{text}"))
        }
        Some("none") => {}
        Some(want) => {
            let first = report
                .suggestions
                .first()
                .map(|s| {
                    let changes: Vec<String> = s.edits.iter().map(|e| e.short(&names)).collect();
                    format!(
                        "{} | {}",
                        changes.join("; "),
                        coach::explain(&game.game, game.seed, &base, s)
                    )
                })
                .unwrap_or_default();
            if !first.contains(want) {
                problems.push(format!(
                    "{name}: the top suggestion should contain `{want}`, it is `{first}`"
                ));
            }
        }
    }
    if let Err(e) = golden(&path.with_extension("coach"), &text) {
        problems.push(e);
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// Asserts that `all` (a run's output in another language) says each of `words` and none of
/// the English `phrases`; a failure names the phrase and shows the output. The one check of
/// the language tests, here and in the app's command-line tests.
#[track_caller]
pub fn says(all: &str, words: &[&str], phrases: &[&str]) {
    for w in words {
        assert!(all.contains(w), "{w}\n{all}");
    }
    for english in phrases {
        assert!(!all.contains(english), "{english}\n{all}");
    }
}
