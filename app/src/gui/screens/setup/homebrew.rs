//! The setup screen's homebrew threat cards: the card files of the crew's folder (and any
//! chosen elsewhere), each with its cards or the problems that keep it out, a tick to let
//! its cards join the threat decks, a field to choose a file by its path, and the way to
//! the card designer. What a file holds is read by the one `apply`
//! (`apply/homebrew.rs`); this only shows it and returns intents.

use std::path::PathBuf;

use egui::{RichText, Ui};
use i18n::tr;

use crate::gui::widgets::theme;
use crate::gui::{HomebrewIntent, Intent};

/// One card file as setup lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardFileView {
    /// The file.
    pub path: PathBuf,
    /// Its cards join the decks.
    pub chosen: bool,
    /// Its cards, "H-01  Space Goose".
    pub cards: Vec<String>,
    /// Why its cards cannot join (each problem at its place), if they cannot.
    pub problem: Option<String>,
}

/// The homebrew card files as setup shows them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardFiles {
    /// The crew's folder's card files, then those chosen elsewhere.
    pub files: Vec<CardFileView>,
    /// A card file's path, as typed.
    pub path_text: String,
}

impl CardFiles {
    /// How many card files are chosen and read.
    fn chosen(&self) -> usize {
        self.files
            .iter()
            .filter(|f| f.chosen && f.problem.is_none())
            .count()
    }

    /// The section: a heading that opens to the files.
    pub fn ui(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let heading = tr!("homebrew-heading", chosen = self.chosen());
        egui::CollapsingHeader::new(RichText::new(heading).heading())
            .id_salt("setup-homebrew")
            .show(ui, |ui| self.files_ui(ui, intents));
    }

    fn files_ui(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        if ui.button(tr!("homebrew-design")).clicked() {
            intents.push(Intent::Homebrew(HomebrewIntent::OpenDesigner));
        }
        if self.files.is_empty() {
            ui.label(RichText::new(tr!("homebrew-none")).color(theme::MUTED));
        }
        for file in &self.files {
            let name = file.path.file_name().map_or_else(
                || file.path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            let mut chosen = file.chosen;
            ui.horizontal(|ui| {
                if ui
                    .checkbox(&mut chosen, &name)
                    .on_hover_text(file.path.display().to_string())
                    .changed()
                {
                    intents.push(Intent::Homebrew(HomebrewIntent::ChooseCardFile(
                        file.path.clone(),
                        chosen,
                    )));
                }
                let edit = tr!("homebrew-edit", file = name.as_str());
                let button = ui.add_enabled(
                    file.problem.is_none(),
                    egui::Button::new(tr!("designer-edit")),
                );
                button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &edit));
                if button.clicked() {
                    intents.push(Intent::Homebrew(HomebrewIntent::EditCardFile(
                        file.path.clone(),
                    )));
                }
            });
            ui.indent(("homebrew-cards", &file.path), |ui| match &file.problem {
                Some(problem) => {
                    ui.add(egui::Label::new(RichText::new(problem).color(theme::ALARM)).wrap());
                }
                None => {
                    ui.label(RichText::new(file.cards.join(", ")).color(theme::MUTED));
                }
            });
        }
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr!("homebrew-path"));
            ui.add(egui::TextEdit::singleline(&mut self.path_text).desired_width(240.0))
                .labelled_by(label.id);
            if ui.button(tr!("homebrew-choose")).clicked() {
                intents.push(Intent::Homebrew(HomebrewIntent::AddCardFile));
            }
        });
    }
}
