//! The mission editor (issue 38.2): a crew writes a mission with clicks and keys, moves an
//! announcement by keyboard and by drag, sees the loader's check fail live and fixes it,
//! undoes and redoes, plays it from a second with the announcer, saves it into its folder
//! (never over a file without asking), finds it on the setup screen and flies it; the file
//! loads with the missions crate's loader.

use std::time::Duration;

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use missions::track::{EventKind, Track};
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::editor::Saved;

use super::support::{AppHarness, FakeClock, Window, click, settle, type_into};

fn editor(dir: &std::path::Path, clock: &FakeClock) -> AppHarness {
    let mut h = Window::default()
        .settings(dir.join("settings.json"))
        .clock(clock)
        .open();
    h.state_mut().set_crew_folder(Some(dir.to_owned()));
    click(&mut h, "New mission…");
    assert_eq!(h.state().screen(), ScreenName::Editor);
    h
}

fn events(h: &AppHarness) -> Vec<(u32, &'static str)> {
    let track = &h.state().editor().unwrap().draft.track;
    track
        .events
        .iter()
        .map(|e| (e.at, e.kind.type_name()))
        .collect()
}

fn key(h: &mut AppHarness, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    settle(h);
}

/// The x of second `at` on the timeline (as the timeline lays it out: 8 points in from
/// either side, a 10-minute mission across).
fn timeline_x(h: &AppHarness, at: u32) -> f32 {
    let rect = h.get_by_label("Timeline").rect();
    let (left, width) = (rect.left() + 8.0, rect.width() - 16.0);
    left + width * at as f32 / 600.0
}

/// A press at `from`, a move in steps, and the release at `to`: a hand's drag.
fn drag(h: &mut AppHarness, from: egui::Pos2, to: egui::Pos2) {
    h.event(egui::Event::PointerMoved(from));
    h.event(egui::Event::PointerButton {
        pos: from,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    h.step();
    for step in 1..=5 {
        h.event(egui::Event::PointerMoved(from.lerp(to, step as f32 / 5.0)));
        h.step();
    }
    h.event(egui::Event::PointerButton {
        pos: to,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    settle(h);
}

/// A click at a point of the window (press and release one frame apart: a frame is a
/// quarter of a second in the harness, and a long press is no click).
fn click_at(h: &mut AppHarness, at: egui::Pos2) {
    h.event(egui::Event::PointerMoved(at));
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
        h.step();
    }
    settle(h);
}

#[test]
fn a_mission_is_written_with_clicks_and_keys_checked_live_undone_saved_and_flown() {
    let dir = tempfile::tempdir().unwrap();
    let clock = FakeClock::default();
    let mut h = editor(dir.path(), &clock);

    // A threat at the cursor (0:00): it starts while the start announcement runs.
    click(&mut h, "Threat [T]");
    assert_eq!(events(&h), [(0, "threat")]);
    let problems = h.state().editor().unwrap().problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].place, "Phase 1 · 0:00 · Threat");
    assert!(
        h.query_by_label_contains("Phase 1 · 0:00 · Threat: ")
            .is_some(),
        "shown with its reason"
    );
    // Fixed by keyboard: Shift+→ twice (ten seconds each), then → (one).
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    key(&mut h, Modifiers::NONE, Key::ArrowRight);
    assert_eq!(events(&h), [(21, "threat")]);
    assert!(h.state().editor().unwrap().problems().is_empty());
    key(&mut h, Modifiers::NONE, Key::ArrowLeft);
    assert_eq!(events(&h), [(20, "threat")]);

    // The cursor by a click on the timeline, a data transfer by its key there.
    // Below the markers' lanes, away from the controls above (egui's interaction radius).
    let y = h.get_by_label("Timeline").rect().top() + 108.0;
    let at = egui::pos2(timeline_x(&h, 90), y);
    click_at(&mut h, at);
    let cursor = h.state().editor().unwrap().cursor;
    assert!((88..=92).contains(&cursor), "cursor at {cursor}");
    key(&mut h, Modifiers::NONE, Key::D);
    assert_eq!(events(&h)[1], (cursor, "data-transfer"));

    // Dragged to about 2:30.
    let marker = h
        .get_by_label(&format!("Phase 1 · {} · Data transfer", clock_text(cursor)))
        .rect()
        .center();
    let to = egui::pos2(timeline_x(&h, 150), marker.y);
    drag(&mut h, marker, to);
    let moved = events(&h)[1];
    assert!(
        (148..=152).contains(&moved.0) && moved.1 == "data-transfer",
        "{moved:?}"
    );

    // Undo takes the drag back, redo makes it again.
    key(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(events(&h)[1].0, cursor);
    click(&mut h, "Redo [Ctrl+Y]");
    assert_eq!(events(&h)[1].0, moved.0);

    // A second threat on turn 1 at the cursor: two threats for one turn, then fixed.
    click(&mut h, "Threat [T]");
    assert_eq!(h.state().editor().unwrap().problems().len(), 1);
    h.get_by_role_and_label(Role::SpinButton, "Turn")
        .set_value_accesskit(2.0);
    settle(&mut h);
    assert!(
        h.state().editor().unwrap().problems().is_empty(),
        "T+2 fixes it: {:?} {:?}",
        h.state().editor().unwrap().problems(),
        h.state().editor().unwrap().draft.track.events
    );
    click(&mut h, "Serious threat");
    let track = h.state().editor().unwrap().draft.track.clone();
    let EventKind::Threat(second) = track.events[1].kind else {
        panic!("{track:?}")
    };
    assert!(second.serious && second.turn == 2);

    // Incoming data by its button and deleted by its key, undone, redone.
    click(&mut h, "Incoming data [I]");
    assert_eq!(events(&h).len(), 4);
    key(&mut h, Modifiers::NONE, Key::Delete);
    assert_eq!(events(&h).len(), 3);
    key(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(events(&h).len(), 4);
    key(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(events(&h).len(), 3);

    // Played from the cursor with the announcer (the silent backend's clock).
    key(&mut h, Modifiers::NONE, Key::P);
    let from = h
        .state()
        .editor()
        .unwrap()
        .audition
        .as_ref()
        .map(|a| a.from);
    assert_eq!(from, Some(cursor));
    clock.advance(Duration::from_secs(2));
    settle(&mut h);
    let at = h.state_mut().editor_mut().unwrap().playing_ms().unwrap();
    assert!(
        (u64::from(cursor) * 1000 + 1900..=u64::from(cursor) * 1000 + 2100).contains(&at),
        "{at}"
    );
    click(&mut h, "Stop");
    assert!(h.state().editor().unwrap().audition.is_none());

    // A click on a marker selects it and puts the cursor at its time.
    click(&mut h, "Phase 1 · 0:20 · Threat");
    let editor = h.state().editor().unwrap();
    assert_eq!((editor.draft.selected, editor.cursor), (Some(0), 20));

    // Named and saved into the crew's folder.
    type_into(&mut h, "Name", " 7");
    click(&mut h, "Save");
    let path = dir.path().join("missions/our-mission.yaml");
    assert_eq!(
        h.state().editor().unwrap().saved,
        Some(Saved::Written(path.display().to_string()))
    );
    let written =
        Track::parse(&std::fs::read_to_string(&path).unwrap(), "our-mission.yaml").unwrap();
    assert_eq!(written, h.state().editor().unwrap().draft.track);
    assert_eq!(written.name, "Our mission 7");

    // Found on the setup screen and flown.
    click(&mut h, "Back");
    assert_eq!(h.state().screen(), ScreenName::Setup);
    click(&mut h, "Our mission Our mission 7");
    h.get_by_label_contains("Start mission").click();
    settle(&mut h);
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "{:?}",
        h.state().setup_problems()
    );
    assert_eq!(h.state().mission().unwrap().plan().name, "Our mission 7");
}

fn clock_text(at: u32) -> String {
    format!("{}:{:02}", at / 60, at % 60)
}

#[test]
fn a_save_asks_before_writing_over_a_file_and_refuses_a_mission_that_would_not_load() {
    let dir = tempfile::tempdir().unwrap();
    let clock = FakeClock::default();
    let mut h = editor(dir.path(), &clock);
    click(&mut h, "Threat [T]");
    click(&mut h, "Save");
    assert!(matches!(
        h.state().editor().unwrap().saved,
        Some(Saved::Refused(_))
    ));
    assert!(!dir.path().join("missions").exists(), "nothing written");
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    click(&mut h, "Save");
    let path = dir.path().join("missions/our-mission.yaml");
    let first = std::fs::read_to_string(&path).unwrap();
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    click(&mut h, "Save");
    assert_eq!(
        h.state().editor().unwrap().saved,
        Some(Saved::AskOverwrite(path.display().to_string()))
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        first,
        "not written over"
    );
    click(&mut h, "Write over it");
    let second = Track::parse(&std::fs::read_to_string(&path).unwrap(), "x").unwrap();
    assert_eq!(second.events[0].at, 20);
    let names: Vec<_> = std::fs::read_dir(dir.path().join("missions"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "no temporary file left: {names:?}");

    // Work not saved is never left behind unasked.
    key(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    click(&mut h, "Back");
    assert_eq!(h.state().screen(), ScreenName::Editor, "asked first");
    click(&mut h, "Stay");
    assert!(!h.state().editor().unwrap().ask_leave);
    click(&mut h, "Back");
    click(&mut h, "Leave without saving");
    assert_eq!(h.state().screen(), ScreenName::Setup);
}

#[test]
fn a_shipped_track_opens_as_a_copy_with_its_cd_advice_and_an_empty_mission_gets_advice_only() {
    let dir = tempfile::tempdir().unwrap();
    let clock = FakeClock::default();
    let mut h = editor(dir.path(), &clock);
    let editor = h.state().editor().unwrap();
    assert!(editor.problems().is_empty());
    assert!(
        !editor.advice().is_empty(),
        "an empty mission is no CD mission"
    );
    assert!(
        h.query_by_label_contains("Advice: the CD's missions")
            .is_some()
    );
    h.get_by_role_and_label(Role::ComboBox, "Open a copy of")
        .click();
    settle(&mut h);
    h.get_by_label("Mission 3").click_accesskit();
    settle(&mut h);
    let editor = h.state().editor().unwrap();
    assert_eq!(editor.draft.track.name, "Mission 3");
    assert_eq!(editor.draft.file_name, "mission-3-copy");
    assert!(editor.problems().is_empty() && editor.advice().is_empty());
    assert!(
        h.query_by_label_contains("Advice: the CD's missions")
            .is_none()
    );
    // Nothing changed since it was opened: back at once.
    click(&mut h, "Back");
    assert_eq!(h.state().screen(), ScreenName::Setup);
}

/// Every label of the editor with a threat that breaks a rule (its place and reason shown)
/// and the CD's advice, in `language`.
fn editor_labels(language: i18n::Language) -> std::collections::BTreeSet<String> {
    let dir = tempfile::tempdir().unwrap();
    let clock = FakeClock::default();
    let mut h = Window::default()
        .settings(dir.path().join("settings.json"))
        .clock(&clock)
        .system_language(language)
        .open();
    h.state_mut().set_crew_folder(Some(dir.path().to_owned()));
    click(&mut h, &i18n::tr!("editor-setup-open"));
    key(&mut h, Modifiers::NONE, Key::T);
    click(&mut h, &i18n::tr!("editor-save"));
    assert_eq!(h.state().editor().unwrap().problems().len(), 1);
    super::language_coverage_ui::labels(&h)
}

#[test]
fn the_editor_speaks_german() {
    let english = editor_labels(i18n::Language::En);
    let german = editor_labels(i18n::Language::De);
    // Said the same in both: names, numbers and times, and words German shares.
    let same = |label: &str| {
        label.chars().all(|c| !c.is_alphabetic())
            || [".yaml", "Name", "Start", "T+1", "Mission", "Simulation"].contains(&label)
            || label.starts_with("Phase ") && label.len() <= 7
    };
    let left: Vec<_> = english.intersection(&german).filter(|l| !same(l)).collect();
    assert!(left.is_empty(), "English in the German editor: {left:?}");
}

#[test]
fn the_crews_own_mission_is_listed_on_setup_and_opens_in_the_editor_as_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("missions");
    std::fs::create_dir_all(&folder).unwrap();
    let (_, yaml) = missions::track::shipped()
        .into_iter()
        .find(|(stem, _)| *stem == "mission-2")
        .unwrap();
    let yaml = yaml.replacen("name: Mission 2", "name: Night shift", 1);
    std::fs::write(folder.join("night.yaml"), &yaml).unwrap();
    let clock = FakeClock::default();
    let mut h = Window::default()
        .settings(dir.path().join("settings.json"))
        .clock(&clock)
        .open();
    h.state_mut().set_crew_folder(Some(dir.path().to_owned()));
    settle(&mut h);
    click(&mut h, "Our mission Night shift");
    click(&mut h, "Edit a copy…");
    let editor = h.state().editor().unwrap();
    assert_eq!(editor.draft.track.name, "Night shift");
    assert_eq!(editor.draft.file_name, "night");
    assert_eq!(
        editor.draft.track,
        Track::parse(&yaml, "night.yaml").unwrap()
    );
    // Saved under its own name, the file is the crew's to write over, asked first.
    click(&mut h, "Save");
    assert!(matches!(
        h.state().editor().unwrap().saved,
        Some(Saved::AskOverwrite(_))
    ));
}
