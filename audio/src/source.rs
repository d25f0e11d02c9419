//! The mission as a rodio [`Source`]: the audio device (or the silent backend) pulls samples,
//! and the position of the mission is the number of samples pulled. Pause, seek, volume and
//! "repeat" are requests through a shared [`Transport`], applied by the source between two
//! samples, so a cue can never start early or late whatever the UI thread is doing.
//!
//! A repeat plays one cue's clips again *aside*: while they play the mission does not move
//! (the position, hence the mission clock, holds), then it goes on from where it stood, or
//! stays paused if it was. The crew hears the words again and loses no time to them.

use std::ops::Range;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::Duration;

use rodio::source::SeekError;
use rodio::{ChannelCount, Source};

use crate::mission::{Mission, ms_to_sample};

/// Samples mixed ahead in one go when the device pulls one at a time.
const BLOCK: usize = 1_024;
/// No seek requested.
const NO_SEEK: u64 = u64::MAX;

/// The controls and clock of a playing mission, shared between the audio thread and the UI.
/// Reading it never blocks the audio thread.
#[derive(Debug)]
pub struct Transport {
    sample_rate: u32,
    position: AtomicU64,
    paused: AtomicBool,
    seek_to: AtomicU64,
    volume: AtomicU32,
    finished: AtomicBool,
    /// A requested repeat: the samples of the cue's clips (`NO_SEEK`: none requested).
    replay_from: AtomicU64,
    replay_to: AtomicU64,
    replaying: AtomicBool,
    /// The sample at which the source pauses by itself (`NO_SEEK`: none).
    pause_at: AtomicU64,
}

impl Transport {
    fn new(sample_rate: u32) -> Transport {
        Transport {
            sample_rate,
            position: AtomicU64::new(0),
            paused: AtomicBool::new(false),
            seek_to: AtomicU64::new(NO_SEEK),
            volume: AtomicU32::new(1.0_f32.to_bits()),
            finished: AtomicBool::new(false),
            replay_from: AtomicU64::new(NO_SEEK),
            replay_to: AtomicU64::new(0),
            replaying: AtomicBool::new(false),
            pause_at: AtomicU64::new(NO_SEEK),
        }
    }

    /// Pauses the mission by itself when it reaches mission time `ms` (the first sample at or
    /// after it), exactly there whatever the UI thread is doing; replaces an earlier request.
    pub fn pause_at_ms(&self, ms: u64) {
        let sample = (ms * u64::from(self.sample_rate)).div_ceil(1000);
        self.pause_at.store(sample, Ordering::Release);
    }

    /// Pauses now if the mission has reached the requested pause; true when it did.
    fn reached_pause(&self, pos: u64) -> bool {
        let at = self.pause_at.load(Ordering::Acquire);
        if at == NO_SEEK || pos < at {
            return false;
        }
        self.pause_at.store(NO_SEEK, Ordering::Release);
        self.paused.store(true, Ordering::Release);
        true
    }

    /// Plays the voice samples `span` again, aside: the mission holds still until they have
    /// played ([`Transport::is_replaying`]). A repeat asked during another replaces it.
    pub fn replay(&self, span: Range<u64>) {
        if span.is_empty() {
            return;
        }
        self.replaying.store(true, Ordering::Release);
        self.replay_to.store(span.end, Ordering::Release);
        self.replay_from.store(span.start, Ordering::Release);
    }

    /// Whether a repeat is playing (or asked for and about to play).
    pub fn is_replaying(&self) -> bool {
        self.replaying.load(Ordering::Acquire)
    }

    /// The mission position in samples: samples played (a pending seek counts as done).
    pub fn position_samples(&self) -> u64 {
        match self.seek_to.load(Ordering::Acquire) {
            NO_SEEK => self.position.load(Ordering::Acquire),
            target => target,
        }
    }

    /// The mission time in milliseconds, for the UI's clock.
    pub fn position_ms(&self) -> u64 {
        self.position_samples() * 1000 / u64::from(self.sample_rate)
    }

    /// Whether the mission is paused.
    pub fn is_paused(&self) -> bool {
        self.paused.load(Ordering::Acquire)
    }

    /// Pauses (the source plays silence and the clock stops) or resumes.
    pub fn set_paused(&self, paused: bool) {
        self.paused.store(paused, Ordering::Release);
    }

    /// Moves the mission to `ms` (clamped to its end) before the next sample.
    pub fn seek_ms(&self, ms: u64) {
        self.seek_to
            .store(ms_to_sample(ms, self.sample_rate), Ordering::Release);
        self.finished.store(false, Ordering::Release);
    }

    /// The volume, a linear gain (1.0 = as rendered).
    pub fn volume(&self) -> f32 {
        f32::from_bits(self.volume.load(Ordering::Relaxed))
    }

    /// Sets the volume, a linear gain clamped to 0.0..=2.0.
    pub fn set_volume(&self, volume: f32) {
        let v = if volume.is_finite() {
            volume.clamp(0.0, 2.0)
        } else {
            1.0
        };
        self.volume.store(v.to_bits(), Ordering::Relaxed);
    }

    /// Whether the mission has played to its end.
    pub fn is_finished(&self) -> bool {
        self.finished.load(Ordering::Acquire)
    }

    /// The sample rate the position counts in.
    pub fn sample_rate(&self) -> u32 {
        self.sample_rate
    }
}

/// A mission as a mono rodio [`Source`], rendering by sample index from the pre-decoded
/// [`Mission`].
#[derive(Debug)]
pub struct MissionSource {
    mission: Arc<Mission>,
    transport: Arc<Transport>,
    block: Vec<f32>,
    block_start: u64,
    block_len: usize,
    pos: u64,
    hold_at_end: bool,
    aside: Option<Aside>,
}

/// A repeat being played: the cue's samples, the next one to play, and a block mixed ahead.
#[derive(Debug)]
struct Aside {
    span: Range<u64>,
    at: u64,
    block: Vec<f32>,
    block_start: u64,
    block_len: usize,
}

impl MissionSource {
    /// A source at the start of `mission`, with a new transport.
    pub fn new(mission: Arc<Mission>) -> MissionSource {
        let transport = Arc::new(Transport::new(mission.sample_rate()));
        MissionSource::with_transport(mission, transport)
    }

    /// A source driven by an existing transport (picks up its position).
    pub fn with_transport(mission: Arc<Mission>, transport: Arc<Transport>) -> MissionSource {
        let pos = transport.position.load(Ordering::Acquire);
        MissionSource {
            mission,
            transport,
            block: vec![0.0; BLOCK],
            block_start: 0,
            block_len: 0,
            pos,
            hold_at_end: false,
            aside: None,
        }
    }

    /// Makes the iterator yield silence after the end instead of ending, so a player keeps
    /// the source and a later seek can bring the mission back (the live device uses this).
    pub fn holding_at_end(mut self) -> MissionSource {
        self.hold_at_end = true;
        self
    }

    /// The shared controls and clock.
    pub fn transport(&self) -> &Arc<Transport> {
        &self.transport
    }

    /// Fills `out` with the next samples, as a device pulling them one by one would get them,
    /// but mixing the whole slice at once. Returns how many were written: fewer than
    /// `out.len()` only at the end of the mission. While paused it writes silence and the
    /// position does not move.
    pub fn read(&mut self, out: &mut [f32]) -> usize {
        self.apply_seek();
        self.take_replay();
        if let Some(aside) = &mut self.aside {
            let n = usize::try_from(aside.span.end - aside.at)
                .unwrap_or(usize::MAX)
                .min(out.len());
            let (now, rest) = out.split_at_mut(n);
            self.mission.fill_spoken(&aside.span, aside.at, now);
            let volume = self.transport.volume();
            for s in now.iter_mut() {
                *s = (*s * volume).clamp(-1.0, 1.0);
            }
            aside.at += n as u64;
            if aside.at >= aside.span.end {
                self.end_replay();
            }
            // The rest of the slice goes on with the mission (or its pause).
            return n + if rest.is_empty() { 0 } else { self.read(rest) };
        }
        self.transport.reached_pause(self.pos);
        if self.transport.is_paused() {
            out.fill(0.0);
            return out.len();
        }
        let pause_at = self.transport.pause_at.load(Ordering::Acquire);
        if pause_at != NO_SEEK && pause_at < self.pos + out.len() as u64 {
            // Play up to the pause, then the rest of the slice is the pause's silence.
            let (now, rest) = out.split_at_mut(usize::try_from(pause_at - self.pos).unwrap_or(0));
            let got = self.read(now);
            if got < now.len() {
                return got;
            }
            return got + self.read(rest);
        }
        let left = self.mission.len_samples().saturating_sub(self.pos);
        let n = out.len().min(usize::try_from(left).unwrap_or(usize::MAX));
        self.mission.fill(self.pos, &mut out[..n]);
        let volume = self.transport.volume();
        for s in &mut out[..n] {
            *s = (*s * volume).clamp(-1.0, 1.0);
        }
        self.advance(n as u64);
        n
    }

    /// Takes up a repeat the UI asked for.
    fn take_replay(&mut self) {
        let from = self.transport.replay_from.swap(NO_SEEK, Ordering::AcqRel);
        if from == NO_SEEK {
            return;
        }
        let to = self.transport.replay_to.load(Ordering::Acquire);
        self.aside = Some(Aside {
            span: from..to,
            at: from,
            block: vec![0.0; BLOCK],
            block_start: from,
            block_len: 0,
        });
    }

    fn end_replay(&mut self) {
        self.aside = None;
        // A repeat asked meanwhile is still pending in the transport and keeps the flag.
        if self.transport.replay_from.load(Ordering::Acquire) == NO_SEEK {
            self.transport.replaying.store(false, Ordering::Release);
        }
    }

    /// The next sample of the repeat being played, if one is.
    fn next_aside(&mut self) -> Option<f32> {
        let aside = self.aside.as_mut()?;
        let in_block =
            aside.at >= aside.block_start && aside.at < aside.block_start + aside.block_len as u64;
        if !in_block {
            let left = usize::try_from(aside.span.end - aside.at).unwrap_or(BLOCK);
            aside.block_start = aside.at;
            aside.block_len = left.min(BLOCK);
            self.mission
                .fill_spoken(&aside.span, aside.at, &mut aside.block[..aside.block_len]);
        }
        let sample = aside.block[(aside.at - aside.block_start) as usize];
        aside.at += 1;
        if aside.at >= aside.span.end {
            self.end_replay();
        }
        Some((sample * self.transport.volume()).clamp(-1.0, 1.0))
    }

    fn apply_seek(&mut self) {
        let target = self.transport.seek_to.swap(NO_SEEK, Ordering::AcqRel);
        if target != NO_SEEK {
            self.pos = target.min(self.mission.len_samples());
            self.block_len = 0;
            self.transport.position.store(self.pos, Ordering::Release);
        }
    }

    fn advance(&mut self, n: u64) {
        self.pos += n;
        self.transport.position.store(self.pos, Ordering::Release);
        if self.pos >= self.mission.len_samples() {
            self.transport.finished.store(true, Ordering::Release);
        }
    }
}

impl Iterator for MissionSource {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        self.apply_seek();
        self.take_replay();
        if let Some(sample) = self.next_aside() {
            return Some(sample);
        }
        self.transport.reached_pause(self.pos);
        if self.transport.is_paused() {
            return Some(0.0);
        }
        if self.pos >= self.mission.len_samples() {
            self.transport.finished.store(true, Ordering::Release);
            return self.hold_at_end.then_some(0.0);
        }
        let in_block =
            self.pos >= self.block_start && self.pos < self.block_start + self.block_len as u64;
        if !in_block {
            self.block_start = self.pos;
            self.block_len = BLOCK;
            self.mission.fill(self.pos, &mut self.block);
        }
        let sample = self.block[(self.pos - self.block_start) as usize];
        self.advance(1);
        Some((sample * self.transport.volume()).clamp(-1.0, 1.0))
    }
}

impl Source for MissionSource {
    fn current_span_len(&self) -> Option<usize> {
        // One channel and one rate for the whole mission.
        None
    }

    fn channels(&self) -> ChannelCount {
        ChannelCount::MIN
    }

    fn sample_rate(&self) -> rodio::SampleRate {
        rodio::SampleRate::new(self.mission.sample_rate()).unwrap_or(rodio::SampleRate::MIN)
    }

    fn total_duration(&self) -> Option<Duration> {
        Some(Duration::from_millis(self.mission.duration_ms()))
    }

    fn try_seek(&mut self, pos: Duration) -> Result<(), SeekError> {
        let ms = u64::try_from(pos.as_millis()).unwrap_or(u64::MAX / 1_000_000);
        self.transport.seek_ms(ms);
        Ok(())
    }
}
