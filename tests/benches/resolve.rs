//! Resolving a 5-crew, 8-threat mission with the full event log, the full catalog loaded
//! (target: under 20 microseconds per mission on one core).
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use missions::{Catalog, game::parse_game};

fn resolve(c: &mut Criterion) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/mechanics/full-mission-five-crew.yaml"
    );
    let src = std::fs::read_to_string(path).unwrap();
    let catalog = Catalog::base().unwrap();
    let game = parse_game(&src, path, &catalog).unwrap();
    c.bench_function("resolve 5 crew 8 threats", |b| {
        b.iter(|| {
            engine::resolve(
                std::hint::black_box(&game.game),
                std::hint::black_box(game.seed),
            )
        })
    });
    c.bench_function("load catalog + parse game file", |b| {
        b.iter(|| {
            let catalog = Catalog::base().unwrap();
            parse_game(std::hint::black_box(&src), path, &catalog).unwrap()
        })
    });
}

criterion_group!(benches, resolve);
criterion_main!(benches);
