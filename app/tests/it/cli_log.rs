//! `sitting-duck log ...` and `resolve --log` as a user runs them (the real binary): reading
//! never creates or changes a file, a read-only log reads, a refused write leaves nothing
//! behind, the export never overwrites a database, and every bad argument exits 2 with its
//! reason in plain words.

use std::{
    path::{Path, PathBuf},
    process::Command,
};

use super::support::files;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn scenario(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/scenarios/mechanics")
        .join(name)
}

/// Exit status, standard output, standard error.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    output(Command::new(BIN).args(args))
}

fn output(cmd: &mut Command) -> (Option<i32>, String, String) {
    let out = cmd.output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A log at `db` with a won and a lost mission, logged by the real `resolve --log`.
fn logged(db: &Path) {
    for (game, crew) in [
        ("full-mission-five-crew.yaml", "Night Shift"),
        ("lost-mission.yaml", "Night Shift"),
    ] {
        let game = scenario(game);
        let (code, _, err) = run(&[
            "resolve",
            game.to_str().unwrap(),
            "--log",
            "--crew",
            crew,
            "--db",
            db.to_str().unwrap(),
        ]);
        assert_eq!(code, Some(0), "{err}");
    }
}

fn s(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// Whether this process runs as root, for whom file permissions do not hold.
fn is_root() -> bool {
    let (_, out, _) = output(Command::new("id").arg("-u"));
    out.trim() == "0"
}

/// The command as an unprivileged user when running as root (file permissions do not stop
/// root), so a read-only file or folder is read-only for the program under test.
fn unprivileged(args: &[&str]) -> Command {
    if is_root() {
        let mut cmd = Command::new("setpriv");
        cmd.args(["--reuid=65534", "--regid=65534", "--clear-groups", BIN])
            .args(args);
        cmd
    } else {
        let mut cmd = Command::new(BIN);
        cmd.args(args);
        cmd
    }
}

fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

#[test]
fn reading_commands_on_a_missing_or_empty_file_say_so_and_create_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("sub").join("shiplog.sqlite3");
    let empty = dir.path().join("empty.sqlite3");
    std::fs::write(&empty, b"").unwrap();
    let before = files(dir.path());
    for db in [&missing, &empty] {
        for args in [
            &["log", "list"][..],
            &["log", "show", "1"],
            &["log", "stats"],
            &["log", "export", "--csv"],
            &["log", "export", "--json"],
        ] {
            let (code, out, err) = run(&[args, &["--db", s(db)]].concat());
            assert_eq!(code, Some(1), "{args:?} {err}");
            assert!(out.is_empty(), "{out}");
            assert_eq!(
                err,
                format!(
                    "sitting-duck: no ship's log at {} (the file is missing or empty: nothing \
                     has been logged there yet); nothing was created\n",
                    db.display()
                )
            );
        }
    }
    assert_eq!(files(dir.path()), before);
}

#[test]
fn a_read_only_log_is_read_and_a_refused_write_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("log");
    std::fs::create_dir(&folder).unwrap();
    let db = folder.join("shiplog.sqlite3");
    logged(&db);
    set_mode(&db, 0o444);
    set_mode(&folder, 0o555);
    set_mode(dir.path(), 0o755);
    let before = files(&folder);
    assert_eq!(before.len(), 1);

    for args in [
        &["log", "list"][..],
        &["log", "show", "2"],
        &["log", "stats"],
        &["log", "export", "--json"],
    ] {
        let (code, out, err) = output(&mut unprivileged(&[args, &["--db", s(&db)]].concat()));
        assert_eq!(code, Some(0), "{args:?}: {err}");
        assert!(
            out.contains("Night Shift") || out.contains("NO SCORE"),
            "{out}"
        );
    }
    // A copy the unprivileged user can read wherever the checkout lies (a clone in a
    // private 0700 folder is out of its reach).
    let game = dir.path().join("lost-mission.yaml");
    std::fs::copy(scenario("lost-mission.yaml"), &game).unwrap();
    set_mode(&game, 0o644);
    let (code, _, err) = output(&mut unprivileged(&[
        "resolve",
        s(&game),
        "--log",
        "--db",
        s(&db),
    ]));
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(
        err,
        format!(
            "sitting-duck: the mission was resolved but not logged: {}: the ship's log is \
             read-only (the file, its folder or the disk cannot be written); nothing was \
             written; reading it still works\n",
            db.display()
        )
    );
    // A writable file in a read-only folder: the same refusal, still no -wal or -shm.
    set_mode(&db, 0o666);
    let (code, _, err) = output(&mut unprivileged(&[
        "resolve",
        s(&game),
        "--log",
        "--db",
        s(&db),
    ]));
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("read-only"), "{err}");
    set_mode(&db, 0o444);
    assert_eq!(files(&folder), before);
    set_mode(&folder, 0o755);
}

#[test]
fn show_prints_the_engines_score_card_and_a_lost_one_counts_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    logged(&db);
    let (code, won, _) = run(&["log", "show", "1", "--db", s(&db)]);
    assert_eq!(code, Some(0));
    let (_, resolved, _) = run(&["resolve", s(&scenario("full-mission-five-crew.yaml"))]);
    // The lines `resolve` printed under its headline are the lines the log shows.
    let card = resolved.split("MISSION COMPLETE\n").nth(1).unwrap();
    assert!(
        won.contains(&format!("score card:\n{card}")),
        "{won}\n---\n{card}"
    );
    assert!(card.contains("  Destroyed: T1 Gunship (red)"), "{card}");
    assert!(
        card.trim_end()
            .ends_with("TOTAL                                                        33"),
        "{card}"
    );

    let (_, lost, _) = run(&["log", "show", "2", "--db", s(&db)]);
    let card = lost
        .split("score card:\n")
        .nth(1)
        .unwrap()
        .split("\n\n")
        .next()
        .unwrap();
    assert_eq!(
        card,
        "  Not counted (the ship was lost):\n\
         \x20 Survived: T1 Gunship (red)                             (+2)\n\
         \x20 In flight when the ship was lost: T2 Destroyer (red)   (+0)\n\
         \x20 In flight when the ship was lost: T3 Frigate (red)     (+0)\n\
         \x20 NO SCORE: the ship was destroyed by Frigate"
    );
}

#[test]
fn stats_on_an_empty_log_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    drop(shiplog::ShipLog::open(&db).unwrap());
    let (code, out, err) = run(&["log", "stats", "--db", s(&db)]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        format!("The ship's log at {} has no missions yet.\n", db.display())
    );
    logged(&db);
    let (code, _, err) = run(&["log", "stats", "--crew", "Day Crew", "--db", s(&db)]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        format!(
            "sitting-duck: {}: no page \"Day Crew\" in the ship's log; its pages: \"Night Shift\"\n",
            db.display()
        )
    );
}

#[test]
fn export_never_writes_over_the_log_or_any_sqlite_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    logged(&db);
    let other = dir.path().join("other.sqlite3");
    std::fs::copy(&db, &other).unwrap();
    let before = files(dir.path());
    // The log by another spelling of its path, too.
    let dotted = dir.path().join(".").join("shiplog.sqlite3");
    for (target, what) in [
        (&db, "that is the ship's log itself"),
        (&dotted, "that is the ship's log itself"),
        (&other, "that file is a SQLite database (a ship's log?)"),
    ] {
        for format in ["--csv", "--json"] {
            let (code, out, err) = run(&["log", "export", format, "-o", s(target), "--db", s(&db)]);
            assert_eq!(code, Some(2), "{err}");
            assert!(out.is_empty());
            assert!(
                err.starts_with(&format!("sitting-duck: -o {}: {what}", target.display())),
                "{err}"
            );
            assert!(err.contains("the export was not written"), "{err}");
        }
    }
    assert_eq!(files(dir.path()), before);
    // An ordinary file is written.
    let csv = dir.path().join("log.csv");
    let (code, _, err) = run(&["log", "export", "--csv", "-o", s(&csv), "--db", s(&db)]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(std::fs::read_to_string(&csv).unwrap().lines().count(), 3);
    // A file that cannot be written: said once, in words.
    let nowhere = dir.path().join("no-such-folder").join("log.csv");
    let (code, _, err) = run(&["log", "export", "--csv", "-o", s(&nowhere), "--db", s(&db)]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        format!(
            "sitting-duck: cannot write the export to {}: No such file or directory\n",
            nowhere.display()
        )
    );
}

#[test]
fn a_path_that_is_not_a_regular_file_is_a_bad_argument() {
    let game = scenario("lost-mission.yaml");
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["log", "list", "--db", "/dev/null"][..],
        &["log", "stats", "--db", "/dev/null"],
        &["log", "export", "--csv", "--db", "/dev/null"],
        &["resolve", s(&game), "--log", "--db", "/dev/null"],
        &["log", "list", "--db", s(dir.path())],
    ] {
        let (code, _, err) = run(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains("not a regular file"), "{err}");
    }
}

#[test]
fn a_log_with_broken_tables_is_refused_in_words_without_sql() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    logged(&db);
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch("DROP TABLE score_lines;")
        .unwrap();
    let before = files(dir.path());
    let (code, _, err) = run(&["log", "list", "--db", s(&db)]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err,
        format!(
            "sitting-duck: {}: the ship's log is damaged (its tables are not those of a \
             ship's log: the table `score_lines` is missing); it was left untouched; restore a \
             backup or choose another file with --db\n",
            db.display()
        )
    );
    assert_eq!(files(dir.path()), before);
}

/// Every subcommand's bad arguments exit 2 with clap's message and nothing on standard
/// output; `--help` exits 0.
#[test]
fn every_bad_argument_exits_2() {
    let cases: &[&[&str]] = &[
        &["--bogus"],
        &["fly"],
        &["generate", "--bogus"],
        &["generate", "--seed", "x"],
        &["generate", "--players", "9"],
        &["generate", "--players", "4", "--difficulty", "99"],
        &["resolve"],
        &["resolve", "g.yaml", "--seed", "-1"],
        &["resolve", "g.yaml", "--crew", "Ducks"],
        &["resolve", "g.yaml", "--db", "x.sqlite3"],
        &["render"],
        &["render", "t.yaml"],
        &["render", "t.yaml", "-o"],
        &["log"],
        &["log", "purge"],
        &["log", "list", "--won", "--lost"],
        &["log", "list", "--crew"],
        &["log", "show"],
        &["log", "show", "abc"],
        &["log", "show", "1", "--json", "--game"],
        &["log", "stats", "--bogus"],
        &["log", "export"],
        &["log", "export", "--csv", "--json"],
        &["log", "export", "--csv", "-o"],
        &["threats", "a", "b"],
        &["threats", "--with"],
    ];
    for args in cases {
        let (code, out, err) = run(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(!err.is_empty(), "{args:?}");
    }
    // A file argument that cannot be read is a bad argument too, said in words.
    let (code, _, err) = run(&["resolve", "/no/such/game.yaml"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        err,
        "/no/such/game.yaml: cannot read the game file: No such file or directory\n"
    );
    for args in [
        &["--help"][..],
        &["generate", "--help"],
        &["resolve", "--help"],
        &["render", "--help"],
        &["log", "--help"],
        &["log", "export", "--help"],
        &["threats", "--help"],
        &["--version"],
    ] {
        let (code, out, _) = run(args);
        assert_eq!(code, Some(0), "{args:?}");
        assert!(!out.is_empty(), "{args:?}");
    }
}
