//! The command line: one module per subcommand, each with its clap `Args` and a `run`.

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

pub mod card;
pub mod cards;
pub mod clap_error;
pub mod coach;
pub mod deal;
pub mod debrief;
pub mod game_file;
pub mod generate;
pub mod help;
pub mod import;
pub mod log;
pub mod log_campaign;
pub mod log_explorers;
pub mod log_export;
pub mod render;
pub mod report;
pub mod resolve;
pub mod serve;
pub mod threats;

/// Sitting Duck: the ship's computer for your table.
#[derive(Debug, Parser)]
#[command(name = "sitting-duck", version, about)]
pub struct Cli {
    /// What to do; without a command the app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Open the app with the crew terminals on: the players' phones on the local network.
    #[arg(long)]
    pub serve: bool,
    /// The port of the crew terminals (with --serve).
    #[arg(long, requires = "serve")]
    pub port: Option<u16>,
    /// The language of the words printed and of the announcer: en, de, fr, cs or es.
    /// Without it: the SITTING_DUCK_LANG environment variable, else the system's locale,
    /// else English.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_language)]
    pub lang: Option<i18n::Language>,
}

/// Reads `--lang`: a language Sitting Duck speaks, by its tag (`de`, `de-AT`, `de_AT.UTF-8`).
fn parse_language(tag: &str) -> Result<i18n::Language, String> {
    i18n::Language::parse(tag).ok_or_else(|| i18n::tr!("cli-unknown-language", language = tag))
}

/// The headless commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a random mission track (YAML) with the profile of the CD's missions.
    Generate(generate::Args),
    /// Resolve a played mission (a game file) and print the ship's log or JSON.
    Resolve(resolve::Args),
    /// Explain a played mission: what destroyed the ship, where points were lost, what had no effect.
    Debrief(debrief::Args),
    /// Search the smallest changes to the boards that would have saved the ship (or scored more).
    Coach(coach::Args),
    /// Render a mission track's Action Round soundtrack to a WAV file.
    Render(render::Args),
    /// Write a track's printable mission card: every announcement with its time, one page.
    Card(card::Args),
    /// Deal the action cards of a mission: every player's packets, as the app and the phones deal them.
    Deal(deal::Args),
    /// Write a mission's report to share: one self-contained HTML page, or a forum post.
    Report(report::Args),
    /// Read the ship's log: list, show, stats, export.
    Log(log::Args),
    /// List the threat catalog, or show one card's rules in plain words.
    Threats(threats::Args),
    /// Show a finished game's score card and debrief on phones on the local network.
    Serve(serve::Args),
    /// Read a community mission script (a Flash player's code string or an XML mission) into a track.
    Import(import::ImportArgs),
    /// Write a track as a community mission script (a Flash player's code string or an XML mission).
    Export(import::ExportArgs),
}

/// Refuses an output `file` (given with `option`) that is one of the files the command
/// reads: written, it would destroy its own input (`render T -o T`).
///
/// # Errors
/// A [`BadArgument`] naming the option and the file, in the crew's words.
pub fn refuse_writing_over(
    option: &str,
    file: &std::path::Path,
    read: &[std::path::PathBuf],
) -> anyhow::Result<()> {
    if read
        .iter()
        .any(|input| crate::shell::files::writes_over(file, input))
    {
        return Err(BadArgument(i18n::tr!(
            "cli-output-is-input",
            option = option,
            file = file.display().to_string()
        ))
        .into());
    }
    Ok(())
}

/// A command-line argument that cannot be used (found after parsing: an `-o` file that is
/// a database, say). Like clap's own errors, it exits with status 2.
#[derive(Debug)]
pub struct BadArgument(pub String);

impl std::fmt::Display for BadArgument {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadArgument {}

/// The exit status of a failed command: 2 for a bad argument (a [`BadArgument`], or a
/// `--db` path that is not a regular file), 1 for everything else.
pub fn exit_status(err: &anyhow::Error) -> u8 {
    let bad_db = matches!(
        err.downcast_ref::<shiplog::LogError>(),
        Some(shiplog::LogError::NotAFile { .. })
    );
    if bad_db || err.downcast_ref::<BadArgument>().is_some() {
        2
    } else {
        1
    }
}

/// Parses the command line, its help and errors in the language of `--lang` (or the
/// machine's). Errors (an unknown flag, a missing or malformed value) and `--help` /
/// `--version` are printed here; the status is 2 for an error, 0 otherwise.
pub fn parse() -> Result<Cli, ExitCode> {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let language = language_asked(&args).unwrap_or_else(i18n::system_language);
    i18n::set_language(language);
    // A command line that parses needs no words: clap's own command reads it, and the
    // translated tree (every help text looked up, a language's messages parsed) is built
    // only to print help or an error: a third of a `resolve` process otherwise
    // (`docs/performance.md`). Both trees hold the same arguments, so they agree.
    if let Ok(cli) = Cli::command()
        .try_get_matches_from(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
    {
        return Ok(cli);
    }
    let cmd = help::localize(Cli::command(), language);
    cmd.try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
        .map_err(|err| {
            // Printing can fail only when the terminal is gone; the status still says it all.
            match clap_error::localized(&err) {
                Some(text) => crate::shell::stderr_text(format_args!("{text}")),
                None => {
                    let _ = err.print();
                }
            }
            if err.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            }
        })
}

/// The language of `--lang` on the command line, read before clap parses it: the help and
/// clap's errors are written in it.
fn language_asked(args: &[std::ffi::OsString]) -> Option<i18n::Language> {
    let mut args = args.iter().skip(1).filter_map(|arg| arg.to_str());
    while let Some(arg) = args.next() {
        if arg == "--" {
            return None;
        }
        if arg == "--lang" {
            return i18n::Language::parse(args.next()?);
        }
        if let Some(tag) = arg.strip_prefix("--lang=") {
            return i18n::Language::parse(tag);
        }
    }
    None
}

/// Writes a command's output to standard output. A reader that stops early
/// (`sitting-duck resolve game.yaml | head`) closes the pipe: that is not an error, and the
/// command ends quietly instead of panicking as `print!` would.
pub(crate) fn out(text: &str) -> anyhow::Result<()> {
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(anyhow::Error::new(e).context(i18n::tr!("cli-cannot-write-stdout"))),
    }
}

pub use crate::shell::io_words;

/// Runs a headless command, in the language of `--lang` (or the machine's). Without a
/// command the window opens instead (`main` calls `gui::window::run`: the commands never
/// need the window's code).
pub fn run(command: Command, lang: Option<i18n::Language>) -> anyhow::Result<ExitCode> {
    let language = lang.unwrap_or_else(i18n::system_language);
    i18n::set_language(language);
    match command {
        Command::Generate(args) => generate::run(args),
        Command::Deal(args) => deal::run(args),
        Command::Resolve(args) => resolve::run(args),
        Command::Debrief(args) => debrief::run(args),
        Command::Coach(args) => coach::run(args),
        Command::Render(args) => render::run(args, language),
        Command::Card(args) => card::run(args),
        Command::Import(args) => import::run_import(args),
        Command::Export(args) => import::run_export(args),
        Command::Report(args) => report::run(args),
        Command::Log(args) => log::run(args),
        Command::Threats(args) => threats::run(args),
        Command::Serve(args) => serve::run(args),
    }
}
