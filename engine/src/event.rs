//! The typed event log: everything that happens in the Resolution Round, in order.
//!
//! Only events change the [`crate::State`] (see `State::apply`); the UI replays them to show
//! any step, the ship's log stores them and the tests compare their one-line `Display`.

use std::fmt;

use crate::{
    action::{Action, Double, Half},
    card::System,
    few::Few,
    ship::{Cannon, DamageTile},
    trajectory::Square,
    zone::{Door, Station, ThreatZone, Zone},
};

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

/// An energy container.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Container {
    /// A zone's reactor (white: the central reactor).
    Reactor(Zone),
    /// A zone's shield.
    Shield(Zone),
}

impl fmt::Display for Container {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Container::Reactor(Zone::White) => f.write_str("central reactor"),
            Container::Reactor(z) => write!(f, "{z} reactor"),
            Container::Shield(z) => write!(f, "{z} shield"),
        }
    }
}

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

/// What a threat's lasting bonus to other threats raises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Boost {
    /// +1 to every other external threat's attacks (the Scout).
    Attack,
    /// +1 to every external threat's shield, its own included (the Marauder, RULINGS.md T1).
    Shield,
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

/// What a threat leaves in a crew member that outlives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Affliction {
    /// Poison: knocked out when the threat's Z comes (the Ninja's drones).
    Poison,
    /// Infection: damage to their zone when the threat's Z comes (the Rabid Beast).
    Infection,
}

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

/// Everything that can happen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A new turn begins (1-12, then 13 for the final turn).
    TurnStarted {
        /// The turn.
        turn: u8,
    },
    /// A threat is placed on its trajectory (and in its station(s) if internal).
    ThreatAppeared {
        /// The threat.
        threat: ThreatRef,
        /// Its trajectory.
        zone: ThreatZone,
        /// Its entry space.
        space: u8,
    },
    /// An unconfirmed report with fewer than 5 players: no threat (R8).
    ThreatIgnored {
        /// The threat.
        threat: ThreatRef,
    },
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
    /// The computer is maintained for this phase.
    ComputerMaintained {
        /// Who.
        crew: CrewRef,
    },
    /// A rocket is launched.
    RocketLaunched {
        /// Who.
        crew: CrewRef,
    },
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
    /// A crew member flies out in the interceptors.
    InterceptorsLaunched {
        /// Who.
        crew: CrewRef,
    },
    /// The pilot stays out and attacks again.
    InterceptorsStay {
        /// Who.
        crew: CrewRef,
        /// Heroic battlebots (+1 strength, R5).
        heroic: bool,
    },
    /// The pilot returns to upper red.
    InterceptorsReturned {
        /// Who.
        crew: CrewRef,
    },
    /// The pilot flies to another range (ranges 1-3; The New Frontier, RULINGS.md NF3).
    InterceptorsRange {
        /// Who.
        crew: CrewRef,
        /// The range before.
        from: u8,
        /// The range after.
        to: u8,
        /// Why.
        why: RangeReason,
    },
    /// A crew member plays the double face of a double-action card; its halves follow.
    DoublePlayed {
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
    /// Visual confirmation.
    Confirmed {
        /// Who.
        crew: CrewRef,
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
    /// A threat takes damage outside the damage step (repairs bonus, explosions, itself).
    ThreatHurt {
        /// The threat.
        threat: ThreatRef,
        /// Damage taken.
        amount: u8,
        /// Why.
        why: HurtReason,
    },
    /// A weapon targets an external threat this damage step.
    Targeted {
        /// The weapon.
        source: Source,
        /// The threat.
        threat: ThreatRef,
        /// Strength.
        strength: u8,
    },
    /// The rocket finds no target and is lost.
    RocketMissed,
    /// A cannon fired this turn, or the interceptors, find no threat to hit: the shot is wasted.
    NoTarget {
        /// The weapon.
        source: Source,
    },
    /// The summed damage of a damage step against one threat, through its shield.
    ThreatDamaged {
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
    /// A threat is destroyed.
    ThreatDestroyed {
        /// The threat.
        threat: ThreatRef,
        /// Crew member who destroyed it, if one did.
        by: Option<CrewRef>,
    },
    /// A threat moves along its trajectory.
    ThreatMoved {
        /// The threat.
        threat: ThreatRef,
        /// From space.
        from: u8,
        /// To space (0 past Z).
        to: u8,
    },
    /// A threat performs its X, Y or Z action.
    ThreatActs {
        /// The threat.
        threat: ThreatRef,
        /// Which action.
        square: Square,
    },
    /// One of a threat's values changes.
    ThreatChanged {
        /// The threat.
        threat: ThreatRef,
        /// What changed.
        change: ThreatChange,
    },
    /// An intruder (or one of its tokens) moves to another station.
    IntruderMoved {
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
    /// A crew member is knocked out.
    KnockedOut {
        /// Who.
        crew: CrewRef,
        /// Why.
        why: KnockOutReason,
    },
    /// A threat reaches the end of its trajectory: survived.
    ThreatSurvived {
        /// The threat.
        threat: ThreatRef,
    },
    /// The rocket moves to its second square: it hits next turn.
    RocketAdvanced,
    /// The computer maintenance check after turns 2, 5 and 9 (R2); a new window opens.
    ComputerChecked {
        /// Whether the computer was maintained in the window.
        maintained: bool,
    },
    /// End of the turn: cannons and gravolifts are free again; visual confirmation counted.
    TurnEnded,
    /// End of a phase and its visual confirmation (R1).
    PhaseEnded {
        /// The phase (1-3).
        phase: u8,
        /// Crew confirming in its best turn.
        confirming: u8,
    },
    /// The ship is destroyed: the mission is lost.
    ShipDestroyed {
        /// The threat responsible, if any.
        by: Option<ThreatRef>,
        /// What happened.
        why: LossReason,
    },
    /// The ship jumps to hyperspace: the mission is over.
    Jumped,
    /// What a specialization does (The New Frontier).
    Specialty(crate::specialization::event::SpecialtyEvent),
    /// A threat calls in the card drawn for it: the called threat enters at the end of this
    /// threat step, on the first space of its trajectory.
    ThreatCalled {
        /// The caller.
        caller: ThreatRef,
        /// The called threat.
        threat: ThreatRef,
        /// The trajectory it will enter.
        zone: ThreatZone,
    },
    /// A caller was destroyed before it called: its called card counts as destroyed too.
    CallForestalled {
        /// The destroyed caller.
        caller: ThreatRef,
        /// The card it never called.
        threat: ThreatRef,
    },
    /// A threat jumps to the neighbouring zone's trajectory, keeping its space.
    ThreatJumped {
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
    /// A carrier's attack is weaker while a pilot is out in the interceptors.
    CarrierWeakened {
        /// The carrier.
        threat: ThreatRef,
        /// Strength lost.
        amount: u8,
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
    /// An internal threat with a choice of stations appears in this one.
    StartsIn {
        /// The threat.
        threat: ThreatRef,
        /// Its station.
        station: Station,
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
    /// A reversed shield's energy joins an attack on its zone.
    ShieldJoinsAttack {
        /// The zone.
        zone: Zone,
        /// Energy taken from the shield.
        amount: u8,
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
    /// A laser of a zone with disrupted optics fired without targeting help: it hits nothing.
    ShotBlind {
        /// The cannon.
        source: Source,
    },
    /// A shot of the central heavy laser short-circuits through a threat.
    ShortCircuit {
        /// The threat.
        threat: ThreatRef,
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
    /// A secret card has run (or its caller is gone): it is discarded and scores nothing
    /// (NF10).
    ThreatDiscarded {
        /// The threat.
        threat: ThreatRef,
    },
    /// A sealed door stops an intruder's move.
    IntruderBlocked {
        /// The threat.
        threat: ThreatRef,
        /// Where it stays.
        from: Station,
        /// Where it would have gone.
        to: Station,
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
