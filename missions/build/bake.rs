//! The build script's writer of Rust expressions: [`Bake::bake`] writes a value as the Rust
//! expression that builds it (`engine::card::Effect::Heal(2)`, `vec![..]`,
//! `String::from("..")`), so that the shipped content is compiled in as constructors.
//!
//! Every type of a card, a track and a deck card is listed below with its variants and
//! fields: the match each macro writes is exhaustive and names every field, so a new effect,
//! trait or field fails the build until it is listed here (the compiler says where).

use engine::{
    CardSet, Color, Door, Half, Modules, Severity, Station, ThreatCard, ThreatKind, ThreatZone,
    Zone,
    card::{
        AttackEffect, CallEffect, Condition, Containers, Crew, CrewEffect, DestroyedEffect, Effect,
        IntruderEffect, LastingEffect, OthersEffect, ShipEffect, System, Target, ThreatEffect,
        Trait,
    },
    zone::Deck,
};
use formats::track::{Event, EventKind, ThreatEvent, Track, TrackKind};

/// A value written as the Rust expression that builds it.
pub trait Bake {
    /// The expression, with full paths.
    fn bake(&self) -> String;
}

macro_rules! bake_number {
    ($($t:ty),*) => {
        $(impl Bake for $t {
            fn bake(&self) -> String {
                self.to_string()
            }
        })*
    };
}
bake_number!(u8, i8, u16, u32, u64, bool);

impl Bake for String {
    fn bake(&self) -> String {
        // Debug writes a valid Rust string literal, escapes included.
        format!("String::from({self:?})")
    }
}

impl Bake for &str {
    fn bake(&self) -> String {
        format!("{self:?}")
    }
}

impl<T: Bake> Bake for Vec<T> {
    fn bake(&self) -> String {
        let items: Vec<String> = self.iter().map(Bake::bake).collect();
        format!("vec![{}]", items.join(", "))
    }
}

impl<T: Bake> Bake for Option<T> {
    fn bake(&self) -> String {
        match self {
            None => "None".to_owned(),
            Some(v) => format!("Some({})", v.bake()),
        }
    }
}

impl<T: Bake> Bake for Box<T> {
    fn bake(&self) -> String {
        format!("Box::new({})", (**self).bake())
    }
}

impl<A: Bake, B: Bake> Bake for (A, B) {
    fn bake(&self) -> String {
        format!("({}, {})", self.0.bake(), self.1.bake())
    }
}

impl<A: Bake, B: Bake, C: Bake, D: Bake> Bake for (A, B, C, D) {
    fn bake(&self) -> String {
        format!(
            "({}, {}, {}, {})",
            self.0.bake(),
            self.1.bake(),
            self.2.bake(),
            self.3.bake()
        )
    }
}

/// A struct with public fields: its literal.
macro_rules! bake_struct {
    ($ty:ident = $path:literal { $($f:ident),* $(,)? }) => {
        impl Bake for $ty {
            fn bake(&self) -> String {
                let $ty { $($f),* } = self;
                let fields: Vec<String> = vec![$(format!("{}: {}", stringify!($f), $f.bake())),*];
                format!("{} {{ {} }}", $path, fields.join(", "))
            }
        }
    };
}

/// An enum: each variant, unit, tuple (fields `f0`, `f1`, ...) or with named fields.
macro_rules! bake_enum {
    ($ty:ident = $path:literal { $($v:ident $(($($t:ident),*))? $({ $($f:ident),* })?),* $(,)? }) => {
        impl Bake for $ty {
            #[allow(unused_mut)]
            fn bake(&self) -> String {
                match self {
                    $($ty::$v $(($($t),*))? $({ $($f),* })? => {
                        let mut out = format!("{}::{}", $path, stringify!($v));
                        $(
                            let parts: Vec<String> = vec![$($t.bake()),*];
                            out.push_str(&format!("({})", parts.join(", ")));
                        )?
                        $(
                            let parts: Vec<String> =
                                vec![$(format!("{}: {}", stringify!($f), $f.bake())),*];
                            out.push_str(&format!(" {{ {} }}", parts.join(", ")));
                        )?
                        out
                    })*
                }
            }
        }
    };
}

bake_enum!(ThreatKind = "engine::card::ThreatKind" {
    External,
    Intruder,
    Malfunction(f0),
});
bake_enum!(System = "engine::card::System" {
    A,
    B,
    C,
});
bake_enum!(Severity = "engine::card::Severity" {
    Common,
    Serious,
});
bake_enum!(Color = "engine::card::Color" {
    White,
    Yellow,
    Red,
});
bake_enum!(CardSet = "engine::card::CardSet" {
    Base,
    NewFrontier,
});
bake_enum!(Target = "engine::card::Target" {
    Own,
    Others,
    All,
    Zone(f0),
    Opposite,
});
bake_enum!(Crew = "engine::card::Crew" {
    All,
    InZone,
    InStation,
    At(f0),
    CarryingActiveBots,
    InStationWithoutActiveBots,
    AllExcept(f0),
    Captain,
    Alone,
    Sharing,
    InStationExceptHost,
});
bake_enum!(Containers = "engine::card::Containers" {
    AllShields,
    OwnShield,
    AllReactors,
    OwnReactor,
    CentralReactor,
    OwnStation,
});
bake_enum!(Effect = "engine::card::Effect" {
    Attack(f0),
    Threat(f0),
    Ship(f0),
    Intruder(f0),
    Crew(f0),
    Lasting(f0),
    Others(f0),
    Call(f0),
    Condition(f0),
    Destroyed(f0),
});
bake_enum!(AttackEffect = "engine::card::AttackEffect" {
    Strength { strength, target, ignore_shields },
    RemainingHp { per_hp, target },
    PlusReactor { base, target },
    Shielded { strength, target },
    Rockets { per, target },
    PerStation { per },
    PerZoneOccupied { per },
    CentralReactorEnergy,
    PerCrewInStation,
});
bake_enum!(ThreatEffect = "engine::card::ThreatEffect" {
    Heal(f0),
    HealHalf,
    HealAbsorbed,
    DamageSelf(f0),
    SpeedUp(f0),
    ShieldUp(f0),
    SetShield(f0),
    Reveal,
    StartFiringBack,
    Jump { blueward },
});
bake_enum!(ShipEffect = "engine::card::ShipEffect" {
    Drain { containers, amount },
    DrainReactorOrDamage,
    DrainReactorIntoSpeed,
    ReactorIntoShield,
    ShieldIntoDamage,
    ReactorsIntoDamage,
    DestroyFuel(f0),
    DestroyRocket,
    DisableStoredBots(f0),
    Destroy,
});
bake_enum!(IntruderEffect = "engine::card::IntruderEffect" {
    MoveRedward,
    MoveBlueward,
    ChangeDeck,
    MoveToMostCrew,
    MoveToMostDamaged,
    Spread { blueward },
    Infect,
    DamageByInfected(f0),
    KnockOutPoisoned,
    LayMine,
    DetonateMines(f0),
    Sabotage,
    DamageHostZone(f0),
});
bake_enum!(CrewEffect = "engine::card::CrewEffect" {
    Delay(f0),
    KnockOut(f0),
    RepeatAction(f0),
    SwapSides,
});
bake_enum!(LastingEffect = "engine::card::LastingEffect" {
    BoostOthersAttack,
    BoostAllShields,
    DoubleDamage(f0),
    KnockOutEntrants,
    ShieldsOff,
    ShieldsReversed,
    SealDoor(f0),
    DisruptOptics(f0),
});
bake_enum!(OthersEffect = "engine::card::OthersEffect" {
    AdvanceOthers,
    AdvanceInternal(f0),
    AdvanceInZone(f0),
    HealExternal(f0),
});
bake_enum!(CallEffect = "engine::card::CallEffect" {
    Threat { internal, faster_below },
    RunSecret,
});
bake_enum!(Condition = "engine::card::Condition" {
    IfDamaged { damage, then, otherwise },
    IfRocketHit { then, otherwise },
    IfCrewHere { then, otherwise },
    IfTaken { take, then },
    Bracketed { normal, phased },
});
bake_enum!(DestroyedEffect = "engine::card::DestroyedEffect" {
    KnockOutDestroyer,
    KnockOutHost,
    KnockOutIn(f0),
    DamageOthers(f0),
    AttackPerPassedSpace { per },
});
bake_enum!(Trait = "engine::card::Trait" {
    Stealth,
    Cryoshield,
    PulseVulnerable,
    DoubleDamageThroughShields,
    IgnoredByHeavyLasers,
    RocketImmune,
    RocketDecoy,
    RocketMagnet,
    UntargetableAtDistance3,
    MaxDamagePerTurn(f0),
    InterceptorBonus { bonus },
    PulseWhenDamaged,
    FiresBack,
    HitPointsAreRockets,
    DelaysEntrants,
    HitCleansStation,
    RepairedEverywhereBonus(f0),
    NeedsSimultaneousRepairs(f0),
    FoughtFromInterceptors,
    Phasing,
    Plasmatic,
    Carrier,
    Megashield,
    Polarized,
    Spanning,
    Accelerating,
    SlowedWhenDamaged(f0),
    ActsAtJump,
    PoisonDrones,
    TeleportsWhenDamaged(f0),
    KnocksOutAllAtJump,
    Parasite,
    Inaccessible { points, until_x },
    FinishingCostsEnergy,
    LoneRepairBonus(f0),
    BotsRepairBonus(f0),
    StationByTurnParity,
    ShortCircuit(f0),
    HitSwapsDecks,
});
bake_struct!(ThreatCard = "engine::card::ThreatCard" { id, name, set, kind, severity, color, hit_points, shield, speed, points_survived, points_destroyed, stations, x, y, z, destroyed, traits });
bake_enum!(Zone = "engine::zone::Zone" {
    Red,
    White,
    Blue,
});
bake_enum!(Door = "engine::zone::Door" {
    RedWhite,
    WhiteBlue,
});
bake_enum!(ThreatZone = "engine::zone::ThreatZone" {
    External(f0),
    Internal,
});
bake_enum!(Deck = "engine::zone::Deck" {
    Upper,
    Lower,
});
bake_struct!(Station = "engine::zone::Station" { zone, deck });
bake_struct!(Modules = "engine::module::Modules" { double_actions, specializations, new_threats });
bake_enum!(Half = "engine::action::Half" {
    A,
    B,
    C,
    Robots,
    Red,
    Blue,
    Lift,
});
bake_enum!(TrackKind = "formats::track::TrackKind" {
    TestRun,
    Simulation,
    AdvancedSimulation,
    Mission,
});
bake_struct!(ThreatEvent = "formats::track::ThreatEvent" { turn, zone, serious, unconfirmed });
bake_enum!(EventKind = "formats::track::EventKind" {
    Threat(f0),
    IncomingData,
    DataTransfer,
    CommsDown { seconds },
});
bake_struct!(Event = "formats::track::Event" { at, kind });
bake_struct!(Track = "formats::track::Track" { name, kind, modules, phases, soundtrack, events });
