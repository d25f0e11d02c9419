//! The mission as a rodio [`Source`]: the audio device (or the silent backend) pulls samples,
//! and the position of the mission is the number of samples pulled. Pause, seek and volume are
//! requests through a shared [`Transport`], applied by the source between two samples, so a
//! cue can never start early or late whatever the UI thread is doing.

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
        }
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
        if self.transport.is_paused() {
            out.fill(0.0);
            return out.len();
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
