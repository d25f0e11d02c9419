//! Threats: appearing, moving, acting, changing, and the damage they take.

use std::fmt;

use super::{CrewRef, HurtReason, ThreatRef};
use crate::{
    card::System,
    ship::Cannon,
    trajectory::Square,
    zone::{Station, ThreatZone, Zone},
};

/// What hit an external threat in the damage step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Source {
    /// A cannon.
    Cannon(Cannon),
    /// A rocket.
    #[default]
    Rocket,
    /// The interceptors.
    Interceptors,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Cannon(c) => write!(f, "{c}"),
            Source::Rocket => f.write_str("rocket"),
            Source::Interceptors => f.write_str("interceptors"),
        }
    }
}

/// A change to a threat's own values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThreatChange {
    /// Repairs damage (amount actually healed).
    Heal(u8),
    /// Speed + n.
    SpeedUp(u8),
    /// Shield + n.
    ShieldUp(u8),
    /// Shield = n.
    SetShield(i8),
    /// Becomes targetable.
    Revealed,
    /// Its cryoshield is gone.
    CryoshieldGone,
    /// Starts firing back.
    FiresBack,
    /// Its hit points become n (tied to rockets aboard).
    HitPoints(u8),
    /// Gains the X/Y count of the asteroids.
    PassedXy,
    /// Shield - n (a megashield weakening).
    ShieldDown(u8),
    /// Phases out: nothing outside it reaches it until it phases in.
    PhasedOut,
    /// Phases in at the start of its move, having started the turn out: it acts with its
    /// bracketed values this turn.
    PhasedIn,
}

/// A threat appears, moves along its trajectory, acts, changes, jumps or leaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ThreatEvent {
    /// A threat is placed on its trajectory (and in its station(s) if internal).
    Appeared {
        /// The threat.
        threat: ThreatRef,
        /// Its trajectory.
        zone: ThreatZone,
        /// Its entry space.
        space: u8,
    },
    /// An unconfirmed report with fewer than 5 players: no threat (R8).
    Ignored {
        /// The threat.
        threat: ThreatRef,
    },
    /// A threat moves along its trajectory.
    Moved {
        /// The threat.
        threat: ThreatRef,
        /// From space.
        from: u8,
        /// To space (0 past Z).
        to: u8,
    },
    /// A threat performs its X, Y or Z action.
    Acts {
        /// The threat.
        threat: ThreatRef,
        /// Which action.
        square: Square,
    },
    /// One of a threat's values changes.
    Changed {
        /// The threat.
        threat: ThreatRef,
        /// What changed.
        change: ThreatChange,
    },
    /// A threat reaches the end of its trajectory: survived.
    Survived {
        /// The threat.
        threat: ThreatRef,
    },
    /// A threat calls in the card drawn for it: the called threat enters at the end of this
    /// threat step, on the first space of its trajectory.
    Called {
        /// The caller.
        caller: ThreatRef,
        /// The called threat.
        threat: ThreatRef,
        /// The trajectory it will enter.
        zone: ThreatZone,
    },
    /// A secret card has run (or its caller is gone): it is discarded and scores nothing
    /// (NF10).
    Discarded {
        /// The threat.
        threat: ThreatRef,
    },
    /// A threat jumps to the neighbouring zone's trajectory, keeping its space.
    Jumped {
        /// The threat.
        threat: ThreatRef,
        /// From zone.
        from: Zone,
        /// To zone.
        to: Zone,
    },
    /// A threat's jump does not happen: the destination trajectory is shorter than its space.
    JumpBlocked {
        /// The threat.
        threat: ThreatRef,
        /// The zone it would have jumped to.
        to: Zone,
    },
}

/// Damage to threats: weapons aimed in the damage step, repairs, battlebots, destruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ThreatDamageEvent {
    /// A weapon targets an external threat this damage step.
    Targeted {
        /// The weapon.
        source: Source,
        /// The threat.
        threat: ThreatRef,
        /// Strength.
        strength: u8,
    },
    /// A cannon fired this turn, or the interceptors, find no threat to hit: the shot is wasted.
    NoTarget {
        /// The weapon.
        source: Source,
    },
    /// A laser of a zone with disrupted optics fired without targeting help: it hits nothing.
    ShotBlind {
        /// The cannon.
        source: Source,
    },
    /// Laser damage on a polarized threat is halved (rounded up) before its shield.
    LasersHalved {
        /// The threat.
        threat: ThreatRef,
        /// Laser strength aimed at it.
        lasers: u8,
        /// What counts of it.
        counted: u8,
    },
    /// A shot of the central heavy laser short-circuits through a threat.
    ShortCircuit {
        /// The threat.
        threat: ThreatRef,
    },
    /// The summed damage of a damage step against one threat, through its shield.
    Damaged {
        /// The threat.
        threat: ThreatRef,
        /// Summed strength of everything that hit it.
        total: u8,
        /// Its shield this turn.
        shield: i8,
        /// Damage taken.
        taken: u8,
        /// Hit points left.
        left: u8,
    },
    /// A threat takes damage outside the damage step (repairs bonus, explosions, itself).
    Hurt {
        /// The threat.
        threat: ThreatRef,
        /// Damage taken.
        amount: u8,
        /// Why.
        why: HurtReason,
    },
    /// A repair action on a malfunction.
    Repaired {
        /// Who.
        crew: CrewRef,
        /// The malfunction.
        threat: ThreatRef,
        /// The system.
        system: System,
        /// Repair points.
        amount: u8,
    },
    /// Battlebots attack an intruder.
    BotsAttack {
        /// Who.
        crew: CrewRef,
        /// The intruder.
        threat: ThreatRef,
        /// Where.
        station: Station,
        /// Damage.
        amount: u8,
    },
    /// Repair or battlebot points wasted on an inaccessible threat this turn.
    Inaccessible {
        /// Who repaired or fought.
        crew: CrewRef,
        /// The threat.
        threat: ThreatRef,
        /// Points wasted.
        wasted: u8,
    },
    /// The last hit point of a threat stays: finishing it needs energy from an empty reactor.
    FinishNeedsEnergy {
        /// Who repaired.
        crew: CrewRef,
        /// The threat.
        threat: ThreatRef,
        /// The empty reactor.
        reactor: Zone,
    },
    /// A threat is destroyed.
    Destroyed {
        /// The threat.
        threat: ThreatRef,
        /// Crew member who destroyed it, if one did.
        by: Option<CrewRef>,
    },
    /// A caller was destroyed before it called: its called card counts as destroyed too.
    CallForestalled {
        /// The destroyed caller.
        caller: ThreatRef,
        /// The card it never called.
        threat: ThreatRef,
    },
}
