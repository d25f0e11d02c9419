//! Rendering a 10-minute mission (Mission 1, five players, everything mixed) to a WAV in
//! memory. Target: under 2 s on one core (300 times real time).
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::io::Cursor;

use audio::{Mission, MissionOptions, Voice, render, render_mission, write_wav};
use criterion::{Criterion, criterion_group, criterion_main};
use missions::Track;
use missions::track::shipped;

fn mission_1() -> (Vec<missions::Cue>, MissionOptions) {
    let (_, src) = shipped()
        .into_iter()
        .find(|(s, _)| *s == "mission-1")
        .unwrap();
    let track = Track::parse(src, "mission-1.yaml").unwrap();
    let options = MissionOptions {
        phase_ends_ms: track.phases.iter().map(|&s| u64::from(s) * 1000).collect(),
        ..MissionOptions::default()
    };
    (missions::timeline::cues(&track, 5), options)
}

fn bench(c: &mut Criterion) {
    let (cues, options) = mission_1();
    let mut group = c.benchmark_group("render 10-minute mission to WAV");
    group.sample_size(10);
    group.bench_function("whole: decode voice, schedule, mix, write WAV", |b| {
        b.iter(|| {
            let rendered = render(&cues, &options);
            let mut wav = Cursor::new(Vec::with_capacity(rendered.samples.len() * 2 + 64));
            write_wav(&mut wav, &rendered.samples, rendered.sample_rate).unwrap();
            wav.into_inner().len()
        });
    });
    let (voice, _) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
    group.bench_function("voice decoded once: schedule, mix, write WAV", |b| {
        b.iter(|| {
            let (mission, _) = Mission::with_voice(&cues, &voice, &options);
            let samples = render_mission(&mission);
            let mut wav = Cursor::new(Vec::with_capacity(samples.len() * 2 + 64));
            write_wav(&mut wav, &samples, mission.sample_rate()).unwrap();
            wav.into_inner().len()
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
