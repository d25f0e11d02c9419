//! The voices of the app's languages (German, French, Czech, Spanish), checked on decoded
//! clips and rendered missions: they keep the English voice's timing, so every track sounds
//! the same in every language, and a rendered track speaks at every cue.

use audio::{BuiltinVoice, Layers, Voice, ms_to_sample};
use strum::VariantArray;

use super::common::{peak, render, shipped_cues};

fn languages() -> impl Iterator<Item = BuiltinVoice> {
    BuiltinVoice::VARIANTS
        .iter()
        .copied()
        .filter(|v| *v != BuiltinVoice::English)
}

/// Root mean square of a stretch of samples.
fn rms(samples: &[f32]) -> f32 {
    let sum: f32 = samples.iter().map(|s| s * s).sum();
    (sum / samples.len().max(1) as f32).sqrt()
}

#[test]
fn every_language_speaks_as_the_timing_table_says() {
    for which in languages() {
        let (voice, _) = Voice::builtin(which, audio::DEFAULT_SAMPLE_RATE);
        let rate = u64::from(voice.sample_rate());
        for timing in missions::cue::TIMINGS {
            let clip = voice.clip(timing.clip).unwrap();
            let ms = (clip.len() as u64 * 1000 + rate / 2) / rate;
            assert!(
                ms.abs_diff(u64::from(timing.ms)) <= 24,
                "{which}: {} lasts {ms} ms, the table says {} ms",
                timing.clip,
                timing.ms
            );
            // Each word of a countdown starts on its second, after a pause.
            for word in timing.words.iter().skip(1) {
                let at = (u64::from(word.at_ms) * rate / 1000) as usize;
                let before = peak(&clip[at - (rate as usize) / 10..at]);
                let after = peak(&clip[at..at + (rate as usize) * 3 / 10]);
                assert!(
                    after > 4.0 * before && after > 0.1,
                    "{which}: {}: word {} at {} ms: {before} before, {after} after",
                    timing.clip,
                    word.text,
                    word.at_ms
                );
            }
        }
    }
}

#[test]
fn every_language_speaks_its_own_words() {
    let (english, _) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
    let voices: Vec<(BuiltinVoice, Voice)> = languages()
        .map(|w| (w, Voice::builtin(w, audio::DEFAULT_SAMPLE_RATE).0))
        .collect();
    for &name in missions::CLIPS {
        if name == "alert" {
            // The klaxon is no speech: the same in every language.
            continue;
        }
        for (which, voice) in &voices {
            assert_ne!(
                voice.clip(name),
                english.clip(name),
                "{which}: {name} is the English clip"
            );
            for (other, other_voice) in &voices {
                if other != which {
                    assert_ne!(
                        voice.clip(name),
                        other_voice.clip(name),
                        "{which} = {other}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_rendered_german_track_speaks_at_every_cue_and_is_silent_between() {
    let (voice, warnings) = Voice::builtin(BuiltinVoice::German, audio::DEFAULT_SAMPLE_RATE);
    assert!(warnings.is_empty(), "{warnings:?}");
    let (_, cues) = shipped_cues("mission-1", 5);
    let rendered = render(&cues, &voice, None, Layers::VOICE);
    assert!(rendered.warnings.is_empty(), "{:?}", rendered.warnings);
    let rate = rendered.sample_rate;
    let samples = &rendered.samples;
    let mut speaking = vec![false; samples.len()];
    for cue in &cues {
        let start = ms_to_sample(cue.at_ms, rate) as usize;
        let end = ms_to_sample(cue.at_ms + cue.duration_ms(), rate) as usize;
        // Speech within the first 300 ms of the cue, and loud enough over the whole cue.
        let opening = &samples[start..start + rate as usize * 3 / 10];
        assert!(
            peak(opening) > 0.1,
            "cue at {} ms: silent opening",
            cue.at_ms
        );
        assert!(
            rms(&samples[start..end]) > 0.02,
            "cue at {} ms: rms {}",
            cue.at_ms,
            rms(&samples[start..end])
        );
    }
    for clip in &rendered.scheduled {
        let end = (clip.start_sample + clip.len_samples) as usize;
        speaking[clip.start_sample as usize..end.min(samples.len())].fill(true);
    }
    // Nothing sounds outside the cues (only the voice layer is mixed).
    let stray = samples
        .iter()
        .zip(&speaking)
        .position(|(s, inside)| !inside && *s != 0.0);
    assert_eq!(stray, None, "sound outside the cues");
    // And it is German: the rendered samples are not the English voice's.
    let english = render(&cues, &Voice::default_voice(rate).0, None, Layers::VOICE);
    assert_eq!(english.samples.len(), samples.len(), "the same timing");
    assert_ne!(&english.samples, samples);
}

#[test]
fn every_language_peaks_below_minus_1_dbfs_and_at_least_10_db_above_the_bed() {
    let (_, cues) = shipped_cues("mission-3", 4);
    for which in languages() {
        let (voice, _) = Voice::builtin(which, audio::DEFAULT_SAMPLE_RATE);
        let speech = render(&cues, &voice, None, Layers::VOICE);
        let bed = render(&cues, &voice, None, Layers::SOUNDTRACK);
        assert!(peak(&speech.samples) < 10f32.powf(-1.0 / 20.0), "{which}");
        for clip in &speech.scheduled {
            let range = clip.start_sample as usize..(clip.start_sample + clip.len_samples) as usize;
            let db =
                20.0 * (peak(&speech.samples[range.clone()]) / peak(&bed.samples[range])).log10();
            assert!(
                db >= 10.0,
                "{which}: {} only {db:.1} dB over the bed",
                clip.clip
            );
        }
    }
}
