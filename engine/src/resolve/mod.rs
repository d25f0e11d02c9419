//! The Resolution Round: turns 1-12 and the final turn 13, step by step (the rulebook's
//! "Resolution Round"; RULINGS.md R13 for the order of crew and threats).
//!
//! One module per step of the Mission Steps Board: `threats` (threats appear, threat actions,
//! destruction), `actions` (player actions), `damage` (compute damage), `effects` (what a
//! threat's X/Y/Z does) and `end_of_turn` (computer check, end of phase, the final turn).
//! The resolver decides what happens and emits [`Event`]s; [`State::apply`] is the only code
//! that changes the state. A destroyed ship stops the resolution at once (`Stop`).

mod actions;
mod checkpoint;
mod damage;
mod double;
mod effects;
mod end_of_turn;
mod guard;
mod intruders;
mod malfunctions;
mod specialization;
mod threats;

pub use checkpoint::{Checkpoints, verdict_from};

use crate::{
    card::TraitSet,
    event::{
        CrewEvent, CrewRef, DoubleEvent, Event, LogEntry, ShipEvent, Step, ThreatRef, TurnEvent,
    },
    game::{Facts, Game, Stacks},
    phase::LAST_TURN,
    score::{Outcome, Resolution, Score},
    state::{State, ThreatState},
    zone::{Deck, Station, Zone},
};

/// Where the interceptors dock and the pilot comes back.
const UPPER_RED: Station = Station::new(Zone::Red, Deck::Upper);

/// A set of indexes (of threats, or of crew members) as bits, iterated lowest first.
#[derive(Clone, Copy)]
struct Bits(u64);

impl Iterator for Bits {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// The ship was destroyed: stop resolving.
struct Stop;

type Flow = Result<(), Stop>;

/// Resolves a mission: a pure function of the validated game and the seed (R9: the seed drives
/// the damage tiles not given by the game file).
pub fn resolve(game: &Game, seed: u64) -> Resolution {
    let mut r = Resolver::<true, false, true>::new(game, seed);
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

/// What a mission comes to, without the event log: the final state, the outcome and the score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// The final state.
    pub state: State,
    /// Won or lost.
    pub outcome: Outcome,
    /// The score card (`None` when lost).
    pub score: Option<Score>,
}

/// Resolves a mission as [`resolve()`] does, keeping no log and no initial state: the loop of
/// a coach that tries many plans (`docs/performance.md`). Same state, outcome and score.
///
/// A game that needs none of The New Frontier's rules ([`Game::needs_expansion`]) is resolved
/// by an instance without the expansion's hooks: what the base game does not have costs it
/// nothing.
pub fn verdict_of(game: &Game, seed: u64) -> Verdict {
    if game.needs_expansion() {
        verdict_with::<true>(game, seed)
    } else {
        verdict_with::<false>(game, seed)
    }
}

/// [`verdict_of`] with the expansion's hooks (`NF`) or without.
fn verdict_with<const NF: bool>(game: &Game, seed: u64) -> Verdict {
    let mut r = Resolver::<false, false, NF>::new(game, seed);
    r.run();
    let (outcome, score) = verdict(&r.state);
    Verdict {
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

/// The resolution of one mission; `LOG`: whether events are kept in the log (or only
/// applied); `WATCH`: whether it may watch which boards a delay touches (the checkpoints);
/// `NF`: whether The New Frontier's hooks are compiled in (false only for a game that needs
/// none of them, [`Game::needs_expansion`]). Constants, so that the coach's loop
/// (`verdict_of`) compiles on its own, without the log or the watch, and for a base game
/// without the expansion: its turns then inline into it as a whole.
struct Resolver<const LOG: bool, const WATCH: bool, const NF: bool> {
    state: State,
    /// The event log, when kept.
    log: Vec<LogEntry>,
    step: Step,
    /// Damage tiles left to draw per zone, the next one last.
    stacks: Stacks,
    /// Every trait of the mission's threats: a step that looks for a trait no threat has
    /// skips its search (cards never change during a mission).
    in_play: TraitSet,
    /// The malfunctions of system A, B or C (by `System` order), as bits by threat index
    /// (a mission has at most 32 threats; any past 64 are looked up).
    malfunctions: [u64; 3],
    /// The threats whose turn to appear has come (a prefix of the state's threats).
    appeared: usize,
    /// The damage step's targetable threats, as bits by index (see `damage`).
    targets: u64,
    /// Threats (bits by index) that took damage in this turn's damage step (a threat slowed
    /// when damaged moves less).
    hurt: u64,
    /// What the shields absorbed of the attacks of the action being performed (a threat that
    /// heals from it).
    absorbed: u8,
    /// Which crew members (state order) have had a board delayed so far, when watched
    /// ([`Checkpoints`]: a delayed board cannot be resumed with another board).
    delayed: Option<Vec<bool>>,
    /// By turn (the index), when watched: the crew members (bits by state order, the last
    /// bit for any past the seventh) a delay, a repeat or a moved half was called on in that
    /// turn, whether it changed their board or not. A resumed plan plays such a turn again
    /// ([`Checkpoints`]): the call may push a card the plan changed.
    pushed: [u8; 16],
    /// What only The New Frontier's rules work with, in one place.
    expansion: Expansion,
}

/// The resolver's working data for The New Frontier: a base game leaves it as it starts
/// (and the base instance, `NF` false, never reads it).
#[derive(Default)]
struct Expansion {
    /// Some threat of the mission has a New Frontier repair rule (inaccessibility, finishing
    /// that costs energy, a repair bonus, decks swapped when hit, a short circuit): the repair
    /// step looks for them only then, so the base game pays nothing for them.
    nf_repairs: bool,
    /// Some crew member holds a specialization: the steps look for their effects (the base
    /// game never does).
    specialists: bool,
    /// The second half of the double action being performed, with its crew member: a delay
    /// the first half causes moves it to the next turn (see `double`).
    half_left: Option<(usize, crate::action::Half)>,
    /// Crew members (bits) whose second half moved to the next turn this turn: further
    /// delays of that turn do not stack (R3).
    split: u64,
    /// The space of the action square being performed (a jump checks the trajectory it jumps
    /// to against it, RULINGS.md NF20).
    marker: u8,
    /// Where each crew member's movement of this turn started and ended (poison, NF11).
    paths: intruders::Paths,
}

/// Crew member `i`'s bit in [`Resolver::pushed`] (state order; the last bit stands for
/// every crew member past the seventh).
fn push_bit(i: usize) -> u8 {
    1u8 << i.min(7)
}

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// A resolver before turn 1 of a game: its start state, and the damage-tile stacks the
    /// seed shuffles.
    fn new(game: &Game, seed: u64) -> Resolver<LOG, WATCH, NF> {
        Resolver::at(game.start().clone(), game.stacks(seed), game.facts())
    }

    /// A resolver standing at `state` (the start of the mission, or of a turn of `facts`'s
    /// game) with these damage-tile stacks left.
    fn at(state: State, stacks: Stacks, facts: Facts) -> Resolver<LOG, WATCH, NF> {
        let Facts {
            in_play,
            malfunctions,
            nf_repairs,
            specialists,
        } = facts;
        Resolver {
            state,
            // A full mission logs a few hundred events: room for them all at once.
            log: Vec::with_capacity(if LOG { 1024 } else { 0 }),
            step: Step::Appear,
            stacks,
            in_play,
            malfunctions,
            // Resuming at a later turn, the threats of the turns before are passed over by
            // the first `appear` (their turn is behind) and counted as appeared.
            appeared: 0,
            targets: 0,
            hurt: 0,
            absorbed: 0,
            delayed: None,
            pushed: [0; 16],
            expansion: Expansion {
                nf_repairs,
                specialists,
                half_left: None,
                split: 0,
                marker: 0,
                paths: Default::default(),
            },
        }
    }

    /// Some crew member holds a specialization (never in the base instance: `NF` false).
    fn specialists(&self) -> bool {
        NF && self.expansion.specialists
    }

    /// Some threat has a New Frontier repair rule (never in the base instance).
    fn nf_repairs(&self) -> bool {
        NF && self.expansion.nf_repairs
    }

    /// Whether a threat can be reached by weapons, repairs and other threats' effects: not
    /// while it is phased out (RULINGS.md NF33). The one place that asks; the base instance
    /// has no phasing threat.
    fn reachable(th: &ThreatState) -> bool {
        !NF || !th.phased_out
    }

    /// Applies an event and, when the log is kept, records it. Inlined with the state's
    /// `apply` at every emitting site: each site compiles to its event's own change.
    #[inline(always)]
    fn emit(&mut self, event: Event) {
        if WATCH
            && let (
                Some(delayed),
                Event::Crew(CrewEvent::Delayed { crew, .. })
                | Event::Double(DoubleEvent::HalfDelayed { crew, .. })
                | Event::Crew(CrewEvent::Repeats { crew, .. }),
            ) = (&mut self.delayed, &event)
            && let Some(d) = delayed.get_mut(crew.index)
        {
            *d = true;
        }
        self.state.apply_here(&event);
        if LOG {
            self.record(event);
        }
    }

    /// Notes that a delay (or a repeat, or a moved half) is called on crew member `i` this
    /// turn, when watched (`pushed`).
    #[inline(always)]
    fn note_push(&mut self, i: usize) {
        if WATCH && self.delayed.is_some() {
            let turn = usize::from(self.state.turn).min(15);
            self.pushed[turn] |= push_bit(i);
        }
    }

    /// Adds an applied event to the log (out of line: the emitting sites stay small).
    #[inline(never)]
    fn record(&mut self, event: Event) {
        self.log.push(LogEntry {
            turn: self.state.turn,
            step: self.step,
            event,
        });
    }

    fn crew_ref(&self, i: usize) -> CrewRef {
        CrewRef { index: i }
    }

    fn threat_ref(&self, i: usize) -> ThreatRef {
        ThreatRef { index: i }
    }

    fn turn(&self) -> u8 {
        self.state.turn
    }

    /// Runs all turns, stopping when the ship is destroyed.
    fn run(&mut self) {
        self.run_from(1);
    }

    /// Runs the turns from `first` on (the state stands before its start), stopping when the
    /// ship is destroyed.
    fn run_from(&mut self, first: u8) {
        self.run_until(first, |_, _| false);
    }

    /// Runs the turns from `first` on as [`Resolver::run_from`] does, but stops at the start
    /// of the first turn for which `stop` holds and returns it (`None`: played to the end).
    /// Inlined, so that `run_from`'s `stop` that never holds costs nothing.
    #[inline(always)]
    fn run_until(&mut self, first: u8, mut stop: impl FnMut(&mut Self, u8) -> bool) -> Option<u8> {
        for turn in first..=LAST_TURN {
            if stop(self, turn) {
                return Some(turn);
            }
            self.step = Step::Appear;
            self.emit(Event::Turn(TurnEvent::Started { turn }));
            if self.play_turn(turn).is_err() {
                return None;
            }
            // NF6: an advanced Hypernavigator ends the mission after this turn.
            if self.state.expansion.specialization.ends_after == Some(turn) {
                break;
            }
        }
        self.step = Step::Damage;
        self.emit(Event::Turn(TurnEvent::Started {
            turn: LAST_TURN + 1,
        }));
        // The ship may be destroyed in the final turn too: the state says so either way.
        let _ = self.final_turn();
        None
    }

    /// One turn, step by step (the Mission Steps Board).
    fn play_turn(&mut self, turn: u8) -> Flow {
        self.hurt = 0;
        self.appear(turn)?;
        self.step = Step::Actions;
        self.expansion.split = 0;
        if self.specialists() {
            self.actions_with_specialists()?;
        } else {
            for i in 0..self.state.crew.len() {
                self.act(i)?;
            }
        }
        self.judge_poison();
        self.after_actions()?;
        self.step = Step::Damage;
        self.compute_damage()?;
        self.step = Step::Threats;
        self.move_threats()?;
        if self.state.ship.rocket_launched {
            self.emit(Event::Ship(ShipEvent::RocketAdvanced));
        }
        self.step = Step::EndOfTurn;
        self.end_of_turn(turn);
        Ok(())
    }
}
