//! Writing a track as YAML: the layout of the shipped files, one event per line.
//!
//! The file is a typed struct ([`TrackFile`]) written by the project's YAML crate: the keys
//! are the fields of the format (`docs/formats.md` §1.1), every event a one-line flow mapping,
//! and the name, the times and the soundtrack double-quoted (`"7:00"` would otherwise read as
//! a YAML 1.1 sexagesimal number), so any text a track holds is written safely.

use serde::{Serialize, Serializer};
use serde_saphyr::{DoubleQuoted, FlowMap, FlowSeq, SerializerOptions};

use super::{Event, EventKind, Track};

/// A track file, field by field, in the order the shipped files write them. It borrows the
/// track: the lists are written straight from it, with no list or string built on the way.
#[derive(Serialize)]
struct TrackFile<'a> {
    name: DoubleQuoted<&'a str>,
    kind: &'static str,
    /// Absent for a base-game track.
    #[serde(skip_serializing_if = "Option::is_none")]
    modules: Option<FlowSeq<ModuleNames>>,
    phases: FlowSeq<Times<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    soundtrack: Option<DoubleQuoted<&'a str>>,
    events: EventLines<'a>,
}

/// The names of a track's modules, in the engine's order.
struct ModuleNames(engine::Modules);

impl Serialize for ModuleNames {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.on().map(engine::Module::name))
    }
}

/// The phases' ends as times, each double-quoted.
struct Times<'a>(&'a [u32]);

impl Serialize for Times<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|&t| DoubleQuoted(Clock::new(t))))
    }
}

/// The events, one flow mapping per line.
struct EventLines<'a>(&'a [Event]);

impl Serialize for EventLines<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|e| FlowMap(event_line(e))))
    }
}

/// A time as `m:ss` ([`crate::diag::format_time`]'s text), written in place rather than
/// in a new `String`: `u32::MAX` seconds is `71582788:15`, 11 bytes.
#[derive(Clone, Copy)]
struct Clock {
    text: [u8; 12],
    len: usize,
}

impl Clock {
    fn new(seconds: u32) -> Clock {
        let mut text = [0u8; 12];
        let mut digits = [0u8; 10];
        let (mut minutes, mut n) = (seconds / 60, 0);
        loop {
            digits[n] = b'0' + (minutes % 10) as u8;
            n += 1;
            minutes /= 10;
            if minutes == 0 {
                break;
            }
        }
        for (slot, digit) in text.iter_mut().zip(digits[..n].iter().rev()) {
            *slot = *digit;
        }
        let rest = seconds % 60;
        text[n] = b':';
        text[n + 1] = b'0' + (rest / 10) as u8;
        text[n + 2] = b'0' + (rest % 10) as u8;
        Clock { text, len: n + 3 }
    }
}

impl AsRef<str> for Clock {
    fn as_ref(&self) -> &str {
        // ASCII digits and a colon: always UTF-8.
        std::str::from_utf8(&self.text[..self.len]).unwrap_or_default()
    }
}

/// One event: its time and type, then the fields of its type.
#[derive(Serialize)]
struct EventLine {
    at: DoubleQuoted<Clock>,
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
            modules: (!track.modules.is_base()).then_some(FlowSeq(ModuleNames(track.modules))),
            phases: FlowSeq(Times(&track.phases)),
            soundtrack: track.soundtrack.as_deref().map(DoubleQuoted),
            events: EventLines(&track.events),
        }
    }
}

fn event_line(event: &Event) -> EventLine {
    let mut line = EventLine {
        at: DoubleQuoted(Clock::new(event.at)),
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
    // Written into room for the whole file (a shipped track's event line is under 64 bytes),
    // so the text is not copied as it grows.
    let mut out = String::with_capacity(128 + track.name.len() + 64 * track.events.len());
    serde_saphyr::to_fmt_writer_with_options(&mut out, &TrackFile::new(track), options)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_reads_as_format_time() {
        for seconds in [0, 5, 59, 60, 61, 599, 600, 3599, 3600, 86_399, u32::MAX] {
            assert_eq!(
                Clock::new(seconds).as_ref(),
                crate::diag::format_time(seconds),
                "{seconds}"
            );
        }
    }
}
