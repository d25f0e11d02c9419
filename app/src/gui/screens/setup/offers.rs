//! What the setup screen offers before anything else, at the top where a crew looks first
//! (`docs/ui.md` screen 1): the boards of a mission that never reached the ship's log (the
//! app crashed or the window closed on them: "the crew's work is never lost"), and, on a
//! first start (a ship's log with no mission in it), the flight school.

use std::path::PathBuf;

use egui::{RichText, Ui};
use i18n::tr;

use crate::gui::screens::flight_school::Lesson;
use crate::gui::widgets::theme;
use crate::gui::{Intent, SetupIntent};

/// The offers the app found at start (the app fills them in; the screen only shows them).
#[derive(Debug, Clone, Default)]
pub struct Offers {
    /// The boards' autosave left behind by a mission not in the ship's log.
    pub recover: Option<PathBuf>,
    /// The ship's log has no mission yet: a new crew, offered the flight school first.
    pub first_start: bool,
}

impl Offers {
    /// Draws the offers (nothing when there are none).
    pub fn ui(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        if self.recover.is_some() {
            offer(
                ui,
                &tr!("setup-recover-explained"),
                &tr!("setup-recover"),
                Intent::Setup(SetupIntent::RecoverBoards),
                intents,
            );
        }
        if self.first_start {
            offer(
                ui,
                &tr!("setup-first-start"),
                &tr!("setup-first-lesson"),
                Intent::Setup(SetupIntent::StartFlightSchool(Lesson::FirstTestRun)),
                intents,
            );
        }
    }
}

/// One offer: a framed line of words and its button.
fn offer(ui: &mut Ui, words: &str, button: &str, intent: Intent, intents: &mut Vec<Intent>) {
    egui::Frame::new()
        .fill(theme::CARD_FILL)
        .stroke(egui::Stroke::new(2.0, theme::WARNING))
        .inner_margin(10)
        .corner_radius(6)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(words).size(22.0).color(theme::WARNING));
                let text = RichText::new(button).size(22.0).strong();
                if ui
                    .add(egui::Button::new(text).min_size(egui::vec2(0.0, 44.0)))
                    .clicked()
                {
                    intents.push(intent);
                }
            });
        });
    ui.add_space(6.0);
}
