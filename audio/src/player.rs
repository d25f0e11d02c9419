//! Playing a mission: on the sound device through rodio, or, when no device opens (CI, a
//! machine without sound), on a silent backend that pulls the same [`MissionSource`] in real
//! time, so the mission clock, pause, seek and the cue schedule behave exactly the same.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::mission::Mission;
use crate::source::{MissionSource, Transport};
use crate::warning::Warning;

/// How often the silent backend catches up with its clock.
const SILENT_TICK: Duration = Duration::from_millis(5);

/// Samples the silent backend pulls in one go.
const SILENT_CHUNK: usize = 4_096;

/// Where the silent backend's time comes from.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// Time since some fixed origin; never goes backwards.
    fn now(&self) -> Duration;
}

/// The real monotonic clock.
#[derive(Debug, Clone, Copy)]
pub struct SystemClock {
    origin: Instant,
}

impl SystemClock {
    /// A clock starting now.
    pub fn new() -> SystemClock {
        SystemClock {
            origin: Instant::now(),
        }
    }
}

impl Default for SystemClock {
    fn default() -> SystemClock {
        SystemClock::new()
    }
}

impl Clock for SystemClock {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}

/// A clock that moves only when told: drives the silent backend in tests and simulations
/// without waiting in real time.
#[derive(Debug, Default)]
pub struct ManualClock {
    nanos: AtomicU64,
}

impl ManualClock {
    /// A clock at zero.
    pub fn new() -> ManualClock {
        ManualClock::default()
    }

    /// Moves the clock forward.
    pub fn advance(&self, by: Duration) {
        let by = u64::try_from(by.as_nanos()).unwrap_or(u64::MAX);
        self.nanos.fetch_add(by, Ordering::AcqRel);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Duration {
        Duration::from_nanos(self.nanos.load(Ordering::Acquire))
    }
}

/// A mission playing: live on the sound device, or silent on the same clock.
#[derive(Debug)]
pub struct Player {
    transport: Arc<Transport>,
    mission: Arc<Mission>,
    duration_ms: u64,
    backend: Backend,
}

#[derive(Debug)]
enum Backend {
    /// The device lives on its own thread (cpal streams are not `Send`); dropping the sender
    /// ends that thread and closes the device.
    Live { _stop: mpsc::Sender<()> },
    Silent {
        driver: Arc<Mutex<SilentDriver>>,
        stop: Arc<AtomicBool>,
        thread: Option<JoinHandle<()>>,
    },
}

/// The silent backend: pulls as many samples as real time allows, as a device would.
#[derive(Debug)]
struct SilentDriver {
    source: MissionSource,
    clock: Arc<dyn Clock>,
    origin: Duration,
    sample_rate: u32,
    /// Wall-clock samples pulled since the origin (silence while paused included).
    pulled: u64,
    scratch: Vec<f32>,
    capture: Option<Vec<f32>>,
}

impl SilentDriver {
    /// Pulls the samples due by the clock's current time.
    fn pump(&mut self) {
        let elapsed = self.clock.now().saturating_sub(self.origin);
        let due = u64::try_from(elapsed.as_nanos() * u128::from(self.sample_rate) / 1_000_000_000)
            .unwrap_or(u64::MAX);
        while self.pulled < due {
            let n = usize::try_from(due - self.pulled)
                .unwrap_or(SILENT_CHUNK)
                .min(SILENT_CHUNK);
            // Past the end the source yields nothing and the device would play silence; a
            // seek back brings the mission back.
            let got = self.source.read(&mut self.scratch[..n]);
            if let Some(capture) = &mut self.capture {
                capture.extend_from_slice(&self.scratch[..got]);
                capture.resize(capture.len() + (n - got), 0.0);
            }
            self.pulled += n as u64;
        }
    }
}

impl Player {
    /// Opens the default sound device and plays `mission` on it, starting paused at 0:00
    /// (call [`Player::play`]). When no device opens, the mission runs on the silent backend
    /// with the system clock and the warning says why.
    pub fn open(mission: Mission) -> (Player, Vec<Warning>) {
        let mission = Arc::new(mission);
        match open_device(&mission) {
            Ok((transport, stop)) => (
                Player {
                    transport,
                    duration_ms: mission.duration_ms(),
                    mission: Arc::clone(&mission),
                    backend: Backend::Live { _stop: stop },
                },
                Vec::new(),
            ),
            Err(reason) => {
                let player = Player::start_silent(mission, Arc::new(SystemClock::new()), false);
                (player, vec![Warning::NoSoundDevice { reason }])
            }
        }
    }

    /// Plays `mission` on the silent backend, timed by `clock`, starting paused at 0:00.
    pub fn silent(mission: Mission, clock: Arc<dyn Clock>) -> Player {
        Player::start_silent(Arc::new(mission), clock, false)
    }

    /// Like [`Player::silent`], and keeps every sample the backend pulled, indexed by clock
    /// time: what a device would have played ([`Player::captured`]). For tests.
    pub fn silent_capturing(mission: Mission, clock: Arc<dyn Clock>) -> Player {
        Player::start_silent(Arc::new(mission), clock, true)
    }

    fn start_silent(mission: Arc<Mission>, clock: Arc<dyn Clock>, capture: bool) -> Player {
        let duration_ms = mission.duration_ms();
        let sample_rate = mission.sample_rate();
        let source = MissionSource::new(Arc::clone(&mission));
        let transport = Arc::clone(source.transport());
        transport.set_paused(true);
        let origin = clock.now();
        let driver = Arc::new(Mutex::new(SilentDriver {
            source,
            clock,
            origin,
            sample_rate,
            pulled: 0,
            scratch: vec![0.0; SILENT_CHUNK],
            capture: capture.then(Vec::new),
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let driver = Arc::clone(&driver);
            let stop = Arc::clone(&stop);
            std::thread::Builder::new()
                .name("sitting-duck-silent-audio".to_owned())
                .spawn(move || {
                    while !stop.load(Ordering::Acquire) {
                        lock(&driver).pump();
                        std::thread::sleep(SILENT_TICK);
                    }
                })
                .ok()
        };
        Player {
            transport,
            mission,
            duration_ms,
            backend: Backend::Silent {
                driver,
                stop,
                thread,
            },
        }
    }

    /// Brings the silent backend up to its clock before a control acts, so the control takes
    /// effect at exactly the clock's time.
    fn catch_up(&self) {
        if let Backend::Silent { driver, .. } = &self.backend {
            lock(driver).pump();
        }
    }

    /// Starts or resumes the mission.
    pub fn play(&self) {
        self.catch_up();
        self.transport.set_paused(false);
    }

    /// Resumes a paused mission (the same as [`Player::play`]).
    pub fn resume(&self) {
        self.play();
    }

    /// Pauses the mission: silence, and the mission clock stops.
    pub fn pause(&self) {
        self.catch_up();
        self.transport.set_paused(true);
    }

    /// Whether the mission is paused.
    pub fn is_paused(&self) -> bool {
        self.catch_up();
        self.transport.is_paused()
    }

    /// Plays the clips of the cue announced at mission time `at_ms` again, while the mission
    /// holds still (see [`crate::MissionSource`]); false when no clip of a cue starts then.
    pub fn repeat(&self, at_ms: u64) -> bool {
        self.catch_up();
        match self.mission.spoken_at(at_ms) {
            Some(span) => {
                self.transport.replay(span);
                true
            }
            None => false,
        }
    }

    /// Pauses the mission by itself, exactly when it reaches mission time `ms` (the flight
    /// school waits for the crew after each announcement).
    pub fn pause_at_ms(&self, ms: u64) {
        self.catch_up();
        self.transport.pause_at_ms(ms);
    }

    /// Whether a repeat is playing: the mission clock holds until it has.
    pub fn is_replaying(&self) -> bool {
        self.catch_up();
        self.transport.is_replaying()
    }

    /// Moves the whole mission (voice and soundtrack) to `ms`.
    pub fn seek_ms(&self, ms: u64) {
        self.catch_up();
        self.transport.seek_ms(ms.min(self.duration_ms));
    }

    /// The mission time in milliseconds: the audio clock.
    pub fn position_ms(&self) -> u64 {
        self.catch_up();
        self.transport.position_ms()
    }

    /// The shared clock and controls, to read the position from the UI thread without a lock.
    pub fn transport(&self) -> Arc<Transport> {
        Arc::clone(&self.transport)
    }

    /// Sets the volume (linear gain, 0.0 to 2.0).
    pub fn set_volume(&self, volume: f32) {
        self.catch_up();
        self.transport.set_volume(volume);
    }

    /// The volume (linear gain).
    pub fn volume(&self) -> f32 {
        self.transport.volume()
    }

    /// Whether no device is playing (the silent backend keeps the clock).
    pub fn is_silent(&self) -> bool {
        matches!(self.backend, Backend::Silent { .. })
    }

    /// Whether the mission has played to its end.
    pub fn is_finished(&self) -> bool {
        self.catch_up();
        self.transport.is_finished()
    }

    /// The mission's length in milliseconds.
    pub fn duration_ms(&self) -> u64 {
        self.duration_ms
    }

    /// Everything the silent backend played so far, one sample per clock sample (silence
    /// while paused). Empty for a live player or one made without capturing.
    pub fn captured(&self) -> Vec<f32> {
        match &self.backend {
            Backend::Silent { driver, .. } => {
                let mut driver = lock(driver);
                driver.pump();
                driver.capture.clone().unwrap_or_default()
            }
            Backend::Live { .. } => Vec::new(),
        }
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        if let Backend::Silent { stop, thread, .. } = &mut self.backend {
            stop.store(true, Ordering::Release);
            if let Some(thread) = thread.take() {
                let _ = thread.join();
            }
        }
    }
}

fn lock(driver: &Mutex<SilentDriver>) -> MutexGuard<'_, SilentDriver> {
    driver.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Opens the default device on a thread of its own and starts the mission there (paused).
fn open_device(mission: &Arc<Mission>) -> Result<(Arc<Transport>, mpsc::Sender<()>), String> {
    // The device keeps the source after the end (silence), so a seek back still plays.
    let source = MissionSource::new(Arc::clone(mission)).holding_at_end();
    let transport = Arc::clone(source.transport());
    transport.set_paused(true);
    let (opened_tx, opened_rx) = mpsc::channel::<Result<(), String>>();
    let (stop_tx, stop_rx) = mpsc::channel::<()>();
    std::thread::Builder::new()
        .name("sitting-duck-audio".to_owned())
        .spawn(move || {
            let mut sink = match rodio::DeviceSinkBuilder::open_default_sink() {
                Ok(sink) => sink,
                Err(e) => {
                    let _ = opened_tx.send(Err(e.to_string()));
                    return;
                }
            };
            sink.log_on_drop(false);
            let player = rodio::Player::connect_new(sink.mixer());
            player.append(source);
            let _ = opened_tx.send(Ok(()));
            // Keep the device open until the Player is dropped.
            let _ = stop_rx.recv();
            player.stop();
        })
        .map_err(|e| e.to_string())?;
    match opened_rx.recv() {
        Ok(Ok(())) => Ok((transport, stop_tx)),
        Ok(Err(reason)) => Err(reason),
        Err(_) => Err("the audio thread stopped".to_owned()),
    }
}
