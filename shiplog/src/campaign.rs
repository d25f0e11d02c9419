//! Campaigns in the log (schema 5): a crew's run of up to three missions with one ship
//! (RULINGS.md C1-C9). A campaign's missions are ordinary missions of the log, linked to it,
//! each with the ship it started from and the repairs made after it; the campaign score is
//! computed from their score columns by the engine's [`CampaignScore::of`].

use std::collections::BTreeMap;

use engine::{
    CampaignScore, DamageTile, Score, StartingDamage, Station, Zone, campaign::MAX_MISSIONS,
};
use rusqlite::OptionalExtension;
use serde_json::Value;

use crate::{
    CampaignId, LogError, MissionId, MissionRecord, Outcome, ShipLog, logbook::insert_mission,
    transaction::Sql,
};

/// Where a campaign stands; its word (`flying`, ...) is stored in the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
pub enum CampaignStatus {
    /// More missions may be flown.
    Flying,
    /// The crew stopped after a mission: scored on the missions flown (C1).
    Stopped,
    /// A mission was lost: no score (C8).
    Lost,
    /// All the planned missions were flown.
    Complete,
}

impl CampaignStatus {
    /// The word stored in the log and printed.
    pub fn word(self) -> &'static str {
        self.into()
    }

    fn from_word(w: &str) -> Option<CampaignStatus> {
        w.parse().ok()
    }
}

/// One mission of a campaign as the campaign page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CampaignMission {
    /// The mission's id in the log.
    pub id: MissionId,
    /// 1-3.
    pub position: u8,
    /// When it was played.
    pub played_at: String,
    /// The track.
    pub track: Option<String>,
    /// Won or lost.
    pub outcome: Outcome,
    /// Its own score (`None` when lost).
    pub score: Option<Score>,
    /// The ship it started from.
    pub starting_damage: StartingDamage,
    /// The repairs made after it, in words, in crew order.
    pub repairs: Vec<String>,
}

/// A campaign with its missions and score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Campaign {
    /// Its id.
    pub id: CampaignId,
    /// The crew's page.
    pub crew: String,
    /// When it started.
    pub started_at: String,
    /// The missions the crew set out to fly (1-3).
    pub planned: u8,
    /// Where it stands.
    pub status: CampaignStatus,
    /// The missions flown, in order.
    pub missions: Vec<CampaignMission>,
}

impl Campaign {
    /// The campaign score so far (the final score once it ended); `None` when lost or
    /// before its first mission (C7, C8).
    pub fn score(&self) -> Option<CampaignScore> {
        if self.status == CampaignStatus::Lost {
            return None;
        }
        let scores: Vec<Option<Score>> = self.missions.iter().map(|m| m.score).collect();
        CampaignScore::of(&scores)
    }

    /// Whether another mission may be flown.
    pub fn is_open(&self) -> bool {
        self.status == CampaignStatus::Flying && self.missions.len() < usize::from(self.planned)
    }
}

/// The ship a mission started from, as JSON: the `resolve --json` key (docs/formats.md §2.4).
pub use words::report::starting_damage_json;

/// Reads back [`starting_damage_json`]; `None` when it is not that shape.
pub fn starting_damage_from_json(v: &Value) -> Option<StartingDamage> {
    let mut tiles = BTreeMap::new();
    for (zone, list) in v.get("tiles")?.as_object()? {
        let zone = Zone::parse(zone)?;
        let list = list
            .as_array()?
            .iter()
            .map(|t| t.as_str().and_then(DamageTile::parse))
            .collect::<Option<Vec<_>>>()?;
        tiles.insert(zone, list);
    }
    let squad_at = match v.get("squad_at")? {
        Value::Null => None,
        s => Some(Station::parse(s.as_str()?)?),
    };
    Some(StartingDamage {
        tiles,
        disabled_squads: u8::try_from(v.get("disabled_squads")?.as_u64()?).ok()?,
        squad_at,
    })
}

impl ShipLog {
    /// Starts a campaign of `planned` missions (1-3) for a crew's page.
    ///
    /// # Errors
    /// [`LogError::Campaign`] for a number of missions outside 1-3; SQLite errors.
    pub fn start_campaign(
        &mut self,
        crew: &str,
        started_at: &str,
        planned: u8,
    ) -> Result<CampaignId, LogError> {
        if !(1..=MAX_MISSIONS).contains(&usize::from(planned)) {
            return Err(LogError::Campaign {
                detail: format!("{planned} missions: a campaign is 1 to {MAX_MISSIONS}"),
            });
        }
        self.write(|tx| {
            tx.execute(
                "INSERT INTO crews (name) VALUES (?1) ON CONFLICT (name) DO NOTHING",
                [crew],
            )?;
            tx.execute(
                "INSERT INTO campaigns (crew_id, started_at, planned, status)
                 SELECT id, ?2, ?3, 'flying' FROM crews WHERE name = ?1",
                (crew, started_at, planned),
            )?;
            Ok(tx.last_insert_rowid())
        })
    }

    /// Logs a mission of a campaign (in one transaction with its link): the next position,
    /// the ship it started from; a lost mission loses the campaign (C8), the last planned
    /// one completes it.
    ///
    /// # Errors
    /// [`LogError::Campaign`] when the campaign does not exist or is over (C1, C8);
    /// [`LogError::InvalidRecord`]; SQLite errors.
    pub fn append_to_campaign(
        &mut self,
        campaign: CampaignId,
        record: &MissionRecord,
        carried: &StartingDamage,
    ) -> Result<MissionId, LogError> {
        self.append_to_campaign_with(campaign, record, carried, |_, id, _, _| Ok(id))
    }

    /// [`ShipLog::append_to_campaign`], then `after` in the same transaction with the new
    /// mission's id and whether it ended the campaign (lost or complete).
    pub(crate) fn append_to_campaign_with<T>(
        &mut self,
        campaign: CampaignId,
        record: &MissionRecord,
        carried: &StartingDamage,
        after: impl FnOnce(&rusqlite::Transaction<'_>, MissionId, bool, Sql<'_>) -> Result<T, LogError>,
    ) -> Result<T, LogError> {
        let problems = record.problems();
        if !problems.is_empty() {
            return Err(LogError::InvalidRecord { problems });
        }
        let c = self.campaign(campaign)?.ok_or_else(|| LogError::Campaign {
            detail: format!("no campaign {campaign}"),
        })?;
        if !c.is_open() {
            return Err(LogError::Campaign {
                detail: format!(
                    "campaign {campaign} is {} after {} mission(s): no more missions",
                    c.status.word(),
                    c.missions.len()
                ),
            });
        }
        let position = c.missions.len() + 1;
        let status = if record.outcome() == Outcome::Lost {
            CampaignStatus::Lost
        } else if position == usize::from(c.planned) {
            CampaignStatus::Complete
        } else {
            CampaignStatus::Flying
        };
        self.write_with(|tx, sql| {
            let id = insert_mission(tx, record).map_err(|e| sql.err(e))?;
            let carried = serde_json::to_string(&starting_damage_json(carried))
                .map_err(|e| sql.err(rusqlite::Error::ToSqlConversionFailure(Box::new(e))))?;
            tx.execute(
                "UPDATE missions SET campaign_id = ?1, campaign_position = ?2, starting_damage = ?3
                 WHERE id = ?4",
                rusqlite::params![campaign, position as i64, carried, id],
            )
            .map_err(|e| sql.err(e))?;
            tx.execute(
                "UPDATE campaigns SET status = ?1 WHERE id = ?2",
                (status.word(), campaign),
            )
            .map_err(|e| sql.err(e))?;
            after(tx, id, status != CampaignStatus::Flying, sql)
        })
    }

    /// Records the repairs the crew made after a campaign's mission, in words.
    ///
    /// # Errors
    /// SQLite errors.
    pub fn set_repairs(&mut self, mission: MissionId, repairs: &[String]) -> Result<(), LogError> {
        let text = serde_json::to_string(repairs)
            .map_err(|e| self.sql(rusqlite::Error::ToSqlConversionFailure(Box::new(e))))?;
        self.conn
            .execute(
                "UPDATE missions SET repairs = ?1 WHERE id = ?2 AND campaign_id IS NOT NULL",
                (text, mission),
            )
            .map_err(|e| self.sql(e))?;
        Ok(())
    }

    /// Ends a flying campaign before its planned missions (C1): scored on the missions flown.
    ///
    /// # Errors
    /// SQLite errors.
    pub fn stop_campaign(&mut self, campaign: CampaignId) -> Result<(), LogError> {
        self.conn
            .execute(
                "UPDATE campaigns SET status = 'stopped' WHERE id = ?1 AND status = 'flying'",
                [campaign],
            )
            .map_err(|e| self.sql(e))?;
        Ok(())
    }

    /// Every campaign, of one crew's page or all, oldest first.
    ///
    /// # Errors
    /// SQLite errors; a stored value this build cannot read.
    pub fn campaigns(&self, crew: Option<&str>) -> Result<Vec<Campaign>, LogError> {
        let ids: Vec<CampaignId> = {
            let mut stmt = self
                .conn
                .prepare(
                    "SELECT k.id FROM campaigns k JOIN crews c ON c.id = k.crew_id
                     WHERE ?1 IS NULL OR c.name = ?1 ORDER BY k.id",
                )
                .map_err(|e| self.sql(e))?;
            stmt.query_map([crew], |row| row.get(0))
                .and_then(Iterator::collect)
                .map_err(|e| self.sql(e))?
        };
        let mut out = Vec::new();
        for id in ids {
            if let Some(c) = self.campaign(id)? {
                out.push(c);
            }
        }
        Ok(out)
    }

    /// One campaign with its missions, or `None`.
    ///
    /// # Errors
    /// SQLite errors; a stored value this build cannot read.
    pub fn campaign(&self, id: CampaignId) -> Result<Option<Campaign>, LogError> {
        read_campaign(&self.conn, &self.path, id)
    }
}

/// One campaign with its missions, or `None` (on any connection: the log's, or a
/// transaction's).
pub(crate) fn read_campaign(
    conn: &rusqlite::Connection,
    path: &std::path::Path,
    id: CampaignId,
) -> Result<Option<Campaign>, LogError> {
    let sql = Sql(path);
    let head = conn
        .query_row(
            "SELECT c.name, k.started_at, k.planned, k.status
                 FROM campaigns k JOIN crews c ON c.id = k.crew_id WHERE k.id = ?1",
            [id],
            |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, u8>(2)?,
                    row.get::<_, String>(3)?,
                ))
            },
        )
        .optional()
        .map_err(|e| sql.err(e))?;
    let Some((crew, started_at, planned, status)) = head else {
        return Ok(None);
    };
    let status = CampaignStatus::from_word(&status).ok_or_else(|| LogError::Campaign {
        detail: format!("campaign {id}: unknown status `{status}`"),
    })?;
    Ok(Some(Campaign {
        id,
        crew,
        started_at,
        planned,
        status,
        missions: campaign_missions(conn, path, id)?,
    }))
}

fn campaign_missions(
    conn: &rusqlite::Connection,
    path: &std::path::Path,
    id: CampaignId,
) -> Result<Vec<CampaignMission>, LogError> {
    let sql = Sql(path);
    let mut stmt = conn
        .prepare(
            "SELECT id, campaign_position, played_at, track, outcome, survived_points,
                        destroyed_points, visual_confirmation, damage_penalty,
                        knock_out_penalty, battlebot_penalty, total, starting_damage, repairs
                 FROM missions WHERE campaign_id = ?1 ORDER BY campaign_position",
        )
        .map_err(|e| sql.err(e))?;
    let rows: Vec<StoredMission> = stmt
        .query_map([id], StoredMission::of_row)
        .and_then(Iterator::collect)
        .map_err(|e| sql.err(e))?;
    rows.into_iter().map(|row| row.read(path)).collect()
}

/// A campaign's mission as its row holds it, before its words and JSON are read.
struct StoredMission {
    id: MissionId,
    position: u8,
    played_at: String,
    track: Option<String>,
    outcome: String,
    /// The six score columns, in the score card's order.
    points: [i32; 6],
    total: Option<i32>,
    starting_damage: Option<String>,
    repairs: Option<String>,
}

impl StoredMission {
    /// The row of the query in [`campaign_missions`].
    fn of_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<StoredMission> {
        Ok(StoredMission {
            id: r.get(0)?,
            position: r.get(1)?,
            played_at: r.get(2)?,
            track: r.get(3)?,
            outcome: r.get(4)?,
            points: [
                r.get(5)?,
                r.get(6)?,
                r.get(7)?,
                r.get(8)?,
                r.get(9)?,
                r.get(10)?,
            ],
            total: r.get(11)?,
            starting_damage: r.get(12)?,
            repairs: r.get(13)?,
        })
    }

    /// The mission as the campaign page shows it; a value this build cannot read is an
    /// error naming the mission and the column.
    fn read(self, path: &std::path::Path) -> Result<CampaignMission, LogError> {
        let bad = |field: &'static str, detail: &str| LogError::BadStoredValue {
            path: path.to_path_buf(),
            mission: self.id,
            field,
            detail: detail.to_owned(),
        };
        let outcome =
            Outcome::from_word(&self.outcome).ok_or_else(|| bad("outcome", &self.outcome))?;
        let p = self.points;
        let total = self.total.unwrap_or(0);
        let score = (outcome == Outcome::Won).then(|| Score {
            survived: p[0],
            destroyed: p[1],
            visual_confirmation: p[2],
            damage_penalty: p[3],
            knock_out_penalty: p[4],
            battlebot_penalty: p[5],
            // Not a column of its own: what the total holds beyond the six.
            specializations: total - p.iter().sum::<i32>(),
            total,
        });
        let starting_damage = match &self.starting_damage {
            None => StartingDamage::default(),
            Some(text) => serde_json::from_str(text)
                .ok()
                .as_ref()
                .and_then(starting_damage_from_json)
                .ok_or_else(|| bad("starting_damage", text))?,
        };
        let repairs = match &self.repairs {
            None => Vec::new(),
            Some(text) => serde_json::from_str(text).map_err(|_| bad("repairs", text))?,
        };
        Ok(CampaignMission {
            id: self.id,
            position: self.position,
            played_at: self.played_at,
            track: self.track,
            outcome,
            score,
            starting_damage,
            repairs,
        })
    }
}
