//! The diagnostics of bad tracks in every language: each bad track of `missions/tests/bad/`
//! keeps its place (`file:line:col: field: `) and says its problem in the crew's words; in
//! English the words are exactly the loader's messages (the `.err` goldens). Every kind of
//! track problem, built here once, has words of its own in every language.

use std::path::{Path, PathBuf};

use engine::{ThreatZone, Zone};
use i18n::Language;
use missions::Track;
use missions::diag::{
    EventNoun, Found, Problem, Speaking, TrackRead, TrackRule, TrackWord, Wanted,
};

/// The bad tracks, sorted.
fn bad_tracks() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../missions/tests/bad");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    files
}

/// The diagnostics of one bad track in `language`.
fn said(path: &Path, language: Language) -> String {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let src = std::fs::read_to_string(path).unwrap();
    let diags = Track::parse(&src, &name).unwrap_err();
    i18n::set_thread_language(Some(language));
    let text = words::diagnostic::all(&diags);
    i18n::set_thread_language(Some(Language::En));
    text
}

/// The problem of a diagnostic line, without its place.
fn problem(line: &str) -> &str {
    line.splitn(3, ": ").nth(2).unwrap_or_default()
}

#[test]
fn a_bad_track_is_said_in_german_at_the_same_places() {
    let mut all = String::new();
    for path in bad_tracks() {
        let english = said(&path, Language::En);
        let german = said(&path, Language::De);
        assert_eq!(german.lines().count(), english.lines().count(), "{german}");
        for (g, e) in german.lines().zip(english.lines()) {
            let place = |l: &str| l.splitn(3, ": ").take(2).collect::<Vec<_>>().join(": ");
            // A syntax error's own words are the YAML reader's (English) in our framing.
            if !e.contains("illegal placement") {
                assert_eq!(place(g), place(e));
                assert_ne!(problem(g), problem(e), "still English: {g}");
            }
        }
        all.push_str(&german);
        all.push('\n');
    }
    tests::says(
        &all,
        &[
            "Runde 9 gibt es nicht: Bedrohungen erscheinen in den Runden 1 bis 8",
            "unbekannter Ereignistyp `teleport`, erwartet eines von: threat, incoming-data",
            "Die Ansage „Eingehende Daten“ um 0:03 (events[1]) beginnt, während eine andere Ansage noch läuft (die Startansage, bis 0:04)",
            "die Ereignisse müssen nach der Zeit geordnet sein: 1:50 kommt vor dem vorigen Ereignis",
            "unbekanntes Feld `difficulty`, erwartet eines von: name, kind, modules",
            "erwartet eine Zeit: ganze Sekunden (225) oder \"m:ss\" (\"3:45\"), gefunden: die Zahl -5",
            "Zone rot (die erste ist events[0])",
            "eine Spur der Art `mission` hat 3 Phasen, angegeben sind aber 2 Phasenenden",
        ],
        &[
            "does not exist",
            "expected one of",
            "announcements may not overlap",
            "found",
            "missing field",
            "a threat needs",
        ],
    );
}

/// One of every kind of track problem.
fn every_track_problem() -> Vec<Problem> {
    let found = [
        Found::Null,
        Found::Bool(true),
        Found::Number("3.5".into()),
        Found::Text("yes".into()),
        Found::List,
        Found::Mapping,
    ];
    let wanted = [
        Wanted::Mapping,
        Wanted::KeyName,
        Wanted::Time,
        Wanted::Name,
        Wanted::Soundtrack,
        Wanted::Events,
        Wanted::Modules,
        Wanted::Phases,
        Wanted::BlackoutSeconds,
        Wanted::Turn,
        Wanted::Flag,
    ];
    let mut read: Vec<TrackRead> = Vec::new();
    for (i, wanted) in wanted.into_iter().enumerate() {
        let found = found[i % found.len()].clone();
        read.push(TrackRead::Expected { wanted, found });
    }
    for word in [TrackWord::Kind, TrackWord::EventType, TrackWord::Zone] {
        let found = Found::Text("x".into());
        read.push(TrackRead::Unknown { word, found });
    }
    let expected = vec!["a".to_string(), "b".to_string()];
    read.extend([
        TrackRead::UnknownModule {
            found: Found::Text("doubles".into()),
            expected: expected.clone(),
        },
        TrackRead::ModuleTwice {
            module: "double-actions".into(),
        },
        TrackRead::UnknownField {
            field: "colour".into(),
            expected,
        },
        TrackRead::MissingField { field: "at".into() },
        TrackRead::MissingType,
        TrackRead::DoesNotApply {
            field: "zone".into(),
            event_type: "incoming-data".into(),
        },
        TrackRead::NeedsSeconds,
        TrackRead::NeedsTurn,
        TrackRead::NeedsZone,
    ]);
    let mut all: Vec<Problem> = read.into_iter().map(Problem::TrackRead).collect();
    all.extend(every_track_rule().into_iter().map(Problem::TrackRule));
    all
}

/// One of every rule (and every announcement of the overlap rules).
fn every_track_rule() -> Vec<TrackRule> {
    let red = ThreatZone::External(Zone::Red);
    let speakers = [
        Speaking::Start,
        Speaking::Warning {
            phase: 1,
            minute: true,
            at: 165,
        },
        Speaking::Warning {
            phase: 2,
            minute: false,
            at: 430,
        },
        Speaking::Countdown { phase: 1, at: 215 },
    ];
    let nouns = [
        EventNoun::Threat,
        EventNoun::IncomingData,
        EventNoun::DataTransfer,
        EventNoun::CommsDown,
    ];
    let mut rules = vec![
        TrackRule::PhaseCount {
            kind: "mission".into(),
            phases: 3,
            given: 1,
        },
        TrackRule::PhaseTooLate {
            phase: 3,
            end: 2000,
            longest: 1800,
        },
        TrackRule::PhaseNotAfter {
            phase: 2,
            end: 210,
            previous: 225,
        },
        TrackRule::PhaseTooShort {
            phase: 2,
            length: 30,
            min: 70,
        },
        TrackRule::NoSuchTurn {
            turn: "9".into(),
            last: 8,
        },
        TrackRule::TurnOutsidePhase {
            turn: 3,
            phase: 2,
            at: 250,
            first: 5,
            last: 8,
        },
        TrackRule::NoThreatsInPhase { phase: 3, at: 480 },
        TrackRule::SharedTurn { turn: 2, first: 0 },
        TrackRule::SecondExternal {
            turn: 2,
            first: 0,
            zone: red,
        },
        TrackRule::SameTurnAndZone {
            turn: 3,
            zone: ThreatZone::Internal,
            first: 3,
        },
        TrackRule::Unsorted {
            at: 110,
            previous: 1,
            previous_at: 140,
        },
        TrackRule::AfterTheEnd { at: 630, end: 600 },
        TrackRule::EmptyBlackout,
    ];
    for (i, noun) in nouns.into_iter().enumerate() {
        let event = Speaking::Event {
            index: i,
            noun,
            at: 10,
        };
        let other = speakers[i % speakers.len()];
        rules.push(TrackRule::StartsWhileRunning {
            starts: event,
            running: other,
            until: 19,
        });
        rules.push(TrackRule::RunsInto {
            runs: event,
            until: 19,
            into: other,
        });
    }
    rules
}

#[test]
fn every_track_problem_has_words_in_every_language() {
    let all = every_track_problem();
    for p in &all {
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
            // A missing key or argument shows its name.
            assert!(!words.contains("diag-") && !words.contains('$'), "{words}");
        }
    }
    i18n::set_thread_language(Some(Language::En));
}
