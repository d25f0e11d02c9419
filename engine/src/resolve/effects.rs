//! What a threat's X, Y or Z action does: the effect primitives of its card, grouped by family
//! (attacks on the ship, changes to the threat itself, the ship's energy and stores, intruders
//! moving, crew, lasting effects), and the attack on a zone through its shield.

use super::{Flow, Resolver, Stop, threats::zones};
use crate::event::{
    CrewEvent, HazardEvent, IntruderEvent, LastingEvent, ShipDamageEvent, ShipEvent,
    ThreatDamageEvent, ThreatEvent,
};
use crate::{
    card::{Containers, Crew, Effect, Trait},
    event::{
        Boost, Container, DelayReason, Event, HurtReason, KnockOutReason, LossReason,
        SpecialtyEvent, SquadReason, ThreatChange,
    },
    hazard::ShieldMode,
    ship::SquadPlace,
    zone::{Station, Zone},
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
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
            Effect::IfCrewHere { .. }
            | Effect::Infect
            | Effect::DamageByInfected(_)
            | Effect::KnockOutPoisoned
            | Effect::RocketsAttack { .. }
            | Effect::LayMine
            | Effect::DetonateMines(_)
            | Effect::Sabotage
            | Effect::DrainReactorIntoSpeed
            | Effect::MoveToMostDamaged
            | Effect::DamageHostZone(_)
            | Effect::KnockOutHost => self.intruder_effect(t, effect),
            Effect::ShieldedAttack { .. }
            | Effect::IfTaken { .. }
            | Effect::ShieldsOff
            | Effect::ShieldsReversed
            | Effect::SealDoor(_)
            | Effect::DisruptOptics(_)
            | Effect::AdvanceInZone(_)
            | Effect::RepeatAction(_)
            | Effect::RunSecretThreat
            | Effect::SwapSides => self.malfunction_effect(t, effect),
            Effect::CallThreat { .. }
            | Effect::Bracketed { .. }
            | Effect::Jump { .. }
            | Effect::HealAbsorbed
            | Effect::AttackPlusReactor { .. }
            | Effect::AdvanceInternal(_)
            | Effect::HealExternal(_)
            | Effect::IfRocketHit { .. } => self.frontier_effect(t, effect),
        }
    }

    /// Effects of The New Frontier's cards: calls, bracketed values, jumps, healing from what
    /// the shields absorbed, and effects on the other threats.
    fn frontier_effect(&mut self, t: usize, effect: &Effect) -> Flow {
        let threat = self.threat_ref(t);
        match effect {
            Effect::CallThreat { faster_below, .. } => self.call_threat(t, *faster_below),
            Effect::Bracketed { normal, phased } => {
                let list = if self.state.threats[t].started_out {
                    phased
                } else {
                    normal
                };
                self.effects(t, list)
            }
            Effect::IfRocketHit { then, otherwise } => {
                let list = if self.state.threats[t].rocket_hit {
                    then
                } else {
                    otherwise
                };
                self.effects(t, list)
            }
            Effect::Jump { blueward } => {
                self.jump(t, *blueward);
                Ok(())
            }
            Effect::HealAbsorbed => {
                let n = self.state.threats[t].damage.min(self.absorbed);
                if n > 0 {
                    let change = ThreatChange::Heal(n);
                    self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
                }
                Ok(())
            }
            Effect::AttackPlusReactor { base, target } => {
                for z in zones(self.home_zone(t), *target) {
                    let strength = base + self.state.ship.reactors[z.index()];
                    self.attack_zone(t, z, strength, false)?;
                }
                Ok(())
            }
            Effect::AdvanceInternal(n) => {
                for o in 0..self.state.threats.len() {
                    let th = &self.state.threats[o];
                    if o != t && th.is_active() && th.is_internal_threat() && Self::reachable(th) {
                        self.advance(o, *n)?;
                    }
                }
                Ok(())
            }
            Effect::HealExternal(n) => {
                for o in 0..self.state.threats.len() {
                    let th = &self.state.threats[o];
                    let reached = o == t || Self::reachable(th);
                    if th.is_active_external() && reached && th.damage > 0 {
                        let threat = self.threat_ref(o);
                        let change = ThreatChange::Heal(th.damage.min(*n));
                        self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
                    }
                }
                Ok(())
            }
            _ => Ok(()),
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

    /// Threat `t` calls in the card drawn for it: it enters at the end of this threat step
    /// (the threats step moves it in), in the caller's zone if external.
    fn call_threat(&mut self, t: usize, faster_below: Option<u8>) -> Flow {
        let found = (t + 1..self.state.threats.len()).find(|&c| {
            self.state.threats[c].caller == Some(t) && !self.state.expansion.called.contains(&c)
        });
        let Some(c) = found else {
            return Ok(());
        };
        let zone = if self.state.threats[c].kind == crate::card::ThreatKind::External {
            crate::zone::ThreatZone::External(self.home_zone(t))
        } else {
            crate::zone::ThreatZone::Internal
        };
        let (caller, threat) = (self.threat_ref(t), self.threat_ref(c));
        self.emit(Event::Threat(ThreatEvent::Called {
            caller,
            threat,
            zone,
        }));
        if faster_below.is_some_and(|n| self.state.threats[t].damage < n) {
            let change = ThreatChange::SpeedUp(1);
            self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
        }
        Ok(())
    }

    /// A jump to the neighbouring zone's trajectory (red and blue wrap round), keeping the
    /// space: only if that trajectory is at least that long (RULINGS.md NF20, checked here,
    /// at the marker).
    fn jump(&mut self, t: usize, blueward: bool) {
        let th = &self.state.threats[t];
        let Some(from) = th.external_zone() else {
            return;
        };
        let to = match (from, blueward) {
            (Zone::Red, true) | (Zone::Blue, false) => Zone::White,
            (Zone::White, true) | (Zone::Red, false) => Zone::Blue,
            (Zone::White, false) | (Zone::Blue, true) => Zone::Red,
        };
        let threat = self.threat_ref(t);
        let board = self.state.boards.of(crate::zone::ThreatZone::External(to));
        // At the marker (NF20); a jump outside a move (none on the cards) uses its space.
        let at = if self.marker > 0 {
            self.marker
        } else {
            th.space
        };
        if board.length() >= at {
            self.emit(Event::Threat(ThreatEvent::Jumped { threat, from, to }));
        } else {
            self.emit(Event::Threat(ThreatEvent::JumpBlocked { threat, to }));
        }
    }

    /// The New Frontier malfunctions' effects: shielded attacks, conditional effects, the
    /// hazards they leave, external threats pushed on, the crew repeating or displaced.
    fn malfunction_effect(&mut self, t: usize, effect: &Effect) -> Flow {
        let threat = self.threat_ref(t);
        let home = self.home_zone(t);
        match effect {
            Effect::ShieldedAttack { strength, target } => {
                for z in zones(home, *target) {
                    self.attack_zone_shielded(t, z, *strength)?;
                }
            }
            Effect::IfTaken { take, then } => {
                let stores = |s: &crate::ship::Ship| {
                    let energy: u32 = s
                        .reactors
                        .iter()
                        .chain(&s.shields)
                        .map(|&e| u32::from(e))
                        .sum();
                    (energy, s.fuel, s.rockets)
                };
                let before = stores(&self.state.ship);
                self.effect(t, take)?;
                if stores(&self.state.ship) != before {
                    for e in then {
                        if !self.state.threats[t].is_active() {
                            break;
                        }
                        self.effect(t, e)?;
                    }
                }
            }
            // Told only when the shields change (a second Y finds them reversed already).
            Effect::ShieldsOff
                if self.state.expansion.hazards.shield_mode() == ShieldMode::Normal =>
            {
                self.emit(Event::Hazard(HazardEvent::ShieldsOff { threat }))
            }
            Effect::ShieldsReversed
                if self.state.expansion.hazards.shield_mode() != ShieldMode::Reversed =>
            {
                self.emit(Event::Hazard(HazardEvent::ShieldsReversed { threat }))
            }
            Effect::SealDoor(door) if !self.state.expansion.hazards.sealed(*door) => {
                self.emit(Event::Hazard(HazardEvent::DoorSealed {
                    threat,
                    door: *door,
                }));
            }
            Effect::DisruptOptics(list) => {
                let next = list
                    .iter()
                    .find(|z| !self.state.expansion.hazards.optics_disrupted(**z));
                if let Some(&zone) = next {
                    self.emit(Event::Hazard(HazardEvent::OpticsDisrupted { threat, zone }));
                }
            }
            Effect::AdvanceInZone(n) => {
                let mut pushed = 0u64;
                for o in 0..self.state.threats.len().min(64) {
                    let th = &self.state.threats[o];
                    // A phased-out threat is out of reach (RULINGS.md NF33).
                    if th.is_active_external()
                        && th.external_zone() == Some(home)
                        && Self::reachable(th)
                    {
                        pushed |= 1 << o;
                    }
                }
                for o in super::Bits(pushed) {
                    if self.state.threats[o].is_active() {
                        self.advance(o, *n)?;
                    }
                }
            }
            Effect::RepeatAction(who) => {
                for i in self.crew_set(t, *who) {
                    self.repeat(i);
                }
            }
            Effect::SwapSides => self.swap_sides(t),
            Effect::RunSecretThreat => self.run_secret_card(t)?,
            _ => {}
        }
        Ok(())
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
                self.emit(Event::ThreatDamage(ThreatDamageEvent::Hurt {
                    threat,
                    amount: *n,
                    why: HurtReason::OwnAction,
                }));
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
            self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
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
                Containers::OwnStation => {
                    if let Some(&s) = self.state.threats[t].stations.first() {
                        self.drain(Self::station_container(s), amount);
                    }
                }
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
                    self.emit(Event::ShipDamage(ShipDamageEvent::FuelDestroyed { amount }));
                }
            }
            Effect::DestroyRocket if self.state.ship.rockets > 0 => {
                self.emit(Event::ShipDamage(ShipDamageEvent::RocketDestroyed));
                self.sync_rocket_hit_points()?;
            }
            Effect::DisableStoredBots(station) => {
                let squads = &self.state.ship.squads;
                let stored = |q: &crate::ship::Squad| q.place == SquadPlace::Stored(station);
                if let Some(squad) = squads.iter().position(|q| stored(q) && !q.disabled) {
                    self.emit(Event::Ship(ShipEvent::SquadDisabled {
                        squad,
                        why: SquadReason::Sabotaged,
                    }));
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
                    // A sealed door stops an intruder as it stops the crew (NF38).
                    if to != from && self.door_closed(from.zone, to.zone, None) {
                        self.emit(Event::Intruder(IntruderEvent::Blocked { threat, from, to }));
                    } else if to != from {
                        self.emit(Event::Intruder(IntruderEvent::Moved { threat, from, to }));
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
                let candidates = (near.into_iter())
                    .filter(|s| *s != from && !self.door_closed(from.zone, s.zone, None));
                let Some(most) = candidates.clone().map(crew).max() else {
                    return;
                };
                let mut best = candidates.filter(|s| crew(*s) == most);
                if let (Some(to), None) = (best.next(), best.next()) {
                    self.emit(Event::Intruder(IntruderEvent::Moved { threat, from, to }));
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
                    let open = !self.door_closed(s.zone, to.zone, None);
                    if to != s
                        && open
                        && !slimed(to)
                        && !new[..n].contains(&Some(to))
                        && n < new.len()
                    {
                        new[n] = Some(to);
                        n += 1;
                    }
                }
                for station in new[..n].iter().flatten().copied() {
                    self.emit(Event::Intruder(IntruderEvent::Spread { threat, station }));
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
                    self.emit(Event::Lasting(LastingEvent::StationsDeadly {
                        threat,
                        stations,
                    }));
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
                    let th = &self.state.threats[o];
                    // A phased-out threat is out of reach (RULINGS.md NF33).
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
            Effect::BoostOthersAttack => self.emit(Event::Lasting(LastingEvent::BoostStarted {
                threat,
                boost: Boost::Attack,
            })),
            Effect::BoostAllShields => self.emit(Event::Lasting(LastingEvent::BoostStarted {
                threat,
                boost: Boost::Shield,
            })),
            Effect::DoubleDamage(zone) => {
                for z in Zone::ALL {
                    if zone.is_none_or(|d| d == z) && !self.state.threats[t].doubling[z.index()] {
                        self.emit(Event::Lasting(LastingEvent::DamageDoubled {
                            threat,
                            zone: z,
                        }));
                    }
                }
            }
            Effect::DestroyShip => {
                self.emit(Event::ShipDamage(ShipDamageEvent::ShipDestroyed {
                    by: Some(threat),
                    why: LossReason::ThreatAction,
                }));
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
        let ignore_shields = ignore_shields || self.is_internal(t);
        self.attack_through(t, zone, strength, ignore_shields)
    }

    /// An attack the zone's shield absorbs, whoever makes it (an internal threat's short
    /// circuit too).
    pub(super) fn attack_zone_shielded(&mut self, t: usize, zone: Zone, strength: u8) -> Flow {
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
        let mut through = strength;
        let mut absorbed = 0;
        // What the temporary shield points took: it counts as absorbed (plasma, healing).
        let mut temporary = 0;
        if !ignore_shields {
            let energy = self.state.ship.shields[zone.index()];
            absorbed = match self.state.expansion.hazards.shield_mode() {
                ShieldMode::Normal => {
                    // Temporary shield points (advanced Energy Technician) absorb first.
                    temporary =
                        self.state.expansion.special.temp_shields[zone.index()].min(through);
                    if temporary > 0 {
                        self.emit(Event::Specialty(SpecialtyEvent::TemporaryAbsorbed {
                            zone,
                            amount: temporary,
                        }));
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
        // Plasmatic: a shield that absorbed nothing lets the plasma through (NF34).
        if absorbed + temporary == 0
            && through > 0
            && self.state.threats[t].traits.contains(Trait::Plasmatic)
        {
            self.plasma(t, zone);
        }
        Ok(())
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

    /// Removes `amount` energy (all when `None`) from a container; nothing logged when empty.
    pub(super) fn drain(&mut self, container: Container, mut amount: Option<u8>) {
        // NF25: a drain on a shield takes its temporary points first.
        if let Container::Shield(zone) = container {
            let temporary = self.state.expansion.special.temp_shields[zone.index()];
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
            self.emit(Event::ShipDamage(ShipDamageEvent::EnergyDrained {
                container,
                amount,
            }));
        }
    }
}
