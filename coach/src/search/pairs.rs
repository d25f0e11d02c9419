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

/// Turns 1-13 by index (13: the final step, never a turn to resume at).
const TURNS: usize = 14;

/// Whose resolution a change's pairs at a turn come to (`Classes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Same {
    /// Resolved here: no earlier change, nor the crew's plan, stood the same.
    Own,
    /// The crew's own plan stood the same: a pair comes to its later change alone.
    Crew,
    /// The change at this place of the order stood the same: a pair comes to that change's
    /// pair with the same later change.
    As(usize),
}

/// What the pairs whose earlier change is one change found: the suggestions, the closest
/// pair, the pairs resolved.
#[derive(Default)]
struct Part {
    found: Vec<Suggestion>,
    best: Closest,
    tried: u64,
}

/// By place in the order of first turns: the change's own checkpoints (when it has enough
/// pairs), whose resolution its pairs come to at the start of each turn, and which turns'
/// pairs others come to (to keep).
struct Classes {
    own: Vec<Option<Checkpoints>>,
    same: Vec<[Same; TURNS]>,
    kept: Vec<[bool; TURNS]>,
}

impl Search<'_> {
    /// Every pair of non-overlapping single changes that improves on the crew's plan where neither
    /// of its changes alone does as well; and the pair that came closest (highest fitness) for the local
    /// search to start from.
    ///
    /// The changes are taken in the order of their first turn: each pair is resolved from the
    /// checkpoints of the game with its earlier change made ([`PAIRS_PER_CHECKPOINTS`]), at the
    /// turn before its later change, so that only the turns from there on are played again.
    /// Where the earlier change had left the game at the start of that turn as the crew's own
    /// plan did, or as an earlier change in the order did (but for the boards of the crew no
    /// delay had touched; [`Checkpoints::resume_same`]), the pair comes to what its later
    /// change alone came to, or to that earlier change's pair, with nothing resolved. What is
    /// found does not depend on that order, nor on the threads: the closest pair is the first
    /// in the order of the single changes among those of the highest fitness, and `rank`
    /// orders the suggestions.
    pub(super) fn every_pair(&self, one: &[Eval]) -> PairsFound {
        let singles = &self.singles;
        let n = singles.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (singles[i].first_turn(), i));
        // Where the changes of each first turn start in the order (a turn's changes stand
        // together in it).
        let mut starts = [n; TURNS + 1];
        for (p, &i) in order.iter().enumerate().rev() {
            starts[usize::from(singles[i].first_turn()).min(TURNS)] = p;
        }
        for t in (0..TURNS).rev() {
            starts[t] = starts[t].min(starts[t + 1]);
        }
        let classes = self.classes(&order);
        let ctx = Ctx {
            one,
            order: &order,
            classes: &classes,
            starts: &starts,
        };
        let first: Vec<(Part, Vec<Kept>)> = (0..n)
            .into_par_iter()
            .map_init(|| self.trial(), |t, p| self.pairs_after(t, &ctx, p))
            .collect();
        let (parts, kept): (Vec<Part>, Vec<Vec<Kept>>) = first.into_iter().unzip();
        let again: Vec<Part> = (0..n)
            .into_par_iter()
            .map_init(|| self.trial(), |t, p| self.pairs_as(t, &ctx, &kept, p))
            .collect();
        let mut found = Vec::new();
        let mut best: Closest = None;
        let mut tried = 0;
        for part in parts.into_iter().chain(again) {
            found.extend(part.found);
            tried += part.tried;
            best = closer(best, part.best);
        }
        PairsFound {
            found,
            tried,
            closest: best.map(|(f, i, j)| (f, vec![singles[i], singles[j]])),
        }
    }

    /// Each change's own checkpoints, and at the start of each turn after its last one which
    /// earlier change (or the crew's plan) it stood the same as: by hash, then exactly.
    fn classes(&self, order: &[usize]) -> Classes {
        let (game, seed, singles) = (self.game, self.seed, &self.singles);
        let n = order.len();
        let own: Vec<Option<Checkpoints>> = (0..n)
            .into_par_iter()
            .map(|p| {
                (n - p > PAIRS_PER_CHECKPOINTS && !self.progress.cancelled())
                    .then(|| Checkpoints::new(&edit::with_edits(game, &[singles[order[p]]]), seed))
            })
            .collect();
        let hashes: Vec<[Option<u64>; TURNS]> = (0..n)
            .into_par_iter()
            .map(|p| {
                let e = singles[order[p]];
                std::array::from_fn(|turn| {
                    let turn = u8::try_from(turn)
                        .ok()
                        .filter(|&t| t > e.last_turn() && t <= 12)?;
                    let own = own[p].as_ref()?;
                    (own.delayed_before(turn, e.crew()) == Some(false))
                        .then(|| own.resume_hash(turn))
                        .flatten()
                })
            })
            .collect();
        let mut same = vec![[Same::Own; TURNS]; n];
        let mut kept = vec![[false; TURNS]; n];
        let mut reps: std::collections::BTreeMap<(usize, u64), Vec<Same>> = Default::default();
        for turn in 1..=12u8 {
            if let Some(h) = self.checkpoints.resume_hash(turn) {
                reps.insert((usize::from(turn), h), vec![Same::Crew]);
            }
        }
        for (p, hashes) in hashes.iter().enumerate() {
            for (turn, h) in hashes.iter().enumerate() {
                let (Some(h), Some(mine)) = (h, &own[p]) else {
                    continue;
                };
                let list = reps.entry((turn, *h)).or_default();
                let t = u8::try_from(turn).unwrap_or(u8::MAX);
                let rep = list.iter().copied().find(|r| match *r {
                    Same::Crew => mine.resume_same(&self.checkpoints, t),
                    Same::As(q) => own[q].as_ref().is_some_and(|o| mine.resume_same(o, t)),
                    Same::Own => false,
                });
                match rep {
                    Some(r) => {
                        same[p][turn] = r;
                        if let Same::As(q) = r {
                            kept[q][turn] = true;
                        }
                    }
                    None => list.push(Same::As(p)),
                }
            }
        }
        Classes { own, same, kept }
    }

    /// The pairs of the change `order[p]` with every change after it in `order`, but those
    /// that come to another change's pair (`pairs_as`); with the pairs others come to, kept.
    fn pairs_after(&self, t: &mut Trial<'_>, ctx: &Ctx<'_>, p: usize) -> (Part, Vec<Kept>) {
        let Ctx {
            one,
            order,
            classes,
            starts,
        } = *ctx;
        let (game, seed, singles) = (self.game, self.seed, &self.singles);
        let mut part = Part::default();
        let mut kept: Vec<Kept> = Vec::new();
        if self.progress.cancelled() {
            return (part, kept);
        }
        let own = classes.own[p].as_ref();
        let mut ticks = 0;
        for (k, &q) in order.iter().enumerate().skip(p + 1) {
            let (i, j) = (order[p].min(q), order[p].max(q));
            let (a, b) = (singles[i], singles[j]);
            if a.overlaps(b) {
                continue;
            }
            let from = singles[q].first_turn();
            let turn = usize::from(from - 1);
            let e = match self.same_as(classes, p, q, turn) {
                Same::Crew => one[q],
                Same::As(_) => continue,
                Same::Own => match own {
                    Some(cps) => t.eval_from(game, &[a, b], seed, cps, from),
                    None => t.eval(game, &[a, b], seed),
                },
            };
            ticks += 1;
            if classes.kept[p].get(turn).copied().unwrap_or(false) {
                let at = match kept.iter().position(|x| x.turn == turn) {
                    Some(at) => at,
                    None => {
                        let len = starts[turn + 2] - starts[turn + 1];
                        kept.push(Kept {
                            turn,
                            evals: vec![None; len],
                        });
                        kept.len() - 1
                    }
                };
                if let Some(slot) = kept[at].evals.get_mut(k - starts[turn + 1]) {
                    *slot = Some(e);
                }
            }
            self.note(&mut part, one, i, j, e);
        }
        self.progress.tick(ticks);
        (part, kept)
    }

    /// The pairs of the change `order[p]` that come to another change's pair with the same
    /// later change, read from what that change kept.
    fn pairs_as(&self, t: &mut Trial<'_>, ctx: &Ctx<'_>, kept: &[Vec<Kept>], p: usize) -> Part {
        let Ctx {
            one,
            order,
            classes,
            starts,
        } = *ctx;
        let (game, seed, singles) = (self.game, self.seed, &self.singles);
        let mut part = Part::default();
        if self.progress.cancelled() || !classes.same[p].iter().any(|s| matches!(s, Same::As(_))) {
            return part;
        }
        let mut ticks = 0;
        for (k, &q) in order.iter().enumerate().skip(p + 1) {
            let (i, j) = (order[p].min(q), order[p].max(q));
            let (a, b) = (singles[i], singles[j]);
            if a.overlaps(b) {
                continue;
            }
            let from = singles[q].first_turn();
            let turn = usize::from(from - 1);
            let Same::As(r) = self.same_as(classes, p, q, turn) else {
                continue;
            };
            let e = kept[r]
                .iter()
                .find(|x| x.turn == turn)
                .and_then(|x| x.evals.get(k - starts[turn + 1]).copied().flatten());
            let e = match (e, classes.own[p].as_ref()) {
                (Some(e), _) => e,
                (None, Some(cps)) => t.eval_from(game, &[a, b], seed, cps, from),
                (None, None) => t.eval(game, &[a, b], seed),
            };
            ticks += 1;
            self.note(&mut part, one, i, j, e);
        }
        self.progress.tick(ticks);
        part
    }

    /// Whose resolution the pair of `order[p]` and the later change `q` comes to, resumed at
    /// the start of `turn`: another's only when no delay had touched the later change's
    /// board by then (the earlier change's was checked by `classes`).
    fn same_as(&self, classes: &Classes, p: usize, q: usize, turn: usize) -> Same {
        let same = classes.same[p].get(turn).copied().unwrap_or(Same::Own);
        let t = u8::try_from(turn).unwrap_or(u8::MAX);
        let untouched = (classes.own[p].as_ref())
            .is_some_and(|o| o.delayed_before(t, self.singles[q].crew()) == Some(false));
        if untouched { same } else { Same::Own }
    }

    /// Counts one pair, keeps it when it improves on the crew's plan with both its changes, and
    /// notes it when it comes closest.
    fn note(&self, part: &mut Part, one: &[Eval], i: usize, j: usize, e: Eval) {
        let singles = &self.singles;
        part.tried += 1;
        part.best = closer(part.best, Some((e.fitness, i, j)));
        if e.improves_on(self.base)
            && better_than_parts(e, [one[i], one[j]], self.options.objective, self.base)
        {
            part.found.push(Suggestion {
                edits: vec![singles[i], singles[j]],
                eval: e,
                exhaustive: true,
            });
        }
    }
}

/// What both passes over the pairs share: the single changes' results, the order of first
/// turns, the classes and where each first turn's changes start in the order.
#[derive(Clone, Copy)]
struct Ctx<'a> {
    one: &'a [Eval],
    order: &'a [usize],
    classes: &'a Classes,
    starts: &'a [usize; TURNS + 1],
}

/// The results of one change's pairs with the changes of one first turn (`turn + 1`), kept
/// for the changes that come to them; by place among those changes in the order.
struct Kept {
    turn: usize,
    evals: Vec<Option<Eval>>,
}

/// The closer of two pairs: the higher fitness, then the first in the order of the single
/// changes.
fn closer(a: Closest, b: Closest) -> Closest {
    match (a, b) {
        (Some(x), Some(y)) => {
            if (y.0, Reverse((y.1, y.2))) > (x.0, Reverse((x.1, x.2))) {
                Some(y)
            } else {
                Some(x)
            }
        }
        (x, None) => x,
        (None, y) => y,
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

/// Whether a plan needs all its changes: none of its parts alone improves on the crew's plan
/// (`survive`), or scores as much (`score`).
fn better_than_parts(e: Eval, parts: [Eval; 2], objective: Objective, base: Eval) -> bool {
    parts.iter().all(|p| match objective {
        Objective::Survive => !p.improves_on(base),
        Objective::Score => !p.won || p.score < e.score,
    })
}
