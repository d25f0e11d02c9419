//! `sitting-duck import SCRIPT [-o TRACK.yaml] [--format flash|xml]` and
//! `sitting-duck export TRACK --format flash|xml [-o SCRIPT]`: the community's mission
//! scripts read into our tracks and written back (`docs/formats.md` §13).

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use missions::community::{Format, export};

use super::refuse_writing_over;

/// A community format, as the command line names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ScriptFormat {
    /// The Flash mission player's code string.
    Flash,
    /// mkalus's XML mission.
    Xml,
}

impl From<ScriptFormat> for Format {
    fn from(format: ScriptFormat) -> Format {
        match format {
            ScriptFormat::Flash => Format::Flash,
            ScriptFormat::Xml => Format::Xml,
        }
    }
}

/// Arguments of `import`.
#[derive(Debug, clap::Args)]
pub struct ImportArgs {
    /// The script to read: its format is found from its content.
    #[arg(value_name = "SCRIPT")]
    pub script: PathBuf,
    /// Write the track (YAML) to this file instead of standard output.
    #[arg(short, long, value_name = "TRACK.yaml")]
    pub output: Option<PathBuf>,
    /// The script's format, when it should not be found from the content.
    #[arg(long, value_enum)]
    pub format: Option<ScriptFormat>,
}

/// Arguments of `export`.
#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    /// A track file, or a shipped track by file stem or name (`mission-1`, "Mission 1").
    #[arg(value_name = "TRACK.yaml|NAME")]
    pub track: String,
    /// The format to write.
    #[arg(long, value_enum)]
    pub format: ScriptFormat,
    /// Write the script to this file instead of standard output.
    #[arg(short, long, value_name = "SCRIPT")]
    pub output: Option<PathBuf>,
}

/// Runs `import`: exit 0 when the track is written, 2 when the script is refused (every
/// problem at its place on standard error).
pub fn run_import(args: ImportArgs) -> anyhow::Result<ExitCode> {
    if let Some(out) = &args.output {
        refuse_writing_over("-o", out, std::slice::from_ref(&args.script))?;
    }
    let format = args.format.map(Format::from);
    let track = match crate::shell::tracks::read_mission(&args.script, format) {
        Ok(track) => track,
        Err(message) => {
            crate::to_stderr!("{}", message.join("\n"));
            crate::to_stderr!(
                "{}",
                i18n::tr!("import-no-track", file = args.script.display().to_string())
            );
            return Ok(ExitCode::from(2));
        }
    };
    let yaml = track.to_yaml()?;
    emit(args.output.as_deref(), &yaml)?;
    if let Some(out) = &args.output {
        crate::to_stderr!(
            "{}",
            i18n::tr!(
                "import-written",
                file = out.display().to_string(),
                name = track.name.as_str()
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs `export`: exit 0 when the script is written (what the format cannot say on standard
/// error), 2 when the track is refused.
pub fn run_export(args: ExportArgs) -> anyhow::Result<ExitCode> {
    if let Some(out) = &args.output {
        refuse_writing_over("-o", out, &[PathBuf::from(&args.track)])?;
    }
    let track = match super::card::find_track(&args.track) {
        Ok(track) => track,
        Err(message) => {
            crate::to_stderr!("{message}");
            return Ok(ExitCode::from(2));
        }
    };
    let written = export(&track, args.format.into());
    emit(args.output.as_deref(), &written.text)?;
    for approximation in &written.approximations {
        crate::to_stderr!("{}", crate::imported::approximation(approximation));
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes `text` to `output`, or to standard output.
fn emit(output: Option<&Path>, text: &str) -> anyhow::Result<()> {
    match output {
        Some(path) => crate::shell::files::write_file(path, text)
            .with_context(|| i18n::tr!("cli-cannot-write-file", file = path.display().to_string())),
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())
                .and_then(|()| out.flush())
                .context(i18n::tr!("cli-cannot-write-stdout"))
        }
    }
}
