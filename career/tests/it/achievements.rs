//! Detecting achievements, the crew's ticks, and the rules that limit them.

use career::{
    CareerError, Catalog, Explorer, MissionFacts, Progress, Run, Seat, Use, eligible, settle,
};
use engine::Specialization;

fn ids(s: &career::Settlement) -> Vec<&str> {
    s.earned.iter().map(|e| e.id.as_str()).collect()
}

fn at(level: u8) -> Explorer {
    let mut e = Explorer::new("Anna", true);
    e.progress = Progress { level, boxes: 0 };
    e
}

fn none() -> Seat {
    Seat::default()
}

/// RULINGS.md CA3: humans are the crew members who are not androids; crew counts seats.
#[test]
fn crew_size_humans_and_androids() {
    let mut m = MissionFacts::plain(3, 0);
    m.crew = 3;
    let s = settle(&at(0), &Run::mission(m.clone()), &none(), &[]).unwrap();
    // Three Musketeers (3 XP) and D'Artagnan Missing (5 XP) both hold: one per category,
    // the one of most XP.
    assert_eq!(ids(&s), ["d-artagnan-missing"]);
    m.crew = 4; // an android in the fourth seat
    let s = settle(&at(0), &Run::mission(m), &none(), &[]).unwrap();
    assert_eq!(ids(&s), ["three-musketeers"]);
    let mut five = MissionFacts::plain(4, 0);
    five.crew = 5;
    five.threat_points = 8;
    let open = eligible(
        Catalog::shipped().unwrap(),
        &at(0),
        &Run::mission(five),
        &none(),
    );
    assert!(open.iter().any(|a| a.id == "fifth-wheel"));
    assert!(open.iter().any(|a| a.id == "fantastic-four"));
}

/// RULINGS.md CA5: mission achievements need the full threat count, unless easy.
#[test]
fn missions_need_the_full_threat_count() {
    let mut m = MissionFacts::plain(4, 0);
    m.threat_points = 6;
    let s = settle(&at(0), &Run::mission(m.clone()), &none(), &[]).unwrap();
    assert!(s.earned.is_empty());
    m.double_actions = true;
    m.threat_points = 9;
    let s = settle(&at(0), &Run::mission(m.clone()), &none(), &[]).unwrap();
    assert_eq!(ids(&s), ["double-trouble"], "easy allowed");
    m.threat_points = 10;
    let open = eligible(
        Catalog::shipped().unwrap(),
        &at(0),
        &Run::mission(m.clone()),
        &none(),
    );
    assert!(open.iter().any(|a| a.id == "double-quartet"));
    m.crew = 5;
    m.humans = 5;
    let open = eligible(
        Catalog::shipped().unwrap(),
        &at(0),
        &Run::mission(m),
        &none(),
    );
    assert!(
        !open.iter().any(|a| a.id == "double-quintet"),
        "five seats need 12 points"
    );
}

/// RULINGS.md CA4, CA6: pools from both decks, zero penalties.
#[test]
fn pools_and_perfect_missions() {
    let mut m = MissionFacts::plain(4, 30);
    m.common = [false, true, true];
    m.serious = [false, false, true];
    m.penalties = 1;
    let open = eligible(
        Catalog::shipped().unwrap(),
        &at(2),
        &Run::mission(m.clone()),
        &none(),
    );
    let names: Vec<&str> = open.iter().map(|a| a.id.as_str()).collect();
    assert!(
        names.contains(&"orange-alert") && !names.contains(&"red-alert"),
        "{names:?}"
    );
    assert!(!names.contains(&"flawless"), "a penalty");
    m.penalties = 0;
    let s = settle(&at(2), &Run::mission(m.clone()), &none(), &[]).unwrap();
    assert_eq!(ids(&s), ["flawless"], "12 XP, the most of the category");
    assert_eq!(s.xp(), 5 + 12);
    // Level 0 at the start of the run: Flawless (minimum level 2) is not open.
    let s = settle(&at(0), &Run::mission(m), &none(), &[]).unwrap();
    assert_eq!(ids(&s), ["orange-alert"]);
}

/// RULINGS.md CA7, CA8: once per career; the minimum level at the start of the run.
#[test]
fn once_per_career_and_the_minimum_level_at_the_start() {
    let mut m = MissionFacts::plain(1, 0);
    m.penalties = 1;
    let run = Run::mission(m);
    let first = settle(&at(0), &run, &none(), &[]).unwrap();
    assert_eq!(ids(&first), ["lone-wolf"]);
    let again = settle(&first.explorer, &run, &none(), &[]).unwrap();
    assert!(again.earned.is_empty());
    // A level-1 explorer reaching level 2 on this run does not open a level-2 achievement.
    let mut e = at(1);
    e.progress.boxes = 11;
    let honey = settle(&e, &run, &none(), &["lunch-money"]).unwrap();
    assert!(honey.level_ups >= 1);
    let open = eligible(Catalog::shipped().unwrap(), &e, &run, &none());
    assert!(!open.iter().any(|a| a.id == "superstar"), "minimum level 2");
}

/// RULINGS.md CA7: the crew's tick, at most one per category, only for judged ones.
#[test]
fn judged_achievements_are_ticked_one_per_category() {
    let run = Run::mission(MissionFacts::plain(4, 40));
    let s = settle(&at(2), &run, &none(), &["aye-captain", "duck", "ace-pilot"]).unwrap();
    let attested: Vec<(&str, bool)> = s
        .earned
        .iter()
        .map(|e| (e.id.as_str(), e.attested))
        .collect();
    assert_eq!(
        attested,
        [
            ("fantastic-four", false),
            ("aye-captain", true),
            ("duck", true),
            ("ace-pilot", true)
        ]
    );
    assert_eq!(s.achievement_xp, 3 + 5 + 1 + 5);
    let two = settle(&at(2), &run, &none(), &["aye-captain", "lead-weight"]);
    assert!(matches!(two, Err(CareerError::Attested { .. })), "{two:?}");
    let detected = settle(&at(2), &run, &none(), &["lone-wolf"]);
    assert!(matches!(detected, Err(CareerError::Attested { .. })));
    let unknown = settle(&at(2), &run, &none(), &["made-up"]);
    assert!(matches!(unknown, Err(CareerError::UnknownAchievement(_))));
    // Most social achievements need more than one human at the table.
    let solo = Run::mission(MissionFacts::plain(1, 40));
    assert!(settle(&at(2), &solo, &none(), &["aye-captain"]).is_err());
    assert!(settle(&at(2), &solo, &none(), &["superstar"]).is_ok());
}

/// A lost run earns no achievement but addiction.
#[test]
fn a_lost_run_earns_only_addiction() {
    let mut lost = MissionFacts::plain(1, 0);
    lost.survived = false;
    let run = Run::mission(lost);
    assert!(settle(&at(0), &run, &none(), &["duck"]).is_err());
    let mut e = at(0);
    e.clones = 14;
    let s = settle(&e, &run, &none(), &[]).unwrap();
    assert_eq!(ids(&s), ["is-it-still-me"]);
    assert_eq!((s.explorer.clones, s.xp()), (15, 3));
}

/// RULINGS.md CA10: expert achievements from the abilities an explorer used, with more than
/// one human.
#[test]
fn expert_achievements_from_the_abilities_used() {
    let seat = Seat {
        used: vec![Use {
            specialization: Specialization::Medic,
            advanced: true,
        }],
    };
    let s = settle(&at(0), &Run::mission(MissionFacts::plain(3, 0)), &seat, &[]).unwrap();
    assert!(ids(&s).contains(&"medic-advanced"), "{:?}", ids(&s));
    let s = settle(&at(0), &Run::mission(MissionFacts::plain(1, 0)), &seat, &[]).unwrap();
    assert!(!ids(&s).contains(&"medic-advanced"));
    // A crew member's uses are read by name from the mission's facts.
    let mut m = MissionFacts::plain(3, 0);
    m.uses = vec![("Anna".into(), seat.used.clone()), ("Ben".into(), vec![])];
    let run = Run::mission(m);
    assert_eq!(Seat::of(&run, "Anna"), seat);
    assert_eq!(Seat::of(&run, "Ben"), Seat::default());
}

fn full_campaign(humans: u8) -> Vec<MissionFacts> {
    vec![MissionFacts::plain(humans, 20); 3]
}

/// RULINGS.md CA1: campaign achievements need the whole planned campaign of 3 or more
/// missions, every mission meeting them.
#[test]
fn campaign_achievements() {
    let s = settle(
        &at(2),
        &Run::campaign(full_campaign(1), 3, 60),
        &none(),
        &[],
    )
    .unwrap();
    assert!(ids(&s).contains(&"not-going-to-happen"), "{:?}", ids(&s));
    assert_eq!(s.run_xp, 12 + 6);
    // Stopped after two: no campaign achievement.
    let s = settle(
        &at(2),
        &Run::campaign(full_campaign(1)[..2].to_vec(), 3, 40),
        &none(),
        &[],
    )
    .unwrap();
    assert!(
        !s.earned
            .iter()
            .any(|e| Catalog::shipped().unwrap().get(&e.id).unwrap().category
                == career::Category::Campaigns)
    );
    // Different pools on every mission.
    let mut ms = full_campaign(4);
    ms[0].penalties = 2;
    ms[1].common = [false, true, false];
    ms[2].serious = [false, false, true];
    let open = eligible(
        Catalog::shipped().unwrap(),
        &at(5),
        &Run::campaign(ms.clone(), 3, 40),
        &none(),
    );
    let names: Vec<&str> = open.iter().map(|a| a.id.as_str()).collect();
    assert!(
        names.contains(&"psychedelic") && names.contains(&"tour"),
        "{names:?}"
    );
    ms[2] = ms[1].clone();
    let open = eligible(
        Catalog::shipped().unwrap(),
        &at(5),
        &Run::campaign(ms, 3, 40),
        &none(),
    );
    assert!(!open.iter().any(|a| a.id == "psychedelic"));
}

/// RULINGS.md CA13: Transgalactic Tour needs five missions; campaigns here have three.
#[test]
fn transgalactic_tour_needs_five_missions() {
    let open = eligible(
        Catalog::shipped().unwrap(),
        &at(5),
        &Run::campaign(full_campaign(3), 3, 40),
        &none(),
    );
    assert!(!open.iter().any(|a| a.id == "transgalactic-tour"));
}

/// RULINGS.md CA12: counts of runs, campaigns, clones and days include this run.
#[test]
fn addiction_counts_runs_campaigns_and_days() {
    let mut e = at(2);
    e.record.successful_runs = 9;
    e.record.first_success_at = Some(0);
    let run = Run::mission(MissionFacts::plain(4, 0)).at(182 * 86_400);
    let s = settle(&e, &run, &none(), &[]).unwrap();
    assert!(ids(&s).contains(&"out-of-this-world"));
    assert!(ids(&s).contains(&"veteran-explorer"));
    assert_eq!(s.explorer.record.successful_runs, 10);
    let early = Run::mission(MissionFacts::plain(4, 0)).at(182 * 86_400 - 1);
    let s = settle(&e, &early, &none(), &[]).unwrap();
    assert!(!ids(&s).contains(&"veteran-explorer"));

    let mut e = at(2);
    e.record.full_campaigns = 4;
    let s = settle(&e, &Run::campaign(full_campaign(4), 3, 30), &none(), &[]).unwrap();
    assert!(ids(&s).contains(&"trucker"));
    assert_eq!(s.explorer.record.full_campaigns, 5);
}

/// RULINGS.md CA12: one addiction achievement can open another in the same run, and they
/// are exempt from the one-per-category rule.
#[test]
fn addiction_is_exempt_and_chains() {
    let c = Catalog::shipped().unwrap();
    let mut e = at(2);
    for id in ["lone-wolf", "cracked", "lunch-money", "duck", "observer"] {
        e.achievements.push(id.into());
    }
    for s in ["rocketeer-basic", "medic-basic"] {
        e.achievements.push(s.into());
    }
    e.record.successful_runs = 9;
    let seat = Seat {
        used: vec![Use {
            specialization: Specialization::Mechanic,
            advanced: false,
        }],
    };
    let s = settle(&e, &Run::mission(MissionFacts::plain(2, 0)), &seat, &[]).unwrap();
    let got = ids(&s);
    for id in [
        "mechanic-basic",
        "out-of-this-world",
        "jack-of-some-trades",
        "achievement-collector",
    ] {
        assert!(got.contains(&id), "{got:?}");
    }
    let addiction = s
        .earned
        .iter()
        .filter(|x| c.get(&x.id).unwrap().category == career::Category::Addiction)
        .count();
    assert_eq!(addiction, 3);
}

/// RULINGS.md CA11: an achievement's XP marks boxes like the run's.
#[test]
fn achievement_xp_marks_boxes() {
    let s = settle(
        &at(0),
        &Run::mission(MissionFacts::plain(1, 0)),
        &none(),
        &[],
    )
    .unwrap();
    assert_eq!((s.run_xp, s.achievement_xp, s.explorer.xp), (2, 3, 5));
    assert_eq!(s.explorer.progress, Progress { level: 0, boxes: 5 });
}
