//! Colors say what a line is (`docs/ui.md`, "a color means one thing everywhere"): a file
//! loaded is news, not a warning.

use egui::{Color32, Shape};
use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::widgets::theme;

use super::support::{AppHarness, FIVE_CREW, Window, click, load};

/// The color the window last painted the text starting with `start` in.
pub fn text_color(h: &AppHarness, start: &str) -> Option<Color32> {
    fn find(shape: &Shape, start: &str) -> Option<Color32> {
        match shape {
            Shape::Text(t) if t.galley.job.text.starts_with(start) => Some(
                t.galley
                    .job
                    .sections
                    .first()
                    .map(|s| s.format.color)
                    .filter(|c| *c != Color32::PLACEHOLDER)
                    .unwrap_or(t.fallback_color),
            ),
            Shape::Vec(shapes) => shapes.iter().find_map(|s| find(s, start)),
            _ => None,
        }
    }
    h.output().shapes.iter().find_map(|c| find(&c.shape, start))
}

#[test]
fn a_loaded_game_file_is_news_not_a_warning() {
    let mut h = Window::default().open();
    click(&mut h, "Resolve a game file");
    load(&mut h, FIVE_CREW);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    let color = text_color(&h, "loaded ").expect("the notice is shown");
    assert_ne!(color, theme::WARNING);
    // A problem keeps the warning's color.
    super::support::type_into(&mut h, "Game file", "-missing");
    click(&mut h, "Load");
    assert_eq!(text_color(&h, "cannot read "), Some(theme::WARNING));
}

/// The texts the window last painted that are justified over more than one line: spread
/// words with wide gaps.
fn justified(h: &AppHarness) -> Vec<String> {
    super::support::painted_texts(h.output(), &|t| {
        t.galley.job.justify && t.galley.rows.len() > 1
    })
}

#[test]
fn no_paragraph_of_the_setup_screen_is_justified() {
    for (w, hgt) in super::support::SIZES {
        let dir = tempfile::tempdir().unwrap();
        let mut h = Window::default()
            .size(w, hgt)
            .ship_log(
                dir.path()
                    .join("a-long-folder-name-for-the-log")
                    .join("ship.db"),
            )
            .open();
        super::support::activate(&mut h, "Mission card");
        h.get_by_label("Mission card").scroll_to_me();
        super::support::settle(&mut h);
        assert_eq!(justified(&h), Vec::<String>::new(), "at {w}x{hgt}");
    }
}
