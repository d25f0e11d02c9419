//! A track's problems as data ([`TrackRead`] while it is read, [`TrackRule`] for the rules
//! of `docs/formats.md` §1), with their English words as `Display`: the words the track
//! goldens pin, and the diagnostic's `message`. The words crate says them in every language.
//! Times are seconds (said as `m:ss`); file words (`incoming-data`, `mission`) stay as written.

use std::fmt;

use engine::ThreatZone;

use super::format_time;

/// What a track's field holds instead of what it takes, in the track files' own wording
/// (`null`, `` `yes` ``, "the number 3.5", "a list").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// `null`, `~` or nothing.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written by the reader (`3.5`, `-5`).
    Number(String),
    /// Text, as written.
    Text(String),
    /// A list.
    List,
    /// A mapping.
    Mapping,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Null => f.write_str("null"),
            Found::Bool(b) => write!(f, "`{b}`"),
            Found::Number(n) => write!(f, "the number {n}"),
            Found::Text(s) => write!(f, "`{s}`"),
            Found::List => f.write_str("a list"),
            Found::Mapping => f.write_str("a mapping"),
        }
    }
}

/// What a field of a track takes, for [`TrackRead::Expected`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wanted {
    /// A mapping (the file, an event).
    Mapping,
    /// A key that is a name.
    KeyName,
    /// A time: `225` or `"3:45"`.
    Time,
    /// The track's name.
    Name,
    /// A soundtrack's path, or null.
    Soundtrack,
    /// The list of events.
    Events,
    /// The list of modules.
    Modules,
    /// The list of phase ends.
    Phases,
    /// A blackout's length in whole seconds.
    BlackoutSeconds,
    /// A threat's turn.
    Turn,
    /// `true` or `false`.
    Flag,
}

/// A field whose words are a fixed list, for [`TrackRead::Unknown`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrackWord {
    /// `kind:` (test-run, simulation, advanced-simulation, mission).
    Kind,
    /// An event's `type:` (threat, incoming-data, data-transfer, comms-down).
    EventType,
    /// A threat's `zone:` (red, white, blue, internal).
    Zone,
}

impl TrackWord {
    /// The words the field takes, as the files write them.
    pub fn expected(self) -> &'static str {
        match self {
            TrackWord::Kind => "test-run, simulation, advanced-simulation, mission",
            TrackWord::EventType => EVENT_TYPES,
            TrackWord::Zone => "red, white, blue, internal",
        }
    }
}

/// The types of event, as a track writes them.
const EVENT_TYPES: &str = "threat, incoming-data, data-transfer, comms-down";

/// A problem found while a track is read: a value of the wrong kind, a word, a field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrackRead {
    /// `expected a list of events, found a mapping`.
    Expected {
        /// What the field takes.
        wanted: Wanted,
        /// What it holds.
        found: Found,
    },
    /// `unknown zone `green`, expected one of: red, white, blue, internal`.
    Unknown {
        /// The field.
        word: TrackWord,
        /// What it holds.
        found: Found,
    },
    /// A module that is none of the game's.
    UnknownModule {
        /// What the list holds.
        found: Found,
        /// The modules' words.
        expected: Vec<String>,
    },
    /// A module listed twice.
    ModuleTwice {
        /// The module's word.
        module: String,
    },
    /// A key that is no field of the mapping.
    UnknownField {
        /// The key.
        field: String,
        /// The fields the mapping takes.
        expected: Vec<String>,
    },
    /// A required field left out.
    MissingField {
        /// The field.
        field: String,
    },
    /// An event without `type`.
    MissingType,
    /// A field that an event of this type does not take.
    DoesNotApply {
        /// The field.
        field: String,
        /// The event's type, as written.
        event_type: String,
    },
    /// A comms-down without `seconds`.
    NeedsSeconds,
    /// A threat without `turn`.
    NeedsTurn,
    /// A threat without `zone`.
    NeedsZone,
}

impl fmt::Display for TrackRead {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrackRead::Expected { wanted, found } => expected(f, *wanted, found),
            TrackRead::Unknown { word, found } => {
                let what = match word {
                    TrackWord::Kind => "kind",
                    TrackWord::EventType => "event type",
                    TrackWord::Zone => "zone",
                };
                let one_of = word.expected();
                write!(f, "unknown {what} {found}, expected one of: {one_of}")
            }
            TrackRead::UnknownModule { found, expected } => {
                write!(
                    f,
                    "unknown module {found}: expected {}",
                    expected.join(", ")
                )
            }
            TrackRead::ModuleTwice { module } => write!(f, "module `{module}` is listed twice"),
            TrackRead::UnknownField { field, expected } => write!(
                f,
                "unknown field `{field}`, expected one of: {}",
                expected.join(", ")
            ),
            TrackRead::MissingField { field } => write!(f, "missing field `{field}`"),
            TrackRead::MissingType => write!(f, "missing field `type` (one of: {EVENT_TYPES})"),
            TrackRead::DoesNotApply { field, event_type } => {
                write!(f, "`{field}` does not apply to {event_type} events")
            }
            TrackRead::NeedsSeconds => {
                f.write_str("a comms-down event needs `seconds`, the length of the blackout")
            }
            TrackRead::NeedsTurn => f.write_str("a threat needs `turn` (1-8)"),
            TrackRead::NeedsZone => {
                f.write_str("a threat needs `zone` (red, white, blue or internal)")
            }
        }
    }
}

/// `expected ..., found ...` in English.
fn expected(f: &mut fmt::Formatter<'_>, wanted: Wanted, found: &Found) -> fmt::Result {
    let what = match wanted {
        Wanted::Mapping => "expected a mapping",
        Wanted::KeyName => "a key must be a name",
        Wanted::Time => "expected a time: whole seconds (225) or \"m:ss\" (\"3:45\")",
        Wanted::Name => "expected the track's name",
        Wanted::Soundtrack => "expected the path of an audio file or null",
        Wanted::Events => "expected a list of events",
        Wanted::Modules => "expected a list of modules, such as [double-actions]",
        Wanted::Phases => "expected a list of phase ends, such as [\"3:45\", \"7:30\", \"10:00\"]",
        Wanted::BlackoutSeconds => "expected the length of the blackout in whole seconds",
        Wanted::Turn => "expected a turn 1-8",
        Wanted::Flag => "expected true or false",
    };
    write!(f, "{what}, found {found}")
}

/// What an event is, for the overlap messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventNoun {
    /// A threat's announcement.
    Threat,
    /// "Incoming data".
    IncomingData,
    /// A data transfer.
    DataTransfer,
    /// A communications blackout.
    CommsDown,
}

/// An announcement that keeps the ship's computer talking, for the overlap messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speaking {
    /// The start announcement at 0:00.
    Start,
    /// A phase's one-minute (or twenty-second) warning, starting `at`.
    Warning {
        /// The phase, 1-based.
        phase: usize,
        /// One minute (else twenty seconds) before the phase's end.
        minute: bool,
        /// When it starts, in seconds.
        at: u32,
    },
    /// A phase's end countdown, starting `at`.
    Countdown {
        /// The phase, 1-based.
        phase: usize,
        /// When it starts, in seconds.
        at: u32,
    },
    /// An event of the file.
    Event {
        /// Its index in `events`.
        index: usize,
        /// What it is.
        noun: EventNoun,
        /// When it starts, in seconds.
        at: u32,
    },
}

impl fmt::Display for Speaking {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Speaking::Start => f.write_str("the start announcement"),
            Speaking::Warning { phase, minute, at } => {
                let which = if minute {
                    "one-minute"
                } else {
                    "twenty-second"
                };
                write!(
                    f,
                    "the {which} warning of phase {phase} at {}",
                    format_time(at)
                )
            }
            Speaking::Countdown { phase, at } => write!(
                f,
                "the countdown of phase {phase} starting at {}",
                format_time(at)
            ),
            Speaking::Event { index, noun, at } => {
                let noun = match noun {
                    EventNoun::Threat => "threat announcement",
                    EventNoun::IncomingData => "incoming data",
                    EventNoun::DataTransfer => "data transfer",
                    EventNoun::CommsDown => "communications-down",
                };
                write!(f, "the {noun} at {} (events[{index}])", format_time(at))
            }
        }
    }
}

/// `s` with its first letter a capital: an announcement at the start of a sentence.
pub fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A rule of `docs/formats.md` §1 that a track breaks. Times are in seconds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrackRule {
    /// The number of phase ends is not the kind's.
    PhaseCount {
        /// The track's kind, as the file writes it.
        kind: String,
        /// The phases the kind has.
        phases: usize,
        /// The phase ends given.
        given: usize,
    },
    /// A phase ends after the longest track's end.
    PhaseTooLate {
        /// The phase, 1-based.
        phase: usize,
        /// Its end.
        end: u32,
        /// The latest end of a track.
        longest: u32,
    },
    /// A phase ends no later than the phase before it.
    PhaseNotAfter {
        /// The phase, 1-based (the one before is `phase - 1`).
        phase: usize,
        /// Its end.
        end: u32,
        /// The end of the phase before.
        previous: u32,
    },
    /// A phase too short for its warnings.
    PhaseTooShort {
        /// The phase, 1-based.
        phase: usize,
        /// How long it lasts.
        length: u32,
        /// The shortest phase.
        min: u32,
    },
    /// An event starts while another announcement is running.
    StartsWhileRunning {
        /// The event.
        starts: Speaking,
        /// The announcement running.
        running: Speaking,
        /// When that one ends.
        until: u32,
    },
    /// An event runs into the next announcement.
    RunsInto {
        /// The event.
        runs: Speaking,
        /// When it ends.
        until: u32,
        /// The announcement it runs into.
        into: Speaking,
    },
    /// A threat's turn beyond the track's turns.
    NoSuchTurn {
        /// The turn, as written.
        turn: String,
        /// The last turn with threats.
        last: u8,
    },
    /// A threat whose turn is not one of its phase's.
    TurnOutsidePhase {
        /// The turn.
        turn: u8,
        /// The phase it is announced in.
        phase: u8,
        /// When it is announced.
        at: u32,
        /// The first turn the phase's threats name.
        first: u8,
        /// The last turn the phase's threats name.
        last: u8,
    },
    /// A threat announced in a phase without threats.
    NoThreatsInPhase {
        /// The phase.
        phase: u8,
        /// When it is announced.
        at: u32,
    },
    /// Two threats for one turn in a track that is not a double-action track.
    SharedTurn {
        /// The turn.
        turn: u8,
        /// The index of the first one.
        first: usize,
    },
    /// Two external threats for one turn.
    SecondExternal {
        /// The turn.
        turn: u8,
        /// The index of the first one.
        first: usize,
        /// The first one's zone.
        zone: ThreatZone,
    },
    /// Two threats for one turn and zone.
    SameTurnAndZone {
        /// The turn.
        turn: u8,
        /// The zone.
        zone: ThreatZone,
        /// The index of the first one.
        first: usize,
    },
    /// An event before the one above it.
    Unsorted {
        /// Its time.
        at: u32,
        /// The index of the event above.
        previous: usize,
        /// That one's time.
        previous_at: u32,
    },
    /// An event at or after the end of the last phase.
    AfterTheEnd {
        /// Its time.
        at: u32,
        /// The end of the mission.
        end: u32,
    },
    /// A blackout of 0 seconds.
    EmptyBlackout,
}

impl fmt::Display for TrackRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrackRule::PhaseCount {
                kind,
                phases,
                given,
            } => write!(
                f,
                "a {kind} has {phases} phases, but {given} phase ends are given"
            ),
            TrackRule::PhaseTooLate {
                phase,
                end,
                longest,
            } => write!(
                f,
                "phase {phase} ends at {}, after {}: a track lasts at most 30 minutes",
                format_time(*end),
                format_time(*longest)
            ),
            TrackRule::PhaseNotAfter {
                phase,
                end,
                previous,
            } => write!(
                f,
                "phase {phase} ends at {}, not after the end of phase {} ({}): phase ends must increase",
                format_time(*end),
                phase - 1,
                format_time(*previous)
            ),
            TrackRule::PhaseTooShort { phase, length, min } => write!(
                f,
                "phase {phase} lasts {}; a phase needs at least {} so that its one-minute warning \
                 comes after the previous announcement",
                format_time(*length),
                format_time(*min)
            ),
            TrackRule::StartsWhileRunning {
                starts,
                running,
                until,
            } => write!(
                f,
                "{} starts while {running} is still running (until {}): announcements may not overlap",
                capitalise(&starts.to_string()),
                format_time(*until)
            ),
            TrackRule::RunsInto { runs, until, into } => write!(
                f,
                "{} runs until {}, into {into}: announcements may not overlap",
                capitalise(&runs.to_string()),
                format_time(*until)
            ),
            TrackRule::NoSuchTurn { .. }
            | TrackRule::TurnOutsidePhase { .. }
            | TrackRule::NoThreatsInPhase { .. }
            | TrackRule::SharedTurn { .. }
            | TrackRule::SecondExternal { .. }
            | TrackRule::SameTurnAndZone { .. }
            | TrackRule::Unsorted { .. }
            | TrackRule::AfterTheEnd { .. }
            | TrackRule::EmptyBlackout => self.threat_words(f),
        }
    }
}

impl TrackRule {
    /// The English words of the rules about threats and the order of events.
    fn threat_words(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrackRule::NoSuchTurn { turn, last } => {
                write!(
                    f,
                    "turn {turn} does not exist: threats appear on turns 1-{last}"
                )
            }
            TrackRule::TurnOutsidePhase {
                turn,
                phase,
                at,
                first,
                last,
            } => write!(
                f,
                "a threat on turn {turn} is announced in phase {phase} (at {}): phase-{phase} threats name turns {first}-{last}",
                format_time(*at)
            ),
            TrackRule::NoThreatsInPhase { phase, at } => write!(
                f,
                "a threat is announced in phase {phase} (at {}): phase {phase} has no threats",
                format_time(*at)
            ),
            TrackRule::SharedTurn { turn, first } => write!(
                f,
                "a second threat on turn {turn} (the first is events[{first}]): only a double-action \
                 track (`modules: [double-actions]`) announces two threats for one turn"
            ),
            TrackRule::SecondExternal { turn, first, zone } => write!(
                f,
                "a second external threat on turn {turn} (the first is events[{first}], zone \
                 {zone}): a turn has at most one external and one internal threat"
            ),
            TrackRule::SameTurnAndZone { turn, zone, first } => write!(
                f,
                "a second threat on turn {turn} in zone {zone} (the first is events[{first}]): \
                 at most one threat per turn and zone"
            ),
            TrackRule::Unsorted {
                at,
                previous,
                previous_at,
            } => write!(
                f,
                "events must be sorted by time: {} comes before the previous event (events[{previous}] at {})",
                format_time(*at),
                format_time(*previous_at)
            ),
            TrackRule::AfterTheEnd { at, end } => write!(
                f,
                "{} is not inside the mission, which ends at {}",
                format_time(*at),
                format_time(*end)
            ),
            TrackRule::EmptyBlackout => {
                f.write_str("a communications-down lasts at least 1 second")
            }
            // The phases and overlaps are `fmt`'s own.
            TrackRule::PhaseCount { .. }
            | TrackRule::PhaseTooLate { .. }
            | TrackRule::PhaseNotAfter { .. }
            | TrackRule::PhaseTooShort { .. }
            | TrackRule::StartsWhileRunning { .. }
            | TrackRule::RunsInto { .. } => Ok(()),
        }
    }
}
