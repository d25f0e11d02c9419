//! Intruders inside the ship: their tokens moving and spreading, and what they leave behind
//! (afflictions, drones, mines, sabotage, a parasite's host).

use super::{CrewRef, ThreatRef};
use crate::{card::System, few::Few, zone::Station};

/// What a threat leaves in a crew member that outlives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Affliction {
    /// Poison: knocked out when the threat's Z comes (the Ninja's drones).
    Poison,
    /// Infection: damage to their zone when the threat's Z comes (the Rabid Beast).
    Infection,
}

/// What an intruder does inside the ship.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IntruderEvent {
    /// An intruder (or one of its tokens) moves to another station.
    Moved {
        /// The threat.
        threat: ThreatRef,
        /// From.
        from: Station,
        /// To.
        to: Station,
    },
    /// A new token of a threat appears in a station (slime spreading).
    Spread {
        /// The threat.
        threat: ThreatRef,
        /// Where.
        station: Station,
    },
    /// An internal threat with a choice of stations appears in this one.
    StartsIn {
        /// The threat.
        threat: ThreatRef,
        /// Its station.
        station: Station,
    },
    /// A sealed door stops an intruder's move.
    Blocked {
        /// The threat.
        threat: ThreatRef,
        /// Where it stays.
        from: Station,
        /// Where it would have gone.
        to: Station,
    },
    /// A crew member is poisoned or infected by a threat (it outlives the threat).
    Afflicted {
        /// Who.
        crew: CrewRef,
        /// The threat.
        threat: ThreatRef,
        /// Poison or infection.
        affliction: Affliction,
    },
    /// Poison drones are placed in stations: crew starting or ending a move there are poisoned.
    DronesPlaced {
        /// The threat.
        threat: ThreatRef,
        /// The drones' stations.
        stations: Few<Station, 6>,
    },
    /// A mine is laid in a station.
    MineLaid {
        /// The threat.
        threat: ThreatRef,
        /// Where.
        station: Station,
    },
    /// Every mine a threat laid explodes (the damage follows as attacks) and is gone.
    MinesDetonated {
        /// The threat.
        threat: ThreatRef,
    },
    /// A system of a station is sabotaged: a 1-hit-point malfunction repaired by its action.
    Sabotaged {
        /// The threat.
        threat: ThreatRef,
        /// The station.
        station: Station,
        /// The system.
        system: System,
    },
    /// A sabotaged system is repaired.
    SabotageRepaired {
        /// Who.
        crew: CrewRef,
        /// The station.
        station: Station,
        /// The system.
        system: System,
    },
    /// A parasite attaches to a crew member, its host: it follows them from now on.
    HostFound {
        /// The threat.
        threat: ThreatRef,
        /// The host.
        crew: CrewRef,
    },
}
