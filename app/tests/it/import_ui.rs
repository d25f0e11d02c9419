//! "Open a mission" on the setup screen reads a community script as it reads our YAML: the
//! Flash player's code string and an XML mission start as missions, a bad script stays on
//! setup with its place and reason (issue 38.1).

use sitting_duck::gui::ScreenName;

use super::support::{AppHarness, FakeClock, Window, click, click_containing, type_into};

fn open_and_start(h: &mut AppHarness, path: &std::path::Path) {
    click(h, "Open a mission");
    type_into(h, "path", path.to_str().unwrap());
    click_containing(h, "Start mission");
}

fn script(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/import")
        .join(name)
}

#[test]
fn open_a_mission_plays_a_flash_code_string() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    open_and_start(&mut h, &script("good/flash-mission.txt"));
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "{:?}",
        h.state().setup_problems()
    );
    let run = h.state().mission().unwrap();
    assert_eq!(run.plan().name, "flash-mission");
    assert_eq!(run.phase_count(), 3);
}

#[test]
fn open_a_mission_plays_an_xml_mission_of_two_phases() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    open_and_start(&mut h, &script("good/test-run.xml"));
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "{:?}",
        h.state().setup_problems()
    );
    assert_eq!(h.state().mission().unwrap().phase_count(), 2);
}

#[test]
fn a_bad_script_stays_on_setup_with_its_place_and_reason() {
    let clock = FakeClock::default();
    let mut h = Window::default().clock(&clock).open();
    open_and_start(&mut h, &script("bad/zone.txt"));
    assert_eq!(h.state().screen(), ScreenName::Setup);
    let problems = h.state().setup_problems().join("\n");
    assert!(problems.contains("zone.txt:1:1: 010AL1TQ"), "{problems}");
    assert!(problems.contains("is not a zone"), "{problems}");
}
