//! `sitting-duck generate [--seed N] [--players 4|5] [--difficulty D]`: a random mission track.

use std::io::Write;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, bail};
use missions::generate::{GenerateOptions, generate};

/// Arguments of `generate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Seed of the mission: the same seed always gives the same track. Without it a seed is
    /// taken from the clock and printed in a comment, so the mission can be made again.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Crew size. With 4 the unconfirmed report is announced to nobody (it stays in the track).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(4..=5))]
    pub players: u8,
    /// Threat points the crew faces (normal threat 1, serious 2): 6-10 for 5 players, 5-9 for
    /// 4. Default: the CD's 8 for 5 players, 7 for 4.
    #[arg(long)]
    pub difficulty: Option<u8>,
}

/// Runs `generate`: prints the track's YAML to standard output.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut options = GenerateOptions::new(args.players);
    if let Some(difficulty) = args.difficulty {
        let (lo, hi) = options.difficulty_range();
        if !(lo..=hi).contains(&difficulty) {
            bail!(
                "--difficulty {difficulty} is out of range: {lo}-{hi} threat points for {} players",
                args.players
            );
        }
        options = options.with_difficulty(difficulty);
    }
    let seed = match args.seed {
        Some(seed) => seed,
        None => SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .context("the system clock is before 1970; pass --seed")?
            .as_nanos() as u64,
    };
    let track = generate(&options, seed);
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "# sitting-duck generate --seed {seed} --players {} --difficulty {}",
        options.players, options.difficulty
    )
    .and_then(|()| out.write_all(track.to_yaml().as_bytes()))
    .and_then(|()| out.flush())
    .context("could not write the track to standard output")?;
    Ok(ExitCode::SUCCESS)
}
