//! Applying "Share" on the score card (part of `apply.rs`, the one place that writes files):
//! the mission's report, one self-contained HTML page (`crate::report`), written to the file
//! the crew typed, or by default to `reports/` beside the ship's log in the data directory.

use i18n::tr;
use std::path::{Path, PathBuf};

use crate::gui::app::App;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::score::ScoreScreen;
use crate::report::{Meta, Report, default_file_name, html, refuse_to_write};
use crate::shell::files;

impl App {
    /// Writes the score card's mission as an HTML report and says where (or why not) on
    /// the card. Does nothing on another screen.
    pub(super) fn share_report(&mut self) {
        let facts = self.table_facts();
        let reports = self
            .ship_log_path
            .as_deref()
            .and_then(Path::parent)
            .map(|dir| dir.join("reports"));
        let db = self.ship_log_path.clone();
        // The announcements of the Action Round these boards come from, if played here.
        let transcript = self
            .stack
            .find::<BoardsScreen>()
            .and_then(|boards| boards.run.as_ref())
            .map_or_else(Vec::new, |run| {
                crate::gui::screens::setup::pace::transcript(run)
                    .into_iter()
                    .map(|said| (said.at_ms, said.text))
                    .collect()
            });
        if let Some(score) = self.stack.top_as_mut::<ScoreScreen>() {
            let said = Said {
                roles: facts.roles,
                transcript,
            };
            let answer = write_report(score, said, reports, db.as_deref());
            score.shared = Some(answer);
        }
    }
}

/// What the table adds to the report: the roles, and what the ship's computer said.
struct Said {
    roles: Vec<(String, bool, bool)>,
    transcript: Vec<(u64, String)>,
}

/// The report of the card's mission, written; `Ok` says where, `Err` why not.
fn write_report(
    score: &ScoreScreen,
    Said { roles, transcript }: Said,
    reports: Option<PathBuf>,
    db: Option<&Path>,
) -> Result<String, String> {
    let replay = &score.replay;
    let played_at = crate::shell::record::now_rfc3339();
    let meta = Meta {
        source: "the score card of Sitting Duck".to_owned(),
        played_at: Some(crate::shell::machine::local_date(&played_at)),
        crew_page: Some(score.page_name()),
        roles,
        transcript,
    };
    let report = Report::new(
        &replay.game.game,
        replay.game.seed,
        meta,
        score.spoiler_free,
    )
    .map_err(|e| tr!("notice-not-shared", why = format!("{e:#}")))?;
    let file_name = default_file_name(&report.title(), &played_at);
    let typed = score.report_path.trim();
    let path = if typed.is_empty() {
        reports
            .ok_or_else(|| tr!("notice-not-shared-no-folder"))?
            .join(file_name)
    } else if files::is_folder(Path::new(typed)) {
        Path::new(typed).join(file_name)
    } else {
        PathBuf::from(typed)
    };
    refuse_to_write(&path, db, None)
        .map_err(|why| tr!("notice-not-shared", why = why.to_string()))?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        files::make_folder(dir).map_err(|e| {
            tr!(
                "notice-not-shared-folder",
                path = dir.display().to_string(),
                error = e.to_string()
            )
        })?;
    }
    files::write_file(&path, &html::page(&report)).map_err(|e| {
        tr!(
            "notice-not-shared-file",
            path = path.display().to_string(),
            error = e.to_string()
        )
    })?;
    Ok(tr!(
        "notice-report-written",
        path = path.display().to_string()
    ))
}
