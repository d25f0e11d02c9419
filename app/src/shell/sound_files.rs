//! The crew's sound files read from disk: a track's soundtrack file and a voice-pack folder
//! (the audio crate reads no file). Each is refused before it is read when it could not be a
//! sound of a mission (a device, a pipe, a file far too large), and checked as it is decoded
//! by the audio crate (rate, channels, length).

use std::path::Path;

use audio::{Bed, PackFiles, Voice, Warning};

/// The largest soundtrack file read (a 30-minute track in lossless stereo is about 300 MB of
/// WAV; compressed files are far smaller).
const LARGEST_SOUNDTRACK: u64 = 400 * 1024 * 1024;

/// The largest voice-pack clip file read: a minute of 24-bit stereo WAV at 96 kHz is some
/// 35 MB; every clip of a pack is held in memory while the pack is decoded.
const LARGEST_CLIP: u64 = 64 * 1024 * 1024;

/// Why a soundtrack path is refused before anything is read from it: a device, a pipe or a
/// folder (`/dev/zero`, a FIFO) could be read forever. `None` for a regular file or a path
/// that does not exist (reading it then says so).
pub fn refuse_soundtrack(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() {
        return Some(i18n::tr!(
            "sound-soundtrack-not-regular",
            path = path.display().to_string()
        ));
    }
    (meta.len() > LARGEST_SOUNDTRACK).then(|| {
        i18n::tr!(
            "sound-soundtrack-too-large",
            path = path.display().to_string(),
            size = (meta.len() / (1024 * 1024)).to_string(),
            largest = (LARGEST_SOUNDTRACK / (1024 * 1024)).to_string()
        )
    })
}

/// Reads and decodes a soundtrack file (the edge of the app: the audio crate reads no file).
///
/// # Errors
/// A warning for the crew: the file is refused ([`refuse_soundtrack`]), missing, unreadable or
/// not audio; the generated soundtrack then plays.
pub fn load_soundtrack(path: &Path) -> Result<Bed, Warning> {
    if let Some(reason) = refuse_soundtrack(path) {
        return Err(Warning::SoundtrackMissing {
            path: path.to_path_buf(),
            reason,
        });
    }
    let bytes = std::fs::read(path).map_err(|e| Warning::SoundtrackMissing {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })?;
    let hint = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    Bed::decode(bytes, hint).map_err(|e| match e {
        audio::DecodeError::Refused(refusal) => Warning::SoundtrackRefused {
            path: path.to_path_buf(),
            refusal,
        },
        audio::DecodeError::Decode(_) => Warning::SoundtrackUndecodable {
            path: path.to_path_buf(),
            reason: e.to_string(),
        },
    })
}

/// Reads the clips of a voice-pack folder and decodes them at `sample_rate`; what is missing
/// or unreadable falls back to the default voice, with warnings.
pub fn load_voice_pack(dir: &Path, sample_rate: u32) -> (Voice, Vec<Warning>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            let (voice, mut warnings) = Voice::unreadable_pack(sample_rate);
            warnings.push(Warning::VoicePackUnreadable {
                dir: dir.to_path_buf(),
                reason: e.to_string(),
            });
            return (voice, warnings);
        }
    };
    let mut pack = PackFiles {
        dir: dir.to_path_buf(),
        ..PackFiles::default()
    };
    let mut warnings = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = entry.path();
        // Only regular files: a clip named like the vocabulary that is a pipe is not read.
        if !PackFiles::wants(&name) || !path.is_file() {
            continue;
        }
        // A clip file far larger than a minute of sound is not read (its bytes would be held
        // with every other clip's while the pack is decoded).
        if entry.metadata().is_ok_and(|m| m.len() > LARGEST_CLIP) {
            warnings.push(Warning::ClipRefused {
                path,
                refusal: audio::Refusal::TooLong(audio::CLIP_SECONDS),
            });
            continue;
        }
        match std::fs::read(&path) {
            Ok(bytes) => {
                pack.files.insert(name, bytes);
            }
            Err(e) => warnings.push(Warning::UndecodableClip {
                path,
                reason: e.to_string(),
            }),
        }
    }
    let (voice, more) = Voice::pack(&pack, sample_rate);
    warnings.extend(more);
    (voice, warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_voice_clip_file_far_larger_than_a_minute_is_not_read() {
        let dir = tempfile::tempdir().unwrap();
        let huge = dir.path().join("zone_red.wav");
        let file = std::fs::File::create(&huge).unwrap();
        // Sparse: no disk is used, only the length is large.
        file.set_len(LARGEST_CLIP + 1).unwrap();
        let (_, warnings) = load_voice_pack(dir.path(), 44_100);
        assert!(
            warnings.iter().any(|w| matches!(
                w,
                Warning::ClipRefused { path, .. } if path.ends_with("zone_red.wav")
            )),
            "{warnings:?}"
        );
    }
}
