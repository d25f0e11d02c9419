//! The resolution view at the table's window sizes and the app's shape: what the board shows stays readable and in view, keys come from
//! one table, the boards are written only after an edit, and the catalog is parsed once.

use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::widgets::ship_board::LEGEND;

use super::support::{AppHarness, FIVE_CREW, SIZES, Window, click, load, press, settle};

const LOST: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/scenarios/mechanics/lost-mission.yaml"
);

/// The app on the resolution of `file`, at `width` x `height`.
fn resolved(file: &str, width: f32, height: f32) -> AppHarness {
    let mut h = Window::default().size(width, height).open();
    click(&mut h, "Resolve a game file");
    load(&mut h, file);
    click(&mut h, "Resolve  [Ctrl+Enter]");
    assert_eq!(h.state().screen(), ScreenName::Resolution);
    h
}

fn rects_with(h: &AppHarness, prefix: &str) -> Vec<(String, Rect)> {
    h.query_all_by_label_contains(prefix)
        .map(|n| {
            let node = n.accesskit_node();
            let name = node.label().or_else(|| node.value()).unwrap_or_default();
            (name, n.rect())
        })
        .filter(|(name, _)| name.starts_with(prefix))
        .collect()
}

fn assert_apart(what: &str, rects: &[(String, Rect)]) {
    for (i, (a, ra)) in rects.iter().enumerate() {
        for (b, rb) in &rects[i + 1..] {
            assert!(
                !ra.shrink(0.5).intersects(rb.shrink(0.5)),
                "{what}: {a} {ra:?} overlaps {b} {rb:?}"
            );
        }
    }
}

#[test]
fn five_crew_in_one_station_are_all_in_view_and_never_cover_its_text() {
    for (w, h_) in SIZES {
        // Before the first step all five stand on the bridge (upper white).
        let h = resolved(FIVE_CREW, w, h_);
        let station = h.get_by_label_contains("Station upper white:").rect();
        let figures = rects_with(&h, "Figure ");
        assert_eq!(figures.len(), 5, "{w}x{h_}: {figures:?}");
        for (name, rect) in &figures {
            assert!(
                station.expand(0.5).contains_rect(*rect),
                "{w}x{h_}: {name} {rect:?} outside the station {station:?}"
            );
        }
        assert_apart(&format!("{w}x{h_} figures"), &figures);
        let energy = h.get_by_label_contains("Shield white:").rect();
        for (name, rect) in &figures {
            assert!(
                !rect.intersects(energy),
                "{w}x{h_}: {name} covers the shield line"
            );
        }
    }
}

#[test]
fn damage_chips_never_overlap_and_the_destroyed_header_stays_left_of_the_event_log() {
    for (w, h_) in SIZES {
        let mut h = resolved(LOST, w, h_);
        press(&mut h, egui::Key::End);
        let chips = rects_with(&h, "Damage tile ");
        assert!(!chips.is_empty(), "{w}x{h_}: no damage tiles drawn");
        assert_apart(&format!("{w}x{h_} damage tiles"), &chips);
        // Each zone's chips stay under their zone.
        for zone in ["red", "white", "blue"] {
            let area = h
                .get_by_label_contains(&format!("Damage {zone}:"))
                .rect()
                .expand(0.5);
            for (name, rect) in chips
                .iter()
                .filter(|(n, _)| n.starts_with(&format!("Damage tile {zone} ")))
            {
                assert!(area.contains_rect(*rect), "{w}x{h_}: {name} {rect:?}");
            }
        }
        let destroyed = h.get_by_label_contains("SHIP DESTROYED").rect();
        let log = h.get_by_label("Event log").rect();
        assert!(
            destroyed.max.x <= log.min.x,
            "{w}x{h_}: the header {destroyed:?} runs under the event log {log:?}"
        );
        // The trajectories' marks are explained on the board.
        h.get_by_label(LEGEND);
    }
}

#[test]
fn the_event_panel_is_the_event_log_and_the_ship_log_keeps_its_name() {
    let h = resolved(FIVE_CREW, 1280.0, 800.0);
    h.get_by_label("Event log");
    assert!(h.query_by_label("Ship's log").is_none());
}

#[test]
fn keys_come_from_one_table_that_the_help_lists() {
    let mut h = resolved(FIVE_CREW, 1280.0, 800.0);
    assert!(!h.state().help_open());
    press(&mut h, egui::Key::F1);
    assert!(h.state().help_open());
    h.get_by_label("Keyboard shortcuts");
    for row in sitting_duck::gui::shortcuts::SHORTCUTS
        .iter()
        .filter(|s| s.screen.is_none_or(|s| s == ScreenName::Resolution))
    {
        h.get_by_label(&(row.what)());
    }
    // The buttons print the keys the table gives, and the keys do what the buttons do.
    click(&mut h, "Step  [Right]");
    let after_click = h.state().resolution().unwrap().replay.position();
    press(&mut h, egui::Key::ArrowLeft);
    assert_eq!(h.state().resolution().unwrap().replay.position(), 0);
    press(&mut h, egui::Key::ArrowRight);
    assert_eq!(
        h.state().resolution().unwrap().replay.position(),
        after_click
    );
    press(&mut h, egui::Key::F1);
    assert!(!h.state().help_open());
    assert!(h.query_by_label("Keyboard shortcuts").is_none());
}

#[test]
fn the_boards_are_written_after_an_edit_and_never_by_an_idle_frame() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("boards-autosave.yaml");
    let mut h = Window::default().size(1280.0, 800.0).open();
    h.state_mut().set_autosave_path(Some(autosave.clone()));
    click(&mut h, "Resolve a game file");
    let anna = h.get_by_role_and_label(Role::TextInput, "Anna's board");
    anna.focus();
    anna.type_text("A B");
    settle(&mut h);
    let text = std::fs::read_to_string(&autosave).unwrap();
    assert!(text.contains("actions: \"A B\""), "{text}");
    // Idle frames (and ones that only move the focus) write nothing.
    std::fs::remove_file(&autosave).unwrap();
    h.run_steps(30);
    click(&mut h, "Ben");
    assert!(!autosave.exists(), "an idle screen wrote the autosave");
    click(&mut h, "Palette C");
    let text = std::fs::read_to_string(&autosave).unwrap();
    assert!(text.contains("actions: \"C\""), "{text}");
}

#[test]
fn the_catalog_is_parsed_once_and_shared_by_every_boards_screen() {
    let mut h = Window::default().size(1280.0, 800.0).open();
    let shared: *const missions::Catalog = h.state().library().catalog.as_deref().unwrap();
    for _ in 0..2 {
        click(&mut h, "Resolve a game file");
        let used: *const missions::Catalog = h.state().boards().unwrap().catalog().unwrap();
        assert!(std::ptr::eq(shared, used));
        h.state_mut().apply(sitting_duck::gui::Intent::BackToSetup);
        settle(&mut h);
    }
}

#[test]
fn a_board_mistake_is_never_hidden_behind_the_resolve_bar() {
    for (w, h_) in SIZES {
        let mut h = Window::default().size(w, h_).open();
        click(&mut h, "Resolve a game file");
        // The last board of the default crew, typed wrong.
        let dan = h.get_by_role_and_label(Role::TextInput, "Dan's board");
        dan.focus();
        dan.type_text("A Z");
        settle(&mut h);
        settle(&mut h);
        let mistake = h.get_by_label("Dan: space 2: `Z` is not a card").rect();
        let bar = h.get_by_label("Resolve  [Ctrl+Enter]").rect();
        assert!(
            mistake.max.y <= bar.min.y,
            "{w}x{h_}: the mistake {mistake:?} is under the Resolve bar {bar:?}"
        );
    }
}

#[test]
fn the_oops_chip_says_what_it_does() {
    let mut h = Window::default().size(1280.0, 800.0).open();
    click(&mut h, "Resolve a game file");
    h.get_by_label("Oops ~").hover();
    settle(&mut h);
    h.get_by_label_contains("played one turn later");
}

#[test]
fn a_threat_name_is_whole_where_the_token_has_room_and_on_hover_where_it_has_not() {
    for ((w, h_), cut) in [((960.0, 640.0), true), ((1920.0, 1080.0), false)] {
        let mut h = resolved(FIVE_CREW, w, h_);
        // To the end of turn 7: the Cryoshield Frigate is on the red trajectory.
        for _ in 0..7 {
            press(&mut h, egui::Key::ArrowDown);
        }
        h.get_by_label_contains("Threat T7 Cryoshield Frigate")
            .hover();
        settle(&mut h);
        let tooltip = h.query_by_label("Cryoshield Frigate").is_some();
        assert_eq!(
            tooltip, cut,
            "{w}x{h_}: a tooltip only when the name is cut"
        );
    }
}
