//! A settled run as the log keeps it: what the run did to each explorer, read back.

use career::Progress;
use rusqlite::Connection;

use crate::{ExplorerId, RunId};

/// What a run did to one explorer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettledExplorer {
    /// The explorer.
    pub id: ExplorerId,
    /// Their name.
    pub name: String,
    /// The run's own XP.
    pub run_xp: u32,
    /// The achievements' XP.
    pub achievement_xp: u32,
    /// Before the run.
    pub before: Progress,
    /// After it.
    pub after: Progress,
    /// The achievements earned: (id, xp, attested).
    pub earned: Vec<(String, u32, bool)>,
    /// A clone was used up.
    pub clone_lost: bool,
    /// The explorer died.
    pub died: bool,
}

impl SettledExplorer {
    /// Levels gained.
    pub fn level_ups(&self) -> u8 {
        self.after.level.saturating_sub(self.before.level)
    }
}

/// A settled run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettledRun {
    /// Its id.
    pub id: RunId,
    /// `mission`, `campaign` or `training`.
    pub kind: String,
    /// It had been settled before: nothing changed this time.
    pub again: bool,
    /// Each explorer's part.
    pub explorers: Vec<SettledExplorer>,
}

/// A run as stored.
pub(crate) fn read_run(c: &Connection, id: RunId) -> rusqlite::Result<SettledRun> {
    let kind: String = c.query_row("SELECT kind FROM runs WHERE id = ?1", [id], |r| r.get(0))?;
    Ok(SettledRun {
        id,
        kind,
        again: false,
        explorers: parts(c, id, None)?,
    })
}

/// Each explorer's part of a run (or only one explorer's).
pub(crate) fn parts(
    c: &Connection,
    run: RunId,
    only: Option<ExplorerId>,
) -> rusqlite::Result<Vec<SettledExplorer>> {
    let mut stmt = c.prepare(
        "SELECT x.explorer_id, e.name, x.run_xp, x.achievement_xp, x.level_before, x.boxes_before,
                x.level_after, x.boxes_after, x.clone_lost, x.died
         FROM run_explorers x JOIN explorers e ON e.id = x.explorer_id
         WHERE x.run_id = ?1 AND (?2 IS NULL OR x.explorer_id = ?2) ORDER BY x.rowid",
    )?;
    let mut out: Vec<SettledExplorer> = stmt
        .query_map((run, only), |r| {
            Ok(SettledExplorer {
                id: r.get(0)?,
                name: r.get(1)?,
                run_xp: r.get(2)?,
                achievement_xp: r.get(3)?,
                before: Progress {
                    level: r.get(4)?,
                    boxes: r.get(5)?,
                },
                after: Progress {
                    level: r.get(6)?,
                    boxes: r.get(7)?,
                },
                earned: Vec::new(),
                clone_lost: r.get(8)?,
                died: r.get(9)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    let mut stmt = c.prepare(
        "SELECT achievement, xp, attested FROM explorer_achievements
         WHERE run_id = ?1 AND explorer_id = ?2 ORDER BY rowid",
    )?;
    for part in &mut out {
        part.earned = stmt
            .query_map((run, part.id), |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<rusqlite::Result<_>>()?;
    }
    Ok(out)
}
