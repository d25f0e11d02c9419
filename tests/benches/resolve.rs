//! Resolving a 5-crew, 8-threat mission with the full event log (target: at most 5 us per
//! mission on one core) and without it, as a coach's inner loop (at most 2 us); the same for a
//! New Frontier mission (double actions, specializations, expansion threats and a double
//! threat: at most twice the base mission's time); and loading the catalog with a game file.
//! Figures in `docs/performance.md`.
// A bench reads its game files and the clock (clippy.toml's rules are the pure crates').
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    missing_docs,
    clippy::disallowed_methods
)]

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
    c.bench_function("resolve 5 crew 8 threats, no log", |b| {
        b.iter(|| {
            engine::verdict_of(
                std::hint::black_box(&game.game),
                std::hint::black_box(game.seed),
            )
        })
    });
    let path_nf = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/mechanics/full-mission-new-frontier.yaml"
    );
    let src_nf = std::fs::read_to_string(path_nf).unwrap();
    let nf = parse_game(&src_nf, path_nf, &catalog).unwrap();
    c.bench_function("resolve New Frontier 5 crew 9 threats", |b| {
        b.iter(|| {
            engine::resolve(
                std::hint::black_box(&nf.game),
                std::hint::black_box(nf.seed),
            )
        })
    });
    c.bench_function("resolve New Frontier 5 crew 9 threats, no log", |b| {
        b.iter(|| {
            engine::verdict_of(
                std::hint::black_box(&nf.game),
                std::hint::black_box(nf.seed),
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
