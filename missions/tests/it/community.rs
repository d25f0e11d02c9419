//! The community's mission formats as data: each script of `tests/import/good/` imports to
//! its `.yaml` and round-trips through both formats with every announcement at its second;
//! each of `tests/import/bad/` is refused as its `.err` says (place and reason).
// The fixtures are files; the library itself never reads any.
#![allow(clippy::disallowed_methods)]

use std::path::{Path, PathBuf};

use missions::community::{Approximation, Format, ImportError, export, import};
use missions::track::Track;
use tests::golden;

fn scripts(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/import")
        .join(dir);
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("txt" | "xml")))
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no scripts in {}", dir.display());
    out
}

/// The one helper: a script read as the command line reads it (format from its content).
fn read(path: &Path) -> Result<Track, ImportError> {
    let src = std::fs::read_to_string(path).unwrap();
    let name = path.file_stem().unwrap().to_str().unwrap();
    let file = format!(
        "tests/import/{}",
        path.file_name().unwrap().to_str().unwrap()
    );
    import(&src, None, name, &file)
}

#[test]
fn good_scripts_import_to_their_yaml_and_round_trip_through_both_formats() {
    i18n::set_thread_language(Some(i18n::Language::En));
    let mut failures = Vec::new();
    for path in scripts("good") {
        let track = read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if let Err(e) = golden(&path.with_extension("yaml"), &track.to_yaml().unwrap()) {
            failures.push(e);
        }
        for format in [Format::Flash, Format::Xml] {
            let written = export(&track, format);
            assert_eq!(Format::detect(&written.text), format);
            let back = import(&written.text, Some(format), &track.name, "back").unwrap();
            assert_eq!(
                back.events,
                track.events,
                "{} as {format:?}",
                path.display()
            );
            assert_eq!(
                back.phases,
                track.phases,
                "{} as {format:?}",
                path.display()
            );
            assert_eq!(
                back.modules,
                track.modules,
                "{} as {format:?}",
                path.display()
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn bad_scripts_are_refused_with_their_place_and_reason() {
    i18n::set_thread_language(Some(i18n::Language::En));
    let mut failures = Vec::new();
    for path in scripts("bad") {
        let Err(error) = read(&path) else {
            failures.push(format!("{}: imported", path.display()));
            continue;
        };
        let text = match &error {
            ImportError::Script(_) => format!("{error}\n"),
            ImportError::Rules(d) => format!("{}\n", words::diagnostic::all(d)),
        };
        if let Err(e) = golden(&path.with_extension("err"), &text) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_shipped_track_round_trips_through_both_formats() {
    for (stem, src) in missions::track::shipped() {
        let track = Track::parse(src, stem).unwrap();
        for format in [Format::Flash, Format::Xml] {
            let written = export(&track, format);
            let back = import(&written.text, Some(format), stem, stem)
                .unwrap_or_else(|e| panic!("{stem} as {format:?}: {e}"));
            assert_eq!(back.events, track.events, "{stem} as {format:?}");
            assert_eq!(back.phases, track.phases, "{stem} as {format:?}");
            let said = !written.approximations.contains(&Approximation::Modules);
            assert_eq!(back.modules == track.modules, said, "{stem} as {format:?}");
        }
    }
}
