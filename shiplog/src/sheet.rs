//! An explorer's sheet as the log stores it: read with the counts of their past runs, and
//! written back after a change.

use career::{Explorer, Progress};
use engine::Specialization;
use rusqlite::{OptionalExtension, Transaction, params};
use strum::VariantArray;

use crate::ExplorerId;

/// An explorer as stored, with the counts of their past runs.
pub(crate) fn load(
    tx: &rusqlite::Connection,
    id: ExplorerId,
) -> rusqlite::Result<Option<Explorer>> {
    let head = tx
        .query_row(
            "SELECT name, cloning, level, boxes, xp, clones, dead FROM explorers WHERE id = ?1",
            [id],
            |r| {
                Ok(Explorer {
                    name: r.get(0)?,
                    cloning: r.get(1)?,
                    progress: Progress {
                        level: r.get(2)?,
                        boxes: r.get(3)?,
                    },
                    xp: r.get(4)?,
                    clones: r.get(5)?,
                    dead: r.get(6)?,
                    specializations: Vec::new(),
                    achievements: Vec::new(),
                    record: career::Record::default(),
                })
            },
        )
        .optional()?;
    let Some(mut e) = head else {
        return Ok(None);
    };
    let mut stmt = tx.prepare(
        "SELECT specialization, level FROM explorer_specializations WHERE explorer_id = ?1",
    )?;
    let specs: Vec<(String, u8)> = stmt
        .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    e.specializations = Specialization::VARIANTS
        .iter()
        .copied()
        .filter_map(|s| {
            specs
                .iter()
                .find(|(w, _)| w == s.name())
                .map(|(_, l)| (s, *l))
        })
        .collect();
    let mut stmt = tx.prepare(
        "SELECT achievement FROM explorer_achievements WHERE explorer_id = ?1 ORDER BY rowid",
    )?;
    e.achievements = stmt
        .query_map([id], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    e.record = tx.query_row(
        "SELECT COUNT(*),
                COALESCE(SUM(r.kind = 'campaign' AND r.flown = r.planned AND r.planned >= 3), 0),
                MIN(r.settled_at_unix)
         FROM run_explorers x JOIN runs r ON r.id = x.run_id
         WHERE x.explorer_id = ?1 AND r.survived AND r.kind <> 'training'",
        [id],
        |r| {
            Ok(career::Record {
                successful_runs: r.get(0)?,
                full_campaigns: r.get(1)?,
                first_success_at: r.get(2)?,
            })
        },
    )?;
    Ok(Some(e))
}

/// Writes an explorer's sheet back (level, boxes, XP, clones, death, specializations).
pub(crate) fn store(tx: &Transaction<'_>, id: ExplorerId, e: &Explorer) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE explorers SET cloning = ?1, level = ?2, boxes = ?3, xp = ?4, clones = ?5, dead = ?6
         WHERE id = ?7",
        params![
            e.cloning,
            e.progress.level,
            e.progress.boxes,
            e.xp,
            e.clones,
            e.dead,
            id
        ],
    )?;
    tx.execute(
        "DELETE FROM explorer_specializations WHERE explorer_id = ?1",
        [id],
    )?;
    for (s, level) in &e.specializations {
        tx.execute(
            "INSERT INTO explorer_specializations (explorer_id, specialization, level) VALUES (?1, ?2, ?3)",
            params![id, s.name(), level],
        )?;
    }
    Ok(())
}
