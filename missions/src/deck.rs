//! The double-action deck of The New Frontier as data (`missions/decks/double-actions.csv`).
//!
//! In a double-action mission this deck of 90 cards replaces the base action deck. Each card
//! shows a double face (two halves performed in order, [`engine::Double`]) and, on its other
//! side, one ordinary single action or move. The file lists every distinct card once with its
//! number of copies: `first,second,other_side,copies`, each half written `A`, `B`, `C`, `bots`,
//! `red`, `blue` or `lift` (docs/formats.md, "The double-action deck").

use engine::{Action, Double};

pub use formats::deck::{DeckError, DoubleCard, half_word, parse_deck};

/// The deck file, compiled in.
pub const DOUBLE_ACTION_DECK: &str = crate::shipped::DECK_TEXT;

/// The double-action deck of the expansion: [`DOUBLE_ACTION_DECK`] as the build read and
/// checked it (`missions/build.rs`), so nothing is parsed when the program runs.
pub fn double_action_deck() -> Vec<DoubleCard> {
    crate::shipped::deck()
}

/// The distinct double faces of the deck, in order (36 of them), as actions: what a board of
/// a double-action mission may hold besides the single cards.
pub fn double_faces() -> Vec<Action> {
    let mut faces: Vec<Double> = double_action_deck().into_iter().map(|c| c.double).collect();
    faces.sort();
    faces.dedup();
    faces.into_iter().map(Action::Double).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_90_cards_and_36_double_faces_that_round_trip() {
        let deck = double_action_deck();
        assert_eq!(deck.len(), 78);
        assert_eq!(
            parse_deck(DOUBLE_ACTION_DECK).unwrap(),
            deck,
            "compiled in as written"
        );
        let total: u32 = deck.iter().map(|c| u32::from(c.copies)).sum();
        assert_eq!(total, 90);
        let faces = double_faces();
        assert_eq!(faces.len(), 36);
        for face in faces {
            let token = face.token();
            assert_eq!(Action::parse(&token), Ok(face), "{token}");
            assert_eq!(Action::parse(&token.to_lowercase()), Ok(face), "{token}");
        }
    }

    /// The pairing visible in the data: a face starting with an action has a move on the
    /// other side, a face starting with a move an action; and the 36th face (battlebots then
    /// red, RULINGS.md NF22) is in.
    #[test]
    fn the_other_side_pairs_actions_with_moves() {
        for c in double_action_deck() {
            assert_ne!(c.double.first().is_move(), c.other_side.is_move(), "{c:?}");
        }
        assert!(double_faces().contains(&Action::parse("R<").unwrap()));
    }

    #[test]
    fn a_broken_line_is_reported_with_its_number() {
        let text = "first,second,other_side,copies\nA,B,lift,1\nA,A,red,1\n";
        assert_eq!(parse_deck(text).unwrap_err().line, 3);
        let text = "first,second,other_side,copies\nA,wings,lift,1\n";
        assert_eq!(
            parse_deck(text).unwrap_err().to_string(),
            "double-action deck, line 2: unknown half `wings`"
        );
        assert!(parse_deck("h\nA,B,lift,0\n").is_err());
        assert!(parse_deck("h\nA,B,lift\n").is_err());
    }
}
