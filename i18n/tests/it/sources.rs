//! Every key the workspace's sources use is defined in English (and so, by the completeness
//! test, in every language): `tr!("key" ...)` in Rust, `data-t="key"` in a page.

use std::path::{Path, PathBuf};

use i18n::{Language, has_message};

/// The workspace's crates: every folder beside this one with a `Cargo.toml` and a `src`.
fn crate_sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&root).unwrap() {
        let dir = entry.unwrap().path();
        if dir.join("Cargo.toml").is_file() && dir.join("src").is_dir() {
            walk(&dir.join("src"), &mut files);
        }
    }
    files.sort();
    files
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs" || e == "html") {
            files.push(path);
        }
    }
}

/// The keys a text names after each `marker` (the key is the string literal that follows,
/// after optional spaces), with their line numbers.
fn keys_after(text: &str, marker: &str) -> Vec<(usize, String)> {
    let mut keys = Vec::new();
    for (at, _) in text.match_indices(marker) {
        // `include_str!(` is not `tr!(`: the marker starts a word.
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-') {
            continue;
        }
        let rest = text[at + marker.len()..].trim_start();
        let Some(rest) = rest.strip_prefix('"') else {
            continue;
        };
        let key: String = rest.chars().take_while(|c| *c != '"').collect();
        let line = text[..at].matches('\n').count() + 1;
        keys.push((line, key));
    }
    keys
}

/// The keys of one file: `tr!(` in Rust; in a page `data-t=` and its script's `t(` and
/// `tr(` with a literal key.
fn used_keys(path: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(path).unwrap();
    if path.extension().is_some_and(|e| e == "html") {
        let mut keys = keys_after(&text, "data-t=");
        keys.extend(keys_after(&text, "t("));
        keys.extend(keys_after(&text, "tr("));
        return keys;
    }
    keys_after(&text, "tr!(")
}

#[test]
fn every_key_the_sources_use_is_defined() {
    let files = crate_sources();
    assert!(
        files.len() > 100,
        "the workspace's sources were found ({})",
        files.len()
    );
    let mut used = 0;
    let mut problems = Vec::new();
    for path in &files {
        for (line, key) in used_keys(path) {
            used += 1;
            if !has_message(Language::En, &key) {
                problems.push(format!(
                    "{}:{line}: `{key}` is in no English .ftl file",
                    path.display()
                ));
            }
        }
    }
    assert!(used > 0, "no key found: the scan is broken");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scan_finds_keys_with_and_without_arguments() {
    let text = "let a = tr!(\"one\"); include_str!(\"x.ftl\");\nlet b = i18n::tr!( \"two\", count = n);\n<b data-t=\"three\">";
    let keys: Vec<String> = keys_after(text, "tr!(")
        .into_iter()
        .map(|(_, k)| k)
        .collect();
    assert_eq!(keys, ["one", "two"]);
    assert_eq!(keys_after(text, "data-t="), [(3, "three".to_owned())]);
}
