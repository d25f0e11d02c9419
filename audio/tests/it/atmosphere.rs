//! The atmosphere, measured on rendered audio: alarms that escalate from phase 1 to phase 3,
//! sirens only when asked for, and both always at least 10 dB under the voice during every
//! announcement of every shipped track (the mixer ducks them by measurement), in every
//! shipped language's voice, alone and with the bed under them.

use super::common::{default_voice, shipped_cues};
use strum::VariantArray;

use audio::{Atmosphere, BuiltinVoice, Layers, Mission, Voice, ms_to_sample};
use missions::CueKind;

/// Only the alarms and sirens.
const ALARMS: Layers = Layers {
    voice: false,
    ambience: false,
    effects: false,
    alarms: true,
};

/// The bed alone: the ship's ambience and tension.
const BED: Layers = Layers {
    voice: false,
    ambience: true,
    effects: false,
    alarms: false,
};

/// The bed (the ship's ambience and tension) with the alarms and sirens over it: everything
/// the table hears under the announcer but the blackouts' static and the transfer beeps.
const BED_AND_ALARMS: Layers = Layers {
    voice: false,
    ambience: true,
    effects: false,
    alarms: true,
};

const WITH_SIRENS: Atmosphere = Atmosphere {
    alarms: true,
    sirens: true,
};

fn stem(mission: &Mission, layers: Layers, range: std::ops::Range<u64>) -> Vec<f32> {
    let mut out = vec![0.0; (range.end - range.start) as usize];
    mission.with_layers(layers).fill(range.start, &mut out);
    out
}

fn energy(samples: &[f32]) -> f64 {
    samples.iter().map(|&s| f64::from(s).powi(2)).sum()
}

fn rms(samples: &[f32]) -> f64 {
    (energy(samples) / samples.len().max(1) as f64).sqrt()
}

/// The end of each phase of `cues`, in samples at `rate`.
fn phase_ends(cues: &[missions::Cue], rate: u32) -> Vec<u64> {
    cues.iter()
        .filter(|c| matches!(c.kind, CueKind::PhaseEnd { .. }))
        .map(|c| ms_to_sample(c.at_ms + missions::timeline::countdown_ms(), rate))
        .collect()
}

fn mission_one(atmosphere: Atmosphere) -> (Mission, Vec<u64>) {
    let (_, cues) = shipped_cues("mission-1", 5);
    let (mission, _) = Mission::new(&cues, &default_voice(), None);
    let ends = phase_ends(&cues, mission.sample_rate());
    (mission.with_atmosphere(atmosphere), ends)
}

#[test]
fn alarm_energy_rises_from_phase_1_to_phase_3() {
    let (mission, ends) = mission_one(Atmosphere::default());
    let minute = u64::from(mission.sample_rate()) * 60;
    let energies: Vec<f64> = ends
        .iter()
        .map(|&end| energy(&stem(&mission, ALARMS, end - minute..end)))
        .collect();
    assert_eq!(energies.len(), 3);
    assert!(energies[0] > 0.0, "phase 1 has alarms: {energies:?}");
    assert!(
        energies[1] > 1.5 * energies[0] && energies[2] > 1.5 * energies[1],
        "alarms escalate: {energies:?}"
    );
    // Before the last minute of phase 1 there is no alarm at all.
    assert_eq!(energy(&stem(&mission, ALARMS, 0..ends[0] - minute)), 0.0);
}

#[test]
fn sirens_sound_only_when_asked_for_and_only_in_the_last_twenty_seconds() {
    let (plain, ends) = mission_one(Atmosphere::default());
    let (sirens, _) = mission_one(WITH_SIRENS);
    let (only_sirens, _) = mission_one(Atmosphere {
        alarms: false,
        sirens: true,
    });
    let (nothing, _) = mission_one(Atmosphere {
        alarms: false,
        sirens: false,
    });
    let rate = u64::from(plain.sample_rate());
    let whole = 0..plain.len_samples();
    assert_eq!(energy(&stem(&nothing, ALARMS, whole.clone())), 0.0);
    let siren_stem = stem(&only_sirens, ALARMS, whole.clone());
    let mut siren_windows = 0.0;
    for &end in &ends {
        let window = (end - 20 * rate) as usize..end as usize;
        siren_windows += energy(&siren_stem[window.clone()]);
        assert!(energy(&siren_stem[window]) > 0.0, "a siren before {end}");
    }
    assert!(
        (energy(&siren_stem) - siren_windows).abs() < 1e-9,
        "no siren outside the last twenty seconds of a phase"
    );
    // Switching sirens on changes nothing outside those windows.
    let with = stem(&sirens, Layers::ALL, whole.clone());
    let without = stem(&plain, Layers::ALL, whole);
    for (n, (a, b)) in with.iter().zip(&without).enumerate() {
        let n = n as u64;
        if !ends.iter().any(|&end| n + 20 * rate >= end && n < end) {
            assert_eq!(a, b, "sample {n}");
        }
    }
}

/// How far under the voice (dB of RMS) `under` stays over each announcement of every shipped
/// track spoken by `voice`, with the sirens on: the quietest margin, how many announcements
/// had alarms under them, and the fewest of one track. Panics naming the first announcement
/// under 10 dB.
fn margin_under_voice(voice: &Voice, under: Layers, what: &str) -> (f64, usize, usize) {
    let mut worst = f64::INFINITY;
    let mut with_alarms = 0;
    let mut fewest = usize::MAX;
    for (stem_name, _) in missions::track::shipped() {
        let (_, cues) = shipped_cues(stem_name, 5);
        let (mission, _) = Mission::new(&cues, voice, None);
        let mission = mission.with_atmosphere(WITH_SIRENS);
        let rate = mission.sample_rate();
        let mut heard = 0;
        for cue in &cues {
            let start = ms_to_sample(cue.at_ms, rate);
            let end = start + ms_to_sample(cue.duration_ms(), rate);
            if rms(&stem(&mission, ALARMS, start..end)) == 0.0 {
                continue;
            }
            heard += 1;
            let below = rms(&stem(&mission, under, start..end));
            let spoken = rms(&stem(&mission, Layers::VOICE, start..end));
            let db = 20.0 * (spoken / below).log10();
            worst = worst.min(db);
            assert!(
                db >= 10.0,
                "{what}: {stem_name} at {} ms: only {db:.1} dB under the voice",
                cue.at_ms
            );
        }
        with_alarms += heard;
        fewest = fewest.min(heard);
    }
    (worst, with_alarms, fewest)
}

#[test]
fn alarms_and_sirens_stay_10_db_under_the_voice_in_every_announcement() {
    let (worst, _, fewest) = margin_under_voice(&default_voice(), ALARMS, "alarms");
    assert!(fewest >= 2, "alarms under the last warnings of every track");
    eprintln!("alarms and sirens at least {worst:.1} dB under the voice");
}

/// The rule holds whichever shipped voice speaks (audio/voices/default, de, fr, cs, es: the
/// espeak voices are quieter and shorter than the English one).
#[test]
fn every_language_s_voice_stays_10_db_over_the_alarms() {
    for &which in BuiltinVoice::VARIANTS {
        let (voice, problems) = Voice::builtin(which, audio::DEFAULT_SAMPLE_RATE);
        assert!(problems.is_empty(), "{which}: {problems:?}");
        let what = format!("{which} voice, alarms");
        // Where the bed alone comes within 10 dB of a quieter voice the alarms are silent
        // under it, so a track may have none under its announcements; the voice has some.
        let (worst, heard, _) = margin_under_voice(&voice, ALARMS, &what);
        assert!(heard > 0, "{what}: alarms under no announcement");
        eprintln!("{what}: at least {worst:.1} dB under the voice ({heard} announcements)");
    }
}

/// The bed and the alarms together, in every shipped voice: over every announcement where
/// the bed alone is at least 10 dB under the voice, the bed with the alarms and sirens over
/// it is too (the alarms are ducked over the bed they sound over); where the bed alone is
/// not (a countdown's pauses in a loud phase 3), the alarms add nothing to it.
#[test]
fn every_language_s_voice_stays_10_db_over_the_bed_and_the_alarms_together() {
    let db_under = |mission: &Mission, layers: Layers, span: std::ops::Range<u64>| {
        let below = rms(&stem(mission, layers, span.clone()));
        let spoken = rms(&stem(mission, Layers::VOICE, span));
        20.0 * (spoken / below).log10()
    };
    for &which in BuiltinVoice::VARIANTS {
        let (voice, _) = Voice::builtin(which, audio::DEFAULT_SAMPLE_RATE);
        let (mut checked, mut bed_loud, mut worst) = (0, 0, f64::INFINITY);
        for (stem_name, _) in missions::track::shipped() {
            let (_, cues) = shipped_cues(stem_name, 5);
            let (mission, _) = Mission::new(&cues, &voice, None);
            let mission = mission.with_atmosphere(WITH_SIRENS);
            let rate = mission.sample_rate();
            for cue in &cues {
                let start = ms_to_sample(cue.at_ms, rate);
                let span = start..start + ms_to_sample(cue.duration_ms(), rate);
                let bed = db_under(&mission, BED, span.clone());
                let together = db_under(&mission, BED_AND_ALARMS, span);
                let at = format!("{which} voice: {stem_name} at {} ms", cue.at_ms);
                if bed >= 10.0 {
                    checked += 1;
                    worst = worst.min(together);
                    assert!(
                        together >= 10.0,
                        "{at}: bed and alarms {together:.1} dB under"
                    );
                } else {
                    bed_loud += 1;
                    assert!(
                        together >= bed - 0.1,
                        "{at}: the alarms add to a bed {bed:.1} dB under: {together:.1} dB"
                    );
                }
            }
        }
        eprintln!(
            "{which} voice: bed and alarms at least {worst:.1} dB under it in {checked} \
             announcements; the bed alone under 10 dB in {bed_loud}"
        );
    }
}
