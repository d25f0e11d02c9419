//! `sitting-duck`: the app (no arguments) and the headless commands.

// The app's binary: files, the clock and the environment are its business (clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::process::ExitCode;

use sitting_duck::cli::{Cli, exit_status, parse, run};
use sitting_duck::gui::window;

fn main() -> ExitCode {
    sitting_duck::shell::logger::install();
    let cli = match parse() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let Cli {
        command,
        serve,
        port,
        lang,
    } = cli;
    let done = match command {
        Some(command) => run(command, lang),
        None => window::run(window::Options {
            serve: serve.then_some(port),
            lang,
        }),
    };
    match done {
        Ok(code) => code,
        Err(err) => {
            // `{:#}` prints the context and the cause; no error here repeats its cause.
            sitting_duck::to_stderr!("sitting-duck: {err:#}");
            ExitCode::from(exit_status(&err))
        }
    }
}
