//! The score card's buttons stay where the pointer left them, and its answers are in view: a
//! status line ("Saved as mission 1", a report written) neither moves the buttons nor falls
//! below the window's edge.

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;

use super::support::{FIVE_CREW, SIZES, Window, click, load, press, settle};

#[test]
fn a_status_line_does_not_move_the_buttons() {
    for (w, h) in SIZES {
        let dir = tempfile::tempdir().unwrap();
        let mut app = Window::default()
            .size(w, h)
            .ship_log(dir.path().join("shiplog.sqlite3"))
            .open();
        click(&mut app, "Resolve a game file");
        load(&mut app, FIVE_CREW);
        click(&mut app, "Resolve  [Ctrl+Enter]");
        press(&mut app, egui::Key::S);
        assert_eq!(app.state().screen(), ScreenName::Score);
        let buttons = ["Back  [Esc]", "Next mission  [Enter]"];
        let before: Vec<_> = buttons.iter().map(|b| app.get_by_label(b).rect()).collect();
        app.get_by_label_contains("Save to ship's log").click();
        settle(&mut app);
        app.get_by_label_contains("Saved");
        let after: Vec<_> = buttons.iter().map(|b| app.get_by_label(b).rect()).collect();
        let saved = app.get_by_label_contains("Saved").rect();
        assert!(
            saved.bottom() <= h,
            "the line in the window at {w}x{h}: {saved:?}"
        );
        assert_eq!(before, after, "at {w}x{h}");
    }
}
