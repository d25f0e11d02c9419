//! Cloning consent and specializations between runs.

use career::{CareerError, Explorer, Progress};
use engine::Specialization::{DataAnalyst, Medic, Rocketeer};

fn at(level: u8) -> Explorer {
    let mut e = Explorer::new("Chloe", true);
    e.progress = Progress { level, boxes: 0 };
    e
}

#[test]
fn consent_to_cloning_is_given_later_for_good_never_by_the_dead() {
    let mut e = Explorer::new("Dan", false);
    assert!(e.hardcore());
    e.consent_to_cloning().unwrap();
    assert!(e.cloning && !e.hardcore());
    e.consent_to_cloning().unwrap();
    assert!(e.cloning, "there is no way back");
    let mut dead = Explorer::new("Eve", false);
    dead.dead = true;
    assert!(matches!(
        dead.consent_to_cloning(),
        Err(CareerError::Dead { .. })
    ));
    assert!(!dead.cloning);
}

#[test]
fn each_level_earns_one_specialization_level_spent_before_departure() {
    let mut e = at(2);
    assert!(matches!(
        e.check_departure(),
        Err(CareerError::Unspent {
            level: 2,
            spent: 0,
            ..
        })
    ));
    e.learn(Medic).unwrap();
    assert!(e.check_departure().is_err());
    e.learn(Rocketeer).unwrap();
    e.check_departure().unwrap();
    assert!(matches!(
        e.learn(DataAnalyst),
        Err(CareerError::NoPoint { level: 2, .. })
    ));
    assert_eq!(e.spent(), 2);
    assert_eq!(at(0).check_departure(), Ok(()));
}

#[test]
fn level_2_of_a_specialization_needs_a_point_earned_at_level_3() {
    let mut e = at(3);
    e.learn(Medic).unwrap();
    // The second point was earned at level 2: not enough for Medic 2.
    assert_eq!(
        e.learn(Medic),
        Err(CareerError::Locked {
            what: "Medic 2".into(),
            needs: 3,
            point: 2
        })
    );
    e.learn(Rocketeer).unwrap();
    // The third point, earned at level 3, buys Medic 2.
    e.learn(Medic).unwrap();
    assert_eq!(e.learned(Medic), 2);
}

#[test]
fn level_3_of_a_specialization_needs_a_point_earned_at_level_6() {
    let mut e = at(6);
    e.learn(Medic).unwrap();
    e.learn(Rocketeer).unwrap();
    e.learn(Medic).unwrap(); // point 3
    assert!(matches!(
        e.learn(Medic),
        Err(CareerError::Locked {
            needs: 6,
            point: 4,
            ..
        })
    ));
    e.learn(DataAnalyst).unwrap(); // 4
    e.learn(Rocketeer).unwrap(); // 5: Rocketeer 2
    e.learn(Medic).unwrap(); // 6: Medic 3
    assert_eq!(e.learned(Medic), 3);
    let mut e = at(9);
    for s in [Medic, Rocketeer, Medic, DataAnalyst, Rocketeer, Medic] {
        e.learn(s).unwrap();
    }
    assert!(matches!(e.learn(Medic), Err(CareerError::Maxed { .. })));
}

#[test]
fn the_dead_learn_nothing() {
    let mut e = at(1);
    e.dead = true;
    assert!(matches!(e.learn(Medic), Err(CareerError::Dead { .. })));
}

#[test]
fn names_are_1_to_80_characters() {
    assert!(Explorer::check_name("Anna").is_ok());
    assert!(Explorer::check_name("  ").is_err());
    assert!(Explorer::check_name(&"x".repeat(81)).is_err());
}
