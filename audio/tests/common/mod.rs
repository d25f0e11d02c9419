//! Shared helpers of the audio tests: the shipped tracks as cue lists.
#![allow(
    dead_code,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    missing_docs
)]

use missions::track::{Track, shipped};
use missions::{Cue, timeline};

/// The cues of a shipped track (by file stem) for a crew of `players`.
pub fn shipped_cues(stem: &str, players: u8) -> (Track, Vec<Cue>) {
    let (_, src) = shipped()
        .into_iter()
        .find(|(s, _)| *s == stem)
        .unwrap_or_else(|| panic!("no shipped track {stem}"));
    let track = Track::parse(src, &format!("{stem}.yaml")).expect("shipped tracks parse");
    let cues = timeline::cues(&track, players);
    (track, cues)
}

/// The phase ends of a track in milliseconds, as the render options want them.
pub fn phase_ends_ms(track: &Track) -> Vec<u64> {
    track.phases.iter().map(|&s| u64::from(s) * 1000).collect()
}

/// Peak absolute value.
pub fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0_f32, |m, s| m.max(s.abs()))
}

/// A unique scratch folder for one test.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir =
        std::env::temp_dir().join(format!("sitting-duck-audio-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Writes a mono or stereo 16-bit WAV of a sine tone.
pub fn write_tone(
    path: &std::path::Path,
    rate: u32,
    channels: u16,
    seconds: f32,
    hz: f32,
) -> Vec<f32> {
    let spec = hound::WavSpec {
        channels,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(path, spec).expect("create wav");
    let frames = (seconds * rate as f32) as usize;
    let mut mono = Vec::with_capacity(frames);
    for i in 0..frames {
        let v = (0.3 * (std::f32::consts::TAU * hz * i as f32 / rate as f32).sin() * 32767.0)
            .round() as i16;
        for _ in 0..channels {
            w.write_sample(v).expect("sample");
        }
        mono.push(f32::from(v) / 32768.0);
    }
    w.finalize().expect("finalize");
    mono
}
