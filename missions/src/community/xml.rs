//! mkalus's XML missions (`docs/formats.md` §13.2): a `Mission` of `Phase`s, each with its
//! duration and its `Element`s, every time in milliseconds from the start of the phase.

use engine::{ThreatZone, Zone};
use roxmltree::{Document, Node};

use super::{Expected, Place, Problem, Read, ScriptError};
use crate::track::{Event, EventKind, ThreatEvent, Track};

/// Reads an XML mission: the first problem found, or the script as read. (An XML document
/// that breaks one rule often breaks the next for the same reason: one reason reads better.)
pub(crate) fn read(src: &str) -> Result<Read, Vec<ScriptError>> {
    let doc = Document::parse(src).map_err(|e| {
        let pos = e.pos();
        vec![ScriptError {
            place: Place {
                line: pos.row as usize,
                column: pos.col as usize,
                item: String::new(),
            },
            problem: Problem::NotXml(e.to_string()),
        }]
    })?;
    read_mission(&doc, src).map_err(|e| vec![e])
}

/// A problem at `node`, whose path is `path`.
fn at(doc: &Document, node: Node, path: &str, problem: Problem) -> ScriptError {
    let pos = doc.text_pos_at(node.range().start);
    ScriptError {
        place: Place {
            line: pos.row as usize,
            column: pos.col as usize,
            item: path.to_owned(),
        },
        problem,
    }
}

/// The `Mission` and its phases.
fn read_mission(doc: &Document, src: &str) -> Result<Read, ScriptError> {
    let root = doc.root_element();
    let name = root.tag_name().name();
    if name != "Mission" {
        return Err(at(
            doc,
            root,
            name,
            Problem::UnexpectedElement {
                found: name.to_owned(),
                expected: "Mission",
            },
        ));
    }
    let mut read = Read {
        whole: Some(Place::at(src, root.range().start, "Mission")),
        ..Read::default()
    };
    let mut start_ms: u64 = 0;
    for (i, phase) in root.children().filter(Node::is_element).enumerate() {
        let path = format!("Mission/Phase[{}]", i + 1);
        expect(doc, phase, &path, "Phase")?;
        let duration = millis(doc, phase, &path, "duration")?;
        for (j, element) in phase.children().filter(Node::is_element).enumerate() {
            let path = format!("{path}/Element[{}]", j + 1);
            expect(doc, element, &path, "Element")?;
            let start = millis(doc, element, &path, "start")?;
            if start > duration {
                return Err(at(doc, element, &path, Problem::AfterPhase));
            }
            if let Some(kind) = kind(doc, element, &path)? {
                let at_s = u32::try_from((start_ms + start) / 1000).unwrap_or(u32::MAX);
                let place = at(doc, element, &path, Problem::Empty).place;
                read.events.push((Event { at: at_s, kind }, place));
            }
        }
        start_ms += duration;
        let place = at(doc, phase, &path, Problem::Empty).place;
        read.phases
            .push((u32::try_from(start_ms / 1000).unwrap_or(u32::MAX), place));
    }
    Ok(read)
}

/// Refuses an element that is not `expected`.
fn expect(
    doc: &Document,
    node: Node,
    path: &str,
    expected: &'static str,
) -> Result<(), ScriptError> {
    let found = node.tag_name().name();
    if found == expected {
        Ok(())
    } else {
        Err(at(
            doc,
            node,
            path,
            Problem::UnexpectedElement {
                found: found.to_owned(),
                expected,
            },
        ))
    }
}

/// A required attribute.
fn attribute<'a>(
    doc: &Document,
    node: Node<'a, 'a>,
    path: &str,
    name: &'static str,
) -> Result<&'a str, ScriptError> {
    node.attribute(name)
        .ok_or_else(|| at(doc, node, path, Problem::MissingAttribute(name)))
}

/// A required number of milliseconds.
fn millis(doc: &Document, node: Node, path: &str, name: &'static str) -> Result<u64, ScriptError> {
    let value = attribute(doc, node, path, name)?;
    value.trim().parse().map_err(|_| {
        at(
            doc,
            node,
            path,
            Problem::BadValue {
                attribute: name,
                found: value.to_owned(),
                expected: Expected::Milliseconds,
            },
        )
    })
}

/// The value of `name`, one of `words` (each with what it means), or a problem.
fn word<T: Copy>(
    doc: &Document,
    node: Node,
    path: &str,
    name: &'static str,
    words: &[(&str, T)],
    expected: &'static str,
) -> Result<T, ScriptError> {
    let value = attribute(doc, node, path, name)?;
    words
        .iter()
        .find(|(w, _)| *w == value)
        .map(|(_, t)| *t)
        .ok_or_else(|| {
            at(
                doc,
                node,
                path,
                Problem::BadValue {
                    attribute: name,
                    found: value.to_owned(),
                    expected: Expected::Words(expected),
                },
            )
        })
}

/// What an element announces; `None` for the phase announcements, which our timeline
/// derives from the phase ends.
fn kind(doc: &Document, node: Node, path: &str) -> Result<Option<EventKind>, ScriptError> {
    let words = [
        ("Threat", 0),
        ("DataTransfer", 1),
        ("IncomingData", 2),
        ("CommFailure", 3),
        ("Announcement", 4),
    ];
    let expected = "Threat, DataTransfer, IncomingData, CommFailure or Announcement";
    Ok(match word(doc, node, path, "type", &words, expected)? {
        0 => Some(EventKind::Threat(threat(doc, node, path)?)),
        1 => Some(EventKind::DataTransfer),
        2 => Some(EventKind::IncomingData),
        3 => {
            let ms = millis(doc, node, path, "duration")?;
            if ms < 1000 {
                return Err(at(doc, node, path, Problem::BadSeconds(format!("{ms} ms"))));
            }
            Some(EventKind::CommsDown {
                seconds: u32::try_from(ms / 1000).unwrap_or(u32::MAX),
            })
        }
        _ => None,
    })
}

/// A `Threat` element's attributes.
fn threat(doc: &Document, node: Node, path: &str) -> Result<ThreatEvent, ScriptError> {
    let unconfirmed = word(
        doc,
        node,
        path,
        "confidence",
        &[("Confirmed", false), ("Unconfirmed", true)],
        "Confirmed or Unconfirmed",
    )?;
    let serious = word(
        doc,
        node,
        path,
        "threatLevel",
        &[("NormalThreat", false), ("SeriousThreat", true)],
        "NormalThreat or SeriousThreat",
    )?;
    let internal = word(
        doc,
        node,
        path,
        "threatType",
        &[("ExternalThreat", false), ("InternalThreat", true)],
        "ExternalThreat or InternalThreat",
    )?;
    let value = attribute(doc, node, path, "time")?;
    let turn = match value.trim().parse::<u8>() {
        Ok(turn) if (1..=8).contains(&turn) => turn,
        _ => {
            let problem = Problem::BadValue {
                attribute: "time",
                found: value.to_owned(),
                expected: Expected::Turn,
            };
            return Err(at(doc, node, path, problem));
        }
    };
    let zone = if internal {
        ThreatZone::Internal
    } else {
        let zones = [
            ("Red", Zone::Red),
            ("White", Zone::White),
            ("Blue", Zone::Blue),
        ];
        ThreatZone::External(word(doc, node, path, "zone", &zones, "Red, White or Blue")?)
    };
    Ok(ThreatEvent {
        turn,
        zone,
        serious,
        unconfirmed,
    })
}

/// The ordinal of a phase in the announcements' names.
const ORDINALS: [&str; 3] = ["First", "Second", "Third"];

/// The track as an XML mission: each phase with its duration, its announcements (those
/// our timeline speaks, so that a player of this format speaks them too) and its events.
pub(crate) fn write(track: &Track) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Mission>\n");
    let mut begin = 0;
    for (i, &end) in track.phases.iter().enumerate() {
        let ordinal = ORDINALS.get(i).copied().unwrap_or("Third");
        let duration = end.saturating_sub(begin);
        out.push_str(&format!(
            "\t<Phase duration=\"{}\">\n",
            u64::from(duration) * 1000
        ));
        let first = if i == 0 {
            "AnnounceBeginFirstPhase".to_owned()
        } else {
            format!("Announce{ordinal}PhaseBegins")
        };
        let mut lines: Vec<(u32, u8, String)> = vec![(0, 0, announcement(&first))];
        for (at, suffix) in [
            (60, "EndsInOneMinute"),
            (20, "EndsInTwentySeconds"),
            (7, "Ends"),
        ] {
            if duration > at {
                let message = format!("Announce{ordinal}Phase{suffix}");
                lines.push((duration - at, 0, announcement(&message)));
            }
        }
        for event in track.events.iter().filter(|e| e.at >= begin && e.at < end) {
            lines.push((event.at - begin, 1, attributes(&event.kind)));
        }
        lines.sort_by_key(|(at, order, _)| (*at, *order));
        for (at, _, attributes) in lines {
            out.push_str(&format!(
                "\t\t<Element start=\"{}\" {attributes} />\n",
                u64::from(at) * 1000
            ));
        }
        out.push_str("\t</Phase>\n");
        begin = end;
    }
    out.push_str("</Mission>\n");
    out
}

/// A phase announcement's attributes.
fn announcement(message: &str) -> String {
    format!("type=\"Announcement\" message=\"{message}\"")
}

/// An event's attributes.
fn attributes(kind: &EventKind) -> String {
    match kind {
        EventKind::Threat(t) => {
            let mut out = format!(
                "type=\"Threat\" confidence=\"{}\" threatLevel=\"{}\" threatType=\"{}\" time=\"{}\"",
                if t.unconfirmed {
                    "Unconfirmed"
                } else {
                    "Confirmed"
                },
                if t.serious {
                    "SeriousThreat"
                } else {
                    "NormalThreat"
                },
                match t.zone {
                    ThreatZone::Internal => "InternalThreat",
                    ThreatZone::External(_) => "ExternalThreat",
                },
                t.turn
            );
            if let ThreatZone::External(zone) = t.zone {
                let zone = match zone {
                    Zone::Red => "Red",
                    Zone::White => "White",
                    Zone::Blue => "Blue",
                };
                out.push_str(&format!(" zone=\"{zone}\""));
            }
            out
        }
        EventKind::IncomingData => "type=\"IncomingData\"".to_owned(),
        EventKind::DataTransfer => "type=\"DataTransfer\"".to_owned(),
        EventKind::CommsDown { seconds } => {
            format!(
                "type=\"CommFailure\" duration=\"{}\"",
                u64::from(*seconds) * 1000
            )
        }
    }
}
