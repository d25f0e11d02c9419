//! Whatever sits at the log's path that is not a healthy ship's log is reported, and left
//! byte for byte as it was.

use super::sample;

use std::path::Path;

use sample::sample_mission;
use shiplog::{LogError, ShipLog};

/// Which refusal a case expects.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Refusal {
    NotSqlite,
    Corrupt,
    Foreign,
}

fn refusal(err: &LogError) -> Option<Refusal> {
    match err {
        LogError::NotSqlite { .. } => Some(Refusal::NotSqlite),
        LogError::Corrupt { .. } => Some(Refusal::Corrupt),
        LogError::ForeignDatabase { .. } => Some(Refusal::Foreign),
        _ => None,
    }
}

/// A healthy log of `missions` missions, closed (so its WAL is checkpointed into the file).
fn real_log(path: &Path, missions: u64) {
    let mut log = ShipLog::open(path).unwrap();
    for n in 0..missions {
        log.append(&sample_mission(n, None)).unwrap();
    }
}

fn make(case: &str, path: &Path) {
    match case {
        "text file" => std::fs::write(path, "Anna, Ben, Cleo: Mission 1, 34 points\n").unwrap(),
        "binary junk" => std::fs::write(
            path,
            (0..5000_u32)
                .map(|i| (i * 7 % 251) as u8)
                .collect::<Vec<_>>(),
        )
        .unwrap(),
        "truncated header" => {
            std::fs::write(path, &b"SQLite format 3\0\x10\x00\x01\x01"[..]).unwrap()
        }
        "header then junk" => {
            let mut bytes = b"SQLite format 3\0".to_vec();
            bytes.extend((0..8192_u32).map(|i| (i * 13 % 256) as u8));
            std::fs::write(path, bytes).unwrap();
        }
        "log with damaged pages" => {
            real_log(path, 40);
            let mut bytes = std::fs::read(path).unwrap();
            assert!(bytes.len() > 4096 * 12, "{}", bytes.len());
            for byte in &mut bytes[4096 * 3..4096 * 10] {
                *byte = 0x5A;
            }
            std::fs::write(path, bytes).unwrap();
        }
        "log cut in half" => {
            real_log(path, 40);
            let bytes = std::fs::read(path).unwrap();
            std::fs::write(path, &bytes[..bytes.len() / 2]).unwrap();
        }
        "another program's database" => {
            let conn = rusqlite::Connection::open(path).unwrap();
            conn.execute_batch(
                "CREATE TABLE recipes (name TEXT, minutes INTEGER);
                 INSERT INTO recipes VALUES ('soup', 30);",
            )
            .unwrap();
        }
        "another program's marked database" => {
            let conn = rusqlite::Connection::open(path).unwrap();
            conn.execute_batch("PRAGMA application_id = 42; PRAGMA user_version = 1;")
                .unwrap();
        }
        other => panic!("unknown case {other}"),
    }
}

const CASES: &[(&str, Refusal)] = &[
    ("text file", Refusal::NotSqlite),
    ("binary junk", Refusal::NotSqlite),
    ("truncated header", Refusal::Corrupt),
    ("header then junk", Refusal::Corrupt),
    ("log with damaged pages", Refusal::Corrupt),
    ("log cut in half", Refusal::Corrupt),
    ("another program's database", Refusal::Foreign),
    ("another program's marked database", Refusal::Foreign),
];

#[test]
fn a_file_that_is_not_a_healthy_log_is_reported_and_never_written() {
    let dir = tempfile::tempdir().unwrap();
    for (case, expected) in CASES {
        let path = dir
            .path()
            .join(format!("{}.sqlite3", case.replace(' ', "-")));
        make(case, &path);
        let before = std::fs::read(&path).unwrap();

        let err = ShipLog::open(&path).expect_err(case);
        assert_eq!(refusal(&err), Some(*expected), "{case}: {err:?}");
        let message = err.to_string();
        assert!(
            message.contains(&path.display().to_string()),
            "{case}: {message}"
        );
        assert!(message.contains("left untouched"), "{case}: {message}");

        // Appending goes through the same door.
        let append = shiplog::append(&path, &sample_mission(1, None)).expect_err(case);
        assert_eq!(refusal(&append), Some(*expected), "{case}: {append:?}");

        assert!(
            std::fs::read(&path).unwrap() == before,
            "{case}: the file was changed"
        );
    }
    // Nothing but the files the cases made: no WAL or journal left behind either.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), CASES.len(), "{names:?}");
}

#[test]
fn an_empty_file_becomes_a_new_log() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("empty.sqlite3");
    std::fs::write(&path, b"").unwrap();
    let id = shiplog::append(&path, &sample_mission(1, None)).unwrap();
    let log = ShipLog::open(&path).unwrap();
    assert_eq!(
        log.get(id).unwrap().unwrap().record.seed,
        sample_mission(1, None).seed
    );
}

#[test]
fn a_directory_at_the_path_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let err = ShipLog::open(dir.path()).unwrap_err();
    assert!(matches!(err, LogError::NotAFile { .. }), "{err:?}");
    assert!(err.to_string().contains("directory"), "{err}");
}
