//! The report opened in a real browser: Debian's headless `chromium` parses
//! the page made by `sitting-duck report` (its DOM holds the board's SVG, the crew and the
//! folded turns) and screenshots it. Without chromium the test fails under CI (`CI=true`:
//! scripts/test.sh installs it) and is skipped, saying why, elsewhere.

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

/// `chromium` on the PATH, if any.
fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join("chromium"))
        .find(|p| p.is_file())
}

/// Runs headless chromium on `page` with `args` (at most two minutes), returns its stdout.
fn headless(chromium: &Path, profile: &Path, page: &Path, args: &[&str]) -> String {
    let out = Command::new("timeout")
        .arg("120")
        .arg(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg(format!("file://{}", page.display()))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "chromium failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Width and height from a PNG's header.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    assert_eq!(&bytes[12..16], b"IHDR");
    let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    (be(&bytes[16..20]), be(&bytes[20..24]))
}

#[test]
fn the_report_opens_in_headless_chromium() {
    let Some(chromium) = chromium() else {
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("CI=true and no chromium on the PATH: scripts/test.sh installs it");
        }
        eprintln!("skipped: no chromium on the PATH (apt-get install -y chromium)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("report.html");
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
    );
    let out = Command::new(BIN)
        .args(["report", game, "-o", page.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The browser's own DOM: its parser adds the <tbody> the file never wrote.
    let dom = headless(&chromium, &dir.path().join("p1"), &page, &["--dump-dom"]);
    assert!(dom.contains("<tbody>"), "not the browser's DOM");
    assert!(!std::fs::read_to_string(&page).unwrap().contains("<tbody>"));
    assert!(dom.contains("<svg viewBox"), "no board");
    assert!(dom.contains("</svg>"));
    for name in ["Anna", "Ben", "Cleo", "Dan", "Eve", "Gunship", "Total"] {
        assert!(dom.contains(name), "{name}");
    }
    assert_eq!(dom.matches("<details>").count(), 13, "one fold per turn");
    let shot = dir.path().join("report.png");
    headless(
        &chromium,
        &dir.path().join("p2"),
        &page,
        &[
            &format!("--screenshot={}", shot.display()),
            "--window-size=1280,2000",
        ],
    );
    let bytes = std::fs::read(&shot).unwrap();
    assert_eq!(png_size(&bytes), (1280, 2000));
    // A blank page compresses to a few kilobytes; the report's tables and board do not.
    assert!(bytes.len() > 60_000, "{} bytes: a blank page?", bytes.len());
}
