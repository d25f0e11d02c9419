//! The announcer's voice: the picker on the setup screen (the voice of the app's language,
//! or any built-in one) and applying a choice. The voice packs themselves are the audio
//! crate's [`audio::BuiltinVoice`]s (`audio/voices/<lang>/`).

use audio::BuiltinVoice;
use egui::Ui;
use i18n::{Language, tr};
use strum::VariantArray;

use crate::gui::Intent;
use crate::gui::SetupIntent;
use crate::shell::settings::Settings;

/// The built-in voice the settings choose: the chosen language's, else the app's language's
/// (the language the UI thread speaks).
pub fn voice_of(settings: &Settings) -> BuiltinVoice {
    let language = settings.voice.unwrap_or_else(i18n::language);
    BuiltinVoice::for_language(language.tag()).unwrap_or_default()
}

/// The voice picker: "the language's voice" (named), then each language's voice by the
/// language's own name.
pub fn picker(ui: &mut Ui, chosen: Option<Language>, intents: &mut Vec<Intent>) {
    let follows = tr!(
        "voice-follows-language",
        language = i18n::language().native_name()
    );
    let shown = chosen.map_or(follows.clone(), |language| {
        language.native_name().to_owned()
    });
    let name = tr!("voice-label");
    ui.label(&name);
    let combo = egui::ComboBox::from_id_salt("voice")
        .selected_text(shown)
        // Every language in view: egui's default list height showed five of the six rows at
        // the table's type size, and Español was below the fold.
        .height(f32::INFINITY)
        .show_ui(ui, |ui| {
            let mut pick = chosen;
            ui.selectable_value(&mut pick, None, follows);
            for &language in Language::VARIANTS {
                ui.selectable_value(&mut pick, Some(language), language.native_name());
            }
            if pick != chosen {
                intents.push(Intent::Setup(SetupIntent::SetVoice(pick)));
            }
        });
    combo
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
    combo.response.on_hover_text(tr!("voice-tooltip"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_voice_follows_the_language_unless_one_is_chosen() {
        i18n::set_thread_language(Some(Language::Cs));
        let mut settings = Settings::default();
        assert_eq!(voice_of(&settings), BuiltinVoice::Czech);
        settings.voice = Some(Language::Es);
        assert_eq!(voice_of(&settings), BuiltinVoice::Spanish);
        settings.voice = Some(Language::En);
        assert_eq!(voice_of(&settings), BuiltinVoice::English);
        i18n::set_thread_language(None);
    }
}
