//! The crew's own missions: the tracks the mission editor saves, one YAML file each in the
//! `missions/` folder of the crew's folder (`shell::crew_folder`, beside the homebrew
//! `cards/`), where the setup screen lists them. A save never loses work: the file is
//! written whole beside its place and then put there in one step
//! ([`crew_folder::write_file`]), and a file already there is written over only when the
//! crew said so.

use std::path::{Path, PathBuf};

use crate::shell::crew_folder;

/// The crew's missions folder: `missions/` in the crew's folder `root`.
pub fn folder(root: &Path) -> PathBuf {
    root.join("missions")
}

/// One of the crew's missions as the setup screen lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnMission {
    /// The file.
    pub path: PathBuf,
    /// The track's name (the file's name when it does not load).
    pub name: String,
}

/// The crew's missions in `folder`, by file name (none when the folder is not there yet).
pub fn list(folder: &Path) -> Vec<OwnMission> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let name = super::tracks::read_track_text(&path)
                .ok()
                .and_then(|text| missions::Track::parse(&text, &stem).ok())
                .map_or(stem, |track| track.name);
            OwnMission { path, name }
        })
        .collect()
}

/// Why a mission was not saved.
#[derive(Debug)]
pub enum SaveError {
    /// A file of that name is there (written over only when asked again with `overwrite`).
    Exists(PathBuf),
    /// The file name is none a file may have here (empty, a folder's, hidden).
    BadName,
    /// The operating system refused.
    Io(std::io::Error),
}

/// Writes `yaml` as `<file_name>.yaml` in `folder`, making the folder: first whole into a
/// hidden file beside it, then put in place in one step. A file already there is kept
/// unless `overwrite`.
///
/// # Errors
/// [`SaveError`]: a file there, a bad name, or what the operating system refused.
pub fn save(
    folder: &Path,
    file_name: &str,
    yaml: &str,
    overwrite: bool,
) -> Result<PathBuf, SaveError> {
    let name = file_name.trim();
    let bad = name.is_empty()
        || name.starts_with('.')
        || name.contains(['/', '\\', '\0'])
        || name.chars().count() > 100;
    if bad {
        return Err(SaveError::BadName);
    }
    let path = folder.join(format!("{name}.yaml"));
    match crew_folder::write_file(&path, yaml, overwrite) {
        Ok(()) => Ok(path),
        Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => Err(SaveError::Exists(path)),
        Err(err) => Err(SaveError::Io(err)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_never_writes_over_a_file_unless_asked_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let folder = folder(dir.path());
        let path = save(&folder, "mine", "name: A\n", false).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "name: A\n");
        assert!(matches!(
            save(&folder, "mine", "name: B\n", false),
            Err(SaveError::Exists(_))
        ));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "name: A\n");
        save(&folder, "mine", "name: B\n", true).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "name: B\n");
        assert!(matches!(
            save(&folder, "../x", "", false),
            Err(SaveError::BadName)
        ));
        assert!(matches!(
            save(&folder, " ", "", false),
            Err(SaveError::BadName)
        ));
        let names: Vec<_> = std::fs::read_dir(&folder)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("mine.yaml")]);
        assert_eq!(
            list(&folder)[0].name,
            "mine",
            "a file that does not load shows its file name"
        );
    }
}
