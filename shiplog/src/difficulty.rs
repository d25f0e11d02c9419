//! The difficulty of a threat pile: which levels of cards (white 1, yellow 2, red 3) are
//! shuffled into it.
//!
//! The base game chooses white, yellow or both ("mixed"); The New Frontier adds red (level
//! 3) and lets a crew take any non-empty set of the three levels for the common threats and
//! another for the serious ones. The paper log writes a set as its levels joined by `+`
//! (`1`, `2+3`, `1+2+3`), which is also how the log stores it.

use std::fmt;
use strum::VariantArray;

use engine::Color;
use serde::{Deserialize, Serialize};

/// Which levels of threat cards a pile holds: one of the seven non-empty sets of white (1),
/// yellow (2) and red (3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, strum::VariantArray)]
pub enum Difficulty {
    /// `1`: white-symboled threats.
    #[serde(rename = "1")]
    White,
    /// `2`: yellow-symboled threats.
    #[serde(rename = "2")]
    Yellow,
    /// `1+2`: white and yellow mixed together.
    #[serde(rename = "1+2")]
    Mixed,
    /// `3`: red-symboled threats (The New Frontier).
    #[serde(rename = "3")]
    Red,
    /// `1+3`: white and red mixed.
    #[serde(rename = "1+3")]
    WhiteRed,
    /// `2+3`: yellow and red mixed ("orange").
    #[serde(rename = "2+3")]
    Orange,
    /// `1+2+3`: all three levels mixed.
    #[serde(rename = "1+2+3")]
    All,
}

impl Difficulty {
    /// The three levels a pile can hold, in order.
    pub const LEVELS: [Color; 3] = [Color::White, Color::Yellow, Color::Red];

    /// The word for it: `White`, `Yellow`, `Mixed`, `Red`, `White and red`, `Orange`, `All three`.
    pub fn label(self) -> &'static str {
        match self {
            Difficulty::White => "White",
            Difficulty::Yellow => "Yellow",
            Difficulty::Mixed => "Mixed",
            Difficulty::Red => "Red",
            Difficulty::WhiteRed => "White and red",
            Difficulty::Orange => "Orange",
            Difficulty::All => "All three",
        }
    }

    /// The mark the paper log uses: its levels joined by `+` (also the stored form).
    pub fn mark(self) -> &'static str {
        match self {
            Difficulty::White => "1",
            Difficulty::Yellow => "2",
            Difficulty::Mixed => "1+2",
            Difficulty::Red => "3",
            Difficulty::WhiteRed => "1+3",
            Difficulty::Orange => "2+3",
            Difficulty::All => "1+2+3",
        }
    }

    /// The difficulty written as `mark` shows it, or `None`.
    pub fn from_mark(mark: &str) -> Option<Difficulty> {
        Difficulty::VARIANTS
            .iter()
            .copied()
            .find(|d| d.mark() == mark)
    }

    /// Whether a card of `level` goes into a pile of this difficulty.
    pub fn admits(self, level: Color) -> bool {
        let [white, yellow, red] = self.levels();
        match level {
            Color::White => white,
            Color::Yellow => yellow,
            Color::Red => red,
        }
    }

    /// Which of white, yellow and red the pile holds.
    pub fn levels(self) -> [bool; 3] {
        match self {
            Difficulty::White => [true, false, false],
            Difficulty::Yellow => [false, true, false],
            Difficulty::Mixed => [true, true, false],
            Difficulty::Red => [false, false, true],
            Difficulty::WhiteRed => [true, false, true],
            Difficulty::Orange => [false, true, true],
            Difficulty::All => [true, true, true],
        }
    }

    /// The difficulty holding exactly these of white, yellow and red (`None` for none).
    pub fn from_levels(levels: [bool; 3]) -> Option<Difficulty> {
        Difficulty::VARIANTS
            .iter()
            .copied()
            .find(|d| d.levels() == levels)
    }

    /// The one level of a single-level pile (`None` when levels are mixed).
    pub fn only(self) -> Option<Color> {
        let levels = self.levels();
        let mut held = Difficulty::LEVELS
            .into_iter()
            .zip(levels)
            .filter(|(_, on)| *on);
        match (held.next(), held.next()) {
            (Some((level, _)), None) => Some(level),
            _ => None,
        }
    }

    /// The same pile with `level` added or taken out; `None` when that would leave it empty.
    pub fn toggled(self, level: Color) -> Option<Difficulty> {
        let mut levels = self.levels();
        let index = Difficulty::LEVELS.iter().position(|l| *l == level)?;
        levels[index] = !levels[index];
        Difficulty::from_levels(levels)
    }

    /// Whether the pile holds red cards, which only The New Frontier's threats have.
    pub fn has_red(self) -> bool {
        self.admits(Color::Red)
    }

    /// The pile without its red cards, for a mission without the new threats: red alone
    /// becomes white, the easiest pile.
    pub fn without_red(self) -> Difficulty {
        let [white, yellow, _] = self.levels();
        Difficulty::from_levels([white, yellow, false]).unwrap_or(Difficulty::White)
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mark())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seven_sets_are_every_non_empty_choice_of_three_levels() {
        let mut seen = Vec::new();
        for bits in 1u8..8 {
            let levels = [bits & 1 != 0, bits & 2 != 0, bits & 4 != 0];
            let d = Difficulty::from_levels(levels).unwrap_or(Difficulty::White);
            assert_eq!(d.levels(), levels);
            seen.push(d);
        }
        assert_eq!(seen.len(), Difficulty::VARIANTS.len());
        assert!(Difficulty::VARIANTS.iter().all(|d| seen.contains(d)));
        assert_eq!(Difficulty::from_levels([false; 3]), None);
    }

    #[test]
    fn toggling_adds_and_removes_a_level_but_never_the_last() {
        assert_eq!(
            Difficulty::White.toggled(Color::Yellow),
            Some(Difficulty::Mixed)
        );
        assert_eq!(
            Difficulty::Mixed.toggled(Color::White),
            Some(Difficulty::Yellow)
        );
        assert_eq!(
            Difficulty::Orange.toggled(Color::White),
            Some(Difficulty::All)
        );
        assert_eq!(Difficulty::Red.toggled(Color::Red), None);
        assert_eq!(Difficulty::Red.only(), Some(Color::Red));
        assert_eq!(Difficulty::Orange.only(), None);
        assert!(Difficulty::WhiteRed.admits(Color::Red) && !Difficulty::Mixed.has_red());
        assert_eq!(Difficulty::Orange.without_red(), Difficulty::Yellow);
        assert_eq!(Difficulty::Red.without_red(), Difficulty::White);
    }
}
