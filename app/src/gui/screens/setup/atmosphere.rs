//! The setup screen's sound choice beside the mission card: sirens over the last twenty
//! seconds of each phase (the generated alarms of each phase's last minute always sound).

use egui::{RichText, Ui};
use i18n::tr;

use crate::gui::widgets::chip;
use crate::gui::widgets::theme;
use crate::shell::settings::Settings;

/// The "Sirens" switch; a setting like the table's choices (saved when the mission starts).
pub fn sirens_row(ui: &mut Ui, settings: &mut Settings) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr!("atmosphere-label")).color(theme::MUTED));
        if chip(
            ui,
            settings.sirens,
            &tr!("atmosphere-sirens"),
            theme::ACCENT,
        )
        .on_hover_text(tr!("atmosphere-sirens-hover"))
        .clicked()
        {
            settings.sirens = !settings.sirens;
        }
    });
}
