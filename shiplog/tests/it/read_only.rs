//! Reading the log never creates or changes a file, and a file that only looks like a ship's
//! log is refused untouched, with messages in plain words.

use super::sample;

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

use rusqlite::Connection;
use sample::sample_mission;
use shiplog::{LogError, MissionFilter, ShipLog};

/// Every file in `dir` with its bytes.
fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            let bytes = std::fs::read(&path).unwrap_or_default();
            (path, bytes)
        })
        .collect()
}

/// A closed log with `n` missions.
fn log_with(path: &Path, n: u64) {
    let mut log = ShipLog::open(path).unwrap();
    for i in 1..=n {
        log.append(&sample_mission(i, None)).unwrap();
    }
}

#[test]
fn a_missing_or_empty_file_is_no_log_and_stays_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("sub").join("shiplog.sqlite3");
    let err = ShipLog::open_read_only(&missing).unwrap_err();
    assert!(matches!(err, LogError::NoLog { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        format!(
            "no ship's log at {} (the file is missing or empty: nothing has been logged there \
             yet); nothing was created",
            missing.display()
        )
    );
    assert!(!dir.path().join("sub").exists());

    let empty = dir.path().join("empty.sqlite3");
    std::fs::write(&empty, b"").unwrap();
    let before = files(dir.path());
    let err = ShipLog::open_read_only(&empty).unwrap_err();
    assert!(matches!(err, LogError::NoLog { .. }), "{err:?}");
    assert_eq!(files(dir.path()), before);
}

#[test]
fn reading_a_log_makes_no_wal_or_shm_file_and_changes_no_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shiplog.sqlite3");
    log_with(&path, 3);
    let before = files(dir.path());
    assert_eq!(before.len(), 1, "{:?}", before.keys());

    let log = ShipLog::open_read_only(&path).unwrap();
    assert_eq!(log.list(&MissionFilter::default()).unwrap().len(), 3);
    assert_eq!(log.all().unwrap().len(), 3);
    assert_eq!(log.stats().unwrap().len(), 1);
    // Writing through a reading log fails, and still leaves nothing behind.
    let mut log = log;
    assert!(log.append(&sample_mission(9, None)).is_err());
    drop(log);
    assert_eq!(files(dir.path()), before);

    // A write-protected file reads the same.
    let mut perms = std::fs::metadata(&path).unwrap().permissions();
    perms.set_readonly(true);
    std::fs::set_permissions(&path, perms).unwrap();
    let log = ShipLog::open_read_only(&path).unwrap();
    assert_eq!(log.list(&MissionFilter::default()).unwrap().len(), 3);
    drop(log);
    assert_eq!(files(dir.path()), before);
}

#[test]
fn a_reader_sees_what_a_writer_still_holding_the_log_committed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shiplog.sqlite3");
    let mut writer = ShipLog::open(&path).unwrap();
    let id = writer.append(&sample_mission(1, None)).unwrap();
    // The writer is open: its committed mission is in the -wal file, not yet in the log.
    assert!(dir.path().join("shiplog.sqlite3-wal").exists());
    let reader = ShipLog::open_read_only(&path).unwrap();
    assert_eq!(reader.get(id).unwrap().unwrap().record, {
        let mut r = sample_mission(1, None);
        r.crew_name = Some(r.page_name());
        r
    });
    drop(reader);
    let second = writer.append(&sample_mission(2, None)).unwrap();
    assert!(second > id);
}

/// A ship's log (our application id, this version) with something broken in its tables.
fn broken(path: &Path, sql: &str) {
    log_with(path, 2);
    let conn = Connection::open(path).unwrap();
    // Out of WAL, as a hand-edited file could be: refusing it must not switch it back.
    conn.pragma_update(None, "journal_mode", "delete").unwrap();
    conn.execute_batch(sql).unwrap();
}

#[test]
fn a_log_with_broken_tables_or_version_is_refused_untouched_and_not_switched_to_wal() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "missing table",
            "DROP TABLE score_lines;",
            "its tables are not those of a ship's log: the table `score_lines` is missing",
        ),
        (
            "missing column",
            "ALTER TABLE missions DROP COLUMN total;",
            "its tables are not those of a ship's log: the table `missions` has no column `total`",
        ),
        (
            "negative version",
            "PRAGMA user_version = -1;",
            "its schema version is -1, which no Sitting Duck writes",
        ),
        (
            "no version",
            "PRAGMA user_version = 0;",
            "it is marked as a ship's log but has no schema version",
        ),
    ];
    let dir = tempfile::tempdir().unwrap();
    for (case, sql, detail) in cases {
        let path = dir
            .path()
            .join(format!("{}.sqlite3", case.replace(' ', "-")));
        broken(&path, sql);
        let before = files(dir.path());
        for err in [
            ShipLog::open(&path).unwrap_err(),
            ShipLog::open_read_only(&path).unwrap_err(),
            shiplog::append(&path, &sample_mission(5, None)).unwrap_err(),
        ] {
            assert!(matches!(err, LogError::Corrupt { .. }), "{case}: {err:?}");
            let message = err.to_string();
            assert!(message.contains(detail), "{case}: {message}");
            assert!(message.contains("left untouched"), "{case}: {message}");
            for sql_word in ["SELECT", "CREATE", "ALTER", "INSERT", "PRAGMA", "sqlite_"] {
                assert!(!message.contains(sql_word), "{case}: {message}");
            }
        }
        assert_eq!(
            files(dir.path()),
            before,
            "{case}: a file changed or appeared"
        );
        // Bytes 18 and 19 of the header are 2 in WAL mode, 1 in rollback mode.
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!((bytes[18], bytes[19]), (1, 1), "{case}: switched to WAL");
    }
}

#[test]
fn something_that_is_not_a_regular_file_is_refused() {
    let err = ShipLog::open("/dev/null").unwrap_err();
    assert!(matches!(err, LogError::NotAFile { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        "/dev/null: not a ship's log: it is a device, not a regular file; it was left \
         untouched; give the path of a file with --db"
    );
    let err = ShipLog::open_read_only("/dev/null").unwrap_err();
    assert!(matches!(err, LogError::NotAFile { .. }), "{err:?}");

    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    // Opening a pipe for reading would block: the check must not open it.
    let err = shiplog::append(&fifo, &sample_mission(1, None)).unwrap_err();
    assert!(err.to_string().contains("it is a named pipe"), "{err}");
    let err = ShipLog::open_read_only(&fifo).unwrap_err();
    assert!(err.to_string().contains("it is a named pipe"), "{err}");
}

#[test]
fn a_sqlite_error_is_said_once_in_plain_words() {
    let full = rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_FULL),
        Some("database or disk is full".into()),
    );
    let err = LogError::Sqlite {
        path: "/mnt/log.sqlite3".into(),
        error: full,
    };
    // No cause under it: a chain printer (anyhow's `{:#}`) has nothing to say twice.
    assert!(std::error::Error::source(&err).is_none());
    assert_eq!(
        err.to_string(),
        "/mnt/log.sqlite3: the disk is full; nothing was written; free some space and try again"
    );

    let input = rusqlite::Error::SqlInputError {
        error: rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_ERROR),
        msg: "no such column: total".into(),
        sql: "SELECT total FROM missions".into(),
        offset: 7,
    };
    let err = LogError::Sqlite {
        path: "log.sqlite3".into(),
        error: input,
    };
    assert_eq!(err.to_string(), "log.sqlite3: no such column: total");

    let io = LogError::Io {
        path: "/x".into(),
        error: std::io::Error::from_raw_os_error(13),
    };
    assert!(std::error::Error::source(&io).is_none());
    assert_eq!(io.to_string(), "/x: permission denied");
}
