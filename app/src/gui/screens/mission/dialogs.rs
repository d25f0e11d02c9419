//! The mission screen's two questions: abort the mission, end the Action Round early.

use egui::Ui;
use i18n::tr;

use super::MissionView;
use crate::gui::Intent;
use crate::gui::MissionIntent;
use crate::gui::widgets::shortcut_button;

impl MissionView {
    pub(super) fn end_dialog(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let modal = egui::Modal::new(egui::Id::unique("end-action-round")).show(ui.ctx(), |ui| {
            ui.set_width(520.0);
            ui.heading(tr!("mission-end-question"));
            ui.label(tr!("mission-end-explained"));
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                if shortcut_button(ui, &tr!("mission-end-now"), &tr!("key-enter"), true).clicked() {
                    self.confirm_end = false;
                    intents.push(Intent::Mission(MissionIntent::EndEarly));
                }
                if shortcut_button(ui, &tr!("mission-keep-playing"), "Esc", true).clicked() {
                    self.confirm_end = false;
                }
            });
        });
        if modal.should_close() {
            self.confirm_end = false;
        }
    }
}

/// "Abort the mission?": Enter aborts, Esc (or a click outside) keeps playing.
pub(super) fn abort_dialog(ui: &mut Ui, intents: &mut Vec<Intent>) {
    let modal = egui::Modal::new(egui::Id::unique("abort-mission")).show(ui.ctx(), |ui| {
        ui.set_width(520.0);
        ui.heading(tr!("mission-abort-question"));
        ui.label(tr!("mission-abort-explained"));
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if shortcut_button(ui, &tr!("mission-abort-now"), &tr!("key-enter"), true).clicked() {
                intents.push(Intent::Mission(MissionIntent::ConfirmAbort));
            }
            if shortcut_button(ui, &tr!("mission-keep-playing"), "Esc", true).clicked() {
                intents.push(Intent::Mission(MissionIntent::CancelAbort));
            }
        });
    });
    if modal.should_close()
        && !intents.contains(&Intent::Mission(MissionIntent::ConfirmAbort))
        && !intents.contains(&Intent::Mission(MissionIntent::CancelAbort))
    {
        intents.push(Intent::Mission(MissionIntent::CancelAbort));
    }
}
