//! Attacks and damage on the ship's zones, and the attack on a zone itself: through its
//! shield (or not), weakened by a carrier, doubled, drawing damage tiles, plasma let through.

use super::super::{Flow, Resolver, Stop, threats::zones};
use crate::{
    card::{AttackEffect, Crew, Trait},
    event::{CrewEvent, Event, KnockOutReason, LossReason, ShipDamageEvent, SpecializationEvent},
    hazard::ShieldMode,
    zone::Zone,
};
use strum::VariantArray;

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// Attacks and damage on the ship's zones. Inlined with `effect`, whose most frequent
    /// family it is: a call of its own per attack cost more than its dispatch.
    #[inline(always)]
    pub(super) fn attack_effect(&mut self, t: usize, effect: AttackEffect) -> Flow {
        let home = self.home_zone(t);
        match effect {
            AttackEffect::Strength {
                strength,
                target,
                ignore_shields,
            } => {
                for z in zones(home, target) {
                    self.attack_zone(t, z, strength, ignore_shields)?;
                }
            }
            AttackEffect::RemainingHp { per_hp, target } => {
                let strength = self.state.threats[t].left() * per_hp;
                for z in zones(home, target) {
                    self.attack_zone(t, z, strength, false)?;
                }
            }
            AttackEffect::PlusReactor { base, target } => {
                for z in zones(home, target) {
                    let strength = base + self.state.ship.reactors[z.index()];
                    self.attack_zone(t, z, strength, false)?;
                }
            }
            AttackEffect::Shielded { strength, target } => {
                for z in zones(home, target) {
                    self.attack_zone_shielded(t, z, strength)?;
                }
            }
            AttackEffect::Rockets { per, target } => {
                let rockets = self.state.ship.rockets;
                for _ in 0..rockets {
                    self.emit(Event::ShipDamage(ShipDamageEvent::RocketDestroyed));
                }
                self.sync_rocket_hit_points()?;
                for _ in 0..rockets {
                    for z in zones(home, target) {
                        self.attack_zone_shielded(t, z, per)?;
                    }
                }
            }
            AttackEffect::PerStation { per } => {
                for &z in Zone::VARIANTS {
                    let th = &self.state.threats[t];
                    let count = th.tokens().filter(|s| s.zone == z).count() as u8;
                    self.attack_zone(t, z, count * per, true)?;
                }
            }
            AttackEffect::PerZoneOccupied { per } => {
                for &z in Zone::VARIANTS {
                    if self.state.threats[t].tokens().any(|s| s.zone == z) {
                        self.attack_zone(t, z, per, true)?;
                    }
                }
            }
            AttackEffect::CentralReactorEnergy => {
                let n = self.state.ship.reactors[Zone::White.index()];
                self.attack_zone(t, home, n, true)?;
            }
            AttackEffect::PerCrewInStation => {
                let n = self.crew_set(t, Crew::InStation).count() as u8;
                self.attack_zone(t, home, n, true)?;
            }
        }
        Ok(())
    }

    /// An attack of `strength` on a zone by threat `t`: the shield absorbs first unless the
    /// attack ignores shields (internal damage always does); each point through draws a tile.
    pub(in crate::resolve) fn attack_zone(
        &mut self,
        t: usize,
        zone: Zone,
        strength: u8,
        ignore_shields: bool,
    ) -> Flow {
        let ignore_shields = ignore_shields || self.is_internal(t);
        self.attack_through(t, zone, strength, ignore_shields)
    }

    /// An attack the zone's shield absorbs, whoever makes it (an internal threat's short
    /// circuit too).
    pub(in crate::resolve) fn attack_zone_shielded(
        &mut self,
        t: usize,
        zone: Zone,
        strength: u8,
    ) -> Flow {
        self.attack_through(t, zone, strength, false)
    }

    /// [`Self::attack_zone`] once it is known whether the shields take part: they absorb
    /// first, absorb nothing while turned off, or add their energy to the attack while
    /// reversed (until the threat responsible is destroyed).
    fn attack_through(&mut self, t: usize, zone: Zone, strength: u8, ignore_shields: bool) -> Flow {
        let internal = self.is_internal(t);
        let mut strength = if internal {
            strength
        } else {
            strength + self.state.attack_boost(t)
        };
        if self.state.threats[t].traits.contains(Trait::Carrier) {
            strength = self.carrier_weakened(t, strength);
        }
        if strength == 0 {
            return Ok(());
        }
        let threat = self.threat_ref(t);
        self.emit(Event::ShipDamage(ShipDamageEvent::Attack {
            threat,
            zone,
            strength,
            ignore_shields,
        }));
        let (mut through, taken) = if ignore_shields {
            (strength, 0)
        } else {
            self.through_shields(t, zone, strength)
        };
        if self.state.ship.double_damage[zone.index()] {
            through *= 2;
        }
        // C3: a structural tile carried from an earlier mission doubles again.
        if self.state.ship.carried_structural[zone.index()] {
            through *= 2;
        }
        for _ in 0..through {
            self.draw_tile(t, zone)?;
        }
        // Plasmatic: a shield that absorbed nothing lets the plasma through (NF34).
        if taken == 0 && through > 0 && self.state.threats[t].traits.contains(Trait::Plasmatic) {
            self.plasma(t, zone);
        }
        Ok(())
    }

    /// What of an attack of `strength` on `zone` gets through its shield, and what the shield
    /// took (its temporary points included, which count as absorbed for plasma and healing):
    /// the shields absorb, absorb nothing while turned off, or join the attack while reversed.
    fn through_shields(&mut self, t: usize, zone: Zone, strength: u8) -> (u8, u8) {
        let mut through = strength;
        let mut temporary = 0;
        let energy = self.state.ship.shields[zone.index()];
        let absorbed = match self.state.expansion.hazards.shield_mode() {
            ShieldMode::Normal => {
                // Temporary shield points (advanced Energy Technician) absorb first.
                temporary =
                    self.state.expansion.specialization.temp_shields[zone.index()].min(through);
                if temporary > 0 {
                    self.emit(Event::Specialization(
                        SpecializationEvent::TemporaryAbsorbed {
                            zone,
                            amount: temporary,
                        },
                    ));
                    through -= temporary;
                }
                energy.min(through)
            }
            ShieldMode::Off => 0,
            ShieldMode::Reversed => {
                if energy > 0 {
                    let amount = energy;
                    self.emit(Event::ShipDamage(ShipDamageEvent::ShieldJoinsAttack {
                        zone,
                        amount,
                    }));
                    through = through.saturating_add(energy);
                }
                0
            }
        };
        if absorbed > 0 {
            self.emit(Event::ShipDamage(ShipDamageEvent::ShieldAbsorbed {
                zone,
                amount: absorbed,
            }));
        }
        self.absorbed = self.absorbed.saturating_add(absorbed + temporary);
        through -= absorbed;
        if self.state.threats[t]
            .traits
            .contains(Trait::DoubleDamageThroughShields)
        {
            through *= 2;
        }
        (through, absorbed + temporary)
    }

    /// A carrier's attack while a conscious pilot is out at a range up to its distance band:
    /// 2 weaker (the strength left).
    fn carrier_weakened(&mut self, t: usize, strength: u8) -> u8 {
        let reach = self.state.threats[t].distance();
        let pilot_near = (self.state.interceptor_range()).is_some_and(|r| r <= reach);
        if !pilot_near || strength == 0 {
            return strength;
        }
        let amount = strength.min(2);
        let threat = self.threat_ref(t);
        self.emit(Event::ShipDamage(ShipDamageEvent::CarrierWeakened {
            threat,
            amount,
        }));
        strength - amount
    }

    /// The plasma of an attack no shield absorbed: every crew member aboard in the zone, on
    /// both decks, is knocked out (RULINGS.md NF34).
    fn plasma(&mut self, t: usize, zone: Zone) {
        let threat = self.threat_ref(t);
        for i in 0..self.state.crew.len() {
            if self.state.is_aboard(i) && self.state.crew[i].station.is_some_and(|s| s.zone == zone)
            {
                let crew = self.crew_ref(i);
                let why = KnockOutReason::ThreatAction(threat);
                self.emit(Event::Crew(CrewEvent::KnockedOut { crew, why }));
            }
        }
    }

    fn draw_tile(&mut self, t: usize, zone: Zone) -> Flow {
        match self.stacks[zone.index()].pop() {
            Some(tile) => {
                self.emit(Event::ShipDamage(ShipDamageEvent::TileDrawn { zone, tile }));
                Ok(())
            }
            None => {
                let by = Some(self.threat_ref(t));
                self.emit(Event::ShipDamage(ShipDamageEvent::ShipDestroyed {
                    by,
                    why: LossReason::SeventhDamage(zone),
                }));
                Err(Stop)
            }
        }
    }
}
