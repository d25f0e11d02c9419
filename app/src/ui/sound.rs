//! The seam between the app and the sound of the mission.
//!
//! The app talks to a [`Soundtrack`]: start a mission, pause, resume, stop, and read the
//! position of the audio clock. The real one is the audio crate's player, which opens the sound
//! device or falls back to its silent backend; the tests use that silent backend too.

use super::mission::MissionPlan;

/// Whether the crew can hear the ship's computer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SoundStatus {
    /// Playing on a sound device.
    Live,
    /// No device was opened: the mission runs without sound, on the app's clock.
    Silent(String),
    /// The device went away during the mission: it goes on silently.
    Lost(String),
}

/// What the mission screen needs from the audio side.
pub trait Soundtrack {
    /// Schedules every cue of `plan` and starts playing at mission time zero.
    fn start(&mut self, plan: &MissionPlan);
    /// Pauses the whole mission (voice and soundtrack).
    fn pause(&mut self);
    /// Resumes where it was paused.
    fn resume(&mut self);
    /// Stops and forgets the mission.
    fn stop(&mut self);
    /// The audio clock's mission time, when a live device keeps the time; `None` when the app's
    /// clock must keep it (silent backend, lost device).
    fn position_ms(&mut self) -> Option<u64>;
    /// Whether the crew can hear it.
    fn status(&self) -> SoundStatus;
}

/// TEMPORARY until the audio crate's player lands.
#[derive(Debug, Default)]
pub struct TempSilent;

impl Soundtrack for TempSilent {
    fn start(&mut self, _plan: &MissionPlan) {}
    fn pause(&mut self) {}
    fn resume(&mut self) {}
    fn stop(&mut self) {}
    fn position_ms(&mut self) -> Option<u64> {
        None
    }
    fn status(&self) -> SoundStatus {
        SoundStatus::Silent("no audio yet".to_owned())
    }
}

/// Opens the sound device.
pub fn open_player() -> Box<dyn Soundtrack> {
    Box::new(TempSilent)
}

/// TEMPORARY: the silent backend, for tests.
pub fn silent_player() -> Box<dyn Soundtrack> {
    Box::new(TempSilent)
}
