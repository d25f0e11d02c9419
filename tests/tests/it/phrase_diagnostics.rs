//! A homebrew card's effect and trait phrases that do not read, or do not fit their card, in
//! every language. The bad cards are `tests/cards/phrase-*.yaml` (their English `.err`
//! goldens are checked with the other bad cards); the phrases and the words they take stay
//! as written, what is wrong is said in the language.

use std::path::Path;

use i18n::Language;
use missions::Catalog;
use missions::catalog::{parse_effects, parse_trait};
use missions::diag::{
    Diagnostics, EffectNeeds, PhraseProblem, PhraseWants, Problem, TraitOf, WordKind,
};

/// The diagnostics of the bad card file `name` under `tests/cards/`.
fn card_file(name: &str) -> Diagnostics {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("cards")
        .join(name);
    let src = std::fs::read_to_string(path).unwrap();
    let mut catalog = Catalog::base().unwrap();
    catalog.add_yaml(&src, name).unwrap_err()
}

/// Both phrase fixtures' diagnostics in `language`.
fn said(language: Language) -> String {
    i18n::set_thread_language(Some(language));
    let text = ["phrase-words.yaml", "phrase-fits.yaml"]
        .map(|name| words::diagnostic::all(&card_file(name)))
        .join("\n");
    i18n::set_thread_language(Some(Language::En));
    text
}

/// The English words of the phrase problems, none of which another language may say.
const ENGLISH: &[&str] = &[
    "unknown",
    "needs",
    "is not a number",
    "unexpected",
    "expected",
    "which crew",
    "a station code",
    "is a trait of",
    "happens when",
    "list it under",
    "moves an intruder",
    "the card must be",
    "missing `then`",
    "see missions",
];

#[test]
fn a_phrase_that_does_not_read_is_said_in_every_language() {
    let english = said(Language::En);
    let lines = english.lines().count();
    assert!(lines >= 20, "the phrase fixtures are missing:\n{english}");
    let words: [(Language, &[&str]); 4] = [
        (
            Language::De,
            &[
                "H-10.x: unbekannter Effekt `ooze` (siehe missions/threats/README.md)",
                "H-10.x: `heal` braucht eine Zahl",
                "H-10.x: `heal`: `two` ist keine Zahl",
                "H-10.x: `damage` braucht eine Zahl",
                "H-10.x: unbekanntes Ziel `sideways`: erwartet own, others, all, opposite, red, white oder blue",
                "H-10.y: unbekannte Crew `wizard`: erwartet all, zone,",
                "all-except-XX oder einen Stationscode",
                "H-10.y: welche Crew? erwartet all,",
                "H-10.y: unbekannte Zone `purple`: erwartet red, white oder blue",
                "H-10.z: `knock-out-in` braucht Stationscodes",
                "H-10.z: `move` braucht redward oder blueward",
                "H-10.z: `if-crew then ... else ...`: `then` fehlt",
                "H-10.traits: unbekannte Eigenschaft `bulletproof`",
                "H-11.traits: `fires-back` ist eine Eigenschaft von Eindringlingen",
                "H-11.x: `move redward` bewegt einen Eindringling: die Art der Karte muss `intruder` sein",
                "H-11.x: `knock-out-destroyer` geschieht, wenn die Bedrohung zerstört wird: unter `destroyed` aufführen",
                "H-11.destroyed: `attack 3` ist eine X/Y/Z-Aktion, keine Wirkung der Zerstörung",
                "H-12.traits: `stealth` ist eine Eigenschaft externer Bedrohungen",
                "H-12.traits: `short-circuit 1` ist eine Eigenschaft von Störungen",
            ],
        ),
        (
            Language::Fr,
            &[
                "H-10.x\u{a0}: effet inconnu `ooze` (voir missions/threats/README.md)",
                "H-10.x\u{a0}: `heal` demande un nombre",
                "H-10.x\u{a0}: `heal`\u{a0}: `two` n'est pas un nombre",
                "H-10.x\u{a0}: cible inconnue `sideways`\u{a0}: attendu own, others, all, opposite, red, white ou blue",
                "H-10.y\u{a0}: équipage inconnu `wizard`\u{a0}: attendu all,",
                "H-10.y\u{a0}: quel équipage\u{a0}? attendu all,",
                "H-10.y\u{a0}: zone inconnue `purple`\u{a0}: attendu red, white ou blue",
                "H-10.z\u{a0}: `move` demande redward ou blueward",
                "H-11.traits\u{a0}: `fires-back` est un trait des intrus",
                "H-11.x\u{a0}: `move redward` déplace un intrus\u{a0}: le type de la carte doit être `intruder`",
                "H-11.x\u{a0}: `knock-out-destroyer` a lieu quand la menace est détruite\u{a0}: placez-le sous `destroyed`",
                "H-12.traits\u{a0}: `stealth` est un trait des menaces externes",
            ],
        ),
        (
            Language::Cs,
            &[
                "H-10.x: neznámý efekt `ooze` (viz missions/threats/README.md)",
                "H-10.x: `heal` potřebuje číslo",
                "H-10.x: `heal`: `two` není číslo",
                "H-10.x: neznámý cíl `sideways`: očekáváno own, others, all, opposite, red, white nebo blue",
                "H-10.y: neznámá posádka `wizard`: očekáváno all,",
                "H-10.y: která posádka? očekáváno all,",
                "H-10.y: neznámá zóna `purple`: očekáváno red, white nebo blue",
                "H-10.z: `move` potřebuje redward nebo blueward",
                "H-11.traits: `fires-back` je vlastnost vetřelců",
                "H-11.x: `move redward` pohybuje vetřelcem: druh karty musí být `intruder`",
                "H-11.x: `knock-out-destroyer` nastane při zničení hrozby: uveďte ho pod `destroyed`",
                "H-12.traits: `stealth` je vlastnost vnějších hrozeb",
            ],
        ),
        (
            Language::Es,
            &[
                "H-10.x: efecto desconocido `ooze` (véase missions/threats/README.md)",
                "H-10.x: `heal` necesita un número",
                "H-10.x: `heal`: `two` no es un número",
                "H-10.x: objetivo desconocido `sideways`: se esperaba own, others, all, opposite, red, white o blue",
                "H-10.y: tripulación desconocida `wizard`: se esperaba all,",
                "H-10.y: ¿qué tripulación? se esperaba all,",
                "H-10.y: zona desconocida `purple`: se esperaba red, white o blue",
                "H-10.z: `move` necesita redward o blueward",
                "H-11.traits: `fires-back` es un rasgo de los intrusos",
                "H-11.x: `move redward` mueve a un intruso: el tipo de la carta debe ser `intruder`",
                "H-11.x: `knock-out-destroyer` ocurre cuando se destruye la amenaza: póngalo en `destroyed`",
                "H-12.traits: `stealth` es un rasgo de las amenazas externas",
            ],
        ),
    ];
    for (language, words) in words {
        let all = said(language);
        assert_eq!(all.lines().count(), lines, "{language:?}");
        tests::says(&all, words, ENGLISH);
    }
}

#[test]
fn an_all_except_without_a_station_names_the_whole_word_in_every_language() {
    let diags = card_file("all-except.yaml");
    let expected: [(Language, &str); 5] = [
        (
            Language::En,
            "expected `all-except-` and a station code (UR, UW, UB, LR, LW or LB)",
        ),
        (
            Language::De,
            "erwartet `all-except-` und einen Stationscode (UR, UW, UB, LR, LW oder LB)",
        ),
        (
            Language::Fr,
            "attendu `all-except-` suivi d'un code de station (UR, UW, UB, LR, LW ou LB)",
        ),
        (
            Language::Cs,
            "očekáváno `all-except-` a kód stanice (UR, UW, UB, LR, LW nebo LB)",
        ),
        (
            Language::Es,
            "se esperaba `all-except-` y un código de estación (UR, UW, UB, LR, LW o LB)",
        ),
    ];
    for (language, wants) in expected {
        i18n::set_thread_language(Some(language));
        let said = words::diagnostic::all(&diags);
        i18n::set_thread_language(Some(Language::En));
        // The two bad words, each whole as written; the good `all-except-LW` reads.
        assert_eq!(said.lines().count(), 2, "{language:?}: {said}");
        for word in ["`all-except-ZZ`", "`all-except-`"] {
            assert!(said.contains(word), "{language:?}: {said}");
        }
        assert!(!said.contains("`ZZ`"), "{language:?}: {said}");
        assert_eq!(said.matches(wants).count(), 2, "{language:?}: {said}");
        assert!(said.contains("all-except.yaml:9:"), "{language:?}: {said}");
    }
}

/// One of every phrase problem.
fn every_phrase_problem() -> Vec<PhraseProblem> {
    let phrase = || "heal".to_string();
    let expected = || vec!["all".to_string(), "zone".to_string()];
    let mut all = vec![
        PhraseProblem::Empty { is_trait: true },
        PhraseProblem::Empty { is_trait: false },
        PhraseProblem::UnknownEffect {
            word: "ooze".into(),
        },
        PhraseProblem::UnknownTrait {
            word: "bulletproof".into(),
        },
        PhraseProblem::NotANumber {
            phrase: phrase(),
            word: "two".into(),
        },
        PhraseProblem::Unexpected {
            phrase: phrase(),
            word: "more".into(),
            expected: None,
        },
        PhraseProblem::Unexpected {
            phrase: phrase(),
            word: "more".into(),
            expected: Some("faster-below N".into()),
        },
        PhraseProblem::NoCrew {
            expected: expected(),
        },
        PhraseProblem::UnknownCrew {
            word: "wizard".into(),
            expected: expected(),
        },
        PhraseProblem::AllExcept {
            word: "all-except-ZZ".into(),
            expected: vec!["UR".into(), "LB".into()],
        },
        PhraseProblem::Usage {
            usage: "if-damaged N then ... else ...".into(),
        },
        PhraseProblem::MissingThen {
            usage: "if-rocket-hit".into(),
        },
        PhraseProblem::BracketPlace {
            phrase: "[1] attack 2".into(),
        },
        PhraseProblem::BracketWord {
            phrase: "attack 2 [1".into(),
        },
        PhraseProblem::NotOnDestruction {
            phrase: "attack 1".into(),
        },
        PhraseProblem::OnDestruction {
            phrase: "knock-out-host".into(),
        },
    ];
    let wants = [
        PhraseWants::Number,
        PhraseWants::StationCode,
        PhraseWants::StationCodes,
        PhraseWants::Zones,
        PhraseWants::ZoneOrAll,
        PhraseWants::OneOf(vec!["redward".into(), "blueward".into()]),
    ];
    all.extend(wants.map(|wants| PhraseProblem::Needs {
        phrase: phrase(),
        wants,
    }));
    for kind in [WordKind::Target, WordKind::Zone, WordKind::Station] {
        all.push(PhraseProblem::UnknownWord {
            kind,
            word: "x".into(),
            expected: vec!["a".into(), "b".into(), "c".into()],
        });
    }
    let needs = [
        EffectNeeds::Intruder,
        EffectNeeds::Stations,
        EffectNeeds::Internal,
        EffectNeeds::External,
        EffectNeeds::Trajectory,
    ];
    all.extend(needs.map(|needs| PhraseProblem::WrongKind {
        phrase: "move redward".into(),
        needs,
    }));
    let of = [
        TraitOf::Internal,
        TraitOf::External,
        TraitOf::Intruders,
        TraitOf::Malfunctions,
    ];
    all.extend(of.map(|of| PhraseProblem::TraitOf {
        phrase: "stealth".into(),
        of,
    }));
    all
}

#[test]
fn every_phrase_problem_has_words_in_every_language() {
    for p in every_phrase_problem() {
        let p = Problem::Phrase(p);
        i18n::set_thread_language(Some(Language::En));
        let english = words::diagnostic::problem(&p);
        assert!(
            !english.contains("diag-") && !english.contains('$'),
            "{english}"
        );
        for language in [Language::De, Language::Fr, Language::Cs, Language::Es] {
            i18n::set_thread_language(Some(language));
            let words = words::diagnostic::problem(&p);
            assert_ne!(words, english, "{language:?} {p:?}");
            assert!(!words.contains("diag-") && !words.contains('$'), "{words}");
            tests::says(&words, &[], ENGLISH);
        }
    }
    i18n::set_thread_language(Some(Language::En));
}

#[test]
fn a_phrase_that_does_not_read_says_why_in_english() {
    let cases = [
        ("ooze 2", "unknown effect `ooze`"),
        ("move sideways", "`move` needs redward or blueward"),
        ("heal", "`heal` needs a number"),
        ("heal two", "`heal`: `two` is not a number"),
        ("shield = x", "`shield =`: `x` is not a number"),
        ("heal 2 more", "`heal`: unexpected `more`"),
        ("attack 2 sideways", "unknown target `sideways`"),
        ("drain everything", "`drain` needs all-shields"),
        ("knock-out-in", "`knock-out-in` needs station codes"),
        ("double-damage", "`double-damage` needs a zone or all"),
        ("call-threat internal sooner", "unknown word `sooner`"),
        ("if-taken heal 1 then attack 1", "`if-taken <drain"),
        ("[1] attack 2", "follows the word it replaces"),
    ];
    let english = |e: PhraseProblem| {
        i18n::set_thread_language(Some(Language::En));
        words::diagnostic::problem(&Problem::Phrase(e))
    };
    for (phrase, message) in cases {
        let said = english(parse_effects(phrase).expect_err(phrase));
        assert!(said.contains(message), "{phrase}: {said}");
    }
    let said = english(parse_trait("inaccessible 2 forever").unwrap_err());
    assert!(said.contains("unexpected `forever`"), "{said}");
    let said = english(parse_trait("bulletproof").unwrap_err());
    assert!(said.contains("unknown trait"), "{said}");
}
