//! The New Frontier in the app: the modules and the red decks chosen on the setup screen,
//! saved in the settings, and carried into the digital deck, the boards and the mission.

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;
use sitting_duck::shell::settings::{Difficulty, Settings};

use super::support::{
    AppHarness, FakeClock, Window, activate, choose, click, click_containing, fly_to_boards, press,
    settle, type_into, wait,
};

#[test]
fn the_modules_and_red_decks_are_chosen_on_setup_and_reach_the_boards() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).settings(&path).open();
    assert!(
        h.query_by_label("Red serious threats").is_none(),
        "no red in the base game"
    );
    click(&mut h, "New threats");
    assert!(h.state().settings().modules.new_threats);
    click(&mut h, "Red serious threats");
    click(&mut h, "White serious threats");
    assert_eq!(h.state().settings().serious, Difficulty::Red);
    // The last level of a deck stays chosen.
    click(&mut h, "Red serious threats");
    assert_eq!(h.state().settings().serious, Difficulty::Red);
    click(&mut h, "Yellow common threats");
    click(&mut h, "Red common threats");
    assert_eq!(h.state().settings().common, Difficulty::All);
    click(&mut h, "Double actions");
    click(&mut h, "Specializations");
    click(&mut h, "Specializations");
    let modules = h.state().settings().modules;
    assert!(modules.double_actions && modules.new_threats && !modules.specializations);

    click(&mut h, "Mission 1");
    fly_to_boards(&mut h, &clock);
    let saved = Settings::load(&path).unwrap();
    assert_eq!(saved.modules, modules);
    assert_eq!(
        (saved.common, saved.serious),
        (Difficulty::All, Difficulty::Red)
    );
    let boards = h.state().boards().unwrap();
    assert_eq!(boards.modules, modules);
    // Every serious card the digital deck drew is a red one.
    let catalog = h.state().library().catalog.clone().unwrap();
    for threat in boards.threats.iter().filter(|t| t.serious) {
        if let Some(id) = &threat.card {
            let card = catalog.get(id).unwrap();
            assert_eq!(card.color, engine::Color::Red, "{id}");
        }
    }

    // The next evening starts where this one ended; switching the new threats off takes
    // the red level out of both decks.
    let mut h2 = Window::default().clock(&clock).settings(path).open();
    assert_eq!(h2.state().settings().modules, modules);
    click(&mut h2, "New threats");
    let s = h2.state().settings();
    assert_eq!(
        (s.common, s.serious),
        (Difficulty::Mixed, Difficulty::White)
    );
    assert!(h2.query_by_label("Red common threats").is_none());
}

#[test]
fn choosing_a_double_action_track_switches_double_actions_on() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    assert!(!h.state().settings().modules.double_actions);
    click(&mut h, "Mission 1");
    assert!(!h.state().settings().modules.double_actions);
    choose(&mut h, "Double-action missions", "Double-action mission 1");
    assert!(h.state().settings().modules.double_actions);
    h.get_by_label("Double actions");
}

#[test]
fn with_specializations_each_board_holds_its_own_card_and_no_heroic_ones() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Specializations");
    click(&mut h, "Resolve a game file");
    assert_eq!(h.state().screen(), ScreenName::Boards);
    assert!(h.query_by_label("Palette A*").is_none(), "no heroic cards");
    assert!(h.query_by_label("Palette @UR").is_none());
    h.get_by_label("Palette S+");

    click(&mut h, "Anna's specialization");
    activate(&mut h, "Medic");
    click(&mut h, "Anna level 2");
    // Ben cannot take the Medic too: the choice is greyed out and refused.
    click(&mut h, "Ben's specialization");
    activate(&mut h, "Medic");
    activate(&mut h, "Rocketeer");
    let rows = &h.state().boards().unwrap().rows;
    assert_eq!(
        rows[0].specialist.map(|s| (s.specialization, s.level)),
        Some((engine::Specialization::Medic, 2))
    );
    assert_eq!(
        rows[1].specialist.map(|s| s.specialization),
        Some(engine::Specialization::Rocketeer)
    );

    // The palette types the specialization card into the focused board.
    click(&mut h, "Palette S:>");
    assert_eq!(h.state().boards().unwrap().rows[0].text, "S:>");
    h.get_by_label("Anna space 1: specialization card (basic) with blue arrow");
}

/// The Teleporter's tokens are placed on its board (who is moved, into whose station) and kept
/// in the autosaved draft; the board's specialization, tokens included, is what the boards'
/// game file gets.
#[test]
fn the_teleporters_tokens_are_placed_on_its_board_and_kept_in_the_draft() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Specializations");
    click(&mut h, "Resolve a game file");
    click(&mut h, "Anna's specialization");
    activate(&mut h, "Teleporter");
    // Both tokens start on the Teleporter herself: nobody is moved.
    // Opened by its accessibility action: the line may sit below the fold of the test window.
    activate(&mut h, "Anna's departure token");
    activate(&mut h, "departure: Ben");
    let teleport = |h: &AppHarness| {
        h.state().boards().unwrap().rows[0]
            .specialist
            .and_then(|s| s.teleport)
    };
    assert_eq!(
        teleport(&h),
        Some(engine::Teleport {
            departure: 1,
            arrival: 0
        })
    );
    // The draft keeps them.
    let entry = h.state().boards().unwrap();
    let mut restored = entry.clone();
    restored.set_file(entry.file());
    assert_eq!(restored.rows[0].specialist, entry.rows[0].specialist);
    // Another specialization drops the tokens with the Teleporter.
    click(&mut h, "Anna's specialization");
    activate(&mut h, "Mechanic");
    assert_eq!(teleport(&h), None);
    assert!(h.query_by_label("Anna's departure token").is_none());
}

#[test]
fn incoming_data_says_how_many_cards_each_player_draws_for_the_androids() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    // Two players and two androids.
    h.get_all_by_label("Remove").last().unwrap().click();
    settle(&mut h);
    h.get_all_by_label("Remove").last().unwrap().click();
    settle(&mut h);
    click(&mut h, "Security chief 1");
    assert!(h.state().settings().androids);
    choose(
        &mut h,
        "Double-action missions",
        "Double-action easier mission 1",
    );
    click_containing(&mut h, "Start mission");
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "{:?}",
        h.state().setup_problems()
    );
    wait(&mut h, &clock, 140.5);
    h.get_by_label("INCOMING DATA · each player may draw 2 action cards");
}

/// The whole evening with The New Frontier: the modules and a red serious deck chosen on the
/// setup screen, a double-action track flown on the fake clock with the app drawing the
/// cards, the boards entered with a specialization, resolved and stepped, the score card
/// naming the modules, and the mission in the ship's log with its modules, red difficulty
/// and specialization.
#[test]
fn a_new_frontier_mission_is_set_up_flown_entered_resolved_scored_and_logged() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let clock = FakeClock::default();
    let mut h = Window::default()
        .clock(&clock)
        .settings(dir.path().join("settings.json"))
        .ship_log(&db)
        .open();
    h.state_mut()
        .set_autosave_path(Some(dir.path().join("autosave.yaml")));
    click(&mut h, "Specializations");
    click(&mut h, "New threats");
    click(&mut h, "Red serious threats");
    choose(
        &mut h,
        "Double-action missions",
        "Double-action easier mission 1",
    );
    assert_eq!(
        h.state().settings().modules,
        engine::Modules {
            double_actions: true,
            specializations: true,
            new_threats: true
        }
    );
    fly_to_boards(&mut h, &clock);
    let boards = h.state().boards().unwrap();
    assert!(
        boards.threats.iter().all(|t| t.card.is_some()),
        "the app drew every card"
    );

    // Anna is the Medic (level 1) and plays her card with a move in turn 2.
    click(&mut h, "Anna's specialization");
    activate(&mut h, "Medic");
    type_into(&mut h, "Anna's board", ". S:> A A . A A . A . A .");
    // Double cards typed (`A>`: A, then move right) and clicked on the palette.
    type_into(&mut h, "Ben's board", "A> A A . A A . A A . A A");
    type_into(&mut h, "Chloe's board", "< A A . A A . A A . A A");
    type_into(&mut h, "Dan's board", "^ B A . B A . C . . .");
    h.get_by_label("Ben space 1: double action: A, then blue arrow");
    assert!(
        h.query_by_label("Palette A*").is_none(),
        "no heroic cards with specializations"
    );
    click(&mut h, "Palette B^");
    assert_eq!(
        h.state().boards().unwrap().rows[3].text,
        "^ B A . B A . C . . . B^"
    );
    click(&mut h, "Resolve  [Ctrl+Enter]");
    assert_eq!(
        h.state().screen(),
        ScreenName::Resolution,
        "{:?}",
        h.state().boards().map(|b| b.problems.clone())
    );
    // Turn 2: the action row shows Anna's specialization card with its move.
    press(&mut h, egui::Key::ArrowDown);
    press(&mut h, egui::Key::ArrowDown);
    h.get_by_label("Anna plays specialization card (basic) with blue arrow");
    h.get_by_label("Ben plays A");
    h.get_by_label_contains("Anna: Medic 1");

    press(&mut h, egui::Key::End);
    click(&mut h, "Score card  [S]");
    assert_eq!(h.state().screen(), ScreenName::Score);
    h.get_by_label("The New Frontier: Double actions, Specializations, New threats");
    click_containing(&mut h, "Save to ship's log");
    let saved = h.state().score().unwrap().saved.clone();
    assert!(matches!(&saved, Some(Ok(_))), "{saved:?}");
    let log = shiplog::ShipLog::open_read_only(&db).unwrap();
    let logged = log.all().unwrap();
    assert_eq!(logged.len(), 1);
    let record = &logged[0].record;
    assert_eq!(record.modules, h.state().settings().modules);
    assert_eq!(record.serious_difficulty, Difficulty::WhiteRed);
    assert_eq!(record.crew[0].specialization.as_deref(), Some("medic 1"));
    assert_eq!(
        record.track.as_deref(),
        Some("Double-action easier mission 1")
    );
}

/// The README's New Frontier mission (docs/examples/new-frontier-mission.yaml) loads with
/// its three modules, double cards and specializations, and the crew wins it.
#[test]
fn the_readme_new_frontier_mission_loads_and_is_won() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/examples/new-frontier-mission.yaml"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let catalog = missions::Catalog::shipped().unwrap();
    let game = missions::game::parse_game(&text, path, &catalog).unwrap();
    let setup = game.game.setup();
    assert_eq!(
        setup.modules,
        engine::Modules {
            double_actions: true,
            specializations: true,
            new_threats: true
        }
    );
    assert!(setup.crew.iter().all(|c| c.specialist.is_some()));
    assert!(
        setup
            .crew
            .iter()
            .any(|c| c.actions.iter().any(|a| a.is_double()))
    );
    let resolution = engine::resolve(&game.game, game.seed);
    assert!(resolution.score.is_some(), "{:?}", resolution.outcome);
}

/// A card of the shipped catalog that calls in a threat brings, from the digital deck, the
/// top card of the common pile of the kind it calls.
#[test]
fn a_calling_card_is_drawn_with_the_card_it_calls() {
    use sitting_duck::gui::model::deck::{Pile, ShuffledDeck, ThreatDeck, catalog_faces};
    let faces = catalog_faces().unwrap();
    let caller = faces.iter().find(|f| f.calls.is_some()).unwrap().clone();
    let mut deck = ShuffledDeck::new(&faces, [Difficulty::All; 2], true, 5);
    let called = deck.draw_called(&caller);
    assert!(!called.is_empty(), "{} calls a card", caller.id);
    let pile = Pile {
        serious: false,
        internal: caller.calls.unwrap(),
    };
    assert_eq!(
        called[0].pile, pile,
        "from the common pile of the kind it calls"
    );
}
