//! The ship's log: crews and missions in a SQLite database, migrated on open.
//!
//! Each page of the paper log is for one crew; here a page is a row of `crews`, its people
//! are `crew_members`, and every mission played is a row of `missions` with its roster
//! (`mission_crew`: who was captain, communications officer, security chief, which color,
//! which boards were androids). A mission keeps its seed, game file and event log, so it
//! can be replayed exactly.
//!
//! ```no_run
//! # fn main() -> Result<(), shiplog::LogError> {
//! let log = shiplog::ShipLog::open_read_only(shiplog::ShipLog::default_path()?)?;
//! for mission in log.list(&shiplog::MissionFilter::default())? {
//!     println!("{} {} {:?}", mission.id, mission.crew, mission.total);
//! }
//! # Ok(())
//! # }
//! ```
//!
//! The library never reads the clock: the caller passes `played_at` (see
//! [`rfc3339_from_unix`]).

// The ship's log is a database file and dates its missions by the clock: the pure crates'
// rules (clippy.toml) are not its rules.
#![allow(clippy::disallowed_methods)]

use std::path::Path;

pub mod campaign;
pub mod career;
mod date;
mod difficulty;
mod error;
pub mod explorers;
pub mod export;
mod logbook;
pub mod modules;
mod pages;
mod record;
pub mod schema;
mod settled;
mod sheet;
mod transaction;

pub use campaign::{Campaign, CampaignMission, CampaignStatus};
pub use career::{RunInput, Seated};
pub use date::{
    DateParts, local_parts, parse_rfc3339, parts_in_zone, rfc3339_from_unix, rfc3339_in_zone,
    utc_parts,
};
pub use engine::{CardResult, LineKind, ScoreCard, ScoreLine, Subject};
pub use error::LogError;
pub use explorers::{EarnedLine, ExplorerPage, ExplorerRow, RunLine};
pub use logbook::ShipLog;
pub use pages::{
    CrewStats, Failure, LoggedMission, MissionFilter, MissionSummary, ScorePoint, TrackBest,
};
pub use record::{CrewEntry, DebriefLine, Difficulty, MissionRecord, Outcome, TranscriptLine};
pub use settled::{SettledExplorer, SettledRun};

/// A mission's id in the log (SQLite's rowid: positive; the log never deletes a mission).
pub type MissionId = i64;
/// A campaign's id in the log.
pub type CampaignId = i64;
/// An explorer's id in the log.
pub type ExplorerId = i64;
/// A run's id in the log.
pub type RunId = i64;

/// Opens the log at `path` (creating or migrating it), writes one mission in one
/// transaction, and returns its id. This is what `resolve --log` calls.
pub fn append(path: &Path, record: &MissionRecord) -> Result<MissionId, LogError> {
    ShipLog::open(path)?.append(record)
}
