//! The setup screen's table choices (`docs/ui.md` screen 1): the New Frontier modules, the
//! levels of the common and serious threat decks, who draws the threat cards and how the
//! trajectories are chosen.
//!
//! Like the other table choices these edit the draft settings directly; the rules that tie
//! them together (no red level without the new threats, never an empty deck) live in
//! [`Settings`](crate::settings::Settings) so the file and the screen agree.

use egui::{Color32, RichText, Ui};

use super::setup::SetupScreen;
use super::theme;
use super::widgets::{chip, named_chip};
use crate::settings::{Difficulty, ThreatDrawing, TrajectoryChoice};

/// What each module does, in a line (the hover text of its chip).
fn module_hint(module: engine::Module) -> &'static str {
    match module {
        engine::Module::DoubleActions => {
            "The double-action deck: a card can hold two actions; interceptors fly at ranges 1-3"
        }
        engine::Module::Specializations => {
            "Each crew member may hold one specialization (levels 1-3), in place of the heroic cards"
        }
        engine::Module::NewThreats => {
            "The expansion's threat cards join the decks, and the red level (3) can be chosen"
        }
    }
}

/// The color of a level's chip: the color of the card backs.
fn level_color(level: engine::Color) -> Color32 {
    match level {
        engine::Color::White => Color32::from_rgb(230, 230, 230),
        engine::Color::Yellow => Color32::from_rgb(236, 200, 60),
        engine::Color::Red => Color32::from_rgb(220, 80, 70),
    }
}

/// A level's word on its chip.
fn level_word(level: engine::Color) -> &'static str {
    match level {
        engine::Color::White => "White",
        engine::Color::Yellow => "Yellow",
        engine::Color::Red => "Red",
    }
}

impl SetupScreen {
    /// The table's four choices, two by two.
    pub(super) fn table_ui(&mut self, ui: &mut Ui) {
        let s = &mut self.settings;
        ui.heading("Threats and trajectories");
        ui.horizontal_top(|ui| {
            for (serious, title, which) in [
                (false, "Common threats", "common"),
                (true, "Serious threats", "serious"),
            ] {
                group(ui, title, |ui| {
                    for level in Difficulty::LEVELS {
                        if level == engine::Color::Red && !s.modules.new_threats {
                            continue;
                        }
                        let deck = if serious { s.serious } else { s.common };
                        let name = format!("{} {which} threats", level_word(level));
                        let held = deck.admits(level);
                        let response =
                            named_chip(ui, held, level_word(level), level_color(level), &name)
                                .on_hover_text(format!(
                                    "Now {}: any levels together, at least one",
                                    deck.label().to_lowercase()
                                ));
                        if response.clicked() {
                            s.toggle_level(serious, level);
                        }
                    }
                });
            }
        });
        ui.horizontal_top(|ui| {
            group(ui, "Threat cards", |ui| {
                for (mode, text) in [
                    (ThreatDrawing::Digital, "App draws"),
                    (ThreatDrawing::Physical, "Crew draws"),
                ] {
                    if chip(ui, s.drawing == mode, text, theme::ACCENT).clicked() {
                        s.drawing = mode;
                    }
                }
            });
            group(ui, "Trajectories", |ui| {
                for (mode, text) in [
                    (TrajectoryChoice::Random, "Random"),
                    (TrajectoryChoice::Entered, "Entered"),
                ] {
                    if chip(ui, s.trajectories == mode, text, theme::ACCENT).clicked() {
                        s.trajectories = mode;
                    }
                }
            });
        });
        if s.trajectories == TrajectoryChoice::Entered {
            entered_trajectories(ui, &mut s.entered_trajectories);
        }
    }

    /// The three New Frontier modules as switches (all off: the base game), under the mission.
    pub(super) fn modules_ui(&mut self, ui: &mut Ui) {
        let s = &mut self.settings;
        // One row, title first: the screen's choices stay in view beside the crew.
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("The New Frontier").color(theme::MUTED));
            for module in engine::Module::ALL {
                let on = s.modules.has(module);
                if chip(ui, on, module.title(), theme::ACCENT)
                    .on_hover_text(module_hint(module))
                    .clicked()
                {
                    s.set_module(module, !on);
                }
            }
        });
        ui.add_space(4.0);
    }
}

/// The four trajectory boards the crew laid out.
fn entered_trajectories(ui: &mut Ui, boards: &mut [u8; 4]) {
    group(ui, "Boards: red, white, blue, internal", |ui| {
        for (slot, name) in ["red", "white", "blue", "internal"].iter().enumerate() {
            ui.add(
                egui::DragValue::new(&mut boards[slot])
                    .range(1..=7)
                    .prefix("T"),
            )
            .on_hover_text(*name)
            .widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::SpinButton,
                    true,
                    format!("{name} trajectory"),
                )
            });
        }
    });
}

/// A titled group of chips in the row of table choices.
fn group(ui: &mut Ui, title: &str, add: impl FnOnce(&mut Ui)) {
    ui.vertical(|ui| {
        ui.label(RichText::new(title).color(theme::MUTED));
        ui.horizontal(add);
    });
    ui.add_space(18.0);
}
