//! What can be wrong with a crew's specializations (what [`crate::Game::from_setup`] checks): the module is on, no two
//! crew members share one, the Teleporter's tokens name crew members, and each board holds
//! only the specialization cards its level gives, with the companions the rules allow and no
//! heroic card (specializations replace them).

use std::fmt;

use super::{Specialist, Specialization};

/// What is wrong with a crew member's specialization.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpecialistProblem {
    /// A specialization in a game without the specializations module.
    ModuleOff(Specialist),
    /// A specialization another crew member holds already.
    Taken(Specialization),
    /// Teleport tokens on someone who is not the Teleporter.
    TeleportNotTeleporter,
    /// A teleport token on a crew member who does not exist (index in the setup's crew).
    TeleportNobody(usize),
}

impl fmt::Display for SpecialistProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecialistProblem::ModuleOff(s) => write!(
                f,
                "`{}`: specializations need the module (`modules: [specializations]`)",
                s.word()
            ),
            SpecialistProblem::Taken(s) => write!(
                f,
                "{s} is taken twice: no two crew members share a specialization"
            ),
            SpecialistProblem::TeleportNotTeleporter => {
                f.write_str("teleport tokens belong to the Teleporter's entry")
            }
            SpecialistProblem::TeleportNobody(i) => {
                write!(
                    f,
                    "a teleport token on crew member {}, who is not in the crew",
                    i + 1
                )
            }
        }
    }
}

/// Why a card may not stand on a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardProblem {
    /// A specialization card in a game without the module.
    ModuleOff,
    /// A specialization card on the board of a crew member holding none.
    NoSpecialist,
    /// A heroic card in a game with specializations (they replace the heroic cards).
    Heroic,
    /// The advanced face at level 1.
    AdvancedAtLevel1(Specialization),
    /// More specialization cards than the level gives.
    TooMany {
        /// The specialization.
        specialization: Specialization,
        /// Its level.
        level: u8,
    },
    /// A second advanced card at level 3.
    SecondAdvanced(Specialization),
    /// A Medic's card with something else than one single movement (NF4).
    MedicCompanion,
    /// A second card in the space of a specialization that takes none.
    NoCompanion(Specialization),
    /// Advanced Special Ops alone.
    SpecialOpsAlone,
    /// A double-action card with it, without the double-action module.
    DoubleWithoutModule,
}

impl fmt::Display for CardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardProblem::ModuleOff => f.write_str(
                "is a specialization card: it needs the module (`modules: [specializations]`)",
            ),
            CardProblem::NoSpecialist => {
                f.write_str("is a specialization card, but this crew member holds no specialization")
            }
            CardProblem::Heroic => f.write_str(
                "is a heroic card: with specializations the crew holds no heroic cards",
            ),
            CardProblem::AdvancedAtLevel1(s) => write!(
                f,
                "is the advanced face: the level-1 {s} card has only its basic face (`S`)"
            ),
            CardProblem::TooMany {
                specialization,
                level,
            } => {
                let uses = if *level >= 3 { "two uses" } else { "one use" };
                write!(
                    f,
                    "is one {specialization} card too many: level {level} gives {uses} a mission"
                )
            }
            CardProblem::SecondAdvanced(s) => write!(
                f,
                "is a second advanced {s} use: level 3 gives one basic use and one basic or advanced"
            ),
            CardProblem::MedicCompanion => f.write_str(
                "is a Medic's card with another card: only one single movement (<, > or ^) may share its space",
            ),
            CardProblem::NoCompanion(s) => write!(
                f,
                "puts a second card with the {s} card: only a Medic's card (with one movement) or advanced Special Ops (with any card) shares its space"
            ),
            CardProblem::SpecialOpsAlone => f.write_str(
                "is advanced Special Ops alone: it protects the card it shares its space with (write `S+:X`)",
            ),
            CardProblem::DoubleWithoutModule => f.write_str(
                "holds a double action, played only with the double-action module (add `modules: [double-actions]`)",
            ),
        }
    }
}
