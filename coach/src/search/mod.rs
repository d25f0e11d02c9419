//! The search: every single change, every pair of changes (`pairs`, rayon), then a seeded
//! local search (`anneal`: simulated annealing over sets of at most N changes) when more
//! changes are allowed. Each plan is resolved on a `trial` copy of the game.

mod anneal;
mod pairs;
mod trial;

use engine::{Checkpoints, Game};
use rayon::prelude::*;
use trial::Trial;

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
        .filter(|(_, e)| e.improves_on(base))
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
