//! Where the app learns the time: an injectable clock and a pausable mission stopwatch.
//!
//! The app never calls `Instant::now` outside [`SystemClock`]: the mission screen asks its
//! [`Clock`], so the kittest tests drive the Action Round with a [`FakeClock`] and never sleep.
//! When a live audio device plays the mission its position is the master clock instead
//! (ARCHITECTURE.md); the stopwatch then follows it, so losing the device mid-mission carries on
//! from the same moment.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A monotonic clock.
pub trait Clock {
    /// Time since an arbitrary, fixed origin; never goes backwards.
    fn now(&self) -> Duration;
}

/// The real monotonic clock of the machine.
#[derive(Debug, Clone, Copy)]
pub struct SystemClock {
    origin: Instant,
}

impl SystemClock {
    /// A clock whose origin is now.
    pub fn new() -> Self {
        Self {
            origin: Instant::now(),
        }
    }
}

impl Default for SystemClock {
    fn default() -> Self {
        Self::new()
    }
}

impl Clock for SystemClock {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}

/// A clock that only moves when told to; clones share the same time, so a test keeps one
/// handle and gives the other to the app.
#[derive(Debug, Clone, Default)]
pub struct FakeClock {
    millis: Arc<AtomicU64>,
}

impl FakeClock {
    /// A clock standing at zero.
    pub fn new() -> Self {
        Self::default()
    }

    /// Moves the clock forward.
    pub fn advance(&self, by: Duration) {
        let ms = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
        self.millis.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for FakeClock {
    fn now(&self) -> Duration {
        Duration::from_millis(self.millis.load(Ordering::SeqCst))
    }
}

/// Mission time in milliseconds, measured on a [`Clock`]: starts at zero, pauses and resumes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopwatch {
    /// Mission time accumulated before the current run.
    banked_ms: u64,
    /// Clock time at which the current run started; `None` while paused.
    running_since: Option<Duration>,
}

impl Stopwatch {
    /// A running stopwatch at mission time zero.
    pub fn start(clock: &dyn Clock) -> Self {
        Self {
            banked_ms: 0,
            running_since: Some(clock.now()),
        }
    }

    /// The mission time now.
    pub fn elapsed_ms(&self, clock: &dyn Clock) -> u64 {
        let running = self
            .running_since
            .map(|since| clock.now().saturating_sub(since).as_millis())
            .map_or(0, |ms| u64::try_from(ms).unwrap_or(u64::MAX));
        self.banked_ms.saturating_add(running)
    }

    /// Whether the stopwatch is paused.
    pub fn is_paused(&self) -> bool {
        self.running_since.is_none()
    }

    /// Stops the stopwatch where it is.
    pub fn pause(&mut self, clock: &dyn Clock) {
        if self.running_since.is_some() {
            self.banked_ms = self.elapsed_ms(clock);
            self.running_since = None;
        }
    }

    /// Starts it again from where it was paused.
    pub fn resume(&mut self, clock: &dyn Clock) {
        if self.running_since.is_none() {
            self.running_since = Some(clock.now());
        }
    }

    /// Sets the mission time (used to follow the audio clock), keeping the running state.
    pub fn set_ms(&mut self, ms: u64, clock: &dyn Clock) {
        self.banked_ms = ms;
        if self.running_since.is_some() {
            self.running_since = Some(clock.now());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stopwatch_stands_still_while_paused() {
        let clock = FakeClock::new();
        clock.advance(Duration::from_secs(100));
        let mut watch = Stopwatch::start(&clock);
        clock.advance(Duration::from_millis(1500));
        assert_eq!(watch.elapsed_ms(&clock), 1500);
        watch.pause(&clock);
        clock.advance(Duration::from_secs(60));
        assert_eq!(watch.elapsed_ms(&clock), 1500);
        assert!(watch.is_paused());
        watch.resume(&clock);
        clock.advance(Duration::from_millis(500));
        assert_eq!(watch.elapsed_ms(&clock), 2000);
        watch.set_ms(10_000, &clock);
        clock.advance(Duration::from_millis(250));
        assert_eq!(watch.elapsed_ms(&clock), 10_250);
    }

    #[test]
    fn fake_clock_clones_share_the_time() {
        let a = FakeClock::new();
        let b = a.clone();
        a.advance(Duration::from_secs(3));
        assert_eq!(b.now(), Duration::from_secs(3));
    }
}
