//! Voice packs named like the community packs, including the German pack's merged
//! kind-and-zone clips (`threat_zone_blue`).

use super::common;

use audio::{Layers, MERGED_CLIPS, Voice};
use common::{pack_files, render, scratch, write_tone};
use missions::{Cue, CueKind};

fn threat(at_ms: u64, serious: bool, zone: engine::Zone, zone_clip: &'static str) -> Cue {
    Cue {
        at_ms,
        kind: CueKind::Threat {
            turn: 2,
            zone: Some(zone),
            serious,
            unconfirmed: false,
        },
        clips: vec![
            "alert",
            "time_t_plus_2",
            if serious { "serious_threat" } else { "threat" },
            zone_clip,
            "repeat",
            "time_t_plus_2",
            if serious { "serious_threat" } else { "threat" },
            zone_clip,
        ],
        text: "Time T plus 2.".into(),
    }
}

#[test]
fn a_merged_kind_and_zone_clip_replaces_the_pair() {
    let dir = scratch("merged-one");
    let merged = write_tone(&dir.join("threat_zone_red.wav"), 44_100, 1, 0.8, 500.0);
    let (voice, _) = Voice::pack(&pack_files(&dir), 44_100);
    // Only one merged clip: "threat" and "zone_red" are still needed elsewhere (zone blue,
    // serious threats) and are reported as spoken by the default voice.
    assert!(voice.fell_back().contains(&"threat") && voice.fell_back().contains(&"zone_red"));
    let cues = vec![
        threat(0, false, engine::Zone::Red, "zone_red"),
        threat(20_000, false, engine::Zone::Blue, "zone_blue"),
    ];
    let rendered = render(&cues, &voice, None, Layers::VOICE);
    let names: Vec<&str> = rendered.scheduled.iter().map(|s| s.clip).collect();
    assert_eq!(
        names,
        [
            "alert",
            "time_t_plus_2",
            "threat_zone_red",
            "repeat",
            "time_t_plus_2",
            "threat_zone_red",
            "alert",
            "time_t_plus_2",
            "threat",
            "zone_blue",
            "repeat",
            "time_t_plus_2",
            "threat",
            "zone_blue",
        ]
    );
    let first = &rendered.scheduled[2];
    let start = first.start_sample as usize;
    assert_eq!(first.len_samples as usize, merged.len());
    assert_eq!(
        &rendered.samples[start..start + merged.len()],
        &voice.merged("threat", "zone_red").unwrap().1[..]
    );
}

#[test]
fn a_pack_with_every_merged_clip_does_not_miss_the_separate_ones() {
    let dir = scratch("merged-all");
    for (_, _, name) in MERGED_CLIPS {
        write_tone(&dir.join(format!("{name}.wav")), 44_100, 1, 0.1, 300.0);
    }
    let (voice, warnings) = Voice::pack(&pack_files(&dir), 44_100);
    for covered in [
        "threat",
        "serious_threat",
        "zone_red",
        "zone_white",
        "zone_blue",
    ] {
        assert!(
            !voice.fell_back().contains(&covered),
            "{covered} reported missing: {warnings:?}"
        );
    }
    assert!(voice.fell_back().contains(&"internal_threat"));
    assert_eq!(voice.fell_back().len(), missions::CLIPS.len() - 5);
}
