//! `sitting-duck resolve GAME.yaml [--seed N] [--json]` (`docs/formats.md` §3).

use std::{path::PathBuf, process::ExitCode};

use anyhow::Context;
use words::report;

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
    /// Also append the mission to the ship's log (SQLite).
    #[arg(long)]
    pub log: bool,
    /// The crew's page in the ship's log (default: the crew's names).
    #[arg(long, requires = "log")]
    pub crew: Option<String>,
    /// The ship's log database (default: the platform's data directory).
    #[arg(long, requires = "log")]
    pub db: Option<PathBuf>,
    /// Homebrew threat cards (YAML in the catalog's form) the game file may name.
    #[arg(long = "with", value_name = "CARDS.yaml")]
    pub with: Vec<PathBuf>,
}

/// Runs `resolve`: exit 0 for a resolved game (won or lost), 2 for a file that cannot be loaded.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let (loaded, bytes) = match super::game_file::load_with_bytes(&args.game, &args.with)? {
        Ok(l) => l,
        Err(code) => return Ok(code),
    };
    let game = &loaded.game;
    let src = String::from_utf8_lossy(&bytes);
    let seed = args.seed.unwrap_or(game.seed);
    let resolution = engine::resolve(&game.game, seed);
    // Warnings do not change the exit status: the game was resolved.
    for warning in loaded.warnings(&resolution) {
        crate::to_stderr!(
            "{}",
            i18n::tr!("cli-warning", warning = words::diagnostic::text(&warning))
        );
    }
    if args.json {
        let text = serde_json::to_string_pretty(&report::result_json(&resolution))
            .with_context(|| i18n::tr!("cli-writing-json"))?;
        super::out(&(text + "\n"))?;
    } else {
        super::out(&report::ships_log(&resolution))?;
    }
    if args.log {
        let db = match args.db {
            Some(p) => p,
            None => shiplog::ShipLog::default_path()?,
        };
        let record = crate::shell::record::mission_record(
            game.game.setup(),
            seed,
            &src,
            &resolution,
            args.crew,
            crate::shell::record::now_rfc3339(),
            &crate::shell::record::TableFacts::default(),
        )?;
        // The error names the file: the context says only what was not done.
        let id = shiplog::append(&db, &record).context(i18n::tr!("cli-resolved-not-logged"))?;
        crate::to_stderr!(
            "{}",
            i18n::tr!(
                "cli-logged",
                id = id.to_string(),
                db = db.display().to_string()
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}
