//! The phrase table of each family of effects (`missions/threats/README.md` documents the
//! words): one declaration per family reads and writes its phrases. The conditions, which hold
//! lists of other phrases, are read and written in `effects`.

use engine::card::{
    AttackEffect, CallEffect, CrewEffect, DestroyedEffect, IntruderEffect, LastingEffect,
    OthersEffect, ShipEffect, ThreatEffect,
};

use super::phrase::phrase_table;
use super::words::{
    AllOrZone, Amount, Code, Codes, ContainersWord, CrewWord, Direction, DoorWord, FasterBelow,
    IgnoreShields, Num, Plus, Side, TargetWord, Zones,
};

phrase_table!(AttackEffect {
    "attack" => Strength { strength: Num, target: TargetWord, ignore_shields: IgnoreShields },
    "attack-hp" => RemainingHp { per_hp: Num, target: TargetWord },
    "attack-plus-reactor" => PlusReactor { base: Num, target: TargetWord },
    "shielded-attack" => Shielded { strength: Num, target: TargetWord },
    "rockets-attack" => Rockets { per: Num, target: TargetWord },
    "damage-per-station" => PerStation { per: Num },
    "damage-per-zone" => PerZoneOccupied { per: Num },
    "damage-central-reactor" => CentralReactorEnergy,
    "damage-per-crew" => PerCrewInStation,
});

phrase_table!(ThreatEffect {
    "heal" => Heal(n: Num),
    "heal-half" => HealHalf,
    "heal-absorbed" => HealAbsorbed,
    "damage-self" => DamageSelf(n: Num),
    "speed" => SpeedUp(n: Plus),
    "shield" "=" => SetShield(n: Num),
    "shield" => ShieldUp(n: Plus),
    "reveal" => Reveal,
    "start-firing-back" => StartFiringBack,
    "jump" => Jump { blueward: Direction },
});

phrase_table!(ShipEffect {
    "drain" => Drain { containers: ContainersWord, amount: Amount },
    "drain-reactor-or-damage" => DrainReactorOrDamage,
    "drain-reactor-into-speed" => DrainReactorIntoSpeed,
    "reactor-into-shield" => ReactorIntoShield,
    "shield-into-damage" => ShieldIntoDamage,
    "reactors-into-damage" => ReactorsIntoDamage,
    "destroy-fuel" => DestroyFuel(n: Num),
    "destroy-rocket" => DestroyRocket,
    "disable-stored-bots" => DisableStoredBots(station: Code),
    "destroy-ship" => Destroy,
});

phrase_table!(IntruderEffect {
    "move" "redward" => MoveRedward,
    "move" "blueward" => MoveBlueward,
    "change-deck" => ChangeDeck,
    "move-to-most-crew" => MoveToMostCrew,
    "move-to-most-damaged" => MoveToMostDamaged,
    "spread" => Spread { blueward: Direction },
    "infect" => Infect,
    "damage-by-infected" => DamageByInfected(n: Num),
    "knock-out-poisoned" => KnockOutPoisoned,
    "lay-mine" => LayMine,
    "detonate-mines" => DetonateMines(n: Num),
    "sabotage" => Sabotage,
    "damage-host" => DamageHostZone(n: Num),
});

phrase_table!(CrewEffect {
    "delay" => Delay(who: CrewWord),
    "knock-out" => KnockOut(who: CrewWord),
    "repeat-action" => RepeatAction(who: CrewWord),
    "swap-sides" => SwapSides,
});

phrase_table!(LastingEffect {
    "boost-others-attack" => BoostOthersAttack,
    "boost-all-shields" => BoostAllShields,
    "double-damage" => DoubleDamage(zone: AllOrZone),
    "knock-out-entrants" => KnockOutEntrants,
    "shields-off" => ShieldsOff,
    "shields-reversed" => ShieldsReversed,
    "seal-door" => SealDoor(door: DoorWord),
    "disrupt-optics" => DisruptOptics(zones: Zones),
});

phrase_table!(OthersEffect {
    "advance-others" => AdvanceOthers,
    "advance-internal" => AdvanceInternal(n: Num),
    "advance-in-zone" => AdvanceInZone(n: Num),
    "heal-external" => HealExternal(n: Num),
});

phrase_table!(CallEffect {
    "call-threat" => Threat { internal: Side, faster_below: FasterBelow },
    "run-secret-threat" => RunSecret,
});

phrase_table!(DestroyedEffect {
    "knock-out-destroyer" => KnockOutDestroyer,
    "knock-out-host" => KnockOutHost,
    "knock-out-in" => KnockOutIn(stations: Codes),
    "damage-others" => DamageOthers(n: Num),
    "attack-per-passed-space" => AttackPerPassedSpace { per: Num },
});
