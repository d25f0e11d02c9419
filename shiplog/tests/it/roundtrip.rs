//! A full mission written to a real database file and read back, and the crew pages built
//! from several missions.

use super::sample;

use sample::{sample_mission, set_result};
use shiplog::{CrewEntry, LogError, LoggedMission, MissionFilter, MissionRecord, Outcome, ShipLog};

fn android(name: &str) -> CrewEntry {
    CrewEntry {
        name: name.into(),
        color: None,
        captain: false,
        communications_officer: false,
        security_chief: false,
        android: true,
        specialization: None,
    }
}

/// A New Frontier mission: its modules, red difficulties and each member's specialization
/// come back as they were written, in the record, the list and the export.
#[test]
fn a_new_frontier_mission_keeps_its_modules_and_specializations() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("log.sqlite3");
    let mut record = sample_mission(4, Some("Frontier"));
    record.modules = engine::Modules {
        double_actions: true,
        specializations: true,
        new_threats: true,
    };
    record.common_difficulty = shiplog::Difficulty::Orange;
    record.serious_difficulty = shiplog::Difficulty::Red;
    record.crew[0].specialization = Some("medic 2".into());
    record.crew[2].specialization = Some("rocketeer 3".into());
    let mut log = ShipLog::open(&path).unwrap();
    let id = log.append(&record).unwrap();
    let back = log.get(id).unwrap().unwrap().record;
    assert_eq!(back, record);
    let listed = log.list(&MissionFilter::default()).unwrap();
    assert_eq!(listed[0].modules, record.modules);
    assert_eq!(listed[0].serious_difficulty, shiplog::Difficulty::Red);
    let json = serde_json::to_value(&record).unwrap();
    assert_eq!(
        json["modules"],
        serde_json::json!(["double-actions", "specializations", "new-threats"])
    );
    assert_eq!(json["common_difficulty"], "2+3");
    assert_eq!(json["crew"][0]["specialization"], "medic 2");
    assert!(json["crew"][1].get("specialization").is_none());
    let read: MissionRecord = serde_json::from_value(json).unwrap();
    assert_eq!(read, record);
    let mut csv = Vec::new();
    shiplog::export::write_csv(&log.all().unwrap(), &jiff::tz::TimeZone::UTC, &mut csv).unwrap();
    let csv = String::from_utf8(csv).unwrap();
    assert!(
        csv.lines()
            .next()
            .unwrap()
            .ends_with(",players,modules,played_at_local")
    );
    assert!(
        csv.contains("double-actions specializations new-threats"),
        "{csv}"
    );
    assert!(csv.contains("Anna (") && csv.contains("medic 2"), "{csv}");
}

#[test]
fn a_full_mission_round_trips_through_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested").join("log.sqlite3");
    let mut first = sample_mission(7, Some("Night Shift"));
    first.crew.push(android("Robo"));
    first.seed = u64::MAX - 3; // above i64::MAX: stored as its bit pattern
    first
        .event_log
        .push_str("quote \" comma , newline \n unicode ✶ ☎ !\n");
    let lost = sample_mission(9, None);
    assert_eq!(lost.outcome(), Outcome::Lost);

    let (id_first, id_lost) = {
        let mut log = ShipLog::open(&path).unwrap();
        (log.append(&first).unwrap(), log.append(&lost).unwrap())
    };
    assert_ne!(id_first, id_lost);

    // A fresh connection: nothing comes from a cache.
    let log = ShipLog::open(&path).unwrap();
    assert_eq!(log.integrity_check().unwrap(), ["ok"]);
    let got = log.get(id_first).unwrap().unwrap();
    assert_eq!(
        got,
        LoggedMission {
            id: id_first,
            record: first.clone()
        }
    );

    let mut expected_lost = lost.clone();
    expected_lost.crew_name = Some("Anna, Ben, Cleo, Dmitri".into());
    assert_eq!(log.get(id_lost).unwrap().unwrap().record, expected_lost);
    assert_eq!(log.get(id_lost + 100).unwrap(), None);
    assert_eq!(
        log.crews().unwrap(),
        ["Anna, Ben, Cleo, Dmitri", "Night Shift"]
    );

    // The convenience used by `resolve --log` writes to the same file.
    let id_third = shiplog::append(&path, &sample_mission(8, Some("Night Shift"))).unwrap();
    assert_eq!(
        log.get(id_third).unwrap().unwrap().record.seed,
        sample_mission(8, None).seed
    );
}

#[test]
fn a_record_with_problems_is_refused_whole_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let mut log = ShipLog::open(dir.path().join("log.sqlite3")).unwrap();
    let mut bad = sample_mission(1, None);
    bad.played_at = "after dinner".into();
    bad.score.result = shiplog::CardResult::Total(1000);
    bad.crew[1].name = String::new();
    match log.append(&bad) {
        Err(LogError::InvalidRecord { problems }) => assert_eq!(problems.len(), 3, "{problems:?}"),
        other => panic!("expected InvalidRecord, got {other:?}"),
    }
    assert!(log.list(&MissionFilter::default()).unwrap().is_empty());
    assert!(log.crews().unwrap().is_empty());
}

/// Crew page, track, total (None = lost), what destroyed the ship, played_at.
type Row = (
    &'static str,
    Option<&'static str>,
    Option<i32>,
    Option<&'static str>,
    &'static str,
);

/// One row per mission. The expectations below are computed from this table, not written
/// by hand.
const MISSIONS: &[Row] = &[
    (
        "Night Shift",
        Some("Mission 1"),
        Some(12),
        None,
        "2026-11-01T20:00:00+01:00",
    ),
    (
        "Night Shift",
        Some("Mission 1"),
        Some(25),
        None,
        "2026-11-02T20:00:00+01:00",
    ),
    (
        "Night Shift",
        Some("Mission 2"),
        None,
        Some("Nemesis"),
        "2026-11-03T20:00:00+01:00",
    ),
    (
        "Night Shift",
        None,
        Some(-3),
        None,
        "2026-11-04T20:00:00+01:00",
    ),
    (
        "Night Shift",
        Some("Mission 2"),
        Some(30),
        None,
        "2026-11-05T20:00:00+01:00",
    ),
    (
        "Day Crew",
        Some("Mission 1"),
        None,
        None,
        "2026-11-02T10:00:00-08:00",
    ),
    (
        "Day Crew",
        Some("Mission 1"),
        Some(8),
        None,
        "2026-11-01T23:30:00-08:00",
    ),
    (
        "Day Crew",
        Some("Mission 3"),
        None,
        Some("Behemoth"),
        "2026-11-03T09:00:00Z",
    ),
];

fn filled_log() -> (tempfile::TempDir, ShipLog, Vec<(i64, MissionRecord)>) {
    let dir = tempfile::tempdir().unwrap();
    let mut log = ShipLog::open(dir.path().join("log.sqlite3")).unwrap();
    let mut written = Vec::new();
    for (n, (crew, track, total, destroyed_by, played_at)) in MISSIONS.iter().enumerate() {
        let mut record = sample_mission(n as u64 + 1, Some(crew));
        record.track = track.map(str::to_owned);
        set_result(&mut record, *total, *destroyed_by);
        record.played_at = (*played_at).to_owned();
        let id = log.append(&record).unwrap();
        written.push((id, record));
    }
    (dir, log, written)
}

fn instant(record: &MissionRecord) -> i64 {
    shiplog::parse_rfc3339(&record.played_at).unwrap()
}

#[test]
fn each_crew_page_has_its_figures() {
    let (_dir, log, written) = filled_log();
    let stats = log.stats().unwrap();
    assert_eq!(stats.len(), 2);
    for page in &stats {
        let mine: Vec<&(i64, MissionRecord)> = written
            .iter()
            .filter(|(_, r)| r.crew_name.as_deref() == Some(page.crew.as_str()))
            .collect();
        let wins: Vec<i32> = mine.iter().filter_map(|(_, r)| r.total()).collect();
        assert_eq!(page.missions_played as usize, mine.len());
        assert_eq!(page.missions_won as usize, wins.len());
        let mean = f64::from(wins.iter().sum::<i32>()) / wins.len() as f64;
        assert!((page.average_score.unwrap() - mean).abs() < 1e-9);
        let mut tracks: Vec<Option<String>> = mine
            .iter()
            .filter(|(_, r)| r.total().is_some())
            .map(|(_, r)| r.track.clone())
            .collect();
        tracks.sort_by_key(|t| (t.is_none(), t.clone()));
        tracks.dedup();
        assert_eq!(page.best_by_track.len(), tracks.len(), "{page:?}");
        for (best, track) in page.best_by_track.iter().zip(&tracks) {
            assert_eq!(&best.track, track);
            let (best_id, best_total) = mine
                .iter()
                .filter(|(_, r)| &r.track == track)
                .filter_map(|(id, r)| r.total().map(|t| (*id, t)))
                .max_by_key(|(id, t)| (*t, -id))
                .unwrap();
            assert_eq!((best.mission, best.best), (best_id, best_total));
        }
    }
    assert_eq!(log.crew_stats("Nobody").unwrap(), None);
}

#[test]
fn failures_and_scores_come_in_the_order_played() {
    let (_dir, log, written) = filled_log();
    let mut by_time = written.clone();
    by_time.sort_by_key(|(id, r)| (instant(r), *id));
    for crew in [None, Some("Day Crew"), Some("Night Shift")] {
        let mine = by_time
            .iter()
            .filter(|(_, r)| crew.is_none() || r.crew_name.as_deref() == crew);
        let failures: Vec<(i64, Option<String>)> = log
            .failures(crew)
            .unwrap()
            .into_iter()
            .map(|f| (f.id, f.destroyed_by))
            .collect();
        let expected: Vec<(i64, Option<String>)> = mine
            .clone()
            .filter(|(_, r)| r.outcome() == Outcome::Lost)
            .map(|(id, r)| (*id, r.destroyed_by().map(str::to_owned)))
            .collect();
        assert_eq!(failures, expected, "{crew:?}");

        let scores: Vec<(i64, i32, Option<i64>)> = log
            .scores_over_time(crew)
            .unwrap()
            .into_iter()
            .map(|p| (p.id, p.total, p.played_at_unix))
            .collect();
        let expected: Vec<(i64, i32, Option<i64>)> = mine
            .filter_map(|(id, r)| r.total().map(|t| (*id, t, Some(instant(r)))))
            .collect();
        assert_eq!(scores, expected, "{crew:?}");
    }
    // Text order and time order differ here (offsets): the Day Crew's 23:30-08:00 on the
    // 1st comes after Night Shift's 20:00+01:00 on the 2nd.
    let all = log.list(&MissionFilter::default()).unwrap();
    let ids: Vec<i64> = all.iter().map(|m| m.id).collect();
    let expected: Vec<i64> = by_time.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, expected);
}

#[test]
fn the_list_filters_by_crew_outcome_and_track() {
    let (_dir, log, written) = filled_log();
    let filters = [
        MissionFilter {
            crew: Some("Day Crew".into()),
            ..MissionFilter::default()
        },
        MissionFilter {
            outcome: Some(Outcome::Lost),
            ..MissionFilter::default()
        },
        MissionFilter {
            track: Some("Mission 1".into()),
            ..MissionFilter::default()
        },
        MissionFilter {
            crew: Some("Night Shift".into()),
            outcome: Some(Outcome::Won),
            track: Some("Mission 2".into()),
        },
        MissionFilter {
            crew: Some("Nobody".into()),
            ..MissionFilter::default()
        },
    ];
    for filter in filters {
        let mut got: Vec<i64> = log.list(&filter).unwrap().iter().map(|m| m.id).collect();
        got.sort_unstable();
        let expected: Vec<i64> = written
            .iter()
            .filter(|(_, r)| filter.crew.is_none() || r.crew_name == filter.crew)
            .filter(|(_, r)| filter.outcome.is_none_or(|o| o == r.outcome()))
            .filter(|(_, r)| filter.track.is_none() || r.track == filter.track)
            .map(|(id, _)| *id)
            .collect();
        assert_eq!(got, expected, "{filter:?}");
    }
    let summary = &log.list(&MissionFilter::default()).unwrap()[0];
    let full = log.get(summary.id).unwrap().unwrap().record;
    assert_eq!(
        (
            summary.total,
            summary.outcome,
            summary.destroyed_by.as_deref(),
            &summary.track
        ),
        (
            full.total(),
            full.outcome(),
            full.destroyed_by(),
            &full.track
        )
    );
}

#[test]
fn exports_hold_every_mission() {
    let (_dir, log, written) = filled_log();
    let all = log.all().unwrap();
    assert_eq!(all.len(), written.len());

    let mut json = Vec::new();
    shiplog::export::write_json(&all, &jiff::tz::TimeZone::UTC, &mut json).unwrap();
    let back: Vec<LoggedMission> = serde_json::from_slice(&json).unwrap();
    assert_eq!(back, all);

    let mut csv = Vec::new();
    shiplog::export::write_csv(&all, &jiff::tz::TimeZone::UTC, &mut csv).unwrap();
    let csv = String::from_utf8(csv).unwrap();
    let lines: Vec<&str> = csv.split_terminator("\r\n").collect();
    assert_eq!(lines.len(), all.len() + 1);
    assert_eq!(lines[0], shiplog::export::CSV_COLUMNS.join(","));
    for (line, mission) in lines[1..].iter().zip(&all) {
        assert!(line.starts_with(&format!("{},{},", mission.id, mission.record.page_name())));
        let total = mission
            .record
            .total()
            .map(|t| t.to_string())
            .unwrap_or_default();
        assert!(
            line.contains(&format!(",{total},{},4,", mission.record.seed)),
            "{line}"
        );
    }
}
