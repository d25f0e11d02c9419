//! Careers in the log (schema 7): explorers, and the runs settled for them (RULINGS.md
//! CA1-CA16). The rules are the `career` crate's; this module keeps what they decide, each
//! change in one transaction, a mission and its run's settlement in the same one.

use career::{Explorer, MissionFacts, Run, RunKind, Seat, Settlement};
use engine::Specialization;
use rusqlite::{OptionalExtension, Transaction, params};
use serde::{Deserialize, Serialize};

use crate::{
    CampaignId, CampaignStatus, ExplorerId, LogError, MissionId, MissionRecord, RunId, ShipLog,
    campaign::read_campaign,
    date::parse_rfc3339,
    logbook::insert_mission,
    settled::{SettledRun, read_run},
    sheet::{load, store},
    transaction::Sql,
};

/// An explorer seated on a mission: the crew member's name on the boards, and who they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seated {
    /// The crew member's name in the mission's record.
    pub name: String,
    /// The explorer.
    pub explorer: ExplorerId,
}

/// What the career rules need of a mission being logged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunInput {
    /// A real mission, or training (a test run or simulation, RULINGS.md CA2).
    pub training: bool,
    /// The facts of the mission.
    pub facts: MissionFacts,
    /// The explorers in the crew.
    pub seated: Vec<Seated>,
    /// The judged achievements the crew ticked: (explorer, achievement id).
    pub attested: Vec<(ExplorerId, String)>,
}

/// What the log keeps of a mission for its run (`missions.run_facts`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct StoredFacts {
    training: bool,
    #[serde(flatten)]
    facts: MissionFacts,
}

/// Which run: one mission's, or one campaign's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RunKey {
    Mission(MissionId),
    Campaign(CampaignId),
}

impl RunKey {
    /// The column of `runs` that names this run's mission or campaign, and its id.
    fn column(self) -> (&'static str, i64) {
        match self {
            RunKey::Mission(id) => ("mission_id", id),
            RunKey::Campaign(id) => ("campaign_id", id),
        }
    }
}

impl ShipLog {
    /// A new explorer at level 0 (`cloning`: consent to cloning, the default at the table).
    ///
    /// # Errors
    /// [`LogError::Career`] for a bad name or one already in the log; SQLite errors.
    pub fn create_explorer(
        &mut self,
        name: &str,
        cloning: bool,
        created_at: &str,
    ) -> Result<ExplorerId, LogError> {
        Explorer::check_name(name)?;
        let name = name.trim().to_owned();
        self.write_with(|tx, sql| {
            let taken: bool = tx
                .query_row(
                    "SELECT EXISTS (SELECT 1 FROM explorers WHERE name = ?1)",
                    [&name],
                    |r| r.get(0),
                )
                .map_err(|e| sql.err(e))?;
            if taken {
                return Err(LogError::Career {
                    detail: format!("there is already an explorer named {name:?}"),
                });
            }
            tx.execute(
                "INSERT INTO explorers (name, cloning, created_at) VALUES (?1, ?2, ?3)",
                params![name, cloning, created_at],
            )
            .map_err(|e| sql.err(e))?;
            Ok(tx.last_insert_rowid())
        })
    }

    /// Gives an explorer's consent to cloning, for good (RULINGS.md CA16).
    ///
    /// # Errors
    /// [`LogError::Career`] for a dead or unknown explorer; SQLite errors.
    pub fn consent_to_cloning(&mut self, id: ExplorerId) -> Result<(), LogError> {
        self.change_explorer(id, Explorer::consent_to_cloning)
    }

    /// Spends an explorer's next specialization point on `specialization`.
    ///
    /// # Errors
    /// [`LogError::Career`] when the rules refuse (no point, a locked level, dead); SQLite.
    pub fn learn_specialization(
        &mut self,
        id: ExplorerId,
        specialization: Specialization,
    ) -> Result<(), LogError> {
        self.change_explorer(id, |e| e.learn(specialization))
    }

    fn change_explorer(
        &mut self,
        id: ExplorerId,
        change: impl FnOnce(&mut Explorer) -> Result<(), career::CareerError>,
    ) -> Result<(), LogError> {
        self.write_with(|tx, sql| {
            let mut e = load(tx, id)
                .map_err(|e| sql.err(e))?
                .ok_or_else(|| no_explorer(id))?;
            change(&mut e)?;
            store(tx, id, &e).map_err(|e| sql.err(e))
        })
    }

    /// Logs a single mission and settles its run in one transaction (RULINGS.md CA1, CA14):
    /// the mission, who sat where, its facts, then each explorer's XP and achievements.
    ///
    /// # Errors
    /// [`LogError::InvalidRecord`]; [`LogError::Career`] (a dead explorer, a tick that cannot
    /// be earned): then nothing is written; SQLite errors.
    pub fn append_run(
        &mut self,
        record: &MissionRecord,
        input: &RunInput,
    ) -> Result<(MissionId, SettledRun), LogError> {
        let problems = record.problems();
        if !problems.is_empty() {
            return Err(LogError::InvalidRecord { problems });
        }
        self.write_with(|tx, sql| {
            let id = insert_mission(tx, record).map_err(|e| sql.err(e))?;
            link(tx, id, input).map_err(|e| sql.err(e))?;
            let settled = settle_in(
                tx,
                RunKey::Mission(id),
                &input.attested,
                &record.played_at,
                sql,
            )?;
            Ok((id, settled))
        })
    }

    /// Settles a logged mission's run (its facts and explorers as logged). A second call
    /// changes nothing and answers with the first settlement (`again`).
    ///
    /// # Errors
    /// [`LogError::Career`]; SQLite errors.
    pub fn settle_mission(
        &mut self,
        mission: MissionId,
        attested: &[(ExplorerId, String)],
        at: &str,
    ) -> Result<SettledRun, LogError> {
        self.write_with(|tx, sql| settle_in(tx, RunKey::Mission(mission), attested, at, sql))
    }

    /// Settles a campaign's run once it ended (RULINGS.md CA1); again: nothing changes.
    ///
    /// # Errors
    /// [`LogError::Campaign`] while it is still flying; [`LogError::Career`]; SQLite errors.
    pub fn settle_campaign(
        &mut self,
        campaign: CampaignId,
        attested: &[(ExplorerId, String)],
        at: &str,
    ) -> Result<SettledRun, LogError> {
        self.write_with(|tx, sql| settle_in(tx, RunKey::Campaign(campaign), attested, at, sql))
    }

    /// Logs a campaign's mission with its run facts; when it ends the campaign (lost, or the
    /// last planned one), the campaign's run is settled in the same transaction.
    ///
    /// # Errors
    /// As [`ShipLog::append_to_campaign`], and [`LogError::Career`].
    pub fn append_to_campaign_run(
        &mut self,
        campaign: CampaignId,
        record: &MissionRecord,
        carried: &engine::StartingDamage,
        input: &RunInput,
    ) -> Result<(MissionId, Option<SettledRun>), LogError> {
        let at = record.played_at.clone();
        self.append_to_campaign_with(campaign, record, carried, |tx, id, ended, sql| {
            link(tx, id, input).map_err(|e| sql.err(e))?;
            if !ended {
                return Ok((id, None));
            }
            let settled = settle_in(tx, RunKey::Campaign(campaign), &input.attested, &at, sql)?;
            Ok((id, Some(settled)))
        })
    }

    /// Ends a flying campaign after the missions flown and settles its run.
    ///
    /// # Errors
    /// [`LogError::Career`]; SQLite errors.
    pub fn stop_campaign_run(
        &mut self,
        campaign: CampaignId,
        attested: &[(ExplorerId, String)],
        at: &str,
    ) -> Result<SettledRun, LogError> {
        self.write_with(|tx, sql| {
            tx.execute(
                "UPDATE campaigns SET status = 'stopped' WHERE id = ?1 AND status = 'flying'",
                [campaign],
            )
            .map_err(|e| sql.err(e))?;
            settle_in(tx, RunKey::Campaign(campaign), attested, at, sql)
        })
    }
}

fn no_explorer(id: ExplorerId) -> LogError {
    LogError::Career {
        detail: format!("no explorer {id} in the ship's log"),
    }
}

/// Records who sat where and the mission's facts.
fn link(tx: &Transaction<'_>, mission: MissionId, input: &RunInput) -> rusqlite::Result<()> {
    let stored = StoredFacts {
        training: input.training,
        facts: input.facts.clone(),
    };
    let json = serde_json::to_string(&stored)
        .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
    tx.execute(
        "UPDATE missions SET run_facts = ?1 WHERE id = ?2",
        params![json, mission],
    )?;
    for seat in &input.seated {
        tx.execute(
            "UPDATE mission_crew SET explorer_id = ?1
             WHERE mission_id = ?2 AND member_id IN (SELECT id FROM crew_members WHERE name = ?3)",
            params![seat.explorer, mission, seat.name],
        )?;
    }
    Ok(())
}

/// The run of a mission or campaign, read from its missions as logged.
struct Gathered {
    kind: RunKind,
    run: Run,
    /// The explorers and their names in the crew (of the first mission).
    seated: Vec<(ExplorerId, String)>,
}

fn gather(tx: &Transaction<'_>, key: RunKey, sql: Sql<'_>) -> Result<Gathered, LogError> {
    let (missions, campaign) = missions_of(tx, key, sql)?;
    let mut facts = Vec::new();
    let mut training = false;
    for id in &missions {
        let stored = stored_facts(tx, *id)?;
        training |= stored.training;
        facts.push(stored.facts);
    }
    let first = missions.first().copied().unwrap_or_default();
    let seated = seated_on(tx, first)?;
    let (kind, run) = match campaign {
        Some(Ended { planned, score }) => (
            RunKind::Campaign { planned },
            Run::campaign(facts, planned, score),
        ),
        None => {
            let facts = facts.into_iter().next();
            let facts = facts.ok_or_else(|| mission_error(first, "no facts".into()))?;
            (RunKind::Mission, Run::mission(facts))
        }
    };
    let kind = if training { RunKind::Training } else { kind };
    Ok(Gathered {
        kind,
        run: Run { kind, ..run },
        seated,
    })
}

/// A campaign that ended: the missions it planned and its score.
struct Ended {
    planned: u8,
    score: i32,
}

/// The missions of a run; for a campaign's (once it ended), how it [`Ended`].
fn missions_of(
    tx: &Transaction<'_>,
    key: RunKey,
    sql: Sql<'_>,
) -> Result<(Vec<MissionId>, Option<Ended>), LogError> {
    let id = match key {
        RunKey::Mission(id) => return Ok((vec![id], None)),
        RunKey::Campaign(id) => id,
    };
    let campaign_error = |detail: String| LogError::Campaign { detail };
    let c =
        read_campaign(tx, sql.0, id)?.ok_or_else(|| campaign_error(format!("no campaign {id}")))?;
    if c.status == CampaignStatus::Flying {
        return Err(campaign_error(format!(
            "campaign {id} is still flying: its run is settled when it ends"
        )));
    }
    let score = c.score().map_or(0, |s| s.total);
    let missions = c.missions.iter().map(|m| m.id).collect();
    let ended = Ended {
        planned: c.planned,
        score,
    };
    Ok((missions, Some(ended)))
}

/// A mission that cannot be part of a run, and why.
fn mission_error(mission: MissionId, detail: String) -> LogError {
    LogError::Career {
        detail: format!("mission {mission}: {detail}"),
    }
}

/// A mission's run facts, as [`link`] recorded them.
fn stored_facts(tx: &Transaction<'_>, id: MissionId) -> Result<StoredFacts, LogError> {
    let text: Option<String> = tx
        .query_row("SELECT run_facts FROM missions WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .optional()
        .map_err(|e| mission_error(id, e.to_string()))?
        .ok_or_else(|| mission_error(id, "not in the ship's log".into()))?;
    let text = text
        .ok_or_else(|| mission_error(id, "logged without a run (no explorer was seated)".into()))?;
    serde_json::from_str(&text)
        .map_err(|e| mission_error(id, format!("its run facts do not read: {e}")))
}

/// The explorers seated on a mission, with their names in its crew, in crew order.
fn seated_on(
    tx: &Transaction<'_>,
    mission: MissionId,
) -> Result<Vec<(ExplorerId, String)>, LogError> {
    let mut stmt = tx
        .prepare(
            "SELECT mc.explorer_id, m.name FROM mission_crew mc JOIN crew_members m ON m.id = mc.member_id
             WHERE mc.mission_id = ?1 AND mc.explorer_id IS NOT NULL ORDER BY mc.position",
        )
        .map_err(|e| mission_error(mission, e.to_string()))?;
    stmt.query_map([mission], |r| Ok((r.get(0)?, r.get(1)?)))
        .and_then(Iterator::collect)
        .map_err(|e| mission_error(mission, e.to_string()))
}

/// Settles a run inside the caller's transaction; an already settled run is read back.
fn settle_in(
    tx: &Transaction<'_>,
    key: RunKey,
    attested: &[(ExplorerId, String)],
    at: &str,
    sql: Sql<'_>,
) -> Result<SettledRun, LogError> {
    if let Some(id) = settled_before(tx, key).map_err(|e| sql.err(e))? {
        let mut run = read_run(tx, id).map_err(|e| sql.err(e))?;
        run.again = true;
        return Ok(run);
    }
    let g = gather(tx, key, sql)?;
    let at_unix = parse_rfc3339(at);
    let run = g.run.clone().at(at_unix.unwrap_or(0));
    let run_id = insert_run(tx, key, &g, &run, (at, at_unix)).map_err(|e| sql.err(e))?;
    for (id, name) in &g.seated {
        let e = load(tx, *id)
            .map_err(|e| sql.err(e))?
            .ok_or_else(|| no_explorer(*id))?;
        let ticks: Vec<&str> = attested
            .iter()
            .filter(|(x, _)| x == id)
            .map(|(_, a)| a.as_str())
            .collect();
        let s = career::settle(&e, &run, &Seat::of(&run, name), &ticks)?;
        keep_settlement(tx, run_id, *id, &s).map_err(|e| sql.err(e))?;
    }
    read_run(tx, run_id).map_err(|e| sql.err(e))
}

/// The run already settled for this mission or campaign, if any.
fn settled_before(tx: &Transaction<'_>, key: RunKey) -> rusqlite::Result<Option<RunId>> {
    let (column, value) = key.column();
    tx.query_row(
        &format!("SELECT id FROM runs WHERE {column} = ?1"),
        [value],
        |r| r.get(0),
    )
    .optional()
}

/// Writes the run's row (settled `at`, as text and as Unix seconds) and returns its id.
fn insert_run(
    tx: &Transaction<'_>,
    key: RunKey,
    g: &Gathered,
    run: &Run,
    (at, at_unix): (&str, Option<i64>),
) -> rusqlite::Result<RunId> {
    let (column, value) = key.column();
    let planned = match g.kind {
        RunKind::Campaign { planned } => planned,
        RunKind::Mission | RunKind::Training => 1,
    };
    tx.execute(
        &format!(
            "INSERT INTO runs (kind, {column}, settled_at, settled_at_unix, survived, score, flown, planned)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)"
        ),
        params![
            g.kind.word(),
            value,
            at,
            at_unix,
            run.survived(),
            run.campaign_score,
            run.flown(),
            planned
        ],
    )?;
    Ok(tx.last_insert_rowid())
}

/// Keeps what the run did to one explorer: their sheet, their part of the run, and the
/// achievements they earned on it.
fn keep_settlement(
    tx: &Transaction<'_>,
    run_id: RunId,
    id: ExplorerId,
    s: &Settlement,
) -> rusqlite::Result<()> {
    store(tx, id, &s.explorer)?;
    tx.execute(
        "INSERT INTO run_explorers (run_id, explorer_id, run_xp, achievement_xp, level_before,
             boxes_before, level_after, boxes_after, clone_lost, died)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            run_id,
            id,
            s.run_xp,
            s.achievement_xp,
            s.before.level,
            s.before.boxes,
            s.explorer.progress.level,
            s.explorer.progress.boxes,
            s.clone_lost,
            s.died
        ],
    )?;
    for earned in &s.earned {
        tx.execute(
            "INSERT INTO explorer_achievements (explorer_id, achievement, run_id, xp, attested)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, earned.id, run_id, earned.xp, earned.attested],
        )?;
    }
    Ok(())
}
