//! The diagnostics of bad game files in another language: the place stays as written, the
//! problem is said in the crew's words (the English ones are each `.err` golden, which
//! `tests::check` compares with the words too).

use i18n::Language;
use missions::{Catalog, game::load_game};

/// The German diagnostics of the bad game file `name` (under `tests/scenarios/bad/`).
fn german(name: &str) -> String {
    let path = tests::scenario_dir().join("bad").join(name);
    let bytes = std::fs::read(&path).unwrap();
    let catalog = Catalog::base().unwrap();
    let diags = load_game(&bytes, &format!("bad/{name}"), &catalog).unwrap_err();
    i18n::set_thread_language(Some(Language::De));
    let text = words::diagnostic::all(&diags);
    i18n::set_thread_language(Some(Language::En));
    text
}

#[test]
fn a_bad_game_file_is_explained_in_german_at_the_same_place() {
    let threat = german("unknown-threat.yaml");
    let english =
        std::fs::read_to_string(tests::scenario_dir().join("bad/unknown-threat.err")).unwrap();
    // The place (`file:line:col: field: `) is the English golden's, word for word.
    let place = |l: &str| l.splitn(3, ": ").take(2).collect::<Vec<_>>().join(": ");
    let places: Vec<String> = threat.lines().map(place).collect();
    let english_places: Vec<String> = english.lines().map(place).collect();
    assert_eq!(places, english_places);
    assert!(
        threat.contains(
            "unbekannte Bedrohung `Death Star`: weder Karten-ID noch Name aus dem Katalog"
        ),
        "{threat}"
    );
    assert!(!threat.contains("unknown threat"), "{threat}");
    let token = german("unknown-token.yaml");
    assert!(
        token.contains("crew[0].actions: Feld 3: `D` ist keine Aktionskarte"),
        "{token}"
    );
    for english in ["unknown action token", "space 3"] {
        assert!(!token.contains(english), "{english}: {token}");
    }
}

#[test]
fn the_engine_s_checks_and_the_yaml_framing_are_german_too() {
    let many = german("many-problems.yaml");
    for words in [
        "players: 6 Spieler: erwartet 1 bis 5",
        "zwei Crewmitglieder heißen `Anna`",
        "Runde 9: Bedrohungen erscheinen in den Runden 1 bis 8",
        "die Farbe `red` ist zweimal vergeben",
    ] {
        assert!(many.contains(words), "{words}: {many}");
    }
    for english in [
        "players: expected",
        "two crew members",
        "threats appear",
        "is taken twice",
    ] {
        assert!(!many.contains(english), "{english}: {many}");
    }
    assert!(german("duplicate-key.yaml").contains("`players` steht zweimal da"));
    assert!(german("too-deep.yaml").contains("die Datei ist zu tief verschachtelt"));
    // The YAML reader's own words stay English inside our framing.
    let not_yaml = german("not-yaml.yaml");
    assert!(
        not_yaml.contains(": YAML-Syntaxfehler: illegal placement of ':' indicator"),
        "{not_yaml}"
    );
    assert!(german("invalid-utf8.yaml").contains("kein UTF-8-Text: das Byte 0xE9"));
}

/// Each line of `name`'s German diagnostics beside its English golden: same places, other
/// words for the problem.
fn german_beside_english(name: &str) -> Vec<(String, String)> {
    let german = german(name);
    let err = std::path::Path::new(name).with_extension("err");
    let english = std::fs::read_to_string(tests::scenario_dir().join("bad").join(err)).unwrap();
    assert_eq!(german.lines().count(), english.lines().count(), "{german}");
    german
        .lines()
        .map(str::to_owned)
        .zip(english.lines().map(str::to_owned))
        .collect()
}

#[test]
fn the_rarer_setup_checks_are_german_too() {
    // Calls, damage tiles, squads, androids, an expansion's card, specializations and the
    // cards they forbid: every one of the engine's setup checks is said in German.
    let lines: Vec<(String, String)> = [
        "c5-starting-damage-squads.yaml",
        "caller-without-its-called-card.yaml",
        "double-without-module.yaml",
        "expansion-card-without-the-module.yaml",
        "g1-androids-three-players-take-one.yaml",
        "g1-androids-with-four-players.yaml",
        "nf-companions.yaml",
        "nf-double-companions.yaml",
        "nf-heroic-cards-with-specializations.yaml",
        "nf-level-uses.yaml",
        "nf-specialization-card-without-specialization.yaml",
        "nf-specialization-taken-twice.yaml",
        "nf-specialization-without-the-module.yaml",
    ]
    .iter()
    .flat_map(|name| german_beside_english(name))
    .collect();
    let problem = |l: &str| l.splitn(3, ": ").nth(2).unwrap_or_default().to_owned();
    for (german, english) in &lines {
        assert_ne!(problem(german), problem(english), "still English: {german}");
    }
    let all: String = lines.iter().map(|(g, _)| format!("{g}\n")).collect();
    for words in [
        "3 ausgefallene Kampfroboter-Trupps: das Schiff hat 2",
        "Overlord (SE3-105) ruft eine externe Bedrohung herbei",
        "Anna, Runde 2: `<A` ist eine Doppelaktion",
        "ist eine Karte aus The New Frontier",
        "2 Androiden bei 3 Spielern: 3 Spieler nehmen 1 Androiden (oder spielen ohne)",
        "Feld 1: `A*` ist eine Heldenkarte",
        "Feld 2: `S` ist eine Raketenspezialist-Karte zu viel",
        "Sanitäter ist zweimal vergeben",
    ] {
        assert!(all.contains(words), "{words}\n{all}");
    }
}

#[test]
fn damage_tiles_and_the_squad_s_station_are_german() {
    let tiles = german_beside_english("c2-starting-damage-tile-twice.yaml");
    assert!(
        tiles[0].0.contains("`reactor` zweimal mitgebracht"),
        "{tiles:?}"
    );
    assert!(
        tiles[2]
            .0
            .contains("Zone rot kann es nicht noch einmal ziehen"),
        "{tiles:?}"
    );
    assert!(
        tiles[1].0.contains(
            "unbekanntes Schadensplättchen `hull`: erwartet structural, gravolift, upper-cannon, lower-cannon, shield oder reactor"
        ),
        "{tiles:?}"
    );
    let teleport = german_beside_english("nf-teleport-tokens.yaml");
    assert!(
        teleport[0].0.ends_with("kein Crewmitglied heißt `Carla`"),
        "{teleport:?}"
    );
    assert!(
        teleport[1]
            .0
            .ends_with("Teleportmarker gehören zum Eintrag des Teleportierers"),
        "{teleport:?}"
    );
    let choice = german_beside_english("c5-starting-damage-squad-choice.yaml");
    assert!(
        choice[0]
            .0
            .contains("braucht genau 1 ausgefallenen Trupp, nicht 2"),
        "{choice:?}"
    );
}
