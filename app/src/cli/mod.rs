//! The command line: one module per subcommand, each with its clap `Args` and a `run`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub mod cards;
pub mod generate;
pub mod log;
pub mod render;
pub mod resolve;
pub mod threats;

/// Sitting Duck: the ship's computer for your table.
#[derive(Debug, Parser)]
#[command(name = "sitting-duck", version, about)]
pub struct Cli {
    /// What to do; without a command the app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The headless commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a random mission track (YAML) with the profile of the CD's missions.
    Generate(generate::Args),
    /// Resolve a played mission (a game file) and print the ship's log or JSON.
    Resolve(resolve::Args),
    /// Render a mission track's Action Round soundtrack to a WAV file.
    Render(render::Args),
    /// Read the ship's log: list, show, stats, export.
    Log(log::Args),
    /// List the threat catalog, or show one card's rules in plain words.
    Threats(threats::Args),
}

/// Runs the parsed command line.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Some(Command::Generate(args)) => generate::run(args),
        Some(Command::Resolve(args)) => resolve::run(args),
        Some(Command::Render(args)) => render::run(args),
        Some(Command::Log(args)) => log::run(args),
        Some(Command::Threats(args)) => threats::run(args),
        None => crate::gui::run(),
    }
}
