//! The seam between the app and the sound of the mission.
//!
//! The audio crate's [`Player`] owns the mission time (ARCHITECTURE.md): its position is the
//! clock the screen draws. [`Sound`] opens one for each mission, on the sound device or on the
//! audio crate's silent backend, which keeps the same clock on an injectable [`Clock`]: the app
//! runs on the machine's clock, the tests on a manual one. [`MissionAudio`] watches a live
//! device: when its clock stops moving the device is taken as lost, a banner says so, and the
//! mission goes on silently on the app's clock from the same moment.

use std::path::Path;
use std::sync::Arc;

use audio::{BuiltinVoice, Clock, Mission, Player, Voice};
use missions::timeline::MissionClock;

pub use super::sound_files::{load_soundtrack, load_voice_pack, refuse_soundtrack};
use super::tracks::MissionPlan;

/// Whether the crew can hear the ship's computer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SoundStatus {
    /// Playing on a sound device.
    Live,
    /// No device was opened: the mission runs without sound on the same clock. The text is one
    /// plain sentence for the crew; the backend's own error went to standard error.
    Silent(String),
    /// The device stopped during the mission: it goes on silently.
    Lost(String),
}

/// Where missions are played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Output {
    /// The default sound device (falling back to silence when none opens).
    Device,
    /// The silent backend only (tests, or `--silent`).
    Silent,
}

/// Opens the audio of each mission.
pub struct Sound {
    clock: Arc<dyn Clock>,
    output: Output,
    /// The built-in voice the missions speak with.
    which: BuiltinVoice,
    /// That voice, decoded once for every mission of the evening.
    voice: Option<Voice>,
    /// The alarms and sirens of the next mission opened.
    atmosphere: audio::Atmosphere,
    /// The clips of the last mission opened, as placed (what the phones speak too).
    spoken: Vec<audio::ScheduledClip>,
}

impl std::fmt::Debug for Sound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sound")
            .field("output", &self.output)
            .finish_non_exhaustive()
    }
}

impl Sound {
    /// Whether the next mission opened sounds sirens (the setting); its alarms always sound.
    pub fn set_sirens(&mut self, sirens: bool) {
        self.atmosphere = audio::Atmosphere {
            alarms: true,
            sirens,
        };
    }

    /// Missions go to `output`; `clock` is the wall clock of the app (and of the silent backend).
    pub fn new(clock: Arc<dyn Clock>, output: Output) -> Self {
        Self {
            clock,
            output,
            which: BuiltinVoice::English,
            voice: None,
            atmosphere: audio::Atmosphere::default(),
            spoken: Vec::new(),
        }
    }

    /// The built-in voice the missions speak with.
    pub fn voice(&self) -> BuiltinVoice {
        self.which
    }

    /// The last mission's voice for the crew's phones: the same clips at the same times
    /// (`None` before any mission).
    pub fn phone_voice(&self) -> Option<terminals::PhoneVoice> {
        let voice = self.voice.as_ref()?;
        Some(super::phone_voice::of(&self.spoken, voice))
    }

    /// The wall clock, in milliseconds since its origin.
    pub fn wall_ms(&self) -> u64 {
        u64::try_from(self.clock.now().as_millis()).unwrap_or(u64::MAX)
    }

    /// Builds the mission's sound (the built-in voice `which`, soundtrack, every cue placed on
    /// the sample clock) and opens a player for it, paused at 0:00. The warnings are for the
    /// crew to read. The voice is decoded once and kept while it stays the same.
    pub fn open(&mut self, plan: &MissionPlan, which: BuiltinVoice) -> (MissionAudio, Vec<String>) {
        if which != self.which {
            self.which = which;
            self.voice = None;
        }
        let mut warnings = Vec::new();
        let bed =
            plan.soundtrack
                .as_deref()
                .and_then(|path| match load_soundtrack(Path::new(path)) {
                    Ok(bed) => Some(bed),
                    Err(problem) => {
                        warnings.push(problem.to_string());
                        None
                    }
                });
        let voice = self.voice.get_or_insert_with(|| {
            let (voice, problems) = Voice::builtin(self.which, audio::DEFAULT_SAMPLE_RATE);
            warnings.extend(problems.iter().map(super::sound_words::warning));
            voice
        });
        let (mission, problems) = Mission::new(plan.timeline.cues(), voice, bed);
        let mission = mission.with_atmosphere(self.atmosphere);
        self.spoken = mission.scheduled().to_vec();
        warnings.extend(problems.iter().map(super::sound_words::warning));
        let (player, status) = match self.output {
            Output::Device if no_sound_card() => {
                // Asking ALSA for a device on a machine without one only prints its own
                // complaints on the terminal: the answer is known.
                crate::to_stderr!("sitting-duck: {}", i18n::tr!("sound-no-card"));
                (
                    Player::silent(mission, Arc::clone(&self.clock)),
                    SoundStatus::Silent(i18n::tr!("sound-silent")),
                )
            }
            Output::Device => {
                let (player, problems) = Player::open(mission);
                let status = match problems.first() {
                    Some(problem) => {
                        // The backend's error is for the log, not for the table.
                        crate::to_stderr!("sitting-duck: {}", super::sound_words::warning(problem));
                        SoundStatus::Silent(i18n::tr!("sound-silent"))
                    }
                    None => SoundStatus::Live,
                };
                warnings.extend(problems.iter().skip(1).map(super::sound_words::warning));
                (player, status)
            }
            Output::Silent => (
                Player::silent(mission, Arc::clone(&self.clock)),
                SoundStatus::Silent(i18n::tr!("sound-silent")),
            ),
        };
        (
            MissionAudio::new(Box::new(player), Arc::clone(&self.clock), status),
            warnings,
        )
    }
}

/// What the crew reads when the mission runs without sound, in English (the screen shows
/// `sound-silent` in the current language).
pub const SILENT_SENTENCE: &str = "No sound: the ship's computer speaks on screen only.";

/// Whether this machine certainly has no sound device: Linux with no ALSA card and no ALSA
/// configuration that could route the default device elsewhere (PulseAudio, PipeWire, a user's
/// `.asoundrc`). Anywhere else, or when unsure, the device is tried.
fn no_sound_card() -> bool {
    if !cfg!(target_os = "linux") {
        return false;
    }
    // No /proc/asound at all: the kernel has no ALSA driver (a container, a server).
    let cards = std::fs::read_to_string("/proc/asound/cards")
        .unwrap_or_else(|_| "--- no soundcards ---".to_owned());
    let routed = [
        "/etc/asound.conf",
        "/usr/share/alsa/alsa.conf.d",
        "/etc/alsa/conf.d",
    ]
    .iter()
    .any(|p| has_routing(Path::new(p)))
        || std::env::var_os("HOME").is_some_and(|home| Path::new(&home).join(".asoundrc").exists());
    cards.contains("no soundcards") && !routed
}

/// Whether an ALSA configuration file or folder routes the default device to a sound server.
fn has_routing(path: &Path) -> bool {
    if path.is_file() {
        return true;
    }
    std::fs::read_dir(path).is_ok_and(|entries| {
        entries.flatten().any(|e| {
            let name = e.file_name().to_string_lossy().to_lowercase();
            name.contains("pulse") || name.contains("pipewire") || name.contains("jack")
        })
    })
}

/// What [`MissionAudio`] needs of a player (the audio crate's [`Player`]).
pub trait Playback {
    /// Starts or resumes.
    fn play(&self);
    /// Pauses voice, soundtrack and clock.
    fn pause(&self);
    /// The audio clock: mission milliseconds.
    fn position_ms(&self) -> u64;
    /// Whether the mission has played to its end.
    fn is_finished(&self) -> bool;
    /// Sets the volume (1.0 = as mixed).
    fn set_volume(&self, volume: f32);
    /// Plays the clips of the cue announced at `at_ms` again while the mission holds; false
    /// when there is nothing to play.
    fn repeat(&self, at_ms: u64) -> bool;
    /// Whether a repeat is playing.
    fn is_replaying(&self) -> bool;
    /// Pauses by itself exactly at mission time `ms`.
    fn pause_at_ms(&self, ms: u64);
    /// Moves the whole mission (voice and soundtrack) to mission time `ms`.
    fn seek_ms(&self, ms: u64);
}

impl Playback for Player {
    fn play(&self) {
        Player::play(self);
    }
    fn pause(&self) {
        Player::pause(self);
    }
    fn position_ms(&self) -> u64 {
        Player::position_ms(self)
    }
    fn is_finished(&self) -> bool {
        Player::is_finished(self)
    }
    fn set_volume(&self, volume: f32) {
        Player::set_volume(self, volume);
    }
    fn repeat(&self, at_ms: u64) -> bool {
        Player::repeat(self, at_ms)
    }
    fn is_replaying(&self) -> bool {
        Player::is_replaying(self)
    }
    fn pause_at_ms(&self, ms: u64) {
        Player::pause_at_ms(self, ms);
    }
    fn seek_ms(&self, ms: u64) {
        Player::seek_ms(self, ms);
    }
}

/// A live device whose clock has not moved for this long while playing is taken as lost.
const STALL_MS: u64 = 2_000;

/// The sound of one running mission, and its clock.
pub struct MissionAudio {
    playback: Box<dyn Playback>,
    clock: Arc<dyn Clock>,
    status: SoundStatus,
    paused: bool,
    /// The audio position last seen, and the wall time it was first seen at.
    last_position: u64,
    last_moved_wall_ms: u64,
    /// After the device was lost: the app's own clock, continuing from the device's time.
    fallback: Option<MissionClock>,
}

impl std::fmt::Debug for MissionAudio {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MissionAudio")
            .field("status", &self.status)
            .field("paused", &self.paused)
            .finish()
    }
}

impl MissionAudio {
    /// Wraps a paused player; `status` says whether a device plays it.
    pub fn new(playback: Box<dyn Playback>, clock: Arc<dyn Clock>, status: SoundStatus) -> Self {
        let mut audio = Self {
            playback,
            clock,
            status,
            paused: true,
            last_position: 0,
            last_moved_wall_ms: 0,
            fallback: None,
        };
        audio.last_moved_wall_ms = audio.wall_ms();
        audio
    }

    fn wall_ms(&self) -> u64 {
        u64::try_from(self.clock.now().as_millis()).unwrap_or(u64::MAX)
    }

    /// Starts or resumes the mission.
    pub fn play(&mut self) {
        let wall = self.wall_ms();
        self.paused = false;
        self.last_moved_wall_ms = wall;
        match &mut self.fallback {
            Some(clock) => clock.resume(wall),
            None => self.playback.play(),
        }
    }

    /// Pauses the mission.
    pub fn pause(&mut self) {
        let wall = self.wall_ms();
        self.paused = true;
        match &mut self.fallback {
            Some(clock) => clock.pause(wall),
            None => self.playback.pause(),
        }
    }

    /// Whether the mission is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Says the cue announced at `at_ms` again; the mission clock holds until it has been
    /// said. False when it cannot be heard (no clip, or the device was lost).
    pub fn repeat(&mut self, at_ms: u64) -> bool {
        self.fallback.is_none() && self.playback.repeat(at_ms)
    }

    /// Asks the audio to pause by itself when mission time reaches `ms` (exactly there, on
    /// the audio clock); after a lost device the app pauses on its own clock instead.
    pub fn pause_at(&mut self, ms: u64) {
        if self.fallback.is_none() {
            self.playback.pause_at_ms(ms);
        }
    }

    /// Moves the mission to `ms` (the mission editor plays a track from any second); after
    /// a lost device, the app's own clock moves there.
    pub fn seek_ms(&mut self, ms: u64) {
        let wall = self.wall_ms();
        match &mut self.fallback {
            Some(clock) => clock.seek(wall, ms),
            None => self.playback.seek_ms(ms),
        }
        self.last_position = ms;
        self.last_moved_wall_ms = wall;
    }

    /// Whether a repeat is being said.
    pub fn is_replaying(&self) -> bool {
        self.fallback.is_none() && self.playback.is_replaying()
    }

    /// Sets the volume in percent (0-100).
    pub fn set_volume(&mut self, percent: u8) {
        self.playback
            .set_volume(f32::from(percent.min(100)) / 100.0);
    }

    /// Whether the crew can hear it.
    pub fn status(&self) -> &SoundStatus {
        &self.status
    }

    /// Whether the sound has played to its end (the round is then over).
    pub fn is_finished(&self) -> bool {
        self.fallback.is_none() && self.playback.is_finished()
    }

    /// The mission time now: the audio clock, or after a lost device the app's clock.
    pub fn position_ms(&mut self) -> u64 {
        let wall = self.wall_ms();
        if let Some(clock) = &self.fallback {
            return clock.now(wall);
        }
        let position = self.playback.position_ms();
        // A repeat holds the position on purpose: not a stall.
        let watching = self.status == SoundStatus::Live
            && !self.paused
            && !self.playback.is_finished()
            && !self.playback.is_replaying();
        if position != self.last_position || !watching {
            self.last_position = position;
            self.last_moved_wall_ms = wall;
            return position;
        }
        let stalled_for = wall.saturating_sub(self.last_moved_wall_ms);
        if stalled_for < STALL_MS {
            return position;
        }
        // The device stopped pulling samples: carry on from where it stopped, in real time.
        let now = position + stalled_for;
        let mut clock = MissionClock::start(wall);
        clock.seek(wall, now);
        self.fallback = Some(clock);
        self.status = SoundStatus::Lost(i18n::tr!("sound-stalled", seconds = stalled_for / 1000));
        now
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::time::Duration;

    use audio::ManualClock;

    use super::*;
    use audio::Warning;

    /// A device that plays until `stops_at_ms` of wall time, then never moves again: what a
    /// pulled USB headset looks like from here. Tests cannot unplug a real device.
    struct Unplugged {
        clock: Arc<ManualClock>,
        stops_at_ms: u64,
        playing: Cell<bool>,
    }

    impl Playback for Unplugged {
        fn play(&self) {
            self.playing.set(true);
        }
        fn pause(&self) {
            self.playing.set(false);
        }
        fn position_ms(&self) -> u64 {
            let wall = u64::try_from(self.clock.now().as_millis()).unwrap_or(0);
            wall.min(self.stops_at_ms)
        }
        fn is_finished(&self) -> bool {
            false
        }
        fn set_volume(&self, _volume: f32) {}
        fn repeat(&self, _at_ms: u64) -> bool {
            false
        }
        fn is_replaying(&self) -> bool {
            false
        }
        fn pause_at_ms(&self, _ms: u64) {}
        fn seek_ms(&self, _ms: u64) {}
    }

    #[test]
    fn a_stalled_device_is_reported_lost_and_the_mission_goes_on() {
        let clock = Arc::new(ManualClock::new());
        let device = Unplugged {
            clock: Arc::clone(&clock),
            stops_at_ms: 5_000,
            playing: Cell::new(false),
        };
        let mut audio = MissionAudio::new(Box::new(device), clock.clone(), SoundStatus::Live);
        audio.play();
        clock.advance(Duration::from_millis(4_000));
        assert_eq!(audio.position_ms(), 4_000);
        clock.advance(Duration::from_millis(1_000));
        assert_eq!(audio.position_ms(), 5_000);
        clock.advance(Duration::from_millis(1_500));
        assert_eq!(
            audio.position_ms(),
            5_000,
            "a short stall is not a loss yet"
        );
        assert_eq!(audio.status(), &SoundStatus::Live);
        clock.advance(Duration::from_millis(500));
        assert_eq!(audio.position_ms(), 7_000, "the lost time is made up");
        assert!(matches!(audio.status(), SoundStatus::Lost(_)));
        clock.advance(Duration::from_millis(3_000));
        assert_eq!(audio.position_ms(), 10_000);
        audio.pause();
        clock.advance(Duration::from_millis(3_000));
        assert_eq!(audio.position_ms(), 10_000);
    }

    #[test]
    fn an_alsa_configuration_routing_to_a_sound_server_counts_as_a_possible_device() {
        let dir = tempfile::tempdir().unwrap();
        assert!(!has_routing(dir.path()), "an empty conf.d routes nothing");
        assert!(!has_routing(&dir.path().join("missing")));
        std::fs::write(dir.path().join("50-alsa-defaults.conf"), "").unwrap();
        assert!(!has_routing(dir.path()));
        std::fs::write(dir.path().join("99-pipewire-default.conf"), "").unwrap();
        assert!(has_routing(dir.path()));
        // A configuration file of its own (`/etc/asound.conf`) may route anywhere.
        assert!(has_routing(&dir.path().join("50-alsa-defaults.conf")));
    }

    #[test]
    fn a_soundtrack_that_is_a_device_or_missing_is_a_warning_not_a_read() {
        let refused = load_soundtrack(Path::new("/dev/zero")).unwrap_err();
        assert!(
            refused.to_string().contains("not a regular file"),
            "{refused}"
        );
        let missing = load_soundtrack(Path::new("/no/such/soundtrack.ogg")).unwrap_err();
        assert!(
            matches!(missing, Warning::SoundtrackMissing { .. }),
            "{missing:?}"
        );
    }

    #[test]
    fn a_paused_device_is_not_lost() {
        let clock = Arc::new(ManualClock::new());
        let device = Unplugged {
            clock: Arc::clone(&clock),
            stops_at_ms: u64::MAX,
            playing: Cell::new(false),
        };
        let mut audio = MissionAudio::new(Box::new(device), clock.clone(), SoundStatus::Live);
        audio.pause();
        clock.advance(Duration::from_millis(10_000));
        let _ = audio.position_ms();
        assert_eq!(audio.status(), &SoundStatus::Live);
    }
}
