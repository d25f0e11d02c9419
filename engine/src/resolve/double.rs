//! The New Frontier's double actions and the interceptors' ranges (RULINGS.md NF3, NF26,
//! NF27).
//!
//! A double action is two halves on one card, performed in order by one crew member before
//! the next acts: the second from wherever the first left the figure, each half by the
//! ordinary rules of its action. The first half can stop the second: a delay it causes moves
//! the second half alone to the next turn (the cards from there pushed as by R3, lost past
//! turn 12), a launch of the interceptors or a knock-out loses it.
//!
//! With variable-range interceptors (the double-action module) the pilot flies at range 1-3
//! and attacks the threats at exactly that distance: a C (either half) flies one range out
//! (from range 3: knocked out, the "ultrafast return"), battlebots keep the range, no card
//! flies one range closer, any other card is delayed whole and the pilot flies closer; still
//! out at range 2 or more when the ship jumps is a knock-out.

use super::{Flow, Resolver, Stop, UPPER_RED};
use crate::{
    action::{Action, Double, Half},
    event::{
        DelayReason, DoubleEvent, Event, HalfLostReason, InterceptorsEvent, KnockOutReason,
        RangeReason,
    },
    phase::LAST_TURN,
};

/// The farthest range of the interceptors (the distance band of spaces 11 and more).
const MAX_RANGE: u8 = 3;

/// What the pilot's card makes of the interceptors this turn, in order of priority (C first,
/// then battlebots: RULINGS.md NF3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum InSpace {
    /// A C: one range out.
    Out,
    /// Battlebots (heroic or not): stay and attack again.
    Stay { heroic: bool },
    /// No card: one range closer.
    Closer,
    /// Any other card: delayed, and one range closer.
    Delayed,
}

impl InSpace {
    fn of(action: Action) -> InSpace {
        let has = |half: Half| match action {
            Action::Double(d) => d.contains(half),
            a => a == half.action(),
        };
        if has(Half::C) {
            InSpace::Out
        } else if has(Half::Robots) || matches!(action, Action::HeroicRobots) {
            InSpace::Stay {
                heroic: matches!(action, Action::HeroicRobots),
            }
        } else if !action.is_card() {
            InSpace::Closer
        } else {
            InSpace::Delayed
        }
    }
}

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// A double action aboard: the first half, then (unless it stopped it) the second.
    pub(super) fn perform_double(&mut self, i: usize, double: Double) -> Flow {
        let crew = self.crew_ref(i);
        self.emit(Event::Double(DoubleEvent::Played { crew, double }));
        self.expansion.half_left = Some((i, double.second()));
        let first = self.perform(i, double.first().action());
        // Taken by `delay` when the first half delayed the crew member.
        let waiting = self.expansion.half_left.take();
        first?;
        if waiting.is_none() {
            return Ok(());
        }
        let c = &self.state.crew[i];
        let lost = if c.knocked_out {
            Some(HalfLostReason::KnockedOut)
        } else if c.station.is_none() {
            Some(HalfLostReason::Launched)
        } else {
            None
        };
        if let Some(why) = lost {
            let half = double.second();
            self.emit(Event::Double(DoubleEvent::HalfLost { crew, half, why }));
            return Ok(());
        }
        self.perform(i, double.second().action())
    }

    /// A delay of the next turn caused by the first half of a double action: the second half
    /// becomes a single action at the next turn (lost after turn 12). `false` when the delay
    /// is not one (an ordinary delay follows). Once a half has moved, further delays of that
    /// turn do not stack (R3, RULINGS.md NF27).
    pub(super) fn delay_half(&mut self, i: usize, turn: u8, why: DelayReason) -> bool {
        if turn != self.turn() + 1 {
            return false;
        }
        let Some((c, half)) = self.expansion.half_left else {
            return self.expansion.split & (1 << i) != 0;
        };
        if c != i {
            return false;
        }
        self.expansion.half_left = None;
        self.expansion.split |= 1 << i;
        let crew = self.crew_ref(i);
        if turn > LAST_TURN {
            let why = HalfLostReason::PastLastTurn(why);
            self.emit(Event::Double(DoubleEvent::HalfLost { crew, half, why }));
            return true;
        }
        let mut board = self.state.crew[i].actions;
        let lost = crate::state::delay(&mut board, turn);
        self.emit(Event::Double(DoubleEvent::HalfDelayed {
            crew,
            turn,
            half,
            lost,
            why,
        }));
        true
    }

    /// The pilot's turn with variable-range interceptors (RULINGS.md NF3): out, stay, closer.
    /// `true` when the card was used out there (a tripped card then delays the next turn).
    pub(super) fn fly(&mut self, i: usize, planned: Action, action: Action) -> Result<bool, Stop> {
        let crew = self.crew_ref(i);
        let range = self.state.ship.pilot_range;
        match InSpace::of(action) {
            InSpace::Out if range >= MAX_RANGE => {
                self.knock_out(i, KnockOutReason::UltrafastReturn);
                Ok(true)
            }
            InSpace::Out => {
                let (from, to, why) = (range, range + 1, RangeReason::FlewOut);
                self.emit(Event::Interceptors(InterceptorsEvent::Range {
                    crew,
                    from,
                    to,
                    why,
                }));
                Ok(true)
            }
            InSpace::Stay { heroic } => {
                self.emit(Event::Interceptors(InterceptorsEvent::Stay {
                    crew,
                    heroic,
                }));
                Ok(true)
            }
            InSpace::Closer => self.fly_closer(i, RangeReason::NoCard).map(|()| false),
            InSpace::Delayed => {
                let back = range <= 1;
                self.fly_closer(i, RangeReason::CardDelayed)?;
                let why = if back {
                    DelayReason::ReturnedFromInterceptors
                } else {
                    DelayReason::StillInSpace
                };
                if planned.is_card() {
                    self.delay(i, self.turn(), why);
                }
                Ok(false)
            }
        }
    }

    /// One range closer; from range 1, back aboard in upper red.
    fn fly_closer(&mut self, i: usize, why: RangeReason) -> Flow {
        let crew = self.crew_ref(i);
        let range = self.state.ship.pilot_range;
        if range <= 1 {
            self.emit(Event::Interceptors(InterceptorsEvent::Returned { crew }));
            // Landing in upper red is entering it (RULINGS.md E9).
            return self.entered(i, UPPER_RED);
        }
        let (from, to) = (range, range - 1);
        self.emit(Event::Interceptors(InterceptorsEvent::Range {
            crew,
            from,
            to,
            why,
        }));
        Ok(())
    }

    /// Turn 13: a pilot still out at range 2 or more cannot make it back before the jump.
    /// `true` when the pilot was knocked out so.
    pub(super) fn out_of_range_at_jump(&mut self, pilot: usize) -> bool {
        let range = self.state.ship.pilot_range;
        if !NF || !self.state.expansion.modules.variable_range_interceptors() || range < 2 {
            return false;
        }
        self.knock_out(pilot, KnockOutReason::OutOfRangeAtJump { range });
        self.state.crew[pilot].knocked_out
    }
}
