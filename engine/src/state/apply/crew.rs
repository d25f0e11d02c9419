//! Where the crew are, their boards, knock-outs, the interceptors and double actions.

use crate::{
    event::{CrewEvent, DoubleEvent, InterceptorsEvent},
    state::{State, UPPER_RED, delay, repeat},
};

impl State {
    #[inline(always)]
    pub(super) fn apply_crew(&mut self, event: &CrewEvent) {
        match event {
            CrewEvent::Moved { crew, to, lift, .. } => {
                self.crew[crew.index].station = Some(*to);
                if let Some(z) = lift {
                    self.ship.lifts_used[z.index()] = true;
                }
                self.carry_parasites(crew.index);
            }
            CrewEvent::Delayed { crew, turn, .. } => {
                delay(&mut self.crew[crew.index].actions, *turn);
            }
            CrewEvent::KnockedOut { crew, .. } => {
                let c = &mut self.crew[crew.index];
                c.knocked_out = true;
                if let Some(s) = c.squad {
                    self.ship.squads[s].disabled = true;
                }
                if self.ship.pilot == Some(crew.index) {
                    self.ship.pilot = None;
                    self.crew[crew.index].station = Some(UPPER_RED);
                    self.carry_parasites(crew.index);
                }
            }
            CrewEvent::Repeats { crew, turn, .. } => {
                repeat(&mut self.crew[crew.index].actions, *turn);
            }
            CrewEvent::Displaced { crew, to, .. } => {
                self.crew[crew.index].station = Some(*to);
                self.carry_parasites(crew.index);
            }
            // Told for the log only: what they change comes in the events that follow.
            CrewEvent::Tripped { .. } | CrewEvent::NoEffect { .. } => {}
        }
    }

    #[inline(always)]
    pub(super) fn apply_interceptors(&mut self, event: &InterceptorsEvent) {
        match event {
            InterceptorsEvent::Launched { crew } => {
                self.ship.pilot = Some(crew.index);
                self.ship.pilot_heroic = false;
                self.ship.pilot_range = 1;
                self.crew[crew.index].station = None;
                self.carry_parasites(crew.index);
            }
            InterceptorsEvent::Stay { heroic, .. } => self.ship.pilot_heroic = *heroic,
            InterceptorsEvent::Range { to, .. } => {
                self.ship.pilot_range = *to;
                self.ship.pilot_heroic = false;
            }
            InterceptorsEvent::Returned { crew } => {
                self.ship.pilot = None;
                self.crew[crew.index].station = Some(UPPER_RED);
                self.carry_parasites(crew.index);
            }
        }
    }

    #[inline(always)]
    pub(super) fn apply_double(&mut self, event: &DoubleEvent) {
        match event {
            DoubleEvent::HalfDelayed {
                crew, turn, half, ..
            } => {
                // The half is inserted at `turn`: the cards from there move on as by a delay.
                let board = &mut self.crew[crew.index].actions;
                delay(board, *turn);
                if let Some(space) = usize::from(*turn)
                    .checked_sub(1)
                    .and_then(|t| board.get_mut(t))
                {
                    *space = half.action();
                }
            }
            // Told for the log only: the halves follow as actions of their own.
            DoubleEvent::Played { .. } | DoubleEvent::HalfLost { .. } => {}
        }
    }
}
