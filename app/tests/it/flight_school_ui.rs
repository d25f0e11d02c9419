//! The flight school through the real app: a lesson started from setup, its briefing, and
//! after every announcement a pause exactly where the words end, the explanation, and
//! "Continue"; the clock waits for the crew however long they read.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::sync::Arc;
use std::time::Duration;

use audio::ManualClock;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sitting_duck::gui::deck::catalog_faces;
use sitting_duck::gui::flight_school::{Lesson, Step};
use sitting_duck::gui::{App, Deps, Intent, ScreenName};
use sitting_duck::shell::sound::Output;

type FakeClock = Arc<ManualClock>;

fn app(clock: &FakeClock, width: f32, height: f32) -> Harness<'static, App> {
    let deps = Deps {
        clock: clock.clone(),
        output: Output::Silent,
        settings_path: None,
        card_faces: catalog_faces().unwrap(),
        seed: 42,
        system_language: i18n::Language::En,
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(width, height))
        .build_eframe(move |cc| App::new(&cc.egui_ctx, deps));
    harness.run();
    harness
}

fn wait(h: &mut Harness<'static, App>, clock: &FakeClock, seconds: f64) {
    clock.advance(Duration::from_secs_f64(seconds));
    h.run();
}

fn step(h: &Harness<'static, App>) -> Step {
    h.state().flight_school().unwrap().step()
}

fn mission_ms(h: &Harness<'static, App>) -> u64 {
    h.state().mission().unwrap().now_ms()
}

#[test]
fn the_first_test_run_waits_after_every_announcement_and_explains_it() {
    let clock = FakeClock::default();
    let mut h = app(&clock, 1400.0, 1200.0);
    h.get_by_label("1 · First test run").click();
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert_eq!(
        h.state().flight_school().unwrap().lesson(),
        Lesson::FirstTestRun
    );
    assert_eq!(step(&h), Step::Briefing);
    h.get_by_label("Flight school · 1 · First test run");
    wait(&mut h, &clock, 20.0);
    assert_eq!(mission_ms(&h), 0, "the briefing waits for the crew");
    h.get_by_label("Begin  [Enter]").click();
    h.run();

    // The start announcement is said by 3.959 s: the clock stops exactly there.
    wait(&mut h, &clock, 10.0);
    assert_eq!(step(&h), Step::Announcement(0));
    assert_eq!(mission_ms(&h), 3_959);
    assert!(h.state().is_paused());
    h.get_by_label_contains("The Action Round has begun");
    wait(&mut h, &clock, 120.0);
    assert_eq!(
        mission_ms(&h),
        3_959,
        "untimed: the clock waits while the crew reads"
    );
    // Space does not start the clock behind the explanation.
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(step(&h), Step::Announcement(0));
    h.get_by_label("Continue  [Enter]").click();
    h.run();
    assert_eq!(step(&h), Step::Flying);

    // T+1 in zone blue at 0:15; the comms officer (Ben) draws its card.
    let cues = h.state().mission().unwrap().plan().timeline.cues().to_vec();
    let t1 = &cues[1];
    assert_eq!(t1.at_ms, 15_000);
    wait(&mut h, &clock, 40.0);
    assert_eq!(step(&h), Step::Announcement(1));
    assert_eq!(mission_ms(&h), t1.at_ms + t1.duration_ms());
    assert!(
        h.get_all_by_label("Time T plus 1. Threat. Zone blue.")
            .count()
            >= 2
    );
    h.get_by_label_contains("Ben draws the top common external card");
    h.get_by_label_contains("beside the blue trajectory with token 1");

    // Every further announcement the same way, to the end of the round.
    for (index, cue) in cues.iter().enumerate().skip(2) {
        h.key_press(egui::Key::Enter);
        h.run();
        wait(&mut h, &clock, 400.0);
        assert_eq!(step(&h), Step::Announcement(index), "{}", cue.text);
        assert_eq!(
            mission_ms(&h),
            cue.at_ms + cue.duration_ms(),
            "{}",
            cue.text
        );
    }
    h.get_by_label_contains("The Action Round is over");
    h.get_by_label("Continue  [Enter]").click();
    h.run();
    wait(&mut h, &clock, 2.0);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    assert_eq!(h.state().mission().unwrap().announced(), &cues[..]);
}

#[test]
fn the_explanation_fits_every_window_size() {
    for (width, height) in [(960.0, 640.0), (1280.0, 800.0), (1920.0, 1080.0)] {
        let clock = FakeClock::default();
        let mut h = app(&clock, width, height);
        // The setup screen scrolls at small sizes: the lesson is started as its button does.
        h.state_mut()
            .apply(Intent::StartFlightSchool(Lesson::Simulation));
        h.run();
        h.get_by_label("Begin  [Enter]").click();
        h.run();
        wait(&mut h, &clock, 10.0);
        h.get_by_label("Continue  [Enter]").click();
        h.run();
        // Simulation 1: T+2 in zone red at 0:10.
        wait(&mut h, &clock, 30.0);
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
        let words = h
            .get_by_label_contains("draws the top common external card")
            .rect();
        let button = h.get_by_label("Continue  [Enter]").rect();
        assert!(screen.contains_rect(words), "{width}x{height}: {words:?}");
        assert!(screen.contains_rect(button), "{width}x{height}: {button:?}");
    }
}
