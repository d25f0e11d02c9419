//! The look of the app: one dark theme, large type, and colors that mean the same everywhere
//! (`docs/ui.md`): zone colors are the ship's zones, crew colors are people.

use egui::{Color32, FontFamily, FontId, TextStyle};

use crate::shell::settings::CrewColor;
use engine::Zone;

/// Height of the mission clock's digits: readable from two metres (`docs/ui.md`: at least 96 px).
pub const CLOCK_SIZE: f32 = 132.0;
/// Height of the announcement being spoken (`docs/ui.md`: at least 48 px).
pub const ANNOUNCEMENT_SIZE: f32 = 52.0;
/// Height of the phase line and banners.
pub const BANNER_SIZE: f32 = 30.0;

/// Calm text on the dark background.
pub const TEXT: Color32 = Color32::from_rgb(225, 228, 235);
/// Secondary text.
pub const MUTED: Color32 = Color32::from_rgb(150, 156, 170);
/// The last minute of a phase.
pub const WARNING: Color32 = Color32::from_rgb(245, 185, 60);
/// The last twenty seconds of a phase, refusals.
pub const ALARM: Color32 = Color32::from_rgb(240, 80, 70);
/// The blackout banner's background.
pub const BLACKOUT_FILL: Color32 = Color32::from_rgb(90, 18, 24);
/// The data banners' background.
pub const DATA_FILL: Color32 = Color32::from_rgb(20, 58, 96);
/// Card and panel backgrounds.
pub const CARD_FILL: Color32 = Color32::from_rgb(30, 34, 44);
/// The big buttons' fill.
pub const ACCENT: Color32 = Color32::from_rgb(46, 120, 200);

/// The color of a ship's zone.
pub fn zone_color(zone: Option<Zone>) -> Color32 {
    match zone {
        Some(Zone::Red) => Color32::from_rgb(225, 70, 70),
        Some(Zone::White) => Color32::from_rgb(235, 235, 235),
        Some(Zone::Blue) => Color32::from_rgb(80, 150, 245),
        None => Color32::from_rgb(190, 130, 240),
    }
}

/// The color of a crew member's figure.
pub fn crew_color(color: CrewColor) -> Color32 {
    match color {
        CrewColor::Red => Color32::from_rgb(214, 62, 62),
        CrewColor::Yellow => Color32::from_rgb(236, 200, 60),
        CrewColor::Green => Color32::from_rgb(70, 180, 90),
        CrewColor::Blue => Color32::from_rgb(60, 120, 230),
        CrewColor::Purple => Color32::from_rgb(150, 90, 210),
    }
}

/// Installs the dark theme with type sized for a table, not a desk.
pub fn install(ctx: &egui::Context) {
    ctx.set_theme(egui::Theme::Dark);
    ctx.global_style_mut(|style| {
        style.text_styles = [
            (
                TextStyle::Heading,
                FontId::new(30.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(19.0, FontFamily::Proportional)),
            (
                TextStyle::Button,
                FontId::new(19.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(18.0, FontFamily::Monospace),
            ),
            (
                TextStyle::Small,
                FontId::new(15.0, FontFamily::Proportional),
            ),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.spacing.interact_size.y = 32.0;
        style.visuals.override_text_color = Some(TEXT);
        style.visuals.panel_fill = Color32::from_rgb(16, 18, 24);
        style.visuals.window_fill = Color32::from_rgb(24, 27, 35);
    });
}

/// The zoom of the whole window for its size: 1 up to about 1400x880 (the sizes every screen
/// is laid out for), then growing with the window, 1.35 at 1920x1080 and 2 at 2560x1440 and
/// above, so a large window or a television is read from across the table instead of
/// showing the same small screen with wide margins (`docs/ui.md`, "Reading from 2 m").
pub fn zoom_for(width: f32, height: f32) -> f32 {
    let k = (width / 1280.0).min(height / 800.0);
    (1.0 + 1.4 * (k - 1.1).max(0.0)).min(2.0)
}

/// Sets the window's zoom for its size ([`zoom_for`]); the size at zoom 1 is the one
/// measured, so the zoom never feeds on itself.
pub fn follow_window_size(ctx: &egui::Context) {
    let zoom = ctx.zoom_factor();
    let size = ctx.content_rect().size() * zoom;
    let wanted = (zoom_for(size.x, size.y) * 100.0).round() / 100.0;
    if (wanted - zoom).abs() > 0.005 {
        ctx.set_zoom_factor(wanted);
    }
}
