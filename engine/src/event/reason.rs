//! Why things happen: the typed reasons events carry, so that the debrief and the log can say
//! why an action had no effect, why a board was delayed or a crew member knocked out.

use super::ThreatRef;
use crate::zone::{Station, Zone};

/// Why a crew member's action had no effect (the debrief reports each one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoEffectReason {
    /// A move toward a side of the ship from the zone at that side.
    AlreadyInZone(Zone),
    /// A heroic move to the station the figure is in (RULINGS.md E7).
    AlreadyInStation,
    /// The system is unrepairable: a malfunction reached its Z.
    SystemBroken,
    /// The cannon already fired this turn.
    CannonAlreadyFired,
    /// The cannon's reactor is empty.
    NoEnergy,
    /// No fuel capsule left to refuel.
    NoFuel,
    /// The shield or reactor to fill is already full.
    AlreadyFull,
    /// The reactor to take energy from is empty.
    NothingToTransfer,
    /// The interceptors fly only with an active battlebot squad.
    InterceptorsNeedSquad,
    /// The interceptors are already out.
    InterceptorsOut,
    /// No computer maintenance counts this turn (R2).
    NoMaintenanceDue,
    /// The computer is already maintained for this check (R2).
    ComputerAlreadyMaintained,
    /// C where a squad is stored, by a crew member already leading an active one.
    AlreadyLeadsSquad,
    /// C where no squad is stored (it was taken).
    NoSquadStored,
    /// No rockets left aboard.
    NoRockets,
    /// A rocket was already launched this turn.
    RocketAlreadyLaunched,
    /// Battlebots played without leading a squad.
    LeadsNoSquad,
    /// Battlebots played with a disabled squad.
    SquadDisabled,
    /// Battlebots played where no intruder is.
    NoIntruder,
    /// Battlebots played where the only intruder is phased out (or is the player's own
    /// parasite): nothing reaches it.
    IntruderOutOfReach,
    /// The crew member is knocked out: the cards left on the board are not played.
    KnockedOut,
    /// A sealed door stands in the way (Breached Airlock).
    DoorSealed,
    /// The malfunction holding the system is phased out: out of reach this turn.
    MalfunctionPhasedOut,
}

/// Why a crew member's board is delayed (R3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DelayReason {
    /// Back from the interceptors with a card planned (R4).
    ReturnedFromInterceptors,
    /// "Oops, I tripped" (R14).
    Tripped,
    /// A damaged gravolift.
    DamagedGravolift,
    /// The gravolift was already used this turn.
    GravoliftInUse,
    /// Entered a station held by an intruder that slows entrants.
    SlowingIntruder,
    /// A threat's action.
    ThreatAction,
    /// The computer was not maintained before the check (R2).
    ComputerNotMaintained,
    /// Out in the interceptors (at range 2 or 3) with a card they cannot use: the pilot flies
    /// one range closer and the card waits (RULINGS.md NF3).
    StillInSpace,
}

/// Why the second half of a double action is not performed this turn (The New Frontier).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HalfLostReason {
    /// The first half launched the interceptors: the rest of the card is lost.
    Launched,
    /// The first half knocked the crew member out (RULINGS.md NF26).
    KnockedOut,
    /// The first half delayed the crew member in turn 12: the second half would go to a
    /// turn that does not exist.
    PastLastTurn(DelayReason),
}

/// Why the interceptors fly to another range (The New Frontier, RULINGS.md NF3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RangeReason {
    /// A C action: one range farther out.
    FlewOut,
    /// No card this turn: one range closer, no delay.
    NoCard,
    /// A card the interceptors cannot use: one range closer, the card delayed.
    CardDelayed,
}

/// Why a battlebot squad is disabled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SquadReason {
    /// A threat sabotaged it in storage.
    Sabotaged,
    /// The intruder it attacked fires back.
    FiredBack,
    /// Its leader would have been knocked out but a Medic kept them up: the squad falls all
    /// the same.
    LeaderSpared,
}

/// Why a threat takes damage outside the damage step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HurtReason {
    /// Repaired in all its stations in one turn.
    RepairedEverywhere,
    /// Caught in another threat's explosion (R17).
    Explosion,
    /// Its own action.
    OwnAction,
    /// One crew member alone repaired it this turn.
    RepairedAlone,
    /// Repaired by a crew member leading an active battlebot squad.
    RepairedWithBots,
}

/// Why a crew member is knocked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KnockOutReason {
    /// Entered a station that a threat left deadly.
    EnteredDeadlyStation {
        /// The station.
        station: Station,
        /// The threat that made it deadly.
        threat: ThreatRef,
    },
    /// A threat's action.
    ThreatAction(ThreatRef),
    /// Destroyed a threat that knocks out its destroyer.
    DestroyedIt(ThreatRef),
    /// A threat was destroyed beside them.
    DestroyedBeside(ThreatRef),
    /// Flew the interceptors into a threat that knocks out their pilot.
    FlewInto(ThreatRef),
    /// A C action in the interceptors at range 3: no range 4, the "ultrafast return"
    /// (RULINGS.md NF3).
    UltrafastReturn,
    /// Still out at range 2 or more when the ship jumps (turn 13, RULINGS.md NF3).
    OutOfRangeAtJump {
        /// The range the pilot was at.
        range: u8,
    },
    /// Poisoned by a threat whose Z has come.
    Poisoned(ThreatRef),
}

/// Why the ship is destroyed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LossReason {
    /// A zone had to take a seventh damage tile.
    SeventhDamage(Zone),
    /// A threat's action destroys the ship.
    ThreatAction,
}
