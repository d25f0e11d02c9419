//! Whether an effect or a trait makes sense on a card of its kind (movement needs an intruder,
//! station effects an internal card, shield and trajectory effects an external one), and
//! whether it belongs in the card's `destroyed` list.
#![deny(clippy::wildcard_enum_match_arm)]

use engine::{
    ThreatKind,
    card::{
        AttackEffect, CallEffect, Condition, Crew, CrewEffect, DestroyedEffect, Effect,
        IntruderEffect, LastingEffect, OthersEffect, ShipEffect, ThreatEffect, Trait,
    },
};

use super::effects::effect_phrase;
use super::traits::trait_phrase;
use crate::diag::{EffectNeeds, PhraseProblem, TraitOf};

/// What an effect asks of the card it is on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Needs {
    /// Any card.
    Any,
    /// An intruder (it moves, or acts on its own station or host).
    Intruder,
    /// An internal card: the threat's stations.
    Stations,
    /// An internal card: an internal threat's action.
    Internal,
    /// An external card: it acts on external threats' trajectories or shields.
    External,
    /// An external card: a trajectory of the ship's zones.
    Trajectory,
}

impl Needs {
    /// The complaint about `phrase` on a card of `kind`, if the card does not give it.
    fn check(self, kind: ThreatKind, phrase: impl FnOnce() -> String) -> Result<(), PhraseProblem> {
        let external = kind == ThreatKind::External;
        let needs = match self {
            Needs::Intruder if kind != ThreatKind::Intruder => EffectNeeds::Intruder,
            Needs::Stations if external => EffectNeeds::Stations,
            Needs::Internal if external => EffectNeeds::Internal,
            Needs::External if !external => EffectNeeds::External,
            Needs::Trajectory if !external => EffectNeeds::Trajectory,
            Needs::Any
            | Needs::Intruder
            | Needs::Stations
            | Needs::Internal
            | Needs::External
            | Needs::Trajectory => return Ok(()),
        };
        Err(PhraseProblem::WrongKind {
            phrase: phrase(),
            needs,
        })
    }
}

/// Checks a list of effects of a card: in its `destroyed` list (`on_destruction`) or in an
/// X, Y or Z action, and on a card of `kind` (when the kind is known).
pub(super) fn effects_fit(
    effects: &[Effect],
    on_destruction: bool,
    kind: Option<ThreatKind>,
) -> Result<(), PhraseProblem> {
    effects.iter().try_for_each(|x| {
        if x.is_on_destruction() != on_destruction {
            let phrase = effect_phrase(x);
            return Err(if on_destruction {
                PhraseProblem::NotOnDestruction { phrase }
            } else {
                PhraseProblem::OnDestruction { phrase }
            });
        }
        kind.map_or(Ok(()), |k| effect_fits(x, k))
    })
}

/// Whether an effect, and every effect inside it, makes sense on a card of this kind.
fn effect_fits(effect: &Effect, kind: ThreatKind) -> Result<(), PhraseProblem> {
    needs(effect).check(kind, || effect_phrase(effect))?;
    effect.inner().try_for_each(|e| effect_fits(e, kind))
}

/// What the effect asks of its card.
fn needs(effect: &Effect) -> Needs {
    match effect {
        Effect::Attack(e) => match e {
            AttackEffect::PerStation { .. }
            | AttackEffect::PerZoneOccupied { .. }
            | AttackEffect::PerCrewInStation => Needs::Stations,
            AttackEffect::Strength { .. }
            | AttackEffect::RemainingHp { .. }
            | AttackEffect::PlusReactor { .. }
            | AttackEffect::Shielded { .. }
            | AttackEffect::Rockets { .. }
            | AttackEffect::CentralReactorEnergy => Needs::Any,
        },
        Effect::Threat(e) => threat_needs(*e),
        Effect::Ship(
            ShipEffect::Drain { .. }
            | ShipEffect::DrainReactorOrDamage
            | ShipEffect::DrainReactorIntoSpeed
            | ShipEffect::ReactorIntoShield
            | ShipEffect::ShieldIntoDamage
            | ShipEffect::ReactorsIntoDamage
            | ShipEffect::DestroyFuel(_)
            | ShipEffect::DestroyRocket
            | ShipEffect::DisableStoredBots(_)
            | ShipEffect::Destroy,
        )
        | Effect::Call(CallEffect::Threat { .. } | CallEffect::RunSecret) => Needs::Any,
        Effect::Intruder(e) => intruder_needs(*e),
        Effect::Crew(e) => match e {
            CrewEffect::Delay(who) | CrewEffect::KnockOut(who) => crew_needs(*who),
            CrewEffect::RepeatAction(_) | CrewEffect::SwapSides => Needs::Internal,
        },
        Effect::Lasting(e) => lasting_needs(e),
        Effect::Others(e) => match e {
            OthersEffect::AdvanceOthers => Needs::External,
            OthersEffect::AdvanceInZone(_) => Needs::Internal,
            OthersEffect::AdvanceInternal(_) | OthersEffect::HealExternal(_) => Needs::Any,
        },
        Effect::Condition(c) => match c {
            Condition::IfCrewHere { .. } => Needs::Stations,
            Condition::IfRocketHit { .. } => Needs::Trajectory,
            Condition::IfDamaged { .. }
            | Condition::IfTaken { .. }
            | Condition::Bracketed { .. } => Needs::Any,
        },
        Effect::Destroyed(e) => match e {
            DestroyedEffect::KnockOutDestroyer | DestroyedEffect::KnockOutHost => Needs::Intruder,
            DestroyedEffect::KnockOutIn(_) => Needs::Stations,
            DestroyedEffect::DamageOthers(_) | DestroyedEffect::AttackPerPassedSpace { .. } => {
                Needs::External
            }
        },
    }
}

fn threat_needs(e: ThreatEffect) -> Needs {
    match e {
        ThreatEffect::Reveal | ThreatEffect::SetShield(_) | ThreatEffect::ShieldUp(_) => {
            Needs::External
        }
        ThreatEffect::Jump { .. } => Needs::Trajectory,
        ThreatEffect::Heal(_)
        | ThreatEffect::HealHalf
        | ThreatEffect::HealAbsorbed
        | ThreatEffect::DamageSelf(_)
        | ThreatEffect::SpeedUp(_)
        | ThreatEffect::StartFiringBack => Needs::Any,
    }
}

fn intruder_needs(e: IntruderEffect) -> Needs {
    match e {
        IntruderEffect::MoveRedward
        | IntruderEffect::MoveBlueward
        | IntruderEffect::ChangeDeck
        | IntruderEffect::MoveToMostCrew
        | IntruderEffect::MoveToMostDamaged
        | IntruderEffect::Spread { .. }
        | IntruderEffect::Infect
        | IntruderEffect::LayMine
        | IntruderEffect::Sabotage
        | IntruderEffect::DamageHostZone(_) => Needs::Intruder,
        IntruderEffect::DamageByInfected(_)
        | IntruderEffect::KnockOutPoisoned
        | IntruderEffect::DetonateMines(_) => Needs::Stations,
    }
}

/// Crew named by the threat's station need its stations.
fn crew_needs(who: Crew) -> Needs {
    match who {
        Crew::InStation | Crew::InStationWithoutActiveBots | Crew::InStationExceptHost => {
            Needs::Stations
        }
        Crew::All
        | Crew::InZone
        | Crew::At(_)
        | Crew::CarryingActiveBots
        | Crew::AllExcept(_)
        | Crew::Captain
        | Crew::Alone
        | Crew::Sharing => Needs::Any,
    }
}

fn lasting_needs(e: &LastingEffect) -> Needs {
    match e {
        LastingEffect::KnockOutEntrants => Needs::Stations,
        LastingEffect::BoostOthersAttack | LastingEffect::BoostAllShields => Needs::External,
        LastingEffect::DoubleDamage(_)
        | LastingEffect::ShieldsOff
        | LastingEffect::ShieldsReversed
        | LastingEffect::SealDoor(_)
        | LastingEffect::DisruptOptics(_) => Needs::Any,
    }
}

/// Whether a trait makes sense on a card of this kind (the targeting traits are for external
/// threats, the battlebot and repair traits for internal ones).
pub(super) fn trait_fits(t: &Trait, kind: ThreatKind) -> Result<(), PhraseProblem> {
    let phrase = trait_phrase(t);
    let external_only = matches!(
        t,
        Trait::Stealth
            | Trait::Cryoshield
            | Trait::PulseVulnerable
            | Trait::DoubleDamageThroughShields
            | Trait::IgnoredByHeavyLasers
            | Trait::RocketImmune
            | Trait::RocketDecoy
            | Trait::RocketMagnet
            | Trait::UntargetableAtDistance3
            | Trait::MaxDamagePerTurn(_)
            | Trait::InterceptorBonus { .. }
            | Trait::PulseWhenDamaged
            | Trait::Plasmatic
            | Trait::Carrier
            | Trait::Megashield
            | Trait::Polarized
            | Trait::Spanning
            | Trait::Accelerating
            | Trait::SlowedWhenDamaged(_)
            | Trait::ActsAtJump
    );
    let intruder_only = matches!(
        t,
        Trait::FiresBack
            | Trait::DelaysEntrants
            | Trait::HitCleansStation
            | Trait::FoughtFromInterceptors
            | Trait::PoisonDrones
            | Trait::TeleportsWhenDamaged(_)
            | Trait::Parasite
    );
    let malfunction_only = matches!(
        t,
        Trait::HitPointsAreRockets
            | Trait::RepairedEverywhereBonus(_)
            | Trait::NeedsSimultaneousRepairs(_)
            | Trait::FinishingCostsEnergy
            | Trait::LoneRepairBonus(_)
            | Trait::BotsRepairBonus(_)
            | Trait::ShortCircuit(_)
    );
    let internal_only = matches!(
        t,
        Trait::Inaccessible { .. }
            | Trait::StationByTurnParity
            | Trait::HitSwapsDecks
            | Trait::KnocksOutAllAtJump
    );
    let of = if internal_only && kind == ThreatKind::External {
        TraitOf::Internal
    } else if external_only && kind != ThreatKind::External {
        TraitOf::External
    } else if intruder_only && kind != ThreatKind::Intruder {
        TraitOf::Intruders
    } else if malfunction_only && !matches!(kind, ThreatKind::Malfunction(_)) {
        TraitOf::Malfunctions
    } else {
        return Ok(());
    };
    Err(PhraseProblem::TraitOf { phrase, of })
}
