//! Careers in the log: explorers, runs settled once, a campaign as one run, refusals that
//! write nothing, and a writer killed with SIGKILL mid-career (RULINGS.md CA1, CA14-CA16).

use super::sample::{sample_mission, sample_mission_with, sample_run};

use std::{
    io::Read,
    process::{Command, Stdio},
    thread,
    time::Duration,
};

use career::Progress;
use engine::{Specialization, StartingDamage};
use shiplog::{ExplorerId, LogError, ShipLog};

const AT: &str = "2026-12-01T20:00:00Z";

fn seat_all(log: &mut ShipLog, hardcore: &[&str]) -> Vec<(String, ExplorerId)> {
    ["Anna", "Ben", "Cleo", "Dmitri"]
        .iter()
        .map(|n| {
            (
                (*n).to_owned(),
                log.create_explorer(n, !hardcore.contains(n), AT).unwrap(),
            )
        })
        .collect()
}

fn open() -> (tempfile::TempDir, ShipLog) {
    let dir = tempfile::tempdir().unwrap();
    let log = ShipLog::open(dir.path().join("log.sqlite3")).unwrap();
    (dir, log)
}

#[test]
fn explorers_are_kept_with_their_sheet() {
    let (_dir, mut log) = open();
    let anna = log.create_explorer(" Anna ", true, AT).unwrap();
    let dan = log.create_explorer("Dan", false, AT).unwrap();
    let twice = log.create_explorer("Anna", false, AT);
    assert!(matches!(twice, Err(LogError::Career { .. })), "{twice:?}");
    assert!(log.create_explorer("", true, AT).is_err());
    let all = log.explorers().unwrap();
    let names: Vec<(&str, bool)> = all
        .iter()
        .map(|r| (r.explorer.name.as_str(), r.explorer.cloning))
        .collect();
    assert_eq!(names, [("Anna", true), ("Dan", false)]);
    assert_eq!(log.explorer_named("Anna").unwrap(), Some(anna));
    // Consent later, for good.
    log.consent_to_cloning(dan).unwrap();
    assert!(
        log.explorer_page(dan)
            .unwrap()
            .unwrap()
            .row
            .explorer
            .cloning
    );
    // Level 0: no point to spend.
    let err = log
        .learn_specialization(anna, Specialization::Medic)
        .unwrap_err();
    assert!(err.to_string().contains("spent all 0"), "{err}");
}

#[test]
fn a_mission_and_its_run_are_written_together() {
    let (_dir, mut log) = open();
    let seated = seat_all(&mut log, &[]);
    let record = sample_mission(1, Some("Night Shift"));
    let total = record.total().unwrap();
    let (id, run) = log
        .append_run(&record, &sample_run(&record, &seated))
        .unwrap();
    assert!(!run.again);
    assert_eq!(run.kind, "mission");
    assert_eq!(run.explorers.len(), 4);
    let anna = &run.explorers[0];
    assert_eq!(anna.run_xp, career::mission_xp(total));
    // Four humans, the full threat count: Fantastic Four (3 XP), the best of the category.
    assert_eq!(anna.earned, [("fantastic-four".to_owned(), 3, false)]);
    let page = log.explorer_page(seated[0].1).unwrap().unwrap();
    assert_eq!(page.runs.len(), 1);
    assert_eq!(page.runs[0].mission, Some(id));
    assert_eq!(page.row.explorer.xp, anna.run_xp + 3);
    assert_eq!(page.xp_over_time(), [(0, 0), (1, anna.run_xp + 3)]);
    assert_eq!(log.run_of(Some(id), None).unwrap().unwrap().id, run.id);
}

/// RULINGS.md CA14.
#[test]
fn settling_twice_does_nothing() {
    let (_dir, mut log) = open();
    let seated = seat_all(&mut log, &[]);
    let record = sample_mission(2, Some("Night Shift"));
    let (id, first) = log
        .append_run(&record, &sample_run(&record, &seated))
        .unwrap();
    let before = log.explorers().unwrap();
    let again = log
        .settle_mission(id, &[(seated[0].1, "aye-captain".into())], AT)
        .unwrap();
    assert!(again.again);
    assert_eq!(again.explorers, first.explorers);
    assert_eq!(log.explorers().unwrap(), before);
}

/// RULINGS.md CA15, CA16: a hardcore explorer dies with the ship; a dead explorer's next run
/// is refused and nothing of it is written.
#[test]
fn a_dead_explorer_cannot_fly_and_nothing_is_written() {
    let (_dir, mut log) = open();
    let seated = seat_all(&mut log, &["Dmitri"]);
    let lost = sample_mission(3, Some("Night Shift"));
    assert!(lost.total().is_none());
    let (_, run) = log.append_run(&lost, &sample_run(&lost, &seated)).unwrap();
    let dmitri = run.explorers.iter().find(|e| e.name == "Dmitri").unwrap();
    assert!(dmitri.died && !dmitri.clone_lost);
    assert!(
        run.explorers
            .iter()
            .filter(|e| e.name != "Dmitri")
            .all(|e| e.clone_lost)
    );
    let missions = log.all().unwrap().len();
    let won = sample_mission(4, Some("Night Shift"));
    let err = log
        .append_run(&won, &sample_run(&won, &seated))
        .unwrap_err();
    assert!(err.to_string().contains("Dmitri died"), "{err}");
    assert_eq!(
        log.all().unwrap().len(),
        missions,
        "the refused mission was not logged"
    );
    assert!(log.consent_to_cloning(seated[3].1).is_err());
}

/// A tick the rules refuse leaves the log as it was.
#[test]
fn a_refused_tick_writes_nothing() {
    let (_dir, mut log) = open();
    let seated = seat_all(&mut log, &[]);
    let record = sample_mission(5, Some("Night Shift"));
    let mut input = sample_run(&record, &seated);
    input.attested = vec![(seated[0].1, "aye-captain".into())]; // minimum level 2
    let err = log.append_run(&record, &input).unwrap_err();
    assert!(err.to_string().contains("Aye, captain!"), "{err}");
    assert!(log.all().unwrap().is_empty());
    input.attested = vec![(seated[0].1, "duck".into())];
    let (_, run) = log.append_run(&record, &input).unwrap();
    assert!(run.explorers[0].earned.contains(&("duck".into(), 1, true)));
}

/// RULINGS.md CA1: a campaign's missions are one run, settled when it ends.
#[test]
fn a_campaign_is_one_run() {
    let (_dir, mut log) = open();
    let seated = seat_all(&mut log, &[]);
    let campaign = log.start_campaign("Night Shift", AT, 3).unwrap();
    let mut scores = Vec::new();
    for n in [1, 2, 4] {
        let record = sample_mission(n, Some("Night Shift"));
        scores.push(record.total());
        let (_, settled) = log
            .append_to_campaign_run(
                campaign,
                &record,
                &StartingDamage::default(),
                &sample_run(&record, &seated),
            )
            .unwrap();
        assert_eq!(
            settled.is_some(),
            n == 4,
            "settled only by the last mission"
        );
    }
    let c = log.campaign(campaign).unwrap().unwrap();
    let run = log.run_of(None, Some(campaign)).unwrap().unwrap();
    assert_eq!(run.kind, "campaign");
    let xp = career::campaign_xp(3, 3, c.score().unwrap().total);
    assert_eq!(run.explorers[0].run_xp, xp);
    let again = log.settle_campaign(campaign, &[], AT).unwrap();
    assert!(again.again);
    let page = log.explorer_page(seated[0].1).unwrap().unwrap();
    assert_eq!(page.runs.len(), 1, "one run for three missions");
}

#[test]
fn a_stopped_campaign_is_settled_when_stopped() {
    let (_dir, mut log) = open();
    let seated = seat_all(&mut log, &[]);
    let campaign = log.start_campaign("Night Shift", AT, 3).unwrap();
    let record = sample_mission(1, Some("Night Shift"));
    log.append_to_campaign_run(
        campaign,
        &record,
        &StartingDamage::default(),
        &sample_run(&record, &seated),
    )
    .unwrap();
    let early = log.settle_campaign(campaign, &[], AT);
    assert!(
        matches!(early, Err(LogError::Campaign { .. })),
        "still flying"
    );
    let run = log.stop_campaign_run(campaign, &[], AT).unwrap();
    let score = log
        .campaign(campaign)
        .unwrap()
        .unwrap()
        .score()
        .unwrap()
        .total;
    assert_eq!(run.explorers[0].run_xp, career::campaign_xp(1, 3, score));
}

/// The log keeps a career across `kill -9`: a writer settling runs is killed at random
/// moments; every mission reported is there with its run, and every explorer's sheet is
/// exactly what their settled runs add up to.
#[test]
fn a_career_survives_a_writer_killed_mid_run() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    let writer = env!("CARGO_BIN_EXE_shiplog-writer");
    let mut reported = 0;
    for round in 0..12u64 {
        let mut child = Command::new(writer)
            .arg(&db)
            .args([
                "Night Shift",
                &(round * 1_000).to_string(),
                "-",
                "0",
                "60",
                "careers",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        thread::sleep(Duration::from_millis(40 + 13 * round));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        let mut out = String::new();
        child
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut out)
            .unwrap();
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        assert!(err.is_empty(), "round {round}: {err}");
        let complete = &out[..out.rfind('\n').map_or(0, |i| i + 1)];
        let log = ShipLog::open(&db).unwrap();
        assert_eq!(log.integrity_check().unwrap(), ["ok"]);
        for line in complete.lines() {
            let (id, n) = line.split_once(' ').unwrap();
            let id: i64 = id.parse().unwrap();
            let got = log.get(id).unwrap().unwrap().record;
            assert_eq!(
                got,
                sample_mission_with(n.parse().unwrap(), Some("Night Shift"), 60)
            );
            assert!(
                log.run_of(Some(id), None).unwrap().is_some(),
                "mission {id} without its run"
            );
            reported += 1;
        }
    }
    let log = ShipLog::open(&db).unwrap();
    let missions = log.all().unwrap();
    assert!(
        missions.len() >= reported && reported > 0,
        "{reported} reported"
    );
    for m in &missions {
        assert!(
            log.run_of(Some(m.id), None).unwrap().is_some(),
            "mission {} without its run",
            m.id
        );
    }
    for row in log.explorers().unwrap() {
        let page = log.explorer_page(row.id).unwrap().unwrap();
        assert_eq!(page.runs.len(), missions.len());
        let mut progress = Progress::default();
        let mut xp = 0;
        for r in &page.runs {
            assert_eq!(r.part.before, progress);
            progress.gain(r.part.run_xp + r.part.achievement_xp, false);
            xp += r.part.run_xp + r.part.achievement_xp;
            assert_eq!(r.part.after, progress);
        }
        assert_eq!((row.explorer.progress, row.explorer.xp), (progress, xp));
        assert_eq!(
            row.explorer.clones as usize,
            page.runs.iter().filter(|r| !r.survived).count()
        );
    }
    eprintln!("{reported} runs reported and checked over 12 kills");
}
