//! Effects on the other threats on their trajectories: pushed on, or repaired. A phased-out
//! threat is out of reach (RULINGS.md NF33).

use super::super::{Bits, Flow, Resolver};
use crate::{
    card::OthersEffect,
    event::{Event, ThreatChange, ThreatEvent},
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// Other threats advanced or repaired.
    pub(super) fn others_effect(&mut self, t: usize, effect: OthersEffect) -> Flow {
        match effect {
            OthersEffect::AdvanceOthers => {
                let mut others = 0u64;
                for o in 0..self.state.threats.len().min(64) {
                    let th = &self.state.threats[o];
                    if o != t && th.is_active_external() && Self::reachable(th) {
                        others |= 1 << o;
                    }
                }
                for o in 0..self.state.threats.len().min(64) {
                    if others & (1 << o) != 0 && self.state.threats[o].is_active() {
                        self.advance(o, 1)?;
                    }
                }
            }
            OthersEffect::AdvanceInternal(n) => {
                for o in 0..self.state.threats.len() {
                    let th = &self.state.threats[o];
                    if o != t && th.is_active() && th.is_internal_threat() && Self::reachable(th) {
                        self.advance(o, n)?;
                    }
                }
            }
            OthersEffect::AdvanceInZone(n) => {
                let home = self.home_zone(t);
                let mut pushed = 0u64;
                for o in 0..self.state.threats.len().min(64) {
                    let th = &self.state.threats[o];
                    if th.is_active_external()
                        && th.external_zone() == Some(home)
                        && Self::reachable(th)
                    {
                        pushed |= 1 << o;
                    }
                }
                for o in Bits(pushed) {
                    if self.state.threats[o].is_active() {
                        self.advance(o, n)?;
                    }
                }
            }
            OthersEffect::HealExternal(n) => {
                for o in 0..self.state.threats.len() {
                    let th = &self.state.threats[o];
                    let reached = o == t || Self::reachable(th);
                    if th.is_active_external() && reached && th.damage > 0 {
                        let threat = self.threat_ref(o);
                        let change = ThreatChange::Heal(th.damage.min(n));
                        self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
                    }
                }
            }
        }
        Ok(())
    }
}
