//! The score card's "Debrief" panel (each line jumps the resolution view to its event) and
//! "What would have worked?": the coach searching on a worker thread, its progress, Cancel,
//! and the suggestions, each of which opens as a what-if resolution.

use egui::{Color32, RichText, ScrollArea, Ui};
use engine::Action;
use i18n::tr;
use words::debrief::{Debrief, Section};

use crate::gui::Intent;
use crate::gui::ScoreIntent;
use crate::gui::ScreenName;
pub use crate::gui::model::coach::CoachState;
use crate::gui::screens::reference;
use crate::gui::screens::resolution::ResolutionScreen;
use crate::gui::stack::{Screen, Shared};
use crate::gui::widgets::ship_board;
use crate::gui::widgets::theme;

/// The coach's button in English (the tests click it by this label; the screen shows
/// `coach-ask` in the current language).
pub const ASK: &str = "What would have worked?";

/// Draws the debrief: a heading per section, one clickable line per item.
pub fn debrief_ui(ui: &mut Ui, debrief: &Debrief, size: f32, intents: &mut Vec<Intent>) {
    let sections: &[Section] = if debrief.won {
        &[Section::Points, Section::NoEffect]
    } else {
        &[Section::Loss, Section::Chain, Section::NoEffect]
    };
    for &section in sections {
        let lines: Vec<_> = debrief
            .lines
            .iter()
            .filter(|l| l.section == section)
            .collect();
        let heading = section.heading();
        if !heading.is_empty() {
            ui.label(RichText::new(heading).size(size).color(theme::MUTED));
        }
        if lines.is_empty() && section != Section::Loss {
            ui.label(
                RichText::new(tr!("debrief-nothing"))
                    .size(size * 0.9)
                    .color(theme::MUTED),
            );
        }
        for line in lines {
            let mut text = format!("T{} · {}", line.turn, line.text);
            if let Some(p) = line.points {
                text.push_str(&format!(" ({p:+})"));
            }
            let color = if section == Section::Loss {
                theme::ALARM
            } else {
                theme::TEXT
            };
            let response = ui
                .horizontal_top(|ui| {
                    // The card or ruling the line applies, a click away in the reference.
                    if let Some(link) = &line.link {
                        reference::link_chip(ui, link, size * 0.7, intents);
                    }
                    ui.add(
                        egui::Label::new(RichText::new(text).size(size * 0.9).color(color))
                            .sense(egui::Sense::click())
                            .wrap(),
                    )
                })
                .inner
                .on_hover_text(tr!("debrief-show-event"));
            if response.clicked() {
                intents.push(Intent::Score(ScoreIntent::DebriefJump(line.entry)));
            }
        }
    }
}

/// Draws "What would have worked?" (again, once answered), or the progress and Cancel while
/// the search runs: always in view at the top of the panel.
pub fn coach_controls(ui: &mut Ui, state: &CoachState, size: f32, intents: &mut Vec<Intent>) {
    match state {
        CoachState::Running { progress, .. } => {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
            let text = tr!(
                "coach-trying",
                done = progress.done(),
                total = progress.total()
            );
            ui.add(egui::ProgressBar::new(progress.fraction()).text(text));
            if ui
                .button(RichText::new(tr!("coach-cancel")).size(size))
                .clicked()
            {
                intents.push(Intent::Score(ScoreIntent::CancelCoach));
            }
        }
        _ => {
            if ui
                .button(RichText::new(tr!("coach-ask")).size(size))
                .on_hover_text(tr!("coach-ask-hint"))
                .clicked()
            {
                intents.push(Intent::Score(ScoreIntent::AskCoach));
            }
        }
    }
}

/// Draws the coach's answer: what it tried, then each suggestion with a button to open it
/// as a what-if resolution.
pub fn coach_answer(ui: &mut Ui, state: &CoachState, size: f32, intents: &mut Vec<Intent>) {
    match state {
        CoachState::Failed => {
            ui.label(RichText::new(tr!("coach-failed")).color(theme::ALARM));
        }
        CoachState::Done { report, sentences } => {
            let head = if report.cancelled {
                tr!("coach-cancelled-after", count = report.tried)
            } else {
                tr!("coach-tried", count = report.tried)
            };
            ui.label(RichText::new(head).size(size * 0.9).color(theme::MUTED));
            if report.suggestions.is_empty() {
                ui.label(RichText::new(tr!("coach-none-better")).size(size));
            }
            for (i, (s, sentence)) in report.suggestions.iter().zip(sentences).enumerate() {
                ui.label(
                    RichText::new(sentence)
                        .size(size * 0.9)
                        .color(ship_board::CHANGED),
                );
                if ui
                    .button(tr!(
                        "coach-open-what-if",
                        number = i + 1,
                        points = i64::from(s.eval.score)
                    ))
                    .clicked()
                {
                    intents.push(Intent::Score(ScoreIntent::OpenSuggestion(i)));
                }
            }
            ui.separator();
        }
        CoachState::Idle | CoachState::Running { .. } => {}
    }
}

/// One changed board of a what-if: the crew member, the board, and the turns changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangedBoard {
    /// The crew member.
    pub name: String,
    /// The board of the what-if.
    pub board: [Action; 12],
    /// Turns (1-12) whose card differs from the crew's.
    pub changed: Vec<u8>,
}

/// A suggestion opened as a resolution: the sentence and the changed boards above it.
#[derive(Debug, Clone)]
pub struct WhatIfScreen {
    /// The resolution of the suggested plan, stepped like any other.
    pub resolution: ResolutionScreen,
    /// The suggestion in words.
    pub sentence: String,
    /// The boards it changes.
    pub boards: Vec<ChangedBoard>,
}

impl WhatIfScreen {
    /// The what-if of the crew's `game` with the suggestion's `edits`.
    ///
    /// # Errors
    /// [`missions::game::WriteError`] if the what-if cannot be written as a game file (not
    /// expected: see [`missions::game::to_yaml`]).
    pub fn new(
        game: &missions::game::Game,
        edits: &[coach::Edit],
        sentence: String,
    ) -> Result<Self, missions::game::WriteError> {
        let plan = coach::edit::with_edits(&game.game, edits);
        let boards = game
            .game
            .setup()
            .crew
            .iter()
            .zip(&plan.setup().crew)
            .filter_map(|(old, new)| {
                let changed: Vec<u8> = (0..12u8)
                    .filter(|&t| old.actions[usize::from(t)] != new.actions[usize::from(t)])
                    .map(|t| t + 1)
                    .collect();
                (!changed.is_empty()).then(|| ChangedBoard {
                    name: new.name.to_string(),
                    board: new.actions,
                    changed,
                })
            })
            .collect();
        let what_if = missions::game::Game {
            game: plan,
            seed: game.seed,
        };
        let yaml = missions::game::to_yaml(&what_if)?;
        Ok(Self {
            resolution: ResolutionScreen::new(what_if, yaml)
                .with_back(crate::gui::screens::resolution::BackTo::ScoreCard),
            sentence,
            boards,
        })
    }

    /// Draws the what-if banner and the changed boards, then the resolution.
    pub fn draw(&mut self, ui: &mut Ui) -> Vec<Intent> {
        egui::Panel::top("what-if").show(ui, |ui| {
            ui.add(
                egui::Label::new(
                    RichText::new(tr!("coach-what-if", sentence = &self.sentence))
                        .size(18.0)
                        .color(ship_board::CHANGED),
                )
                .wrap(),
            );
            for b in &self.boards {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(format!("{}:", b.name)).size(18.0).strong());
                    for (i, a) in b.board.iter().enumerate() {
                        let turn = i as u8 + 1;
                        let text = RichText::new(format!(" {} ", a.token()))
                            .size(18.0)
                            .monospace();
                        let text = if b.changed.contains(&turn) {
                            text.color(Color32::BLACK)
                                .background_color(ship_board::CHANGED)
                        } else {
                            text.color(theme::TEXT)
                        };
                        ui.label(text).on_hover_text(tr!("coach-turn", turn = turn));
                    }
                });
            }
            ui.add_space(4.0);
        });
        self.resolution.draw(ui)
    }
}

/// The debrief and the coach, beside the score card: the heading and the coach's button (or
/// its progress) at the top, then its suggestions and the debrief's lines, scrolled.
pub fn panel(ui: &mut Ui, debrief: &Debrief, state: &CoachState, size: f32) -> Vec<Intent> {
    let mut intents = Vec::new();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr!("debrief-heading"))
                .size(size * 1.2)
                .strong(),
        );
        coach_controls(ui, state, size, &mut intents);
    });
    ScrollArea::vertical()
        .id_salt("debrief")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            coach_answer(ui, state, size, &mut intents);
            debrief_ui(ui, debrief, size, &mut intents);
        });
    intents
}

impl Screen for WhatIfScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Resolution
    }

    fn ui(&mut self, ui: &mut egui::Ui, _shared: &Shared) -> Vec<Intent> {
        self.draw(ui)
    }

    fn phones(&self) -> Option<terminals::Stage> {
        // A coach's what-if is the host's to explore: the phones keep the crew's own score.
        None
    }
}
