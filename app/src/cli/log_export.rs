//! `sitting-duck log export --csv|--json [--campaigns|--explorers] [-o FILE]`: the ship's
//! log written out for a spreadsheet or a program (docs/ship-log.md).

use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
};

use shiplog::{LoggedMission, ShipLog, export};

use super::{BadArgument, log_campaign, log_explorers};

/// Arguments of `log export`.
#[derive(Debug, clap::Args)]
#[command(group = clap::ArgGroup::new("format").required(true).args(["csv", "json"]))]
pub struct ExportArgs {
    /// Comma-separated values with the paper log's columns (no game file or event log).
    #[arg(long)]
    pub csv: bool,
    /// A JSON array with every field of every mission.
    #[arg(long)]
    pub json: bool,
    /// Only this crew's page.
    #[arg(long, value_name = "NAME")]
    pub crew: Option<String>,
    /// Export the campaigns (with `--json`): each with its missions' ids, the ship each
    /// started from, the repairs and the score.
    #[arg(long, requires = "json", conflicts_with = "explorers")]
    pub campaigns: bool,
    /// Export the explorers (careers) instead: with `--json` each sheet with its
    /// specializations, achievements and runs; with `--csv` one row per explorer.
    #[arg(long)]
    pub explorers: bool,
    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Writes the export the arguments ask for to `out` (or their `-o` file).
///
/// # Errors
/// The log cannot be read (the outer error); the inner one is a failed write.
pub fn write(
    log: &ShipLog,
    export: &ExportArgs,
    out: &mut dyn Write,
) -> anyhow::Result<io::Result<()>> {
    let missions: Vec<LoggedMission> = log
        .all()?
        .into_iter()
        .filter(|m| export.crew.is_none() || m.record.crew_name == export.crew)
        .collect();
    let campaigns = if export.campaigns {
        log.campaigns(export.crew.as_deref())?
    } else {
        Vec::new()
    };
    let explorers = if export.explorers {
        log_explorers::pages(log)?
    } else {
        Vec::new()
    };
    // Each mission's local date and time is exported beside the stored UTC one.
    let zone = crate::shell::machine::time_zone();
    let write = |out: &mut dyn Write| {
        if export.explorers && export.csv {
            log_explorers::write_csv(&explorers, out)
        } else if export.explorers {
            log_explorers::write_json(&explorers, out)
        } else if export.campaigns {
            log_campaign::write_json(&campaigns, out)
        } else if export.csv {
            export::write_csv(&missions, &zone, out)
        } else {
            export::write_json(&missions, &zone, out)
        }
    };
    Ok(match &export.output {
        Some(file) => {
            let mut buffer = Vec::new();
            if let Err(e) = write(&mut buffer) {
                return Ok(Err(e));
            }
            fs::write(file, buffer).map_err(|e| {
                anyhow::anyhow!(i18n::tr!(
                    "cli-log-export-cannot-write",
                    file = file.display().to_string(),
                    reason = super::io_words(&e)
                ))
            })?;
            Ok(())
        }
        None => write(out),
    })
}

/// Refuses an export file that would overwrite the ship's log (or the files SQLite keeps
/// beside it) or any other SQLite database: a mistyped `-o` must never cost a log.
pub fn check_output(file: &Path, db: &Path) -> anyhow::Result<()> {
    // A sibling that does not exist yet counts too: written, SQLite would take it for the
    // log's journal and refuse every later read.
    let same = crate::shell::files::writes_over;
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let mut name = db.as_os_str().to_owned();
        name.push(suffix);
        if same(file, Path::new(&name)) {
            let what = if suffix.is_empty() {
                "the ship's log itself".to_owned()
            } else {
                format!("the ship's log's {suffix} file")
            };
            return Err(BadArgument(format!(
                "-o {}: that is {what}; the export was not written (choose another file)",
                file.display()
            ))
            .into());
        }
    }
    let mut start = [0_u8; 16];
    let is_sqlite = fs::File::open(file)
        .and_then(|mut f| io::Read::read_exact(&mut f, &mut start))
        .is_ok()
        && &start == b"SQLite format 3\0";
    if is_sqlite {
        return Err(BadArgument(format!(
            "-o {}: that file is a SQLite database (a ship's log?); the export was not written \
             over it (choose another file)",
            file.display()
        ))
        .into());
    }
    Ok(())
}
