//! After the Action Round (or for a game file brought to the table): enter the action boards.
//!
//! The screen frames [`BoardsEntry`] with what the crew needs to know (which mission, what to
//! keep on the table) and the way out. Leaving asks first when something was typed; the
//! boards are autosaved anyway.

use egui::{RichText, Ui};

use super::Intent;
use super::entry::BoardsEntry;
use super::mission::MissionRun;
use super::theme;

/// The "Enter the action boards" screen.
#[derive(Debug)]
pub struct BoardsScreen {
    /// The finished Action Round (`None`: a game file entered or loaded without a mission).
    pub run: Option<MissionRun>,
    /// What the crew typed and picked.
    pub entry: BoardsEntry,
    /// "Back to setup" was asked once: ask for confirmation.
    pub confirm_leave: bool,
    /// A text field had the keyboard in the last frame: its Esc only lets go of it.
    was_typing: bool,
}

impl BoardsScreen {
    /// The screen for an entry, after a mission or not.
    pub fn new(run: Option<MissionRun>, entry: BoardsEntry) -> Self {
        Self {
            run,
            entry,
            confirm_leave: false,
            was_typing: false,
        }
    }

    /// Draws the screen; returns what the crew asked for.
    pub fn ui(&mut self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        egui::Panel::top("boards-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                if self.run.is_some() {
                    ui.label(
                        RichText::new("Action Round over")
                            .size(22.0)
                            .color(theme::MUTED),
                    );
                    ui.label(
                        RichText::new("Next: enter the action boards")
                            .size(34.0)
                            .strong(),
                    );
                } else {
                    ui.label(RichText::new("Enter the action boards").size(34.0).strong());
                }
                let what = match (&self.run, &self.entry.mission) {
                    (Some(run), _) => match run.ended_early_at() {
                        Some(at) => format!(
                            "{}: ended by the crew at {}",
                            run.plan().name,
                            super::mission_view::clock_text(at)
                        ),
                        None => format!("{}: played to the end", run.plan().name),
                    },
                    (None, Some(name)) => name.clone(),
                    (None, None) => "a game without a mission track".to_owned(),
                };
                ui.label(RichText::new(what).size(20.0).color(theme::MUTED));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if self.confirm_leave {
                        if ui.button("Stay").clicked() {
                            self.confirm_leave = false;
                        }
                        if ui
                            .button(RichText::new("Leave: drop these boards").color(theme::ALARM))
                            .clicked()
                        {
                            intents.push(Intent::BackToSetup);
                        }
                    } else if ui.button("Back to setup  [Esc]").clicked()
                        || (!self.was_typing && escape(ui))
                    {
                        let typed = self.entry.rows.iter().any(|r| !r.text.trim().is_empty());
                        if typed {
                            self.confirm_leave = true;
                        } else {
                            intents.push(Intent::BackToSetup);
                        }
                    }
                });
            });
            ui.label(
                RichText::new(
                    "Type each board (A B C R < > ^ . A* B* R* @UR … ~X) or click the palette; \
                     leave the cards where they lie until the resolution agrees.",
                )
                .color(theme::MUTED),
            );
        });
        if self.entry.ui(ui) {
            intents.push(Intent::Resolve);
        }
        self.was_typing = ui.ctx().text_edit_focused();
        intents
    }
}

/// Esc pressed outside a text field (in a text field, Esc first lets go of the keyboard).
fn escape(ui: &Ui) -> bool {
    !ui.ctx().text_edit_focused() && ui.input(|i| i.key_pressed(egui::Key::Escape))
}
