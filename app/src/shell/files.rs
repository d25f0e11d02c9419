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

/// Whether writing `output` would write over `input`: the same file, also when `output`
/// does not exist yet and is named by another path (`./t.yaml`, a link to its folder).
pub fn writes_over(output: &Path, input: &Path) -> bool {
    let (Some(output), Some(input)) = (real_path(output), real_path(input)) else {
        return false;
    };
    output == input
}

/// The file `path` names, with every link and `..` resolved, also when it does not exist
/// yet (its folder's real path and its name); `None` when its folder does not exist.
fn real_path(path: &Path) -> Option<std::path::PathBuf> {
    if let Ok(real) = std::fs::canonicalize(path) {
        return Some(real);
    }
    let name = path.file_name()?;
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    Some(std::fs::canonicalize(folder).ok()?.join(name))
}

/// The machine's folder for temporary files.
pub fn temp_folder() -> std::path::PathBuf {
    std::env::temp_dir()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_written_over_by_any_name_of_it_even_before_it_exists() {
        let dir = tempfile::tempdir().unwrap();
        let track = dir.path().join("t.yaml");
        std::fs::write(&track, "x").unwrap();
        let other_name = dir.path().join("sub").join("..").join("t.yaml");
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        assert!(writes_over(&other_name, &track));
        assert!(!writes_over(&dir.path().join("u.yaml"), &track));
        // A journal that is not there yet is still the journal.
        let journal = dir.path().join("log.db-journal");
        assert!(writes_over(
            &journal,
            &dir.path().join("sub/../log.db-journal")
        ));
        assert!(!writes_over(&dir.path().join("none/x"), &track));
    }

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
