//! YAML syntax errors (a tab, bad indentation, an unclosed quote or bracket) in every
//! language: the broken game files, tracks and homebrew cards of `tests/bad-yaml/` each keep
//! the reader's line and column, and say what is wrong in the crew's words (English: each
//! `.err` golden). Only where no category of ours fits are the reader's own (English) words
//! quoted, framed in the language as a YAML syntax error.

use std::path::{Path, PathBuf};

use i18n::Language;
use missions::diag::{Diagnostics, Problem, Syntax, YamlProblem};
use missions::{Catalog, Track};

/// The broken files, sorted.
fn broken_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("bad-yaml");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    files
}

/// The diagnostics of one broken file, read as what its name says it is.
fn read(path: &Path) -> Diagnostics {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let src = std::fs::read_to_string(path).unwrap();
    let catalog = Catalog::base().unwrap();
    if name.starts_with("game-") {
        missions::game::parse_game(&src, &name, &catalog)
            .err()
            .unwrap()
    } else if name.starts_with("track-") {
        Track::parse(&src, &name).unwrap_err()
    } else {
        let mut catalog = catalog;
        catalog.add_yaml(&src, &name).unwrap_err()
    }
}

fn said(diags: &Diagnostics, language: Language) -> String {
    i18n::set_thread_language(Some(language));
    let text = words::diagnostic::all(diags);
    i18n::set_thread_language(Some(Language::En));
    text
}

/// `file:line:col: ` of a diagnostic line.
fn place(line: &str) -> &str {
    let mut cut = 0;
    for _ in 0..3 {
        cut += line[cut..].find(':').unwrap() + 1;
    }
    &line[..cut]
}

/// The English words of our categories, none of which another language may say.
const ENGLISH: &[&str] = &[
    "tab character",
    "indents with spaces",
    "does not line up",
    "a line without",
    "never closed",
    "closed by",
    "the closing quote",
    "a value cannot start",
    "not valid YAML",
    "write `",
    "in quotes",
];

#[test]
fn a_broken_file_says_where_and_what_in_every_language() {
    let files = broken_files();
    assert!(files.len() >= 8, "the broken-file fixtures are missing");
    let mut failures = Vec::new();
    for path in &files {
        let diags = read(path);
        assert_eq!(diags.0.len(), 1, "{}: {diags}", path.display());
        let d = &diags.0[0];
        assert!(d.line.is_some() && d.column.is_some(), "no place: {d}");
        let Problem::Yaml(problem) = &*d.problem else {
            panic!("not a YAML problem: {d:?}");
        };
        let reader = matches!(problem, YamlProblem::Reader(_));
        assert_eq!(
            reader,
            path.ends_with("game-reader.yaml"),
            "{}: {problem:?}",
            path.display()
        );
        let english = said(&diags, Language::En);
        tests::golden(&path.with_extension("err"), &(english.clone() + "\n"))
            .unwrap_or_else(|e| failures.push(e));
        for language in [Language::De, Language::Fr, Language::Cs, Language::Es] {
            let words = said(&diags, language);
            assert_eq!(place(&words), place(&english), "{language:?}: {words}");
            assert_ne!(words, english, "{language:?}");
            if reader {
                // The reader's own words, quoted in the language's framing.
                let YamlProblem::Reader(quoted) = problem else {
                    unreachable!()
                };
                assert!(words.contains(quoted.as_str()), "{words}");
                assert!(!words.contains("YAML reader"), "{words}");
            } else {
                tests::says(&words, &[], ENGLISH);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_words_of_a_tab_and_an_unclosed_quote_in_german_and_french() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("bad-yaml");
    let tab = read(&dir.join("game-tab.yaml"));
    let quote = read(&dir.join("game-unclosed-quote.yaml"));
    let both = |language| format!("{}\n{}", said(&tab, language), said(&quote, language));
    tests::says(
        &both(Language::De),
        &[
            "game-tab.yaml:5:2: ein Tabulatorzeichen: YAML rückt nur mit Leerzeichen ein",
            "game-unclosed-quote.yaml:6:14: ein Anführungszeichen wird nie geschlossen",
        ],
        ENGLISH,
    );
    tests::says(
        &both(Language::Fr),
        &[
            "game-tab.yaml:5:2: une tabulation\u{a0}: YAML indente uniquement avec des espaces",
            "game-unclosed-quote.yaml:6:14: un guillemet qui n'est jamais fermé\u{a0}:",
        ],
        ENGLISH,
    );
}

/// Every category has its words in every language, and the English is its `Display`.
#[test]
fn every_syntax_category_has_words_in_every_language() {
    let all = [
        Syntax::Tab,
        Syntax::Indentation,
        Syntax::MissingColon,
        Syntax::UnclosedQuote,
        Syntax::AfterQuote,
        Syntax::Escape,
        Syntax::Unclosed { open: '[' },
        Syntax::Mismatched {
            open: '{',
            close: ']',
        },
        Syntax::InBrackets,
        Syntax::Reserved { character: '@' },
        Syntax::Directive,
        Syntax::DocumentMarkerInQuote,
    ];
    for s in all {
        let p = Problem::Yaml(YamlProblem::Syntax(s));
        i18n::set_thread_language(Some(Language::En));
        let english = words::diagnostic::problem(&p);
        assert!(
            !english.contains("diag-") && !english.contains('$'),
            "{english}"
        );
        for language in [Language::De, Language::Fr, Language::Cs, Language::Es] {
            i18n::set_thread_language(Some(language));
            let words = words::diagnostic::problem(&p);
            assert_ne!(words, english, "{language:?} {s:?}");
            assert!(!words.contains("diag-") && !words.contains('$'), "{words}");
            tests::says(&words, &[], ENGLISH);
        }
    }
    i18n::set_thread_language(Some(Language::En));
}
