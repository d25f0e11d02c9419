//! Crew delayed, knocked out, repeating their action, or displaced across the ship.

use super::super::Resolver;
use crate::{
    card::CrewEffect,
    event::{DelayReason, KnockOutReason},
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// Delays, knock-outs, repeated actions and swapped sides of the crew named.
    pub(super) fn crew_effect(&mut self, t: usize, effect: CrewEffect) {
        let threat = self.threat_ref(t);
        match effect {
            CrewEffect::Delay(who) => {
                let next = self.turn() + 1;
                for i in self.crew_set(t, who) {
                    self.delay(i, next, DelayReason::ThreatAction);
                }
            }
            CrewEffect::KnockOut(who) => {
                for i in self.crew_set(t, who) {
                    self.knock_out(i, KnockOutReason::ThreatAction(threat));
                }
            }
            CrewEffect::RepeatAction(who) => {
                for i in self.crew_set(t, who) {
                    self.repeat(i);
                }
            }
            CrewEffect::SwapSides => self.swap_sides(t),
        }
    }
}
