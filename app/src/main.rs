//! `sitting-duck`: the app (no arguments) and the headless commands.

use std::process::ExitCode;

use clap::Parser;
use sitting_duck::cli::{Cli, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("sitting-duck: {err:#}");
            ExitCode::from(1)
        }
    }
}
