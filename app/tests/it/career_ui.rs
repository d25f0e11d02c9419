//! A career played through the real app's window (RULINGS.md CA1-CA16): explorers made and
//! seated at setup, three missions (XP, a level-up, a ticked achievement, a clone lost, a
//! hardcore explorer's death), a specialization point spent on the explorers' page, then a
//! whole Exploration Campaign settled as one run; the ship's log keeps all of it.

use egui_kittest::kittest::Queryable;
use shiplog::ShipLog;
use sitting_duck::gui::ScreenName;

use super::support::{
    AppHarness, FakeClock, Window, activate, click_containing, fly, scenario, settle, type_into,
};

/// "Save to ship's log", waiting for its worker.
fn save(h: &mut AppHarness) {
    click_containing(h, "Save to ship's log");
    let saved = h.state().score().unwrap().saved.clone();
    assert!(matches!(&saved, Some(Ok(_))), "{saved:?}");
}

fn explorer(db: &std::path::Path, name: &str) -> shiplog::ExplorerPage {
    let log = ShipLog::open_read_only(db).unwrap();
    let id = log.explorer_named(name).unwrap().unwrap();
    log.explorer_page(id).unwrap().unwrap()
}

/// Spends every unspent point of `name` on the explorers' page, on `specialization`.
fn spend_points(h: &mut AppHarness, name: &str, specialization: &str) {
    activate(h, "Explorers");
    assert_eq!(h.state().screen(), ScreenName::Explorers);
    let label = h
        .state()
        .explorers_page()
        .unwrap()
        .pages
        .iter()
        .find(|p| p.row.explorer.name == name)
        .map(|p| sitting_duck::gui::screens::career::setup::explorer_label(&p.row))
        .unwrap();
    activate(h, &label);
    loop {
        let e = &h
            .state()
            .explorers_page()
            .unwrap()
            .current()
            .unwrap()
            .row
            .explorer;
        if e.spent() == e.level() {
            break;
        }
        let next = format!(
            "{specialization} {}",
            e.learned(engine::Specialization::parse(specialization).unwrap()) + 1
        );
        activate(h, &format!("{name}'s next specialization level"));
        activate(h, &next);
        activate(h, "Learn");
    }
    activate(h, "Back to setup  [Esc]");
    assert_eq!(h.state().screen(), ScreenName::Setup);
}

#[test]
fn a_career_through_three_missions_and_a_campaign() {
    let clock = FakeClock::default();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = Window::default().clock(&clock).ship_log(&db).open();

    // Two explorers made at setup; Ben refuses cloning.
    activate(&mut h, "New explorer…");
    type_into(&mut h, "New explorer", "Anna");
    activate(&mut h, "Create explorer");
    assert_eq!(
        h.state().career_notice(),
        Some("Explorer Anna joined the ship's log")
    );
    h.get_by_label("Explorer Anna joined the ship's log");
    type_into(&mut h, "New explorer", "Ben");
    activate(&mut h, "Refuses cloning");
    activate(&mut h, "Create explorer");
    settle(&mut h);
    assert_eq!(h.state().explorers().len(), 2);
    activate(&mut h, "Player 1's explorer");
    activate(&mut h, "Anna (level 0, cloning)");
    activate(&mut h, "Player 2's explorer");
    activate(&mut h, "Ben (level 0, hardcore)");
    assert_eq!(h.state().settings().crew[1].name, "Ben");
    activate(&mut h, "Mission 1");

    // Mission 1: XP on the score card, a judged achievement ticked for Anna.
    fly(&mut h, &clock, "mechanics/full-mission-five-crew.yaml");
    h.get_by_label("Careers");
    let card = h.state().score().unwrap().career.clone().unwrap();
    assert_eq!(card.seated.len(), 2);
    let preview = card.previews[0].clone().unwrap();
    assert_eq!(preview.run_xp, career::mission_xp(33));
    activate(&mut h, "Tick achievements for Anna");
    activate(&mut h, "Duck! (Close calls, 1 XP)");
    h.get_by_label_contains("Duck! (ticked)");
    save(&mut h);
    let settled = h
        .state()
        .score()
        .unwrap()
        .career
        .clone()
        .unwrap()
        .settled
        .unwrap();
    let anna = &settled.explorers[0];
    assert_eq!(anna.run_xp, career::mission_xp(33));
    assert!(
        anna.earned.contains(&("duck".into(), 1, true)),
        "{:?}",
        anna.earned
    );
    assert!(anna.after.level >= 1, "{anna:?}");
    h.get_by_label_contains(&format!("Anna: +{} XP", anna.run_xp + anna.achievement_xp));
    assert!(h.query_all_by_label_contains("level up to").count() >= 1);
    activate(&mut h, "Next mission  [Enter]");

    // Anna must spend her point before departing.
    click_containing(&mut h, "Start mission");
    assert!(
        h.state()
            .setup_problems()
            .iter()
            .any(|p| p.contains("Anna has")),
        "{:?}",
        h.state().setup_problems()
    );
    spend_points(&mut h, "Anna", "Medic");
    spend_points(&mut h, "Ben", "Rocketeer");

    // Mission 2, then mission 3: the ship is lost: Anna loses a clone, Ben dies.
    fly(&mut h, &clock, "rulings/r1-visual-confirmation.yaml");
    save(&mut h);
    activate(&mut h, "Next mission  [Enter]");
    spend_points(&mut h, "Anna", "Medic");
    spend_points(&mut h, "Ben", "Rocketeer");
    fly(&mut h, &clock, "mechanics/summed-damage-one-shield.yaml");
    h.get_by_label("Anna lost a clone: no XP");
    h.get_by_label("Ben died with the ship");
    save(&mut h);
    activate(&mut h, "Next mission  [Enter]");
    let anna = explorer(&db, "Anna");
    assert_eq!((anna.runs.len(), anna.row.explorer.clones), (3, 1));
    assert!(explorer(&db, "Ben").row.explorer.dead);

    // The dead cannot fly: refused at departure, and not offered again.
    click_containing(&mut h, "Start mission");
    assert!(
        h.state()
            .setup_problems()
            .iter()
            .any(|p| p.contains("Ben died")),
        "{:?}",
        h.state().setup_problems()
    );
    activate(&mut h, "Player 2's explorer");
    activate(&mut h, "no explorer");
    spend_points(&mut h, "Anna", "Medic");

    // A whole campaign of three missions is one run, settled by its last mission.
    let before = explorer(&db, "Anna").row.explorer.xp;
    activate(&mut h, "a campaign of 3");
    activate(&mut h, "Mission 1");
    fly(&mut h, &clock, "mechanics/full-mission-five-crew.yaml");
    h.get_by_label("The campaign is one run: its XP and achievements come when it ends");
    activate(&mut h, "Next mission  [Enter]");
    activate(&mut h, "Next mission  [Enter]");
    fly(&mut h, &clock, "mechanics/five-crew-unconfirmed.yaml");
    activate(&mut h, "Next mission  [Enter]");
    activate(&mut h, "Next mission  [Enter]");
    fly(&mut h, &clock, "rulings/r1-visual-confirmation.yaml");
    assert!(
        h.state()
            .score()
            .unwrap()
            .career
            .as_ref()
            .unwrap()
            .run
            .is_some(),
        "the last mission settles it"
    );
    activate(&mut h, "The campaign's result  [Enter]");
    assert_eq!(h.state().screen(), ScreenName::Campaign);

    let log = ShipLog::open_read_only(&db).unwrap();
    let campaign = &log.campaigns(None).unwrap()[0];
    let run = log.run_of(None, Some(campaign.id)).unwrap().unwrap();
    assert_eq!(run.kind, "campaign");
    let part = &run.explorers[0];
    assert_eq!(part.name, "Anna");
    assert_eq!(
        part.run_xp,
        career::campaign_xp(3, 3, campaign.score().unwrap().total)
    );
    let anna = explorer(&db, "Anna");
    assert_eq!(anna.runs.len(), 4, "three missions and one campaign");
    assert_eq!(
        anna.row.explorer.xp,
        before + part.run_xp + part.achievement_xp
    );
    assert!(
        anna.achievements
            .iter()
            .any(|a| a.achievement == "duck" && a.attested)
    );

    // The explorers' page shows her career.
    activate(&mut h, "Back to the ship's log  [Esc]");
    activate(&mut h, "Back to setup  [Esc]");
    activate(&mut h, "Explorers");
    h.get_by_label_contains("Level ");
    h.get_by_label("XP over time");
    h.get_by_label_contains("Duck! (1 XP, ticked by the crew)");
    h.get_by_label("Runs (4)");

    // A restart: a fresh app on the same ship's log shows the same career.
    drop(h);
    let mut h = Window::default().clock(&clock).ship_log(&db).open();
    activate(&mut h, "Explorers");
    h.get_by_label_contains("Duck! (1 XP, ticked by the crew)");
    h.get_by_label("Runs (4)");
    assert_eq!(explorer(&db, "Anna").row.explorer.xp, anna.row.explorer.xp);
}

/// RULINGS.md CA2: boards of a simulation (a game file naming the shipped "Simulation 1")
/// earn nothing: the score card says so, and the run is kept as training.
#[test]
fn a_simulation_earns_nothing() {
    let clock = FakeClock::default();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let game = dir.path().join("simulation.yaml");
    let src = std::fs::read_to_string(scenario("mechanics/full-mission-five-crew.yaml")).unwrap();
    std::fs::write(
        &game,
        src.replace("mission: Mission 1", "mission: Simulation 1"),
    )
    .unwrap();
    let mut h = Window::default().clock(&clock).ship_log(&db).open();
    activate(&mut h, "New explorer…");
    type_into(&mut h, "New explorer", "Anna");
    activate(&mut h, "Create explorer");
    activate(&mut h, "Player 1's explorer");
    activate(&mut h, "Anna (level 0, cloning)");
    activate(&mut h, "Resolve a game file");
    assert_eq!(h.state().screen(), ScreenName::Boards);
    type_into(&mut h, "Game file", game.to_str().unwrap());
    activate(&mut h, "Load");
    activate(&mut h, "Resolve  [Ctrl+Enter]");
    activate(&mut h, "Score card  [S]");
    h.get_by_label("A test run or simulation: it earns nothing");
    save(&mut h);
    let anna = explorer(&db, "Anna");
    assert_eq!(anna.runs.len(), 1);
    assert_eq!(anna.runs[0].kind, "training");
    assert_eq!((anna.row.explorer.xp, anna.row.explorer.level()), (0, 0));
    assert!(anna.achievements.is_empty());
}
