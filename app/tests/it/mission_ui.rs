//! The real app driven through its window: setup, a shipped mission on a fake clock with the
//! silent audio backend, the announcements at their mission times, pause, blackout, ending.

use std::time::Duration;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use sitting_duck::gui::ScreenName;
use sitting_duck::shell::settings::Settings;

use super::support::{
    AppHarness, FakeClock, Window, click, click_containing, mission_ms, press, settle, type_into,
    wait,
};

fn start_mission_one(harness: &mut AppHarness) {
    click(harness, "Mission 1");
    click_containing(harness, "Start mission");
    assert_eq!(
        harness.state().screen(),
        ScreenName::Mission,
        "{:?}",
        harness.state().setup_problems()
    );
}

#[test]
fn a_crew_is_set_up_and_mission_one_announces_t_plus_2_at_ten_seconds() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    assert_eq!(h.state().screen(), ScreenName::Setup);

    // A fifth crew member, who takes over as captain.
    click(&mut h, "Add crew member");
    let name = h.get_by_role_and_label(Role::TextInput, "Player 5");
    name.focus();
    name.type_text("Eve");
    settle(&mut h);
    click(&mut h, "Captain 5");
    let crew = &h.state().settings().crew;
    assert_eq!(crew.len(), 5);
    assert!(crew[4].name.ends_with("Eve"), "{:?}", crew[4].name);
    assert!(
        crew[4].captain && !crew[0].captain,
        "the captain's role moved to Eve"
    );
    // Eve also becomes the comms officer: one person may hold several roles.
    click(&mut h, "Comms officer 5");
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
    let mut h = Window::default().clock(&clock).open();
    start_mission_one(&mut h);
    wait(&mut h, &clock, 30.0);
    press(&mut h, egui::Key::Space);
    assert!(h.state().is_paused());
    h.get_by_label("PAUSED");
    wait(&mut h, &clock, 60.0);
    assert_eq!(mission_ms(&h), 30_000);
    h.get_by_label("Mission clock 0:30");
    click_containing(&mut h, "Resume");
    assert!(!h.state().is_paused());
    wait(&mut h, &clock, 5.0);
    assert_eq!(mission_ms(&h), 35_000);
    h.get_by_label("Mission clock 0:35");
    click_containing(&mut h, "Pause");
    assert!(h.state().is_paused());
}

#[test]
fn the_blackout_banner_counts_down_from_2_50_and_clears_at_3_00() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
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

    // The data transfer at 3:05: the banner and the big text count with the voice, second
    // by second ("five" at 3:07 ... "one" at 3:11, "complete" at 3:12).
    wait(&mut h, &clock, 5.0);
    h.get_by_label_contains("DATA TRANSFER · get ready");
    h.get_by_label("Speaking: Data transfer.");
    wait(&mut h, &clock, 2.0);
    for (count, word) in [
        (5, "Five"),
        (4, "Four"),
        (3, "Three"),
        (2, "Two"),
        (1, "One"),
    ] {
        h.get_by_label_contains(&format!("DATA TRANSFER · {count} ·"));
        h.get_by_label(&format!("Speaking: {word}"));
        wait(&mut h, &clock, 0.999);
        h.get_by_label_contains(&format!("DATA TRANSFER · {count} ·"));
        wait(&mut h, &clock, 0.001);
    }
    h.get_by_label("DATA TRANSFER COMPLETE");
    h.get_by_label("Speaking: Data transfer complete.");
    // The whole sentence stays in the history.
    h.get_by_label("Data transfer. Five, four, three, two, one. Data transfer complete.");
    wait(&mut h, &clock, 1.5);
    assert!(h.query_by_label_contains("DATA TRANSFER").is_none());
}

#[test]
fn a_banner_appears_above_the_clock_in_its_first_frame() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    start_mission_one(&mut h);
    wait(&mut h, &clock, 169.9);
    // One step, one frame: the blackout starts at 2:50.
    clock.advance(Duration::from_millis(100));
    h.step();
    let banner = h.get_by_label_contains("COMMUNICATIONS DOWN").rect();
    let clock_rect = h.get_by_label("Mission clock 2:50").rect();
    assert!(
        banner.bottom() <= clock_rect.top(),
        "banner {banner:?} over the clock {clock_rect:?}"
    );
}

#[test]
fn ending_early_is_disabled_with_its_reason_before_7_30_and_confirmed_after() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    start_mission_one(&mut h);
    wait(&mut h, &clock, 60.0);
    let end = h.get_by_label_contains("End Action Round");
    assert!(end.accesskit_node().is_disabled());
    // Why, in visible text.
    h.get_by_label("End allowed from 7:30, when the second phase ends");
    // The shortcut says so too.
    press(&mut h, egui::Key::E);
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert!(h.state().mission_notice().unwrap().contains("7:30"));
    h.get_by_label_contains("Too early to end");

    // Mission 1's second phase ends at 7:30.
    wait(&mut h, &clock, 389.0);
    assert!(
        h.get_by_label_contains("End Action Round")
            .accesskit_node()
            .is_disabled(),
        "7:29 is still too early"
    );
    wait(&mut h, &clock, 1.0);
    assert!(h.query_by_label_contains("End allowed from").is_none());
    // One more frame: egui hit-tests a click against the widgets of the frame before, and
    // the button has just been enabled.
    h.step();
    click_containing(&mut h, "End Action Round");
    // It asks first, like Abort.
    h.get_by_label("End the Action Round now?");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    click_containing(&mut h, "Keep playing");
    assert!(h.query_by_label("End the Action Round now?").is_none());
    assert_eq!(h.state().screen(), ScreenName::Mission);
    press(&mut h, egui::Key::E);
    h.get_by_label("End the Action Round now?");
    click_containing(&mut h, "End Action Round now");
    assert_eq!(h.state().screen(), ScreenName::Boards);
    assert_eq!(h.state().mission().unwrap().ended_early_at(), Some(450_000));
    h.get_by_label("Action Round over");
    h.get_by_label("Next: enter the action boards");
}

#[test]
fn with_four_crew_the_unconfirmed_report_is_shown_as_ignored() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    assert_eq!(h.state().settings().crew.len(), 4);
    start_mission_one(&mut h);
    // Mission 1 announces an unconfirmed report (T+3, internal) at 0:55.
    wait(&mut h, &clock, 55.0);
    h.get_by_label("Speaking: Unconfirmed report: ignored with 4 crew.");
    h.get_by_label("Unconfirmed report: ignored with 4 crew.");
    assert!(h.query_by_label("T+3").is_none(), "no card for it");
    assert_eq!(h.state().mission().unwrap().threats().len(), 1);
    // The crew reads one plain sentence about the sound, not a backend's error.
    h.get_by_label("No sound: the ship's computer speaks on screen only.");
}

#[test]
fn the_round_moves_on_to_the_boards_by_itself_after_the_last_phase() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
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
    click_containing(&mut h, "Back to setup");
    assert_eq!(h.state().screen(), ScreenName::Setup);
}

#[test]
fn abort_asks_first() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    start_mission_one(&mut h);
    press(&mut h, egui::Key::Escape);
    h.get_by_label("Abort the mission?");
    click_containing(&mut h, "Keep playing");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert!(h.query_by_label("Abort the mission?").is_none());
    click_containing(&mut h, "Abort");
    click_containing(&mut h, "Abort mission");
    assert_eq!(h.state().screen(), ScreenName::Setup);
}

#[test]
fn the_screen_sleeps_until_the_next_second_while_the_mission_runs() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    start_mission_one(&mut h);
    wait(&mut h, &clock, 12.25);
    let delay = h.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert_eq!(delay, Duration::from_millis(750));
    press(&mut h, egui::Key::Space);
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
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Captain 1");
    click(&mut h, "Comms officer 2");
    click_containing(&mut h, "Start mission");
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
    let mut h = Window::default().clock(&clock).settings(&path).open();
    h.get_all_by_label("Remove").last().unwrap().click();
    settle(&mut h);
    // The levels are switches: yellow joins white, then white leaves.
    click(&mut h, "Yellow serious threats");
    click(&mut h, "White serious threats");
    start_mission_one(&mut h);
    let saved = Settings::load(&path).unwrap();
    assert_eq!(saved.crew.len(), 3);
    assert_eq!(
        saved.serious,
        sitting_duck::shell::settings::Difficulty::Yellow
    );

    let h2 = Window::default().clock(&clock).settings(&path).open();
    assert_eq!(h2.state().settings(), &saved);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn with_physical_cards_the_screen_says_who_draws_which_pile() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Crew draws");
    start_mission_one(&mut h);
    wait(&mut h, &clock, 10.0);
    h.get_by_label("Ben: draw a serious external card, token 2");
    assert!(h.state().mission().unwrap().threats()[0].card.is_none());
}

#[test]
fn a_random_mission_starts_from_its_seed() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Random mission");
    let seed = h.get_by_role_and_label(Role::TextInput, "seed");
    seed.focus();
    h.key_combination_modifiers(egui::Modifiers::COMMAND, &[egui::Key::A]);
    seed.type_text("2024");
    settle(&mut h);
    click_containing(&mut h, "Start mission");
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

/// A mission with eight threats, a data transfer and a long last announcement.
const EIGHT_THREATS: &str = r#"name: Eight threats
kind: mission
phases: ["3:45", "7:30", "10:00"]
events:
  - { at: "0:10", type: threat, turn: 1, zone: red }
  - { at: "0:40", type: threat, turn: 2, zone: white, serious: true }
  - { at: "1:10", type: threat, turn: 3, zone: internal }
  - { at: "1:40", type: threat, turn: 4, zone: blue }
  - { at: "4:00", type: threat, turn: 5, zone: red, serious: true }
  - { at: "4:40", type: threat, turn: 6, zone: blue }
  - { at: "5:20", type: threat, turn: 7, zone: white }
  - { at: "6:00", type: threat, turn: 8, zone: internal, serious: true }
  - { at: "6:15", type: data-transfer }
"#;

fn start_file_track(h: &mut AppHarness, path: &std::path::Path) {
    click(h, "Open a mission");
    type_into(h, "path", path.to_str().unwrap());
    click_containing(h, "Start mission");
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "{:?}",
        h.state().setup_problems()
    );
}

#[test]
fn the_newest_threat_card_is_in_view_at_1280x800_with_eight_threats() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("eight.yaml");
    std::fs::write(&path, EIGHT_THREATS).unwrap();
    let clock = FakeClock::default();
    let mut h = Window::default().size(1280.0, 800.0).clock(&clock).open();
    start_file_track(&mut h, &path);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
    for (at, turn) in [
        (10, 1),
        (40, 2),
        (70, 3),
        (100, 4),
        (240, 5),
        (280, 6),
        (320, 7),
        (360, 8),
    ] {
        let now = mission_ms(&h) / 1000;
        wait(&mut h, &clock, (at - now) as f64);
        let card = h.get_by_label(&format!("T+{turn}")).rect();
        assert!(screen.contains_rect(card), "T+{turn} at {card:?}");
    }
    assert_eq!(h.state().mission().unwrap().threats().len(), 8);
}

/// At each window size the key widgets are inside the window, the clock is on one line, and
/// at 1920x1080 and above the phase line, the history and the threat cards are 32 px or more.
#[test]
fn the_mission_screen_fits_every_window_size() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("eight.yaml");
    std::fs::write(&path, EIGHT_THREATS).unwrap();
    for (width, height) in [
        (960.0, 640.0),
        (1280.0, 800.0),
        (1920.0, 1080.0),
        (2560.0, 1440.0),
    ] {
        let clock = FakeClock::default();
        let mut h = Window::default().size(width, height).clock(&clock).open();
        start_file_track(&mut h, &path);
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
        let size = format!("{width}x{height}");
        // 6:02: the longest announcement is spoken; 6:18: the data-transfer banner too.
        for at in [362.0, 378.0] {
            let now = mission_ms(&h) as f64 / 1000.0;
            wait(&mut h, &clock, at - now);
            let clock_text = format!("Mission clock {}", clock_text_of(at as u64));
            let inside = |label: &str, rect: egui::Rect| {
                assert!(
                    screen.contains_rect(rect),
                    "{size}: {label} at {rect:?} is not inside the window"
                );
            };
            let clock_rect = h.get_by_label(&clock_text).rect();
            inside("the clock", clock_rect);
            assert!(
                clock_rect.width() > 2.0 * clock_rect.height(),
                "{size}: the clock wraps: {clock_rect:?}"
            );
            let phase = h.get_by_label_contains("Phase 2 of 3").rect();
            inside("the phase line", phase);
            let speaking = h.get_by_label_contains("Speaking: ").rect();
            inside("the announcement", speaking);
            let newest = h.get_by_label("T+8").rect();
            inside("the newest threat card", newest);
            let history = h
                .get_by_label("Time T plus 8. Serious internal threat.")
                .rect();
            inside("the history's newest line", history);
            inside(
                "End Action Round",
                h.get_by_label_contains("End Action Round").rect(),
            );
            inside("Abort", h.get_by_label_contains("Abort").rect());
            if at > 370.0 {
                inside(
                    "the data-transfer banner",
                    h.get_by_label_contains("DATA TRANSFER").rect(),
                );
            }
            if width >= 1920.0 {
                for (what, rect) in [
                    ("the phase line", phase),
                    ("the history", history),
                    ("the threat card", newest),
                ] {
                    // In pixels: the window zooms with its size (`docs/ui.md`).
                    let px = rect.height() * h.ctx.zoom_factor();
                    assert!(px >= 32.0, "{size}: {what} is {rect:?}, {px} px");
                }
            }
        }
    }
}

fn clock_text_of(seconds: u64) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

#[test]
fn setup_threat_points_follow_the_crew_size() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    let points = |h: &AppHarness| {
        h.get_by_label("points")
            .accesskit_node()
            .numeric_value()
            .unwrap()
    };
    assert_eq!(h.state().settings().crew.len(), 4);
    assert_eq!(points(&h), 7.0, "the CD's 7 points for four");
    click(&mut h, "Add crew member");
    settle(&mut h);
    assert_eq!(points(&h), 8.0, "the CD's 8 points for five");
    h.get_all_by_label("Remove").last().unwrap().click();
    settle(&mut h);
    settle(&mut h);
    assert_eq!(points(&h), 7.0);
}

#[test]
fn tab_reaches_every_chip_of_the_setup_screen() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    let mut focused = Vec::new();
    for _ in 0..80 {
        press(&mut h, egui::Key::Tab);
        if let Some(node) = h.query_by(|n| n.is_focused()) {
            focused.extend(node.accesskit_node().label());
        }
    }
    for chip in [
        "Mission 1",
        "Random mission",
        "Open a mission",
        "White common threats",
        "Yellow serious threats",
        "App draws",
        "Crew draws",
        "Captain 1",
        "Comms officer 2",
        "Player 1 red",
    ] {
        assert!(
            focused.iter().any(|l| l == chip),
            "Tab never reaches {chip}: {focused:?}"
        );
    }
}

#[test]
fn next_mission_on_the_score_card_moves_setup_to_the_next_cd_track() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    start_mission_one(&mut h);
    wait(&mut h, &clock, 599.0);
    wait(&mut h, &clock, 30.0);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    // Empty boards are a game too: resolve them and go to the score card.
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::End);
    click(&mut h, "Score card  [S]");
    assert_eq!(h.state().screen(), ScreenName::Score);
    click_containing(&mut h, "Next mission");
    assert_eq!(h.state().screen(), ScreenName::Setup);
    assert_eq!(
        h.state().settings().mission,
        sitting_duck::shell::settings::MissionSource::Shipped {
            stem: "mission-2".to_owned()
        }
    );
}

/// The double-action missions are one drop-down on the setup screen; the one picked is run,
/// with both threats of its double threat announced, and it is a double-action mission.
#[test]
fn a_double_action_mission_is_picked_from_its_menu_and_run() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    h.get_by_role_and_label(Role::ComboBox, "Double-action missions")
        .click();
    settle(&mut h);
    click(&mut h, "Double-action easier mission 1");
    assert_eq!(
        h.state().settings().mission,
        sitting_duck::shell::settings::MissionSource::Shipped {
            stem: "double-action-easier-1".to_owned()
        }
    );
    // The menu shows the track chosen.
    let menu = h.get_by_role_and_label(Role::ComboBox, "Double-action missions");
    assert_eq!(
        menu.accesskit_node().value().as_deref(),
        Some("Double-action easier mission 1")
    );
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    let run = h.state().mission().unwrap();
    assert_eq!(run.plan().name, "Double-action easier mission 1");
    assert!(run.plan().modules.double_actions);
    // T+3 red at 0:45 (an unconfirmed report) and T+3 internal at 1:30: a double threat. The
    // default crew has four people, so the report is no threat for them (R8).
    wait(&mut h, &clock, 100.0);
    let t3: Vec<_> = h
        .state()
        .mission()
        .unwrap()
        .threats()
        .iter()
        .filter(|t| t.turn == 3)
        .map(|t| t.zone)
        .collect();
    assert_eq!(t3, [engine::ThreatZone::Internal]);
    // T+2 white, serious, at 0:10 came before it.
    assert_eq!(h.state().mission().unwrap().threats().len(), 2);
}
