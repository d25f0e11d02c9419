//! The ship's log as the window uses it: every crew's page read at once and a scored
//! mission written (each meant to run as a background [`Task`](super::tasks::Task)), and
//! the small reads and changes the screens make (explorers, campaigns, repairs).
//!
//! A log of a few hundred missions reads in milliseconds, but opening it runs SQLite's quick
//! check and may wait for another program's write (up to ten seconds), so the window never
//! does it itself.

use std::path::Path;

use ::shiplog::{
    CrewStats, ExplorerPage, Failure, LogError, LoggedMission, MissionFilter, MissionId,
    MissionRecord, RunInput, ScorePoint, SettledRun, ShipLog, parse_rfc3339,
};
use i18n::tr;

/// One crew's page: its figures, its missions in the order played, its failures and the
/// points of its score plot (all as the `shiplog` library reports them).
#[derive(Debug, Clone)]
pub struct CrewPage {
    /// Missions played and won, the average score, the best score per track.
    pub stats: CrewStats,
    /// Every mission of the page, in the order played, with everything logged.
    pub missions: Vec<LoggedMission>,
    /// The lost missions and what destroyed the ship.
    pub failures: Vec<Failure>,
    /// The won missions' scores, in the order played.
    pub scores: Vec<ScorePoint>,
}

/// Everything the screen shows, read in one go.
#[derive(Debug, Clone, Default)]
pub struct LogPages {
    /// The crews' pages, by name.
    pub pages: Vec<CrewPage>,
}

impl LogPages {
    /// The page named `crew`.
    pub fn page(&self, crew: &str) -> Option<&CrewPage> {
        self.pages.iter().find(|p| p.stats.crew == crew)
    }

    /// The mission with this id, on whichever page it is.
    pub fn mission(&self, id: MissionId) -> Option<&LoggedMission> {
        self.pages
            .iter()
            .flat_map(|p| &p.missions)
            .find(|m| m.id == id)
    }

    /// Missions in the whole log.
    pub fn missions_played(&self) -> u32 {
        self.pages.iter().map(|p| p.stats.missions_played).sum()
    }

    /// Missions won in the whole log.
    pub fn missions_won(&self) -> u32 {
        self.pages.iter().map(|p| p.stats.missions_won).sum()
    }

    /// The page of the mission played last: the one a crew coming back to the screen most
    /// likely wants.
    pub fn latest_page(&self) -> Option<&str> {
        self.pages
            .iter()
            .filter_map(|p| {
                let last = p.missions.last()?;
                let when = parse_rfc3339(&last.record.played_at).unwrap_or(i64::MIN);
                Some(((when, last.id), p.stats.crew.as_str()))
            })
            .max_by_key(|(key, _)| *key)
            .map(|(_, crew)| crew)
            .or_else(|| self.pages.first().map(|p| p.stats.crew.as_str()))
    }
}

/// Reads every page of the log at `path`. With no file there (or an empty one) the log is
/// empty: reading never creates or changes a file ([`ShipLog::open_read_only`]), and a
/// file that is not a ship's log is refused untouched.
pub fn read_pages(path: &Path) -> Result<LogPages, LogError> {
    let log = match ShipLog::open_read_only(path) {
        Ok(log) => log,
        Err(LogError::NoLog { .. }) => return Ok(LogPages::default()),
        Err(e) => return Err(e),
    };
    let mut pages = Vec::new();
    for crew in log.crews()? {
        let Some(stats) = log.crew_stats(&crew)? else {
            continue;
        };
        let filter = MissionFilter {
            crew: Some(crew.clone()),
            ..MissionFilter::default()
        };
        let mut missions = Vec::new();
        for summary in log.list(&filter)? {
            missions.extend(log.get(summary.id)?);
        }
        pages.push(CrewPage {
            stats,
            missions,
            failures: log.failures(Some(&crew))?,
            scores: log.scores_over_time(Some(&crew))?,
        });
    }
    Ok(LogPages { pages })
}

/// What a save answers: the message and the run the ship's log settled, or why not (in
/// words, naming the file).
pub type SaveAnswer = Result<(String, Option<SettledRun>), String>;

/// Writes a scored mission to the ship's log at `path`, with its run (the explorers' XP and
/// achievements) in the same transaction when the careers give one; the answer is worded in
/// the calling thread's language.
pub fn save_mission(path: &Path, record: &MissionRecord, input: Option<&RunInput>) -> SaveAnswer {
    let written = ShipLog::open(path).and_then(|mut log| match input {
        Some(input) => log
            .append_run(record, input)
            .map(|(id, run)| (id, Some(run))),
        None => log.append(record).map(|id| (id, None)),
    });
    written
        .map(|(id, run)| {
            let msg = tr!(
                "score-saved",
                id = id.to_string(),
                page = record.page_name(),
                file = path.display().to_string()
            );
            (msg, run)
        })
        // The error names the file already.
        .map_err(|err| tr!("score-not-saved", error = err.to_string()))
}

/// Opens the ship's log at `path` and makes one change to it (each of the `shiplog`
/// library's changes is one transaction): the window's synchronous writes (an explorer made,
/// a campaign's repairs) go through here.
///
/// # Errors
/// The log's error (naming the file): it cannot be opened, or the change is refused.
pub fn change<T>(
    path: &Path,
    change: impl FnOnce(&mut ShipLog) -> Result<T, LogError>,
) -> Result<T, LogError> {
    ShipLog::open(path).and_then(|mut log| change(&mut log))
}

/// Reads the ship's log at `path` without creating or changing it; with no file there the
/// answer is `missing`.
///
/// # Errors
/// The log's error (naming the file): it cannot be opened or read.
pub fn read<T>(
    path: &Path,
    missing: T,
    read: impl FnOnce(&ShipLog) -> Result<T, LogError>,
) -> Result<T, LogError> {
    if !path.exists() {
        return Ok(missing);
    }
    ShipLog::open_read_only(path).and_then(|log| read(&log))
}

/// Every explorer's page (careers), in the log's order; none without a log.
///
/// # Errors
/// The log's error (naming the file).
pub fn explorer_pages(path: &Path) -> Result<Vec<ExplorerPage>, LogError> {
    read(path, Vec::new(), |log| {
        let mut pages = Vec::new();
        for row in log.explorers()? {
            pages.extend(log.explorer_page(row.id)?);
        }
        Ok(pages)
    })
}

/// Where the ship's log lives on this machine (`None`: no data directory).
pub fn default_path() -> Option<std::path::PathBuf> {
    ShipLog::default_path().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_a_missing_log_is_an_empty_log_and_creates_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("log.sqlite3");
        let pages = read_pages(&path).unwrap();
        assert!(pages.pages.is_empty());
        assert!(!dir.path().join("sub").exists());
    }
}
