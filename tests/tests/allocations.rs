//! Resolving a turn allocates nothing (`docs/performance.md`): a mission whose crew act every
//! turn makes exactly as many heap allocations as the same mission with empty action boards, so
//! every allocation belongs to setting the mission up, none to its turns. Counted by dhat's
//! global allocator in testing mode.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use engine::{Action, Setup};
use missions::{Catalog, game::parse_game};

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

fn blocks() -> u64 {
    dhat::HeapStats::get().total_blocks
}

/// Heap blocks allocated while `f` runs (what it returns is dropped after counting).
fn allocations<T>(f: impl FnOnce() -> T) -> u64 {
    let before = blocks();
    let out = f();
    let n = blocks() - before;
    drop(out);
    n
}

#[test]
fn turns_allocate_nothing_with_or_without_the_log() {
    let _profiler = dhat::Profiler::builder().testing().build();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/mechanics/full-mission-five-crew.yaml"
    );
    let src = std::fs::read_to_string(path).unwrap();
    let catalog = Catalog::base().unwrap();
    let game = parse_game(&src, path, &catalog).unwrap();
    let busy: Setup = game.setup.clone();
    let mut idle = busy.clone();
    for c in &mut idle.crew {
        c.actions = [Action::Empty; 12];
    }
    let busy_log = engine::resolve(&busy, game.seed);
    let idle_log = engine::resolve(&idle, game.seed);
    // The busy crew really do something every turn, the idle one nothing.
    assert!(busy_log.log.len() > idle_log.log.len() + 50);
    assert!(busy_log.log.iter().any(|e| e.turn == 12));

    let quick = (
        allocations(|| engine::verdict_of(&busy, game.seed)),
        allocations(|| engine::verdict_of(&idle, game.seed)),
    );
    assert_eq!(quick.0, quick.1, "without the log: busy vs idle turns");
    // Setting up: crew and threat names, the crew and threat lists, room for lasting effects.
    assert!(
        quick.0 <= 24,
        "{} allocations to resolve without the log",
        quick.0
    );

    let logged = (
        allocations(|| engine::resolve(&busy, game.seed)),
        allocations(|| engine::resolve(&idle, game.seed)),
    );
    assert_eq!(logged.0, logged.1, "with the log: busy vs idle turns");
}
