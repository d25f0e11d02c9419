//! A three-mission Exploration Campaign played through the real app's window (RULINGS.md
//! C1-C9): setup -> mission -> boards -> resolve -> score -> repairs -> ... -> the campaign
//! page, with each mission written to a real ship's log, linked to its campaign, and each
//! later mission starting from the ship the last one left, as repaired.

use egui_kittest::kittest::Queryable;
use engine::StartingDamage;
use shiplog::{CampaignStatus, ShipLog};
use sitting_duck::gui::ScreenName;

use super::support::{AppHarness, FakeClock, Window, click, fly};

/// The ship a mission started from, as the engine saw it.
fn started(h: &AppHarness) -> StartingDamage {
    StartingDamage::carried_by(&h.state().resolution().unwrap().replay.resolution.initial)
}

#[test]
fn a_three_mission_campaign_is_played_repaired_and_logged() {
    let clock = FakeClock::default();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = Window::default().clock(&clock).ship_log(&db).open();
    click(&mut h, "a campaign of 3");
    click(&mut h, "Mission 1");

    // Mission 1: a new ship; it leaves red shield, blue gravolift and blue shield tiles.
    fly(&mut h, &clock, "mechanics/full-mission-five-crew.yaml");
    assert!(started(&h).is_empty());
    h.get_by_label_contains("Campaign: mission 1 of 3");
    click(&mut h, "Next mission  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Repairs);
    h.get_by_label_contains("Repairs after mission 1 of 3");
    h.get_by_label_contains("Between missions every crew member takes one step");
    // The ship as left, and (no repair chosen yet) the ship for the next mission.
    assert_eq!(
        h.query_all_by_label("blue zone: gravolift, shield").count(),
        2
    );
    click(&mut h, "Anna: red shield");
    click(&mut h, "Ben: blue shield");
    h.get_by_label("blue zone: gravolift");
    click(&mut h, "Next mission  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Setup);
    h.get_by_label_contains("Campaign: mission 2 of 3");
    h.get_by_label_contains(
        "The ship carries: red zone: no damage; white zone: no damage; blue zone: gravolift",
    );

    // Mission 2 starts from the repaired ship: blue keeps its gravolift tile.
    fly(&mut h, &clock, "mechanics/five-crew-unconfirmed.yaml");
    let carried = started(&h);
    assert_eq!(
        carried.tiles_of(engine::Zone::Blue),
        [engine::DamageTile::Gravolift]
    );
    assert_eq!(carried.total(), 1);
    h.get_by_label_contains("Campaign: mission 2 of 3");
    click(&mut h, "Next mission  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Repairs);
    assert_eq!(
        h.query_all_by_label("blue zone: gravolift, lower-cannon, structural")
            .count(),
        2
    );
    // C6: a third repair in one zone is refused, and "Next mission" waits for a good plan.
    click(&mut h, "Anna: blue gravolift");
    click(&mut h, "Ben: blue lower-cannon");
    click(&mut h, "Cleo: blue structural");
    h.get_by_label_contains("Cleo: zone blue already had 2 tiles repaired");
    assert!(h.query_by_label("Next mission  [Enter]").is_none());
    click(&mut h, "Cleo: pass");
    click(&mut h, "Next mission  [Enter]");

    // Mission 3 starts with the blue structural tile: damage to blue is doubled.
    fly(&mut h, &clock, "rulings/r1-visual-confirmation.yaml");
    let carried = started(&h);
    assert_eq!(
        carried.tiles_of(engine::Zone::Blue),
        [engine::DamageTile::Structural]
    );
    assert!(
        h.state()
            .resolution()
            .unwrap()
            .replay
            .resolution
            .initial
            .ship()
            .carried_structural[2]
    );
    h.get_by_label_contains("Campaign: mission 3 of 3");
    // The last mission's card leads to the campaign's result, not to a next mission.
    assert!(h.query_by_label("Next mission  [Enter]").is_none());
    click(&mut h, "The campaign's result  [Enter]");

    // The campaign is over: its page, from the ship's log.
    assert_eq!(h.state().screen(), ScreenName::Campaign);
    assert!(h.state().campaign().is_none());
    let log = ShipLog::open_read_only(&db).unwrap();
    let campaigns = log.campaigns(None).unwrap();
    assert_eq!(campaigns.len(), 1);
    let c = &campaigns[0];
    assert_eq!(c.status, CampaignStatus::Complete);
    assert_eq!(c.missions.len(), 3);
    assert!(c.missions[0].starting_damage.is_empty());
    assert_eq!(
        c.missions[1].starting_damage.tiles_of(engine::Zone::Blue),
        [engine::DamageTile::Gravolift]
    );
    assert_eq!(
        c.missions[0].repairs,
        [
            "Anna repairs the red shield tile",
            "Ben repairs the blue shield tile",
            "Cleo passes",
            "Dan passes",
            "Eve passes"
        ]
    );
    let total = c.score().unwrap().total;
    h.get_by_label(&format!("Campaign score {total}"));
    // One card per mission, each with the ship it started from, zone by zone.
    for n in 1..=3 {
        assert!(h.query_all_by_label(&format!("Mission {n}")).count() >= 1);
    }
    h.get_by_label("gravolift");
    h.get_by_label("structural");
    assert_eq!(h.query_all_by_label("Started from").count(), 3);
    h.get_by_label("Ben repairs the blue shield tile");
    // Reached from the ship's log as well.
    click(&mut h, "Back to the ship's log  [Esc]");
    assert_eq!(h.state().screen(), ScreenName::ShipLog);
    click(&mut h, "Campaigns  [K]");
    assert_eq!(h.state().screen(), ScreenName::Campaign);
    h.get_by_label(&format!("Campaign score {total}"));
}

/// C8: a lost mission loses the campaign: no repairs, the campaign page says so, and setup
/// offers a single mission again.
#[test]
fn a_lost_mission_ends_the_campaign_without_a_score() {
    let clock = FakeClock::default();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .clock(&clock)
        .ship_log(&db)
        .open();
    click(&mut h, "a campaign of 2");
    click(&mut h, "Mission 1");
    fly(&mut h, &clock, "mechanics/lost-mission.yaml");
    // Lost, the campaign ends here: no next mission is offered.
    assert!(h.query_by_label("Next mission  [Enter]").is_none());
    click(&mut h, "The campaign's result  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Campaign);
    h.get_by_label("Campaign lost: no score");
    h.get_by_label("lost");
    let c = &ShipLog::open_read_only(&db)
        .unwrap()
        .campaigns(None)
        .unwrap()[0];
    assert_eq!(c.status, CampaignStatus::Lost);
    assert_eq!(c.missions.len(), 1);
    assert!(h.state().campaign().is_none());
    click(&mut h, "Back to the ship's log  [Esc]");
    click(&mut h, "Back to setup  [Esc]");
    assert_eq!(h.state().screen(), ScreenName::Setup);
    h.get_by_label("a single mission");
}
