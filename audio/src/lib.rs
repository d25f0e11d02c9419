//! Sound for the Action Round: the ship's computer voice, the generated soundtrack, scheduling
//! on the audio clock, and offline rendering.
//!
//! A [`Mission`] is built from the Timeline's cues: every clip is decoded up front and placed
//! at `round(at_ms * rate / 1000)`, the soundtrack (generated, or the track's file) lies
//! beneath, and [`Mission::fill`] mixes any stretch of samples by index. A [`MissionSource`]
//! (a rodio `Source`) plays it on the device through [`Player`], or on a silent backend with
//! the same clock when there is no device; [`render_wav`] pulls the same source offline.
//!
//! The crate reads no file: the caller decodes a voice pack from the bytes it read
//! ([`PackFiles`]) and a soundtrack file into a [`Bed`].
//!
//! ```no_run
//! use audio::{Mission, Player, Voice};
//! # let cues: Vec<missions::Cue> = Vec::new();
//! let (voice, _) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
//! let (mission, warnings) = Mission::new(&cues, &voice, None);
//! let (player, more_warnings) = Player::open(mission);
//! player.play();
//! let clock = player.transport(); // clock.position_ms() from the UI thread
//! ```

// The sound device's clock is the audio crate's business (the player waits on it), unlike the
// pure crates' (clippy.toml).
#![allow(clippy::disallowed_methods)]

mod alarms;
mod builtin;
mod decode;
mod mission;
mod player;
mod render;
mod soundtrack;
mod source;
mod voice;
mod warning;

pub use alarms::{Atmosphere, DUCK_MARGIN_DB};
pub use builtin::BuiltinVoice;
pub use decode::{CLIP_SECONDS, DecodeError, MAX_CHANNELS, RATES, Refusal, SOUNDTRACK_SECONDS};
pub use mission::{Bed, DEFAULT_SAMPLE_RATE, Layers, Mission, ScheduledClip, ms_to_sample};
pub use player::{Clock, ManualClock, Player, SystemClock};
pub use render::{quantize, render_mission, render_wav, write_wav};
pub use source::{MissionSource, Transport};
pub use voice::{CLIP_EXTENSIONS, MERGED_CLIPS, PackFiles, Voice};
pub use warning::{Warning, WriteError};
