//! The turn and its steps: turns starting and ending, the computer check, visual confirmation,
//! the phases and the jump.

use super::CrewRef;

/// What happens to the turn itself (the Mission Steps Board, R1, R2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnEvent {
    /// A new turn begins (1-12, then 13 for the final turn).
    Started {
        /// The turn.
        turn: u8,
    },
    /// End of the turn: cannons and gravolifts are free again; visual confirmation counted.
    Ended,
    /// The computer is maintained for this phase.
    ComputerMaintained {
        /// Who.
        crew: CrewRef,
    },
    /// The computer maintenance check after turns 2, 5 and 9 (R2); a new window opens.
    ComputerChecked {
        /// Whether the computer was maintained in the window.
        maintained: bool,
    },
    /// Visual confirmation.
    Confirmed {
        /// Who.
        crew: CrewRef,
    },
    /// End of a phase and its visual confirmation (R1).
    PhaseEnded {
        /// The phase (1-3).
        phase: u8,
        /// Crew confirming in its best turn.
        confirming: u8,
    },
    /// The ship jumps to hyperspace: the mission is over.
    Jumped,
}
