//! The command line's writes to a standard output or error that is full (`>/dev/full`) or
//! closed (a pipe nobody reads): never a panic (exit 101), always the documented status
//! (docs/formats.md §5): 2 for input that cannot be used, 1 for output that cannot be
//! written.

use std::fs::File;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");
const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests");

fn full() -> Stdio {
    Stdio::from(File::create("/dev/full").unwrap())
}

/// The write end of a pipe whose read end is already gone: every write fails (EPIPE).
fn closed() -> Stdio {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    Stdio::from(writer)
}

fn status(args: &[&str], stdout: Stdio, stderr: Stdio) -> Option<i32> {
    Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(stderr)
        .status()
        .unwrap()
        .code()
}

#[test]
fn a_bad_file_exits_2_whatever_stderr_is() {
    let bad = format!("{DIR}/scenarios/bad/unknown-threat.yaml");
    for (name, stderr) in [("full", full()), ("closed", closed())] {
        let code = status(&["resolve", &bad], Stdio::null(), stderr);
        assert_eq!(code, Some(2), "stderr {name}");
    }
    // A command line that does not parse: clap's error, written by us.
    let code = status(&["resolve", "--no-such-flag"], Stdio::null(), full());
    assert_eq!(code, Some(2));
}

#[test]
fn output_that_cannot_be_written_exits_1_whatever_stderr_is() {
    let game = format!("{DIR}/scenarios/mechanics/lost-mission.yaml");
    for (name, stderr) in [
        ("piped", Stdio::piped()),
        ("full", full()),
        ("closed", closed()),
    ] {
        let code = status(&["resolve", &game], full(), stderr);
        assert_eq!(code, Some(1), "stdout full, stderr {name}");
    }
    // A reader that stops early is no error (`| head`).
    assert_eq!(
        status(&["resolve", &game], closed(), Stdio::null()),
        Some(0)
    );
}

#[test]
fn render_says_it_is_done_through_the_same_writer() {
    let dir = tempfile::tempdir().unwrap();
    let wav = dir.path().join("out.wav");
    let track = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../missions/tracks/test-run-1.yaml"
    );
    let args = ["render", track, "-o", wav.to_str().unwrap(), "--voice-only"];
    assert_eq!(status(&args, full(), full()), Some(1));
    assert_eq!(status(&args, closed(), closed()), Some(0));
}
