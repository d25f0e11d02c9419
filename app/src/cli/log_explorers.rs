//! `log explorers [ID]` and `log export --csv|--json --explorers`: the careers of the ship's
//! log (docs/careers.md): each explorer's sheet, their runs and achievements.

use std::io::{self, Write};

use career::{Catalog, boxes_in_level};
use shiplog::{ExplorerPage, ExplorerRow, ShipLog, explorers};

use super::log_campaign::write_table;

/// `cloning`, `hardcore` or `dead`, and the clones used.
pub fn status_words(row: &ExplorerRow) -> String {
    let e = &row.explorer;
    let status = if e.dead {
        i18n::tr!("careers-status-dead")
    } else if e.cloning {
        i18n::tr!("careers-status-cloning")
    } else {
        i18n::tr!("careers-status-hardcore")
    };
    i18n::tr!("cli-explorer-status", status = status, clones = e.clones)
}

/// The specializations learned: `Medic 2, Rocketeer 1`, or `none`.
pub fn specializations_words(row: &ExplorerRow) -> String {
    let learned: Vec<String> = row
        .explorer
        .specializations
        .iter()
        .map(|(s, l)| {
            i18n::tr!(
                "careers-page-specialization",
                name = words::nouns::specialization(*s),
                level = l.to_string()
            )
        })
        .collect();
    if learned.is_empty() {
        i18n::tr!("cli-explorer-none-learned")
    } else {
        learned.join(", ")
    }
}

/// An achievement category's heading in the current language (`Close calls`).
fn category_title(c: career::Category) -> String {
    match c {
        career::Category::Missions => i18n::tr!("careers-category-missions"),
        career::Category::Campaigns => i18n::tr!("careers-category-campaigns"),
        career::Category::Social => i18n::tr!("careers-category-social"),
        career::Category::CloseCalls => i18n::tr!("careers-category-close-calls"),
        career::Category::HotShots => i18n::tr!("careers-category-hot-shots"),
        career::Category::Expert => i18n::tr!("careers-category-expert"),
        career::Category::Addiction => i18n::tr!("careers-category-addiction"),
    }
}

fn boxes_words(row: &ExplorerRow) -> String {
    let p = row.explorer.progress;
    if p.level >= career::MAX_LEVEL {
        i18n::tr!("cli-explorer-boxes-full")
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
    let mut table = vec![[
        i18n::tr!("cli-log-column-id"),
        i18n::tr!("cli-explorer-column-name"),
        i18n::tr!("cli-explorer-column-level"),
        i18n::tr!("cli-explorer-column-boxes"),
        i18n::tr!("cli-explorer-column-xp"),
        i18n::tr!("cli-explorer-column-status"),
        i18n::tr!("cli-explorer-column-specializations"),
    ]];
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
    let heading = i18n::tr!(
        "cli-explorer-heading",
        id = row.id.to_string(),
        name = e.name.as_str()
    );
    writeln!(out, "{heading}")?;
    let sheet = i18n::tr!(
        "cli-explorer-sheet",
        level = e.level().to_string(),
        boxes = boxes_words(row),
        xp = e.xp.to_string(),
        status = status_words(row)
    );
    writeln!(out, "  {sheet}")?;
    let learned = specializations_words(row);
    let line = i18n::tr!("cli-explorer-specializations", list = learned);
    writeln!(out, "  {line}")?;
    let count = p.achievements.len();
    writeln!(
        out,
        "  {}",
        i18n::tr!("cli-explorer-achievements", count = count)
    )?;
    for a in &p.achievements {
        let (name, category) = catalog
            .get(&a.achievement)
            .map_or((a.achievement.clone(), String::new()), |x| {
                (x.name.clone(), category_title(x.category))
            });
        let line = if a.attested {
            i18n::tr!(
                "cli-explorer-achievement-ticked",
                name = name,
                category = category,
                xp = a.xp.to_string(),
                run = a.run.to_string()
            )
        } else {
            i18n::tr!(
                "cli-explorer-achievement",
                name = name,
                category = category,
                xp = a.xp.to_string(),
                run = a.run.to_string()
            )
        };
        writeln!(out, "    {line}")?;
    }
    writeln!(
        out,
        "  {}",
        i18n::tr!("cli-explorer-runs", count = p.runs.len())
    )?;
    for r in &p.runs {
        writeln!(out, "    {}", run_line(r))?;
    }
    Ok(())
}

/// One run of an explorer's page: `run 2 (mission, mission 4, date): lost: died, +0 XP
/// (+0 achievements), level 1 -> 1`.
fn run_line(r: &shiplog::explorers::RunLine) -> String {
    let what = match (r.mission, r.campaign) {
        (Some(m), _) => i18n::tr!("cli-explorer-run-mission", id = m.to_string()),
        (_, Some(c)) => i18n::tr!("cli-explorer-run-campaign", id = c.to_string()),
        _ => String::new(),
    };
    let result = if r.part.died {
        i18n::tr!("careers-page-run-died")
    } else if r.part.clone_lost {
        i18n::tr!("careers-page-run-clone")
    } else if r.survived {
        i18n::tr!("cli-explorer-run-score", score = r.score.to_string())
    } else {
        i18n::tr!("cli-explorer-run-lost")
    };
    let kind = match r.kind.as_str() {
        "campaign" => i18n::tr!("careers-page-kind-campaign"),
        "training" => i18n::tr!("careers-page-kind-training"),
        _ => i18n::tr!("careers-page-kind-mission"),
    };
    i18n::tr!(
        "cli-explorer-run",
        run = r.run.to_string(),
        kind = kind,
        what = what,
        settled = r.settled_at.as_str(),
        result = result,
        xp = r.part.run_xp.to_string(),
        achievement_xp = r.part.achievement_xp.to_string(),
        before = r.part.before.level.to_string(),
        after = r.part.after.level.to_string()
    )
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
