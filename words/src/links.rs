//! Where a line of the log or of the debrief points in the rules reference: the threat card
//! an event is about, or the ruling it applies (RULINGS.md). The app's resolution log and
//! debrief make each line a link to it; the reference opens at that entry.

use engine::event::{
    CrewEvent, HazardEvent, IntruderEvent, LastingEvent, ShipDamageEvent, SpecializationEvent,
    ThreatDamageEvent, ThreatEvent, TurnEvent,
};
use engine::{Event, State};

/// An entry of the rules reference.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Link {
    /// A threat card, by its id (`SE1-08`).
    Card(String),
    /// A ruling of RULINGS.md, by its id (`R8`).
    Ruling(&'static str),
}

/// The entry `event` applies: a ruling the project settled for it (an unconfirmed report,
/// a computer check, a delay, ...), else the card of the threat it is about. `names` is the
/// resolution's initial state, which holds the threats' cards.
pub fn of(event: &Event, names: &State) -> Option<Link> {
    ruling(event).map(Link::Ruling).or_else(|| {
        let threat = threat(event)?;
        let card = names.threats().get(threat.index)?;
        Some(Link::Card(card.card.id.clone()))
    })
}

/// Every ruling [`of`] can link to (a test checks each is in RULINGS.md).
pub const RULINGS_LINKED: [&str; 6] = ["R1", "R2", "R3", "R8", "R9", "R14"];

/// The ruling an event applies, for the events a ruling of RULINGS.md is about.
fn ruling(event: &Event) -> Option<&'static str> {
    match event {
        Event::Turn(TurnEvent::Confirmed { .. }) => Some("R1"),
        Event::Turn(TurnEvent::ComputerMaintained { .. } | TurnEvent::ComputerChecked { .. }) => {
            Some("R2")
        }
        Event::Crew(CrewEvent::Delayed { .. }) => Some("R3"),
        Event::Threat(ThreatEvent::Ignored { .. }) => Some("R8"),
        Event::ShipDamage(ShipDamageEvent::TileDrawn { .. }) => Some("R9"),
        Event::Crew(CrewEvent::Tripped { .. }) => Some("R14"),
        _ => None,
    }
}

/// The threat an event is about, if it is about one.
fn threat(event: &Event) -> Option<engine::event::ThreatRef> {
    match event {
        Event::Crew(CrewEvent::Displaced { threat, .. })
        | Event::Lasting(LastingEvent::DamageDoubled { threat, .. })
        | Event::Lasting(LastingEvent::DamageDoublingEnded { threat, .. })
        | Event::Lasting(LastingEvent::StationsDeadly { threat, .. })
        | Event::Lasting(LastingEvent::BoostStarted { threat, .. })
        | Event::Hazard(HazardEvent::ShieldsOff { threat, .. })
        | Event::Hazard(HazardEvent::ShieldsReversed { threat, .. })
        | Event::Hazard(HazardEvent::ShieldsRestored { threat, .. })
        | Event::Hazard(HazardEvent::DoorSealed { threat, .. })
        | Event::Hazard(HazardEvent::DoorReopened { threat, .. })
        | Event::Hazard(HazardEvent::OpticsDisrupted { threat, .. })
        | Event::Hazard(HazardEvent::OpticsRestored { threat, .. })
        | Event::Threat(ThreatEvent::Appeared { threat, .. })
        | Event::Threat(ThreatEvent::Moved { threat, .. })
        | Event::Threat(ThreatEvent::Acts { threat, .. })
        | Event::Threat(ThreatEvent::Changed { threat, .. })
        | Event::Threat(ThreatEvent::Survived { threat, .. })
        | Event::Threat(ThreatEvent::Called { threat, .. })
        | Event::Threat(ThreatEvent::Discarded { threat, .. })
        | Event::Threat(ThreatEvent::Jumped { threat, .. })
        | Event::Threat(ThreatEvent::JumpBlocked { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::Targeted { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::LasersHalved { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::ShortCircuit { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::Damaged { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::Hurt { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::Repaired { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::BotsAttack { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::Inaccessible { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::FinishNeedsEnergy { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::Destroyed { threat, .. })
        | Event::ThreatDamage(ThreatDamageEvent::CallForestalled { threat, .. })
        | Event::ShipDamage(ShipDamageEvent::Attack { threat, .. })
        | Event::ShipDamage(ShipDamageEvent::CarrierWeakened { threat, .. })
        | Event::Specialization(SpecializationEvent::RemoteRepaired { threat, .. })
        | Event::Intruder(IntruderEvent::Moved { threat, .. })
        | Event::Intruder(IntruderEvent::Spread { threat, .. })
        | Event::Intruder(IntruderEvent::StartsIn { threat, .. })
        | Event::Intruder(IntruderEvent::Blocked { threat, .. })
        | Event::Intruder(IntruderEvent::Afflicted { threat, .. })
        | Event::Intruder(IntruderEvent::DronesPlaced { threat, .. })
        | Event::Intruder(IntruderEvent::MineLaid { threat, .. })
        | Event::Intruder(IntruderEvent::MinesDetonated { threat, .. })
        | Event::Intruder(IntruderEvent::Sabotaged { threat, .. })
        | Event::Intruder(IntruderEvent::HostFound { threat, .. }) => Some(*threat),
        _ => None,
    }
}
