//! Reading the log back: the missions table, one mission, and each crew's page figures
//! (missions played and won, best score per track, failures, scores over time).

use rusqlite::{OptionalExtension, Row};
use serde::{Deserialize, Serialize};

use engine::{CardResult, LineKind, ScoreCard, ScoreLine, Subject};

use crate::{
    CrewEntry, Difficulty, LogError, MissionId, MissionRecord, Outcome, ShipLog,
    logbook::seed_from_sql,
};

/// A logged mission: its id and the record as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedMission {
    /// The mission's id in the log.
    pub id: MissionId,
    /// The record; `crew_name` is always the name of the page it is filed on.
    #[serde(flatten)]
    pub record: MissionRecord,
}

/// One row of the missions table: what a list shows, without the game file and event log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissionSummary {
    /// The mission's id in the log.
    pub id: MissionId,
    /// The crew's page.
    pub crew: String,
    /// When it was played (RFC 3339, as logged).
    pub played_at: String,
    /// The mission track's name.
    pub track: Option<String>,
    /// Difficulty of the common threats.
    pub common_difficulty: Difficulty,
    /// Difficulty of the serious threats.
    pub serious_difficulty: Difficulty,
    /// The New Frontier modules played (none: the base game).
    #[serde(default, with = "crate::modules::list")]
    pub modules: engine::Modules,
    /// Won or lost.
    pub outcome: Outcome,
    /// The threat that destroyed the ship, for a lost mission.
    pub destroyed_by: Option<String>,
    /// The score; `None` when lost.
    pub total: Option<i32>,
}

/// Which missions [`ShipLog::list`] returns; the default is all of them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MissionFilter {
    /// Only this crew's page.
    pub crew: Option<String>,
    /// Only missions won, or only missions lost.
    pub outcome: Option<Outcome>,
    /// Only this mission track.
    pub track: Option<String>,
}

/// A crew's page figures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CrewStats {
    /// The crew's page.
    pub crew: String,
    /// Missions logged.
    pub missions_played: u32,
    /// Missions won.
    pub missions_won: u32,
    /// Mean score of the missions won; `None` before the first win.
    pub average_score: Option<f64>,
    /// The best score on each track, by track name (missions without a track last).
    pub best_by_track: Vec<TrackBest>,
}

/// The best score a crew made on one track.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrackBest {
    /// The track's name; `None` for missions played without a track.
    pub track: Option<String>,
    /// The best total.
    pub best: i32,
    /// The mission that made it (the earliest, on a tie).
    pub mission: MissionId,
}

/// A lost mission and what destroyed the ship.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    /// The mission's id in the log.
    pub id: MissionId,
    /// The crew's page.
    pub crew: String,
    /// When it was played.
    pub played_at: String,
    /// The mission track's name.
    pub track: Option<String>,
    /// The threat that destroyed the ship, when one did.
    pub destroyed_by: Option<String>,
}

/// One point of the scores-over-time plot: a won mission's total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScorePoint {
    /// The mission's id in the log.
    pub id: MissionId,
    /// The crew's page.
    pub crew: String,
    /// When it was played, as logged.
    pub played_at: String,
    /// The same instant in Unix seconds (`None` only for a hand-edited date).
    pub played_at_unix: Option<i64>,
    /// The mission track's name.
    pub track: Option<String>,
    /// The score.
    pub total: i32,
}

/// Missions in the order they were played; ties (and unparsable dates) by id.
const PLAYED_ORDER: &str = "ORDER BY m.played_at_unix IS NULL, m.played_at_unix, m.id";

impl ShipLog {
    /// The crews' pages, by name.
    pub fn crews(&self) -> Result<Vec<String>, LogError> {
        let mut stmt = self
            .conn
            .prepare("SELECT name FROM crews ORDER BY name")
            .map_err(|e| self.sql(e))?;
        let names = stmt
            .query_map([], |row| row.get(0))
            .and_then(Iterator::collect)
            .map_err(|e| self.sql(e))?;
        Ok(names)
    }

    /// The missions table: every mission that passes `filter`, in the order played.
    pub fn list(&self, filter: &MissionFilter) -> Result<Vec<MissionSummary>, LogError> {
        let sql = format!(
            "SELECT m.id, c.name, m.played_at, m.track, m.common_difficulty,
                    m.serious_difficulty, m.outcome, m.destroyed_by, m.total, m.modules
             FROM missions m JOIN crews c ON c.id = m.crew_id
             WHERE (?1 IS NULL OR c.name = ?1)
               AND (?2 IS NULL OR m.outcome = ?2)
               AND (?3 IS NULL OR m.track = ?3)
             {PLAYED_ORDER}"
        );
        let mut stmt = self.conn.prepare(&sql).map_err(|e| self.sql(e))?;
        let rows = stmt
            .query_map(
                (
                    filter.crew.as_deref(),
                    filter.outcome.map(Outcome::word),
                    filter.track.as_deref(),
                ),
                |row| {
                    Ok((
                        row.get::<_, i64>(0)?,
                        row.get::<_, String>(1)?,
                        row.get::<_, String>(2)?,
                        row.get::<_, Option<String>>(3)?,
                        row.get::<_, String>(4)?,
                        row.get::<_, String>(5)?,
                        row.get::<_, String>(6)?,
                        row.get::<_, Option<String>>(7)?,
                        row.get::<_, Option<i32>>(8)?,
                        row.get::<_, Option<String>>(9)?,
                    ))
                },
            )
            .and_then(Iterator::collect::<rusqlite::Result<Vec<_>>>)
            .map_err(|e| self.sql(e))?;
        rows.into_iter()
            .map(
                |(id, crew, played_at, track, common, serious, outcome, by, total, modules)| {
                    Ok(MissionSummary {
                        id,
                        crew,
                        played_at,
                        track,
                        common_difficulty: self.difficulty(id, "common_difficulty", &common)?,
                        serious_difficulty: self.difficulty(id, "serious_difficulty", &serious)?,
                        modules: self.modules(id, modules.as_deref())?,
                        outcome: self.outcome(id, &outcome)?,
                        destroyed_by: by,
                        total,
                    })
                },
            )
            .collect()
    }

    /// One mission with everything logged about it, or `None` when there is no such id.
    pub fn get(&self, id: MissionId) -> Result<Option<LoggedMission>, LogError> {
        let row = self
            .conn
            .query_row(
                "SELECT c.name, m.played_at, m.track, m.soundtrack, m.common_difficulty,
                        m.serious_difficulty, m.outcome, m.destroyed_by, m.total, m.seed,
                        m.game_yaml, m.event_log, m.result_json, m.modules, m.dealt,
                        m.cards
                 FROM missions m JOIN crews c ON c.id = m.crew_id WHERE m.id = ?1",
                [id],
                StoredMission::from_row,
            )
            .optional()
            .map_err(|e| self.sql(e))?;
        let Some(stored) = row else {
            return Ok(None);
        };
        let crew = self.roster(id)?;
        let result = match (self.outcome(id, &stored.outcome)?, stored.total) {
            (Outcome::Won, Some(total)) => CardResult::Total(total),
            (Outcome::Won, None) => {
                return Err(LogError::BadStoredValue {
                    path: self.path.clone(),
                    mission: id,
                    field: "total",
                    detail: "a won mission without its score".to_owned(),
                });
            }
            (Outcome::Lost, _) => CardResult::NoScore {
                destroyed_by: stored.destroyed_by,
            },
        };
        let score = ScoreCard {
            lines: self.score_lines(id)?,
            result,
        };
        Ok(Some(LoggedMission {
            id,
            record: MissionRecord {
                crew,
                crew_name: Some(stored.crew_name),
                played_at: stored.played_at,
                track: stored.track,
                soundtrack: stored.soundtrack,
                common_difficulty: self.difficulty(id, "common_difficulty", &stored.common)?,
                serious_difficulty: self.difficulty(id, "serious_difficulty", &stored.serious)?,
                modules: self.modules(id, stored.modules.as_deref())?,
                score,
                seed: seed_from_sql(stored.seed),
                game_yaml: stored.game_yaml,
                event_log: stored.event_log,
                result_json: stored.result_json,
                debrief: self.debrief_lines(id)?,
                transcript: self.transcript_lines(id)?,
                dealt: self.dealt(id, stored.dealt.as_deref())?,
                cards: stored.cards,
            },
        }))
    }

    /// Every mission with everything logged, in the order played (for export).
    pub fn all(&self) -> Result<Vec<LoggedMission>, LogError> {
        let ids: Vec<MissionId> = {
            let sql = format!("SELECT m.id FROM missions m {PLAYED_ORDER}");
            let mut stmt = self.conn.prepare(&sql).map_err(|e| self.sql(e))?;
            stmt.query_map([], |row| row.get(0))
                .and_then(Iterator::collect)
                .map_err(|e| self.sql(e))?
        };
        Ok(ids
            .into_iter()
            .map(|id| self.get(id))
            .collect::<Result<Vec<_>, _>>()?
            .into_iter()
            .flatten()
            .collect())
    }

    /// The page figures of one crew, or `None` when there is no such page.
    pub fn crew_stats(&self, crew: &str) -> Result<Option<CrewStats>, LogError> {
        let counts = self
            .conn
            .query_row(
                "SELECT c.id, count(m.id), count(m.total), avg(m.total)
                 FROM crews c LEFT JOIN missions m ON m.crew_id = c.id
                 WHERE c.name = ?1 GROUP BY c.id",
                [crew],
                |row| {
                    Ok((
                        row.get::<_, i64>(0)?,
                        row.get::<_, u32>(1)?,
                        row.get::<_, u32>(2)?,
                        row.get::<_, Option<f64>>(3)?,
                    ))
                },
            )
            .optional()
            .map_err(|e| self.sql(e))?;
        let Some((crew_id, played, won, average)) = counts else {
            return Ok(None);
        };
        // SQLite fills the bare `id` from the row that holds the MAX (the first such row,
        // scanning in id order, on a tie).
        let mut stmt = self
            .conn
            .prepare(
                "SELECT track, max(total), id FROM missions
                 WHERE crew_id = ?1 AND total IS NOT NULL
                 GROUP BY track ORDER BY track IS NULL, track",
            )
            .map_err(|e| self.sql(e))?;
        let best_by_track = stmt
            .query_map([crew_id], |row| {
                Ok(TrackBest {
                    track: row.get(0)?,
                    best: row.get(1)?,
                    mission: row.get(2)?,
                })
            })
            .and_then(Iterator::collect)
            .map_err(|e| self.sql(e))?;
        Ok(Some(CrewStats {
            crew: crew.to_owned(),
            missions_played: played,
            missions_won: won,
            average_score: average,
            best_by_track,
        }))
    }

    /// The page figures of every crew, by name.
    pub fn stats(&self) -> Result<Vec<CrewStats>, LogError> {
        let mut all = Vec::new();
        for crew in self.crews()? {
            all.extend(self.crew_stats(&crew)?);
        }
        Ok(all)
    }

    /// The failed missions (of one crew, or all) in the order played, with what destroyed
    /// the ship.
    pub fn failures(&self, crew: Option<&str>) -> Result<Vec<Failure>, LogError> {
        let sql = format!(
            "SELECT m.id, c.name, m.played_at, m.track, m.destroyed_by
             FROM missions m JOIN crews c ON c.id = m.crew_id
             WHERE m.outcome = 'lost' AND (?1 IS NULL OR c.name = ?1)
             {PLAYED_ORDER}"
        );
        let mut stmt = self.conn.prepare(&sql).map_err(|e| self.sql(e))?;
        let failures = stmt
            .query_map([crew], |row| {
                Ok(Failure {
                    id: row.get(0)?,
                    crew: row.get(1)?,
                    played_at: row.get(2)?,
                    track: row.get(3)?,
                    destroyed_by: row.get(4)?,
                })
            })
            .and_then(Iterator::collect)
            .map_err(|e| self.sql(e))?;
        Ok(failures)
    }

    /// The won missions' scores (of one crew, or all) in the order played, for a plot.
    pub fn scores_over_time(&self, crew: Option<&str>) -> Result<Vec<ScorePoint>, LogError> {
        let sql = format!(
            "SELECT m.id, c.name, m.played_at, m.played_at_unix, m.track, m.total
             FROM missions m JOIN crews c ON c.id = m.crew_id
             WHERE m.total IS NOT NULL AND (?1 IS NULL OR c.name = ?1)
             {PLAYED_ORDER}"
        );
        let mut stmt = self.conn.prepare(&sql).map_err(|e| self.sql(e))?;
        let points = stmt
            .query_map([crew], |row| {
                Ok(ScorePoint {
                    id: row.get(0)?,
                    crew: row.get(1)?,
                    played_at: row.get(2)?,
                    played_at_unix: row.get(3)?,
                    track: row.get(4)?,
                    total: row.get(5)?,
                })
            })
            .and_then(Iterator::collect)
            .map_err(|e| self.sql(e))?;
        Ok(points)
    }

    /// The crew of one mission, in seating order.
    fn roster(&self, mission: MissionId) -> Result<Vec<CrewEntry>, LogError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT cm.name, mc.color, mc.captain, mc.communications_officer,
                        mc.security_chief, mc.android, mc.specialization
                 FROM mission_crew mc JOIN crew_members cm ON cm.id = mc.member_id
                 WHERE mc.mission_id = ?1 ORDER BY mc.position",
            )
            .map_err(|e| self.sql(e))?;
        let crew = stmt
            .query_map([mission], |row| {
                Ok(CrewEntry {
                    name: row.get(0)?,
                    color: row.get(1)?,
                    captain: row.get(2)?,
                    communications_officer: row.get(3)?,
                    security_chief: row.get(4)?,
                    android: row.get(5)?,
                    specialization: row.get(6)?,
                })
            })
            .and_then(Iterator::collect)
            .map_err(|e| self.sql(e))?;
        Ok(crew)
    }

    /// The debrief lines of one mission, in order (none for a mission logged before).
    fn debrief_lines(&self, mission: MissionId) -> Result<Vec<crate::DebriefLine>, LogError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT entry, turn, section, text, points FROM debrief_lines
                 WHERE mission_id = ?1 ORDER BY position",
            )
            .map_err(|e| self.sql(e))?;
        stmt.query_map([mission], |row| {
            Ok(crate::DebriefLine {
                entry: usize::try_from(row.get::<_, i64>(0)?).unwrap_or(usize::MAX),
                turn: row.get(1)?,
                section: row.get(2)?,
                text: row.get(3)?,
                points: row.get(4)?,
            })
        })
        .and_then(Iterator::collect::<rusqlite::Result<Vec<_>>>)
        .map_err(|e| self.sql(e))
    }

    /// The transcript of one mission, in order (none for a mission logged before, or whose
    /// Action Round was not played in the app).
    fn transcript_lines(&self, mission: MissionId) -> Result<Vec<crate::TranscriptLine>, LogError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT at_ms, text FROM transcript_lines
                 WHERE mission_id = ?1 ORDER BY position",
            )
            .map_err(|e| self.sql(e))?;
        stmt.query_map([mission], |row| {
            Ok(crate::TranscriptLine {
                at_ms: u64::try_from(row.get::<_, i64>(0)?).unwrap_or(0),
                text: row.get(1)?,
            })
        })
        .and_then(Iterator::collect::<rusqlite::Result<Vec<_>>>)
        .map_err(|e| self.sql(e))
    }

    /// The score-card lines of one mission, in order.
    fn score_lines(&self, mission: MissionId) -> Result<Vec<ScoreLine>, LogError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT kind, label, points, counted FROM score_lines
                 WHERE mission_id = ?1 ORDER BY position",
            )
            .map_err(|e| self.sql(e))?;
        let rows = stmt
            .query_map([mission], |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, i32>(2)?,
                    row.get::<_, bool>(3)?,
                ))
            })
            .and_then(Iterator::collect::<rusqlite::Result<Vec<_>>>)
            .map_err(|e| self.sql(e))?;
        rows.into_iter()
            .map(|(kind, label, points, counted)| {
                let kind = LineKind::from_word(&kind).ok_or_else(|| LogError::BadStoredValue {
                    path: self.path.clone(),
                    mission,
                    field: "score_lines.kind",
                    detail: format!("{kind:?} is not a kind of score-card line"),
                })?;
                // The log keeps the words the crew saw, in their language at the time.
                Ok(ScoreLine {
                    kind,
                    subject: Subject::Written(label),
                    points,
                    counted,
                })
            })
            .collect()
    }

    fn difficulty(
        &self,
        mission: MissionId,
        field: &'static str,
        mark: &str,
    ) -> Result<Difficulty, LogError> {
        Difficulty::from_mark(mark).ok_or_else(|| LogError::BadStoredValue {
            path: self.path.clone(),
            mission,
            field,
            detail: format!("{mark:?} is not 1, 2, 3 or levels joined by +"),
        })
    }

    /// The modules of a mission (NULL: the base game).
    fn modules(
        &self,
        mission: MissionId,
        words: Option<&str>,
    ) -> Result<engine::Modules, LogError> {
        crate::modules::parse(words.unwrap_or_default()).map_err(|detail| {
            LogError::BadStoredValue {
                path: self.path.clone(),
                mission,
                field: "modules",
                detail,
            }
        })
    }

    /// The stored deal (JSON), when the app's cards were played.
    fn dealt(
        &self,
        mission: MissionId,
        text: Option<&str>,
    ) -> Result<Option<serde_json::Value>, LogError> {
        text.map(|t| {
            serde_json::from_str(t).map_err(|e| LogError::BadStoredValue {
                path: self.path.clone(),
                mission,
                field: "dealt",
                detail: e.to_string(),
            })
        })
        .transpose()
    }

    fn outcome(&self, mission: MissionId, word: &str) -> Result<Outcome, LogError> {
        Outcome::from_word(word).ok_or_else(|| LogError::BadStoredValue {
            path: self.path.clone(),
            mission,
            field: "outcome",
            detail: format!("{word:?} is not won or lost"),
        })
    }
}

/// A `missions` row as stored, before its text fields are checked.
struct StoredMission {
    crew_name: String,
    played_at: String,
    track: Option<String>,
    soundtrack: Option<String>,
    common: String,
    serious: String,
    outcome: String,
    destroyed_by: Option<String>,
    total: Option<i32>,
    seed: i64,
    game_yaml: String,
    event_log: String,
    result_json: String,
    modules: Option<String>,
    dealt: Option<String>,
    cards: Option<String>,
}

impl StoredMission {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<StoredMission> {
        Ok(StoredMission {
            crew_name: row.get(0)?,
            played_at: row.get(1)?,
            track: row.get(2)?,
            soundtrack: row.get(3)?,
            common: row.get(4)?,
            serious: row.get(5)?,
            outcome: row.get(6)?,
            destroyed_by: row.get(7)?,
            total: row.get(8)?,
            seed: row.get(9)?,
            game_yaml: row.get(10)?,
            event_log: row.get(11)?,
            result_json: row.get(12)?,
            modules: row.get(13)?,
            dealt: row.get(14)?,
            cards: row.get(15)?,
        })
    }
}
