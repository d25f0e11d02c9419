//! Every pair of single changes.

use std::cmp::Reverse;

use engine::Checkpoints;
use rayon::prelude::*;

use super::{Search, Suggestion, trial::Trial};
use crate::{
    Eval, Objective,
    edit::{self, Edit},
};

/// The fewest pairs that make the checkpoints of a game with one change made worth their
/// cost (one resolution keeping every turn's start): below that, a pair resumes from the
/// crew's own checkpoints.
const PAIRS_PER_CHECKPOINTS: usize = 8;

/// What the pairs whose earlier change is one change found: the suggestions, the closest
/// pair, the pairs resolved.
type Part = (Vec<Suggestion>, Closest, u64);

impl Search<'_> {
    /// Every pair of non-overlapping single changes that meets the objective where neither of its
    /// changes alone does as well; and the pair that came closest (highest fitness) for the local
    /// search to start from.
    ///
    /// The changes are taken in the order of their first turn: each pair is resolved from the
    /// checkpoints of the game with its earlier change made ([`PAIRS_PER_CHECKPOINTS`]), at the
    /// turn of its later change, so that only the turns from the later change on are played
    /// again; and where the earlier change had left the game as the crew's own by then (but
    /// for its own, already played, cards), the pair comes to what its later change alone
    /// came to, with nothing resolved ([`Checkpoints::same_at`]). What is found does not
    /// depend on that order, nor on the threads: the closest pair is the first in the order
    /// of the single changes among those of the highest fitness, each earlier change's pairs
    /// are gathered in the order of the changes, and `rank` orders the suggestions.
    pub(super) fn every_pair(&self, one: &[Eval]) -> PairsFound {
        let singles = &self.singles;
        let n = singles.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (singles[i].first_turn(), i));
        let parts: Vec<Part> = (0..n)
            .into_par_iter()
            .map_init(|| self.trial(), |t, p| self.pairs_after(t, one, &order, p))
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

    /// The pairs of the change `order[p]` with every change after it in `order`.
    fn pairs_after(&self, t: &mut Trial<'_>, one: &[Eval], order: &[usize], p: usize) -> Part {
        let Search {
            game,
            seed,
            options,
            progress,
            base,
            ..
        } = *self;
        let singles = &self.singles;
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
        // By turn: the game with `first` made stands as the crew's at its start, so that a
        // pair whose later change is in the next turn or after comes to that change alone.
        let same: [bool; 14] = std::array::from_fn(|turn| {
            let turn = u8::try_from(turn).unwrap_or(u8::MAX);
            own.as_ref().is_some_and(|own| {
                turn > first.last_turn() && own.same_at(&self.checkpoints, turn, first.crew())
            })
        });
        for &q in later {
            let (i, j) = (order[p].min(q), order[p].max(q));
            let (a, b) = (singles[i], singles[j]);
            if a.overlaps(b) {
                continue;
            }
            let from = singles[q].first_turn();
            let e = match &own {
                _ if from.checked_sub(1).is_some_and(|t| same[usize::from(t)]) => one[q],
                Some(cps) => t.eval_from(game, &[a, b], seed, cps, from),
                None => t.eval(game, &[a, b], seed),
            };
            tried += 1;
            if best.is_none_or(|c| (e.fitness, Reverse((i, j))) > (c.0, Reverse((c.1, c.2)))) {
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
