//! The repository stands on its own: no tracked file points at the reference folder that sat
//! beside the project while it was built (a person who clones the project does not have it).
//! Facts from those references live in the project's own docs (`docs/formats.md`,
//! `docs/rules.md`, `docs/threats.md`, `docs/missions.md`, `RULINGS.md`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root (the parent of the `tests` crate).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// What no tracked file may contain. Built from pieces so that this file does not match itself.
fn forbidden() -> Vec<String> {
    let shared = ["shared", "/"].concat();
    vec![
        // A path out of the repository into the reference folder.
        ["..", "/", &shared].concat(),
        [shared.as_str(), "spec"].concat(),
        [shared.as_str(), "design"].concat(),
        // The design folder named from inside the reference folder (the repository has none).
        ["design", "/"].concat(),
        // The reference files by name: they are not in the repository.
        ["rulebook", "-excerpt"].concat(),
        ["rules", "-reference"].concat(),
    ]
}

/// The tracked files, relative to the root: `git ls-files`, or, without git (a source
/// tarball), every file below the root except build output and git's own.
fn tracked_files(root: &Path) -> Vec<PathBuf> {
    let listed = Command::new("git")
        .arg("ls-files")
        .arg("-z")
        .current_dir(root)
        .output();
    match listed {
        Ok(out) if out.status.success() => out
            .stdout
            .split(|b| *b == 0)
            .filter(|name| !name.is_empty())
            .map(|name| PathBuf::from(String::from_utf8_lossy(name).into_owned()))
            .collect(),
        _ => walk(root),
    }
}

fn walk(root: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![PathBuf::new()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(root.join(&dir)) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            if name == "target" || name == ".git" {
                continue;
            }
            let rel = dir.join(&name);
            match entry.file_type() {
                Ok(t) if t.is_dir() => stack.push(rel),
                Ok(t) if t.is_file() => out.push(rel),
                _ => {}
            }
        }
    }
    out.sort();
    out
}

/// Every line of `text` holding one of `needles`, as `file:line: text`.
fn mentions(file: &Path, text: &str, needles: &[String]) -> Vec<String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| needles.iter().any(|n| line.contains(n.as_str())))
        .map(|(i, line)| format!("{}:{}: {}", file.display(), i + 1, line.trim()))
        .collect()
}

#[test]
fn no_tracked_file_points_outside_the_repository() {
    let root = root();
    let files = tracked_files(&root);
    assert!(
        files.iter().any(|f| f == Path::new("README.md")),
        "the file list of {} is missing README.md: {} files listed",
        root.display(),
        files.len()
    );
    let needles = forbidden();
    let mut found = Vec::new();
    for file in &files {
        // Binary files (images, audio) cannot hold a citation worth reading; a file listed
        // but deleted in the working tree is not there to read.
        let Ok(bytes) = std::fs::read(root.join(file)) else {
            continue;
        };
        let Ok(text) = String::from_utf8(bytes) else {
            continue;
        };
        found.extend(mentions(file, &text, &needles));
    }
    assert!(
        found.is_empty(),
        "{} line(s) cite the reference folder beside the project, which a clone does not \
         have; cite docs/formats.md, docs/rules.md, docs/threats.md, docs/missions.md or \
         RULINGS.md instead:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_check_finds_each_forbidden_mention_and_nothing_else() {
    let needles = forbidden();
    let file = Path::new("x.rs");
    for needle in &needles {
        let text = format!("fine\n// see {needle} here\nfine too\n");
        assert_eq!(
            mentions(file, &text, &needles),
            vec![format!("x.rs:2: // see {needle} here")]
        );
    }
    let clean = "docs/formats.md §2, RULINGS.md R8, docs/rules.md §7.6, the shared clock\n";
    assert!(mentions(file, clean, &needles).is_empty());
}

#[test]
fn without_git_the_walk_skips_build_output_and_finds_the_sources() {
    let files = walk(&root());
    assert!(files.iter().any(|f| f == Path::new("Cargo.toml")));
    assert!(
        files
            .iter()
            .any(|f| f == Path::new("tests/tests/it/standalone.rs"))
    );
    assert!(
        files
            .iter()
            .all(|f| !f.starts_with("target") && !f.starts_with(".git")),
        "the walk went into target/ or .git"
    );
}
