//! The coach's speed on the 5-crew, 8-threat bench mission (criterion): every single change
//! (about 1,300 plans, target under 20 ms) and every pair (about 750,000 plans, target under
//! 3 s on 2 cores). Then a study, run once and printed: the local search on 50 generated lost
//! missions (target: a plan that survives on at least 90% of them, within 10 s each), against
//! a plain whole-plan simulated annealing given ten times the plans. Figures and seeds in
//! `docs/performance.md` ("Coach").
//!
//! The lost missions are generated from the bench mission (which the crew won): mission seed
//! `s` makes 6 to 10 random card changes to its boards (`ship_rng(s)`), and a mission is kept
//! when the ship is then lost. The seeds kept are printed.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::disallowed_methods,
    missing_docs
)]

use std::time::{Duration, Instant};

use coach::{Eval, Objective, Options, Progress, edit};
use criterion::{Criterion, criterion_group, criterion_main};
use engine::{Action, Draw, Game, ship_rng};
use missions::{Catalog, game::parse_game};

fn bench_game() -> (Game, u64) {
    game_of(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
    ))
}

/// The resolve benchmark's New Frontier mission: double actions (the deck's 36 double faces
/// are offered on every space), five specializations, expansion threats, a double threat.
fn frontier_game() -> (Game, u64) {
    game_of(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/scenarios/mechanics/full-mission-new-frontier.yaml"
    ))
}

fn game_of(path: &str) -> (Game, u64) {
    let src = std::fs::read_to_string(path).unwrap();
    let catalog = Catalog::base().unwrap();
    let g = parse_game(&src, path, &catalog).unwrap();
    (g.game, g.seed)
}

fn exhaustive(c: &mut Criterion) {
    let (game, seed) = bench_game();
    let options = |edits| Options {
        edits,
        // `score`: no stage is skipped because an earlier one found enough.
        objective: Objective::Score,
        top: 10,
        ..Options::default()
    };
    let checkpoints = engine::Checkpoints::new(&game, seed);
    for turn in [2u8, 6, 10] {
        let mut changed = game.clone();
        let mut board = changed.setup().crew[1].actions;
        board[usize::from(turn - 1)] = Action::A;
        changed.set_board(1, board);
        c.bench_function(&format!("verdict_of, a change in turn {turn}"), |b| {
            b.iter(|| engine::verdict_of(std::hint::black_box(&changed), seed))
        });
        c.bench_function(&format!("verdict_from, a change in turn {turn}"), |b| {
            b.iter(|| {
                engine::verdict_from(std::hint::black_box(&changed), seed, &checkpoints, turn)
            })
        });
    }
    let singles = edit::single_edits(&game, &coach::Rules::default()).len();
    println!("single changes of the bench mission: {singles}");
    let one = options(1);
    if std::env::var("STUDY_ONLY").is_ok_and(|v| v == "1") {
        return;
    }
    c.bench_function("coach: every single change (5 crew, 8 threats)", |b| {
        b.iter(|| coach::coach(std::hint::black_box(&game), seed, &one, &Progress::new()))
    });
    let mut group = c.benchmark_group("coach pairs");
    group.sample_size(10);
    let two = options(2);
    group.bench_function("coach: every pair of changes (5 crew, 8 threats)", |b| {
        b.iter(|| coach::coach(std::hint::black_box(&game), seed, &two, &Progress::new()))
    });
    group.finish();
}

/// The same two searches on a double-action New Frontier mission (targets: every single
/// change under 50 ms, every pair under 3 s on 2 cores).
fn double_actions(c: &mut Criterion) {
    let (game, seed) = frontier_game();
    let options = |edits| Options {
        edits,
        objective: Objective::Score,
        top: 10,
        ..Options::default()
    };
    let singles = edit::single_edits(&game, &coach::Rules::default()).len();
    println!("single changes of the New Frontier bench mission: {singles}");
    if std::env::var("STUDY_ONLY").is_ok_and(|v| v == "1") {
        return;
    }
    let one = options(1);
    c.bench_function(
        "coach: every single change (New Frontier, double actions)",
        |b| b.iter(|| coach::coach(std::hint::black_box(&game), seed, &one, &Progress::new())),
    );
    let mut group = c.benchmark_group("coach pairs");
    group.sample_size(10);
    let two = options(2);
    group.bench_function(
        "coach: every pair of changes (New Frontier, double actions)",
        |b| b.iter(|| coach::coach(std::hint::black_box(&game), seed, &two, &Progress::new())),
    );
    group.finish();
}

/// The lost missions of the study: (mission seed, game).
fn lost_missions(game: &Game, seed: u64, count: usize) -> Vec<(u64, Game)> {
    let tokens = edit::all_tokens();
    let crew = game.setup().crew.len() as u64;
    let mut out = Vec::new();
    let mut s = 0u64;
    while out.len() < count {
        s += 1;
        let mut rng = ship_rng(s);
        let mut g = game.clone();
        let changes = rng.range(6, 10);
        for _ in 0..changes {
            let c = rng.below(crew) as usize;
            let mut board = g.setup().crew[c].actions;
            board[rng.below(12) as usize] = tokens[rng.below(tokens.len() as u64) as usize];
            g.set_board(c, board);
        }
        if !Eval::resolve(&g, seed).won {
            out.push((s, g));
        }
    }
    out
}

/// A plain whole-plan simulated annealing (the baseline): the plan is every board; a move
/// puts a random token on a random space; the same fitness, the same cooling; no limit on how
/// far the plan strays from the crew's. Returns the best plan that survives, if any, as the
/// number of spaces that differ from the crew's plan, and the plans tried.
fn baseline(game: &Game, seed: u64, iterations: u64, rng_seed: u64) -> Option<usize> {
    let tokens = edit::all_tokens();
    let mut rng = ship_rng(rng_seed);
    let crew = game.setup().crew.len();
    let mut current = game.clone();
    let mut cur = Eval::resolve(&current, seed).fitness;
    let mut best: Option<usize> = None;
    let (t0, t1) = (3000.0f64, 30.0f64);
    for k in 0..iterations {
        let c = rng.below(crew as u64) as usize;
        let mut board = current.setup().crew[c].actions;
        board[rng.below(12) as usize] = tokens[rng.below(tokens.len() as u64) as usize];
        let mut next = current.clone();
        next.set_board(c, board);
        let e = Eval::resolve(&next, seed);
        let temp = t0 * (t1 / t0).powf(k as f64 / iterations as f64);
        let accept = e.fitness >= cur || {
            let p = ((e.fitness - cur) as f64 / temp).exp();
            (rng.below(1_000_000) as f64) < p * 1_000_000.0
        };
        if e.won {
            let d = distance(game, &next);
            if best.is_none_or(|b| d < b) {
                best = Some(d);
            }
        }
        if accept {
            current = next;
            cur = e.fitness;
        }
    }
    best
}

fn distance(a: &Game, b: &Game) -> usize {
    a.setup()
        .crew
        .iter()
        .zip(&b.setup().crew)
        .map(|(x, y)| {
            x.actions
                .iter()
                .zip(&y.actions)
                .filter(|(p, q): &(&Action, &Action)| p != q)
                .count()
        })
        .sum()
}

fn study(_: &mut Criterion) {
    if std::env::var("STUDY_SKIP").is_ok_and(|v| v == "1") {
        return;
    }
    let (game, seed) = bench_game();
    let mut missions = lost_missions(&game, seed, 50);
    // `STUDY_SEEDS=31,40` runs only those missions; `STUDY_BASELINE=0` skips the baseline;
    // `STUDY_SKIP=1` skips the study, `STUDY_ONLY=1` the criterion benchmarks.
    if let Ok(only) = std::env::var("STUDY_SEEDS") {
        let only: Vec<u64> = only
            .split(',')
            .filter_map(|s| s.trim().parse().ok())
            .collect();
        missions.retain(|(s, _)| only.contains(s));
    }
    let with_baseline = std::env::var("STUDY_BASELINE").map_or(true, |v| v != "0");
    let seeds: Vec<String> = missions.iter().map(|(s, _)| s.to_string()).collect();
    println!(
        "\nlocal-search study: 50 lost missions, mission seeds {}",
        seeds.join(" ")
    );
    let options = Options {
        edits: 10,
        objective: Objective::Survive,
        iterations: 100_000,
        seed: 1,
        top: 1,
        ..Options::default()
    };
    let (mut solved, mut base_solved, mut coach_time, mut base_time) =
        (0, 0, Duration::ZERO, Duration::ZERO);
    let (mut worst, mut as_good) = (Duration::ZERO, 0);
    for (s, g) in &missions {
        let t = Instant::now();
        let report = coach::local_search(g, seed, &options, &Progress::new());
        let took = t.elapsed();
        coach_time += took;
        worst = worst.max(took);
        let found = report.suggestions.first().map(|x| x.edits.len());
        let t = Instant::now();
        let base = if with_baseline {
            baseline(g, seed, options.iterations * 10, *s)
        } else {
            None
        };
        base_time += t.elapsed();
        solved += usize::from(found.is_some() && took <= Duration::from_secs(10));
        base_solved += usize::from(base.is_some());
        // As good: the coach survives whenever the baseline does, with no more changes.
        if base.is_none_or(|b| found.is_some_and(|f| f <= b)) {
            as_good += 1;
        }
        println!(
            "mission seed {s:>3}: coach {:>8} in {:>6.2} s | baseline {:>8} in {:>6.2} s",
            found.map_or("-".into(), |f| format!("{f} changes")),
            took.as_secs_f64(),
            base.map_or("-".into(), |b| format!("{b} changes")),
            t.elapsed().as_secs_f64()
        );
    }
    println!(
        "coach local search ({} plans each): survived {solved}/50 within 10 s, total {:.1} s, slowest {:.2} s",
        options.iterations,
        coach_time.as_secs_f64(),
        worst.as_secs_f64()
    );
    println!(
        "baseline annealing ({} plans each): survived {base_solved}/50, total {:.1} s",
        options.iterations * 10,
        base_time.as_secs_f64()
    );
    println!("coach at least as good as the baseline on {as_good}/50 missions");
}

criterion_group!(benches, exhaustive, double_actions, study);
criterion_main!(benches);
