//! End of turn: cannons and gravolifts are free again, the computer check (R2) and the end of
//! a phase (R1) from the [`PHASES`] table; and the final turn 13 (the rulebook's "Rocket
//! Resolution": the pilot comes back, a rocket from turn 12 still hits, the threats move once
//! more, the ship jumps).

use super::{Flow, Resolver, UPPER_RED};
use crate::{
    card::Trait,
    event::{DelayReason, Event, InterceptorsEvent, Step, TurnEvent},
    phase::{PHASES, Phase},
    trajectory::Square,
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    pub(super) fn end_of_turn(&mut self, turn: u8) {
        self.emit(Event::Turn(TurnEvent::Ended));
        if PHASES.iter().any(|p| p.computer_check_after == turn) {
            self.computer_check(turn);
        }
        if let Some(phase) = Phase::of_turn(turn).filter(|p| p.last_turn == turn) {
            let confirming = self.state.ship.confirmation_best[phase.index()];
            self.emit(Event::Turn(TurnEvent::PhaseEnded {
                phase: phase.number,
                confirming,
            }));
        }
    }

    fn computer_check(&mut self, turn: u8) {
        let maintained = self.state.ship.computer_maintained;
        self.emit(Event::Turn(TurnEvent::ComputerChecked { maintained }));
        if !maintained {
            // R2: every crew member aboard is delayed; crew in the interceptors are not.
            for i in 0..self.state.crew.len() {
                if self.state.is_aboard(i) {
                    self.delay(i, turn + 1, DelayReason::ComputerNotMaintained);
                }
            }
        }
    }

    pub(super) fn final_turn(&mut self) -> Flow {
        self.hurt = 0;
        self.step = Step::Damage;
        if let Some(p) = self.state.ship.pilot
            && !self.out_of_range_at_jump(p)
        {
            let crew = self.crew_ref(p);
            self.emit(Event::Interceptors(InterceptorsEvent::Returned { crew }));
            self.entered(p, UPPER_RED)?;
        }
        self.compute_damage()?;
        self.step = Step::Threats;
        self.move_threats()?;
        // A threat that acts at the jump performs its Z now, if still on its trajectory.
        if self.in_play.contains(Trait::ActsAtJump) {
            for t in 0..self.state.threats.len() {
                let th = &self.state.threats[t];
                if th.is_active() && th.traits.contains(Trait::ActsAtJump) {
                    self.act_square(t, Square::Z)?;
                }
            }
        }
        self.step = Step::EndOfTurn;
        self.knock_out_at_jump();
        self.emit(Event::Turn(TurnEvent::Jumped));
        Ok(())
    }
}
