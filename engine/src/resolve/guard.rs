//! Guards (The New Frontier): advanced Special Ops keeps delays and knock-outs away from its
//! crew member while its space is played (RULINGS.md NF14), an advanced Medic keeps the crew
//! in their station from being knocked out this turn. The base actions ask here first.

use super::Resolver;
use crate::{
    event::{
        Danger, DelayReason, Event, Guard, KnockOutReason, ShipEvent, SpecializationEvent,
        SquadReason,
    },
    state::SpecializationMarks,
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// A delay that a guard keeps away (the whole board, or the second half of a double
    /// card): told when it would have changed something, and `true`.
    pub(super) fn delay_guarded(&mut self, i: usize, turn: u8, why: DelayReason) -> bool {
        if !self.specialists()
            || !SpecializationMarks::has(self.state.expansion.specialization.ops_window, i)
        {
            return false;
        }
        let splits =
            self.expansion.half_left.is_some_and(|(c, _)| c == i) && turn == self.turn() + 1;
        let mut board = self.state.crew[i].actions;
        crate::state::delay(&mut board, turn);
        if !splits && board == self.state.crew[i].actions {
            return true;
        }
        let crew = self.crew_ref(i);
        self.spec_event(SpecializationEvent::Protected {
            crew,
            from: Danger::Delay(why),
            by: Guard::SpecialOps,
        });
        true
    }

    /// A knock-out that a guard keeps away: their own advanced Special Ops (in its window, and
    /// later in the turn against what their own action brings), or an advanced Medic in their
    /// station (their squad falls all the same). Told, and `true`, when one does.
    pub(super) fn knock_out_guarded(&mut self, i: usize, why: KnockOutReason) -> bool {
        if !self.specialists() || self.state.crew[i].knocked_out {
            return false;
        }
        let Some(by) = self.guard_of(i, why) else {
            return false;
        };
        let crew = self.crew_ref(i);
        self.spec_event(SpecializationEvent::Protected {
            crew,
            from: Danger::KnockOut(why),
            by,
        });
        if let (Guard::Medic(_), Some(squad)) = (by, self.state.crew[i].squad)
            && !self.state.ship.squads[squad].disabled
        {
            self.emit(Event::Ship(ShipEvent::SquadDisabled {
                squad,
                why: SquadReason::LeaderSpared,
            }));
        }
        true
    }

    fn guard_of(&self, i: usize, why: KnockOutReason) -> Option<Guard> {
        let s = &self.state.expansion.specialization;
        // What the crew member's own action brings later in the turn (NF14).
        let own = matches!(
            why,
            KnockOutReason::FlewInto(_)
                | KnockOutReason::DestroyedIt(_)
                | KnockOutReason::UltrafastReturn
        );
        if SpecializationMarks::has(s.ops_window, i)
            || (own && SpecializationMarks::has(s.ops_turn, i))
        {
            return Some(Guard::SpecialOps);
        }
        let here = self.state.crew[i].station?;
        (0..self.state.crew.len())
            .find(|&m| {
                SpecializationMarks::has(s.medic_guards, m)
                    && self.state.is_aboard(m)
                    && self.state.crew[m].station == Some(here)
            })
            .map(|m| Guard::Medic(self.crew_ref(m)))
    }
}
