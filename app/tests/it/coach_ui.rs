//! The score card's "Debrief" panel and "What would have worked?": a debrief line
//! jumps the resolution view to its event; the coach runs on a worker thread with its
//! progress and a Cancel button; a suggestion opens as a what-if resolution with the changed
//! board highlighted, stepped like any other, and Esc leads back to the crew's score card.

use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::coach_panel::{ASK, ChangedBoard, CoachState};

use super::support::{
    AppHarness, SIZES, Window, click, click_and_leave_running, click_containing, load, press,
    settle,
};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests");

/// The app on the score card of the game file `rel` (under `tests/`).
fn score_card(rel: &str, size: (f32, f32)) -> AppHarness {
    let mut h = Window::default().size(size.0, size.1).open();
    click(&mut h, "Resolve a game file");
    load(&mut h, &format!("{DIR}/{rel}"));
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::S);
    assert_eq!(h.state().screen(), ScreenName::Score);
    h
}

#[test]
fn a_debrief_line_jumps_the_resolution_view_to_its_event() {
    let mut h = score_card("debrief/lost-with-wasted-actions.yaml", (1280.0, 800.0));
    h.get_by_label("Debrief");
    h.get_by_label("How the ship was destroyed");
    h.get_by_label("What had no effect");
    click(
        &mut h,
        "T4 · Ben plays A in upper red: no effect (no energy in the reactor)",
    );
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    // Entry 32 of the log (debrief fixture): the view shows the state just after it.
    assert_eq!(h.state().resolution().unwrap().replay.position(), 33);
    // The header names the event shown.
    h.get_by_label("Ben plays A: no effect (no energy in the reactor)");
    // Back (Esc) is the score card the line was read from, not the boards.
    press(&mut h, egui::Key::Escape);
    assert_eq!(h.state().screen(), ScreenName::Score);
    h.get_by_label("How the ship was destroyed");
}

#[test]
fn the_search_runs_on_while_a_debrief_line_is_read_and_back_is_the_same_score_card() {
    // A won mission: "score more" tries every pair, long enough to leave it running.
    let mut h = score_card("debrief/full-mission-five-crew.yaml", (1280.0, 800.0));
    click_and_leave_running(&mut h, ASK);
    click_containing(&mut h, "Saboteur survived");
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    // The score card is under the line's resolution, its search still its own.
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().screen(), ScreenName::Score);
    the_same_search_ends_on_the_card(&mut h);
}

#[test]
fn the_coach_suggests_and_a_suggestion_opens_as_a_what_if_resolution() {
    let mut h = score_card("coach/laser-left-empty.yaml", (1280.0, 800.0));
    // The click waits for the coach's answer.
    click(&mut h, ASK);
    let sentence = "If Anna had played A in turn 8, Cryoshield Frigate would have been destroyed in turn 11 and the ship survives: 33 points.";
    h.get_by_label(sentence);
    click(&mut h, "Open what-if 1 (33 points)");
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    let what_if = h.state().what_if().unwrap();
    assert_eq!(
        what_if.boards,
        [ChangedBoard {
            name: "Anna".into(),
            board: engine::Action::parse_board("R < B A ^ B . A B B > C").unwrap(),
            changed: vec![8],
        }]
    );
    assert!(what_if.resolution.replay.resolution.score.is_some());
    h.get_by_label(&format!("What if: {sentence}"));
    // Stepped like any other resolution.
    press(&mut h, egui::Key::ArrowRight);
    assert!(h.state().resolution().unwrap().replay.position() > 0);
    press(&mut h, egui::Key::End);
    assert!(h.state().resolution().unwrap().replay.at_end());
    // Esc: back to the crew's own score card, the suggestions still there.
    press(&mut h, egui::Key::Escape);
    assert_eq!(h.state().screen(), ScreenName::Score);
    assert!(matches!(
        h.state().score().unwrap().coach,
        CoachState::Done { .. }
    ));
    h.get_by_label(sentence);
}

#[test]
fn the_coach_shows_its_progress_and_can_be_cancelled() {
    // A won five-crew mission: "score more" tries every pair, about 800,000 plans.
    let mut h = score_card("debrief/full-mission-five-crew.yaml", (1280.0, 800.0));
    click_and_leave_running(&mut h, ASK);
    assert!(h.state().score().unwrap().coach.is_running());
    h.get_by_label_contains("Trying plans:");
    click(&mut h, "Cancel");
    match &h.state().score().unwrap().coach {
        CoachState::Done { report, .. } => assert!(report.cancelled),
        other => panic!("{other:?}"),
    }
    h.get_by_label_contains("Cancelled after");
    h.get_by_label(ASK);
}

/// The score card's search, still running or answered (never forgotten, never restarted),
/// ends there with its answer.
fn the_same_search_ends_on_the_card(h: &mut AppHarness) {
    assert!(!matches!(
        h.state().score().unwrap().coach,
        CoachState::Idle
    ));
    if h.state().score().unwrap().coach.is_running() {
        click_and_leave_running(h, "Cancel");
    }
    settle(h);
    assert!(matches!(
        h.state().score().unwrap().coach,
        CoachState::Done { .. }
    ));
}

#[test]
fn a_search_left_running_for_a_debrief_line_answers_on_the_score_card() {
    // A won mission: "score more" tries every pair, long enough to leave it running.
    let mut h = score_card("debrief/full-mission-five-crew.yaml", (1280.0, 800.0));
    click_and_leave_running(&mut h, ASK);
    assert!(h.state().score().unwrap().coach.is_running());
    click_containing(&mut h, "Saboteur survived");
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    // Not `settle`: that would wait for the whole search.
    h.key_press(egui::Key::S);
    h.run();
    // The same search, still running or answered, is back on the score card.
    the_same_search_ends_on_the_card(&mut h);
}

#[test]
fn the_debrief_and_the_coach_fit_the_window_at_every_size() {
    for size in SIZES {
        let h = score_card("coach/laser-left-empty.yaml", size);
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
        for label in [
            "Debrief",
            "Save to ship's log  [L]",
            "Next mission  [Enter]",
        ] {
            let rect = h.get_by_label(label).rect();
            assert!(screen.contains_rect(rect), "{size:?}: {label} at {rect:?}");
        }
    }
}
