//! What a threat's X, Y or Z action does: the effect primitives of its card, grouped by family
//! (attacks on the ship, changes to the threat itself, the ship's energy and stores, intruders
//! moving, crew, lasting effects), and the attack on a zone through its shield.

use super::{Flow, Resolver, Stop, threats::zones};
use crate::specialization::event::SpecialtyEvent;
use crate::{
    card::{Containers, Crew, Effect},
    event::{
        Boost, Container, DelayReason, Event, HurtReason, KnockOutReason, LossReason, SquadReason,
        ThreatChange,
    },
    ship::SquadPlace,
    zone::{Station, Zone},
};

impl<const LOG: bool, const WATCH: bool> Resolver<LOG, WATCH> {
    /// Performs one effect of threat `t`'s action.
    pub(super) fn effect(&mut self, t: usize, effect: &Effect) -> Flow {
        match effect {
            Effect::Attack { .. }
            | Effect::AttackRemainingHp { .. }
            | Effect::DamagePerStation { .. }
            | Effect::DamagePerZoneOccupied { .. }
            | Effect::DamageCentralReactorEnergy
            | Effect::DamagePerCrewInStation => self.attack_effect(t, effect),
            Effect::IfDamaged { .. }
            | Effect::Heal(_)
            | Effect::HealHalf
            | Effect::DamageSelf(_)
            | Effect::SpeedUp(_)
            | Effect::ShieldUp(_)
            | Effect::SetShield(_)
            | Effect::Reveal
            | Effect::StartFiringBack => self.self_effect(t, effect),
            Effect::Drain { .. }
            | Effect::DrainReactorOrDamage
            | Effect::ReactorIntoShield
            | Effect::ShieldIntoDamage
            | Effect::ReactorsIntoDamage
            | Effect::DestroyFuel(_)
            | Effect::DestroyRocket
            | Effect::DisableStoredBots(_) => self.ship_effect(t, effect),
            Effect::MoveRedward
            | Effect::MoveBlueward
            | Effect::ChangeDeck
            | Effect::MoveToMostCrew
            | Effect::Spread { .. } => {
                self.intruder_move(t, effect);
                Ok(())
            }
            Effect::Delay(_) | Effect::KnockOut(_) | Effect::KnockOutEntrants => {
                self.crew_effect(t, effect);
                Ok(())
            }
            Effect::AdvanceOthers
            | Effect::BoostOthersAttack
            | Effect::BoostAllShields
            | Effect::DoubleDamage(_)
            | Effect::DestroyShip => self.lasting_effect(t, effect),
            Effect::KnockOutDestroyer
            | Effect::KnockOutIn(_)
            | Effect::DamageOthers(_)
            | Effect::AttackPerPassedSpace { .. } => self.destroyed_effect(t, effect, None),
        }
    }

    /// Attacks and damage on the ship's zones.
    fn attack_effect(&mut self, t: usize, effect: &Effect) -> Flow {
        let home = self.home_zone(t);
        match *effect {
            Effect::Attack {
                strength,
                target,
                ignore_shields,
            } => {
                for z in zones(home, target) {
                    self.attack_zone(t, z, strength, ignore_shields)?;
                }
            }
            Effect::AttackRemainingHp { per_hp, target } => {
                let strength = self.state.threats[t].left() * per_hp;
                for z in zones(home, target) {
                    self.attack_zone(t, z, strength, false)?;
                }
            }
            Effect::DamagePerStation { per } => {
                for z in Zone::ALL {
                    let th = &self.state.threats[t];
                    let count = th.tokens().filter(|s| s.zone == z).count() as u8;
                    self.attack_zone(t, z, count * per, true)?;
                }
            }
            Effect::DamagePerZoneOccupied { per } => {
                for z in Zone::ALL {
                    if self.state.threats[t].tokens().any(|s| s.zone == z) {
                        self.attack_zone(t, z, per, true)?;
                    }
                }
            }
            Effect::DamageCentralReactorEnergy => {
                let n = self.state.ship.reactors[Zone::White.index()];
                self.attack_zone(t, home, n, true)?;
            }
            Effect::DamagePerCrewInStation => {
                let n = self.crew_set(t, Crew::InStation).count() as u8;
                self.attack_zone(t, home, n, true)?;
            }
            _ => {}
        }
        Ok(())
    }

    /// Changes to the threat itself.
    fn self_effect(&mut self, t: usize, effect: &Effect) -> Flow {
        let threat = self.threat_ref(t);
        let change = match effect {
            Effect::IfDamaged {
                damage,
                then,
                otherwise,
            } => {
                let branch = if self.state.threats[t].damage >= *damage {
                    then
                } else {
                    otherwise
                };
                for e in branch {
                    if !self.state.threats[t].is_active() {
                        break;
                    }
                    self.effect(t, e)?;
                }
                return Ok(());
            }
            Effect::Heal(n) => ThreatChange::Heal(self.state.threats[t].damage.min(*n)),
            Effect::HealHalf => ThreatChange::Heal(self.state.threats[t].damage / 2),
            Effect::DamageSelf(n) => {
                self.emit(Event::ThreatHurt {
                    threat,
                    amount: *n,
                    why: HurtReason::OwnAction,
                });
                return self.check_destroyed(t, None);
            }
            Effect::SpeedUp(n) => ThreatChange::SpeedUp(*n),
            Effect::ShieldUp(n) => ThreatChange::ShieldUp(*n),
            Effect::SetShield(n) => ThreatChange::SetShield(*n),
            Effect::Reveal => ThreatChange::Revealed,
            Effect::StartFiringBack => ThreatChange::FiresBack,
            _ => return Ok(()),
        };
        if change != ThreatChange::Heal(0) {
            self.emit(Event::ThreatChanged { threat, change });
        }
        Ok(())
    }

    /// The ship's energy, fuel, rockets and stored battlebots.
    fn ship_effect(&mut self, t: usize, effect: &Effect) -> Flow {
        let home = self.home_zone(t);
        match *effect {
            Effect::Drain { containers, amount } => match containers {
                Containers::AllShields => Zone::ALL
                    .into_iter()
                    .for_each(|z| self.drain(Container::Shield(z), amount)),
                Containers::OwnShield => self.drain(Container::Shield(home), amount),
                Containers::AllReactors => Zone::ALL
                    .into_iter()
                    .for_each(|z| self.drain(Container::Reactor(z), amount)),
                Containers::OwnReactor => self.drain(Container::Reactor(home), amount),
                Containers::CentralReactor => self.drain(Container::Reactor(Zone::White), amount),
            },
            Effect::DrainReactorOrDamage => {
                if self.state.ship.reactors[home.index()] > 0 {
                    self.drain(Container::Reactor(home), Some(1));
                } else {
                    self.attack_zone(t, home, 1, true)?;
                }
            }
            Effect::ReactorIntoShield => self.reactor_into_shield(t)?,
            Effect::ShieldIntoDamage => {
                let n = self.state.ship.shields[Zone::White.index()];
                self.drain(Container::Shield(Zone::White), None);
                self.attack_zone(t, home, n, true)?;
            }
            Effect::ReactorsIntoDamage => {
                for z in Zone::ALL {
                    let n = self.state.ship.reactors[z.index()];
                    self.drain(Container::Reactor(z), None);
                    self.attack_zone(t, z, n, true)?;
                }
            }
            Effect::DestroyFuel(n) => {
                let amount = self.state.ship.fuel.min(n);
                if amount > 0 {
                    self.emit(Event::FuelDestroyed { amount });
                }
            }
            Effect::DestroyRocket if self.state.ship.rockets > 0 => {
                self.emit(Event::RocketDestroyed);
                self.sync_rocket_hit_points()?;
            }
            Effect::DisableStoredBots(station) => {
                let squads = &self.state.ship.squads;
                let stored = |q: &crate::ship::Squad| q.place == SquadPlace::Stored(station);
                if let Some(squad) = squads.iter().position(|q| stored(q) && !q.disabled) {
                    self.emit(Event::SquadDisabled {
                        squad,
                        why: SquadReason::Sabotaged,
                    });
                }
            }
            _ => {}
        }
        Ok(())
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
            self.emit(Event::EnergyMoved {
                crew: None,
                from,
                to,
                amount: moved,
                bonus: 0,
            });
        }
        let overflow = energy - moved;
        if overflow > 0 {
            self.drain(from, Some(overflow));
            let z = self.home_zone(t);
            self.attack_zone(t, z, overflow, true)?;
        }
        Ok(())
    }

    /// An intruder's tokens move or spread.
    fn intruder_move(&mut self, t: usize, effect: &Effect) {
        let threat = self.threat_ref(t);
        match *effect {
            Effect::MoveRedward | Effect::MoveBlueward | Effect::ChangeDeck => {
                // Every main token moves from where it stood when the action began.
                let from_list = self.state.threats[t].stations;
                for &from in &from_list {
                    let to = match effect {
                        Effect::MoveRedward => from.redward(),
                        Effect::MoveBlueward => from.blueward(),
                        _ => from.other_deck(),
                    };
                    if to != from {
                        self.emit(Event::IntruderMoved { threat, from, to });
                    }
                }
            }
            Effect::MoveToMostCrew => {
                let Some(&from) = self.state.threats[t].stations.first() else {
                    return;
                };
                // RULINGS.md "Seeker": the adjacent station with the most crew, whatever its
                // own station holds; a tie keeps it where it is (T5).
                let near = [from.redward(), from.blueward(), from.other_deck()];
                let crew = |s: Station| self.state.crew_at(s).count();
                let candidates = near.into_iter().filter(|s| *s != from);
                let Some(most) = candidates.clone().map(crew).max() else {
                    return;
                };
                let mut best = candidates.filter(|s| crew(*s) == most);
                if let (Some(to), None) = (best.next(), best.next()) {
                    self.emit(Event::IntruderMoved { threat, from, to });
                }
            }
            Effect::Spread { blueward } => {
                // RULINGS.md T9: no spreading into a station already held by a spreading threat
                // (this card's tokens or another slime's).
                let slimed = |s: Station| {
                    (self.state.threats.iter())
                        .any(|o| o.is_active() && o.holds(s) && o.card.spreads())
                };
                let mut new = [None::<Station>; 6];
                let mut n = 0;
                for s in self.state.threats[t].tokens() {
                    let to = if blueward { s.blueward() } else { s.redward() };
                    if to != s && !slimed(to) && !new[..n].contains(&Some(to)) && n < new.len() {
                        new[n] = Some(to);
                        n += 1;
                    }
                }
                for station in new[..n].iter().flatten().copied() {
                    self.emit(Event::Spread { threat, station });
                }
            }
            _ => {}
        }
    }

    /// Delays and knock-outs of crew, and stations left deadly.
    fn crew_effect(&mut self, t: usize, effect: &Effect) {
        let threat = self.threat_ref(t);
        match *effect {
            Effect::Delay(who) => {
                let next = self.turn() + 1;
                for i in self.crew_set(t, who) {
                    self.delay(i, next, DelayReason::ThreatAction);
                }
            }
            Effect::KnockOut(who) => {
                for i in self.crew_set(t, who) {
                    self.knock_out(i, KnockOutReason::ThreatAction(threat));
                }
            }
            Effect::KnockOutEntrants => {
                let mut stations = crate::few::Few::<Station, 6>::new();
                self.state.threats[t]
                    .tokens()
                    .for_each(|s| stations.push(s));
                if !stations.is_empty() {
                    self.emit(Event::StationsDeadly { threat, stations });
                }
            }
            _ => {}
        }
    }

    /// Effects on other threats and lasting effects; the ship destroyed outright.
    fn lasting_effect(&mut self, t: usize, effect: &Effect) -> Flow {
        let threat = self.threat_ref(t);
        match *effect {
            Effect::AdvanceOthers => {
                let mut others = 0u64;
                for o in 0..self.state.threats.len().min(64) {
                    if o != t && self.state.threats[o].is_active_external() {
                        others |= 1 << o;
                    }
                }
                for o in 0..self.state.threats.len().min(64) {
                    if others & (1 << o) != 0 && self.state.threats[o].is_active() {
                        self.advance(o, 1)?;
                    }
                }
            }
            Effect::BoostOthersAttack => self.emit(Event::BoostStarted {
                threat,
                boost: Boost::Attack,
            }),
            Effect::BoostAllShields => self.emit(Event::BoostStarted {
                threat,
                boost: Boost::Shield,
            }),
            Effect::DoubleDamage(zone) => {
                for z in Zone::ALL {
                    if zone.is_none_or(|d| d == z) && !self.state.threats[t].doubling[z.index()] {
                        self.emit(Event::DamageDoubled { threat, zone: z });
                    }
                }
            }
            Effect::DestroyShip => {
                self.emit(Event::ShipDestroyed {
                    by: Some(threat),
                    why: LossReason::ThreatAction,
                });
                return Err(Stop);
            }
            _ => {}
        }
        Ok(())
    }

    /// An attack of `strength` on a zone by threat `t`: the shield absorbs first unless the
    /// attack ignores shields (internal damage always does); each point through draws a tile.
    pub(super) fn attack_zone(
        &mut self,
        t: usize,
        zone: Zone,
        strength: u8,
        ignore_shields: bool,
    ) -> Flow {
        let internal = self.is_internal(t);
        let strength = if internal {
            strength
        } else {
            strength + self.state.attack_boost(t)
        };
        if strength == 0 {
            return Ok(());
        }
        let ignore_shields = ignore_shields || internal;
        let threat = self.threat_ref(t);
        self.emit(Event::Attack {
            threat,
            zone,
            strength,
            ignore_shields,
        });
        let mut through = strength;
        if !ignore_shields {
            // Temporary shield points (advanced Energy Technician) absorb first.
            let temporary = self.state.special.temp_shields[zone.index()].min(through);
            if temporary > 0 {
                self.emit(Event::Specialty(SpecialtyEvent::TemporaryAbsorbed {
                    zone,
                    amount: temporary,
                }));
                through -= temporary;
            }
            let absorbed = self.state.ship.shields[zone.index()].min(through);
            if absorbed > 0 {
                self.emit(Event::ShieldAbsorbed {
                    zone,
                    amount: absorbed,
                });
            }
            through -= absorbed;
            if self.state.threats[t]
                .traits
                .contains(crate::card::Trait::DoubleDamageThroughShields)
            {
                through *= 2;
            }
        }
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
        Ok(())
    }

    fn draw_tile(&mut self, t: usize, zone: Zone) -> Flow {
        match self.stacks[zone.index()].pop() {
            Some(tile) => {
                self.emit(Event::TileDrawn { zone, tile });
                Ok(())
            }
            None => {
                let by = Some(self.threat_ref(t));
                self.emit(Event::ShipDestroyed {
                    by,
                    why: LossReason::SeventhDamage(zone),
                });
                Err(Stop)
            }
        }
    }

    /// Removes `amount` energy (all when `None`) from a container; nothing logged when empty.
    fn drain(&mut self, container: Container, mut amount: Option<u8>) {
        // NF25: a drain on a shield takes its temporary points first.
        if let Container::Shield(zone) = container {
            let temporary = self.state.special.temp_shields[zone.index()];
            let taken = amount.map_or(temporary, |a| a.min(temporary));
            if taken > 0 {
                self.emit(Event::Specialty(SpecialtyEvent::TemporaryDrained {
                    zone,
                    amount: taken,
                }));
                amount = amount.map(|a| a - taken);
            }
        }
        let have = self.state.ship.energy(container);
        let amount = amount.map_or(have, |a| a.min(have));
        if amount > 0 {
            self.emit(Event::EnergyDrained { container, amount });
        }
    }
}
