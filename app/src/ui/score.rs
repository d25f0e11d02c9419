//! The score card: the ship's-log line as the rulebook lists it, the total largest (or the
//! threat that destroyed the ship), and "Save to ship's log".
//!
//! The lines come from the same place as `sitting-duck resolve --json`
//! (`missions::report::result_json`), so the card and the command never disagree.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};

use egui::{Align2, Color32, FontId, RichText, Sense, TextEdit, Ui, Vec2};
use engine::{Outcome, ThreatStatus};

use super::Intent;
use super::resolution::ResolutionScreen;
use super::theme;
use super::widgets::{big_button, shortcut_button};

/// One line of the card: what, and its points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardLine {
    /// "Destroyed: T2 Frigate (white)".
    pub what: String,
    /// Points (negative for penalties).
    pub points: i32,
}

/// The lines and the total of a resolution's score card (`None` total: the ship was lost).
pub fn card_lines(screen: &ResolutionScreen) -> (Vec<CardLine>, Option<i32>) {
    let resolution = &screen.replay.resolution;
    let mut lines = Vec::new();
    for t in resolution.state.threats() {
        let who = format!("T{} {} ({})", t.turn, t.name, t.zone);
        let (what, points) = match t.status {
            ThreatStatus::Destroyed => (
                format!("Destroyed: {who}"),
                i32::from(t.card.points_destroyed),
            ),
            ThreatStatus::Survived => (
                format!("Survived: {who}"),
                i32::from(t.card.points_survived.unwrap_or(0)),
            ),
            ThreatStatus::Ignored => (format!("Unconfirmed, no threat: {who}"), 0),
            ThreatStatus::Pending | ThreatStatus::Active => {
                (format!("Still in flight at the jump: {who}"), 0)
            }
        };
        lines.push(CardLine { what, points });
    }
    let Some(score) = resolution.score else {
        return (lines, None);
    };
    let state = &resolution.state;
    let tiles = state.ship().total_damage();
    let worst = state
        .ship()
        .damage
        .iter()
        .map(|d| d.len())
        .max()
        .unwrap_or(0);
    lines.push(CardLine {
        what: "Visual confirmation".to_owned(),
        points: score.visual_confirmation,
    });
    lines.push(CardLine {
        what: format!("Damage: {tiles} tile(s), and the worst zone's {worst} again"),
        points: score.damage_penalty,
    });
    let knocked: Vec<&str> = state
        .crew()
        .iter()
        .filter(|c| c.knocked_out)
        .map(|c| &*c.name)
        .collect();
    let who = if knocked.is_empty() {
        "nobody".to_owned()
    } else {
        knocked.join(", ")
    };
    lines.push(CardLine {
        what: format!("Knocked out: {who}"),
        points: score.knock_out_penalty,
    });
    let disabled = state.ship().squads.iter().filter(|q| q.disabled).count();
    lines.push(CardLine {
        what: format!("Battlebot squads disabled: {disabled}"),
        points: score.battlebot_penalty,
    });
    (lines, Some(score.total))
}

/// The score card screen.
#[derive(Debug)]
pub struct ScoreScreen {
    /// The resolution it scores (kept to go back to it).
    pub resolution: Box<ResolutionScreen>,
    /// The crew's page in the ship's log (empty: the crew's names).
    pub crew_name: String,
    /// The answer of the last save: the message, or why it failed.
    pub saved: Option<Result<String, String>>,
    saving: Option<Receiver<Result<String, String>>>,
    was_typing: bool,
}

impl ScoreScreen {
    /// The card for a resolution.
    pub fn new(resolution: Box<ResolutionScreen>, crew_name: String) -> Self {
        Self {
            resolution,
            crew_name,
            saved: None,
            saving: None,
            was_typing: false,
        }
    }

    /// Whether a save is running.
    pub fn is_saving(&self) -> bool {
        self.saving.is_some()
    }

    /// Writes the mission to the ship's log at `path` on a worker thread (SQLite may wait for
    /// a lock; the window must not).
    pub fn save(&mut self, path: Option<PathBuf>, facts: crate::record::TableFacts) {
        if self.saving.is_some() {
            return;
        }
        let Some(path) = path else {
            self.saved = Some(Err("no place for the ship's log on this machine".to_owned()));
            return;
        };
        let replay = &self.resolution.replay;
        let crew_name = Some(self.crew_name.trim().to_owned()).filter(|n| !n.is_empty());
        let record = crate::record::mission_record(
            &replay.game.setup,
            replay.game.seed,
            &replay.game_yaml,
            &replay.resolution,
            crew_name,
            crate::record::now_rfc3339(),
            &facts,
        );
        let record = match record {
            Ok(record) => record,
            Err(err) => {
                self.saved = Some(Err(format!("{err:#}")));
                return;
            }
        };
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let answer = shiplog::append(&path, &record)
                .map(|id| {
                    format!(
                        "Saved as mission {id} on the page \"{}\" ({})",
                        record.page_name(),
                        path.display()
                    )
                })
                .map_err(|err| format!("could not write the ship's log {}: {err}", path.display()));
            let _ = tx.send(answer);
        });
        self.saving = Some(rx);
        self.saved = None;
    }

    /// Picks up the answer of a running save.
    pub fn poll(&mut self) {
        if let Some(rx) = &self.saving {
            match rx.try_recv() {
                Ok(answer) => {
                    self.saved = Some(answer);
                    self.saving = None;
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => {}
                Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    self.saved = Some(Err("the ship's log writer stopped".to_owned()));
                    self.saving = None;
                }
            }
        }
    }

    /// Draws the card; returns what the crew asked for.
    pub fn ui(&mut self, ui: &mut Ui) -> Vec<Intent> {
        self.poll();
        if self.saving.is_some() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(50));
        }
        let mut intents = Vec::new();
        let (lines, total) = card_lines(&self.resolution);
        let resolution = &self.resolution.replay.resolution;
        // The page a record lands on without a crew name: the humans' names, sorted.
        let mut humans: Vec<&str> = self
            .resolution
            .replay
            .game
            .setup
            .crew
            .iter()
            .filter(|c| !c.android)
            .map(|c| c.name.as_str())
            .collect();
        humans.sort_unstable();
        let default_page = humans.join(", ");
        egui::Panel::bottom("score-actions").show(ui, |ui| {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let label = ui.label(RichText::new("Crew page").size(20.0));
                ui.add(
                    TextEdit::singleline(&mut self.crew_name)
                        .desired_width(220.0)
                        .hint_text(default_page.as_str()),
                )
                .labelled_by(label.id);
                let saved_ok = matches!(self.saved, Some(Ok(_)));
                let text = if self.saving.is_some() {
                    "Saving…"
                } else {
                    "Save to ship's log"
                };
                if shortcut_button(ui, text, "L", self.saving.is_none() && !saved_ok).clicked() {
                    intents.push(Intent::SaveToShipLog);
                }
                if shortcut_button(ui, "Back", "Esc", true)
                    .on_hover_text("Back to the resolution")
                    .clicked()
                {
                    intents.push(Intent::BackToResolution);
                }
                if big_button(ui, "Next mission", "Enter").clicked() {
                    intents.push(Intent::BackToSetup);
                }
            });
            match &self.saved {
                Some(Ok(msg)) => {
                    ui.label(
                        RichText::new(msg)
                            .color(Color32::from_rgb(120, 220, 120))
                            .size(20.0),
                    );
                }
                Some(Err(msg)) => {
                    ui.label(RichText::new(msg).color(theme::ALARM).size(20.0));
                }
                None => {}
            }
            ui.add_space(6.0);
        });
        egui::CentralPanel::default().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                let headline = match &resolution.outcome {
                    Outcome::Won => "Mission complete: the ship jumped to hyperspace".to_owned(),
                    Outcome::Lost {
                        destroyed_by: Some(t),
                        ..
                    } => format!("The ship was destroyed by {t}"),
                    Outcome::Lost { .. } => "The ship was destroyed".to_owned(),
                };
                let colour = if total.is_some() {
                    theme::TEXT
                } else {
                    theme::ALARM
                };
                ui.label(RichText::new(headline).size(34.0).strong().color(colour));
                if let Outcome::Lost { why, destroyed_by } = &resolution.outcome {
                    let by = destroyed_by.as_deref();
                    let why = missions::log_text::LossWords { why: *why, by };
                    ui.label(
                        RichText::new(why.to_string())
                            .size(24.0)
                            .color(theme::MUTED),
                    );
                }
            });
            ui.add_space(10.0);
            ui.columns(2, |cols| {
                egui::ScrollArea::vertical()
                    .id_salt("score-lines")
                    .show(&mut cols[0], |ui| {
                        egui::Grid::new("score-card")
                            .num_columns(2)
                            .spacing([24.0, 6.0])
                            .show(ui, |ui| {
                                for line in &lines {
                                    ui.label(RichText::new(&line.what).size(21.0));
                                    let colour = if line.points < 0 {
                                        theme::ALARM
                                    } else if line.points > 0 {
                                        Color32::from_rgb(120, 220, 120)
                                    } else {
                                        theme::MUTED
                                    };
                                    ui.label(
                                        RichText::new(format!("{:+}", line.points))
                                            .size(21.0)
                                            .strong()
                                            .color(colour),
                                    );
                                    ui.end_row();
                                }
                            });
                    });
                let ui = &mut cols[1];
                let (rect, response) =
                    ui.allocate_exact_size(Vec2::new(ui.available_width(), 320.0), Sense::hover());
                let painter = ui.painter();
                let (word, number, colour) = match total {
                    Some(t) => ("TOTAL", t.to_string(), Color32::WHITE),
                    None => ("NO SCORE", "-".to_owned(), theme::ALARM),
                };
                painter.text(
                    rect.center_top() + Vec2::new(0.0, 10.0),
                    Align2::CENTER_TOP,
                    word,
                    FontId::proportional(40.0),
                    theme::MUTED,
                );
                painter.text(
                    rect.center() + Vec2::new(0.0, 30.0),
                    Align2::CENTER_CENTER,
                    &number,
                    FontId::proportional(200.0),
                    colour,
                );
                let name = match total {
                    Some(t) => format!("Total {t}"),
                    None => "No score: the ship was destroyed".to_owned(),
                };
                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
                if let Some(score) = resolution.score {
                    let parts = [
                        ("destroyed", score.destroyed),
                        ("survived", score.survived),
                        ("visual confirmation", score.visual_confirmation),
                        ("damage", score.damage_penalty),
                        ("knocked out", score.knock_out_penalty),
                        ("battlebots", score.battlebot_penalty),
                    ];
                    ui.vertical_centered(|ui| {
                        for (what, points) in parts {
                            ui.label(
                                RichText::new(format!("{what} {points:+}"))
                                    .size(22.0)
                                    .color(theme::MUTED),
                            );
                        }
                    });
                }
            });
        });
        // Enter or Esc in the crew page field only lets go of it (egui drops the focus before
        // this frame's widgets run, hence the last frame's state).
        let typing = std::mem::replace(&mut self.was_typing, ui.ctx().text_edit_focused());
        if !typing && !ui.ctx().text_edit_focused() {
            if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                intents.push(Intent::BackToResolution);
            }
            if ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                intents.push(Intent::BackToSetup);
            }
            if ui.input(|i| i.key_pressed(egui::Key::L))
                && self.saving.is_none()
                && !matches!(self.saved, Some(Ok(_)))
            {
                intents.push(Intent::SaveToShipLog);
            }
        }
        intents
    }
}
