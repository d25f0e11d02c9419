//! What each event is to the crew's words, decided once for every variant of every family:
//! the debrief, the log's lines and the report's short log match on its `Role`, so an event
//! added to the engine fails to compile here until it is given its part (or none), instead
//! of falling through a `_ =>` arm unnoticed.

#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use engine::{
    Action, DamageTile, Event, Zone,
    event::{
        CrewEvent, CrewRef, DoubleEvent, HazardEvent, InterceptorsEvent, IntruderEvent,
        LastingEvent, NoEffectReason, ShipDamageEvent, ShipEvent, SpecializationEvent,
        ThreatDamageEvent, ThreatEvent, ThreatRef, TurnEvent,
    },
};

/// The part an event plays in the debrief and the other readers of the log (the log's lines,
/// the short log of the report).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role<'a> {
    /// A landmark of the mission, which the debrief looks for but does not tell by itself.
    Mark(Mark),
    /// An attack on a zone: starts a run of attacks in the chain.
    Attack { zone: Zone },
    /// A shield absorbs part of the attack of the run.
    Absorbed { zone: Zone, amount: u8 },
    /// A damage tile drawn: the run's, or its own line; a point lost.
    Tile { zone: Zone, tile: DamageTile },
    /// Ends a run of attacks (the turn ended, a threat moved, or `acts`, acted).
    EndsRun { acts: Option<ThreatRef> },
    /// A threat survived: the points it did not give.
    Survived { threat: ThreatRef },
    /// A crew member knocked out: points lost, and a setback.
    KnockedOut,
    /// A specialization card played (an advanced Medic use costs a point).
    SpecializationUsed {
        specialization: engine::Specialization,
        advanced: bool,
    },
    /// The end of a phase and its visual confirmation.
    PhaseEnded { phase: u8, confirming: u8 },
    /// An action without effect, with the crew member and why.
    NoEffect {
        crew: CrewRef,
        action: &'a Action,
        why: NoEffectReason,
    },
    /// Another setback (a delay, a half lost, a shot with no target, a squad disabled, ...):
    /// its log line.
    Setback { squad_disabled: Option<usize> },
    /// Nothing the debrief tells.
    Other,
}

/// A landmark of the mission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    /// The start of a turn: every log line's `T4` already tells it.
    TurnStarted,
    /// A threat appeared.
    Appeared { threat: ThreatRef },
    /// A threat was ignored (it never appeared in play).
    Ignored,
    /// A threat was targeted by a shot.
    Targeted { threat: ThreatRef },
    /// A threat was destroyed.
    ThreatDestroyed,
    /// The ship was destroyed, by a threat or not.
    ShipDestroyed { by: Option<ThreatRef> },
    /// The ship jumped home.
    Jumped,
}

/// The part `event` plays in the debrief.
pub(crate) fn role(event: &Event) -> Role<'_> {
    match event {
        Event::Turn(e) => turn(e),
        Event::Crew(e) => crew(e),
        Event::Double(e) => double(e),
        Event::Ship(e) => ship(e),
        Event::ShipDamage(e) => ship_damage(e),
        Event::Threat(e) => threat(e),
        Event::ThreatDamage(e) => threat_damage(e),
        Event::Specialization(e) => specialization(e),
        Event::Interceptors(e) => interceptors(e),
        Event::Intruder(e) => intruder(e),
        Event::Lasting(e) => lasting(e),
        Event::Hazard(e) => hazard(e),
    }
}

// The families below hold nothing the debrief tells of today; each variant is named so that
// a new one (a new setback, say) is decided here rather than silently left out.

fn interceptors(e: &InterceptorsEvent) -> Role<'static> {
    match e {
        InterceptorsEvent::Launched { .. }
        | InterceptorsEvent::Stay { .. }
        | InterceptorsEvent::Returned { .. }
        | InterceptorsEvent::Range { .. } => Role::Other,
    }
}

fn intruder(e: &IntruderEvent) -> Role<'static> {
    match e {
        IntruderEvent::Moved { .. }
        | IntruderEvent::Spread { .. }
        | IntruderEvent::StartsIn { .. }
        | IntruderEvent::Blocked { .. }
        | IntruderEvent::Afflicted { .. }
        | IntruderEvent::DronesPlaced { .. }
        | IntruderEvent::MineLaid { .. }
        | IntruderEvent::MinesDetonated { .. }
        | IntruderEvent::Sabotaged { .. }
        | IntruderEvent::SabotageRepaired { .. }
        | IntruderEvent::HostFound { .. } => Role::Other,
    }
}

fn lasting(e: &LastingEvent) -> Role<'static> {
    match e {
        LastingEvent::DamageDoubled { .. }
        | LastingEvent::DamageDoublingEnded { .. }
        | LastingEvent::StationsDeadly { .. }
        | LastingEvent::BoostStarted { .. } => Role::Other,
    }
}

fn hazard(e: &HazardEvent) -> Role<'static> {
    match e {
        HazardEvent::ShieldsOff { .. }
        | HazardEvent::ShieldsReversed { .. }
        | HazardEvent::ShieldsRestored { .. }
        | HazardEvent::DoorSealed { .. }
        | HazardEvent::DoorReopened { .. }
        | HazardEvent::OpticsDisrupted { .. }
        | HazardEvent::OpticsRestored { .. } => Role::Other,
    }
}

fn turn(e: &TurnEvent) -> Role<'static> {
    match e {
        TurnEvent::Ended => Role::EndsRun { acts: None },
        TurnEvent::PhaseEnded { phase, confirming } => Role::PhaseEnded {
            phase: *phase,
            confirming: *confirming,
        },
        TurnEvent::Started { .. } => Role::Mark(Mark::TurnStarted),
        TurnEvent::Jumped => Role::Mark(Mark::Jumped),
        TurnEvent::ComputerMaintained { .. }
        | TurnEvent::ComputerChecked { .. }
        | TurnEvent::Confirmed { .. } => Role::Other,
    }
}

fn crew(e: &CrewEvent) -> Role<'_> {
    match e {
        CrewEvent::NoEffect { crew, action, why } => Role::NoEffect {
            crew: *crew,
            action,
            why: *why,
        },
        CrewEvent::KnockedOut { .. } => Role::KnockedOut,
        CrewEvent::Delayed { .. } => Role::Setback {
            squad_disabled: None,
        },
        CrewEvent::Moved { .. }
        | CrewEvent::Tripped { .. }
        | CrewEvent::Repeats { .. }
        | CrewEvent::Displaced { .. } => Role::Other,
    }
}

fn double(e: &DoubleEvent) -> Role<'static> {
    match e {
        DoubleEvent::HalfDelayed { .. } | DoubleEvent::HalfLost { .. } => Role::Setback {
            squad_disabled: None,
        },
        DoubleEvent::Played { .. } => Role::Other,
    }
}

fn ship(e: &ShipEvent) -> Role<'static> {
    match e {
        ShipEvent::RocketMissed => Role::Setback {
            squad_disabled: None,
        },
        ShipEvent::SquadDisabled { squad, .. } => Role::Setback {
            squad_disabled: Some(*squad),
        },
        ShipEvent::Fired { .. }
        | ShipEvent::EnergyMoved { .. }
        | ShipEvent::Refuelled { .. }
        | ShipEvent::RocketLaunched { .. }
        | ShipEvent::RocketAdvanced
        | ShipEvent::SquadTaken { .. }
        | ShipEvent::SquadReactivated { .. } => Role::Other,
    }
}

fn ship_damage(e: &ShipDamageEvent) -> Role<'static> {
    match e {
        ShipDamageEvent::Attack { zone, .. } => Role::Attack { zone: *zone },
        ShipDamageEvent::ShieldAbsorbed { zone, amount } => Role::Absorbed {
            zone: *zone,
            amount: *amount,
        },
        ShipDamageEvent::TileDrawn { zone, tile } => Role::Tile {
            zone: *zone,
            tile: *tile,
        },
        ShipDamageEvent::ShipDestroyed { by, .. } => Role::Mark(Mark::ShipDestroyed { by: *by }),
        ShipDamageEvent::EnergyDrained { .. }
        | ShipDamageEvent::FuelDestroyed { .. }
        | ShipDamageEvent::RocketDestroyed
        | ShipDamageEvent::ShieldJoinsAttack { .. }
        | ShipDamageEvent::CarrierWeakened { .. } => Role::Other,
    }
}

fn threat(e: &ThreatEvent) -> Role<'static> {
    match e {
        ThreatEvent::Moved { .. } => Role::EndsRun { acts: None },
        ThreatEvent::Acts { threat, .. } => Role::EndsRun {
            acts: Some(*threat),
        },
        ThreatEvent::Survived { threat } => Role::Survived { threat: *threat },
        ThreatEvent::Appeared { threat, .. } => Role::Mark(Mark::Appeared { threat: *threat }),
        ThreatEvent::Ignored { .. } => Role::Mark(Mark::Ignored),
        ThreatEvent::Changed { .. }
        | ThreatEvent::Called { .. }
        | ThreatEvent::Discarded { .. }
        | ThreatEvent::Jumped { .. }
        | ThreatEvent::JumpBlocked { .. } => Role::Other,
    }
}

fn threat_damage(e: &ThreatDamageEvent) -> Role<'static> {
    match e {
        ThreatDamageEvent::NoTarget { .. } => Role::Setback {
            squad_disabled: None,
        },
        ThreatDamageEvent::Targeted { threat, .. } => {
            Role::Mark(Mark::Targeted { threat: *threat })
        }
        ThreatDamageEvent::Destroyed { .. } => Role::Mark(Mark::ThreatDestroyed),
        ThreatDamageEvent::ShotBlind { .. }
        | ThreatDamageEvent::LasersHalved { .. }
        | ThreatDamageEvent::ShortCircuit { .. }
        | ThreatDamageEvent::Damaged { .. }
        | ThreatDamageEvent::Hurt { .. }
        | ThreatDamageEvent::Repaired { .. }
        | ThreatDamageEvent::BotsAttack { .. }
        | ThreatDamageEvent::Inaccessible { .. }
        | ThreatDamageEvent::FinishNeedsEnergy { .. }
        | ThreatDamageEvent::CallForestalled { .. } => Role::Other,
    }
}

fn specialization(e: &SpecializationEvent) -> Role<'static> {
    match e {
        SpecializationEvent::Used {
            specialization,
            advanced,
            ..
        } => Role::SpecializationUsed {
            specialization: *specialization,
            advanced: *advanced,
        },
        SpecializationEvent::NoEffect { .. } => Role::Setback {
            squad_disabled: None,
        },
        SpecializationEvent::HeroicGranted { .. }
        | SpecializationEvent::HeroicUsed { .. }
        | SpecializationEvent::MedicGuards { .. }
        | SpecializationEvent::ProtectionStarted { .. }
        | SpecializationEvent::ProtectionEnded { .. }
        | SpecializationEvent::Protected { .. }
        | SpecializationEvent::TemporaryShields { .. }
        | SpecializationEvent::TemporaryAbsorbed { .. }
        | SpecializationEvent::TemporaryDrained { .. }
        | SpecializationEvent::ThreatsSlowed { .. }
        | SpecializationEvent::MissionShortened { .. }
        | SpecializationEvent::CannonPrepared { .. }
        | SpecializationEvent::PreparationUsed { .. }
        | SpecializationEvent::PulseExtended { .. }
        | SpecializationEvent::DoubleRocketLaunched { .. }
        | SpecializationEvent::ConfirmedAsThree { .. }
        | SpecializationEvent::RemoteRepaired { .. }
        | SpecializationEvent::TileRepaired { .. }
        | SpecializationEvent::Teleported { .. } => Role::Other,
    }
}

/// Whether `event` is one of the log lines that tell a mission's story: threats appearing,
/// ignored, destroyed or survived, damage tiles, crew knocked out, and the end (the report's
/// short log).
pub fn tells_the_story(event: &Event) -> bool {
    match role(event) {
        Role::Mark(mark) => match mark {
            Mark::Appeared { .. }
            | Mark::Ignored
            | Mark::ThreatDestroyed
            | Mark::ShipDestroyed { .. }
            | Mark::Jumped => true,
            Mark::TurnStarted | Mark::Targeted { .. } => false,
        },
        Role::Survived { .. } | Role::Tile { .. } | Role::KnockedOut => true,
        Role::Attack { .. }
        | Role::Absorbed { .. }
        | Role::EndsRun { .. }
        | Role::SpecializationUsed { .. }
        | Role::PhaseEnded { .. }
        | Role::NoEffect { .. }
        | Role::Setback { .. }
        | Role::Other => false,
    }
}

/// Whether `event` is the start of a turn, which the log's lines leave out (their `T4`
/// already tells it).
pub fn starts_a_turn(event: &Event) -> bool {
    role(event) == Role::Mark(Mark::TurnStarted)
}
