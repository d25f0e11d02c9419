//! The ship's energy, fuel, rockets and stored battlebots taken by a threat; the ship
//! destroyed outright.

use super::super::{Flow, Resolver, Stop};
use crate::{
    card::{Containers, ShipEffect},
    event::{
        Container, Event, LossReason, ShipDamageEvent, ShipEvent, SpecializationEvent, SquadReason,
        ThreatChange, ThreatEvent,
    },
    ship::SquadPlace,
    zone::Zone,
};
use strum::VariantArray;

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// The ship's energy, fuel, rockets and stored battlebots; the ship destroyed.
    pub(super) fn ship_effect(&mut self, t: usize, effect: ShipEffect) -> Flow {
        let home = self.home_zone(t);
        match effect {
            ShipEffect::Drain { containers, amount } => {
                self.drain_containers(t, containers, amount)
            }
            ShipEffect::DrainReactorOrDamage => {
                if self.state.ship.reactors[home.index()] > 0 {
                    self.drain(Container::Reactor(home), Some(1));
                } else {
                    self.attack_zone(t, home, 1, true)?;
                }
            }
            ShipEffect::DrainReactorIntoSpeed => {
                let n = self.state.ship.reactors[home.index()];
                if n > 0 {
                    self.drain(Container::Reactor(home), None);
                    let threat = self.threat_ref(t);
                    let change = ThreatChange::SpeedUp(n);
                    self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
                }
            }
            ShipEffect::ReactorIntoShield => self.reactor_into_shield(t)?,
            ShipEffect::ShieldIntoDamage => {
                let n = self.state.ship.shields[Zone::White.index()];
                self.drain(Container::Shield(Zone::White), None);
                self.attack_zone(t, home, n, true)?;
            }
            ShipEffect::ReactorsIntoDamage => {
                for &z in Zone::VARIANTS {
                    let n = self.state.ship.reactors[z.index()];
                    self.drain(Container::Reactor(z), None);
                    self.attack_zone(t, z, n, true)?;
                }
            }
            ShipEffect::DestroyFuel(n) => {
                let amount = self.state.ship.fuel.min(n);
                if amount > 0 {
                    self.emit(Event::ShipDamage(ShipDamageEvent::FuelDestroyed { amount }));
                }
            }
            ShipEffect::DestroyRocket => {
                if self.state.ship.rockets > 0 {
                    self.emit(Event::ShipDamage(ShipDamageEvent::RocketDestroyed));
                    self.sync_rocket_hit_points()?;
                }
            }
            ShipEffect::DisableStoredBots(station) => {
                let squads = &self.state.ship.squads;
                let stored = |q: &crate::ship::Squad| q.place == SquadPlace::Stored(station);
                if let Some(squad) = squads.iter().position(|q| stored(q) && !q.disabled) {
                    self.emit(Event::Ship(ShipEvent::SquadDisabled {
                        squad,
                        why: SquadReason::Sabotaged,
                    }));
                }
            }
            ShipEffect::Destroy => {
                let threat = self.threat_ref(t);
                self.emit(Event::ShipDamage(ShipDamageEvent::ShipDestroyed {
                    by: Some(threat),
                    why: LossReason::ThreatAction,
                }));
                return Err(Stop);
            }
        }
        Ok(())
    }

    /// Removes `amount` energy (all when `None`) from each of the containers named.
    fn drain_containers(&mut self, t: usize, containers: Containers, amount: Option<u8>) {
        let home = self.home_zone(t);
        match containers {
            Containers::AllShields => Zone::VARIANTS
                .iter()
                .copied()
                .for_each(|z| self.drain(Container::Shield(z), amount)),
            Containers::OwnShield => self.drain(Container::Shield(home), amount),
            Containers::AllReactors => Zone::VARIANTS
                .iter()
                .copied()
                .for_each(|z| self.drain(Container::Reactor(z), amount)),
            Containers::OwnReactor => self.drain(Container::Reactor(home), amount),
            Containers::CentralReactor => self.drain(Container::Reactor(Zone::White), amount),
            Containers::OwnStation => {
                if let Some(&s) = self.state.threats[t].stations.first() {
                    self.drain(Self::station_container(s), amount);
                }
            }
        }
    }

    /// The central reactor's energy flows into the white shield; what does not fit is damage.
    fn reactor_into_shield(&mut self, t: usize) -> Flow {
        let (from, to) = (
            Container::Reactor(Zone::White),
            Container::Shield(Zone::White),
        );
        let energy = self.state.ship.energy(from);
        let moved = energy.min(self.state.ship.room(to));
        if moved > 0 {
            self.emit(Event::Ship(ShipEvent::EnergyMoved {
                crew: None,
                from,
                to,
                amount: moved,
                bonus: 0,
            }));
        }
        let overflow = energy - moved;
        if overflow > 0 {
            self.drain(from, Some(overflow));
            let z = self.home_zone(t);
            self.attack_zone(t, z, overflow, true)?;
        }
        Ok(())
    }

    /// Removes `amount` energy (all when `None`) from a container; nothing logged when empty.
    pub(in crate::resolve) fn drain(&mut self, container: Container, mut amount: Option<u8>) {
        // NF25: a drain on a shield takes its temporary points first.
        if let Container::Shield(zone) = container {
            let temporary = self.state.expansion.specialization.temp_shields[zone.index()];
            let taken = amount.map_or(temporary, |a| a.min(temporary));
            if taken > 0 {
                self.emit(Event::Specialization(
                    SpecializationEvent::TemporaryDrained {
                        zone,
                        amount: taken,
                    },
                ));
                amount = amount.map(|a| a - taken);
            }
        }
        let have = self.state.ship.energy(container);
        let amount = amount.map_or(have, |a| a.min(have));
        if amount > 0 {
            self.emit(Event::ShipDamage(ShipDamageEvent::EnergyDrained {
                container,
                amount,
            }));
        }
    }
}
