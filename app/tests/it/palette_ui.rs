//! The boards' palette (issue 39.6): a click on a crew member's name selects that row (also
//! when the pointer moves a little while pressed, as a real hand does), the palette writes to
//! the selected row wherever the keyboard is, and a full board (12 spaces) refuses more cards
//! with a clear message.

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use sitting_duck::gui::ScreenName;

use super::support::{AppHarness, Window, click, settle};

fn boards() -> AppHarness {
    let mut h = Window::default().size(1280.0, 800.0).open();
    click(&mut h, "Resolve a game file");
    assert_eq!(h.state().screen(), ScreenName::Boards);
    h
}

/// A press on `label`, a move of a few points, and the release: a hand's click.
fn hand_click(h: &mut AppHarness, label: &str) {
    let at = h.get_by_label(label).rect().center();
    h.event(egui::Event::PointerMoved(at));
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.step();
    let to = at + egui::vec2(3.0, 1.0);
    h.event(egui::Event::PointerMoved(to));
    h.step();
    h.event(egui::Event::PointerButton {
        pos: to,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    settle(h);
}

#[test]
fn a_hand_s_click_on_a_name_selects_the_row() {
    let mut h = boards();
    let third = h.state().boards().unwrap().rows[2].name.clone();
    hand_click(&mut h, &third);
    assert_eq!(h.state().boards().unwrap().focused, 2);
    click(&mut h, "Palette A");
    assert_eq!(h.state().boards().unwrap().rows[2].text, "A");
}

#[test]
fn a_click_anywhere_on_the_name_column_selects_the_row() {
    let mut h = boards();
    click(&mut h, "Ben");
    assert_eq!(h.state().boards().unwrap().focused, 1);
    // Under Anna's name: her role.
    click(&mut h, "captain");
    assert_eq!(h.state().boards().unwrap().focused, 0);
}

#[test]
fn the_palette_writes_to_the_selected_row_wherever_the_keyboard_is() {
    let mut h = boards();
    click(&mut h, "Ben");
    let field = h.get_by_role_and_label(Role::TextInput, "Game file");
    field.focus();
    settle(&mut h);
    click(&mut h, "Palette B");
    click(&mut h, "Palette C");
    let entry = h.state().boards().unwrap();
    assert_eq!(entry.rows[1].text, "B C");
    assert_eq!(entry.path, "");
}

#[test]
fn a_full_board_refuses_a_thirteenth_card_and_says_so() {
    let mut h = boards();
    click(&mut h, "Anna");
    for _ in 0..12 {
        click(&mut h, "Palette A");
    }
    click(&mut h, "Palette B");
    let entry = h.state().boards().unwrap();
    assert_eq!(entry.rows[0].text.split_whitespace().count(), 12);
    h.get_by_label_contains("Anna's board is full");
}

/// One check for the host, the phones and the file (issue 39.9): a double card typed on the
/// boards screen of a base game is named at once, as the game file's check names it.
#[test]
fn a_double_card_in_a_base_game_is_named_on_the_host_as_it_is_typed() {
    let mut h = boards();
    let field = h.get_by_role_and_label(Role::TextInput, "Anna's board");
    field.focus();
    field.type_text("B C BC");
    settle(&mut h);
    h.get_by_label_contains("space 3: `BC` holds a double action");
}
