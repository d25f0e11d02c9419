//! A game file's field problems as data: a value of the wrong type, an unknown field, a
//! required field left out. The words crate says them, in every language.

use super::Found;

/// What a game file's field takes, for [`FieldProblem::Expected`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wants {
    /// `players:`.
    Players,
    /// `seed:`.
    Seed,
    /// `mission:`.
    MissionName,
    /// `modules:`.
    ModuleList,
    /// One of `modules:`.
    Module,
    /// `crew:`.
    CrewList,
    /// A crew member's `color:`.
    Color,
    /// A crew member's `actions:`.
    Board,
    /// A crew member's `specialization:`.
    Specialization,
    /// A crew member's `name:`.
    MemberName,
    /// A teleport token's crew member.
    TokenName,
    /// One of `trajectories:`.
    Trajectory,
    /// `threats:`.
    ThreatList,
    /// A threat's `turn:`.
    Turn,
    /// A threat's `zone:`.
    Zone,
    /// A threat's card (`threat:`, `calls:`).
    Card,
    /// A zone of `damage_tiles:`.
    DamageZone,
    /// A zone's list of damage tiles.
    TileList,
    /// One damage tile.
    Tile,
    /// `disabled_squads:`.
    Squads,
    /// `squad_at:`.
    Station,
    /// `true` or `false`.
    Flag,
}

/// Advice after a value of the wrong type that is quoted text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    /// A number in quotes.
    NumberUnquoted,
    /// A boolean in quotes.
    FlagUnquoted,
}

/// A problem with a field of a game file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldProblem {
    /// `expected a turn (1-8), found the text "1" (numbers are written without quotes)`.
    Expected {
        /// What the field takes.
        wants: Wants,
        /// What it holds.
        found: Found,
        /// Advice, when the value is quoted text.
        hint: Option<Hint>,
    },
    /// Not a mapping where one is wanted.
    ExpectedMapping {
        /// The keys the mapping takes (or its shape: `zone: [tiles]`).
        keys: Vec<String>,
        /// What it is.
        found: Found,
    },
    /// A key that is not a name.
    KeyNotName {
        /// What it is.
        found: Found,
    },
    /// A key that is no field of the mapping.
    UnknownField {
        /// The fields the mapping takes.
        expected: Vec<String>,
    },
    /// `players` left out.
    MissingPlayers,
    /// `crew` left out.
    MissingCrew,
    /// `trajectories` left out.
    MissingTrajectories,
    /// One zone's trajectory left out.
    MissingTrajectory {
        /// The zone, as the file writes it.
        zone: String,
    },
    /// One of a teleport token's crew members left out.
    MissingTokenName {
        /// The key (`departure`, `arrival`).
        key: String,
    },
    /// A module listed twice.
    ModuleTwice {
        /// As written.
        module: String,
    },
}

/// What a homebrew card's field takes, from the YAML reader's name of its type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardWants {
    /// Text.
    Text,
    /// A list.
    List,
    /// A card: a mapping of its fields.
    Card,
    /// A whole number in a range.
    Whole {
        /// The least.
        min: i64,
        /// The greatest.
        max: i64,
    },
    /// Any other type, in the reader's (English) words.
    Other(String),
}

impl CardWants {
    /// The reader's name of a type (`u8`, `i8`, `a string`, `a sequence`, `struct RawCard`) or
    /// of what it expected to read next (`sequence start`, `string scalar`).
    pub fn from_reader(words: &str) -> CardWants {
        match words {
            "u8" | "an u8" | "a u8" => CardWants::Whole { min: 0, max: 255 },
            "i8" | "an i8" => CardWants::Whole {
                min: -128,
                max: 127,
            },
            "a string" | "string" | "string scalar" | "scalar" => CardWants::Text,
            "a sequence" | "sequence" | "sequence start" => CardWants::List,
            "mapping start" => CardWants::Card,
            w if w.starts_with("struct ") => CardWants::Card,
            other => CardWants::Other(other.to_string()),
        }
    }
}

impl Found {
    /// The YAML reader's words for a value (`string "x"`, ``integer `5` ``, `map`).
    pub fn from_reader(words: &str) -> Found {
        let quoted = |w: &str| w.trim_matches('`').to_string();
        if let Some(s) = words.strip_prefix("string ") {
            return Found::Text(s.trim_matches('"').to_string());
        }
        if let Some(n) = words
            .strip_prefix("integer ")
            .or_else(|| words.strip_prefix("floating point "))
        {
            return Found::Number(quoted(n));
        }
        match words {
            "boolean `true`" => Found::Bool(true),
            "boolean `false`" => Found::Bool(false),
            "unit value" | "null" | "none" => Found::Null,
            "map" => Found::Mapping,
            "sequence" => Found::List,
            other => Found::Text(other.to_string()),
        }
    }
}

/// A homebrew card's field that the YAML reader refused: the reader's own findings, in our
/// words (the place is the diagnostic's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardField {
    /// A key that is no field of a card.
    Unknown {
        /// The key.
        field: String,
        /// A card's fields.
        expected: Vec<String>,
    },
    /// A required field left out.
    Missing {
        /// The field.
        field: String,
    },
    /// A value that cannot be read as the field's type (a number out of range, text).
    Invalid {
        /// What the field takes.
        wants: CardWants,
    },
    /// A value of the wrong type.
    Type {
        /// What the field takes.
        wants: CardWants,
        /// What it holds.
        found: Found,
    },
}

/// A homebrew card that breaks a rule of cards (a field's value the reader took).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardRule {
    /// Both `color` and the old `colour`.
    ColorAndColour,
    /// The old spelling `colour` (a warning).
    ColourDeprecated,
    /// No `color`.
    MissingColor,
    /// An internal card without `stations`.
    NeedsStations,
    /// `station-by-turn-parity` without two stations.
    ParityStations,
    /// An external card with stations.
    ExternalStations,
    /// 0 hit points.
    HitPoints,
    /// Speed 0.
    Speed,
    /// A shield on an internal threat.
    Shield,
    /// An action left out (`x`, `y`, `z`).
    MissingAction {
        /// The action's field.
        action: String,
    },
    /// An empty Z action.
    EmptyZ,
    /// `points` not `[survived, destroyed]`.
    Points,
    /// An id another card of the file or catalog has.
    DuplicateId {
        /// The id.
        id: String,
    },
}
