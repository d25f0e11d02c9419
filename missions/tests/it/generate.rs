//! The random mission generator: every mission is valid and has the CD's profile.

use std::collections::BTreeMap;

use engine::{Draw, ThreatZone, ship_rng};
use missions::generate::{GenerateOptions, generate, profile_violations, profile_violations_for};
use missions::track::{EventKind, Track};

/// Checks one mission: it passes the file format's validation, breaks no invariant of the CD
/// profile and, when `yaml` is set, survives the YAML round trip. Returns what is wrong.
fn problems(track: &Track, options: &GenerateOptions, seed: u64, yaml: bool) -> Vec<String> {
    let mut out = Vec::new();
    if let Err(d) = track.validate("generated") {
        out.push(format!("valid: {d}"));
    }
    if yaml {
        match Track::parse(&track.to_yaml().unwrap(), "generated") {
            Ok(again) if again == *track => {}
            Ok(_) => out.push("round-trip: the YAML reads back as another track".to_string()),
            Err(d) => out.push(format!("round-trip: {d}")),
        }
    }
    out.extend(profile_violations_for(track, options));
    out.into_iter()
        .map(|p| {
            format!(
                "seed {seed}, {} players, difficulty {}: {p}",
                options.players, options.difficulty
            )
        })
        .collect()
}

#[test]
fn ten_thousand_missions_are_valid_and_have_the_cd_profile() {
    // Seeds drawn from a fixed stream: random-looking, and the same on every run, so that a
    // failure names a seed that reproduces it.
    let mut seeds = ship_rng(0x5174_7469_6E67_4475);
    let mut failures = Vec::new();
    let mut by_invariant: BTreeMap<String, usize> = BTreeMap::new();
    for i in 0..10_000 {
        let players = if i % 2 == 0 { 4 } else { 5 };
        let options = GenerateOptions::new(players);
        let seed = seeds.bits();
        let track = generate(&options, seed);
        // profile_violations is the public check at the CD's difficulty.
        assert_eq!(
            profile_violations(&track, players),
            profile_violations_for(&track, &options)
        );
        // The YAML round trip for one mission in ten keeps the test quick in debug builds.
        for p in problems(&track, &options, seed, i % 10 == 0) {
            let name = p.split(": ").nth(1).unwrap_or("").to_string();
            *by_invariant.entry(name).or_default() += 1;
            failures.push(p);
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems; by invariant: {by_invariant:?}\nfirst ones:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn every_difficulty_gives_valid_missions_with_its_points() {
    let mut seeds = ship_rng(7);
    let mut failures = Vec::new();
    for players in [4, 5] {
        let (lo, hi) = GenerateOptions::new(players).difficulty_range();
        for difficulty in lo..=hi {
            let options = GenerateOptions::new(players).with_difficulty(difficulty);
            for _ in 0..300 {
                let seed = seeds.bits();
                failures.extend(problems(&generate(&options, seed), &options, seed, true));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{}",
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_same_seed_gives_the_same_mission() {
    for seed in [0, 1, 42, u64::MAX] {
        let a = generate(&GenerateOptions::new(5), seed);
        let b = generate(&GenerateOptions::new(5), seed);
        assert_eq!(a, b);
        assert_eq!(a.to_yaml().unwrap(), b.to_yaml().unwrap());
        // The 4-player mission at the CD's difficulty is the same 8-point track: only the
        // unconfirmed report is not announced.
        assert_eq!(generate(&GenerateOptions::new(4), seed), a);
    }
    let distinct: std::collections::BTreeSet<String> = (0..200)
        .map(|seed| {
            generate(&GenerateOptions::default(), seed)
                .to_yaml()
                .unwrap()
        })
        .collect();
    assert_eq!(
        distinct.len(),
        200,
        "different seeds should give different missions"
    );
}

#[test]
fn out_of_range_options_never_panic() {
    for players in [0, 1, 3, 4, 5, 6, 255] {
        for difficulty in [0, 1, 5, 7, 8, 11, 255] {
            let options = GenerateOptions {
                players,
                difficulty,
            };
            let track = generate(&options, 3);
            Track::parse(&track.to_yaml().unwrap(), "generated").unwrap();
        }
    }
}

/// The generator should not only pass the invariants but spread like the CD: these are the
/// shapes of 4,000 missions from a fixed seed stream, against the CD's own counts.
#[test]
fn missions_spread_like_the_cd() {
    let mut seeds = ship_rng(99);
    let n = 4_000;
    let mut serious = BTreeMap::new();
    let mut internal_unconfirmed = 0;
    let mut ambushes = 0;
    let mut repeated_zone = 0;
    let mut first_at_ten = 0;
    for _ in 0..n {
        let track = generate(&GenerateOptions::default(), seeds.bits());
        let threats: Vec<_> = track.threats().map(|(at, t)| (at, *t)).collect();
        *serious
            .entry(threats.iter().filter(|(_, t)| t.serious).count())
            .or_insert(0) += 1;
        if threats
            .iter()
            .any(|(_, t)| t.unconfirmed && t.zone == ThreatZone::Internal)
        {
            internal_unconfirmed += 1;
        }
        for &end in &track.phases[..2] {
            if threats.iter().any(|(at, _)| at + 55 == end) {
                ambushes += 1;
            }
        }
        let zones: Vec<_> = threats
            .iter()
            .filter_map(|(_, t)| match t.zone {
                ThreatZone::External(z) => Some(z),
                ThreatZone::Internal => None,
            })
            .collect();
        if zones.windows(2).any(|w| w[0] == w[1]) {
            repeated_zone += 1;
        }
        if threats.first().is_some_and(|(at, _)| *at == 10) {
            first_at_ten += 1;
        }
        assert!(
            track
                .events
                .iter()
                .any(|e| matches!(e.kind, EventKind::CommsDown { .. }))
        );
    }
    // Serious threats 1 : 2 : 3 about 2 : 4 : 2 (the CD: two missions with 1, four with 2,
    // two with 3).
    let share = |k: usize| f64::from(serious.get(&k).copied().unwrap_or(0)) / f64::from(n);
    assert!((0.15..0.35).contains(&share(1)), "{serious:?}");
    assert!((0.40..0.60).contains(&share(2)), "{serious:?}");
    assert!((0.15..0.35).contains(&share(3)), "{serious:?}");
    assert_eq!(serious.keys().copied().collect::<Vec<_>>(), vec![1, 2, 3]);
    // The unconfirmed report is internal now and then (2 of 8 CD missions).
    assert!(
        (0.05..0.45).contains(&(f64::from(internal_unconfirmed) / f64::from(n))),
        "{internal_unconfirmed}"
    );
    // Ambushes happen, but rarely (3 of the CD's 16 phase halves).
    assert!(
        (0.03..0.30).contains(&(f64::from(ambushes) / f64::from(2 * n))),
        "{ambushes}"
    );
    // The same zone twice in a row is rare but allowed (2-3 of 8 CD missions).
    assert!(
        (0.05..0.50).contains(&(f64::from(repeated_zone) / f64::from(n))),
        "{repeated_zone}"
    );
    // The first threat mostly at 0:10 (6 of 8 CD missions).
    assert!(
        (0.6..0.9).contains(&(f64::from(first_at_ten) / f64::from(n))),
        "{first_at_ten}"
    );
}

mod any_seed {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

        /// Truly random seeds on top of the fixed stream above.
        #[test]
        fn any_seed_gives_a_mission_with_the_cd_profile(seed in any::<u64>(), five in any::<bool>()) {
            let options = GenerateOptions::new(if five { 5 } else { 4 });
            let track = generate(&options, seed);
            let problems = problems(&track, &options, seed, true);
            prop_assert!(problems.is_empty(), "{}", problems.join("\n"));
        }
    }
}

mod double_action {
    use super::*;
    use missions::generate::{DoubleActionLevel, double_action_violations, generate_double_action};

    const LEVELS: [DoubleActionLevel; 2] = [DoubleActionLevel::Easier, DoubleActionLevel::Standard];

    /// 2,000 double-action missions per level: each valid, a double-action track, and within
    /// every invariant of its level (phase lengths, threat points and count, serious and
    /// internal threats, internal threats never adjacent, 1-2 double threats, turn windows,
    /// alert times and gaps, data transfers in every phase, blackouts).
    #[test]
    fn double_action_missions_are_valid_and_have_the_new_frontier_profile() {
        let mut seeds = ship_rng(0x4E46_5072_6F66_696C);
        for level in LEVELS {
            let mut by_invariant: BTreeMap<String, usize> = BTreeMap::new();
            let mut failures = Vec::new();
            let mut shared_counts = BTreeMap::new();
            for i in 0..2_000 {
                let seed = seeds.bits();
                let track = generate_double_action(level, seed);
                assert!(track.modules.double_actions);
                *shared_counts.entry(track.shared_turns().len()).or_insert(0) += 1;
                let mut problems = double_action_violations(&track, level);
                if i % 10 == 0 {
                    match Track::parse(&track.to_yaml().unwrap(), "generated") {
                        Ok(again) if again == track => {}
                        _ => problems.push("round-trip: the YAML does not read back".to_owned()),
                    }
                }
                for p in problems {
                    let name = p.split(": ").next().unwrap_or("").to_owned();
                    *by_invariant.entry(name).or_default() += 1;
                    failures.push(format!("{level:?} seed {seed}: {p}"));
                }
            }
            assert!(
                failures.is_empty(),
                "{} failures by invariant {by_invariant:?}; first ones:\n{}",
                failures.len(),
                failures
                    .iter()
                    .take(10)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("\n")
            );
            // Both one and two double threats occur, as on the expansion's tracks.
            assert_eq!(
                shared_counts.keys().copied().collect::<Vec<_>>(),
                vec![1, 2],
                "{level:?}"
            );
        }
    }

    #[test]
    fn a_seed_always_gives_the_same_double_action_mission() {
        for level in LEVELS {
            let a = generate_double_action(level, 42);
            assert_eq!(a, generate_double_action(level, 42));
            assert_ne!(a, generate_double_action(level, 43));
        }
        assert_eq!(
            generate_double_action(DoubleActionLevel::Standard, 7).name,
            "Random double-action mission 7"
        );
        assert_eq!(
            generate_double_action(DoubleActionLevel::Easier, 7).name,
            "Random easier double-action mission 7"
        );
    }

    /// The invariants can fail: a base track, a CD mission, and an edited double-action
    /// mission are caught by name.
    #[test]
    fn double_action_violations_name_the_invariant() {
        let names = |v: Vec<String>| -> Vec<String> {
            v.iter()
                .map(|p| p.split(": ").next().unwrap_or("").to_owned())
                .collect()
        };
        let cd = generate(&GenerateOptions::new(5), 1);
        let v = names(double_action_violations(&cd, DoubleActionLevel::Standard));
        for name in ["modules", "phase-lengths", "threat-points", "shared-turns"] {
            assert!(v.contains(&name.to_owned()), "{name} in {v:?}");
        }
        let mut track = generate_double_action(DoubleActionLevel::Standard, 5);
        assert!(double_action_violations(&track, DoubleActionLevel::Standard).is_empty());
        // The standard mission is not an easier one: more threat points, longer.
        let v = names(double_action_violations(&track, DoubleActionLevel::Easier));
        assert!(v.contains(&"threat-points".to_owned()), "{v:?}");
        // Drop every blackout: the blackout invariants break.
        track
            .events
            .retain(|e| !matches!(e.kind, EventKind::CommsDown { .. }));
        let v = names(double_action_violations(
            &track,
            DoubleActionLevel::Standard,
        ));
        assert!(v.contains(&"blackouts".to_owned()), "{v:?}");
    }

    /// The expansion's own tracks against the generator's profile: what a synthesis of their
    /// ranges leaves out, pinned so that a change of the invariants is seen.
    #[test]
    fn the_shipped_double_action_tracks_against_the_profile() {
        let mut report = String::new();
        for (stem, src) in missions::track::shipped() {
            if !stem.starts_with("double-action") {
                continue;
            }
            let track = Track::parse(src, stem).unwrap();
            let level = if stem.contains("easier") {
                DoubleActionLevel::Easier
            } else {
                DoubleActionLevel::Standard
            };
            for v in double_action_violations(&track, level) {
                report.push_str(&format!("{stem}: {v}\n"));
            }
        }
        let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/profile/double-action-tracks.txt");
        tests::golden(&file, &report).unwrap();
    }
}
