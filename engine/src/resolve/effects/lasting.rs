//! Effects that last from now on: boosts of the other threats, doubled damage, deadly
//! stations, and the hazards of The New Frontier's malfunctions (shields off or reversed, a
//! sealed door, disrupted optics), each until its threat is destroyed.

use super::super::Resolver;
use crate::{
    card::LastingEffect,
    event::{Boost, Event, HazardEvent, LastingEvent},
    few::Few,
    hazard::ShieldMode,
    zone::{Station, Zone},
};
use strum::VariantArray;

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// Starts a lasting effect (told only when it changes something).
    pub(super) fn lasting_effect(&mut self, t: usize, effect: &LastingEffect) {
        let threat = self.threat_ref(t);
        match effect {
            LastingEffect::BoostOthersAttack => {
                self.emit(Event::Lasting(LastingEvent::BoostStarted {
                    threat,
                    boost: Boost::Attack,
                }))
            }
            LastingEffect::BoostAllShields => {
                self.emit(Event::Lasting(LastingEvent::BoostStarted {
                    threat,
                    boost: Boost::Shield,
                }))
            }
            LastingEffect::DoubleDamage(zone) => {
                for &z in Zone::VARIANTS {
                    if zone.is_none_or(|d| d == z) && !self.state.threats[t].doubling[z.index()] {
                        self.emit(Event::Lasting(LastingEvent::DamageDoubled {
                            threat,
                            zone: z,
                        }));
                    }
                }
            }
            LastingEffect::KnockOutEntrants => {
                let mut stations = Few::<Station, 6>::new();
                self.state.threats[t]
                    .tokens()
                    .for_each(|s| stations.push(s));
                if !stations.is_empty() {
                    self.emit(Event::Lasting(LastingEvent::StationsDeadly {
                        threat,
                        stations,
                    }));
                }
            }
            // Told only when the shields change (a second Y finds them reversed already).
            LastingEffect::ShieldsOff => {
                if self.state.expansion.hazards.shield_mode() == ShieldMode::Normal {
                    self.emit(Event::Hazard(HazardEvent::ShieldsOff { threat }));
                }
            }
            LastingEffect::ShieldsReversed => {
                if self.state.expansion.hazards.shield_mode() != ShieldMode::Reversed {
                    self.emit(Event::Hazard(HazardEvent::ShieldsReversed { threat }));
                }
            }
            LastingEffect::SealDoor(door) => {
                if !self.state.expansion.hazards.sealed(*door) {
                    self.emit(Event::Hazard(HazardEvent::DoorSealed {
                        threat,
                        door: *door,
                    }));
                }
            }
            LastingEffect::DisruptOptics(list) => {
                let next = list
                    .iter()
                    .find(|z| !self.state.expansion.hazards.optics_disrupted(**z));
                if let Some(&zone) = next {
                    self.emit(Event::Hazard(HazardEvent::OpticsDisrupted { threat, zone }));
                }
            }
        }
    }
}
