//! Sound for the Action Round: the ship's computer voice, the generated soundtrack, scheduling
//! on the audio clock, and offline rendering.
//!
//! A [`Mission`] is built from the Timeline's cues: every clip is decoded up front and placed
//! at `round(at_ms * rate / 1000)`, the soundtrack (generated, or the track's file) lies
//! beneath, and [`Mission::fill`] mixes any stretch of samples by index. A [`MissionSource`]
//! (a rodio `Source`) plays it on the device through [`Player`], or on a silent backend with
//! the same clock when there is no device; [`render()`] pulls the same source offline.
//!
//! ```no_run
//! use audio::{Mission, MissionOptions, Player};
//! # let cues: Vec<missions::Cue> = Vec::new();
//! let (mission, warnings) = Mission::new(&cues, &MissionOptions::default());
//! let (player, more_warnings) = Player::open(mission);
//! player.play();
//! let clock = player.transport(); // clock.position_ms() from the UI thread
//! ```

mod decode;
mod mission;
mod player;
mod render;
mod soundtrack;
mod source;
mod voice;
mod warning;

pub use mission::{
    COUNTDOWN_MS, DEFAULT_SAMPLE_RATE, Layers, Mission, MissionOptions, RenderOptions,
    ScheduledClip, ms_to_sample,
};
pub use player::{Clock, ManualClock, Player, SystemClock};
pub use render::{Rendered, quantize, render, render_mission, write_wav, write_wav_file};
pub use source::{MissionSource, Transport};
pub use voice::{CLIP_EXTENSIONS, MERGED_CLIPS, Voice};
pub use warning::{Warning, WriteError};
