//! The turn, the computer check, visual confirmation and the phases.

use crate::{event::TurnEvent, state::State};

impl State {
    #[inline(always)]
    pub(super) fn apply_turn(&mut self, event: &TurnEvent) {
        match event {
            TurnEvent::Started { turn } => self.turn = *turn,
            TurnEvent::ComputerMaintained { .. } => self.ship.computer_maintained = true,
            TurnEvent::ComputerChecked { .. } => self.ship.computer_maintained = false,
            TurnEvent::Confirmed { .. } => self.ship.confirming_now += 1,
            TurnEvent::Ended => self.end_turn(),
            // What the end of a phase counts is kept turn by turn; the jump ends the mission.
            TurnEvent::PhaseEnded { .. } | TurnEvent::Jumped => {}
        }
    }

    /// The end of a turn: cannons and gravolifts are free again, the turn's confirmation is
    /// counted, and what lasted the turn ends.
    #[inline(always)]
    fn end_turn(&mut self) {
        self.expansion.specialization.end_turn();
        self.ship.fired.clear();
        self.ship.lifts_used = [false; 3];
        let p = self.phase_index();
        let best = &mut self.ship.confirmation_best[p];
        *best = (*best).max(self.ship.confirming_now);
        self.ship.confirming_now = 0;
        if self.expansion.phased_in_this_turn {
            self.expansion.phased_in_this_turn = false;
            for t in &mut self.threats {
                t.started_out = false;
            }
        }
        if self.repaired_this_turn {
            self.repaired_this_turn = false;
            for t in &mut self.threats {
                t.repaired_at.clear();
                t.c_actions = 0;
                t.wasted = 0;
                t.repairers = 0;
            }
        }
    }
}
