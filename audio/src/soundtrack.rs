//! The generated soundtrack: the ship's ambience under the whole mission, tension that rises in
//! phases 2 and 3, static for exactly each communications blackout and the data-transfer beeps.
//!
//! Every sample is a pure function of its index (loops are precomputed tables, noise is a hash
//! of the index), so any stretch renders the same whether it is played live in small blocks,
//! rendered offline in one go, or reached by a seek. Levels are chosen so that the whole bed
//! peaks at least 10 dB under the announcer (clips peak at -2 dBFS, the bed at about -14).

use std::f64::consts::TAU;
use std::ops::Range;

/// Length of the ambience and drone loops. Every frequency in them is a multiple of 1/16 Hz,
/// so they repeat seamlessly.
const LOOP_SECONDS: u32 = 16;

/// Peak level of each layer (linear, full scale 1.0).
const STATIC_LEVEL: f32 = 0.08;
const BEEP_LEVEL: f32 = 0.035;

/// Tension per phase (phase 1, 2, 3...): how loud the heartbeat and drone are.
const TENSION: [f32; 3] = [0.0, 0.6, 1.0];
/// Tension fades to its new level over this long after a phase begins.
const TENSION_RAMP_SECONDS: f64 = 3.0;

/// The generated soundtrack of one mission.
#[derive(Debug, Clone)]
pub(crate) struct Generated {
    sample_rate: u32,
    /// One loop of ship ambience: engine hum and rumble, vents.
    ambience: Vec<f32>,
    /// One loop of the tension drone (two detuned low tones that beat).
    drone: Vec<f32>,
    /// The heartbeat of phase 2 (one beat) and of phase 3 (one faster beat).
    pulses: [Vec<f32>; 2],
    /// Sample at which phase 2, 3, ... begin.
    phase_starts: Vec<u64>,
    /// The communications blackouts, in samples (static plays exactly there).
    statics: Vec<Range<u64>>,
    /// The data transfers, in samples (beeps play there).
    beeps: Vec<Range<u64>>,
    /// The mission's length in samples: the ambience fades out before it.
    end: u64,
}

impl Generated {
    /// Builds the soundtrack for a mission of `end` samples.
    pub(crate) fn new(
        sample_rate: u32,
        phase_starts: Vec<u64>,
        statics: Vec<Range<u64>>,
        beeps: Vec<Range<u64>>,
        end: u64,
    ) -> Generated {
        let rate = f64::from(sample_rate);
        let loop_len = (LOOP_SECONDS * sample_rate) as usize;
        let ambience = (0..loop_len)
            .map(|i| {
                let t = i as f64 / rate;
                let sway = 1.0 + 0.25 * (TAU * t / f64::from(LOOP_SECONDS)).sin();
                let hum = 0.020 * (TAU * 55.0 * t).sin()
                    + 0.010 * (TAU * 110.0 * t + 0.4).sin()
                    + 0.005 * (TAU * 165.0 * t + 1.1).sin()
                    + 0.003 * (TAU * 220.0 * t + 2.0).sin();
                let rumble = 0.014 * looped_noise(i, loop_len, 1_600, 1);
                let vents = 0.003 * looped_noise(i, loop_len, 48_000, 2);
                (hum * sway + rumble + vents) as f32
            })
            .collect();
        let drone = (0..loop_len)
            .map(|i| {
                let t = i as f64 / rate;
                let swell = 0.75 + 0.25 * (TAU * t / 8.0).sin();
                let tone = (TAU * 110.0 * t).sin()
                    + (TAU * 110.5 * t).sin()
                    + 0.5 * (TAU * 165.0 * t).sin();
                (0.006 * swell * tone) as f32
            })
            .collect();
        let pulses = [heartbeat(rate, 1.0, 60.0), heartbeat(rate, 0.75, 64.0)];
        Generated {
            sample_rate,
            ambience,
            drone,
            pulses,
            phase_starts,
            statics,
            beeps,
            end,
        }
    }

    /// Adds the ambience and tension (the bed under everything) for samples
    /// `start..start + out.len()` to `out`.
    pub(crate) fn add_ambience(&self, start: u64, out: &mut [f32]) {
        let loop_len = self.ambience.len();
        if loop_len == 0 {
            return;
        }
        let fade_in = u64::from(self.sample_rate) / 2;
        let fade_out = u64::from(self.sample_rate) * 3 / 2;
        let len = usize::try_from(self.end.saturating_sub(start))
            .map_or(out.len(), |left| left.min(out.len()));
        // The places in the loops move on by one a sample: counting them saves two divisions
        // a sample, over the tens of millions of samples of a render.
        let mut k = (start % loop_len as u64) as usize;
        let mut beats = self
            .pulses
            .each_ref()
            .map(|pulse| (start % pulse.len().max(1) as u64) as usize);
        for (n, o) in (start..).zip(&mut out[..len]) {
            let mut gain = 1.0_f32;
            if n < fade_in {
                gain = n as f32 / fade_in as f32;
            }
            let left = self.end - n;
            if left < fade_out {
                gain = gain.min(left as f32 / fade_out as f32);
            }
            let mut sample = self.ambience[k];
            let (phase, tension) = self.tension(n);
            if tension > 0.0 {
                let which = phase.saturating_sub(2).min(1);
                let beat = self.pulses[which][beats[which]];
                sample += tension * (self.drone[k] + beat);
            }
            *o += gain * sample;
            k += 1;
            if k == loop_len {
                k = 0;
            }
            for (beat, pulse) in beats.iter_mut().zip(&self.pulses) {
                *beat += 1;
                if *beat == pulse.len() {
                    *beat = 0;
                }
            }
        }
    }

    /// Adds static (in blackouts) and data-transfer beeps for samples
    /// `start..start + out.len()` to `out`.
    pub(crate) fn add_effects(&self, start: u64, out: &mut [f32]) {
        let end = start + out.len() as u64;
        for window in overlapping(&self.statics, start, end) {
            for n in window.start.max(start)..window.end.min(end) {
                out[(n - start) as usize] += static_sample(n);
            }
        }
        let slot = u64::from(self.sample_rate) / 8;
        let tone_len = u64::from(self.sample_rate) * 45 / 1000;
        let ramp = (u64::from(self.sample_rate) / 500).max(1);
        for window in overlapping(&self.beeps, start, end) {
            for n in window.start.max(start)..window.end.min(end) {
                let since = n - window.start;
                let (index, offset) = (since / slot, since % slot);
                if offset >= tone_len {
                    continue;
                }
                let hz = [1320.0, 1760.0, 1980.0, 2640.0][(hash(index ^ 0xbeef) % 4) as usize];
                let edge = offset.min(tone_len - 1 - offset).min(ramp) as f32 / ramp as f32;
                let t = offset as f64 / f64::from(self.sample_rate);
                out[(n - start) as usize] += BEEP_LEVEL * edge * (TAU * hz * t).sin() as f32;
            }
        }
    }

    /// The phase (1-based) at sample `n` and its tension level, ramped after the phase begins.
    fn tension(&self, n: u64) -> (usize, f32) {
        let phase = 1 + self.phase_starts.iter().filter(|&&s| s <= n).count();
        let level = |p: usize| TENSION[(p - 1).min(TENSION.len() - 1)];
        if phase == 1 {
            return (1, 0.0);
        }
        let began = self.phase_starts[phase - 2];
        let ramp = (TENSION_RAMP_SECONDS * f64::from(self.sample_rate)) as u64;
        let since = n - began;
        if since >= ramp {
            return (phase, level(phase));
        }
        let x = since as f32 / ramp as f32;
        (
            phase,
            level(phase - 1) + (level(phase) - level(phase - 1)) * x,
        )
    }
}

/// The windows of `windows` (sorted by start) that overlap `start..end`.
fn overlapping(windows: &[Range<u64>], start: u64, end: u64) -> impl Iterator<Item = &Range<u64>> {
    windows
        .iter()
        .filter(move |w| w.start < end && w.end > start)
}

/// One sample of radio static: white noise with a slow crackle in its loudness. Never exactly
/// zero, so a test can see where it starts and stops.
pub(crate) fn static_sample(n: u64) -> f32 {
    // Three taps of hashed noise: a gentle low-pass, radio hiss rather than a white-noise hiss.
    let white = 0.5 * unit(hash(n)) + 0.35 * unit(hash(n + 1)) + 0.35 * unit(hash(n + 2));
    let crackle = 0.6 + 0.4 * value_noise(n, 1_800, 3).abs();
    let s = STATIC_LEVEL * white * crackle;
    if s == 0.0 { STATIC_LEVEL * 1e-3 } else { s }
}

/// One beat of a heartbeat ("lub-dub") on a low tone, `period` seconds long.
fn heartbeat(rate: f64, period: f64, hz: f64) -> Vec<f32> {
    let len = (period * rate) as usize;
    (0..len)
        .map(|i| {
            let t = i as f64 / rate;
            let lub = (-t / 0.07).exp();
            let dub = if t >= 0.28 {
                0.7 * (-(t - 0.28) / 0.07).exp()
            } else {
                0.0
            };
            (0.045 * (lub + dub) * (TAU * hz * t).sin()) as f32
        })
        .collect()
}

/// Smooth noise over a loop of `loop_len` samples with `points` random values per loop.
fn looped_noise(i: usize, loop_len: usize, points: u64, seed: u64) -> f64 {
    let pos = i as f64 * points as f64 / loop_len as f64;
    let k = pos.floor() as u64;
    let frac = pos - k as f64;
    let a = f64::from(unit(hash((k % points) ^ (seed << 40))));
    let b = f64::from(unit(hash(((k + 1) % points) ^ (seed << 40))));
    let s = frac * frac * (3.0 - 2.0 * frac);
    a + (b - a) * s
}

/// Smooth noise with one random value every `spacing` samples.
fn value_noise(n: u64, spacing: u64, seed: u64) -> f32 {
    let k = n / spacing;
    let frac = (n % spacing) as f32 / spacing as f32;
    let a = unit(hash(k ^ (seed << 40)));
    let b = unit(hash((k + 1) ^ (seed << 40)));
    let s = frac * frac * (3.0 - 2.0 * frac);
    a + (b - a) * s
}

/// SplitMix64's finaliser: a well-mixed 64-bit hash of `x`.
fn hash(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A hash mapped to [-1, 1).
fn unit(h: u64) -> f32 {
    ((h >> 40) as f32 / (1u64 << 23) as f32) - 1.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn soundtrack() -> Generated {
        Generated::new(
            8_000,
            vec![80_000, 160_000],
            vec![1_000..1_500, 2_000..2_100],
            vec![3_000..5_000, 9_000..9_800],
            240_000,
        )
    }

    #[test]
    fn any_block_partition_renders_the_same_samples() {
        let s = soundtrack();
        let mut whole = vec![0.0; 200_000];
        s.add_ambience(0, &mut whole);
        s.add_effects(0, &mut whole);
        let mut pieces = vec![0.0; 200_000];
        let mut at = 0;
        for len in [1, 7, 511, 4_096, 33, 100_000].iter().cycle() {
            if at >= pieces.len() {
                break;
            }
            let end = (at + len).min(pieces.len());
            s.add_ambience(at as u64, &mut pieces[at..end]);
            s.add_effects(at as u64, &mut pieces[at..end]);
            at = end;
        }
        assert_eq!(whole, pieces);
    }

    #[test]
    fn tension_rises_with_the_phases() {
        let s = soundtrack();
        let energy = |from: u64| {
            let mut only_tension = vec![0.0; 8_000];
            s.add_ambience(from, &mut only_tension);
            let mut calm = vec![0.0; 8_000];
            for (i, c) in calm.iter_mut().enumerate() {
                *c = s.ambience[((from + i as u64) % s.ambience.len() as u64) as usize];
            }
            only_tension
                .iter()
                .zip(&calm)
                .map(|(a, b)| f64::from(a - b).powi(2))
                .sum::<f64>()
        };
        let (p1, p2, p3) = (energy(40_000), energy(120_000), energy(200_000));
        assert!(p1 < 1e-9, "phase 1 has no tension layer, got {p1}");
        assert!(p2 > 0.1 && p3 > p2 * 1.5, "tension p2 {p2} p3 {p3}");
    }

    #[test]
    fn phase_2_beats_at_60_bpm_and_phase_3_at_80() {
        let s = soundtrack();
        for (n, phase_pulse, level) in [(110_000_u64, 0, 0.6_f32), (200_000, 1, 1.0)] {
            let mut out = [0.0];
            s.add_ambience(n, &mut out);
            let k = (n % s.ambience.len() as u64) as usize;
            let pulse = &s.pulses[phase_pulse];
            let beat = pulse[(n % pulse.len() as u64) as usize];
            assert_eq!(
                out[0],
                s.ambience[k] + level * (s.drone[k] + beat),
                "sample {n}"
            );
        }
        assert_eq!(s.pulses[0].len(), 8_000, "one beat a second");
        assert_eq!(s.pulses[1].len(), 6_000, "80 beats a minute");
    }

    #[test]
    fn static_is_never_exactly_silent() {
        assert!((0..1_000_000).all(|n| static_sample(n) != 0.0));
    }
}
