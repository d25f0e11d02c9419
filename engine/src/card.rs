//! Threat cards as data: stats, X/Y/Z actions made of effect primitives, and trait flags.
//!
//! Every special rule of a card is a primitive ([`Effect`]) or a flag ([`Trait`]); the engine
//! never checks a card's name (ARCHITECTURE.md). The catalog itself is YAML in `missions`.

use crate::zone::{Station, Zone};

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
    /// When destroyed: the crew member who destroyed it is knocked out.
    KnockOutDestroyer,
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
}

impl Effect {
    /// Whether the effect belongs in a card's `destroyed` list (and only there).
    pub fn is_on_destruction(&self) -> bool {
        matches!(
            self,
            Effect::KnockOutDestroyer
                | Effect::KnockOutIn(_)
                | Effect::DamageOthers(_)
                | Effect::AttackPerPassedSpace { .. }
        )
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
}

impl Trait {
    /// The trait's bit in a [`TraitSet`]; traits with a value have none.
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
            Trait::MaxDamagePerTurn(_)
            | Trait::InterceptorBonus { .. }
            | Trait::RepairedEverywhereBonus(_)
            | Trait::NeedsSimultaneousRepairs(_) => return 0,
        };
        1 << i
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

    /// Whether the set holds this trait (always false for a trait with a value).
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
