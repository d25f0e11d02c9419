//! `log explorers [ID]` and `log export --csv|--json --explorers`: the careers of the ship's
//! log (docs/careers.md): each explorer's sheet, their runs and achievements.

use std::io::{self, Write};

use career::{Catalog, boxes_in_level};
use shiplog::{ExplorerPage, ExplorerRow, ShipLog, explorers};

use super::log_campaign::write_table;

/// `alive`, `hardcore` or `dead`, and the clones used.
pub fn status_words(row: &ExplorerRow) -> String {
    let e = &row.explorer;
    let status = if e.dead {
        "dead"
    } else if e.cloning {
        "cloning"
    } else {
        "hardcore"
    };
    format!("{status}, {} clone(s) used", e.clones)
}

/// The specializations learned: `medic 2, rocketeer 1`, or `none`.
pub fn specializations_words(row: &ExplorerRow) -> String {
    let learned: Vec<String> = row
        .explorer
        .specializations
        .iter()
        .map(|(s, l)| format!("{} {l}", s.name()))
        .collect();
    if learned.is_empty() {
        "none".to_owned()
    } else {
        learned.join(", ")
    }
}

fn boxes_words(row: &ExplorerRow) -> String {
    let p = row.explorer.progress;
    if p.level >= career::MAX_LEVEL {
        "full".to_owned()
    } else {
        format!("{}/{}", p.boxes, boxes_in_level(p.level))
    }
}

/// `log explorers [ID]`: the explorers, or one explorer's page.
///
/// # Errors
/// The log cannot be read, or there is no explorer `id` (the outer error); the inner one is
/// a failed write to `out`.
pub fn print(
    log: &ShipLog,
    id: Option<shiplog::ExplorerId>,
    path: &std::path::Path,
    out: &mut dyn Write,
) -> anyhow::Result<io::Result<()>> {
    let Some(id) = id else {
        return Ok(print_explorers(&log.explorers()?, out));
    };
    let Some(page) = log.explorer_page(id)? else {
        anyhow::bail!(i18n::tr!(
            "cli-log-no-explorer",
            db = path.display().to_string(),
            id = id.to_string()
        ));
    };
    let catalog = Catalog::shipped()?;
    Ok(print_page(&page, catalog, out))
}

/// One line per explorer: id, name, level, boxes, XP, status, specializations.
pub fn print_explorers(rows: &[ExplorerRow], out: &mut dyn Write) -> io::Result<()> {
    if rows.is_empty() {
        return writeln!(out, "{}", i18n::tr!("cli-log-no-explorers"));
    }
    let mut table = vec![
        [
            "id",
            "name",
            "level",
            "boxes",
            "xp",
            "status",
            "specializations",
        ]
        .map(str::to_owned),
    ];
    for row in rows {
        table.push([
            row.id.to_string(),
            row.explorer.name.clone(),
            row.explorer.level().to_string(),
            boxes_words(row),
            row.explorer.xp.to_string(),
            status_words(row),
            specializations_words(row),
        ]);
    }
    write_table(&table, out)
}

/// One explorer's page: the sheet, the achievements (a judged one marked `ticked`), the runs.
pub fn print_page(p: &ExplorerPage, catalog: &Catalog, out: &mut dyn Write) -> io::Result<()> {
    let row = &p.row;
    let e = &row.explorer;
    writeln!(out, "Explorer {}: {}", row.id, e.name)?;
    writeln!(
        out,
        "  level {} ({} boxes), {} XP, {}",
        e.level(),
        boxes_words(row),
        e.xp,
        status_words(row)
    )?;
    writeln!(out, "  specializations: {}", specializations_words(row))?;
    writeln!(out, "  achievements: {}", p.achievements.len())?;
    for a in &p.achievements {
        let (name, category) = catalog
            .get(&a.achievement)
            .map_or((a.achievement.as_str(), ""), |x| {
                (x.name.as_str(), x.category.title())
            });
        let ticked = if a.attested {
            ", ticked by the crew"
        } else {
            ""
        };
        writeln!(
            out,
            "    {name} ({category}, {} XP, run {}{ticked})",
            a.xp, a.run
        )?;
    }
    writeln!(out, "  runs: {}", p.runs.len())?;
    for r in &p.runs {
        let what = match (r.mission, r.campaign) {
            (Some(m), _) => format!("mission {m}"),
            (_, Some(c)) => format!("campaign {c}"),
            _ => String::new(),
        };
        let result = if r.part.died {
            "lost: died".to_owned()
        } else if r.part.clone_lost {
            "lost: a clone used".to_owned()
        } else if r.survived {
            format!("score {}", r.score)
        } else {
            "lost".to_owned()
        };
        writeln!(
            out,
            "    run {} ({}, {what}, {}): {result}, +{} XP (+{} achievements), level {} -> {}",
            r.run,
            r.kind,
            r.settled_at,
            r.part.run_xp,
            r.part.achievement_xp,
            r.part.before.level,
            r.part.after.level
        )?;
    }
    Ok(())
}

/// Every explorer's page, for the exports.
///
/// # Errors
/// The log cannot be read.
pub fn pages(log: &ShipLog) -> Result<Vec<ExplorerPage>, shiplog::LogError> {
    let mut pages = Vec::new();
    for row in log.explorers()? {
        if let Some(page) = log.explorer_page(row.id)? {
            pages.push(page);
        }
    }
    Ok(pages)
}

/// The explorers as one pretty-printed JSON array (docs/ship-log.md).
pub fn write_json(pages: &[ExplorerPage], out: &mut dyn Write) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, &explorers::explorers_json(pages))?;
    out.write_all(b"\n")
}

/// The explorers as RFC 4180 CSV, one row each (docs/ship-log.md).
pub fn write_csv(pages: &[ExplorerPage], out: &mut dyn Write) -> io::Result<()> {
    let header = explorers::EXPLORER_CSV_COLUMNS.map(str::to_owned).to_vec();
    shiplog::export::write_csv_row(out, header.into_iter())?;
    for p in pages {
        shiplog::export::write_csv_row(out, explorers::explorer_csv_row(p).into_iter())?;
    }
    Ok(())
}
