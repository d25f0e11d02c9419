//! One announced threat in the mission screen's threats column: its turn, zone and
//! severity, and its card (or who draws it).

use egui::{RichText, Ui};
use i18n::tr;

use super::Scale;
use crate::gui::model::mission::{AnnouncedThreat, MissionRun};
use crate::gui::widgets::theme;
use crate::shell::settings::ThreatDrawing;

/// Draws the card of `threat`.
pub(super) fn threat_card(ui: &mut Ui, threat: &AnnouncedThreat, run: &MissionRun, scale: Scale) {
    // Severity is a frame, not a zone color (`docs/ui.md`): serious threats get a heavy frame.
    let stroke = if threat.serious { 4.0 } else { 1.5 };
    let text = scale.px(24.0);
    egui::Frame::new()
        .fill(theme::CARD_FILL)
        .stroke(egui::Stroke::new(
            stroke,
            theme::zone_color(threat.external_zone()),
        ))
        .inner_margin(10)
        .corner_radius(8)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                crate::gui::widgets::zone_mark::mark(ui, threat.external_zone(), scale.px(36.0));
                ui.label(
                    RichText::new(format!("T+{}", threat.turn))
                        .size(scale.px(40.0))
                        .strong(),
                );
                ui.vertical(|ui| {
                    ui.label(
                        RichText::new(threat.zone_label())
                            .size(text)
                            .strong()
                            .color(theme::zone_color(threat.external_zone())),
                    );
                    let mut kind = if threat.serious {
                        tr!("mission-serious")
                    } else {
                        tr!("mission-common")
                    };
                    if threat.unconfirmed {
                        kind.push_str(&tr!("mission-unconfirmed"));
                    }
                    ui.label(RichText::new(kind).size(text).color(theme::MUTED));
                });
            });
            card_or_draw(ui, threat, run, text);
        });
    ui.add_space(6.0);
}

/// The card drawn for the threat (and the cards it calls), or who draws it from which pile.
fn card_or_draw(ui: &mut Ui, threat: &AnnouncedThreat, run: &MissionRun, text: f32) {
    match (&threat.card, run.table().drawing) {
        (Some(card), _) => {
            ui.label(
                RichText::new(format!("{} {}", card.id, card.name))
                    .size(text)
                    .strong(),
            );
            for called in &threat.called {
                // The Vortex's card stays face down until its Z.
                let words = if card.secret {
                    tr!("mission-secret-card")
                } else {
                    tr!("mission-calls", id = &called.id, name = &called.name)
                };
                ui.label(RichText::new(words).size(text));
            }
        }
        (None, drawing) => {
            let who = if threat.external_zone().is_some() {
                &run.table().communications_officer
            } else {
                &run.table().chief_of_security
            };
            let draw = if drawing == ThreatDrawing::Digital {
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
            };
            ui.label(RichText::new(draw).size(text));
        }
    }
}
