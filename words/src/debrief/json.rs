//! The debrief's JSON (`sitting-duck debrief --json`, `docs/formats.md` §4.5) as types.

use serde::Serialize;

use super::Debrief;

/// The debrief as `sitting-duck debrief --json` writes it (`docs/formats.md` §4.5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DebriefJson<'a> {
    /// `won` or `lost`.
    pub outcome: &'static str,
    /// The score of a won mission, `null` when lost.
    pub total: Option<i32>,
    /// The lines, section by section.
    pub lines: Vec<LineJson<'a>>,
}

/// One line of [`DebriefJson`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineJson<'a> {
    /// Index of the log entry it is about.
    pub entry: usize,
    /// Its turn.
    pub turn: u8,
    /// Its section's word ([`super::Section::word`]).
    pub section: &'static str,
    /// What happened, in words.
    pub text: &'a str,
    /// Points this cost a won mission, `null` when none.
    pub points: Option<i32>,
}

/// The debrief as JSON (`sitting-duck debrief --json`).
pub fn to_json(d: &Debrief) -> DebriefJson<'_> {
    DebriefJson {
        outcome: if d.won { "won" } else { "lost" },
        total: d.total,
        lines: d
            .lines
            .iter()
            .map(|l| LineJson {
                entry: l.entry,
                turn: l.turn,
                section: l.section.word(),
                text: &l.text,
                points: l.points,
            })
            .collect(),
    }
}
