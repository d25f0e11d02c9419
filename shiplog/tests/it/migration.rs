//! A log written by the first schema version, opened by this build: migrated in place with
//! every mission kept; and a log from a newer version refused.

use super::sample;

use rusqlite::Connection;
use sample::sample_mission;
use shiplog::{
    CardResult, LineKind, LogError, MissionFilter, MissionRecord, Outcome, ScoreCard, ScoreLine,
    ShipLog,
    schema::{SCHEMA_V1, SCHEMA_VERSION},
};

/// The paper log's columns of a card, as versions 1 and 2 stored them.
const COLUMNS: [(LineKind, &str); 6] = [
    (LineKind::Survived, "Threats survived"),
    (LineKind::Destroyed, "Threats destroyed"),
    (LineKind::VisualConfirmation, "Visual confirmation"),
    (LineKind::Damage, "Damage"),
    (LineKind::KnockedOut, "Knocked out"),
    (LineKind::Battlebots, "Battlebot squads disabled"),
];

fn columns(card: &ScoreCard) -> [i32; 6] {
    COLUMNS.map(|(kind, _)| card.points(kind))
}

/// The card a mission logged before version 3 gets: one line per column (none for a lost
/// mission, which scored nothing), the same result.
fn card_from_columns(card: &ScoreCard) -> ScoreCard {
    let lines = if card.won() {
        COLUMNS
            .iter()
            .zip(columns(card))
            .map(|((kind, label), points)| ScoreLine {
                kind: *kind,
                subject: shiplog::Subject::Written((*label).to_owned()),
                points,
                counted: true,
            })
            .collect()
    } else {
        Vec::new()
    };
    ScoreCard {
        lines,
        result: card.result.clone(),
    }
}

/// Writes `record` the way version 1 did: roles on the page, no colors, no androids.
fn insert_v1(conn: &Connection, record: &MissionRecord) -> i64 {
    let page = record.page_name();
    conn.execute("INSERT OR IGNORE INTO crews (name) VALUES (?1)", [&page])
        .unwrap();
    let crew_id: i64 = conn
        .query_row("SELECT id FROM crews WHERE name = ?1", [&page], |r| {
            r.get(0)
        })
        .unwrap();
    for (position, entry) in record.crew.iter().enumerate() {
        conn.execute(
            "INSERT OR REPLACE INTO crew_members (crew_id, position, name, captain,
                 communications_officer, security_chief) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            rusqlite::params![
                crew_id,
                position as i64,
                entry.name,
                entry.captain,
                entry.communications_officer,
                entry.security_chief
            ],
        )
        .unwrap();
    }
    conn.execute(
        "INSERT INTO missions (crew_id, played_at, track, soundtrack, common_difficulty,
             serious_difficulty, outcome, destroyed_by, survived_points, destroyed_points,
             visual_confirmation, damage_penalty, knock_out_penalty, battlebot_penalty, total,
             seed, game_yaml, event_log, result_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
             ?18, ?19)",
        rusqlite::params![
            crew_id,
            record.played_at,
            record.track,
            record.soundtrack,
            record.common_difficulty.mark(),
            record.serious_difficulty.mark(),
            record.outcome().word(),
            record.destroyed_by(),
            columns(&record.score)[0],
            columns(&record.score)[1],
            columns(&record.score)[2],
            columns(&record.score)[3],
            columns(&record.score)[4],
            columns(&record.score)[5],
            record.total(),
            record.seed as i64,
            record.game_yaml,
            record.event_log,
            record.result_json,
        ],
    )
    .unwrap();
    conn.last_insert_rowid()
}

/// What this build reads back from a mission version 1 stored: the page's roles, the card
/// made of its columns, and the fields version 1 did not have left empty.
fn as_migrated(record: &MissionRecord) -> MissionRecord {
    let mut expected = record.clone();
    expected.crew_name = Some(record.page_name());
    expected.score = card_from_columns(&record.score);
    // Version 1 kept no debrief, no transcript, no deal and no homebrew cards.
    expected.debrief = Vec::new();
    expected.transcript = Vec::new();
    expected.dealt = None;
    expected.cards = None;
    for entry in &mut expected.crew {
        entry.color = None;
        entry.android = false;
    }
    expected
}

#[test]
fn a_first_version_log_is_migrated_with_every_mission_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v1.sqlite3");
    // Seeds below i64::MAX: version 1 stored them as plain integers.
    let records: Vec<MissionRecord> = [
        (1, Some("Night Shift")),
        (2, None),
        (3, Some("Night Shift")),
    ]
    .into_iter()
    .map(|(n, crew)| {
        let mut r = sample_mission(n, crew);
        r.seed = n * 1000;
        r
    })
    .collect();
    let mut hand_edited = sample_mission(4, Some("Night Shift"));
    hand_edited.played_at = "sometime in 2025".into(); // version 1 had no date check
    let ids: Vec<i64> = {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(SCHEMA_V1).unwrap();
        conn.pragma_update(None, "user_version", 1).unwrap();
        let mut ids: Vec<i64> = records.iter().map(|r| insert_v1(&conn, r)).collect();
        ids.push(insert_v1(&conn, &hand_edited));
        ids
    };
    // A page's roles are those of its last line in version 1 (missions 1 and 3 share one).
    let page_roles = |r: &MissionRecord| {
        let last = if r.crew_name.as_deref() == Some("Night Shift") {
            &hand_edited
        } else {
            r
        };
        let mut with_roles = r.clone();
        with_roles.crew = last.crew.clone();
        as_migrated(&with_roles)
    };

    let mut log = ShipLog::open(&path).unwrap();
    let version: i64 = user_version(&path);
    assert_eq!(version, SCHEMA_VERSION);
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    for (id, record) in ids.iter().zip(&records) {
        assert_eq!(
            log.get(*id).unwrap().unwrap().record,
            page_roles(record),
            "mission {id}"
        );
    }
    assert_eq!(
        log.get(ids[3]).unwrap().unwrap().record,
        page_roles(&hand_edited)
    );
    assert_eq!(
        log.crews().unwrap(),
        ["Anna, Ben, Cleo, Dmitri", "Night Shift"]
    );

    // Dates became instants; the hand-edited one stays text and sorts last.
    let points = log.scores_over_time(None).unwrap();
    for point in &points {
        let expected = shiplog::parse_rfc3339(&point.played_at);
        assert_eq!(point.played_at_unix, expected, "{point:?}");
    }
    let listed: Vec<i64> = log
        .list(&MissionFilter::default())
        .unwrap()
        .iter()
        .map(|m| m.id)
        .collect();
    assert_eq!(listed, ids);

    // The migrated log takes new missions on the old pages.
    let new = sample_mission(5, Some("Night Shift"));
    let new_id = log.append(&new).unwrap();
    assert!(new_id > ids[3]);
    assert_eq!(log.get(new_id).unwrap().unwrap().record, new);
    assert_eq!(
        log.crew_stats("Night Shift")
            .unwrap()
            .unwrap()
            .missions_played,
        4
    );

    // Opening again finds nothing left to migrate and changes nothing.
    drop(log);
    let log = ShipLog::open(&path).unwrap();
    assert_eq!(
        log.get(ids[0]).unwrap().unwrap().record,
        page_roles(&records[0])
    );
}

#[test]
fn a_log_from_a_newer_version_is_refused_and_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("future.sqlite3");
    let id = ShipLog::open(&path)
        .unwrap()
        .append(&sample_mission(1, None))
        .unwrap();
    {
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
        conn.execute_batch("CREATE TABLE from_the_future (x INTEGER);")
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();

    let err = ShipLog::open(&path).unwrap_err();
    match &err {
        LogError::NewerSchema {
            found, supported, ..
        } => {
            assert_eq!((*found, *supported), (SCHEMA_VERSION + 1, SCHEMA_VERSION));
        }
        other => panic!("expected NewerSchema, got {other:?}"),
    }
    let message = err.to_string();
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(message.contains("newer Sitting Duck"), "{message}");
    assert!(
        message.contains(&format!("schema version {}", SCHEMA_VERSION + 1)),
        "{message}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);

    // Back at this build's version, the mission is still there.
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", SCHEMA_VERSION)
        .unwrap();
    let log = ShipLog::open(&path).unwrap();
    assert_eq!(
        log.get(id).unwrap().unwrap().record.seed,
        sample_mission(1, None).seed
    );
}

#[test]
fn a_migration_that_fails_leaves_the_old_log_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v1.sqlite3");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(SCHEMA_V1).unwrap();
        conn.pragma_update(None, "user_version", 1).unwrap();
        insert_v1(&conn, &sample_mission(1, Some("Night Shift")));
        // A table in the way of the migration's CREATE TABLE, halfway through it.
        conn.execute_batch("CREATE TABLE mission_crew (x INTEGER);")
            .unwrap();
    }
    let schema = |path: &std::path::Path| -> (i64, Vec<String>) {
        let conn = Connection::open(path).unwrap();
        let version = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        let mut stmt = conn
            .prepare("SELECT sql FROM sqlite_schema ORDER BY name")
            .unwrap();
        let sql = stmt
            .query_map([], |r| r.get::<_, Option<String>>(0))
            .unwrap()
            .map(|s| s.unwrap().unwrap_or_default())
            .collect();
        (version, sql)
    };
    let before = schema(&path);

    let err = ShipLog::open(&path).unwrap_err();
    assert!(matches!(err, LogError::Sqlite { .. }), "{err:?}");
    assert!(err.to_string().contains("mission_crew"), "{err}");
    assert_eq!(schema(&path), before);
    let missions: i64 = Connection::open(&path)
        .unwrap()
        .query_row("SELECT count(*) FROM missions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(missions, 1);
}

/// A copy of a real log written by the build before score cards had lines (schema version
/// 2): five missions resolved from the scenario files with `sitting-duck resolve --log`
/// (three crews' pages, one mission lost, one seed above `i64::MAX`).
const V2_LOG: &[u8] = include_bytes!("../fixtures/v2-log.sqlite3");

/// A `missions` row's outcome, destroyer, paper-log points and total.
type StoredScore = (String, Option<String>, [i32; 6], Option<i32>);

/// The schema version a log file says it has.
pub(super) fn user_version(path: &std::path::Path) -> i64 {
    Connection::open(path)
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap()
}

/// Every mission of a log as read without changing the file.
pub(super) fn records(path: &std::path::Path) -> Vec<MissionRecord> {
    let read = ShipLog::open_read_only(path).unwrap();
    read.all().unwrap().into_iter().map(|m| m.record).collect()
}

/// Every row of every table of a log, as text, by table: what "nothing lost" compares.
pub(super) fn dump(path: &std::path::Path, tables: &[&str]) -> Vec<(String, Vec<Vec<String>>)> {
    let conn =
        Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    tables
        .iter()
        .map(|table| {
            let mut stmt = conn
                .prepare(&format!("SELECT * FROM {table} ORDER BY rowid"))
                .unwrap();
            let width = stmt.column_count();
            let rows = stmt
                .query_map([], |row| {
                    Ok((0..width)
                        .map(|i| format!("{:?}", row.get_ref(i).unwrap()))
                        .collect::<Vec<_>>())
                })
                .unwrap()
                .collect::<Result<Vec<_>, _>>()
                .unwrap();
            ((*table).to_owned(), rows)
        })
        .collect()
}

/// Every old row is still there, unchanged; a later version's new columns (the campaign
/// columns of version 5) are NULL for rows written before them.
pub(super) fn assert_kept(
    before: &[(String, Vec<Vec<String>>)],
    after: &[(String, Vec<Vec<String>>)],
) {
    assert_eq!(before.len(), after.len());
    for ((table, old), (_, new)) in before.iter().zip(after) {
        assert_eq!(old.len(), new.len(), "{table}: rows");
        for (o, n) in old.iter().zip(new) {
            assert_eq!(&n[..o.len()], &o[..], "{table}");
            assert!(n[o.len()..].iter().all(|v| v == "Null"), "{table}: {n:?}");
        }
    }
}

/// A real log of schema `version` (the fixture's bytes) opened by this build: the rows of
/// `old_tables` kept as they were, every mission read back as it read before (migrated in
/// memory). The folder goes when the value does.
pub(super) struct Migrated {
    pub(super) _dir: tempfile::TempDir,
    pub(super) log: ShipLog,
    pub(super) missions: Vec<MissionRecord>,
}

pub(super) fn migrate_real(bytes: &[u8], version: i64, old_tables: &[&str]) -> Migrated {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shiplog.sqlite3");
    std::fs::write(&path, bytes).unwrap();
    assert_eq!(user_version(&path), version, "the fixture's version");
    let before = dump(&path, old_tables);
    let read_before: Vec<MissionRecord> = records(&path);
    let log = ShipLog::open(&path).unwrap();
    assert_eq!(user_version(&path), SCHEMA_VERSION);
    assert_kept(&before, &dump(&path, old_tables));
    let missions: Vec<MissionRecord> = log.all().unwrap().into_iter().map(|m| m.record).collect();
    assert_eq!(missions, read_before, "every mission reads back as it did");
    Migrated {
        _dir: dir,
        log,
        missions,
    }
}

#[test]
fn a_real_version_2_log_is_migrated_to_version_3_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shiplog.sqlite3");
    std::fs::write(&path, V2_LOG).unwrap();
    let old_tables = ["crews", "crew_members", "missions", "mission_crew"];
    let before = dump(&path, &old_tables);
    let version: i64 = user_version(&path);
    assert_eq!(version, 2, "the fixture is a version 2 log");

    // Reading does not migrate the file: it reads a migrated copy.
    let bytes = std::fs::read(&path).unwrap();
    let read = ShipLog::open_read_only(&path).unwrap();
    let listed = read.list(&MissionFilter::default()).unwrap();
    assert_eq!(listed.len(), 5);
    let read_cards: Vec<ScoreCard> = listed
        .iter()
        .map(|m| read.get(m.id).unwrap().unwrap().record.score)
        .collect();
    drop(read);
    assert_eq!(std::fs::read(&path).unwrap(), bytes);

    let log = ShipLog::open(&path).unwrap();
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    drop(log);
    let version: i64 = user_version(&path);
    assert_eq!(version, SCHEMA_VERSION);
    // Every row of every old table is still there, unchanged.
    assert_kept(&before, &dump(&path, &old_tables));

    let log = ShipLog::open_read_only(&path).unwrap();
    let missions = log.all().unwrap();
    assert_eq!(missions.len(), 5);
    let cards: Vec<ScoreCard> = missions.iter().map(|m| m.record.score.clone()).collect();
    assert_eq!(cards, read_cards, "read-only copy and migrated file agree");
    // The cards carry exactly the points the columns kept, and add up to the totals.
    let stored: Vec<StoredScore> = {
        let conn = Connection::open(&path).unwrap();
        let mut stmt = conn
            .prepare(
                "SELECT outcome, destroyed_by, survived_points, destroyed_points,
                        visual_confirmation, damage_penalty, knock_out_penalty,
                        battlebot_penalty, total FROM missions ORDER BY id",
            )
            .unwrap();
        stmt.query_map([], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                [
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                ],
                r.get(8)?,
            ))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
    };
    for (mission, (outcome, destroyed_by, points, total)) in missions.iter().zip(&stored) {
        let card = &mission.record.score;
        assert_eq!(mission.record.outcome().word(), outcome);
        assert_eq!(card.total(), *total);
        assert_eq!(columns(card), *points, "mission {}", mission.id);
        match &card.result {
            CardResult::Total(t) => {
                assert_eq!(card.lines.len(), 6);
                assert_eq!(card.lines.iter().map(|l| l.points).sum::<i32>(), *t);
            }
            CardResult::NoScore { destroyed_by: by } => {
                assert_eq!(by, destroyed_by);
                assert!(card.lines.is_empty());
            }
        }
    }
    assert_eq!(missions[1].record.outcome(), Outcome::Lost);
    assert_eq!(missions[1].record.destroyed_by(), Some("Frigate"));
    assert_eq!(missions[3].record.seed, 12_345_678_901_234_567_890);
    // The game files and event logs came through byte for byte: they still replay.
    assert!(
        missions
            .iter()
            .all(|m| m.record.game_yaml.contains("crew") && !m.record.event_log.is_empty())
    );
    assert_eq!(
        log.crews().unwrap(),
        [
            "Anna, Ben, Cleo, Dan, Eve",
            "Day Crew",
            "Kai, Mia",
            "Night Shift"
        ]
    );
}

/// A copy of a real log written by the build before the log kept debriefs (schema version
/// 3): five missions resolved from the scenario and fixture files with `sitting-duck resolve
/// --log` (three pages, three missions lost, one won with a knock-out).
const V3_LOG: &[u8] = include_bytes!("../fixtures/v3-log.sqlite3");

#[test]
fn a_real_version_3_log_is_migrated_to_version_4_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shiplog.sqlite3");
    std::fs::write(&path, V3_LOG).unwrap();
    let old_tables = [
        "crews",
        "crew_members",
        "missions",
        "mission_crew",
        "score_lines",
    ];
    let version: i64 = user_version(&path);
    assert_eq!(version, 3, "the fixture is a version 3 log");
    let before = dump(&path, &old_tables);
    let read_before: Vec<MissionRecord> = records(&path);
    assert_eq!(read_before.len(), 5);

    let log = ShipLog::open(&path).unwrap();
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    drop(log);
    let version: i64 = user_version(&path);
    assert_eq!(version, SCHEMA_VERSION);
    // Every row of every old table is still there, unchanged; the debriefs table is new and
    // holds nothing for the missions logged before.
    assert_kept(&before, &dump(&path, &old_tables));
    assert_eq!(dump(&path, &["debrief_lines"])[0].1.len(), 0);
    let mut log = ShipLog::open(&path).unwrap();
    let after: Vec<MissionRecord> = log.all().unwrap().into_iter().map(|m| m.record).collect();
    assert_eq!(after, read_before, "every mission reads back as it did");
    assert!(after.iter().all(|r| r.debrief.is_empty()));
    assert_eq!(after[1].destroyed_by(), Some("Frigate"));

    // A mission logged now keeps its debrief, line by line, beside the old ones.
    let mut record = after[2].clone();
    record.debrief = vec![
        shiplog::DebriefLine {
            entry: 54,
            turn: 5,
            section: "loss".into(),
            text: "THE SHIP IS DESTROYED by Frigate: zone red took a seventh damage".into(),
            points: None,
        },
        shiplog::DebriefLine {
            entry: 32,
            turn: 4,
            section: "no-effect".into(),
            text: "Ben plays A in upper red: no effect (no energy in the reactor)".into(),
            points: None,
        },
    ];
    let id = log.append(&record).unwrap();
    assert_eq!(log.get(id).unwrap().unwrap().record, record);
    assert_eq!(log.all().unwrap().len(), 6);
}

/// A copy of a real log written by the build before campaigns (schema version 4): five
/// missions resolved from the scenario files with `sitting-duck resolve --log` (three pages,
/// one mission lost), with their debriefs.
const V4_LOG: &[u8] = include_bytes!("../fixtures/v4-log.sqlite3");

#[test]
fn a_real_version_4_log_is_migrated_to_version_5_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shiplog.sqlite3");
    std::fs::write(&path, V4_LOG).unwrap();
    let old_tables = [
        "crews",
        "crew_members",
        "missions",
        "mission_crew",
        "score_lines",
        "debrief_lines",
    ];
    let version: i64 = user_version(&path);
    assert_eq!(version, 4, "the fixture is a version 4 log");
    let before = dump(&path, &old_tables);
    let read_before: Vec<MissionRecord> = records(&path);
    assert_eq!(read_before.len(), 5);
    assert!(read_before.iter().any(|r| !r.debrief.is_empty()));

    let log = ShipLog::open(&path).unwrap();
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    drop(log);
    let version: i64 = user_version(&path);
    assert_eq!(version, SCHEMA_VERSION);
    // Every old row is still there: the missions table has four more columns, NULL for the
    // single missions logged before; the other tables are unchanged.
    assert_kept(&before, &dump(&path, &old_tables));
    assert_eq!(dump(&path, &["campaigns"])[0].1.len(), 0);
    let mut log = ShipLog::open(&path).unwrap();
    let after: Vec<MissionRecord> = log.all().unwrap().into_iter().map(|m| m.record).collect();
    assert_eq!(after, read_before, "every mission reads back as it did");
    assert!(log.campaigns(None).unwrap().is_empty());

    // A campaign logged now sits beside the old missions.
    let won = after.iter().find(|r| r.outcome() == Outcome::Won).unwrap();
    let campaign = log
        .start_campaign("Day Crew", "2026-12-01T21:00:00Z", 2)
        .unwrap();
    let carried = engine::StartingDamage::default();
    let first = log.append_to_campaign(campaign, won, &carried).unwrap();
    assert_eq!(log.all().unwrap().len(), 6);
    let c = log.campaign(campaign).unwrap().unwrap();
    assert_eq!(c.missions.len(), 1);
    assert_eq!(c.missions[0].id, first);
    assert_eq!(log.get(first).unwrap().unwrap().record, *won);
}

/// A copy of a real log written by the build before The New Frontier (schema version 5):
/// six missions resolved from the scenario files with `sitting-duck resolve --log` (five
/// pages, one of them with an android, one mission lost).
const V5_LOG: &[u8] = include_bytes!("../fixtures/v5-log.sqlite3");

#[test]
fn a_real_version_5_log_is_migrated_to_version_6_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shiplog.sqlite3");
    std::fs::write(&path, V5_LOG).unwrap();
    let old_tables = [
        "crews",
        "crew_members",
        "missions",
        "mission_crew",
        "score_lines",
        "debrief_lines",
        "campaigns",
    ];
    let version: i64 = user_version(&path);
    assert_eq!(version, 5, "the fixture is a version 5 log");
    let before = dump(&path, &old_tables);
    let read_before: Vec<MissionRecord> = records(&path);
    assert_eq!(read_before.len(), 6);
    assert!(read_before.iter().any(|r| r.outcome() == Outcome::Lost));
    assert!(read_before.iter().all(|r| r.modules.is_base()));

    let log = ShipLog::open(&path).unwrap();
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    drop(log);
    let conn = Connection::open(&path).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA_VERSION);
    // The rebuilt missions table kept its indexes and the rows pointing at it still do.
    let indexes: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'missions' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        indexes,
        [
            "missions_by_campaign",
            "missions_by_crew",
            "missions_by_time"
        ]
    );
    let dangling: i64 = conn
        .query_row("SELECT COUNT(*) FROM pragma_foreign_key_check", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(dangling, 0);
    drop(conn);
    // Every old row is still there; `modules` and `specialization` are NULL (base game).
    assert_kept(&before, &dump(&path, &old_tables));
    let mut log = ShipLog::open(&path).unwrap();
    let after: Vec<MissionRecord> = log.all().unwrap().into_iter().map(|m| m.record).collect();
    assert_eq!(after, read_before, "every mission reads back as it did");

    // A New Frontier mission with red threats now sits beside them.
    let mut frontier = after[0].clone();
    frontier.modules.new_threats = true;
    frontier.serious_difficulty = shiplog::Difficulty::All;
    frontier.crew[1].specialization = Some("squad leader 1".into());
    let id = log.append(&frontier).unwrap();
    assert_eq!(log.get(id).unwrap().unwrap().record, frontier);
    assert_eq!(log.all().unwrap().len(), 7);
}

/// A copy of a real log written by the build before careers (schema version 6): seven
/// missions resolved from the scenario files with `sitting-duck resolve --log` (a
/// specialization mission, a double-action one, five base-game ones, one of them lost, one
/// on a named page).
const V6_LOG: &[u8] = include_bytes!("../fixtures/v6-log.sqlite3");

#[test]
fn a_real_version_6_log_is_migrated_to_version_7_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shiplog.sqlite3");
    std::fs::write(&path, V6_LOG).unwrap();
    let old_tables = [
        "crews",
        "crew_members",
        "missions",
        "mission_crew",
        "score_lines",
        "debrief_lines",
        "campaigns",
    ];
    let version: i64 = user_version(&path);
    assert_eq!(version, 6, "the fixture is a version 6 log");
    let before = dump(&path, &old_tables);
    let read_before: Vec<MissionRecord> = {
        let read = ShipLog::open_read_only(&path).unwrap();
        assert!(
            read.explorers().unwrap().is_empty(),
            "read in memory at version 7"
        );
        read.all().unwrap().into_iter().map(|m| m.record).collect()
    };
    assert_eq!(read_before.len(), 7);
    assert!(read_before.iter().any(|r| !r.modules.is_base()));
    assert!(read_before.iter().any(|r| r.outcome() == Outcome::Lost));

    let mut log = ShipLog::open(&path).unwrap();
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    let version: i64 = user_version(&path);
    assert_eq!(version, SCHEMA_VERSION);
    // Every old row is still there; `run_facts` and `explorer_id` are NULL (no career).
    assert_kept(&before, &dump(&path, &old_tables));
    let after: Vec<MissionRecord> = log.all().unwrap().into_iter().map(|m| m.record).collect();
    assert_eq!(after, read_before, "every mission reads back as it did");
    for m in log.all().unwrap() {
        assert_eq!(log.run_of(Some(m.id), None).unwrap(), None);
        let err = log
            .settle_mission(m.id, &[], "2026-12-01T20:00:00Z")
            .unwrap_err();
        assert!(err.to_string().contains("without a run"), "{err}");
    }
    // A career starts beside them, on a page the old log already had.
    let anna = log
        .create_explorer("Anna", true, "2026-12-01T20:00:00Z")
        .unwrap();
    let mut next = after[2].clone();
    next.played_at = "2026-12-01T21:00:00Z".into();
    let name = next.crew.iter().find(|c| !c.android).unwrap().name.clone();
    let facts = career::MissionFacts::plain(2, next.total().unwrap_or(0));
    let input = shiplog::RunInput {
        training: false,
        facts,
        seated: vec![shiplog::Seated {
            name,
            explorer: anna,
        }],
        attested: Vec::new(),
    };
    let (id, run) = log.append_run(&next, &input).unwrap();
    assert_eq!(run.explorers.len(), 1);
    assert_eq!(log.get(id).unwrap().unwrap().record, next);
    assert_eq!(log.all().unwrap().len(), 8);
}

/// A copy of a real log written by the build before the log kept transcripts (schema
/// version 7): four missions resolved from the scenario files with `sitting-duck resolve
/// --log` (three on the page "Night Shift", one of them lost; one with a specialization).
const V7_LOG: &[u8] = include_bytes!("../fixtures/v7-log.sqlite3");

#[test]
fn a_real_version_7_log_is_migrated_to_version_8_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shiplog.sqlite3");
    std::fs::write(&path, V7_LOG).unwrap();
    let old_tables = [
        "crews",
        "crew_members",
        "missions",
        "mission_crew",
        "score_lines",
        "debrief_lines",
        "campaigns",
        "explorers",
        "explorer_specializations",
        "runs",
        "run_explorers",
        "explorer_achievements",
    ];
    let version: i64 = user_version(&path);
    assert_eq!(version, 7, "the fixture is a version 7 log");
    let before = dump(&path, &old_tables);
    // Read as it is (migrated in memory): every mission, none with a transcript.
    let read_before: Vec<MissionRecord> = records(&path);
    assert_eq!(read_before.len(), 4);
    assert!(read_before.iter().any(|r| r.outcome() == Outcome::Lost));
    assert!(read_before.iter().all(|r| r.transcript.is_empty()));

    let mut log = ShipLog::open(&path).unwrap();
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    let version: i64 = user_version(&path);
    assert_eq!(version, SCHEMA_VERSION);
    assert_kept(&before, &dump(&path, &old_tables));
    let after: Vec<MissionRecord> = log.all().unwrap().into_iter().map(|m| m.record).collect();
    assert_eq!(after, read_before, "every mission reads back as it did");
    // The next mission keeps its transcript, line by line, beside the old ones.
    let mut next = after[1].clone();
    next.played_at = "2026-12-05T21:00:00Z".into();
    next.transcript = vec![
        shiplog::TranscriptLine {
            at_ms: 0,
            text: "Enemy activity detected. Please begin first phase.".into(),
        },
        shiplog::TranscriptLine {
            at_ms: 12_500,
            text: "Time T plus 1. Threat. Zone red. Repeat: time T plus 1.".into(),
        },
    ];
    let id = log.append(&next).unwrap();
    assert_eq!(log.get(id).unwrap().unwrap().record, next);
    assert_eq!(log.all().unwrap().len(), 5);
    let stored: i64 = Connection::open(&path)
        .unwrap()
        .query_row("SELECT count(*) FROM transcript_lines", [], |r| r.get(0))
        .unwrap();
    assert_eq!(stored, 2);
}

/// A copy of a real log written by the build before the log kept the deal (schema version
/// 8): two missions resolved from the scenario files with `sitting-duck resolve --log` on
/// the page "Night Shift" (one with androids).
const V8_LOG: &[u8] = include_bytes!("../fixtures/v8-log.sqlite3");

#[test]
fn a_real_version_8_log_is_migrated_to_version_9_with_nothing_lost() {
    let old_tables = [
        "crews",
        "missions",
        "mission_crew",
        "score_lines",
        "transcript_lines",
    ];
    let Migrated {
        mut log, missions, ..
    } = migrate_real(V8_LOG, 8, &old_tables);
    assert_eq!(missions.len(), 2);
    assert!(missions.iter().all(|r| r.dealt.is_none()));
    let after = missions;
    // The next mission was dealt on the phones: the log keeps the deal and who played.
    let mut next = after[0].clone();
    next.played_at = "2026-12-05T21:30:00Z".into();
    next.dealt = Some(serde_json::json!({
        "on": "phones",
        "players_on_phones": ["Anna", "Ben"],
        "deal": {"seed": 42, "packets": [[[{"id": 3, "kind": "ordinary", "halves": ["A", "<"]}]]]}
    }));
    let id = log.append(&next).unwrap();
    assert_eq!(log.get(id).unwrap().unwrap().record, next);
    let json = serde_json::to_value(&next).unwrap();
    assert_eq!(json["dealt"]["players_on_phones"][1], "Ben");
    let back: MissionRecord = serde_json::from_value(json).unwrap();
    assert_eq!(back, next, "the export form keeps it too");
}
