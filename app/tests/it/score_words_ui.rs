//! A lost mission's score card says it once and in words: the headline names what destroyed
//! the ship (no second line saying it again), the total's place says a lost mission scores
//! nothing (no bare red dash), and the field for the log's page says what it is.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use missions::{Catalog, game::parse_game};
use sitting_duck::gui::screens::resolution::ResolutionScreen;
use sitting_duck::gui::screens::score::ScoreScreen;

fn lost_card() -> Harness<'static, ScoreScreen> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/scenarios/mechanics/lost-mission.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let game = parse_game(&text, "lost", &Catalog::base().unwrap()).unwrap();
    let screen = ScoreScreen::new(ResolutionScreen::new(game, text).replay, String::new());
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, screen: &mut ScoreScreen| {
                screen.draw(ui);
            },
            screen,
        );
    h.run();
    h
}

/// Every text the harness last painted.
fn painted(h: &Harness<'static, ScoreScreen>) -> Vec<String> {
    super::support::painted_texts(h.output(), &|_| true)
}

#[test]
fn a_lost_card_says_the_destruction_once_and_the_total_in_words() {
    let h = lost_card();
    h.get_by_label("The ship was destroyed by Frigate");
    assert!(h.query_by_label_contains("destroys the ship").is_none());
    let texts = painted(&h);
    assert!(!texts.iter().any(|t| t == "-"), "{texts:?}");
    assert!(texts.iter().any(|t| t == "A lost mission scores nothing"));
    h.get_by_label("Ship's log page");
}
