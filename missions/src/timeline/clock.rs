//! Mission time from wall time, with pause, resume and seek; every time is passed in.

/// Converts the wall-clock milliseconds the app reads (any monotonic origin) into mission time:
/// milliseconds since the start of the track, standing still while paused.
///
/// It is a plain value: it never reads a clock, so tests drive it with made-up times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MissionClock {
    /// Wall time at which mission time 0 was (or would have been, after pauses and seeks).
    origin: i128,
    /// The mission time frozen by a pause.
    paused_at: Option<u64>,
}

fn clamp(t: i128) -> u64 {
    u64::try_from(t.max(0)).unwrap_or(u64::MAX)
}

impl MissionClock {
    /// A running clock whose mission time is 0 at wall time `wall_ms`.
    pub fn start(wall_ms: u64) -> Self {
        Self {
            origin: i128::from(wall_ms),
            paused_at: None,
        }
    }

    /// The mission time at wall time `wall_ms` (never before 0; frozen while paused).
    pub fn now(&self, wall_ms: u64) -> u64 {
        match self.paused_at {
            Some(t) => t,
            None => clamp(i128::from(wall_ms) - self.origin),
        }
    }

    /// Stops mission time at its value at `wall_ms`. Pausing a paused clock changes nothing.
    pub fn pause(&mut self, wall_ms: u64) {
        if self.paused_at.is_none() {
            self.paused_at = Some(self.now(wall_ms));
        }
    }

    /// Lets mission time run again from where it stood. Resuming a running clock changes
    /// nothing.
    pub fn resume(&mut self, wall_ms: u64) {
        if let Some(t) = self.paused_at.take() {
            self.origin = i128::from(wall_ms) - i128::from(t);
        }
    }

    /// Sets the mission time to `mission_ms` at wall time `wall_ms`; a paused clock stays
    /// paused, at the new time.
    pub fn seek(&mut self, wall_ms: u64, mission_ms: u64) {
        match self.paused_at {
            Some(_) => self.paused_at = Some(mission_ms),
            None => self.origin = i128::from(wall_ms) - i128::from(mission_ms),
        }
    }

    /// Whether the clock is paused.
    pub fn is_paused(&self) -> bool {
        self.paused_at.is_some()
    }

    /// The wall time at which mission time reaches `mission_ms` (for instance the Timeline's
    /// next deadline), or `None` while paused, when that moment is unknown.
    pub fn wall_time_of(&self, mission_ms: u64) -> Option<u64> {
        match self.paused_at {
            Some(_) => None,
            None => Some(clamp(self.origin + i128::from(mission_ms))),
        }
    }
}
