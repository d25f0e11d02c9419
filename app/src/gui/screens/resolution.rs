//! Watching the Resolution Round step by step: the ship board as it stands after any number
//! of events of the log, the log beside it, and the controls to move through it.
//!
//! The position is the number of log events applied; the state shown is always
//! `resolution.state_after(position)`. A step is a run of events of one turn and one step of
//! the Mission Steps Board (threats appear, actions, damage, threats, end of turn): "next
//! step" applies the rest of the current one, or all of the next.

use egui::{Color32, RichText, ScrollArea, Ui};
use i18n::tr;
use missions::game::Game;

pub use crate::gui::model::replay::Replay;

use crate::gui::Intent;
use crate::gui::ResolutionIntent;
use crate::gui::ScreenName;
use crate::gui::screens::reference;
use crate::gui::shortcuts::{Command, button_text};
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::ship_board;
use crate::gui::widgets::theme;

/// The row of step buttons under the ship.
mod controls;

/// Play speeds offered, in steps per second.
pub const SPEEDS: [f32; 4] = [0.5, 1.0, 2.0, 4.0];

/// A move through the resolution, as the controls, the keys and the event log ask for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// The rest of this step, or all of the next.
    Step,
    /// Back to the end of the previous step.
    StepBack,
    /// To the end of this turn, or of the next.
    NextTurn,
    /// To the end of the previous turn.
    TurnBack,
    /// Before the first event.
    Start,
    /// After the last event.
    End,
    /// To just after event `n` of the log (a click on its line); stops playing.
    GoTo(usize),
    /// Play or pause.
    TogglePlay,
    /// The next play speed.
    CycleSpeed,
    /// A frame while playing, at this time (egui's clock, in milliseconds).
    Tick(u64),
}

/// The resolution screen: the replay and the play controls.
#[derive(Debug, Clone)]
pub struct ResolutionScreen {
    /// The replay.
    pub replay: Replay,
    /// Trajectory boards: red, white, blue, internal.
    pub trajectories: [u8; 4],
    /// Playing: steps advance by themselves.
    pub playing: bool,
    /// Steps per second while playing.
    pub speed: f32,
    /// When the next step plays (egui time, milliseconds).
    next_tick: Option<u64>,
    /// Scroll the log to the current line on the next frame.
    scroll: bool,
    /// Where the back button leads: to the boards, the ship's log or the score card.
    pub(crate) back: BackTo,
}

/// Where the resolution's back button (Esc) leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BackTo {
    /// The boards, to correct them.
    Boards,
    /// The ship's log (a replayed mission).
    ShipLog,
    /// The crew's score card (a coach's what-if).
    ScoreCard,
}

impl BackTo {
    /// The button's label and hover text, in the current language.
    fn words(self) -> (String, String) {
        match self {
            BackTo::Boards => (
                tr!("resolution-back-boards"),
                tr!("resolution-back-boards-hint"),
            ),
            BackTo::ShipLog => (tr!("setup-ship-log"), tr!("shortcut-leave-campaigns")),
            BackTo::ScoreCard => (tr!("resolution-back"), tr!("resolution-back-score-hint")),
        }
    }
}

impl ResolutionScreen {
    /// Names the back button (Esc) for where it leads, e.g. the ship's log for a replay.
    pub fn with_back(mut self, back: BackTo) -> Self {
        self.back = back;
        self
    }

    /// The screen for a game, standing before the first event.
    pub fn new(game: Game, game_yaml: String) -> Self {
        let trajectories = game.game.setup().trajectories.numbers();
        Self {
            replay: Replay::new(game, game_yaml),
            trajectories,
            playing: false,
            speed: 1.0,
            back: BackTo::Boards,
            next_tick: None,
            scroll: true,
        }
    }

    /// Applies one move (through the app's `apply`).
    pub fn apply(&mut self, step: Move) {
        let before = self.replay.position();
        let r = &mut self.replay;
        match step {
            Move::Step => r.next_step(),
            Move::StepBack => r.previous_step(),
            Move::NextTurn => r.next_turn(),
            Move::TurnBack => r.previous_turn(),
            Move::Start => r.go_to(0),
            Move::End => r.go_to(r.len()),
            Move::GoTo(position) => {
                r.go_to(position);
                self.playing = false;
            }
            Move::TogglePlay => {
                self.playing = !self.playing;
                self.next_tick = None;
                if self.playing && self.replay.at_end() {
                    self.replay.go_to(0);
                }
            }
            Move::CycleSpeed => {
                let next = SPEEDS
                    .iter()
                    .position(|s| *s == self.speed)
                    .map_or(0, |i| (i + 1) % SPEEDS.len());
                self.speed = SPEEDS[next];
            }
            Move::Tick(now) => self.tick(now),
        }
        if self.replay.position() != before {
            self.scroll = true;
        }
    }

    /// While playing, one step every `1 / speed` seconds.
    fn tick(&mut self, now: u64) {
        if !self.playing {
            return;
        }
        let period = (1000.0 / self.speed.max(0.1)).round() as u64;
        match self.next_tick {
            None => self.next_tick = Some(now + period),
            Some(at) if now >= at => {
                self.replay.next_step();
                self.next_tick = Some(now + period);
                if self.replay.at_end() {
                    self.playing = false;
                }
            }
            Some(_) => {}
        }
    }

    /// Draws the screen; returns what the crew asked for.
    pub fn draw(&mut self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        if self.playing {
            let now = ui.input(|i| i.time);
            let now_ms = (now * 1000.0).max(0.0) as u64;
            intents.push(Intent::Resolution(ResolutionIntent::Replay(Move::Tick(
                now_ms,
            ))));
            let wait = self
                .next_tick
                .map_or(10, |at| at.saturating_sub(now_ms).max(10));
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(wait));
        }
        egui::Panel::bottom("resolution-controls")
            .resizable(false)
            .show(ui, |ui| self.controls(ui, &mut intents));
        egui::Panel::right("resolution-log")
            .resizable(false)
            .exact_size((ui.available_width() * 0.29).clamp(260.0, 370.0))
            .show(ui, |ui| self.log_ui(ui, &mut intents));
        egui::CentralPanel::default().show(ui, |ui| {
            self.header(ui);
            // The cards of the turn: double cards and specialization cards included.
            ship_board::action_row::draw(ui, self.replay.state());
            let rect = ui.available_rect_before_wrap();
            let state = self.replay.state();
            let changes = self.replay.changes();
            ship_board::draw(ui, rect, state, self.trajectories, &changes);
            ui.allocate_rect(rect, egui::Sense::hover());
        });
        intents
    }

    fn header(&self, ui: &mut Ui) {
        let replay = &self.replay;
        let state = replay.state();
        let step = replay
            .position()
            .checked_sub(1)
            .and_then(|i| replay.resolution.log.get(i))
            .map_or_else(
                || tr!("resolution-before-turn-1"),
                |e| words::nouns::step(e.step),
            );
        let turn = match state.turn() {
            0 => tr!("resolution-setup"),
            13 => tr!("resolution-final-step"),
            n => tr!("resolution-turn", turn = n),
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(&turn).size(40.0).strong());
            ui.label(
                RichText::new(format!("· {step}"))
                    .size(28.0)
                    .color(theme::MUTED),
            );
            ui.label(
                RichText::new(tr!(
                    "resolution-event-of",
                    event = replay.position(),
                    events = replay.len()
                ))
                .size(20.0)
                .color(theme::MUTED),
            );
        });
        // On its own line and wrapped: the reason can be long, and the event log is beside.
        if let Some((by, why)) = state.lost() {
            let by = by.map(|i| state.threats()[i].name());
            let why = words::log_text::LossWords { why, by };
            ui.add(
                egui::Label::new(
                    RichText::new(tr!("resolution-ship-destroyed", why = why.to_string()))
                        .size(22.0)
                        .color(theme::ALARM),
                )
                .wrap(),
            );
        }
        if let Some(i) = replay.position().checked_sub(1)
            && let Some(entry) = replay.resolution.log.get(i)
        {
            ui.add(
                egui::Label::new(
                    RichText::new(
                        words::log_text::Text::new(&entry.event, &replay.resolution.initial)
                            .to_string(),
                    )
                    .size(24.0)
                    .color(ship_board::CHANGED),
                )
                .wrap(),
            );
        } else {
            ui.label(
                RichText::new(tr!("resolution-press-right"))
                    .size(24.0)
                    .color(theme::MUTED),
            );
        }
    }

    fn log_ui(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        ui.horizontal(|ui| {
            // The resolution's events; "Ship's log" is the history of missions (SQLite).
            ui.heading(tr!("resolution-event-log"));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let (label, hover) = self.back.words();
                let back = button_text(&label, Command::Back);
                if ui.button(back).on_hover_text(hover).clicked() {
                    intents.push(Intent::Resolution(ResolutionIntent::BackToBoards));
                }
            });
        });
        let current = self.replay.current_step();
        let position = self.replay.position();
        let mut jump = None;
        let scroll = std::mem::take(&mut self.scroll);
        ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let mut last_turn = None;
                for (i, entry) in self.replay.resolution.log.iter().enumerate() {
                    if last_turn != Some(entry.turn) {
                        let title = if entry.turn == 13 {
                            tr!("resolution-final-step")
                        } else {
                            tr!("resolution-turn", turn = entry.turn)
                        };
                        ui.label(RichText::new(title).strong().size(20.0));
                        last_turn = Some(entry.turn);
                    }
                    let applied = i < position;
                    let text = format!(
                        "{}: {}",
                        words::nouns::step(entry.step),
                        words::log_text::Text::new(&entry.event, &self.replay.resolution.initial)
                    );
                    let mut rich = RichText::new(text).size(16.0);
                    rich = if current.contains(&i) {
                        rich.color(Color32::BLACK)
                            .background_color(ship_board::CHANGED)
                    } else if applied {
                        rich.color(theme::TEXT)
                    } else {
                        rich.color(theme::MUTED.gamma_multiply(0.7))
                    };
                    // The card or ruling the line applies, a click away in the reference.
                    let link = words::links::of(&entry.event, &self.replay.resolution.initial);
                    let response = ui
                        .horizontal_top(|ui| {
                            if let Some(link) = &link {
                                reference::link_chip(ui, link, 13.0, intents);
                            }
                            ui.add(egui::Label::new(rich).sense(egui::Sense::click()).wrap())
                        })
                        .inner;
                    if response.clicked() {
                        jump = Some(i + 1);
                    }
                    if scroll && i + 1 == position.max(1) {
                        response.scroll_to_me(Some(egui::Align::Center));
                    }
                }
            });
        if let Some(p) = jump {
            intents.push(Intent::Resolution(ResolutionIntent::Replay(Move::GoTo(p))));
        }
    }
}

impl Screen for ResolutionScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Resolution
    }

    fn ui(&mut self, ui: &mut egui::Ui, _shared: &Shared) -> Vec<Intent> {
        self.draw(ui)
    }

    fn phones(&self) -> Option<terminals::Stage> {
        waiting(tr!("phones-resolving"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use missions::{Catalog, game::parse_game};

    fn replay() -> Replay {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
        );
        let text = std::fs::read_to_string(path).unwrap();
        let game = parse_game(&text, path, &Catalog::base().unwrap()).unwrap();
        Replay::new(game, text)
    }

    #[test]
    fn steps_cover_the_log_in_runs_of_one_turn_and_step() {
        let mut r = replay();
        let mut seen = vec![0];
        while !r.at_end() {
            r.next_step();
            let range = r.current_step();
            assert_eq!(range.end, r.position());
            let log = &r.resolution.log[range.clone()];
            assert!(
                log.iter()
                    .all(|e| (e.turn, e.step) == (log[0].turn, log[0].step))
            );
            assert_eq!(r.state(), &r.resolution.state_after(r.position()));
            seen.push(r.position());
        }
        // And back again through the same positions.
        while r.position() > 0 {
            let at = seen.pop().unwrap();
            assert_eq!(r.position(), at);
            r.previous_step();
        }
        assert_eq!(seen, [0]);
    }

    #[test]
    fn turns_end_where_the_next_turn_begins() {
        let mut r = replay();
        r.next_turn();
        assert_eq!(r.turn(), 1);
        assert!(r.resolution.log[r.position()].turn > 1);
        r.next_turn();
        assert_eq!(r.turn(), 2);
        r.previous_turn();
        assert_eq!(r.turn(), 1);
        r.go_to(5);
        r.next_turn();
        assert!(r.resolution.log[..r.position()].iter().all(|e| e.turn <= 1));
        r.go_to(usize::MAX);
        assert!(r.at_end());
        r.next_turn();
        assert!(r.at_end());
    }
}
