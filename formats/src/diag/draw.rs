//! A card drawn for a track's announcements that does not fit them, as data (the boards
//! screen checks the cards the crew drew; `missions::game::threats_from_track`).

use engine::ThreatZone;

/// Why a drawn card does not fit the announcement it was drawn for. Said by the `words`
/// crate (`words::diagnostic::draw`), in the crew's language; displayed as data, like
/// [`engine::SetupError`] (one wording per problem).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{self:?}")]
pub enum DrawError {
    /// More or fewer cards than announcements.
    Count {
        /// Announcements.
        announced: usize,
        /// Cards.
        drawn: usize,
    },
    /// The card's kind does not match the announcement.
    Mismatch {
        /// Turn.
        turn: u8,
        /// Zone.
        zone: ThreatZone,
        /// Card id and name.
        card: String,
        /// The pile the card is of.
        drawn: Pile,
        /// The pile the announcement named.
        announced: Pile,
    },
}

/// A pile of threat cards: internal or external, serious or common.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pile {
    /// An internal threat's pile.
    pub internal: bool,
    /// A serious threat's pile.
    pub serious: bool,
}
