//! Pacing through the real app on a fake clock and the silent audio backend: the tempo
//! chosen on the setup screen, pause and resume, "repeat the last announcement", and the
//! transcript at the end of the Action Round.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::sync::Arc;
use std::time::Duration;

use audio::ManualClock;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use missions::timeline::Tempo;
use sitting_duck::gui::crew_terminals::mission_stage;
use sitting_duck::gui::deck::catalog_faces;
use sitting_duck::gui::{App, Deps, ScreenName};
use sitting_duck::shell::settings::Settings;
use sitting_duck::shell::sound::Output;

type FakeClock = Arc<ManualClock>;

fn app(clock: &FakeClock, settings_path: Option<std::path::PathBuf>) -> Harness<'static, App> {
    let deps = Deps {
        clock: clock.clone(),
        output: Output::Silent,
        settings_path,
        card_faces: catalog_faces().unwrap(),
        seed: 42,
        system_language: i18n::Language::En,
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| App::new(&cc.egui_ctx, deps));
    harness.run();
    harness
}

fn wait(h: &mut Harness<'static, App>, clock: &FakeClock, seconds: f64) {
    clock.advance(Duration::from_secs_f64(seconds));
    h.run();
}

fn start(h: &mut Harness<'static, App>, track: &str) {
    h.get_by_label(track).click();
    h.run();
    h.get_by_label_contains("Start mission").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Mission);
}

fn mission_ms(h: &Harness<'static, App>) -> u64 {
    h.state().mission().unwrap().now_ms()
}

#[test]
fn tempo_one_and_a_half_is_chosen_on_setup_remembered_and_stretches_the_mission() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let clock = FakeClock::default();
    let mut h = app(&clock, Some(path.clone()));
    // Below the table choices: scrolled into view first, as a person would.
    h.get_by_label("Tempo 1.5x").scroll_to_me();
    h.run();
    h.get_by_label("Tempo 1.5x").click();
    h.run();
    assert_eq!(h.state().settings().tempo, Tempo::SLOWEST_OFFERED);
    start(&mut h, "Mission 1");
    assert_eq!(Settings::load(&path).unwrap().tempo, Tempo::SLOWEST_OFFERED);
    // Mission 1 announces T+2 at 0:10: at 1.5x that is 0:15.
    wait(&mut h, &clock, 14.9);
    assert!(h.query_by_label("T+2").is_none());
    wait(&mut h, &clock, 0.1);
    h.get_by_label("T+2");
    assert_eq!(h.state().mission().unwrap().threats()[0].at_ms, 15_000);
    // Its first phase ends at 3:45 · 1.5 = 5:37.5.
    h.get_by_label_contains("Phase 1 of 3 · 5:23 left");
    let again = app(&clock, Some(path));
    assert_eq!(again.state().settings().tempo, Tempo::SLOWEST_OFFERED);
}

#[test]
fn pause_freezes_the_clock_and_the_mixer_and_phones_see_paused() {
    let clock = FakeClock::default();
    let mut h = app(&clock, None);
    start(&mut h, "Mission 1");
    wait(&mut h, &clock, 12.0);
    h.get_by_label_contains("Pause").click();
    h.run();
    assert!(h.state().is_paused());
    let stage = mission_stage(h.state().mission().unwrap(), h.state().is_paused());
    let terminals::Stage::Mission(view) = stage else {
        panic!("phones see the mission");
    };
    assert!(view.paused, "phones see PAUSED");
    assert_eq!(view.clock, "0:12");
    wait(&mut h, &clock, 45.0);
    // The mission time is the mixer's position: it did not move.
    assert_eq!(mission_ms(&h), 12_000);
    h.get_by_label("Mission clock 0:12");
    h.get_by_label("PAUSED");
    h.key_press(egui::Key::Space);
    h.run();
    wait(&mut h, &clock, 3.0);
    assert_eq!(mission_ms(&h), 15_000);
}

#[test]
fn repeat_says_the_last_announcement_again_without_moving_the_mission_time() {
    let clock = FakeClock::default();
    let mut h = app(&clock, None);
    start(&mut h, "Mission 1");
    wait(&mut h, &clock, 30.0);
    assert_eq!(mission_ms(&h), 30_000);
    let announced = h.state().mission().unwrap().announced().len();
    let said_ms = h.state().mission().unwrap().announced()[1].duration_ms();
    assert_eq!(
        said_ms, 8_267,
        "alert, T plus 2, serious threat, zone white, twice"
    );
    // The button names its key from the shortcut table.
    h.get_by_label("Repeat  [R]").click();
    h.run();
    h.get_by_label("Speaking: Repeat: Time T plus 2. Serious threat. Zone white.");
    wait(&mut h, &clock, 5.0);
    assert_eq!(
        mission_ms(&h),
        30_000,
        "the clock holds while the words are said"
    );
    h.get_by_label("Mission clock 0:30");
    wait(&mut h, &clock, 3.2);
    assert_eq!(mission_ms(&h), 30_000, "still said at 8.2 s");
    wait(&mut h, &clock, 0.2);
    wait(&mut h, &clock, 0.1);
    assert!(h.query_by_label_contains("Repeat: Time").is_none());
    let now = mission_ms(&h);
    assert!(
        (30_000..30_400).contains(&now),
        "{now}: the clock runs again"
    );
    assert_eq!(
        h.state().mission().unwrap().announced().len(),
        announced,
        "nothing new was announced"
    );
    // The key does the same.
    h.key_press(egui::Key::R);
    h.run();
    h.get_by_label_contains("Repeat: Time T plus 2");
}

#[test]
fn the_transcript_lists_every_announcement_when_the_round_is_over() {
    let clock = FakeClock::default();
    let mut h = app(&clock, None);
    start(&mut h, "First test run");
    wait(&mut h, &clock, 300.0);
    wait(&mut h, &clock, 200.0);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    let run = h.state().mission().unwrap();
    let cues = run.plan().timeline.cues().to_vec();
    assert_eq!(run.announced(), &cues[..], "every cue was announced");
    h.get_by_label_contains("Transcript: 14 announcements")
        .click();
    h.run();
    for cue in &cues {
        let time = format!("{}:{:02}", cue.at_ms / 60_000, cue.at_ms / 1000 % 60);
        assert!(h.query_all_by_label(&time).count() >= 1, "{time}");
        h.get_all_by_label(&cue.text).next().unwrap();
    }
    h.get_by_label("Operation ends in five, four, three, two, one. Mission complete.");

    // The shared report carries it too.
    let dir = tempfile::tempdir().unwrap();
    h.state_mut()
        .set_ship_log_path(Some(dir.path().join("shiplog.sqlite3")));
    h.get_by_label("Resolve  [Ctrl+Enter]").click();
    h.run();
    h.key_press(egui::Key::End);
    h.run();
    h.get_by_label("Score card  [S]").click();
    h.run();
    h.get_by_label("Share  [R]").click();
    h.run();
    let reports = dir.path().join("reports");
    let file = std::fs::read_dir(&reports)
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    let page = std::fs::read_to_string(file.path()).unwrap();
    assert!(
        page.contains("What the ship&#39;s computer said") || page.contains("ship's computer said")
    );
    for cue in &cues {
        assert!(page.contains(&cue.text), "{}", cue.text);
    }
    assert!(page.contains("<tr><td>0:15</td><td>Time T plus 1. Threat. Zone blue.</td></tr>"));
}
