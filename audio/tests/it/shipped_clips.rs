//! Every clip the shipped tracks speak is in every built-in voice (the English default and
//! one per language of the app): the CD's tracks and The New Frontier's double-action tracks,
//! for a crew of 4 and of 5.

use audio::{BuiltinVoice, Voice};
use strum::VariantArray;

use super::common::shipped_cues;

#[test]
fn every_cue_of_every_shipped_track_has_its_clip_in_every_language() {
    for &which in BuiltinVoice::VARIANTS {
        let (voice, warnings) = Voice::builtin(which, audio::DEFAULT_SAMPLE_RATE);
        assert!(warnings.is_empty(), "{which}: {warnings:?}");
        assert!(
            voice.fell_back().is_empty(),
            "{which}: {:?}",
            voice.fell_back()
        );
        every_cue_has_its_clip(which, &voice);
    }
}

fn every_cue_has_its_clip(which: BuiltinVoice, voice: &Voice) {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("voices")
        .join(which.folder());
    let mut missing = std::collections::BTreeSet::new();
    let mut spoken = std::collections::BTreeSet::new();
    for (stem, _) in missions::track::shipped() {
        for players in [4, 5] {
            let (_, cues) = shipped_cues(stem, players);
            for cue in &cues {
                for &clip in &cue.clips {
                    spoken.insert(clip);
                    // The clip file is in the voice's folder, built into the binary, and
                    // decodes to sound.
                    let has_file = folder.join(format!("{clip}.ogg")).is_file();
                    let has_sound = voice.clip(clip).is_some_and(|s| !s.is_empty());
                    if !has_file || !has_sound {
                        missing.insert(format!("{stem} ({players} players): {clip}"));
                    }
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "clips missing from the {which} voice: {missing:?}"
    );
    // The double-action tracks use T+1 ... T+8 and both internal kinds, as the CD does.
    for clip in [
        "time_t_plus_8",
        "serious_internal_threat",
        "unconfirmed_report",
    ] {
        assert!(spoken.contains(clip), "{which}: {clip}");
    }
}
