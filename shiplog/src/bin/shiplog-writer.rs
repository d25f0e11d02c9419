//! A helper process for the ship's log crash-safety tests: writes sample missions to a log
//! and prints `ID N` on standard output after each commit.
//!
//! `shiplog-writer DB CREW FIRST COUNT PAUSE_MS LINES` writes missions FIRST, FIRST+1, ...
//! (COUNT of them, or forever for `-`) on the page CREW, pausing PAUSE_MS between them (as
//! a table between games would, so two writers take turns), each with LINES event-log lines
//! per turn. The crash test kills it with
//! SIGKILL at random moments; every line it printed names a mission whose transaction had
//! committed. With a seventh argument `careers`, the crew are explorers (made on the first
//! run) and each mission is logged with its run settled (`ShipLog::append_run`).

// A helper binary of the crash tests: it writes the log's file (clippy.toml's rules are the
// pure crates').
#![allow(clippy::disallowed_methods)]

use std::{io::Write, process::ExitCode, thread, time::Duration};

#[path = "../../tests/it/sample.rs"]
mod sample;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (args, careers) = match args.as_slice() {
        [rest @ .., mode] if mode == "careers" => (rest, true),
        rest => (rest, false),
    };
    let [db, crew, first, count, pause, lines] = args else {
        eprintln!("usage: shiplog-writer DB CREW FIRST COUNT|- PAUSE_MS LINES [careers]");
        return ExitCode::from(2);
    };
    let forever = count == "-";
    let (Ok(first), Ok(count), Ok(pause), Ok(lines)) = (
        first.parse::<u64>(),
        if forever {
            Ok(u64::MAX)
        } else {
            count.parse::<u64>()
        },
        pause.parse::<u64>(),
        lines.parse::<u32>(),
    ) else {
        eprintln!("shiplog-writer: FIRST, COUNT, PAUSE_MS and LINES must be numbers");
        return ExitCode::from(2);
    };
    let pause = Duration::from_millis(pause);
    let mut log = match shiplog::ShipLog::open(db) {
        Ok(log) => log,
        Err(e) => {
            eprintln!("shiplog-writer: {e}");
            return ExitCode::from(1);
        }
    };
    let seated = if careers {
        match explorers(&mut log) {
            Ok(seated) => seated,
            Err(e) => {
                eprintln!("shiplog-writer: {e}");
                return ExitCode::from(1);
            }
        }
    } else {
        Vec::new()
    };
    let mut out = std::io::stdout().lock();
    for n in (first..).take(usize::try_from(count).unwrap_or(usize::MAX)) {
        let record = sample::sample_mission_with(n, Some(crew), lines);
        let written = if careers {
            log.append_run(&record, &sample::sample_run(&record, &seated))
                .map(|(id, _)| id)
        } else {
            log.append(&record)
        };
        match written {
            Ok(id) => {
                // Flushed line by line: the parent must see each id as soon as it is
                // committed, or a kill would hide committed missions from the check.
                if writeln!(out, "{id} {n}")
                    .and_then(|()| out.flush())
                    .is_err()
                {
                    return ExitCode::from(1);
                }
                if !pause.is_zero() {
                    thread::sleep(pause);
                }
            }
            Err(e) => {
                eprintln!("shiplog-writer: mission {n}: {e}");
                return ExitCode::from(1);
            }
        }
    }
    ExitCode::SUCCESS
}

/// The sample crew's explorers, made if they are not in the log yet.
fn explorers(
    log: &mut shiplog::ShipLog,
) -> Result<Vec<(String, shiplog::ExplorerId)>, shiplog::LogError> {
    let mut seated = Vec::new();
    for name in ["Anna", "Ben", "Cleo", "Dmitri"] {
        let id = match log.explorer_named(name)? {
            Some(id) => id,
            None => log.create_explorer(name, true, "2026-12-01T20:00:00Z")?,
        };
        seated.push((name.to_owned(), id));
    }
    Ok(seated)
}
