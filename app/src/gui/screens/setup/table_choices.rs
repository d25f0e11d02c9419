//! The setup screen's table choices (`docs/ui.md` screen 1): the New Frontier modules, the
//! levels of the common and serious threat decks, who draws the threat cards and how the
//! trajectories are chosen.
//!
//! Like the other table choices these edit the draft settings directly; the rules that tie
//! them together (no red level without the new threats, never an empty deck) live in
//! [`Settings`](crate::shell::settings::Settings) so the file and the screen agree.

use egui::{Color32, RichText, Ui};
use i18n::tr;
use strum::VariantArray;

use crate::gui::screens::setup::SetupScreen;
use crate::gui::widgets::theme;
use crate::gui::widgets::{chip, named_chip};
use crate::gui::{Intent, Page};
use crate::shell::settings::{Difficulty, ThreatDrawing, TrajectoryChoice};

/// What each module does, in a line (the hover text of its chip).
fn module_hint(module: engine::Module) -> String {
    match module {
        engine::Module::DoubleActions => tr!("module-double-actions-hint"),
        engine::Module::Specializations => tr!("module-specializations-hint"),
        engine::Module::NewThreats => tr!("module-new-threats-hint"),
    }
}

/// A module's title in the current language.
pub fn module_title(module: engine::Module) -> String {
    match module {
        engine::Module::DoubleActions => tr!("module-double-actions"),
        engine::Module::Specializations => tr!("module-specializations"),
        engine::Module::NewThreats => tr!("module-new-threats"),
    }
}

/// A deck's levels in words, in the current language ("white and red").
pub fn difficulty_word(difficulty: Difficulty) -> String {
    match difficulty {
        Difficulty::White => tr!("difficulty-white"),
        Difficulty::Yellow => tr!("difficulty-yellow"),
        Difficulty::Mixed => tr!("difficulty-mixed"),
        Difficulty::Red => tr!("difficulty-red"),
        Difficulty::WhiteRed => tr!("difficulty-white-red"),
        Difficulty::Orange => tr!("difficulty-orange"),
        Difficulty::All => tr!("difficulty-all"),
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
fn level_word(level: engine::Color) -> String {
    match level {
        engine::Color::White => tr!("level-white"),
        engine::Color::Yellow => tr!("level-yellow"),
        engine::Color::Red => tr!("level-red"),
    }
}

impl SetupScreen {
    /// The table's four choices, two by two.
    pub(in crate::gui) fn table_ui(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let s = &mut self.settings;
        ui.horizontal(|ui| {
            ui.heading(tr!("table-heading"));
            ui.add_space(24.0);
            // Every card's rules at hand, for a question before or after a mission.
            if ui.button(tr!("table-threat-cards")).clicked() {
                intents.push(Intent::Open(Page::ThreatCards));
            }
        });
        ui.horizontal_top(|ui| {
            for serious in [false, true] {
                let title = if serious {
                    tr!("table-serious-threats")
                } else {
                    tr!("table-common-threats")
                };
                group(ui, &title, |ui| {
                    for level in Difficulty::LEVELS {
                        if level == engine::Color::Red && !s.modules.new_threats {
                            continue;
                        }
                        let deck = if serious { s.serious } else { s.common };
                        let word = level_word(level);
                        let name = if serious {
                            tr!("table-level-serious", level = &word)
                        } else {
                            tr!("table-level-common", level = &word)
                        };
                        let held = deck.admits(level);
                        let response =
                            named_chip(ui, held, &word, level_color(level), &name).on_hover_text(
                                tr!("table-levels-tooltip", levels = difficulty_word(deck)),
                            );
                        if response.clicked() {
                            s.toggle_level(serious, level);
                        }
                    }
                });
            }
        });
        ui.horizontal_top(|ui| {
            group(ui, &tr!("table-threat-cards"), |ui| {
                for (mode, text) in [
                    (ThreatDrawing::Digital, tr!("table-app-draws")),
                    (ThreatDrawing::Physical, tr!("table-crew-draws")),
                ] {
                    if chip(ui, s.drawing == mode, &text, theme::ACCENT).clicked() {
                        s.drawing = mode;
                    }
                }
            });
            group(ui, &tr!("table-trajectories"), |ui| {
                for (mode, text) in [
                    (TrajectoryChoice::Random, tr!("table-random")),
                    (TrajectoryChoice::Entered, tr!("table-entered")),
                ] {
                    if chip(ui, s.trajectories == mode, &text, theme::ACCENT).clicked() {
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
    pub(in crate::gui) fn modules_ui(&mut self, ui: &mut Ui) {
        let s = &mut self.settings;
        // One row, title first: the screen's choices stay in view beside the crew.
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr!("table-new-frontier")).color(theme::MUTED));
            for &module in engine::Module::VARIANTS {
                let on = s.modules.has(module);
                if chip(ui, on, &module_title(module), theme::ACCENT)
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
    group(ui, &tr!("table-boards"), |ui| {
        let names = [
            tr!("table-board-red"),
            tr!("table-board-white"),
            tr!("table-board-blue"),
            tr!("table-board-internal"),
        ];
        for (slot, name) in names.iter().enumerate() {
            ui.add(
                // The board's number alone: "T5" is a turn everywhere else.
                egui::DragValue::new(&mut boards[slot]).range(1..=7),
            )
            .on_hover_text(name)
            .widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::SpinButton,
                    true,
                    tr!("table-trajectory", board = name),
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
