//! Wording the crew reads the same way everywhere: a count says its noun in the right number
//! (Fluent's plural selectors, never "clone(s)" or "Klon(e)"), and German uses one word
//! for one thing of the game (turn: Runde, not Zug; serious: schwer, not ernst; data
//! transfer: Datenübertragung, as the voice says; track: Spur, not Strecke).

use std::path::{Path, PathBuf};

/// Every Fluent file of `language`, with its text, comments left out.
fn files(language: &str) -> Vec<(PathBuf, Vec<(usize, String)>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(language);
    let mut found: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .map(|p| {
            let lines = std::fs::read_to_string(&p)
                .unwrap()
                .lines()
                .enumerate()
                .filter(|(_, l)| !l.trim_start().starts_with('#'))
                .map(|(i, l)| (i + 1, l.to_owned()))
                .collect();
            (p, lines)
        })
        .collect();
    found.sort();
    found
}

/// The words of a line (letters and digits, in any script).
fn words(line: &str) -> impl Iterator<Item = &str> {
    line.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

#[test]
fn no_count_says_its_noun_with_a_bracketed_plural() {
    // "(s)", "(e)", "(en)", "(er)", "(n)", "(es)", "(ů)" right after a letter.
    let marks = ["(s)", "(e)", "(en)", "(er)", "(n)", "(es)", "(ů)"];
    let mut found = Vec::new();
    for language in ["en", "de", "fr", "cs", "es"] {
        for (path, lines) in files(language) {
            for (n, line) in lines {
                for mark in marks {
                    let hit = line
                        .match_indices(mark)
                        .any(|(i, _)| line[..i].chars().last().is_some_and(char::is_alphabetic));
                    if hit {
                        found.push(format!("{}:{n}: {line}", path.display()));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "use a plural selector:\n{}",
        found.join("\n")
    );
}

#[test]
fn german_uses_one_word_for_each_thing() {
    // The word rejected, and the one used instead.
    let rejected = [
        ("Zug", "Runde"),
        ("Züge", "Runden"),
        ("Zuges", "Runde"),
        ("ernst", "schwer"),
        ("ernste", "schwere"),
        ("Ernst", "Schwer"),
        ("Ernste", "Schwere"),
        ("Datentransfer", "Datenübertragung"),
        ("DATENTRANSFER", "DATENÜBERTRAGUNG"),
        ("Strecke", "Spur"),
    ];
    let mut found = Vec::new();
    for (path, lines) in files("de") {
        for (n, line) in lines {
            for word in words(&line) {
                if let Some((_, instead)) = rejected.iter().find(|(w, _)| *w == word) {
                    found.push(format!("{}:{n}: {word} (use {instead})", path.display()));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_t_before_a_number_is_always_a_turn() {
    // "T5" is turn 5 (and T+5 the announcement of turn 5); a trajectory is named by its
    // number under a heading that says "trajectory", never "T5".
    let mut found = Vec::new();
    for language in ["en", "de", "fr", "cs", "es"] {
        for (path, lines) in files(language) {
            for (n, line) in lines {
                for (i, _) in line.match_indices("T{ $") {
                    let var: String = line[i + 4..]
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if var != "turn" {
                        found.push(format!("{}:{n}: T{{ ${var} }}", path.display()));
                    }
                }
                let digits = |w: &str| {
                    w.len() == 2
                        && w.starts_with('T')
                        && w[1..].chars().all(|c| ('1'..='7').contains(&c))
                };
                if words(&line).any(digits) && line.to_lowercase().contains("traject")
                    || words(&line).any(digits)
                        && (line.contains("Flugbahn") || line.contains("dráh"))
                {
                    found.push(format!("{}:{n}: {line}", path.display()));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
