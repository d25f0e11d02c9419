//! The type errors of game files and homebrew cards in every language: a value of the wrong
//! type, an unknown or missing field. The bad game files are `tests/scenarios/bad/` (their
//! English `.err` goldens are checked by the scenarios); the bad cards are `tests/cards/`,
//! each with its English `.err` golden here. Every kind of field problem, built here once, has
//! words of its own in every language.

use std::path::{Path, PathBuf};

use i18n::Language;
use missions::diag::{
    CardField, CardRule, CardWants, Diagnostics, FieldProblem, Found, Hint, Problem, Wants,
    WordKind,
};
use missions::{Catalog, game::load_game};

/// `diags` in `language`.
fn said(diags: &Diagnostics, language: Language) -> String {
    i18n::set_thread_language(Some(language));
    let text = words::diagnostic::all(diags);
    i18n::set_thread_language(Some(Language::En));
    text
}

/// The diagnostics of the bad game file `name` (under `tests/scenarios/bad/`).
fn game_file(name: &str) -> Diagnostics {
    let path = tests::scenario_dir().join("bad").join(name);
    let bytes = std::fs::read(&path).unwrap();
    let catalog = Catalog::base().unwrap();
    load_game(&bytes, &format!("bad/{name}"), &catalog).unwrap_err()
}

/// The problem of a diagnostic line, without its place.
fn problem(line: &str) -> &str {
    line.splitn(3, ": ").nth(2).unwrap_or_default()
}

#[test]
fn a_game_file_s_type_errors_are_german() {
    let mut all = String::new();
    for name in [
        "quoted-scalars.yaml",
        "c5-starting-damage-quoted.yaml",
        "c5-starting-damage-squad-choice.yaml",
        "missing-crew.yaml",
        "many-problems.yaml",
        "nf-unknown-specialization.yaml",
        "seed-out-of-range.yaml",
    ] {
        let diags = game_file(name);
        let english = said(&diags, Language::En);
        let german = said(&diags, Language::De);
        for (g, e) in german.lines().zip(english.lines()) {
            assert_ne!(problem(g), problem(e), "still English: {g}");
        }
        all.push_str(&german);
        all.push('\n');
    }
    tests::says(
        &all,
        &[
            "threats[0].turn: erwartet: eine Runde (1 bis 8), gefunden: der Text \"1\" (Zahlen stehen ohne Anführungszeichen)",
            "crew[0].captain: erwartet: true oder false, gefunden: die Zahl 1",
            "(true oder false ohne Anführungszeichen schreiben)",
            "starting_damage.red: erwartet: eine Liste von Schadensplättchen, gefunden: der Text \"reactor\"",
            "starting_damage.interceptors: unbekanntes Feld: erwartet eines von red, white, blue",
            "crew: `crew` fehlt: ein Eintrag je Spieler",
            "trajectories: die Flugbahn `internal` fehlt",
            "unbekannte Spezialisierung `doctor 1`",
            "seed: erwartet: eine ganze Zahl von 0 bis 18446744073709551615, gefunden: die Zahl -1",
        ],
        &[
            "expected",
            "found",
            "missing `",
            "unknown field",
            "numbers are",
        ],
    );
}

/// The bad homebrew cards, sorted.
fn bad_cards() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("cards");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    files
}

/// The diagnostics of one bad card file.
fn card_file(path: &Path) -> Diagnostics {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let bytes = std::fs::read(path).unwrap();
    let mut catalog = Catalog::base().unwrap();
    catalog.add_file(&bytes, &name).unwrap_err()
}

#[test]
fn a_bad_card_says_where_and_what_in_english_and_german() {
    let files = bad_cards();
    assert!(files.len() >= 4, "the bad-card fixtures are missing");
    let mut failures = Vec::new();
    let mut all = String::new();
    for path in files {
        let diags = card_file(&path);
        let english = said(&diags, Language::En);
        tests::golden(&path.with_extension("err"), &(english.clone() + "\n"))
            .unwrap_or_else(|e| failures.push(e));
        let german = said(&diags, Language::De);
        for (g, e) in german.lines().zip(english.lines()) {
            // A card's top-level problems have no field path: the whole line differs.
            assert_ne!(g, e, "still English: {g}");
        }
        all.push_str(&german);
        all.push('\n');
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    tests::says(
        &all,
        &[
            "unbekanntes Feld `colr`, erwartet eines von id, name",
            "das Feld `hit_points` fehlt",
            "erwartet: eine ganze Zahl von 0 bis 255",
            "not-a-list.yaml:8:6: erwartet: eine Liste",
            "not-text.yaml:2:9: erwartet: Text",
            "H-02.set: unbekannte Ausgabe `expansion`: erwartet base oder new-frontier",
            "H-03.kind: unbekannte Art `alien`: erwartet external, intruder, malfunction-a, malfunction-b oder malfunction-c",
            "H-03.stations: unbekannte Station `XX`: erwartet UR, UW, UB, LR, LW oder LB",
            "H-03.z: `z` fehlt: jede Karte hat X-, Y- und Z-Aktionen",
            "H-02.shield: nur externe Bedrohungen haben Schilde",
        ],
        &[
            "expected",
            "found",
            "missing field",
            "unknown field",
            " at line ",
        ],
    );
}

/// One of every kind of field problem.
fn every_field_problem() -> Vec<Problem> {
    let wants = [
        Wants::Players,
        Wants::Seed,
        Wants::MissionName,
        Wants::ModuleList,
        Wants::Module,
        Wants::CrewList,
        Wants::Color,
        Wants::Board,
        Wants::Specialization,
        Wants::MemberName,
        Wants::TokenName,
        Wants::Trajectory,
        Wants::ThreatList,
        Wants::Turn,
        Wants::Zone,
        Wants::Card,
        Wants::DamageZone,
        Wants::TileList,
        Wants::Tile,
        Wants::Squads,
        Wants::Station,
        Wants::Flag,
    ];
    let found = [
        Found::Null,
        Found::Bool(false),
        Found::Number("7".into()),
        Found::Text("yes".into()),
        Found::List,
        Found::Mapping,
    ];
    let hints = [None, Some(Hint::NumberUnquoted), Some(Hint::FlagUnquoted)];
    let mut all: Vec<FieldProblem> = wants
        .into_iter()
        .enumerate()
        .map(|(i, wants)| FieldProblem::Expected {
            wants,
            found: found[i % found.len()].clone(),
            hint: hints[i % hints.len()],
        })
        .collect();
    all.extend([
        FieldProblem::ExpectedMapping {
            keys: vec!["red".into(), "white".into()],
            found: Found::List,
        },
        FieldProblem::KeyNotName {
            found: Found::Number("1".into()),
        },
        FieldProblem::UnknownField {
            expected: vec!["red".into(), "white".into()],
        },
        FieldProblem::MissingPlayers,
        FieldProblem::MissingCrew,
        FieldProblem::MissingTrajectories,
        FieldProblem::MissingTrajectory {
            zone: "internal".into(),
        },
        FieldProblem::MissingTokenName {
            key: "arrival".into(),
        },
        FieldProblem::ModuleTwice {
            module: "double-actions".into(),
        },
    ]);
    let mut problems: Vec<Problem> = all.into_iter().map(Problem::Field).collect();
    let card_wants = [
        CardWants::Text,
        CardWants::List,
        CardWants::Card,
        CardWants::Whole {
            min: -128,
            max: 127,
        },
        CardWants::Other("a char".into()),
    ];
    for wants in card_wants {
        problems.push(Problem::CardField(CardField::Invalid {
            wants: wants.clone(),
        }));
        problems.push(Problem::CardField(CardField::Type {
            wants,
            found: Found::Mapping,
        }));
    }
    problems.extend([
        Problem::CardField(CardField::Unknown {
            field: "colr".into(),
            expected: vec!["id".into(), "name".into()],
        }),
        Problem::CardField(CardField::Missing {
            field: "speed".into(),
        }),
        Problem::UnknownSpecialization(engine::specialization::SpecialistError {
            text: "doctor 1".into(),
        }),
    ]);
    for kind in [WordKind::CardKind, WordKind::CardSet, WordKind::Severity] {
        problems.push(Problem::UnknownWord {
            kind,
            word: "x".into(),
            expected: vec!["a".into(), "b".into(), "c".into()],
        });
    }
    problems.extend(
        [
            CardRule::ColorAndColour,
            CardRule::ColourDeprecated,
            CardRule::MissingColor,
            CardRule::NeedsStations,
            CardRule::ParityStations,
            CardRule::ExternalStations,
            CardRule::HitPoints,
            CardRule::Speed,
            CardRule::Shield,
            CardRule::MissingAction { action: "x".into() },
            CardRule::EmptyZ,
            CardRule::Points,
            CardRule::DuplicateId { id: "E1-01".into() },
        ]
        .map(Problem::CardRule),
    );
    problems
}

#[test]
fn every_field_problem_has_words_in_every_language() {
    for p in &every_field_problem() {
        i18n::set_thread_language(Some(Language::En));
        let english = words::diagnostic::problem(p);
        assert!(
            !english.contains("diag-") && !english.contains('$'),
            "{english}"
        );
        for language in [Language::De, Language::Fr, Language::Cs, Language::Es] {
            i18n::set_thread_language(Some(language));
            let words = words::diagnostic::problem(p);
            assert_ne!(words, english, "{language:?} {p:?}");
            assert!(!words.contains("diag-") && !words.contains('$'), "{words}");
        }
    }
    i18n::set_thread_language(Some(Language::En));
}
