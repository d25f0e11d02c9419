//! Writing a track as YAML: the layout of the shipped files, one event per line.
//!
//! The file is a typed struct ([`TrackFile`]) written by the project's YAML crate: the keys
//! are the fields of the format (`docs/formats.md` §1.1), every event a one-line flow mapping,
//! and the name, the times and the soundtrack double-quoted (`"7:00"` would otherwise read as
//! a YAML 1.1 sexagesimal number), so any text a track holds is written safely.

use serde::Serialize;
use serde_saphyr::{DoubleQuoted, FlowMap, FlowSeq, SerializerOptions};

use super::{EventKind, Track};
use crate::diag::format_time;

/// A track file, field by field, in the order the shipped files write them.
#[derive(Debug, Serialize)]
struct TrackFile<'a> {
    name: DoubleQuoted<&'a str>,
    kind: &'static str,
    /// Absent for a base-game track.
    #[serde(skip_serializing_if = "Option::is_none")]
    modules: Option<FlowSeq<Vec<&'static str>>>,
    phases: FlowSeq<Vec<DoubleQuoted<String>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    soundtrack: Option<DoubleQuoted<&'a str>>,
    events: Vec<FlowMap<EventLine>>,
}

/// One event: its time and type, then the fields of its type.
#[derive(Debug, Serialize)]
struct EventLine {
    at: DoubleQuoted<String>,
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    turn: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    zone: Option<&'static str>,
    #[serde(skip_serializing_if = "is_false")]
    serious: bool,
    #[serde(skip_serializing_if = "is_false")]
    unconfirmed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    seconds: Option<u32>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl<'a> TrackFile<'a> {
    fn new(track: &'a Track) -> Self {
        TrackFile {
            name: DoubleQuoted(&track.name),
            kind: track.kind.name(),
            modules: (!track.modules.is_base())
                .then(|| FlowSeq(track.modules.on().map(engine::Module::name).collect())),
            phases: FlowSeq(
                track
                    .phases
                    .iter()
                    .map(|&p| DoubleQuoted(format_time(p)))
                    .collect(),
            ),
            soundtrack: track.soundtrack.as_deref().map(DoubleQuoted),
            events: track
                .events
                .iter()
                .map(|e| FlowMap(event_line(e)))
                .collect(),
        }
    }
}

fn event_line(event: &super::Event) -> EventLine {
    let mut line = EventLine {
        at: DoubleQuoted(format_time(event.at)),
        kind: event.kind.type_name(),
        turn: None,
        zone: None,
        serious: false,
        unconfirmed: false,
        seconds: None,
    };
    match event.kind {
        EventKind::Threat(t) => {
            line.turn = Some(t.turn);
            line.zone = Some(t.zone.name());
            line.serious = t.serious;
            line.unconfirmed = t.unconfirmed;
        }
        EventKind::CommsDown { seconds } => line.seconds = Some(seconds),
        EventKind::IncomingData | EventKind::DataTransfer => {}
    }
    line
}

/// The track as YAML text; an error only if the YAML crate refuses a value (it takes any
/// string double-quoted, so a track read from a file always writes).
pub(super) fn write(track: &Track) -> Result<String, serde_saphyr::SerializeError> {
    let mut options = SerializerOptions::default();
    // `events:` then `  - { ... }`, one per line, as the shipped files are laid out.
    options.compact_list_indent = false;
    serde_saphyr::to_string_with_options(&TrackFile::new(track), options)
}
