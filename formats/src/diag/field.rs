//! A game file's field problems as data: a value of the wrong type, an unknown field, a
//! required field left out. Their English words are `Display` (the game-file goldens pin
//! them, and the diagnostic's `message` holds them); the words crate says them in every
//! language. The values found are said in the game files' wording ([`Found::in_game_file`]).

use std::fmt;

use super::{Found, escape};

impl Found {
    /// What the value is in a game file's messages: "nothing (null)", "the text \"yes\"".
    pub fn in_game_file(&self) -> String {
        match self {
            Found::Null => "nothing (null)".to_string(),
            Found::Text(s) => format!("the text \"{}\"", escape(s)),
            other => other.to_string(),
        }
    }
}

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

impl fmt::Display for Wants {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Wants::Players => "the number of players (1-5)",
            Wants::Seed => "a whole number from 0 to 18446744073709551615",
            Wants::MissionName => "the mission's name",
            Wants::ModuleList => "a list of module names",
            Wants::Module => "a module name",
            Wants::CrewList => "a list of crew members",
            Wants::Color => "a color",
            Wants::Board => "the board's tokens, as text",
            Wants::Specialization => "a specialization and level (`medic 2`)",
            Wants::MemberName => "the crew member's name",
            Wants::TokenName => "a crew member's name",
            Wants::Trajectory => "a trajectory board (1-7)",
            Wants::ThreatList => "a list of threats",
            Wants::Turn => "a turn (1-8)",
            Wants::Zone => "a zone (red, white, blue or internal)",
            Wants::Card => "a threat card's id or name",
            Wants::DamageZone => "a zone",
            Wants::TileList => "a list of damage tiles",
            Wants::Tile => "a damage tile",
            Wants::Squads => "a number of squads (0-2)",
            Wants::Station => "a station (LR or UB)",
            Wants::Flag => "true or false",
        })
    }
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

impl fmt::Display for FieldProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldProblem::Expected { wants, found, hint } => {
                write!(f, "expected {wants}, found {}", found.in_game_file())?;
                match hint {
                    Some(Hint::NumberUnquoted) => {
                        f.write_str(" (numbers are written without quotes)")
                    }
                    Some(Hint::FlagUnquoted) => {
                        f.write_str(" (write true or false, without quotes)")
                    }
                    None => Ok(()),
                }
            }
            FieldProblem::ExpectedMapping { keys, found } => write!(
                f,
                "expected a mapping of {}, found {}",
                keys.join(", "),
                found.in_game_file()
            ),
            FieldProblem::KeyNotName { found } => {
                write!(f, "a key must be a name, found {}", found.in_game_file())
            }
            FieldProblem::UnknownField { expected } => {
                write!(f, "unknown field: expected one of {}", expected.join(", "))
            }
            FieldProblem::MissingPlayers => f.write_str("missing `players` (1-5)"),
            FieldProblem::MissingCrew => {
                f.write_str("missing `crew`: one entry per player (and android)")
            }
            FieldProblem::MissingTrajectories => {
                f.write_str("missing `trajectories`: { red: N, white: N, blue: N, internal: N }")
            }
            FieldProblem::MissingTrajectory { zone } => {
                write!(f, "missing the `{zone}` trajectory")
            }
            FieldProblem::MissingTokenName { key } => {
                write!(f, "missing `{key}`: the name of a crew member")
            }
            FieldProblem::ModuleTwice { module } => write!(f, "module `{module}` is listed twice"),
        }
    }
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

impl fmt::Display for CardWants {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardWants::Text => f.write_str("text"),
            CardWants::List => f.write_str("a list"),
            CardWants::Card => f.write_str("a card (a mapping of its fields)"),
            CardWants::Whole { min, max } => write!(f, "a whole number from {min} to {max}"),
            CardWants::Other(words) => f.write_str(words),
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

impl fmt::Display for CardField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardField::Unknown { field, expected } => write!(
                f,
                "unknown field `{field}`, expected one of {}",
                expected.join(", ")
            ),
            CardField::Missing { field } => write!(f, "missing field `{field}`"),
            CardField::Invalid { wants } => write!(f, "expected {wants}"),
            CardField::Type { wants, found } => write!(f, "expected {wants}, found {found}"),
        }
    }
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

impl fmt::Display for CardRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardRule::ColorAndColour => {
                f.write_str("both `color` and `colour` are given: keep only `color`")
            }
            CardRule::ColourDeprecated => {
                f.write_str("warning: `colour` is deprecated, write `color` (read as `color`)")
            }
            CardRule::MissingColor => f.write_str("missing field `color` (white, yellow or red)"),
            CardRule::NeedsStations => f.write_str("an internal card needs `stations`"),
            CardRule::ParityStations => {
                f.write_str("`station-by-turn-parity` needs two stations (odd turn, even turn)")
            }
            CardRule::ExternalStations => f.write_str("an external card has no stations"),
            CardRule::HitPoints => f.write_str("hit points must be at least 1"),
            CardRule::Speed => f.write_str("speed must be at least 1"),
            CardRule::Shield => f.write_str("only external threats have shields"),
            CardRule::MissingAction { action } => write!(
                f,
                "missing `{action}`: every card has X, Y and Z actions (write [] for none)"
            ),
            CardRule::EmptyZ => f.write_str("the Z action may not be empty"),
            CardRule::Points => {
                f.write_str("points are [survived, destroyed], survived may be null")
            }
            CardRule::DuplicateId { id } => write!(f, "duplicate card id `{id}`"),
        }
    }
}
