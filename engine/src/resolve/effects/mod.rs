//! What a threat's X, Y or Z action does: each family of effect primitives
//! ([`crate::card::Effect`]) is resolved in its own module, named by the family, and `attack`
//! also holds the attack on a zone through its shield that most families end in.
//!
//! Every match over an effect or a family names each variant: a new primitive fails the build
//! until it is resolved.
#![deny(clippy::wildcard_enum_match_arm)]

mod attack;
mod call;
mod condition;
mod crew;
mod destroyed;
mod intruder;
mod lasting;
mod others;
mod ship;
mod threat;

use super::{Flow, Resolver};
use crate::card::Effect;

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// Performs one effect of threat `t`'s action. Inlined where it is called (a threat's
    /// X/Y/Z is a loop over a few effects): a call per effect cost more than its dispatch.
    #[inline(always)]
    pub(super) fn effect(&mut self, t: usize, effect: &Effect) -> Flow {
        match effect {
            Effect::Attack(e) => self.attack_effect(t, *e),
            Effect::Threat(e) => self.threat_effect(t, *e),
            Effect::Ship(e) => self.ship_effect(t, *e),
            Effect::Intruder(e) => self.intruder_effect(t, *e),
            Effect::Crew(e) => {
                self.crew_effect(t, *e);
                Ok(())
            }
            Effect::Lasting(e) => {
                self.lasting_effect(t, e);
                Ok(())
            }
            Effect::Others(e) => self.others_effect(t, *e),
            Effect::Call(e) => self.call_effect(t, *e),
            Effect::Condition(c) => self.condition(t, c),
            Effect::Destroyed(e) => self.destroyed(t, e, None),
        }
    }

    /// Runs a list of effects of threat `t` in order, while it is on its trajectory.
    fn effects(&mut self, t: usize, list: &[Effect]) -> Flow {
        for e in list {
            if !self.state.threats[t].is_active() {
                break;
            }
            self.effect(t, e)?;
        }
        Ok(())
    }
}
