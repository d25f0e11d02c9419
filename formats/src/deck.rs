//! The double-action deck's file format (`missions/decks/double-actions.csv`): every distinct
//! card once with its number of copies, `first,second,other_side,copies`, each half written
//! `A`, `B`, `C`, `bots`, `red`, `blue` or `lift` (docs/formats.md, "The double-action deck").

use engine::{Double, Half};
use strum::VariantArray;

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
    Half::VARIANTS
        .iter()
        .copied()
        .find(|&h| half_word(h) == word)
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
