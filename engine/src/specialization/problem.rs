//! What can be wrong with a crew's specializations (what [`crate::Game::from_setup`] checks): the module is on, no two
//! crew members share one, the Teleporter's tokens name crew members, and each board holds
//! only the specialization cards its level gives, with the companions the rules allow and no
//! heroic card (specializations replace them).

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
