//! The tempo of an Action Round: how much slower than the CD the whole timeline runs.
//!
//! A slower tempo stretches every time of the track: the events, the phase ends, the warnings
//! before them and the length of each communications blackout are multiplied by the same
//! factor, so the gaps between announcements grow and nothing that did not overlap at the
//! CD's tempo overlaps now. The voice itself is not slowed: each clip plays at its own
//! length, and a countdown still ends on its (stretched) phase end. The factor is kept in
//! thousandths, an integer, so a stretched track is the same on every machine.

use std::fmt;

/// How much slower than the CD an Action Round runs, in thousandths (1000 is the CD's tempo).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tempo(u16);

/// Why a tempo was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TempoError {
    /// Not a number like `1.25` (or `1.25x`).
    #[error("tempo `{0}`: not a number like 1.25 or 1.5")]
    NotANumber(String),
    /// Outside the tempos offered.
    #[error("tempo `{0}`: a tempo is from 1 (the CD's) to 2 (twice as slow)")]
    OutOfRange(String),
}

impl Tempo {
    /// The CD's tempo.
    pub const NORMAL: Tempo = Tempo(1000);
    /// A quarter slower.
    pub const SLOWER: Tempo = Tempo(1250);
    /// Half as slow again: a 10-minute mission takes 15.
    pub const SLOWEST_OFFERED: Tempo = Tempo(1500);
    /// The tempos the setup screen offers.
    pub const OFFERED: [Tempo; 3] = [Tempo::NORMAL, Tempo::SLOWER, Tempo::SLOWEST_OFFERED];
    /// The slowest tempo accepted.
    const MAX: u16 = 2000;

    /// A tempo of `permille` thousandths (1000 to 2000).
    ///
    /// # Errors
    /// Outside 1000..=2000.
    pub fn from_permille(permille: u16) -> Result<Tempo, TempoError> {
        if (Tempo::NORMAL.0..=Tempo::MAX).contains(&permille) {
            Ok(Tempo(permille))
        } else {
            Err(TempoError::OutOfRange(format!("{permille}‰")))
        }
    }

    /// Reads `1.5`, `1.25x`, `1`: a decimal with at most three places, from 1 to 2.
    ///
    /// # Errors
    /// Not such a number, or outside 1 to 2.
    pub fn parse(text: &str) -> Result<Tempo, TempoError> {
        let trimmed = text.trim();
        let number = trimmed.strip_suffix(['x', '×']).unwrap_or(trimmed);
        let bad = || TempoError::NotANumber(text.to_owned());
        let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
        let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
        if whole.is_empty() || !digits(whole) || !digits(fraction) || fraction.len() > 3 {
            return Err(bad());
        }
        let whole: u32 = whole.parse().map_err(|_| bad())?;
        let fraction: u32 = format!("{fraction:0<3}").parse().map_err(|_| bad())?;
        let permille = whole.saturating_mul(1000).saturating_add(fraction);
        u16::try_from(permille)
            .ok()
            .and_then(|p| Tempo::from_permille(p).ok())
            .ok_or_else(|| TempoError::OutOfRange(text.to_owned()))
    }

    /// The factor in thousandths.
    pub fn permille(self) -> u16 {
        self.0
    }

    /// Whether this is the CD's tempo.
    pub fn is_normal(self) -> bool {
        self == Tempo::NORMAL
    }

    /// A track time in milliseconds at this tempo (rounded to the nearest millisecond).
    pub fn stretch(self, ms: u64) -> u64 {
        (ms * u64::from(self.0) + 500) / 1000
    }
}

impl Default for Tempo {
    fn default() -> Tempo {
        Tempo::NORMAL
    }
}

/// `1.5x`, `1.25x`, `1x`: the factor without trailing zeros.
impl fmt::Display for Tempo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 1000;
        let fraction = format!("{:03}", self.0 % 1000);
        let fraction = fraction.trim_end_matches('0');
        if fraction.is_empty() {
            write!(f, "{whole}x")
        } else {
            write!(f, "{whole}.{fraction}x")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tempos_read_and_print_as_factors() {
        assert_eq!(Tempo::parse("1.5"), Ok(Tempo::SLOWEST_OFFERED));
        assert_eq!(Tempo::parse("1.25x"), Ok(Tempo::SLOWER));
        assert_eq!(Tempo::parse(" 1 "), Ok(Tempo::NORMAL));
        assert_eq!(Tempo::parse("2.0").map(Tempo::permille), Ok(2000));
        assert!(matches!(
            Tempo::parse("0.5"),
            Err(TempoError::OutOfRange(_))
        ));
        assert!(matches!(
            Tempo::parse("2.001"),
            Err(TempoError::OutOfRange(_))
        ));
        for bad in ["", "fast", "1.2345", "-1", "1,5", ".5"] {
            assert!(
                matches!(Tempo::parse(bad), Err(TempoError::NotANumber(_))),
                "{bad}"
            );
        }
        let shown: Vec<String> = Tempo::OFFERED.iter().map(ToString::to_string).collect();
        assert_eq!(shown, ["1x", "1.25x", "1.5x"]);
        assert_eq!(Tempo::SLOWEST_OFFERED.stretch(10_000), 15_000);
        assert_eq!(Tempo::SLOWER.stretch(1_001), 1_251);
    }
}
