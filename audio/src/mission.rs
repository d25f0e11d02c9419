//! A mission ready to sound: every clip of every cue placed at its sample, the soundtrack
//! beneath, all mixed by sample index.
//!
//! [`Mission::fill`] is the one mixing routine: the live [`crate::MissionSource`] and the
//! offline [`crate::render()`] both call it, so what the tests hear is what the table hears.

use std::ops::Range;
use std::path::PathBuf;
use std::sync::Arc;

use missions::{Cue, CueKind};

use crate::decode::{DecodeError, Mono, decode_file, resample};
use crate::soundtrack::Generated;
use crate::voice::Voice;
use crate::warning::Warning;

/// The sample rate used unless the options or a soundtrack file say otherwise.
pub const DEFAULT_SAMPLE_RATE: u32 = 44_100;

/// The countdown clip starts this long before its phase ends (missions.md 1): the next phase
/// begins `COUNTDOWN_MS` after a [`CueKind::PhaseEnd`] cue when no phase ends are given.
pub const COUNTDOWN_MS: u64 = 7_000;

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
}

impl Layers {
    /// Everything: what the table hears.
    pub const ALL: Layers = Layers {
        voice: true,
        ambience: true,
        effects: true,
    };
    /// Only the announcer (`render --voice-only`).
    pub const VOICE: Layers = Layers {
        voice: true,
        ambience: false,
        effects: false,
    };
    /// Only the soundtrack, without the announcer.
    pub const SOUNDTRACK: Layers = Layers {
        voice: false,
        ambience: true,
        effects: true,
    };
}

impl Default for Layers {
    fn default() -> Layers {
        Layers::ALL
    }
}

/// How to build a mission's sound.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MissionOptions {
    /// Output sample rate; `None` takes the soundtrack file's rate, else
    /// [`DEFAULT_SAMPLE_RATE`].
    pub sample_rate: Option<u32>,
    /// A voice-pack folder replacing the default voice (missing clips fall back).
    pub voice_pack: Option<PathBuf>,
    /// A soundtrack file (MP3, Ogg Vorbis, FLAC, WAV) played instead of the generated one;
    /// the mission time is then its position.
    pub soundtrack: Option<PathBuf>,
    /// Where each phase ends, in mission milliseconds (the track's `phases`): the tension rises
    /// there. Empty: taken from the [`CueKind::PhaseEnd`] cues plus [`COUNTDOWN_MS`].
    pub phase_ends_ms: Vec<u64>,
    /// What to mix; `None` means [`Layers::ALL`].
    pub layers: Option<Layers>,
}

/// The options of an offline render: the same as a live mission's.
pub type RenderOptions = MissionOptions;

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

/// What plays under the voice.
#[derive(Debug, Clone)]
enum Bed {
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
    blackouts: Vec<Range<u64>>,
    bed: Bed,
    layers: Layers,
}

impl Mission {
    /// Loads the voice (default or pack) and the soundtrack the options name, and schedules
    /// every cue. Problems with files become warnings; the mission is always built.
    pub fn new(cues: &[Cue], options: &MissionOptions) -> (Mission, Vec<Warning>) {
        let mut warnings = Vec::new();
        let file = load_soundtrack(options, &mut warnings);
        let rate = options
            .sample_rate
            .or(file.as_ref().map(|f| f.sample_rate))
            .unwrap_or(DEFAULT_SAMPLE_RATE);
        let (voice, voice_warnings) = match &options.voice_pack {
            Some(dir) => Voice::pack(dir, rate),
            None => Voice::default_voice(rate),
        };
        warnings.extend(voice_warnings);
        let (mission, schedule_warnings) = Mission::schedule(cues, &voice, file, options);
        warnings.extend(schedule_warnings);
        (mission, warnings)
    }

    /// Schedules `cues` with an already decoded voice, whose sample rate becomes the mission's
    /// (the options' `voice_pack` and `sample_rate` are not used; the soundtrack is loaded).
    /// Lets a caller decode a voice once for many missions.
    pub fn with_voice(
        cues: &[Cue],
        voice: &Voice,
        options: &MissionOptions,
    ) -> (Mission, Vec<Warning>) {
        let mut warnings = Vec::new();
        let file = load_soundtrack(options, &mut warnings);
        let (mission, schedule_warnings) = Mission::schedule(cues, voice, file, options);
        warnings.extend(schedule_warnings);
        (mission, warnings)
    }

    /// Places every clip of `cues` and builds the bed; warns about clips the voice lacks.
    fn schedule(
        cues: &[Cue],
        voice: &Voice,
        file: Option<Mono>,
        options: &MissionOptions,
    ) -> (Mission, Vec<Warning>) {
        let rate = voice.sample_rate();
        let mut warnings = Vec::new();
        let mut placed = Vec::new();
        let mut scheduled = Vec::new();
        let mut blackouts = Vec::new();
        let mut transfers = Vec::new();
        let mut phase_starts: Vec<u64> = options
            .phase_ends_ms
            .iter()
            .map(|&ms| ms_to_sample(ms, rate))
            .collect();
        let derive_phases = phase_starts.is_empty();
        for cue in cues {
            let start = ms_to_sample(cue.at_ms, rate);
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
                    warnings.push(Warning::UnknownClip {
                        clip: name.to_owned(),
                        at_ms: cue.at_ms,
                    });
                    continue;
                };
                let len = samples.len() as u64;
                scheduled.push(ScheduledClip {
                    clip: name,
                    text: cue.text.clone(),
                    start_sample: at,
                    len_samples: len,
                });
                placed.push(Placed {
                    start: at,
                    samples: Arc::clone(samples),
                });
                at += len;
            }
            match cue.kind {
                CueKind::CommsDown { seconds } => {
                    blackouts
                        .push(start..ms_to_sample(cue.at_ms + u64::from(seconds) * 1000, rate));
                }
                CueKind::DataTransfer => transfers.push(start..at.max(start + u64::from(rate))),
                CueKind::PhaseEnd { last: false, .. } if derive_phases => {
                    phase_starts.push(ms_to_sample(cue.at_ms + COUNTDOWN_MS, rate));
                }
                _ => {}
            }
        }
        placed.sort_by_key(|p| p.start);
        scheduled.sort_by_key(|s| s.start_sample);
        blackouts.sort_by_key(|r| r.start);
        transfers.sort_by_key(|r| r.start);
        phase_starts.sort_unstable();
        // The last phase end is the end of the operation, not a phase start.
        if !derive_phases {
            phase_starts.pop();
        }
        let sounds_end = placed
            .iter()
            .map(|p| p.start + p.samples.len() as u64)
            .chain(blackouts.iter().map(|r| r.end))
            .chain(transfers.iter().map(|r| r.end))
            .max()
            .unwrap_or(0);
        let file =
            file.map(|mono| Arc::<[f32]>::from(resample(&mono.samples, mono.sample_rate, rate)));
        let file_len = file.as_ref().map_or(0, |f| f.len() as u64);
        let len = (sounds_end + ms_to_sample(TAIL_MS, rate)).max(file_len);
        let bed = match file {
            Some(samples) => Bed::File(samples),
            None => Bed::Generated(Generated::new(
                rate,
                phase_starts,
                blackouts.clone(),
                transfers,
                len,
            )),
        };
        let longest_clip = placed
            .iter()
            .map(|p| p.samples.len() as u64)
            .max()
            .unwrap_or(0);
        let mission = Mission {
            sample_rate: rate,
            len,
            placed,
            longest_clip,
            scheduled,
            blackouts,
            bed,
            layers: options.layers.unwrap_or_default(),
        };
        (mission, warnings)
    }

    /// Mixes samples `start..start + out.len()` into `out` (overwriting it). Samples past the
    /// end of the mission are silence. The result depends only on the indices, never on how
    /// the mission is cut into blocks.
    pub fn fill(&self, start: u64, out: &mut [f32]) {
        out.fill(0.0);
        let end = start + out.len() as u64;
        match &self.bed {
            Bed::Generated(generated) => {
                if self.layers.ambience {
                    generated.add_ambience(start, out);
                }
                if self.layers.effects {
                    generated.add_effects(start, out);
                }
            }
            Bed::File(samples) => {
                if self.layers.ambience {
                    let len = samples.len() as u64;
                    for n in start..end.min(len) {
                        out[(n - start) as usize] += FILE_GAIN * samples[n as usize];
                    }
                }
            }
        }
        if self.layers.voice {
            let first = self
                .placed
                .partition_point(|p| p.start + self.longest_clip <= start);
            for clip in self.placed[first..].iter().take_while(|p| p.start < end) {
                let from = clip.start.max(start);
                let to = (clip.start + clip.samples.len() as u64).min(end);
                for n in from..to {
                    out[(n - start) as usize] += clip.samples[(n - clip.start) as usize];
                }
            }
        }
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
        matches!(self.bed, Bed::File(_))
    }

    /// The same mission mixing other layers (stems for tests and `--voice-only`).
    pub fn with_layers(&self, layers: Layers) -> Mission {
        Mission {
            layers,
            ..self.clone()
        }
    }
}

/// The sample at which mission time `ms` falls: `round(ms * rate / 1000)`.
pub fn ms_to_sample(ms: u64, rate: u32) -> u64 {
    (ms * u64::from(rate) + 500) / 1000
}

/// Decodes the soundtrack file the options name; a problem becomes a warning and `None` (the
/// generated soundtrack plays).
fn load_soundtrack(options: &MissionOptions, warnings: &mut Vec<Warning>) -> Option<Mono> {
    let path = options.soundtrack.as_ref()?;
    match decode_file(path) {
        Ok(mono) => Some(mono),
        Err(DecodeError::Read(reason)) => {
            warnings.push(Warning::SoundtrackMissing {
                path: path.clone(),
                reason,
            });
            None
        }
        Err(DecodeError::Decode(reason)) => {
            warnings.push(Warning::SoundtrackUndecodable {
                path: path.clone(),
                reason,
            });
            None
        }
    }
}
