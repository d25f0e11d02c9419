//! The language setting: the picker on the setup screen and applying a choice.

use egui::Ui;
use i18n::{Language, tr};

use super::Intent;
use super::app::App;

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
        .show_ui(ui, |ui| {
            let mut pick = chosen;
            ui.selectable_value(&mut pick, None, system_name);
            for language in Language::ALL {
                ui.selectable_value(&mut pick, Some(language), language.native_name());
            }
            if pick != chosen {
                intents.push(Intent::SetLanguage(pick));
            }
        });
    combo
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
    combo.response.on_hover_text(tr!("language-tooltip"));
}

impl App {
    /// Speaks `language` (or the machine's) from the next frame on and remembers it.
    pub(super) fn set_language(&mut self, language: Option<Language>) {
        self.setup.settings.language = language;
        i18n::set_thread_language(Some(language.unwrap_or(self.setup.system_language)));
        if let Some(path) = &self.settings_path
            && let Err(err) = self.setup.settings.save(path)
        {
            self.setup.notice = Some(format!("{err:#}"));
        }
    }
}
