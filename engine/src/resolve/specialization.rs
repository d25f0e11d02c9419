//! Specialization cards in the player-actions step (The New Frontier; RULINGS.md NF2-NF8,
//! NF13, NF14, NF21, NF25, NF30-NF32): the order of acting (Medics first), the advanced
//! Special Ops window, the guards against knock-outs and delays, and the ten abilities.

use super::{Flow, Resolver};
use crate::{
    action::{Action, SpecializationCard},
    card::{System, ThreatKind},
    event::{
        CrewEvent, Event, InterceptorsEvent, NoEffectReason, ShipEvent, SpecializationEvent,
        SpecializationNoEffect,
    },
    few::Few,
    ship::{Cannon, DamageTile},
    specialization::Specialization,
    state::SpecializationMarks,
    zone::{Deck, Station, Zone},
};

const LOWER_WHITE: Station = Station::new(Zone::White, Deck::Lower);
const LOWER_BLUE: Station = Station::new(Zone::Blue, Deck::Lower);
const UPPER_RED: Station = Station::new(Zone::Red, Deck::Upper);

/// Squad Leader's repair order of a zone's tiles, upper deck (NF32).
const UPPER_PRIORITY: [DamageTile; 6] = [
    DamageTile::UpperCannon,
    DamageTile::LowerCannon,
    DamageTile::Gravolift,
    DamageTile::Shield,
    DamageTile::Reactor,
    DamageTile::Structural,
];
/// Squad Leader's repair order of a zone's tiles, lower deck (NF32).
const LOWER_PRIORITY: [DamageTile; 6] = [
    DamageTile::LowerCannon,
    DamageTile::UpperCannon,
    DamageTile::Gravolift,
    DamageTile::Reactor,
    DamageTile::Shield,
    DamageTile::Structural,
];

/// The cannon of a station.
pub(super) fn cannon_of(station: Station) -> Cannon {
    match (station.deck, station.zone) {
        (Deck::Upper, z) => Cannon::Heavy(z),
        (Deck::Lower, Zone::White) => Cannon::Pulse,
        (Deck::Lower, z) => Cannon::Light(z),
    }
}

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    pub(super) fn spec_event(&mut self, event: SpecializationEvent) {
        self.emit(Event::Specialization(event));
    }

    fn specialization_no_effect(&mut self, i: usize, why: SpecializationNoEffect) {
        let crew = self.crew_ref(i);
        self.spec_event(SpecializationEvent::NoEffect { crew, why });
    }

    /// The specialization card of crew member `i` this turn, with its specialization.
    fn card_now(&self, i: usize) -> Option<(Specialization, SpecializationCard)> {
        let c = &self.state.crew[i];
        let card = c.actions[usize::from(self.turn()) - 1].specialization_card()?;
        Some((c.specialist?.specialization, card))
    }

    /// The player-actions step with specializations: advanced Special Ops protection starts,
    /// then the Medics act, then everyone else in the usual order (captain first).
    pub(super) fn actions_with_specialists(&mut self) -> Flow {
        let n = self.state.crew.len().min(8);
        let mut medics = 0u8;
        for i in 0..n {
            match self.card_now(i) {
                Some((Specialization::Medic, _)) => medics |= 1 << i,
                Some((Specialization::SpecialOps, card))
                    if card.advanced && !self.state.crew[i].knocked_out =>
                {
                    let crew = self.crew_ref(i);
                    self.spec_event(SpecializationEvent::ProtectionStarted { crew });
                }
                _ => {}
            }
        }
        let first = (0..n).filter(|i| medics & (1 << i) != 0);
        let rest = (0..n).filter(|i| medics & (1 << i) == 0);
        for i in first.chain(rest).chain(n..self.state.crew.len()) {
            self.act(i)?;
            if SpecializationMarks::has(self.state.expansion.specialization.ops_window, i) {
                let crew = self.crew_ref(i);
                self.spec_event(SpecializationEvent::ProtectionEnded { crew });
            }
        }
        Ok(())
    }

    /// A granted heroic bonus for an A, B or battlebots action, spent if there is one (a
    /// Medic's of this turn first, NF2).
    pub(super) fn take_heroic(&mut self, i: usize) -> bool {
        if !self.specialists() {
            return false;
        }
        let s = self.state.expansion.specialization;
        let lasting = if SpecializationMarks::has(s.heroic_now, i) {
            false
        } else if SpecializationMarks::has(s.heroic_next, i) {
            true
        } else {
            return false;
        };
        let crew = self.crew_ref(i);
        self.spec_event(SpecializationEvent::HeroicUsed { crew, lasting });
        true
    }

    /// An A at a station spends its cannon's preparation, whatever the A does.
    pub(super) fn spend_preparation(&mut self, station: Station) -> bool {
        let cannon = cannon_of(station);
        if !self.specialists() || !self.state.expansion.specialization.is_prepared(cannon) {
            return false;
        }
        self.spec_event(SpecializationEvent::PreparationUsed { cannon });
        true
    }

    /// Plays crew member `i`'s specialization card (aboard).
    pub(super) fn specialist(&mut self, i: usize, card: SpecializationCard) -> Flow {
        let Some(spec) = self.state.crew[i].specialist.map(|s| s.specialization) else {
            return Ok(());
        };
        // NF4: a Medic's movement first, then the ability at the new station.
        if spec == Specialization::Medic
            && let Some(c) = card.with
        {
            self.perform(i, c.action())?;
            if !self.state.is_aboard(i) {
                return Ok(());
            }
        }
        let crew = self.crew_ref(i);
        self.spec_event(SpecializationEvent::Used {
            crew,
            specialization: spec,
            advanced: card.advanced,
        });
        let Some(here) = self.state.crew[i].station else {
            return Ok(());
        };
        self.ability(i, spec, card, here)
    }

    /// What each specialization's card does, basic then advanced, at station `here`: the
    /// abilities that act like A, B or C (and may destroy a threat) here, the others in
    /// [`Resolver::instant_ability`].
    fn ability(
        &mut self,
        i: usize,
        spec: Specialization,
        card: SpecializationCard,
        here: Station,
    ) -> Flow {
        let action = Action::Specialization(card);
        match (spec, card.advanced) {
            (Specialization::Rocketeer, false) => self.remote(i, action, System::C, LOWER_BLUE),
            (Specialization::Rocketeer, true) => self.double_rocket(i, action, here),
            (Specialization::DataAnalyst, false) => {
                self.remote(i, action, System::C, Station::BRIDGE)
            }
            (Specialization::DataAnalyst, true) => self.triple_confirmation(i, action, here),
            (Specialization::EnergyTechnician, false) => {
                self.remote(i, action, System::B, LOWER_WHITE)
            }
            (Specialization::PulseGunner, false) => self.both_cannons(i, action, here),
            (Specialization::PulseGunner, true) => self.long_pulse(i, action, here),
            (Specialization::SpecialOps, true) => match card.with {
                Some(c) => self.perform(i, c.action()),
                None => Ok(()),
            },
            (Specialization::SquadLeader, true) => self.squad_flight(i, action, here),
            (Specialization::Mechanic, true) => self.mechanic_repair(i, here),
            (spec, advanced) => {
                self.instant_ability(i, spec, advanced, here);
                Ok(())
            }
        }
    }

    /// The abilities that only set something up (a guard, a bonus, a teleport, a repair of
    /// the ship): nothing of theirs can destroy a threat.
    fn instant_ability(&mut self, i: usize, spec: Specialization, advanced: bool, here: Station) {
        let crew = self.crew_ref(i);
        match (spec, advanced) {
            (Specialization::EnergyTechnician, true) => self.temporary_shields(i, here),
            (Specialization::Medic, false) => self.heroic_beside(i, here),
            (Specialization::Medic, true) => {
                self.spec_event(SpecializationEvent::MedicGuards { crew })
            }
            (Specialization::Teleporter, false) => self.teleport_tokens(i),
            (Specialization::Teleporter, true) => self.teleport_across(i, here),
            (Specialization::Hypernavigator, advanced) => self.navigate(i, advanced, here),
            (Specialization::SpecialOps, false) => {
                self.spec_event(SpecializationEvent::HeroicGranted {
                    crew,
                    by: crew,
                    lasting: true,
                })
            }
            (Specialization::SquadLeader, false) => self.squad_repair(i, here),
            (Specialization::Mechanic, false) => self.prepare(i, here),
            // Played through `ability`.
            _ => {}
        }
    }

    /// Basic Medic: every other crew member in the station gets this turn's action heroic.
    fn heroic_beside(&mut self, i: usize, here: Station) {
        let others: Few<usize, 8> = self.others_at(i, here);
        for &o in &others {
            let crew = self.crew_ref(o);
            let by = self.crew_ref(i);
            self.spec_event(SpecializationEvent::HeroicGranted {
                crew,
                by,
                lasting: false,
            });
        }
    }

    /// Hypernavigator: basic, from the lower deck, slows the external threats this turn
    /// (NF7); advanced, from lower white in turn 10 or 11, ends the mission after it (NF6).
    fn navigate(&mut self, i: usize, advanced: bool, here: Station) {
        let crew = self.crew_ref(i);
        let turn = self.turn();
        match advanced {
            false if here.deck == Deck::Lower => {
                self.spec_event(SpecializationEvent::ThreatsSlowed { crew })
            }
            false => self.specialization_no_effect(i, SpecializationNoEffect::UpperDeck),
            true if here == LOWER_WHITE && (10..=11).contains(&turn) => {
                self.spec_event(SpecializationEvent::MissionShortened { crew, turn })
            }
            true => self.specialization_no_effect(i, SpecializationNoEffect::NotNow),
        }
    }

    /// In the interceptors: advanced Squad Leader is a heroic battlebots action (stay, +1);
    /// any other specialization card is an "other action". Returns whether the pilot stays.
    pub(super) fn specialist_in_space(&mut self, i: usize, card: SpecializationCard) -> bool {
        let spec = self.state.crew[i].specialist.map(|s| s.specialization);
        if spec != Some(Specialization::SquadLeader) || !card.advanced {
            return false;
        }
        let crew = self.crew_ref(i);
        self.spec_event(SpecializationEvent::Used {
            crew,
            specialization: Specialization::SquadLeader,
            advanced: true,
        });
        self.emit(Event::Interceptors(InterceptorsEvent::Stay {
            crew,
            heroic: true,
        }));
        true
    }

    fn others_at(&self, i: usize, here: Station) -> Few<usize, 8> {
        let mut out = Few::new();
        for o in self.state.crew_at(here).filter(|&o| o != i).take(8) {
            out.push(o);
        }
        out
    }

    /// "Remote X at S": X as if standing at S; a malfunction there is repaired, never to its
    /// last hit point (NF30).
    fn remote(&mut self, i: usize, action: Action, system: System, at: Station) -> Flow {
        if let Some(t) = self.malfunction_at(at, system) {
            return self.remote_repair(i, t, at);
        }
        if self.state.broken.contains(&(at, system)) {
            self.no_effect(i, action, NoEffectReason::SystemBroken);
            return Ok(());
        }
        match system {
            System::A => {
                let prepared = self.spend_preparation(at);
                self.fire(i, action, at, false, prepared);
            }
            System::B => self.transfer(i, action, at, false),
            System::C => self.special(i, action, at)?,
        }
        Ok(())
    }

    fn remote_repair(&mut self, i: usize, t: usize, station: Station) -> Flow {
        let th = &self.state.threats[t];
        let amount = match th.card.needs_simultaneous_repairs() {
            Some(n) => u8::from(th.c_actions + 1 == n),
            None => 1,
        };
        if amount > 0 && amount >= th.left() {
            self.specialization_no_effect(i, SpecializationNoEffect::RemoteCannotFinish);
            return Ok(());
        }
        let crew = self.crew_ref(i);
        let threat = self.threat_ref(t);
        self.spec_event(SpecializationEvent::RemoteRepaired {
            crew,
            threat,
            station,
            amount,
        });
        self.check_destroyed(t, Some(i))
    }

    /// Advanced Rocketeer: C here; at lower blue two rockets fly as one when two are left.
    fn double_rocket(&mut self, i: usize, action: Action, here: Station) -> Flow {
        let ship = &self.state.ship;
        let free = self.malfunction_at(here, System::C).is_none()
            && !self.state.broken.contains(&(here, System::C));
        if here == LOWER_BLUE && free && ship.rockets >= 2 && !ship.rocket_launched {
            let crew = self.crew_ref(i);
            self.spec_event(SpecializationEvent::DoubleRocketLaunched { crew });
            return self.sync_rocket_hit_points();
        }
        self.system(i, action, System::C, false)
    }

    /// Advanced Data Analyst: C here; at lower white it confirms as three crew.
    fn triple_confirmation(&mut self, i: usize, action: Action, here: Station) -> Flow {
        let free = self.malfunction_at(here, System::C).is_none()
            && !self.state.broken.contains(&(here, System::C));
        if here == LOWER_WHITE && free {
            let crew = self.crew_ref(i);
            self.spec_event(SpecializationEvent::ConfirmedAsThree { crew });
            return Ok(());
        }
        self.system(i, action, System::C, false)
    }

    /// Advanced Energy Technician: +2 in this zone, +1 in the others, upper deck only.
    fn temporary_shields(&mut self, i: usize, here: Station) {
        if here.deck != Deck::Upper {
            return self.specialization_no_effect(i, SpecializationNoEffect::LowerDeck);
        }
        let mut points = [1; 3];
        points[here.zone.index()] = 2;
        let crew = self.crew_ref(i);
        self.spec_event(SpecializationEvent::TemporaryShields { crew, points });
    }

    /// Whether a cannon could fire now (energy, not fired, no malfunction, not broken);
    /// `spent`: energy another shot takes from the same reactor first.
    fn can_fire(&self, cannon: Cannon, station: Station, spent: u8) -> bool {
        let ship = &self.state.ship;
        let reactor = match cannon {
            Cannon::Heavy(z) => Some(z),
            Cannon::Pulse => Some(Zone::White),
            Cannon::Light(_) => None,
        };
        !ship.has_fired(cannon)
            && self.malfunction_at(station, System::A).is_none()
            && !self.state.broken.contains(&(station, System::A))
            && reactor.is_none_or(|z| ship.reactors[z.index()] > spent)
    }

    /// Basic Pulse Gunner: at lower white an A; elsewhere the local cannon and the pulse
    /// cannon together, or neither (NF13); a malfunction here is repaired as by an A.
    fn both_cannons(&mut self, i: usize, action: Action, here: Station) -> Flow {
        let local = cannon_of(here);
        if here == LOWER_WHITE
            || self.malfunction_at(here, System::A).is_some()
            || self.state.broken.contains(&(here, System::A))
        {
            return self.system(i, action, System::A, false);
        }
        let spent = u8::from(local == Cannon::Heavy(Zone::White));
        if !(self.can_fire(local, here, 0) && self.can_fire(Cannon::Pulse, LOWER_WHITE, spent)) {
            self.specialization_no_effect(i, SpecializationNoEffect::NotBothCannons);
            return Ok(());
        }
        self.system(i, action, System::A, false)?;
        let prepared = self.spend_preparation(LOWER_WHITE);
        self.fire(i, action, LOWER_WHITE, false, prepared);
        Ok(())
    }

    /// Advanced Pulse Gunner: an A here; at lower white the pulse hits with 2, and with 1 one
    /// band farther.
    fn long_pulse(&mut self, i: usize, action: Action, here: Station) -> Flow {
        if here == LOWER_WHITE && self.can_fire(Cannon::Pulse, here, 0) {
            let crew = self.crew_ref(i);
            self.spec_event(SpecializationEvent::PulseExtended { crew });
            return self.system(i, action, System::A, true);
        }
        self.system(i, action, System::A, false)
    }

    /// Basic Teleporter: the departure token's crew member to the arrival token's station.
    fn teleport_tokens(&mut self, i: usize) {
        let target = self
            .state
            .expansion
            .specialization
            .teleport
            .and_then(|(d, a)| {
                let (from, to) = (
                    self.state.crew.get(d)?.station?,
                    self.state.crew.get(a)?.station?,
                );
                let aboard = self.state.is_aboard(d) && self.state.is_aboard(a);
                (aboard && from != to).then_some((d, from, to))
            });
        match target {
            Some((d, from, to)) => {
                let crew = self.crew_ref(d);
                let by = self.crew_ref(i);
                self.spec_event(SpecializationEvent::Teleported { crew, by, from, to });
            }
            None => self.specialization_no_effect(i, SpecializationNoEffect::NobodyToTeleport),
        }
    }

    /// Advanced Teleporter: from a side zone to the opposite side zone on the other deck.
    fn teleport_across(&mut self, i: usize, here: Station) {
        let zone = match here.zone {
            Zone::Red => Zone::Blue,
            Zone::Blue => Zone::Red,
            Zone::White => {
                return self.specialization_no_effect(i, SpecializationNoEffect::WhiteZone);
            }
        };
        let to = Station::new(zone, here.deck.other());
        let crew = self.crew_ref(i);
        self.spec_event(SpecializationEvent::Teleported {
            crew,
            by: crew,
            from: here,
            to,
        });
    }

    /// Basic Squad Leader: a disabled squad stands up; an active one repairs one damage tile
    /// of the zone, by the deck's priority (NF32); the tile goes under the zone's stack (NF30).
    fn squad_repair(&mut self, i: usize, here: Station) {
        let crew = self.crew_ref(i);
        let Some(squad) = self.state.crew[i].squad else {
            return self.specialization_no_effect(i, SpecializationNoEffect::NoSquad);
        };
        if self.state.ship.squads[squad].disabled {
            self.emit(Event::Ship(ShipEvent::SquadReactivated { crew, squad }));
            return;
        }
        let zone = here.zone;
        let order = match here.deck {
            Deck::Upper => UPPER_PRIORITY,
            Deck::Lower => LOWER_PRIORITY,
        };
        let tiles = &self.state.ship.damage[zone.index()];
        let Some(tile) = order.into_iter().find(|t| tiles.contains(t)) else {
            return self.specialization_no_effect(i, SpecializationNoEffect::NothingToRepair);
        };
        self.spec_event(SpecializationEvent::TileRepaired { crew, zone, tile });
        let stack = &mut self.stacks[zone.index()];
        let mut bottom = Few::new();
        bottom.push(tile);
        for &t in stack.iter() {
            bottom.push(t);
        }
        *stack = bottom;
    }

    /// Advanced Squad Leader: heroic move to upper red, then the C there (the interceptors).
    fn squad_flight(&mut self, i: usize, action: Action, here: Station) -> Flow {
        if !self.state.has_active_squad(i) || here == LOWER_BLUE {
            self.specialization_no_effect(i, SpecializationNoEffect::CannotFly);
            return Ok(());
        }
        // The heroic move obeys sealed doors, as far as they let it (RULINGS.md NF9).
        let to = if NF && self.state.expansion.hazards.any() && !self.state.ignores_obstacles(i) {
            Station::new(
                self.reachable_zone(here.zone, Zone::Red, Some(i)),
                Deck::Upper,
            )
        } else {
            UPPER_RED
        };
        if to != here {
            let crew = self.crew_ref(i);
            self.emit(Event::Crew(CrewEvent::Moved {
                crew,
                from: here,
                to,
                lift: None,
                heroic: true,
            }));
            self.walked(i, here, to)?;
            if !self.state.is_aboard(i) || to != UPPER_RED {
                return Ok(());
            }
            if !self.state.is_aboard(i) {
                return Ok(());
            }
        }
        self.system(i, action, System::C, false)
    }

    /// Basic Mechanic: this station's cannon is prepared for its next shot.
    fn prepare(&mut self, i: usize, here: Station) {
        let cannon = cannon_of(here);
        if self.malfunction_at(here, System::A).is_some() {
            return self.specialization_no_effect(i, SpecializationNoEffect::CannonMalfunction);
        }
        if self.state.expansion.specialization.is_prepared(cannon) {
            return self.specialization_no_effect(i, SpecializationNoEffect::AlreadyPrepared);
        }
        let crew = self.crew_ref(i);
        self.spec_event(SpecializationEvent::CannonPrepared { crew, cannon });
    }

    /// Advanced Mechanic: 2 repair points on the lowest-numbered malfunction here (NF21).
    fn mechanic_repair(&mut self, i: usize, here: Station) -> Flow {
        let found = (0..self.state.threats.len()).find_map(|t| {
            let th = &self.state.threats[t];
            match th.kind {
                ThreatKind::Malfunction(system)
                    if th.is_active() && th.stations.contains(&here) =>
                {
                    Some((t, system))
                }
                _ => None,
            }
        });
        match found {
            Some((t, system)) => self.repair(i, t, system, true),
            None => {
                self.specialization_no_effect(i, SpecializationNoEffect::NoMalfunction);
                Ok(())
            }
        }
    }
}
