//! Every single change and every pair of changes of a game file, timed (wall and plans):
//! `cargo run --release -p coach --example pairs -- GAME.yaml [THREADS]`. Under
//! `/usr/bin/time` it also gives the CPU time, which a busy machine does not change
//! (docs/performance.md, "Coach").
#![allow(clippy::disallowed_methods, clippy::unwrap_used, clippy::expect_used)]

use coach::{Objective, Options, Progress};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).expect("a game file");
    let threads: usize = args.get(2).map_or(0, |t| t.parse().expect("threads"));
    let src = std::fs::read_to_string(path).unwrap();
    let catalog = missions::Catalog::base().unwrap();
    let g = missions::game::parse_game(&src, path, &catalog).unwrap();
    let options = Options {
        edits: 2,
        objective: Objective::Score,
        ..Options::default()
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    let start = std::time::Instant::now();
    let report = pool.install(|| coach::coach(&g.game, g.seed, &options, &Progress::new()));
    println!(
        "{} plans in {:.2} s on {} thread(s); best: {:?}",
        report.tried,
        start.elapsed().as_secs_f64(),
        pool.current_num_threads(),
        report
            .suggestions
            .first()
            .map(|s| (s.edits.len(), s.eval.score))
    );
    // Every suggestion, so that two builds can be compared (the search is exact: they agree).
    for s in &report.suggestions {
        println!("  {:?} {:?}", s.eval, s.edits);
    }
}
