//! The setup screen at the table's window sizes: every language in the list in view, a
//! crew member's five colors on one line, the left column where it was after "Mission card".

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use i18n::Language;

use super::support::{SIZES, Window, click, settle};

#[test]
fn every_language_can_be_picked_with_the_pointer() {
    for (w, h) in SIZES {
        for (language, name) in [(Language::Es, "Español"), (Language::Cs, "Čeština")] {
            i18n::set_thread_language(None);
            let mut app = Window::default().size(w, h).open();
            app.get_by_role_and_label(Role::ComboBox, "Language")
                .click();
            settle(&mut app);
            // A pointer's click, not AccessKit's: an option scrolled out of the list's view
            // takes no click.
            click(&mut app, name);
            assert_eq!(
                app.state().settings().language,
                Some(language),
                "{name} at {w}x{h}"
            );
        }
    }
    i18n::set_thread_language(None);
}

#[test]
fn a_crew_member_s_five_colors_stay_on_one_line() {
    for (w, h) in SIZES {
        let app = Window::default().size(w, h).open();
        for player in 1..=4 {
            let middles: Vec<f32> = ["red", "yellow", "green", "blue", "purple"]
                .iter()
                .map(|c| {
                    app.get_by_label(&format!("Player {player} {c}"))
                        .rect()
                        .center()
                        .y
                })
                .collect();
            assert!(
                middles.iter().all(|t| (t - middles[0]).abs() <= 2.0),
                "player {player} at {w}x{h}: {middles:?}"
            );
        }
    }
}

#[test]
fn the_left_column_stays_in_place_after_mission_card() {
    for (w, h) in SIZES {
        let dir = tempfile::tempdir().unwrap();
        // A long folder, as a home directory's data folder is.
        let log = dir
            .path()
            .join("a-rather-long-folder-name-for-the-ship-s-log")
            .join("shiplog.sqlite3");
        let mut app = Window::default().size(w, h).ship_log(log).open();
        let labels = ["Mission card", "Open a mission", "Sirens", "Mission"];
        // Lines below the card's answer move down; nothing moves sideways.
        let lefts = |app: &super::support::AppHarness| -> Vec<f32> {
            labels
                .iter()
                .map(|l| app.get_by_label(l).rect().left())
                .collect()
        };
        // Scrolled to the button and clicked with the pointer, as a crew does.
        app.get_by_label("Mission card").scroll_to_me();
        settle(&mut app);
        let before = lefts(&app);
        click(&mut app, "Mission card");
        app.get_by_label_contains("Card written to");
        assert_eq!(before, lefts(&app), "at {w}x{h}");
        let written = app.get_by_label_contains("Card written to").rect();
        assert!(
            written.left() >= 0.0 && written.right() <= w / 2.0 + 8.0,
            "the line stays in the left column at {w}x{h}: {written:?}"
        );
    }
}
