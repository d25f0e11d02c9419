//! The mission editor's side panels: the selected announcement's form, the checks, and the
//! keys.

use egui::{Key, RichText, Ui};
use engine::{ThreatZone, Zone};
use i18n::tr;
use missions::diag::format_time;
use missions::track::{EventKind, ThreatEvent};

use super::EditorIntent;
use crate::gui::Intent;
use crate::gui::model::editor::checks::{Problem, event_place, kind_name};
use crate::gui::model::editor::{Change, LONGEST_BLACKOUT, MissionDraft, NewKind};
use crate::gui::widgets::theme;

fn change(intents: &mut Vec<Intent>, change: Change) {
    intents.push(Intent::Editor(EditorIntent::Change(change)));
}

/// The selected announcement: its time, its type and what it says.
pub(super) fn selected(ui: &mut Ui, draft: &MissionDraft, intents: &mut Vec<Intent>) {
    let track = &draft.track;
    let Some((index, event)) = draft.selected.and_then(|i| Some((i, track.events.get(i)?))) else {
        ui.label(RichText::new(tr!("editor-none-selected")).color(theme::MUTED));
        return;
    };
    ui.heading(tr!("editor-selected", place = event_place(track, index)));
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr!("editor-time"));
        let mut at = event.at;
        let drag = ui
            .add(
                egui::DragValue::new(&mut at)
                    .range(0..=track.duration().saturating_sub(1))
                    .custom_formatter(|s, _| format_time(s as u32))
                    .custom_parser(|t| missions::diag::parse_time(t).map(f64::from)),
            )
            .labelled_by(label.id);
        if drag.changed() && at != event.at {
            change(intents, Change::Move { index, to: at });
        }
        if ui.button(tr!("editor-delete")).clicked() {
            change(intents, Change::Delete(index));
        }
    });
    ui.horizontal_wrapped(|ui| {
        for kind in [
            NewKind::Threat,
            NewKind::IncomingData,
            NewKind::DataTransfer,
            NewKind::CommsDown,
        ] {
            let new = kind.event(track, event.at).kind;
            let is = std::mem::discriminant(&new) == std::mem::discriminant(&event.kind);
            if ui.selectable_label(is, kind_name(&new)).clicked() && !is {
                change(intents, Change::Set { index, kind: new });
            }
        }
    });
    match event.kind {
        EventKind::Threat(threat) => threat_form(ui, index, threat, intents),
        EventKind::CommsDown { seconds } => {
            ui.horizontal(|ui| {
                let label = ui.label(tr!("editor-blackout-seconds"));
                let mut value = seconds;
                let drag = ui
                    .add(egui::DragValue::new(&mut value).range(1..=LONGEST_BLACKOUT))
                    .labelled_by(label.id);
                if drag.changed() && value != seconds {
                    let kind = EventKind::CommsDown { seconds: value };
                    change(intents, Change::Set { index, kind });
                }
            });
        }
        EventKind::IncomingData | EventKind::DataTransfer => {}
    }
}

/// A threat's turn, zone, and whether it is serious or an unconfirmed report.
fn threat_form(ui: &mut Ui, index: usize, threat: ThreatEvent, intents: &mut Vec<Intent>) {
    let set = |intents: &mut Vec<Intent>, t: ThreatEvent| {
        change(
            intents,
            Change::Set {
                index,
                kind: EventKind::Threat(t),
            },
        );
    };
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr!("editor-turn"));
        let mut turn = threat.turn;
        let drag = ui
            .add(egui::DragValue::new(&mut turn).range(1..=8).prefix("T+"))
            .labelled_by(label.id);
        if drag.changed() && turn != threat.turn {
            set(intents, ThreatEvent { turn, ..threat });
        }
        for zone in [
            ThreatZone::External(Zone::Red),
            ThreatZone::External(Zone::White),
            ThreatZone::External(Zone::Blue),
            ThreatZone::Internal,
        ] {
            let words = zone_words(zone);
            if ui.selectable_label(threat.zone == zone, words).clicked() && threat.zone != zone {
                set(intents, ThreatEvent { zone, ..threat });
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        let mut serious = threat.serious;
        if ui.checkbox(&mut serious, tr!("editor-serious")).changed() {
            set(intents, ThreatEvent { serious, ..threat });
        }
        let mut unconfirmed = threat.unconfirmed;
        if ui
            .checkbox(&mut unconfirmed, tr!("editor-unconfirmed"))
            .changed()
        {
            set(
                intents,
                ThreatEvent {
                    unconfirmed,
                    ..threat
                },
            );
        }
    });
}

/// A zone's name: "Red", "Internal".
pub(super) fn zone_words(zone: ThreatZone) -> String {
    match zone {
        ThreatZone::External(Zone::Red) => tr!("card-zone-red"),
        ThreatZone::External(Zone::White) => tr!("card-zone-white"),
        ThreatZone::External(Zone::Blue) => tr!("card-zone-blue"),
        ThreatZone::Internal => tr!("card-zone-internal"),
    }
}

/// The loader's problems (a click selects the announcement) and the CD profile's advice.
pub(super) fn checks(
    ui: &mut Ui,
    problems: &[Problem],
    advice: &[String],
    intents: &mut Vec<Intent>,
) {
    if problems.is_empty() {
        ui.label(RichText::new(tr!("editor-loads")).color(theme::INFO));
    } else {
        ui.label(RichText::new(tr!("editor-problems", count = problems.len())).color(theme::ALARM));
    }
    for problem in problems {
        let text = tr!(
            "editor-problem",
            place = problem.place.as_str(),
            reason = problem.reason.as_str()
        );
        let line = ui.add(
            egui::Label::new(RichText::new(text).color(theme::ALARM)).sense(egui::Sense::click()),
        );
        if line.clicked() && problem.event.is_some() {
            intents.push(Intent::Editor(EditorIntent::Select(problem.event)));
        }
    }
    if !advice.is_empty() {
        ui.add_space(6.0);
        ui.label(RichText::new(tr!("editor-cd-advice")).color(theme::WARNING));
        for line in advice {
            ui.label(RichText::new(format!("• {line}")).color(theme::MUTED));
        }
    }
}

/// The keys: T, I, D and B add at the cursor; the arrows move the selected announcement by a
/// second (with Shift ten) or, with none selected, the cursor; Delete deletes; P plays from
/// the cursor; Ctrl+Z undoes, Ctrl+Y (or Ctrl+Shift+Z) redoes.
pub(super) fn keys(ui: &Ui, draft: &MissionDraft, cursor: u32, intents: &mut Vec<Intent>) {
    let say = |intents: &mut Vec<Intent>, i| intents.push(Intent::Editor(i));
    ui.input(|input| {
        let shift = input.modifiers.shift;
        let command = input.modifiers.command;
        for (key, kind) in [
            (Key::T, NewKind::Threat),
            (Key::I, NewKind::IncomingData),
            (Key::D, NewKind::DataTransfer),
            (Key::B, NewKind::CommsDown),
        ] {
            if !command && input.key_pressed(key) {
                change(intents, Change::Add(kind.event(&draft.track, cursor)));
            }
        }
        for (key, sign) in [(Key::ArrowLeft, -1i64), (Key::ArrowRight, 1)] {
            if !input.key_pressed(key) {
                continue;
            }
            let by = if shift { sign * 10 } else { sign };
            match draft.selected {
                Some(index) => change(intents, Change::Nudge { index, by }),
                None => {
                    let to = (i64::from(cursor) + by).clamp(0, i64::from(draft.track.duration()));
                    say(
                        intents,
                        EditorIntent::Cursor(u32::try_from(to).unwrap_or(0)),
                    );
                }
            }
        }
        if let Some(index) = draft.selected
            && (input.key_pressed(Key::Delete) || input.key_pressed(Key::Backspace))
        {
            change(intents, Change::Delete(index));
        }
        if !command && input.key_pressed(Key::P) {
            say(intents, EditorIntent::PlayFrom(cursor));
        }
        if command && input.key_pressed(Key::Z) {
            say(
                intents,
                if shift {
                    EditorIntent::Redo
                } else {
                    EditorIntent::Undo
                },
            );
        }
        if command && input.key_pressed(Key::Y) {
            say(intents, EditorIntent::Redo);
        }
    });
}
