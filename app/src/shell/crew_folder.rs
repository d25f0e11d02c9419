//! The crew's folder: where the app keeps the files the crew makes in it, beside the
//! boards' autosave in the platform's data directory (`sitting-duck/`). Homebrew threat
//! cards designed in the app go in its `cards/` folder and the mission editor's tracks in
//! its `missions/` (`own_missions.rs`), where the setup screen finds them.
//! A file is written whole or not at all, and never over another without the crew's say.

use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The crew's folder (`sitting-duck/` in the platform's data directory), if the platform
/// has one.
pub fn root() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "sitting-duck").map(|dirs| dirs.data_dir().to_owned())
}

/// Where the crew's homebrew threat card files are kept, under `root`.
pub fn cards(root: &Path) -> PathBuf {
    root.join("cards")
}

/// The YAML files in `folder`, by name (none when it does not exist yet).
pub fn yaml_files(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "yaml" || e == "yml"))
        .collect();
    files.sort();
    files
}

/// Writes `text` to `path` whole or not at all: to a file beside it first, then moved into
/// place. Without `overwrite` an existing file is left as it is and the error's kind is
/// `AlreadyExists` (the move is a hard link, which never replaces a file).
///
/// # Errors
/// The folder cannot be made, or the file written or moved.
pub fn write_file(path: &Path, text: &str, overwrite: bool) -> std::io::Result<()> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(format!(".{}.tmp", std::process::id()));
    let temporary = path.with_file_name(name);
    let written = std::fs::File::create(&temporary).and_then(|mut f| {
        f.write_all(text.as_bytes())?;
        f.sync_all()
    });
    let placed = written.and_then(|()| {
        if overwrite {
            std::fs::rename(&temporary, path)
        } else {
            match std::fs::hard_link(&temporary, path) {
                // A folder that takes no hard links (a FAT stick): a rename, when no file
                // is there.
                Err(err) if err.kind() != std::io::ErrorKind::AlreadyExists && !path.exists() => {
                    std::fs::rename(&temporary, path)
                }
                other => other,
            }
        }
    });
    // Gone after a rename; after a link (or a failure) the temporary name goes.
    let _ = std::fs::remove_file(&temporary);
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_never_written_over_without_leave_and_is_with_it() {
        let dir = std::env::temp_dir().join(format!("sd-crew-folder-{}", std::process::id()));
        let path = cards(&dir).join("goose.yaml");
        write_file(&path, "one", false).unwrap();
        let again = write_file(&path, "two", false).unwrap_err();
        assert_eq!(again.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "one");
        write_file(&path, "two", true).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        assert_eq!(yaml_files(&cards(&dir)), [path]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
