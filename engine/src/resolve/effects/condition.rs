//! Effects run only under a condition: the threat's damage, a rocket hit, crew in its
//! station, something taken from the ship, or (bracketed values) a turn it started phased out.

use super::super::{Flow, Resolver};
use crate::card::{Condition, Crew};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// Runs the branch the condition picks.
    pub(super) fn condition(&mut self, t: usize, condition: &Condition) -> Flow {
        let th = &self.state.threats[t];
        let list = match condition {
            Condition::IfDamaged {
                damage,
                then,
                otherwise,
            } => pick(th.damage >= *damage, then, otherwise),
            Condition::IfRocketHit { then, otherwise } => pick(th.rocket_hit, then, otherwise),
            Condition::IfCrewHere { then, otherwise } => {
                let here = self.crew_set(t, Crew::InStation).next().is_some();
                pick(here, then, otherwise)
            }
            Condition::Bracketed { normal, phased } => pick(th.started_out, phased, normal),
            Condition::IfTaken { take, then } => {
                let before = self.stores();
                self.ship_effect(t, *take)?;
                if self.stores() == before {
                    return Ok(());
                }
                then
            }
        };
        self.effects(t, list)
    }

    /// What an `if-taken` may take: the energy aboard, the fuel and the rockets.
    fn stores(&self) -> (u32, u8, u8) {
        let s = &self.state.ship;
        let energy: u32 = (s.reactors.iter().chain(&s.shields))
            .map(|&e| u32::from(e))
            .sum();
        (energy, s.fuel, s.rockets)
    }
}

/// `then` when the condition holds, else `otherwise`.
fn pick<'a, T>(holds: bool, then: &'a [T], otherwise: &'a [T]) -> &'a [T] {
    if holds { then } else { otherwise }
}
