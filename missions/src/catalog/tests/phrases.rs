//! Phrases read and written back.

use engine::card::{AttackEffect, Condition, Effect, Target};

use super::base;
use crate::catalog::{effect_phrase, parse_effects, parse_trait, trait_phrase};

/// A bracketed value replaces the word before it in a turn the threat started phased out;
/// `[none]` makes the phrase do nothing then.
#[test]
fn bracketed_values_parse_and_write_back() {
    let e = parse_effects("attack 1 [0] all").unwrap();
    let plain = |strength| {
        Effect::Attack(AttackEffect::Strength {
            strength,
            target: Target::All,
            ignore_shields: false,
        })
    };
    assert_eq!(
        e,
        vec![Effect::Condition(Condition::Bracketed {
            normal: vec![plain(1)],
            phased: vec![plain(0)]
        })]
    );
    assert_eq!(effect_phrase(&e[0]), "attack 1 [0] all");
    let none = parse_effects("move redward [none]").unwrap();
    assert_eq!(effect_phrase(&none[0]), "move redward [none]");
    let dir = parse_effects("move redward [blueward]").unwrap();
    assert_eq!(effect_phrase(&dir[0]), "move redward [blueward]");
    assert!(parse_effects("[1] attack 2").is_err());
    assert!(parse_effects("attack 2 [1").is_err());
}

#[test]
fn every_phrase_writes_back_to_itself() {
    for card in base().cards() {
        for e in (card.x.iter().chain(&card.y).chain(&card.z)).chain(&card.destroyed) {
            let phrase = effect_phrase(e);
            assert_eq!(
                parse_effects(&phrase),
                Ok(vec![e.clone()]),
                "{}: {phrase}",
                card.id
            );
        }
        for t in &card.traits {
            let phrase = trait_phrase(t);
            assert_eq!(
                parse_trait(&phrase).as_ref(),
                Ok(t),
                "{}: {phrase}",
                card.id
            );
        }
    }
}
