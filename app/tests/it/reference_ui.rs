//! The rules reference at hand (issue 38.4): a line of the resolution log and a line of the
//! debrief each open it at the card they apply; the search finds a card by its name and by
//! its id, in English and in German (where it also reads the card's German rules).

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use missions::Catalog;
use sitting_duck::gui::ScreenName;

use super::support::{AppHarness, Window, click, load, press, settle, type_into};

const LOST: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/scenarios/mechanics/lost-mission.yaml"
);

/// The three cards of the lost mission: Gunship, Destroyer, Frigate.
const CARDS: [&str; 3] = ["E1-05", "E1-02", "SE1-01"];

fn resolved() -> AppHarness {
    let mut h = Window::default().size(1280.0, 800.0).open();
    click(&mut h, "Resolve a game file");
    load(&mut h, LOST);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    h
}

/// The stats line only the card's own entry shows.
fn stats(id: &str) -> String {
    words::threats::stats_line(Catalog::shipped().unwrap().get(id).unwrap())
}

/// Clicks the first link chip of one of the mission's cards; returns its id.
fn click_a_card_link(h: &mut AppHarness) -> &'static str {
    let id = CARDS
        .into_iter()
        .find(|id| h.query_all_by_label(id).next().is_some())
        .expect("no line links to a card of the mission");
    h.get_all_by_label(id).next().unwrap().click();
    h.run();
    id
}

#[test]
fn a_line_of_the_resolution_log_opens_the_reference_at_its_card() {
    let mut h = resolved();
    let id = click_a_card_link(&mut h);
    assert_eq!(h.state().screen(), ScreenName::ThreatCards);
    assert!(h.query_by_label_contains(&stats(id)).is_some(), "{id}");
    // Back is the resolution it was opened from.
    click(&mut h, "Back");
    assert_eq!(h.state().screen(), ScreenName::Resolution);
}

#[test]
fn a_line_of_the_debrief_opens_the_reference_at_its_card() {
    let mut h = resolved();
    press(&mut h, egui::Key::S);
    assert_eq!(h.state().screen(), ScreenName::Score);
    h.get_by_label("How the ship was destroyed");
    let id = click_a_card_link(&mut h);
    assert_eq!(h.state().screen(), ScreenName::ThreatCards);
    assert!(h.query_by_label_contains(&stats(id)).is_some(), "{id}");
}

/// The reference opened from setup in `language`, `typed` in its search.
fn searched(language: i18n::Language, typed: &str) -> AppHarness {
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .system_language(language)
        .open();
    i18n::set_thread_language(Some(language));
    h.get_by_role_and_label(Role::Button, &i18n::tr!("table-threat-cards"))
        .click_accesskit();
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::ThreatCards);
    type_into(&mut h, &i18n::tr!("boards-search"), typed);
    h
}

#[test]
fn the_search_finds_a_card_by_name_and_by_id_in_english_and_german() {
    use i18n::Language::{De, En};
    for (language, rules_word) in [(En, "doubled"), (De, "verdoppelt")] {
        for typed in ["Destroyer", "e1-02", rules_word] {
            let mut h = searched(language, typed);
            assert!(
                h.query_by_label("E1-05  Gunship").is_none(),
                "{language:?}: {typed} finds more than the Destroyer"
            );
            h.get_by_label("E1-02  Destroyer").click();
            h.run();
            assert!(
                h.query_by_label_contains(&stats("E1-02")).is_some(),
                "{language:?}: {typed}"
            );
        }
    }
    i18n::set_thread_language(Some(En));
}
