//! A soundtrack whose header says 0 Hz (or 1 Hz) once panicked `render` and killed the app
//! at "Start mission"; 1 Hz asked for 176 GB. Now it is refused with a warning in the crew's
//! language and the mission renders with the generated soundtrack.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

/// A 16-bit mono WAV whose header says `rate` Hz, with `frames` frames of silence.
fn wav_with_rate(rate: u32, frames: u32) -> Vec<u8> {
    let data_len = frames * 2;
    let mut out = b"RIFF".to_vec();
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&rate.to_le_bytes());
    out.extend_from_slice(&(rate * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    out.resize(out.len() + data_len as usize, 0);
    out
}

#[test]
fn a_soundtrack_at_zero_or_one_hertz_is_refused_and_the_mission_renders() {
    let dir = tempfile::tempdir().unwrap();
    let src = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../missions/tracks/test-run-1.yaml"),
    )
    .unwrap();
    for (rate, lang, says) in [
        (0, "en", "bed.wav: refused, its sample rate is 0 Hz"),
        (1, "de", "bed.wav: abgelehnt, ihre Abtastrate ist 1 Hz"),
    ] {
        std::fs::write(dir.path().join("bed.wav"), wav_with_rate(rate, 100_000)).unwrap();
        let track = dir.path().join("t.yaml");
        std::fs::write(&track, format!("soundtrack: bed.wav\n{src}")).unwrap();
        let wav = dir.path().join("out.wav");
        let out = Command::new(BIN)
            .args([
                "render",
                track.to_str().unwrap(),
                "-o",
                wav.to_str().unwrap(),
            ])
            .env("SITTING_DUCK_LANG", lang)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{rate} Hz: {err}");
        assert!(err.contains(says), "{rate} Hz: {err}");
        assert!(
            wav.metadata().unwrap().len() > 1_000_000,
            "the mission was rendered"
        );
    }
}
