//! Lasting effects a threat leaves until it is destroyed: doubled damage, deadly stations,
//! boosts to other threats, and The New Frontier's hazards (shields, doors, optics).

use super::ThreatRef;
use crate::{
    few::Few,
    zone::{Door, Station, Zone},
};

/// What a threat's lasting bonus to other threats raises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Boost {
    /// +1 to every other external threat's attacks (the Scout).
    Attack,
    /// +1 to every external threat's shield, its own included (the Marauder, RULINGS.md T1).
    Shield,
}

/// A threat's lasting effect on the ship or on other threats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LastingEvent {
    /// Damage in a zone is doubled from now on.
    DamageDoubled {
        /// The threat doubling it (the doubling ends when it is destroyed).
        threat: ThreatRef,
        /// The zone.
        zone: Zone,
    },
    /// The threat that doubled damage in a zone is destroyed: damage there is normal again.
    DamageDoublingEnded {
        /// The destroyed threat.
        threat: ThreatRef,
        /// The zone.
        zone: Zone,
    },
    /// From now on, crew entering these stations are knocked out (Contamination's Z).
    StationsDeadly {
        /// The threat that made them deadly.
        threat: ThreatRef,
        /// The stations.
        stations: Few<Station, 6>,
    },
    /// A threat's bonus to others comes into force.
    BoostStarted {
        /// The threat.
        threat: ThreatRef,
        /// What it boosts.
        boost: Boost,
    },
}

/// The New Frontier's hazards: shields turned off or reversed, sealed doors, disrupted optics, each started by a threat and ended by its destruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HazardEvent {
    /// From now on the shields absorb nothing.
    ShieldsOff {
        /// The threat responsible.
        threat: ThreatRef,
    },
    /// From now on an attack takes the shield's energy and adds it to its strength.
    ShieldsReversed {
        /// The threat responsible.
        threat: ThreatRef,
    },
    /// The threat that turned the shields off or reversed them is destroyed: they work again.
    ShieldsRestored {
        /// The destroyed threat.
        threat: ThreatRef,
    },
    /// A door is sealed: nobody walks through it.
    DoorSealed {
        /// The threat responsible.
        threat: ThreatRef,
        /// The door.
        door: Door,
    },
    /// The threat that sealed a door is destroyed: the door opens.
    DoorReopened {
        /// The destroyed threat.
        threat: ThreatRef,
        /// The door.
        door: Door,
    },
    /// A zone's optics are disrupted: its lasers hit only with targeting help.
    OpticsDisrupted {
        /// The threat responsible.
        threat: ThreatRef,
        /// The zone.
        zone: Zone,
    },
    /// The threat that disrupted a zone's optics is destroyed: they work again.
    OpticsRestored {
        /// The destroyed threat.
        threat: ThreatRef,
        /// The zone.
        zone: Zone,
    },
}
