//! Decoding clips and soundtracks into mono samples at the mission's sample rate.
//!
//! Everything the mixer plays is decoded once, before the mission starts, so the audio thread
//! only copies samples; a clip that cannot be decoded is found out before the first cue.

use std::io::{Cursor, Read, Seek};

use rodio::{Decoder, Source};

/// Why audio bytes could not become samples.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The bytes are not audio the decoders understand, or hold no samples.
    #[error("{0}")]
    Decode(String),
}

/// Mono samples at a known rate.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Mono {
    pub(crate) samples: Vec<f32>,
    pub(crate) sample_rate: u32,
}

/// Decodes audio held in memory: the default voice compiled into the binary, or a file the
/// caller read (a voice pack's clip, a soundtrack).
pub(crate) fn decode_bytes<B>(bytes: B, hint: &str) -> Result<Mono, DecodeError>
where
    B: AsRef<[u8]> + Send + Sync + 'static,
{
    let len = bytes.as_ref().len() as u64;
    decode(Cursor::new(bytes), Some(len), hint)
}

fn decode<R>(reader: R, len: Option<u64>, hint: &str) -> Result<Mono, DecodeError>
where
    R: Read + Seek + Send + Sync + 'static,
{
    let mut builder = Decoder::builder().with_data(reader).with_gapless(true);
    if let Some(len) = len {
        builder = builder.with_byte_len(len).with_seekable(true);
    }
    if !hint.is_empty() {
        builder = builder.with_hint(hint);
    }
    let decoder = builder
        .build()
        .map_err(|e| DecodeError::Decode(e.to_string()))?;
    let channels = usize::from(decoder.channels().get());
    let sample_rate = decoder.sample_rate().get();
    let interleaved: Vec<f32> = decoder.collect();
    if interleaved.is_empty() {
        return Err(DecodeError::Decode("no audio samples in it".to_owned()));
    }
    let samples = if channels == 1 {
        interleaved
    } else {
        // Average the channels: a mono mixer, and no channel is louder than the source.
        let scale = 1.0 / channels as f32;
        interleaved
            .chunks(channels)
            .map(|frame| frame.iter().sum::<f32>() * scale)
            .collect()
    };
    Ok(Mono {
        samples,
        sample_rate,
    })
}

/// Converts mono samples to another rate by linear interpolation. Speech is band-limited well
/// below either Nyquist frequency, so this is transparent for clips; exact-ratio conversions
/// (22 050 -> 44 100) land on the original samples every other sample.
pub(crate) fn resample(input: &[f32], from: u32, to: u32) -> Vec<f32> {
    if from == to || input.is_empty() {
        return input.to_vec();
    }
    let out_len = (input.len() as u64 * u64::from(to) + u64::from(from) / 2) / u64::from(from);
    let last = input.len() - 1;
    (0..out_len)
        .map(|i| {
            // Position in the input as an exact fraction num / to.
            let num = i * u64::from(from);
            let idx = (num / u64::from(to)) as usize;
            let frac = (num % u64::from(to)) as f32 / to as f32;
            let a = input[idx.min(last)];
            let b = input[(idx + 1).min(last)];
            a + (b - a) * frac
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubling_the_rate_keeps_every_original_sample() {
        let input = [0.0, 1.0, -1.0, 0.5];
        let out = resample(&input, 22_050, 44_100);
        assert_eq!(out, vec![0.0, 0.5, 1.0, 0.0, -1.0, -0.25, 0.5, 0.5]);
    }

    #[test]
    fn resampling_keeps_the_duration() {
        let input = vec![0.25; 48_000];
        assert_eq!(resample(&input, 48_000, 44_100).len(), 44_100);
        assert_eq!(resample(&input, 48_000, 48_000), input);
    }

    #[test]
    fn garbage_bytes_are_an_error_not_a_panic() {
        let err =
            decode_bytes(&b"this is not audio at all, not even a little"[..], "ogg").unwrap_err();
        assert!(matches!(err, DecodeError::Decode(_)), "{err:?}");
    }
}
