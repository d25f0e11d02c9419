//! `sitting-duck coach GAME.yaml [--edits N] [--objective survive|score] [--json]
//! [--threads N] [--hand] [--keep-player NAME] [--seed N]`: the smallest changes to the boards
//! that would have saved the ship, or scored more (`docs/formats.md`, "coach").

use std::{path::PathBuf, process::ExitCode};

use anyhow::Context;
use coach::{Objective, Options, Progress, Rules};

use super::BadArgument;

/// The most threads `--threads` takes (why: at the argument).
pub const MAX_THREADS: u64 = 256;
/// The most plans `--iterations` takes (why: at the argument).
pub const MAX_ITERATIONS: u64 = 100_000_000;

/// Arguments of `coach`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game file (YAML) of the played mission.
    pub game: PathBuf,
    /// The most changes in one suggestion: 1 and 2 are searched exhaustively, more by a
    /// seeded local search.
    #[arg(long, default_value_t = 2)]
    pub edits: usize,
    /// `survive`: plans in which the ship survives; `score`: plans that score more.
    #[arg(long, default_value = "survive", value_parser = ["survive", "score"])]
    pub objective: String,
    /// Print one JSON object instead of the text.
    #[arg(long)]
    pub json: bool,
    /// Threads for the search (default: every core).
    // At most 256: every thread is a rayon worker with its own stack, and beyond the
    // cores a machine has more threads only divide the same work (the local search runs
    // four chains whatever the count); a typo like `--threads 100000` would otherwise
    // spawn that many threads before the search starts.
    #[arg(long, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_THREADS))]
    pub threads: Option<usize>,
    /// Only changes to cards the player could have held (docs/rules.md §6.3).
    #[arg(long)]
    pub hand: bool,
    /// Leave this crew member's board as it is (repeatable).
    #[arg(long = "keep-player", value_name = "NAME")]
    pub keep_player: Vec<String>,
    /// Seed of the local search (more than 2 changes): the same seed, the same suggestions.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Suggestions to print.
    #[arg(long, default_value_t = 5)]
    pub top: usize,
    /// Plans the local search tries.
    // At most 100 million, 250 times the default: each plan is a whole resolution, so
    // that is already hours of search on a small machine; more is a typo, not a wish,
    // and it would run on with no end in sight.
    #[arg(long, default_value_t = 400_000, value_parser = clap::value_parser!(u64).range(0..=MAX_ITERATIONS))]
    pub iterations: u64,
    /// Homebrew threat cards (YAML in the catalog's form) the game file may name.
    #[arg(long = "with", value_name = "CARDS.yaml")]
    pub with: Vec<PathBuf>,
}

/// Runs `coach`: exit 0 when the search ran (whatever it found), 2 for bad arguments or a
/// file that cannot be loaded.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    if !(1..=12).contains(&args.edits) {
        return Err(BadArgument(i18n::tr!("cli-coach-edits", edits = args.edits)).into());
    }
    if args.top == 0 {
        return Err(BadArgument(i18n::tr!("cli-coach-top")).into());
    }
    let loaded = match super::game_file::load(&args.game, &args.with)? {
        Ok(l) => l,
        Err(code) => return Ok(code),
    };
    let game = &loaded.game.game;
    let seed = loaded.game.seed;
    let names = coach::explain::crew_names(game);
    let mut keep = Vec::new();
    for name in &args.keep_player {
        match names
            .iter()
            .position(|n| n.eq_ignore_ascii_case(name.trim()))
        {
            Some(i) => keep.push(i),
            None => {
                return Err(BadArgument(i18n::tr!(
                    "cli-coach-keep-player",
                    name = name,
                    crew = names.join(", ")
                ))
                .into());
            }
        }
    }
    let options = Options {
        edits: args.edits,
        objective: Objective::parse(&args.objective).unwrap_or_default(),
        rules: Rules {
            hand: args.hand,
            keep,
        },
        seed: args.seed,
        iterations: args.iterations,
        top: args.top,
    };
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(n) = args.threads {
        pool = pool.num_threads(n);
    }
    let pool = pool
        .build()
        .with_context(|| i18n::tr!("cli-coach-starting-threads"))?;
    let progress = Progress::new();
    let report = pool.install(|| coach::coach(game, seed, &options, &progress));
    let base = engine::resolve(game, seed);
    if args.json {
        let v = coach::json::report_json(game, seed, &base, &options, &report);
        super::out(
            &(serde_json::to_string_pretty(&v).with_context(|| i18n::tr!("cli-writing-json"))?
                + "\n"),
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    super::out(&coach::explain::report_text(
        game, seed, &base, &options, &report,
    ))?;
    Ok(ExitCode::SUCCESS)
}
