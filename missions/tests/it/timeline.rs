//! The Timeline and the MissionClock: due cues, deadlines, pause, resume and seek.

use engine::{Draw, ship_rng};
use missions::cue::{Cue, CueKind};
use missions::timeline::{Blackout, MissionClock, PhaseStatus, Timeline, Transfer, cues};
use missions::track::{Track, shipped};

fn load(stem: &str) -> Track {
    let (_, src) = shipped().into_iter().find(|(s, _)| *s == stem).unwrap();
    Track::parse(src, stem).unwrap()
}

#[test]
fn advance_yields_due_cues_in_order_and_never_twice() {
    let track = load("mission-1");
    let mut t = Timeline::new(&track, 5);
    assert_eq!(t.next_deadline(), Some(0));
    let first = t.advance(0);
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].kind, CueKind::MissionStart);
    assert!(t.advance(0).is_empty(), "a cue was yielded twice");
    assert_eq!(t.next_deadline(), Some(10_000));
    assert!(t.advance(9_999).is_empty());
    let at_ten = t.advance(10_000);
    assert_eq!(at_ten.len(), 1);
    assert!(matches!(
        at_ten[0].kind,
        CueKind::Threat {
            turn: 2,
            serious: true,
            ..
        }
    ));
    // Going back in time yields nothing again.
    assert!(t.advance(5_000).is_empty());
    assert_eq!(t.next_deadline(), Some(55_000));
    // A late call yields everything overdue, in order.
    let late = t.advance(170_000);
    let times: Vec<u64> = late.iter().map(|c| c.at_ms).collect();
    assert_eq!(times, vec![55_000, 110_000, 140_000, 165_000, 170_000]);
    assert!(matches!(
        late[4].kind,
        CueKind::CommsDown {
            seconds: 10,
            lasts_ms: 10_000
        }
    ));
}

#[test]
fn stepping_through_any_track_yields_each_cue_exactly_once() {
    let mut rng = ship_rng(11);
    for (stem, src) in shipped() {
        let track = Track::parse(src, stem).unwrap();
        for players in [4, 5] {
            let mut t = Timeline::new(&track, players);
            let mut now = 0;
            let mut got: Vec<Cue> = Vec::new();
            while let Some(deadline) = t.next_deadline() {
                // Sometimes wake early, sometimes late, like a real driver.
                let wake = match rng.below(3) {
                    0 => deadline.saturating_sub(rng.below(500)),
                    1 => deadline,
                    _ => deadline + rng.below(3_000),
                };
                now = now.max(wake);
                let due = t.advance(now);
                assert!(
                    due.iter().all(|c| c.at_ms <= now),
                    "{stem}: a cue came early"
                );
                got.extend(due);
            }
            assert_eq!(got, cues(&track, players), "{stem}, {players} players");
            assert!(t.advance(u64::MAX).is_empty());
        }
    }
}

/// The countdown on screen is the voice's, second by second: "Data transfer." at 0 s, "five"
/// at 2 s ... "one" at 6 s, "data transfer complete" from 7 s to the end of the clip.
#[test]
fn the_data_transfer_counts_down_with_the_voice() {
    let t = Timeline::new(&load("mission-1"), 5);
    let start = 185_000;
    let at = |offset: u64| {
        t.data_transfer_at(start + offset)
            .map(|x| (x.count, x.complete))
    };
    assert_eq!(at(0), Some((None, false)));
    assert_eq!(at(1_999), Some((None, false)));
    for (second, count) in [(2, 5), (3, 4), (4, 3), (5, 2), (6, 1)] {
        assert_eq!(at(second * 1000), Some((Some(count), false)), "{second} s");
        assert_eq!(
            at(second * 1000 + 999),
            Some((Some(count), false)),
            "{second} s"
        );
    }
    assert_eq!(at(7_000), Some((None, true)));
    assert_eq!(at(8_457), Some((None, true)));
    assert_eq!(at(8_458), None);
    // And the words the screen shows are the same table's.
    let cue = t
        .cues()
        .iter()
        .find(|c| c.kind == CueKind::DataTransfer)
        .unwrap();
    assert_eq!(cue.caption_at(1_000), "Data transfer.");
    assert_eq!(cue.caption_at(3_500), "Four");
    assert_eq!(cue.caption_at(7_200), "Data transfer complete.");
}

#[test]
fn a_track_lasts_at_most_thirty_minutes() {
    let src = "name: Long\nkind: mission\nphases: [\"3:45\", \"7:30\", \"30:00\"]\nevents: []\n";
    assert!(Track::parse(src, "ok.yaml").is_ok());
    let src = src.replace("30:00", "30:01");
    let err = english(&Track::parse(&src, "long.yaml").unwrap_err());
    assert_eq!(
        err,
        "long.yaml:3:26: phases[2]: phase 3 ends at 30:01, after 30:00: a track lasts at most 30 minutes"
    );
}

#[test]
fn unconfirmed_reports_are_threats_only_for_five_players() {
    for (stem, src) in shipped() {
        let track = Track::parse(src, stem).unwrap();
        let five = cues(&track, 5);
        let four = cues(&track, 4);
        let unconfirmed = |c: &Cue| {
            matches!(
                c.kind,
                CueKind::Threat {
                    unconfirmed: true,
                    ..
                }
            )
        };
        // Four players hear the report as the CD speaks it, and read that it is ignored.
        assert_eq!(four.len(), five.len(), "{stem}");
        for (f, v) in four.iter().zip(&five) {
            if unconfirmed(v) {
                let CueKind::Threat { turn, .. } = v.kind else {
                    unreachable!()
                };
                assert_eq!(f.kind, CueKind::IgnoredReport { turn, crew: 4 }, "{stem}");
                assert_eq!(f.clips, v.clips, "{stem}");
                assert_eq!(f.text, "Unconfirmed report: ignored with 4 crew.");
            } else {
                assert_eq!(f, v, "{stem}");
            }
        }
        let reports = five.iter().filter(|c| unconfirmed(c)).count();
        let in_track = track.threats().filter(|(_, t)| t.unconfirmed).count();
        assert_eq!(reports, in_track, "{stem}");
    }
}

#[test]
fn an_unconfirmed_report_says_so_in_both_halves() {
    let list = cues(&load("mission-1"), 5);
    let report = list
        .iter()
        .find(|c| {
            matches!(
                c.kind,
                CueKind::Threat {
                    unconfirmed: true,
                    ..
                }
            )
        })
        .unwrap();
    assert_eq!(
        report.clips,
        vec![
            "alert",
            "unconfirmed_report",
            "time_t_plus_3",
            "internal_threat",
            "repeat",
            "unconfirmed_report",
            "time_t_plus_3",
            "internal_threat"
        ]
    );
    assert_eq!(
        report.text,
        "Unconfirmed report. Time T plus 3. Internal threat."
    );
}

#[test]
fn phase_warnings_and_countdowns_follow_the_phase_ends() {
    for (stem, src) in shipped() {
        let track = Track::parse(src, stem).unwrap();
        let list = cues(&track, 5);
        for (i, &end) in track.phases.iter().enumerate() {
            let phase = u8::try_from(i + 1).unwrap();
            let end_ms = u64::from(end) * 1000;
            let at = |kind: CueKind| {
                list.iter()
                    .filter(|c| c.kind == kind)
                    .map(|c| c.at_ms)
                    .collect::<Vec<_>>()
            };
            assert_eq!(
                at(CueKind::PhaseWarning {
                    phase,
                    seconds_left: 60
                }),
                vec![end_ms - 60_000],
                "{stem}"
            );
            assert_eq!(
                at(CueKind::PhaseWarning {
                    phase,
                    seconds_left: 20
                }),
                vec![end_ms - 20_000],
                "{stem}"
            );
            let last = i + 1 == track.phases.len();
            assert_eq!(
                at(CueKind::PhaseEnd { phase, last }),
                vec![end_ms - 7_000],
                "{stem}"
            );
        }
        assert_eq!(
            list.last().unwrap().kind,
            CueKind::PhaseEnd {
                phase: u8::try_from(track.phases.len()).unwrap(),
                last: true
            }
        );
    }
}

#[test]
fn seek_forward_skips_and_seek_back_rearms() {
    let track = load("mission-1");
    let mut t = Timeline::new(&track, 5);
    t.seek(140_000);
    assert_eq!(t.next_deadline(), Some(140_000));
    let due = t.advance(140_000);
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].kind, CueKind::IncomingData);
    // Back to 1:50: the T+4 threat at 1:50 and the incoming data are due again.
    t.seek(110_000);
    let again: Vec<u64> = t.advance(140_000).iter().map(|c| c.at_ms).collect();
    assert_eq!(again, vec![110_000, 140_000]);
    // Past the end: nothing left.
    t.seek(601_000);
    assert_eq!(t.next_deadline(), None);
    assert!(t.advance(u64::MAX).is_empty());
}

#[test]
fn the_clock_stands_still_while_paused() {
    let mut clock = MissionClock::start(1_000);
    assert_eq!(clock.now(1_000), 0);
    assert_eq!(clock.now(500), 0, "before the start is mission time 0");
    assert_eq!(clock.now(3_500), 2_500);
    clock.pause(4_000);
    assert!(clock.is_paused());
    assert_eq!(clock.now(60_000), 3_000);
    assert_eq!(clock.wall_time_of(10_000), None);
    clock.pause(70_000);
    assert_eq!(clock.now(80_000), 3_000, "a second pause changes nothing");
    clock.resume(100_000);
    assert_eq!(clock.now(100_000), 3_000);
    assert_eq!(clock.now(101_000), 4_000);
    assert_eq!(clock.wall_time_of(10_000), Some(107_000));
    clock.resume(200_000);
    assert_eq!(
        clock.now(101_000),
        4_000,
        "resuming a running clock changes nothing"
    );
    clock.seek(102_000, 60_000);
    assert_eq!(clock.now(102_000), 60_000);
    assert_eq!(clock.now(103_000), 61_000);
    clock.pause(104_000);
    clock.seek(110_000, 30_000);
    assert!(clock.is_paused());
    assert_eq!(clock.now(500_000), 30_000);
}

#[test]
fn a_paused_mission_announces_nothing() {
    let track = load("mission-1");
    let mut timeline = Timeline::new(&track, 5);
    // Wall time starts at an arbitrary monotonic reading.
    let mut clock = MissionClock::start(50_000);
    assert_eq!(timeline.advance(clock.now(50_000)).len(), 1);
    clock.pause(55_000); // mission time 5 s
    // Ten minutes of wall time pass while paused: the T+2 threat at 0:10 is not due.
    assert!(timeline.advance(clock.now(655_000)).is_empty());
    clock.resume(655_000);
    let deadline = clock
        .wall_time_of(timeline.next_deadline().unwrap())
        .unwrap();
    assert_eq!(deadline, 660_000);
    assert!(timeline.advance(clock.now(659_999)).is_empty());
    let due = timeline.advance(clock.now(660_000));
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].at_ms, 10_000);
}

#[test]
fn the_screen_queries_know_the_phase_the_blackout_and_the_transfer() {
    let t = Timeline::new(&load("mission-1"), 5);
    assert_eq!(t.phase_ends(), &[225_000, 450_000, 600_000]);
    assert_eq!(t.duration_ms(), 600_000);
    assert_eq!(
        t.phase_at(224_500),
        Some(PhaseStatus {
            phase: 1,
            last: false,
            ends_ms: 225_000,
            left_ms: 500
        })
    );
    assert_eq!(
        t.phase_at(225_000),
        Some(PhaseStatus {
            phase: 2,
            last: false,
            ends_ms: 450_000,
            left_ms: 225_000
        })
    );
    assert_eq!(
        t.phase_at(599_999).map(|p| (p.phase, p.last)),
        Some((3, true))
    );
    assert_eq!(t.phase_at(600_000), None);
    assert!(t.is_over(600_000));

    // Comms down 2:50-3:00.
    assert_eq!(t.blackout_at(169_999), None);
    assert_eq!(
        t.blackout_at(175_000),
        Some(Blackout {
            started_ms: 170_000,
            ends_ms: 180_000,
            left_ms: 5_000
        })
    );
    assert_eq!(t.blackout_at(180_000), None);

    // Data transfer at 3:05: as long as its clip in the timing table (8.458 s).
    assert_eq!(
        t.data_transfer_at(190_000),
        Some(Transfer {
            started_ms: 185_000,
            ends_ms: 193_458,
            left_ms: 3_458,
            count: Some(2),
            complete: false,
        })
    );
    assert_eq!(t.data_transfer_at(193_458), None);

    // The crew may end early once phase 2 is over, until the round ends.
    assert!(!t.may_end_early(449_999));
    assert!(t.may_end_early(450_000));
    assert!(!t.may_end_early(600_000));
    // A test run's phase 2 is its last: never.
    let run = Timeline::new(&load("test-run-1"), 4);
    assert!((0..420).all(|s| !run.may_end_early(s * 1000)));
}

/// What `diags` say in English: the words crate's words, the only ones a problem has.
fn english(diags: &missions::Diagnostics) -> String {
    i18n::set_thread_language(Some(i18n::Language::En));
    words::diagnostic::all(diags)
}
