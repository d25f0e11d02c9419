//! The New Frontier's specializations (RULINGS.md NF2-NF8, NF13, NF14, NF21, NF25, NF30-NF32):
//! which crew member holds which, at which level, and the specialization card on a board.
//!
//! A crew member holds at most one of the ten specializations and no two share one. The card
//! on the board does not name the specialization (the crew member's own is played): `S` is
//! its basic ability, `S+` its advanced one, and `S:X` / `S+:X` the card with a second card
//! `X` in the same space (a Medic with one single movement, NF4; advanced Special Ops with
//! any one other card). What a level allows is checked by [`crate::Game::from_setup`].

use std::fmt;
#[cfg(test)]
use strum::VariantArray;

mod problem;

pub use problem::{CardProblem, SpecialistProblem};

/// The specialization card on a board and its companion are action cards.
pub use crate::action::{Companion, SpecializationCard};

/// One of the ten specializations.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Specialization {
    /// Launches rockets from anywhere (basic), two as one from lower blue (advanced).
    Rocketeer,
    /// Computer maintenance from anywhere and +1 point (basic); visual confirmation that counts
    /// three (advanced).
    DataAnalyst,
    /// Refuels from anywhere (basic); temporary shields from the upper deck (advanced).
    EnergyTechnician,
    /// Fires the local cannon and the pulse cannon together (basic); a longer pulse (advanced).
    PulseGunner,
    /// Acts first: makes the actions of the crew beside them heroic (basic), or keeps them from
    /// being knocked out this turn (advanced, -1 point).
    Medic,
    /// Moves one crew member to another (basic), or themself across the ship (advanced).
    Teleporter,
    /// Slows the external threats for a turn (basic); ends the mission early (advanced).
    Hypernavigator,
    /// Makes their next action heroic (basic); protects the card it is played with (advanced).
    SpecialOps,
    /// Repairs with the battlebots (basic); flies the interceptors at once (advanced).
    SquadLeader,
    /// Prepares a cannon's next shot (basic); repairs a malfunction by 2 (advanced).
    Mechanic,
}

impl Specialization {
    /// The word used in game files (`data-analyst`).
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// The name a person reads (`Data Analyst`).
    pub fn title(self) -> &'static str {
        match self {
            Specialization::Rocketeer => "Rocketeer",
            Specialization::DataAnalyst => "Data Analyst",
            Specialization::EnergyTechnician => "Energy Technician",
            Specialization::PulseGunner => "Pulse Gunner",
            Specialization::Medic => "Medic",
            Specialization::Teleporter => "Teleporter",
            Specialization::Hypernavigator => "Hypernavigator",
            Specialization::SpecialOps => "Special Ops",
            Specialization::SquadLeader => "Squad Leader",
            Specialization::Mechanic => "Mechanic",
        }
    }

    /// Parses a file word (case and `_`/`-`/space spelling forgiven: `Special Ops`).
    pub fn parse(word: &str) -> Option<Specialization> {
        let w: String = word
            .trim()
            .to_ascii_lowercase()
            .chars()
            .map(|c| if c == '_' || c == ' ' { '-' } else { c })
            .collect();
        w.parse().ok()
    }

    /// Whether a second card may share this specialization's space: a Medic's (basic or
    /// advanced) may hold one single movement (NF4), advanced Special Ops must hold one card.
    pub fn takes_companion(self, advanced: bool) -> bool {
        match self {
            Specialization::Medic => true,
            Specialization::SpecialOps => advanced,
            _ => false,
        }
    }
}

impl fmt::Display for Specialization {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// A crew member's specialization and level (1-3), with the Teleporter's tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Specialist {
    /// Which one.
    pub specialization: Specialization,
    /// 1: one basic use; 2: one use, basic or advanced; 3: two uses, at most one advanced.
    pub level: u8,
    /// The Teleporter's departure and arrival tokens (crew indexes in the setup's order);
    /// `None`: both on the Teleporter, so the basic ability moves nobody (NF31).
    pub teleport: Option<Teleport>,
}

impl Specialist {
    /// A specialization at a level, without teleport tokens.
    pub fn new(specialization: Specialization, level: u8) -> Specialist {
        Specialist {
            specialization,
            level,
            teleport: None,
        }
    }

    /// How many specialization cards the level gives (and at most how many of them are
    /// advanced): level 1 one basic, level 2 one of either face, level 3 two of which at most
    /// one is advanced.
    pub fn uses(self) -> (u8, u8) {
        match self.level {
            1 => (1, 0),
            2 => (1, 1),
            _ => (2, 1),
        }
    }

    /// The specialization cards the level deals for a mission, as the boards screen offers
    /// them: level 1 the basic card, level 2 one card with both faces, level 3 both cards.
    /// Each entry is the faces that card may be played on (`S` and, when `true`, `S+`).
    pub fn cards(self) -> &'static [bool] {
        match self.level {
            1 => &[false],
            2 => &[true],
            _ => &[false, true],
        }
    }

    /// The file text: `medic 2`.
    pub fn word(self) -> String {
        format!("{} {}", self.specialization.name(), self.level)
    }

    /// Reads `NAME LEVEL` (`medic 2`, `special-ops 3`).
    pub fn parse(text: &str) -> Result<Specialist, SpecialistError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let err = || SpecialistError {
            text: text.to_owned(),
        };
        let (name, level) = match words[..] {
            [.., level] if words.len() >= 2 => (words[..words.len() - 1].join(" "), level),
            _ => return Err(err()),
        };
        let specialization = Specialization::parse(&name).ok_or_else(err)?;
        let level: u8 = level.parse().map_err(|_| err())?;
        if !(1..=3).contains(&level) {
            return Err(err());
        }
        Ok(Specialist::new(specialization, level))
    }
}

/// Why a `specialization:` text could not be read. Said by the `words` crate, in the crew's
/// language; displayed as data, like [`crate::SetupError`] (one wording per problem).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{self:?}")]
pub struct SpecialistError {
    /// As written.
    pub text: String,
}

/// The Teleporter's two tokens: who is moved (departure) to whose station (arrival).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Teleport {
    /// The crew member moved (index in the setup's crew).
    pub departure: usize,
    /// The crew member whose station they arrive in (index in the setup's crew).
    pub arrival: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_specialization_round_trips_through_its_word() {
        for &s in Specialization::VARIANTS {
            assert_eq!(Specialization::parse(s.name()), Some(s));
            assert_eq!(Specialization::parse(s.title()), Some(s));
        }
        assert_eq!(Specialization::parse("doctor"), None);
    }

    #[test]
    fn a_specialist_is_a_name_and_a_level() {
        let s = Specialist::parse("special-ops 3").unwrap();
        assert_eq!(s.specialization, Specialization::SpecialOps);
        assert_eq!((s.level, s.uses()), (3, (2, 1)));
        assert_eq!(Specialist::parse(&s.word()), Ok(s));
        assert_eq!(s.cards(), [false, true]);
        assert_eq!(Specialist::new(Specialization::Medic, 1).cards(), [false]);
        assert_eq!(
            Specialist::parse("Special Ops 2").map(|s| s.word()),
            Ok("special-ops 2".into())
        );
        for bad in ["medic", "medic 0", "medic 4", "doctor 1", "2", ""] {
            assert!(Specialist::parse(bad).is_err(), "{bad}");
        }
    }
}
