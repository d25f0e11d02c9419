//! A mission ready to sound: every clip of every cue placed at its sample, the soundtrack
//! beneath, all mixed by sample index.
//!
//! [`Mission::fill`] is the one mixing routine: the live [`crate::MissionSource`] and the
//! offline [`crate::render_wav`] both call it, so what the tests hear is what the table hears.

use std::ops::Range;
use std::sync::Arc;

use missions::timeline::countdown_ms;
use missions::{Cue, CueKind};

use crate::alarms::{Alarms, Atmosphere};
use crate::decode::{DecodeError, SOUNDTRACK_SECONDS, decode_bytes, resample};
use crate::soundtrack::Generated;
use crate::voice::Voice;
use crate::warning::Warning;

/// The sample rate of the default voice, and of a mission unless the caller decodes the voice
/// at another.
pub const DEFAULT_SAMPLE_RATE: u32 = 44_100;

/// Silence after the last sound, so the mission does not end on a cut.
const TAIL_MS: u64 = 1_000;

/// Gain of a user-supplied soundtrack file under the voice (-6 dB).
const FILE_GAIN: f32 = 0.5;

/// Which parts of the sound to mix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layers {
    /// The announcer's clips.
    pub voice: bool,
    /// The ship's ambience and tension bed, or the user's soundtrack file.
    pub ambience: bool,
    /// Static during blackouts and the data-transfer beeps (generated soundtrack only).
    pub effects: bool,
    /// The alarms and sirens over the bed (generated soundtrack only; which of them sound
    /// is the mission's [`Atmosphere`]).
    pub alarms: bool,
}

impl Layers {
    /// Everything: what the table hears.
    pub const ALL: Layers = Layers {
        voice: true,
        ambience: true,
        effects: true,
        alarms: true,
    };
    /// Only the announcer (`render --voice-only`).
    pub const VOICE: Layers = Layers {
        voice: true,
        ambience: false,
        effects: false,
        alarms: false,
    };
    /// Only the soundtrack, without the announcer.
    pub const SOUNDTRACK: Layers = Layers {
        voice: false,
        ambience: true,
        effects: true,
        alarms: true,
    };
}

impl Default for Layers {
    fn default() -> Layers {
        Layers::ALL
    }
}

/// One clip placed on the mission's sample clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduledClip {
    /// The clip's name in the vocabulary.
    pub clip: &'static str,
    /// The text of the cue the clip belongs to (what the screen shows).
    pub text: String,
    /// The first sample of the clip: `round(at_ms * rate / 1000)` for a cue's first clip, the
    /// previous clip's end for the others (a cue's clips play back to back).
    pub start_sample: u64,
    /// The clip's length in samples.
    pub len_samples: u64,
}

/// A soundtrack file, decoded, to play instead of the generated soundtrack. The caller reads
/// the file (the app, at the edge); the mission time is then the file's position.
#[derive(Debug, Clone)]
pub struct Bed {
    samples: Arc<[f32]>,
    sample_rate: u32,
}

impl Bed {
    /// Decodes a soundtrack file's bytes (MP3, Ogg Vorbis, FLAC or WAV; `hint` is the file's
    /// extension), mixed down to mono.
    ///
    /// # Errors
    /// When the bytes are not audio the decoders understand, or audio refused: a sample rate
    /// outside 8-192 kHz, more than 8 channels, longer than 25 minutes.
    pub fn decode(bytes: Vec<u8>, hint: &str) -> Result<Bed, DecodeError> {
        let mono = decode_bytes(bytes, hint, SOUNDTRACK_SECONDS)?;
        Ok(Bed {
            samples: Arc::from(mono.samples),
            sample_rate: mono.sample_rate,
        })
    }

    /// The file's own sample rate.
    pub fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// Its length in samples at its own rate.
    pub fn len_samples(&self) -> u64 {
        self.samples.len() as u64
    }
}

/// What plays under the voice.
#[derive(Debug, Clone)]
enum Under {
    Generated(Generated),
    File(Arc<[f32]>),
}

/// A clip's samples at its place.
#[derive(Debug, Clone)]
struct Placed {
    start: u64,
    samples: Arc<[f32]>,
}

/// A mission's sound, pre-decoded and scheduled: a pure function from sample index to sample.
#[derive(Debug, Clone)]
pub struct Mission {
    sample_rate: u32,
    len: u64,
    placed: Vec<Placed>,
    longest_clip: u64,
    scheduled: Vec<ScheduledClip>,
    /// The samples of each cue's clips, by the cue's mission time: what "repeat" replays.
    spoken: Vec<(u64, Range<u64>)>,
    blackouts: Vec<Range<u64>>,
    bed: Under,
    layers: Layers,
    /// The end of each phase, in samples.
    phase_ends: Vec<u64>,
    /// The alarms and sirens (with the generated soundtrack only).
    alarms: Option<Alarms>,
}

impl Mission {
    /// Schedules every clip of `cues` with a decoded `voice`, whose sample rate becomes the
    /// mission's, over the generated soundtrack or the decoded `bed` (resampled to the voice's
    /// rate). Mixes every layer; see [`Mission::with_layers`]. The warnings name the clips no
    /// voice has; the mission is always built. Reads no file: the caller decodes them.
    pub fn new(cues: &[Cue], voice: &Voice, bed: Option<Bed>) -> (Mission, Vec<Warning>) {
        let rate = voice.sample_rate();
        let Spoken {
            placed,
            scheduled,
            spoken,
            warnings,
        } = Spoken::of(cues, voice);
        let effects = Effects::of(cues, rate);
        let sounds_end = placed
            .iter()
            .map(|p| p.start + p.samples.len() as u64)
            .chain(effects.blackouts.iter().map(|r| r.end))
            .chain(effects.transfers.iter().map(|r| r.end))
            .max()
            .unwrap_or(0);
        let file = bed.map(|bed| Arc::<[f32]>::from(resample(&bed.samples, bed.sample_rate, rate)));
        let file_len = file.as_ref().map_or(0, |f| f.len() as u64);
        let len = (sounds_end + ms_to_sample(TAIL_MS, rate)).max(file_len);
        let bed = match file {
            Some(samples) => Under::File(samples),
            None => Under::Generated(Generated::new(
                rate,
                effects.phase_starts,
                effects.blackouts.clone(),
                effects.transfers,
                len,
            )),
        };
        let longest_clip = placed
            .iter()
            .map(|p| p.samples.len() as u64)
            .max()
            .unwrap_or(0);
        let mut mission = Mission {
            sample_rate: rate,
            len,
            placed,
            longest_clip,
            scheduled,
            spoken,
            blackouts: effects.blackouts,
            bed,
            layers: Layers::ALL,
            phase_ends: effects.phase_ends,
            alarms: None,
        };
        mission.alarms = mission.build_alarms(Atmosphere::default());
        (mission, warnings)
    }

    /// Mixes samples `start..start + out.len()` into `out` (overwriting it). Samples past the
    /// end of the mission are silence. The result depends only on the indices, never on how
    /// the mission is cut into blocks.
    pub fn fill(&self, start: u64, out: &mut [f32]) {
        out.fill(0.0);
        let end = start + out.len() as u64;
        match &self.bed {
            Under::Generated(generated) => {
                if self.layers.ambience {
                    generated.add_ambience(start, out);
                }
                if self.layers.effects {
                    generated.add_effects(start, out);
                }
            }
            Under::File(samples) => {
                if self.layers.ambience {
                    let len = samples.len() as u64;
                    for n in start..end.min(len) {
                        out[(n - start) as usize] += FILE_GAIN * samples[n as usize];
                    }
                }
            }
        }
        if self.layers.alarms
            && let Some(alarms) = &self.alarms
        {
            alarms.add(start, out);
        }
        if self.layers.voice {
            self.add_voice(0..u64::MAX, start, out);
        }
    }

    /// Adds the clips that start within `starting` to samples `start..start + out.len()`.
    fn add_voice(&self, starting: Range<u64>, start: u64, out: &mut [f32]) {
        let end = start + out.len() as u64;
        let first = self
            .placed
            .partition_point(|p| p.start + self.longest_clip <= start);
        let clips = self.placed[first..].iter().take_while(|p| p.start < end);
        for clip in clips.filter(|p| starting.contains(&p.start)) {
            let from = clip.start.max(start);
            let to = (clip.start + clip.samples.len() as u64).min(end);
            for n in from..to {
                out[(n - start) as usize] += clip.samples[(n - clip.start) as usize];
            }
        }
    }

    /// Mixes samples `start..start + out.len()` of the voice of one cue, its clips at
    /// `span` ([`Mission::spoken_at`]), into `out` (overwriting it): the announcement alone,
    /// without the soundtrack or another cue's words. What "repeat" plays.
    pub fn fill_spoken(&self, span: &Range<u64>, start: u64, out: &mut [f32]) {
        out.fill(0.0);
        self.add_voice(span.clone(), start, out);
    }

    /// The samples of the clips of the cue announced at mission time `at_ms`, back to back;
    /// `None` when no cue starts then or no clip of it was found.
    pub fn spoken_at(&self, at_ms: u64) -> Option<Range<u64>> {
        self.spoken
            .iter()
            .find(|(at, _)| *at == at_ms)
            .map(|(_, span)| span.clone())
    }

    /// The output sample rate.
    pub fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// The mission's length in samples (the last sound plus a second, or the soundtrack file).
    pub fn len_samples(&self) -> u64 {
        self.len
    }

    /// The mission's length in milliseconds.
    pub fn duration_ms(&self) -> u64 {
        self.len * 1000 / u64::from(self.sample_rate)
    }

    /// Every clip placed on the sample clock, by start.
    pub fn scheduled(&self) -> &[ScheduledClip] {
        &self.scheduled
    }

    /// The communications blackouts in samples: static plays exactly there.
    pub fn blackouts(&self) -> &[Range<u64>] {
        &self.blackouts
    }

    /// Whether a user soundtrack file plays instead of the generated one.
    pub fn has_soundtrack_file(&self) -> bool {
        matches!(self.bed, Under::File(_))
    }

    /// The same mission with other alarms and sirens over the generated bed (none over a
    /// soundtrack file): alarms on and sirens off unless asked. The ducking under the voice
    /// is measured again for them.
    pub fn with_atmosphere(&self, atmosphere: Atmosphere) -> Mission {
        Mission {
            alarms: self.build_alarms(atmosphere),
            ..self.clone()
        }
    }

    fn build_alarms(&self, atmosphere: Atmosphere) -> Option<Alarms> {
        let Under::Generated(generated) = &self.bed else {
            return None;
        };
        let clips: Vec<(u64, &[f32])> = self
            .placed
            .iter()
            .map(|p| (p.start, &p.samples[..]))
            .collect();
        Some(Alarms::new(
            self.sample_rate,
            self.phase_ends.clone(),
            atmosphere,
            &clips,
            // Ducked over the bed they sound over (its ambience and tension).
            &|start, out| generated.add_ambience(start, out),
        ))
    }

    /// The same mission mixing other layers (stems for tests and `--voice-only`).
    pub fn with_layers(&self, layers: Layers) -> Mission {
        Mission {
            layers,
            ..self.clone()
        }
    }
}

/// The announcer's part of a mission: every clip of every cue on the sample clock, each
/// cue's clips back to back from the cue's time.
struct Spoken {
    /// The clips' samples, by start.
    placed: Vec<Placed>,
    /// The clips, by start.
    scheduled: Vec<ScheduledClip>,
    /// The samples of each cue's clips, by the cue's mission time.
    spoken: Vec<(u64, Range<u64>)>,
    /// The clips the voice does not have.
    warnings: Vec<Warning>,
}

impl Spoken {
    fn of(cues: &[Cue], voice: &Voice) -> Spoken {
        let rate = voice.sample_rate();
        let mut out = Spoken {
            placed: Vec::new(),
            scheduled: Vec::new(),
            spoken: Vec::new(),
            warnings: Vec::new(),
        };
        for cue in cues {
            let start = ms_to_sample(cue.at_ms, rate);
            let end = out.place_cue(cue, voice, start);
            if end > start {
                out.spoken.push((cue.at_ms, start..end));
            }
        }
        out.placed.sort_by_key(|p| p.start);
        out.scheduled.sort_by_key(|s| s.start_sample);
        out
    }

    /// Places a cue's clips from `start`, back to back; returns where the last one ends.
    fn place_cue(&mut self, cue: &Cue, voice: &Voice, start: u64) -> u64 {
        let mut at = start;
        let mut names = cue.clips.iter().copied().peekable();
        while let Some(mut name) = names.next() {
            // A pack that speaks kind and zone as one clip: use it for the pair.
            let merged = names.peek().and_then(|&zone| voice.merged(name, zone));
            let found = match merged {
                Some((merged_name, samples)) => {
                    names.next();
                    name = merged_name;
                    Some(samples)
                }
                None => voice.clip(name),
            };
            let Some(samples) = found else {
                self.warnings.push(Warning::UnknownClip {
                    clip: name.to_owned(),
                    at_ms: cue.at_ms,
                });
                continue;
            };
            let len = samples.len() as u64;
            self.scheduled.push(ScheduledClip {
                clip: name,
                text: cue.text.clone(),
                start_sample: at,
                len_samples: len,
            });
            self.placed.push(Placed {
                start: at,
                samples: Arc::clone(samples),
            });
            at += len;
        }
        at
    }
}

/// What the cues do to the soundtrack, in samples: the blackouts' static, the data
/// transfers' beeps, and where each phase starts and ends.
struct Effects {
    blackouts: Vec<Range<u64>>,
    transfers: Vec<Range<u64>>,
    phase_starts: Vec<u64>,
    phase_ends: Vec<u64>,
}

impl Effects {
    /// The effects follow the timing table (missions::cue::TIMINGS), as the screen does.
    fn of(cues: &[Cue], rate: u32) -> Effects {
        let mut out = Effects {
            blackouts: Vec::new(),
            transfers: Vec::new(),
            phase_starts: Vec::new(),
            phase_ends: Vec::new(),
        };
        for cue in cues {
            let start = ms_to_sample(cue.at_ms, rate);
            match cue.kind {
                CueKind::CommsDown { lasts_ms, .. } => {
                    out.blackouts
                        .push(start..ms_to_sample(cue.at_ms + lasts_ms, rate));
                }
                CueKind::DataTransfer => {
                    let end = ms_to_sample(cue.at_ms + cue.duration_ms(), rate);
                    out.transfers.push(start..end);
                }
                CueKind::PhaseEnd { last, .. } => {
                    let end = ms_to_sample(cue.at_ms + countdown_ms(), rate);
                    out.phase_ends.push(end);
                    if !last {
                        out.phase_starts.push(end);
                    }
                }
                // Spoken only: nothing under the voice changes.
                CueKind::MissionStart
                | CueKind::Threat { .. }
                | CueKind::IgnoredReport { .. }
                | CueKind::IncomingData
                | CueKind::CommsRestored
                | CueKind::PhaseWarning { .. } => {}
            }
        }
        out.blackouts.sort_by_key(|r| r.start);
        out.transfers.sort_by_key(|r| r.start);
        out.phase_starts.sort_unstable();
        out.phase_ends.sort_unstable();
        out
    }
}

/// The sample at which mission time `ms` falls: `round(ms * rate / 1000)`.
pub fn ms_to_sample(ms: u64, rate: u32) -> u64 {
    (ms * u64::from(rate) + 500) / 1000
}
