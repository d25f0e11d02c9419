//! A track's problems as data ([`TrackRead`] while it is read, [`TrackRule`] for the rules
//! of `docs/formats.md` §1). The words crate says them, in every language. Times are seconds
//! (said as `m:ss`); file words (`incoming-data`, `mission`) stay as written.

use engine::ThreatZone;

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
