//! Drawing the entry: the Resolve bar, the palette, the boards, the file controls and the
//! table beside (trajectories, threat cards, damage tiles). Every change is returned as an
//! intent; nothing here writes the entry or a file.

use std::path::PathBuf;
use strum::VariantArray;

use egui::{
    Align2, Button, Color32, CornerRadius, FontId, RichText, ScrollArea, Sense, Stroke, TextEdit,
    Ui, Vec2,
};
use engine::{Color, DamageTile, ThreatZone, Zone};
use i18n::tr;

use crate::gui::BoardsIntent;
use crate::gui::Intent;
use crate::gui::model::boards::{BoardRow, BoardsEntry, Edit, TileDrawing};
use crate::gui::shortcuts::{self, Command};
use crate::gui::widgets::card_face::{SpaceShown, paint_space, space_name};
use crate::gui::widgets::chip;
use crate::gui::widgets::theme;

/// The files around the entry, as the app knows them (shown, never touched, here).
#[derive(Debug, Clone, Default)]
pub struct Files {
    /// Where every edit is autosaved (`None`: nowhere).
    pub autosave: Option<PathBuf>,
    /// The draft of the boards entered before this screen, if one was kept.
    pub previous: Option<PathBuf>,
}

fn edit(intents: &mut Vec<Intent>, edit: Edit) {
    intents.push(Intent::Boards(BoardsIntent::Edit(edit)));
}

/// Draws the entry (the Resolve bar below, the table beside, the boards in the middle).
pub fn ui(entry: &mut BoardsEntry, ui: &mut Ui, files: &Files, intents: &mut Vec<Intent>) {
    let focus = entry.take_focus_request();
    egui::Panel::bottom("entry-actions").show(ui, |ui| actions_ui(entry, ui, files, intents));
    egui::Panel::right("entry-table")
        .resizable(false)
        .exact_size((ui.available_width() * 0.32).clamp(300.0, 420.0))
        .show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt("entry-table-scroll")
                .show(ui, |ui| table_ui(entry, ui, intents));
        });
    egui::CentralPanel::default().show(ui, |ui| {
        super::modules::palette_ui(entry, ui, intents);
        ui.add_space(4.0);
        ScrollArea::vertical()
            .id_salt("entry-rows")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for index in 0..entry.rows.len() {
                    row_ui(entry, ui, index, focus == Some(index), intents);
                }
                // Room below the last board, so its mistakes scroll clear of the Resolve bar.
                ui.add_space(24.0);
            });
    });
}

/// The Resolve bar: why the last "Resolve" was refused, the button, the game-file controls.
fn actions_ui(entry: &BoardsEntry, ui: &mut Ui, files: &Files, intents: &mut Vec<Intent>) {
    ui.add_space(6.0);
    if !entry.problems.is_empty() {
        ui.label(
            RichText::new(tr!("boards-not-ready"))
                .color(theme::ALARM)
                .strong(),
        );
        ScrollArea::vertical()
            .max_height(110.0)
            .id_salt("entry-problems")
            .show(ui, |ui| {
                for p in &entry.problems {
                    ui.label(RichText::new(format!("- {p}")).color(theme::ALARM));
                }
            });
    }
    ui.horizontal(|ui| {
        let button = Button::new(
            RichText::new(shortcuts::button_text(
                &tr!("boards-resolve"),
                Command::Resolve,
            ))
            .size(30.0)
            .strong()
            .color(Color32::WHITE),
        )
        .fill(theme::ACCENT)
        .min_size(Vec2::new(340.0, 60.0))
        .corner_radius(CornerRadius::same(10));
        if ui.add(button).clicked() {
            intents.push(Intent::Boards(BoardsIntent::Resolve));
        }
        ui.add_space(16.0);
        ui.vertical(|ui| file_ui(entry, ui, files, intents));
    });
    ui.add_space(6.0);
}

/// A board's name and role; a click on either selects the row.
fn name_column(ui: &mut Ui, row: &BoardRow, index: usize, intents: &mut Vec<Intent>) {
    ui.vertical(|ui| {
        ui.set_width(118.0);
        ui.horizontal(|ui| {
            let color = row.color.map_or(theme::MUTED, theme::crew_color);
            let (dot, _) = ui.allocate_exact_size(Vec2::splat(18.0), Sense::hover());
            ui.painter().circle_filled(dot.center(), 8.0, color);
            let mut name = RichText::new(&row.name).size(22.0).strong();
            if row.android {
                name = name.italics();
            }
            let label = egui::Label::new(name).sense(Sense::click()).truncate();
            if ui.add(label).clicked() {
                edit(intents, Edit::Focus(index));
            }
        });
        let role = match (row.captain, row.android) {
            (true, _) => tr!("boards-captain"),
            (_, true) => tr!("boards-android"),
            _ => String::new(),
        };
        let role = egui::Label::new(RichText::new(role).color(theme::MUTED));
        if ui.add(role.sense(Sense::click())).clicked() {
            edit(intents, Edit::Focus(index));
        }
    });
}

/// One board: name, the 12 spaces, the text field and its mistakes.
fn row_ui(entry: &BoardsEntry, ui: &mut Ui, index: usize, focus: bool, intents: &mut Vec<Intent>) {
    let focused = index == entry.focused;
    let frame_stroke = if focused {
        Stroke::new(2.0, theme::ACCENT)
    } else {
        Stroke::new(1.0, Color32::from_gray(60))
    };
    let row = &entry.rows[index];
    egui::Frame::new()
        .fill(theme::CARD_FILL)
        .stroke(frame_stroke)
        .corner_radius(CornerRadius::same(8))
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                name_column(ui, row, index, intents);
                spaces_ui(ui, &row.name, &row.spaces(), || {
                    edit(intents, Edit::Focus(index));
                });
            });
            if entry.modules.specializations {
                super::modules::specialist_ui(entry, ui, index, intents);
            }
            let mut text = row.text.clone();
            let edit_field = ui.add(
                TextEdit::singleline(&mut text)
                    .desired_width(ui.available_width())
                    .font(FontId::monospace(21.0))
                    .hint_text(super::modules::field_hint(entry.modules)),
            );
            let edit_field = edit_field.accessible_name(tr!("boards-board-of", name = &row.name));
            // Back to the keyboard after a click on the palette or the row: typing goes
            // straight into the focused board.
            if focus {
                edit_field.request_focus();
            }
            if edit_field.changed() {
                edit(intents, Edit::SetText(index, text.clone()));
            } else if edit_field.gained_focus() && !focused {
                edit(intents, Edit::Focus(index));
            }
            // The mistakes of the text as it is now (this frame's typing included).
            let typed = crate::gui::model::boards::BoardRow {
                text: text.clone(),
                ..row.clone()
            };
            for p in typed.problems(entry.modules) {
                let line =
                    ui.label(RichText::new(format!("{}: {p}", row.name)).color(theme::ALARM));
                // A mistake just typed is scrolled into view above the Resolve bar.
                if edit_field.changed() {
                    line.scroll_to_me(None);
                }
            }
        });
    ui.add_space(4.0);
}

/// The 12 spaces of a board, with the printed gaps between the phases; a click on one
/// calls `clicked`.
fn spaces_ui(ui: &mut Ui, name: &str, spaces: &[SpaceShown; 12], mut clicked: impl FnMut()) {
    ui.spacing_mut().item_spacing.x = 4.0;
    // 50 px spaces, smaller in a narrow window (the gaps take 28 px).
    let side = ((ui.available_width() - 28.0 - 12.0 * 4.0) / 12.0).clamp(26.0, 50.0);
    for (i, space) in spaces.iter().enumerate() {
        if i == 3 || i == 7 {
            // The printed board's gaps between phases 1 | 2 | 3.
            ui.add_space(14.0);
        }
        let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::click());
        paint_space(ui, rect, space, false);
        // The space's number, when there is room beside the symbol.
        if side >= 36.0 {
            ui.painter().text(
                rect.left_top() + Vec2::new(4.0, 2.0),
                Align2::LEFT_TOP,
                (i + 1).to_string(),
                FontId::proportional(11.0),
                Color32::from_gray(170),
            );
        }
        let label = tr!(
            "boards-space",
            name = name,
            space = i + 1,
            card = space_name(space)
        );
        if response.accessible_name(label).clicked() {
            clicked();
        }
    }
}

/// Save as / load a game file, restore the last boards, the autosave and the last notice.
fn file_ui(entry: &BoardsEntry, ui: &mut Ui, files: &Files, intents: &mut Vec<Intent>) {
    ui.horizontal(|ui| {
        let label = ui.label(tr!("boards-game-file"));
        let mut path = entry.path.clone();
        let field = ui
            .add(
                TextEdit::singleline(&mut path)
                    .desired_width((ui.available_width() - 270.0).clamp(160.0, 360.0))
                    .hint_text("game.yaml"),
            )
            .labelled_by(label.id);
        if field.changed() {
            edit(intents, Edit::SetPath(path));
        }
        if ui.button(tr!("boards-save-as")).clicked() {
            intents.push(Intent::Boards(BoardsIntent::SaveGameFile));
        }
        if ui.button(tr!("boards-load")).clicked() {
            intents.push(Intent::Boards(BoardsIntent::LoadGameFile));
        }
    });
    if let Some(previous) = &files.previous
        && ui
            .button(tr!("boards-restore"))
            .on_hover_text(previous.display().to_string())
            .clicked()
    {
        intents.push(Intent::Boards(BoardsIntent::RestoreBoards));
    }
    if let Some(path) = &files.autosave {
        ui.label(
            RichText::new(tr!("boards-autosave", file = path.display().to_string()))
                .small()
                .color(theme::MUTED),
        );
    }
    if let Some(notice) = &entry.notice {
        ui.label(RichText::new(notice).color(theme::WARNING));
    }
}

fn threat_zone_color(zone: ThreatZone) -> Color32 {
    match zone {
        ThreatZone::External(z) => theme::zone_color(Some(z)),
        ThreatZone::Internal => theme::zone_color(None),
    }
}

/// Beside the boards: trajectories, the threat cards, damage tiles, seed.
fn table_ui(entry: &BoardsEntry, ui: &mut Ui, intents: &mut Vec<Intent>) {
    ui.heading(tr!("table-trajectories"));
    egui::Grid::new("entry-trajectories")
        .num_columns(4)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            let names = [
                tr!("table-board-red"),
                tr!("table-board-white"),
                tr!("table-board-blue"),
                tr!("table-board-internal"),
            ];
            for (i, name) in names.into_iter().enumerate() {
                let zone = Zone::VARIANTS.get(i).copied();
                ui.label(
                    RichText::new(&name)
                        .color(theme::zone_color(zone))
                        .size(21.0),
                );
                let mut value = entry.trajectories[i];
                let response = ui.add(egui::DragValue::new(&mut value).range(1..=7).prefix("T"));
                if response
                    .accessible_name(tr!("boards-trajectory", board = &name))
                    .changed()
                {
                    edit(intents, Edit::SetTrajectory(i, value));
                }
                if i % 2 == 1 {
                    ui.end_row();
                }
            }
        });
    ui.separator();
    ui.heading(tr!("table-threat-cards"));
    if entry.threats.is_empty() {
        ui.label(RichText::new(tr!("boards-no-threats")).color(theme::MUTED));
    }
    for index in 0..entry.threats.len() {
        threat_ui(entry, ui, index, intents);
    }
    if ui.button(tr!("boards-add-threat")).clicked() {
        edit(intents, Edit::AddThreat);
    }
    ui.separator();
    tiles_ui(entry, ui, intents);
}

/// One threat card: its slot, its card (a click opens the picker) and, when it was added by
/// hand, its turn, zone and pile.
fn threat_ui(entry: &BoardsEntry, ui: &mut Ui, index: usize, intents: &mut Vec<Intent>) {
    let threat = &entry.threats[index];
    let label = threat.label();
    let picking = entry.picking == Some(index);
    // An unconfirmed report is marked with "?" (its full label on hover).
    let unconfirmed = if threat.unconfirmed { "?" } else { "" };
    let zone = match threat.zone {
        ThreatZone::External(zone) => crate::gui::widgets::zone_name(zone),
        ThreatZone::Internal => tr!("table-board-internal"),
    };
    let tag = format!("T+{} {zone}{unconfirmed}", threat.turn);
    ui.horizontal(|ui| {
        let zone = match threat.zone {
            ThreatZone::External(z) => Some(z),
            ThreatZone::Internal => None,
        };
        crate::gui::widgets::zone_mark::mark(ui, zone, 22.0);
        let tag = RichText::new(tag)
            .color(threat_zone_color(threat.zone))
            .strong()
            .size(20.0);
        ui.add_sized([118.0, 30.0], egui::Label::new(tag).truncate())
            .on_hover_text(&label);
        let card = threat.card.as_deref().map(|id| entry.card_name(id));
        let missing = card.is_none();
        let mut face =
            RichText::new(card.clone().unwrap_or_else(|| tr!("boards-pick-card"))).size(20.0);
        if missing {
            face = face.color(theme::WARNING);
        }
        if threat.serious {
            face = face.strong();
        }
        let mut response = ui
            .add(Button::new(face).selected(picking).truncate())
            .accessible_name(tr!("boards-card-for", threat = &label));
        if let Some(card) = card {
            response = response.on_hover_text(card);
        }
        if response.clicked() {
            edit(
                intents,
                Edit::Pick(if picking { None } else { Some(index) }),
            );
        }
    });
    called_cards_ui(entry, ui, index);
    if picking && !threat.announced {
        placement_ui(entry, ui, index, intents);
    }
    if picking {
        picker_ui(entry, ui, index, intents);
    }
}

/// The cards drawn for the threats a threat's card calls in (the digital deck draws them).
fn called_cards_ui(entry: &BoardsEntry, ui: &mut Ui, index: usize) {
    let threat = &entry.threats[index];
    let secret = (threat.card.as_deref())
        .and_then(|id| entry.catalog().and_then(|c| c.get(id).ok()))
        .is_some_and(engine::ThreatCard::runs_secret_card);
    for id in &threat.calls {
        // The Vortex's secret card stays face down until the resolution shows it.
        let text = if secret {
            tr!("mission-secret-card")
        } else {
            tr!("boards-calls", card = entry.card_name(id))
        };
        ui.label(RichText::new(text).size(17.0).color(theme::MUTED));
    }
}

/// A threat added by hand: its turn, zone, seriousness, and the button that removes it.
fn placement_ui(entry: &BoardsEntry, ui: &mut Ui, index: usize, intents: &mut Vec<Intent>) {
    let threat = &entry.threats[index];
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        let mut turn = threat.turn;
        if ui
            .add(egui::DragValue::new(&mut turn).range(1..=8).prefix("T+"))
            .changed()
        {
            edit(intents, Edit::SetTurn(index, turn));
        }
        for zone in [
            ThreatZone::External(Zone::Red),
            ThreatZone::External(Zone::White),
            ThreatZone::External(Zone::Blue),
            ThreatZone::Internal,
        ] {
            let short = &zone.name()[..1].to_uppercase();
            if chip(ui, threat.zone == zone, short, threat_zone_color(zone))
                .on_hover_text(zone.name())
                .clicked()
            {
                edit(intents, Edit::SetZone(index, zone));
            }
        }
        if chip(ui, threat.serious, &tr!("boards-serious"), theme::WARNING).clicked() {
            edit(intents, Edit::ToggleSerious(index));
        }
        if ui
            .small_button(tr!("setup-remove"))
            .on_hover_text(tr!("boards-remove-threat"))
            .clicked()
        {
            edit(intents, Edit::RemoveThreat(index));
        }
    });
}

/// Who draws the damage tiles, the seed, and the tiles the crew drew.
fn tiles_ui(entry: &BoardsEntry, ui: &mut Ui, intents: &mut Vec<Intent>) {
    ui.heading(tr!("boards-damage-tiles"));
    ui.horizontal_wrapped(|ui| {
        for (drawing, text) in [
            (TileDrawing::App, tr!("boards-app-draws-tiles")),
            (TileDrawing::Crew, tr!("boards-we-draw-tiles")),
        ] {
            if chip(ui, entry.tiles == drawing, &text, theme::ACCENT).clicked() {
                edit(intents, Edit::Tiles(drawing));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr!("boards-seed"));
        let mut seed = entry.seed;
        if ui
            .add(egui::DragValue::new(&mut seed))
            .labelled_by(label.id)
            .changed()
        {
            edit(intents, Edit::SetSeed(seed));
        }
    });
    if entry.tiles != TileDrawing::Crew {
        return;
    }
    ui.label(
        RichText::new(tr!("boards-tiles-drawn"))
            .small()
            .color(theme::MUTED),
    );
    for &zone in Zone::VARIANTS {
        let tiles = &entry.drawn_tiles[zone.index()];
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(zone.name())
                    .color(theme::zone_color(Some(zone)))
                    .strong(),
            );
            for tile in tiles {
                ui.label(RichText::new(tile.name()).background_color(Color32::from_gray(50)));
            }
            if !tiles.is_empty() && ui.small_button(tr!("boards-undo")).clicked() {
                edit(intents, Edit::PopTile(zone));
            }
        });
        ui.horizontal_wrapped(|ui| {
            for &tile in DamageTile::VARIANTS {
                if !tiles.contains(&tile) && ui.small_button(format!("+ {}", tile.name())).clicked()
                {
                    edit(intents, Edit::PushTile(zone, tile));
                }
            }
        });
    }
}

/// The searchable card list for threat `index`.
fn picker_ui(entry: &BoardsEntry, ui: &mut Ui, index: usize, intents: &mut Vec<Intent>) {
    egui::Frame::new()
        .fill(Color32::from_rgb(24, 30, 42))
        .inner_margin(6.0)
        .corner_radius(CornerRadius::same(6))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(tr!("boards-search"));
                let mut search = entry.search.clone();
                let field = ui
                    .add(
                        TextEdit::singleline(&mut search)
                            .desired_width(140.0)
                            .hint_text(tr!("boards-search-hint")),
                    )
                    .labelled_by(label.id);
                if field.changed() {
                    edit(intents, Edit::Search(search));
                }
                for (level, text, color) in [
                    (None, tr!("boards-level-all"), theme::MUTED),
                    (Some(Color::White), tr!("difficulty-white"), Color32::WHITE),
                    (
                        Some(Color::Yellow),
                        tr!("difficulty-yellow"),
                        theme::WARNING,
                    ),
                    (Some(Color::Red), tr!("difficulty-red"), theme::ALARM),
                ] {
                    // Red cards are The New Frontier's: offered with the new threats only.
                    if level == Some(Color::Red) && !entry.modules.new_threats {
                        continue;
                    }
                    if chip(ui, entry.level == level, &text, color).clicked() {
                        edit(intents, Edit::Level(level));
                    }
                }
            });
            let chosen_now = entry.threats[index].card.as_deref();
            for (id, name, color) in entry.candidates(index) {
                let dot = match color {
                    Color::White => Color32::WHITE,
                    Color::Yellow => theme::WARNING,
                    Color::Red => theme::ALARM,
                };
                let chosen = chosen_now == Some(id.as_str());
                let text = RichText::new(format!("{id} {name}")).color(dot);
                if ui.add(Button::new(text).selected(chosen)).clicked() {
                    edit(intents, Edit::ChooseCard(index, id));
                }
            }
        });
}
