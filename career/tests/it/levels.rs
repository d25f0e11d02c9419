//! Levels, boxes, dotted boxes and the XP of a run.

use career::{
    Explorer, MissionFacts, Progress, Run, Seat, boxes_in_level, campaign_xp, dotted_boxes,
    mission_xp, settle,
};

#[test]
fn a_level_takes_eight_plus_four_l_boxes() {
    assert_eq!(boxes_in_level(0), 8);
    assert_eq!(boxes_in_level(1), 12);
    assert_eq!(boxes_in_level(29), 124);
}

#[test]
fn dotted_boxes_at_the_start_of_each_level() {
    let dotted: Vec<u16> = (0..=9).map(dotted_boxes).collect();
    assert_eq!(dotted, [0, 0, 4, 7, 10, 13, 16, 18, 20, 22]);
    assert_eq!(dotted_boxes(29), 62);
}

#[test]
fn worked_check_a_single_mission_scoring_60_gives_8_xp_and_level_1() {
    assert_eq!(mission_xp(60), 8);
    // A short track: no mission achievement adds to the run's XP.
    let mut facts = MissionFacts::plain(4, 60);
    facts.threat_points = 5;
    let run = Run::mission(facts);
    let s = settle(&Explorer::new("Anna", true), &run, &Seat::default(), &[]).unwrap();
    assert!(s.earned.is_empty());
    assert_eq!(s.run_xp, 8);
    assert_eq!(s.explorer.progress, Progress { level: 1, boxes: 0 });
    assert_eq!(s.level_ups, 1);
}

#[test]
fn worked_check_a_level_2_hardcore_explorer_gaining_2_xp_has_6_boxes_marked() {
    let mut p = Progress { level: 2, boxes: 0 };
    assert_eq!(p.gain(2, true), 0);
    assert_eq!(p, Progress { level: 2, boxes: 6 });
    // Consenting to cloning: no dotted box skipped.
    let mut p = Progress { level: 2, boxes: 0 };
    p.gain(2, false);
    assert_eq!(p.boxes, 2);
}

#[test]
fn dotted_boxes_count_as_skipped_only_when_the_blank_after_them_is_marked() {
    // Zero XP on the dotted boxes skips nothing.
    let mut p = Progress { level: 3, boxes: 0 };
    p.gain(0, true);
    assert_eq!(p.boxes, 0);
    // One XP: the 7 dotted boxes and the blank after them.
    p.gain(1, true);
    assert_eq!(p.boxes, 8);
    // Already past them: one box each.
    p.gain(3, true);
    assert_eq!(p.boxes, 11);
}

#[test]
fn a_hardcore_level_fills_in_fewer_xp() {
    // Level 2 has 16 boxes, 4 dotted: 12 XP for a hardcore explorer, 16 for a cloning one.
    let mut hard = Progress { level: 2, boxes: 0 };
    assert_eq!(hard.gain(12, true), 1);
    assert_eq!(hard, Progress { level: 3, boxes: 0 });
    let mut soft = Progress { level: 2, boxes: 0 };
    assert_eq!(soft.gain(12, false), 0);
    assert_eq!(soft.gain(4, false), 1);
}

#[test]
fn level_30_is_the_last() {
    let mut p = Progress {
        level: 29,
        boxes: 0,
    };
    p.gain(10_000, false);
    assert_eq!(
        p,
        Progress {
            level: 30,
            boxes: 0
        }
    );
    assert_eq!(p.fraction(), 1.0);
}

#[test]
fn a_single_mission_earns_two_plus_a_tenth_of_its_score() {
    assert_eq!(mission_xp(0), 2);
    assert_eq!(mission_xp(9), 2);
    assert_eq!(mission_xp(10), 3);
    assert_eq!(mission_xp(-15), 2, "a negative score counts as 0");
}

#[test]
fn worked_checks_campaigns_2_of_3_scoring_59_gives_11_xp_3_of_3_gives_17() {
    assert_eq!(campaign_xp(2, 3, 59), 11);
    assert_eq!(campaign_xp(3, 3, 59), 17);
    let missions = vec![MissionFacts::plain(4, 20); 3];
    assert_eq!(Run::campaign(missions[..2].to_vec(), 3, 59).xp(), 11);
    assert_eq!(Run::campaign(missions, 3, 59).xp(), 17);
}

/// RULINGS.md CA9: the formula as written, for every length; a negative campaign score
/// counts as 0.
#[test]
fn campaign_xp_for_every_length() {
    assert_eq!(campaign_xp(1, 1, 0), 4);
    assert_eq!(campaign_xp(1, 3, 0), 2);
    assert_eq!(campaign_xp(2, 2, 30), 11);
    assert_eq!(campaign_xp(3, 3, -40), 12);
}

/// RULINGS.md CA2: test runs and simulations earn nothing and cost nothing.
#[test]
fn training_earns_nothing_and_costs_nothing() {
    let mut lost = MissionFacts::plain(1, 0);
    lost.survived = false;
    for facts in [MissionFacts::plain(1, 80), lost] {
        for cloning in [true, false] {
            let e = Explorer::new("Anna", cloning);
            let s = settle(&e, &Run::training(facts.clone()), &Seat::default(), &[]).unwrap();
            assert_eq!(s.explorer, e);
            assert_eq!(s.xp(), 0);
            assert!(s.earned.is_empty());
        }
    }
}

/// RULINGS.md CA16: a destroyed ship costs a cloning explorer a clone and no XP, and kills
/// a hardcore one, who cannot start another run.
#[test]
fn a_destroyed_ship_costs_a_clone_or_a_life() {
    let mut facts = MissionFacts::plain(4, 0);
    facts.survived = false;
    let run = Run::mission(facts);
    let s = settle(&Explorer::new("Anna", true), &run, &Seat::default(), &[]).unwrap();
    assert!(s.clone_lost && !s.died);
    assert_eq!((s.explorer.clones, s.xp(), s.explorer.dead), (1, 0, false));
    assert!(s.explorer.check_departure().is_ok());

    let s = settle(&Explorer::new("Ben", false), &run, &Seat::default(), &[]).unwrap();
    assert!(s.died && !s.clone_lost);
    assert!(s.explorer.dead);
    assert_eq!(s.explorer.clones, 0);
    let again = settle(
        &s.explorer,
        &Run::mission(MissionFacts::plain(4, 50)),
        &Seat::default(),
        &[],
    );
    assert!(matches!(again, Err(career::CareerError::Dead { .. })));
    assert!(s.explorer.check_departure().is_err());
}

/// A lost campaign (any mission lost) is a failed run: no XP for the missions before.
#[test]
fn a_lost_campaign_earns_nothing() {
    let mut lost = MissionFacts::plain(4, 0);
    lost.survived = false;
    let run = Run::campaign(vec![MissionFacts::plain(4, 40), lost], 3, 0);
    assert!(!run.survived());
    let s = settle(&Explorer::new("Anna", true), &run, &Seat::default(), &[]).unwrap();
    assert_eq!((s.xp(), s.explorer.clones), (0, 1));
}
