//! A homebrew card's effect or trait phrase that does not read, or does not belong where it
//! is written, as data: the phrase's words and the words it takes are the file's own (the
//! same in every language), what is wrong is said by the words crate.

use super::WordKind;

/// A phrase of a card's actions or traits that does not read or does not fit the card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PhraseProblem {
    /// An empty effect or trait.
    Empty {
        /// Whether it is a trait (else an effect).
        is_trait: bool,
    },
    /// A first word that is no effect: `unknown effect `ooze``.
    UnknownEffect {
        /// The word.
        word: String,
    },
    /// A first word that is no trait.
    UnknownTrait {
        /// The word.
        word: String,
    },
    /// A phrase that lacks a value: `` `heal` needs a number ``.
    Needs {
        /// The phrase's head words (`shield =`).
        phrase: String,
        /// What it lacks.
        wants: PhraseWants,
    },
    /// A word where the phrase takes a number: `` `heal`: `two` is not a number ``.
    NotANumber {
        /// The phrase's head words.
        phrase: String,
        /// As written.
        word: String,
    },
    /// A word after all the phrase takes: `` `heal`: unexpected `more` ``.
    Unexpected {
        /// The phrase's head words (or its usage).
        phrase: String,
        /// As written.
        word: String,
        /// The words that may come there, when there are any.
        expected: Option<String>,
    },
    /// A target, zone or station that is none: `unknown target `w`: expected own, ...`.
    UnknownWord {
        /// What the word names ([`WordKind::Target`], a zone, a station).
        kind: WordKind,
        /// As written.
        word: String,
        /// The words the phrase takes there.
        expected: Vec<String>,
    },
    /// No crew word where the phrase names one.
    NoCrew {
        /// The crew words (besides a station code).
        expected: Vec<String>,
    },
    /// A word that names no crew.
    UnknownCrew {
        /// As written.
        word: String,
        /// The crew words (besides a station code).
        expected: Vec<String>,
    },
    /// An `all-except-` whose rest is no station code: the whole word as written.
    AllExcept {
        /// As written (`all-except-ZZ`).
        word: String,
        /// The station codes.
        expected: Vec<String>,
    },
    /// A condition written other than its usage (`if-taken <drain ...> then A; B`).
    Usage {
        /// How the condition is written.
        usage: String,
    },
    /// A condition without its `then`.
    MissingThen {
        /// How the condition is written.
        usage: String,
    },
    /// A bracket `[value]` before any word, empty or nested.
    BracketPlace {
        /// The whole phrase.
        phrase: String,
    },
    /// A bracket not written as one word.
    BracketWord {
        /// The whole phrase.
        phrase: String,
    },
    /// An effect that the card's kind does not give.
    WrongKind {
        /// The effect's phrase.
        phrase: String,
        /// What it asks of the card.
        needs: EffectNeeds,
    },
    /// An X/Y/Z action in the card's `destroyed` list.
    NotOnDestruction {
        /// The effect's phrase.
        phrase: String,
    },
    /// An effect of destruction in an X, Y or Z action.
    OnDestruction {
        /// The effect's phrase.
        phrase: String,
    },
    /// A trait of another kind of card.
    TraitOf {
        /// The trait's phrase.
        phrase: String,
        /// The cards it belongs to.
        of: TraitOf,
    },
}

/// What a phrase lacks, for [`PhraseProblem::Needs`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PhraseWants {
    /// A number.
    Number,
    /// A station code (`UR`).
    StationCode,
    /// One or more station codes.
    StationCodes,
    /// One or more zones.
    Zones,
    /// A zone or `all`.
    ZoneOrAll,
    /// One of the file's words (`redward`, `blueward`).
    OneOf(Vec<String>),
}

/// What an effect asks of its card, for [`PhraseProblem::WrongKind`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EffectNeeds {
    /// It moves an intruder.
    Intruder,
    /// It needs the threat's stations (an internal card).
    Stations,
    /// An internal threat's action.
    Internal,
    /// It acts on external threats' trajectories or shields.
    External,
    /// It needs a trajectory of the ship's zones (an external card).
    Trajectory,
}

/// The cards a trait belongs to, for [`PhraseProblem::TraitOf`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TraitOf {
    /// Internal threats.
    Internal,
    /// External threats.
    External,
    /// Intruders.
    Intruders,
    /// Malfunctions.
    Malfunctions,
}

impl PhraseProblem {
    /// The problem with the phrase's head words `from` named `to` instead (`damage N` is
    /// read as `attack N ignore-shields`, but the crew wrote `damage`).
    pub fn renamed(mut self, from: &str, to: &str) -> Self {
        if let PhraseProblem::Needs { phrase, .. }
        | PhraseProblem::NotANumber { phrase, .. }
        | PhraseProblem::Unexpected { phrase, .. } = &mut self
            && phrase == from
        {
            *phrase = to.to_string();
        }
        self
    }
}
