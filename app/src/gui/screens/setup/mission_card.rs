//! The setup screen's "Mission card": the printable card of the chosen track
//! (`crate::card`), written by `App::apply` (`apply/card.rs`), and "Open it", which asks the
//! desktop's opener to show it and says how that went.

use std::sync::mpsc::Receiver;

use egui::{RichText, TextWrapMode, Ui};
use i18n::tr;

use crate::gui::Intent;
use crate::gui::SetupIntent;
use crate::gui::widgets::theme;
use crate::shell::opener::Opened;

/// What the last "Mission card" did: the file written, or why not.
pub type CardAnswer = Result<std::path::PathBuf, String>;

/// The card written (or why not) and what "Open it" did.
#[derive(Debug, Default)]
pub struct CardState {
    /// The last "Mission card"'s answer.
    pub answer: Option<CardAnswer>,
    /// What "Open it" did, in words (`Err`: it did not open).
    pub opened: Option<Result<String, String>>,
    /// The opener still running: its program's name and where its end is told.
    pub opening: Option<(String, Receiver<Opened>)>,
}

impl Clone for CardState {
    /// A copy without the opener still running: its end is told to the original only.
    fn clone(&self) -> Self {
        Self {
            answer: self.answer.clone(),
            opened: self.opened.clone(),
            opening: None,
        }
    }
}

/// The button and, once pressed, where the card is (with "Open it") or why it was not
/// written; then what "Open it" did. The lines wrap inside the column: a long path
/// never widens it.
pub fn card_row(
    ui: &mut Ui,
    card: &CardState,
    intents: &mut Vec<Intent>,
    beside: impl FnOnce(&mut Ui, &mut Vec<Intent>),
) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr!("card-button"))
            .on_hover_text(tr!("card-button-hover"))
            .clicked()
        {
            intents.push(Intent::Setup(SetupIntent::WriteMissionCard));
        }
        if matches!(card.answer, Some(Ok(_)))
            && ui
                .add_enabled(card.opening.is_none(), egui::Button::new(tr!("card-open")))
                .clicked()
        {
            intents.push(Intent::Setup(SetupIntent::OpenMissionCard));
        }
        beside(ui, intents);
    });
    // Left-aligned, not justified as the column's own layout is: a justified line of three
    // words before a long path spread them across the column.
    let line = |ui: &mut Ui, text: String, color| {
        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.add(
                egui::Label::new(RichText::new(text).color(color)).wrap_mode(TextWrapMode::Wrap),
            );
        });
    };
    match &card.answer {
        Some(Ok(path)) => line(
            ui,
            tr!("card-written", path = path.display().to_string()),
            theme::TEXT,
        ),
        Some(Err(why)) => line(ui, why.clone(), theme::ALARM),
        None => {}
    }
    match (&card.opening, &card.opened) {
        (Some((program, _)), _) => line(ui, tr!("card-opening", program = program), theme::MUTED),
        (None, Some(Ok(said))) => line(ui, said.clone(), theme::INFO),
        (None, Some(Err(said))) => line(ui, said.clone(), theme::ALARM),
        (None, None) => {}
    }
}
