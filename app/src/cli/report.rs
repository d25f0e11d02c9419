//! `sitting-duck report ID|GAME.yaml [-o REPORT.html] [--markdown|--bbcode] [--spoiler-free]`: the
//! mission report a crew shares (`docs/formats.md`, "report").
//!
//! An ID (digits only) is a mission of the ship's log, resolved again from the game file
//! and seed it was logged with; anything else is a game file. The log is only read; the
//! report is never written over the log, its side files, any SQLite database or the game
//! file it was made from.

use std::{
    fs,
    path::{Path, PathBuf},
    process::ExitCode,
};

use anyhow::Context;
use shiplog::{MissionId, ShipLog};

use super::BadArgument;
use crate::report::{Meta, Report, bbcode, html, markdown};

/// Arguments of `report`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A mission of the ship's log (its id, the first column of `log list`) or a game file.
    #[arg(value_name = "ID|GAME.yaml")]
    pub source: String,
    /// Write the report to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// A forum post (Markdown that reads well as BoardGameGeek text) instead of the HTML page.
    #[arg(long)]
    pub markdown: bool,
    /// A BoardGameGeek post in the forum's bracket markup (bold, lists, spoiler tags around
    /// what the spoiler-free form hides) instead of the HTML page.
    #[arg(long, conflicts_with = "markdown")]
    pub bbcode: bool,
    /// Do not name the threat cards drawn (only severity, zone and turn), for crews who
    /// replay the track.
    #[arg(long)]
    pub spoiler_free: bool,
    /// The ship's log database, for an ID [default: the platform's data directory].
    #[arg(long, value_name = "PATH")]
    pub db: Option<PathBuf>,
    /// Seed for the damage-tile draws of a game file; overrides the file's `seed`.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Homebrew threat cards (YAML in the catalog's form) the game may name.
    #[arg(long = "with", value_name = "CARDS.yaml")]
    pub with: Vec<PathBuf>,
}

/// Where the report's mission comes from.
enum Source {
    /// A mission of the ship's log.
    Logged(MissionId),
    /// A game file.
    File(PathBuf),
}

/// Reads `ID|GAME.yaml`: digits are an id unless a file of that name exists, which is
/// ambiguous (and refused, exit 2).
fn source(text: &str) -> anyhow::Result<Source> {
    let is_id = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if !is_id {
        return Ok(Source::File(PathBuf::from(text)));
    }
    if Path::new(text).exists() {
        return Err(BadArgument(i18n::tr!("cli-report-ambiguous", text = text)).into());
    }
    text.parse::<MissionId>()
        .map(Source::Logged)
        .map_err(|_| BadArgument(i18n::tr!("cli-report-id-too-large", text = text)).into())
}

/// Runs `report`: exit 0 when the report is written, 2 for input that cannot be used.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let source = source(&args.source)?;
    if args.seed.is_some() && matches!(source, Source::Logged(_)) {
        return Err(BadArgument(i18n::tr!("cli-report-seed-of-logged")).into());
    }
    let db = match (&source, &args.db) {
        (_, Some(path)) => Some(path.clone()),
        (Source::Logged(_), None) => Some(ShipLog::default_path()?),
        (Source::File(_), None) => ShipLog::default_path().ok(),
    };
    if let Some(file) = &args.output {
        let input = match &source {
            Source::File(path) => Some(path.as_path()),
            Source::Logged(_) => None,
        };
        crate::report::refuse_to_write(file, db.as_deref(), input)
            .map_err(|why| BadArgument(format!("-o {why}")))?;
        super::refuse_writing_over("-o", file, &args.with)?;
    }
    let report = match &source {
        Source::Logged(id) => from_log(*id, db.as_deref(), &args)?,
        Source::File(path) => match from_file(path, &args)? {
            Ok(report) => report,
            Err(code) => return Ok(code),
        },
    };
    let text = if args.markdown {
        markdown::post(&report)
    } else if args.bbcode {
        bbcode::post(&report)
    } else {
        html::page(&report)
    };
    match &args.output {
        Some(file) => {
            fs::write(file, text).map_err(|e| {
                anyhow::anyhow!(i18n::tr!(
                    "cli-report-cannot-write",
                    file = file.display().to_string(),
                    reason = super::io_words(&e)
                ))
            })?;
            crate::to_stderr!(
                "{}",
                i18n::tr!("cli-report-written", file = file.display().to_string())
            );
        }
        None => super::out(&text)?,
    }
    Ok(ExitCode::SUCCESS)
}

fn from_file(path: &Path, args: &Args) -> anyhow::Result<Result<Report, ExitCode>> {
    let loaded = match super::game_file::load(path, &args.with)? {
        Ok(l) => l,
        Err(code) => return Ok(Err(code)),
    };
    let game = &loaded.game;
    // The file's name only: a shared page need not tell the folders of the crew's machine.
    let file_name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let meta = Meta {
        source: i18n::tr!("cli-report-source-file", file = file_name),
        ..Meta::default()
    };
    let seed = args.seed.unwrap_or(game.seed);
    Ok(Ok(Report::new(&game.game, seed, meta, args.spoiler_free)?))
}

fn from_log(id: MissionId, db: Option<&Path>, args: &Args) -> anyhow::Result<Report> {
    let db = db.context(i18n::tr!("cli-no-log-place"))?;
    let log = ShipLog::open_read_only(db)?;
    let Some(mission) = log.get(id)? else {
        return Err(BadArgument(i18n::tr!(
            "cli-report-no-mission",
            db = db.display().to_string(),
            id = id.to_string()
        ))
        .into());
    };
    let record = &mission.record;
    let catalog = match super::cards::catalog_with(&args.with)? {
        Ok(c) => c,
        Err(_) => anyhow::bail!(i18n::tr!("cli-report-cards-do-not-load")),
    };
    let name = format!("mission {id}");
    let catalog = crate::shell::homebrew::with_logged(&catalog, record.cards.as_deref());
    let game = missions::game::parse_game(&record.game_yaml, &name, &catalog).map_err(|d| {
        BadArgument(format!(
            "{}\n{}",
            i18n::tr!(
                "cli-report-logged-game-does-not-load",
                db = db.display().to_string(),
                id = id.to_string()
            ),
            words::diagnostic::all(&d)
        ))
    })?;
    let meta = Meta {
        source: i18n::tr!("cli-report-source-log", id = id.to_string()),
        // The table's local date and time (the log stores UTC).
        played_at: Some(crate::shell::machine::local_date(&record.played_at)),
        crew_page: Some(record.page_name()),
        roles: record
            .crew
            .iter()
            .map(|c| (c.name.clone(), c.communications_officer, c.security_chief))
            .collect(),
        // What the ship's computer announced, when the mission was played in the app and
        // logged since the log keeps transcripts (else none: the report has no transcript).
        transcript: record
            .transcript
            .iter()
            .map(|line| (line.at_ms, line.text.clone()))
            .collect(),
    };
    Report::new(&game.game, record.seed, meta, args.spoiler_free)
}
