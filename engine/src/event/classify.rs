//! Questions readers of the log ask of an event, answered by exhaustive matches: an event
//! added to a family fails to compile here until it is classified, instead of falling through
//! a reader's `_ =>` arm unnoticed.

#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use super::{Event, ThreatDamageEvent, ThreatRef};

impl ThreatDamageEvent {
    /// The threat this event destroys, if it destroys one in play (a forestalled call only
    /// counts its never-called card as destroyed: that card was never in play).
    pub fn destroyed(&self) -> Option<ThreatRef> {
        match self {
            ThreatDamageEvent::Destroyed { threat, .. } => Some(*threat),
            ThreatDamageEvent::Targeted { .. }
            | ThreatDamageEvent::NoTarget { .. }
            | ThreatDamageEvent::ShotBlind { .. }
            | ThreatDamageEvent::LasersHalved { .. }
            | ThreatDamageEvent::ShortCircuit { .. }
            | ThreatDamageEvent::Damaged { .. }
            | ThreatDamageEvent::Hurt { .. }
            | ThreatDamageEvent::Repaired { .. }
            | ThreatDamageEvent::BotsAttack { .. }
            | ThreatDamageEvent::Inaccessible { .. }
            | ThreatDamageEvent::FinishNeedsEnergy { .. }
            | ThreatDamageEvent::CallForestalled { .. } => None,
        }
    }
}

impl Event {
    /// The threat this event destroys, if it destroys one in play: only the threat-damage
    /// family destroys threats (see [`ThreatDamageEvent::destroyed`]).
    pub fn destroyed(&self) -> Option<ThreatRef> {
        match self {
            Event::ThreatDamage(event) => event.destroyed(),
            Event::Turn(_)
            | Event::Crew(_)
            | Event::Interceptors(_)
            | Event::Double(_)
            | Event::Ship(_)
            | Event::ShipDamage(_)
            | Event::Threat(_)
            | Event::Intruder(_)
            | Event::Lasting(_)
            | Event::Hazard(_)
            | Event::Specialization(_) => None,
        }
    }
}
