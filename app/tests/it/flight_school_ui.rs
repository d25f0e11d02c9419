//! The flight school through the real app: a lesson started from setup, its briefing, and
//! after every announcement a pause exactly where the words end, the explanation, and
//! "Continue"; the clock waits for the crew however long they read.

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::Intent;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::flight_school::{Lesson, Step};

use super::support::{
    AppHarness, FakeClock, SIZES, Window, click, mission_ms, press, settle, wait,
};
use sitting_duck::gui::SetupIntent;

fn step(h: &AppHarness) -> Step {
    h.state().flight_school().unwrap().step()
}

#[test]
fn the_first_test_run_waits_after_every_announcement_and_explains_it() {
    let clock = FakeClock::default();
    let mut h = Window::default().size(1400.0, 1200.0).clock(&clock).open();
    click(&mut h, "1 · First test run");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    assert_eq!(
        h.state().flight_school().unwrap().lesson(),
        Lesson::FirstTestRun
    );
    assert_eq!(step(&h), Step::Briefing);
    h.get_by_label("Flight school · 1 · First test run");
    wait(&mut h, &clock, 20.0);
    assert_eq!(mission_ms(&h), 0, "the briefing waits for the crew");
    click(&mut h, "Begin  [Enter]");

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
    press(&mut h, egui::Key::Space);
    assert_eq!(step(&h), Step::Announcement(0));
    click(&mut h, "Continue  [Enter]");
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
        press(&mut h, egui::Key::Enter);
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
    click(&mut h, "Continue  [Enter]");
    wait(&mut h, &clock, 2.0);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    assert_eq!(h.state().mission().unwrap().announced(), &cues[..]);
}

#[test]
fn the_explanation_fits_every_window_size() {
    for (width, height) in SIZES {
        let clock = FakeClock::default();
        let mut h = Window::default().size(width, height).clock(&clock).open();
        // The setup screen scrolls at small sizes: the lesson is started as its button does.
        h.state_mut()
            .apply(Intent::Setup(SetupIntent::StartFlightSchool(
                Lesson::Simulation,
            )));
        settle(&mut h);
        click(&mut h, "Begin  [Enter]");
        wait(&mut h, &clock, 10.0);
        click(&mut h, "Continue  [Enter]");
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
