//! A resolution being watched: the game, the engine's resolution of it, and how far into
//! its log the crew has stepped. A model: the resolution view steps through it, the score
//! card scores it, a what-if and a logged mission's replay show one.

use engine::{Resolution, State, Step};
use missions::game::Game;

use crate::gui::widgets::ship_board::Changes;

/// The resolution of one game, and where the crew is in it.
#[derive(Debug, Clone)]
pub struct Replay {
    /// What was resolved.
    pub game: Game,
    /// The game file text, as stored in the ship's log.
    pub game_yaml: String,
    /// The engine's resolution.
    pub resolution: Resolution,
    /// Events applied so far (0..=log length).
    position: usize,
    /// (start, end) of each step's run of events.
    steps: Vec<(usize, usize)>,
    /// The state at `position` and at the start of its step.
    shown: (State, State),
}

impl Replay {
    /// Resolves `game` and stands before the first event.
    pub fn new(game: Game, game_yaml: String) -> Self {
        let resolution = engine::resolve(&game.game, game.seed);
        let mut steps: Vec<(usize, usize)> = Vec::new();
        let mut last: Option<(u8, Step)> = None;
        for (i, entry) in resolution.log.iter().enumerate() {
            let key = (entry.turn, entry.step);
            match steps.last_mut() {
                Some(run) if last == Some(key) => run.1 = i + 1,
                _ => steps.push((i, i + 1)),
            }
            last = Some(key);
        }
        let initial = resolution.initial.clone();
        Self {
            game,
            game_yaml,
            resolution,
            position: 0,
            steps,
            shown: (initial.clone(), initial),
        }
    }

    /// Events applied so far.
    pub fn position(&self) -> usize {
        self.position
    }

    /// Number of events in the log.
    pub fn len(&self) -> usize {
        self.resolution.log.len()
    }

    /// Whether the log is empty.
    pub fn is_empty(&self) -> bool {
        self.resolution.log.is_empty()
    }

    /// Whether every event has been applied.
    pub fn at_end(&self) -> bool {
        self.position == self.len()
    }

    /// The state shown: `resolution.state_after(position)`.
    pub fn state(&self) -> &State {
        &self.shown.0
    }

    /// The events of the current step up to the position (the highlighted log lines).
    pub fn current_step(&self) -> std::ops::Range<usize> {
        match self.step_of_last() {
            Some(i) => self.steps[i].0..self.position,
            None => 0..0,
        }
    }

    /// What the current step changed on the board.
    pub fn changes(&self) -> Changes {
        Changes::between(&self.shown.1, &self.shown.0)
    }

    /// Index of the step holding the last applied event.
    fn step_of_last(&self) -> Option<usize> {
        let last = self.position.checked_sub(1)?;
        self.steps
            .iter()
            .position(|(s, e)| (*s..*e).contains(&last))
    }

    /// Moves to `position` (clamped to the log).
    pub fn go_to(&mut self, position: usize) {
        self.position = position.min(self.len());
        let start = self.current_step().start;
        self.shown = (
            self.resolution.state_after(self.position),
            self.resolution.state_after(start),
        );
    }

    /// Applies the rest of the current step, or all of the next one.
    pub fn next_step(&mut self) {
        let target = match self.step_of_last() {
            Some(i) if self.position < self.steps[i].1 => self.steps[i].1,
            Some(i) => self.steps.get(i + 1).map_or(self.len(), |s| s.1),
            None => self.steps.first().map_or(0, |s| s.1),
        };
        self.go_to(target);
    }

    /// Back to the end of the previous step.
    pub fn previous_step(&mut self) {
        if let Some(i) = self.step_of_last() {
            self.go_to(self.steps[i].0);
        }
    }

    /// The turn of the last applied event (0 before the first).
    pub fn turn(&self) -> u8 {
        self.position
            .checked_sub(1)
            .and_then(|i| self.resolution.log.get(i))
            .map_or(0, |e| e.turn)
    }

    /// Events of turns up to `turn`.
    fn end_of_turn(&self, turn: u8) -> usize {
        self.resolution
            .log
            .iter()
            .take_while(|e| e.turn <= turn)
            .count()
    }

    /// To the end of the current turn, or of the next one when already there.
    pub fn next_turn(&mut self) {
        let mut turn = self.turn();
        while self.end_of_turn(turn) <= self.position && self.end_of_turn(turn) < self.len() {
            turn += 1;
        }
        self.go_to(self.end_of_turn(turn));
    }

    /// To the end of the previous turn.
    pub fn previous_turn(&mut self) {
        let turn = self.turn();
        let target = if turn == 0 {
            0
        } else {
            self.end_of_turn(turn - 1)
        };
        self.go_to(target);
    }
}
