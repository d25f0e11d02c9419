//! The boards' autosave on disk: one game file (the game when complete, else a draft in
//! the same format that keeps every keystroke, `missions::game::GameFile`), the boards of
//! last time kept aside for "Restore", and game files read for the boards screen. The window
//! builds the text (`gui::model::boards::draft`, pure); the app writes it in the background.
//!
//! Versions before the one-file autosave also wrote a JSON draft beside the game file; that
//! JSON is no longer read or written (the game file beside it is read instead, which restores
//! the same boards but not which threats the track announced) and is left where it is.

use std::path::{Path, PathBuf};

use missions::game::{Game, GameFile, ReadError, parse_game};

/// Where the autosave of the boards entered before this screen is kept.
fn previous_path(autosave: &Path) -> PathBuf {
    autosave.with_extension("previous.yaml")
}

/// The default autosave file: `sitting-duck/boards-autosave.yaml` in the platform's data dir.
pub fn default_autosave_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "sitting-duck")
        .map(|dirs| dirs.data_dir().join("boards-autosave.yaml"))
}

/// Keeps the boards entered before aside (as `*.previous.yaml`), so a crew coming back
/// after a crash can still restore them once a new entry starts autosaving. A blank draft is
/// not kept: it would hide the boards typed the time before.
pub fn keep_previous(autosave: &Path) {
    if read_draft(autosave).is_ok_and(|d| !d.is_blank()) {
        // A failed rename only means there is nothing to restore next time.
        let _ = std::fs::rename(autosave, previous_path(autosave));
    }
}

/// The boards entered before this screen, if they were kept.
pub fn previous_autosave(autosave: &Path) -> Option<PathBuf> {
    let path = previous_path(autosave);
    path.exists().then_some(path)
}

/// Reads and checks the game file at `path`.
///
/// # Errors
/// A sentence saying why: unreadable, or every problem with its line and column.
pub fn read_game(path: &str, catalog: &missions::Catalog) -> Result<Game, String> {
    let text = std::fs::read_to_string(path).map_err(|err| {
        i18n::tr!(
            "notice-cannot-read",
            path = path,
            error = super::io_words(&err)
        )
    })?;
    parse_game(&text, path, catalog).map_err(|diags| words::diagnostic::all(&diags))
}

/// Reads the boards written by the autosave, as written (a draft too).
///
/// # Errors
/// When the file cannot be read or is not a game file even as a draft.
pub fn read_draft(path: &Path) -> Result<GameFile, String> {
    std::fs::read_to_string(path)
        .map_err(|err| err.to_string())
        .and_then(|text| {
            GameFile::read(&text).map_err(|err| match err {
                ReadError::Shape(reason) => reason,
                ReadError::Word(problem) => words::diagnostic::problem(&problem),
            })
        })
        .map_err(|err| {
            i18n::tr!(
                "notice-cannot-restore",
                path = path.display().to_string(),
                error = err
            )
        })
}

/// Writes the autosave's game-file text to `path` (the directory made if need be).
///
/// # Errors
/// When the directory or the file cannot be written.
pub fn write_autosave(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, text)
}
