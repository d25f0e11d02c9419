//! Shared helpers of the audio tests: the shipped tracks as cue lists.
#![allow(dead_code)]

use audio::{Bed, Layers, Mission, PackFiles, ScheduledClip, Voice, Warning, render_mission};
use missions::track::{Track, shipped};
use missions::{Cue, timeline};

/// A mission rendered to memory, with what it scheduled and warned about.
pub struct Rendered {
    pub samples: Vec<f32>,
    pub sample_rate: u32,
    pub scheduled: Vec<ScheduledClip>,
    pub warnings: Vec<Warning>,
}

/// The default voice at 44.1 kHz.
pub fn default_voice() -> Voice {
    Voice::default_voice(audio::DEFAULT_SAMPLE_RATE).0
}

/// Builds and renders the mission of `cues`, mixing `layers`.
pub fn render(cues: &[Cue], voice: &Voice, bed: Option<Bed>, layers: Layers) -> Rendered {
    let (mission, warnings) = Mission::new(cues, voice, bed);
    let mission = mission.with_layers(layers);
    Rendered {
        samples: render_mission(&mission),
        sample_rate: mission.sample_rate(),
        scheduled: mission.scheduled().to_vec(),
        warnings,
    }
}

/// Reads a voice-pack folder as the app does: the files a pack is made of.
pub fn pack_files(dir: &std::path::Path) -> PackFiles {
    let mut pack = PackFiles {
        dir: dir.to_path_buf(),
        ..PackFiles::default()
    };
    for entry in std::fs::read_dir(dir).expect("pack folder") {
        let entry = entry.expect("entry");
        let name = entry.file_name().to_string_lossy().to_string();
        if PackFiles::wants(&name) {
            pack.files
                .insert(name, std::fs::read(entry.path()).expect("clip"));
        }
    }
    pack
}

/// Decodes a soundtrack file as the app does.
pub fn bed_file(path: &std::path::Path) -> Result<Bed, audio::DecodeError> {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    Bed::decode(std::fs::read(path).expect("soundtrack"), ext)
}

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
