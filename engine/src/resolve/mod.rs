//! The Resolution Round: turns 1-12 and the final turn 13, step by step (the rulebook's
//! "Resolution Round"; RULINGS.md R13 for the order of crew and threats).
//!
//! One module per step of the Mission Steps Board: [`threats`] (threats appear, threat actions,
//! destruction), [`actions`] (player actions), [`damage`] (compute damage), [`effects`] (what a
//! threat's X/Y/Z does) and [`end_of_turn`] (computer check, end of phase, the final turn).
//! The resolver decides what happens and emits [`Event`]s; [`State::apply`] is the only code
//! that changes the state. A destroyed ship stops the resolution at once (`Stop`).

mod actions;
mod damage;
mod effects;
mod end_of_turn;
mod threats;

use std::sync::Arc;

use crate::{
    event::{CrewRef, Event, LogEntry, Step, ThreatRef},
    phase::LAST_TURN,
    rng::SplitMix64,
    score::{Outcome, Resolution, Score},
    setup::Setup,
    ship::DamageTile,
    state::State,
    zone::{Deck, Station, Zone},
};

/// Where the interceptors dock and the pilot comes back.
const UPPER_RED: Station = Station::new(Zone::Red, Deck::Upper);

/// The ship was destroyed: stop resolving.
struct Stop;

type Flow = Result<(), Stop>;

/// Resolves a mission: a pure function of the setup and the seed (R9: the seed drives the
/// damage tiles not given by the game file).
pub fn resolve(setup: &Setup, seed: u64) -> Resolution {
    let mut r = Resolver::new(setup, seed);
    let initial = r.state.clone();
    r.run();
    let (outcome, score) = verdict(&r.state);
    Resolution {
        initial,
        log: r.log,
        state: r.state,
        outcome,
        score,
    }
}

/// The outcome and, for a won mission, the score of a finished state.
fn verdict(state: &State) -> (Outcome, Option<Score>) {
    match &state.lost {
        Some((by, why)) => (
            Outcome::Lost {
                destroyed_by: by.map(|i| state.threats[i].card.name.clone()),
                why: *why,
            },
            None,
        ),
        None => (Outcome::Won, Some(Score::of(state))),
    }
}

struct Resolver {
    state: State,
    log: Vec<LogEntry>,
    step: Step,
    /// Damage tiles left to draw per zone, in drawing order.
    stacks: [Vec<DamageTile>; 3],
    /// The damage step's working lists, kept between turns so that no turn allocates.
    scratch: damage::Scratch,
}

impl Resolver {
    fn new(setup: &Setup, seed: u64) -> Resolver {
        let mut rng = SplitMix64::new(seed);
        let stacks = Zone::ALL.map(|zone| {
            // R9: the tiles the crew drew come first, in order; the rest are shuffled by the seed.
            let given = setup.damage_tiles.get(&zone).cloned().unwrap_or_default();
            let mut rest: Vec<DamageTile> = DamageTile::ALL
                .into_iter()
                .filter(|t| !given.contains(t))
                .collect();
            rng.shuffle(&mut rest);
            let mut stack = given;
            stack.extend(rest);
            stack.reverse(); // drawn from the end
            stack
        });
        Resolver {
            state: State::new(setup),
            log: Vec::with_capacity(1024),
            step: Step::Appear,
            stacks,
            scratch: damage::Scratch::default(),
        }
    }

    fn emit(&mut self, event: Event) {
        self.state.apply(&event);
        self.log.push(LogEntry {
            turn: self.state.turn,
            step: self.step,
            event,
        });
    }

    fn crew_ref(&self, i: usize) -> CrewRef {
        CrewRef {
            index: i,
            name: Arc::clone(&self.state.crew[i].name),
        }
    }

    fn threat_ref(&self, i: usize) -> ThreatRef {
        ThreatRef {
            index: i,
            name: Arc::clone(&self.state.threats[i].name),
        }
    }

    fn turn(&self) -> u8 {
        self.state.turn
    }

    /// Runs all turns, stopping when the ship is destroyed.
    fn run(&mut self) {
        for turn in 1..=LAST_TURN {
            self.step = Step::Appear;
            self.emit(Event::TurnStarted { turn });
            if self.play_turn(turn).is_err() {
                return;
            }
        }
        self.step = Step::Damage;
        self.emit(Event::TurnStarted {
            turn: LAST_TURN + 1,
        });
        // The ship may be destroyed in the final turn too: the state says so either way.
        let _ = self.final_turn();
    }

    /// One turn, step by step (the Mission Steps Board).
    fn play_turn(&mut self, turn: u8) -> Flow {
        self.appear(turn)?;
        self.step = Step::Actions;
        for i in 0..self.state.crew.len() {
            self.act(i)?;
        }
        self.step = Step::Damage;
        self.compute_damage()?;
        self.step = Step::Threats;
        self.move_threats()?;
        if self.state.ship.rocket_launched {
            self.emit(Event::RocketAdvanced);
        }
        self.step = Step::EndOfTurn;
        self.end_of_turn(turn);
        Ok(())
    }
}
