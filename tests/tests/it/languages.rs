//! The ship's log, its score card and the debrief in every language but English, each
//! against a golden under `tests/languages/` (English has the goldens of every scenario).

use i18n::Language;
use strum::VariantArray;
use tests::{check_language, debrief_dir, scenario_dir};

/// A lost mission (the chain of the loss, wasted actions), a won five-crew one (points lost,
/// interceptors, battlebots), double actions and a specialization, so most of the log's
/// words and the debrief's appear.
fn games() -> Vec<std::path::PathBuf> {
    vec![
        debrief_dir().join("lost-with-wasted-actions.yaml"),
        debrief_dir().join("full-mission-five-crew.yaml"),
        debrief_dir().join("double-actions.yaml"),
        scenario_dir().join("specializations/medic-advanced-spares-the-leader-not-the-squad.yaml"),
    ]
}

#[test]
fn the_log_and_the_debrief_read_in_every_language() {
    let mut failures = Vec::new();
    for language in Language::VARIANTS
        .iter()
        .copied()
        .filter(|l| *l != Language::En)
    {
        for game in games() {
            assert!(game.is_file(), "{}", game.display());
            if let Err(e) = check_language(&game, language) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn a_german_log_speaks_german_and_keeps_the_card_names() {
    let game = debrief_dir().join("lost-with-wasted-actions.yaml");
    check_language(&game, Language::De).unwrap();
    let golden =
        std::fs::read_to_string(tests::languages_dir().join("lost-with-wasted-actions.de.txt"))
            .unwrap();
    for words in [
        "erscheint",
        "MISSION VERLOREN",
        "Was ohne Wirkung blieb",
        "Runde 1",
        "Überstanden: T1 Gunship (rot)",
    ] {
        assert!(golden.contains(words), "{words}");
    }
    for english in [
        " appears ",
        "MISSION LOST",
        "What had no effect",
        "Turn 1",
        "Destroyed:",
        "Survived:",
    ] {
        assert!(!golden.contains(english), "English left: {english}");
    }
}

#[test]
fn a_specialization_is_named_in_the_language_of_the_log_and_the_score_card() {
    let game =
        scenario_dir().join("specializations/medic-advanced-spares-the-leader-not-the-squad.yaml");
    check_language(&game, Language::De).unwrap();
    let golden = std::fs::read_to_string(
        tests::languages_dir().join("medic-advanced-spares-the-leader-not-the-squad.de.txt"),
    )
    .unwrap();
    assert!(golden.contains("Mia spielt die Karte Sanitäter (fortgeschritten)"));
    assert!(golden.contains("  Sanitäter (Mia): 1 Einsatz"));
    assert!(
        !golden.contains("Medic"),
        "English title left in the German log"
    );
}
