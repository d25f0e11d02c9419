//! What the game and track writers write is read by the direct reader (`formats::yaml::direct`), to
//! the YAML crate's tree; the readers' own tests, on every YAML file of the repository and
//! random mutations, are in `formats`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods)]

use std::path::{Path, PathBuf};

use formats::yaml::{self, Item, direct};

/// Every YAML file of the repository's examples and tests.
fn corpus() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    for dir in ["tests", "docs/examples", "missions/tests"] {
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
        } else if path.extension().is_some_and(|e| e == "yaml")
            && let Ok(text) = std::fs::read_to_string(&path)
        {
            out.push((path, text));
        }
    }
}

#[test]
fn what_the_writer_writes_is_read_directly() {
    let catalog = crate::Catalog::shipped().unwrap();
    let mut written = 0;
    for (path, src) in corpus() {
        let Ok(game) = super::parse_game(&src, "g.yaml", &catalog) else {
            continue;
        };
        let written_yaml = super::to_yaml(&game).unwrap();
        let direct = direct::read(&written_yaml);
        let crate_tree = yaml::read(&written_yaml, "g.yaml").map(Item::from_yaml);
        assert_eq!(
            direct.as_ref(),
            crate_tree.as_ref().ok(),
            "{}:\n{written_yaml}",
            path.display()
        );
        written += 1;
    }
    assert!(written > 200, "{written}");
}

#[test]
fn the_tracks_the_generator_writes_are_read_directly() {
    let options = crate::generate::GenerateOptions::new(5);
    for seed in 0..200 {
        let track = crate::generate::generate(&options, seed);
        let written = track.to_yaml().unwrap();
        let direct = direct::read(&written);
        assert!(direct.is_some(), "seed {seed}:\n{written}");
        let crate_tree = yaml::read(&written, "t.yaml").map(Item::from_yaml);
        assert_eq!(direct.as_ref(), crate_tree.as_ref().ok(), "{written}");
        assert_eq!(
            crate::track::Track::parse(&written, "t.yaml").as_ref(),
            Ok(&track)
        );
    }
}
