//! Lasting effects of threats: doubled damage, deadly stations, boosts; and The New
//! Frontier's hazards (shields off or reversed, sealed doors, disrupted optics), each started
//! by a threat and ended by its destruction.

use crate::{
    event::{Boost, HazardEvent, LastingEvent},
    hazard::ShieldMode,
    state::State,
};

impl State {
    #[inline(always)]
    pub(super) fn apply_lasting(&mut self, event: &LastingEvent) {
        match event {
            LastingEvent::DamageDoubled { threat, zone } => {
                self.threats[threat.index].doubling[zone.index()] = true;
                self.ship.double_damage[zone.index()] = true;
            }
            LastingEvent::DamageDoublingEnded { threat, zone } => {
                let z = zone.index();
                self.threats[threat.index].doubling[z] = false;
                self.ship.double_damage[z] = self.threats.iter().any(|t| t.doubling[z]);
            }
            LastingEvent::StationsDeadly { threat, stations } => {
                for s in stations {
                    self.deadly[s.index()].get_or_insert(threat.index);
                }
            }
            LastingEvent::BoostStarted { threat, boost } => {
                let b = match boost {
                    Boost::Attack => 0,
                    Boost::Shield => 1,
                };
                let t = &mut self.threats[threat.index];
                t.boosts[b] = t.boosts[b].saturating_add(1);
                self.boosts[b] = self.boosts[b].saturating_add(1);
            }
        }
    }

    pub(super) fn apply_hazard(&mut self, event: &HazardEvent) {
        let h = &mut self.expansion.hazards;
        match event {
            HazardEvent::ShieldsOff { threat } => h.shields = Some((threat.index, ShieldMode::Off)),
            HazardEvent::ShieldsReversed { threat } => {
                h.shields = Some((threat.index, ShieldMode::Reversed))
            }
            HazardEvent::ShieldsRestored { .. } => h.shields = None,
            HazardEvent::DoorSealed { threat, door } => {
                h.doors[door.index()].get_or_insert(threat.index);
            }
            HazardEvent::DoorReopened { door, .. } => h.doors[door.index()] = None,
            HazardEvent::OpticsDisrupted { threat, zone } => {
                h.optics[zone.index()].get_or_insert(threat.index);
            }
            HazardEvent::OpticsRestored { zone, .. } => h.optics[zone.index()] = None,
        }
    }
}
