//! The direct reader gives the YAML crate's tree for every file it takes: the project's
//! game and track files, hand-made variants and random mutations of them all (that it takes
//! what the game and track writers write is checked in `missions`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::disallowed_methods
)]

use std::path::{Path, PathBuf};

use proptest::prelude::*;

use serde_saphyr::Spanned;

use super::{Item, Node, bounded, direct, read, read_track_tree, read_tree, syntax_error};

/// Every YAML file of the repository's examples, tests and shipped content.
fn corpus() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    for dir in [
        "tests",
        "docs/examples",
        "missions/tests",
        "missions/tracks",
        "missions/threats",
    ] {
        walk(&root.join(dir), &mut out);
    }
    out.sort();
    out
}

fn walk(dir: &Path, out: &mut Vec<(PathBuf, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "yaml") {
            // A file that is not UTF-8 is refused before either reader sees it.
            if let Ok(text) = std::fs::read_to_string(&path) {
                out.push((path, text));
            }
        }
    }
}

/// When the direct reader takes `src`, the YAML crate reads the same tree from it, with the
/// game files' options (only `true` and `false` are booleans) and with the tracks' ones.
fn same(src: &str) -> Result<bool, TestCaseError> {
    let Some(direct) = direct::read(src) else {
        return Ok(false);
    };
    match read(src, "g.yaml") {
        Ok(yaml) => prop_assert_eq!(&direct, &Item::from_yaml(yaml), "{}", src),
        Err(e) => prop_assert!(
            false,
            "the direct reader took a file the crate refuses ({e}):\n{src}"
        ),
    }
    match serde_saphyr::from_str_with_options::<Spanned<Node>>(src, bounded()) {
        Ok(yaml) => prop_assert_eq!(&direct, &Item::from_yaml(yaml), "{}", src),
        Err(e) => prop_assert!(
            false,
            "the direct reader took a track the crate refuses ({e}):\n{src}"
        ),
    }
    Ok(true)
}

#[test]
fn every_game_file_of_the_tests_reads_the_same_and_most_directly() {
    let corpus = corpus();
    let mut direct = 0;
    let mut games = 0;
    for (path, src) in &corpus {
        let taken = same(src).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let game = src.contains("\ncrew:") || src.starts_with("crew:");
        games += usize::from(game);
        direct += usize::from(game && taken);
        if game && !taken && !path.to_string_lossy().contains("bad") {
            panic!(
                "{}: a plain game file left to the YAML crate",
                path.display()
            );
        }
    }
    assert!(games > 200 && direct > 200, "{direct} of {games}");
}

#[test]
fn every_shipped_track_reads_the_same_and_directly() {
    let mut tracks = 0;
    for (path, src) in corpus() {
        if !path.to_string_lossy().contains("missions/tracks") {
            continue;
        }
        let taken = same(&src).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            taken,
            "{}: a shipped track left to the YAML crate",
            path.display()
        );
        tracks += 1;
    }
    assert!(tracks > 20, "{tracks}");
}

/// Shapes the direct reader takes, and shapes it leaves to the crate.
#[test]
fn hand_made_shapes_read_the_same() {
    let taken = [
        "players: 1\n",
        "players: -3\nseed: 0\n",
        "a: x   # comment\n# line\n\nb: [ ]\nc: {}\n",
        "crew:\n- { name: Anna }\n- {name: Ben, color: red}\n",
        "crew:\n  - name: Anna\n    color: red\n  - name: Ben\n",
        "crew:\n    -   name: Anna\n        actions: \"A B\"\n",
        "damage_tiles:\n  red: [shield, gravolift]\n  blue: []\nmodules: [new-threats]\n",
        "name: \"Zoë \\\"the\\\" \\\\ pilot\"\nquote: 'it''s'\nplain: Zoë Ångström\n",
        "crew: [ { name: Mia, teleport: { departure: Carl, arrival: \"Mia\" } } ]\n",
        "mission: null\nt: true\nf: false\n",
        "mission: Mission 1 # the first\n",
        "a:\n  b:\n    c: [1, 2, [3]]\n",
        "big: 999999999999999999\nneg: -0\n",
        "calls: [SI3-102, E1-07]\n",
    ];
    for src in taken {
        assert!(same(src).unwrap(), "not taken:\n{src}");
    }
    let left = [
        "",
        "# only a comment\n",
        "a: 1\na: 2\n",
        "a: &x 1\nb: *x\n",
        "a: !tag 1\n",
        "a: |\n  text\n",
        "a:\n",
        "a: yes\n",
        "a: True\n",
        "a: 1.5\n",
        "a: 0x10\n",
        "a: 012\n",
        "a: 1234567890123456789\n",
        "a: [1,\n  2]\n",
        "a: b: c\n",
        "a: \"x\\ny\"\n",
        "a:\tb\n",
        "a: 1\r\n",
        "---\na: 1\n",
        "a: x#y\n",
        "a: {b: 1,}\n",
        "  a: 1\n",
        "a: plain\n  continued\n",
        "- 1\n",
        "a: [b, c] d\n",
        "a: ~\n",
        "a: \"open\n",
        "? a\n: 1\n",
    ];
    for src in left {
        assert!(!same(src).unwrap(), "taken:\n{src}");
    }
}

/// Characters that matter to YAML, and some that do not.
const MUTATIONS: &[&str] = &[
    ":", ": ", "-", "- ", "#", " #", "{", "}", "[", "]", ",", "\"", "'", "\n", " ", "  ", "\\",
    "&", "*", "!", "|", ">", "?", "%", "@", "~", "0", "1", "-1", "1.5", "a", "null", "true", "yes",
    "\t", "é", "\n  ", "\n- ",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Random edits of the test suite's files: whatever the direct reader takes, the crate
    /// reads to the same tree.
    #[test]
    fn mutated_files_read_the_same(
        file in any::<prop::sample::Index>(),
        edits in prop::collection::vec(
            (any::<prop::sample::Index>(), 0usize..4, prop::sample::select(MUTATIONS)),
            1..4,
        ),
    ) {
        let corpus = corpus_cached();
        let mut src = corpus[file.index(corpus.len())].1.clone();
        for (at, cut, insert) in edits {
            let mut i = at.index(src.len() + 1);
            while !src.is_char_boundary(i) {
                i -= 1;
            }
            let mut end = (i + cut).min(src.len());
            while !src.is_char_boundary(end) {
                end += 1;
            }
            src.replace_range(i..end, insert);
        }
        same(&src)?;
    }
}

/// Characters YAML refuses or reads otherwise than a plain text would suggest: every C0
/// and C1 control, DEL, the byte order mark, the non-characters and the Unicode line breaks.
fn odd_characters() -> Vec<String> {
    (0u32..0x20)
        .chain([
            0x7f, 0xfeff, 0xfffe, 0xffff, 0x2028, 0x2029, 0x10ffff, 0xe000,
        ])
        .chain(0x80..0xa0)
        .filter_map(char::from_u32)
        .map(String::from)
        .collect()
}

/// Whatever `src` is, the readers the loaders use give what the YAML crate alone gives:
/// the same tree, or the same refusal at the same place.
fn agree(src: &str) -> Result<(), TestCaseError> {
    let crate_game = read(src, "g.yaml").map(Item::from_yaml);
    prop_assert_eq!(read_tree(src, "g.yaml"), crate_game, "{:?}", src);
    let crate_track = serde_saphyr::from_str_with_options::<Spanned<Node>>(src, bounded())
        .map(Item::from_yaml)
        .map_err(|e| syntax_error(&e, "t.yaml"));
    prop_assert_eq!(read_track_tree(src, "t.yaml"), crate_track, "{:?}", src);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// Files of the test suite with control characters and the like put in, small and made
    /// larger than the direct reader takes: both readers give the same tree or the same
    /// refusal, so a file is never read below some size and refused above it.
    #[test]
    fn both_readers_agree_on_odd_characters_at_any_size(
        file in any::<prop::sample::Index>(),
        edits in prop::collection::vec(
            (any::<prop::sample::Index>(), 0usize..3, prop::sample::select(odd_characters())),
            1..3,
        ),
        large in any::<bool>(),
    ) {
        let corpus = corpus_cached();
        let mut src = corpus[file.index(corpus.len())].1.clone();
        for (at, cut, insert) in edits {
            let mut i = at.index(src.len() + 1);
            while !src.is_char_boundary(i) {
                i -= 1;
            }
            let mut end = (i + cut).min(src.len());
            while !src.is_char_boundary(end) {
                end += 1;
            }
            src.replace_range(i..end, &insert);
        }
        if large {
            // A comment makes the file larger than any limit of the direct reader.
            src.push_str(&format!("\n# {}\n", "x".repeat(70 * 1024)));
        }
        agree(&src)?;
    }
}

#[test]
fn a_control_character_is_refused_whatever_the_size() {
    for c in odd_characters() {
        for src in [
            format!("name: a{c}b\n"),
            format!("name: \"a{c}b\"\n"),
            format!("name: 'a{c}b'\n"),
            format!("name: ab # {c}\n"),
            format!("crew: [{{ name: a{c} }}]\n"),
        ] {
            agree(&src).unwrap();
            let large = format!("{src}# {}\n", "x".repeat(70 * 1024));
            agree(&large).unwrap();
        }
    }
}

fn corpus_cached() -> &'static [(PathBuf, String)] {
    static CORPUS: std::sync::OnceLock<Vec<(PathBuf, String)>> = std::sync::OnceLock::new();
    CORPUS.get_or_init(corpus)
}
