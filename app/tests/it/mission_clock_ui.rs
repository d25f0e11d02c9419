//! The mission clock the crew reads: it holds while the Abort and End questions wait for
//! an answer (and runs on when the crew stays), and it never shows more than the track's
//! length while "mission complete" is spoken.

use egui::Key;
use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::mission::clock_text;

use super::support::{
    FakeClock, Window, activate, click, click_containing, mission_ms, press, wait,
};

#[test]
fn the_clock_holds_behind_the_abort_and_end_questions() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    wait(&mut h, &clock, 5.0);
    press(&mut h, Key::Escape);
    h.get_by_label("Abort the mission?");
    let asked = mission_ms(&h);
    wait(&mut h, &clock, 10.0);
    assert_eq!(mission_ms(&h), asked, "held behind the Abort question");
    press(&mut h, Key::Escape);
    wait(&mut h, &clock, 2.0);
    assert!(
        mission_ms(&h) >= asked + 2_000,
        "runs on when the crew stays"
    );

    let allowed = h.state().mission().unwrap().plan().timeline.phase_ends()[1];
    while mission_ms(&h) <= allowed {
        wait(&mut h, &clock, 30.0);
    }
    assert_eq!(h.state().screen(), ScreenName::Mission);
    press(&mut h, Key::E);
    h.get_by_label("End the Action Round now?");
    let asked = mission_ms(&h);
    wait(&mut h, &clock, 10.0);
    assert_eq!(mission_ms(&h), asked, "held behind the End question");
    press(&mut h, Key::Escape);
    wait(&mut h, &clock, 2.0);
    assert!(mission_ms(&h) >= asked + 2_000);
}

#[test]
fn the_clock_stops_at_the_track_s_length() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Mission 1");
    click_containing(&mut h, "Start mission");
    let length = h.state().mission().unwrap().plan().timeline.duration_ms();
    wait(&mut h, &clock, (length / 1000 - 2) as f64);
    let shown = format!("Mission clock {}", clock_text(length));
    let mut seen_after = false;
    while h.state().screen() == ScreenName::Mission {
        let now = mission_ms(&h);
        if now > length {
            h.get_by_label(&shown);
            seen_after = true;
        }
        wait(&mut h, &clock, 0.25);
    }
    assert!(seen_after, "the round went on after {}", clock_text(length));
}

#[test]
fn a_slowed_mission_shows_its_tempo_all_round() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    click(&mut h, "Mission 1");
    activate(&mut h, "Tempo 1.25x");
    assert_eq!(h.state().settings().tempo.to_string(), "1.25x");
    click_containing(&mut h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
    // Only the mission screen's own line (setup's chip of that name is not drawn).
    assert_eq!(h.query_all_by_label("Tempo 1.25x").count(), 1);
    assert!(h.query_by_label("Tempo 1x").is_none());
    wait(&mut h, &clock, 200.0);
    h.get_by_label("Tempo 1.25x");
}
