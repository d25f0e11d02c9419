//! Colors say what a line is (`docs/ui.md`, "a color means one thing everywhere"): a file
//! loaded is news, not a warning.

use egui::{Color32, Shape};
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
