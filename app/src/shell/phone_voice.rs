//! The mission's voice for the crew's phones (`terminals::PhoneVoice`): each clip the host
//! plays, once, as a WAV file, and when each is spoken, so a phone in another room says
//! "Time T plus 3" with the table.

use std::collections::BTreeMap;
use std::io::Cursor;

use audio::{ScheduledClip, Voice};
use terminals::PhoneVoice;

/// The clips of `spoken` (a mission's, as placed on its sample clock) in `voice`.
pub fn of(spoken: &[ScheduledClip], voice: &Voice) -> PhoneVoice {
    let rate = f64::from(voice.sample_rate());
    let mut clips = BTreeMap::new();
    let mut cues = Vec::with_capacity(spoken.len());
    for clip in spoken {
        if !clips.contains_key(clip.clip) {
            let Some(samples) = voice.samples(clip.clip) else {
                continue;
            };
            let mut wav = Cursor::new(Vec::new());
            if let Err(e) = audio::write_wav(&mut wav, samples, voice.sample_rate()) {
                // A clip that cannot be written is left out: the phones stay quiet for it,
                // the host still speaks it.
                log::warn!("phone voice: clip {} not written: {e}", clip.clip);
                continue;
            }
            clips.insert(clip.clip, wav.into_inner());
        }
        // The sample clock's own time of the clip (exact, not rounded to milliseconds).
        #[allow(clippy::cast_precision_loss)]
        let at = clip.start_sample as f64 * 1000.0 / rate;
        cues.push((clip.clip.to_owned(), at));
    }
    PhoneVoice {
        clips: (clips.into_iter())
            .map(|(name, wav)| (name.to_owned(), wav))
            .collect(),
        cues,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_clip_is_sent_once_and_spoken_at_its_place() {
        let (voice, _) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
        let rate = u64::from(voice.sample_rate());
        let clip = |name: &'static str, start_sample| ScheduledClip {
            clip: name,
            text: String::new(),
            start_sample,
            len_samples: 1,
        };
        let spoken = [
            clip("alert", 0),
            clip("alert", 3 * rate),
            clip("nonsense", 0),
        ];
        let phone = of(&spoken, &voice);
        assert_eq!(phone.clips.len(), 1);
        assert!(phone.clips[0].1.starts_with(b"RIFF"));
        assert_eq!(
            phone.cues,
            [("alert".to_owned(), 0.0), ("alert".to_owned(), 3000.0)]
        );
    }
}
