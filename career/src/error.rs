//! What the career rules refuse, in words.

use thiserror::Error;

/// A career rule refused a change.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CareerError {
    /// A hardcore explorer whose ship was destroyed died: no more runs, no changes.
    #[error("{name} died (refused cloning): they cannot fly again")]
    Dead {
        /// The explorer.
        name: String,
    },
    /// Before departure every earned specialization level must be spent.
    #[error(
        "{name} is level {level} but has learned {spent} specialization level(s): spend them all before departure"
    )]
    Unspent {
        /// The explorer.
        name: String,
        /// Their level.
        level: u8,
        /// Specialization levels learned.
        spent: u8,
    },
    /// No specialization point left to spend.
    #[error("{name} has spent all {level} specialization point(s) they earned")]
    NoPoint {
        /// The explorer.
        name: String,
        /// Their level (one point per level).
        level: u8,
    },
    /// A specialization level the point being spent cannot buy.
    #[error(
        "{what} needs a point earned at level {needs} or higher; the next point is the one of level {point}"
    )]
    Locked {
        /// The specialization and level asked for.
        what: String,
        /// The explorer level that point must have been earned at.
        needs: u8,
        /// The level the next point was earned at.
        point: u8,
    },
    /// A specialization already at level 3.
    #[error("{what} is already at level 3, the highest")]
    Maxed {
        /// The specialization.
        what: String,
    },
    /// A name that is empty or too long.
    #[error("an explorer's name must be 1 to 80 characters, not {0:?}")]
    BadName(String),
    /// An achievement ticked by the crew that cannot be earned on this run.
    #[error("{name}: {why}")]
    Attested {
        /// The achievement.
        name: String,
        /// Why not.
        why: String,
    },
    /// An achievement id that is not in the catalog.
    #[error("no achievement `{0}` in the catalog")]
    UnknownAchievement(String),
    /// The shipped catalog does not parse (a broken data file).
    #[error("career/achievements.csv line {line}: {detail}")]
    Catalog {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        detail: String,
    },
}
