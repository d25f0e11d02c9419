//! The coach and the debrief speak plain words, never the board's tokens (issue 39.8): "had
//! played heroic B", not "B*"; "heroic move to lower blue", not "@LB".

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::coach_panel::ASK;

use super::support::{AppHarness, Window, click, load, press};

const SCORE_MORE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/coach/score-more.yaml"
);

fn coached() -> AppHarness {
    let mut h = Window::default().open();
    click(&mut h, "Resolve a game file");
    load(&mut h, SCORE_MORE);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::S);
    assert_eq!(h.state().screen(), ScreenName::Score);
    h
}

#[test]
fn the_coach_s_suggestions_name_cards_in_words() {
    let mut h = coached();
    click(&mut h, ASK);
    for sentence in [
        "If Ben had played heroic B instead of B in turn 10",
        "If Dan had played heroic move to lower blue instead of gravolift",
    ] {
        assert!(
            h.query_all_by_label_contains(sentence).next().is_some(),
            "{sentence}"
        );
    }
    for token in ["B*", "@LB", " ^ "] {
        assert!(
            h.query_by_label_contains(&format!("played {token}"))
                .is_none()
                && h.query_by_label_contains(&format!("instead of {token}"))
                    .is_none(),
            "{token}"
        );
    }
}
