//! The files the window writes for the crew (a game file, a shared report, a printable
//! mission card): the screens decide what and where, these functions do the writing.

use std::path::Path;

/// Makes the folder `dir` and every folder above it that is missing.
///
/// # Errors
/// The operating system's, when a folder cannot be made.
pub fn make_folder(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)
}

/// Writes `contents` to the file at `path`, replacing what was there.
///
/// # Errors
/// The operating system's, when the file cannot be written.
pub fn write_file(path: &Path, contents: &str) -> std::io::Result<()> {
    std::fs::write(path, contents)
}

/// Whether `path` names a folder (where a typed path for a report may point).
pub fn is_folder(path: &Path) -> bool {
    path.is_dir()
}

/// The machine's folder for temporary files.
pub fn temp_folder() -> std::path::PathBuf {
    std::env::temp_dir()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_written_in_a_folder_made_for_it() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("a").join("b");
        make_folder(&folder).unwrap();
        assert!(is_folder(&folder));
        let file = folder.join("card.html");
        write_file(&file, "<p>card</p>").unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "<p>card</p>");
        assert!(!is_folder(&file));
    }
}
