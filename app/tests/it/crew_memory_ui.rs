//! The crew as the table left it: a new explorer sits with the crew member of their name,
//! and the crew's choices (names, colors, roles, explorers) survive a restart of the app
//! without a mission started in between.

use sitting_duck::shell::settings::{CrewColor, Settings};

use super::support::{Window, activate, click, settle, type_into};

#[test]
fn a_new_explorer_sits_with_the_crew_member_of_that_name() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Window::default()
        .ship_log(dir.path().join("shiplog.sqlite3"))
        .open();
    assert_eq!(h.state().settings().crew[1].name, "Ben");
    activate(&mut h, "New explorer…");
    type_into(&mut h, "New explorer", "Ben");
    activate(&mut h, "Create explorer");
    settle(&mut h);
    let id = h.state().explorers()[0].id;
    let crew = &h.state().settings().crew;
    assert_eq!(crew[1].explorer, Some(id), "{crew:?}");
    assert!(
        crew.iter()
            .enumerate()
            .all(|(i, m)| i == 1 || m.explorer.is_none())
    );
}

#[test]
fn the_crew_s_choices_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.json");
    let db = dir.path().join("shiplog.sqlite3");
    let mut h = Window::default().settings(&settings).ship_log(&db).open();
    type_into(&mut h, "Player 1", "Zoe");
    click(&mut h, "Player 2 purple");
    activate(&mut h, "New explorer…");
    type_into(&mut h, "New explorer", "Anna");
    activate(&mut h, "Create explorer");
    settle(&mut h);
    activate(&mut h, "Player 3's explorer");
    activate(&mut h, "Anna (level 0, cloning)");
    let chosen = h.state().settings().crew.clone();
    assert!(chosen[0].name.ends_with("Zoe"), "{chosen:?}");
    assert_eq!(chosen[1].color, CrewColor::Purple);
    assert!(chosen[2].explorer.is_some());
    drop(h);

    assert_eq!(
        Settings::load(&settings).unwrap().crew,
        chosen,
        "written at once"
    );
    let h = Window::default().settings(&settings).ship_log(&db).open();
    assert_eq!(
        h.state().settings().crew,
        chosen,
        "the same crew after a restart"
    );
}

/// A new explorer's page says "Level 0: …" above its bar, where nothing covers it (an
/// empty egui bar paints a round blob at its start, which sat over the words inside it).
#[test]
fn a_new_explorer_s_level_is_above_the_bar() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    let dir = tempfile::tempdir().unwrap();
    let mut h = Window::default()
        .ship_log(dir.path().join("shiplog.sqlite3"))
        .open();
    activate(&mut h, "New explorer…");
    type_into(&mut h, "New explorer", "Anna");
    activate(&mut h, "Create explorer");
    activate(&mut h, "Explorers");
    let words = h.get_by_label_contains("Level 0: 0 of ").rect();
    let bar = h.get_by_role(Role::ProgressIndicator).rect();
    assert!(!words.intersects(bar), "{words:?} over {bar:?}");
}
