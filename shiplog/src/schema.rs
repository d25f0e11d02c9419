//! The log's schema: the first version as it shipped, and each migration since.
//!
//! `PRAGMA user_version` holds the schema version and `PRAGMA application_id` marks the file
//! as a ship's log. A new file is created at version 1 and migrated like any old one, so the
//! migrations run every time a log is made, not only on the rare old file.

use rusqlite::{Connection, Transaction};

use crate::{Outcome, date::parse_rfc3339, record::card_from_columns};

/// `PRAGMA application_id` of a ship's log: "SDLG" (Sitting Duck LoG).
pub const APPLICATION_ID: i64 = 0x5344_4C47;

/// The schema version this build writes; it reads every version up to this one.
pub const SCHEMA_VERSION: i64 = 10;

/// Schema version 1, exactly as first released. Kept so a log made then can be migrated,
/// and so tests can make one.
///
/// Version 1 modelled the paper log literally: a page's first line names the crew with
/// their role marks, so the roles belonged to the page (`crew_members`), not the mission.
pub const SCHEMA_V1: &str = "
CREATE TABLE crews (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
CREATE TABLE crew_members (
    crew_id  INTEGER NOT NULL REFERENCES crews(id),
    position INTEGER NOT NULL,
    name     TEXT NOT NULL,
    captain                INTEGER NOT NULL DEFAULT 0,
    communications_officer INTEGER NOT NULL DEFAULT 0,
    security_chief         INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (crew_id, position)
);
CREATE TABLE missions (
    id                  INTEGER PRIMARY KEY,
    crew_id             INTEGER NOT NULL REFERENCES crews(id),
    played_at           TEXT NOT NULL,
    track               TEXT,
    soundtrack          TEXT,
    common_difficulty   TEXT NOT NULL CHECK (common_difficulty IN ('1', '2', '1+2')),
    serious_difficulty  TEXT NOT NULL CHECK (serious_difficulty IN ('1', '2', '1+2')),
    outcome             TEXT NOT NULL CHECK (outcome IN ('won', 'lost')),
    destroyed_by        TEXT,
    survived_points     INTEGER NOT NULL,
    destroyed_points    INTEGER NOT NULL,
    visual_confirmation INTEGER NOT NULL,
    damage_penalty      INTEGER NOT NULL,
    knock_out_penalty   INTEGER NOT NULL,
    battlebot_penalty   INTEGER NOT NULL,
    total               INTEGER,
    seed                INTEGER NOT NULL,
    game_yaml           TEXT NOT NULL,
    event_log           TEXT NOT NULL,
    result_json         TEXT NOT NULL
);
CREATE INDEX missions_by_crew ON missions(crew_id);
PRAGMA application_id = 1396984903;
";

/// Version 1 to 2: roles move from the page to each mission.
///
/// A crew keeps its page while the captain's star passes around the table, so version 2
/// records who held which role (and which color, and which boards were androids) per
/// mission in `mission_crew`; `crew_members` becomes just the people on a page. Old
/// missions get the roles their page showed, the best that version 1 knew. Missions also get
/// `played_at_unix`, the instant of `played_at`, so logs with mixed UTC offsets sort right
/// (filled in by [`fill_played_at_unix`]).
const MIGRATE_1_TO_2: &str = "
CREATE TABLE crew_members_v2 (
    id      INTEGER PRIMARY KEY,
    crew_id INTEGER NOT NULL REFERENCES crews(id),
    name    TEXT NOT NULL,
    UNIQUE (crew_id, name)
);
INSERT INTO crew_members_v2 (crew_id, name)
    SELECT crew_id, name FROM crew_members
    GROUP BY crew_id, name ORDER BY crew_id, MIN(position);
CREATE TABLE mission_crew (
    mission_id INTEGER NOT NULL REFERENCES missions(id),
    position   INTEGER NOT NULL,
    member_id  INTEGER NOT NULL REFERENCES crew_members_v2(id),
    color      TEXT,
    captain                INTEGER NOT NULL DEFAULT 0,
    communications_officer INTEGER NOT NULL DEFAULT 0,
    security_chief         INTEGER NOT NULL DEFAULT 0,
    android                INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (mission_id, position)
);
INSERT INTO mission_crew (mission_id, position, member_id, color, captain,
                          communications_officer, security_chief, android)
    SELECT m.id, cm.position, v2.id, NULL, cm.captain, cm.communications_officer,
           cm.security_chief, 0
    FROM missions m
    JOIN crew_members cm ON cm.crew_id = m.crew_id
    JOIN crew_members_v2 v2 ON v2.crew_id = cm.crew_id AND v2.name = cm.name;
DROP TABLE crew_members;
ALTER TABLE crew_members_v2 RENAME TO crew_members;
CREATE INDEX mission_crew_by_member ON mission_crew(member_id);
ALTER TABLE missions ADD COLUMN played_at_unix INTEGER;
CREATE INDEX missions_by_time ON missions(played_at_unix);
";

/// Version 2 to 3: each mission keeps its score card line by line.
///
/// The score card is the engine's list of lines (label, points, counted or not); version 3
/// stores it in `score_lines` beside the paper log's columns, which stay as the card's
/// summary (what `log list`, the statistics and the CSV read). A mission logged before has
/// no lines: it gets one line per paper-log column (filled in by [`fill_score_lines`]), so
/// every point it kept is still on its card.
const MIGRATE_2_TO_3: &str = "
CREATE TABLE score_lines (
    mission_id INTEGER NOT NULL REFERENCES missions(id),
    position   INTEGER NOT NULL,
    kind       TEXT NOT NULL,
    label      TEXT NOT NULL,
    points     INTEGER NOT NULL,
    counted    INTEGER NOT NULL,
    PRIMARY KEY (mission_id, position)
);
";

/// Version 3 to 4: each mission keeps its debrief line by line.
///
/// The debrief (why the mission went as it did, `sitting-duck debrief`) is stored as the app
/// made it: each line with the index of the event-log entry it is about, its turn, its
/// section, its words and the points it cost. A mission logged before has no lines here; its
/// game file and event log are kept, so the debrief can still be made from them (`log show`
/// does).
const MIGRATE_3_TO_4: &str = "
CREATE TABLE debrief_lines (
    mission_id INTEGER NOT NULL REFERENCES missions(id),
    position   INTEGER NOT NULL,
    entry      INTEGER NOT NULL,
    turn       INTEGER NOT NULL,
    section    TEXT NOT NULL,
    text       TEXT NOT NULL,
    points     INTEGER,
    PRIMARY KEY (mission_id, position)
);
";

/// Version 4 to 5: campaigns (the Exploration Campaign, RULINGS.md C1-C9).
///
/// A campaign is a crew's run of up to three missions with one ship; each of its missions
/// points at it (`campaign_id`, `campaign_position` 1-3) and keeps the ship it started from
/// (`starting_damage`, JSON) and the repairs the crew made after it (`repairs`, JSON list of
/// words). Missions logged before are single missions: the new columns stay NULL and nothing
/// else changes.
const MIGRATE_4_TO_5: &str = "
CREATE TABLE campaigns (
    id         INTEGER PRIMARY KEY,
    crew_id    INTEGER NOT NULL REFERENCES crews(id),
    started_at TEXT NOT NULL,
    planned    INTEGER NOT NULL CHECK (planned BETWEEN 1 AND 3),
    status     TEXT NOT NULL CHECK (status IN ('flying', 'stopped', 'lost', 'complete'))
);
CREATE INDEX campaigns_by_crew ON campaigns(crew_id);
ALTER TABLE missions ADD COLUMN campaign_id INTEGER REFERENCES campaigns(id);
ALTER TABLE missions ADD COLUMN campaign_position INTEGER;
ALTER TABLE missions ADD COLUMN starting_damage TEXT;
ALTER TABLE missions ADD COLUMN repairs TEXT;
CREATE INDEX missions_by_campaign ON missions(campaign_id);
";

/// Version 5 to 6: The New Frontier (the modules played, red threats, specializations).
///
/// Each mission keeps the modules it was played with (`modules`: their game-file words
/// separated by spaces, NULL for the base game) and each crew member the specialization
/// they held (`mission_crew.specialization`: its name and level, NULL for none). The
/// difficulty columns accept the New Frontier's red level: any non-empty set of `1`, `2`
/// and `3` joined by `+`. SQLite cannot change a CHECK in place, so `missions` is rebuilt
/// with every row and index as it was (the caller runs this with foreign keys off and
/// checks them before committing). Missions logged before are base-game missions.
const MIGRATE_5_TO_6: &str = "
CREATE TABLE missions_v6 (
    id                  INTEGER PRIMARY KEY,
    crew_id             INTEGER NOT NULL REFERENCES crews(id),
    played_at           TEXT NOT NULL,
    track               TEXT,
    soundtrack          TEXT,
    common_difficulty   TEXT NOT NULL CHECK (common_difficulty IN
                            ('1', '2', '1+2', '3', '1+3', '2+3', '1+2+3')),
    serious_difficulty  TEXT NOT NULL CHECK (serious_difficulty IN
                            ('1', '2', '1+2', '3', '1+3', '2+3', '1+2+3')),
    outcome             TEXT NOT NULL CHECK (outcome IN ('won', 'lost')),
    destroyed_by        TEXT,
    survived_points     INTEGER NOT NULL,
    destroyed_points    INTEGER NOT NULL,
    visual_confirmation INTEGER NOT NULL,
    damage_penalty      INTEGER NOT NULL,
    knock_out_penalty   INTEGER NOT NULL,
    battlebot_penalty   INTEGER NOT NULL,
    total               INTEGER,
    seed                INTEGER NOT NULL,
    game_yaml           TEXT NOT NULL,
    event_log           TEXT NOT NULL,
    result_json         TEXT NOT NULL,
    played_at_unix      INTEGER,
    campaign_id         INTEGER REFERENCES campaigns(id),
    campaign_position   INTEGER,
    starting_damage     TEXT,
    repairs             TEXT,
    modules             TEXT
);
INSERT INTO missions_v6 (id, crew_id, played_at, track, soundtrack, common_difficulty,
        serious_difficulty, outcome, destroyed_by, survived_points, destroyed_points,
        visual_confirmation, damage_penalty, knock_out_penalty, battlebot_penalty, total,
        seed, game_yaml, event_log, result_json, played_at_unix, campaign_id,
        campaign_position, starting_damage, repairs)
    SELECT id, crew_id, played_at, track, soundtrack, common_difficulty,
        serious_difficulty, outcome, destroyed_by, survived_points, destroyed_points,
        visual_confirmation, damage_penalty, knock_out_penalty, battlebot_penalty, total,
        seed, game_yaml, event_log, result_json, played_at_unix, campaign_id,
        campaign_position, starting_damage, repairs
    FROM missions;
DROP TABLE missions;
ALTER TABLE missions_v6 RENAME TO missions;
CREATE INDEX missions_by_crew ON missions(crew_id);
CREATE INDEX missions_by_time ON missions(played_at_unix);
CREATE INDEX missions_by_campaign ON missions(campaign_id);
ALTER TABLE mission_crew ADD COLUMN specialization TEXT;
";

/// Version 6 to 7: careers (explorers, their runs and achievements; RULINGS.md CA1-CA16).
///
/// An explorer is a person's sheet (`explorers`, with the specializations learned in
/// `explorer_specializations`); a run is one mission or one whole campaign, settled once
/// (`runs`, keyed by its mission or its campaign); what it did to each explorer is a row of
/// `run_explorers`; each achievement earned is a row of `explorer_achievements`. A mission
/// keeps the facts the rules read (`missions.run_facts`, JSON) and which explorer sat in
/// each seat (`mission_crew.explorer_id`). Missions logged before have neither: no run.
const MIGRATE_6_TO_7: &str = "
CREATE TABLE explorers (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    cloning    INTEGER NOT NULL DEFAULT 1,
    level      INTEGER NOT NULL DEFAULT 0 CHECK (level BETWEEN 0 AND 30),
    boxes      INTEGER NOT NULL DEFAULT 0 CHECK (boxes >= 0),
    xp         INTEGER NOT NULL DEFAULT 0,
    clones     INTEGER NOT NULL DEFAULT 0,
    dead       INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE TABLE explorer_specializations (
    explorer_id    INTEGER NOT NULL REFERENCES explorers(id),
    specialization TEXT NOT NULL,
    level          INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
    PRIMARY KEY (explorer_id, specialization)
);
CREATE TABLE runs (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('mission', 'campaign', 'training')),
    mission_id      INTEGER UNIQUE REFERENCES missions(id),
    campaign_id     INTEGER UNIQUE REFERENCES campaigns(id),
    settled_at      TEXT NOT NULL,
    settled_at_unix INTEGER,
    survived        INTEGER NOT NULL,
    score           INTEGER NOT NULL,
    flown           INTEGER NOT NULL,
    planned         INTEGER NOT NULL,
    CHECK ((mission_id IS NULL) <> (campaign_id IS NULL))
);
CREATE TABLE run_explorers (
    run_id         INTEGER NOT NULL REFERENCES runs(id),
    explorer_id    INTEGER NOT NULL REFERENCES explorers(id),
    run_xp         INTEGER NOT NULL,
    achievement_xp INTEGER NOT NULL,
    level_before   INTEGER NOT NULL,
    boxes_before   INTEGER NOT NULL,
    level_after    INTEGER NOT NULL,
    boxes_after    INTEGER NOT NULL,
    clone_lost     INTEGER NOT NULL,
    died           INTEGER NOT NULL,
    PRIMARY KEY (run_id, explorer_id)
);
CREATE INDEX run_explorers_by_explorer ON run_explorers(explorer_id);
CREATE TABLE explorer_achievements (
    explorer_id INTEGER NOT NULL REFERENCES explorers(id),
    achievement TEXT NOT NULL,
    run_id      INTEGER NOT NULL REFERENCES runs(id),
    xp          INTEGER NOT NULL,
    attested    INTEGER NOT NULL,
    PRIMARY KEY (explorer_id, achievement)
);
ALTER TABLE missions ADD COLUMN run_facts TEXT;
ALTER TABLE mission_crew ADD COLUMN explorer_id INTEGER REFERENCES explorers(id);
";

/// Version 7 to 8: each mission keeps the transcript of its Action Round line by line.
///
/// What the ship's computer announced (each announcement's mission time in milliseconds and
/// its words, as the app's screen showed them), written when the app saves a mission it
/// played. A mission logged before, or resolved from a game file, has no lines: its report
/// has no transcript.
const MIGRATE_7_TO_8: &str = "
CREATE TABLE transcript_lines (
    mission_id INTEGER NOT NULL REFERENCES missions(id),
    position   INTEGER NOT NULL,
    at_ms      INTEGER NOT NULL,
    text       TEXT NOT NULL,
    PRIMARY KEY (mission_id, position)
);
";

/// Version 8 to 9: each mission keeps how its action cards were dealt, when the crew played
/// the Action Round with the app's cards (on the phones, or solo on the host): JSON with
/// `on` (`phones` or `host`), `players_on_phones` (names) and `deal` (every packet, as
/// `sitting-duck deal --json` prints it). NULL for a mission played with the box's cards.
const MIGRATE_8_TO_9: &str = "
ALTER TABLE missions ADD COLUMN dealt TEXT;
";

/// Version 9 to 10: each mission keeps the homebrew threat cards its game file names, as a
/// card file's YAML, so it replays after the card file is gone. NULL for a mission of
/// shipped cards only, and for every mission logged before (their card files were not kept).
const MIGRATE_9_TO_10: &str = "
ALTER TABLE missions ADD COLUMN cards TEXT;
";

/// Brings the log from `from` up to [`SCHEMA_VERSION`] inside the caller's transaction.
///
/// Version 0 is an empty file: it gets the version 1 schema first.
pub fn migrate(tx: &Transaction<'_>, from: i64) -> rusqlite::Result<()> {
    migrate_to(tx, from, SCHEMA_VERSION)
}

/// Brings the log from `from` up to `to`.
fn migrate_to(tx: &Transaction<'_>, from: i64, to: i64) -> rusqlite::Result<()> {
    let mut version = from;
    while version < to {
        match version {
            0 => tx.execute_batch(SCHEMA_V1)?,
            1 => {
                tx.execute_batch(MIGRATE_1_TO_2)?;
                fill_played_at_unix(tx)?;
            }
            2 => {
                tx.execute_batch(MIGRATE_2_TO_3)?;
                fill_score_lines(tx)?;
            }
            3 => tx.execute_batch(MIGRATE_3_TO_4)?,
            4 => tx.execute_batch(MIGRATE_4_TO_5)?,
            5 => tx.execute_batch(MIGRATE_5_TO_6)?,
            6 => tx.execute_batch(MIGRATE_6_TO_7)?,
            7 => tx.execute_batch(MIGRATE_7_TO_8)?,
            8 => tx.execute_batch(MIGRATE_8_TO_9)?,
            9 => tx.execute_batch(MIGRATE_9_TO_10)?,
            _ => {}
        }
        version += 1;
        tx.pragma_update(None, "user_version", version)?;
    }
    Ok(())
}

/// Sets `played_at_unix` from `played_at` wherever it is missing. A date that does not
/// parse (a hand-edited log) stays NULL and sorts by its text instead.
fn fill_played_at_unix(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    let rows: Vec<(i64, String)> = {
        let mut stmt =
            tx.prepare("SELECT id, played_at FROM missions WHERE played_at_unix IS NULL")?;
        stmt.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?
    };
    let mut update = tx.prepare("UPDATE missions SET played_at_unix = ?1 WHERE id = ?2")?;
    for (id, played_at) in rows {
        if let Some(instant) = parse_rfc3339(&played_at) {
            update.execute((instant, id))?;
        }
    }
    Ok(())
}

/// Gives every mission without score lines the lines of its paper-log columns.
fn fill_score_lines(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    type Row = (i64, String, Option<String>, [i32; 6], Option<i32>);
    let rows: Vec<Row> = {
        let mut stmt = tx.prepare(
            "SELECT id, outcome, destroyed_by, survived_points, destroyed_points,
                    visual_confirmation, damage_penalty, knock_out_penalty, battlebot_penalty,
                    total
             FROM missions
             WHERE NOT EXISTS (SELECT 1 FROM score_lines l WHERE l.mission_id = missions.id)",
        )?;
        stmt.query_map([], |row| {
            Ok((
                row.get(0)?,
                row.get(1)?,
                row.get(2)?,
                [
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                    row.get(6)?,
                    row.get(7)?,
                    row.get(8)?,
                ],
                row.get(9)?,
            ))
        })?
        .collect::<rusqlite::Result<_>>()?
    };
    for (id, outcome, destroyed_by, columns, total) in rows {
        let outcome = Outcome::from_word(&outcome).unwrap_or(Outcome::Lost);
        let card = card_from_columns(outcome, destroyed_by, columns, total);
        insert_lines(tx, id, &card)?;
    }
    Ok(())
}

/// Writes a card's lines for one mission.
pub(crate) fn insert_lines(
    tx: &Transaction<'_>,
    mission: i64,
    card: &engine::ScoreCard,
) -> rusqlite::Result<()> {
    let mut insert = tx.prepare(
        "INSERT INTO score_lines (mission_id, position, kind, label, points, counted)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    for (position, line) in card.lines.iter().enumerate() {
        insert.execute(rusqlite::params![
            mission,
            i64::try_from(position).unwrap_or(i64::MAX),
            line.kind.word(),
            words::score::line_text(line),
            line.points,
            line.counted,
        ])?;
    }
    Ok(())
}

/// Writes a mission's debrief lines.
pub(crate) fn insert_debrief(
    tx: &Transaction<'_>,
    mission: i64,
    lines: &[crate::DebriefLine],
) -> rusqlite::Result<()> {
    let mut insert = tx.prepare(
        "INSERT INTO debrief_lines (mission_id, position, entry, turn, section, text, points)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for (position, line) in lines.iter().enumerate() {
        insert.execute(rusqlite::params![
            mission,
            i64::try_from(position).unwrap_or(i64::MAX),
            i64::try_from(line.entry).unwrap_or(i64::MAX),
            line.turn,
            line.section,
            line.text,
            line.points,
        ])?;
    }
    Ok(())
}

/// Writes a mission's transcript lines.
pub(crate) fn insert_transcript(
    tx: &Transaction<'_>,
    mission: i64,
    lines: &[crate::TranscriptLine],
) -> rusqlite::Result<()> {
    let mut insert = tx.prepare(
        "INSERT INTO transcript_lines (mission_id, position, at_ms, text)
         VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (position, line) in lines.iter().enumerate() {
        insert.execute(rusqlite::params![
            mission,
            i64::try_from(position).unwrap_or(i64::MAX),
            i64::try_from(line.at_ms).unwrap_or(i64::MAX),
            line.text,
        ])?;
    }
    Ok(())
}

/// What is wrong with the tables of a log at schema `version`, in words (`None`: nothing).
///
/// The log's tables and columns are compared with those the migrations make for that
/// version, built in memory. Extra tables or columns are let be; a missing table or column,
/// or a column of another type, means the file cannot be read as a ship's log.
pub(crate) fn schema_problem(conn: &Connection, version: i64) -> rusqlite::Result<Option<String>> {
    let mut expected = Connection::open_in_memory()?;
    expected.pragma_update(None, "foreign_keys", false)?;
    {
        let tx = expected.transaction()?;
        migrate_to(&tx, 0, version)?;
        tx.commit()?;
    }
    let want = tables(&expected)?;
    let have = tables(conn)?;
    for (table, columns) in &want {
        let Some((_, found)) = have.iter().find(|(name, _)| name == table) else {
            return Ok(Some(format!("the table `{table}` is missing")));
        };
        for (column, kind) in columns {
            match found.iter().find(|(name, _)| name == column) {
                None => {
                    return Ok(Some(format!(
                        "the table `{table}` has no column `{column}`"
                    )));
                }
                Some((_, other)) if !other.eq_ignore_ascii_case(kind) => {
                    return Ok(Some(format!(
                        "the column `{table}.{column}` holds {other} instead of {kind}"
                    )));
                }
                Some(_) => {}
            }
        }
    }
    Ok(None)
}

/// Each table with its columns (name, declared type), by name.
type Tables = Vec<(String, Vec<(String, String)>)>;

fn tables(conn: &Connection) -> rusqlite::Result<Tables> {
    let names: Vec<String> = {
        let mut stmt = conn.prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             ORDER BY name",
        )?;
        stmt.query_map([], |row| row.get(0))?
            .collect::<rusqlite::Result<_>>()?
    };
    names
        .into_iter()
        .map(|name| {
            let mut stmt = conn.prepare("SELECT name, type FROM pragma_table_info(?1)")?;
            let columns = stmt
                .query_map([&name], |row| Ok((row.get(0)?, row.get(1)?)))?
                .collect::<rusqlite::Result<_>>()?;
            Ok((name, columns))
        })
        .collect()
}
