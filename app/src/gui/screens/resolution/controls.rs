//! The resolution's row of step controls: start, steps, turns, play, speed, score card.

use egui::{Color32, RichText, Ui, Vec2};
use i18n::tr;

use super::{Move, ResolutionScreen};
use crate::gui::Intent;
use crate::gui::ResolutionIntent;
use crate::gui::shortcuts::{Command, button_text};
use crate::gui::widgets::theme;

/// A step control: one line of 19 px type with its shortcut.
fn control(ui: &mut Ui, text: &str, enabled: bool) -> egui::Response {
    ui.add_enabled(
        enabled,
        egui::Button::new(RichText::new(text).size(17.0)).min_size(Vec2::new(0.0, 42.0)),
    )
}

impl ResolutionScreen {
    /// The buttons that move through the resolution: label, key, move, enabled.
    fn moves(&self) -> [(String, Command, Move, bool); 7] {
        let r = &self.replay;
        let play = if self.playing {
            tr!("mission-pause")
        } else {
            tr!("resolution-play")
        };
        [
            (
                tr!("resolution-start"),
                Command::Start,
                Move::Start,
                r.position() > 0,
            ),
            (
                tr!("resolution-step-back"),
                Command::StepBack,
                Move::StepBack,
                r.position() > 0,
            ),
            (
                tr!("resolution-step"),
                Command::Step,
                Move::Step,
                !r.at_end(),
            ),
            (
                tr!("resolution-turn-back"),
                Command::TurnBack,
                Move::TurnBack,
                r.position() > 0,
            ),
            (
                tr!("resolution-next-turn"),
                Command::NextTurn,
                Move::NextTurn,
                !r.at_end(),
            ),
            (tr!("resolution-end"), Command::End, Move::End, !r.at_end()),
            (play, Command::Play, Move::TogglePlay, true),
        ]
    }

    pub(super) fn controls(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 6.0;
            let buttons = self.moves();
            // A narrow window shows the keys on hover only, so the row stays one line.
            let keys_shown = ui.available_width() >= 1200.0;
            for (text, command, step, enabled) in buttons {
                let label = if keys_shown {
                    button_text(&text, command)
                } else {
                    text.clone()
                };
                let response =
                    control(ui, &label, enabled).on_hover_text(button_text(&text, command));
                if response.clicked() {
                    intents.push(Intent::Resolution(ResolutionIntent::Replay(step)));
                }
            }
            // One button cycles through the speeds: the row stays one line wide.
            let speed = tr!("resolution-speed", speed = self.speed.to_string());
            if control(ui, &speed, true)
                .on_hover_text(tr!("resolution-speed-hint"))
                .clicked()
            {
                intents.push(Intent::Resolution(ResolutionIntent::Replay(
                    Move::CycleSpeed,
                )));
            }
            let score_text = if keys_shown {
                button_text(&tr!("resolution-score-card"), Command::ScoreCard)
            } else {
                tr!("resolution-score-card")
            };
            let score = egui::Button::new(
                RichText::new(score_text)
                    .size(17.0)
                    .strong()
                    .color(Color32::WHITE),
            )
            .fill(theme::ACCENT)
            .min_size(Vec2::new(0.0, 42.0));
            if ui.add(score).clicked() {
                intents.push(Intent::Resolution(ResolutionIntent::ShowScore));
            }
        });
        ui.add_space(4.0);
    }
}
