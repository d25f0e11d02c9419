//! `card --pdf`: the mission card's own PDF (issue 37), made without a browser. For every
//! shipped track on A4 and Letter it is one page with its fonts embedded, written with no
//! chromium on the PATH; pdftotext (Debian's poppler-utils, which scripts/test.sh installs)
//! reads every announcement back from it, in English and German; and it holds the same words
//! as chromium's print of the HTML card, each on one page.

use std::path::Path;
use std::process::{Command, Output};

use missions::card::{MissionCard, clock};
use sitting_duck::card::pdf::{find_chromium, page_count};
use sitting_duck::card::{Paper, page};
use sitting_duck::cli::card::find_track;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

/// Under CI a missing tool fails the test; elsewhere the test is skipped, saying why.
fn tool(found: bool, name: &str, package: &str) -> bool {
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true and no {name}: scripts/test.sh installs {package}"
        );
        eprintln!("skipped: no {name} (apt-get install -y {package})");
    }
    found
}

fn has_pdftotext() -> bool {
    let found = Command::new("pdftotext").arg("-v").output().is_ok();
    tool(found, "pdftotext", "poppler-utils")
}

fn ok(out: &Output) {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `card TRACK --pdf PDF ARGS...` with nothing on the PATH: no browser to lean on.
fn own_pdf(dir: &Path, track: &str, pdf: &Path, args: &[&str]) {
    let out = Command::new(BIN)
        .args(["card", track, "--pdf"])
        .arg(pdf)
        .args(args)
        .env("PATH", dir)
        .output()
        .unwrap();
    ok(&out);
}

fn text_of(pdf: &Path) -> String {
    let out = Command::new("pdftotext")
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    ok(&out);
    String::from_utf8(out.stdout).unwrap()
}

/// The words of a text, in order, whatever the lines and spaces between them.
fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

#[test]
fn every_shipped_track_fits_one_page_of_a4_and_letter_with_its_fonts_embedded() {
    let dir = tempfile::tempdir().unwrap();
    for (stem, _) in missions::track::shipped() {
        for paper in ["a4", "letter"] {
            let pdf = dir.path().join(format!("{stem}-{paper}.pdf"));
            own_pdf(dir.path(), stem, &pdf, &["--paper", paper]);
            let bytes = std::fs::read(&pdf).unwrap();
            assert!(bytes.starts_with(b"%PDF"), "{stem}: not a PDF");
            assert_eq!(page_count(&bytes), 1, "{stem} on {paper}");
            let embedded = bytes.windows(9).filter(|w| w == b"/FontFile").count();
            assert!(embedded >= 1, "{stem}: no font embedded");
        }
    }
}

#[test]
fn every_announcement_reads_back_from_the_pdf_in_english_and_german() {
    if !has_pdftotext() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for lang in ["en", "de"] {
        let pdf = dir.path().join(format!("mission-1-{lang}.pdf"));
        own_pdf(dir.path(), "mission-1", &pdf, &["--lang", lang]);
        let text = words(&text_of(&pdf)).join(" ");
        let track = find_track("mission-1").unwrap();
        // This thread only: the other tests of the binary keep their language.
        i18n::set_thread_language(i18n::Language::parse(lang));
        let card = MissionCard::new(&track, 5);
        for line in &card.lines {
            let spoken = words(&sitting_duck::card::words::spoken(line)).join(" ");
            assert!(text.contains(&spoken), "{lang}: {spoken}");
            assert!(
                text.contains(&clock(line.at_ms)),
                "{lang}: {}",
                clock(line.at_ms)
            );
        }
        i18n::set_thread_language(None);
    }
}

#[test]
fn chromium_s_print_and_the_own_pdf_hold_the_same_words_on_one_page() {
    let Some(chromium) = find_chromium() else {
        tool(false, "chromium", "chromium");
        return;
    };
    if !has_pdftotext() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // The densest shipped track (the most printed rows), and an ordinary one, in German too.
    let densest = missions::track::shipped()
        .into_iter()
        .map(|(stem, _)| stem)
        .max_by_key(|stem| page(&MissionCard::new(&find_track(stem).unwrap(), 5), Paper::A4).len())
        .unwrap();
    for (track, lang) in [("mission-1", "en"), (densest, "en"), ("mission-1", "de")] {
        let own = dir.path().join(format!("{track}-{lang}-own.pdf"));
        own_pdf(dir.path(), track, &own, &["--lang", lang]);
        let printed = dir.path().join(format!("{track}-{lang}-chromium.pdf"));
        let out = Command::new(BIN)
            .args(["card", track, "--lang", lang, "--chromium", "--pdf"])
            .arg(&printed)
            .env("PATH", chromium.parent().unwrap())
            .output()
            .unwrap();
        ok(&out);
        for pdf in [&own, &printed] {
            assert_eq!(
                page_count(&std::fs::read(pdf).unwrap()),
                1,
                "{}",
                pdf.display()
            );
        }
        let mut own_words = words(&text_of(&own));
        let mut printed_words = words(&text_of(&printed));
        // The two lay the page out differently (pdftotext reads the table's cells in
        // another order): the same words, counted, is the same text.
        own_words.sort();
        printed_words.sort();
        assert_eq!(own_words, printed_words, "{track} in {lang}");
    }
}
