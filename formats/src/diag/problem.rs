//! What a diagnostic is about, as data: every problem of an input file, whose words the crew
//! reads in its own language. The `words` crate is the only code that says them (English
//! included, which the goldens pin), so no type here has a wording of its own.

use engine::SetupError;
use engine::action::TokenError;
use engine::specialization::SpecialistError;

use super::{
    CardField, CardRule, FieldProblem, PhraseProblem, Syntax, TrackRead, TrackRule, WordKind,
};

/// A problem of an input file (the words crate says it in every language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The YAML reader refused the file.
    Yaml(YamlProblem),
    /// A byte that is not UTF-8 text.
    NotUtf8 {
        /// The byte.
        byte: u8,
    },
    /// A required key is left out: `missing `turn``.
    Missing {
        /// The key.
        key: String,
    },
    /// A threat that is no card of the catalog, by id or name.
    UnknownThreat {
        /// As written.
        key: String,
    },
    /// A name that several cards of the catalog share.
    AmbiguousThreat {
        /// As written.
        name: String,
        /// The ids of the cards with that name.
        ids: Vec<String>,
    },
    /// A token of a board that is no action card: `space 3: unknown action token `D``.
    Token {
        /// The space, 1-12.
        space: usize,
        /// What is wrong with the token.
        error: TokenError,
    },
    /// More than 12 tokens on a board.
    TooManyActions {
        /// Tokens written.
        count: usize,
    },
    /// One of the engine's checks of the setup.
    Setup(SetupError),
    /// A name that is no crew member's (a teleport token's).
    NoCrewMember {
        /// As written.
        name: String,
    },
    /// A word that is none of those its field takes: `unknown zone `x`: expected red, white
    /// or blue`. The words expected are the file's own (the same in every language).
    UnknownWord {
        /// What the field names.
        kind: WordKind,
        /// As written.
        word: String,
        /// The words the field takes.
        expected: Vec<String>,
    },
    /// A track read from its file: a value, a word or a field that is wrong.
    TrackRead(TrackRead),
    /// A rule of tracks that the track breaks.
    TrackRule(TrackRule),
    /// A game file's field: a value of the wrong type, an unknown or missing field.
    Field(FieldProblem),
    /// A homebrew card's field that the YAML reader refused.
    CardField(CardField),
    /// A `specialization:` that is none.
    UnknownSpecialization(SpecialistError),
    /// A homebrew card that breaks a rule of cards.
    CardRule(CardRule),
    /// A homebrew card's effect or trait phrase that does not read or does not fit.
    Phrase(PhraseProblem),
    /// A `disabled_squads:` count beyond any the setup can hold (the ship has 2).
    Squads {
        /// As written.
        count: i64,
    },
    /// A warning, not an error: a zone's `damage_tiles` lists more tiles than the zone drew
    /// (ruling G3: fine, but the crew should know).
    TilesNotDrawn {
        /// Tiles listed.
        listed: usize,
        /// Damage the zone took (tiles drawn).
        drawn: usize,
        /// The tiles not drawn, as the file names them.
        tiles: Vec<String>,
    },
}

/// How the YAML reader refused a file, in our words (`crate::yaml::syntax_error`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum YamlProblem {
    /// A key given twice in one mapping, when the reader names it.
    KeyTwice(Option<String>),
    /// Too large or too deep to be one of our files.
    TooLarge(TooLarge),
    /// Too many aliases.
    TooManyAliases,
    /// An alias that names no anchor.
    UnknownAnchor,
    /// More than one YAML document.
    MultipleDocuments,
    /// The file ends inside a value.
    Eof,
    /// Not UTF-8 text.
    NotUtf8,
    /// A number that is not finite (`.nan`, `.inf`, `1e999`), as written: no field takes one.
    NotFinite(String),
    /// Nothing (`~`, `null`) where a card's field wants text.
    NullText,
    /// A syntax error of a category of ours (indentation, a tab, an unclosed quote), placed.
    Syntax(Syntax),
    /// Any other syntax error: the YAML reader's own words (in English), placed.
    Reader(String),
}

/// What makes a file too large for a Sitting Duck file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TooLarge {
    /// Nested too deeply.
    Deep,
    /// Too many aliases or anchors.
    Aliases,
    /// Too many documents.
    Documents,
    /// Too large otherwise.
    Other,
}
