//! Campaigns in the log (RULINGS.md C1, C7, C8): missions linked in order with the ship each
//! started from, the repairs after each, the running and final score, the failure rules.

use std::collections::BTreeMap;

use engine::{DamageTile, StartingDamage, Zone, campaign::UPPER_BLUE};
use shiplog::{CampaignStatus, LogError, MissionRecord, Outcome, ShipLog};

const V4_LOG: &[u8] = include_bytes!("../fixtures/v4-log.sqlite3");

/// The real missions of the version 4 fixture, and a fresh log to write campaigns in.
fn missions() -> (tempfile::TempDir, ShipLog, Vec<MissionRecord>) {
    let dir = tempfile::tempdir().unwrap();
    let old = dir.path().join("old.sqlite3");
    std::fs::write(&old, V4_LOG).unwrap();
    let records = ShipLog::open_read_only(&old)
        .unwrap()
        .all()
        .unwrap()
        .into_iter()
        .map(|m| m.record)
        .collect();
    let log = ShipLog::open(dir.path().join("new.sqlite3")).unwrap();
    (dir, log, records)
}

fn carried() -> StartingDamage {
    StartingDamage {
        tiles: BTreeMap::from([(Zone::Red, vec![DamageTile::Structural, DamageTile::Reactor])]),
        disabled_squads: 1,
        squad_at: Some(UPPER_BLUE),
    }
}

#[test]
fn three_missions_are_kept_in_order_with_the_ship_between_them() {
    let (_dir, mut log, records) = missions();
    let won: Vec<&MissionRecord> = records
        .iter()
        .filter(|r| r.outcome() == Outcome::Won)
        .collect();
    let id = log
        .start_campaign("Day Crew", "2026-12-01T20:00:00Z", 3)
        .unwrap();
    let m1 = log
        .append_to_campaign(id, won[0], &StartingDamage::default())
        .unwrap();
    log.set_repairs(m1, &["Anna repairs red shield".into(), "Ben passes".into()])
        .unwrap();
    let running = log.campaign(id).unwrap().unwrap();
    assert_eq!(running.status, CampaignStatus::Flying);
    let one = running.score().unwrap();
    assert_eq!(
        one.total,
        won[0].total().unwrap(),
        "one mission: its own score"
    );
    let m2 = log.append_to_campaign(id, won[1], &carried()).unwrap();
    let m3 = log.append_to_campaign(id, won[2], &carried()).unwrap();
    let c = log.campaign(id).unwrap().unwrap();
    assert_eq!(c.status, CampaignStatus::Complete);
    assert_eq!(
        c.missions
            .iter()
            .map(|m| (m.id, m.position))
            .collect::<Vec<_>>(),
        [(m1, 1), (m2, 2), (m3, 3)]
    );
    assert_eq!(
        c.missions[0].repairs,
        ["Anna repairs red shield", "Ben passes"]
    );
    assert_eq!(c.missions[1].starting_damage, carried());
    assert_eq!(c.missions[0].starting_damage, StartingDamage::default());
    // C7: threats of all, the visual average rounded down, the last ship's penalties.
    let s: Vec<_> = c.missions.iter().map(|m| m.score.unwrap()).collect();
    let score = c.score().unwrap();
    assert_eq!(
        score.threats,
        s.iter().map(|s| s.destroyed + s.survived).sum::<i32>()
    );
    assert_eq!(
        score.visual_confirmation,
        s.iter().map(|s| s.visual_confirmation).sum::<i32>() / 3
    );
    assert_eq!(score.damage_penalty, s[2].damage_penalty);
    // C1: no fourth mission.
    let refused = log.append_to_campaign(id, won[0], &carried());
    assert!(
        matches!(refused, Err(LogError::Campaign { .. })),
        "{refused:?}"
    );
    assert_eq!(log.campaigns(Some("Day Crew")).unwrap().len(), 1);
    assert!(log.campaigns(Some("Night Shift")).unwrap().is_empty());
    // The campaign's missions are missions of the log like any other.
    assert_eq!(log.get(m2).unwrap().unwrap().record, *won[1]);
}

#[test]
fn a_lost_mission_loses_the_campaign_and_a_stopped_one_keeps_its_score() {
    let (_dir, mut log, records) = missions();
    let won = records
        .iter()
        .find(|r| r.outcome() == Outcome::Won)
        .unwrap();
    let lost = records
        .iter()
        .find(|r| r.outcome() == Outcome::Lost)
        .unwrap();
    let id = log
        .start_campaign("Night Shift", "2026-12-01T20:00:00Z", 3)
        .unwrap();
    log.append_to_campaign(id, won, &StartingDamage::default())
        .unwrap();
    log.append_to_campaign(id, lost, &carried()).unwrap();
    let c = log.campaign(id).unwrap().unwrap();
    assert_eq!(c.status, CampaignStatus::Lost);
    assert_eq!(c.score(), None, "C8: a lost campaign scores nothing");
    assert!(log.append_to_campaign(id, won, &carried()).is_err());

    let stopped = log
        .start_campaign("Night Shift", "2026-12-01T22:00:00Z", 3)
        .unwrap();
    log.append_to_campaign(stopped, won, &StartingDamage::default())
        .unwrap();
    log.stop_campaign(stopped).unwrap();
    let c = log.campaign(stopped).unwrap().unwrap();
    assert_eq!(c.status, CampaignStatus::Stopped);
    assert_eq!(c.score().unwrap().total, won.total().unwrap());
    assert!(!c.is_open());
    assert!(matches!(
        log.start_campaign("Night Shift", "2026-12-01T22:00:00Z", 4),
        Err(LogError::Campaign { .. })
    ));
}
