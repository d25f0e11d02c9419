//! No command writes over a file it reads: `render T -o T`, `render --cues T`,
//! `render -o SOUNDTRACK`, `report G --with C -o C` are refused with exit 2 and the file is
//! left as it was; `log export -o LOG-journal` is refused even before the journal exists
//! (written, SQLite would take it for the log's journal and refuse every later read).

use std::path::{Path, PathBuf};
use std::process::Command;

use super::support::{files, write_homebrew_cards};

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(BIN)
        .args(args)
        .env("SITTING_DUCK_LANG", "en")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn scenario(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/scenarios")
        .join(rel)
}

fn refused(args: &[&str], option: &str, file: &Path) {
    let (code, err) = run(args);
    assert_eq!(code, Some(2), "{args:?}: {err}");
    assert!(
        err.contains(&format!(
            "{option} {}: this command reads that file; nothing was written",
            file.display()
        )),
        "{args:?}: {err}"
    );
}

#[test]
fn render_never_writes_over_its_track_its_soundtrack_or_its_wav() {
    let dir = tempfile::tempdir().unwrap();
    let track = dir.path().join("t.yaml");
    let src = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../missions/tracks/test-run-1.yaml"),
    )
    .unwrap();
    std::fs::write(&track, format!("soundtrack: bed.ogg\n{src}")).unwrap();
    let bed = dir.path().join("bed.ogg");
    std::fs::write(&bed, b"not really a sound").unwrap();
    let wav = dir.path().join("out.wav");
    let before = files(dir.path());
    refused(&["render", s(&track), "-o", s(&track)], "-o", &track);
    // Another spelling of the same file, too.
    let dotted = dir.path().join(".").join("t.yaml");
    refused(&["render", s(&track), "-o", s(&dotted)], "-o", &dotted);
    refused(&["render", s(&track), "-o", s(&bed)], "-o", &bed);
    refused(
        &["render", s(&track), "-o", s(&wav), "--cues", s(&track)],
        "--cues",
        &track,
    );
    refused(
        &["render", s(&track), "-o", s(&wav), "--cues", s(&wav)],
        "--cues",
        &wav,
    );
    assert_eq!(files(dir.path()), before, "nothing was written");
}

#[test]
fn a_report_never_writes_over_a_card_file_it_reads() {
    let dir = tempfile::tempdir().unwrap();
    let cards = dir.path().join("cards.yaml");
    write_homebrew_cards(&cards);
    let game = scenario("mechanics/heavy-laser-through-shield.yaml");
    let before = files(dir.path());
    refused(
        &["report", s(&game), "--with", s(&cards), "-o", s(&cards)],
        "-o",
        &cards,
    );
    assert_eq!(files(dir.path()), before);
}

#[test]
fn an_export_never_writes_the_log_s_journal_even_before_it_exists() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let game = scenario("mechanics/full-mission-five-crew.yaml");
    let (code, err) = run(&["resolve", s(&game), "--log", "--db", s(&db)]);
    assert_eq!(code, Some(0), "{err}");
    let before = files(dir.path());
    for suffix in ["-journal", "-wal", "-shm"] {
        let stray = dir.path().join(format!("shiplog.sqlite3{suffix}"));
        let (code, err) = run(&["log", "export", "--csv", "-o", s(&stray), "--db", s(&db)]);
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains("the export was not written"), "{err}");
    }
    assert_eq!(files(dir.path()), before, "no stray journal");
    let (code, err) = run(&["log", "list", "--db", s(&db)]);
    assert_eq!(code, Some(0), "the log still reads: {err}");
}
