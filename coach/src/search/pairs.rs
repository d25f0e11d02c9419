//! Every pair of single changes.

use std::cmp::Reverse;

use engine::Checkpoints;
use rayon::prelude::*;

use super::{Search, Suggestion};
use crate::{
    Eval, Objective,
    edit::{self, Edit},
};

/// The fewest pairs that make the checkpoints of a game with one change made worth their
/// cost (one resolution keeping every turn's start): below that, a pair resumes from the
/// crew's own checkpoints.
const PAIRS_PER_CHECKPOINTS: usize = 8;

impl Search<'_> {
    /// Every pair of non-overlapping single changes that meets the objective where neither of its
    /// changes alone does as well; and the pair that came closest (highest fitness) for the local
    /// search to start from.
    ///
    /// The changes are taken in the order of their first turn: each pair is resolved from the
    /// checkpoints of the game with its earlier change made ([`PAIRS_PER_CHECKPOINTS`]), at the
    /// turn of its later change, so that only the turns from the later change on are played
    /// again. What is found does not depend on that order: the closest pair is the first in
    /// the order of the single changes among those of the highest fitness, and `rank` orders
    /// the suggestions.
    pub(super) fn every_pair(&self, one: &[Eval]) -> PairsFound {
        let Search {
            game,
            seed,
            options,
            progress,
            base,
            ..
        } = *self;
        let singles = &self.singles;
        let n = singles.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (singles[i].first_turn(), i));
        let parts: Vec<(Vec<Suggestion>, Closest, u64)> = (0..n)
            .into_par_iter()
            .map_init(
                || self.trial(),
                |t, p| {
                    let mut out = Vec::new();
                    let mut best: Closest = None;
                    let mut tried = 0u64;
                    if progress.cancelled() {
                        return (out, best, tried);
                    }
                    let first = singles[order[p]];
                    let later = &order[p + 1..];
                    let own = (later.len() >= PAIRS_PER_CHECKPOINTS)
                        .then(|| Checkpoints::new(&edit::with_edits(game, &[first]), seed));
                    for &q in later {
                        let (i, j) = (order[p].min(q), order[p].max(q));
                        let (a, b) = (singles[i], singles[j]);
                        if a.overlaps(b) {
                            continue;
                        }
                        let e = match &own {
                            Some(cps) => {
                                t.eval_from(game, &[a, b], seed, cps, singles[q].first_turn())
                            }
                            None => t.eval(game, &[a, b], seed),
                        };
                        tried += 1;
                        if best.is_none_or(|c| {
                            (e.fitness, Reverse((i, j))) > (c.0, Reverse((c.1, c.2)))
                        }) {
                            best = Some((e.fitness, i, j));
                        }
                        if e.meets(options.objective, base)
                            && better_than_parts(e, [one[i], one[j]], options.objective, base)
                        {
                            out.push(Suggestion {
                                edits: vec![a, b],
                                eval: e,
                                exhaustive: true,
                            });
                        }
                    }
                    progress.tick(later.len() as u64);
                    (out, best, tried)
                },
            )
            .collect();
        let mut found = Vec::new();
        let mut best: Closest = None;
        let mut tried = 0;
        for (f, b, count) in parts {
            found.extend(f);
            tried += count;
            if let Some(b) = b
                && best.is_none_or(|x| (b.0, Reverse((b.1, b.2))) > (x.0, Reverse((x.1, x.2))))
            {
                best = Some(b);
            }
        }
        PairsFound {
            found,
            tried,
            closest: best.map(|(f, i, j)| (f, vec![singles[i], singles[j]])),
        }
    }
}

/// What the search of every pair found.
pub(super) struct PairsFound {
    /// The pairs that meet the objective and need both their changes.
    pub(super) found: Vec<Suggestion>,
    /// Pairs resolved (pairs of overlapping changes are not plans).
    pub(super) tried: u64,
    /// The pair that came closest (highest fitness), for the local search to start from.
    pub(super) closest: Option<(i64, Vec<Edit>)>,
}

/// The pair that came closest to the objective: its fitness and the indexes of its changes.
type Closest = Option<(i64, usize, usize)>;

/// Whether a plan needs all its changes: none of its parts alone meets the objective as well.
fn better_than_parts(e: Eval, parts: [Eval; 2], objective: Objective, base: Eval) -> bool {
    parts.iter().all(|p| match objective {
        Objective::Survive => !p.meets(objective, base),
        Objective::Score => !p.won || p.score < e.score,
    })
}
