//! The atmosphere over the bed: alarms that escalate phase by phase and optional sirens, all
//! generated (no recorded sample), and always ducked under the announcer.
//!
//! **Alarms** sound in the last minute of every phase: bursts of klaxon honks, more often,
//! with more honks, higher and louder in each later phase (phase 1 a burst every 15 s of
//! 2 honks; phase 3 every 6 s of 4). **Sirens** (a setting, `render --sirens`) wail over the
//! last twenty seconds of each phase, louder phase by phase.
//!
//! **Under the voice, by measurement.** The mixer does not trust constants: when the mission
//! is built, each announcer clip's RMS is measured and compared with the RMS of the bed (the
//! ship's ambience and tension) with the alarms and sirens over it, over exactly that clip's
//! samples; where they would come within [`DUCK_MARGIN_DB`] of the voice the alarms and
//! sirens are turned down (ducked) until the bed and they together are at that margin, for
//! the whole clip, with short ramps outside it. So over any clip, and hence over any
//! announcement (its clips back to back), the alarms' RMS, and the bed's and the alarms'
//! together, are at least [`DUCK_MARGIN_DB`] under the voice's, whatever voice pack speaks
//! (as long as the bed alone is: the alarms then fall silent under that clip).
//!
//! Like the rest of the soundtrack, every sample is a pure function of its index.

use std::f64::consts::TAU;
use std::ops::Range;

/// How far under the voice's RMS the alarms and sirens are held during each clip, in dB
/// (the promise is 10 dB; 2 more for the rounding of a 16-bit render and for clips that
/// overlap).
pub const DUCK_MARGIN_DB: f64 = 12.0;

/// Seconds before each phase end at which the alarms start.
const ALARM_SECONDS: u64 = 60;
/// Seconds before each phase end at which the sirens start.
const SIREN_SECONDS: u64 = 20;
/// A burst of honks every this many seconds, per phase (1, 2, 3 and later).
const BURST_EVERY_MS: [u64; 3] = [15_000, 10_000, 6_000];
/// Honks per burst, per phase.
const HONKS: [u64; 3] = [2, 3, 4];
/// One honk: this long on, then a gap to the next.
const HONK_MS: u64 = 260;
const HONK_PERIOD_MS: u64 = 380;
/// The honk's pitch per phase: the klaxon rises as the mission goes on.
const HONK_HZ: [f64; 3] = [370.0, 415.0, 466.0];
/// Peak level of a honk per phase (the voice peaks near 0.8, the bed near 0.2).
const ALARM_LEVEL: [f32; 3] = [0.05, 0.08, 0.12];
/// Peak level of the siren per phase.
const SIREN_LEVEL: [f32; 3] = [0.04, 0.06, 0.09];
/// Ramps of the ducking (outside each clip) and of each honk, in milliseconds.
const DUCK_RAMP_MS: u64 = 40;
const EDGE_MS: u64 = 6;

/// What plays over the generated bed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Atmosphere {
    /// The alarms of the last minute of each phase.
    pub alarms: bool,
    /// The sirens of the last twenty seconds of each phase.
    pub sirens: bool,
}

impl Default for Atmosphere {
    /// Alarms on, sirens off.
    fn default() -> Atmosphere {
        Atmosphere {
            alarms: true,
            sirens: false,
        }
    }
}

/// One clip's stretch of samples and the gain the atmosphere is held to over it.
#[derive(Debug, Clone, PartialEq)]
struct Duck {
    span: Range<u64>,
    gain: f32,
}

/// The alarms and sirens of one mission, with their ducking under its clips.
#[derive(Debug, Clone)]
pub(crate) struct Alarms {
    rate: u64,
    /// The end of each phase, in samples.
    phase_ends: Vec<u64>,
    atmosphere: Atmosphere,
    /// By start; spans do not overlap unless the clips do.
    ducks: Vec<Duck>,
    ramp: u64,
    /// One honk of each phase's klaxon (1, 2, 3 and later), sample by sample: every honk of
    /// a phase is the same, so mixing copies it instead of computing four sines a sample.
    honks: [Vec<f32>; 3],
}

impl Alarms {
    /// The atmosphere of a mission whose phases end at `phase_ends` (samples), ducked under
    /// the `clips` placed at their start samples, over the `bed` (which adds its samples from
    /// a start sample to a buffer).
    pub(crate) fn new(
        rate: u32,
        phase_ends: Vec<u64>,
        atmosphere: Atmosphere,
        clips: &[(u64, &[f32])],
        bed: &dyn Fn(u64, &mut [f32]),
    ) -> Alarms {
        let rate = u64::from(rate);
        let mut alarms = Alarms {
            rate,
            phase_ends,
            atmosphere,
            ducks: Vec::new(),
            ramp: (rate * DUCK_RAMP_MS / 1000).max(1),
            honks: [0, 1, 2].map(|p| {
                let on = HONK_MS * rate / 1000;
                (0..on).map(|within| honk_sample(rate, within, p)).collect()
            }),
        };
        let limit = 10f64.powf(-DUCK_MARGIN_DB / 20.0);
        // The atmosphere under each clip, mixed as it will sound (no ducks yet: a gain of 1),
        // and the bed under it.
        let mut under = Vec::new();
        let mut below = Vec::new();
        let mut ducks: Vec<Duck> = clips
            .iter()
            .filter_map(|&(start, samples)| {
                let span = start..start + samples.len() as u64;
                if !alarms
                    .windows()
                    .any(|w| w.start < span.end && span.start < w.end)
                {
                    return None;
                }
                under.clear();
                under.resize(samples.len(), 0.0);
                alarms.add(start, &mut under);
                if under.iter().all(|&s| s == 0.0) {
                    return None;
                }
                below.clear();
                below.resize(samples.len(), 0.0);
                bed(start, &mut below);
                let gain = duck_gain(samples, &under, &below, limit) as f32;
                (gain < 1.0).then_some(Duck { span, gain })
            })
            .collect();
        ducks.sort_by_key(|d| d.span.start);
        alarms.ducks = ducks;
        alarms
    }

    /// Each phase's stretch where anything may sound (the alarms' last minute, which holds
    /// the sirens' twenty seconds), with the phase (0-based) and its end.
    fn windows(&self) -> impl Iterator<Item = Window> + '_ {
        let reach = ALARM_SECONDS.max(SIREN_SECONDS) * self.rate;
        let starts = std::iter::once(0).chain(self.phase_ends.iter().copied());
        starts
            .zip(&self.phase_ends)
            .enumerate()
            .map(move |(phase, (phase_start, &end))| Window {
                start: end.saturating_sub(reach).max(phase_start),
                end,
                phase,
            })
    }

    /// Adds the ducked alarms and sirens for samples `start..start + out.len()` to `out`.
    /// Only the last minute of each phase is visited; with the alarms alone, only their
    /// honks.
    pub(crate) fn add(&self, start: u64, out: &mut [f32]) {
        if !self.atmosphere.alarms && !self.atmosphere.sirens {
            return;
        }
        let end = start + out.len() as u64;
        for window in self.windows() {
            let (from, to) = (window.start.max(start), window.end.min(end));
            if from >= to {
                continue;
            }
            if self.atmosphere.sirens {
                for n in from..to {
                    let raw = self.raw_in(n, window.phase, window.end);
                    if raw != 0.0 {
                        out[(n - start) as usize] += raw * self.gain(n);
                    }
                }
            } else {
                self.add_honks(&window, from..to, start, out);
            }
        }
    }

    /// Adds the ducked honks of `window` over the samples `span` (within it) to `out`, which
    /// starts at sample `start`: burst by burst, honk by honk, as [`Alarms::honk`] lays them.
    fn add_honks(&self, window: &Window, span: Range<u64>, start: u64, out: &mut [f32]) {
        let p = window.phase.min(2);
        let ms = |m: u64| m * self.rate / 1000;
        let (burst, period) = (ms(BURST_EVERY_MS[p]), ms(HONK_PERIOD_MS));
        if burst == 0 || period == 0 {
            return;
        }
        // Samples counted from the start of the alarms' minute (which may lie before the
        // phase's start when the phase is short).
        let origin = ALARM_SECONDS * self.rate;
        let since = span.start + origin - window.end..span.end + origin - window.end;
        let honk = &self.honks[p];
        let mut burst_start = since.start / burst * burst;
        while burst_start < since.end {
            for index in 0..HONKS[p] {
                let honk_start = burst_start + index * period;
                let honk_end =
                    (honk_start + (honk.len() as u64).min(period)).min(burst_start + burst);
                for s in honk_start.max(since.start)..honk_end.min(since.end) {
                    let sample = honk[(s - honk_start) as usize];
                    if sample != 0.0 {
                        let n = s + window.end - origin;
                        out[(n - start) as usize] += sample * self.gain(n);
                    }
                }
            }
            burst_start += burst;
        }
    }

    /// The gain of the ducking at sample `n`: the lowest any clip asks for there.
    fn gain(&self, n: u64) -> f32 {
        let ramp = self.ramp;
        // The ducks whose reach (span and ramps) covers n: spans are sorted by start and a
        // clip is never longer than a minute, so the search starts a little before.
        let first = self.ducks.partition_point(|d| d.span.end + ramp <= n);
        self.ducks[first..]
            .iter()
            .take_while(|d| d.span.start <= n + ramp)
            .map(|d| {
                let distance = if n < d.span.start {
                    d.span.start - n
                } else if n >= d.span.end {
                    n + 1 - d.span.end
                } else {
                    0
                };
                let x = distance.min(ramp) as f32 / ramp as f32;
                d.gain + (1.0 - d.gain) * x
            })
            .fold(1.0, f32::min)
    }

    /// The phase (0-based) whose end is the next at or after `n`, and that end. (The mixer
    /// walks the phases' windows instead; the tests ask sample by sample.)
    #[cfg(test)]
    fn phase_of(&self, n: u64) -> Option<(usize, u64)> {
        let i = self.phase_ends.partition_point(|&end| end <= n);
        self.phase_ends.get(i).map(|&end| (i, end))
    }

    /// The undocked atmosphere at sample `n`.
    #[cfg(test)]
    fn raw(&self, n: u64) -> f32 {
        let Some((phase, end)) = self.phase_of(n) else {
            return 0.0;
        };
        self.raw_in(n, phase, end)
    }

    /// The undocked atmosphere at sample `n` of phase `phase` (0-based), which ends at `end`.
    fn raw_in(&self, n: u64, phase: usize, end: u64) -> f32 {
        let p = phase.min(2);
        let mut sample = 0.0;
        if self.atmosphere.alarms && end - n <= ALARM_SECONDS * self.rate {
            sample += self.honk(n - (end - ALARM_SECONDS * self.rate), p);
        }
        if self.atmosphere.sirens && end - n <= SIREN_SECONDS * self.rate {
            sample += self.siren(n - (end - SIREN_SECONDS * self.rate), p);
        }
        sample
    }

    /// The klaxon `since` samples into the alarm window of a phase `p` (0-based).
    fn honk(&self, since: u64, p: usize) -> f32 {
        let ms = |m: u64| m * self.rate / 1000;
        let offset = since % ms(BURST_EVERY_MS[p]);
        let (index, within) = (offset / ms(HONK_PERIOD_MS), offset % ms(HONK_PERIOD_MS));
        if index >= HONKS[p] {
            return 0.0;
        }
        self.honks[p].get(within as usize).copied().unwrap_or(0.0)
    }

    /// The siren `since` samples into the siren window of phase `p`: a tone wailing between
    /// 500 and 1,200 Hz, one rise and fall every two seconds (the phase of a sinusoidal
    /// sweep in closed form, so any sample stands alone).
    fn siren(&self, since: u64, p: usize) -> f32 {
        let t = since as f64 / self.rate as f64;
        let (centre, swing, rate) = (850.0, 350.0, 0.5);
        let phase = TAU * centre * t + swing / rate * (1.0 - (TAU * rate * t).cos());
        let fade = (t / 0.5).min(1.0) as f32;
        SIREN_LEVEL[p] * fade * (phase.sin() + 0.25 * (2.0 * phase).sin()) as f32 / 1.25
    }
}

/// One phase's stretch of the atmosphere (see [`Alarms::windows`]).
struct Window {
    start: u64,
    end: u64,
    phase: usize,
}

/// The klaxon of phase `p` (0-based) `within` samples into a honk, at `rate` samples a
/// second (silence past the honk's end).
fn honk_sample(rate: u64, within: u64, p: usize) -> f32 {
    let ms = |m: u64| m * rate / 1000;
    let on = ms(HONK_MS);
    if within >= on {
        return 0.0;
    }
    let edge = ms(EDGE_MS).max(1);
    let env = within.min(on - 1 - within).min(edge) as f32 / edge as f32;
    let t = within as f64 / rate as f64;
    // A buzzy klaxon: the odd harmonics of a square wave, the top ones softened.
    let hz = HONK_HZ[p];
    let tone = (TAU * hz * t).sin()
        + (TAU * 3.0 * hz * t).sin() / 3.0
        + (TAU * 5.0 * hz * t).sin() / 6.0
        + (TAU * 7.0 * hz * t).sin() / 12.0;
    ALARM_LEVEL[p] * env * (0.7 * tone) as f32
}

/// The root mean square of some samples (0 for none).
/// The largest gain (0 to 1) of the alarms `a` over the bed `b` under the `voice` at which
/// the RMS of `b + gain * a` is at most `limit` times the voice's. The mean square of the
/// sum is `A g² + 2 B g + C` (A of the alarms, C of the bed, B their product); it is at
/// most the target from g = 0 (when the bed alone is) up to the larger root. A bed already
/// over the target leaves the alarms nothing: 0.
fn duck_gain(voice: &[f32], a: &[f32], b: &[f32], limit: f64) -> f64 {
    let mean = |f: &dyn Fn(usize) -> f64| (0..a.len()).map(f).sum::<f64>() / a.len().max(1) as f64;
    let aa = mean(&|i| f64::from(a[i]).powi(2));
    if aa == 0.0 {
        return 1.0;
    }
    let ab = mean(&|i| f64::from(a[i]) * f64::from(b[i]));
    let bb = mean(&|i| f64::from(b[i]).powi(2));
    let target = rms(voice.iter().copied()).powi(2) * limit * limit;
    if aa + 2.0 * ab + bb <= target {
        return 1.0;
    }
    if bb >= target {
        return 0.0;
    }
    let root = (-ab + (ab * ab - aa * (bb - target)).sqrt()) / aa;
    root.clamp(0.0, 1.0)
}

fn rms(samples: impl Iterator<Item = f32>) -> f64 {
    let (sum, count) = samples.fold((0.0, 0u64), |(s, c), x| (s + f64::from(x).powi(2), c + 1));
    if count == 0 {
        0.0
    } else {
        (sum / count as f64).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATE: u32 = 8_000;

    fn alarms(atmosphere: Atmosphere, clips: &[(u64, &[f32])]) -> Alarms {
        Alarms::new(
            RATE,
            vec![800_000, 1_600_000, 2_400_000],
            atmosphere,
            clips,
            &|_, _| {},
        )
    }

    #[test]
    fn any_block_partition_renders_the_same_samples() {
        let quiet = vec![0.01_f32; 30_000];
        let a = alarms(
            Atmosphere {
                alarms: true,
                sirens: true,
            },
            &[(2_300_000, &quiet)],
        );
        let mut whole = vec![0.0; 200_000];
        a.add(2_250_000, &mut whole);
        let mut pieces = vec![0.0; 200_000];
        let mut at = 0;
        for len in [1, 7, 511, 4_096, 33, 100_000].iter().cycle() {
            if at >= pieces.len() {
                break;
            }
            let end = (at + len).min(pieces.len());
            a.add(2_250_000 + at as u64, &mut pieces[at..end]);
            at = end;
        }
        assert_eq!(whole, pieces);
    }

    #[test]
    fn the_honks_laid_burst_by_burst_are_the_samples_one_by_one() {
        let quiet = vec![0.01_f32; 30_000];
        let a = alarms(
            Atmosphere::default(),
            &[(2_350_000, &quiet), (790_000, &quiet)],
        );
        let mut mixed = vec![0.0; 2_400_000];
        a.add(0, &mut mixed);
        for (n, &sample) in (0u64..).zip(&mixed) {
            let raw = a.raw(n);
            let expected = if raw == 0.0 { 0.0 } else { raw * a.gain(n) };
            assert_eq!(sample.to_bits(), expected.to_bits(), "sample {n}");
        }
    }

    #[test]
    fn nothing_sounds_before_the_last_minute_or_when_switched_off() {
        let a = alarms(Atmosphere::default(), &[]);
        assert!((0..800_000 - 60 * 8_000).all(|n| a.raw(n) == 0.0));
        assert!((800_000 - 60 * 8_000..800_000).any(|n| a.raw(n) != 0.0));
        let off = alarms(
            Atmosphere {
                alarms: false,
                sirens: false,
            },
            &[],
        );
        assert!((0..2_400_000).step_by(17).all(|n| off.raw(n) == 0.0));
    }

    #[test]
    fn a_quiet_clip_ducks_the_alarm_under_it_to_the_margin() {
        let quiet = vec![0.01_f32; 16_000];
        let a = alarms(Atmosphere::default(), &[(2_350_000, &quiet)]);
        let under = rms((2_350_000..2_366_000).map(|n| a.raw(n) * a.gain(n)));
        let db = 20.0 * (0.01 / under).log10();
        assert!(db >= DUCK_MARGIN_DB - 0.01, "{db} dB under the clip");
        assert_eq!(a.gain(2_300_000), 1.0, "no ducking far from the clip");
    }
}
