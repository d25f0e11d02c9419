//! The audio crate's warnings in the current language: the crate itself speaks English
//! (`Display`, for its own tests and logs); what the crew reads comes from here.

use audio::{Refusal, Warning};
use i18n::tr;

/// A warning of the audio crate as the crew reads it: what went wrong and what plays
/// instead.
pub fn warning(w: &Warning) -> String {
    match w {
        Warning::VoicePackUnreadable { dir, reason } => tr!(
            "sound-warning-pack-unreadable",
            dir = dir.display().to_string(),
            reason = reason.as_str()
        ),
        Warning::ClipsFellBack { dir, clips } => tr!(
            "sound-warning-clips-fell-back",
            dir = dir.display().to_string(),
            clips = clips.join(", "),
            count = clips.len()
        ),
        Warning::UndecodableClip { path, reason } => tr!(
            "sound-warning-undecodable-clip",
            path = path.display().to_string(),
            reason = reason.as_str()
        ),
        Warning::UnknownClip { clip, at_ms } => tr!(
            "sound-warning-unknown-clip",
            clip = format!("{clip:?}"),
            at_ms = at_ms.to_string()
        ),
        Warning::SoundtrackMissing { path, reason } => tr!(
            "sound-warning-soundtrack-missing",
            path = path.display().to_string(),
            reason = reason.as_str()
        ),
        Warning::SoundtrackUndecodable { path, reason } => tr!(
            "sound-warning-soundtrack-undecodable",
            path = path.display().to_string(),
            reason = reason.as_str()
        ),
        Warning::ClipRefused { path, refusal } => tr!(
            "sound-warning-clip-refused",
            path = path.display().to_string(),
            reason = refusal_words(*refusal)
        ),
        Warning::SoundtrackRefused { path, refusal } => tr!(
            "sound-warning-soundtrack-refused",
            path = path.display().to_string(),
            reason = refusal_words(*refusal)
        ),
        Warning::NoSoundDevice { reason } => {
            tr!("sound-warning-no-device", reason = reason.as_str())
        }
    }
}

/// Why a sound file is refused, in the crew's words.
fn refusal_words(refusal: Refusal) -> String {
    match refusal {
        Refusal::Rate(hz) => tr!("sound-refusal-rate", hz = hz),
        Refusal::Channels(channels) => tr!("sound-refusal-channels", channels = channels),
        Refusal::TooLong(seconds) => tr!("sound-refusal-too-long", seconds = seconds),
        Refusal::DecoderFailed => tr!("sound-refusal-decoder-failed"),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    /// In English every warning reads as the audio crate's own `Display`.
    #[test]
    fn english_warnings_read_as_the_audio_crate_writes_them() {
        i18n::set_thread_language(Some(i18n::Language::En));
        let all = [
            Warning::VoicePackUnreadable {
                dir: PathBuf::from("/v"),
                reason: "gone".into(),
            },
            Warning::ClipsFellBack {
                dir: PathBuf::from("/v"),
                clips: vec!["red"],
            },
            Warning::ClipsFellBack {
                dir: PathBuf::from("/v"),
                clips: vec!["red", "blue"],
            },
            Warning::UndecodableClip {
                path: PathBuf::from("/v/red.ogg"),
                reason: "bad".into(),
            },
            Warning::UnknownClip {
                clip: "nope".into(),
                at_ms: 1500,
            },
            Warning::SoundtrackMissing {
                path: PathBuf::from("/s.ogg"),
                reason: "gone".into(),
            },
            Warning::SoundtrackUndecodable {
                path: PathBuf::from("/s.ogg"),
                reason: "bad".into(),
            },
            Warning::NoSoundDevice {
                reason: "none".into(),
            },
        ];
        for w in &all {
            assert_eq!(warning(w), w.to_string());
        }
    }

    /// In German none of them is the English sentence.
    #[test]
    fn german_warnings_are_german() {
        i18n::set_thread_language(Some(i18n::Language::De));
        let w = Warning::SoundtrackMissing {
            path: PathBuf::from("/s.ogg"),
            reason: "gone".into(),
        };
        assert!(!warning(&w).contains("cannot read it"), "{}", warning(&w));
        assert!(warning(&w).contains("/s.ogg"), "{}", warning(&w));
    }
}
