//! Resuming a resolution at the start of a turn: a coach that changes a crew member's board
//! from turn `t` on need not resolve turns 1 to `t - 2` again. Nothing before turn `t` reads
//! the cards of turn `t` or later except a delay, which pushes the cards from the turn it
//! happens in or the next one on: turn `t - 1` is played again when a delay was called on a
//! changed board in it (whether or not it moved a card there), and a board an
//! earlier delay had moved is resumed from the start of the turn of that delay, where it still
//! held the planned cards (docs/performance.md, "Coach"). A
//! double action's second half moved to the next turn and the Space-Time Vortex's repeated
//! card change a board the same way and count as delays here.
//!
//! [`Checkpoints::new`] resolves a game once and keeps the state (and the damage-tile stacks
//! left) at the start of every turn, with which boards a delay had touched by then.
//! [`verdict_from`] resolves another game that differs only in boards from a turn on, from
//! the checkpoint of that turn (or an earlier one, before a delay touched a changed board), and
//! falls back to the whole resolution whenever that would not be exact: another seed or other
//! threats, or a board that differs before that turn.

use crate::{few::Few, game::Game, phase::LAST_TURN, ship::DamageTile, state::State};

use super::{Resolver, Verdict, push_bit, verdict, verdict_of};

/// One turn's start.
#[derive(Debug, Clone)]
struct Checkpoint {
    state: State,
    stacks: [Few<DamageTile, 6>; 3],
    /// By crew member in acting order: delayed before this turn.
    delayed: Vec<bool>,
}

/// The states of one game's resolution at the start of each turn 1-12 (fewer when the ship
/// is destroyed before turn 12), kept to resume other boards from.
#[derive(Debug, Clone)]
pub struct Checkpoints {
    game: Game,
    seed: u64,
    at: Vec<Checkpoint>,
    verdict: Verdict,
    /// By crew member in acting order: delayed at any time.
    delayed: Vec<bool>,
    /// By turn: the crew members a delay was called on in that turn (`Resolver::pushed`).
    pushed: [u8; 16],
}

impl Checkpoints {
    /// Resolves `game` with `seed` once, keeping the start of every turn.
    pub fn new(game: &Game, seed: u64) -> Checkpoints {
        let mut r = Resolver::<false, true, true>::new(game, seed);
        r.delayed = Some(vec![false; r.state.crew.len()]);
        let mut at = Vec::with_capacity(usize::from(LAST_TURN));
        // Each turn's start is kept as the resolution comes to it; it never stops early.
        r.run_until(1, |r, _| {
            at.push(Checkpoint {
                state: r.state.clone(),
                stacks: r.stacks,
                delayed: r.delayed.clone().unwrap_or_default(),
            });
            false
        });
        let (outcome, score) = verdict(&r.state);
        Checkpoints {
            game: game.clone(),
            seed,
            at,
            delayed: r.delayed.take().unwrap_or_default(),
            pushed: r.pushed,
            verdict: Verdict {
                state: r.state,
                outcome,
                score,
            },
        }
    }

    /// The verdict of the game the checkpoints were made of.
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }

    /// Whether `self` and `other` (of two games that differ only in the board of crew member
    /// `crew`, by the setup's order, and only before turn `turn`) stood the same at the start
    /// of `turn`, that board aside, and no delay had touched that board before it in either.
    /// Then both games with the same further change in turn `turn + 1` or later resolve to
    /// the same verdict, but for the boards: resumed at `turn` ([`verdict_from`] plays the
    /// turn before a change again), nothing from there on reads the cards of the turns
    /// before it. False when either ship was destroyed before `turn`.
    pub fn same_at(&self, other: &Checkpoints, turn: u8, crew: usize) -> bool {
        let k = usize::from(turn.max(1) - 1);
        let (Some(a), Some(b)) = (self.at.get(k), other.at.get(k)) else {
            return false;
        };
        let name = self.game.setup().crew.get(crew).map(|c| &*c.name);
        let Some(i) = (a.state.crew.iter()).position(|c| Some(c.name.get()) == name) else {
            return false;
        };
        if a.delayed.get(i) != Some(&false) || b.delayed.get(i) != Some(&false) {
            return false;
        }
        if a.stacks != b.stacks
            || a.delayed != b.delayed
            || a.state.crew.len() != b.state.crew.len()
        {
            return false;
        }
        // Cheaper than it looks: a turn's start is compared once per change and turn, not
        // once per plan.
        let mut state = a.state.clone();
        state.crew[i].actions = b.state.crew[i].actions;
        state == b.state
    }
}

impl Checkpoints {
    /// Whether crew member `crew` (by the setup's order) had been delayed before `turn` (a
    /// delay, a double action's moved half or a repeated card): `None` when the ship was
    /// destroyed before `turn`.
    pub fn delayed_before(&self, turn: u8, crew: usize) -> Option<bool> {
        let cp = self.at.get(usize::from(turn.max(1) - 1))?;
        let name = &self.game.setup().crew.get(crew)?.name;
        let i = (cp.state.crew.iter()).position(|c| *c.name == **name)?;
        cp.delayed.get(i).copied()
    }

    /// A hash of the start of `turn` that [`Checkpoints::resume_same`] agrees with: two
    /// checkpoints it holds the same have the same hash (`None` when the ship was destroyed
    /// before `turn`). Cheap: a few fields of the ship, the crew and the threats, no board.
    pub fn resume_hash(&self, turn: u8) -> Option<u64> {
        use std::hash::{Hash, Hasher};
        let cp = self.at.get(usize::from(turn.max(1) - 1))?;
        let s = &cp.state;
        let mut h = std::hash::DefaultHasher::new();
        (
            s.turn,
            s.ship.reactors,
            s.ship.shields,
            s.ship.fuel,
            s.ship.rockets,
        )
            .hash(&mut h);
        for z in &s.ship.damage {
            z.len().hash(&mut h);
        }
        for c in &s.crew {
            (c.station, c.knocked_out, c.squad, c.uses).hash(&mut h);
        }
        for t in &s.threats {
            (t.space, t.damage, t.hit_points, t.shield).hash(&mut h);
            std::mem::discriminant(&t.status).hash(&mut h);
        }
        for stack in &cp.stacks {
            stack.len().hash(&mut h);
        }
        cp.delayed.hash(&mut h);
        Some(h.finish())
    }

    /// Whether `self` and `other` (of two games of one mission that differ only in boards
    /// before `turn`) stood the same at the start of `turn`, but for the boards of the crew
    /// members no delay had touched: the same damage-tile stacks, the same delays, the same
    /// state. Then a game of either with the same boards from `turn` on, in which no delay
    /// had touched a board that differs from the checkpointed game's, resolves from there to
    /// the same verdict but for the boards ([`verdict_from`] resumes both at `turn`, and
    /// nothing from there on reads the cards of the turns before it). False when either ship
    /// was destroyed before `turn`.
    pub fn resume_same(&self, other: &Checkpoints, turn: u8) -> bool {
        let k = usize::from(turn.max(1) - 1);
        let (Some(a), Some(b)) = (self.at.get(k), other.at.get(k)) else {
            return false;
        };
        if a.stacks != b.stacks
            || a.delayed != b.delayed
            || a.state.crew.len() != b.state.crew.len()
            || a.delayed.len() != a.state.crew.len()
        {
            return false;
        }
        // Cheaper than it looks: a turn's start is compared once per change and turn, not
        // once per plan.
        let mut state = a.state.clone();
        for ((mine, theirs), &delayed) in state.crew.iter_mut().zip(&b.state.crew).zip(&a.delayed) {
            if !delayed {
                mine.actions = theirs.actions;
            }
        }
        state == b.state
    }
}

/// Resolves `game` with `seed` exactly as [`verdict_of`] does, starting from the checkpoint
/// of turn `from` when `game` differs from the checkpointed game only in cards of turn `from`
/// or later (module doc), from turn 1 otherwise.
pub fn verdict_from(game: &Game, seed: u64, checkpoints: &Checkpoints, from: u8) -> Verdict {
    let base = checkpoints.game.setup();
    let setup = game.setup();
    let same_mission = seed == checkpoints.seed
        && (game.is_copy_of(&checkpoints.game) || same_but_boards(setup, base));
    if !same_mission {
        return verdict_of(game, seed);
    }
    let Some((changed, last)) = changed_boards(setup, base, checkpoints, from) else {
        return verdict_of(game, seed);
    };
    // One turn early when a delay was called on a changed board in turn `from - 1`: a delay
    // pushes cards from the turn it happens in or the next, so it may push the changed cards
    // (the checkpointed game may have had it fall on an empty space, which marks no board).
    // Without such a call, turn `from - 1` reads no card of `from` or later and plays as it
    // did in the checkpointed game.
    let before = from.saturating_sub(1);
    let pushed = checkpoints.pushed[usize::from(before).min(15)];
    let early = (changed.iter()).any(|&(_, i)| pushed & push_bit(i) != 0);
    let mut start_turn = if early { before } else { from }.max(1);
    let untouched =
        |delayed: &[bool]| (changed.iter()).all(|&(_, i)| !delayed.get(i).copied().unwrap_or(true));
    // The ship destroyed before turn `start_turn`: later cards change nothing but the boards
    // left, unless a delay had moved a changed board (resumed below, before that delay).
    if usize::from(start_turn) > checkpoints.at.len() {
        if untouched(&checkpoints.delayed) {
            let mut state = checkpoints.verdict.state.clone();
            for &(k, i) in changed.iter() {
                state.crew[i].actions = setup.crew[k].actions;
            }
            return Verdict {
                state,
                outcome: checkpoints.verdict.outcome.clone(),
                score: checkpoints.verdict.score,
            };
        }
        start_turn = u8::try_from(checkpoints.at.len()).unwrap_or(LAST_TURN);
    }
    // A changed board that a delay had already moved is resumed from before that delay: the
    // turn it started at, where the board still held the crew's cards as planned (turn 1
    // always does).
    while start_turn > 1
        && !(checkpoints.at.get(usize::from(start_turn - 1)))
            .is_some_and(|cp| untouched(&cp.delayed))
    {
        start_turn -= 1;
    }
    let Some(cp) = checkpoints.at.get(usize::from(start_turn - 1)) else {
        return verdict_of(game, seed);
    };
    let mut state = cp.state.clone();
    for &(k, i) in changed.iter() {
        state.crew[i].actions = setup.crew[k].actions;
    }
    // Its own instance: sharing `verdict_of`'s (no delay watch) kept the turn from inlining
    // into `verdict_of` (24,700 instructions a base call instead of 23,033).
    let mut r = Resolver::<false, true, true>::at(state, cp.stacks, game.facts());
    // From the turn after the last changed card's on, the game may come to stand as the
    // checkpointed one did.
    let settled = u8::try_from(last + 2).unwrap_or(LAST_TURN + 1);
    match r.run_until_settled(start_turn, settled, checkpoints, &changed) {
        Some(turn) => checkpoints.settled_verdict(&r.state, turn, &changed),
        None => {
            let (outcome, score) = verdict(&r.state);
            Verdict {
                state: r.state,
                outcome,
                score,
            }
        }
    }
}

impl Checkpoints {
    /// The verdict of a game that stood as the checkpointed one at the start of `turn` but
    /// for the cards already played (`Resolver::run_until_settled`): the checkpointed
    /// game's, with the changed boards' cards of the turns before `turn` as played.
    fn settled_verdict(&self, at: &State, turn: u8, changed: &Few<(usize, usize), 8>) -> Verdict {
        let mut state = self.verdict.state.clone();
        let played = usize::from(turn - 1).min(12);
        for &(_, i) in changed.iter() {
            state.crew[i].actions[..played].copy_from_slice(&at.crew[i].actions[..played]);
        }
        Verdict {
            state,
            outcome: self.verdict.outcome.clone(),
            score: self.verdict.score,
        }
    }
}

impl Resolver<false, true, true> {
    /// Runs the turns from `first` on as `run_from` does, but at the start of each turn from
    /// `settled` on compares the game with the checkpointed one (`checkpoints`): when both
    /// stand the same, the changed boards' cards already played aside, the rest of the
    /// mission plays as it did there, and the turn is returned (nothing from a turn's start
    /// on reads the cards of the turns before it; the module doc). `None`: played to the end.
    fn run_until_settled(
        &mut self,
        first: u8,
        settled: u8,
        checkpoints: &Checkpoints,
        changed: &Few<(usize, usize), 8>,
    ) -> Option<u8> {
        self.run_until(first, |r, turn| {
            turn >= settled
                && (checkpoints.at.get(usize::from(turn - 1)))
                    .is_some_and(|cp| r.stands_as(cp, turn, changed))
        })
    }

    /// Whether the game stands at the start of `turn` as checkpoint `cp` does, but for the
    /// changed boards' cards of the turns before it: the same stacks and the same state.
    fn stands_as(&mut self, cp: &Checkpoint, turn: u8, changed: &Few<(usize, usize), 8>) -> bool {
        if self.stacks != cp.stacks || self.state.crew.len() != cp.state.crew.len() {
            return false;
        }
        let played = usize::from(turn - 1).min(12);
        // The cards played are set aside for the comparison and put back: no copy of the
        // state (this runs at most once a turn of a resumed plan).
        let mut kept = [[crate::Action::Empty; 12]; 8];
        for (n, &(_, i)) in changed.iter().enumerate() {
            kept[n] = self.state.crew[i].actions;
            self.state.crew[i].actions[..played]
                .copy_from_slice(&cp.state.crew[i].actions[..played]);
        }
        let same = self.state == cp.state;
        for (n, &(_, i)) in changed.iter().enumerate() {
            self.state.crew[i].actions = kept[n];
        }
        same
    }
}

/// The boards of `setup` that differ from the checkpointed game's (`base`), by crew member
/// in acting order, and the last card changed (index); `None` when one of them differs
/// before turn `from` (or cannot be found), which cannot be resumed.
fn changed_boards(
    setup: &crate::Setup,
    base: &crate::Setup,
    checkpoints: &Checkpoints,
    from: u8,
) -> Option<(Few<(usize, usize), 8>, usize)> {
    let played = usize::from(from.saturating_sub(1)).min(12);
    let mut changed = Few::<(usize, usize), 8>::new();
    let mut last = 0;
    for (k, (member, old)) in setup.crew.iter().zip(&base.crew).enumerate() {
        let (a, b) = (&member.actions, &old.actions);
        let Some(first) = (0..12).find(|&n| a[n] != b[n]) else {
            continue;
        };
        let i = (checkpoints.verdict.state.crew.iter()).position(|c| *c.name == *member.name)?;
        if first < played || changed.len() == 8 {
            return None;
        }
        changed.push((k, i));
        last = last.max((first..12).rev().find(|&n| a[n] != b[n]).unwrap_or(first));
    }
    Some((changed, last))
}

/// Whether two setups (of two games made apart) are of the same mission and crew, their
/// boards aside.
fn same_but_boards(setup: &crate::Setup, base: &crate::Setup) -> bool {
    setup.players == base.players
        && setup.trajectories == base.trajectories
        && setup.threats == base.threats
        && setup.damage_tiles == base.damage_tiles
        && setup.modules == base.modules
        && setup.starting_damage == base.starting_damage
        && setup.crew.len() == base.crew.len()
        && setup.crew.iter().zip(&base.crew).all(|(a, b)| {
            a.name == b.name
                && a.captain == b.captain
                && a.android == b.android
                && a.specialist == b.specialist
        })
}
