//! The mission editor's timeline: the phases as bands across the window, each announcement a
//! marker (threats above, data and blackouts below), the cursor where "add" and "play" act,
//! and the announcer's place while it plays. A click on the band puts the cursor there; a
//! click on a marker selects it; a drag moves it (one change, at the drop).

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, Ui, vec2};
use i18n::tr;
use missions::diag::format_time;
use missions::track::EventKind;

use super::EditorIntent;
use crate::gui::Intent;
use crate::gui::model::editor::checks::event_place;
use crate::gui::model::editor::{Change, MissionDraft};
use crate::gui::widgets::theme;

/// The timeline's height in points.
const HEIGHT: f32 = 120.0;
/// A marker's width and height.
const MARKER: (f32, f32) = (14.0, 30.0);

/// Seconds to x and back on the band `rect` for a track of `duration` seconds.
#[derive(Clone, Copy)]
struct Scale {
    rect: Rect,
    duration: u32,
}

impl Scale {
    fn x(self, at: u32) -> f32 {
        let share = at as f32 / self.duration.max(1) as f32;
        self.rect.left() + share * self.rect.width()
    }

    fn second(self, x: f32) -> u32 {
        let share = ((x - self.rect.left()) / self.rect.width().max(1.0)).clamp(0.0, 1.0);
        (share * self.duration as f32).round() as u32
    }
}

/// Draws the timeline; what was clicked or dragged comes back as intents.
pub(super) fn timeline(
    ui: &mut Ui,
    draft: &MissionDraft,
    cursor: u32,
    playing_ms: Option<u64>,
    intents: &mut Vec<Intent>,
) {
    let track = &draft.track;
    let width = ui.available_width().max(200.0);
    let (rect, band) = ui.allocate_exact_size(vec2(width, HEIGHT), Sense::click());
    let band = band.on_hover_text(tr!("editor-timeline-hint"));
    band.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Button, true, tr!("editor-timeline"))
    });
    let scale = Scale {
        rect: rect.shrink2(vec2(8.0, 0.0)),
        duration: track.duration(),
    };
    if band.clicked()
        && let Some(pos) = band.interact_pointer_pos()
    {
        intents.push(Intent::Editor(EditorIntent::Select(None)));
        intents.push(Intent::Editor(EditorIntent::Cursor(scale.second(pos.x))));
    }
    paint_phases(ui, scale, &track.phases);
    let problems: Vec<usize> = crate::gui::model::editor::checks::problems(track)
        .iter()
        .filter_map(|p| p.event)
        .collect();
    for (index, event) in track.events.iter().enumerate() {
        let lane = match event.kind {
            EventKind::Threat(_) => rect.top() + 26.0,
            _ => rect.top() + 68.0,
        };
        if let EventKind::CommsDown { seconds } = event.kind {
            let span = Rect::from_x_y_ranges(
                scale.x(event.at)..=scale.x(event.at + seconds),
                lane..=lane + MARKER.1,
            );
            ui.painter().rect_filled(span, 2.0, theme::BLACKOUT_FILL);
        }
        let marked = problems.contains(&index);
        marker(
            ui,
            draft,
            index,
            Pos2::new(scale.x(event.at), lane),
            marked,
            scale,
            intents,
        );
    }
    line(ui, scale, cursor, theme::WARNING);
    if let Some(ms) = playing_ms {
        line(
            ui,
            scale,
            u32::try_from(ms / 1000).unwrap_or(u32::MAX),
            theme::INFO,
        );
    }
}

fn line(ui: &Ui, scale: Scale, at: u32, color: Color32) {
    let x = scale.x(at.min(scale.duration));
    let r = scale.rect;
    ui.painter().line_segment(
        [Pos2::new(x, r.top()), Pos2::new(x, r.bottom())],
        Stroke::new(2.0, color),
    );
}

/// The phases as bands, each with its number, and a tick each minute.
fn paint_phases(ui: &Ui, scale: Scale, phases: &[u32]) {
    let painter = ui.painter();
    let r = scale.rect;
    let mut start = 0;
    for (i, &end) in phases.iter().enumerate() {
        let fill = if i % 2 == 0 {
            theme::CARD_FILL
        } else {
            Color32::from_rgb(40, 46, 60)
        };
        let band = Rect::from_x_y_ranges(scale.x(start)..=scale.x(end), r.y_range());
        painter.rect_filled(band, 0.0, fill);
        painter.text(
            band.left_top() + vec2(4.0, 2.0),
            Align2::LEFT_TOP,
            tr!("editor-phase", phase = i + 1),
            FontId::proportional(13.0),
            theme::MUTED,
        );
        start = end;
    }
    for minute in (60..scale.duration).step_by(60) {
        let x = scale.x(minute);
        painter.text(
            Pos2::new(x, r.bottom() - 2.0),
            Align2::CENTER_BOTTOM,
            format_time(minute),
            FontId::proportional(11.0),
            theme::MUTED,
        );
    }
}

/// One announcement's marker: selected by a click, moved by a drag.
fn marker(
    ui: &mut Ui,
    draft: &MissionDraft,
    index: usize,
    at: Pos2,
    marked: bool,
    scale: Scale,
    intents: &mut Vec<Intent>,
) {
    let Some(event) = draft.track.events.get(index) else {
        return;
    };
    let rect = Rect::from_min_size(
        Pos2::new(at.x - MARKER.0 / 2.0, at.y),
        vec2(MARKER.0, MARKER.1),
    );
    let name = event_place(&draft.track, index);
    let response = ui
        .interact(
            rect,
            ui.scope_id().with(("editor-marker", index)),
            Sense::click_and_drag(),
        )
        .on_hover_text(&name);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    if response.clicked() || response.drag_started() {
        intents.push(Intent::Editor(EditorIntent::Select(Some(index))));
    }
    let mut shown = rect;
    if response.dragged()
        && let Some(pos) = response.interact_pointer_pos()
    {
        shown = rect.translate(vec2(scale.x(scale.second(pos.x)) - at.x, 0.0));
        ui.painter().text(
            shown.center_top(),
            Align2::CENTER_BOTTOM,
            format_time(scale.second(pos.x)),
            FontId::proportional(12.0),
            theme::TEXT,
        );
    }
    if response.drag_stopped()
        && let Some(pos) = response.interact_pointer_pos()
    {
        let to = scale.second(pos.x);
        if to != event.at {
            intents.push(Intent::Editor(EditorIntent::Change(Change::Move {
                index,
                to,
            })));
        }
    }
    let stroke = match (draft.selected == Some(index), marked) {
        (true, _) => Stroke::new(3.0, Color32::WHITE),
        (false, true) => Stroke::new(3.0, theme::WARNING),
        (false, false) => Stroke::NONE,
    };
    paint_marker(ui.painter(), shown, &event.kind, stroke);
}

/// A marker's face: its colour by kind (serious threats red), a threat's turn on it and its
/// zone's letter under it.
fn paint_marker(painter: &egui::Painter, shown: Rect, kind: &EventKind, stroke: Stroke) {
    let fill = match kind {
        EventKind::Threat(t) if t.serious => theme::ALARM,
        EventKind::Threat(_) => theme::ACCENT,
        EventKind::CommsDown { .. } => theme::MUTED,
        EventKind::IncomingData | EventKind::DataTransfer => theme::INFO,
    };
    painter.rect(shown, 3.0, fill, stroke, egui::StrokeKind::Outside);
    if let EventKind::Threat(t) = kind {
        painter.text(
            shown.center(),
            Align2::CENTER_CENTER,
            t.turn.to_string(),
            FontId::proportional(12.0),
            Color32::WHITE,
        );
        // The zone by its letter too, never by colour alone.
        let letter: String = super::details::zone_words(t.zone).chars().take(1).collect();
        painter.text(
            shown.center_bottom() + vec2(0.0, 2.0),
            Align2::CENTER_TOP,
            letter,
            FontId::proportional(12.0),
            theme::TEXT,
        );
    }
}
