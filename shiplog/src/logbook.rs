//! Opening the log file safely, and writing a mission into it.

use std::{
    fs,
    io::Read,
    path::{Path, PathBuf},
    time::Duration,
};

use rusqlite::{Connection, ErrorCode, MAIN_DB, OpenFlags, TransactionBehavior};

use crate::{
    LogError, MissionId, MissionRecord,
    date::parse_rfc3339,
    record::card_columns,
    schema::{self, APPLICATION_ID, SCHEMA_VERSION},
};

/// The first 16 bytes of every SQLite 3 database file.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

/// The header of a SQLite database is 100 bytes; a shorter non-empty file is truncated.
const HEADER_LEN: usize = 100;

/// How long a write waits for another process's write to finish before giving up. A
/// mission is one short transaction, so this is generous.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// An open ship's log.
///
/// One connection in WAL mode: readers never block the writer, and a second process (say
/// `resolve --log` while the app is open) waits its turn instead of failing. Every mission
/// is written in one transaction with `synchronous = FULL`, so a crash or a power cut at any
/// moment leaves every completed mission in the log.
#[derive(Debug)]
pub struct ShipLog {
    pub(crate) conn: Connection,
    pub(crate) path: PathBuf,
}

impl ShipLog {
    /// Opens the log at `path` to write to it, creating it (and its directory) if it does
    /// not exist, and migrates an older schema to the current one in one transaction.
    ///
    /// Refuses, without writing a byte to it, anything that is not a regular file (a
    /// directory, `/dev/null`), a file that is not a SQLite database, a damaged one (the
    /// header is checked before SQLite opens it, then `PRAGMA quick_check` runs), a SQLite
    /// database of another program, a ship's log whose tables are broken or whose schema
    /// version is not one Sitting Duck wrote (a newer one included), and a log that cannot be
    /// written (read-only file, folder or disk: refused before SQLite makes its `-wal` and
    /// `-shm` files beside it).
    pub fn open(path: impl AsRef<Path>) -> Result<ShipLog, LogError> {
        let path = path.as_ref().to_path_buf();
        check_file(&path)?;
        if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
            fs::create_dir_all(dir).map_err(|error| LogError::Io {
                path: dir.to_path_buf(),
                error,
            })?;
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&path, flags).map_err(|e| opening(&path, e))?;
        // SQLite quietly opens a write-protected file read-only; nothing has been read yet,
        // so refusing now leaves no -wal or -shm file behind.
        if conn.is_readonly(MAIN_DB).map_err(|e| opening(&path, e))? {
            return Err(LogError::ReadOnly { path });
        }
        let mut log = ShipLog { conn, path };
        log.conn
            .busy_timeout(BUSY_TIMEOUT)
            .map_err(|e| opening(&log.path, e))?;
        log.check_health()?;
        let version = log.check_ownership()?;
        log.configure()?;
        log.migrate(version)?;
        Ok(log)
    }

    /// Opens the log at `path` to read it, never creating or changing a file: not the log,
    /// not a `-wal` or `-shm` file beside it.
    ///
    /// A missing or empty file is [`LogError::NoLog`]; everything [`ShipLog::open`] refuses
    /// is refused here too. A read-only file, folder or disk can be read. A log of an older
    /// schema version is migrated in memory (the file keeps its version). Writing through a
    /// log opened this way fails.
    pub fn open_read_only(path: impl AsRef<Path>) -> Result<ShipLog, LogError> {
        let path = path.as_ref().to_path_buf();
        if check_file(&path)? != FileState::Database {
            return Err(LogError::NoLog { path });
        }
        // With no -wal (nor -journal) file beside it, no program is writing the log and the
        // file holds all of it: SQLite may read it as immutable, which makes no -wal or -shm
        // file (a plain read-only connection to a WAL log makes both and leaves them). With
        // a -wal file, a writer is at work: read through the files it already made.
        let busy = sibling(&path, "-wal").exists() || sibling(&path, "-journal").exists();
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(file_uri(&path, !busy), flags)
            .map_err(|e| opening(&path, e))?;
        let mut log = ShipLog { conn, path };
        log.conn
            .busy_timeout(BUSY_TIMEOUT)
            .map_err(|e| opening(&log.path, e))?;
        log.check_health()?;
        let version = log.check_ownership()?;
        if version < SCHEMA_VERSION {
            log.conn = log.migrated_copy(version)?;
        }
        Ok(log)
    }

    /// The default place of the log: `sitting-duck/shiplog.sqlite3` in the platform's data
    /// directory (`$XDG_DATA_HOME` or `~/.local/share` on Linux, `~/Library/Application
    /// Support` on macOS, `%APPDATA%` on Windows).
    pub fn default_path() -> Result<PathBuf, LogError> {
        let dirs = directories::BaseDirs::new().ok_or(LogError::NoDataDir)?;
        Ok(dirs.data_dir().join("sitting-duck").join("shiplog.sqlite3"))
    }

    /// The file this log lives in.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes one mission (its crew's page, the crew members and their roles) in one
    /// transaction and returns its id. Nothing is written if the record has problems; they
    /// are all reported at once.
    pub fn append(&mut self, record: &MissionRecord) -> Result<MissionId, LogError> {
        let problems = record.problems();
        if !problems.is_empty() {
            return Err(LogError::InvalidRecord { problems });
        }
        self.write(|tx| insert_mission(tx, record))
    }

    /// `PRAGMA integrity_check`: `["ok"]` for a healthy log, else SQLite's findings.
    pub fn integrity_check(&self) -> Result<Vec<String>, LogError> {
        let mut stmt = self
            .conn
            .prepare("PRAGMA integrity_check")
            .map_err(|e| self.sql(e))?;
        let lines = stmt
            .query_map([], |row| row.get::<_, String>(0))
            .and_then(|rows| rows.collect::<rusqlite::Result<Vec<_>>>())
            .map_err(|e| self.sql(e))?;
        Ok(lines)
    }

    /// `PRAGMA quick_check` before anything is written: a damaged file is reported, never
    /// "repaired" by writing to it.
    fn check_health(&self) -> Result<(), LogError> {
        let findings = self
            .conn
            .prepare("PRAGMA quick_check")
            .and_then(|mut stmt| {
                stmt.query_map([], |row| row.get::<_, String>(0))?
                    .collect::<rusqlite::Result<Vec<_>>>()
            })
            .map_err(|e| opening(&self.path, e))?;
        if findings == ["ok"] {
            return Ok(());
        }
        // SQLite's findings name b-tree pages and cells: they mean nothing at the table, so
        // the message counts them (`PRAGMA integrity_check` in the sqlite3 shell lists them).
        let problems = match findings.len() {
            1 => "1 problem".to_owned(),
            n => format!("{n} problems"),
        };
        Err(LogError::Corrupt {
            path: self.path.clone(),
            detail: format!("SQLite's integrity check found {problems} in it"),
        })
    }

    /// Makes sure the file is an empty database or a ship's log this build can read, and
    /// returns its schema version.
    fn check_ownership(&self) -> Result<i64, LogError> {
        let read = |sql: &str| -> Result<i64, LogError> {
            self.conn
                .query_row(sql, [], |row| row.get(0))
                .map_err(|e| opening(&self.path, e))
        };
        let application_id = read("PRAGMA application_id")?;
        let version = read("PRAGMA user_version")?;
        let objects = read("SELECT count(*) FROM sqlite_schema")?;
        if application_id == 0 && version == 0 && objects == 0 {
            return Ok(0);
        }
        if application_id == APPLICATION_ID && objects == 0 && version == 0 {
            return Ok(0);
        }
        if application_id != APPLICATION_ID {
            return Err(LogError::ForeignDatabase {
                path: self.path.clone(),
                detail: format!(
                    "application id {application_id:#x}, {objects} tables and indexes, \
                     schema version {version}"
                ),
            });
        }
        check_version(&self.path, version)?;
        if version == 0 {
            return Err(LogError::Corrupt {
                path: self.path.clone(),
                detail: format!(
                    "it is marked as a ship's log but has no schema version, and {objects} \
                     tables and indexes"
                ),
            });
        }
        let problem =
            schema::schema_problem(&self.conn, version).map_err(|e| opening(&self.path, e))?;
        if let Some(problem) = problem {
            return Err(LogError::Corrupt {
                path: self.path.clone(),
                detail: format!("its tables are not those of a ship's log: {problem}"),
            });
        }
        Ok(version)
    }

    /// Per-connection settings, and WAL (which stays set in the file).
    fn configure(&self) -> Result<(), LogError> {
        self.conn
            .pragma_update(None, "foreign_keys", true)
            .map_err(|e| self.sql(e))?;
        let mode: String = self
            .conn
            .pragma_update_and_check(None, "journal_mode", "wal", |row| row.get(0))
            .map_err(|e| self.sql(e))?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(LogError::Io {
                path: self.path.clone(),
                error: std::io::Error::other(format!(
                    "SQLite could not switch the log to WAL mode (it stayed in {mode} mode); \
                     is it on a network file system?"
                )),
            });
        }
        // FULL: a committed mission survives a power cut too, not only a crash. One fsync
        // per mission costs nothing at a game table.
        self.conn
            .pragma_update(None, "synchronous", "FULL")
            .map_err(|e| self.sql(e))?;
        Ok(())
    }

    /// An in-memory copy of the log, migrated from `version` to the current schema.
    fn migrated_copy(&self, version: i64) -> Result<Connection, LogError> {
        let sql = |error| LogError::Sqlite {
            path: self.path.clone(),
            error,
        };
        let mut copy = Connection::open_in_memory().map_err(sql)?;
        rusqlite::backup::Backup::new(&self.conn, &mut copy)
            .and_then(|backup| backup.run_to_completion(256, Duration::ZERO, None))
            .map_err(sql)?;
        // As on a file: a migration may rebuild a table others point at.
        copy.pragma_update(None, "foreign_keys", false)
            .map_err(sql)?;
        let tx = copy.transaction().map_err(sql)?;
        schema::migrate(&tx, version).map_err(sql)?;
        tx.commit().map_err(sql)?;
        Ok(copy)
    }

    /// Migrates in one IMMEDIATE transaction, re-reading the version inside it: another
    /// process may have created or migrated the file since [`Self::check_ownership`].
    fn migrate(&mut self, seen: i64) -> Result<(), LogError> {
        if seen == SCHEMA_VERSION {
            return Ok(());
        }
        let path = self.path.clone();
        let sql = |error| LogError::Sqlite {
            path: path.clone(),
            error,
        };
        // A migration may rebuild a table others point at (5 to 6 does): foreign keys are
        // off while it runs, as SQLite asks, and checked before it commits.
        self.conn
            .pragma_update(None, "foreign_keys", false)
            .map_err(sql)?;
        let migrated = self.migrate_in_transaction(&path);
        self.conn
            .pragma_update(None, "foreign_keys", true)
            .map_err(sql)?;
        migrated
    }

    /// The migration itself, in one IMMEDIATE transaction that commits only when every
    /// foreign key still points at a row.
    fn migrate_in_transaction(&mut self, path: &Path) -> Result<(), LogError> {
        let sql = |error| LogError::Sqlite {
            path: path.to_path_buf(),
            error,
        };
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql)?;
        let version: i64 = tx
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .map_err(sql)?;
        check_version(path, version)?;
        schema::migrate(&tx, version).map_err(sql)?;
        let dangling: i64 = tx
            .query_row("SELECT COUNT(*) FROM pragma_foreign_key_check", [], |row| {
                row.get(0)
            })
            .map_err(sql)?;
        if dangling > 0 {
            return Err(LogError::Corrupt {
                path: path.to_path_buf(),
                detail: format!(
                    "{dangling} rows point at rows that are not there; it was left as it was"
                ),
            });
        }
        tx.commit().map_err(sql)
    }
}

/// Refuses a schema version this build cannot read: a newer one, or a negative one (which
/// no Sitting Duck ever wrote).
fn check_version(path: &Path, version: i64) -> Result<(), LogError> {
    if version > SCHEMA_VERSION {
        return Err(LogError::NewerSchema {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    if version < 0 {
        return Err(LogError::Corrupt {
            path: path.to_path_buf(),
            detail: format!("its schema version is {version}, which no Sitting Duck writes"),
        });
    }
    Ok(())
}

/// What [`check_file`] found at the path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FileState {
    /// No file: writing makes a new log.
    Missing,
    /// An empty file: writing makes a new log in it.
    Empty,
    /// A file that starts like a SQLite database.
    Database,
}

/// Looks at the file before SQLite touches it: it must be a regular file (not a directory,
/// a device like `/dev/null`, a pipe), and a non-empty one must carry SQLite's header.
fn check_file(path: &Path) -> Result<FileState, LogError> {
    let io = |error| LogError::Io {
        path: path.to_path_buf(),
        error,
    };
    let meta = match fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(FileState::Missing),
        Err(e) => return Err(io(e)),
    };
    if !meta.is_file() {
        return Err(LogError::NotAFile {
            path: path.to_path_buf(),
            what: file_kind(&meta),
        });
    }
    if meta.len() == 0 {
        return Ok(FileState::Empty);
    }
    let mut header = Vec::with_capacity(HEADER_LEN);
    fs::File::open(path)
        .and_then(|file| file.take(HEADER_LEN as u64).read_to_end(&mut header))
        .map_err(io)?;
    if header.is_empty() {
        return Ok(FileState::Empty);
    }
    if !header.starts_with(SQLITE_HEADER) {
        let start: String = header.iter().take(16).copied().map(char::from).collect();
        return Err(LogError::NotSqlite {
            path: path.to_path_buf(),
            start: format!("{start:?}"),
        });
    }
    if header.len() < HEADER_LEN {
        return Err(LogError::Corrupt {
            path: path.to_path_buf(),
            detail: format!(
                "the file is {} bytes long, shorter than a SQLite header",
                header.len()
            ),
        });
    }
    Ok(FileState::Database)
}

/// What a path that is not a regular file is, in words.
fn file_kind(meta: &fs::Metadata) -> &'static str {
    if meta.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = meta.file_type();
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
        if kind.is_fifo() {
            return "a named pipe";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    "something other than a file"
}

/// `PATH-wal`, `PATH-journal`: the files SQLite keeps beside a database.
fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// A read-only `file:` URI for `path` (`immutable=1` when no program is writing the log),
/// with every byte that could be read as URI syntax percent-encoded.
fn file_uri(path: &Path, immutable: bool) -> String {
    #[cfg(unix)]
    let bytes = {
        use std::os::unix::ffi::OsStrExt;
        path.as_os_str().as_bytes().to_vec()
    };
    #[cfg(not(unix))]
    let bytes = path.to_string_lossy().replace('\\', "/").into_bytes();
    let mut uri = String::from("file:");
    for byte in bytes {
        if byte.is_ascii_alphanumeric() || b"/-_.~".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            uri.push_str(&format!("%{byte:02X}"));
        }
    }
    uri.push_str("?mode=ro");
    if immutable {
        uri.push_str("&immutable=1");
    }
    uri
}

/// Errors while opening: SQLite's "not a database" and "corrupt" become
/// [`LogError::Corrupt`], "read-only" becomes [`LogError::ReadOnly`].
fn opening(path: &Path, error: rusqlite::Error) -> LogError {
    match error.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => LogError::Corrupt {
            path: path.to_path_buf(),
            detail: "SQLite finds no database in it".to_owned(),
        },
        Some(ErrorCode::DatabaseCorrupt) => LogError::Corrupt {
            path: path.to_path_buf(),
            detail: "SQLite found broken pages in it".to_owned(),
        },
        Some(ErrorCode::ReadOnly) => LogError::ReadOnly {
            path: path.to_path_buf(),
        },
        _ => LogError::Sqlite {
            path: path.to_path_buf(),
            error,
        },
    }
}

/// SQLite integers are signed: a seed above `i64::MAX` is stored as its two's complement
/// and read back bit for bit by [`seed_from_sql`].
pub(crate) fn seed_to_sql(seed: u64) -> i64 {
    i64::from_ne_bytes(seed.to_ne_bytes())
}

/// The inverse of [`seed_to_sql`].
pub(crate) fn seed_from_sql(stored: i64) -> u64 {
    u64::from_ne_bytes(stored.to_ne_bytes())
}

/// Writes one mission (its crew's page, members, roles, score and debrief lines) inside the
/// caller's transaction; a campaign's mission is written the same way, then linked.
pub(crate) fn insert_mission(
    tx: &rusqlite::Transaction<'_>,
    record: &MissionRecord,
) -> rusqlite::Result<MissionId> {
    let page = record.page_name();
    let columns = card_columns(&record.score);
    tx.execute(
        "INSERT INTO crews (name) VALUES (?1) ON CONFLICT (name) DO NOTHING",
        [&page],
    )?;
    let crew_id: i64 = tx.query_row("SELECT id FROM crews WHERE name = ?1", [&page], |row| {
        row.get(0)
    })?;
    tx.execute(
        "INSERT INTO missions (crew_id, played_at, played_at_unix, track, soundtrack,
             common_difficulty, serious_difficulty, outcome, destroyed_by,
             survived_points, destroyed_points, visual_confirmation, damage_penalty,
             knock_out_penalty, battlebot_penalty, total, seed, game_yaml, event_log,
             result_json, modules, dealt, cards)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
             ?17, ?18, ?19, ?20, ?21, ?22, ?23)",
        rusqlite::params![
            crew_id,
            record.played_at,
            parse_rfc3339(&record.played_at),
            record.track,
            record.soundtrack,
            record.common_difficulty.mark(),
            record.serious_difficulty.mark(),
            record.outcome().word(),
            record.destroyed_by(),
            columns[0],
            columns[1],
            columns[2],
            columns[3],
            columns[4],
            columns[5],
            record.total(),
            seed_to_sql(record.seed),
            record.game_yaml,
            record.event_log,
            record.result_json,
            // NULL for the base game, as every mission logged before version 6.
            (!record.modules.is_base()).then(|| crate::modules::words(record.modules)),
            record.dealt.as_ref().map(serde_json::Value::to_string),
            record.cards,
        ],
    )?;
    let mission_id = tx.last_insert_rowid();
    schema::insert_lines(tx, mission_id, &record.score)?;
    schema::insert_debrief(tx, mission_id, &record.debrief)?;
    schema::insert_transcript(tx, mission_id, &record.transcript)?;
    insert_crew(tx, crew_id, mission_id, record)?;
    Ok(mission_id)
}

/// The mission's crew: each member on the crew's page once, and in the mission's seat.
fn insert_crew(
    tx: &rusqlite::Transaction<'_>,
    crew_id: i64,
    mission_id: i64,
    record: &MissionRecord,
) -> rusqlite::Result<()> {
    for (position, entry) in record.crew.iter().enumerate() {
        tx.execute(
            "INSERT INTO crew_members (crew_id, name) VALUES (?1, ?2)
             ON CONFLICT (crew_id, name) DO NOTHING",
            (crew_id, &entry.name),
        )?;
        let member_id: i64 = tx.query_row(
            "SELECT id FROM crew_members WHERE crew_id = ?1 AND name = ?2",
            (crew_id, &entry.name),
            |row| row.get(0),
        )?;
        tx.execute(
            "INSERT INTO mission_crew (mission_id, position, member_id, color, captain,
                 communications_officer, security_chief, android, specialization)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            rusqlite::params![
                mission_id,
                i64::try_from(position).unwrap_or(i64::MAX),
                member_id,
                entry.color,
                entry.captain,
                entry.communications_officer,
                entry.security_chief,
                entry.android,
                entry.specialization,
            ],
        )?;
    }
    Ok(())
}
