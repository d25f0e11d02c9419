//! The real app driven through its window: setup, a shipped mission on a fake clock with the
//! silent audio backend, the announcements at their mission times, pause, blackout, ending.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::sync::Arc;
use std::time::Duration;

use audio::ManualClock;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sitting_duck::settings::Settings;
use sitting_duck::ui::deck::catalog_faces;
use sitting_duck::ui::sound::Output;
use sitting_duck::ui::{App, Deps, ScreenName};

type FakeClock = Arc<ManualClock>;

fn deps(clock: &FakeClock, settings_path: Option<std::path::PathBuf>) -> Deps {
    Deps {
        clock: clock.clone(),
        output: Output::Silent,
        settings_path,
        card_faces: catalog_faces().unwrap(),
        seed: 42,
    }
}

fn app(clock: &FakeClock) -> Harness<'static, App> {
    app_with(clock, None)
}

fn app_with(clock: &FakeClock, settings_path: Option<std::path::PathBuf>) -> Harness<'static, App> {
    let deps = deps(clock, settings_path);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| App::new(&cc.egui_ctx, deps));
    harness.run();
    harness
}

/// Moves the fake clock and lets the app draw what changed.
fn wait(harness: &mut Harness<'static, App>, clock: &FakeClock, seconds: f64) {
    clock.advance(Duration::from_secs_f64(seconds));
    harness.run();
}

fn start_mission_one(harness: &mut Harness<'static, App>) {
    harness.get_by_label("Mission 1").click();
    harness.run();
    harness.get_by_label_contains("Start mission").click();
    harness.run();
    assert_eq!(
        harness.state().screen(),
        ScreenName::Mission,
        "{:?}",
        harness.state().setup_problems()
    );
}

fn mission_ms(harness: &Harness<'static, App>) -> u64 {
    harness.state().mission().unwrap().now_ms()
}

#[test]
fn a_crew_is_set_up_and_mission_one_announces_t_plus_2_at_ten_seconds() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    assert_eq!(h.state().screen(), ScreenName::Setup);

    // A fifth crew member, who takes over as captain.
    h.get_by_label("Add crew member").click();
    h.run();
    let name = h.get_by_role_and_label(Role::TextInput, "Player 5");
    name.focus();
    name.type_text("Eve");
    h.run();
    h.get_by_label("Captain 5").click();
    h.run();
    let crew = &h.state().settings().crew;
    assert_eq!(crew.len(), 5);
    assert!(crew[4].name.ends_with("Eve"), "{:?}", crew[4].name);
    assert!(
        crew[4].captain && !crew[0].captain,
        "the captain's role moved to Eve"
    );
    // Eve also becomes the comms officer: one person may hold several roles.
    h.get_by_label("Comms officer 5").click();
    h.run();
    let crew = &h.state().settings().crew;
    assert!(crew[4].captain && crew[4].communications_officer);

    start_mission_one(&mut h);
    h.get_by_label("Mission clock 0:00");
    assert!(h.query_by_label("T+2").is_none());

    wait(&mut h, &clock, 9.5);
    assert_eq!(mission_ms(&h), 9_500);
    assert!(
        h.query_by_label("T+2").is_none(),
        "nothing is announced before 0:10"
    );

    wait(&mut h, &clock, 0.5);
    h.get_by_label("Mission clock 0:10");
    h.get_by_label("T+2");
    h.get_by_label("Zone white");
    // The card the app drew from the white serious external pile, on the threat's card.
    let card = h.state().mission().unwrap().threats()[0]
        .card
        .clone()
        .unwrap();
    assert!(card.id.starts_with("SE1-"), "{card:?}");
    h.get_by_label(&format!("{} {}", card.id, card.name));
    // The words in big type while they are spoken, and in the feed.
    h.get_by_label("Speaking: Time T plus 2. Serious threat. Zone white.");
    assert_eq!(
        h.get_all_by_label("Time T plus 2. Serious threat. Zone white.")
            .count(),
        1
    );
    let threat = &h.state().mission().unwrap().threats()[0];
    assert_eq!((threat.turn, threat.at_ms), (2, 10_000));

    // Twelve seconds later the announcement has been spoken: it stays in the feed only.
    wait(&mut h, &clock, 12.0);
    assert!(
        h.query_by_label_contains("Speaking: Time T plus 2")
            .is_none()
    );
    h.get_by_label("Time T plus 2. Serious threat. Zone white.");
    h.get_by_label(&format!("{} {}", card.id, card.name));
}

#[test]
fn pause_stops_mission_time_and_resume_continues_it() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    start_mission_one(&mut h);
    wait(&mut h, &clock, 30.0);
    h.key_press(egui::Key::Space);
    h.run();
    assert!(h.state().is_paused());
    h.get_by_label("PAUSED");
    wait(&mut h, &clock, 60.0);
    assert_eq!(mission_ms(&h), 30_000);
    h.get_by_label("Mission clock 0:30");
    h.get_by_label_contains("Resume").click();
    h.run();
    assert!(!h.state().is_paused());
    wait(&mut h, &clock, 5.0);
    assert_eq!(mission_ms(&h), 35_000);
    h.get_by_label("Mission clock 0:35");
    h.get_by_label_contains("Pause").click();
    h.run();
    assert!(h.state().is_paused());
}

#[test]
fn the_blackout_banner_counts_down_from_2_50_and_clears_at_3_00() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    start_mission_one(&mut h);
    wait(&mut h, &clock, 169.0);
    assert!(h.query_by_label_contains("COMMUNICATIONS DOWN").is_none());
    wait(&mut h, &clock, 1.0);
    h.get_by_label("COMMUNICATIONS DOWN · no talking · 0:10");
    wait(&mut h, &clock, 7.0);
    h.get_by_label("COMMUNICATIONS DOWN · no talking · 0:03");
    wait(&mut h, &clock, 3.0);
    assert_eq!(mission_ms(&h), 180_000);
    assert!(h.query_by_label_contains("COMMUNICATIONS DOWN").is_none());
    h.get_by_label("Speaking: Communications restored.");

    // The data transfer at 3:05 counts down its 13 seconds in a banner of its own.
    wait(&mut h, &clock, 5.0);
    h.get_by_label_contains("DATA TRANSFER · 0:13");
    wait(&mut h, &clock, 12.5);
    h.get_by_label_contains("DATA TRANSFER · 0:01");
    wait(&mut h, &clock, 0.5);
    assert!(h.query_by_label_contains("DATA TRANSFER").is_none());
}

#[test]
fn ending_early_is_refused_before_phase_two_ends_and_allowed_after() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    start_mission_one(&mut h);
    wait(&mut h, &clock, 60.0);
    h.get_by_label_contains("End Action Round").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert!(h.state().mission_notice().unwrap().contains("7:30"));
    h.get_by_label_contains("Too early to end");

    // Mission 1's second phase ends at 7:30.
    wait(&mut h, &clock, 389.0);
    h.key_press(egui::Key::E);
    h.run();
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "7:29 is still too early"
    );
    wait(&mut h, &clock, 1.0);
    h.get_by_label_contains("End Action Round").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Boards);
    assert_eq!(h.state().mission().unwrap().ended_early_at(), Some(450_000));
    h.get_by_label("Action Round over");
    h.get_by_label("Next: enter the action boards");
}

#[test]
fn the_round_moves_on_to_the_boards_by_itself_after_the_last_phase() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    start_mission_one(&mut h);
    wait(&mut h, &clock, 599.0);
    assert_eq!(h.state().screen(), ScreenName::Mission);
    wait(&mut h, &clock, 30.0);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    // Four players: the unconfirmed report (T+3) is not a threat; five threats were drawn.
    let threats = h.state().mission().unwrap().threats();
    assert_eq!(
        threats.iter().map(|t| t.turn).collect::<Vec<_>>(),
        [2, 4, 5, 6, 7]
    );
    h.get_by_label_contains("Back to setup").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Setup);
}

#[test]
fn abort_asks_first() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    start_mission_one(&mut h);
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Abort the mission?");
    h.get_by_label_contains("Keep playing").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert!(h.query_by_label("Abort the mission?").is_none());
    h.get_by_label_contains("Abort").click();
    h.run();
    h.get_by_label_contains("Abort mission").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Setup);
}

#[test]
fn the_screen_sleeps_until_the_next_second_while_the_mission_runs() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    start_mission_one(&mut h);
    wait(&mut h, &clock, 12.25);
    let delay = h.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert_eq!(delay, Duration::from_millis(750));
    h.key_press(egui::Key::Space);
    h.run();
    let delay = h.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert_eq!(
        delay,
        Duration::MAX,
        "a paused mission does not repaint by itself"
    );
}

#[test]
fn a_bad_crew_is_refused_with_every_problem_named() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    h.get_by_label("Captain 1").click();
    h.run();
    h.get_by_label("Comms officer 2").click();
    h.run();
    h.get_by_label_contains("Start mission").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Setup);
    assert_eq!(
        h.state().setup_problems(),
        ["nobody is captain", "nobody is comms officer"]
    );
    h.get_by_label("nobody is captain");
}

#[test]
fn the_last_crew_and_settings_are_remembered() {
    let dir = std::env::temp_dir().join(format!("sd-ui-settings-{}", std::process::id()));
    let path = dir.join("settings.json");
    let clock = FakeClock::default();
    let mut h = app_with(&clock, Some(path.clone()));
    h.get_all_by_label("Remove").last().unwrap().click();
    h.run();
    h.get_by_label("Yellow serious threats").click();
    h.run();
    start_mission_one(&mut h);
    let saved = Settings::load(&path).unwrap();
    assert_eq!(saved.crew.len(), 3);
    assert_eq!(saved.serious, sitting_duck::settings::Difficulty::Yellow);

    let h2 = app_with(&clock, Some(path));
    assert_eq!(h2.state().settings(), &saved);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn with_physical_cards_the_screen_says_who_draws_which_pile() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    h.get_by_label("Crew draws").click();
    h.run();
    start_mission_one(&mut h);
    wait(&mut h, &clock, 10.0);
    h.get_by_label("Ben: draw a serious external card, token 2");
    assert!(h.state().mission().unwrap().threats()[0].card.is_none());
}

#[test]
fn a_random_mission_starts_from_its_seed() {
    let clock = FakeClock::default();
    let mut h = app(&clock);
    h.get_by_label("Random mission").click();
    h.run();
    let seed = h.get_by_role_and_label(Role::TextInput, "seed");
    seed.focus();
    h.key_combination_modifiers(egui::Modifiers::COMMAND, &[egui::Key::A]);
    seed.type_text("2024");
    h.run();
    h.get_by_label_contains("Start mission").click();
    h.run();
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "{:?}",
        h.state().setup_problems()
    );
    let run = h.state().mission().unwrap();
    assert_eq!(run.plan().name, "Random mission 2024");
    assert_eq!(run.phase_count(), 3);
    h.get_by_label("Random mission 2024");
}
