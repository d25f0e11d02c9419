//! The setup screen's "Mission card": the printable card of the chosen track
//! (`crate::card`), written by `App::apply` (`apply/card.rs`) and opened from a link.

use egui::{RichText, Ui};
use i18n::tr;

use crate::gui::Intent;
use crate::gui::SetupIntent;
use crate::gui::widgets::theme;

/// What the last "Mission card" did: the file written, or why not.
pub type CardAnswer = Result<std::path::PathBuf, String>;

/// The button and, once pressed, where the card is (with a link that opens it in the
/// browser) or why it was not written.
pub fn card_row(ui: &mut Ui, answer: Option<&CardAnswer>, intents: &mut Vec<Intent>) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr!("card-button"))
            .on_hover_text(tr!("card-button-hover"))
            .clicked()
        {
            intents.push(Intent::Setup(SetupIntent::WriteMissionCard));
        }
        match answer {
            Some(Ok(path)) => {
                ui.label(tr!("card-written", path = path.display().to_string()));
                ui.hyperlink_to(tr!("card-open"), format!("file://{}", path.display()));
            }
            Some(Err(why)) => {
                ui.label(RichText::new(why).color(theme::ALARM));
            }
            None => {}
        }
    });
}
