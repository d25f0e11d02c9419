//! What can go wrong with the ship's log, each with the path and what to do about it.

use std::path::PathBuf;

/// An error opening, reading or writing the ship's log.
///
/// Every variant that concerns a file names it. The "refused" variants (`NotSqlite`,
/// `Corrupt`, `ForeignDatabase`, `NewerSchema`) are reported before anything is written to
/// the file, so the file is left exactly as it was.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
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
    #[error("{path}: {source}")]
    Io {
        /// The path concerned.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// SQLite reported an error.
    #[error("{path}: {source}")]
    Sqlite {
        /// The database path.
        path: PathBuf,
        /// The SQLite error.
        source: rusqlite::Error,
    },
}
