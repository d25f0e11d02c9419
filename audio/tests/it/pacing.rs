//! Pacing, checked on rendered audio: a slower tempo puts the voice where the stretched
//! timeline says (and nowhere else), and "repeat" replays a cue's clips while the mission
//! clock holds.

use std::sync::Arc;
use std::time::Duration;

use audio::{Layers, ManualClock, Mission, Player, ms_to_sample, render_mission};
use missions::CueKind;
use missions::timeline::{Tempo, cues_at};
use missions::track::{Track, shipped};

use super::common::default_voice;

fn track(stem: &str) -> Track {
    let (_, src) = shipped().into_iter().find(|(s, _)| *s == stem).unwrap();
    Track::parse(src, stem).unwrap()
}

/// The mean square of `samples[from..from + len]`.
fn energy(samples: &[f32], from: u64, len: u64) -> f32 {
    let from = from as usize;
    let to = (from + len as usize).min(samples.len());
    let window = &samples[from.min(to)..to];
    window.iter().map(|s| s * s).sum::<f32>() / window.len().max(1) as f32
}

#[test]
fn at_tempo_one_and_a_half_the_voice_sounds_at_one_and_a_half_times_each_cue_time() {
    let track = track("simulation-1");
    let normal = cues_at(&track, 5, Tempo::NORMAL);
    let slow = cues_at(&track, 5, Tempo::SLOWEST_OFFERED);
    let (mission, warnings) = Mission::new(&slow, &default_voice(), None);
    assert!(warnings.is_empty(), "{warnings:?}");
    let rate = mission.sample_rate();
    let voice = render_mission(&mission.with_layers(Layers::VOICE));
    // Simulation 1 is 10:00 at the CD's tempo: 15:00 now, plus the sound's tail.
    assert!(voice.len() as u64 > ms_to_sample(900_000, rate));
    let window = ms_to_sample(250, rate);
    let speaking = |ms: u64| {
        slow.iter()
            .any(|c| c.at_ms <= ms && ms < c.at_ms + c.duration_ms())
    };
    let mut silent_checked = 0;
    for (n, s) in normal.iter().zip(&slow) {
        if matches!(s.kind, CueKind::PhaseEnd { .. }) {
            // Its clip starts 7 s before the stretched phase end, at its own speed.
            assert_eq!(s.at_ms + 7_000, (n.at_ms + 7_000) * 3 / 2);
        } else {
            assert_eq!(s.at_ms, n.at_ms * 3 / 2, "{}", s.text);
        }
        let start = ms_to_sample(s.at_ms, rate);
        assert!(
            energy(&voice, start, window) > 1e-4,
            "no voice at {} ms: {}",
            s.at_ms,
            s.text
        );
        // Where the CD's tempo would speak, nothing is heard unless a stretched cue is.
        let before = n.at_ms + 100;
        if n.at_ms > 0 && !speaking(before) && !speaking(before + 250) {
            let at = ms_to_sample(before, rate);
            assert_eq!(energy(&voice, at, window), 0.0, "voice at {before} ms");
            silent_checked += 1;
        }
    }
    assert!(silent_checked > 10, "only {silent_checked} places checked");
}

#[test]
fn at_a_slower_tempo_the_static_covers_the_stretched_blackouts() {
    let track = track("simulation-1");
    let slow = cues_at(&track, 5, Tempo::SLOWER);
    let (mission, _) = Mission::new(&slow, &default_voice(), None);
    let rate = mission.sample_rate();
    // Simulation 1: communications down 6:00-6:15 and 7:50-8:00, so 7:30-7:48.75 and
    // 9:47.5-10:00 at 1.25x.
    let expected = [
        ms_to_sample(450_000, rate)..ms_to_sample(468_750, rate),
        ms_to_sample(587_500, rate)..ms_to_sample(600_000, rate),
    ];
    assert_eq!(mission.blackouts(), expected);
    let effects = render_mission(&mission.with_layers(Layers {
        voice: false,
        ambience: false,
        effects: true,
        alarms: false,
    }));
    for blackout in &expected {
        let len = blackout.end - blackout.start;
        assert!(
            energy(&effects, blackout.start, len) > 1e-4,
            "static over {blackout:?}"
        );
        let after = blackout.end + ms_to_sample(200, rate);
        assert_eq!(energy(&effects, after, ms_to_sample(500, rate)), 0.0);
    }
}

#[test]
fn repeat_replays_the_cue_while_the_mission_clock_holds_then_goes_on() {
    let track = track("mission-1");
    let cues = cues_at(&track, 5, Tempo::NORMAL);
    let (mission, _) = Mission::new(&cues, &default_voice(), None);
    let mission = mission.with_layers(Layers::VOICE);
    let offline = render_mission(&mission);
    let rate = u64::from(mission.sample_rate());
    // Mission 1's first threat, T+2 white, is announced at 0:10.
    let span = mission.spoken_at(10_000).unwrap();
    assert_eq!(span.start, 10 * rate);
    let len = span.end - span.start;

    let clock = Arc::new(ManualClock::new());
    let player = Player::silent_capturing(mission, clock.clone());
    assert!(!player.repeat(11_000), "no cue starts at 0:11");
    player.play();
    clock.advance(Duration::from_secs(30));
    assert!(player.repeat(10_000));
    assert!(player.is_replaying());
    clock.advance(Duration::from_secs(5));
    assert_eq!(
        player.position_ms(),
        30_000,
        "the clock holds during the repeat"
    );
    clock.advance(Duration::from_millis(len * 1000 / rate + 1_000));
    assert!(!player.is_replaying());
    assert!(player.position_ms() > 30_000, "and runs again after it");

    let heard = player.captured();
    let at = (30 * rate) as usize;
    let len = len as usize;
    assert_eq!(&heard[..at], &offline[..at]);
    assert_eq!(
        &heard[at..at + len],
        &offline[span.start as usize..span.end as usize],
        "the cue's own samples again"
    );
    let after = &heard[at + len..];
    assert_eq!(
        after,
        &offline[at..at + after.len()],
        "then the mission from 0:30"
    );

    // Paused, a repeat plays and the mission stays paused.
    player.pause();
    assert!(player.repeat(10_000));
    clock.advance(Duration::from_millis(len as u64 * 1000 / rate + 500));
    assert!(!player.is_replaying());
    assert!(player.is_paused());
    let paused_at = player.position_ms();
    clock.advance(Duration::from_secs(3));
    assert_eq!(player.position_ms(), paused_at);
}

#[test]
fn a_pause_asked_ahead_stops_the_mission_on_its_sample() {
    let track = track("test-run-1");
    let cues = cues_at(&track, 5, Tempo::NORMAL);
    let (mission, _) = Mission::new(&cues, &default_voice(), None);
    let mission = mission.with_layers(Layers::VOICE);
    let offline = render_mission(&mission);
    let rate = u64::from(mission.sample_rate());
    let clock = Arc::new(ManualClock::new());
    let player = Player::silent_capturing(mission, clock.clone());
    // The start announcement ends at 3.959 s.
    player.pause_at_ms(3_959);
    player.play();
    clock.advance(Duration::from_secs(20));
    assert!(player.is_paused());
    assert_eq!(player.position_ms(), 3_959);
    let stop = (3_959 * rate).div_ceil(1000) as usize;
    let heard = player.captured();
    assert_eq!(&heard[..stop], &offline[..stop]);
    assert!(heard[stop..].iter().all(|s| *s == 0.0));
    player.play();
    clock.advance(Duration::from_secs(1));
    assert_eq!(player.position_ms(), 4_959, "a pause asked once stops once");
}
