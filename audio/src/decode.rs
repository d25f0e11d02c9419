//! Decoding clips and soundtracks into mono samples at the mission's sample rate.
//!
//! Everything the mixer plays is decoded once, before the mission starts, so the audio thread
//! only copies samples; a clip that cannot be decoded is found out before the first cue.

use std::io::{Cursor, Read, Seek};
use std::ops::RangeInclusive;
use std::panic::{AssertUnwindSafe, catch_unwind};

use rodio::{Decoder, Source};

/// The sample rates played: a header outside them (0 Hz, 1 Hz) is a broken or hostile file,
/// and converting it to the mission's rate would ask for terabytes.
pub const RATES: RangeInclusive<u32> = 8_000..=192_000;

/// The most channels a file may have (7.1 surround); more is not music for a table.
pub const MAX_CHANNELS: u16 = 8;

/// How long a soundtrack may last, in seconds: the longest mission (10 minutes on the CD)
/// at the slowest tempo (twice as long), with room to spare. Bounds its memory: mono at
/// 48 kHz, some 290 MB at most.
pub const SOUNDTRACK_SECONDS: u64 = 25 * 60;

/// How long one announcer clip may last, in seconds (the longest says a few words).
pub const CLIP_SECONDS: u64 = 60;

/// Why audio bytes could not become samples.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The bytes are not audio the decoders understand, or hold no samples.
    #[error("{0}")]
    Decode(String),
    /// The bytes are audio, but not audio the mission can play safely.
    #[error("{0}")]
    Refused(#[from] Refusal),
}

/// Why decoded audio is refused: checked from the header before a sample is decoded, and
/// while decoding, so no file can ask for more memory than the limits allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The sample rate is outside [`RATES`].
    #[error("its sample rate is {0} Hz (8000 to 192000 Hz are played)")]
    Rate(u32),
    /// More channels than [`MAX_CHANNELS`].
    #[error("it has {0} channels (8 at most)")]
    Channels(u16),
    /// Longer than the limit, in seconds.
    #[error("it lasts longer than {0} s")]
    TooLong(u64),
    /// The decoder itself failed on the file (a panic inside it, caught).
    #[error("the decoder failed on it")]
    DecoderFailed,
}

/// Mono samples at a known rate.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Mono {
    pub(crate) samples: Vec<f32>,
    pub(crate) sample_rate: u32,
}

/// Decodes audio held in memory: the default voice compiled into the binary, or a file the
/// caller read (a voice pack's clip, a soundtrack), refusing more than `max_seconds`.
pub(crate) fn decode_bytes<B>(bytes: B, hint: &str, max_seconds: u64) -> Result<Mono, DecodeError>
where
    B: AsRef<[u8]> + Send + Sync + 'static,
{
    check_wav_header(bytes.as_ref())?;
    let len = bytes.as_ref().len() as u64;
    // The decoders are trusted with hostile bytes, but a panic in one must not take the app
    // down: it is a refusal like any other.
    catch_unwind(AssertUnwindSafe(|| {
        decode(Cursor::new(bytes), Some(len), hint, max_seconds)
    }))
    .unwrap_or(Err(DecodeError::Refused(Refusal::DecoderFailed)))
}

/// A WAV header's rate and channels, checked before any decoder sees the file (one decoder
/// panics on a 0 Hz header).
fn check_wav_header(bytes: &[u8]) -> Result<(), Refusal> {
    let Ok(reader) = hound::WavReader::new(Cursor::new(bytes)) else {
        return Ok(());
    };
    check_format(reader.spec().sample_rate, reader.spec().channels)
}

fn check_format(rate: u32, channels: u16) -> Result<(), Refusal> {
    if !RATES.contains(&rate) {
        return Err(Refusal::Rate(rate));
    }
    if channels > MAX_CHANNELS {
        return Err(Refusal::Channels(channels));
    }
    Ok(())
}

fn decode<R>(reader: R, len: Option<u64>, hint: &str, max_seconds: u64) -> Result<Mono, DecodeError>
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
    let mut decoder = builder
        .build()
        .map_err(|e| DecodeError::Decode(e.to_string()))?;
    let channels = decoder.channels().get();
    let sample_rate = decoder.sample_rate().get();
    check_format(sample_rate, channels)?;
    // Mixed down to mono as it is decoded, never more than the limit: the memory a file
    // can take is bounded by the limit, not by what its header claims.
    let most = usize::try_from(u64::from(sample_rate) * max_seconds).unwrap_or(usize::MAX);
    let channels = usize::from(channels);
    let scale = 1.0 / channels as f32;
    let mut samples = Vec::new();
    loop {
        let mut frame = 0.0;
        let mut got = 0;
        for sample in decoder.by_ref().take(channels) {
            frame += sample;
            got += 1;
        }
        if got < channels {
            break;
        }
        if samples.len() == most {
            return Err(Refusal::TooLong(max_seconds).into());
        }
        // Average the channels: a mono mixer, and no channel is louder than the source.
        samples.push(if channels == 1 { frame } else { frame * scale });
    }
    if samples.is_empty() {
        return Err(DecodeError::Decode("no audio samples in it".to_owned()));
    }
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
        let err = decode_bytes(
            &b"this is not audio at all, not even a little"[..],
            "ogg",
            CLIP_SECONDS,
        )
        .unwrap_err();
        assert!(matches!(err, DecodeError::Decode(_)), "{err:?}");
    }

    /// A WAV of `frames` frames of silence whose header says `rate` Hz and `channels`.
    fn wav(rate: u32, channels: u16, frames: u32) -> Vec<u8> {
        let data_len = frames * u32::from(channels) * 2;
        let mut out = Vec::new();
        out.extend_from_slice(b"RIFF");
        out.extend_from_slice(&(36 + data_len).to_le_bytes());
        out.extend_from_slice(b"WAVEfmt ");
        out.extend_from_slice(&16u32.to_le_bytes());
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&channels.to_le_bytes());
        out.extend_from_slice(&rate.to_le_bytes());
        out.extend_from_slice(&(rate * u32::from(channels) * 2).to_le_bytes());
        out.extend_from_slice(&(channels * 2).to_le_bytes());
        out.extend_from_slice(&16u16.to_le_bytes());
        out.extend_from_slice(b"data");
        out.extend_from_slice(&data_len.to_le_bytes());
        out.resize(out.len() + data_len as usize, 0);
        out
    }

    #[test]
    fn a_header_of_zero_or_one_hertz_is_refused_not_a_panic_nor_a_huge_allocation() {
        for rate in [0, 1, 7_999, 192_001] {
            let err = decode_bytes(wav(rate, 1, 1000), "wav", SOUNDTRACK_SECONDS).unwrap_err();
            assert_eq!(err, DecodeError::Refused(Refusal::Rate(rate)));
        }
        let err = decode_bytes(wav(44_100, 9, 10), "wav", CLIP_SECONDS).unwrap_err();
        assert_eq!(err, DecodeError::Refused(Refusal::Channels(9)));
        let ok = decode_bytes(wav(8_000, 2, 800), "wav", CLIP_SECONDS).unwrap();
        assert_eq!((ok.sample_rate, ok.samples.len()), (8_000, 800));
    }

    #[test]
    fn a_file_longer_than_its_limit_is_refused_while_decoding() {
        // Two seconds of audio where one is the most: refused, not decoded whole.
        let err = decode_bytes(wav(8_000, 1, 16_000), "wav", 1).unwrap_err();
        assert_eq!(err, DecodeError::Refused(Refusal::TooLong(1)));
        assert!(decode_bytes(wav(8_000, 1, 8_000), "wav", 1).is_ok());
    }
}
