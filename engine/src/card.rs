//! Threat cards as data: stats, X/Y/Z actions made of effect primitives, and trait flags.
//!
//! Every special rule of a card is a primitive ([`Effect`]) or a flag ([`Trait`]); the engine
//! never checks a card's name (ARCHITECTURE.md). The catalog itself is YAML in `missions`.

use crate::zone::{Door, Station, Zone};

/// External or internal, and for internal threats how they are fought.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThreatKind {
    /// Approaches a zone on an external trajectory; hit by the ship's weapons.
    External,
    /// An intruder in one or more stations, fought with battlebots.
    Intruder,
    /// A malfunction of a system (A, B or C) in its station(s), repaired by that action.
    Malfunction(System),
}

/// The three systems of a station, named by the action that operates them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum System {
    /// Weapons.
    #[default]
    A,
    /// Energy.
    B,
    /// The station's special system.
    C,
}

impl System {
    /// `A`, `B` or `C`.
    pub fn letter(self) -> &'static str {
        match self {
            System::A => "A",
            System::B => "B",
            System::C => "C",
        }
    }
}

/// Common or serious.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// A common threat (1 threat point).
    Common,
    /// A serious threat (2 threat points).
    Serious,
}

/// The difficulty color of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Color {
    /// Lower difficulty (white symbol).
    White,
    /// Higher difficulty (yellow symbol).
    Yellow,
    /// The New Frontier's highest difficulty (red symbol, level 3).
    Red,
}

/// The box a card comes in: the base game's, or The New Frontier's (played only with the
/// `new-threats` module, [`crate::Modules::new_threats`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Hash)]
pub enum CardSet {
    /// The base game's 55 cards.
    #[default]
    Base,
    /// The New Frontier's 48 cards (white, yellow and red).
    NewFrontier,
}

impl CardSet {
    /// The word used in the catalog's `set:` field.
    pub fn name(self) -> &'static str {
        match self {
            CardSet::Base => "base",
            CardSet::NewFrontier => "new-frontier",
        }
    }

    /// The name a person reads.
    pub fn title(self) -> &'static str {
        match self {
            CardSet::Base => "base game",
            CardSet::NewFrontier => "The New Frontier",
        }
    }

    /// Parses a catalog word.
    pub fn parse(word: &str) -> Option<CardSet> {
        [CardSet::Base, CardSet::NewFrontier]
            .into_iter()
            .find(|s| s.name() == word)
    }
}

/// Which zones an attack hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// The threat's own zone (external) or the zone it stands in (internal).
    Own,
    /// Both zones other than its own.
    Others,
    /// All three zones, left to right.
    All,
    /// One named zone.
    Zone(Zone),
    /// The side zone across the ship from its own: red for blue, blue for red (none for
    /// white).
    Opposite,
}

/// Which crew members an effect touches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Crew {
    /// Every crew member aboard the ship (not those out in the interceptors).
    All,
    /// Crew in the threat's zone (external threats: the zone of its trajectory).
    InZone,
    /// Crew in the threat's station(s).
    InStation,
    /// Crew in a named station.
    At(Station),
    /// Crew aboard who carry an active battlebot squad.
    CarryingActiveBots,
    /// Crew in the threat's station who carry no active battlebot squad.
    InStationWithoutActiveBots,
    /// Every crew member aboard except those in the named station.
    AllExcept(Station),
    /// The captain, if aboard.
    Captain,
    /// Crew aboard who are alone in their station (no other conscious crew member there).
    Alone,
    /// Crew aboard who share their station with another conscious crew member.
    Sharing,
    /// Crew in the threat's station other than its host (a parasite's).
    InStationExceptHost,
}

/// Which energy containers an effect drains.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Containers {
    /// Every shield.
    AllShields,
    /// The shield of the threat's zone.
    OwnShield,
    /// Every reactor.
    AllReactors,
    /// The reactor of the threat's zone.
    OwnReactor,
    /// The central reactor.
    CentralReactor,
    /// The container its station fills: on the upper deck the zone's shield, on the lower
    /// deck the zone's reactor (nothing while it has no station).
    OwnStation,
}

/// One primitive of a threat's X, Y or Z action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Attack of strength `strength` (external: through shields unless `ignore_shields`;
    /// internal threats' damage always ignores shields).
    Attack {
        /// Strength of the attack.
        strength: u8,
        /// Which zones.
        target: Target,
        /// Shields do not absorb it.
        ignore_shields: bool,
    },
    /// Attack whose strength is `per_hp` times the threat's remaining hit points.
    AttackRemainingHp {
        /// Multiplier of the remaining hit points.
        per_hp: u8,
        /// Which zones.
        target: Target,
    },
    /// Damage to each zone equal to the number of the threat's stations in it, times `per`.
    DamagePerStation {
        /// Damage per occupied station.
        per: u8,
    },
    /// Damage `per` to each zone holding at least one of its tokens.
    DamagePerZoneOccupied {
        /// Damage per occupied zone.
        per: u8,
    },
    /// Damage to its zone equal to the energy in the central reactor (which stays).
    DamageCentralReactorEnergy,
    /// Damage to its zone equal to the number of crew in its station.
    DamagePerCrewInStation,
    /// Runs `then` if the threat has taken at least `damage` damage, else `otherwise`.
    IfDamaged {
        /// Damage threshold.
        damage: u8,
        /// Effects when the threshold is reached.
        then: Vec<Effect>,
        /// Effects otherwise.
        otherwise: Vec<Effect>,
    },
    /// Repairs `n` of its own damage.
    Heal(u8),
    /// Repairs half its damage, rounded down.
    HealHalf,
    /// Deals `n` damage to itself (it may destroy itself).
    DamageSelf(u8),
    /// Speed + n.
    SpeedUp(u8),
    /// Shield + n.
    ShieldUp(u8),
    /// Shield = n.
    SetShield(i8),
    /// Removes `amount` energy (all of it when `None`) from containers.
    Drain {
        /// Which containers.
        containers: Containers,
        /// How much from each; `None` empties them.
        amount: Option<u8>,
    },
    /// Takes 1 energy from its zone's reactor; if that is empty, 1 damage to its zone instead.
    DrainReactorOrDamage,
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
    /// An intruder moves one station toward red.
    MoveRedward,
    /// An intruder moves one station toward blue.
    MoveBlueward,
    /// An intruder changes deck (regardless of the gravolift).
    ChangeDeck,
    /// Moves to the adjacent station (same deck or other deck) holding the most crew; stays on a tie.
    MoveToMostCrew,
    /// Spreads a 1-hit-point progeny into the next station on the same deck.
    Spread {
        /// Toward blue (`true`) or toward red.
        blueward: bool,
    },
    /// Delays the next action of the crew named.
    Delay(Crew),
    /// Knocks out the crew named.
    KnockOut(Crew),
    /// Every other external threat advances one space (and acts if it reaches X/Y/Z).
    AdvanceOthers,
    /// From now on, attacks of every other threat are one stronger (while it lives or survived).
    BoostOthersAttack,
    /// From now on, every external threat has +1 shield (while it lives or survived).
    BoostAllShields,
    /// A stealth threat becomes targetable.
    Reveal,
    /// Gains "fires back" (an intruder that grew up).
    StartFiringBack,
    /// Damage the ship takes in a zone is doubled from now on, until this threat is destroyed
    /// (`None`: every zone).
    DoubleDamage(Option<Zone>),
    /// From now on, crew entering one of the stations it holds now are knocked out; the
    /// stations stay deadly after the threat has left (Contamination's Z).
    KnockOutEntrants,
    /// The ship is destroyed.
    DestroyShip,
    /// Calls in the threat card drawn for it at setup (the placement's `calls`): it enters at
    /// the end of this threat step, on the first space of its trajectory (an external card in
    /// the caller's zone, an internal card on the internal trajectory and in its stations).
    CallThreat {
        /// The called card is internal (else external).
        internal: bool,
        /// The called threat gets +1 speed if the caller has taken fewer than this much damage.
        faster_below: Option<u8>,
    },
    /// Runs `phased` if the threat started this turn phased out (the card's bracketed values),
    /// else `normal`.
    Bracketed {
        /// The printed effects.
        normal: Vec<Effect>,
        /// The bracketed effects.
        phased: Vec<Effect>,
    },
    /// Moves to the neighbouring zone's trajectory (red and blue wrap round), keeping its space,
    /// if that trajectory is long enough (RULINGS.md NF20).
    Jump {
        /// Toward blue (`true`) or toward red.
        blueward: bool,
    },
    /// Repairs as much damage as the shields absorbed of its attacks in this action.
    HealAbsorbed,
    /// Attack on each target zone of `base` plus the energy in that zone's reactor.
    AttackPlusReactor {
        /// The strength before the reactor's energy.
        base: u8,
        /// Which zones.
        target: Target,
    },
    /// Every internal threat on its trajectory advances `n` spaces (acting on X/Y/Z reached).
    AdvanceInternal(u8),
    /// Every external threat on a trajectory, this one included, repairs `n` damage.
    HealExternal(u8),
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
    /// Every crew member in its station is infected by it (the infection outlives it).
    Infect,
    /// Each crew member it infected who is conscious and aboard deals `n` damage to the zone
    /// they are in, ignoring shields. Runs at its Z even if it was destroyed.
    DamageByInfected(u8),
    /// Every crew member it poisoned is knocked out. Runs at its Z even if it was destroyed.
    KnockOutPoisoned,
    /// Every rocket aboard is removed; each is an attack of `per` on the target that the
    /// shields absorb.
    RocketsAttack {
        /// Strength per rocket.
        per: u8,
        /// Which zones.
        target: Target,
    },
    /// Lays a mine in its station.
    LayMine,
    /// Every mine it laid explodes: `n` damage to each mine's zone, ignoring shields.
    DetonateMines(u8),
    /// Systems A, B and C of its station each become a separate 1-hit-point malfunction,
    /// repaired by that action; they score nothing and outlive it.
    Sabotage,
    /// Its zone's reactor is emptied; its speed rises by the energy taken.
    DrainReactorIntoSpeed,
    /// Moves one station along its deck toward the zone with the most damage; a tie for the
    /// most means the white zone.
    MoveToMostDamaged,
    /// `n` damage to its host's zone, ignoring shields; if the host is out in the
    /// interceptors, an attack of `n` on the white zone that the shield absorbs.
    DamageHostZone(u8),
    /// When destroyed: the crew member who destroyed it is knocked out.
    KnockOutDestroyer,
    /// When destroyed: its host is knocked out.
    KnockOutHost,
    /// When destroyed: the crew in these stations are knocked out.
    KnockOutIn(Vec<Station>),
    /// When destroyed: every other external threat on a trajectory takes this much damage,
    /// ignoring shields (R17).
    DamageOthers(u8),
    /// When destroyed: attacks its zone with `per` times the X/Y spaces it passed (the
    /// asteroids; the threat counts those spaces while it flies).
    AttackPerPassedSpace {
        /// Strength per X/Y space passed.
        per: u8,
    },
    /// An attack the shields absorb even when an internal threat makes it (the New Frontier's
    /// short circuits).
    ShieldedAttack {
        /// Strength of the attack.
        strength: u8,
        /// Which zones.
        target: Target,
    },
    /// Performs `take` (a drain, fuel or rocket destroyed); if it took anything, runs `then`.
    IfTaken {
        /// What it tries to take.
        take: Box<Effect>,
        /// What follows when something was taken.
        then: Vec<Effect>,
    },
    /// From now on every shield absorbs nothing, until this threat is destroyed.
    ShieldsOff,
    /// From now on an attack on a zone takes that zone's shield energy and adds it to its
    /// strength, until this threat is destroyed.
    ShieldsReversed,
    /// Its secret card (drawn at setup, the placement's `calls`) appears and performs its whole
    /// trajectory at once (every X, Y and Z), then is discarded: it scores nothing and leaves
    /// no broken system (the Space-Time Vortex's Z, RULINGS.md NF10).
    RunSecretThreat,
    /// Seals a door between two zones: crew and intruders cannot pass it until this threat is
    /// destroyed.
    SealDoor(Door),
    /// Disrupts the optics of the first of these zones it has not disrupted yet: that zone's
    /// lasers hit only in a turn with targeting help, until this threat is destroyed.
    DisruptOptics(Vec<Zone>),
    /// Every external threat on the trajectory of its zone advances `n` spaces.
    AdvanceInZone(u8),
    /// The crew named are delayed, and the card they played this turn is played again next
    /// turn.
    RepeatAction(Crew),
    /// Crew in red stations and crew in blue stations swap places, each on its own deck (not a
    /// move: no gravolift, door or entry effect).
    SwapSides,
}

impl Effect {
    /// Whether the effect belongs in a card's `destroyed` list (and only there).
    pub fn is_on_destruction(&self) -> bool {
        matches!(
            self,
            Effect::KnockOutDestroyer
                | Effect::KnockOutHost
                | Effect::KnockOutIn(_)
                | Effect::DamageOthers(_)
                | Effect::AttackPerPassedSpace { .. }
        )
    }
}

impl Effect {
    /// Whether the effect happens at the threat's Z even when it was destroyed before: its
    /// token keeps moving as a counter while a crew member carries its poison or infection.
    pub fn outlives_threat(&self) -> bool {
        matches!(self, Effect::DamageByInfected(_) | Effect::KnockOutPoisoned)
    }
}

/// A lasting property of a card. What happens when it is destroyed is not a trait but the
/// card's `destroyed` effects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trait {
    /// Cannot be targeted until its X action.
    Stealth,
    /// The first damage step in which it is targeted, all damage is absorbed.
    Cryoshield,
    /// Its shield counts as 0 in a damage step in which the pulse cannon hits it.
    PulseVulnerable,
    /// Damage its attacks put through the shields is doubled.
    DoubleDamageThroughShields,
    /// Heavy laser cannons ignore it and target the next threat.
    IgnoredByHeavyLasers,
    /// Rockets cannot target it.
    RocketImmune,
    /// Rockets may target it, but are wasted on it.
    RocketDecoy,
    /// Rockets target it before anything else, even at distance 3; shield +1 after each rocket hit.
    RocketMagnet,
    /// Cannot be targeted at distance 3.
    UntargetableAtDistance3,
    /// Takes at most this much damage in a turn.
    MaxDamagePerTurn(u8),
    /// A single-target interceptor attack on it gets `bonus` strength, and its pilot is knocked out.
    InterceptorBonus {
        /// Extra strength.
        bonus: u8,
    },
    /// At the end of each damage step in which it took damage, attack 1 on all zones.
    PulseWhenDamaged,
    /// Disables the battlebot squad that hits it (unless heroic).
    FiresBack,
    /// Its hit points are the rockets aboard when it appears, and follow them.
    HitPointsAreRockets,
    /// Crew entering one of its stations have their next action delayed.
    DelaysEntrants,
    /// A station cleaned by a hit is removed from its stations.
    HitCleansStation,
    /// Extra damage when every one of its stations is repaired in the same turn.
    RepairedEverywhereBonus(u8),
    /// Takes damage only when this many C actions are made at its station in one turn.
    NeedsSimultaneousRepairs(u8),
    /// A hull breach: only the interceptors hurt it, and while it exists they attack only it.
    FoughtFromInterceptors,
    /// Alternates between phased in and phased out after each of its moves (appearing in);
    /// while out nothing outside it reaches it, and it acts with its bracketed values in a
    /// turn it started out.
    Phasing,
    /// When a shield absorbs none of its attack, the crew in that zone are knocked out.
    Plasmatic,
    /// Its attacks are 2 weaker while a conscious pilot is out in the interceptors at a range
    /// up to its distance.
    Carrier,
    /// Its shield drops by 1 after every damage step in which it was targeted.
    Megashield,
    /// Laser damage on it is halved (rounded up) before its shield.
    Polarized,
    /// Spans the ship's front: every laser cannon may target it, whatever zone it covers.
    Spanning,
    /// Speed +1 after every threat step.
    Accelerating,
    /// Moves N spaces less in a turn in which it took damage in the damage step.
    SlowedWhenDamaged(u8),
    /// Still on its trajectory when the ship jumps, it performs its Z then.
    ActsAtJump,
    /// From its appearance until it is destroyed, poison drones sit in the stations next to
    /// its station; a crew member who starts or ends a turn's movement in one is poisoned.
    PoisonDrones,
    /// Whenever a hit damages it without destroying it, it moves to this station.
    TeleportsWhenDamaged(Station),
    /// Unless it is destroyed by the jump, every crew member is knocked out at the jump.
    KnocksOutAllAtJump,
    /// Has no station: it attaches to the first crew member who moves into a station after
    /// it appears and follows that host; only another crew member can fight it; it counts as
    /// survived when its host is knocked out.
    Parasite,
    /// The first `points` points of repair or battlebot damage dealt to it in each turn are
    /// wasted (only the excess counts); with `until_x`, only until it performs its X.
    Inaccessible {
        /// Points wasted per turn.
        points: u8,
        /// Only until its X action.
        until_x: bool,
    },
    /// The repair that removes its last hit point also takes 1 energy from the reactor of the
    /// repaired station's zone; with that reactor empty the last point stays.
    FinishingCostsEnergy,
    /// Extra damage in a turn in which exactly one crew member repaired it.
    LoneRepairBonus(u8),
    /// Extra damage per repair made by a crew member leading an active battlebot squad.
    BotsRepairBonus(u8),
    /// It appears in only one of its two stations: the first on an odd turn, the second on an
    /// even turn.
    StationByTurnParity,
    /// Every shot of the central heavy laser cannon makes an attack of this strength on every
    /// zone, the shields absorbing.
    ShortCircuit(u8),
    /// Each time it takes damage, every crew member aboard changes deck (not a move).
    HitSwapsDecks,
}

impl Trait {
    /// The trait's bit in a [`TraitSet`]; most traits with a value have none (teleporting,
    /// which a step looks for, has one whatever its station).
    fn bit(&self) -> u32 {
        let i = match self {
            Trait::Stealth => 0,
            Trait::Cryoshield => 1,
            Trait::PulseVulnerable => 2,
            Trait::DoubleDamageThroughShields => 3,
            Trait::IgnoredByHeavyLasers => 4,
            Trait::RocketImmune => 5,
            Trait::RocketDecoy => 6,
            Trait::RocketMagnet => 7,
            Trait::UntargetableAtDistance3 => 8,
            Trait::PulseWhenDamaged => 9,
            Trait::FiresBack => 10,
            Trait::HitPointsAreRockets => 11,
            Trait::DelaysEntrants => 12,
            Trait::HitCleansStation => 13,
            Trait::FoughtFromInterceptors => 14,
            Trait::Phasing => 22,
            Trait::Plasmatic => 23,
            Trait::Carrier => 24,
            Trait::Megashield => 25,
            Trait::Polarized => 26,
            Trait::Spanning => 27,
            Trait::Accelerating => 28,
            Trait::ActsAtJump => 29,
            Trait::SlowedWhenDamaged(_) => return 0,
            Trait::PoisonDrones => 18,
            Trait::KnocksOutAllAtJump => 19,
            Trait::Parasite => 20,
            Trait::TeleportsWhenDamaged(_) => 21,
            Trait::FinishingCostsEnergy => 15,
            Trait::StationByTurnParity => 16,
            Trait::HitSwapsDecks => 17,
            Trait::Inaccessible { .. }
            | Trait::LoneRepairBonus(_)
            | Trait::BotsRepairBonus(_)
            | Trait::ShortCircuit(_) => return 0,
            Trait::MaxDamagePerTurn(_)
            | Trait::InterceptorBonus { .. }
            | Trait::RepairedEverywhereBonus(_)
            | Trait::NeedsSimultaneousRepairs(_) => return 0,
        };
        1 << i
    }
}

/// The base game's rules: whether the resolver's base instance, which leaves The New
/// Frontier's hooks out, performs this correctly. The primitives of the base game's cards are;
/// a New Frontier primitive is not (`verdict_of` resolves a mission holding one with every
/// hook, `docs/performance.md`). A test checks that every base card passes.
impl Effect {
    /// Whether this effect (and every effect inside it) is one of the base game's.
    pub fn is_base(&self) -> bool {
        use Effect as E;
        match self {
            E::IfDamaged {
                then, otherwise, ..
            } => then.iter().chain(otherwise).all(Effect::is_base),
            E::Attack { .. }
            | E::AttackRemainingHp { .. }
            | E::DamagePerStation { .. }
            | E::DamagePerZoneOccupied { .. }
            | E::DamageCentralReactorEnergy
            | E::DamagePerCrewInStation
            | E::Heal(_)
            | E::HealHalf
            | E::DamageSelf(_)
            | E::SpeedUp(_)
            | E::ShieldUp(_)
            | E::SetShield(_)
            | E::Drain { .. }
            | E::DrainReactorOrDamage
            | E::ReactorIntoShield
            | E::ShieldIntoDamage
            | E::ReactorsIntoDamage
            | E::DestroyFuel(_)
            | E::DestroyRocket
            | E::DisableStoredBots(_)
            | E::MoveRedward
            | E::MoveBlueward
            | E::ChangeDeck
            | E::MoveToMostCrew
            | E::Spread { .. }
            | E::AdvanceOthers
            | E::BoostOthersAttack
            | E::BoostAllShields
            | E::Reveal
            | E::StartFiringBack
            | E::DoubleDamage(_)
            | E::KnockOutEntrants
            | E::DestroyShip
            | E::KnockOutDestroyer
            | E::KnockOutIn(_)
            | E::DamageOthers(_)
            | E::AttackPerPassedSpace { .. } => true,
            E::Delay(crew) | E::KnockOut(crew) => crew.is_base(),
            _ => false,
        }
    }
}

impl Crew {
    /// Whether the base game's cards name crew this way (the others are The New Frontier's).
    pub fn is_base(self) -> bool {
        !matches!(
            self,
            Crew::Alone | Crew::Sharing | Crew::InStationExceptHost
        )
    }
}

impl Trait {
    /// Whether this trait is one of the base game's (see [`Effect::is_base`]).
    pub fn is_base(&self) -> bool {
        use Trait as T;
        matches!(
            self,
            T::Stealth
                | T::Cryoshield
                | T::PulseVulnerable
                | T::DoubleDamageThroughShields
                | T::IgnoredByHeavyLasers
                | T::RocketImmune
                | T::RocketDecoy
                | T::RocketMagnet
                | T::UntargetableAtDistance3
                | T::MaxDamagePerTurn(_)
                | T::InterceptorBonus { .. }
                | T::PulseWhenDamaged
                | T::FiresBack
                | T::HitPointsAreRockets
                | T::DelaysEntrants
                | T::HitCleansStation
                | T::RepairedEverywhereBonus(_)
                | T::NeedsSimultaneousRepairs(_)
                | T::FoughtFromInterceptors
        )
    }
}

/// The traits without a value of a card, as bits: the resolver's quick membership test (a
/// trait with a value is read through the card's accessor, never tested here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TraitSet(u32);

impl TraitSet {
    /// The set of a card's traits without a value.
    pub fn of(traits: &[Trait]) -> TraitSet {
        TraitSet(traits.iter().fold(0, |m, t| m | t.bit()))
    }

    /// The traits of either set.
    pub fn with(self, other: TraitSet) -> TraitSet {
        TraitSet(self.0 | other.0)
    }

    /// Whether the set holds this trait (always false for a trait with a value and no bit).
    pub fn contains(self, t: Trait) -> bool {
        let bit = t.bit();
        bit != 0 && self.0 & bit != 0
    }
}

/// A threat card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreatCard {
    /// Card id, e.g. `E1-07`.
    pub id: String,
    /// Card name, e.g. `Fighter`.
    pub name: String,
    /// The base game's card or an expansion's.
    pub set: CardSet,
    /// External, intruder or malfunction.
    pub kind: ThreatKind,
    /// Common or serious.
    pub severity: Severity,
    /// White or yellow.
    pub color: Color,
    /// Hit points.
    pub hit_points: u8,
    /// Shield (may be negative: Jellyfish).
    pub shield: i8,
    /// Spaces moved per turn.
    pub speed: u8,
    /// Points for surviving it (`None`: it destroys the ship, so surviving never scores).
    pub points_survived: Option<u8>,
    /// Points for destroying it.
    pub points_destroyed: u8,
    /// Stations an internal threat starts in (empty for external threats).
    pub stations: Vec<Station>,
    /// X action.
    pub x: Vec<Effect>,
    /// Y action.
    pub y: Vec<Effect>,
    /// Z action.
    pub z: Vec<Effect>,
    /// What happens when it is destroyed.
    pub destroyed: Vec<Effect>,
    /// Lasting properties.
    pub traits: Vec<Trait>,
}

impl ThreatCard {
    /// Whether the base game's rules alone resolve this card: a base card, every effect and
    /// trait of it the base game's ([`Effect::is_base`]).
    pub fn is_base(&self) -> bool {
        self.set == CardSet::Base
            && (self
                .x
                .iter()
                .chain(&self.y)
                .chain(&self.z)
                .chain(&self.destroyed))
            .all(Effect::is_base)
            && self.traits.iter().all(Trait::is_base)
    }

    /// Whether the card has exactly this trait (a trait with a value is read with its own
    /// accessor: [`ThreatCard::max_damage_per_turn`] and the like).
    pub fn has(&self, t: &Trait) -> bool {
        self.traits.contains(t)
    }

    /// The value of the card's trait that `value` picks out, if it has one.
    fn value(&self, value: fn(&Trait) -> Option<u8>) -> Option<u8> {
        self.traits.iter().find_map(value)
    }

    /// `max-damage-per-turn N`: the most damage it takes in one damage step.
    pub fn max_damage_per_turn(&self) -> Option<u8> {
        self.value(|t| match t {
            Trait::MaxDamagePerTurn(n) => Some(*n),
            _ => None,
        })
    }

    /// `interceptor-bonus N`: the interceptors' extra strength against it alone.
    pub fn interceptor_bonus(&self) -> Option<u8> {
        self.value(|t| match t {
            Trait::InterceptorBonus { bonus } => Some(*bonus),
            _ => None,
        })
    }

    /// `repaired-everywhere-bonus N`: extra damage when all its stations are repaired at once.
    pub fn repaired_everywhere_bonus(&self) -> Option<u8> {
        self.value(|t| match t {
            Trait::RepairedEverywhereBonus(n) => Some(*n),
            _ => None,
        })
    }

    /// `needs-simultaneous-repairs N`: only the N-th repair of a turn damages it (R16).
    pub fn needs_simultaneous_repairs(&self) -> Option<u8> {
        self.value(|t| match t {
            Trait::NeedsSimultaneousRepairs(n) => Some(*n),
            _ => None,
        })
    }

    /// `slowed-when-damaged N`: spaces it moves less in a turn it took damage.
    pub fn slowed_when_damaged(&self) -> Option<u8> {
        self.value(|t| match t {
            Trait::SlowedWhenDamaged(n) => Some(*n),
            _ => None,
        })
    }

    /// `teleports-when-damaged XX`: where a hit that damages it sends it.
    pub fn teleports_when_damaged(&self) -> Option<Station> {
        self.traits.iter().find_map(|t| match t {
            Trait::TeleportsWhenDamaged(s) => Some(*s),
            _ => None,
        })
    }

    /// The threat it calls in, if one of its actions does: (internal, faster below).
    pub fn call(&self) -> Option<(bool, Option<u8>)> {
        fn find(list: &[Effect]) -> Option<(bool, Option<u8>)> {
            list.iter().find_map(|e| match e {
                Effect::CallThreat {
                    internal,
                    faster_below,
                } => Some((*internal, *faster_below)),
                Effect::IfDamaged {
                    then, otherwise, ..
                }
                | Effect::IfRocketHit { then, otherwise }
                | Effect::IfCrewHere { then, otherwise } => find(then).or_else(|| find(otherwise)),
                Effect::Bracketed { normal, phased } => find(normal).or_else(|| find(phased)),
                Effect::RunSecretThreat => Some((true, None)),
                _ => None,
            })
        }
        find(&self.x)
            .or_else(|| find(&self.y))
            .or_else(|| find(&self.z))
    }

    /// `inaccessible N [until-x]`: the points wasted per turn, and whether only until its X.
    pub fn inaccessible(&self) -> Option<(u8, bool)> {
        self.traits.iter().find_map(|t| match t {
            Trait::Inaccessible { points, until_x } => Some((*points, *until_x)),
            _ => None,
        })
    }

    /// Whether its Z holds an effect that happens even after it was destroyed.
    pub fn z_outlives_it(&self) -> bool {
        self.z.iter().any(Effect::outlives_threat)
    }

    /// `lone-repair-bonus N`: extra damage in a turn in which one crew member alone repaired it.
    pub fn lone_repair_bonus(&self) -> Option<u8> {
        self.value(|t| match t {
            Trait::LoneRepairBonus(n) => Some(*n),
            _ => None,
        })
    }

    /// `bots-repair-bonus N`: extra damage per repair by a crew member leading active bots.
    pub fn bots_repair_bonus(&self) -> Option<u8> {
        self.value(|t| match t {
            Trait::BotsRepairBonus(n) => Some(*n),
            _ => None,
        })
    }

    /// `short-circuit N`: the attack on every zone each central heavy laser shot makes.
    pub fn short_circuit(&self) -> Option<u8> {
        self.value(|t| match t {
            Trait::ShortCircuit(n) => Some(*n),
            _ => None,
        })
    }

    /// Whether one of its actions runs a secret card at once (the card it calls is then never
    /// scored, NF10).
    pub fn runs_secret_card(&self) -> bool {
        (self.x.iter().chain(&self.y).chain(&self.z)).any(|e| *e == Effect::RunSecretThreat)
    }

    /// The effects of its X, Y or Z action.
    pub fn action(&self, square: crate::trajectory::Square) -> &[Effect] {
        match square {
            crate::trajectory::Square::X => &self.x,
            crate::trajectory::Square::Y => &self.y,
            crate::trajectory::Square::Z => &self.z,
        }
    }

    /// Whether it counts the X/Y spaces it passes (its destruction attacks per space).
    pub fn counts_passed_spaces(&self) -> bool {
        (self.destroyed.iter()).any(|e| matches!(e, Effect::AttackPerPassedSpace { .. }))
    }

    /// Whether one of its actions spreads it to other stations (RULINGS.md T9).
    pub fn spreads(&self) -> bool {
        (self.x.iter().chain(&self.y).chain(&self.z)).any(|e| matches!(e, Effect::Spread { .. }))
    }

    /// Whether the threat is internal.
    pub fn is_internal(&self) -> bool {
        self.kind != ThreatKind::External
    }
}
