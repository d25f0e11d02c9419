//! What the table sees of the boards programmed on the phones: the backs of the cards, as
//! anyone at a real table sees them: which spaces hold a card and whether its action, its
//! movement or its double half is on top; never the faces.

use egui::{RichText, Ui};
use hands::{Kind, Table, TopHalf};
use i18n::tr;

use crate::gui::widgets::theme;

/// The spaces of one board in three groups (turns 1-3, 4-7, 8-12), as on the printed board.
const GROUPS: [std::ops::Range<usize>; 3] = [0..3, 3..7, 7..12];

/// Every figure's board as backs, one row each, with its name.
pub fn ui(ui: &mut Ui, table: &Table, names: &[String]) {
    ui.add_space(8.0);
    ui.label(RichText::new(tr!("backs-title")).size(20.0).strong());
    let figures = u8::try_from(names.len()).unwrap_or(u8::MAX);
    egui::Grid::new("backs")
        .spacing([10.0, 4.0])
        .show(ui, |ui| {
            for figure in 0..figures {
                let name = names.get(usize::from(figure)).map_or("", String::as_str);
                ui.label(RichText::new(name).size(20.0));
                let backs = table.backs(figure);
                ui.horizontal(|ui| {
                    for group in GROUPS {
                        for (space, back) in group.clone().zip(&backs[group]) {
                            space_ui(ui, space, *back);
                        }
                        ui.add_space(10.0);
                    }
                });
                let filled = backs.iter().flatten().count();
                ui.label(RichText::new(tr!("backs-count", count = filled)).color(theme::MUTED));
                ui.end_row();
            }
        });
    ui.label(RichText::new(tr!("backs-legend")).color(theme::MUTED));
}

/// What one space shows, in words: empty, or which kind of half lies on top.
pub fn word(back: Option<hands::Back>) -> String {
    let Some(back) = back else {
        return tr!("backs-empty");
    };
    let half = match back.top {
        TopHalf::Action => tr!("backs-action"),
        TopHalf::Movement => tr!("backs-movement"),
        TopHalf::Double => tr!("backs-double"),
    };
    match back.kind {
        Kind::Ordinary => half,
        Kind::Heroic | Kind::Specialization => tr!("backs-special", half = half),
    }
}

/// One space drawn as a card back: an outline when empty; a filled card with a square on top
/// (an action half), an arrow (a movement half) or two squares (a double face); a dot in the
/// corner for a heroic or specialization card. Shapes, not colours, tell them apart.
fn space_ui(ui: &mut Ui, space: usize, back: Option<hands::Back>) {
    let size = egui::vec2(26.0, 36.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let words = format!("{} {}", space + 1, word(back));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, words.clone()));
    response.on_hover_text(words.clone());
    let painter = ui.painter();
    let stroke = egui::Stroke::new(2.0, theme::MUTED);
    let Some(back) = back else {
        painter.rect_stroke(rect, 4.0, stroke, egui::StrokeKind::Inside);
        return;
    };
    let ink = ui.visuals().strong_text_color();
    painter.rect_filled(rect, 4.0, ui.visuals().widgets.inactive.bg_fill);
    painter.rect_stroke(
        rect,
        4.0,
        egui::Stroke::new(2.0, ink),
        egui::StrokeKind::Inside,
    );
    let top = egui::Rect::from_min_size(rect.min + egui::vec2(5.0, 5.0), egui::vec2(16.0, 12.0));
    match back.top {
        TopHalf::Action => {
            painter.rect_filled(top, 1.0, ink);
        }
        TopHalf::Movement => {
            let y = top.center().y;
            painter.line_segment(
                [egui::pos2(top.left(), y), egui::pos2(top.right(), y)],
                egui::Stroke::new(2.5, ink),
            );
            painter.add(egui::Shape::convex_polygon(
                vec![
                    egui::pos2(top.right() + 2.0, y),
                    egui::pos2(top.right() - 5.0, y - 5.0),
                    egui::pos2(top.right() - 5.0, y + 5.0),
                ],
                ink,
                egui::Stroke::NONE,
            ));
        }
        TopHalf::Double => {
            let half = egui::vec2(7.0, 12.0);
            painter.rect_filled(egui::Rect::from_min_size(top.min, half), 1.0, ink);
            painter.rect_filled(
                egui::Rect::from_min_size(top.min + egui::vec2(9.0, 0.0), half),
                1.0,
                ink,
            );
        }
    }
    if back.kind != Kind::Ordinary {
        painter.circle_filled(rect.center_bottom() - egui::vec2(0.0, 8.0), 4.0, ink);
    }
}
