//! A card's lasting properties ([`Trait`]) and the quick set of those without a value.

use crate::zone::Station;

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

impl Trait {
    /// Whether this trait is one of the base game's (see [`super::Effect::is_base`]).
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
