//! The threats of a game file from a track's announcements and the cards the crew drew.

use engine::ThreatPlacement;
use engine::ThreatZone;

/// Why a drawn card does not fit the announcement it was drawn for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DrawError {
    /// More or fewer cards than announcements.
    #[error("{announced} threat(s) were announced but {drawn} card(s) were given")]
    Count {
        /// Announcements.
        announced: usize,
        /// Cards.
        drawn: usize,
    },
    /// The card's kind does not match the announcement.
    #[error("T+{turn} {zone}: {card} is {what}, but the announcement was {expected}")]
    Mismatch {
        /// Turn.
        turn: u8,
        /// Zone.
        zone: ThreatZone,
        /// Card id and name.
        card: String,
        /// What the card is.
        what: String,
        /// What was announced.
        expected: String,
    },
}

fn describe(internal: bool, serious: bool) -> String {
    let sev = if serious { "serious" } else { "common" };
    let kind = if internal { "internal" } else { "external" };
    format!("a {sev} {kind} threat")
}

/// The `threats:` of a game file from a track's announcements and the card the crew drew for
/// each (in the order of [`crate::track::Track::threat_slots`]): checks that each card is of
/// the announced kind (external/internal, common/serious).
pub fn threats_from_track(
    slots: &[crate::track::ThreatSlot],
    cards: &[engine::ThreatCard],
) -> Result<Vec<ThreatPlacement>, DrawError> {
    if slots.len() != cards.len() {
        return Err(DrawError::Count {
            announced: slots.len(),
            drawn: cards.len(),
        });
    }
    slots
        .iter()
        .zip(cards)
        .map(|(slot, card)| {
            let internal = slot.zone == ThreatZone::Internal;
            let serious = card.severity == engine::Severity::Serious;
            if card.is_internal() != internal || serious != slot.serious {
                return Err(DrawError::Mismatch {
                    turn: slot.turn,
                    zone: slot.zone,
                    card: format!("{} {}", card.id, card.name),
                    what: describe(card.is_internal(), serious),
                    expected: describe(internal, slot.serious),
                });
            }
            Ok(ThreatPlacement {
                turn: slot.turn,
                zone: slot.zone,
                card: std::sync::Arc::new(card.clone()),
                unconfirmed: slot.unconfirmed,
                calls: Vec::new(),
            })
        })
        .collect()
}
