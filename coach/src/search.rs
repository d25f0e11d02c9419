//! The search: every single change, every pair of changes (rayon), then a seeded local search
//! (simulated annealing over sets of at most N changes) when more changes are allowed.

use std::cmp::Reverse;

use engine::{Action, Checkpoints, Draw, Game, ship_rng};
use rayon::prelude::*;

use crate::{
    Eval, Objective, Progress,
    edit::{self, Edit, Rules},
};

/// How the coach searches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The most changes in one suggestion (`--edits`, at least 1).
    pub edits: usize,
    /// Survive, or score more.
    pub objective: Objective,
    /// Which changes are allowed (`--hand`, `--keep-player`).
    pub rules: Rules,
    /// The local search's seed (`--seed`): the same seed, the same suggestions.
    pub seed: u64,
    /// Plans the local search tries, over all its chains.
    pub iterations: u64,
    /// Suggestions kept.
    pub top: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            edits: 2,
            objective: Objective::Survive,
            rules: Rules::default(),
            seed: 0,
            iterations: 400_000,
            top: 10,
        }
    }
}

/// One plan the coach suggests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The changes, in the order of the crew and the turns.
    pub edits: Vec<Edit>,
    /// What the plan comes to.
    pub eval: Eval,
    /// Found by trying every plan with as many changes (not by the local search).
    pub exhaustive: bool,
}

/// What the coach found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// What the crew's own plan came to.
    pub base: Eval,
    /// The suggestions, fewest changes first, then the highest score.
    pub suggestions: Vec<Suggestion>,
    /// Plans resolved.
    pub tried: u64,
    /// Stopped by [`Progress::cancel`] before the end.
    pub cancelled: bool,
}

/// A working copy of the game on which changes are made and undone, and the crew's own
/// resolution kept at the start of each turn: a plan whose first change is in turn `t` is
/// resolved from there (`engine::verdict_from`, exact).
struct Trial<'a> {
    game: Game,
    checkpoints: &'a Checkpoints,
}

impl<'a> Trial<'a> {
    fn new(game: &Game, checkpoints: &'a Checkpoints) -> Trial<'a> {
        Trial {
            game: game.clone(),
            checkpoints,
        }
    }

    /// Resolves the base game with `edits` made, then puts the boards back.
    fn eval(&mut self, base: &Game, edits: &[Edit], seed: u64) -> Eval {
        let from = first_turn(edits);
        self.eval_from(base, edits, seed, self.checkpoints, from)
    }

    /// Resolves the base game with `edits` made, resumed from `checkpoints` (of the base game,
    /// or of the base game with some of `edits` made) at turn `from`, the first turn whose
    /// cards differ from the checkpointed game's; then puts the boards back.
    fn eval_from(
        &mut self,
        base: &Game,
        edits: &[Edit],
        seed: u64,
        checkpoints: &Checkpoints,
        from: u8,
    ) -> Eval {
        let crew = &base.setup().crew;
        let mut touched: [Option<(usize, [Action; 12])>; 4] = [None; 4];
        let mut extra: Vec<(usize, [Action; 12])> = Vec::new();
        for &e in edits {
            let c = e.crew();
            let slot = touched
                .iter_mut()
                .flatten()
                .find(|(i, _)| *i == c)
                .map(|(_, b)| b)
                .or_else(|| extra.iter_mut().find(|(i, _)| *i == c).map(|(_, b)| b));
            match slot {
                Some(board) => e.apply(board),
                None => {
                    let Some(member) = crew.get(c) else { continue };
                    let mut board = member.actions;
                    e.apply(&mut board);
                    match touched.iter_mut().find(|t| t.is_none()) {
                        Some(t) => *t = Some((c, board)),
                        None => extra.push((c, board)),
                    }
                }
            }
        }
        for &(c, board) in touched.iter().flatten().chain(&extra) {
            self.game.set_board(c, board);
        }
        let out = Eval::of(&engine::verdict_from(
            &self.game,
            seed,
            checkpoints,
            from.min(12),
        ));
        for &(c, _) in touched.iter().flatten().chain(&extra) {
            self.game.set_board(c, crew[c].actions);
        }
        out
    }
}

/// The first turn a set of changes touches (13 for none).
fn first_turn(edits: &[Edit]) -> u8 {
    edits.iter().map(|&e| e.first_turn()).min().unwrap_or(13)
}

/// Searches the smallest changes to the game's boards that meet the objective (module doc).
/// Runs in the current rayon pool (`ThreadPool::install` to choose the threads).
pub fn coach(game: &Game, seed: u64, options: &Options, progress: &Progress) -> Report {
    let search = Search::new(game, seed, options, progress);
    let (singles, base) = (&search.singles, search.base);
    let n = singles.len() as u64;
    progress.plan(n);
    if options.edits >= 2 {
        progress.plan(n * n.saturating_sub(1) / 2);
    }
    if options.edits >= 3 {
        progress.plan(options.iterations);
    }
    let one = search.every_single();
    let mut tried = n;
    let mut found: Vec<Suggestion> = singles
        .iter()
        .zip(&one)
        .filter(|(_, e)| e.meets(options.objective, base))
        .map(|(&e, &eval)| Suggestion {
            edits: vec![e],
            eval,
            exhaustive: true,
        })
        .collect();
    let mut start: Vec<Edit> = singles
        .iter()
        .zip(&one)
        .max_by_key(|(_, e)| e.fitness)
        .filter(|(_, e)| e.fitness > base.fitness)
        .map(|(&e, _)| vec![e])
        .unwrap_or_default();
    // Pairs come after every single change in the ranking: when the single changes already
    // fill the list of plans that survive, no pair can make it.
    let full = options.objective == Objective::Survive && found.len() >= options.top;
    if options.edits >= 2 && !full && !progress.cancelled() {
        let pairs = search.every_pair(&one);
        tried += pairs.tried;
        found.extend(pairs.found);
        if let Some((fitness, pair)) = pairs.closest
            && fitness > Eval::resolve(&edit::with_edits(game, &start), seed).fitness
        {
            start = pair;
        }
    }
    let need_more = match options.objective {
        Objective::Survive => found.is_empty(),
        Objective::Score => true,
    };
    if options.edits >= 3 && need_more && !progress.cancelled() {
        let (more, count) = search.local(&start);
        tried += count;
        found.extend(more);
    }
    Report {
        base,
        suggestions: rank(game, found, options.top),
        tried,
        cancelled: progress.cancelled(),
    }
}

/// The fewest pairs that make the checkpoints of a game with one change made worth their
/// cost (one resolution keeping every turn's start): below that, a pair resumes from the
/// crew's own checkpoints.
const PAIRS_PER_CHECKPOINTS: usize = 8;

/// Chains of the local search, run side by side: a fixed number, so that the result does not
/// depend on the number of threads.
pub const CHAINS: u64 = 4;

/// One search of a game: what every stage shares (the game, its checkpoints and seed, the
/// options, the progress, the legal single changes and the crew's own result).
struct Search<'a> {
    game: &'a Game,
    checkpoints: Checkpoints,
    seed: u64,
    options: &'a Options,
    progress: &'a Progress,
    singles: Vec<Edit>,
    base: Eval,
}

impl<'a> Search<'a> {
    fn new(game: &'a Game, seed: u64, options: &'a Options, progress: &'a Progress) -> Search<'a> {
        let checkpoints = Checkpoints::new(game, seed);
        let base = Eval::of(checkpoints.verdict());
        let singles = edit::single_edits(game, &options.rules);
        Search {
            game,
            checkpoints,
            seed,
            options,
            progress,
            singles,
            base,
        }
    }

    fn trial(&self) -> Trial<'_> {
        Trial::new(self.game, &self.checkpoints)
    }

    /// Every single change resolved (a cancelled search leaves the rest at the crew's result).
    fn every_single(&self) -> Vec<Eval> {
        let Search {
            game,
            seed,
            progress,
            base,
            ..
        } = *self;
        self.singles
            .par_iter()
            .map_init(
                || self.trial(),
                |t, &e| {
                    if progress.cancelled() {
                        return None;
                    }
                    progress.tick(1);
                    Some(t.eval(game, &[e], seed))
                },
            )
            .collect::<Vec<_>>()
            .into_iter()
            .map(|e| e.unwrap_or(base))
            .collect()
    }

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
    fn every_pair(&self, one: &[Eval]) -> PairsFound {
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

    /// The local search: [`CHAINS`] annealing chains over sets of at most `options.edits` changes,
    /// each from `start` with its own seed derived from `options.seed`. Returns the plans that met
    /// the objective (each pruned of changes it does not need) and the plans tried.
    fn local(&self, start: &[Edit]) -> (Vec<Suggestion>, u64) {
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
        let mut cur = energy(cur_e, current.len(), options.objective, base);
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
            let en = energy(e, next.len(), options.objective, base);
            let temp = t0 * (t1 / t0).powf(k as f64 / iterations.max(1) as f64);
            let accept = en >= cur || {
                let p = ((en - cur) as f64 / temp).exp();
                (rng.below(1_000_000) as f64) < p * 1_000_000.0
            };
            if e.meets(options.objective, base)
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
                let edits = prune(&mut trial, game, seed, options.objective, base, edits);
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

/// Sets of changes scored for the annealing: a plan that meets the objective is worth more
/// the fewer changes it needs (then the higher its score); a lost one by its fitness.
fn energy(e: Eval, len: usize, objective: Objective, base: Eval) -> i64 {
    if e.meets(objective, base) {
        10_000_000 - 100_000 * len as i64 + i64::from(e.score) * 100
    } else {
        e.fitness
    }
}

/// What the search of every pair found.
struct PairsFound {
    /// The pairs that meet the objective and need both their changes.
    found: Vec<Suggestion>,
    /// Pairs resolved (pairs of overlapping changes are not plans).
    tried: u64,
    /// The pair that came closest (highest fitness), for the local search to start from.
    closest: Option<(i64, Vec<Edit>)>,
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

/// Drops every change the plan does not need to meet the objective with at least its score.
fn prune(
    trial: &mut Trial<'_>,
    game: &Game,
    seed: u64,
    objective: Objective,
    base: Eval,
    mut edits: Vec<Edit>,
) -> Vec<Edit> {
    let whole = trial.eval(game, &edits, seed);
    let mut i = 0;
    while i < edits.len() && edits.len() > 1 {
        let mut fewer = edits.clone();
        fewer.remove(i);
        let e = trial.eval(game, &fewer, seed);
        if e.meets(objective, base) && e.score >= whole.score {
            edits = fewer;
        } else {
            i += 1;
        }
    }
    edits
}

/// Fewest changes first, then the highest score, then the order of the crew and turns; one
/// suggestion per resulting set of boards; at most `top`.
fn rank(game: &Game, mut found: Vec<Suggestion>, top: usize) -> Vec<Suggestion> {
    for s in &mut found {
        s.edits.sort_by_key(|e| match *e {
            Edit::Change { crew, turn, .. } => (crew, turn, 0),
            Edit::Swap { crew, a, b } => (crew, a, b),
        });
    }
    found.sort_by(|a, b| {
        (a.edits.len(), std::cmp::Reverse(a.eval.score))
            .cmp(&(b.edits.len(), std::cmp::Reverse(b.eval.score)))
            .then_with(|| key(&a.edits).cmp(&key(&b.edits)))
    });
    let mut seen: Vec<Vec<String>> = Vec::new();
    let mut out = Vec::new();
    for s in found {
        if out.len() >= top {
            break;
        }
        let boards = edit::boards(&edit::with_edits(game, &s.edits));
        if seen.contains(&boards) {
            continue;
        }
        seen.push(boards);
        out.push(s);
    }
    out
}

fn key(edits: &[Edit]) -> Vec<(usize, u8, u8, String)> {
    edits
        .iter()
        .map(|e| match *e {
            Edit::Change { crew, turn, to, .. } => (crew, turn, 0, to.token()),
            Edit::Swap { crew, a, b } => (crew, a, b, String::new()),
        })
        .collect()
}

/// The local search alone, from the crew's own plan (no exhaustive stage): what
/// [`coach`] runs beyond two changes, measured on its own by the benchmark.
pub fn local_search(game: &Game, seed: u64, options: &Options, progress: &Progress) -> Report {
    let search = Search::new(game, seed, options, progress);
    progress.plan(options.iterations);
    let (found, tried) = search.local(&[]);
    Report {
        base: search.base,
        suggestions: rank(game, found, options.top),
        tried,
        cancelled: progress.cancelled(),
    }
}
