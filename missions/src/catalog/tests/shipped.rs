//! The shipped cards against the tables of the rules.

use engine::{
    CardSet, Color, Severity, ThreatCard,
    card::{AttackEffect, Effect, Target, Trait},
};

use super::base;
use crate::catalog::Catalog;

/// The build compiles in exactly what the shipped files parse to at run time.
#[test]
fn the_compiled_in_catalog_is_what_the_shipped_files_parse_to() {
    assert_eq!(
        Catalog::shipped().unwrap(),
        Catalog::parse_shipped().unwrap()
    );
}

#[test]
fn base_catalog_has_its_cards_by_category() {
    let c = base();
    let count = |ext: bool, sev: Severity, col: Color| {
        c.cards_of(CardSet::Base)
            .filter(|x| x.is_internal() != ext && x.severity == sev && x.color == col)
            .count()
    };
    // docs/threats.md (counts): 10/7, 8/6, 7/6, 6/5.
    assert_eq!(count(true, Severity::Common, Color::White), 10);
    assert_eq!(count(true, Severity::Common, Color::Yellow), 7);
    assert_eq!(count(true, Severity::Serious, Color::White), 8);
    assert_eq!(count(true, Severity::Serious, Color::Yellow), 6);
    assert_eq!(count(false, Severity::Common, Color::White), 7);
    assert_eq!(count(false, Severity::Common, Color::Yellow), 6);
    assert_eq!(count(false, Severity::Serious, Color::White), 6);
    assert_eq!(count(false, Severity::Serious, Color::Yellow), 5);
    // Every base card is in one of those eight categories (the total, 55, follows from them).
    let categories: usize = [true, false]
        .into_iter()
        .flat_map(|ext| {
            [Severity::Common, Severity::Serious]
                .into_iter()
                .flat_map(move |sev| [Color::White, Color::Yellow].map(|col| count(ext, sev, col)))
        })
        .sum();
    assert_eq!(c.cards_of(CardSet::Base).count(), categories);
    for card in c.cards() {
        assert!(c.text(&card.id).is_some(), "{} has no text", card.id);
    }
}

/// The New Frontier's external cards (docs/threats.md counts): common 2 white, 3 yellow,
/// 9 red; serious the same. The expansion's 48 once its internal cards are in too.
#[test]
fn new_frontier_external_cards_by_category() {
    let c = base();
    let count = |sev: Severity, col: Color| {
        c.cards_of(CardSet::NewFrontier)
            .filter(|x| !x.is_internal() && x.severity == sev && x.color == col)
            .count()
    };
    for sev in [Severity::Common, Severity::Serious] {
        assert_eq!(
            [
                count(sev, Color::White),
                count(sev, Color::Yellow),
                count(sev, Color::Red)
            ],
            [2, 3, 9],
            "{sev:?}"
        );
    }
    for card in c.cards_of(CardSet::NewFrontier) {
        assert!(c.text(&card.id).is_some(), "{} has no text", card.id);
    }
}

/// The New Frontier's external cards, as docs/threats.md lists them (NF17, NF24).
const NF_TABLE: &str = "\
E1-101 2 4 3 2/4
E1-102 4 3 3 2/4
E2-101 2 5 2 3/6
E2-102 2 4 3 3/6
E2-103 4 3 2 3/6
E3-101 1 3 3 4/8
E3-102 1 6 2 4/8
E3-103 2 5 2 4/8
E3-104 4 4 3 4/8
E3-105 1 6 3 4/8
E3-106 1 6 3 4/8
E3-107 4 4 4 0/0
E3-108 1 4 3 4/8
E3-109 3 6 4 4/8
SE1-101 3 6 2 4/8
SE1-102 0 13 1 4/8
SE2-101 2 7 2 6/12
SE2-102 2 7 2 6/12
SE2-103 1 6 2 6/12
SE3-101 2 9 1 8/16
SE3-102 5 7 1 8/16
SE3-103 5 13 2 8/16
SE3-104 2 5 3 4/8
SE3-105 5 14 2 4/8
SE3-106 2 7 2 8/16
SE3-107 0 13 1 8/16
SE3-108 3 9 4 8/16
SE3-109 2 5 2 8/16
";

#[test]
fn new_frontier_external_values_match_the_tables() {
    let c = base();
    for line in NF_TABLE.lines() {
        let id = line.split(' ').next().unwrap();
        let card = c.get(id).unwrap();
        assert_eq!(card.set, CardSet::NewFrontier);
        let ours = format!(
            "{} {} {} {} {}/{}",
            card.id,
            card.shield,
            card.hit_points,
            card.speed,
            card.points_survived.unwrap_or(0),
            card.points_destroyed
        );
        assert_eq!(ours, line);
    }
}

/// The New Frontier's corrected Fighter and Stealth Fighter replace the base cards: the
/// catalog's E1-07 and E1-03 already hold the corrected values (R10), and no expansion
/// card repeats them.
#[test]
fn the_corrected_fighter_and_stealth_fighter() {
    let c = base();
    let stealth = c.get("E1-03").unwrap();
    assert_eq!(
        (stealth.shield, stealth.hit_points, stealth.speed),
        (2, 4, 3)
    );
    let fighter = c.get("E1-07").unwrap();
    assert_eq!(
        (fighter.shield, fighter.hit_points, fighter.speed),
        (2, 4, 3)
    );
    for name in ["Fighter", "Stealth Fighter"] {
        let named: Vec<&ThreatCard> = c.cards().iter().filter(|x| x.name == name).collect();
        assert_eq!(named.len(), 1, "{name}");
        assert_eq!(named[0].set, CardSet::Base);
    }
}

/// docs/threats.md (card values), transcribed: id, shield (- for internal), hit points (`rockets` for
/// Unstable Warheads), speed, points survived/destroyed (- when surviving never scores).
const SPEC_TABLE: &str = "\
E1-01 1 5 2 2/4
E1-02 2 5 2 2/4
E1-03 2 4 3 2/4
E1-04 3 5 2 2/4
E1-05 2 5 2 2/4
E1-06 1 4 3 2/4
E1-07 2 4 3 2/4
E1-08 3 4 2 2/4
E1-09 0 8 2 2/4
E1-10 0 5 5 2/4
E2-01 2 5 4 3/6
E2-02 1 3 2 3/6
E2-03 3 3 3 3/6
E2-04 0 3 2 3/6
E2-05 -2 13 2 3/6
E2-06 1 6 3 3/6
E2-07 0 7 4 3/6
SE1-01 2 7 2 4/8
SE1-02 2 9 1 4/8
SE1-03 3 8 2 4/8
SE1-04 2 4 3 4/8
SE1-05 1 7 2 4/8
SE1-06 1 8 2 4/8
SE1-07 3 8 2 4/8
SE1-08 0 9 3 4/8
SE2-01 4 7 2 6/12
SE2-02 3 10 1 6/12
SE2-03 2 5 2 6/12
SE2-04 2 7 2 6/12
SE2-05 1 9 3 -/12
SE2-06 0 11 2 6/12
I1-01 - 1 3 2/4
I1-02 - 1 3 2/4
I1-03 - 1 4 2/4
I1-04 - 1 4 2/4
I1-05 - 3 2 2/4
I1-06 - 3 2 2/4
I1-07 - rockets 3 2/4
I2-01 - 2 2 3/6
I2-02 - 2 2 3/6
I2-03 - 2 2 3/6
I2-04 - 2 2 3/6
I2-05 - 3 3 3/6
I2-06 - 3 2 3/6
SI1-01 - 2 2 4/8
SI1-02 - 2 2 4/8
SI1-03 - 2 2 -/8
SI1-04 - 2 2 -/8
SI1-05 - 4 3 4/8
SI1-06 - 4 2 4/8
SI2-01 - 2 2 6/12
SI2-02 - 2 2 6/15
SI2-03 - 7 3 6/12
SI2-04 - 3 2 6/12
SI2-05 - 1 4 -/12
";

#[test]
fn stats_and_points_match_the_spec_tables() {
    let c = base();
    let lines: Vec<&str> = SPEC_TABLE.lines().collect();
    // The table covers every base card of the catalog, whatever their number.
    assert_eq!(lines.len(), c.cards_of(CardSet::Base).count());
    for line in lines {
        let w: Vec<&str> = line.split_whitespace().collect();
        let card = c.get(w[0]).unwrap();
        let shield = if card.is_internal() {
            "-".to_string()
        } else {
            card.shield.to_string()
        };
        let hp = if card.has(&Trait::HitPointsAreRockets) {
            "rockets".to_string()
        } else {
            card.hit_points.to_string()
        };
        let survived = card
            .points_survived
            .map_or("-".to_string(), |p| p.to_string());
        let ours = format!(
            "{} {shield} {hp} {} {survived}/{}",
            card.id, card.speed, card.points_destroyed
        );
        assert_eq!(ours, line);
    }
}

#[test]
fn r10_values_where_sources_differ() {
    let c = base();
    let attack = |id: &str, f: fn(&ThreatCard) -> &Vec<Effect>| f(c.get(id).unwrap())[0].clone();
    let plain = |strength| {
        Effect::Attack(AttackEffect::Strength {
            strength,
            target: Target::All,
            ignore_shields: false,
        })
    };
    assert_eq!(attack("E1-01", |c| &c.y), plain(1));
    assert_eq!(c.get("Stealth Fighter").unwrap().speed, 3);
    assert_eq!(
        attack("Scout", |c| &c.z),
        Effect::Attack(AttackEffect::Strength {
            strength: 3,
            target: Target::Own,
            ignore_shields: true
        })
    );
    let seeker = c.get("Seeker").unwrap();
    assert!(!seeker.has(&Trait::FiresBack));
    assert_eq!(
        (seeker.points_survived, seeker.points_destroyed),
        (Some(6), 15)
    );
    assert_eq!(
        attack("Man-of-War", |c| &c.z),
        Effect::Attack(AttackEffect::Strength {
            strength: 5,
            target: Target::Own,
            ignore_shields: false
        })
    );
}
