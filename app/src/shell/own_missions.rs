//! The crew's own missions: the tracks the mission editor saves, one YAML file each in a
//! `missions/` folder beside the settings file, where the setup screen lists them. A save
//! never loses work: the file is written whole beside its place and then put there in one
//! step, and a file already there is written over only when the crew said so.

use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The crew's missions folder: `missions/` beside the settings file.
pub fn folder(settings_path: &Path) -> PathBuf {
    settings_path
        .parent()
        .unwrap_or(Path::new("."))
        .join("missions")
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
    std::fs::create_dir_all(folder).map_err(SaveError::Io)?;
    let path = folder.join(format!("{name}.yaml"));
    if !overwrite && path.exists() {
        return Err(SaveError::Exists(path));
    }
    let temp = folder.join(format!(".{name}.yaml.saving"));
    let written = std::fs::File::create(&temp)
        .and_then(|mut f| f.write_all(yaml.as_bytes()).and_then(|()| f.sync_all()));
    if let Err(err) = written {
        let _ = std::fs::remove_file(&temp);
        return Err(SaveError::Io(err));
    }
    // Without `overwrite` a hard link puts the file in place only if none is there (also
    // when one appeared since the check above); with it, a rename replaces it in one step.
    let placed = if overwrite {
        std::fs::rename(&temp, &path)
    } else {
        match std::fs::hard_link(&temp, &path) {
            Ok(()) => std::fs::remove_file(&temp),
            // A folder that takes no hard links (a FAT stick): the check above, then a rename.
            Err(err) if err.kind() != std::io::ErrorKind::AlreadyExists && !path.exists() => {
                std::fs::rename(&temp, &path)
            }
            Err(err) => Err(err),
        }
    };
    match placed {
        Ok(()) => Ok(path),
        Err(err) => {
            let _ = std::fs::remove_file(&temp);
            if err.kind() == std::io::ErrorKind::AlreadyExists {
                Err(SaveError::Exists(path))
            } else {
                Err(SaveError::Io(err))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_never_writes_over_a_file_unless_asked_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let folder = folder(&dir.path().join("settings.json"));
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
