//! "Share" on the score card: the intent is applied by the app, which
//! writes the mission's HTML report to `reports/` beside the ship's log (or to the file the
//! crew typed), says where on the card, honours "Spoiler-free", and never writes over the
//! ship's log.

use std::path::Path;

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;

use super::support::{AppHarness, FIVE_CREW, Window, click, load, press, settle, type_into};

/// The app on the score card of the five-crew mission, its ship's log at `db`.
fn score_card(db: &Path) -> AppHarness {
    let mut h = Window::default().size(1280.0, 800.0).ship_log(db).open();
    click(&mut h, "Resolve a game file");
    load(&mut h, FIVE_CREW);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::End);
    click(&mut h, "Score card  [S]");
    assert_eq!(h.state().screen(), ScreenName::Score);
    h
}

fn shared(h: &AppHarness) -> Result<String, String> {
    h.state()
        .score()
        .unwrap()
        .shared
        .clone()
        .expect("an answer")
}

/// The threats' card names of the five-crew mission.
fn card_names() -> Vec<String> {
    let catalog = missions::Catalog::base().unwrap();
    let text = std::fs::read_to_string(FIVE_CREW).unwrap();
    let game = missions::game::parse_game(&text, "x", &catalog).unwrap();
    game.game
        .setup()
        .threats
        .iter()
        .map(|t| t.card.name.clone())
        .collect()
}

#[test]
fn share_writes_the_report_beside_the_ship_log_and_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = score_card(&db);
    assert!(h.state().score().unwrap().shared.is_none());
    click(&mut h, "Share  [R]");
    let msg = shared(&h).unwrap();
    h.get_by_label(&msg);
    let reports = dir.path().join("reports");
    let files: Vec<_> = std::fs::read_dir(&reports)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let file = &files[0];
    assert!(msg.contains(&file.display().to_string()), "{msg}");
    assert!(file.extension().is_some_and(|x| x == "html"));
    // The day and time in the name as `2026-12-01-2130`, not RFC 3339's `t21-30`.
    let stem = file.file_stem().unwrap().to_str().unwrap();
    let when = &stem[stem.len() - 15..];
    assert!(
        when.chars()
            .enumerate()
            .all(|(i, c)| if [4, 7, 10].contains(&i) {
                c == '-'
            } else {
                c.is_ascii_digit()
            }),
        "{stem}"
    );
    let page = std::fs::read_to_string(file).unwrap();
    // The date as the crew reads it: `Played 2026-12-01 21:30`.
    let played = page.find("Played ").map(|i| &page[i + 7..i + 23]).unwrap();
    assert_eq!(played.as_bytes()[10], b' ', "{played}");
    assert_eq!(played.as_bytes()[13], b':', "{played}");
    for name in ["Anna", "Ben", "Cleo", "Dan", "Eve", "<svg", "Total"] {
        assert!(page.contains(name), "{name}");
    }
    for name in card_names() {
        assert!(page.contains(&name), "{name}");
    }
    // The crew page the card would save to, and nothing written to the ship's log.
    assert!(page.contains("Crew: Anna, Ben, Cleo, Dan, Eve"));
    assert!(!db.exists());
}

#[test]
fn share_writes_a_spoiler_free_report_to_the_file_typed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = score_card(&db);
    let file = dir.path().join("for the forum.html");
    type_into(&mut h, "Report file", file.to_str().unwrap());
    click(&mut h, "Spoiler-free");
    assert!(h.state().score().unwrap().spoiler_free);
    click(&mut h, "Share  [R]");
    let msg = shared(&h).unwrap();
    assert!(msg.contains("for the forum.html"), "{msg}");
    let page = std::fs::read_to_string(&file).unwrap();
    assert!(page.contains("Spoiler-free"));
    for name in card_names() {
        assert!(!page.contains(&name), "{name} named");
    }
}

#[test]
fn share_never_writes_over_the_ship_log() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = score_card(&db);
    click(&mut h, "Save to ship's log  [L]");
    for _ in 0..200 {
        settle(&mut h);
        if !h.state().score().unwrap().is_saving() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(matches!(h.state().score().unwrap().saved, Some(Ok(_))));
    let before = std::fs::read(&db).unwrap();
    type_into(&mut h, "Report file", db.to_str().unwrap());
    click(&mut h, "Share  [R]");
    let why = shared(&h).unwrap_err();
    assert!(why.contains("the ship's log itself"), "{why}");
    h.get_by_label(&why);
    assert_eq!(std::fs::read(&db).unwrap(), before);
}
