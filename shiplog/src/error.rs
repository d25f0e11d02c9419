//! What can go wrong with the ship's log, each with the path and what to do about it.

use std::path::PathBuf;

/// An error opening, reading or writing the ship's log.
///
/// Every variant that concerns a file names it. The "refused" variants (`NoLog`,
/// `NotAFile`, `NotSqlite`, `Corrupt`, `ForeignDatabase`, `NewerSchema`, `ReadOnly`) are
/// reported before anything is written to the file, so the file is left exactly as it was.
/// Messages are whole sentences in the crew's words: no variant carries another error as
/// its `source`, so a chain printer (`{:#}`) never says a thing twice.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    /// Reading found no log: the file is missing or empty (reading never creates one).
    #[error(
        "no ship's log at {path} (the file is missing or empty: nothing has been logged there \
         yet); nothing was created"
    )]
    NoLog {
        /// The database path.
        path: PathBuf,
    },
    /// Something that is not a regular file is at the path (a device, a pipe, a folder).
    #[error(
        "{path}: not a ship's log: it is {what}, not a regular file; it was left untouched; \
         give the path of a file with --db"
    )]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What is there, in words ("a directory", "a device").
        what: &'static str,
    },
    /// The log can be read but not written: the file, its folder or the disk is read-only.
    #[error(
        "{path}: the ship's log is read-only (the file, its folder or the disk cannot be \
         written); nothing was written; reading it still works"
    )]
    ReadOnly {
        /// The database path.
        path: PathBuf,
    },
    /// The file at the path is not a SQLite database at all (a text file, say).
    #[error(
        "{path}: not a ship's log: the file is not a SQLite database (it starts with {start}); \
         it was left untouched; move it away or choose another file with --db"
    )]
    NotSqlite {
        /// The database path.
        path: PathBuf,
        /// The first bytes of the file, escaped for printing.
        start: String,
    },
    /// The file is a SQLite database, but damaged.
    #[error(
        "{path}: the ship's log is damaged ({detail}); it was left untouched; restore a \
         backup or choose another file with --db"
    )]
    Corrupt {
        /// The database path.
        path: PathBuf,
        /// What SQLite's integrity check (or the header check) found.
        detail: String,
    },
    /// A healthy SQLite database that belongs to another program.
    #[error(
        "{path}: not a ship's log: it is a SQLite database of another program ({detail}); \
         it was left untouched; choose another file with --db"
    )]
    ForeignDatabase {
        /// The database path.
        path: PathBuf,
        /// Why it is not ours.
        detail: String,
    },
    /// The log was written by a newer Sitting Duck with a schema this build cannot read.
    #[error(
        "{path}: the ship's log has schema version {found}, written by a newer Sitting Duck; \
         this one reads versions up to {supported}; update Sitting Duck (the log was left \
         untouched)"
    )]
    NewerSchema {
        /// The database path.
        path: PathBuf,
        /// `PRAGMA user_version` of the file.
        found: i64,
        /// The newest schema version this build knows.
        supported: i64,
    },
    /// There is no home directory, so no platform data directory for the default path.
    #[error("no data directory for this user (no home directory); give the log a path with --db")]
    NoDataDir,
    /// A campaign that does not exist, is over, or a number of missions outside 1-3.
    #[error("campaign: {detail}")]
    Campaign {
        /// What is wrong, in words.
        detail: String,
    },
    /// A career rule refused (a dead explorer, a locked specialization, a tick that cannot
    /// be earned), or an explorer that does not exist or is named twice.
    #[error("careers: {detail}")]
    Career {
        /// What is wrong, in words.
        detail: String,
    },
    /// The record cannot be logged; every problem is listed.
    #[error("the mission cannot be logged: {}", problems.join("; "))]
    InvalidRecord {
        /// One line per problem, each naming the field.
        problems: Vec<String>,
    },
    /// A stored value that this build cannot read back (edited by hand, say).
    #[error("{path}: mission {mission}: field {field}: {detail}")]
    BadStoredValue {
        /// The database path.
        path: PathBuf,
        /// The mission's id.
        mission: i64,
        /// The column.
        field: &'static str,
        /// What was wrong with it.
        detail: String,
    },
    /// Reading the file or making its directory failed.
    #[error("{path}: {}", io_words(error))]
    Io {
        /// The path concerned.
        path: PathBuf,
        /// The I/O error.
        error: std::io::Error,
    },
    /// SQLite reported an error.
    #[error("{path}: {}", sqlite_words(error))]
    Sqlite {
        /// The database path.
        path: PathBuf,
        /// The SQLite error.
        error: rusqlite::Error,
    },
}

/// An I/O error in words, without the OS's error number.
fn io_words(error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match error.kind() {
        ErrorKind::NotFound => "no such file or folder".to_owned(),
        ErrorKind::PermissionDenied => "permission denied".to_owned(),
        ErrorKind::ReadOnlyFilesystem => "the disk is read-only".to_owned(),
        ErrorKind::StorageFull => "the disk is full".to_owned(),
        ErrorKind::IsADirectory => "is a directory; give the path of a file".to_owned(),
        _ => {
            // "Permission denied (os error 13)": the number means nothing at the table.
            let text = error.to_string();
            match text.find(" (os error") {
                Some(cut) => text[..cut].to_owned(),
                None => text,
            }
        }
    }
}

/// A SQLite error in words: what happened and what to do, never the SQL that failed.
fn sqlite_words(error: &rusqlite::Error) -> String {
    use rusqlite::ErrorCode;
    let said = match error {
        rusqlite::Error::SqliteFailure(_, Some(msg)) => Some(msg.clone()),
        rusqlite::Error::SqlInputError { msg, .. } => Some(msg.clone()),
        _ => None,
    };
    match error.sqlite_error_code() {
        Some(ErrorCode::DiskFull) => {
            "the disk is full; nothing was written; free some space and try again".to_owned()
        }
        Some(ErrorCode::ReadOnly) => {
            "the ship's log is read-only (the file, its folder or the disk cannot be written); \
             nothing was written"
                .to_owned()
        }
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
            "another program kept the ship's log busy for more than 10 seconds; nothing was \
             written; try again"
                .to_owned()
        }
        Some(ErrorCode::CannotOpen) => {
            "the file cannot be opened (is its folder missing or read-only?)".to_owned()
        }
        Some(ErrorCode::PermissionDenied) => "permission denied".to_owned(),
        Some(ErrorCode::SystemIoFailure) => "the disk reported a read or write error".to_owned(),
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) => {
            "the file is damaged".to_owned()
        }
        Some(ErrorCode::OutOfMemory) => "out of memory".to_owned(),
        _ => match said {
            Some(msg) => msg,
            None => match error {
                rusqlite::Error::QueryReturnedNoRows => "a row the log needs is missing".into(),
                rusqlite::Error::InvalidColumnType(_, name, _) => {
                    format!("the column `{name}` holds a value of the wrong kind (edited by hand?)")
                }
                rusqlite::Error::FromSqlConversionFailure(..)
                | rusqlite::Error::IntegralValueOutOfRange(..) => {
                    "a stored value is of the wrong kind (edited by hand?)".to_owned()
                }
                other => other.to_string(),
            },
        },
    }
}

impl From<career::CareerError> for LogError {
    fn from(e: career::CareerError) -> Self {
        LogError::Career {
            detail: e.to_string(),
        }
    }
}
