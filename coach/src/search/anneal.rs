//! The local search: simulated annealing over sets of at most N changes.

use engine::{Draw, Game, ship_rng};
use rayon::prelude::*;

use super::{CHAINS, Search, Suggestion, trial::Trial};
use crate::{Eval, edit::Edit};

impl Search<'_> {
    /// The local search: [`CHAINS`] annealing chains over sets of at most `options.edits` changes,
    /// each from `start` with its own seed derived from `options.seed`. Returns the plans that
    /// improved on the crew's (each pruned of changes it does not need) and the plans tried.
    pub(super) fn local(&self, start: &[Edit]) -> (Vec<Suggestion>, u64) {
        if self.singles.is_empty() {
            return (Vec::new(), 0);
        }
        let per_chain = self.options.iterations / CHAINS;
        let results: Vec<(Vec<Suggestion>, u64)> = (0..CHAINS)
            .into_par_iter()
            .map(|chain| {
                let chain_seed = self
                    .options
                    .seed
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .wrapping_add(chain);
                self.anneal(start, chain_seed, per_chain)
            })
            .collect();
        let mut found = Vec::new();
        let mut tried = 0;
        for (f, t) in results {
            found.extend(f);
            tried += t;
        }
        (found, tried)
    }

    fn anneal(&self, start: &[Edit], chain_seed: u64, iterations: u64) -> (Vec<Suggestion>, u64) {
        let Search {
            game,
            seed,
            options,
            progress,
            base,
            ..
        } = *self;
        let singles = &self.singles;
        let mut rng = ship_rng(chain_seed);
        let mut trial = self.trial();
        let max = options.edits.max(1);
        let mut current: Vec<Edit> = start.iter().copied().take(max).collect();
        let cur_e = trial.eval(game, &current, seed);
        let mut cur = energy(cur_e, current.len(), base);
        let mut best: Option<(Vec<Edit>, Eval)> = None;
        let mut tried = 0;
        // Cooling from 1000 (a lost plan may fall back a turn) to 10 (nearly greedy); tuned on
        // the benchmark's lost missions (docs/performance.md, "Coach").
        let (t0, t1) = (1000.0f64, 10.0f64);
        for k in 0..iterations {
            if k % 256 == 0 && progress.cancelled() {
                break;
            }
            let next = neighbour(&mut rng, singles, &current, max);
            let e = trial.eval(game, &next, seed);
            tried += 1;
            progress.tick(1);
            let en = energy(e, next.len(), base);
            let temp = t0 * (t1 / t0).powf(k as f64 / iterations.max(1) as f64);
            let accept = en >= cur || {
                let p = ((en - cur) as f64 / temp).exp();
                (rng.below(1_000_000) as f64) < p * 1_000_000.0
            };
            if e.improves_on(base)
                && best.as_ref().is_none_or(|(b, be)| {
                    (next.len(), std::cmp::Reverse(e.score))
                        < (b.len(), std::cmp::Reverse(be.score))
                })
            {
                best = Some((next.clone(), e));
            }
            if accept {
                current = next;
                cur = en;
            }
        }
        let found = best
            .map(|(edits, _)| {
                let edits = prune(&mut trial, game, seed, base, edits);
                let eval = trial.eval(game, &edits, seed);
                tried += 1;
                vec![Suggestion {
                    edits,
                    eval,
                    exhaustive: false,
                }]
            })
            .unwrap_or_default();
        (found, tried)
    }
}

/// Sets of changes scored for the annealing: a plan that improves on the crew's is worth more
/// the fewer changes it needs (then the higher its score); a lost one by its fitness.
fn energy(e: Eval, len: usize, base: Eval) -> i64 {
    if e.improves_on(base) {
        10_000_000 - 100_000 * len as i64 + i64::from(e.score) * 100
    } else {
        e.fitness
    }
}

/// A random neighbour of a set of changes: one added (while fewer than `max`), removed or
/// replaced by another single change that overlaps none of the rest.
fn neighbour(
    rng: &mut engine::ShipRng,
    singles: &[Edit],
    current: &[Edit],
    max: usize,
) -> Vec<Edit> {
    let mut next = current.to_vec();
    let pick = |rng: &mut engine::ShipRng, next: &[Edit]| -> Option<Edit> {
        for _ in 0..8 {
            let e = singles[rng.below(singles.len() as u64) as usize];
            if !next.iter().any(|o| o.overlaps(e)) {
                return Some(e);
            }
        }
        None
    };
    match rng.below(3) {
        0 if next.len() < max => {
            if let Some(e) = pick(rng, &next) {
                next.push(e);
            }
        }
        1 if !next.is_empty() => {
            let i = rng.below(next.len() as u64) as usize;
            next.remove(i);
        }
        _ if !next.is_empty() => {
            let i = rng.below(next.len() as u64) as usize;
            let old = next.remove(i);
            match pick(rng, &next) {
                Some(e) => next.insert(i, e),
                None => next.insert(i, old),
            }
        }
        _ => {
            if let Some(e) = pick(rng, &next) {
                next.push(e);
            }
        }
    }
    next
}

/// Drops every change the plan does not need to improve on the crew's with at least its score.
fn prune(
    trial: &mut Trial<'_>,
    game: &Game,
    seed: u64,
    base: Eval,
    mut edits: Vec<Edit>,
) -> Vec<Edit> {
    let whole = trial.eval(game, &edits, seed);
    let mut i = 0;
    while i < edits.len() && edits.len() > 1 {
        let mut fewer = edits.clone();
        fewer.remove(i);
        let e = trial.eval(game, &fewer, seed);
        if e.improves_on(base) && e.score >= whole.score {
            edits = fewer;
        } else {
            i += 1;
        }
    }
    edits
}
