//! The scenario runner shared by the integration tests.
//!
//! A scenario is a game file `NAME.yaml` under `tests/scenarios/` with, beside it, the
//! expected JSON result `NAME.json` and the golden event log `NAME.log` (one event per line,
//! as `Display` prints it). Comment lines `# expect: TEXT` in the game file name lines that
//! must appear in the log, in that order: they state what the scenario proves, so a golden
//! file re-written by mistake still fails. Adding a test means adding files; `check` runs one.
//!
//! `BLESS=1 cargo test -p tests` writes missing or changed `.json`/`.log` files (review the
//! diff before committing).

use std::path::{Path, PathBuf};

use missions::{Catalog, game::parse_game, report};

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

/// Resolves one scenario and compares it with its expected files; `Err` says what differs.
pub fn check(path: &Path) -> Result<(), String> {
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let catalog = Catalog::base().map_err(|d| d.to_string())?;
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
        }
    }
    if !src.contains("# expect:") {
        problems.push(format!(
            "{name}: no `# expect:` line says what the scenario proves"
        ));
    }
    for (ext, actual) in [("json", &json), ("log", &log)] {
        let file = path.with_extension(ext);
        match std::fs::read_to_string(&file) {
            Ok(expected) if expected == *actual => {}
            _ if bless() => {
                std::fs::write(&file, actual).map_err(|e| format!("{}: {e}", file.display()))?;
            }
            Ok(expected) => problems.push(format!(
                "{}: differs from the resolution:\n{}",
                file.display(),
                first_difference(&expected, actual)
            )),
            Err(_) => problems.push(format!(
                "{}: missing (run with BLESS=1 to write it)",
                file.display()
            )),
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
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
