//! Pacing through the real app on a fake clock and the silent audio backend: the tempo
//! chosen on the setup screen, pause and resume, "repeat the last announcement", and the
//! transcript at the end of the Action Round.

use egui_kittest::kittest::Queryable;
use missions::timeline::Tempo;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::mission::mission_stage;
use sitting_duck::shell::settings::Settings;

use super::support::{
    AppHarness, FakeClock, Window, click, click_containing, mission_ms, press, settle, wait,
};

fn start(h: &mut AppHarness, track: &str) {
    click(h, track);
    click_containing(h, "Start mission");
    assert_eq!(h.state().screen(), ScreenName::Mission);
}

#[test]
fn tempo_one_and_a_half_is_chosen_on_setup_remembered_and_stretches_the_mission() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.json");
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).settings(&path).open();
    // Below the table choices: scrolled into view first, as a person would.
    h.get_by_label("Tempo 1.5x").scroll_to_me();
    settle(&mut h);
    click(&mut h, "Tempo 1.5x");
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
    let again = Window::default().clock(&clock).settings(path).open();
    assert_eq!(again.state().settings().tempo, Tempo::SLOWEST_OFFERED);
}

#[test]
fn pause_freezes_the_clock_and_the_mixer_and_phones_see_paused() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    start(&mut h, "Mission 1");
    wait(&mut h, &clock, 12.0);
    click_containing(&mut h, "Pause");
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
    press(&mut h, egui::Key::Space);
    wait(&mut h, &clock, 3.0);
    assert_eq!(mission_ms(&h), 15_000);
}

#[test]
fn repeat_says_the_last_announcement_again_without_moving_the_mission_time() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
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
    click(&mut h, "Repeat  [R]");
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
    press(&mut h, egui::Key::R);
    h.get_by_label_contains("Repeat: Time T plus 2");
}

#[test]
fn the_transcript_lists_every_announcement_when_the_round_is_over() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    start(&mut h, "First test run");
    wait(&mut h, &clock, 300.0);
    wait(&mut h, &clock, 200.0);
    assert_eq!(h.state().screen(), ScreenName::Boards);
    let run = h.state().mission().unwrap();
    let cues = run.plan().timeline.cues().to_vec();
    assert_eq!(run.announced(), &cues[..], "every cue was announced");
    h.get_by_label_contains("Transcript: 14 announcements")
        .click();
    settle(&mut h);
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
    click(&mut h, "Resolve  [Ctrl+Enter]");
    press(&mut h, egui::Key::End);
    click(&mut h, "Score card  [S]");
    click(&mut h, "Share  [R]");
    let reports = dir.path().join("reports");
    let file = std::fs::read_dir(&reports)
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    let page = std::fs::read_to_string(file.path()).unwrap();
    let heading = i18n::tr!("report-transcript-heading");
    assert!(
        page.contains(&heading.replace('\'', "&#39;")) || page.contains(&heading),
        "{heading}"
    );
    assert!(page.contains(&format!(
        "<th>{}</th><th>{}</th>",
        i18n::tr!("report-transcript-time"),
        i18n::tr!("report-transcript-announcement")
    )));
    for cue in &cues {
        assert!(page.contains(&cue.text), "{}", cue.text);
    }
    assert!(page.contains("<tr><td>0:15</td><td>Time T plus 1. Threat. Zone blue.</td></tr>"));

    // Saved to the ship's log, the mission keeps it: `sitting-duck report ID` shows it.
    click_containing(&mut h, "Save to ship's log");
    let saved = h.state().score().unwrap().saved.clone();
    assert!(matches!(&saved, Some(Ok(_))), "{saved:?}");
    let db = dir.path().join("shiplog.sqlite3");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sitting-duck"))
        .args(["report", "1", "--markdown", "--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let post = String::from_utf8(out.stdout).unwrap();
    assert!(post.contains("**What the ship's computer said**"), "{post}");
    for cue in &cues {
        assert!(post.contains(&cue.text), "{}\n{post}", cue.text);
    }
    assert!(
        post.contains("- 0:15 Time T plus 1. Threat. Zone blue."),
        "{post}"
    );
}
