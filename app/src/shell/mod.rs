//! Everything that touches the world: the settings file, the ship's log records, the track
//! files, the sound device and the log output.

pub mod logger;
pub mod record;
pub mod settings;
pub mod sound;
pub mod tracks;
