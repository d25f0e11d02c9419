//! Resolving a turn allocates nothing (`docs/performance.md`): a mission whose crew act every
//! turn and the same mission with empty action boards (its ship lost) each allocate exactly
//! what setting the mission up and writing its outcome take, so no allocation belongs to a
//! turn. Counted by dhat's global allocator in testing mode.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]
// An integration test reads its fixture files, times and drives the world it tests: the pure
// crates' rules (clippy.toml) are not a test's.
#![allow(clippy::disallowed_methods)]

use engine::{Action, Outcome, Setup};
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
    let busy_setup: Setup = game.game.setup().clone();
    let mut idle_setup = busy_setup.clone();
    for c in &mut idle_setup.crew {
        c.actions = [Action::Empty; 12];
    }
    let busy = engine::Game::from_setup(busy_setup.clone()).unwrap();
    let idle = engine::Game::from_setup(idle_setup).unwrap();
    let busy_log = engine::resolve(&busy, game.seed);
    let idle_log = engine::resolve(&idle, game.seed);
    // The busy crew really do something every turn, the idle one nothing.
    assert!(busy_log.log.len() > idle_log.log.len() + 50);
    assert!(busy_log.log.iter().any(|e| e.turn == 12));

    // Everything a resolution allocates is made before turn 1 or after the last: the state
    // (names, the crew and threat lists, room for lasting effects) and, for a lost mission,
    // the name of the threat that destroyed the ship. The damage step's working lists are
    // kept inline (no heap).
    // Any allocation in a turn would add to this count.
    // The first state of a mission keeps its cards and crew names for the process
    // (`engine::card::kept`): from then on a state allocates only its lists.
    drop(engine::State::new(&busy_setup));
    let state = allocations(|| engine::State::new(&busy_setup));
    for (name, setup) in [("busy", &busy), ("idle", &idle)] {
        let verdict = engine::verdict_of(setup, game.seed);
        let named = u64::from(matches!(
            verdict.outcome,
            Outcome::Lost {
                destroyed_by: Some(_),
                ..
            }
        ));
        let quick = allocations(|| engine::verdict_of(setup, game.seed));
        assert_eq!(quick, state + named, "{name}, without the log");
        // The log adds its buffer and the initial state's copy, the same for any mission.
        let logged = allocations(|| engine::resolve(setup, game.seed));
        assert_eq!(logged - quick, 3, "{name}, with the log");
    }
    assert!(
        state <= 24,
        "{state} allocations to set up a 5-crew 8-threat mission"
    );
}
