//! Player actions: each crew member in acting order (captain first, R13) performs the card of
//! the turn; moves, the A/B/C systems (or a repair, when a malfunction holds the system),
//! battlebots and the interceptors. An action without effect is a `NoEffect` event with its
//! reason.

use super::{Bits, Flow, Resolver, UPPER_RED};
use crate::{
    action::Action,
    card::{System, ThreatKind, Trait},
    event::{
        Container, CrewEvent, DelayReason, Event, HurtReason, InterceptorsEvent, KnockOutReason,
        NoEffectReason, ShipEvent, SquadReason, ThreatDamageEvent, TurnEvent,
    },
    ship::{Cannon, SquadPlace},
    zone::{Deck, Station, Zone},
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    pub(super) fn act(&mut self, i: usize) -> Flow {
        let turn = self.turn();
        let c = &self.state.crew[i];
        let planned = c.actions[usize::from(turn) - 1];
        if c.knocked_out {
            // Told, so that the debrief can say which cards a knock-out wasted.
            if planned.is_card() {
                self.no_effect(i, planned, NoEffectReason::KnockedOut);
            }
            return Ok(());
        }
        let in_space = c.station.is_none();
        let crew = self.crew_ref(i);
        let (action, tripped) = match planned {
            Action::Tripped(t) => {
                self.emit(Event::Crew(CrewEvent::Tripped {
                    crew,
                    intended: t.intended(),
                }));
                (t.intended(), true)
            }
            a => (a, false),
        };
        let special_stays = match action {
            Action::Specialization(card) if NF && in_space => self.specialist_in_space(i, card),
            _ => false,
        };
        if special_stays {
            // Advanced Squad Leader: heroic battlebots out in the interceptors.
        } else if NF && in_space && self.state.expansion.modules.variable_range_interceptors() {
            if !self.fly(i, planned, action)? {
                return Ok(());
            }
        } else if in_space {
            if matches!(action, Action::Robots | Action::HeroicRobots) {
                let heroic = matches!(action, Action::HeroicRobots) || self.take_heroic(i);
                self.emit(Event::Interceptors(InterceptorsEvent::Stay {
                    crew,
                    heroic,
                }));
            } else {
                // R4: any other action (or none) brings the pilot back; a planned card is delayed.
                self.emit(Event::Interceptors(InterceptorsEvent::Returned { crew }));
                if planned.is_card() {
                    self.delay(i, turn, DelayReason::ReturnedFromInterceptors);
                }
                // Landing in upper red is entering it (RULINGS.md E9).
                return self.entered(i, UPPER_RED);
            }
        } else {
            self.perform(i, action)?;
        }
        if tripped {
            self.delay(i, turn + 1, DelayReason::Tripped);
        }
        Ok(())
    }

    /// Delays a crew member's board from `turn` (R3); nothing past turn 12 or for a knocked-out
    /// crew member, and nothing is logged when the space is empty.
    pub(super) fn delay(&mut self, i: usize, turn: u8, why: DelayReason) {
        self.note_push(i);
        // NF14: advanced Special Ops keeps every delay away while its space is played.
        if self.delay_guarded(i, turn, why) {
            return;
        }
        // A double action's first half delays only its second half (RULINGS.md NF27).
        if NF
            && (self.expansion.half_left.is_some() || self.expansion.split != 0)
            && self.delay_half(i, turn, why)
        {
            return;
        }
        if turn > crate::phase::LAST_TURN || self.state.crew[i].knocked_out {
            return;
        }
        let board = &self.state.crew[i].actions;
        // R3: delaying an empty space changes nothing; a card there always leaves it (a tag
        // test, where comparing the boards before and after was an out-of-line call). The
        // board itself is delayed once, when the event is applied.
        let space = usize::from(turn).checked_sub(1).and_then(|s| board.get(s));
        if !space.is_some_and(|a| a.is_card()) {
            return;
        }
        let lost = crate::state::pushed_off(board, turn);
        let crew = self.crew_ref(i);
        self.emit(Event::Crew(CrewEvent::Delayed {
            crew,
            turn,
            lost,
            why,
        }));
    }

    /// Knocks a crew member out, unless a specialist guards them (`knock_out_guarded`).
    /// Every knock-out goes through here.
    pub(super) fn knock_out(&mut self, i: usize, why: KnockOutReason) {
        if self.knock_out_guarded(i, why) {
            return;
        }
        let crew = self.crew_ref(i);
        self.emit(Event::Crew(CrewEvent::KnockedOut { crew, why }));
    }

    pub(super) fn no_effect(&mut self, i: usize, action: Action, why: NoEffectReason) {
        let crew = self.crew_ref(i);
        self.emit(Event::Crew(CrewEvent::NoEffect { crew, action, why }));
    }

    pub(super) fn perform(&mut self, i: usize, action: Action) -> Flow {
        let Some(here) = self.state.crew[i].station else {
            return Ok(());
        };
        match action {
            Action::Empty | Action::Tripped(_) => Ok(()),
            Action::Red | Action::Blue | Action::Lift | Action::HeroicMove(_) => {
                self.walk(i, here, action)
            }
            Action::A | Action::HeroicA => {
                let heroic = matches!(action, Action::HeroicA) || self.take_heroic(i);
                self.system(i, action, System::A, heroic)
            }
            Action::B | Action::HeroicB => {
                let heroic = matches!(action, Action::HeroicB) || self.take_heroic(i);
                self.system(i, action, System::B, heroic)
            }
            Action::C => self.system(i, action, System::C, false),
            Action::Robots | Action::HeroicRobots => {
                let heroic = matches!(action, Action::HeroicRobots) || self.take_heroic(i);
                self.battlebots(i, action, heroic)
            }
            // The base instance never meets these: a board that holds one needs the
            // expansion (`Game::needs_expansion`). Left out, a double's second half does not
            // call back here, and `perform` inlines.
            Action::Specialization(card) if NF => self.specialist(i, card),
            Action::Double(d) if NF => self.perform_double(i, d),
            Action::Specialization(_) | Action::Double(_) => Ok(()),
        }
    }

    /// A move: to the next zone, by the gravolift, or heroically straight to a station (R6).
    fn walk(&mut self, i: usize, here: Station, action: Action) -> Flow {
        let (to, lift, heroic) = match action {
            Action::Red => (here.redward(), None, false),
            Action::Blue => (here.blueward(), None, false),
            Action::Lift => (here.other_deck(), Some(here.zone), false),
            Action::HeroicMove(to) => (to, None, true),
            _ => return Ok(()),
        };
        if to == here {
            let why = match action {
                Action::HeroicMove(_) => NoEffectReason::AlreadyInStation,
                _ => NoEffectReason::AlreadyInZone(here.zone),
            };
            self.no_effect(i, action, why);
            return Ok(());
        }
        // Sealed doors (Breached Airlock): a walk stops before them; a heroic move goes as
        // far as they let it and ends on the deck it aimed for (RULINGS.md NF9).
        // Advanced Special Ops' protected move passes them (RULINGS.md NF14).
        let to = if NF && self.state.expansion.hazards.any() && !self.state.ignores_obstacles(i) {
            let zone = self.reachable_zone(here.zone, to.zone, Some(i));
            Station::new(zone, to.deck)
        } else {
            to
        };
        if to == here {
            self.no_effect(i, action, NoEffectReason::DoorSealed);
            return Ok(());
        }
        // A damaged or busy gravolift still takes the figure, one action late.
        let lift_delay = lift.and_then(|zone| {
            if self.state.ship.lift_damaged(zone) {
                Some(DelayReason::DamagedGravolift)
            } else if self.state.ship.lifts_used[zone.index()] {
                Some(DelayReason::GravoliftInUse)
            } else {
                None
            }
        });
        let crew = self.crew_ref(i);
        self.emit(Event::Crew(CrewEvent::Moved {
            crew,
            from: here,
            to,
            lift,
            heroic,
        }));
        if let Some(why) = lift_delay {
            self.delay(i, self.turn() + 1, why);
        }
        self.walked(i, here, to)
    }

    /// Effects of entering a station held (or left deadly) by certain internal threats.
    #[inline]
    pub(super) fn entered(&mut self, i: usize, station: Station) -> Flow {
        // Most missions have neither: a figure walks in without a search.
        if self.state.deadly_at(station).is_some() || self.in_play.contains(Trait::DelaysEntrants) {
            self.entered_threats(i, station);
        }
        Ok(())
    }

    /// A deadly station knocks the figure out; a slowing intruder there delays it.
    #[inline(never)]
    fn entered_threats(&mut self, i: usize, station: Station) {
        if let Some(t) = self.state.deadly_at(station) {
            let threat = self.threat_ref(t);
            let why = crate::event::KnockOutReason::EnteredDeadlyStation { station, threat };
            self.knock_out(i, why);
            return;
        }
        for t in 0..self.state.threats.len() {
            let th = &self.state.threats[t];
            // The trait first: it rules out most threats with one bit test.
            if th.traits.contains(Trait::DelaysEntrants) && th.is_active() && th.holds(station) {
                self.delay(i, self.turn() + 1, DelayReason::SlowingIntruder);
            }
        }
    }

    pub(super) fn system(
        &mut self,
        i: usize,
        action: Action,
        system: System,
        heroic: bool,
    ) -> Flow {
        let Some(station) = self.state.crew[i].station else {
            return Ok(());
        };
        // A Mechanic's preparation is spent by the next A at its station, whatever it does.
        let prepared = system == System::A && self.spend_preparation(station);
        // A malfunctioning system is repaired instead of operated (lowest token first).
        let malfunction = self.malfunction_at(station, system);
        if let Some(t) = malfunction {
            // A phased-out malfunction still holds the system, out of reach (NF33).
            if !Self::reachable(&self.state.threats[t]) {
                self.no_effect(i, action, NoEffectReason::MalfunctionPhasedOut);
                return Ok(());
            }
            return self.repair(i, t, system, heroic);
        }
        // RULINGS.md NF43: a sabotaged system (no number) after any numbered malfunction.
        if NF && self.repair_sabotage(i, station, system) {
            return Ok(());
        }
        if self.state.broken.contains(&(station, system)) {
            self.no_effect(i, action, NoEffectReason::SystemBroken);
            return Ok(());
        }
        match system {
            System::A if station == Station::BRIDGE && self.nf_repairs() => {
                let before = self.central_laser_fired();
                self.fire(i, action, station, heroic, prepared);
                if !before && self.central_laser_fired() {
                    self.short_circuits()?;
                }
            }
            System::A => self.fire(i, action, station, heroic, prepared),
            System::B => self.transfer(i, action, station, heroic),
            System::C => self.special(i, action, station)?,
        }
        Ok(())
    }

    /// The malfunction of `system` in `station` repaired first: the lowest token (R13), as
    /// `State::malfunctions_at` orders them, looking only at the mission's malfunctions.
    pub(super) fn malfunction_at(&self, station: Station, system: System) -> Option<usize> {
        let holds = |t: &usize| {
            let th = &self.state.threats[*t];
            th.is_active()
                && th.kind == ThreatKind::Malfunction(system)
                && th.stations.contains(&station)
        };
        let others = 64..self.state.threats.len();
        Bits(self.malfunctions[system as usize])
            .chain(others)
            .find(holds)
    }

    pub(super) fn repair(&mut self, i: usize, t: usize, system: System, heroic: bool) -> Flow {
        let th = &self.state.threats[t];
        let amount = match th.card.needs_simultaneous_repairs() {
            // R16: only the n-th C action of the turn at its station does damage.
            Some(n) => u8::from(th.c_actions + 1 == n),
            None if heroic => 2,
            None => 1,
        };
        let amount = self.points_dealt(i, t, amount);
        let th = &self.state.threats[t];
        let bonus = th.card.repaired_everywhere_bonus();
        let was_everywhere = th.repaired_everywhere();
        let crew = self.crew_ref(i);
        let threat = self.threat_ref(t);
        self.emit(Event::ThreatDamage(ThreatDamageEvent::Repaired {
            crew,
            threat,
            system,
            amount,
        }));
        if let Some(n) = bonus
            && !was_everywhere
            && self.state.threats[t].repaired_everywhere()
        {
            self.emit(Event::ThreatDamage(ThreatDamageEvent::Hurt {
                threat,
                amount: n,
                why: HurtReason::RepairedEverywhere,
            }));
        }
        self.after_repair(i, t, amount);
        self.check_destroyed(t, Some(i))
    }

    /// Fires the station's cannon; `prepared`: a Mechanic's preparation adds 1 to a laser
    /// (the pulse cannon's longer range is read in the damage step).
    pub(super) fn fire(
        &mut self,
        i: usize,
        action: Action,
        station: Station,
        heroic: bool,
        prepared: bool,
    ) {
        let cannon = match (station.deck, station.zone) {
            (Deck::Upper, z) => Cannon::Heavy(z),
            (Deck::Lower, Zone::White) => Cannon::Pulse,
            (Deck::Lower, z) => Cannon::Light(z),
        };
        if self.state.ship.has_fired(cannon) {
            return self.no_effect(i, action, NoEffectReason::CannonAlreadyFired);
        }
        let reactor = match cannon {
            Cannon::Heavy(z) => Some(z),
            Cannon::Pulse => Some(Zone::White),
            Cannon::Light(_) => None,
        };
        if let Some(z) = reactor
            && self.state.ship.reactors[z.index()] == 0
        {
            return self.no_effect(i, action, NoEffectReason::NoEnergy);
        }
        let prepared = prepared && cannon != Cannon::Pulse;
        let strength =
            self.state.ship.cannon_strength(cannon) + u8::from(heroic) + u8::from(prepared);
        let crew = self.crew_ref(i);
        self.emit(Event::Ship(ShipEvent::Fired {
            crew,
            cannon,
            strength,
        }));
    }

    pub(super) fn transfer(&mut self, i: usize, action: Action, station: Station, heroic: bool) {
        let ship = &self.state.ship;
        let z = station.zone;
        let (from, to) = match (station.deck, z) {
            (Deck::Upper, _) => (Container::Reactor(z), Container::Shield(z)),
            (Deck::Lower, Zone::White) => return self.refuel(i, action, heroic),
            (Deck::Lower, _) => (Container::Reactor(Zone::White), Container::Reactor(z)),
        };
        let room = ship.room(to);
        let amount = room.min(ship.energy(from));
        if amount == 0 {
            let why = if room == 0 {
                NoEffectReason::AlreadyFull
            } else {
                NoEffectReason::NothingToTransfer
            };
            return self.no_effect(i, action, why);
        }
        let crew = Some(self.crew_ref(i));
        self.emit(Event::Ship(ShipEvent::EnergyMoved {
            crew,
            from,
            to,
            amount,
            bonus: u8::from(heroic),
        }));
    }

    fn refuel(&mut self, i: usize, action: Action, heroic: bool) {
        if self.state.ship.fuel == 0 {
            return self.no_effect(i, action, NoEffectReason::NoFuel);
        }
        // R7: refuelling a full reactor spends the capsule all the same.
        let amount = self.state.ship.room(Container::Reactor(Zone::White));
        let crew = self.crew_ref(i);
        let bonus = u8::from(heroic && amount > 0);
        self.emit(Event::Ship(ShipEvent::Refuelled {
            crew,
            amount,
            bonus,
        }));
    }

    pub(super) fn special(&mut self, i: usize, action: Action, station: Station) -> Flow {
        let crew = self.crew_ref(i);
        let why = match (station.deck, station.zone) {
            (Deck::Upper, Zone::Red) => {
                if !self.state.has_active_squad(i) {
                    Some(NoEffectReason::InterceptorsNeedSquad)
                } else if self.state.ship.pilot.is_some() {
                    Some(NoEffectReason::InterceptorsOut)
                } else {
                    self.emit(Event::Interceptors(InterceptorsEvent::Launched { crew }));
                    None
                }
            }
            (Deck::Upper, Zone::White) => {
                // R2: maintenance counts in the turns before each phase's computer check.
                let due = crate::phase::Phase::of_turn(self.turn())
                    .is_some_and(|p| p.maintenance_counts(self.turn()));
                if !due {
                    Some(NoEffectReason::NoMaintenanceDue)
                } else if self.state.ship.computer_maintained {
                    Some(NoEffectReason::ComputerAlreadyMaintained)
                } else {
                    self.emit(Event::Turn(TurnEvent::ComputerMaintained { crew }));
                    None
                }
            }
            (Deck::Upper, Zone::Blue) | (Deck::Lower, Zone::Red) => self.take_squad(i, station),
            (Deck::Lower, Zone::White) => {
                self.emit(Event::Turn(TurnEvent::Confirmed { crew }));
                None
            }
            (Deck::Lower, Zone::Blue) => {
                if self.state.ship.rockets == 0 {
                    Some(NoEffectReason::NoRockets)
                } else if self.state.ship.rocket_launched {
                    Some(NoEffectReason::RocketAlreadyLaunched)
                } else {
                    self.emit(Event::Ship(ShipEvent::RocketLaunched { crew }));
                    self.sync_rocket_hit_points()?;
                    None
                }
            }
        };
        if let Some(why) = why {
            self.no_effect(i, action, why);
        }
        Ok(())
    }

    /// C where a squad is stored: take it, or set one's own disabled squad upright.
    fn take_squad(&mut self, i: usize, station: Station) -> Option<NoEffectReason> {
        let crew = self.crew_ref(i);
        if let Some(s) = self.state.crew[i].squad {
            if self.state.ship.squads[s].disabled {
                self.emit(Event::Ship(ShipEvent::SquadReactivated { crew, squad: s }));
                return None;
            }
            return Some(NoEffectReason::AlreadyLeadsSquad);
        }
        let stored =
            (self.state.ship.squads.iter()).position(|q| q.place == SquadPlace::Stored(station));
        match stored {
            Some(s) => {
                self.emit(Event::Ship(ShipEvent::SquadTaken { crew, squad: s }));
                None
            }
            None => Some(NoEffectReason::NoSquadStored),
        }
    }

    fn battlebots(&mut self, i: usize, action: Action, heroic: bool) -> Flow {
        let Some(station) = self.state.crew[i].station else {
            return Ok(());
        };
        let target = (self.state.intruders_at(station)).find(|&t| self.fightable_by(t, i));
        let (squad, t) = match (self.state.crew[i].squad, target) {
            (Some(s), Some(t)) if self.state.has_active_squad(i) => (s, t),
            (squad, _) => {
                let why = if squad.is_none() {
                    NoEffectReason::LeadsNoSquad
                } else if !self.state.has_active_squad(i) {
                    NoEffectReason::SquadDisabled
                } else if self.state.intruders_at(station).next().is_some() {
                    NoEffectReason::IntruderOutOfReach
                } else {
                    NoEffectReason::NoIntruder
                };
                self.no_effect(i, action, why);
                return Ok(());
            }
        };
        let crew = self.crew_ref(i);
        let threat = self.threat_ref(t);
        // R5: heroic battlebots deal 1 damage too, and are never disabled. An inaccessible
        // intruder may waste the hit (NF12).
        let amount = self.points_dealt(i, t, 1);
        if amount > 0 {
            self.emit(Event::ThreatDamage(ThreatDamageEvent::BotsAttack {
                crew,
                threat,
                station,
                amount,
            }));
        }
        if self.state.threats[t].fires_back && !heroic {
            self.emit(Event::Ship(ShipEvent::SquadDisabled {
                squad,
                why: SquadReason::FiredBack,
            }));
        }
        self.teleport_if_damaged(t, amount);
        self.check_destroyed(t, Some(i))
    }
}
