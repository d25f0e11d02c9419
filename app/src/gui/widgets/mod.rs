//! Small widgets the screens share: toggle chips and buttons that show their shortcut.

pub mod card_face;
pub mod labels;
pub mod ship_board;
pub mod theme;
pub mod zone_mark;

use egui::{Button, Color32, CornerRadius, Response, RichText, Stroke, Ui, Vec2};

/// A rounded toggle chip: filled when selected. Returns the click response.
pub fn chip(ui: &mut Ui, selected: bool, text: &str, color: Color32) -> Response {
    let fill = if selected {
        color.gamma_multiply(0.55)
    } else {
        Color32::TRANSPARENT
    };
    let stroke = Stroke::new(if selected { 2.0 } else { 1.0 }, color);
    // Light fills (white, yellow) need dark type to stay readable from across the table.
    let bright = u32::from(color.r()) + u32::from(color.g()) + u32::from(color.b()) > 560;
    let label_color = match (selected, bright) {
        (true, true) => Color32::from_rgb(20, 22, 28),
        (true, false) => Color32::WHITE,
        (false, _) => theme::MUTED,
    };
    let fill = if selected && bright { color } else { fill };
    let label = RichText::new(text).color(label_color);
    let response = ui.add(
        Button::new(label)
            .selected(selected)
            .fill(fill)
            .stroke(stroke)
            .corner_radius(CornerRadius::same(14)),
    );
    // The chip's own stroke replaces egui's focus outline: draw a ring so Tab shows where it is.
    if response.has_focus() {
        let ring = Stroke::new(2.5, ui.visuals().selection.stroke.color);
        ui.painter().rect_stroke(
            response.rect.expand(3.0),
            CornerRadius::same(16),
            ring,
            egui::StrokeKind::Outside,
        );
    }
    response
}

/// A chip whose accessible name differs from its face: a color swatch, or "Captain" shown on
/// player 2's card and named "Captain 2" for screen readers and tests.
pub fn named_chip(ui: &mut Ui, selected: bool, text: &str, color: Color32, name: &str) -> Response {
    let response = chip(ui, selected, text, color);
    let enabled = ui.is_enabled();
    response
        .widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, enabled, selected, name));
    response
}

/// A button whose label ends with its keyboard shortcut, as `docs/ui.md` asks (`Pause  [Space]`).
pub fn shortcut_button(ui: &mut Ui, text: &str, shortcut: &str, enabled: bool) -> Response {
    let label = RichText::new(format!("{text}  [{shortcut}]")).size(22.0);
    ui.add_enabled(enabled, Button::new(label).min_size(Vec2::new(0.0, 48.0)))
}

/// The one large call to action of a screen.
pub fn big_button(ui: &mut Ui, text: &str, shortcut: &str) -> Response {
    let label = RichText::new(format!("{text}  [{shortcut}]"))
        .size(32.0)
        .strong()
        .color(Color32::WHITE);
    ui.add(
        Button::new(label)
            .fill(theme::ACCENT)
            .min_size(Vec2::new(360.0, 72.0))
            .corner_radius(CornerRadius::same(10)),
    )
}

/// A count with its noun: "1 crew", "2 crews", "1 mission", "3 missions".
pub fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// A crew color's name in the current language ("red", "rot").
pub fn color_name(color: engine::CrewColor) -> String {
    match color {
        engine::CrewColor::Red => i18n::tr!("color-red"),
        engine::CrewColor::Yellow => i18n::tr!("color-yellow"),
        engine::CrewColor::Green => i18n::tr!("color-green"),
        engine::CrewColor::Blue => i18n::tr!("color-blue"),
        engine::CrewColor::Purple => i18n::tr!("color-purple"),
    }
}

/// A zone's color word in the current language ("red", "rot"), as in "Zone red".
pub fn zone_name(zone: engine::Zone) -> String {
    match zone {
        engine::Zone::Red => i18n::tr!("zone-red"),
        engine::Zone::White => i18n::tr!("zone-white"),
        engine::Zone::Blue => i18n::tr!("zone-blue"),
    }
}

/// `n` columns side by side, as `egui::Ui::columns`, but each a plain top-down layout:
/// egui's columns are justified, which spreads the words of a wrapped line across the
/// column (wide gaps), and one column's wide content widened the whole row for the next
/// frame. Here a column keeps its width; what is wider is clipped by the window, not moved.
pub fn columns<R>(ui: &mut Ui, n: usize, add: impl FnOnce(&mut [Ui]) -> R) -> R {
    let spacing = ui.spacing().item_spacing.x;
    let count = n.max(1) as f32;
    let width = (ui.available_width() - spacing * (count - 1.0)) / count;
    let top_left = ui.cursor().min;
    let bottom = ui.max_rect().bottom();
    let mut cols: Vec<Ui> = (0..n.max(1))
        .map(|i| {
            let x = top_left.x + i as f32 * (width + spacing);
            let rect =
                egui::Rect::from_min_max(egui::pos2(x, top_left.y), egui::pos2(x + width, bottom));
            let mut col = ui.new_child(
                egui::UiBuilder::new()
                    .max_rect(rect)
                    .layout(egui::Layout::top_down(egui::Align::Min)),
            );
            col.set_width(width);
            col
        })
        .collect();
    let result = add(&mut cols);
    let height = cols.iter().map(|c| c.min_size().y).fold(0.0, f32::max);
    let size = Vec2::new(ui.available_width(), height);
    ui.advance_cursor_after_rect(egui::Rect::from_min_size(top_left, size));
    result
}
