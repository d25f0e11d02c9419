//! Offline rendering: the same [`MissionSource`] the device plays, pulled as fast as the CPU
//! allows, and written to WAV.

use std::io::{Seek, Write};
use std::path::Path;
use std::sync::Arc;

use missions::Cue;

use crate::mission::{Mission, RenderOptions, ScheduledClip};
use crate::source::MissionSource;
use crate::warning::{Warning, WriteError};

/// Samples mixed per call when rendering offline.
const CHUNK: usize = 1 << 16;

/// A whole mission rendered to samples.
#[derive(Debug, Clone)]
pub struct Rendered {
    /// Mono samples in -1.0..=1.0.
    pub samples: Vec<f32>,
    /// Samples per second.
    pub sample_rate: u32,
    /// Every clip placed, by start sample.
    pub scheduled: Vec<ScheduledClip>,
    /// Problems worked around (missing clips, soundtrack file...).
    pub warnings: Vec<Warning>,
}

/// Renders the mission of `cues` as the table would hear it (or the layers the options ask
/// for), through the same mixing code as live playback.
pub fn render(cues: &[Cue], options: &RenderOptions) -> Rendered {
    let (mission, warnings) = Mission::new(cues, options);
    Rendered {
        samples: render_mission(&mission),
        sample_rate: mission.sample_rate(),
        scheduled: mission.scheduled().to_vec(),
        warnings,
    }
}

/// Renders a built mission from start to end.
pub fn render_mission(mission: &Mission) -> Vec<f32> {
    let len = usize::try_from(mission.len_samples()).unwrap_or(usize::MAX);
    let mut source = MissionSource::new(Arc::new(mission.clone()));
    let mut samples = vec![0.0; len];
    let mut at = 0;
    while at < len {
        let end = (at + CHUNK).min(len);
        let got = source.read(&mut samples[at..end]);
        if got == 0 {
            break;
        }
        at += got;
    }
    samples.truncate(at);
    samples
}

/// The 16-bit PCM value a sample is written as.
pub fn quantize(sample: f32) -> i16 {
    (sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16
}

/// Writes mono samples as a 16-bit PCM WAV.
pub fn write_wav<W: Write + Seek>(
    writer: W,
    samples: &[f32],
    sample_rate: u32,
) -> Result<(), WriteError> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut wav = hound::WavWriter::new(writer, spec)?;
    {
        let mut samples_writer =
            wav.get_i16_writer(u32::try_from(samples.len()).unwrap_or(u32::MAX));
        for &s in samples {
            samples_writer.write_sample(quantize(s));
        }
        samples_writer.flush()?;
    }
    wav.finalize()?;
    Ok(())
}

/// Writes a rendered mission to a WAV file.
pub fn write_wav_file(path: &Path, rendered: &Rendered) -> Result<(), WriteError> {
    let file = std::io::BufWriter::new(std::fs::File::create(path).map_err(hound::Error::from)?);
    write_wav(file, &rendered.samples, rendered.sample_rate)
}
