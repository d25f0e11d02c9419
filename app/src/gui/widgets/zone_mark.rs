//! A zone's letter and shape drawn beside its colour (`missions::zone_mark`): red a
//! triangle, white a circle, blue a square, internal a diamond, each with its letter inside,
//! so that no zone is told by colour alone.

use egui::{Color32, FontId, Painter, Pos2, Response, Sense, Shape as Drawn, Stroke, Ui, vec2};
use engine::Zone;
use missions::zone_mark::{Shape, cue_zone_mark};

use crate::gui::widgets::theme;

/// Paints the mark of `zone` (`None`: internal) centred on `center`, `size` points across.
pub fn paint_mark(painter: &Painter, center: Pos2, size: f32, zone: Option<Zone>) {
    let mark = cue_zone_mark(zone);
    let fill = theme::zone_color(zone);
    let outline = Stroke::new((size / 14.0).max(1.0), Color32::from_rgb(12, 14, 18));
    let h = size / 2.0;
    let shape = match mark.shape {
        Shape::Triangle => Drawn::convex_polygon(
            vec![
                center + vec2(0.0, -h),
                center + vec2(h, h * 0.8),
                center + vec2(-h, h * 0.8),
            ],
            fill,
            outline,
        ),
        Shape::Circle => Drawn::circle_filled(center, h * 0.92, fill),
        Shape::Square => Drawn::rect_filled(
            egui::Rect::from_center_size(center, vec2(size * 0.82, size * 0.82)),
            1.0,
            fill,
        ),
        Shape::Diamond => Drawn::convex_polygon(
            vec![
                center + vec2(0.0, -h),
                center + vec2(h, 0.0),
                center + vec2(0.0, h),
                center + vec2(-h, 0.0),
            ],
            fill,
            outline,
        ),
    };
    painter.add(shape);
    if mark.shape == Shape::Circle {
        painter.circle_stroke(center, h * 0.92, outline);
    }
    let letter_at = match mark.shape {
        Shape::Triangle => center + vec2(0.0, h * 0.22),
        _ => center,
    };
    painter.text(
        letter_at,
        egui::Align2::CENTER_CENTER,
        mark.letter,
        FontId::proportional(
            size * if mark.shape == Shape::Triangle {
                0.42
            } else {
                0.55
            },
        ),
        Color32::from_rgb(12, 14, 18),
    );
}

/// The mark of `zone` as a widget of its own, `size` points square, named for screen
/// readers and tests ("zone Red: triangle R").
pub fn mark(ui: &mut Ui, zone: Option<Zone>, size: f32) -> Response {
    let (rect, response) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
    paint_mark(ui.painter(), rect.center(), size, zone);
    let label = words(zone);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
    response
}

/// The mark in words, in the crew's language: "zone Red: triangle R".
pub fn words(zone: Option<Zone>) -> String {
    let mark = cue_zone_mark(zone);
    let shape = match mark.shape {
        Shape::Triangle => i18n::tr!("zone-mark-triangle"),
        Shape::Circle => i18n::tr!("zone-mark-circle"),
        Shape::Square => i18n::tr!("zone-mark-square"),
        Shape::Diamond => i18n::tr!("zone-mark-diamond"),
    };
    let name = match zone {
        Some(Zone::Red) => i18n::tr!("zone-mark-red"),
        Some(Zone::White) => i18n::tr!("zone-mark-white"),
        Some(Zone::Blue) => i18n::tr!("zone-mark-blue"),
        None => i18n::tr!("zone-mark-internal"),
    };
    i18n::tr!(
        "zone-mark-words",
        zone = name,
        shape = shape,
        letter = mark.letter.to_string()
    )
}
