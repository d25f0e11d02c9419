//! What happens to the crew: their moves and boards, knock-outs, the interceptors they fly and
//! the double-action cards they play.

use super::{
    CrewRef, DelayReason, HalfLostReason, KnockOutReason, NoEffectReason, RangeReason, ThreatRef,
};
use crate::{
    action::{Action, Double, Half},
    zone::{Station, Zone},
};

/// A crew member moves, is delayed or knocked out, or plays a card to no effect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CrewEvent {
    /// A crew member moves.
    Moved {
        /// Who.
        crew: CrewRef,
        /// From where.
        from: Station,
        /// To where.
        to: Station,
        /// The gravolift used, if any (marks it used this turn).
        lift: Option<Zone>,
        /// A heroic move.
        heroic: bool,
    },
    /// A crew member's action board is delayed from a turn (R3).
    Delayed {
        /// Who.
        crew: CrewRef,
        /// The first space pushed.
        turn: u8,
        /// The card pushed off the board, if any.
        lost: Option<Action>,
        /// Why.
        why: DelayReason,
    },
    /// A crew member is knocked out.
    KnockedOut {
        /// Who.
        crew: CrewRef,
        /// Why.
        why: KnockOutReason,
    },
    /// "Oops, I tripped": the intended action is performed (R14).
    Tripped {
        /// Who.
        crew: CrewRef,
        /// The action performed instead.
        intended: Action,
    },
    /// An action that does nothing, and why.
    NoEffect {
        /// Who.
        crew: CrewRef,
        /// The action.
        action: Action,
        /// Why it does nothing.
        why: NoEffectReason,
    },
    /// A crew member's board is delayed from the next turn, and that turn plays again the card
    /// of this one.
    Repeats {
        /// Who.
        crew: CrewRef,
        /// The turn whose card is played again (the next one is pushed).
        turn: u8,
        /// The card pushed off the board, if any.
        lost: Option<Action>,
    },
    /// A threat puts a crew member in another station (not a move: no gravolift, door or
    /// entry effect).
    Displaced {
        /// Who.
        crew: CrewRef,
        /// From where.
        from: Station,
        /// To where.
        to: Station,
        /// The threat responsible.
        threat: ThreatRef,
    },
}

/// The interceptors: launched, staying out, flying to another range, returning (R4, R5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InterceptorsEvent {
    /// A crew member flies out in the interceptors.
    Launched {
        /// Who.
        crew: CrewRef,
    },
    /// The pilot stays out and attacks again.
    Stay {
        /// Who.
        crew: CrewRef,
        /// Heroic battlebots (+1 strength, R5).
        heroic: bool,
    },
    /// The pilot returns to upper red.
    Returned {
        /// Who.
        crew: CrewRef,
    },
    /// The pilot flies to another range (ranges 1-3; The New Frontier, RULINGS.md NF3).
    Range {
        /// Who.
        crew: CrewRef,
        /// The range before.
        from: u8,
        /// The range after.
        to: u8,
        /// Why.
        why: RangeReason,
    },
}

/// A double-action card (The New Frontier): played, its second half delayed or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DoubleEvent {
    /// A crew member plays the double face of a double-action card; its halves follow.
    Played {
        /// Who.
        crew: CrewRef,
        /// The card.
        double: Double,
    },
    /// The first half of a double action delayed the crew member: the second half becomes a
    /// single action on the next turn's space, the cards from there pushed as by a delay (R3).
    HalfDelayed {
        /// Who.
        crew: CrewRef,
        /// The space the second half goes to (the next turn).
        turn: u8,
        /// The second half.
        half: Half,
        /// The card pushed off the board, if any.
        lost: Option<Action>,
        /// Why the crew member was delayed.
        why: DelayReason,
    },
    /// The second half of a double action is not performed this turn, nor later.
    HalfLost {
        /// Who.
        crew: CrewRef,
        /// The second half.
        half: Half,
        /// Why.
        why: HalfLostReason,
    },
}
