//! The score card: the engine's card line by line, the total largest (or "no score" and the
//! threat that destroyed the ship), "Save to ship's log" and "Share" (the mission's report).
//!
//! The lines are `engine::ScoreCard`'s, the same list `sitting-duck resolve` prints and the
//! ship's log keeps, so the screen, the command and the log never disagree.

use egui::{Align2, Color32, FontId, RichText, Sense, TextEdit, Ui, Vec2};
use engine::{LineKind, Outcome, ScoreCard};
use i18n::tr;

use crate::gui::Intent;
use crate::gui::ScoreIntent;
use crate::gui::ScreenName;
use crate::gui::model::replay::Replay;
use crate::gui::screens::coach_panel::{self, CoachState};
use crate::gui::stack::{Screen, Shared};
use crate::gui::widgets::theme;
use crate::gui::widgets::{big_button, shortcut_button};
use crate::gui::work::{Answer, Done, Ticket};
use terminals::{ScoreView, Stage};

/// Green for points gained.
const GAIN: Color32 = Color32::from_rgb(120, 220, 120);

/// The heading over a lost mission's lines, none of which count, in the crew's language.
pub fn not_counted() -> String {
    tr!("report-not-counted")
}

/// The points of a line as the card shows them: `+4`, `-2`; in parentheses when the line
/// does not count.
pub fn points_text(points: i32, counted: bool) -> String {
    if counted {
        format!("{points:+}")
    } else {
        format!("({points:+})")
    }
}

/// Draws a card's lines as a two-column grid: counted points in color, the lines of a lost
/// mission muted under [`not_counted`]. Shared by the score card and the ship's log replay.
pub fn card_grid(ui: &mut Ui, card: &ScoreCard, id: &str, size: f32) {
    if card.lines.iter().any(|line| !line.counted) {
        ui.label(
            RichText::new(not_counted())
                .size(size)
                .strong()
                .color(theme::ALARM),
        );
    }
    // The labels wrap rather than push the points out of the card's column (a narrow window
    // with the debrief beside the card).
    let label_width = (ui.available_width() - 24.0 - size * 3.5).max(size * 6.0);
    egui::Grid::new(id)
        .num_columns(2)
        .max_col_width(label_width)
        .spacing([24.0, (size * 0.2).max(3.0)])
        .show(ui, |ui| {
            for line in &card.lines {
                let (label, points) = if line.counted {
                    let color = match line.points {
                        p if p < 0 => theme::ALARM,
                        p if p > 0 => GAIN,
                        _ => theme::MUTED,
                    };
                    (theme::TEXT, color)
                } else {
                    (theme::MUTED, theme::MUTED)
                };
                ui.label(
                    RichText::new(words::score::line_text(line))
                        .size(size)
                        .color(label),
                );
                let text = RichText::new(points_text(line.points, line.counted))
                    .size(size)
                    .color(points);
                ui.label(if line.counted { text.strong() } else { text });
                ui.end_row();
            }
        });
}

/// The width `text` takes in the body font, with a text field's margins.
fn text_width(ui: &Ui, text: &str) -> f32 {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let galley = ui.fonts_mut(|f| f.layout_no_wrap(text.to_owned(), font, Color32::WHITE));
    galley.size().x + 40.0
}

/// The big button's words: the next mission, or the campaign's result after its last.
fn next_text(ends_campaign: bool) -> String {
    if ends_campaign {
        tr!("score-campaign-result")
    } else {
        tr!("score-next-mission")
    }
}

/// The score card screen.
#[derive(Debug)]
pub struct ScoreScreen {
    /// The resolution it scores (the resolution screen under the card shows the same).
    pub replay: Replay,
    /// The engine's score card of that resolution.
    pub card: ScoreCard,
    /// The crew's page in the ship's log (empty: the crew's names).
    pub crew_name: String,
    /// The answer of the last save: the message, or why it failed.
    pub saved: Option<Result<String, String>>,
    /// Why the mission went as it did (the "Debrief" panel).
    pub debrief: words::debrief::Debrief,
    /// "What would have worked?": the coach's search and its answer.
    pub coach: CoachState,
    /// Where "Share" writes the report (empty: a new file in the data folder's `reports/`).
    pub report_path: String,
    /// Whether the shared report hides the threat cards drawn.
    pub spoiler_free: bool,
    /// The answer of the last "Share": where the report was written, or why not.
    pub shared: Option<Result<String, String>>,
    /// The careers: the explorers aboard, their XP and achievements (made when the card
    /// opens from a resolution).
    pub career: Option<crate::gui::screens::career::card::CareerCard>,
    /// The save running in the background.
    saving: Option<Ticket>,
    /// "Next mission" was asked on a card not in the ship's log: the question shows.
    pub confirm_next: bool,
    /// The crew chose to go on once the save answers.
    pub leave_when_saved: bool,
    /// The crew chose to go on without saving.
    pub leave_unsaved: bool,
    /// The card ends the campaign being flown (its last mission, or a lost one): Enter leads
    /// to the campaign's result, not to a next mission.
    pub ends_campaign: bool,
    was_typing: bool,
}

impl ScoreScreen {
    /// The card for a resolution.
    pub fn new(replay: Replay, crew_name: String) -> Self {
        Self {
            card: replay.resolution.score_card(),
            debrief: words::debrief::debrief(&replay.resolution),
            coach: CoachState::Idle,
            replay,
            crew_name,
            saved: None,
            report_path: String::new(),
            spoiler_free: false,
            shared: None,
            career: None,
            saving: None,
            confirm_next: false,
            leave_when_saved: false,
            leave_unsaved: false,
            ends_campaign: false,
            was_typing: false,
        }
    }

    /// The crew's page in the ship's log: the name typed, or the human crew members' names,
    /// sorted (where a record without a crew name lands).
    pub fn page_name(&self) -> String {
        let typed = self.crew_name.trim();
        if typed.is_empty() {
            self.default_page()
        } else {
            typed.to_owned()
        }
    }

    /// The page a record lands on without a crew name: the human crew's names, sorted.
    fn default_page(&self) -> String {
        let mut humans: Vec<&str> = self
            .replay
            .game
            .game
            .setup()
            .crew
            .iter()
            .filter(|c| !c.android)
            .map(|c| &*c.name)
            .collect();
        humans.sort_unstable();
        humans.join(", ")
    }

    /// Whether a save is running.
    pub fn is_saving(&self) -> bool {
        self.saving.is_some()
    }

    /// The ship's log record of this score card's mission, played now, on the crew page the
    /// crew typed (their names when empty).
    pub fn record(
        &self,
        facts: &crate::shell::record::TableFacts,
    ) -> anyhow::Result<shiplog::MissionRecord> {
        let replay = &self.replay;
        let crew_name = Some(self.crew_name.trim().to_owned()).filter(|n| !n.is_empty());
        crate::shell::record::mission_record(
            replay.game.game.setup(),
            replay.game.seed,
            &replay.game_yaml,
            &replay.resolution,
            crew_name,
            crate::shell::record::now_rfc3339(),
            facts,
        )
    }

    /// A save started (`App::apply` starts it: the writing is background work of the app),
    /// or why it could not start: then the card says so and keeps the mission for another
    /// try.
    pub(crate) fn saving_started(&mut self, ticket: std::io::Result<Ticket>) {
        match ticket {
            Ok(ticket) => {
                self.saving = Some(ticket);
                self.saved = None;
            }
            Err(err) => self.saved = Some(Err(tr!("score-not-saved", error = err.to_string()))),
        }
    }

    /// Takes the save's answer when it is this card's.
    fn saved(&mut self, answer: Option<Answer>) {
        self.saving = None;
        self.saved = Some(match answer {
            Some(Answer::MissionSaved(answer)) => answer.map(|(msg, run)| {
                if let (Some(card), Some(run)) = (&mut self.career, run) {
                    card.settled = Some(run);
                }
                msg
            }),
            Some(Answer::LogRead(_) | Answer::Coached(..) | Answer::Autosaved(_)) | None => {
                Err(tr!("score-writer-stopped"))
            }
        });
    }

    /// Draws the card; returns what the crew asked for.
    pub fn draw(&mut self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        let total = self.card.total();
        // Text grows with the window, to be read from across the table: 17 px lines at
        // 640 px high (twelve lines fit above the two rows of buttons), 23 at 800, 34 at 1080.
        let height = ui.max_rect().height();
        // The debrief panel takes 30% of the width; the card's lines share the rest with the
        // total and shrink to fit their longest label (about 29 em) beside it.
        let width = ui.max_rect().width();
        let panel_width = (width * 0.30).clamp(280.0, 600.0);
        let central = width - panel_width - 24.0;
        let total_width = (central * 0.3).clamp(170.0, 380.0);
        let lines_width = central - total_width;
        let size = ((height - 200.0) / 26.0)
            .min((lines_width - 24.0) / 29.0)
            .clamp(14.0, 34.0);
        let default_page = self.default_page();
        egui::Panel::bottom("score-actions").show(ui, |ui| {
            self.actions(ui, &default_page, &mut intents);
        });
        if let Some(card) = self.career.as_ref().filter(|c| !c.seated.is_empty()) {
            egui::Panel::bottom("score-careers").show(ui, |ui| {
                ui.add_space(4.0);
                crate::gui::screens::career::card::card_ui(ui, card, size, &mut intents);
            });
        }
        egui::Panel::right("score-debrief")
            .resizable(false)
            .exact_size(panel_width)
            .show(ui, |ui| {
                let panel_size = (size * 0.8).clamp(14.0, 24.0);
                intents.extend(coach_panel::panel(
                    ui,
                    &self.debrief,
                    &self.coach,
                    panel_size,
                ));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let card = &self.card;
            ui.vertical_centered(|ui| self.headline(ui, total.is_some(), size));
            ui.add_space(10.0);
            ui.horizontal_top(|ui| {
                let room = Vec2::new(lines_width, ui.available_height());
                ui.allocate_ui_with_layout(room, egui::Layout::top_down(egui::Align::Min), |ui| {
                    ui.set_width(lines_width);
                    egui::ScrollArea::vertical()
                        .id_salt("score-lines")
                        .show(ui, |ui| card_grid(ui, card, "score-card", size));
                });
                let room = Vec2::new(ui.available_width(), ui.available_height());
                ui.allocate_ui_with_layout(
                    room,
                    egui::Layout::top_down(egui::Align::Center),
                    |ui| total_ui(ui, card, size, height, total_width),
                );
            });
        });
        self.keys(ui, &mut intents);
        intents
    }

    /// The bottom rows: the crew page, save, back, next mission, share, and their answers.
    fn actions(&mut self, ui: &mut Ui, default_page: &str, intents: &mut Vec<Intent>) {
        ui.add_space(6.0);
        // The answers above the buttons: the panel grows upwards from the window's bottom
        // edge, so a line added here leaves the buttons under the pointer (under them, it
        // lifted every button by a line).
        for answer in [&self.saved, &self.shared].into_iter().flatten() {
            match answer {
                Ok(msg) => ui.label(RichText::new(msg).color(GAIN).size(20.0)),
                Err(msg) => ui.label(RichText::new(msg).color(theme::ALARM).size(20.0)),
            };
        }
        // Wrapped: at 960 px the buttons take two rows rather than run off the window.
        ui.horizontal_wrapped(|ui| {
            let label = ui
                .label(RichText::new(tr!("score-crew-page")).size(20.0))
                .on_hover_text(tr!("score-crew-page-hint"));
            ui.add(
                // As wide as the page it says by default (the crew's names), never cut.
                TextEdit::singleline(&mut self.crew_name)
                    .desired_width(text_width(ui, default_page).clamp(220.0, 480.0))
                    .hint_text(default_page),
            )
            .labelled_by(label.id);
            let saved_ok = matches!(self.saved, Some(Ok(_)));
            let text = if self.saving.is_some() {
                tr!("score-saving")
            } else {
                tr!("score-save")
            };
            if shortcut_button(ui, &text, "L", self.saving.is_none() && !saved_ok).clicked() {
                intents.push(Intent::Score(ScoreIntent::SaveToShipLog));
            }
            if shortcut_button(ui, &tr!("resolution-back"), "Esc", true)
                .on_hover_text(tr!("score-back-hint"))
                .clicked()
            {
                intents.push(Intent::Score(ScoreIntent::BackToResolution));
            }
            if self.confirm_next {
                unsaved_question(ui, intents);
            } else if big_button(ui, &next_text(self.ends_campaign), &tr!("key-enter")).clicked() {
                intents.push(Intent::BackToSetup);
            }
        });
        share_row(ui, &mut self.report_path, &mut self.spoiler_free, intents);
        ui.add_space(6.0);
    }

    /// The outcome in words (won, or what destroyed the ship), the modules played, and why
    /// the ship was lost.
    fn headline(&self, ui: &mut Ui, scored: bool, size: f32) {
        let resolution = &self.replay.resolution;
        let headline = match &resolution.outcome {
            Outcome::Won => tr!("score-won"),
            Outcome::Lost {
                destroyed_by: Some(t),
                ..
            } => tr!("score-destroyed-by", threat = t.to_string()),
            Outcome::Lost { .. } => tr!("score-destroyed"),
        };
        let color = if scored { theme::TEXT } else { theme::ALARM };
        ui.label(
            RichText::new(headline)
                .size(size * 1.3)
                .strong()
                .color(color),
        );
        // The New Frontier modules played: a base-game card says nothing.
        let modules = self.replay.game.game.setup().modules;
        if !modules.is_base() {
            ui.label(
                RichText::new(tr!("score-new-frontier", modules = modules.to_string()))
                    .size(size * 0.8)
                    .color(theme::MUTED),
            );
        }
        // Why, when the headline has not said it already: "destroyed by the Frigate" needs no
        // "the Frigate destroys the ship" under it; a zone's seventh damage does.
        if let Outcome::Lost {
            why: why @ engine::event::LossReason::SeventhDamage(_),
            destroyed_by,
        } = &resolution.outcome
        {
            let why = words::log_text::LossWords {
                why: *why,
                by: destroyed_by.as_deref(),
            };
            ui.label(
                RichText::new(why.to_string())
                    .size(size)
                    .color(theme::MUTED),
            );
        }
    }

    /// The card's keys; Enter or Esc in the crew page field only lets go of it.
    fn keys(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        // Enter or Esc in the crew page field only lets go of it (egui drops the focus before
        // this frame's widgets run, hence the last frame's state).
        let typing = std::mem::replace(&mut self.was_typing, ui.ctx().text_edit_focused());
        if !typing && !ui.ctx().text_edit_focused() {
            // With the question open, Enter saves and goes on, Esc stays.
            let (enter, escape) = if self.confirm_next {
                (
                    Intent::Score(ScoreIntent::SaveAndNext),
                    Intent::Score(ScoreIntent::StayOnScore),
                )
            } else {
                (
                    Intent::BackToSetup,
                    Intent::Score(ScoreIntent::BackToResolution),
                )
            };
            if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                intents.push(escape);
            }
            if ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                intents.push(enter);
            }
            if ui.input(|i| i.key_pressed(egui::Key::R)) {
                intents.push(Intent::Score(ScoreIntent::ShareReport));
            }
            if ui.input(|i| i.key_pressed(egui::Key::L))
                && self.saving.is_none()
                && !matches!(self.saved, Some(Ok(_)))
            {
                intents.push(Intent::Score(ScoreIntent::SaveToShipLog));
            }
        }
    }
}

/// "Share": the report's file (empty: a new file in the data folder), spoiler-free or not,
/// and the button.
impl Screen for ScoreScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Score
    }

    fn ui(&mut self, ui: &mut Ui, shared: &Shared) -> Vec<Intent> {
        if let Some(run) = shared.campaign {
            crate::gui::screens::campaign::top_banner(ui, run);
        }
        self.ends_campaign = shared
            .campaign
            .is_some_and(|run| run.ends_with(self.replay.resolution.score.is_none()));
        self.draw(ui)
    }

    fn receive(&mut self, done: Done) -> Option<Done> {
        if self.saving == Some(done.ticket) {
            self.saved(done.answer);
            return None;
        }
        self.coach.receive(done)
    }

    fn phones(&self) -> Option<Stage> {
        let mission = self
            .replay
            .game
            .game
            .setup()
            .mission
            .clone()
            .unwrap_or_default();
        Some(Stage::Score(ScoreView::of(
            &mission,
            &self.replay.resolution,
        )))
    }
}

/// "Not in the ship's log yet": save and go on (Enter), go on without it, or stay (Esc).
fn unsaved_question(ui: &mut Ui, intents: &mut Vec<Intent>) {
    ui.label(
        RichText::new(tr!("score-unsaved"))
            .size(20.0)
            .color(theme::WARNING),
    );
    if big_button(ui, &tr!("score-save-and-next"), &tr!("key-enter")).clicked() {
        intents.push(Intent::Score(ScoreIntent::SaveAndNext));
    }
    if ui.button(tr!("score-next-unsaved")).clicked() {
        intents.push(Intent::Score(ScoreIntent::NextUnsaved));
    }
    if shortcut_button(ui, &tr!("boards-stay"), "Esc", true).clicked() {
        intents.push(Intent::Score(ScoreIntent::StayOnScore));
    }
}

fn share_row(ui: &mut Ui, path: &mut String, spoiler_free: &mut bool, intents: &mut Vec<Intent>) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(RichText::new(tr!("score-report-file")).size(20.0));
        ui.add(
            TextEdit::singleline(path)
                .desired_width(300.0)
                .hint_text(tr!("score-report-file-hint")),
        )
        .labelled_by(label.id)
        .on_hover_text(tr!("score-report-file-tooltip"));
        ui.checkbox(
            spoiler_free,
            RichText::new(tr!("score-spoiler-free")).size(20.0),
        )
        .on_hover_text(tr!("score-spoiler-free-tooltip"));
        if shortcut_button(ui, &tr!("score-share"), "R", true)
            .on_hover_text(tr!("score-share-tooltip"))
            .clicked()
        {
            intents.push(Intent::Score(ScoreIntent::ShareReport));
        }
    });
}

/// The total, large (or "no score"), and the sums by kind when the window has room.
fn total_ui(ui: &mut Ui, card: &ScoreCard, size: f32, height: f32, total_width: f32) {
    let total = card.total();
    let number_size = (height * 0.25).min(total_width / 1.7).clamp(80.0, 280.0);
    let (rect, response) = ui.allocate_exact_size(
        Vec2::new(ui.available_width(), number_size * 1.6),
        Sense::hover(),
    );
    let painter = ui.painter();
    let (word, number, color) = match total {
        Some(t) => (tr!("score-total-word"), t.to_string(), Color32::WHITE),
        None => (tr!("score-no-score-word"), String::new(), theme::ALARM),
    };
    if total.is_none() {
        // No number for a lost mission (a red dash said nothing): the rule in words.
        painter.text(
            rect.center() + Vec2::new(0.0, number_size * 0.15),
            Align2::CENTER_CENTER,
            tr!("score-lost-scores-nothing"),
            FontId::proportional(size * 1.1),
            theme::MUTED,
        );
    }
    painter.text(
        rect.center_top() + Vec2::new(0.0, 10.0),
        Align2::CENTER_TOP,
        &word,
        FontId::proportional(size * 1.5),
        theme::MUTED,
    );
    painter.text(
        rect.center() + Vec2::new(0.0, number_size * 0.15),
        Align2::CENTER_CENTER,
        &number,
        FontId::proportional(number_size),
        color,
    );
    let name = match total {
        Some(t) => tr!("score-total", total = t),
        None => tr!("score-no-score"),
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
    // The sums by kind, when the window has room for all six under the total.
    let room = ui.available_height() >= 6.0 * (size + 8.0);
    if total.is_some() && room {
        let parts = [
            (tr!("score-part-destroyed"), LineKind::Destroyed),
            (tr!("score-part-survived"), LineKind::Survived),
            (tr!("score-part-visual"), LineKind::VisualConfirmation),
            (tr!("score-part-damage"), LineKind::Damage),
            (tr!("score-part-knocked-out"), LineKind::KnockedOut),
            (tr!("score-part-battlebots"), LineKind::Battlebots),
        ];
        ui.vertical_centered(|ui| {
            for (what, kind) in parts {
                ui.label(
                    RichText::new(format!("{what} {:+}", card.points(kind)))
                        .size(size * 0.9)
                        .color(theme::MUTED),
                );
            }
        });
    }
}
