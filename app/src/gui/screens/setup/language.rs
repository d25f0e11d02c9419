//! The language setting: the picker on the setup screen and applying a choice.

use egui::Ui;
use i18n::{Language, tr};
use strum::VariantArray;

use crate::gui::Intent;
use crate::gui::SetupIntent;

/// The language picker: the machine's language, then each language by its own name (so a
/// speaker finds theirs whatever the app speaks now).
pub fn picker(ui: &mut Ui, chosen: Option<Language>, system: Language, intents: &mut Vec<Intent>) {
    let system_name = tr!("language-system", language = system.native_name());
    let shown = chosen.map_or(system_name.clone(), |language| {
        language.native_name().to_owned()
    });
    let name = tr!("language-label");
    ui.label(&name);
    let combo = egui::ComboBox::from_id_salt("language")
        .selected_text(shown)
        // Every language in view: egui's default list height showed five of the six rows at
        // the table's type size, and Español was below the fold.
        .height(f32::INFINITY)
        .show_ui(ui, |ui| {
            let mut pick = chosen;
            ui.selectable_value(&mut pick, None, system_name);
            for &language in Language::VARIANTS {
                ui.selectable_value(&mut pick, Some(language), language.native_name());
            }
            if pick != chosen {
                intents.push(Intent::Setup(SetupIntent::SetLanguage(pick)));
            }
        });
    combo
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
    combo.response.on_hover_text(tr!("language-tooltip"));
}
