//! Homebrew threat cards in the app (issue 38.3): a card designed in the designer (fields
//! filled, a problem seen at its field and fixed, its rules in words and a scenario's
//! outcome), saved into the crew's folder, chosen at setup (its cards join the digital
//! deck), played in a resolved mission that the ship's log keeps with the card, and
//! replayed from the log after the card file is gone.

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::shiplog::replay::ReplayCheck;

use super::support::{AppHarness, Window, activate, click, load, press, scenario, settle};

/// Opens the homebrew section of setup and the designer.
fn open_designer(h: &mut AppHarness) {
    // Below the fold of a small window: clicked as a screen reader would.
    h.get_by_label_contains("Homebrew threat cards")
        .click_accesskit();
    settle(h);
    activate(h, "Design a threat card");
    assert_eq!(h.state().screen(), ScreenName::Designer);
}

/// Clears the text field labelled `label` (one line, or several) with the keyboard and
/// types `text`.
fn retype(h: &mut AppHarness, label: &str, text: &str) {
    let role = if h.query_by_role_and_label(Role::TextInput, label).is_some() {
        Role::TextInput
    } else {
        Role::MultilineTextInput
    };
    h.get_by_role_and_label(role, label).focus();
    settle(h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    press(h, egui::Key::Backspace);
    h.get_by_role_and_label(role, label).type_text(text);
    settle(h);
}

#[test]
fn a_card_designed_saved_and_chosen_plays_in_a_mission_that_replays_from_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = Window::default().size(1280.0, 800.0).ship_log(&db).open();
    h.state_mut().set_crew_folder(Some(dir.path().join("crew")));
    settle(&mut h);
    open_designer(&mut h);

    // Fill the card in; an action phrase that does not read is said at its field.
    retype(&mut h, "Id", "H-07");
    retype(&mut h, "Name", "Space Goose");
    retype(&mut h, "X", "attak 1");
    let problems = h.state().designer().unwrap().problems().to_vec();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].field.as_deref(), Some("x"));
    assert!(problems[0].text.starts_with("X: ") && problems[0].text.contains("attak"));
    // At its field, and in the list of what is wrong beside the fields.
    assert_eq!(h.query_all_by_label(&problems[0].text).count(), 2);
    assert!(h.state().designer().unwrap().outcome().is_none());
    click(&mut h, "Save to the crew's folder");
    h.get_by_label("Not saved: fix what is wrong with the card first.");

    // Fixed: the rules in words and the scenario's outcome, by the engine.
    retype(&mut h, "X", "attack 1");
    assert!(h.state().designer().unwrap().problems().is_empty());
    h.get_by_label("H-07  Space Goose");
    h.get_by_label("X: attack 1");
    let outcome = h
        .state()
        .designer()
        .unwrap()
        .outcome()
        .cloned()
        .unwrap()
        .unwrap();
    assert_eq!(outcome.headline, "MISSION COMPLETE");
    h.get_by_label(&outcome.damage);
    assert!(
        outcome.lines.iter().any(|l| l.contains("Space Goose")),
        "{outcome:?}"
    );

    // Saved into the crew's folder, and never over a file without asking.
    click(&mut h, "Save to the crew's folder");
    let file = dir.path().join("crew").join("cards").join("h-07.yaml");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("Space Goose"), "{saved}");
    click(&mut h, "Save to the crew's folder");
    h.get_by_label("A card file of that name is in the crew's folder. Replace it?");
    click(&mut h, "Keep it");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), saved);

    // Chosen at setup: listed with its card, its card in the digital deck.
    click(&mut h, "Back");
    assert_eq!(h.state().screen(), ScreenName::Setup);
    h.get_by_label("H-07  Space Goose");
    assert!(!h.state().deck_faces().iter().any(|f| f.id == "H-07"));
    activate(&mut h, "h-07.yaml");
    assert_eq!(h.state().settings().card_files, std::slice::from_ref(&file));
    assert!(h.state().deck_faces().iter().any(|f| f.id == "H-07"));
    h.get_by_label_contains("(1 file in the decks)");

    // Loaded again from its file to edit: the fields as saved.
    activate(&mut h, "Edit h-07.yaml in the designer");
    let designer = h.state().designer().unwrap();
    assert_eq!(designer.entry.name, "Space Goose");
    assert_eq!(designer.phrases[0], "attack 1");
    assert!(designer.problems().is_empty());
    click(&mut h, "Back");

    // A mission with it, resolved and logged.
    let game = dir.path().join("goose.yaml");
    let src =
        std::fs::read_to_string(scenario("mechanics/heavy-laser-through-shield.yaml")).unwrap();
    std::fs::write(&game, src.replace("threat: Fighter", "threat: Space Goose")).unwrap();
    click(&mut h, "Resolve a game file");
    load(&mut h, game.to_str().unwrap());
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::End);
    click(&mut h, "Score card  [S]");
    assert_eq!(h.state().screen(), ScreenName::Score);
    click(&mut h, "Save to ship's log  [L]");
    let logged = shiplog::ShipLog::open_read_only(&db)
        .unwrap()
        .all()
        .unwrap();
    let cards = logged[0].record.cards.clone().unwrap();
    assert!(cards.contains("Space Goose"), "{cards}");

    // The card file gone and the app started again: the log replays the mission.
    std::fs::remove_file(&file).unwrap();
    let mut h = Window::default().size(1280.0, 800.0).ship_log(&db).open();
    h.get_by_label("Ship's log").click();
    settle(&mut h);
    click(&mut h, "Replay mission 1");
    let replay = h.state().log_replay().expect("the mission replays");
    assert_eq!(replay.check, ReplayCheck::Matches);
}

#[test]
fn a_card_file_with_a_problem_is_listed_with_its_place_and_reason_and_kept_out_of_the_deck() {
    let dir = tempfile::tempdir().unwrap();
    let cards = dir.path().join("cards");
    std::fs::create_dir_all(&cards).unwrap();
    std::fs::write(
        cards.join("bad.yaml"),
        "- { id: H-09, name: Ooze, kind: external, severity: common, color: white, \
         hit_points: 3, speed: 2, x: [ooze 1], y: [], z: [attack 2] }\n",
    )
    .unwrap();
    let mut h = Window::default().size(1280.0, 800.0).open();
    h.state_mut().set_crew_folder(Some(dir.path().to_owned()));
    settle(&mut h);
    h.get_by_label_contains("Homebrew threat cards")
        .click_accesskit();
    settle(&mut h);
    // The file, its line and column, the card's field and the reason, in one line.
    h.get_by_label_contains("bad.yaml:1:");
    h.get_by_label_contains("H-09.x: unknown effect `ooze`");
    activate(&mut h, "bad.yaml");
    assert!(!h.state().deck_faces().iter().any(|f| f.id == "H-09"));
    h.get_by_label_contains("(0 files in the decks)");
}

#[test]
fn in_german_the_designer_says_its_fields_and_problems_in_german() {
    let mut h = Window::default()
        .size(960.0, 640.0)
        .system_language(i18n::Language::De)
        .open();
    h.get_by_label_contains("Eigene Bedrohungskarten")
        .click_accesskit();
    settle(&mut h);
    activate(&mut h, "Bedrohungskarte entwerfen");
    assert_eq!(h.state().screen(), ScreenName::Designer);
    h.get_by_label("Bedrohungskarten-Designer");
    // A new card has neither id nor name yet: said at both fields, in German.
    let problems = h.state().designer().unwrap().problems().to_vec();
    let texts: Vec<&str> = problems.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "Kennung: Die Karte braucht eine Angabe",
            "Name: Die Karte braucht eine Angabe"
        ]
    );
    retype(&mut h, "Kennung", "H-08");
    retype(&mut h, "Name", "Weltraumgans");
    let outcome = h
        .state()
        .designer()
        .unwrap()
        .outcome()
        .cloned()
        .unwrap()
        .unwrap();
    assert_eq!(outcome.headline, "MISSION ERFÜLLT");
    assert!(
        outcome.damage.starts_with("Schaden: rot"),
        "{}",
        outcome.damage
    );
    i18n::set_thread_language(Some(i18n::Language::En));
}

#[test]
fn a_card_file_chosen_by_its_path_stays_chosen_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.json");
    let cards = dir.path().join("goose.yaml");
    super::support::write_homebrew_cards(&cards);
    let db = dir.path().join("shiplog.sqlite3");
    let open = || {
        let mut h = Window::default()
            .size(1280.0, 800.0)
            .settings(&settings)
            .ship_log(&db)
            .open();
        h.state_mut().set_crew_folder(Some(dir.path().join("crew")));
        settle(&mut h);
        h
    };
    let mut h = open();
    h.get_by_label_contains("Homebrew threat cards")
        .click_accesskit();
    settle(&mut h);
    let field = h.get_by_role_and_label(Role::TextInput, "Card file");
    field.focus();
    field.type_text(cards.to_str().unwrap());
    settle(&mut h);
    activate(&mut h, "Add to the decks");
    assert!(h.state().deck_faces().iter().any(|f| f.id == "H-01"));
    drop(h);

    let h = open();
    assert_eq!(
        h.state().settings().card_files,
        std::slice::from_ref(&cards)
    );
    assert!(h.state().deck_faces().iter().any(|f| f.id == "H-01"));
}
