//! Generating and validating one random mission (target: under 100 us, so that 10,000
//! missions take under a second on one core).
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use missions::generate::{GenerateOptions, generate, profile_violations};
use missions::track::Track;

fn bench(c: &mut Criterion) {
    let options = GenerateOptions::new(5);
    let mut seed = 0u64;
    c.bench_function("generate and validate one mission", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let track = generate(&options, black_box(seed));
            black_box(track.validate("generated").is_ok());
            track
        })
    });
    c.bench_function("generate, check the CD profile", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let track = generate(&options, black_box(seed));
            black_box(profile_violations(&track, 5))
        })
    });
    c.bench_function("generate, write YAML, parse it back", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let track = generate(&options, black_box(seed));
            black_box(
                track
                    .to_yaml()
                    .is_ok_and(|yaml| Track::parse(&yaml, "generated").is_ok()),
            )
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
