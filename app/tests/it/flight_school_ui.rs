//! The flight school through the real app: a lesson started from setup, its briefing, and
//! after every announcement a pause exactly where the words end, the explanation, and
//! "Continue"; the clock waits for the crew however long they read.

use egui_kittest::kittest::Queryable;
use i18n::tr;
use missions::{Cue, CueKind};
use sitting_duck::gui::model::mission::Table;
use sitting_duck::gui::screens::flight_school::{Lesson, Step};
use sitting_duck::gui::{Intent, ScreenName};

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

/// The explanation the school gives now, checked on screen with its button (the heading may
/// also be on the mission screen, as the announcement being shown).
fn explanation_on_screen(h: &AppHarness) -> (String, String) {
    let run = h.state().mission().unwrap();
    let (heading, words) = h.state().flight_school().unwrap().explanation(run).unwrap();
    assert!(h.query_all_by_label(&heading).count() >= 1, "{heading}");
    h.get_by_label(&words);
    let button = if step(h) == Step::Briefing {
        "Begin  [Enter]"
    } else {
        "Continue  [Enter]"
    };
    h.get_by_label(button);
    (heading, words)
}

/// Walks `lesson` from its briefing to the boards. After each announcement the clock stops
/// where its words end, before the next one is made, and its explanation is on screen until
/// "Continue". Returns each announcement with the words that explained it, and the table
/// (who draws the threat cards).
fn walk(lesson: Lesson) -> (Vec<(Cue, String)>, Table) {
    let clock = FakeClock::default();
    let mut h = Window::default().size(1400.0, 1200.0).clock(&clock).open();
    h.state_mut()
        .apply(Intent::Setup(SetupIntent::StartFlightSchool(lesson)));
    settle(&mut h);
    assert_eq!(h.state().flight_school().unwrap().lesson(), lesson);
    assert_eq!(step(&h), Step::Briefing);
    h.get_by_label(&tr!("school-card-title", lesson = lesson.title()));
    let (heading, _) = explanation_on_screen(&h);
    assert_eq!(heading, lesson.introduces());
    click(&mut h, "Begin  [Enter]");
    let cues = h.state().mission().unwrap().plan().timeline.cues().to_vec();
    let mut explained = Vec::new();
    for (index, cue) in cues.iter().enumerate() {
        wait(&mut h, &clock, 400.0);
        assert_eq!(step(&h), Step::Announcement(index), "{}", cue.text);
        assert_eq!(
            mission_ms(&h),
            cue.at_ms + cue.duration_ms(),
            "{}",
            cue.text
        );
        assert!(h.state().is_paused(), "{}", cue.text);
        assert_eq!(
            h.state().mission().unwrap().announced().len(),
            index + 1,
            "the next announcement waits for the crew: {}",
            cue.text
        );
        let (heading, words) = explanation_on_screen(&h);
        assert_eq!(heading, sitting_duck::spoken::words(cue));
        explained.push((cue.clone(), words));
        press(&mut h, egui::Key::Enter);
    }
    wait(&mut h, &clock, 2.0);
    assert_eq!(h.state().screen(), ScreenName::Boards, "{lesson:?}");
    assert_eq!(h.state().mission().unwrap().announced(), &cues[..]);
    (explained, h.state().mission().unwrap().table().clone())
}

/// The words every lesson gives for the start and the end of the round.
fn starts_and_ends(explained: &[(Cue, String)]) {
    let (first, last) = (&explained[0], explained.last().unwrap());
    assert_eq!(first.0.kind, CueKind::MissionStart);
    assert_eq!(first.1, tr!("school-start"));
    assert!(matches!(last.0.kind, CueKind::PhaseEnd { last: true, .. }));
    assert_eq!(last.1, tr!("school-round-over"));
}

#[test]
fn the_second_test_run_explains_the_threat_after_the_phase_change() {
    let (explained, table) = walk(Lesson::SecondTestRun);
    starts_and_ends(&explained);
    let phase_end = explained
        .iter()
        .position(|(cue, _)| matches!(cue.kind, CueKind::PhaseEnd { last: false, .. }))
        .expect("a phase ends before the last");
    assert_eq!(
        explained[phase_end].1,
        tr!("school-phase-end", phase = 1, turns = "4-7")
    );
    let threats: Vec<&(Cue, String)> = explained
        .iter()
        .filter(|(cue, _)| matches!(cue.kind, CueKind::Threat { zone: Some(_), .. }))
        .collect();
    assert!(
        explained[phase_end..]
            .iter()
            .any(|(cue, _)| matches!(cue.kind, CueKind::Threat { .. })),
        "a threat after the phase change"
    );
    for (cue, words) in threats {
        assert!(words.contains("external card"), "{}: {words}", cue.text);
        assert!(
            words.contains(&table.communications_officer),
            "{}: {words}",
            cue.text
        );
    }
}

#[test]
fn the_advanced_simulation_explains_internal_threats_to_the_chief_of_security() {
    let (explained, table) = walk(Lesson::AdvancedSimulation);
    assert!(!table.chief_of_security.is_empty());
    starts_and_ends(&explained);
    let mut internal = 0;
    for (cue, words) in &explained {
        if let CueKind::Threat {
            turn,
            zone: None,
            serious,
            ..
        } = &cue.kind
        {
            internal += 1;
            assert_eq!(
                *words,
                tr!(
                    "school-threat-internal",
                    turn = i64::from(*turn),
                    who = table.chief_of_security.as_str(),
                    serious = if *serious { "yes" } else { "no" }
                ),
                "{}",
                cue.text
            );
            assert!(words.contains("internal trajectory"), "{words}");
        }
    }
    assert!(internal > 0, "the lesson has internal threats");
}

#[test]
fn the_first_mission_explains_every_announcement_of_the_real_thing() {
    let (explained, _) = walk(Lesson::FirstMission);
    starts_and_ends(&explained);
    for (cue, words) in &explained {
        let expected = match &cue.kind {
            CueKind::CommsDown { .. } => Some(tr!("school-comms-down")),
            CueKind::CommsRestored => Some(tr!("school-comms-restored")),
            CueKind::DataTransfer => Some(tr!("school-transfer")),
            CueKind::PhaseWarning { seconds_left, .. } => {
                Some(tr!("school-warning", seconds = i64::from(*seconds_left)))
            }
            _ => None,
        };
        if let Some(expected) = expected {
            assert_eq!(*words, expected, "{}", cue.text);
        }
        assert!(!words.is_empty(), "{}", cue.text);
    }
    assert!(
        explained.len() > 15,
        "a whole mission: {} announcements",
        explained.len()
    );
}
