//! One trajectory drawn as on the printed strip: squares numbered toward the ship, the
//! distance bands shaded and numbered, X/Y/Z marked, and the threat tokens with their names
//! and hit points.

use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, StrokeKind, Ui, pos2, vec2};
use engine::state::ThreatState;
use engine::trajectory::distance;
use engine::{State, ThreatStatus, ThreatZone};

use super::{CHANGED, Changes, name_rect, threat_label, threat_zone_color};
use crate::gui::widgets::theme;
use i18n::tr;
use words::nouns;

/// What the marks beside a trajectory mean (drawn under the internal trajectory), in
/// English: the screen shows the `board-legend` message of the current language.
pub const LEGEND: &str = "Trajectory marks: the shade and the 1 2 3 beside the squares are \
    the distance (1 is nearest the ship: what a cannon's range counts); X Y Z: the threat \
    acts there; a line joins each threat token to its square; an orange beam is a cannon \
    fired this turn, with its strength.";

/// One trajectory: squares numbered toward the ship (space 1 = Z at the bottom), distance
/// bands shaded, X/Y/Z marked, threat tokens with their remaining health.
pub(super) fn draw_trajectory(
    ui: &mut Ui,
    column: Rect,
    board: u8,
    zone: ThreatZone,
    state: &State,
    changes: &Changes,
) {
    let Some(trajectory) = engine::Trajectory::new(board) else {
        return;
    };
    draw_title(ui, column, board, zone);
    let top = column.min.y + 22.0;
    let length = trajectory.length();
    let strip = Strip {
        column,
        top,
        length,
        square: ((column.max.y - top - 4.0) / f32::from(length)).min(30.0),
        // Room on the left for the distance band numbers.
        x0: column.min.x + 16.0,
        square_width: 34.0,
    };
    draw_squares(ui, &strip, &trajectory);
    draw_tokens(ui, &strip, zone, state, changes);
}

/// Where a trajectory's squares sit in its column.
struct Strip {
    column: Rect,
    top: f32,
    length: u8,
    square: f32,
    x0: f32,
    square_width: f32,
}

impl Strip {
    /// The top edge of a space's square.
    fn y_of(&self, space: u8) -> f32 {
        self.column.max.y - 4.0 - self.square * f32::from(space)
    }
}

/// The zone's mark, its name and the trajectory's number above the strip.
fn draw_title(ui: &Ui, column: Rect, board: u8, zone: ThreatZone) {
    let painter = ui.painter_at(column);
    let color = threat_zone_color(zone);
    let title = match zone {
        ThreatZone::External(z) => format!("{} · T{board}", nouns::zone(z)),
        ThreatZone::Internal => format!("{} · T{board}", tr!("word-zone-internal")),
    };
    let zone_of = match zone {
        ThreatZone::External(z) => Some(z),
        ThreatZone::Internal => None,
    };
    crate::gui::widgets::zone_mark::paint_mark(
        &painter,
        column.left_top() + vec2(11.0, 10.0),
        18.0,
        zone_of,
    );
    painter.text(
        column.left_top() + vec2(24.0, 0.0),
        Align2::LEFT_TOP,
        title,
        FontId::proportional(17.0),
        color,
    );
}

/// The squares, shaded by distance band, with X/Y/Z and the band numbers.
fn draw_squares(ui: &Ui, strip: &Strip, trajectory: &engine::Trajectory) {
    let painter = ui.painter_at(strip.column);
    let (x0, square) = (strip.x0, strip.square);
    for space in 1..=strip.length {
        let r = Rect::from_min_size(
            pos2(x0, strip.y_of(space)),
            vec2(strip.square_width, square - 1.0),
        );
        let shade = match distance(space) {
            1 => Color32::from_rgb(64, 40, 40),
            2 => Color32::from_rgb(48, 44, 34),
            _ => Color32::from_rgb(32, 38, 48),
        };
        painter.rect_filled(r, 2.0, shade);
        let (text, color) = match trajectory.square_at(space) {
            Some(q) => (q.letter().to_owned(), theme::WARNING),
            None => (space.to_string(), theme::MUTED),
        };
        let font = FontId::proportional((square * 0.7).clamp(11.0, 17.0));
        painter.text(r.center(), Align2::CENTER_CENTER, text, font, color);
        if space == 1 || space == 6 || space == 11 {
            painter.text(
                pos2(x0 - 3.0, r.max.y),
                Align2::RIGHT_BOTTOM,
                distance(space).to_string(),
                FontId::proportional(13.0),
                theme::MUTED,
            );
        }
    }
}

/// The active threats of this trajectory as tokens beside their squares.
fn draw_tokens(ui: &mut Ui, strip: &Strip, zone: ThreatZone, state: &State, changes: &Changes) {
    let painter = ui.painter_at(strip.column);
    let (column, x0, square, square_width) =
        (strip.column, strip.x0, strip.square, strip.square_width);
    let mut used_rows: Vec<f32> = Vec::new();
    for (index, threat) in state.threats().iter().enumerate() {
        if threat.zone != zone || threat.status != ThreatStatus::Active || threat.space == 0 {
            continue;
        }
        // A two-line token centred on its square, kept inside the column.
        let centre = strip.y_of(threat.space.min(strip.length)) + square / 2.0;
        let mut y = (centre - TOKEN_HEIGHT / 2.0)
            .clamp(strip.top - 2.0, column.max.y - TOKEN_HEIGHT)
            .max(column.min.y);
        // Tokens close together: stack the later one below the earlier.
        while used_rows.iter().any(|u| (u - y).abs() < TOKEN_HEIGHT) {
            y += TOKEN_HEIGHT + 2.0;
        }
        used_rows.push(y);
        let token = Rect::from_min_size(
            pos2(x0 + square_width + 4.0, y),
            vec2(column.max.x - x0 - square_width - 8.0, TOKEN_HEIGHT),
        );
        // A line from the token to its square.
        painter.line_segment(
            [
                pos2(x0 + square_width, centre),
                pos2(token.min.x, centre.clamp(token.min.y, token.max.y)),
            ],
            Stroke::new(2.0, Color32::from_gray(150)),
        );
        draw_token(ui, token, threat, changes.threats.contains(&index));
        let label = threat_label(threat);
        let response = name_rect(ui, token, &format!("threat-{index}"), &label);
        let (_, cut) = fitted(
            ui.painter(),
            threat.name().to_string(),
            17.0,
            token.width() - 10.0,
        );
        if cut {
            // The full name when the token is too narrow for it.
            response.on_hover_text(threat.name().to_string());
        }
    }
}

/// A threat token: name, then T+n and the hit points left (a red frame for serious threats).
fn draw_token(ui: &Ui, rect: Rect, threat: &ThreatState, changed: bool) {
    let painter = ui.painter();
    let serious = threat.card.severity == engine::Severity::Serious;
    // A phased-out threat (The New Frontier) is drawn faint: out of reach until it phases in.
    let fill = if threat.phased_out {
        Color32::from_rgb(24, 26, 40)
    } else {
        Color32::from_rgb(44, 30, 34)
    };
    painter.rect_filled(rect, 4.0, fill);
    let stroke = if changed {
        Stroke::new(3.0, CHANGED)
    } else if serious {
        Stroke::new(2.0, Color32::from_rgb(220, 70, 60))
    } else {
        Stroke::new(1.0, Color32::from_gray(120))
    };
    let stroke = if threat.phased_out && !changed {
        Stroke::new(1.0, Color32::from_rgb(120, 130, 200))
    } else {
        stroke
    };
    painter.rect_stroke(rect, 4.0, stroke, StrokeKind::Inside);
    let (galley, _) = fitted(
        painter,
        threat.name().to_string(),
        17.0,
        rect.width() - 10.0,
    );
    let y = rect.min.y + 2.0 + (18.0 - galley.size().y).max(0.0) / 2.0;
    painter.galley(pos2(rect.min.x + 5.0, y), galley, Color32::WHITE);
    let line2 = rect.min.y + 29.0;
    // T+n on the second line, like the number on the printed token.
    painter.text(
        pos2(rect.min.x + 5.0, line2),
        Align2::LEFT_CENTER,
        format!("T{}", threat.turn),
        FontId::proportional(15.0),
        theme::WARNING,
    );
    // The pips leave room for the T+n at the left.
    let (used, as_number) = health_pips(
        painter,
        pos2(rect.max.x - 6.0, line2),
        threat,
        rect.width() - 44.0,
    );
    // The number beside the pips only where it has room between them and the T+n.
    let room = rect.width() - used - 12.0 - 36.0;
    if !as_number && room >= 28.0 {
        let left = format!("{}/{}", threat.left(), threat.hit_points);
        painter.text(
            pos2(rect.max.x - 12.0 - used, line2),
            Align2::RIGHT_CENTER,
            left,
            FontId::proportional(14.0),
            Color32::from_rgb(255, 140, 130),
        );
    }
}

/// Height of a threat token on a trajectory: name, then health.
const TOKEN_HEIGHT: f32 = 40.0;

/// Hit points left as filled red pips, damage as hollow ones, right-aligned at `right`
/// (the number instead when there are many, or the pips would not fit in `room`).
/// Returns the width used, and whether it wrote the number rather than pips.
fn health_pips(
    painter: &egui::Painter,
    right: Pos2,
    threat: &ThreatState,
    room: f32,
) -> (f32, bool) {
    let left = threat.left();
    let total = threat.hit_points.max(left);
    if total > 8 || f32::from(total) * 12.0 > room {
        let rect = painter.text(
            right,
            Align2::RIGHT_CENTER,
            format!("{left}/{total}"),
            FontId::proportional(17.0),
            Color32::from_rgb(255, 120, 110),
        );
        return (rect.width(), true);
    }
    for i in 0..total {
        let centre = right - vec2(f32::from(i) * 12.0 + 5.0, 0.0);
        // Damage is taken from the left end: the rightmost pips are what is left.
        if i < left {
            painter.circle_filled(centre, 5.0, Color32::from_rgb(240, 80, 70));
        } else {
            painter.circle_stroke(
                centre,
                4.5,
                Stroke::new(1.5, Color32::from_rgb(240, 80, 70)),
            );
        }
    }
    (f32::from(total) * 12.0, false)
}

/// A one-line text in the largest size from `size` down to 12 px that fits `width`, cut
/// with "..." only when even 12 px is too wide (long names on narrow tokens). Returns the
/// galley and whether it was cut (then the caller shows the whole text on hover).
pub(super) fn fitted(
    painter: &egui::Painter,
    text: String,
    size: f32,
    width: f32,
) -> (std::sync::Arc<egui::Galley>, bool) {
    let width = width.max(20.0);
    let mut px = size;
    while px > 12.0 {
        let galley = painter.layout_no_wrap(text.clone(), FontId::proportional(px), Color32::WHITE);
        if galley.size().x <= width {
            return (galley, false);
        }
        px -= 1.0;
    }
    let mut job =
        egui::text::LayoutJob::simple_singleline(text, FontId::proportional(12.0), Color32::WHITE);
    job.wrap = egui::text::TextWrapping::truncate_at_width(width);
    let galley = painter.layout_job(job);
    let cut = galley.elided;
    (galley, cut)
}
