//! The threats of a game file from a track's announcements and the cards the crew drew.

use engine::ThreatPlacement;
use engine::ThreatZone;

use crate::diag::{DrawError, Pile};

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
                    drawn: Pile {
                        internal: card.is_internal(),
                        serious,
                    },
                    announced: Pile {
                        internal,
                        serious: slot.serious,
                    },
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
