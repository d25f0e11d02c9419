//! A new crew is offered the flight school first (issue 39.7): with a ship's log without a
//! mission, the offer is at the top of setup, in view at 960x640, and flies lesson 1.

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;

use super::support::{Window, click};

#[test]
fn a_first_start_offers_the_flight_school_in_view_at_960x640() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Window::default()
        .size(960.0, 640.0)
        .ship_log(dir.path().join("shiplog.sqlite3"))
        .open();
    let offer = h.get_by_label("Fly the first lesson");
    let rect = offer.rect();
    assert!(rect.max.y <= 640.0 && rect.min.y >= 0.0, "{rect:?}");
    click(&mut h, "Fly the first lesson");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert!(h.state().flight_school().is_some());
}

#[test]
fn a_crew_with_missions_in_its_log_is_not_offered_the_first_lesson() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let text = std::fs::read_to_string(super::support::FIVE_CREW).unwrap();
    let game =
        missions::game::parse_game(&text, "five", &missions::Catalog::base().unwrap()).unwrap();
    let resolution = engine::resolve(&game.game, game.seed);
    let record = sitting_duck::shell::record::mission_record(
        game.game.setup(),
        game.seed,
        &text,
        &resolution,
        None,
        "2026-11-01T20:00:00+01:00".to_owned(),
        &sitting_duck::shell::record::TableFacts::default(),
    )
    .unwrap();
    shiplog::ShipLog::open(&db)
        .unwrap()
        .append(&record)
        .unwrap();
    let h = Window::default().ship_log(&db).open();
    assert!(h.query_by_label("Fly the first lesson").is_none());
}
