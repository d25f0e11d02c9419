//! Schema 10: a mission keeps the homebrew threat cards it used. A real version 9 log is
//! migrated with nothing lost, and the next mission keeps its cards.

use shiplog::{MissionRecord, schema::SCHEMA_VERSION};

use super::migration::{Migrated, migrate_real};

/// A copy of a real log written by the build before the log kept homebrew cards (schema
/// version 9): on the page "Night Shift", a scenario resolved with `sitting-duck resolve
/// --log`, then a mission naming the homebrew card "Space Goose" resolved with `--with`
/// (its card file was not kept: it replays only with the file given again).
const V9_LOG: &[u8] = include_bytes!("../fixtures/v9-log.sqlite3");

/// A card file of one homebrew card, as the app writes it.
const GOOSE: &str = "- id: \"H-01\"\n  name: \"Space Goose\"\n  kind: external\n  severity: common\n  \
                     color: white\n  shield: 1\n  hit_points: 3\n  speed: 3\n  x: [\"attack 1\"]\n  \
                     y: [\"attack 1 all\"]\n  z: [\"attack 2\"]\n";

#[test]
fn a_real_version_9_log_is_migrated_to_version_10_and_the_next_mission_keeps_its_cards() {
    let old_tables = [
        "crews",
        "missions",
        "mission_crew",
        "score_lines",
        "transcript_lines",
    ];
    assert_eq!(SCHEMA_VERSION, 10);
    let Migrated {
        mut log, missions, ..
    } = migrate_real(V9_LOG, 9, &old_tables);
    assert_eq!(missions.len(), 2);
    assert!(missions[1].game_yaml.contains("Space Goose"));
    assert!(missions.iter().all(|r| r.cards.is_none()));
    let after = missions;

    let mut next = after[1].clone();
    next.played_at = "2026-12-05T22:00:00Z".into();
    next.cards = Some(GOOSE.to_owned());
    let id = log.append(&next).unwrap();
    assert_eq!(log.get(id).unwrap().unwrap().record, next);
    let json = serde_json::to_value(&next).unwrap();
    assert_eq!(json["cards"], GOOSE);
    let back: MissionRecord = serde_json::from_value(json).unwrap();
    assert_eq!(back, next, "the export form keeps them too");
    let old = serde_json::to_value(&after[0]).unwrap();
    assert!(old.get("cards").is_none(), "no key for shipped cards only");
}
