//! What went wrong but did not stop the mission: every problem with a voice pack, a clip, a
//! soundtrack file or the sound device becomes a [`Warning`] returned to the caller, who shows
//! it; the mission still runs (with the default voice, the generated soundtrack or the silent
//! backend).

use std::path::PathBuf;

/// A problem the audio crate worked around. `Display` gives the message for the user.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Warning {
    /// The voice-pack folder could not be read; the default voice speaks every clip.
    #[error("voice pack {}: cannot read the folder ({reason}); using the default voice", dir.display())]
    VoicePackUnreadable {
        /// The folder that was asked for.
        dir: PathBuf,
        /// Why it could not be read.
        reason: String,
    },
    /// The voice pack lacks some clips; the default voice speaks those.
    #[error("voice pack {}: no clip for {}; the default voice speaks {}", dir.display(), clips.join(", "), if clips.len() == 1 { "it" } else { "them" })]
    ClipsFellBack {
        /// The voice-pack folder.
        dir: PathBuf,
        /// The clip names spoken by the default voice instead (missing or undecodable).
        clips: Vec<&'static str>,
    },
    /// A clip file exists but could not be decoded; the default voice speaks it instead.
    #[error("voice clip {}: cannot decode it ({reason}); the default voice speaks it", path.display())]
    UndecodableClip {
        /// The clip file.
        path: PathBuf,
        /// The decoder's complaint.
        reason: String,
    },
    /// A clip file decodes but is refused (its sample rate, channels or length); the default
    /// voice speaks it instead.
    #[error("voice clip {}: refused, {refusal}; the default voice speaks it", path.display())]
    ClipRefused {
        /// The clip file.
        path: PathBuf,
        /// Why it is refused.
        refusal: crate::decode::Refusal,
    },
    /// A cue names a clip that no voice has; that part of the announcement is silent.
    #[error("cue at {at_ms} ms names the unknown clip {clip:?}; it is left out")]
    UnknownClip {
        /// The clip name in the cue.
        clip: String,
        /// When the cue starts, in mission milliseconds.
        at_ms: u64,
    },
    /// The track's soundtrack file does not exist or cannot be read; the generated soundtrack
    /// plays instead.
    #[error("soundtrack {}: cannot read it ({reason}); playing the generated soundtrack instead", path.display())]
    SoundtrackMissing {
        /// The soundtrack file.
        path: PathBuf,
        /// Why it could not be read.
        reason: String,
    },
    /// The soundtrack file is not audio rodio can decode (MP3, Ogg Vorbis, FLAC, WAV); the
    /// generated soundtrack plays instead.
    #[error("soundtrack {}: cannot decode it ({reason}); playing the generated soundtrack instead", path.display())]
    SoundtrackUndecodable {
        /// The soundtrack file.
        path: PathBuf,
        /// The decoder's complaint.
        reason: String,
    },
    /// The soundtrack file decodes but is refused (its sample rate, channels or length); the
    /// generated soundtrack plays instead.
    #[error("soundtrack {}: refused, {refusal}; playing the generated soundtrack instead", path.display())]
    SoundtrackRefused {
        /// The soundtrack file.
        path: PathBuf,
        /// Why it is refused.
        refusal: crate::decode::Refusal,
    },
    /// No sound device could be opened; the mission runs on the silent backend, which keeps
    /// the same clock in real time.
    #[error("no sound device ({reason}); the mission runs silently on the same clock")]
    NoSoundDevice {
        /// Why the device did not open.
        reason: String,
    },
}

/// A failure writing rendered audio.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The WAV encoder or the file failed.
    #[error("cannot write WAV: {0}")]
    Wav(#[from] hound::Error),
}
