//! Reading careers back: the explorers, one explorer's page (runs, achievements), a run.

use career::Explorer;
use rusqlite::OptionalExtension;
use serde::Serialize;

use crate::{
    CampaignId, ExplorerId, LogError, MissionId, RunId, ShipLog,
    settled::{SettledExplorer, SettledRun, parts, read_run},
    sheet::load,
};

/// An explorer with their id and when they joined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExplorerRow {
    /// Their id.
    pub id: ExplorerId,
    /// Their sheet.
    pub explorer: Explorer,
    /// When they were created.
    pub created_at: String,
}

/// One of an explorer's runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// The run.
    pub run: RunId,
    /// `mission`, `campaign` or `training`.
    pub kind: String,
    /// When it was settled.
    pub settled_at: String,
    /// A mission's run: the mission.
    pub mission: Option<MissionId>,
    /// A campaign's run: the campaign.
    pub campaign: Option<CampaignId>,
    /// The ship survived.
    pub survived: bool,
    /// The mission's or the campaign's score.
    pub score: i32,
    /// What it did to the explorer.
    pub part: SettledExplorer,
}

/// An achievement an explorer earned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EarnedLine {
    /// Its id in the catalog.
    pub achievement: String,
    /// The run it was earned on.
    pub run: RunId,
    /// Its XP.
    pub xp: u32,
    /// Ticked by the crew.
    pub attested: bool,
}

/// An explorer's page: the sheet, every run, every achievement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExplorerPage {
    /// The explorer.
    pub row: ExplorerRow,
    /// Their runs, oldest first.
    pub runs: Vec<RunLine>,
    /// Their achievements, in the order earned.
    pub achievements: Vec<EarnedLine>,
}

impl ExplorerPage {
    /// Total XP after each run, oldest first: (run number, XP), starting at (0, 0).
    pub fn xp_over_time(&self) -> Vec<(usize, u32)> {
        let mut total = 0;
        let mut points = vec![(0, 0)];
        for (i, r) in self.runs.iter().enumerate() {
            total += r.part.run_xp + r.part.achievement_xp;
            points.push((i + 1, total));
        }
        points
    }
}

impl ShipLog {
    /// Every explorer, by name.
    ///
    /// # Errors
    /// SQLite errors.
    pub fn explorers(&self) -> Result<Vec<ExplorerRow>, LogError> {
        let ids: Vec<(ExplorerId, String)> = {
            let mut stmt = self
                .conn
                .prepare("SELECT id, created_at FROM explorers ORDER BY name COLLATE NOCASE, id")
                .map_err(|e| self.sql(e))?;
            stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
                .and_then(Iterator::collect)
                .map_err(|e| self.sql(e))?
        };
        let mut out = Vec::new();
        for (id, created_at) in ids {
            if let Some(explorer) = load(&self.conn, id).map_err(|e| self.sql(e))? {
                out.push(ExplorerRow {
                    id,
                    explorer,
                    created_at,
                });
            }
        }
        Ok(out)
    }

    /// One explorer's page, or `None`.
    ///
    /// # Errors
    /// SQLite errors.
    pub fn explorer_page(&self, id: ExplorerId) -> Result<Option<ExplorerPage>, LogError> {
        self.explorer_page_of(id).map_err(|e| self.sql(e))
    }

    fn explorer_page_of(&self, id: ExplorerId) -> rusqlite::Result<Option<ExplorerPage>> {
        let c = &self.conn;
        let created_at: Option<String> = c
            .query_row(
                "SELECT created_at FROM explorers WHERE id = ?1",
                [id],
                |r| r.get(0),
            )
            .optional()?;
        let (Some(created_at), Some(explorer)) = (created_at, load(c, id)?) else {
            return Ok(None);
        };
        let mut stmt = c.prepare(
            "SELECT r.id, r.kind, r.settled_at, r.mission_id, r.campaign_id, r.survived, r.score
             FROM run_explorers x JOIN runs r ON r.id = x.run_id
             WHERE x.explorer_id = ?1 ORDER BY r.id",
        )?;
        type Head = (RunId, String, String, Option<i64>, Option<i64>, bool, i32);
        let heads: Vec<Head> = stmt
            .query_map([id], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let mut runs = Vec::new();
        for (run, kind, settled_at, mission, campaign, survived, score) in heads {
            let part = parts(c, run, Some(id))?.into_iter().next();
            if let Some(part) = part {
                runs.push(RunLine {
                    run,
                    kind,
                    settled_at,
                    mission,
                    campaign,
                    survived,
                    score,
                    part,
                });
            }
        }
        let mut stmt = c.prepare(
            "SELECT achievement, run_id, xp, attested FROM explorer_achievements
             WHERE explorer_id = ?1 ORDER BY rowid",
        )?;
        let achievements = stmt
            .query_map([id], |r| {
                Ok(EarnedLine {
                    achievement: r.get(0)?,
                    run: r.get(1)?,
                    xp: r.get(2)?,
                    attested: r.get(3)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(Some(ExplorerPage {
            row: ExplorerRow {
                id,
                explorer,
                created_at,
            },
            runs,
            achievements,
        }))
    }

    /// The explorer of a name, if any.
    ///
    /// # Errors
    /// SQLite errors.
    pub fn explorer_named(&self, name: &str) -> Result<Option<ExplorerId>, LogError> {
        self.conn
            .query_row(
                "SELECT id FROM explorers WHERE name = ?1",
                [name.trim()],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.sql(e))
    }

    /// The settled run of a mission or campaign, if it was settled.
    ///
    /// # Errors
    /// SQLite errors.
    pub fn run_of(
        &self,
        mission: Option<MissionId>,
        campaign: Option<CampaignId>,
    ) -> Result<Option<SettledRun>, LogError> {
        let id: Option<RunId> = self
            .conn
            .query_row(
                "SELECT id FROM runs WHERE mission_id IS ?1 AND campaign_id IS ?2",
                (mission, campaign),
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.sql(e))?;
        id.map(|id| read_run(&self.conn, id))
            .transpose()
            .map_err(|e| self.sql(e))
    }
}

/// The explorers as JSON (`log export --json --explorers`, docs/formats.md): each sheet with
/// its specializations, achievements and runs.
pub fn explorers_json(pages: &[ExplorerPage]) -> Vec<ExplorerJson<'_>> {
    pages.iter().map(ExplorerJson::new).collect()
}

/// One explorer of `log export --json --explorers`: the sheet, then what they earned and flew.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExplorerJson<'a> {
    /// Their id in the log.
    pub id: ExplorerId,
    /// Their name.
    pub name: &'a str,
    /// When they joined.
    pub created_at: &'a str,
    /// Whether cloning is on for them.
    pub cloning: bool,
    /// Their level.
    pub level: u8,
    /// Their dotted boxes.
    pub boxes: u16,
    /// Their XP.
    pub xp: u32,
    /// Their clones.
    pub clones: u32,
    /// Whether they died.
    pub dead: bool,
    /// Each specialization with its level.
    pub specializations: Vec<SpecializationJson>,
    /// Each achievement, in the order earned.
    pub achievements: Vec<AchievementJson<'a>>,
    /// Each run, oldest first.
    pub runs: Vec<RunJson<'a>>,
}

/// A specialization an explorer holds, with its level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SpecializationJson {
    /// The file word (`data-analyst`).
    pub specialization: &'static str,
    /// Its level.
    pub level: u8,
}

/// An achievement an explorer earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct AchievementJson<'a> {
    /// Its id in the catalog.
    pub id: &'a str,
    /// The run it was earned on.
    pub run: RunId,
    /// Its XP.
    pub xp: u32,
    /// Ticked by the crew.
    pub attested: bool,
}

/// One of an explorer's runs and what it did to them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RunJson<'a> {
    /// The run.
    pub run: RunId,
    /// `mission`, `campaign` or `training`.
    pub kind: &'a str,
    /// When it was settled.
    pub settled_at: &'a str,
    /// A mission's run: the mission.
    pub mission: Option<MissionId>,
    /// A campaign's run: the campaign.
    pub campaign: Option<CampaignId>,
    /// The ship survived.
    pub survived: bool,
    /// The mission's or the campaign's score.
    pub score: i32,
    /// XP for the run.
    pub run_xp: u32,
    /// XP for achievements.
    pub achievement_xp: u32,
    /// The level before.
    pub level_before: u8,
    /// The level after.
    pub level_after: u8,
    /// The dotted boxes after.
    pub boxes_after: u16,
    /// A clone was lost.
    pub clone_lost: bool,
    /// The explorer died.
    pub died: bool,
}

impl<'a> ExplorerJson<'a> {
    fn new(p: &'a ExplorerPage) -> Self {
        let e = &p.row.explorer;
        ExplorerJson {
            id: p.row.id,
            name: &e.name,
            created_at: &p.row.created_at,
            cloning: e.cloning,
            level: e.progress.level,
            boxes: e.progress.boxes,
            xp: e.xp,
            clones: e.clones,
            dead: e.dead,
            specializations: e
                .specializations
                .iter()
                .map(|&(s, level)| SpecializationJson {
                    specialization: s.name(),
                    level,
                })
                .collect(),
            achievements: p
                .achievements
                .iter()
                .map(|a| AchievementJson {
                    id: &a.achievement,
                    run: a.run,
                    xp: a.xp,
                    attested: a.attested,
                })
                .collect(),
            runs: p.runs.iter().map(RunJson::new).collect(),
        }
    }
}

impl<'a> RunJson<'a> {
    fn new(r: &'a RunLine) -> Self {
        RunJson {
            run: r.run,
            kind: &r.kind,
            settled_at: &r.settled_at,
            mission: r.mission,
            campaign: r.campaign,
            survived: r.survived,
            score: r.score,
            run_xp: r.part.run_xp,
            achievement_xp: r.part.achievement_xp,
            level_before: r.part.before.level,
            level_after: r.part.after.level,
            boxes_after: r.part.after.boxes,
            clone_lost: r.part.clone_lost,
            died: r.part.died,
        }
    }
}

/// The CSV header of `log export --csv --explorers`: one row per explorer.
pub const EXPLORER_CSV_COLUMNS: [&str; 12] = [
    "id",
    "name",
    "cloning",
    "level",
    "boxes",
    "xp",
    "clones",
    "dead",
    "specializations",
    "achievements",
    "runs",
    "created_at",
];

/// The fields of one explorer's CSV row, in [`EXPLORER_CSV_COLUMNS`] order.
pub fn explorer_csv_row(p: &ExplorerPage) -> Vec<String> {
    let e = &p.row.explorer;
    vec![
        p.row.id.to_string(),
        e.name.clone(),
        e.cloning.to_string(),
        e.progress.level.to_string(),
        e.progress.boxes.to_string(),
        e.xp.to_string(),
        e.clones.to_string(),
        e.dead.to_string(),
        e.specializations
            .iter()
            .map(|(s, l)| format!("{} {l}", s.name()))
            .collect::<Vec<_>>()
            .join("; "),
        e.achievements.join("; "),
        p.runs.len().to_string(),
        p.row.created_at.clone(),
    ]
}
