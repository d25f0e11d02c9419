//! A slower tempo: every time of a track stretched, every clip at its own length.

use missions::cue::{Cue, CueKind};
use missions::timeline::{Tempo, Timeline, countdown_ms, cues, cues_at};
use missions::track::{Track, shipped};

fn load(stem: &str) -> Track {
    let (_, src) = shipped().into_iter().find(|(s, _)| *s == stem).unwrap();
    Track::parse(src, stem).unwrap()
}

/// The kind of a cue with the blackout's length in mission time left out (it is stretched).
fn kind_at_any_tempo(cue: &Cue) -> CueKind {
    match cue.kind {
        CueKind::CommsDown { seconds, .. } => CueKind::CommsDown {
            seconds,
            lasts_ms: 0,
        },
        ref kind => kind.clone(),
    }
}

#[test]
fn at_one_and_a_half_every_cue_but_the_countdowns_is_at_one_and_a_half_times_its_time() {
    for (stem, _) in shipped() {
        let track = load(stem);
        let normal = cues(&track, 5);
        let slow = cues_at(&track, 5, Tempo::SLOWEST_OFFERED);
        assert_eq!(normal.len(), slow.len(), "{stem}");
        for (n, s) in normal.iter().zip(&slow) {
            assert_eq!(
                kind_at_any_tempo(n),
                kind_at_any_tempo(s),
                "{stem}: same order"
            );
            assert_eq!((&n.clips, &n.text), (&s.clips, &s.text), "{stem}");
            match (&n.kind, &s.kind) {
                // The countdown's clip is not slowed: it starts so that "one" ends on the
                // stretched phase end.
                (CueKind::PhaseEnd { .. }, _) => {
                    let end = n.at_ms + countdown_ms();
                    assert_eq!(s.at_ms + countdown_ms(), end * 3 / 2, "{stem}: {}", n.text);
                }
                (
                    CueKind::CommsDown { lasts_ms: was, .. },
                    CueKind::CommsDown { lasts_ms: now, .. },
                ) => {
                    assert_eq!(*now, was * 3 / 2, "{stem}: the blackout is stretched too");
                    assert_eq!(s.at_ms, n.at_ms * 3 / 2);
                }
                _ => assert_eq!(s.at_ms, n.at_ms * 3 / 2, "{stem}: {}", n.text),
            }
            assert_eq!(
                n.duration_ms(),
                s.duration_ms(),
                "the voice keeps its speed"
            );
        }
    }
}

#[test]
fn a_stretched_track_keeps_its_announcements_apart() {
    for (stem, _) in shipped() {
        let track = load(stem);
        for tempo in [Tempo::SLOWER, Tempo::SLOWEST_OFFERED] {
            let all = cues_at(&track, 5, tempo);
            for pair in all.windows(2) {
                assert!(
                    pair[0].at_ms + pair[0].duration_ms() <= pair[1].at_ms,
                    "{stem} at {tempo}: {:?} runs into {:?}",
                    pair[0].text,
                    pair[1].text
                );
            }
        }
    }
}

#[test]
fn the_screen_queries_answer_in_stretched_time() {
    // Mission 1: phases end at 3:45, 7:30 and 10:00; communications are down 2:50-3:00.
    let track = load("mission-1");
    let t = Timeline::at_tempo(&track, 5, Tempo::SLOWEST_OFFERED);
    assert_eq!(t.tempo(), Tempo::SLOWEST_OFFERED);
    assert_eq!(t.phase_ends(), [337_500, 675_000, 900_000]);
    assert_eq!(t.duration_ms(), 900_000);
    let blackout = t.blackout_at(255_000).unwrap();
    assert_eq!((blackout.started_ms, blackout.ends_ms), (255_000, 270_000));
    assert!(t.blackout_at(254_999).is_none());
    assert!(!t.may_end_early(674_999));
    assert!(t.may_end_early(675_000));
    let normal = Timeline::new(&track, 5);
    assert_eq!(normal.tempo(), Tempo::NORMAL);
    assert_eq!(normal.phase_ends(), [225_000, 450_000, 600_000]);
}

#[test]
fn the_warnings_stay_before_the_phase_end_by_the_stretched_amount() {
    // RULINGS.md P4: Mission 1's first phase ends at 3:45, so at 5:37.5 at 1.5x; its
    // "one minute" warning comes 90 s before that, its "twenty seconds" 30 s before.
    let track = load("mission-1");
    let slow = cues_at(&track, 5, Tempo::SLOWEST_OFFERED);
    let first_end = 337_500;
    let warning = |left: u32| {
        slow.iter()
            .find(|c| {
                matches!(c.kind, CueKind::PhaseWarning { phase: 1, seconds_left } if seconds_left == left)
            })
            .map(|c| c.at_ms)
    };
    assert_eq!(warning(60), Some(first_end - 90_000));
    assert_eq!(warning(20), Some(first_end - 30_000));
}
