//! `sitting-duck import` and `export` as a user runs them: a script read into a track, a bad
//! script refused with its place and reason in the crew's language, and a track written back
//! that reads to the same announcements.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(BIN)
        .args(args)
        .env_remove("SITTING_DUCK_LANG")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn script(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/import")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn a_script_imports_to_the_yaml_of_its_golden() {
    let (code, out, err) = run(&["--lang", "en", "import", &script("good/test-run.xml")]);
    assert_eq!(code, Some(0), "{err}");
    let golden = std::fs::read_to_string(script("good/test-run.yaml")).unwrap();
    assert_eq!(out, golden);
}

#[test]
fn a_bad_script_is_refused_with_its_place_and_reason_in_german() {
    let (code, out, err) = run(&["--lang", "de", "import", &script("bad/zone.txt")]);
    assert_eq!(code, Some(2));
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("zone.txt:1:1: 010AL1TQ"), "{err}");
    assert!(err.contains("„Q“ ist keine Zone"), "{err}");
}

#[test]
fn an_exported_track_imports_back_to_its_announcements() {
    let dir = tempfile::tempdir().unwrap();
    for format in ["flash", "xml"] {
        let file = dir.path().join(format!("mission-1.{format}"));
        let file = file.to_str().unwrap();
        let (code, _, err) = run(&[
            "--lang",
            "en",
            "export",
            "mission-1",
            "--format",
            format,
            "-o",
            file,
        ]);
        assert_eq!(code, Some(0), "{err}");
        assert!(err.contains("no name for the mission"), "{err}");
        let (code, out, err) = run(&["--lang", "en", "import", file]);
        assert_eq!(code, Some(0), "{err}");
        let back = missions::Track::parse(&out, "back").unwrap();
        let shipped = missions::Track::parse(
            missions::track::shipped()
                .into_iter()
                .find(|(s, _)| *s == "mission-1")
                .unwrap()
                .1,
            "mission-1",
        )
        .unwrap();
        assert_eq!((back.phases, back.events), (shipped.phases, shipped.events));
    }
}
