//! Reading the ship's log for the screen: every crew's page at once, on a worker thread.
//!
//! A log of a few hundred missions reads in milliseconds, but opening it runs SQLite's quick
//! check and may wait for another program's write (up to ten seconds), so the window never
//! waits for it: the screen shows "Reading…" until the pages arrive.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use ::shiplog::{
    CrewEntry, CrewStats, Failure, LogError, LoggedMission, MissionFilter, MissionId, ScorePoint,
    ShipLog, parse_rfc3339,
};

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

/// A read running on a worker thread, or its answer.
#[derive(Debug)]
pub enum Reading {
    /// The worker is reading.
    Running(Receiver<Result<LogPages, String>>),
    /// The pages.
    Done(LogPages),
    /// Why the log could not be read (the `shiplog` error text, naming the file).
    Failed(String),
}

impl Reading {
    /// Starts reading the log at `path` on a worker thread; `None` (no data directory on
    /// this machine) fails at once.
    pub fn start(path: Option<PathBuf>) -> Self {
        let Some(path) = path else {
            return Reading::Failed(
                "no place for the ship's log on this machine (no data directory)".to_owned(),
            );
        };
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let _ = tx.send(read_pages(&path).map_err(|err| err.to_string()));
        });
        Reading::Running(rx)
    }

    /// Picks up the worker's answer when it has come.
    pub fn poll(&mut self) {
        if let Reading::Running(rx) = self {
            match rx.try_recv() {
                Ok(Ok(pages)) => *self = Reading::Done(pages),
                Ok(Err(err)) => *self = Reading::Failed(err),
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    *self = Reading::Failed("the ship's log reader stopped".to_owned());
                }
            }
        }
    }
}

/// `2026-11-30T20:15:00+01:00` as the paper log would write it: `2026-11-30 20:15` (the
/// local time of the table that played it).
pub fn played_on(played_at: &str) -> String {
    match (played_at.get(..10), played_at.get(11..16)) {
        (Some(day), Some(time)) if played_at.as_bytes().get(10) == Some(&b'T') => {
            format!("{day} {time}")
        }
        _ => played_at.to_owned(),
    }
}

/// The roles the paper log marks beside a name (a star, head phones, an exclamation point),
/// spelled out: ` (captain, comms)`; empty for a crew member without a role.
pub fn role_marks(entry: &CrewEntry) -> String {
    let roles: Vec<&str> = [
        (entry.captain, "captain"),
        (entry.communications_officer, "comms"),
        (entry.security_chief, "security"),
        (entry.android, "android"),
    ]
    .into_iter()
    .filter_map(|(held, role)| held.then_some(role))
    .collect();
    if roles.is_empty() {
        String::new()
    } else {
        format!(" ({})", roles.join(", "))
    }
}

/// The last column of the missions table: the total, or how the mission was lost.
pub fn result_text(mission: &LoggedMission) -> String {
    let record = &mission.record;
    match (record.total(), record.destroyed_by()) {
        (Some(total), _) => total.to_string(),
        (None, Some(by)) => format!("lost: destroyed by {by}"),
        (None, None) => "lost".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_like_the_paper_log_and_odd_ones_are_shown_as_stored() {
        for (stored, shown) in [
            ("2026-11-30T20:15:00+01:00", "2026-11-30 20:15"),
            ("2026-01-02T03:04:05Z", "2026-01-02 03:04"),
            ("last tuesday", "last tuesday"),
            ("2026-11-30 20:15", "2026-11-30 20:15"),
        ] {
            assert_eq!(played_on(stored), shown, "{stored}");
        }
    }

    #[test]
    fn reading_a_missing_log_is_an_empty_log_and_creates_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("log.sqlite3");
        let pages = read_pages(&path).unwrap();
        assert!(pages.pages.is_empty());
        assert!(!dir.path().join("sub").exists());
    }
}
