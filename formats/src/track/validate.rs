//! The rules a track must follow (`docs/formats.md` §1), checked all at once.
//!
//! The checks work on events that carry their index in the file, so that the parser can run
//! them on the events it managed to read even when others were broken, and so that every
//! problem can be traced back to its line.

use std::collections::BTreeMap;

use engine::{Modules, ThreatZone};

use super::{Event, EventKind, TrackKind, phase_at};
use crate::diag::{self, Diagnostic, EventNoun, Speaking, TrackRead, TrackRule};

/// Seconds each announcement keeps the ship's computer talking, as the validator counts them.
///
/// Two announcements overlap when one starts before the other's reserved time is over. The
/// lengths come from the timing table of the voice ([`crate::cue::TIMINGS`]), rounded up to
/// whole seconds (tracks are written in seconds): the same figures the Timeline, the mixer and
/// the screen use.
pub mod reserved {
    use crate::announcement::ThreatEvent;
    use crate::cue::{clip_ms, clips_seconds};

    /// The start announcement at 0:00 ("enemy activity detected, begin first phase").
    pub fn start() -> u32 {
        clips_seconds(&["begin_first_phase"])
    }

    /// A threat announcement with its repeat: its clips back to back.
    pub fn threat(t: &ThreatEvent) -> u32 {
        clips_seconds(&crate::cue::threat_clips(t))
    }

    /// A data transfer, its countdown and "data transfer complete".
    pub fn data_transfer() -> u32 {
        clips_seconds(&["data_transfer"])
    }

    /// "Incoming data".
    pub fn incoming_data() -> u32 {
        clips_seconds(&["incoming_data"])
    }

    /// The "communications restored" clip at the end of a blackout (nothing can be heard
    /// during the static before it).
    pub fn comms_restored() -> u32 {
        clips_seconds(&["communications_restored"])
    }

    /// "... ends in one minute" or "... ends in twenty seconds": the longest of them.
    pub fn warning() -> u32 {
        [
            "first_phase_ends_in_1_minute",
            "first_phase_ends_in_20_seconds",
            "second_phase_ends_in_1_minute",
            "second_phase_ends_in_20_seconds",
            "operation_ends_in_1_minute",
            "operation_ends_in_20_seconds",
        ]
        .iter()
        .map(|c| clips_seconds(&[c]))
        .max()
        .unwrap_or(0)
    }

    /// The phase-end countdown starts this many seconds before the phase ends ...
    pub fn countdown_before() -> u32 {
        clip_ms("first_phase_ends") / 1000
    }

    /// ... and its "next phase begins" tail runs this long after it.
    pub fn countdown_after() -> u32 {
        clips_seconds(&["second_phase_begins"]).max(clips_seconds(&["third_phase_begins"]))
    }

    /// The shortest phase: its one-minute warning must come after the previous phase's
    /// countdown (and, for phase 1, after the start announcement).
    pub const MIN_PHASE: u32 = 70;

    /// The longest track: its last phase ends at 30:00 at the latest. The CD's missions last
    /// about ten minutes; the bound keeps what a track asks of the mixer (and of `render`)
    /// small whatever the file says.
    pub const LONGEST: u32 = 30 * 60;
}

/// Where a problem is, before it is turned into a line and column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    /// A top-level field (`name`, `kind`, `phases`, `soundtrack`, `events`).
    Field(&'static str),
    /// One phase end (`phases[i]`).
    Phase(usize),
    /// One event (`events[i]`) or one of its fields.
    Event(usize, Option<&'static str>),
}

impl Place {
    /// The field path: `phases[1]`, `events[3].turn`.
    pub(crate) fn path(&self) -> String {
        match self {
            Place::Field(f) => (*f).to_string(),
            Place::Phase(i) => format!("phases[{i}]"),
            Place::Event(i, None) => format!("events[{i}]"),
            Place::Event(i, Some(f)) => format!("events[{i}].{f}"),
        }
    }
}

/// One problem found in a track.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Problem {
    pub(crate) place: Place,
    /// What it is, for its words in every language.
    pub(crate) what: diag::Problem,
    /// A position known better than the place's (an unknown key), with its field path.
    pub(crate) exact: Option<((usize, usize), String)>,
}

/// A line and column, 1-based.
pub(crate) type Pos = (usize, usize);

/// Line and column (1-based) of the parts of a track file, filled in by the parser.
#[derive(Debug, Clone, Default)]
pub(crate) struct Spans {
    pub(crate) fields: BTreeMap<&'static str, Pos>,
    pub(crate) phases: Vec<Pos>,
    /// Per event: the position of the item, and of each of its fields' values.
    pub(crate) events: Vec<(Pos, BTreeMap<&'static str, Pos>)>,
}

impl Spans {
    fn find(&self, place: Place) -> Option<(usize, usize)> {
        match place {
            Place::Field(f) => self.fields.get(f).copied(),
            Place::Phase(i) => self
                .phases
                .get(i)
                .copied()
                .or_else(|| self.find(Place::Field("phases"))),
            Place::Event(i, field) => {
                let (item, fields) = self.events.get(i)?;
                field.and_then(|f| fields.get(f).copied()).or(Some(*item))
            }
        }
    }
}

impl Problem {
    /// A problem at `place`.
    pub(crate) fn said(place: Place, what: diag::Problem) -> Self {
        Self {
            place,
            what,
            exact: None,
        }
    }

    /// A problem found while reading.
    pub(crate) fn read(place: Place, what: TrackRead) -> Self {
        Self::said(place, diag::Problem::TrackRead(what))
    }

    /// A rule the track breaks.
    pub(crate) fn rule(place: Place, what: TrackRule) -> Self {
        Self::said(place, diag::Problem::TrackRule(what))
    }

    pub(crate) fn into_diagnostic(self, file: &str, spans: Option<&Spans>) -> Diagnostic {
        if let Some(((line, column), field)) = self.exact {
            return Diagnostic::new(file, self.what)
                .field(field)
                .at(line, column);
        }
        let d = Diagnostic::new(file, self.what).field(self.place.path());
        match spans.and_then(|s| s.find(self.place)) {
            Some((line, column)) => d.at(line, column),
            None => d,
        }
    }
}

/// Checks the phases of a track of `kind`; returns the problems and whether the phases are
/// usable for the checks of the events (strictly increasing and long enough).
fn check_phases(kind: TrackKind, phases: &[u32], out: &mut Vec<Problem>) -> bool {
    let mut usable = !phases.is_empty();
    if phases.len() != kind.phase_count() {
        out.push(Problem::rule(
            Place::Field("phases"),
            TrackRule::PhaseCount {
                kind: kind.name().to_string(),
                phases: kind.phase_count(),
                given: phases.len(),
            },
        ));
    }
    let mut previous = 0;
    for (i, &end) in phases.iter().enumerate() {
        if end > reserved::LONGEST {
            out.push(Problem::rule(
                Place::Phase(i),
                TrackRule::PhaseTooLate {
                    phase: i + 1,
                    end,
                    longest: reserved::LONGEST,
                },
            ));
            usable = false;
        } else if i > 0 && end <= previous {
            out.push(Problem::rule(
                Place::Phase(i),
                TrackRule::PhaseNotAfter {
                    phase: i + 1,
                    end,
                    previous,
                },
            ));
            usable = false;
        } else if end - previous < reserved::MIN_PHASE {
            out.push(Problem::rule(
                Place::Phase(i),
                TrackRule::PhaseTooShort {
                    phase: i + 1,
                    length: end - previous,
                    min: reserved::MIN_PHASE,
                },
            ));
            usable = false;
        }
        previous = previous.max(end);
    }
    usable
}

#[derive(Debug, Clone, Copy)]
struct Slot {
    start: u32,
    end: u32,
    who: Speaking,
}

fn event_noun(kind: &EventKind) -> EventNoun {
    match kind {
        EventKind::Threat(_) => EventNoun::Threat,
        EventKind::IncomingData => EventNoun::IncomingData,
        EventKind::DataTransfer => EventNoun::DataTransfer,
        EventKind::CommsDown { .. } => EventNoun::CommsDown,
    }
}

/// How long an event keeps the computer busy, in seconds (see [`reserved`]).
pub(crate) fn reserved_length(kind: &EventKind) -> u32 {
    match kind {
        EventKind::Threat(t) => reserved::threat(t),
        EventKind::IncomingData => reserved::incoming_data(),
        EventKind::DataTransfer => reserved::data_transfer(),
        EventKind::CommsDown { seconds } => seconds.saturating_add(reserved::comms_restored()),
    }
}

fn check_overlaps(phases: &[u32], events: &[(usize, Event)], out: &mut Vec<Problem>) {
    let mut slots = vec![Slot {
        start: 0,
        end: reserved::start(),
        who: Speaking::Start,
    }];
    for (i, &end) in phases.iter().enumerate() {
        let phase = i + 1;
        for seconds in [60, 20] {
            let start = end.saturating_sub(seconds);
            slots.push(Slot {
                start,
                end: start + reserved::warning(),
                who: Speaking::Warning {
                    phase,
                    minute: seconds == 60,
                    at: start,
                },
            });
        }
        let start = end.saturating_sub(reserved::countdown_before());
        slots.push(Slot {
            start,
            end: end + reserved::countdown_after(),
            who: Speaking::Countdown { phase, at: start },
        });
    }
    for (i, e) in events {
        slots.push(Slot {
            start: e.at,
            end: e.at.saturating_add(reserved_length(&e.kind)),
            who: Speaking::Event {
                index: *i,
                noun: event_noun(&e.kind),
                at: e.at,
            },
        });
    }
    // Derived announcements sort before events starting at the same second, so that the
    // event is the one reported (the file can move an event, not a warning).
    slots.sort_by_key(|s| {
        (
            s.start,
            matches!(s.who, Speaking::Event { .. }),
            event_index(s.who),
        )
    });
    let mut running: Option<Slot> = None;
    for slot in slots {
        if let Some(prev) = running
            && slot.start < prev.end
        {
            match (slot.who, prev.who) {
                (Speaking::Event { index, .. }, _) => out.push(Problem::rule(
                    Place::Event(index, Some("at")),
                    TrackRule::StartsWhileRunning {
                        starts: slot.who,
                        running: prev.who,
                        until: prev.end,
                    },
                )),
                (_, Speaking::Event { index, .. }) => out.push(Problem::rule(
                    Place::Event(index, Some("at")),
                    TrackRule::RunsInto {
                        runs: prev.who,
                        until: prev.end,
                        into: slot.who,
                    },
                )),
                // Two derived announcements only collide when a phase is too short, which
                // the phase checks report.
                _ => {}
            }
        }
        if running.is_none_or(|prev| slot.end > prev.end) {
            running = Some(slot);
        }
    }
}

fn event_index(who: Speaking) -> usize {
    match who {
        Speaking::Event { index, .. } => index,
        _ => 0,
    }
}

/// The turns a threat announced in `phase` (1-based) may name, for a track of `kind`.
///
/// Phase-1 threats appear on turns 1-4 and phase-2 threats on turns 5-8 (`docs/formats.md` §1.2); the
/// third phase has none. A test run has only seven turns, and its phase 2 starts with turn 4,
/// so a threat announced right after its phase change may still appear on turn 4 (the second
/// test run of the CD does exactly that, T+4 at 3:45).
pub fn allowed_turns(kind: TrackKind, phase: u8) -> Option<(u8, u8)> {
    match (kind, phase) {
        (_, 1) => Some((1, 4)),
        (TrackKind::TestRun, 2) => Some((4, 7)),
        (_, 2) => Some((5, 8)),
        _ => None,
    }
}

fn check_threat(
    kind: TrackKind,
    phases: Option<&[u32]>,
    index: usize,
    at: u32,
    turn: u8,
    out: &mut Vec<Problem>,
) {
    let last = kind.last_threat_turn();
    if turn == 0 || turn > last {
        out.push(Problem::rule(
            Place::Event(index, Some("turn")),
            TrackRule::NoSuchTurn {
                turn: turn.to_string(),
                last,
            },
        ));
        return;
    }
    let Some(phases) = phases else { return };
    let Some(phase) = phase_at(phases, at) else {
        return;
    };
    match allowed_turns(kind, phase) {
        Some((lo, hi)) if turn < lo || turn > hi => out.push(Problem::rule(
            Place::Event(index, Some("turn")),
            TrackRule::TurnOutsidePhase {
                turn,
                phase,
                at,
                first: lo,
                last: hi,
            },
        )),
        Some(_) => {}
        None => out.push(Problem::rule(
            Place::Event(index, Some("at")),
            TrackRule::NoThreatsInPhase { phase, at },
        )),
    }
}

/// A threat on a turn that already has one (in another zone): refused unless the track is a
/// double-action track and the two are one external and one internal threat.
fn shared_turn(
    modules: Modules,
    index: usize,
    turn: u8,
    zone: ThreatZone,
    turns: &BTreeMap<u8, (usize, ThreatZone)>,
) -> Option<Problem> {
    let &(first, first_zone) = turns.get(&turn)?;
    let internal = |z: ThreatZone| z == ThreatZone::Internal;
    let rule = if !modules.double_actions {
        TrackRule::SharedTurn { turn, first }
    } else if internal(zone) == internal(first_zone) {
        TrackRule::SecondExternal {
            turn,
            first,
            zone: first_zone,
        }
    } else {
        return None;
    };
    Some(Problem::rule(Place::Event(index, None), rule))
}

/// Checks a track: its phases (when given: `None` when they could not be read) and its events,
/// each with its index in the file. Returns every problem found. `modules` are the track's:
/// only a double-action track may announce two threats (an external and an internal one) for
/// the same turn.
pub(crate) fn check(
    kind: TrackKind,
    modules: Modules,
    phases: Option<&[u32]>,
    events: &[(usize, Event)],
) -> Vec<Problem> {
    let mut out = Vec::new();
    let phases = phases.filter(|p| check_phases(kind, p, &mut out));
    let end = phases.and_then(|p| p.last().copied());

    let mut previous: Option<(usize, u32)> = None;
    let mut seen: BTreeMap<(u8, ThreatZone), usize> = BTreeMap::new();
    let mut turns: BTreeMap<u8, (usize, ThreatZone)> = BTreeMap::new();
    for &(index, event) in events {
        if let Some((prev_index, prev_at)) = previous
            && event.at < prev_at
        {
            out.push(Problem::rule(
                Place::Event(index, Some("at")),
                TrackRule::Unsorted {
                    at: event.at,
                    previous: prev_index,
                    previous_at: prev_at,
                },
            ));
        }
        previous = Some((index, event.at));
        if let Some(end) = end
            && event.at >= end
        {
            out.push(Problem::rule(
                Place::Event(index, Some("at")),
                TrackRule::AfterTheEnd { at: event.at, end },
            ));
        }
        match event.kind {
            EventKind::Threat(t) => {
                check_threat(kind, phases, index, event.at, t.turn, &mut out);
                if let Some(first) = seen.insert((t.turn, t.zone), index) {
                    seen.insert((t.turn, t.zone), first);
                    out.push(Problem::rule(
                        Place::Event(index, None),
                        TrackRule::SameTurnAndZone {
                            turn: t.turn,
                            zone: t.zone,
                            first,
                        },
                    ));
                } else if let Some(problem) = shared_turn(modules, index, t.turn, t.zone, &turns) {
                    out.push(problem);
                }
                turns.entry(t.turn).or_insert((index, t.zone));
            }
            EventKind::CommsDown { seconds: 0 } => out.push(Problem::rule(
                Place::Event(index, Some("seconds")),
                TrackRule::EmptyBlackout,
            )),
            _ => {}
        }
    }
    check_overlaps(phases.unwrap_or(&[]), events, &mut out);
    out
}
