//! Writing a track as YAML: the layout of the shipped files, one event per line.

use std::fmt::Write;

use super::{EventKind, Track};
use crate::diag::format_time;

/// A YAML double-quoted scalar: always safe, whatever the text holds.
fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

pub(super) fn write(track: &Track) -> String {
    let mut out = String::with_capacity(96 + 72 * track.events.len());
    let _ = writeln!(out, "name: {}", quoted(&track.name));
    let _ = writeln!(out, "kind: {}", track.kind.name());
    if !track.modules.is_base() {
        let words: Vec<&str> = track.modules.on().map(engine::Module::name).collect();
        let _ = writeln!(out, "modules: [{}]", words.join(", "));
    }
    let phases: Vec<String> = track
        .phases
        .iter()
        .map(|&p| quoted(&format_time(p)))
        .collect();
    let _ = writeln!(out, "phases: [{}]", phases.join(", "));
    if let Some(soundtrack) = &track.soundtrack {
        let _ = writeln!(out, "soundtrack: {}", quoted(soundtrack));
    }
    if track.events.is_empty() {
        out.push_str("events: []\n");
        return out;
    }
    out.push_str("events:\n");
    for event in &track.events {
        let _ = write!(
            out,
            "  - {{ at: {}, type: {}",
            quoted(&format_time(event.at)),
            event.kind.type_name()
        );
        match event.kind {
            EventKind::Threat(t) => {
                let _ = write!(out, ", turn: {}, zone: {}", t.turn, t.zone);
                if t.serious {
                    out.push_str(", serious: true");
                }
                if t.unconfirmed {
                    out.push_str(", unconfirmed: true");
                }
            }
            EventKind::CommsDown { seconds } => {
                let _ = write!(out, ", seconds: {seconds}");
            }
            EventKind::IncomingData | EventKind::DataTransfer => {}
        }
        out.push_str(" }\n");
    }
    out
}
