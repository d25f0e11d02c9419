//! `sitting-duck debrief GAME.yaml [--json]`: why the mission went as it did
//! (`docs/formats.md`, "debrief").

use std::{path::PathBuf, process::ExitCode};

use anyhow::Context;
use words::debrief;

/// Arguments of `debrief`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game file (YAML) to resolve and explain.
    pub game: PathBuf,
    /// Seed for the damage-tile draws; overrides the game file's `seed`.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print one JSON object instead of the text.
    #[arg(long)]
    pub json: bool,
    /// Homebrew threat cards (YAML in the catalog's form) the game file may name.
    #[arg(long = "with", value_name = "CARDS.yaml")]
    pub with: Vec<PathBuf>,
}

/// Runs `debrief`: exit 0 for a resolved game (won or lost), 2 for a file that cannot be
/// loaded.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let loaded = match super::game_file::load(&args.game, &args.with)? {
        Ok(l) => l,
        Err(code) => return Ok(code),
    };
    let game = &loaded.game;
    let resolution = engine::resolve(&game.game, args.seed.unwrap_or(game.seed));
    let d = debrief::debrief(&resolution);
    if args.json {
        let text = serde_json::to_string_pretty(&debrief::to_json(&d))
            .with_context(|| i18n::tr!("cli-writing-json"))?;
        super::out(&(text + "\n"))?;
    } else {
        super::out(&debrief::text(&d))?;
    }
    Ok(ExitCode::SUCCESS)
}
