//! The solo game on the host's screen (RULINGS.md D7): one player, three androids, the whole
//! deck in one hand; they program every figure by clicks, and when the Action Round ends the
//! four boards are on the boards screen, nothing typed.

use egui_kittest::kittest::{NodeT, Queryable};
use sitting_duck::gui::screens::setup::Role;
use sitting_duck::gui::{
    BoardsIntent, Intent, MissionIntent, ResolutionIntent, ScoreIntent, ScreenName, SetupIntent,
};

use super::support::{FakeClock, Window, activate, click, click_containing, settle, wait};

#[test]
fn a_solo_player_programs_the_whole_crew_on_the_host() {
    let clock = FakeClock::default();
    let log_dir = tempfile::tempdir().unwrap();
    let log_path = log_dir.path().join("shiplog.sqlite3");
    let mut h = Window::default().clock(&clock).ship_log(&log_path).open();
    for seat in [3, 2, 1] {
        h.state_mut()
            .apply(Intent::Setup(SetupIntent::RemoveCrew(seat)));
    }
    // The one player holds every role.
    for role in [Role::CommunicationsOfficer, Role::ChiefOfSecurity] {
        h.state_mut()
            .apply(Intent::Setup(SetupIntent::ToggleRole(0, role)));
    }
    settle(&mut h);
    activate(&mut h, "Solo: play the cards on this screen");
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "{:?}",
        h.state().setup_problems()
    );
    wait(&mut h, &clock, 1.0);
    h.get_by_label("Your hand: 90 cards");

    // Anna's first space: the first kind of card, its other half on top.
    h.get_all_by_label_contains("×")
        .next()
        .unwrap()
        .click_accesskit();
    settle(&mut h);
    activate(&mut h, "Other half on top");
    activate(&mut h, "1 ·");
    h.get_by_label("Your hand: 89 cards");
    // Android 1: a card on space 1 and its own heroic card on space 2.
    activate(&mut h, "Android 1");
    h.get_all_by_label_contains("×")
        .next()
        .unwrap()
        .click_accesskit();
    settle(&mut h);
    activate(&mut h, "1 ·");
    h.get_all_by_label_contains("heroic: ")
        .next()
        .unwrap()
        .click_accesskit();
    settle(&mut h);
    activate(&mut h, "2 ·");
    assert!(h.query_by_label("1 ·").is_none(), "space 1 holds a card");
    // A phase-2 space is not open yet.
    assert!(h.get_by_label("4 ·").accesskit_node().is_disabled());
    activate(&mut h, "Done with phase 1: pick up the next cards");
    assert!(!h.get_by_label("4 ·").accesskit_node().is_disabled());
    assert!(
        h.get_by_label("3 ·").accesskit_node().is_disabled(),
        "phase 1 is locked now"
    );

    h.state_mut()
        .apply(Intent::Mission(MissionIntent::RoundOver));
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    let rows: Vec<String> = h
        .state()
        .boards()
        .unwrap()
        .rows
        .iter()
        .map(|r| r.text.clone())
        .collect();
    assert_eq!(rows.len(), 4, "{rows:?}");
    let tokens =
        |row: usize| -> Vec<String> { rows[row].split_whitespace().map(str::to_owned).collect() };
    assert!(
        ["<", ">", "^"].contains(&tokens(0)[0].as_str()),
        "a movement half: {rows:?}"
    );
    assert_ne!(tokens(1)[0], ".");
    let heroic = engine::Action::parse(&tokens(1)[1]).unwrap();
    assert!(heroic.is_heroic(), "{rows:?}");
    assert!(
        rows[2..]
            .iter()
            .all(|r| r.split_whitespace().all(|t| t == "."))
    );

    // Resolved and logged as a crew of one human with three androids, dealt on the host.
    h.state_mut().apply(Intent::Boards(BoardsIntent::Resolve));
    settle(&mut h);
    h.state_mut()
        .apply(Intent::Resolution(ResolutionIntent::ShowScore));
    settle(&mut h);
    h.state_mut()
        .apply(Intent::Score(ScoreIntent::SaveToShipLog));
    settle(&mut h);
    let logged = shiplog::ShipLog::open(&log_path)
        .unwrap()
        .all()
        .unwrap()
        .pop()
        .unwrap()
        .record;
    assert_eq!(logged.crew.iter().filter(|c| !c.android).count(), 1);
    assert_eq!(logged.crew.len(), 4);
    assert_eq!(logged.page_name(), "Anna");
    assert_eq!(logged.dealt.unwrap()["on"], "host");
}
