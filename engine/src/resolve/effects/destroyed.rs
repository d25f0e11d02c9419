//! What happens when a threat is destroyed: the card's `destroyed` list.

use super::super::{Flow, Resolver};
use crate::{
    card::{Crew, DestroyedEffect, Effect},
    event::{CrewRef, Event, HurtReason, KnockOutReason, ThreatDamageEvent},
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// One effect of a card's `destroyed` list, `by` the crew member who destroyed it (the
    /// card format keeps every other effect out of the list; one there runs as in an action).
    pub(in crate::resolve) fn destroyed_effect(
        &mut self,
        t: usize,
        effect: &Effect,
        by: Option<&CrewRef>,
    ) -> Flow {
        match effect {
            Effect::Destroyed(e) => self.destroyed(t, e, by),
            Effect::Attack(_)
            | Effect::Threat(_)
            | Effect::Ship(_)
            | Effect::Intruder(_)
            | Effect::Crew(_)
            | Effect::Lasting(_)
            | Effect::Others(_)
            | Effect::Call(_)
            | Effect::Condition(_) => self.effect(t, effect),
        }
    }

    /// What happens when threat `t` is destroyed `by` a crew member (or not).
    pub(super) fn destroyed(
        &mut self,
        t: usize,
        effect: &DestroyedEffect,
        by: Option<&CrewRef>,
    ) -> Flow {
        let threat = self.threat_ref(t);
        match effect {
            DestroyedEffect::KnockOutDestroyer => {
                if let Some(crew) = by.cloned() {
                    self.knock_out(crew.index, KnockOutReason::DestroyedIt(threat));
                }
            }
            DestroyedEffect::KnockOutHost => {
                if let Some(h) = self.conscious_host(t) {
                    self.knock_out(h, KnockOutReason::DestroyedBeside(threat));
                }
            }
            DestroyedEffect::KnockOutIn(stations) => {
                for &s in stations {
                    for v in self.crew_set(t, Crew::At(s)) {
                        self.knock_out(v, KnockOutReason::DestroyedBeside(threat));
                    }
                }
            }
            DestroyedEffect::DamageOthers(n) => self.damage_others(t, *n)?,
            DestroyedEffect::AttackPerPassedSpace { per } => {
                let strength = per * self.state.threats[t].xy_passed;
                if strength > 0
                    && let Some(z) = self.state.threats[t].external_zone()
                {
                    self.attack_zone(t, z, strength, false)?;
                }
            }
        }
        Ok(())
    }

    /// R17: every other external threat on a trajectory takes `n`, ignoring shields; a
    /// phased-out threat is out of reach (RULINGS.md NF33).
    fn damage_others(&mut self, t: usize, n: u8) -> Flow {
        for o in 0..self.state.threats.len() {
            let th = &self.state.threats[o];
            if o != t && th.is_active_external() && Self::reachable(th) {
                let threat = self.threat_ref(o);
                self.emit(Event::ThreatDamage(ThreatDamageEvent::Hurt {
                    threat,
                    amount: n,
                    why: HurtReason::Explosion,
                }));
                self.check_destroyed(o, None)?;
            }
        }
        Ok(())
    }
}
