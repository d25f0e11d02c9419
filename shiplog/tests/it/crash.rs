//! Crash safety: a writer process killed with SIGKILL at random moments never loses a
//! committed mission nor leaves a damaged log; and two processes writing at once lose
//! nothing.

use super::sample;

use std::{
    collections::{BTreeMap, BTreeSet},
    io::Read,
    path::Path,
    process::{Child, Command, Stdio},
    thread,
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use sample::{sample_mission, sample_mission_with};
use shiplog::{MissionFilter, ShipLog};

const WRITER: &str = env!("CARGO_BIN_EXE_shiplog-writer");
const KILLS: usize = 50;
/// Event-log lines per turn in the crash test's missions: about 80 kB each, 20 pages, so
/// a kill often lands while SQLite writes a mission's pages, not only between missions.
const BULK: u32 = 120;

/// SplitMix64: enough randomness for kill moments, reproducible from the printed seed.
struct Moments(u64);

impl Moments {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % bound
    }
}

fn spawn_writer(
    db: &Path,
    crew: &str,
    first: u64,
    count: &str,
    pause_ms: u64,
    lines: u32,
) -> Child {
    Command::new(WRITER)
        .arg(db)
        .arg(crew)
        .arg(first.to_string())
        .arg(count)
        .arg(pause_ms.to_string())
        .arg(lines.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits until the writer has committed its first mission; returns the line it printed.
/// Read byte by byte so nothing after the line is taken from the pipe.
fn first_commit(child: &mut Child) -> String {
    let stdout = child.stdout.as_mut().unwrap();
    let mut line = Vec::new();
    let mut byte = [0u8; 1];
    while stdout.read(&mut byte).unwrap() == 1 {
        line.push(byte[0]);
        if byte[0] == b'\n' {
            break;
        }
    }
    String::from_utf8(line).unwrap()
}

/// The `ID N` lines the writer finished printing (a line cut by the kill is not counted),
/// after the ones already read (`read`).
fn committed(child: &mut Child, read: String) -> Vec<(i64, u64)> {
    let mut out = read;
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    let complete = match out.rfind('\n') {
        Some(end) => &out[..=end],
        None => "",
    };
    complete
        .lines()
        .map(|line| {
            let (id, n) = line.split_once(' ').unwrap();
            (id.parse().unwrap(), n.parse().unwrap())
        })
        .collect()
}

/// Opens the log, checks its integrity, and checks that every mission in it is whole:
/// exactly the sample it was written from (its number is in its game file).
fn check_log(db: &Path, crew: &str, lines: u32) -> BTreeMap<i64, u64> {
    let log = ShipLog::open(db).unwrap();
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    let mut in_log = BTreeMap::new();
    for mission in log.all().unwrap() {
        let n: u64 = mission
            .record
            .game_yaml
            .lines()
            .find_map(|l| l.strip_prefix("seed: "))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(
            mission.record,
            sample_mission_with(n, Some(crew), lines),
            "mission {}",
            mission.id
        );
        in_log.insert(mission.id, n);
    }
    in_log
}

#[test]
fn a_writer_killed_at_random_moments_loses_no_committed_mission() {
    let seed = std::env::var("SHIPLOG_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
        });
    eprintln!("kill moments from SHIPLOG_CRASH_SEED={seed}");
    let mut moments = Moments(seed);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    let started = Instant::now();
    let mut reported: BTreeMap<i64, u64> = BTreeMap::new();
    let mut killed_mid_run = 0;
    for round in 0..KILLS as u64 {
        let mut child = spawn_writer(&db, "Night Shift", round * 1_000_000, "-", 0, BULK);
        // 0-80 ms: from before the log is even opened (the first rounds create and
        // migrate it) to deep into a run of writes. Every other round counts from the
        // writer's first commit instead of its start, so however slow a loaded machine
        // makes the start, half the kills land among writes.
        let read = if round % 2 == 1 {
            first_commit(&mut child)
        } else {
            String::new()
        };
        thread::sleep(Duration::from_micros(moments.below(80_000)));
        child.kill().unwrap(); // SIGKILL
        let status = child.wait().unwrap();
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        assert!(
            stderr.is_empty(),
            "round {round}: the writer failed: {stderr}"
        );
        if status.code().is_none() {
            killed_mid_run += 1;
        }
        for (id, n) in committed(&mut child, read) {
            assert_eq!(reported.insert(id, n), None, "id {id} reported twice");
        }
        // Every round: the log is healthy and holds every mission ever reported; the
        // missions written this round are whole. (Reading every mission every round would
        // make the test quadratic; the end reads them all once.)
        let log = ShipLog::open(&db).unwrap();
        assert_eq!(log.integrity_check().unwrap(), ["ok"], "round {round}");
        let ids: BTreeSet<i64> = log
            .list(&MissionFilter::default())
            .unwrap()
            .iter()
            .map(|m| m.id)
            .collect();
        for (id, n) in &reported {
            assert!(
                ids.contains(id),
                "round {round}: committed mission {id} is missing"
            );
            if n / 1_000_000 == round {
                let got = log.get(*id).unwrap().unwrap().record;
                assert_eq!(
                    got,
                    sample_mission_with(*n, Some("Night Shift"), BULK),
                    "mission {id}"
                );
            }
        }
    }
    let in_log = check_log(&db, "Night Shift", BULK);
    for (id, n) in &reported {
        assert_eq!(in_log.get(id), Some(n), "committed mission {id} is missing");
    }
    assert_eq!(
        killed_mid_run, KILLS,
        "every writer should have been killed, not finished"
    );
    // Every other round waited for a commit, so at least that many were reported.
    assert!(
        reported.len() >= KILLS / 2,
        "only {} missions were written",
        reported.len()
    );
    eprintln!(
        "{KILLS} kills, {} committed missions checked, in {:?}",
        reported.len(),
        started.elapsed()
    );
}

#[test]
fn two_processes_writing_at_once_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    // Both start on a file that does not exist yet: they race to create it, too.
    // A pause between missions, as between games at a table: without it the writer that
    // holds the lock takes it straight back while the other sleeps in its busy handler, and
    // the two would run one after the other instead of at once.
    let per_writer = 60;
    let mut children = [
        spawn_writer(&db, "Night Shift", 0, &per_writer.to_string(), 3, 40),
        spawn_writer(&db, "Day Crew", 1_000_000, &per_writer.to_string(), 3, 40),
    ];
    let mut reports = Vec::new();
    for child in &mut children {
        let lines = committed(child, String::new());
        let status = child.wait().unwrap();
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        assert!(status.success(), "{status}: {stderr}");
        assert_eq!(lines.len(), per_writer as usize, "{stderr}");
        reports.push(lines);
    }
    let log = ShipLog::open(&db).unwrap();
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    assert_eq!(log.all().unwrap().len(), 2 * per_writer as usize);
    for (crew, lines) in ["Night Shift", "Day Crew"].iter().zip(&reports) {
        for (id, n) in lines {
            let got = log.get(*id).unwrap().unwrap();
            assert_eq!(got.record, sample_mission(*n, Some(crew)), "mission {id}");
        }
        let stats = log.crew_stats(crew).unwrap().unwrap();
        assert_eq!(stats.missions_played, per_writer as u32);
    }
    // Their writes interleaved: they really wrote at the same time, not one after the other.
    let span = |lines: &[(i64, u64)]| (lines[0].0, lines[lines.len() - 1].0);
    let (a, b) = (span(&reports[0]), span(&reports[1]));
    assert!(a.0 < b.1 && b.0 < a.1, "no overlap: ids {a:?} and {b:?}");
}
