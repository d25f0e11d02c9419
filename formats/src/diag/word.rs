//! The kinds of word a file's field or a card's phrase takes, which a problem names when a
//! word is none of them.

/// What kind of word a field or phrase takes, for
/// [`Problem::UnknownWord`](super::Problem::UnknownWord) and
/// [`PhraseProblem::UnknownWord`](super::PhraseProblem::UnknownWord).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WordKind {
    /// A crew colour.
    Color,
    /// A zone of the ship (or, for a threat, `internal`).
    Zone,
    /// A damage tile.
    DamageTile,
    /// A station of a battlebot squad.
    Station,
    /// A module of the game (its list written with commas alone).
    Module,
    /// A threat card's kind (`external`, `intruder`, `malfunction-a` ...).
    CardKind,
    /// A threat card's set (`base`, `new-frontier`).
    CardSet,
    /// A threat card's severity (`common`, `serious`).
    Severity,
    /// The zones an effect's attack hits (`own`, `all`, `red` ...).
    Target,
}
