use super::*;
use crate::track::Track;
use engine::ThreatZone;

/// What `diags` say in English: the words crate's words, the only ones a problem has.
fn english(diags: &Diagnostics) -> String {
    i18n::set_thread_language(Some(i18n::Language::En));
    words::diagnostic::all(diags)
}

#[test]
fn a_track_and_the_cards_drawn_make_a_game_that_resolves() {
    let catalog = Catalog::base().unwrap();
    let (_, yaml) = crate::track::shipped()
        .into_iter()
        .find(|(stem, _)| *stem == "mission-1")
        .unwrap();
    let track = Track::parse(yaml, "mission-1.yaml").unwrap();
    let slots = track.threat_slots(5);
    let cards: Vec<engine::ThreatCard> = slots
        .iter()
        .map(|s| {
            let id = match (s.zone == ThreatZone::Internal, s.serious) {
                (false, false) => "E1-07",
                (false, true) => "SE1-01",
                (true, false) => "I1-05",
                (true, true) => "SI1-01",
            };
            catalog.get(id).unwrap().clone()
        })
        .collect();
    let threats = threats_from_track(&slots, &cards).unwrap();
    assert_eq!(threats.len(), slots.len());
    assert!(
        threats.iter().any(|t| t.unconfirmed),
        "5 players: the unconfirmed report is a threat"
    );
    let mut wrong = cards.clone();
    wrong.swap(0, 1);
    assert!(matches!(
        threats_from_track(&slots, &wrong),
        Err(DrawError::Mismatch { .. })
    ));
    assert!(matches!(
        threats_from_track(&slots, &cards[1..]),
        Err(DrawError::Count { .. })
    ));
}

/// An expansion card without the new-threats module is refused at its place, in words.
#[test]
fn an_expansion_card_needs_its_module_at_its_place() {
    let mut catalog = Catalog::default();
    let card = "- { id: N-01, name: Novel, set: new-frontier, kind: external, severity: common, color: red, hit_points: 3, speed: 2, x: [], y: [], z: [attack 1] }\n";
    catalog.add_yaml(card, "nf.yaml").unwrap();
    let src = "players: 1\ntrajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
               threats:\n  - { turn: 1, zone: red, threat: N-01 }\ncrew: [ { name: Anna } ]\n";
    let err = parse_game(src, "g.yaml", &catalog).unwrap_err();
    assert_eq!(
        english(&err),
        "g.yaml:4:35: threats[0].threat: Novel (N-01) is a card of The New Frontier: play it with the new-threats module (`modules: [new-threats]`)"
    );
    let with = format!("modules: [new-threats]\n{src}");
    assert!(parse_game(&with, "g.yaml", &catalog).is_ok());
}

/// NF35: a calling card names the card drawn for it; a card that calls nothing may not, and
/// the called card is of the kind its caller calls. Each refusal is at its place, in words;
/// the file written back keeps the call.
#[test]
fn calls_name_the_card_drawn_for_a_caller() {
    let catalog = Catalog::base().unwrap();
    let game = |threat: &str| {
        format!(
            "modules: [new-threats]\nplayers: 1\ntrajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\n\
             threats:\n  - {{ turn: 1, zone: white, {threat} }}\ncrew: [ {{ name: Anna }} ]\n"
        )
    };
    let err = |threat: &str| english(&parse_game(&game(threat), "g.yaml", &catalog).unwrap_err());
    assert_eq!(
        err("threat: SE3-104"),
        "g.yaml:5:37: threats[0].threat: Transmitter Satellite (SE3-104) calls in an internal threat: name the card drawn for it (`calls:`)"
    );
    assert_eq!(
        err("threat: E1-07, calls: I1-05"),
        "g.yaml:5:51: threats[0].calls: Fighter (E1-07) calls in no threat: remove `calls:` (or its extra cards)"
    );
    assert_eq!(
        err("threat: SE3-104, calls: E1-07"),
        "g.yaml:5:53: threats[0].calls: Transmitter Satellite calls in an internal threat, not Fighter (E1-07)"
    );
    assert!(err("threat: SE3-104, calls: SE3-104").contains("is drawn twice"));
    assert!(err("threat: SE3-104, calls: Nobody").contains("unknown threat `Nobody`"));
    let ok = parse_game(&game("threat: SE3-104, calls: I1-05"), "g.yaml", &catalog).unwrap();
    let written = to_yaml(&ok).unwrap();
    assert!(
        written.contains("threat: SE3-104, calls: I1-05}"),
        "{written}"
    );
}

/// G3 (RULINGS.md): listing more damage tiles than the zone draws is fine; a warning
/// names the tiles not drawn, at the zone's list.
#[test]
fn tiles_listed_but_not_drawn_are_a_warning() {
    let catalog = Catalog::base().unwrap();
    let src = "players: 1\ntrajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
               crew: [ { name: Anna } ]\ndamage_tiles:\n  red: [shield, gravolift]\n  blue: []\n";
    let loaded = load_game(src.as_bytes(), "g.yaml", &catalog).unwrap();
    let resolution = engine::resolve(&loaded.game.game, 0);
    i18n::set_thread_language(Some(i18n::Language::En));
    let warnings: Vec<String> = loaded
        .warnings(&resolution)
        .iter()
        .map(words::diagnostic::text)
        .collect();
    assert_eq!(
        warnings,
        [
            "g.yaml:5:8: damage_tiles.red: lists 2 tiles but the zone took 0 damage: shield, gravolift not drawn"
        ]
    );
}

/// The reader's limits are reported in our words, with no budget names.
#[test]
fn a_file_over_the_readers_limits_is_refused_in_our_words() {
    let catalog = Catalog::base().unwrap();
    let zeros = vec!["0"; 250_001].join(",");
    let src = format!("players: 1\nthreats: [{zeros}]\n");
    let err = english(&parse_game(&src, "g.yaml", &catalog).unwrap_err());
    assert!(
        err.starts_with("g.yaml:2:")
            && err.ends_with(": the file is too large to be a Sitting Duck file"),
        "{err}"
    );
}

#[test]
fn modules_are_read_written_back_and_checked_word_by_word() {
    let catalog = Catalog::base().unwrap();
    let src = |modules: &str| {
        format!(
            "players: 1\nmodules: {modules}\ntrajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\n\
             crew: [ {{ name: Anna, actions: \"A\" }} ]\n"
        )
    };
    let game = parse_game(&src("[new-threats, double-actions]"), "g.yaml", &catalog).unwrap();
    let m = game.game.setup().modules;
    assert!(m.double_actions && m.new_threats && !m.specializations);
    let written = to_yaml(&game).unwrap();
    assert!(
        written.contains("modules: [double-actions, new-threats]\n"),
        "{written}"
    );
    assert_eq!(parse_game(&written, "g.yaml", &catalog).unwrap(), game);
    let err = english(
        &parse_game(
            &src("[doubles, new-threats, new-threats]"),
            "g.yaml",
            &catalog,
        )
        .unwrap_err(),
    );
    assert!(err.contains("g.yaml:2:11: modules: unknown module `doubles`: expected double-actions, specializations, new-threats"), "{err}");
    assert!(
        err.contains("module `new-threats` is listed twice"),
        "{err}"
    );
    let base = parse_game(&src("[]"), "g.yaml", &catalog).unwrap();
    assert!(base.game.setup().modules.is_base());
    assert!(!to_yaml(&base).unwrap().contains("modules"));
}

/// Double-action tokens are written back as read (in upper case) with their module, and
/// without it they are refused at the board.
#[test]
fn double_actions_are_written_back_and_need_their_module() {
    let catalog = Catalog::base().unwrap();
    let src = |modules: &str| {
        format!(
            "players: 1\n{modules}trajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\n\
             crew: [ {{ name: Anna, actions: \"a> <c . ^^b\" }} ]\n"
        )
    };
    let err =
        english(&parse_game(&src("modules: [double-actions]\n"), "g.yaml", &catalog).unwrap_err());
    assert!(err.contains("space 4: unknown action token `^^b`"), "{err}");
    let src = |modules: &str| src(modules).replace("^^b", "^b");
    let game = parse_game(&src("modules: [double-actions]\n"), "g.yaml", &catalog).unwrap();
    let written = to_yaml(&game).unwrap();
    assert!(written.contains("actions: \"A> <C . ^B\""), "{written}");
    assert_eq!(parse_game(&written, "g.yaml", &catalog).unwrap(), game);
    let err = english(&parse_game(&src(""), "g.yaml", &catalog).unwrap_err());
    assert!(
        err.contains("g.yaml:3:32: crew[0].actions: Anna, turn 1: `A>` is a double action"),
        "{err}"
    );
}

#[test]
fn specializations_and_teleport_tokens_are_written_back() {
    let catalog = Catalog::base().unwrap();
    let src = "players: 3\nmodules: [double-actions, specializations]\n\
               trajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
               crew:\n  - { name: Mia, specialization: Medic 2, actions: \"s:< a\" }\n\
               \x20 - { name: Tess, specialization: teleporter 1, teleport: { departure: Carl, arrival: Mia }, actions: \". S\" }\n\
               \x20 - { name: Carl, specialization: special-ops 3, actions: \"S+:^A . S\" }\n";
    let game = parse_game(src, "g.yaml", &catalog).unwrap();
    let crew = &game.game.setup().crew;
    let tess = crew[1].specialist.unwrap();
    assert_eq!(tess.word(), "teleporter 1");
    assert_eq!(
        tess.teleport,
        Some(engine::Teleport {
            departure: 2,
            arrival: 0
        })
    );
    let written = to_yaml(&game).unwrap();
    assert!(
        written.contains("specialization: medic 2, actions: \"S:< A\""),
        "{written}"
    );
    assert!(
        written.contains("teleport: {departure: \"Carl\", arrival: \"Mia\"}"),
        "{written}"
    );
    assert_eq!(parse_game(&written, "g.yaml", &catalog).unwrap(), game);
}

#[test]
fn lowercase_tokens_load_as_their_uppercase_cards() {
    let catalog = Catalog::base().unwrap();
    let src = |actions: &str| {
        format!(
            "players: 1\ntrajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\n\
             crew: [ {{ name: Anna, actions: \"{actions}\" }} ]\n"
        )
    };
    let lower = parse_game(&src("a b . c r a* ~b @ur"), "g.yaml", &catalog).unwrap();
    let upper = parse_game(&src("A B . C R A* ~B @UR"), "g.yaml", &catalog).unwrap();
    assert_eq!(lower, upper);
}

#[test]
fn a_game_written_back_loads_to_the_same_game() {
    let catalog = Catalog::base().unwrap();
    let src = r#"
mission: "Mission \"1\""
players: 2
seed: 9
trajectories: { red: 2, white: 7, blue: 3, internal: 4 }
threats:
  - { turn: 2, zone: white, threat: SE1-01 }
  - { turn: 3, zone: internal, threat: I1-03, unconfirmed: true }
crew:
  - { name: Anna, color: red, captain: true, actions: "> A A ^ C . . A*" }
  - { name: Robo, android: true, actions: "~C R @LB" }
  - { name: Robo 2, android: true, actions: "a b c r a* ~b @ur" }
  - { name: Ben, color: blue, actions: "" }
damage_tiles:
  red: [shield, gravolift]
starting_damage:
  red: [reactor]
  white: [structural, upper-cannon]
  disabled_squads: 1
  squad_at: ub
"#;
    let game = parse_game(src, "g.yaml", &catalog).unwrap();
    let carried = &game.game.setup().starting_damage;
    assert_eq!(carried.total(), 3);
    assert_eq!(carried.squads_aboard(), [false, true]);
    let again = parse_game(&to_yaml(&game).unwrap(), "g2.yaml", &catalog).unwrap();
    assert_eq!(game, again);
    // A game with no threats yet (the crew is still typing) writes back loadable too.
    let mut setup = game.game.clone().into_setup();
    setup.threats.clear();
    let empty = Game {
        game: engine::Game::from_setup(setup).unwrap(),
        seed: game.seed,
    };
    let again = parse_game(&to_yaml(&empty).unwrap(), "g3.yaml", &catalog).unwrap();
    assert_eq!(empty, again);
}

/// The bytes the writer writes (`docs/formats.md`, "Game file" shows the same layout).
#[test]
fn a_game_is_written_in_the_documented_layout() {
    let catalog = Catalog::base().unwrap();
    let src = "mission: Mission 1\nplayers: 2\nseed: 9\nmodules: [specializations]\n\
               trajectories: { red: 2, white: 7, blue: 3, internal: 4 }\n\
               threats:\n  - { turn: 2, zone: white, threat: SE1-01 }\n\
               \x20 - { turn: 3, zone: internal, threat: I1-03, unconfirmed: true }\n\
               crew:\n  - { name: Anna, color: red, captain: true, actions: \"> A A ^ C\" }\n\
               \x20 - { name: Tess, specialization: teleporter 1, teleport: { departure: Anna, arrival: Tess }, actions: \". S\" }\n\
               damage_tiles:\n  red: [shield, gravolift]\n\
               starting_damage:\n  white: [structural]\n  disabled_squads: 1\n  squad_at: ub\n";
    let game = parse_game(src, "g.yaml", &catalog).unwrap();
    let written = to_yaml(&game).unwrap();
    assert_eq!(
        written,
        "mission: \"Mission 1\"\nplayers: 2\nseed: 9\nmodules: [specializations]\n\
         trajectories: {red: 2, white: 7, blue: 3, internal: 4}\n\
         threats:\n  - {turn: 2, zone: white, threat: SE1-01}\n\
         \x20 - {turn: 3, zone: internal, threat: I1-03, unconfirmed: true}\n\
         crew:\n  - {name: \"Anna\", color: red, captain: true, actions: \"> A A ^ C\"}\n\
         \x20 - {name: \"Tess\", specialization: teleporter 1, teleport: {departure: \"Anna\", arrival: \"Tess\"}, actions: \". S\"}\n\
         damage_tiles:\n  red: [shield, gravolift]\n\
         starting_damage:\n  white: [structural]\n  disabled_squads: 1\n  squad_at: UB\n"
    );
    assert_eq!(parse_game(&written, "g2.yaml", &catalog).unwrap(), game);
}

/// The layout `docs/formats.md` §2 shows is the writer's, byte for byte.
#[test]
fn the_documented_layout_is_what_the_writer_writes() {
    let doc = include_str!("../../../docs/formats.md");
    let example = doc
        .split("written by\nthe YAML crate from typed fields")
        .nth(1)
        .and_then(|rest| rest.split("```yaml\n").nth(1))
        .and_then(|block| block.split("```").next())
        .unwrap();
    let catalog = Catalog::base().unwrap();
    let game = parse_game(example, "formats.md", &catalog).unwrap();
    assert_eq!(to_yaml(&game).unwrap(), example);
}
