//! Opening the log file safely, and writing a mission into it.

use std::{
    fs,
    io::Read,
    path::{Path, PathBuf},
    time::Duration,
};

use rusqlite::{Connection, ErrorCode, OpenFlags, TransactionBehavior};

use crate::{
    LogError, MissionId, MissionRecord,
    date::parse_rfc3339,
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
    /// Opens the log at `path`, creating it (and its directory) if it does not exist, and
    /// migrates an older schema to the current one in one transaction.
    ///
    /// Refuses, without writing a byte to it, a file that is not a SQLite database, a
    /// damaged one (the header is checked before SQLite opens it, then `PRAGMA quick_check`
    /// runs), a SQLite database of another program, and a log from a newer schema version.
    pub fn open(path: impl AsRef<Path>) -> Result<ShipLog, LogError> {
        let path = path.as_ref().to_path_buf();
        check_header(&path)?;
        if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
            fs::create_dir_all(dir).map_err(|source| LogError::Io {
                path: dir.to_path_buf(),
                source,
            })?;
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&path, flags).map_err(|e| opening(&path, e))?;
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
        let path = self.path.clone();
        let sql = |source| LogError::Sqlite {
            path: path.clone(),
            source,
        };
        // IMMEDIATE takes the write lock up front, so two writers queue on the busy
        // timeout instead of one failing when it tries to upgrade a read.
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql)?;
        let page = record.page_name();
        tx.execute(
            "INSERT INTO crews (name) VALUES (?1) ON CONFLICT (name) DO NOTHING",
            [&page],
        )
        .map_err(sql)?;
        let crew_id: i64 = tx
            .query_row("SELECT id FROM crews WHERE name = ?1", [&page], |row| {
                row.get(0)
            })
            .map_err(sql)?;
        tx.execute(
            "INSERT INTO missions (crew_id, played_at, played_at_unix, track, soundtrack,
                 common_difficulty, serious_difficulty, outcome, destroyed_by,
                 survived_points, destroyed_points, visual_confirmation, damage_penalty,
                 knock_out_penalty, battlebot_penalty, total, seed, game_yaml, event_log,
                 result_json)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
                 ?17, ?18, ?19, ?20)",
            rusqlite::params![
                crew_id,
                record.played_at,
                parse_rfc3339(&record.played_at),
                record.track,
                record.soundtrack,
                record.common_difficulty.mark(),
                record.serious_difficulty.mark(),
                record.outcome.word(),
                record.destroyed_by,
                record.survived_points,
                record.destroyed_points,
                record.visual_confirmation,
                record.damage_penalty,
                record.knock_out_penalty,
                record.battlebot_penalty,
                record.total,
                seed_to_sql(record.seed),
                record.game_yaml,
                record.event_log,
                record.result_json,
            ],
        )
        .map_err(sql)?;
        let mission_id = tx.last_insert_rowid();
        for (position, entry) in record.crew.iter().enumerate() {
            tx.execute(
                "INSERT INTO crew_members (crew_id, name) VALUES (?1, ?2)
                 ON CONFLICT (crew_id, name) DO NOTHING",
                (crew_id, &entry.name),
            )
            .map_err(sql)?;
            let member_id: i64 = tx
                .query_row(
                    "SELECT id FROM crew_members WHERE crew_id = ?1 AND name = ?2",
                    (crew_id, &entry.name),
                    |row| row.get(0),
                )
                .map_err(sql)?;
            tx.execute(
                "INSERT INTO mission_crew (mission_id, position, member_id, color, captain,
                     communications_officer, security_chief, android)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                rusqlite::params![
                    mission_id,
                    i64::try_from(position).unwrap_or(i64::MAX),
                    member_id,
                    entry.color,
                    entry.captain,
                    entry.communications_officer,
                    entry.security_chief,
                    entry.android,
                ],
            )
            .map_err(sql)?;
        }
        tx.commit().map_err(sql)?;
        Ok(mission_id)
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

    /// Wraps a SQLite error with this log's path.
    pub(crate) fn sql(&self, source: rusqlite::Error) -> LogError {
        LogError::Sqlite {
            path: self.path.clone(),
            source,
        }
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
        let mut detail: Vec<String> = findings.iter().take(3).cloned().collect();
        if findings.len() > 3 {
            detail.push(format!("and {} more findings", findings.len() - 3));
        }
        Err(LogError::Corrupt {
            path: self.path.clone(),
            detail: format!("integrity check: {}", detail.join("; ")),
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
                source: std::io::Error::other(format!(
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

    /// Migrates in one IMMEDIATE transaction, re-reading the version inside it: another
    /// process may have created or migrated the file since [`Self::check_ownership`].
    fn migrate(&mut self, seen: i64) -> Result<(), LogError> {
        if seen == SCHEMA_VERSION {
            return Ok(());
        }
        let path = self.path.clone();
        let sql = |source| LogError::Sqlite {
            path: path.clone(),
            source,
        };
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql)?;
        let version: i64 = tx
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .map_err(sql)?;
        check_version(&path, version)?;
        schema::migrate(&tx, version).map_err(sql)?;
        tx.commit().map_err(sql)
    }
}

/// Refuses a schema newer than this build's.
fn check_version(path: &Path, version: i64) -> Result<(), LogError> {
    if version > SCHEMA_VERSION {
        return Err(LogError::NewerSchema {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    Ok(())
}

/// Looks at the file's first bytes before SQLite touches it: a missing or empty file
/// becomes a new log; anything else must carry SQLite's header.
fn check_header(path: &Path) -> Result<(), LogError> {
    let io = |source| LogError::Io {
        path: path.to_path_buf(),
        source,
    };
    let mut file = match fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(io(e)),
    };
    if file.metadata().map_err(io)?.is_dir() {
        return Err(io(std::io::Error::other(
            "is a directory; give the path of a file",
        )));
    }
    let mut header = Vec::with_capacity(HEADER_LEN);
    file.by_ref()
        .take(HEADER_LEN as u64)
        .read_to_end(&mut header)
        .map_err(io)?;
    if header.is_empty() {
        return Ok(());
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
    Ok(())
}

/// Errors while opening: SQLite's "not a database" and "corrupt" become [`LogError::Corrupt`].
fn opening(path: &Path, source: rusqlite::Error) -> LogError {
    match source.sqlite_error_code() {
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) => LogError::Corrupt {
            path: path.to_path_buf(),
            detail: source.to_string(),
        },
        _ => LogError::Sqlite {
            path: path.to_path_buf(),
            source,
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
