//! The solo game on the host's own screen (RULINGS.md D7): one player holds the whole deck
//! and programs every figure. The screen shows the chosen figure's board with its faces (it
//! is the player's own), the hand grouped by card (the whole deck is 90 cards), and returns
//! each move as an intent; the one `apply` plays it on the table.

use egui::{RichText, Ui};
use hands::{Card, CardId, Command, Table, Top};
use i18n::tr;

use crate::gui::widgets::theme;
use crate::gui::{Intent, MissionIntent};

/// What the solo player has chosen: the figure whose board is shown, a card and its half on
/// top, a space holding a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SoloView {
    /// The figure shown.
    pub figure: u8,
    /// The card chosen (one of its group in the hand, or a figure's own card).
    pub chosen: Option<CardId>,
    /// The half that goes on top.
    pub top: Top,
    /// A space with a card, to turn or take back.
    pub space: Option<u8>,
}

fn face(card: Card, top: Top) -> String {
    card.played(top).token()
}

impl SoloView {
    /// Draws the hand and the chosen figure's board; the moves as intents.
    pub fn ui(&mut self, ui: &mut Ui, table: &Table, names: &[String]) -> Vec<Intent> {
        let mut intents = Vec::new();
        let play = |command: Command| Intent::Mission(MissionIntent::Play(command));
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            for (figure, name) in (0u8..).zip(names) {
                if ui
                    .selectable_label(self.figure == figure, RichText::new(name).size(20.0))
                    .clicked()
                {
                    self.figure = figure;
                    self.space = None;
                }
            }
        });
        self.board_ui(ui, table, &mut intents);
        if let Some(space) = self.space {
            let seen = table.version(self.figure, space);
            let figure = self.figure;
            ui.horizontal(|ui| {
                if ui.button(tr!("phone-hand-turn")).clicked() {
                    intents.push(play(Command::Turn {
                        figure,
                        space,
                        seen,
                    }));
                    self.space = None;
                }
                if ui.button(tr!("phone-hand-take-back")).clicked() {
                    intents.push(play(Command::TakeBack {
                        figure,
                        space,
                        seen,
                    }));
                    self.space = None;
                }
                if ui.button(tr!("phone-hand-cancel")).clicked() {
                    self.space = None;
                }
            });
        }
        self.hand_ui(ui, table);
        ui.horizontal(|ui| {
            if let Some(card) = self.chosen.and_then(|id| table.deal().card(id)) {
                let top = face(card, self.top);
                ui.label(RichText::new(tr!("phone-hand-top", half = top)).size(20.0));
                if ui.button(tr!("phone-hand-flip")).clicked() {
                    self.top = self.top.turned();
                }
            }
            let phase = table.picked(0);
            if phase < table.phases() {
                if ui
                    .button(tr!("phone-hand-end-phase", phase = phase))
                    .clicked()
                {
                    intents.push(play(Command::PickUp));
                }
            } else {
                ui.label(RichText::new(tr!("phone-hand-last-phase")).color(theme::MUTED));
            }
        });
        intents
    }

    /// The figure's twelve spaces: the open phase's take the chosen card.
    fn board_ui(&mut self, ui: &mut Ui, table: &Table, intents: &mut Vec<Intent>) {
        let open = table.picked(0);
        ui.horizontal_wrapped(|ui| {
            for space in 0..12u8 {
                let phase = hands::table::phase_of(space, table.phases());
                let played = table.space(self.figure, space);
                let shown = played
                    .and_then(|p| table.deal().card(p.card).map(|c| face(c, p.top)))
                    .unwrap_or_else(|| "·".to_owned());
                let state = match phase {
                    Some(p) if p == open => tr!("phone-hand-open"),
                    Some(p) if p > open => tr!("phone-hand-later"),
                    _ => tr!("phone-hand-locked"),
                };
                let text = RichText::new(format!("{} {shown}", space + 1))
                    .size(22.0)
                    .monospace();
                let button = egui::Button::new(text).selected(self.space == Some(space));
                let response = ui
                    .add_enabled(phase == Some(open), button)
                    .on_hover_text(state)
                    .on_disabled_hover_text(tr!("phone-hand-locked"));
                if response.clicked() {
                    if played.is_some() {
                        self.space = Some(space);
                    } else if let Some(card) = self.chosen.take() {
                        intents.push(Intent::Mission(MissionIntent::Play(Command::Place {
                            figure: self.figure,
                            space,
                            card,
                            top: self.top,
                            seen: table.version(self.figure, space),
                        })));
                        self.top = Top::First;
                    }
                }
                if matches!(space, 2 | 6) {
                    ui.add_space(12.0);
                }
            }
        });
    }

    /// The hand, one button per kind of card with how many are held, and the figure's own
    /// cards (its heroic card).
    fn hand_ui(&mut self, ui: &mut Ui, table: &Table) {
        let mut groups: Vec<(Card, Vec<CardId>)> = Vec::new();
        for &id in table.hand(0) {
            let Some(card) = table.deal().card(id) else {
                continue;
            };
            match groups.iter_mut().find(|(c, _)| *c == card) {
                Some((_, ids)) => ids.push(id),
                None => groups.push((card, vec![id])),
            }
        }
        // In a fixed order (by action, then movement), so a group never moves under the pointer.
        groups.sort_by_key(|(card, _)| (face(*card, Top::First), face(*card, Top::Second)));
        ui.label(
            RichText::new(tr!("phone-hand-title", count = table.hand(0).len()))
                .size(20.0)
                .strong(),
        );
        ui.horizontal_wrapped(|ui| {
            for (card, ids) in &groups {
                let text = format!(
                    "{} / {}  ×{}",
                    face(*card, Top::First),
                    face(*card, Top::Second),
                    ids.len()
                );
                let chosen = self.chosen.is_some_and(|c| ids.contains(&c));
                if ui
                    .selectable_label(chosen, RichText::new(text).size(20.0))
                    .clicked()
                {
                    self.chosen = ids.first().copied();
                    self.top = Top::First;
                }
            }
        });
        let view = table.view(0);
        let own = view
            .figures
            .iter()
            .find(|f| f.figure == self.figure)
            .map(|f| f.own.clone())
            .unwrap_or_default();
        if !own.is_empty() {
            ui.horizontal_wrapped(|ui| {
                ui.label(tr!("phone-hand-own"));
                for (id, card) in own {
                    let kind = match card.kind {
                        hands::Kind::Specialization => tr!("phone-hand-special"),
                        _ => tr!("phone-hand-heroic"),
                    };
                    let text = format!(
                        "{kind}: {} / {}",
                        face(card, Top::First),
                        face(card, Top::Second)
                    );
                    if ui
                        .selectable_label(self.chosen == Some(id), RichText::new(text).size(20.0))
                        .clicked()
                    {
                        self.chosen = Some(id);
                        self.top = Top::First;
                    }
                }
            });
        }
    }
}
