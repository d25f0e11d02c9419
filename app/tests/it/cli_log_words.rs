//! `sitting-duck log show` reads a mission back in the crew's language: a mission logged in
//! English shows its debrief and event log in the language of the reader when its game file
//! still resolves to the mission logged, and the stored lines, with a note in the reader's
//! language, when it does not (a homebrew card not given, or a record that disagrees).

use std::{path::Path, process::Command};

use tests::says;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

/// A mechanics scenario of the `tests` crate, as the path a crew types.
fn scenario(name: &str) -> String {
    crate::support::scenario(&format!("mechanics/{name}"))
}

/// Standard output of the binary under `lang`, asserting exit 0.
fn run(lang: &str, args: &[&str]) -> String {
    let out = Command::new(BIN)
        .env("SITTING_DUCK_LANG", lang)
        .args(args)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{args:?}\n{err}");
    String::from_utf8(out.stdout).unwrap()
}

/// A log with a won mission (1) and a lost one (2), logged in English.
fn logged(db: &Path) {
    for game in ["full-mission-five-crew.yaml", "lost-mission.yaml"] {
        let game = scenario(game);
        let db = db.to_str().unwrap();
        run("en", &["resolve", &game, "--log", "--db", db]);
    }
}

/// English phrases of the two missions' debriefs and event logs.
const ENGLISH: &[&str] = &[
    "MISSION COMPLETE",
    "MISSION LOST",
    "Where points were lost",
    "What had no effect",
    "How the ship was destroyed",
    "visual confirmation by",
    "takes a damage tile",
    "no effect (",
    "THE SHIP IS DESTROYED",
    "threats appear:",
    "end of turn:",
    "as logged",
];

/// The part of a `log show` from its debrief heading to its game file heading.
fn debrief_part<'a>(show: &'a str, heading: &str, next: &str) -> &'a str {
    let from = show.find(heading).unwrap();
    let to = show.find(next).unwrap();
    &show[from..to]
}

/// A `log show` without the lines of the game files it prints (their comments are English).
fn without_game_files(show: &str) -> String {
    let games: Vec<String> = ["full-mission-five-crew.yaml", "lost-mission.yaml"]
        .iter()
        .map(|g| std::fs::read_to_string(scenario(g)).unwrap())
        .collect();
    show.lines()
        .filter(|l| !games.iter().any(|g| g.lines().any(|gl| gl == *l)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The event log stored with mission `id`.
fn stored_event_log(db: &str, id: i64) -> String {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("SELECT event_log FROM missions WHERE id = ?1", [id], |r| {
        r.get(0)
    })
    .unwrap()
}

#[test]
fn a_mission_logged_in_english_reads_back_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    logged(&db);
    let db = db.to_str().unwrap();
    let cases: [(&str, &[&str]); 4] = [
        (
            "de",
            &[
                "MISSION ERFÜLLT: 33 Punkte",
                "Wo Punkte verloren gingen",
                "Bedrohungen erscheinen",
            ],
        ),
        (
            "fr",
            &[
                "MISSION ACCOMPLIE",
                "MISSION PERDUE",
                "Ce qui est resté sans effet",
            ],
        ),
        ("cs", &["MISE SPLNĚNA", "MISE ZTRACENA", "Co nemělo účinek"]),
        (
            "es",
            &["MISIÓN CUMPLIDA", "MISIÓN FALLIDA", "Lo que no tuvo efecto"],
        ),
    ];
    for (lang, words) in cases {
        let won = run(lang, &["log", "show", "1", "--db", db]);
        let lost = run(lang, &["log", "show", "2", "--db", db]);
        says(
            &without_game_files(&format!("{won}\n{lost}")),
            words,
            ENGLISH,
        );
    }
}

#[test]
fn english_reads_back_as_the_debrief_command_prints_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    logged(&db);
    let db = db.to_str().unwrap();
    for (id, game) in [(1, "full-mission-five-crew.yaml"), (2, "lost-mission.yaml")] {
        let show = run("en", &["log", "show", &id.to_string(), "--db", db]);
        let debrief = run("en", &["debrief", &scenario(game)]);
        assert!(show.contains(&format!("debrief:\n{debrief}\n")), "{show}");
        // The event log printed is the one stored, to the byte.
        let events = stored_event_log(db, id);
        assert!(show.ends_with(&format!("event log:\n{events}\n")), "{show}");
        assert!(!show.contains("(as logged"), "{show}");
    }
}

#[test]
fn a_record_that_disagrees_with_its_game_file_shows_the_stored_lines_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    logged(&db);
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        // One line's points no longer what the game file gives; its words stay English.
        let changed = conn
            .execute(
                "UPDATE debrief_lines SET points = points - 1, text = 'EDITED ' || text \
                 WHERE mission_id = 1 AND position = 0",
                [],
            )
            .unwrap();
        assert_eq!(changed, 1);
    }
    let db = db.to_str().unwrap();
    let show = run("de", &["log", "show", "1", "--db", db]);
    let debrief = debrief_part(&show, "Nachbesprechung:", "Spieldatei (");
    says(
        debrief,
        &[
            "(wie eingetragen, in den Worten von damals: die Spieldatei wird heute anders aufgelöst)",
            "EDITED phase 1: visual confirmation by 0 of 5",
            "(-8)",
        ],
        &[],
    );
    // The event log is the stored one too, said so; the other mission still reads German.
    says(
        &show,
        &["(wie eingetragen, in den Worten von damals)\nT1 threats appear"],
        &[],
    );
    let other = run("de", &["log", "show", "2", "--db", db]);
    says(&without_game_files(&other), &["MISSION VERLOREN"], ENGLISH);
    // In English the note is English and the stored lines are as logged.
    let english = run("en", &["log", "show", "1", "--db", db]);
    says(
        &english,
        &["(as logged, in the words of that day: the game file resolves differently now)"],
        &[],
    );
}

#[test]
fn a_homebrew_mission_reads_back_with_the_cards_the_log_kept_even_without_its_card_file() {
    let dir = tempfile::tempdir().unwrap();
    let cards = dir.path().join("cards.yaml");
    super::support::write_homebrew_cards(&cards);
    let game = dir.path().join("game.yaml");
    let src = std::fs::read_to_string(scenario("heavy-laser-through-shield.yaml")).unwrap();
    std::fs::write(&game, src.replace("threat: Fighter", "threat: Space Goose")).unwrap();
    let db = dir.path().join("log.sqlite3");
    let (db, cards_arg) = (db.to_str().unwrap(), cards.to_str().unwrap());
    let game = game.to_str().unwrap();
    run(
        "en",
        &["resolve", game, "--log", "--db", db, "--with", cards_arg],
    );
    // The card file is gone: the log kept the card, so the mission is made again in French.
    std::fs::remove_file(&cards).unwrap();
    let without = run("fr", &["log", "show", "1", "--db", db]);
    let without = without.split("fichier de partie (").next().unwrap();
    says(without, &["MISSION ACCOMPLIE"], ENGLISH);
    assert!(!without.contains("tel qu'inscrit"), "{without}");
}

/// A copy of a real version 9 log (`shiplog/tests/fixtures`): its second mission names the
/// homebrew card Space Goose, logged before the log kept cards.
const V9_LOG: &[u8] = include_bytes!("../../../shiplog/tests/fixtures/v9-log.sqlite3");

#[test]
fn a_homebrew_mission_logged_before_the_log_kept_cards_reads_back_as_logged_without_them() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    std::fs::write(&db, V9_LOG).unwrap();
    let db = db.to_str().unwrap();
    let without = run("fr", &["log", "show", "2", "--db", db]);
    says(
        &without,
        &[
            "(tel qu'inscrit, dans les mots de ce jour-là\u{a0}: le fichier de partie ne se charge \
             plus\u{a0}; une carte maison peut être donnée avec --with)\nMISSION ACCOMPLIE\u{a0}: 4 points",
            // The stored lines, in the words they were logged in.
            "  #9    T2   the white heavy laser finds no target",
        ],
        &[],
    );
    let cards = dir.path().join("cards.yaml");
    super::support::write_homebrew_cards(&cards);
    let with = run(
        "fr",
        &[
            "log",
            "show",
            "2",
            "--db",
            db,
            "--with",
            cards.to_str().unwrap(),
        ],
    );
    let with = with.split("fichier de partie (").next().unwrap();
    says(with, &["MISSION ACCOMPLIE"], ENGLISH);
}
