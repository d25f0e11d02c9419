//! The community's mission formats, read into our track and written back from it
//! (`docs/formats.md` §13): the Flash mission player's code strings ([`flash`]) and
//! mkalus's XML missions ([`xml`]).
//!
//! A script is read into the same [`Track`] a YAML file gives, then checked by the same
//! rules ([`Track::validate`]); a problem of the script itself carries its place in the
//! script (line, column and the item or element) and a typed reason, which the app says in
//! the crew's words. Writing back keeps every announcement at its second; what a format
//! cannot say (the name, the kind of a training track) is listed as an [`Approximation`].

pub mod flash;
pub mod xml;

use engine::{Module, Modules, ThreatZone};

use crate::diag::Diagnostics;
use crate::track::{Event, EventKind, Track, TrackKind};

/// A community format.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString, strum::VariantArray,
)]
#[strum(serialize_all = "lowercase")]
pub enum Format {
    /// The Flash mission player's code string: `0010AL1TR,0055UR3ITR,...`.
    Flash,
    /// mkalus's XML mission: `<Mission><Phase duration=...><Element .../>`.
    Xml,
}

impl Format {
    /// The word used on the command line: `flash` or `xml`.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// The format a script is written in, from its first character: XML starts with `<`,
    /// anything else is read as a code string.
    pub fn detect(src: &str) -> Format {
        if src
            .trim_start_matches('\u{feff}')
            .trim_start()
            .starts_with('<')
        {
            Format::Xml
        } else {
            Format::Flash
        }
    }
}

/// Where in a script a problem is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// The item as written (a code string's `0130AL1TR`) or the element's path
    /// (`Mission/Phase[2]/Element[3]`); empty for the script as a whole.
    pub item: String,
}

impl Place {
    /// The place of byte `offset` of `src`, naming `item`.
    pub fn at(src: &str, offset: usize, item: impl Into<String>) -> Place {
        let before = src.get(..offset).unwrap_or(src);
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before.get(line_start..).map_or(0, |s| s.chars().count()) + 1;
        Place {
            line,
            column,
            item: item.into(),
        }
    }
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.line, self.column)?;
        if !self.item.is_empty() {
            write!(f, ": {}", self.item)?;
        }
        Ok(())
    }
}

/// What is wrong in a script, as data; the app says it in the crew's words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// Nothing to read.
    #[error("the script is empty")]
    Empty,
    /// A code string's item with no code after its time, or nothing between two commas.
    #[error("an item without a code")]
    EmptyItem,
    /// A code string's time is not `mss` or `mmss` with seconds below 60.
    #[error("`{0}` is not a time written as minutes and two digits of seconds")]
    BadTime(String),
    /// A code the format does not have.
    #[error("unknown code `{0}`")]
    UnknownCode(String),
    /// A threat's turn is not a number from 1 to 8.
    #[error("`{0}` is not a turn from 1 to 8")]
    BadTurn(String),
    /// A threat's kind is none of `T`, `ST`, `IT`, `SIT`.
    #[error("`{0}` is not a kind of threat (T, ST, IT or SIT)")]
    BadThreat(String),
    /// An external threat without a zone, or a zone that is not `R`, `W` or `B`.
    #[error("`{0}` is not a zone (R, W or B)")]
    BadZone(String),
    /// An internal threat given a zone.
    #[error("an internal threat has no zone, but `{0}` follows it")]
    ZoneOnInternal(String),
    /// Communications down for a number of seconds that is not a whole number of at least 1.
    #[error("`{0}` is not a number of seconds of at least 1")]
    BadSeconds(String),
    /// A phase end that is not the next phase's (`PE2` after `PE1`).
    #[error("`{found}` ends a phase, but phase {expected} ends next")]
    PhaseOrder {
        /// The phase end as written.
        found: String,
        /// The phase that ends next.
        expected: usize,
    },
    /// Not two or three phases: our tracks have two (a test run) or three.
    #[error("{0} phases: a track has 2 (a test run) or 3")]
    PhaseCount(usize),
    /// Not XML at all, in the XML reader's own words.
    #[error("not XML: {0}")]
    NotXml(String),
    /// An element where another is expected.
    #[error("`<{found}>` where `<{expected}>` is expected")]
    UnexpectedElement {
        /// The element's name as written.
        found: String,
        /// What belongs there.
        expected: &'static str,
    },
    /// A required attribute is missing.
    #[error("the attribute `{0}` is missing")]
    MissingAttribute(&'static str),
    /// An attribute's value is not one of the words it takes, or not a number.
    #[error("`{attribute}=\"{found}\"`: expected {expected}")]
    BadValue {
        /// The attribute.
        attribute: &'static str,
        /// Its value as written.
        found: String,
        /// What it takes.
        expected: Expected,
    },
    /// An element that starts after the end of its phase.
    #[error("starts after the end of its phase")]
    AfterPhase,
}

/// What an XML attribute takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// One of these words of the format (`Confirmed or Unconfirmed`), said as written.
    Words(&'static str),
    /// A whole number of milliseconds.
    Milliseconds,
    /// A turn from 1 to 8.
    Turn,
}

impl std::fmt::Display for Expected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Expected::Words(words) => f.write_str(words),
            Expected::Milliseconds => f.write_str("a whole number of milliseconds"),
            Expected::Turn => f.write_str("a turn from 1 to 8"),
        }
    }
}

/// One problem of a script: its place and its reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{place}: {problem}")]
pub struct ScriptError {
    /// Where it is.
    pub place: Place,
    /// What is wrong.
    pub problem: Problem,
}

/// Why a script did not import.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ImportError {
    /// The script does not read: every problem found, each at its place.
    #[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
    Script(Vec<ScriptError>),
    /// It reads but breaks a rule of tracks (`docs/formats.md` §1.2): the track's own
    /// diagnostics, each moved to the script's line and column and naming the item.
    #[error("{0}")]
    Rules(Diagnostics),
}

/// Something a format cannot say, which a written script approximates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Approximation {
    /// The name is not written: an imported script is named after its file.
    Name,
    /// The kind is not written: read back, two phases are a test run and three a mission.
    Kind(TrackKind),
    /// The soundtrack file is not written: the generated soundtrack plays.
    Soundtrack,
    /// The modules are not written: read back, only a script announcing an external and an
    /// internal threat for one turn is a double-action track.
    Modules,
}

/// A script written from a track, with what it could not say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exported {
    /// The script's text.
    pub text: String,
    /// What a reader of it will not find as the track had it.
    pub approximations: Vec<Approximation>,
}

/// Reads `src` in `format` (or the format [`Format::detect`] finds) into a track named
/// `name`, checked like any track. `file` names the script in the rules' diagnostics.
///
/// # Errors
/// [`ImportError::Script`] with every problem of the script, each at its place, or
/// [`ImportError::Rules`] with the rules the track breaks.
pub fn import(
    src: &str,
    format: Option<Format>,
    name: &str,
    file: &str,
) -> Result<Track, ImportError> {
    let read = match format.unwrap_or_else(|| Format::detect(src)) {
        Format::Flash => flash::read(src),
        Format::Xml => xml::read(src),
    }
    .map_err(ImportError::Script)?;
    read.into_track(name, file)
}

/// Writes `track` in `format`.
pub fn export(track: &Track, format: Format) -> Exported {
    let text = match format {
        Format::Flash => flash::write(track),
        Format::Xml => xml::write(track),
    };
    Exported {
        text,
        approximations: approximations(track),
    }
}

/// What neither format says: the name, a training track's kind, the soundtrack file.
fn approximations(track: &Track) -> Vec<Approximation> {
    let mut out = vec![Approximation::Name];
    if track.kind != kind_of(track.phases.len()) {
        out.push(Approximation::Kind(kind_of(track.phases.len())));
    }
    if track.soundtrack.is_some() {
        out.push(Approximation::Soundtrack);
    }
    if track.modules != modules_of(&track.events) {
        out.push(Approximation::Modules);
    }
    out
}

/// The kind a script with `phases` phases is read as.
fn kind_of(phases: usize) -> TrackKind {
    if phases == 2 {
        TrackKind::TestRun
    } else {
        TrackKind::Mission
    }
}

/// A script as read, before it is a track: its phase ends and events, each with its place.
#[derive(Debug, Default)]
pub(crate) struct Read {
    /// The phase ends in seconds, with the place that ends each.
    pub phases: Vec<(u32, Place)>,
    /// The events as written, with their places.
    pub events: Vec<(Event, Place)>,
    /// The place of the script as a whole (its first line), for what belongs to no item.
    pub whole: Option<Place>,
}

impl Read {
    /// The track, checked by the track's rules, its diagnostics moved to the script's places.
    fn into_track(self, name: &str, file: &str) -> Result<Track, ImportError> {
        let count = self.phases.len();
        if count != 2 && count != 3 {
            let place = self
                .phases
                .last()
                .map(|(_, p)| p.clone())
                .or(self.whole.clone())
                .unwrap_or(Place::at("", 0, ""));
            return Err(ImportError::Script(vec![ScriptError {
                place,
                problem: Problem::PhaseCount(count),
            }]));
        }
        let events: Vec<Event> = self.events.iter().map(|(e, _)| *e).collect();
        let track = Track {
            name: name.to_owned(),
            kind: kind_of(count),
            modules: modules_of(&events),
            phases: self.phases.iter().map(|(at, _)| *at).collect(),
            soundtrack: None,
            events,
        };
        match track.validate(file) {
            Ok(()) => Ok(track),
            Err(diagnostics) => Err(ImportError::Rules(self.place(diagnostics))),
        }
    }

    /// Moves each diagnostic naming `events[i]` or `phases[i]` to that item's place.
    fn place(&self, mut diagnostics: Diagnostics) -> Diagnostics {
        for d in &mut diagnostics.0 {
            let Some(field) = d.field.as_deref() else {
                continue;
            };
            let place = index_in(field, "events[")
                .and_then(|i| self.events.get(i).map(|(_, p)| p))
                .or_else(|| {
                    index_in(field, "phases[").and_then(|i| self.phases.get(i).map(|(_, p)| p))
                });
            if let Some(place) = place {
                d.line = Some(place.line);
                d.column = Some(place.column);
                d.field = Some(place.item.clone());
            }
        }
        diagnostics
    }
}

/// The index in `field` after `prefix`: 3 in `events[3].turn`.
fn index_in(field: &str, prefix: &str) -> Option<usize> {
    let rest = field.strip_prefix(prefix)?;
    rest.get(..rest.find(']')?)?.parse().ok()
}

/// A script announcing an external and an internal threat for one turn is a double-action
/// track: no other track may, and neither format says its modules.
fn modules_of(events: &[Event]) -> Modules {
    let mut external = [false; 9];
    let mut internal = [false; 9];
    let mut modules = Modules::BASE;
    for event in events {
        if let EventKind::Threat(t) = event.kind {
            let turn = usize::from(t.turn).min(8);
            let (mine, other) = match t.zone {
                ThreatZone::Internal => (&mut internal, &external),
                ThreatZone::External(_) => (&mut external, &internal),
            };
            mine[turn] = true;
            if other[turn] {
                modules.set(Module::DoubleActions, true);
            }
        }
    }
    modules
}
