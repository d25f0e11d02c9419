//! `sitting-duck`: the app (no arguments) and the headless commands.

use std::process::ExitCode;

use sitting_duck::cli::{exit_status, parse, run};

fn main() -> ExitCode {
    sitting_duck::shell::logger::install();
    let cli = match parse() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match run(cli) {
        Ok(code) => code,
        Err(err) => {
            // `{:#}` prints the context and the cause; no error here repeats its cause.
            eprintln!("sitting-duck: {err:#}");
            ExitCode::from(exit_status(&err))
        }
    }
}
