//! The primitives of a threat's X, Y and Z actions and of its `destroyed` list, in families:
//! each family is one enum with typed payloads, and the resolver resolves each family in its
//! own module (`resolve/effects/<family>.rs`). A match over a family names every variant, so
//! a new primitive fails the build wherever it is not handled yet.
#![deny(clippy::wildcard_enum_match_arm)]

use super::{Containers, Crew, Target};
use crate::zone::{Door, Station, Zone};

/// One primitive of a threat's X, Y or Z action (or of its `destroyed` list), by family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Attacks and damage on the ship's zones.
    Attack(AttackEffect),
    /// Changes to the threat itself: healing, speed, shield, revealed, a jump.
    Threat(ThreatEffect),
    /// The ship's energy, fuel, rockets and stored battlebots; the ship destroyed outright.
    Ship(ShipEffect),
    /// An intruder moving or spreading, and what The New Frontier's intruders leave behind
    /// (infection, poison, mines, sabotage, a parasite's host).
    Intruder(IntruderEffect),
    /// Crew delayed, knocked out, repeating their action or displaced.
    Crew(CrewEffect),
    /// Effects that last from now on (boosts, doubled damage, deadly stations, the hazards of
    /// The New Frontier's malfunctions).
    Lasting(LastingEffect),
    /// Effects on the other threats on their trajectories.
    Others(OthersEffect),
    /// Another card called in.
    Call(CallEffect),
    /// Effects run only under a condition (or with the card's bracketed values).
    Condition(Condition),
    /// What happens when the threat is destroyed: the card's `destroyed` list, and only there.
    Destroyed(DestroyedEffect),
}

/// Attacks and damage on the ship's zones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttackEffect {
    /// Attack of strength `strength` (external: through shields unless `ignore_shields`;
    /// internal threats' damage always ignores shields).
    Strength {
        /// Strength of the attack.
        strength: u8,
        /// Which zones.
        target: Target,
        /// Shields do not absorb it.
        ignore_shields: bool,
    },
    /// Attack whose strength is `per_hp` times the threat's remaining hit points.
    RemainingHp {
        /// Multiplier of the remaining hit points.
        per_hp: u8,
        /// Which zones.
        target: Target,
    },
    /// Attack on each target zone of `base` plus the energy in that zone's reactor.
    PlusReactor {
        /// The strength before the reactor's energy.
        base: u8,
        /// Which zones.
        target: Target,
    },
    /// An attack the shields absorb even when an internal threat makes it (the New Frontier's
    /// short circuits).
    Shielded {
        /// Strength of the attack.
        strength: u8,
        /// Which zones.
        target: Target,
    },
    /// Every rocket aboard is removed; each is an attack of `per` on the target that the
    /// shields absorb.
    Rockets {
        /// Strength per rocket.
        per: u8,
        /// Which zones.
        target: Target,
    },
    /// Damage to each zone equal to the number of the threat's stations in it, times `per`.
    PerStation {
        /// Damage per occupied station.
        per: u8,
    },
    /// Damage `per` to each zone holding at least one of its tokens.
    PerZoneOccupied {
        /// Damage per occupied zone.
        per: u8,
    },
    /// Damage to its zone equal to the energy in the central reactor (which stays).
    CentralReactorEnergy,
    /// Damage to its zone equal to the number of crew in its station.
    PerCrewInStation,
}

/// Changes to the threat itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThreatEffect {
    /// Repairs `n` of its own damage.
    Heal(u8),
    /// Repairs half its damage, rounded down.
    HealHalf,
    /// Repairs as much damage as the shields absorbed of its attacks in this action.
    HealAbsorbed,
    /// Deals `n` damage to itself (it may destroy itself).
    DamageSelf(u8),
    /// Speed + n.
    SpeedUp(u8),
    /// Shield + n.
    ShieldUp(u8),
    /// Shield = n.
    SetShield(i8),
    /// A stealth threat becomes targetable.
    Reveal,
    /// Gains "fires back" (an intruder that grew up).
    StartFiringBack,
    /// Moves to the neighbouring zone's trajectory (red and blue wrap round), keeping its space,
    /// if that trajectory is long enough (RULINGS.md NF20).
    Jump {
        /// Toward blue (`true`) or toward red.
        blueward: bool,
    },
}

/// The ship's energy, fuel, rockets and stored battlebots; the ship destroyed outright.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShipEffect {
    /// Removes `amount` energy (all of it when `None`) from containers.
    Drain {
        /// Which containers.
        containers: Containers,
        /// How much from each; `None` empties them.
        amount: Option<u8>,
    },
    /// Takes 1 energy from its zone's reactor; if that is empty, 1 damage to its zone instead.
    DrainReactorOrDamage,
    /// Its zone's reactor is emptied; its speed rises by the energy taken.
    DrainReactorIntoSpeed,
    /// Moves the central reactor's energy into the central shield; what does not fit is damage.
    ReactorIntoShield,
    /// Empties the central shield and deals damage equal to what it held.
    ShieldIntoDamage,
    /// Empties every reactor; each zone takes damage equal to its reactor's energy.
    ReactorsIntoDamage,
    /// Destroys `n` fuel capsules.
    DestroyFuel(u8),
    /// Destroys one rocket aboard.
    DestroyRocket,
    /// Disables the battlebot squad stored (not carried) in a station.
    DisableStoredBots(Station),
    /// The ship is destroyed.
    Destroy,
}

/// An intruder moving or spreading, and what The New Frontier's intruders leave behind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntruderEffect {
    /// An intruder moves one station toward red.
    MoveRedward,
    /// An intruder moves one station toward blue.
    MoveBlueward,
    /// An intruder changes deck (regardless of the gravolift).
    ChangeDeck,
    /// Moves to the adjacent station (same deck or other deck) holding the most crew; stays on
    /// a tie.
    MoveToMostCrew,
    /// Moves one station along its deck toward the zone with the most damage; a tie for the
    /// most means the white zone.
    MoveToMostDamaged,
    /// Spreads a 1-hit-point progeny into the next station on the same deck.
    Spread {
        /// Toward blue (`true`) or toward red.
        blueward: bool,
    },
    /// Every crew member in its station is infected by it (the infection outlives it).
    Infect,
    /// Each crew member it infected who is conscious and aboard deals `n` damage to the zone
    /// they are in, ignoring shields. Runs at its Z even if it was destroyed.
    DamageByInfected(u8),
    /// Every crew member it poisoned is knocked out. Runs at its Z even if it was destroyed.
    KnockOutPoisoned,
    /// Lays a mine in its station.
    LayMine,
    /// Every mine it laid explodes: `n` damage to each mine's zone, ignoring shields.
    DetonateMines(u8),
    /// Systems A, B and C of its station each become a separate 1-hit-point malfunction,
    /// repaired by that action; they score nothing and outlive it.
    Sabotage,
    /// `n` damage to its host's zone, ignoring shields; if the host is out in the
    /// interceptors, an attack of `n` on the white zone that the shield absorbs.
    DamageHostZone(u8),
}

/// Crew delayed, knocked out, repeating their action or displaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CrewEffect {
    /// Delays the next action of the crew named.
    Delay(Crew),
    /// Knocks out the crew named.
    KnockOut(Crew),
    /// The crew named are delayed, and the card they played this turn is played again next
    /// turn.
    RepeatAction(Crew),
    /// Crew in red stations and crew in blue stations swap places, each on its own deck (not a
    /// move: no gravolift, door or entry effect).
    SwapSides,
}

/// Effects that last from now on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LastingEffect {
    /// From now on, attacks of every other threat are one stronger (while it lives or survived).
    BoostOthersAttack,
    /// From now on, every external threat has +1 shield (while it lives or survived).
    BoostAllShields,
    /// Damage the ship takes in a zone is doubled from now on, until this threat is destroyed
    /// (`None`: every zone).
    DoubleDamage(Option<Zone>),
    /// From now on, crew entering one of the stations it holds now are knocked out; the
    /// stations stay deadly after the threat has left (Contamination's Z).
    KnockOutEntrants,
    /// From now on every shield absorbs nothing, until this threat is destroyed.
    ShieldsOff,
    /// From now on an attack on a zone takes that zone's shield energy and adds it to its
    /// strength, until this threat is destroyed.
    ShieldsReversed,
    /// Seals a door between two zones: crew and intruders cannot pass it until this threat is
    /// destroyed.
    SealDoor(Door),
    /// Disrupts the optics of the first of these zones it has not disrupted yet: that zone's
    /// lasers hit only in a turn with targeting help, until this threat is destroyed.
    DisruptOptics(Vec<Zone>),
}

/// Effects on the other threats on their trajectories.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OthersEffect {
    /// Every other external threat advances one space (and acts if it reaches X/Y/Z).
    AdvanceOthers,
    /// Every internal threat on its trajectory advances `n` spaces (acting on X/Y/Z reached).
    AdvanceInternal(u8),
    /// Every external threat on the trajectory of its zone advances `n` spaces.
    AdvanceInZone(u8),
    /// Every external threat on a trajectory, this one included, repairs `n` damage.
    HealExternal(u8),
}

/// Another card called in: the one drawn for it at setup (the placement's `calls`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallEffect {
    /// Calls in the threat card drawn for it at setup: it enters at the end of this threat
    /// step, on the first space of its trajectory (an external card in the caller's zone, an
    /// internal card on the internal trajectory and in its stations).
    Threat {
        /// The called card is internal (else external).
        internal: bool,
        /// The called threat gets +1 speed if the caller has taken fewer than this much damage.
        faster_below: Option<u8>,
    },
    /// Its secret card appears and performs its whole trajectory at once (every X, Y and Z),
    /// then is discarded: it scores nothing and leaves no broken system (the Space-Time
    /// Vortex's Z, RULINGS.md NF10).
    RunSecret,
}

/// Effects run only under a condition, or with the card's bracketed values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Condition {
    /// Runs `then` if the threat has taken at least `damage` damage, else `otherwise`.
    IfDamaged {
        /// Damage threshold.
        damage: u8,
        /// Effects when the threshold is reached.
        then: Vec<Effect>,
        /// Effects otherwise.
        otherwise: Vec<Effect>,
    },
    /// Runs `then` if a rocket has ever hit it, else `otherwise`.
    IfRocketHit {
        /// Effects after a rocket hit.
        then: Vec<Effect>,
        /// Effects otherwise.
        otherwise: Vec<Effect>,
    },
    /// Runs `then` if a conscious crew member is in one of its stations, else `otherwise`.
    IfCrewHere {
        /// Effects when someone is there.
        then: Vec<Effect>,
        /// Effects otherwise.
        otherwise: Vec<Effect>,
    },
    /// Performs `take` (a drain, fuel or rocket destroyed); if it took anything, runs `then`.
    IfTaken {
        /// What it tries to take.
        take: ShipEffect,
        /// What follows when something was taken.
        then: Vec<Effect>,
    },
    /// Runs `phased` if the threat started this turn phased out (the card's bracketed values),
    /// else `normal`.
    Bracketed {
        /// The printed effects.
        normal: Vec<Effect>,
        /// The bracketed effects.
        phased: Vec<Effect>,
    },
}

/// What happens when the threat is destroyed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DestroyedEffect {
    /// The crew member who destroyed it is knocked out.
    KnockOutDestroyer,
    /// Its host is knocked out.
    KnockOutHost,
    /// The crew in these stations are knocked out.
    KnockOutIn(Vec<Station>),
    /// Every other external threat on a trajectory takes this much damage, ignoring shields
    /// (R17).
    DamageOthers(u8),
    /// Attacks its zone with `per` times the X/Y spaces it passed (the asteroids; the threat
    /// counts those spaces while it flies).
    AttackPerPassedSpace {
        /// Strength per X/Y space passed.
        per: u8,
    },
}

impl Effect {
    /// Whether the effect belongs in a card's `destroyed` list (and only there).
    pub fn is_on_destruction(&self) -> bool {
        matches!(self, Effect::Destroyed(_))
    }

    /// Whether the effect happens at the threat's Z even when it was destroyed before: its
    /// token keeps moving as a counter while a crew member carries its poison or infection.
    pub fn outlives_threat(&self) -> bool {
        matches!(
            self,
            Effect::Intruder(
                IntruderEffect::DamageByInfected(_) | IntruderEffect::KnockOutPoisoned
            )
        )
    }

    /// The effects this one runs under its condition (none for a plain primitive).
    pub fn inner(&self) -> impl Iterator<Item = &Effect> {
        let (a, b): (&[Effect], &[Effect]) = match self {
            Effect::Condition(
                Condition::IfDamaged {
                    then, otherwise, ..
                }
                | Condition::IfRocketHit { then, otherwise }
                | Condition::IfCrewHere { then, otherwise },
            ) => (then, otherwise),
            Effect::Condition(Condition::Bracketed { normal, phased }) => (normal, phased),
            Effect::Condition(Condition::IfTaken { then, .. }) => (then, &[]),
            Effect::Attack(_)
            | Effect::Threat(_)
            | Effect::Ship(_)
            | Effect::Intruder(_)
            | Effect::Crew(_)
            | Effect::Lasting(_)
            | Effect::Others(_)
            | Effect::Call(_)
            | Effect::Destroyed(_) => (&[], &[]),
        };
        a.iter().chain(b)
    }
}

/// The base game's rules: whether the resolver's base instance, which leaves The New
/// Frontier's hooks out, performs this correctly. The primitives of the base game's cards are;
/// a New Frontier primitive is not (`verdict_of` resolves a mission holding one with every
/// hook, `docs/performance.md`). A test checks that every base card passes.
impl Effect {
    /// Whether this effect (and every effect inside it) is one of the base game's.
    pub fn is_base(&self) -> bool {
        match self {
            Effect::Attack(e) => e.is_base(),
            Effect::Threat(e) => e.is_base(),
            Effect::Ship(e) => e.is_base(),
            Effect::Intruder(e) => e.is_base(),
            Effect::Crew(e) => e.is_base(),
            Effect::Lasting(e) => e.is_base(),
            Effect::Others(e) => e.is_base(),
            Effect::Call(CallEffect::Threat { .. } | CallEffect::RunSecret) => false,
            Effect::Condition(c) => c.is_base(),
            Effect::Destroyed(e) => e.is_base(),
        }
    }
}

impl AttackEffect {
    fn is_base(&self) -> bool {
        match self {
            AttackEffect::Strength { .. }
            | AttackEffect::RemainingHp { .. }
            | AttackEffect::PerStation { .. }
            | AttackEffect::PerZoneOccupied { .. }
            | AttackEffect::CentralReactorEnergy
            | AttackEffect::PerCrewInStation => true,
            AttackEffect::PlusReactor { .. }
            | AttackEffect::Shielded { .. }
            | AttackEffect::Rockets { .. } => false,
        }
    }
}

impl ThreatEffect {
    fn is_base(&self) -> bool {
        match self {
            ThreatEffect::Heal(_)
            | ThreatEffect::HealHalf
            | ThreatEffect::DamageSelf(_)
            | ThreatEffect::SpeedUp(_)
            | ThreatEffect::ShieldUp(_)
            | ThreatEffect::SetShield(_)
            | ThreatEffect::Reveal
            | ThreatEffect::StartFiringBack => true,
            ThreatEffect::HealAbsorbed | ThreatEffect::Jump { .. } => false,
        }
    }
}

impl ShipEffect {
    fn is_base(&self) -> bool {
        match self {
            ShipEffect::Drain { .. }
            | ShipEffect::DrainReactorOrDamage
            | ShipEffect::ReactorIntoShield
            | ShipEffect::ShieldIntoDamage
            | ShipEffect::ReactorsIntoDamage
            | ShipEffect::DestroyFuel(_)
            | ShipEffect::DestroyRocket
            | ShipEffect::DisableStoredBots(_)
            | ShipEffect::Destroy => true,
            ShipEffect::DrainReactorIntoSpeed => false,
        }
    }
}

impl IntruderEffect {
    fn is_base(&self) -> bool {
        match self {
            IntruderEffect::MoveRedward
            | IntruderEffect::MoveBlueward
            | IntruderEffect::ChangeDeck
            | IntruderEffect::MoveToMostCrew
            | IntruderEffect::Spread { .. } => true,
            IntruderEffect::MoveToMostDamaged
            | IntruderEffect::Infect
            | IntruderEffect::DamageByInfected(_)
            | IntruderEffect::KnockOutPoisoned
            | IntruderEffect::LayMine
            | IntruderEffect::DetonateMines(_)
            | IntruderEffect::Sabotage
            | IntruderEffect::DamageHostZone(_) => false,
        }
    }
}

impl CrewEffect {
    fn is_base(&self) -> bool {
        match self {
            CrewEffect::Delay(crew) | CrewEffect::KnockOut(crew) => crew.is_base(),
            CrewEffect::RepeatAction(_) | CrewEffect::SwapSides => false,
        }
    }
}

impl LastingEffect {
    fn is_base(&self) -> bool {
        match self {
            LastingEffect::BoostOthersAttack
            | LastingEffect::BoostAllShields
            | LastingEffect::DoubleDamage(_)
            | LastingEffect::KnockOutEntrants => true,
            LastingEffect::ShieldsOff
            | LastingEffect::ShieldsReversed
            | LastingEffect::SealDoor(_)
            | LastingEffect::DisruptOptics(_) => false,
        }
    }
}

impl OthersEffect {
    fn is_base(&self) -> bool {
        match self {
            OthersEffect::AdvanceOthers => true,
            OthersEffect::AdvanceInternal(_)
            | OthersEffect::AdvanceInZone(_)
            | OthersEffect::HealExternal(_) => false,
        }
    }
}

impl Condition {
    fn is_base(&self) -> bool {
        match self {
            Condition::IfDamaged {
                then, otherwise, ..
            } => then.iter().chain(otherwise).all(Effect::is_base),
            Condition::IfRocketHit { .. }
            | Condition::IfCrewHere { .. }
            | Condition::IfTaken { .. }
            | Condition::Bracketed { .. } => false,
        }
    }
}

impl DestroyedEffect {
    fn is_base(&self) -> bool {
        match self {
            DestroyedEffect::KnockOutDestroyer
            | DestroyedEffect::KnockOutIn(_)
            | DestroyedEffect::DamageOthers(_)
            | DestroyedEffect::AttackPerPassedSpace { .. } => true,
            DestroyedEffect::KnockOutHost => false,
        }
    }
}
