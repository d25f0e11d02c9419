//! The shipped tracks and the track format: loading, validation, round trips, cue lists.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]
// The bad-track fixtures are files; the library itself never reads any.
#![allow(clippy::disallowed_methods)]

use std::path::Path;

use engine::{ThreatZone, Zone};
use missions::cue::{CLIPS, Cue};
use missions::diag::format_time;
use missions::generate::profile_violations;
use missions::timeline::cues;
use missions::track::{EventKind, ThreatSlot, Track, TrackKind, shipped};
use tests::golden;

fn load(stem: &str) -> Track {
    let (_, src) = shipped().into_iter().find(|(s, _)| *s == stem).unwrap();
    Track::parse(src, stem).unwrap()
}

#[test]
fn all_sixteen_shipped_tracks_load_validate_and_round_trip() {
    let tracks = shipped();
    assert_eq!(tracks.len(), 16);
    let mut kinds = std::collections::BTreeMap::new();
    for (stem, src) in tracks {
        let track =
            Track::parse(src, stem).unwrap_or_else(|e| panic!("{stem} does not load:\n{e}"));
        track.validate(stem).unwrap();
        *kinds.entry(track.kind).or_insert(0) += 1;
        assert_eq!(track.phases.len(), track.kind.phase_count(), "{stem}");
        let again = Track::parse(&track.to_yaml(), stem)
            .unwrap_or_else(|e| panic!("{stem} round trip:\n{e}"));
        assert_eq!(again, track, "{stem}: to_yaml does not round-trip");
        // The shipped file on disk is the one compiled in.
        let on_disk = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tracks/{stem}.yaml")),
        )
        .unwrap();
        assert_eq!(on_disk, src);
    }
    assert_eq!(kinds.get(&TrackKind::TestRun), Some(&2));
    assert_eq!(kinds.get(&TrackKind::Simulation), Some(&3));
    assert_eq!(kinds.get(&TrackKind::AdvancedSimulation), Some(&3));
    assert_eq!(kinds.get(&TrackKind::Mission), Some(&8));
}

/// The facts of `docs/missions.md` §1.1, mission by mission: phase ends, threats (normal external,
/// internal, serious external, serious internal, counting the unconfirmed report), the
/// unconfirmed report's turn, incoming data, data transfers, blackouts and their seconds.
#[test]
fn the_missions_match_the_summary_table() {
    #[rustfmt::skip]
    type Row = (&'static str, [u32; 3], [usize; 4], u8, usize, usize, usize, u32);
    let table: [Row; 8] = [
        ("mission-1", [225, 450, 600], [2, 2, 2, 0], 3, 2, 4, 4, 55),
        ("mission-2", [240, 465, 620], [5, 1, 0, 1], 1, 3, 4, 2, 50),
        ("mission-3", [230, 450, 600], [2, 2, 2, 0], 8, 2, 4, 4, 60),
        ("mission-4", [225, 440, 580], [2, 0, 2, 1], 3, 3, 3, 4, 55),
        ("mission-5", [230, 450, 600], [3, 1, 1, 1], 7, 2, 4, 3, 50),
        ("mission-6", [230, 465, 620], [4, 2, 1, 0], 7, 3, 3, 3, 45),
        ("mission-7", [220, 450, 600], [4, 0, 1, 1], 1, 3, 3, 4, 50),
        ("mission-8", [205, 435, 580], [1, 1, 3, 0], 8, 2, 3, 5, 65),
    ];
    for (stem, phases, classes, unconfirmed_turn, incoming, transfers, blackouts, seconds) in table
    {
        let t = load(stem);
        assert_eq!(t.phases, phases, "{stem}");
        let mut c = [0; 4];
        for (_, th) in t.threats() {
            let i = match (th.zone, th.serious) {
                (ThreatZone::External(_), false) => 0,
                (ThreatZone::Internal, false) => 1,
                (ThreatZone::External(_), true) => 2,
                (ThreatZone::Internal, true) => 3,
            };
            c[i] += 1;
        }
        assert_eq!(c, classes, "{stem}");
        let un: Vec<u8> = t
            .threats()
            .filter(|(_, th)| th.unconfirmed)
            .map(|(_, th)| th.turn)
            .collect();
        assert_eq!(un, vec![unconfirmed_turn], "{stem}");
        let count = |k: fn(&EventKind) -> bool| t.events.iter().filter(|e| k(&e.kind)).count();
        assert_eq!(count(|k| *k == EventKind::IncomingData), incoming, "{stem}");
        assert_eq!(
            count(|k| *k == EventKind::DataTransfer),
            transfers,
            "{stem}"
        );
        assert_eq!(
            count(|k| matches!(k, EventKind::CommsDown { .. })),
            blackouts,
            "{stem}"
        );
        let total: u32 = t
            .events
            .iter()
            .map(|e| {
                if let EventKind::CommsDown { seconds } = e.kind {
                    seconds
                } else {
                    0
                }
            })
            .sum();
        assert_eq!(total, seconds, "{stem}");
    }
}

#[test]
fn the_cd_missions_have_the_cd_profile_for_four_and_five_players() {
    for n in 1..=8 {
        let stem = format!("mission-{n}");
        let track = load(&stem);
        for players in [4, 5] {
            let v = profile_violations(&track, players);
            assert!(
                v.is_empty(),
                "{stem} with {players} players:\n{}",
                v.join("\n")
            );
        }
    }
}

#[test]
fn profile_violations_name_the_invariant() {
    let mut track = load("mission-1");
    // Move T+3 (0:55) to 0:30: 20 s after T+2 and out of the CD's 25-90 s gaps.
    let e = track.events.iter_mut().find(|e| e.at == 55).unwrap();
    e.at = 30;
    let v = profile_violations(&track, 5);
    assert!(v.iter().any(|s| s.starts_with("threat-gaps: ")), "{v:?}");
    // A 4-player crew does not face the unconfirmed report: 7 points, but 8 were asked for.
    let v = profile_violations_for_points(&load("mission-1"), 4, 8);
    assert_eq!(
        v,
        vec!["threat-points: 7 threat points for 4 players, expected 8".to_string()]
    );
}

fn profile_violations_for_points(track: &Track, players: u8, difficulty: u8) -> Vec<String> {
    let options = missions::GenerateOptions::new(players).with_difficulty(difficulty);
    missions::generate::profile_violations_for(track, &options)
}

#[test]
fn threat_slots_drop_unconfirmed_reports_for_four_players() {
    let track = load("mission-1");
    let five = track.threat_slots(5);
    let four = track.threat_slots(4);
    assert_eq!(five.len(), 6);
    assert_eq!(four.len(), 5);
    assert_eq!(
        five[1],
        ThreatSlot {
            turn: 3,
            zone: ThreatZone::Internal,
            serious: false,
            unconfirmed: true,
            at: 55
        }
    );
    assert_eq!(
        five[0],
        ThreatSlot {
            turn: 2,
            zone: ThreatZone::External(Zone::White),
            serious: true,
            unconfirmed: false,
            at: 10
        }
    );
    assert!(four.iter().all(|s| !s.unconfirmed));
    let turns: Vec<u8> = four.iter().map(|s| s.turn).collect();
    assert_eq!(turns, vec![2, 4, 5, 6, 7]);
}

fn render(cues: &[Cue]) -> String {
    let mut out = String::new();
    for c in cues {
        let ms = c.at_ms % 1000;
        let at = format_time(u32::try_from(c.at_ms / 1000).unwrap());
        out.push_str(&format!("{at:>5}.{ms:03}  {:?}\n", c.kind));
        out.push_str(&format!("           clips: {}\n", c.clips.join(" ")));
        out.push_str(&format!("           text:  {}\n", c.text));
    }
    out
}

#[test]
fn the_cue_list_of_every_shipped_track_is_pinned() {
    let mut failures = Vec::new();
    for (stem, src) in shipped() {
        let track = Track::parse(src, stem).unwrap();
        let list = cues(&track, 5);
        for c in &list {
            for clip in &c.clips {
                assert!(CLIPS.contains(clip), "{stem}: unknown clip {clip}");
            }
        }
        assert!(
            list.windows(2).all(|w| w[0].at_ms <= w[1].at_ms),
            "{stem}: not sorted"
        );
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/cues/{stem}.txt"));
        golden(&file, &render(&list)).unwrap_or_else(|e| failures.push(e));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each track in tests/bad is paired with `NAME.err`, the exact diagnostics it must give, in
/// order; compared by the project's one golden helper (`BLESS=1` writes them).
#[test]
fn bad_tracks_give_clear_errors() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    assert!(files.len() >= 15, "the bad-track fixtures are missing");
    let mut failures = Vec::new();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let src = std::fs::read_to_string(&path).unwrap();
        let got = match Track::parse(&src, &name) {
            Ok(_) => "<loaded without error>".to_string(),
            Err(d) => d.to_string(),
        };
        golden(&path.with_extension("err"), &(got + "\n")).unwrap_or_else(|e| failures.push(e));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn times_may_be_seconds_or_minutes_and_seconds() {
    let src = "name: Times\nkind: mission\nphases: [225, \"7:30\", 10:00]\nevents:\n  - { at: 10, type: incoming-data }\n  - { at: 0:30, type: data-transfer }\n  - { at: \"1:00\", type: comms-down, seconds: 10 }\n";
    let track = Track::parse(src, "times.yaml").unwrap();
    assert_eq!(track.phases, vec![225, 450, 600]);
    let at: Vec<u32> = track.events.iter().map(|e| e.at).collect();
    assert_eq!(at, vec![10, 30, 60]);
    assert_eq!(track.soundtrack, None);
    assert_eq!(track.events[2].kind, EventKind::CommsDown { seconds: 10 });
}

#[test]
fn names_and_soundtracks_round_trip_whatever_they_hold() {
    let mut track = load("simulation-2");
    for name in [
        "Mission: \"Impossible\"",
        "# not a comment",
        "back\\slash",
        "two\nlines",
        "Příliš žluťoučký kůň",
        "- dash",
        "",
    ] {
        track.name = name.to_string();
        track.soundtrack = Some(format!("{name}.ogg"));
        let again = Track::parse(&track.to_yaml(), "names.yaml")
            .unwrap_or_else(|e| panic!("{name:?}: {e}"));
        assert_eq!(again, track, "{name:?}");
    }
    track.events.clear();
    assert_eq!(Track::parse(&track.to_yaml(), "empty.yaml").unwrap(), track);
}

#[test]
fn a_track_built_in_code_is_validated_with_field_paths() {
    let mut track = load("mission-2");
    track.events.swap(0, 1);
    let err = track.validate("edited").unwrap_err();
    let text = err.to_string();
    assert!(
        text.starts_with("edited: events[1].at: events must be sorted by time"),
        "{text}"
    );
}

mod never_panics {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        /// Any edit of a real track either loads (and then validates and round-trips) or gives
        /// diagnostics with a place; it never panics.
        #[test]
        fn edited_tracks_load_or_give_located_errors(
            which in 0usize..16,
            cut in 0usize..2000,
            len in 0usize..40,
            insert in "[ -~\n]{0,12}",
        ) {
            let (stem, src) = shipped()[which];
            let mut text = src.to_string();
            let start = text.char_indices().map(|(i, _)| i).nth(cut % text.chars().count()).unwrap_or(0);
            let end = text[start..].char_indices().map(|(i, _)| start + i).nth(len).unwrap_or(text.len());
            text.replace_range(start..end, &insert);
            match Track::parse(&text, stem) {
                Ok(track) => {
                    prop_assert!(track.validate(stem).is_ok());
                    prop_assert_eq!(Track::parse(&track.to_yaml(), stem).unwrap(), track);
                }
                Err(d) => {
                    prop_assert!(!d.0.is_empty());
                    prop_assert!(d.0.iter().all(|x| x.file == stem && !x.message.is_empty() && x.line.is_some()), "{}", d);
                }
            }
        }

        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
            let _ = Track::parse(&text, "noise.yaml");
        }
    }
}
