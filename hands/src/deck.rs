//! The action decks as data, in a fixed order before any shuffle.
//!
//! - The base deck: 90 cards. Each has an action half (A, B, C or battlebots) and a movement
//!   half (red arrow, blue arrow or gravolift); for each movement there are 10 A, 8 B, 7 C and
//!   5 battlebots cards (RULINGS.md D1).
//! - The heroic cards: 6, each with a fixed pair of a heroic action and a heroic move
//!   (RULINGS.md D2).
//! - The double-action deck of The New Frontier: 90 cards, a double face and a single side
//!   (the `missions` crate's shipped deck file).
//! - The specialization cards: one card at level 1 (basic only), one two-faced card at level 2
//!   (advanced or basic), both at level 3.

use engine::{Action, Deck, SpecializationCard, Station, Zone};

use crate::card::{Card, Kind};

/// How many cards of each action the base deck holds for one movement half.
pub const BASE_ACTIONS: [(Action, u8); 4] = [
    (Action::A, 10),
    (Action::B, 8),
    (Action::C, 7),
    (Action::Robots, 5),
];

/// The movement halves of the base deck.
pub const BASE_MOVES: [Action; 3] = [Action::Red, Action::Blue, Action::Lift];

/// The six heroic cards: each heroic action with the station its heroic move goes to.
pub const HEROIC: [(Action, Station); 6] = [
    (Action::HeroicA, Station::new(Zone::Red, Deck::Lower)),
    (Action::HeroicA, Station::new(Zone::Blue, Deck::Lower)),
    (Action::HeroicB, Station::new(Zone::Red, Deck::Upper)),
    (Action::HeroicB, Station::new(Zone::Blue, Deck::Upper)),
    (Action::HeroicRobots, Station::new(Zone::White, Deck::Upper)),
    (Action::HeroicRobots, Station::new(Zone::White, Deck::Lower)),
];

/// The base action deck, 90 cards, unshuffled.
pub fn base_deck() -> Vec<Card> {
    let mut cards = Vec::with_capacity(90);
    for movement in BASE_MOVES {
        for (action, copies) in BASE_ACTIONS {
            for _ in 0..copies {
                cards.push(Card {
                    kind: Kind::Ordinary,
                    halves: [action, movement],
                });
            }
        }
    }
    cards
}

/// The six heroic cards, unshuffled.
pub fn heroic_cards() -> Vec<Card> {
    HEROIC
        .iter()
        .map(|&(action, station)| Card {
            kind: Kind::Heroic,
            halves: [action, Action::HeroicMove(station)],
        })
        .collect()
}

/// The double-action deck, 90 cards, unshuffled: each card's double face first.
pub fn double_deck() -> Vec<Card> {
    missions::deck::double_action_deck()
        .into_iter()
        .flat_map(|c| {
            let card = Card {
                kind: Kind::Ordinary,
                halves: [Action::Double(c.double), c.other_side.action()],
            };
            std::iter::repeat_n(card, usize::from(c.copies))
        })
        .collect()
}

/// The specialization cards of a crew member of `level` (1-3; none for another level).
pub fn specialization_cards(level: u8) -> Vec<Card> {
    let basic = Action::Specialization(SpecializationCard::BASIC);
    let advanced = Action::Specialization(SpecializationCard::ADVANCED);
    let one_face = Card {
        kind: Kind::Specialization,
        halves: [basic, basic],
    };
    let two_faces = Card {
        kind: Kind::Specialization,
        halves: [advanced, basic],
    };
    match level {
        1 => vec![one_face],
        2 => vec![two_faces],
        3 => vec![one_face, two_faces],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Top;

    /// D1 (RULINGS.md): 90 base cards, 30 per movement half; 30 A, 24 B, 21 C, 15 battlebots.
    #[test]
    fn d1_the_base_deck_holds_90_cards_in_the_printed_counts() {
        let deck = base_deck();
        assert_eq!(deck.len(), 90);
        let count = |a: Action| deck.iter().filter(|c| c.halves.contains(&a)).count();
        for (action, n) in [
            (Action::A, 30),
            (Action::B, 24),
            (Action::C, 21),
            (Action::Robots, 15),
        ] {
            assert_eq!(count(action), n, "{action:?}");
        }
        for movement in BASE_MOVES {
            assert_eq!(count(movement), 30, "{movement:?}");
            let a_with = deck
                .iter()
                .filter(|c| c.halves == [Action::A, movement])
                .count();
            assert_eq!(a_with, 10);
        }
        assert!(deck.iter().all(|c| c.kind == Kind::Ordinary));
    }

    /// D2 (RULINGS.md): six heroic cards, two of each heroic action, every heroic move to a
    /// different station.
    #[test]
    fn d2_six_heroic_cards_each_move_to_another_station() {
        let cards = heroic_cards();
        assert_eq!(cards.len(), 6);
        let mut stations: Vec<String> = cards
            .iter()
            .map(|c| c.played(Top::Second).token())
            .collect();
        stations.sort();
        stations.dedup();
        assert_eq!(stations.len(), 6);
        for heroic in [Action::HeroicA, Action::HeroicB, Action::HeroicRobots] {
            assert_eq!(cards.iter().filter(|c| c.halves[0] == heroic).count(), 2);
        }
    }

    #[test]
    fn the_double_deck_holds_90_cards_with_a_double_face_each() {
        let deck = double_deck();
        assert_eq!(deck.len(), 90);
        assert!(
            deck.iter()
                .all(|c| matches!(c.halves[0], Action::Double(_)) && c.two_sided())
        );
    }

    #[test]
    fn specialization_levels_give_one_card_one_two_faced_card_or_both() {
        assert_eq!(specialization_cards(1).len(), 1);
        assert!(!specialization_cards(1)[0].two_sided());
        assert!(specialization_cards(2)[0].two_sided());
        assert_eq!(specialization_cards(3).len(), 2);
        assert!(specialization_cards(0).is_empty());
    }
}
