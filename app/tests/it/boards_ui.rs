//! The boards, the resolution and the score card driven through the real app's window:
//! boards typed and clicked, resolved, stepped forward and back with what the board shows
//! compared with the engine's state at each step, a game file loaded and scored like
//! `sitting-duck resolve --json`, and the score saved to a ship's log.

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use engine::{State, Station, ThreatStatus, Zone};
use missions::{Catalog, game::parse_game};
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::widgets::ship_board::{
    damage_label, reactor_label, shield_label, station_label, threat_label,
};
use strum::VariantArray;
use words::report::result_json;

use super::support::{
    AppHarness, FIVE_CREW, FakeClock, Window, click, click_containing, load, press, settle,
    type_into, wait,
};

/// A click while the resolution plays: two frames (the click, then its label drawn), not
/// `run()`, since the playing screen keeps asking for frames.
fn click_playing(h: &mut AppHarness, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.step();
}

/// What the board shows equals the engine's state: energy, damage, stations, threat tokens.
fn assert_board_shows(h: &AppHarness, state: &State) {
    for &zone in Zone::VARIANTS {
        h.get_by_label(&reactor_label(state, zone));
        h.get_by_label(&shield_label(state, zone));
        h.get_by_label(&damage_label(state, zone));
    }
    for station in Station::ALL {
        h.get_by_label(&station_label(state, station));
    }
    for threat in state.threats() {
        let shown = h.query_all_by_label(&threat_label(threat)).count();
        if threat.status == ThreatStatus::Active && threat.space > 0 {
            assert!(shown >= 1, "{} is not on the board", threat_label(threat));
        } else {
            assert_eq!(
                shown,
                0,
                "{} is shown but {:?}",
                threat.name(),
                threat.status
            );
        }
    }
}

/// The labels built from the engine's own numbers (not from the view's helpers): the helpers
/// above must say what the state says.
fn assert_plain_numbers(h: &AppHarness, state: &State) {
    let cap = [3, 5, 3];
    for &zone in Zone::VARIANTS {
        let i = zone.index();
        let tiles = state.ship().damage[i]
            .iter()
            .filter(|t| **t == engine::DamageTile::Reactor)
            .count();
        h.get_by_label(&format!(
            "Reactor {zone}: {} of {}",
            state.ship().reactors[i],
            cap[i] - tiles
        ));
    }
    h.get_by_label(&format!("Fuel: {}", state.ship().fuel));
}

#[test]
fn two_boards_typed_and_clicked_are_resolved_stepped_and_scored() {
    let mut h = Window::default().open();
    click(&mut h, "Resolve a game file");
    assert_eq!(h.state().screen(), ScreenName::Boards);

    // One threat: a common external threat in zone red on turn 1, picked from the catalog.
    click(&mut h, "Add a threat");
    h.get_by_label("Card for T+1 red, common");
    click(&mut h, "E1-07 Fighter");
    assert_eq!(
        h.state_mut().boards().unwrap().threats[0].card.as_deref(),
        Some("E1-07")
    );

    // Anna's board typed, with a mistake shown at once and then corrected.
    let anna = h.get_by_role_and_label(Role::TextInput, "Anna's board");
    anna.focus();
    anna.type_text("A A D");
    settle(&mut h);
    h.get_by_label("Anna: space 3: `D` is not a card");
    h.get_by_label("Anna space 3: `D` is not a card");
    press(&mut h, egui::Key::Backspace);
    h.get_by_role_and_label(Role::TextInput, "Anna's board")
        .type_text("A");
    settle(&mut h);
    assert!(h.query_by_label_contains("is not a card").is_none());
    h.get_by_label("Anna space 3: A");

    // Ben's board clicked on the palette: red arrow, heroic A, an "Oops" B.
    click(&mut h, "Ben");
    click(&mut h, "Palette <");
    click(&mut h, "Palette A*");
    click(&mut h, "Oops ~");
    click(&mut h, "Palette B");
    click(&mut h, "Palette A");
    assert_eq!(h.state_mut().boards().unwrap().rows[1].text, "< A* ~B A");
    h.get_by_label("Ben space 2: heroic A");
    h.get_by_label("Ben space 3: Oops, I tripped (B)");

    click(&mut h, "Resolve  [Ctrl+Enter]");
    assert_eq!(h.state().screen(), ScreenName::Resolution);

    // The same game resolved by the engine directly.
    let game = h.state_mut().boards().unwrap().game().unwrap();
    assert_eq!(
        game.game.setup().crew[0].actions[..3],
        [engine::Action::A; 3]
    );
    let resolution = engine::resolve(&game.game, game.seed);
    assert_board_shows(&h, &resolution.state_after(0));

    // Forward step by step, checking the board each time, then back.
    let mut positions = vec![0];
    for _ in 0..12 {
        press(&mut h, egui::Key::ArrowRight);
        let at = h.state().resolution().unwrap().replay.position();
        assert!(at > *positions.last().unwrap());
        let state = resolution.state_after(at);
        assert_board_shows(&h, &state);
        assert_plain_numbers(&h, &state);
        positions.push(at);
    }
    // The fighter was on its trajectory on some of those steps (and checked there).
    assert!(
        positions
            .iter()
            .any(|at| { resolution.state_after(*at).threats()[0].status == ThreatStatus::Active })
    );
    for expected in positions.iter().rev().skip(1) {
        press(&mut h, egui::Key::ArrowLeft);
        assert_eq!(h.state().resolution().unwrap().replay.position(), *expected);
        assert_board_shows(&h, &resolution.state_after(*expected));
    }

    // Clicking a log line jumps to that moment.
    let lines: Vec<String> = resolution
        .log
        .iter()
        .map(|e| {
            format!(
                "{}: {}",
                e.step.name(),
                words::log_text::Text::new(&e.event, &resolution.initial)
            )
        })
        .collect();
    let unique = (3..lines.len())
        .find(|&i| lines.iter().filter(|l| **l == lines[i]).count() == 1)
        .unwrap();
    click(&mut h, &lines[unique]);
    assert_eq!(
        h.state().resolution().unwrap().replay.position(),
        unique + 1
    );
    assert_board_shows(&h, &resolution.state_after(unique + 1));
    h.get_by_label(&format!("event {} of {}", unique + 1, lines.len()));
    press(&mut h, egui::Key::Home);

    // Next turn goes to the end of the first turn.
    press(&mut h, egui::Key::ArrowDown);
    let at = h.state().resolution().unwrap().replay.position();
    assert!(resolution.log[..at].iter().all(|e| e.turn <= 1));
    assert!(resolution.log[at].turn > 1);

    click(&mut h, "Score card  [S]");
    assert_eq!(h.state().screen(), ScreenName::Score);
    match resolution.score {
        Some(score) => h.get_by_label(&format!("Total {}", score.total)),
        None => h.get_by_label("No score: the ship was destroyed"),
    };
    let word = match resolution.state.threats()[0].status {
        ThreatStatus::Destroyed => "Destroyed",
        ThreatStatus::Survived => "Survived",
        _ => "Still in flight at the jump",
    };
    h.get_by_label(&format!("{word}: T1 Fighter (red)"));
    // Back to the resolution, then to the boards: nothing typed is lost.
    press(&mut h, egui::Key::Escape);
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    press(&mut h, egui::Key::Escape);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    assert_eq!(h.state_mut().boards().unwrap().rows[1].text, "< A* ~B A");
}

#[test]
fn an_incomplete_entry_is_not_resolved_and_says_why() {
    let mut h = Window::default().open();
    click(&mut h, "Resolve a game file");
    click(&mut h, "Add a threat");
    let chloe = h.get_by_role_and_label(Role::TextInput, "Chloe's board");
    chloe.focus();
    chloe.type_text("A A A A A A A A A A A A A");
    settle(&mut h);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    assert_eq!(h.state().screen(), ScreenName::Boards);
    h.get_by_label("- T+1 red, common: pick the card drawn");
    h.get_by_label("- Chloe's board, 13 cards: a board has 12 spaces (remove 1)");
}

#[test]
fn a_loaded_game_file_stepped_to_the_end_scores_like_resolve_json() {
    let mut h = Window::default().open();
    click(&mut h, "Resolve a game file");
    let path = h.get_by_role_and_label(Role::TextInput, "Game file");
    path.focus();
    path.type_text(FIVE_CREW);
    settle(&mut h);
    click(&mut h, "Load");
    let notice = h.state_mut().boards().unwrap().notice.clone();
    assert_eq!(h.state_mut().boards().unwrap().rows.len(), 5, "{notice:?}");
    click(&mut h, "Resolve  [Ctrl+Enter]");
    assert_eq!(h.state().screen(), ScreenName::Resolution);

    // What `sitting-duck resolve --json` prints for the file.
    let text = std::fs::read_to_string(FIVE_CREW).unwrap();
    let game = parse_game(&text, FIVE_CREW, &Catalog::base().unwrap()).unwrap();
    let resolution = engine::resolve(&game.game, game.seed);
    let json = serde_json::to_value(result_json(&resolution)).unwrap();
    let total = json["score"]["total"]
        .as_i64()
        .expect("the file's mission is won");

    // Step through every step to the end with the keyboard, checking the board on the way.
    let mut steps = 0;
    while !h.state().resolution().unwrap().replay.at_end() {
        press(&mut h, egui::Key::Enter);
        steps += 1;
        let at = h.state().resolution().unwrap().replay.position();
        if steps % 10 == 0 {
            assert_board_shows(&h, &resolution.state_after(at));
        }
        assert!(steps < 500, "no end");
    }
    assert_board_shows(&h, &resolution.state);
    let n = resolution.log.len();
    h.get_by_label(&format!("event {n} of {n}"));
    press(&mut h, egui::Key::S);
    assert_eq!(h.state().screen(), ScreenName::Score);
    h.get_by_label(&format!("Total {total}"));
    h.get_by_label("Mission complete: the ship jumped to hyperspace");
    // Every scored threat has its line with its points.
    for threat in json["threats"].as_array().unwrap() {
        let name = threat["name"].as_str().unwrap();
        let turn = threat["turn"].as_i64().unwrap();
        match threat["result"].as_str().unwrap() {
            "destroyed" => h.get_by_label_contains(&format!("Destroyed: T{turn} {name}")),
            "survived" => h.get_by_label_contains(&format!("Survived: T{turn} {name}")),
            _ => continue,
        };
    }
    let penalty = json["score"]["damage_penalty"].as_i64().unwrap();
    assert!(h.query_all_by_label(&format!("{penalty:+}")).count() >= 1);
}

#[test]
fn the_score_is_saved_to_the_ship_log_off_the_window_thread() {
    let dir = std::env::temp_dir().join(format!("sitting-duck-boards-ui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("shiplog.sqlite3");
    let _ = std::fs::remove_file(&db);
    let mut h = Window::default().ship_log(&db).open();
    click(&mut h, "Resolve a game file");
    load(&mut h, FIVE_CREW);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::End);
    click(&mut h, "Score card  [S]");
    type_into(&mut h, "Ship's log page", "The Ducks");
    // Enter ends the typing; it does not leave the card unsaved.
    press(&mut h, egui::Key::Enter);
    assert_eq!(h.state().screen(), ScreenName::Score);
    click_containing(&mut h, "Save to ship's log");
    let saved = h.state().score().unwrap().saved.clone();
    assert!(
        matches!(&saved, Some(Ok(msg)) if msg.contains("The Ducks")),
        "{saved:?}"
    );
    let log = shiplog::ShipLog::open(&db).unwrap();
    let missions = log.list(&shiplog::MissionFilter::default()).unwrap();
    assert_eq!(missions.len(), 1);
    let total = h
        .state()
        .resolution()
        .unwrap()
        .replay
        .resolution
        .score
        .unwrap()
        .total;
    assert_eq!(missions[0].total, Some(total));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Plays Mission 1 to its end on the fake clock (four players: five threats, T+2 to T+7).
fn play_mission_one(physical: bool) -> AppHarness {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Mission 1");
    if physical {
        click(&mut h, "Crew draws");
    }
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    for seconds in [599.0, 30.0] {
        wait(&mut h, &clock, seconds);
    }
    assert_eq!(h.state().screen(), ScreenName::Boards);
    h.get_by_label("Action Round over");
    h
}

#[test]
fn after_a_digital_deck_mission_the_cards_drawn_are_on_the_boards_screen() {
    let mut h = play_mission_one(false);
    let run = h.state().mission().unwrap();
    let drawn: Vec<String> = run
        .threats()
        .iter()
        .map(|t| t.card.clone().unwrap().id)
        .collect();
    let trajectories = run.table().trajectories;
    let entry = h.state_mut().boards().unwrap();
    assert_eq!(entry.mission.as_deref(), Some("Mission 1"));
    assert_eq!(entry.trajectories, trajectories);
    assert_eq!(entry.picking, None, "every card is known");
    // Empty boards are a game too: resolve at once.
    click(&mut h, "Resolve  [Ctrl+Enter]");
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    let game = &h.state().resolution().unwrap().replay.game;
    let ids: Vec<String> = game
        .game
        .setup()
        .threats
        .iter()
        .map(|t| t.card.id.clone())
        .collect();
    assert_eq!(ids, drawn);
    assert_eq!(game.game.setup().trajectories.numbers(), trajectories);
    assert_eq!(game.game.setup().crew.len(), 4);
}

#[test]
fn after_a_physical_deck_mission_each_card_is_picked_by_searching_its_pile() {
    let mut h = play_mission_one(true);
    let slots: Vec<(bool, bool)> = h
        .state()
        .mission()
        .unwrap()
        .threats()
        .iter()
        .map(|t| (t.zone == engine::ThreatZone::Internal, t.serious))
        .collect();
    assert_eq!(slots.len(), 5);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    assert_eq!(h.state().screen(), ScreenName::Boards, "no cards yet");
    assert_eq!(
        h.query_all_by_label_contains("pick the card drawn").count(),
        5
    );

    let catalog = Catalog::base().unwrap();
    let mut picked = Vec::new();
    for (index, (internal, serious)) in slots.iter().enumerate() {
        assert_eq!(h.state_mut().boards().unwrap().picking, Some(index));
        // The setup's decks are white: the picker starts on white cards.
        assert_eq!(
            h.state_mut().boards().unwrap().level,
            Some(engine::Color::White)
        );
        // The last white card of the pile not drawn yet (one copy of each card, G2), found by
        // typing its id into the search field.
        let card = catalog
            .cards()
            .iter()
            .rev()
            .find(|c| {
                c.is_internal() == *internal
                    && (c.severity == engine::Severity::Serious) == *serious
                    && c.color == engine::Color::White
                    // The base game: the picker offers expansion cards only with new threats.
                    && c.set == engine::CardSet::Base
                    && !picked.contains(&c.id)
            })
            .unwrap();
        let search = h.get_by_role_and_label(Role::TextInput, "Search");
        search.focus();
        search.type_text(&card.id.to_lowercase());
        settle(&mut h);
        click(&mut h, &format!("{} {}", card.id, card.name));
        picked.push(card.id.clone());
    }
    assert_eq!(h.state_mut().boards().unwrap().picking, None);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    let game = &h.state().resolution().unwrap().replay.game;
    let ids: Vec<String> = game
        .game
        .setup()
        .threats
        .iter()
        .map(|t| t.card.id.clone())
        .collect();
    assert_eq!(ids, picked);
}

#[test]
fn boards_left_unfinished_are_restored_from_the_autosave() {
    let dir = std::env::temp_dir().join(format!("sitting-duck-restore-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let autosave = dir.join("boards-autosave.yaml");
    let mut h = Window::default().open();
    h.state_mut().set_autosave_path(Some(autosave.clone()));
    click(&mut h, "Resolve a game file");
    click(&mut h, "Add a threat");
    let anna = h.get_by_role_and_label(Role::TextInput, "Anna's board");
    anna.focus();
    anna.type_text("A Q >");
    settle(&mut h);
    // Written as typed: one game file, with the card still to pick.
    let text = std::fs::read_to_string(&autosave).unwrap();
    assert!(text.contains("actions: \"A Q >\""), "{text}");
    assert!(text.contains("threat: \"?\""), "{text}");

    // Leaving asks first; then a new boards screen offers the boards entered last time.
    // Esc: the first lets go of the text field, the second asks to leave.
    press(&mut h, egui::Key::Escape);
    assert!(h.query_by_label("Leave: drop these boards").is_none());
    press(&mut h, egui::Key::Escape);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    click(&mut h, "Leave: drop these boards");
    assert_eq!(h.state().screen(), ScreenName::Setup);
    click(&mut h, "Resolve a game file");
    assert_eq!(h.state_mut().boards().unwrap().rows[0].text, "");
    click(&mut h, "Restore the boards entered last time");
    let entry = h.state_mut().boards().unwrap();
    assert_eq!(entry.rows[0].text, "A Q >");
    assert_eq!(entry.threats.len(), 1);
    assert_eq!(entry.threats[0].card, None);
    settle(&mut h);
    h.get_by_label("Anna: space 2: `Q` is not a card");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_lost_mission_shows_the_threat_that_destroyed_the_ship_and_no_score() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/scenarios/mechanics/lost-mission.yaml"
    );
    let text = std::fs::read_to_string(file).unwrap();
    let game = parse_game(&text, file, &Catalog::base().unwrap()).unwrap();
    let json = serde_json::to_value(result_json(&engine::resolve(&game.game, game.seed))).unwrap();
    let destroyer = json["destroyed_by"].as_str().unwrap().to_owned();

    let mut h = Window::default().open();
    click(&mut h, "Resolve a game file");
    load(&mut h, file);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::End);
    h.get_by_label_contains("SHIP DESTROYED");
    press(&mut h, egui::Key::S);
    h.get_by_label(&format!("The ship was destroyed by {destroyer}"));
    h.get_by_label("No score: the ship was destroyed");
    assert!(h.query_by_label_contains("Total").is_none());
}

#[test]
fn play_advances_a_step_at_a_time_at_the_chosen_speed_and_pause_stops_it() {
    let mut h = Window::default().open();
    click(&mut h, "Resolve a game file");
    load(&mut h, FIVE_CREW);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    let position = |h: &AppHarness| h.state().resolution().unwrap().replay.position();

    // The harness moves egui's clock a quarter of a second per frame.
    h.key_press(egui::Key::Space);
    h.step();
    h.run_steps(4 * 4 + 1);
    let at_one_per_second = position(&h);
    // Where each step ends, from a replay of the same game.
    let mut replay = sitting_duck::gui::screens::resolution::Replay::new(
        h.state().resolution().unwrap().replay.game.clone(),
        String::new(),
    );
    let mut step_ends = vec![0];
    while !replay.at_end() {
        replay.next_step();
        step_ends.push(replay.position());
    }
    let steps = step_ends.iter().position(|p| *p == at_one_per_second);
    // About four seconds (h.run() itself lets a few frames pass): four or five steps.
    assert!(
        matches!(steps, Some(4..=5)),
        "{at_one_per_second} is step {steps:?}"
    );

    click_playing(&mut h, "1x speed");
    click_playing(&mut h, "2x speed");
    click_playing(&mut h, "4x speed");
    h.get_by_label("0.5x speed");
    click_playing(&mut h, "0.5x speed");
    h.get_by_label("1x speed");
    click_playing(&mut h, "1x speed");
    h.get_by_label("2x speed");
    let before = position(&h);
    h.run_steps(4 * 2 + 1);
    assert!(
        position(&h) >= before + 3,
        "two seconds at 2 steps per second"
    );

    h.key_press(egui::Key::Space);
    h.step();
    let paused = position(&h);
    h.run_steps(20);
    assert_eq!(position(&h), paused, "paused");
    assert_board_shows(
        &h,
        &h.state()
            .resolution()
            .unwrap()
            .replay
            .resolution
            .state_after(paused),
    );
}

#[test]
fn a_game_file_loaded_after_a_mission_is_what_the_ship_log_keeps() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    // Mission 1 played with the setup's white decks; then the crew loads another game.
    let mut h = play_mission_one(false);
    h.state_mut().set_ship_log_path(Some(db.clone()));
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/scenarios/mechanics/lost-mission.yaml"
    );
    load(&mut h, file);
    let game = parse_game(
        &std::fs::read_to_string(file).unwrap(),
        file,
        &Catalog::base().unwrap(),
    )
    .unwrap();
    // The boards screen now names the file's game, not the round played.
    assert!(h.state().mission().is_none());
    assert!(h.query_by_label("Action Round over").is_none());
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::End);
    click(&mut h, "Score card  [S]");
    click_containing(&mut h, "Save to ship's log");
    let log = shiplog::ShipLog::open(&db).unwrap();
    let missions = log.list(&shiplog::MissionFilter::default()).unwrap();
    assert_eq!(missions.len(), 1);
    let record = log.get(missions[0].id).unwrap().unwrap().record;
    assert_eq!(record.track, game.game.setup().mission);
    assert_ne!(record.track.as_deref(), Some("Mission 1"));
    assert_eq!(record.soundtrack, None);
    let from_cards =
        |severity| sitting_duck::shell::record::difficulty(game.game.setup(), severity);
    assert_eq!(
        record.common_difficulty,
        from_cards(engine::Severity::Common)
    );
    assert_eq!(
        record.serious_difficulty,
        from_cards(engine::Severity::Serious)
    );
    assert_eq!(record.game_yaml, missions::game::to_yaml(&game).unwrap());
}
