//! Resolves a game file `N` times with `engine::verdict_of` (no log), for callgrind:
//! `valgrind --tool=callgrind --toggle-collect='engine::resolve::verdict_of' \
//!   target/release/examples/verdicts GAME.yaml N` counts the instructions of the `N` calls
//! alone (parsing and start-up left out); divided by `N` it is the cost of one call
//! (docs/performance.md, "Resolving a mission").
#![allow(clippy::disallowed_methods, clippy::unwrap_used, clippy::expect_used)]

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).expect("a game file");
    let n: u32 = args.get(2).map_or(1000, |n| n.parse().expect("a count"));
    let src = std::fs::read_to_string(path).unwrap();
    let catalog = missions::Catalog::base().unwrap();
    let g = missions::game::parse_game(&src, path, &catalog).unwrap();
    let mut won = 0u32;
    for _ in 0..n {
        let v = engine::verdict_of(std::hint::black_box(&g.game), std::hint::black_box(g.seed));
        won += u32::from(v.score.is_some());
    }
    println!("{n} verdicts, {won} won");
}
