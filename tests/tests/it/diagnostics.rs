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
