//! The ship: what the crew does with its systems, and what attacks do to it.

use super::{CrewRef, LossReason, SquadReason, ThreatRef};
use crate::{
    ship::{Cannon, Container, DamageTile},
    zone::Zone,
};

/// The crew's use of the ship: cannons, energy, rockets, battlebot squads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShipEvent {
    /// A cannon fires (energy taken from its reactor, if it uses one).
    Fired {
        /// Who.
        crew: CrewRef,
        /// The cannon.
        cannon: Cannon,
        /// Strength, heroic bonus included.
        strength: u8,
    },
    /// Energy moves from one container to another (heroic: plus a bonus block from the bank).
    EnergyMoved {
        /// Who (`None` when a threat moves it).
        crew: Option<CrewRef>,
        /// Source.
        from: Container,
        /// Destination.
        to: Container,
        /// Blocks moved.
        amount: u8,
        /// Extra blocks from the bank (heroic B).
        bonus: u8,
    },
    /// The central reactor is refuelled from a capsule (R7).
    Refuelled {
        /// Who.
        crew: CrewRef,
        /// Blocks added.
        amount: u8,
        /// Extra blocks (heroic B).
        bonus: u8,
    },
    /// A rocket is launched.
    RocketLaunched {
        /// Who.
        crew: CrewRef,
    },
    /// The rocket moves to its second square: it hits next turn.
    RocketAdvanced,
    /// The rocket finds no target and is lost.
    RocketMissed,
    /// A crew member takes the battlebot squad stored in their station.
    SquadTaken {
        /// Who.
        crew: CrewRef,
        /// Squad index.
        squad: usize,
    },
    /// A disabled squad is set upright again.
    SquadReactivated {
        /// Who.
        crew: CrewRef,
        /// Squad index.
        squad: usize,
    },
    /// A squad is disabled.
    SquadDisabled {
        /// Squad index.
        squad: usize,
        /// Why.
        why: SquadReason,
    },
}

/// Attacks on the ship and what they do: shields absorbing, damage tiles, energy and stores lost, destruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShipDamageEvent {
    /// An attack on a zone.
    Attack {
        /// Who attacks.
        threat: ThreatRef,
        /// The zone.
        zone: Zone,
        /// Strength.
        strength: u8,
        /// Ignores shields (internal damage, or card text).
        ignore_shields: bool,
    },
    /// A shield absorbs part of an attack.
    ShieldAbsorbed {
        /// The zone.
        zone: Zone,
        /// Blocks returned to the bank.
        amount: u8,
    },
    /// A damage tile is drawn for a zone.
    TileDrawn {
        /// The zone.
        zone: Zone,
        /// The tile.
        tile: DamageTile,
    },
    /// Energy is lost from a container.
    EnergyDrained {
        /// The container.
        container: Container,
        /// Blocks lost.
        amount: u8,
    },
    /// Fuel capsules destroyed.
    FuelDestroyed {
        /// How many.
        amount: u8,
    },
    /// A rocket aboard destroyed.
    RocketDestroyed,
    /// A reversed shield's energy joins an attack on its zone.
    ShieldJoinsAttack {
        /// The zone.
        zone: Zone,
        /// Energy taken from the shield.
        amount: u8,
    },
    /// The ship is destroyed: the mission is lost.
    ShipDestroyed {
        /// The threat responsible, if any.
        by: Option<ThreatRef>,
        /// What happened.
        why: LossReason,
    },
    /// A carrier's attack is weaker while a pilot is out in the interceptors.
    CarrierWeakened {
        /// The carrier.
        threat: ThreatRef,
        /// Strength lost.
        amount: u8,
    },
}
