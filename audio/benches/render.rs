//! Rendering a 10-minute mission (Mission 1, five players, everything mixed) to a WAV in
//! memory. Target: under 2 s on one core (300 times real time).
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::io::Cursor;

use audio::{Mission, Voice, render_wav};
use criterion::{Criterion, criterion_group, criterion_main};
use missions::Track;
use missions::track::shipped;

fn mission_1() -> Vec<missions::Cue> {
    let (_, src) = shipped()
        .into_iter()
        .find(|(s, _)| *s == "mission-1")
        .unwrap();
    let track = Track::parse(src, "mission-1.yaml").unwrap();
    missions::timeline::cues(&track, 5)
}

fn bench(c: &mut Criterion) {
    let cues = mission_1();
    let mut group = c.benchmark_group("render 10-minute mission to WAV");
    group.sample_size(10);
    group.bench_function("whole: decode voice, schedule, mix, write WAV", |b| {
        b.iter(|| {
            let (voice, _) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
            let (mission, _) = Mission::new(&cues, &voice, None);
            let mut wav = Cursor::new(Vec::new());
            render_wav(&mission, &mut wav).unwrap()
        });
    });
    let (voice, _) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
    group.bench_function("voice decoded once: schedule, mix, write WAV", |b| {
        b.iter(|| {
            let (mission, _) = Mission::new(&cues, &voice, None);
            let mut wav = Cursor::new(Vec::new());
            render_wav(&mission, &mut wav).unwrap()
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
