//! Bad input never stops a mission: an undecodable soundtrack is an error the caller turns
//! into a warning, an undecodable or missing voice clip a warning, and the mission plays with
//! the generated soundtrack or the default voice.

use super::common;

use audio::{Bed, Layers, Mission, PackFiles, Voice, Warning};
use common::{bed_file, default_voice, pack_files, render, scratch, write_tone};
use missions::{Cue, CueKind};

fn cues() -> Vec<Cue> {
    vec![
        Cue {
            at_ms: 0,
            kind: CueKind::MissionStart,
            clips: vec!["begin_first_phase"],
            text: "Start.".into(),
        },
        Cue {
            at_ms: 5_000,
            kind: CueKind::Threat {
                turn: 1,
                zone: Some(engine::Zone::Red),
                serious: false,
                unconfirmed: false,
            },
            clips: vec!["alert", "time_t_plus_1", "threat", "zone_red"],
            text: "Time T plus 1. Threat. Zone red.".into(),
        },
        Cue {
            at_ms: 12_000,
            kind: CueKind::CommsDown {
                seconds: 5,
                lasts_ms: 5_000,
            },
            clips: vec!["communications_down"],
            text: "Down.".into(),
        },
    ]
}

#[test]
fn an_undecodable_soundtrack_is_an_error_the_caller_can_show() {
    let err = Bed::decode(
        b"OggS but not really; this is a text file pretending to be audio".to_vec(),
        "ogg",
    )
    .unwrap_err();
    assert!(!err.to_string().is_empty());
}

#[test]
fn a_soundtrack_file_replaces_the_bed_and_sets_the_clock() {
    let dir = scratch("good-soundtrack");
    let path = dir.join("soundtrack.wav");
    let tone = write_tone(&path, 22_050, 2, 30.0, 220.0);
    // A voice at the file's rate: the file plays sample for sample.
    let (voice, _) = Voice::default_voice(22_050);
    let bed = bed_file(&path).unwrap();
    assert_eq!(bed.sample_rate(), 22_050);
    let (mission, warnings) = Mission::new(&cues(), &voice, Some(bed));
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(mission.has_soundtrack_file());
    // The mission lasts as long as the file: its position is the mission time.
    assert_eq!(mission.sample_rate(), 22_050);
    assert_eq!(mission.len_samples(), tone.len() as u64);
    let bed = audio::render_mission(&mission.with_layers(Layers::SOUNDTRACK));
    for (i, (b, t)) in bed.iter().zip(&tone).enumerate() {
        assert!((b - 0.5 * t).abs() < 1e-4, "sample {i}: {b} vs {t}");
    }
    // No generated static: the file is the whole soundtrack.
    let blackout = 12 * 22_050..17 * 22_050;
    assert!(
        bed[blackout]
            .iter()
            .zip(&tone[12 * 22_050..])
            .all(|(b, t)| (b - 0.5 * t).abs() < 1e-4)
    );
    // At another rate it is resampled to the voice's: same length in time.
    let (mission, _) = Mission::new(&cues(), &default_voice(), bed_file(&path).ok());
    assert_eq!(mission.len_samples(), 2 * tone.len() as u64);
}

#[test]
fn a_voice_pack_replaces_clips_and_reports_those_that_fell_back() {
    let dir = scratch("voice-pack");
    let zone_red = write_tone(&dir.join("zone_red.wav"), 44_100, 1, 0.5, 660.0);
    std::fs::write(dir.join("threat.ogg"), b"definitely not vorbis").unwrap();
    let (voice, warnings) = Voice::pack(&pack_files(&dir), 44_100);
    assert_eq!(voice.clip("zone_red").unwrap().len(), zone_red.len());
    for (a, b) in voice.clip("zone_red").unwrap().iter().zip(&zone_red) {
        assert!((a - b).abs() < 1e-4);
    }
    let fell_back = voice.fell_back();
    assert_eq!(fell_back.len(), missions::CLIPS.len() - 1);
    assert!(fell_back.contains(&"threat") && !fell_back.contains(&"zone_red"));
    let (default, _) = Voice::default_voice(44_100);
    assert_eq!(
        voice.clip("threat"),
        default.clip("threat"),
        "undecodable clip falls back"
    );
    assert!(
        warnings.iter().any(
            |w| matches!(w, Warning::UndecodableClip { path, .. } if path.ends_with("threat.ogg"))
        ),
        "{warnings:?}"
    );
    let listed = warnings
        .iter()
        .find_map(|w| match w {
            Warning::ClipsFellBack { clips, .. } => Some(clips.clone()),
            _ => None,
        })
        .expect("a fell-back warning");
    assert_eq!(listed, fell_back);
    // The pack's clip is what plays.
    let rendered = render(&cues(), &voice, None, Layers::VOICE);
    let red = rendered
        .scheduled
        .iter()
        .find(|s| s.clip == "zone_red")
        .unwrap();
    let start = red.start_sample as usize;
    assert_eq!(
        &rendered.samples[start..start + zone_red.len()],
        &voice.clip("zone_red").unwrap()[..]
    );
}

#[test]
fn an_unreadable_voice_pack_is_the_default_voice_with_every_clip_fallen_back() {
    let (voice, _) = Voice::unreadable_pack(44_100);
    assert_eq!(voice.fell_back(), missions::CLIPS);
    let (default, _) = Voice::default_voice(44_100);
    for &clip in missions::CLIPS {
        assert_eq!(voice.clip(clip), default.clip(clip));
    }
}

#[test]
fn only_the_files_of_the_vocabulary_are_part_of_a_pack() {
    assert!(PackFiles::wants("zone_red.ogg"));
    assert!(PackFiles::wants("threat_zone_blue.mp3"));
    assert!(!PackFiles::wants("zone_red.txt"));
    assert!(!PackFiles::wants("README.md"));
    assert!(!PackFiles::wants("zone_purple.ogg"));
}

#[test]
fn a_cue_naming_an_unknown_clip_warns_and_the_rest_plays() {
    let mut cues = cues();
    cues[1].clips.insert(1, "no_such_clip");
    let rendered = render(&cues, &default_voice(), None, Layers::VOICE);
    assert!(
        matches!(rendered.warnings.as_slice(), [Warning::UnknownClip { clip, at_ms: 5_000 }] if clip == "no_such_clip"),
        "{:?}",
        rendered.warnings
    );
    assert_eq!(rendered.scheduled.len(), 6);
}

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
fn a_soundtrack_at_zero_or_one_hertz_is_refused_before_it_is_decoded() {
    // 0 Hz panicked inside a decoder; 1 Hz asked for 176 GB when converted to 44.1 kHz.
    for rate in [0, 1] {
        let err = Bed::decode(wav_with_rate(rate, 1_000_000), "wav").unwrap_err();
        assert_eq!(
            err,
            audio::DecodeError::Refused(audio::Refusal::Rate(rate)),
            "{rate} Hz"
        );
    }
}

#[test]
fn a_voice_clip_at_zero_hertz_or_too_long_falls_back_with_a_warning() {
    let dir = scratch("voice-pack-refused");
    std::fs::write(dir.join("zone_red.wav"), wav_with_rate(0, 1_000)).unwrap();
    let too_long = u32::try_from(audio::CLIP_SECONDS + 1).unwrap() * 8_000;
    std::fs::write(dir.join("threat.wav"), wav_with_rate(8_000, too_long)).unwrap();
    let (voice, warnings) = Voice::pack(&pack_files(&dir), 44_100);
    let (default, _) = Voice::default_voice(44_100);
    assert_eq!(voice.clip("zone_red"), default.clip("zone_red"));
    assert_eq!(voice.clip("threat"), default.clip("threat"));
    let refusals: Vec<audio::Refusal> = warnings
        .iter()
        .filter_map(|w| match w {
            Warning::ClipRefused { refusal, .. } => Some(*refusal),
            _ => None,
        })
        .collect();
    assert!(
        refusals.contains(&audio::Refusal::Rate(0))
            && refusals.contains(&audio::Refusal::TooLong(audio::CLIP_SECONDS)),
        "{warnings:?}"
    );
}
