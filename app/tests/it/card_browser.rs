//! The printable mission card in a real browser: `sitting-duck card` writes the page, Debian's
//! headless `chromium` parses it (every announcement of the track is in its DOM, with its
//! time) and prints it to PDF (one page, A4 and Letter, for the densest shipped track too).
//! Without chromium the browser tests fail under CI (`CI=true`: scripts/test.sh installs it)
//! and are skipped, saying why, elsewhere; `--pdf --chromium` without chromium is refused
//! in words. Chromium's print and the card's own PDF (`--pdf` alone) hold the same words on
//! one page each (`card_pdf.rs`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use missions::card::{MissionCard, clock};
use sitting_duck::card::pdf::page_count;
use sitting_duck::card::{Paper, page};
use sitting_duck::cli::card::find_track;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn chromium() -> Option<PathBuf> {
    let found = sitting_duck::card::pdf::find_chromium();
    if found.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true and no chromium on the PATH: scripts/test.sh installs it"
        );
        eprintln!("skipped: no chromium on the PATH (apt-get install -y chromium)");
    }
    found
}

fn card(args: &[&str]) -> Output {
    Command::new(BIN).arg("card").args(args).output().unwrap()
}

fn ok(out: &Output) {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn dump_dom(chromium: &Path, profile: &Path, page: &Path) -> String {
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
            "--dump-dom",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("file://{}", page.display()))
        .output()
        .unwrap();
    ok(&out);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_card_opens_in_chromium_with_every_announcement() {
    let Some(chromium) = chromium() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("card.html");
    ok(&card(&["Mission 1", "-o", html.to_str().unwrap()]));
    let dom = dump_dom(&chromium, &dir.path().join("p"), &html);
    assert!(
        dom.contains("<h1 id=\"name\">Mission 1</h1>"),
        "not the card"
    );
    let track = find_track("mission-1").unwrap();
    let card = MissionCard::new(&track, 5);
    let rows = dom.split("<tr class=").skip(1).collect::<Vec<_>>();
    let lines = rows.iter().filter(|r| !r.starts_with("\"phase\""));
    assert_eq!(
        lines.clone().count(),
        card.lines.len(),
        "one row per announcement"
    );
    for (row, line) in lines.zip(&card.lines) {
        assert!(row.contains(&format!(">{}<", clock(line.at_ms))), "{row}");
        assert!(row.contains(&line.words), "{row}");
    }
    // The CD's Mission 1: four blackouts, the phase ends, the threats with their zones.
    for text in [
        "2:50–3:00 (10 s)",
        "5:20–5:35 (15 s)",
        "7:50–8:10 (20 s)",
        "9:15–9:25 (10 s)",
        "Phase 1 ends <b>3:45</b>",
        "Phase 2 ends <b>7:30</b>",
        "<b>10:00</b>",
        "T+2 · white · serious",
        "T+3 · internal · common · unconfirmed (5 crew)",
        "T+7 · red · serious",
    ] {
        assert!(dom.contains(text), "{text}");
    }
}

#[test]
fn the_card_prints_on_one_page_of_a4_and_letter() {
    let Some(_) = chromium() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    // The densest shipped track (the most printed rows), and an ordinary one.
    let densest = missions::track::shipped()
        .into_iter()
        .map(|(stem, _)| stem)
        .max_by_key(|stem| {
            let card = MissionCard::new(&find_track(stem).unwrap(), 5);
            page(&card, Paper::A4).len()
        })
        .unwrap();
    for track in [densest, "mission-1"] {
        for paper in ["a4", "letter"] {
            let pdf = dir.path().join(format!("{track}-{paper}.pdf"));
            ok(&card(&[
                track,
                "--paper",
                paper,
                "--pdf",
                pdf.to_str().unwrap(),
                "--chromium",
            ]));
            let bytes = std::fs::read(&pdf).unwrap();
            assert!(bytes.starts_with(b"%PDF"), "not a PDF");
            assert_eq!(page_count(&bytes), 1, "{track} on {paper}");
        }
    }
}

#[test]
fn without_chromium_the_chromium_pdf_is_refused_in_words_and_the_own_pdf_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("card.pdf");
    let html = dir.path().join("card.html");
    let out = Command::new(BIN)
        .args(["card", "mission-1", "-o", html.to_str().unwrap()])
        .args(["--pdf", pdf.to_str().unwrap(), "--chromium"])
        .env("PATH", dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--chromium needs chromium"), "{err}");
    assert!(err.contains("apt-get install chromium"), "{err}");
    assert!(!pdf.exists());
    assert!(html.is_file(), "the HTML card is still written");
    // Without --chromium the card's own PDF needs no browser.
    let out = Command::new(BIN)
        .args(["card", "mission-1", "--pdf", pdf.to_str().unwrap()])
        .env("PATH", dir.path())
        .output()
        .unwrap();
    ok(&out);
    assert_eq!(page_count(&std::fs::read(&pdf).unwrap()), 1);
}

#[test]
fn a_name_that_is_no_track_is_refused() {
    let out = card(&["Mission 99"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Mission 99: no such file"), "{err}");
    let out = card(&["test-run-1"]);
    ok(&out);
    assert!(String::from_utf8_lossy(&out.stdout).contains("<title>First test run: mission card"));
}

#[test]
fn the_card_is_never_written_over_its_track() {
    let dir = tempfile::tempdir().unwrap();
    let track = dir.path().join("track.yaml");
    let (_, yaml) = missions::track::shipped()[0];
    std::fs::write(&track, yaml).unwrap();
    let out = card(&[track.to_str().unwrap(), "-o", track.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("that is the track the card is made from"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&track).unwrap(), yaml);
}

#[test]
fn a_german_card_opens_in_chromium_in_german() {
    let Some(chromium) = chromium() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("karte.html");
    let out = Command::new(BIN)
        .args(["--lang", "de", "card", "advanced-simulation-1", "-o"])
        .arg(&html)
        .output()
        .unwrap();
    ok(&out);
    let dom = dump_dom(&chromium, &dir.path().join("p"), &html);
    assert!(dom.contains("<html lang=\"de\">"), "not German");
    for words in [
        "<h1 id=\"name\">Fortgeschrittene Simulation 1</h1>",
        "Missionskarte für 5 Crewmitglieder",
        "Phase 1 endet",
        "Funkstille",
        "Bedrohung",
        "Alarm. Feindliche Aktivität entdeckt. Beginnen Sie die erste Phase.",
        "Zeit T plus",
        "Erste Phase endet in fünf, vier, drei, zwei, eins.",
        "Rot",
        "Intern",
    ] {
        assert!(dom.contains(words), "{words}");
    }
    for english in [
        "mission card",
        "Blackouts",
        "Please begin",
        "Time T plus",
        "Threat<",
        "Phase 1 ends",
        "Advanced simulation",
        "serious",
    ] {
        assert!(!dom.contains(english), "English left: {english}");
    }
}
