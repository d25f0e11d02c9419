//! The ship's log for the screen: the pages read as a background task (`shell::ship_log`),
//! so the window never waits for the file: the screen shows "Reading…" until they arrive;
//! and the words of its tables.

use std::path::PathBuf;

use ::shiplog::{CrewEntry, LoggedMission};
use i18n::tr;

use crate::gui::work::{Answer, Done, Ticket, Work};
use crate::shell::ship_log::{LogPages, read_pages};

/// A read running as background work, or its answer.
#[derive(Debug)]
pub enum Reading {
    /// The read is running.
    Running(Ticket),
    /// The pages.
    Done(LogPages),
    /// Why the log could not be read (the `shiplog` error text, naming the file).
    Failed(String),
}

impl Reading {
    /// Starts reading the log at `path` as background work; `None` (no data directory on
    /// this machine) fails at once.
    pub fn start(path: Option<PathBuf>, work: &mut Work) -> Self {
        let Some(path) = path else {
            return Reading::Failed(tr!("shiplog-no-place"));
        };
        let ticket = work.start("reading the ship's log", move || {
            Answer::LogRead(read_pages(&path).map_err(|err| err.to_string()))
        });
        match ticket {
            Ok(ticket) => Reading::Running(ticket),
            Err(err) => Reading::Failed(tr!("shiplog-cannot-start", error = err.to_string())),
        }
    }

    /// Takes the read's answer if it is the one this read waits for.
    pub fn receive(&mut self, done: Done) -> Option<Done> {
        match self {
            Reading::Running(ticket) if *ticket == done.ticket => {}
            Reading::Running(_) | Reading::Done(_) | Reading::Failed(_) => return Some(done),
        }
        *self = match done.answer {
            Some(Answer::LogRead(Ok(pages))) => Reading::Done(pages),
            Some(Answer::LogRead(Err(err))) => Reading::Failed(err),
            Some(Answer::MissionSaved(_) | Answer::Coached(..) | Answer::Autosaved(_)) | None => {
                Reading::Failed(tr!("shiplog-reader-stopped"))
            }
        };
        None
    }
}

/// `2026-11-30T19:15:00Z` as the paper log would write it: `2026-11-30 20:15` in Berlin
/// (the machine's local time; the log stores UTC).
pub fn played_on(played_at: &str) -> String {
    crate::shell::machine::local_date(played_at)
}

/// The roles the paper log marks beside a name (a star, head phones, an exclamation point),
/// spelled out: ` (captain, comms)`; empty for a crew member without a role.
pub fn role_marks(entry: &CrewEntry) -> String {
    let roles: Vec<String> = [
        (entry.captain, tr!("shiplog-role-captain")),
        (entry.communications_officer, tr!("shiplog-role-comms")),
        (entry.security_chief, tr!("shiplog-role-security")),
        (entry.android, tr!("shiplog-role-android")),
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
        (None, Some(by)) => tr!("shiplog-lost-destroyed-by", by = by),
        (None, None) => tr!("shiplog-lost"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_like_the_paper_log_in_local_time_and_odd_ones_are_shown_as_stored() {
        // Central European Time in winter: one hour ahead of the UTC the log stores.
        let cet = jiff::tz::TimeZone::fixed(jiff::tz::offset(1));
        for (stored, shown) in [
            ("2026-11-30T20:15:00+01:00", "2026-11-30 20:15"),
            ("2026-11-30T19:15:00Z", "2026-11-30 20:15"),
            ("2026-01-02T03:04:05Z", "2026-01-02 04:04"),
            ("2026-12-31T23:30:00Z", "2027-01-01 00:30"),
            ("last tuesday", "last tuesday"),
            ("2026-11-30 20:15", "2026-11-30 20:15"),
        ] {
            assert_eq!(
                crate::shell::machine::date_in(stored, &cet),
                shown,
                "{stored}"
            );
        }
        assert_eq!(played_on("last tuesday"), "last tuesday");
    }
}
