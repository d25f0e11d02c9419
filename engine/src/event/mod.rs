//! The typed event log: everything that happens in the Resolution Round, in order.
//!
//! Only events change the [`crate::State`] (see `State::apply`); the UI replays them to show
//! any step, the ship's log stores them and the tests compare their one-line `Display`.
//!
//! An [`Event`] is one of a few families, each an enum of its own (`turn`, `crew`, `ship`,
//! `threat`, `intruder`, `lasting` and the specializations' [`SpecializationEvent`]): a match over
//! a family names every variant, so an event added to a family cannot be forgotten by the code
//! that applies it (`state/apply/`, which denies wildcard arms).

mod classify;
mod crew;
mod intruder;
mod lasting;
mod reason;
mod ship;
mod specialization;
mod threat;
mod turn;

pub use crew::{CrewEvent, DoubleEvent, InterceptorsEvent};
pub use intruder::{Affliction, IntruderEvent};
pub use lasting::{Boost, HazardEvent, LastingEvent};
pub use reason::{
    DelayReason, HalfLostReason, HurtReason, KnockOutReason, LossReason, NoEffectReason,
    RangeReason, SquadReason,
};
pub use ship::{ShipDamageEvent, ShipEvent};

/// Energy containers are the ship's; events name them.
pub use crate::ship::Container;
pub use threat::{Source, ThreatChange, ThreatDamageEvent, ThreatEvent};
pub use turn::TurnEvent;

pub use specialization::{Danger, Guard, SpecializationEvent, SpecializationNoEffect};

/// A crew member as named in the log: an index into the crew (acting order). Events carry
/// indexes, not names, so that they are plain data and cheap to make; the state has the names
/// (`words::log_text` words an event with them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CrewRef {
    /// Index into the crew (acting order).
    pub index: usize,
}

/// A threat as named in the log: an index into the threats (order of appearance).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThreatRef {
    /// Index into the threats (order of appearance).
    pub index: usize,
}

/// The step of a turn an event belongs to (the Mission Steps Board).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    /// New threats appear.
    Appear,
    /// Player actions.
    Actions,
    /// Compute damage to external threats.
    Damage,
    /// Threat actions (movement and X/Y/Z).
    Threats,
    /// End of turn: computer check, end of phase.
    EndOfTurn,
}

impl Step {
    /// The word used in the log.
    pub fn name(self) -> &'static str {
        match self {
            Step::Appear => "threats appear",
            Step::Actions => "actions",
            Step::Damage => "damage",
            Step::Threats => "threats",
            Step::EndOfTurn => "end of turn",
        }
    }
}

/// Everything that can happen, by family; `Event::from` (or `.into()`) wraps a family's event
/// in its variant.
#[derive(Debug, Clone, PartialEq, Eq, derive_more::From)]
pub enum Event {
    /// The turn, the computer check, visual confirmation, the phases, the jump.
    Turn(TurnEvent),
    /// Moves, delays, knock-outs and actions without effect.
    Crew(CrewEvent),
    /// The interceptors.
    Interceptors(InterceptorsEvent),
    /// Double-action cards (The New Frontier).
    Double(DoubleEvent),
    /// The crew's use of the ship.
    Ship(ShipEvent),
    /// Attacks on the ship and what they do to it.
    ShipDamage(ShipDamageEvent),
    /// Threats appearing, moving, acting and changing.
    Threat(ThreatEvent),
    /// Damage to threats and their destruction.
    ThreatDamage(ThreatDamageEvent),
    /// What intruders do inside the ship.
    Intruder(IntruderEvent),
    /// Lasting effects of threats.
    Lasting(LastingEvent),
    /// The New Frontier's hazards.
    Hazard(HazardEvent),
    /// What a specialization does (The New Frontier).
    Specialization(SpecializationEvent),
}

/// One line of the log: an event with its turn and step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    /// Turn 1-13.
    pub turn: u8,
    /// Step of the turn.
    pub step: Step,
    /// What happened.
    pub event: Event,
}
