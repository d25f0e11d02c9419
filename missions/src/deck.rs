//! The double-action deck of The New Frontier as data (`missions/decks/double-actions.csv`).
//!
//! In a double-action mission this deck of 90 cards replaces the base action deck. Each card
//! shows a double face (two halves performed in order, [`engine::Double`]) and, on its other
//! side, one ordinary single action or move. The file lists every distinct card once with its
//! number of copies: `first,second,other_side,copies`, each half written `A`, `B`, `C`, `bots`,
//! `red`, `blue` or `lift` (docs/formats.md, "The double-action deck").

use engine::{Action, Double, Half};

/// The deck file, compiled in.
pub const DOUBLE_ACTION_DECK: &str = include_str!("../decks/double-actions.csv");

/// One card of the double-action deck, with its copies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DoubleCard {
    /// The double face.
    pub double: Double,
    /// The single action or move on the other side.
    pub other_side: Half,
    /// How many such cards the deck holds.
    pub copies: u8,
}

/// A line of the deck file that is not a card.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("double-action deck, line {line}: {message}")]
pub struct DeckError {
    /// 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// The word of a half in the deck file.
pub fn half_word(half: Half) -> &'static str {
    match half {
        Half::A => "A",
        Half::B => "B",
        Half::C => "C",
        Half::Robots => "bots",
        Half::Red => "red",
        Half::Blue => "blue",
        Half::Lift => "lift",
    }
}

fn half_of(word: &str) -> Option<Half> {
    Half::ALL.into_iter().find(|&h| half_word(h) == word)
}

/// Reads a deck file: a header line, then one card per line.
///
/// # Errors
/// The first line that is not `first,second,other_side,copies` with known halves, a double
/// face that no card may have (two equal halves other than arrows) and a count of 1 or more.
pub fn parse_deck(text: &str) -> Result<Vec<DoubleCard>, DeckError> {
    let mut cards = Vec::new();
    for (n, raw) in text.lines().enumerate().skip(1) {
        let line = n + 1;
        let err = |message: String| DeckError { line, message };
        if raw.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = raw.split(',').map(str::trim).collect();
        let [first, second, other, copies] = fields[..] else {
            return Err(err(format!("expected 4 fields, found {}", fields.len())));
        };
        let half = |w: &str| half_of(w).ok_or_else(|| err(format!("unknown half `{w}`")));
        let (first, second, other_side) = (half(first)?, half(second)?, half(other)?);
        let double = Double::new(first, second)
            .ok_or_else(|| err(format!("no card holds `{}` twice", half_word(first))))?;
        let copies = match copies.parse::<u8>() {
            Ok(c) if c > 0 => c,
            _ => return Err(err(format!("copies `{copies}`: expected 1 or more"))),
        };
        cards.push(DoubleCard {
            double,
            other_side,
            copies,
        });
    }
    Ok(cards)
}

/// The double-action deck of the expansion.
///
/// # Errors
/// Only if the compiled-in file is broken (a test reads it).
pub fn double_action_deck() -> Result<Vec<DoubleCard>, DeckError> {
    parse_deck(DOUBLE_ACTION_DECK)
}

/// The distinct double faces of the deck, in order (36 of them), as actions: what a board of
/// a double-action mission may hold besides the single cards.
pub fn double_faces() -> Vec<Action> {
    let mut faces: Vec<Double> = double_action_deck()
        .unwrap_or_default()
        .into_iter()
        .map(|c| c.double)
        .collect();
    faces.sort();
    faces.dedup();
    faces.into_iter().map(Action::Double).collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_deck_has_90_cards_and_36_double_faces_that_round_trip() {
        let deck = double_action_deck().unwrap();
        assert_eq!(deck.len(), 78);
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
        for c in double_action_deck().unwrap() {
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
