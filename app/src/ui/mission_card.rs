//! The setup screen's "Mission card": the printable card of the chosen track
//! (`crate::card`), written by `App::apply` (`apply/card.rs`) and opened from a link.

use egui::{RichText, Ui};

use super::Intent;
use super::theme;

/// What the last "Mission card" did: the file written, or why not.
pub type CardAnswer = Result<std::path::PathBuf, String>;

/// The button and, once pressed, where the card is (with a link that opens it in the
/// browser) or why it was not written.
pub fn card_row(ui: &mut Ui, answer: Option<&CardAnswer>, intents: &mut Vec<Intent>) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Mission card")
            .on_hover_text(
                "A printable page of this track's announcements with their times, for a crew \
                 that plays by a watch",
            )
            .clicked()
        {
            intents.push(Intent::WriteMissionCard);
        }
        match answer {
            Some(Ok(path)) => {
                ui.label(format!("Card written to {}", path.display()));
                ui.hyperlink_to("Open it", format!("file://{}", path.display()));
            }
            Some(Err(why)) => {
                ui.label(RichText::new(why).color(theme::ALARM));
            }
            None => {}
        }
    });
}
