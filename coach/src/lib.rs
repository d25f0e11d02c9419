//! The coach: the smallest changes to the crew's action boards that would have made the ship
//! survive, or raised the score most (docs/formats.md, "sitting-duck coach").
//!
//! A change ([`Edit`]) changes one card, swaps two cards of one player or empties a space.
//! [`coach`] tries every single change and every pair of changes (rayon, every core of the
//! pool it runs in), and beyond two changes a seeded local search ([`search::local_search`]) whose
//! result depends only on the game, the seed and the options. Plans are resolved with
//! [`engine::verdict_of`] (no event log); only plans that improve on the crew's own are
//! suggested ([`Eval::improves_on`]: a lost ship saved, or a won mission scoring more), ranked
//! by number of changes, then score, and [`explain()`] words them.
//!
//! Pure like the engine: no clock, no files. Progress and cancellation go through a shared
//! [`Progress`] that another thread may watch.

pub mod edit;
pub mod explain;
pub mod json;
pub mod search;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

pub use edit::{Edit, Rules};
use engine::{Game, Verdict};
pub use explain::explain;
pub use search::{Options, Report, Suggestion, coach, local_search};

/// What the coach looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
pub enum Objective {
    /// The fewest changes to a plan in which the ship survives (a won mission: to one that
    /// scores more, as saving a saved ship is nothing to suggest).
    #[default]
    Survive,
    /// A plan that scores more than the crew's (a lost mission: any plan that survives).
    Score,
}

impl Objective {
    /// Reads `survive` or `score`.
    pub fn parse(s: &str) -> Option<Objective> {
        s.parse().ok()
    }

    /// The word used on the command line and in JSON.
    pub fn word(self) -> &'static str {
        self.into()
    }
}

/// What one plan came to, and how close a lost plan came to surviving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Eval {
    /// Whether the ship jumped.
    pub won: bool,
    /// The total score of a won plan (0 when lost).
    pub score: i32,
    /// Larger is better: a won plan beats every lost one, by score; a lost plan is better the
    /// later the ship broke, the more threat points it destroyed and the more damage it dealt.
    pub fitness: i64,
}

impl Eval {
    /// Reads a verdict.
    pub fn of(v: &Verdict) -> Eval {
        match v.score {
            Some(s) => Eval {
                won: true,
                score: s.total,
                fitness: 1_000_000 + i64::from(s.total) * 100,
            },
            None => {
                let state = &v.state;
                let mut dealt = 0i64;
                for t in state.threats() {
                    match t.status {
                        engine::ThreatStatus::Destroyed => {
                            dealt += 20 * i64::from(t.card.points_destroyed)
                        }
                        engine::ThreatStatus::Active => dealt += 10 * i64::from(t.damage),
                        _ => {}
                    }
                }
                let damage = state.ship().total_damage() as i64;
                Eval {
                    won: false,
                    score: 0,
                    fitness: i64::from(state.turn()) * 1000 + dealt - 5 * damage,
                }
            }
        }
    }

    /// Resolves a game (no log) and reads the verdict.
    pub fn resolve(game: &Game, seed: u64) -> Eval {
        Eval::of(&engine::verdict_of(game, seed))
    }

    /// Whether this plan improves on the crew's own plan `base`: it saves a ship the crew lost,
    /// or scores more than the crew's won mission. Whatever the objective, nothing less is a
    /// suggestion: a plan that scores as much as the crew's (+0) or less would be listed as an
    /// improvement it is not (issue 34). The objectives differ in how the search spends its
    /// plans (`search::coach`), not in what it may suggest.
    pub fn improves_on(self, base: Eval) -> bool {
        self.won && (!base.won || self.score > base.score)
    }
}

/// How far a search has got, and a way to stop it, shared with another thread (the app's
/// progress bar and Cancel button).
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicU64,
    total: AtomicU64,
    cancel: AtomicBool,
}

impl Progress {
    /// A new, not cancelled progress at 0 of 0.
    pub fn new() -> Progress {
        Progress::default()
    }

    /// Asks the search to stop as soon as it can; it returns what it found so far.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether [`Progress::cancel`] was called.
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Plans tried so far.
    pub fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }

    /// Plans the search means to try (grows when a stage starts).
    pub fn total(&self) -> u64 {
        self.total.load(Ordering::Relaxed)
    }

    /// The share done, 0.0 to 1.0.
    pub fn fraction(&self) -> f32 {
        let total = self.total();
        if total == 0 {
            0.0
        } else {
            (self.done() as f64 / total as f64).min(1.0) as f32
        }
    }

    fn plan(&self, n: u64) {
        self.total.fetch_add(n, Ordering::Relaxed);
    }

    fn tick(&self, n: u64) {
        self.done.fetch_add(n, Ordering::Relaxed);
    }
}
