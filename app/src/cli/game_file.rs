//! Loading a game file for the commands that read one (`resolve`, `debrief`, `coach`,
//! `report`, `serve`): the file's bytes, the catalog with homebrew cards, located errors on
//! stderr and exit status 2.

use std::{path::Path, process::ExitCode};

use missions::game::{Loaded, load_game};

/// Loads `path` with the base catalog plus the cards of `with`. On a file that cannot be read
/// or loaded, the problems are printed and `Ok(Err(exit status 2))` is returned.
pub fn load(path: &Path, with: &[std::path::PathBuf]) -> anyhow::Result<Result<Loaded, ExitCode>> {
    Ok(load_with_bytes(path, with)?.map(|(loaded, _)| loaded))
}

/// [`load`], also giving the file's bytes (for a command that keeps the game file, as
/// `resolve --log` does).
pub fn load_with_bytes(
    path: &Path,
    with: &[std::path::PathBuf],
) -> anyhow::Result<Result<(Loaded, Vec<u8>), ExitCode>> {
    let name = path.display().to_string();
    // Read as bytes: the loader places a byte that is not UTF-8 at its line and column.
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            crate::to_stderr!(
                "{}",
                i18n::tr!(
                    "cli-cannot-read-game",
                    file = missions::diag::escape(&name).into_owned(),
                    reason = super::io_words(&e)
                )
            );
            return Ok(Err(ExitCode::from(2)));
        }
    };
    let catalog = match super::cards::catalog_with(with)? {
        Ok(c) => c,
        Err(code) => return Ok(Err(code)),
    };
    match load_game(&bytes, &name, &catalog) {
        Ok(g) => Ok(Ok((g, bytes))),
        Err(diags) => {
            crate::to_stderr!("{}", words::diagnostic::all(&diags));
            crate::to_stderr!(
                "{}",
                i18n::tr!(
                    "cli-game-problems",
                    file = missions::diag::escape(&name).into_owned(),
                    problems = diags.0.len()
                )
            );
            Ok(Err(ExitCode::from(2)))
        }
    }
}
