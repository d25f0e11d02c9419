//! The mission screen's threats column: every threat announced as a row (its turn, zone,
//! severity and card), all of them in view however many there are, and one of them, the
//! newest unless the crew clicked another, shown whole as its card reads (hit points,
//! shield, speed, X, Y and Z in words, its special rule), so the box's card is optional.

use egui::{RichText, ScrollArea, Sense, Ui};
use i18n::tr;
use missions::Catalog;

use super::Scale;
use crate::gui::model::mission::{AnnouncedThreat, MissionRun};
use crate::gui::screens::threat_cards::CardWords;
use crate::gui::widgets::theme;
use crate::shell::settings::ThreatDrawing;

/// Which threat the column shows whole (the screen's own view state).
#[derive(Debug, Default)]
pub struct ShownThreat {
    /// The threat clicked (index into the run's threats); `None`: the newest.
    pub chosen: Option<usize>,
    /// How many threats there were at the last frame: a new one shows itself.
    seen: usize,
}

impl ShownThreat {
    /// The index of the threat shown whole among `count`, if any.
    pub fn index(&mut self, count: usize) -> Option<usize> {
        if count != self.seen {
            self.seen = count;
            self.chosen = None;
        }
        self.chosen.filter(|&i| i < count).or(count.checked_sub(1))
    }
}

/// How the rows are drawn: whole (two lines: turn, zone, severity; the card) while they fit
/// in 60% of the column, else compact (one line: turn and card, the zone by its mark and
/// frame) at the size that fits every one.
#[derive(Debug, Clone, Copy)]
struct Rows {
    size: f32,
    compact: bool,
}

impl Rows {
    fn of(count: usize, height: f32, scale: Scale) -> Rows {
        let size = scale.px(28.0);
        let count = count.max(1) as f32;
        let margins = scale.px(15.0);
        let budget = height * 0.6;
        if count * (size * 2.6 + margins) <= budget {
            return Rows {
                size,
                compact: false,
            };
        }
        let fits = (budget / count - margins) / 1.35;
        Rows {
            size: fits.clamp(12.0, size).floor(),
            compact: true,
        }
    }
}

/// The threats column below its heading: the rows, newest first, then the card shown.
pub(super) fn threats_column(
    ui: &mut Ui,
    run: &MissionRun,
    shown: &mut ShownThreat,
    catalog: Option<&Catalog>,
    scale: Scale,
) {
    let threats = run.threats();
    let Some(index) = shown.index(threats.len()) else {
        return;
    };
    let rows = Rows::of(threats.len(), ui.available_height(), scale);
    for (i, threat) in threats.iter().enumerate().rev() {
        if row(ui, threat, i == index, rows, scale) {
            shown.chosen = Some(i);
        }
    }
    ui.add_space(scale.px(6.0));
    let Some(threat) = threats.get(index) else {
        return;
    };
    ScrollArea::vertical()
        .id_salt("mission-threat-shown")
        .auto_shrink([false, false])
        .show(ui, |ui| whole(ui, threat, run, catalog, scale));
}

/// One threat as a row; whether it was clicked.
fn row(ui: &mut Ui, threat: &AnnouncedThreat, shown: bool, rows: Rows, scale: Scale) -> bool {
    let size = rows.size;
    // Severity is a frame, not a zone color (`docs/ui.md`): serious threats get a heavy frame.
    let stroke = if threat.serious { 4.0 } else { 1.5 };
    let fill = if shown {
        theme::ACCENT.gamma_multiply(0.35)
    } else {
        theme::CARD_FILL
    };
    let zone = threat.external_zone();
    let frame = egui::Frame::new()
        .fill(fill)
        .stroke(egui::Stroke::new(stroke, theme::zone_color(zone)))
        .inner_margin(if rows.compact { 3.0 } else { scale.px(6.0) })
        .corner_radius(6)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                crate::gui::widgets::zone_mark::mark(ui, zone, size * 1.2);
                let turn = RichText::new(format!("T+{}", threat.turn)).size(size * 1.2);
                ui.add(egui::Label::new(turn.strong()).selectable(false));
                if rows.compact {
                    let text = threat.card.as_ref().map_or_else(
                        || threat.zone_label(),
                        |card| format!("{} {}", card.id, card.name),
                    );
                    let text = RichText::new(text).size(size).strong();
                    ui.add(egui::Label::new(text).selectable(false).truncate());
                    return;
                }
                let zone_text = RichText::new(threat.zone_label()).size(size).strong();
                let zone_text = zone_text.color(theme::zone_color(zone));
                ui.add(egui::Label::new(zone_text).selectable(false));
                let mut kind = if threat.serious {
                    tr!("mission-serious")
                } else {
                    tr!("mission-common")
                };
                if threat.unconfirmed {
                    kind.push_str(&tr!("mission-unconfirmed"));
                }
                let kind = RichText::new(kind).size(size).color(theme::MUTED);
                ui.add(egui::Label::new(kind).selectable(false));
                if let Some(card) = &threat.card {
                    let name = RichText::new(format!("{} {}", card.id, card.name)).size(size);
                    ui.add(egui::Label::new(name.strong()).selectable(false));
                }
            });
        });
    ui.add_space(scale.px(3.0));
    let click = ui.interact(
        frame.response.rect,
        egui::Id::unique(("threat-row", threat.at_ms, threat.turn)),
        Sense::click(),
    );
    click.clicked()
}

/// The threat shown whole: its card as it reads (and the cards it calls), or who draws it
/// from which pile.
fn whole(
    ui: &mut Ui,
    threat: &AnnouncedThreat,
    run: &MissionRun,
    catalog: Option<&Catalog>,
    scale: Scale,
) {
    let size = scale.px(24.0);
    let Some(card) = &threat.card else {
        ui.add(egui::Label::new(RichText::new(draw_words(threat, run)).size(size)).wrap());
        return;
    };
    match catalog.and_then(|c| CardWords::find(c, &card.id)) {
        Some(words) => words.ui(ui, size, true),
        None => {
            ui.label(RichText::new(format!("{}  {}", card.id, card.name)).size(size));
        }
    }
    for called in &threat.called {
        // The Vortex's card stays face down until its Z.
        if card.secret {
            ui.label(RichText::new(tr!("mission-secret-card")).size(size));
            continue;
        }
        let calls = tr!("mission-calls", id = &called.id, name = &called.name);
        ui.add_space(size * 0.5);
        ui.label(RichText::new(calls).size(size).strong());
        if let Some(words) = catalog.and_then(|c| CardWords::find(c, &called.id)) {
            words.ui(ui, size, false);
        }
    }
}

/// Who draws the threat's card from which pile (the crew's own cards).
fn draw_words(threat: &AnnouncedThreat, run: &MissionRun) -> String {
    let who = if threat.external_zone().is_some() {
        &run.table().communications_officer
    } else {
        &run.table().chief_of_security
    };
    if run.table().drawing == ThreatDrawing::Digital {
        tr!(
            "mission-draw-no-digital",
            who = who,
            pile = threat.pile().describe(),
            token = threat.turn
        )
    } else {
        tr!(
            "mission-draw",
            who = who,
            pile = threat.pile().describe(),
            token = threat.turn
        )
    }
}
