//! What the table hears, checked on rendered audio (no sound card): every clip on its sample,
//! the bed under it, static over each blackout, levels, and the live player's clock.

use super::common;

use std::sync::Arc;
use std::time::Duration;

use audio::{
    Layers, ManualClock, Mission, Player, Voice, ms_to_sample, quantize, render_mission,
    render_wav, write_wav,
};
use common::{Rendered, default_voice, peak, shipped_cues};
use missions::CueKind;

/// Every shipped track, checked sample by sample, with 5 players (unconfirmed reports
/// announced) for every other track and 4 for the rest.
fn tracks() -> Vec<(&'static str, u8)> {
    missions::track::shipped()
        .into_iter()
        .enumerate()
        .map(|(i, (stem, _))| (stem, if i % 2 == 0 { 5 } else { 4 }))
        .collect()
}

/// Renders with a voice decoded once for all tracks.
fn render_with(voice: &Voice, cues: &[missions::Cue], layers: Layers) -> Rendered {
    common::render(cues, voice, None, layers)
}

fn render(cues: &[missions::Cue], layers: Layers) -> Rendered {
    common::render(cues, &default_voice(), None, layers)
}

fn mission(cues: &[missions::Cue], layers: Layers) -> Mission {
    let (mission, warnings) = Mission::new(cues, &default_voice(), None);
    assert!(warnings.is_empty(), "{warnings:?}");
    mission.with_layers(layers)
}

#[test]
fn every_clip_starts_on_round_t_times_rate_and_is_the_clip_itself() {
    let (voice, _) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
    for (stem, players) in tracks() {
        let (_, cues) = shipped_cues(stem, players);
        let rendered = render_with(&voice, &cues, Layers::VOICE);
        assert!(
            rendered.warnings.is_empty(),
            "{stem}: {:?}",
            rendered.warnings
        );
        let rate = rendered.sample_rate;

        // The schedule, recomputed from the cues: a cue's first clip at round(t x rate), the
        // others back to back.
        let mut expected = Vec::new();
        for cue in &cues {
            let mut at = (cue.at_ms * u64::from(rate) + 500) / 1000;
            for &clip in &cue.clips {
                expected.push((clip, at));
                at += voice.clip(clip).unwrap().len() as u64;
            }
        }
        expected.sort_by_key(|&(_, at)| at);
        let scheduled: Vec<_> = rendered
            .scheduled
            .iter()
            .map(|s| (s.clip, s.start_sample))
            .collect();
        assert_eq!(scheduled, expected, "{stem}");

        // The samples: an independent mix of the clips at those starts, compared exactly.
        let mut reference = vec![0.0_f32; rendered.samples.len()];
        for (clip, at) in &expected {
            for (i, s) in voice.clip(clip).unwrap().iter().enumerate() {
                reference[*at as usize + i] += s;
            }
        }
        assert_eq!(rendered.samples.len(), reference.len());
        let first_difference = rendered
            .samples
            .iter()
            .zip(&reference)
            .position(|(a, b)| a != b);
        assert_eq!(
            first_difference, None,
            "{stem}: rendered voice differs from its clips"
        );
        // And nothing sounds before the first clip of each cue.
        for cue in &cues {
            let start = ms_to_sample(cue.at_ms, rate) as usize;
            let clip = voice.clip(cue.clips[0]).unwrap();
            let onset = clip.iter().position(|s| *s != 0.0).unwrap();
            assert_eq!(
                rendered.samples[start + onset],
                clip[onset],
                "{stem}: cue at {} ms",
                cue.at_ms
            );
        }
    }
}

#[test]
fn with_the_soundtrack_the_difference_from_the_voice_is_exactly_the_bed() {
    let (_, cues) = shipped_cues("mission-1", 5);
    let full = render(&cues, Layers::ALL);
    let voice = render(&cues, Layers::VOICE);
    let bed = render(&cues, Layers::SOUNDTRACK);
    assert_eq!(full.samples.len(), voice.samples.len());
    assert_eq!(full.samples.len(), bed.samples.len());
    for (i, ((f, v), b)) in full
        .samples
        .iter()
        .zip(&voice.samples)
        .zip(&bed.samples)
        .enumerate()
    {
        assert_eq!(*f, b + v, "sample {i}");
    }
    // The bed is really there, under the whole mission.
    let rate = full.sample_rate as usize;
    for second in (1..590).step_by(7) {
        let window = &bed.samples[second * rate..(second + 1) * rate];
        assert!(peak(window) > 0.005, "bed silent at {second} s");
    }
}

#[test]
fn static_covers_each_blackout_exactly() {
    for (stem, players) in tracks() {
        let (_, cues) = shipped_cues(stem, players);
        let effects = render(
            &cues,
            Layers {
                voice: false,
                ambience: false,
                effects: true,
                alarms: false,
            },
        );
        let rate = effects.sample_rate;
        let blackouts: Vec<_> = cues
            .iter()
            .filter_map(|c| match c.kind {
                CueKind::CommsDown { seconds, lasts_ms } => {
                    assert_eq!(lasts_ms, u64::from(seconds) * 1000, "the CD's tempo");
                    Some(ms_to_sample(c.at_ms, rate)..ms_to_sample(c.at_ms + lasts_ms, rate))
                }
                _ => None,
            })
            .collect();
        if stem.starts_with("mission") {
            assert!(!blackouts.is_empty(), "{stem} has blackouts");
        }
        let transfers: Vec<_> = effects
            .scheduled
            .iter()
            .filter(|s| s.clip == "data_transfer")
            .map(|s| s.start_sample..s.start_sample + s.len_samples)
            .collect();
        for b in &blackouts {
            let inside = &effects.samples[b.start as usize..b.end as usize];
            assert!(
                inside.iter().all(|s| *s != 0.0),
                "{stem}: static has a gap in {b:?}"
            );
        }
        let len = effects.samples.len();
        let mut allowed = vec![false; len];
        for r in blackouts.iter().chain(&transfers) {
            allowed[r.start as usize..(r.end as usize).min(len)].fill(true);
        }
        let stray = effects
            .samples
            .iter()
            .zip(&allowed)
            .position(|(s, ok)| !ok && *s != 0.0);
        assert_eq!(stray, None, "{stem}: sound outside blackouts and transfers");
        // Beeps sound during each transfer.
        for t in &transfers {
            assert!(
                peak(&effects.samples[t.start as usize..t.end as usize]) > 0.01,
                "{stem}: no beeps in {t:?}"
            );
        }
    }
}

#[test]
fn speech_peaks_below_minus_1_dbfs_and_at_least_10_db_above_the_bed() {
    let (bank, _) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
    for (stem, players) in tracks() {
        let (_, cues) = shipped_cues(stem, players);
        let voice = render_with(&bank, &cues, Layers::VOICE);
        let bed = render_with(&bank, &cues, Layers::SOUNDTRACK);
        let minus_1_dbfs = 10f32.powf(-1.0 / 20.0);
        assert!(
            peak(&voice.samples) < minus_1_dbfs,
            "{stem}: speech peaks at {}",
            peak(&voice.samples)
        );
        for clip in &voice.scheduled {
            let range = clip.start_sample as usize..(clip.start_sample + clip.len_samples) as usize;
            let speech = peak(&voice.samples[range.clone()]);
            let under = peak(&bed.samples[range]);
            let db = 20.0 * (speech / under).log10();
            assert!(
                db >= 10.0,
                "{stem}: {} at {} is only {db:.1} dB over the bed",
                clip.clip,
                clip.start_sample
            );
        }
    }
}

#[test]
fn the_wav_holds_the_rendered_samples() {
    let (_, cues) = shipped_cues("test-run-1", 4);
    let rendered = render(&cues, Layers::VOICE);
    let mut bytes = std::io::Cursor::new(Vec::new());
    write_wav(&mut bytes, &rendered.samples, rendered.sample_rate).unwrap();
    bytes.set_position(0);
    let mut reader = hound::WavReader::new(bytes).unwrap();
    assert_eq!(reader.spec().sample_rate, rendered.sample_rate);
    assert_eq!(reader.spec().channels, 1);
    let read: Vec<i16> = reader.samples::<i16>().map(Result::unwrap).collect();
    let expected: Vec<i16> = rendered.samples.iter().map(|s| quantize(*s)).collect();
    assert_eq!(read, expected);
}

#[test]
fn a_streamed_render_writes_the_same_samples_in_one_block_of_memory() {
    let (_, cues) = shipped_cues("mission-1", 5);
    let mission = mission(&cues, Layers::ALL);
    let offline = render_mission(&mission);
    let mut bytes = std::io::Cursor::new(Vec::new());
    let written = render_wav(&mission, &mut bytes).unwrap();
    assert_eq!(written, offline.len() as u64);
    bytes.set_position(0);
    let mut reader = hound::WavReader::new(bytes).unwrap();
    let read: Vec<i16> = reader.samples::<i16>().map(Result::unwrap).collect();
    let expected: Vec<i16> = offline.iter().map(|s| quantize(*s)).collect();
    assert_eq!(read.len(), expected.len());
    assert!(read == expected, "the streamed WAV differs from the render");
}

/// The timing table (missions::cue::TIMINGS) is the one statement of the voice's timing: the
/// decoded clips last what it says, and each countdown word starts where it says.
#[test]
fn the_default_voice_speaks_as_the_timing_table_says() {
    let voice = default_voice();
    let rate = u64::from(voice.sample_rate());
    let wrong: Vec<String> = missions::cue::TIMINGS
        .iter()
        .filter_map(|timing| {
            let len = voice.clip(timing.clip).unwrap().len() as u64;
            let ms = (len * 1000 + rate / 2) / rate;
            // The table holds the lengths sox reports (`soxi -D`); a decoder may keep up to
            // one Vorbis block (1 024 samples, 23 ms) of the end padding sox trims.
            (ms.abs_diff(u64::from(timing.ms)) > 24).then(|| {
                format!(
                    "{}: the clip lasts {ms} ms, the table says {} ms",
                    timing.clip, timing.ms
                )
            })
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    for timing in missions::cue::TIMINGS {
        let clip = voice.clip(timing.clip).unwrap();
        for word in timing.words.iter().skip(1) {
            let at = (u64::from(word.at_ms) * rate / 1000) as usize;
            let before = peak(&clip[at - (rate as usize) / 10..at]);
            let after = peak(&clip[at..at + (rate as usize) * 3 / 10]);
            assert!(
                after > 4.0 * before && after > 0.1,
                "{}: {:?} at {} ms: {before} before, {after} after",
                timing.clip,
                word.text,
                word.at_ms
            );
        }
    }
}

#[test]
fn pausing_a_live_mission_on_the_silent_backend_shifts_later_cues_by_exactly_the_pause() {
    let (_, cues) = shipped_cues("mission-1", 5);
    let mission = mission(&cues, Layers::VOICE);
    let offline = render_mission(&mission);
    let rate = u64::from(mission.sample_rate());
    let scheduled = mission.scheduled().to_vec();

    let clock = Arc::new(ManualClock::new());
    let player = Player::silent_capturing(mission, clock.clone());
    assert!(player.is_silent());
    player.play();
    clock.advance(Duration::from_millis(60_000));
    assert_eq!(player.position_ms(), 60_000);
    player.pause();
    let pause_ms = 7_320;
    clock.advance(Duration::from_millis(pause_ms));
    assert_eq!(
        player.position_ms(),
        60_000,
        "the mission clock stands still while paused"
    );
    player.resume();
    clock.advance(Duration::from_millis(700_000));
    assert!(player.is_finished());

    let heard = player.captured();
    let paused_at = (60 * rate) as usize;
    let pause = (pause_ms * rate / 1000) as usize;
    assert_eq!(&heard[..paused_at], &offline[..paused_at]);
    assert!(
        heard[paused_at..paused_at + pause]
            .iter()
            .all(|s| *s == 0.0)
    );
    assert_eq!(
        &heard[paused_at + pause..paused_at + pause + offline.len() - paused_at],
        &offline[paused_at..]
    );
    let mut shifted = 0;
    for clip in scheduled
        .iter()
        .filter(|c| c.start_sample >= paused_at as u64)
    {
        let start = clip.start_sample as usize + pause;
        let len = clip.len_samples as usize;
        assert_eq!(
            &heard[start..start + len],
            &offline[clip.start_sample as usize..clip.start_sample as usize + len]
        );
        shifted += 1;
    }
    assert!(shifted > 20, "only {shifted} clips after the pause");
}

#[test]
fn seeking_moves_the_whole_mission_and_volume_scales_it() {
    let (_, cues) = shipped_cues("mission-1", 5);
    let mission = mission(&cues, Layers::ALL);
    let offline = render_mission(&mission);
    let rate = u64::from(mission.sample_rate());
    let clock = Arc::new(ManualClock::new());
    let player = Player::silent_capturing(mission, clock.clone());
    player.play();
    clock.advance(Duration::from_millis(1_000));
    player.seek_ms(300_000);
    assert_eq!(player.position_ms(), 300_000);
    clock.advance(Duration::from_millis(2_000));
    player.set_volume(0.5);
    clock.advance(Duration::from_millis(2_000));
    assert_eq!(player.position_ms(), 304_000);
    let heard = player.captured();
    let (one, two) = (rate as usize, 2 * rate as usize);
    let at = 300 * rate as usize;
    assert_eq!(&heard[one..one + two], &offline[at..at + two]);
    for i in 0..two {
        assert_eq!(heard[one + two + i], offline[at + two + i] * 0.5);
    }
}

#[test]
fn opening_without_a_device_falls_back_to_the_silent_backend_and_says_so() {
    let (_, cues) = shipped_cues("test-run-1", 4);
    let mission = mission(&cues, Layers::VOICE);
    let (player, warnings) = Player::open(mission);
    if player.is_silent() {
        assert!(
            matches!(warnings.as_slice(), [audio::Warning::NoSoundDevice { .. }]),
            "{warnings:?}"
        );
        assert!(warnings[0].to_string().contains("runs silently"));
        // The system clock drives it: it moves once playing.
        player.play();
        std::thread::sleep(Duration::from_millis(120));
        let p = player.position_ms();
        assert!((50..5_000).contains(&p), "position {p} ms");
    } else {
        assert!(warnings.is_empty());
    }
}

#[test]
fn a_rodio_player_pulls_the_same_samples_as_the_offline_render() {
    // The live path without a device: rodio's own Player and queue, pulling sample by sample
    // through MissionSource's Iterator, against the offline render's block reads.
    let (_, cues) = shipped_cues("test-run-1", 4);
    let mission = mission(&cues, Layers::ALL);
    let offline = render_mission(&mission);
    let source = audio::MissionSource::new(Arc::new(mission));
    let transport = Arc::clone(source.transport());
    let (player, queue) = rodio::Player::new();
    player.append(source);
    let pulled: Vec<f32> = queue.take(offline.len()).collect();
    assert_eq!(pulled.len(), offline.len());
    let worst = pulled
        .iter()
        .zip(&offline)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0_f32, f32::max);
    assert!(worst < 1e-6, "largest difference {worst}");
    assert_eq!(transport.position_samples(), offline.len() as u64);
}

#[test]
fn seeking_back_after_the_end_plays_again() {
    let (_, cues) = shipped_cues("test-run-1", 4);
    let mission = mission(&cues, Layers::VOICE);
    let duration = mission.duration_ms();
    let offline = render_mission(&mission);
    let rate = u64::from(mission.sample_rate());
    let clock = Arc::new(ManualClock::new());
    let player = Player::silent_capturing(mission, clock.clone());
    player.play();
    clock.advance(Duration::from_millis(duration + 5_000));
    assert!(player.is_finished());
    assert_eq!(player.position_ms(), duration);
    let before = player.captured().len();
    player.seek_ms(10_000);
    assert!(!player.is_finished());
    clock.advance(Duration::from_millis(2_000));
    let heard = player.captured();
    let at = (10 * rate) as usize;
    assert_eq!(&heard[before..], &offline[at..at + (2 * rate) as usize]);
}
