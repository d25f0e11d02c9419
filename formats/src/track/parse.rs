//! Reading a track from YAML, with every problem located.
//!
//! The text is read into the tree of located [`Item`]s that game files are read into too
//! ([`crate::yaml::read_track_tree`]: the direct reader for the plain shape every track has,
//! serde-saphyr for anything else), each with its line and column. Walking that tree by hand
//! (instead of deriving `Deserialize` for the track) lets us report every bad field of every
//! event at once rather than stopping at the first, and keeps the position of each event for
//! the semantic checks of [`super::validate`].

use std::collections::BTreeMap;
use strum::VariantArray;

use engine::{Module, Modules, ThreatZone};

use super::validate::{Place, Problem, Spans, check};
use super::{Event, EventKind, ThreatEvent, Track, TrackKind};
use crate::diag::{
    self, Diagnostic, Diagnostics, TrackRead, TrackRule, TrackWord, Wanted, parse_time,
};
use crate::yaml::{Item, Value, read_track_tree};

/// A value of the wrong kind: `expected ..., found ...` (the value as [`Value::found`] says
/// it, in the track files' own wording).
fn expected(wanted: Wanted, node: &Value) -> TrackRead {
    TrackRead::Expected {
        wanted,
        found: node.found(),
    }
}

/// Collects problems found while reading; each is placed right away.
struct Reader {
    spans: Spans,
    problems: Vec<Problem>,
}

impl Reader {
    fn problem(&mut self, place: Place, what: TrackRead) {
        self.problems.push(Problem::read(place, what));
    }

    /// The entries of a mapping by key, reporting keys that are not text, unknown keys and
    /// keys given twice.
    fn entries<'a>(
        &mut self,
        node: &'a Item,
        known: &[&'static str],
        place: impl Fn(Option<&'static str>) -> Place,
        record: &mut BTreeMap<&'static str, (usize, usize)>,
    ) -> Option<BTreeMap<&'static str, &'a Item>> {
        let Value::Map(entries) = &node.value else {
            self.problem(place(None), expected(Wanted::Mapping, &node.value));
            return None;
        };
        let mut out = BTreeMap::new();
        for (key, value) in entries {
            let name = match &key.value {
                Value::Str(s) => s.as_str(),
                other => {
                    self.problem(place(None), expected(Wanted::KeyName, other));
                    continue;
                }
            };
            match known.iter().find(|k| **k == name) {
                Some(&k) => {
                    record.insert(k, value.place());
                    if out.insert(k, value).is_some() {
                        // The YAML reader's words for a key given twice.
                        self.problems.push(Problem::said(
                            place(Some(k)),
                            diag::Problem::Yaml(diag::YamlProblem::KeyTwice(Some(k.to_string()))),
                        ));
                    }
                }
                None => {
                    // Point at the unknown key itself rather than at the start of the mapping.
                    let parent = place(None).path();
                    let path = if parent == "track" {
                        name.to_string()
                    } else {
                        format!("{parent}.{name}")
                    };
                    let mut problem = Problem::read(
                        place(None),
                        TrackRead::UnknownField {
                            field: name.to_string(),
                            expected: known.iter().map(|k| (*k).to_string()).collect(),
                        },
                    );
                    problem.exact = Some((key.place(), path));
                    self.problems.push(problem);
                }
            }
        }
        Some(out)
    }
}

fn text(node: &Item) -> Option<&str> {
    match &node.value {
        Value::Str(s) => Some(s),
        _ => None,
    }
}

fn time(node: &Item) -> Result<u32, TrackRead> {
    let value = match &node.value {
        Value::Int(i) => u32::try_from(*i).ok(),
        Value::Str(s) => parse_time(s),
        _ => None,
    };
    value.ok_or_else(|| expected(Wanted::Time, &node.value))
}

const TOP_FIELDS: &[&str] = &["name", "kind", "modules", "phases", "soundtrack", "events"];
const EVENT_FIELDS: &[&str] = &[
    "at",
    "type",
    "turn",
    "zone",
    "serious",
    "unconfirmed",
    "seconds",
];

/// Parses and validates a track; see [`Track::parse`].
pub(super) fn parse(src: &str, file: &str) -> Result<Track, Diagnostics> {
    let root = read_track_tree(src, file).map_err(|d| Diagnostics(vec![d]))?;
    let mut r = Reader {
        spans: Spans::default(),
        problems: Vec::new(),
    };
    let mut fields = BTreeMap::new();
    let top = r.entries(
        &root,
        TOP_FIELDS,
        |f| Place::Field(f.unwrap_or("track")),
        &mut fields,
    );
    r.spans.fields = fields;
    r.spans.fields.insert("track", root.place());
    let top = top.unwrap_or_default();

    let name = read_name(&mut r, top.get("name").copied());
    let kind = read_kind(&mut r, top.get("kind").copied());
    let modules = read_modules(&mut r, top.get("modules").copied());
    let phases = match top.get("phases") {
        Some(p) => read_phases(&mut r, p),
        None => {
            r.problem(Place::Field("track"), missing("phases"));
            None
        }
    };
    let soundtrack = read_soundtrack(&mut r, top.get("soundtrack").copied());
    let events = read_event_list(&mut r, top.get("events").copied());

    // The semantic checks run on whatever could be read, so that one bad event does not hide
    // the problems of the others.
    if let Some(kind) = kind {
        let mut semantic = check(kind, modules, phases.as_deref(), &events);
        r.problems.append(&mut semantic);
    }
    let Reader { spans, problems } = r;
    let mut diagnostics: Vec<Diagnostic> = problems
        .into_iter()
        .map(|p| p.into_diagnostic(file, Some(&spans)))
        .collect();
    diagnostics.sort_by_key(|d| (d.line, d.column));
    match (name, kind, phases) {
        (Some(name), Some(kind), Some(phases)) if diagnostics.is_empty() => Ok(Track {
            name,
            kind,
            modules,
            phases,
            soundtrack,
            events: events.into_iter().map(|(_, e)| e).collect(),
        }),
        _ => Err(Diagnostics(diagnostics)),
    }
}

/// A required field left out.
fn missing(field: &str) -> TrackRead {
    TrackRead::MissingField {
        field: field.to_string(),
    }
}

/// `name:`, text (a bare number is read as text too).
fn read_name(r: &mut Reader, node: Option<&Item>) -> Option<String> {
    match node.map(|n| &n.value) {
        Some(Value::Str(s)) => Some(s.clone()),
        // A bare number or `true` as a name is almost certainly meant as text.
        Some(Value::Int(i)) => Some(i.to_string()),
        Some(other) => {
            r.problem(Place::Field("name"), expected(Wanted::Name, other));
            None
        }
        None => {
            r.problem(Place::Field("track"), missing("name"));
            None
        }
    }
}

/// `kind:`, one of the track kinds.
fn read_kind(r: &mut Reader, node: Option<&Item>) -> Option<TrackKind> {
    let Some(k) = node else {
        r.problem(Place::Field("track"), missing("kind"));
        return None;
    };
    let kind = text(k).and_then(TrackKind::parse);
    if kind.is_none() {
        r.problem(
            Place::Field("kind"),
            TrackRead::Unknown {
                word: TrackWord::Kind,
                found: k.value.found(),
            },
        );
    }
    kind
}

/// `soundtrack:`, the path of an audio file, or null.
fn read_soundtrack(r: &mut Reader, node: Option<&Item>) -> Option<String> {
    match node.map(|s| &s.value) {
        None | Some(Value::Null) => None,
        Some(Value::Str(s)) => Some(s.clone()),
        Some(other) => {
            r.problem(
                Place::Field("soundtrack"),
                expected(Wanted::Soundtrack, other),
            );
            None
        }
    }
}

/// `events:`, a list (none when left out or null).
fn read_event_list(r: &mut Reader, node: Option<&Item>) -> Vec<(usize, Event)> {
    match node.map(|e| &e.value) {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Seq(items)) => read_events(r, items),
        Some(other) => {
            r.problem(Place::Field("events"), expected(Wanted::Events, other));
            Vec::new()
        }
    }
}

/// `modules`: the New Frontier modules the track is made for, a list of the game file's words
/// (absent: the base game). A double-action track (`modules: [double-actions]`) may announce
/// an external and an internal threat for the same turn.
fn read_modules(r: &mut Reader, node: Option<&Item>) -> Modules {
    let mut out = Modules::BASE;
    let items = match node.map(|n| &n.value) {
        None | Some(Value::Null) => return out,
        Some(Value::Seq(items)) => items,
        Some(other) => {
            r.problem(Place::Field("modules"), expected(Wanted::Modules, other));
            return out;
        }
    };
    for (i, item) in items.iter().enumerate() {
        let module = text(item).and_then(Module::parse);
        let what = match module {
            Some(m) if out.has(m) => TrackRead::ModuleTwice {
                module: m.to_string(),
            },
            Some(m) => {
                out.set(m, true);
                continue;
            }
            None => TrackRead::UnknownModule {
                found: item.value.found(),
                expected: Module::VARIANTS
                    .iter()
                    .map(|m| m.name().to_string())
                    .collect(),
            },
        };
        let mut problem = Problem::read(Place::Field("modules"), what);
        problem.exact = Some((item.place(), format!("modules[{i}]")));
        r.problems.push(problem);
    }
    out
}

fn read_phases(r: &mut Reader, node: &Item) -> Option<Vec<u32>> {
    let Value::Seq(items) = &node.value else {
        r.problem(
            Place::Field("phases"),
            expected(Wanted::Phases, &node.value),
        );
        return None;
    };
    let mut ends = Vec::new();
    let mut ok = true;
    for (i, item) in items.iter().enumerate() {
        r.spans.phases.push(item.place());
        match time(item) {
            Ok(t) => ends.push(t),
            Err(what) => {
                r.problem(Place::Phase(i), what);
                ok = false;
            }
        }
    }
    ok.then_some(ends)
}

fn read_events(r: &mut Reader, items: &[Item]) -> Vec<(usize, Event)> {
    let mut events = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let mut fields = BTreeMap::new();
        let entries = r.entries(item, EVENT_FIELDS, |f| Place::Event(i, f), &mut fields);
        r.spans.events.push((item.place(), fields));
        if let Some(entries) = entries
            && let Some(event) = read_event(r, i, &entries)
        {
            events.push((i, event));
        }
    }
    events
}

fn read_event(r: &mut Reader, i: usize, f: &BTreeMap<&'static str, &Item>) -> Option<Event> {
    let at = match f.get("at") {
        Some(node) => time(node)
            .map_err(|m| r.problem(Place::Event(i, Some("at")), m))
            .ok(),
        None => {
            r.problem(Place::Event(i, None), missing("at"));
            None
        }
    };
    let Some(type_node) = f.get("type") else {
        r.problem(Place::Event(i, None), TrackRead::MissingType);
        return None;
    };
    let type_name = text(type_node).unwrap_or("");
    let applies: &[&str] = match type_name {
        "threat" => &["turn", "zone", "serious", "unconfirmed"],
        "comms-down" => &["seconds"],
        "incoming-data" | "data-transfer" => &[],
        _ => {
            r.problem(
                Place::Event(i, Some("type")),
                TrackRead::Unknown {
                    word: TrackWord::EventType,
                    found: type_node.value.found(),
                },
            );
            return None;
        }
    };
    for field in f.keys() {
        if !["at", "type"].contains(field) && !applies.contains(field) {
            r.problem(
                Place::Event(i, Some(field)),
                TrackRead::DoesNotApply {
                    field: (*field).to_string(),
                    event_type: type_name.to_string(),
                },
            );
        }
    }
    let kind = match type_name {
        "threat" => read_threat(r, i, f).map(EventKind::Threat),
        "comms-down" => match f.get("seconds") {
            Some(node) => match &node.value {
                Value::Int(s) if u32::try_from(*s).is_ok() => Some(EventKind::CommsDown {
                    seconds: u32::try_from(*s).unwrap_or(0),
                }),
                other => {
                    r.problem(
                        Place::Event(i, Some("seconds")),
                        expected(Wanted::BlackoutSeconds, other),
                    );
                    None
                }
            },
            None => {
                r.problem(Place::Event(i, None), TrackRead::NeedsSeconds);
                None
            }
        },
        "incoming-data" => Some(EventKind::IncomingData),
        _ => Some(EventKind::DataTransfer),
    };
    Some(Event {
        at: at?,
        kind: kind?,
    })
}

fn read_threat(r: &mut Reader, i: usize, f: &BTreeMap<&'static str, &Item>) -> Option<ThreatEvent> {
    let turn = read_turn(r, i, f.get("turn").copied());
    let zone = read_threat_zone(r, i, f.get("zone").copied());
    let mut flag = |name: &'static str| match f.get(name).map(|n| &n.value) {
        None | Some(Value::Null) => Some(false),
        Some(Value::Bool(b)) => Some(*b),
        Some(other) => {
            r.problem(Place::Event(i, Some(name)), expected(Wanted::Flag, other));
            None
        }
    };
    let serious = flag("serious");
    let unconfirmed = flag("unconfirmed");
    match (turn, zone, serious, unconfirmed) {
        (Some(turn), Some(zone), Some(serious), Some(unconfirmed)) => Some(ThreatEvent {
            turn,
            zone,
            serious,
            unconfirmed,
        }),
        _ => {
            // The event is not checked further, so say here what the checks would have said
            // about its turn.
            if let Some(turn) = turn.filter(|t| !(1..=8).contains(t)) {
                r.problems.push(Problem::rule(
                    Place::Event(i, Some("turn")),
                    no_such_turn(turn),
                ));
            }
            None
        }
    }
}

/// A turn that no threat may name, before the checks (which know the track's last turn).
fn no_such_turn(turn: impl std::fmt::Display) -> TrackRule {
    TrackRule::NoSuchTurn {
        turn: turn.to_string(),
        last: 8,
    }
}

/// A threat's `turn:`, a whole number (the checks say whether it is 1-8).
fn read_turn(r: &mut Reader, i: usize, node: Option<&Item>) -> Option<u8> {
    let Some(node) = node else {
        r.problem(Place::Event(i, None), TrackRead::NeedsTurn);
        return None;
    };
    match &node.value {
        Value::Int(t) if u8::try_from(*t).is_ok() => Some(u8::try_from(*t).unwrap_or(0)),
        Value::Int(t) => {
            r.problems.push(Problem::rule(
                Place::Event(i, Some("turn")),
                no_such_turn(t),
            ));
            None
        }
        other => {
            r.problem(Place::Event(i, Some("turn")), expected(Wanted::Turn, other));
            None
        }
    }
}

/// A threat's `zone:`, an external zone or `internal`.
fn read_threat_zone(r: &mut Reader, i: usize, node: Option<&Item>) -> Option<ThreatZone> {
    let Some(node) = node else {
        r.problem(Place::Event(i, None), TrackRead::NeedsZone);
        return None;
    };
    let zone = text(node).and_then(ThreatZone::parse);
    if zone.is_none() {
        r.problem(
            Place::Event(i, Some("zone")),
            TrackRead::Unknown {
                word: TrackWord::Zone,
                found: node.value.found(),
            },
        );
    }
    zone
}
