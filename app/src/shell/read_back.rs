//! A logged mission read back in the current language (`log show`): its debrief and event
//! log made again from the stored game file and seed when that gives the mission that was
//! logged, else the words stored with it, said so (`docs/ship-log.md`, "Reading a mission
//! back").
//!
//! The stored lines are the history and are never rewritten; re-making them only changes
//! the words they are shown in (the engine is deterministic, so the same game file and seed
//! give the same resolution).

use shiplog::{DebriefLine, MissionRecord, Outcome};
use words::debrief::{Debrief, Line, Section, text};

/// What `log show` prints of a logged mission's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadBack {
    /// The debrief as `sitting-duck debrief` prints it, after a note when it is not made now.
    pub debrief: String,
    /// The event log, one line per event (no final line end), after a note when it is the
    /// stored one.
    pub event_log: String,
}

/// Why the stored words of a mission are shown rather than words made now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Why {
    /// The game file no longer loads with the cards given (a homebrew card not given).
    NoLoad,
    /// The game file loads but resolves to another debrief (the rules changed since).
    Differs,
}

/// The debrief and event log of `record` in the current language when they can be made
/// again: the stored game file, parsed with `catalog` (the base cards plus any homebrew
/// ones given) and resolved with the stored seed, gives a debrief that agrees with the
/// stored one (the same outcome, total and lines but for their words). Otherwise the
/// stored lines, as logged, after a note saying why. A mission logged before the log kept debriefs gets its debrief made now (said so).
pub fn read_back(record: &MissionRecord, catalog: &missions::Catalog) -> ReadBack {
    let remade = missions::game::parse_game(&record.game_yaml, "game", catalog)
        .ok()
        .map(|game| engine::resolve(&game.game, record.seed));
    let Some(resolution) = remade else {
        return stored(record, Why::NoLoad);
    };
    let made = words::debrief::debrief(&resolution);
    if record.debrief.is_empty() {
        // Nothing stored to agree with: made now, and said so.
        return ReadBack {
            debrief: format!("{}\n{}", i18n::tr!("cli-log-debrief-made-now"), text(&made)),
            event_log: event_log(record, &resolution),
        };
    }
    if !agrees(&made, record) {
        return stored(record, Why::Differs);
    }
    ReadBack {
        debrief: text(&made),
        event_log: event_log(record, &resolution),
    }
}

/// Whether a debrief made now tells the same mission as the stored one: the same outcome
/// and total, the same number of lines, and line by line the same log entry, turn, section
/// and points. Then only the words can differ.
fn agrees(made: &Debrief, record: &MissionRecord) -> bool {
    let same_line = |(m, s): (&Line, &DebriefLine)| {
        m.entry == s.entry
            && m.turn == s.turn
            && m.section.word() == s.section
            && m.points == s.points
    };
    made.won == (record.outcome() == Outcome::Won)
        && made.total == record.total()
        && made.lines.len() == record.debrief.len()
        && made.lines.iter().zip(&record.debrief).all(same_line)
}

/// The stored words, each after the note saying why they are shown as logged.
fn stored(record: &MissionRecord, why: Why) -> ReadBack {
    let note = match (why, record.debrief.is_empty()) {
        (Why::NoLoad, true) => i18n::tr!("cli-log-debrief-none-no-load"),
        (Why::NoLoad, false) => i18n::tr!("cli-log-debrief-as-logged-no-load"),
        (Why::Differs, _) => i18n::tr!("cli-log-debrief-as-logged-differs"),
    };
    let debrief = if record.debrief.is_empty() {
        format!("{note}\n")
    } else {
        format!("{note}\n{}", text(&stored_debrief(record)))
    };
    ReadBack {
        debrief,
        event_log: stored_event_log(record),
    }
}

/// The stored debrief lines as a debrief, to print.
fn stored_debrief(record: &MissionRecord) -> Debrief {
    let lines = record
        .debrief
        .iter()
        .map(|l| Line {
            entry: l.entry,
            turn: l.turn,
            section: Section::from_word(&l.section).unwrap_or(Section::NoEffect),
            text: l.text.clone(),
            points: l.points,
            // The stored words keep no event: nothing to point at in the reference.
            link: None,
        })
        .collect();
    Debrief {
        won: record.outcome() == Outcome::Won,
        total: record.total(),
        lines,
    }
}

/// The event log made now, when it has as many lines as the stored one (the same events,
/// in the current words); else the stored one, after its note.
fn event_log(record: &MissionRecord, resolution: &engine::Resolution) -> String {
    let lines = words::report::log_lines(resolution);
    if lines.len() == record.event_log.lines().count() {
        lines.join("\n")
    } else {
        stored_event_log(record)
    }
}

/// The stored event log after the note that it is shown as logged.
fn stored_event_log(record: &MissionRecord) -> String {
    format!(
        "{}\n{}",
        i18n::tr!("cli-log-events-as-logged"),
        record.event_log
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::record::{TableFacts, mission_record};

    /// A won mission's record as `resolve --log` writes it, and the base catalog.
    fn record() -> (MissionRecord, missions::Catalog) {
        let catalog = missions::Catalog::base().unwrap();
        let src = "players: 1\ntrajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
                   threats: [ { turn: 1, zone: white, threat: Fighter } ]\n\
                   crew: [ { name: Anna, captain: true, actions: A } ]\n";
        let game = missions::game::parse_game(src, "g.yaml", &catalog).unwrap();
        let resolution = engine::resolve(&game.game, game.seed);
        let record = mission_record(
            game.game.setup(),
            game.seed,
            src,
            &resolution,
            None,
            "t".into(),
            &TableFacts::default(),
        )
        .unwrap();
        (record, catalog)
    }

    #[test]
    fn a_record_that_agrees_reads_back_made_now_without_a_note() {
        let (record, catalog) = record();
        let back = read_back(&record, &catalog);
        assert!(!back.debrief.starts_with('('), "{}", back.debrief);
        assert_eq!(back.event_log, record.event_log);
    }

    #[test]
    fn a_mission_logged_before_debriefs_gets_one_made_now_or_a_note() {
        let (mut record, catalog) = record();
        record.debrief.clear();
        let back = read_back(&record, &catalog);
        let made_now = i18n::tr!("cli-log-debrief-made-now");
        assert!(
            back.debrief.starts_with(&format!("{made_now}\n")),
            "{}",
            back.debrief
        );
        assert!(back.debrief.lines().count() > 2, "{}", back.debrief);
        record.game_yaml = record.game_yaml.replace("Fighter", "Space Goose");
        let back = read_back(&record, &catalog);
        let note = i18n::tr!("cli-log-debrief-none-no-load");
        assert_eq!(back.debrief, format!("{note}\n"));
        let as_logged = i18n::tr!("cli-log-events-as-logged");
        assert_eq!(back.event_log, format!("{as_logged}\n{}", record.event_log));
    }

    #[test]
    fn a_line_of_another_turn_is_a_disagreement() {
        let (mut record, catalog) = record();
        record.debrief[0].turn += 1;
        let back = read_back(&record, &catalog);
        let note = i18n::tr!("cli-log-debrief-as-logged-differs");
        assert!(
            back.debrief.starts_with(&format!("{note}\n")),
            "{}",
            back.debrief
        );
    }
}
