//! The action row of the resolution view (`docs/ui.md` screen 4): the card each crew member
//! plays this turn, as painted on the boards screen (a double card shows both halves, a
//! specialization card its face and companion), and the specialization each one holds with
//! the cards of it left.

use egui::{Color32, FontId, RichText, Sense, Ui, Vec2};
use engine::{Action, State};

use crate::gui::widgets::card_face::{SpaceShown, paint_space};
use crate::gui::widgets::theme;

/// Side of a card in the row.
const CARD: f32 = 34.0;

/// What a crew member holds of their specialization, in words: `Medic 2 · 1 card left`.
pub fn specialist_text(crew: &engine::state::CrewState) -> Option<String> {
    let specialist = crew.specialist?;
    let (cards, _) = specialist.uses();
    let played = crew.uses[0].saturating_add(crew.uses[1]);
    let left = cards.saturating_sub(played);
    Some(i18n::tr!(
        "board-specialist",
        title = crate::gui::widgets::labels::specialization::title(specialist.specialization),
        level = specialist.level,
        left = left
    ))
}

/// The card a crew member plays in the turn `state` stands in (none before turn 1 and
/// after turn 12).
fn card_of_turn(state: &State, crew: &engine::state::CrewState) -> Action {
    match state.turn() {
        turn @ 1..=12 => crew.actions[usize::from(turn - 1)],
        _ => Action::Empty,
    }
}

/// The row: one entry per crew member, wrapped when the window is narrow; under it the
/// New Frontier's hazards and effects in force, as chips.
pub fn draw(ui: &mut Ui, state: &State) {
    // A narrow window keeps the row to one line: the specializations go to the cards' hover.
    let compact = ui.available_width() < 760.0;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        for (index, crew) in state.crew().iter().enumerate() {
            let color = crew.color.map_or(theme::MUTED, theme::crew_color);
            let (dot, _) = ui.allocate_exact_size(Vec2::splat(14.0), Sense::hover());
            ui.painter().circle_filled(dot.center(), 6.0, color);
            ui.label(RichText::new(crew.name.get()).size(17.0));
            let action = card_of_turn(state, crew);
            let (rect, response) = ui.allocate_exact_size(Vec2::splat(CARD), Sense::hover());
            paint_space(ui, rect, &SpaceShown::Card(action), false);
            let words = crate::gui::widgets::card_face::describe(action);
            let name = i18n::tr!("board-plays", name = crew.name.to_string(), card = words);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
            let held = specialist_text(crew);
            if compact {
                if let Some(text) = &held {
                    response.on_hover_text(text);
                }
            } else if let Some(text) = held {
                let label = ui.label(
                    RichText::new(&text)
                        .font(FontId::proportional(14.0))
                        .color(Color32::from_rgb(190, 160, 230)),
                );
                let full = format!("{}: {text}", crew.name);
                label.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &full));
            }
            for mark in super::hazards::crew_marks(state, index) {
                ui.label(
                    RichText::new(mark)
                        .font(FontId::proportional(14.0))
                        .color(POISON),
                );
            }
            ui.add_space(10.0);
        }
    });
    let lines = super::hazards::hazard_lines(state);
    if !lines.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for line in lines {
                egui::Frame::new()
                    .fill(Color32::from_rgb(60, 40, 20))
                    .stroke(egui::Stroke::new(1.0, theme::WARNING))
                    .corner_radius(10)
                    .inner_margin(egui::Margin::symmetric(8, 2))
                    .show(ui, |ui| {
                        ui.label(RichText::new(line).size(15.0).color(theme::WARNING));
                    });
            }
        });
    }
}

/// Poison and infection: a sickly green.
const POISON: Color32 = Color32::from_rgb(150, 210, 90);
