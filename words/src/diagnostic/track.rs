//! A track's problems in the current language: what was read wrong ([`TrackRead`]) and the
//! rules it breaks ([`TrackRule`]). In English each is exactly its `Display`, which the track
//! goldens pin. The files' words (`incoming-data`, `mission`, a field's name) stay as written;
//! times are said `m:ss`.

use formats::diag::{
    EventNoun, Found, Speaking, TrackRead, TrackRule, TrackWord, Wanted, capitalise, format_time,
};
use i18n::tr;

use crate::nouns;

/// What was read wrong, in words.
pub(super) fn read(p: &TrackRead) -> String {
    match p {
        TrackRead::Expected { wanted, found } => expected(*wanted, &found_text(found)),
        // A number, a list or nothing is no unknown word: "unknown kind the number 12" would
        // read as nonsense.
        TrackRead::Unknown { word, found } if !matches!(found, Found::Text(_)) => tr!(
            "diag-track-not-a-word",
            found = found_text(found),
            expected = word.expected()
        ),
        TrackRead::Unknown { word, found } => {
            let (found, expected) = (found_text(found), word.expected());
            match word {
                TrackWord::Kind => tr!(
                    "diag-track-unknown-kind",
                    found = found,
                    expected = expected
                ),
                TrackWord::EventType => tr!(
                    "diag-track-unknown-event-type",
                    found = found,
                    expected = expected
                ),
                TrackWord::Zone => tr!(
                    "diag-track-unknown-zone",
                    found = found,
                    expected = expected
                ),
            }
        }
        TrackRead::UnknownModule { found, expected } => tr!(
            "diag-track-unknown-module",
            found = found_text(found),
            expected = expected.join(", ")
        ),
        TrackRead::ModuleTwice { module } => {
            tr!("diag-track-module-twice", module = module.as_str())
        }
        TrackRead::UnknownField { field, expected } => tr!(
            "diag-track-unknown-field",
            field = field.as_str(),
            expected = expected.join(", ")
        ),
        TrackRead::MissingField { field } => {
            tr!("diag-track-missing-field", field = field.as_str())
        }
        TrackRead::MissingType => tr!(
            "diag-track-missing-type",
            expected = TrackWord::EventType.expected()
        ),
        TrackRead::DoesNotApply { field, event_type } => tr!(
            "diag-track-does-not-apply",
            field = field.as_str(),
            event = event_type.as_str()
        ),
        TrackRead::NeedsSeconds => tr!("diag-track-needs-seconds"),
        TrackRead::NeedsTurn => tr!("diag-track-needs-turn"),
        TrackRead::NeedsZone => tr!("diag-track-needs-zone"),
    }
}

/// What a field holds, in the track files' wording.
pub(super) fn found_text(found: &Found) -> String {
    match found {
        Found::Null => tr!("diag-track-found-null"),
        Found::Bool(b) => tr!("diag-track-found-bool", value = b.to_string()),
        Found::Number(n) => tr!("diag-track-found-number", number = n.as_str()),
        Found::Text(s) => tr!("diag-track-found-text", text = s.as_str()),
        Found::List => tr!("diag-track-found-list"),
        Found::Mapping => tr!("diag-track-found-mapping"),
    }
}

/// `expected ..., found ...`.
fn expected(wanted: Wanted, found: &str) -> String {
    match wanted {
        Wanted::Mapping => tr!("diag-track-expected-mapping", found = found),
        Wanted::KeyName => tr!("diag-track-expected-key-name", found = found),
        Wanted::Time => tr!("diag-track-expected-time", found = found),
        Wanted::Name => tr!("diag-track-expected-name", found = found),
        Wanted::Soundtrack => tr!("diag-track-expected-soundtrack", found = found),
        Wanted::Events => tr!("diag-track-expected-events", found = found),
        Wanted::Modules => tr!("diag-track-expected-modules", found = found),
        Wanted::Phases => tr!("diag-track-expected-phases", found = found),
        Wanted::BlackoutSeconds => tr!("diag-track-expected-blackout", found = found),
        Wanted::Turn => tr!("diag-track-expected-turn", found = found),
        Wanted::Flag => tr!("diag-track-expected-flag", found = found),
    }
}

/// A rule the track breaks, in words.
pub(super) fn rule(p: &TrackRule) -> String {
    match p {
        TrackRule::PhaseCount {
            kind,
            phases,
            given,
        } => tr!(
            "diag-track-phase-count",
            kind = kind.as_str(),
            phases = *phases,
            given = *given
        ),
        TrackRule::PhaseTooLate {
            phase,
            end,
            longest,
        } => tr!(
            "diag-track-phase-too-late",
            phase = *phase,
            end = format_time(*end),
            longest = format_time(*longest)
        ),
        TrackRule::PhaseNotAfter {
            phase,
            end,
            previous,
        } => tr!(
            "diag-track-phase-not-after",
            phase = *phase,
            end = format_time(*end),
            before = phase.saturating_sub(1),
            previous = format_time(*previous)
        ),
        TrackRule::PhaseTooShort { phase, length, min } => tr!(
            "diag-track-phase-too-short",
            phase = *phase,
            length = format_time(*length),
            min = format_time(*min)
        ),
        TrackRule::StartsWhileRunning {
            starts,
            running,
            until,
        } => capitalise(&tr!(
            "diag-track-starts-while-running",
            starts = speaking(starts),
            running = speaking(running),
            until = format_time(*until)
        )),
        TrackRule::RunsInto { runs, until, into } => capitalise(&tr!(
            "diag-track-runs-into",
            runs = speaking(runs),
            until = format_time(*until),
            into = speaking(into)
        )),
        TrackRule::NoSuchTurn { .. }
        | TrackRule::TurnOutsidePhase { .. }
        | TrackRule::NoThreatsInPhase { .. }
        | TrackRule::SharedTurn { .. }
        | TrackRule::SecondExternal { .. }
        | TrackRule::SameTurnAndZone { .. }
        | TrackRule::Unsorted { .. }
        | TrackRule::AfterTheEnd { .. }
        | TrackRule::EmptyBlackout => threat_rule(p),
    }
}

/// The rules about threats and the order of events, in words.
fn threat_rule(p: &TrackRule) -> String {
    match p {
        TrackRule::NoSuchTurn { turn, last } => {
            tr!(
                "diag-track-no-such-turn",
                turn = turn.as_str(),
                last = *last
            )
        }
        TrackRule::TurnOutsidePhase {
            turn,
            phase,
            at,
            first,
            last,
        } => tr!(
            "diag-track-turn-outside-phase",
            turn = *turn,
            phase = *phase,
            at = format_time(*at),
            first = *first,
            last = *last
        ),
        TrackRule::NoThreatsInPhase { phase, at } => tr!(
            "diag-track-no-threats-in-phase",
            phase = *phase,
            at = format_time(*at)
        ),
        TrackRule::SharedTurn { turn, first } => {
            tr!("diag-track-shared-turn", turn = *turn, first = *first)
        }
        TrackRule::SecondExternal { turn, first, zone } => tr!(
            "diag-track-second-external",
            turn = *turn,
            first = *first,
            zone = nouns::threat_zone(*zone)
        ),
        TrackRule::SameTurnAndZone { turn, zone, first } => tr!(
            "diag-track-same-turn-and-zone",
            turn = *turn,
            zone = nouns::threat_zone(*zone),
            first = *first
        ),
        TrackRule::Unsorted {
            at,
            previous,
            previous_at,
        } => tr!(
            "diag-track-unsorted",
            at = format_time(*at),
            previous = *previous,
            previous_at = format_time(*previous_at)
        ),
        TrackRule::AfterTheEnd { at, end } => tr!(
            "diag-track-after-the-end",
            at = format_time(*at),
            end = format_time(*end)
        ),
        TrackRule::EmptyBlackout => tr!("diag-track-empty-blackout"),
        // The phases and overlaps are `rule`'s own.
        TrackRule::PhaseCount { .. }
        | TrackRule::PhaseTooLate { .. }
        | TrackRule::PhaseNotAfter { .. }
        | TrackRule::PhaseTooShort { .. }
        | TrackRule::StartsWhileRunning { .. }
        | TrackRule::RunsInto { .. } => String::new(),
    }
}

/// An announcement, as the overlap messages name it.
fn speaking(s: &Speaking) -> String {
    match *s {
        Speaking::Start => tr!("diag-track-start-announcement"),
        Speaking::Warning {
            phase,
            minute: true,
            at,
        } => tr!(
            "diag-track-warning-minute",
            phase = phase,
            at = format_time(at)
        ),
        Speaking::Warning {
            phase,
            minute: false,
            at,
        } => tr!(
            "diag-track-warning-seconds",
            phase = phase,
            at = format_time(at)
        ),
        Speaking::Countdown { phase, at } => {
            tr!("diag-track-countdown", phase = phase, at = format_time(at))
        }
        Speaking::Event { index, noun, at } => {
            let at = format_time(at);
            match noun {
                EventNoun::Threat => tr!("diag-track-event-threat", index = index, at = at),
                EventNoun::IncomingData => {
                    tr!("diag-track-event-incoming-data", index = index, at = at)
                }
                EventNoun::DataTransfer => {
                    tr!("diag-track-event-data-transfer", index = index, at = at)
                }
                EventNoun::CommsDown => tr!("diag-track-event-comms-down", index = index, at = at),
            }
        }
    }
}
