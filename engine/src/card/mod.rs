//! Threat cards as data: stats, X/Y/Z actions made of effect primitives, and trait flags.
//!
//! Every special rule of a card is a primitive ([`Effect`]) or a flag ([`Trait`]); the engine
//! never checks a card's name (ARCHITECTURE.md). The catalog itself is YAML in `missions`.

mod effect;
mod kept;
mod traits;

pub use effect::{
    AttackEffect, CallEffect, Condition, CrewEffect, DestroyedEffect, Effect, IntruderEffect,
    LastingEffect, OthersEffect, ShipEffect, ThreatEffect,
};
pub use kept::{Kept, kept, kept_name};
pub use traits::{Trait, TraitSet};

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, strum::IntoStaticStr)]
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
        self.into()
    }
}

/// Common or serious; the catalog's words are `common` and `serious`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
pub enum Severity {
    /// A common threat (1 threat point).
    Common,
    /// A serious threat (2 threat points).
    Serious,
}

/// The difficulty color of a card; the catalog's words are `white`, `yellow` and `red`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
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
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Default,
    Hash,
    strum::IntoStaticStr,
    strum::EnumString,
)]
#[strum(serialize_all = "kebab-case")]
pub enum CardSet {
    /// The base game's 55 cards.
    #[default]
    Base,
    /// The New Frontier's 48 cards (white, yellow and red).
    NewFrontier,
}

impl CardSet {
    /// The word used in the catalog's `set:` field (`base`, `new-frontier`).
    pub fn name(self) -> &'static str {
        self.into()
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
        word.parse().ok()
    }
}

/// Which zones an attack hits. The card phrases' words: `own`, `others`, `all`, `opposite`,
/// or a zone's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
pub enum Target {
    /// The threat's own zone (external) or the zone it stands in (internal).
    Own,
    /// Both zones other than its own.
    Others,
    /// All three zones, left to right.
    All,
    /// One named zone (its word is the zone's name).
    #[strum(disabled)]
    Zone(Zone),
    /// The side zone across the ship from its own: red for blue, blue for red (none for
    /// white).
    Opposite,
}

/// Which crew members an effect touches. The card phrases' words are given with each (a
/// station's crew are its code, `UR`; all but a station's, `all-except-UR`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "kebab-case")]
pub enum Crew {
    /// Every crew member aboard the ship (not those out in the interceptors).
    All,
    /// Crew in the threat's zone (external threats: the zone of its trajectory).
    #[strum(serialize = "zone")]
    InZone,
    /// Crew in the threat's station(s).
    #[strum(serialize = "station")]
    InStation,
    /// Crew in a named station.
    #[strum(disabled)]
    At(Station),
    /// Crew aboard who carry an active battlebot squad.
    #[strum(serialize = "carrying-bots")]
    CarryingActiveBots,
    /// Crew in the threat's station who carry no active battlebot squad.
    #[strum(serialize = "station-without-bots")]
    InStationWithoutActiveBots,
    /// Every crew member aboard except those in the named station.
    #[strum(disabled)]
    AllExcept(Station),
    /// The captain, if aboard.
    Captain,
    /// Crew aboard who are alone in their station (no other conscious crew member there).
    Alone,
    /// Crew aboard who share their station with another conscious crew member.
    Sharing,
    /// Crew in the threat's station other than its host (a parasite's).
    #[strum(serialize = "station-except-host")]
    InStationExceptHost,
}

/// Which energy containers an effect drains (the card phrases' words: `all-shields`,
/// `own-shield`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "kebab-case")]
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

impl Crew {
    /// Whether the base game's cards name crew this way (the others are The New Frontier's).
    pub fn is_base(self) -> bool {
        !matches!(
            self,
            Crew::Alone | Crew::Sharing | Crew::InStationExceptHost
        )
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
        fn find(e: &Effect) -> Option<(bool, Option<u8>)> {
            match e {
                Effect::Call(CallEffect::Threat {
                    internal,
                    faster_below,
                }) => Some((*internal, *faster_below)),
                Effect::Call(CallEffect::RunSecret) => Some((true, None)),
                Effect::Condition(
                    Condition::IfDamaged { .. }
                    | Condition::IfRocketHit { .. }
                    | Condition::IfCrewHere { .. }
                    | Condition::Bracketed { .. },
                ) => e.inner().find_map(find),
                // What an `if-taken` takes comes first: a call is never inside one.
                Effect::Condition(Condition::IfTaken { .. })
                | Effect::Attack(_)
                | Effect::Threat(_)
                | Effect::Ship(_)
                | Effect::Intruder(_)
                | Effect::Crew(_)
                | Effect::Lasting(_)
                | Effect::Others(_)
                | Effect::Destroyed(_) => None,
            }
        }
        (self.x.iter().chain(&self.y).chain(&self.z)).find_map(find)
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
        (self.x.iter().chain(&self.y).chain(&self.z))
            .any(|e| *e == Effect::Call(CallEffect::RunSecret))
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
        (self.destroyed.iter()).any(|e| {
            matches!(
                e,
                Effect::Destroyed(DestroyedEffect::AttackPerPassedSpace { .. })
            )
        })
    }

    /// Whether one of its actions spreads it to other stations (RULINGS.md T9).
    pub fn spreads(&self) -> bool {
        (self.x.iter().chain(&self.y).chain(&self.z))
            .any(|e| matches!(e, Effect::Intruder(IntruderEffect::Spread { .. })))
    }

    /// Whether the threat is internal.
    pub fn is_internal(&self) -> bool {
        self.kind != ThreatKind::External
    }
}
