//! `sitting-duck resolve GAME.yaml [--seed N] [--json]`.

use std::{path::PathBuf, process::ExitCode};

/// Arguments of `resolve`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game file (YAML) to resolve.
    pub game: PathBuf,
    /// Seed for the damage-tile draws; overrides the game file's `seed`.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print one JSON object instead of the ship's log.
    #[arg(long)]
    pub json: bool,
}

/// Runs `resolve`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("resolve {} is being built", args.game.display())
}
