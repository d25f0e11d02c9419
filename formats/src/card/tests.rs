//! Every phrase of every table reads and writes back to itself. (What a phrase that does not
//! read says is the words crate's: `tests/tests/it/phrase_diagnostics.rs`.)

use engine::card::{AttackEffect, Effect, Target};

use super::{effect_phrase, parse_effects, parse_trait, trait_phrase};

/// One phrase for each entry of each family's table and each value a codec writes.
const EFFECTS: &[&str] = &[
    "attack 2",
    "attack 2 all",
    "attack 3 others ignore-shields",
    "attack 1 ignore-shields",
    "attack 2 red",
    "attack 1 opposite",
    "attack-hp 1",
    "attack-plus-reactor 1 all",
    "shielded-attack 2 others",
    "rockets-attack 2 all",
    "damage-per-station 1",
    "damage-per-zone 2",
    "damage-central-reactor",
    "damage-per-crew",
    "heal 2",
    "heal-half",
    "heal-absorbed",
    "damage-self 1",
    "speed +1",
    "shield +2",
    "shield = -1",
    "reveal",
    "start-firing-back",
    "jump redward",
    "jump blueward",
    "drain all-shields",
    "drain own-reactor 1",
    "drain own-station",
    "drain-reactor-or-damage",
    "drain-reactor-into-speed",
    "reactor-into-shield",
    "shield-into-damage",
    "reactors-into-damage",
    "destroy-fuel 1",
    "destroy-rocket",
    "disable-stored-bots LB",
    "destroy-ship",
    "move redward",
    "move blueward",
    "change-deck",
    "move-to-most-crew",
    "move-to-most-damaged",
    "spread blueward",
    "infect",
    "damage-by-infected 1",
    "knock-out-poisoned",
    "lay-mine",
    "detonate-mines 2",
    "sabotage",
    "damage-host 1",
    "delay all",
    "delay station-without-bots",
    "knock-out all-except-UW",
    "knock-out LR",
    "repeat-action alone",
    "swap-sides",
    "boost-others-attack",
    "boost-all-shields",
    "double-damage all",
    "double-damage red",
    "knock-out-entrants",
    "shields-off",
    "shields-reversed",
    "seal-door red-white",
    "disrupt-optics red blue",
    "advance-others",
    "advance-internal 1",
    "advance-in-zone 2",
    "heal-external 1",
    "call-threat internal",
    "call-threat external faster-below 2",
    "run-secret-threat",
    "knock-out-destroyer",
    "knock-out-host",
    "knock-out-in UR LB",
    "damage-others 1",
    "attack-per-passed-space 1",
    "if-damaged 2 then attack 1; heal 1 else attack 3",
    "if-damaged 2 then else attack 2",
    "if-crew then knock-out station",
    "if-rocket-hit then else attack 5",
    "if-taken drain own-shield 1 then attack 1",
    "attack 1 [0] all",
    "move redward [blueward]",
    "change-deck [none]",
];

#[test]
fn every_effect_phrase_writes_back_to_itself() {
    for phrase in EFFECTS {
        let effects = parse_effects(phrase).unwrap_or_else(|e| panic!("{phrase}: {e:?}"));
        assert_eq!(effects.len(), 1, "{phrase}");
        assert_eq!(effect_phrase(&effects[0]), *phrase);
    }
}

#[test]
fn every_trait_phrase_writes_back_to_itself() {
    let traits = [
        "stealth",
        "max-damage-per-turn 2",
        "interceptor-bonus 3",
        "teleports-when-damaged UB",
        "inaccessible 1",
        "inaccessible 2 until-x",
        "short-circuit 1",
    ];
    for phrase in traits {
        let t = parse_trait(phrase).unwrap_or_else(|e| panic!("{phrase}: {e:?}"));
        assert_eq!(trait_phrase(&t), phrase);
    }
}

/// `damage N`: an attack that ignores shields, written as one.
#[test]
fn damage_is_an_attack_ignoring_shields() {
    let e = parse_effects("damage 2 all").unwrap();
    let attack = AttackEffect::Strength {
        strength: 2,
        target: Target::All,
        ignore_shields: true,
    };
    assert_eq!(e, [Effect::Attack(attack)]);
    assert_eq!(effect_phrase(&e[0]), "attack 2 all ignore-shields");
}
