//! Offline rendering: the same [`MissionSource`] the device plays, pulled as fast as the CPU
//! allows, and streamed to a WAV a block at a time (a render holds one block in memory,
//! however long the mission).

use std::io::{Seek, Write};
use std::sync::Arc;

use crate::mission::Mission;
use crate::source::MissionSource;
use crate::warning::WriteError;

/// Samples mixed per call when rendering offline.
const CHUNK: usize = 1 << 16;

/// Renders a built mission from start to end into memory (tests and short missions; `render`
/// streams with [`render_wav`]).
pub fn render_mission(mission: &Mission) -> Vec<f32> {
    let mut samples = Vec::new();
    let mut block = vec![0.0; CHUNK];
    let mut source = MissionSource::new(Arc::new(mission.clone()));
    loop {
        let got = source.read(&mut block);
        samples.extend_from_slice(&block[..got]);
        if got < block.len() {
            break;
        }
    }
    samples
}

/// The 16-bit PCM value a sample is written as: the nearest step, halves away from zero.
pub fn quantize(sample: f32) -> i16 {
    let scaled = sample.clamp(-1.0, 1.0) * f32::from(i16::MAX);
    // `f32::round` without its library call (every sample of a render goes through here):
    // the cast truncates towards zero, and for |scaled| <= 32767 both the truncated value and
    // the fraction left are exact in f32. NaN casts to 0, as `round` then `as` gives.
    // No branch on the fraction either: it is as good as random from sample to sample.
    let truncated = scaled as i16;
    let fraction = scaled - f32::from(truncated);
    truncated + i16::from(fraction >= 0.5) - i16::from(fraction <= -0.5)
}

fn spec(sample_rate: u32) -> hound::WavSpec {
    hound::WavSpec {
        channels: 1,
        sample_rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    }
}

/// Writes mono samples as a 16-bit PCM WAV.
pub fn write_wav<W: Write + Seek>(
    writer: W,
    samples: &[f32],
    sample_rate: u32,
) -> Result<(), WriteError> {
    let mut wav = hound::WavWriter::new(writer, spec(sample_rate))?;
    for &s in samples {
        wav.write_sample(quantize(s))?;
    }
    wav.finalize()?;
    Ok(())
}

/// Renders `mission` straight into a 16-bit PCM mono WAV, one block at a time, through the
/// same mixing code as live playback: memory stays at one block whatever the mission's
/// length. Returns the number of samples written.
pub fn render_wav<W: Write + Seek>(mission: &Mission, writer: W) -> Result<u64, WriteError> {
    let mut wav = hound::WavWriter::new(writer, spec(mission.sample_rate()))?;
    let mut block = vec![0.0; CHUNK];
    let mut source = MissionSource::new(Arc::new(mission.clone()));
    let mut written = 0u64;
    loop {
        let got = source.read(&mut block);
        // hound's block writer: one buffer per block instead of a checked write per sample.
        let mut samples = wav.get_i16_writer(got as u32);
        for &s in &block[..got] {
            samples.write_sample(quantize(s));
        }
        samples.flush()?;
        written += got as u64;
        if got < block.len() {
            break;
        }
    }
    wav.finalize()?;
    Ok(written)
}
