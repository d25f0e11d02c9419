//! The Flash mission player's code string (`docs/formats.md` §13.1): comma-separated items,
//! each a time (minutes, then two digits of seconds, no separator) followed by a code.

use engine::{ThreatZone, Zone};

use super::{Place, Problem, Read, ScriptError};
use crate::track::{Event, EventKind, ThreatEvent, Track};

/// Reads a code string: every item's problem, or the script as read.
pub(crate) fn read(src: &str) -> Result<Read, Vec<ScriptError>> {
    let mut read = Read {
        whole: Some(Place::at(src, 0, "")),
        ..Read::default()
    };
    let mut problems = Vec::new();
    if src.trim().is_empty() {
        problems.push(ScriptError {
            place: Place::at(src, 0, ""),
            problem: Problem::Empty,
        });
    }
    let items: Vec<&str> = src.split(',').collect();
    let mut offset = 0;
    for (i, raw) in items.iter().enumerate() {
        let start = offset + (raw.len() - raw.trim_start().len());
        offset += raw.len() + 1;
        let item = raw.trim();
        // A comma after the last item is forgiven; an empty item elsewhere is not.
        if item.is_empty() && (i + 1 == items.len() || src.trim().is_empty()) {
            continue;
        }
        let place = Place::at(src, start, item);
        match item_of(item) {
            Ok(Item::PhaseEnd(phase, at)) if phase == read.phases.len() + 1 => {
                read.phases.push((at, place));
            }
            Ok(Item::PhaseEnd(..)) => problems.push(ScriptError {
                place,
                problem: Problem::PhaseOrder {
                    found: item.to_owned(),
                    expected: read.phases.len() + 1,
                },
            }),
            Ok(Item::Event(event)) => read.events.push((event, place)),
            Err(problem) => problems.push(ScriptError { place, problem }),
        }
    }
    if problems.is_empty() {
        Ok(read)
    } else {
        Err(problems)
    }
}

/// One item of a code string.
enum Item {
    /// `PEn`: phase `n` ends at this time.
    PhaseEnd(usize, u32),
    /// An announcement.
    Event(Event),
}

/// One item: its time, then its code.
fn item_of(item: &str) -> Result<Item, Problem> {
    if item.is_empty() {
        return Err(Problem::EmptyItem);
    }
    let digits = item.len() - item.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (time, code) = item.split_at(digits);
    let at = time_of(time)?;
    if code.is_empty() {
        return Err(Problem::EmptyItem);
    }
    let upper = code.to_ascii_uppercase();
    let kind = if let Some(rest) = upper.strip_prefix("PE") {
        return match rest.parse::<usize>() {
            Ok(phase) if (1..=3).contains(&phase) => Ok(Item::PhaseEnd(phase, at)),
            _ => Err(Problem::UnknownCode(code.to_owned())),
        };
    } else if let Some(rest) = upper.strip_prefix("AL") {
        EventKind::Threat(threat(rest, false)?)
    } else if let Some(rest) = upper.strip_prefix("UR") {
        EventKind::Threat(threat(rest, true)?)
    } else if let Some(rest) = upper.strip_prefix("CS") {
        match rest.parse::<u32>() {
            Ok(seconds) if seconds >= 1 => EventKind::CommsDown { seconds },
            _ => return Err(Problem::BadSeconds(rest.to_owned())),
        }
    } else if upper == "DT" {
        EventKind::DataTransfer
    } else if upper == "ID" {
        EventKind::IncomingData
    } else {
        return Err(Problem::UnknownCode(code.to_owned()));
    };
    Ok(Item::Event(Event { at, kind }))
}

/// `mss` or `mmss`: the last two digits are seconds, the rest minutes.
fn time_of(time: &str) -> Result<u32, Problem> {
    let bad = || Problem::BadTime(time.to_owned());
    if time.len() < 3 {
        return Err(bad());
    }
    let (minutes, seconds) = time.split_at(time.len() - 2);
    let minutes: u32 = minutes.parse().map_err(|_| bad())?;
    let seconds: u32 = seconds.parse().map_err(|_| bad())?;
    if seconds >= 60 {
        return Err(bad());
    }
    minutes
        .checked_mul(60)
        .and_then(|m| m.checked_add(seconds))
        .ok_or_else(bad)
}

/// After `AL` or `UR`: the turn, the kind of threat, and an external threat's zone.
fn threat(rest: &str, unconfirmed: bool) -> Result<ThreatEvent, Problem> {
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (turn, rest) = rest.split_at(digits);
    let turn = match turn.parse::<u8>() {
        Ok(turn) if (1..=8).contains(&turn) => turn,
        _ => return Err(Problem::BadTurn(turn.to_owned())),
    };
    let (serious, internal, zone) = if let Some(z) = rest.strip_prefix("SIT") {
        (true, true, z)
    } else if let Some(z) = rest.strip_prefix("IT") {
        (false, true, z)
    } else if let Some(z) = rest.strip_prefix("ST") {
        (true, false, z)
    } else if let Some(z) = rest.strip_prefix('T') {
        (false, false, z)
    } else {
        return Err(Problem::BadThreat(rest.to_owned()));
    };
    let zone = match (internal, zone) {
        (true, "") => ThreatZone::Internal,
        (true, other) => return Err(Problem::ZoneOnInternal(other.to_owned())),
        (false, "R") => ThreatZone::External(Zone::Red),
        (false, "W") => ThreatZone::External(Zone::White),
        (false, "B") => ThreatZone::External(Zone::Blue),
        (false, other) => return Err(Problem::BadZone(other.to_owned())),
    };
    Ok(ThreatEvent {
        turn,
        zone,
        serious,
        unconfirmed,
    })
}

/// The track as a code string: its events and phase ends in time order (an event before a
/// phase end at the same second).
pub(crate) fn write(track: &Track) -> String {
    let mut items: Vec<(u32, u8, String)> = track
        .events
        .iter()
        .map(|e| (e.at, 0, code(&e.kind)))
        .collect();
    for (i, end) in track.phases.iter().enumerate() {
        items.push((*end, 1, format!("PE{}", i + 1)));
    }
    items.sort_by_key(|(at, order, _)| (*at, *order));
    items
        .iter()
        .map(|(at, _, code)| format!("{}{:02}{code}", at / 60, at % 60))
        .collect::<Vec<_>>()
        .join(",")
}

/// One announcement's code.
fn code(kind: &EventKind) -> String {
    match kind {
        EventKind::Threat(t) => {
            let head = if t.unconfirmed { "UR" } else { "AL" };
            let (threat, zone) = match t.zone {
                ThreatZone::Internal => (if t.serious { "SIT" } else { "IT" }, ""),
                ThreatZone::External(zone) => (
                    if t.serious { "ST" } else { "T" },
                    match zone {
                        Zone::Red => "R",
                        Zone::White => "W",
                        Zone::Blue => "B",
                    },
                ),
            };
            format!("{head}{}{threat}{zone}", t.turn)
        }
        EventKind::IncomingData => "ID".to_owned(),
        EventKind::DataTransfer => "DT".to_owned(),
        EventKind::CommsDown { seconds } => format!("CS{seconds}"),
    }
}
