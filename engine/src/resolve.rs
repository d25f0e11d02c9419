//! The Resolution Round: turns 1-12 and the final turn 13, step by step (`rulebook-excerpt.txt`
//! III; `rules-reference.md` 5.2, 5.3 and 7).
//!
//! The resolver decides what happens and emits [`Event`]s; [`State::apply`] is the only code that
//! changes the state. A destroyed ship stops the resolution at once (`Stop`).

use std::sync::Arc;

use crate::{
    action::Action,
    card::{Containers, Crew, Effect, System, Target, ThreatKind, Trait},
    event::{Container, CrewRef, Event, LogEntry, Source, Step, ThreatChange, ThreatRef},
    rng::SplitMix64,
    score::{Outcome, Resolution, Score},
    setup::Setup,
    ship::{Cannon, DamageTile, SquadPlace},
    state::{State, ThreatStatus},
    trajectory::Square,
    zone::{Deck, Station, Zone},
};

/// Where the interceptors dock and the pilot comes back.
const UPPER_RED: Station = Station::new(Zone::Red, Deck::Upper);

/// The ship was destroyed: stop resolving.
struct Stop;

type Flow = Result<(), Stop>;

/// Resolves a mission: a pure function of the setup and the seed (R9: the seed drives the
/// damage tiles not given by the game file).
pub fn resolve(game: &crate::Game, seed: u64) -> Resolution {
    let setup = game.setup();
    let mut r = Resolver::new(setup, seed);
    let initial = r.state.clone();
    let finished = r.run();
    let outcome = match (&r.state.lost, finished) {
        (Some((by, why)), _) => Outcome::Lost {
            destroyed_by: by.map(|i| r.state.threats[i].card.name.clone()),
            why: why.clone(),
        },
        (None, _) => Outcome::Won,
    };
    let score = match outcome {
        Outcome::Won => Some(Score::of(&r.state)),
        Outcome::Lost { .. } => None,
    };
    Resolution {
        initial,
        log: r.log,
        state: r.state,
        outcome,
        score,
    }
}

struct Resolver {
    state: State,
    log: Vec<LogEntry>,
    step: Step,
    /// Damage tiles left to draw per zone, in drawing order.
    stacks: [Vec<DamageTile>; 3],
}

impl Resolver {
    fn new(setup: &Setup, seed: u64) -> Resolver {
        let mut rng = SplitMix64::new(seed);
        let stacks = Zone::ALL.map(|zone| {
            // R9: the tiles the crew drew come first, in order; the rest are shuffled by the seed.
            let given = setup.damage_tiles.get(&zone).cloned().unwrap_or_default();
            let mut rest: Vec<DamageTile> = DamageTile::ALL
                .into_iter()
                .filter(|t| !given.contains(t))
                .collect();
            rng.shuffle(&mut rest);
            let mut stack = given;
            stack.extend(rest);
            stack.reverse(); // drawn from the end
            stack
        });
        Resolver {
            state: State::new(setup),
            log: Vec::with_capacity(1024),
            step: Step::Appear,
            stacks,
        }
    }

    fn emit(&mut self, event: Event) {
        self.state.apply(&event);
        self.log.push(LogEntry {
            turn: self.state.turn,
            step: self.step,
            event,
        });
    }

    fn crew_ref(&self, i: usize) -> CrewRef {
        CrewRef {
            index: i,
            name: Arc::clone(&self.state.crew[i].name),
        }
    }

    fn threat_ref(&self, i: usize) -> ThreatRef {
        ThreatRef {
            index: i,
            name: Arc::clone(&self.state.threats[i].name),
        }
    }

    fn turn(&self) -> u8 {
        self.state.turn
    }

    /// Runs all turns; `false` when the ship was destroyed.
    fn run(&mut self) -> bool {
        for turn in 1..=12 {
            self.state.set_turn(turn);
            if self.play_turn(turn).is_err() {
                return false;
            }
        }
        self.state.set_turn(13);
        self.final_turn().is_ok()
    }

    fn play_turn(&mut self, turn: u8) -> Flow {
        self.step = Step::Appear;
        self.appear(turn)?;
        self.step = Step::Actions;
        for i in 0..self.state.crew.len() {
            self.act(i)?;
        }
        self.step = Step::Damage;
        self.compute_damage()?;
        self.step = Step::Threats;
        self.move_threats()?;
        if self.state.ship.rocket_launched {
            self.emit(Event::RocketAdvanced);
        }
        self.step = Step::EndOfTurn;
        self.emit(Event::TurnEnded);
        if matches!(turn, 2 | 5 | 9) {
            self.computer_check(turn);
        }
        if let Some(phase) = match turn {
            3 => Some(1),
            7 => Some(2),
            12 => Some(3),
            _ => None,
        } {
            let confirming = self.state.ship.confirmation_best[usize::from(phase) - 1];
            self.emit(Event::PhaseEnded { phase, confirming });
        }
        Ok(())
    }

    fn final_turn(&mut self) -> Flow {
        // Turn 13 (rulebook "Rocket Resolution"): the pilot comes back, a rocket from turn 12
        // still hits, and the threats move once more.
        self.step = Step::Damage;
        if let Some(p) = self.state.ship.pilot {
            let crew = self.crew_ref(p);
            self.emit(Event::InterceptorsReturned { crew });
            self.entered(p, UPPER_RED)?;
        }
        self.compute_damage()?;
        self.step = Step::Threats;
        self.move_threats()?;
        self.step = Step::EndOfTurn;
        self.emit(Event::Jumped);
        Ok(())
    }

    // ----- Threats appear ------------------------------------------------------------------

    fn appear(&mut self, turn: u8) -> Flow {
        for i in 0..self.state.threats.len() {
            let t = &self.state.threats[i];
            if t.turn != turn || t.status != ThreatStatus::Pending {
                continue;
            }
            let threat = self.threat_ref(i);
            if t.unconfirmed && self.state.players < 5 {
                self.emit(Event::ThreatIgnored { threat });
                continue;
            }
            let (zone, space) = (t.zone, t.trajectory.length());
            self.emit(Event::ThreatAppeared {
                threat,
                zone,
                space,
            });
            self.sync_rocket_hit_points()?;
        }
        Ok(())
    }

    // ----- Player actions ------------------------------------------------------------------

    fn act(&mut self, i: usize) -> Flow {
        let turn = self.turn();
        let c = &self.state.crew[i];
        if c.knocked_out {
            return Ok(());
        }
        let planned = c.actions[usize::from(turn) - 1];
        let in_space = c.station.is_none();
        let crew = self.crew_ref(i);
        let (action, tripped) = match planned {
            Action::Tripped(t) => {
                self.emit(Event::Tripped {
                    crew: crew.clone(),
                    intended: t.intended(),
                });
                (t.intended(), true)
            }
            a => (a, false),
        };
        if in_space {
            if matches!(action, Action::Robots | Action::HeroicRobots) {
                self.emit(Event::InterceptorsStay {
                    crew,
                    heroic: action == Action::HeroicRobots,
                });
            } else {
                // R4: any other action (or none) brings the pilot back; a planned card is delayed.
                self.emit(Event::InterceptorsReturned { crew: crew.clone() });
                if planned.is_card() {
                    self.delay(i, turn, "returning from the interceptors");
                }
                // Landing in upper red is entering it (RULINGS.md E9).
                return self.entered(i, UPPER_RED);
            }
        } else {
            self.perform(i, action)?;
        }
        if tripped {
            self.delay(i, turn + 1, "Oops, I tripped");
        }
        Ok(())
    }

    fn delay(&mut self, i: usize, turn: u8, why: &'static str) {
        if turn > 12 || self.state.crew[i].knocked_out {
            return;
        }
        let mut board = self.state.crew[i].actions;
        let lost = crate::state::delay(&mut board, turn);
        if board == self.state.crew[i].actions {
            return; // R3: delaying an empty space changes nothing.
        }
        let crew = self.crew_ref(i);
        self.emit(Event::Delayed {
            crew,
            turn,
            lost,
            why,
        });
    }

    fn no_effect(&mut self, i: usize, action: Action, why: &'static str) {
        let crew = self.crew_ref(i);
        self.emit(Event::NoEffect { crew, action, why });
    }

    fn perform(&mut self, i: usize, action: Action) -> Flow {
        let Some(here) = self.state.crew[i].station else {
            return Ok(());
        };
        let crew = self.crew_ref(i);
        match action {
            Action::Empty | Action::Tripped(_) => {}
            Action::Red | Action::Blue => {
                let to = if action == Action::Red {
                    here.redward()
                } else {
                    here.blueward()
                };
                if to == here {
                    let why = if action == Action::Red {
                        "already in the red zone"
                    } else {
                        "already in the blue zone"
                    };
                    self.no_effect(i, action, why);
                } else {
                    self.emit(Event::Moved {
                        crew,
                        from: here,
                        to,
                        lift: None,
                        heroic: false,
                    });
                    self.entered(i, to)?;
                }
            }
            Action::Lift => {
                let to = here.other_deck();
                let zone = here.zone;
                let busy = self.state.ship.lifts_used[zone.index()];
                let damaged = self.state.ship.lift_damaged(zone);
                self.emit(Event::Moved {
                    crew,
                    from: here,
                    to,
                    lift: Some(zone),
                    heroic: false,
                });
                if damaged {
                    self.delay(i, self.turn() + 1, "damaged gravolift");
                } else if busy {
                    self.delay(i, self.turn() + 1, "gravolift already used this turn");
                }
                self.entered(i, to)?;
            }
            Action::HeroicMove(to) => {
                // R6: straight there, no gravolift used, never delayed by one.
                if to == here {
                    self.no_effect(i, action, "already in that station");
                } else {
                    self.emit(Event::Moved {
                        crew,
                        from: here,
                        to,
                        lift: None,
                        heroic: true,
                    });
                    self.entered(i, to)?;
                }
            }
            Action::A | Action::HeroicA => {
                self.system(i, action, System::A, action == Action::HeroicA)?
            }
            Action::B | Action::HeroicB => {
                self.system(i, action, System::B, action == Action::HeroicB)?
            }
            Action::C => self.system(i, action, System::C, false)?,
            Action::Robots | Action::HeroicRobots => self.battlebots(i, action)?,
        }
        Ok(())
    }

    /// Effects of entering a station held (or left deadly) by certain internal threats.
    fn entered(&mut self, i: usize, station: Station) -> Flow {
        if let Some(&(_, t)) = self
            .state
            .deadly_stations
            .iter()
            .find(|(s, _)| *s == station)
        {
            let crew = self.crew_ref(i);
            let why = format!(
                "entered {station}, left deadly by {}",
                self.state.threats[t].name
            );
            self.emit(Event::KnockedOut { crew, why });
            return Ok(());
        }
        for t in 0..self.state.threats.len() {
            let th = &self.state.threats[t];
            if th.status != ThreatStatus::Active
                || !(th.stations.contains(&station) || th.progeny.contains(&station))
            {
                continue;
            }
            if th.has(&Trait::DelaysEntrants) {
                self.delay(
                    i,
                    self.turn() + 1,
                    "entered a station held by an intruder that slows",
                );
            }
        }
        Ok(())
    }

    fn system(&mut self, i: usize, action: Action, system: System, heroic: bool) -> Flow {
        let Some(station) = self.state.crew[i].station else {
            return Ok(());
        };
        // A malfunctioning system is repaired instead of operated (lowest token first).
        let malfunction = self.state.malfunctions_at(station, system).next();
        if let Some(t) = malfunction {
            return self.repair(i, t, system, heroic);
        }
        if self.state.broken.contains(&(station, system)) {
            self.no_effect(i, action, "the system is broken by a malfunction");
            return Ok(());
        }
        match system {
            System::A => self.fire(i, action, station, heroic),
            System::B => self.transfer(i, action, station, heroic),
            System::C => self.special(i, action, station)?,
        }
        Ok(())
    }

    fn repair(&mut self, i: usize, t: usize, system: System, heroic: bool) -> Flow {
        let th = &self.state.threats[t];
        let needed = th.card.traits.iter().find_map(|tr| match tr {
            Trait::NeedsSimultaneousRepairs(n) => Some(*n),
            _ => None,
        });
        let amount = match needed {
            // R16: only the n-th C action of the turn at its station does damage.
            Some(n) => u8::from(th.c_actions + 1 == n),
            None if heroic => 2,
            None => 1,
        };
        let stations = th.stations.clone();
        let was_everywhere = stations.iter().all(|s| th.repaired_at.contains(s));
        let crew = self.crew_ref(i);
        let threat = self.threat_ref(t);
        self.emit(Event::Repaired {
            crew,
            threat: threat.clone(),
            system,
            amount,
        });
        let th = &self.state.threats[t];
        let bonus = th.card.traits.iter().find_map(|tr| match tr {
            Trait::RepairedEverywhereBonus(n) => Some(*n),
            _ => None,
        });
        if let Some(n) = bonus
            && !was_everywhere
            && stations.iter().all(|s| th.repaired_at.contains(s))
        {
            self.emit(Event::ThreatHurt {
                threat,
                amount: n,
                why: "repaired in all its stations at once",
            });
        }
        self.check_destroyed(t, Some(i))
    }

    fn fire(&mut self, i: usize, action: Action, station: Station, heroic: bool) {
        let cannon = match (station.deck, station.zone) {
            (Deck::Upper, z) => Cannon::Heavy(z),
            (Deck::Lower, Zone::White) => Cannon::Pulse,
            (Deck::Lower, z) => Cannon::Light(z),
        };
        if self.state.ship.has_fired(cannon) {
            return self.no_effect(i, action, "the cannon already fired this turn");
        }
        let reactor = match cannon {
            Cannon::Heavy(z) => Some(z),
            Cannon::Pulse => Some(Zone::White),
            Cannon::Light(_) => None,
        };
        if let Some(z) = reactor
            && self.state.ship.reactors[z.index()] == 0
        {
            return self.no_effect(i, action, "no energy in the reactor");
        }
        let strength = self.state.ship.cannon_strength(cannon) + u8::from(heroic);
        let crew = self.crew_ref(i);
        self.emit(Event::Fired {
            crew,
            cannon,
            strength,
        });
    }

    fn transfer(&mut self, i: usize, action: Action, station: Station, heroic: bool) {
        let ship = &self.state.ship;
        let z = station.zone;
        let (from, to, room) = match (station.deck, z) {
            (Deck::Upper, _) => (
                Container::Reactor(z),
                Container::Shield(z),
                ship.shield_capacity(z)
                    .saturating_sub(ship.shields[z.index()]),
            ),
            (Deck::Lower, Zone::White) => {
                if ship.fuel == 0 {
                    return self.no_effect(i, action, "no fuel capsule left");
                }
                // R7: refuelling a full reactor spends the capsule all the same.
                let amount = ship
                    .reactor_capacity(Zone::White)
                    .saturating_sub(ship.reactors[1]);
                let crew = self.crew_ref(i);
                let bonus = u8::from(heroic && amount > 0);
                return self.emit(Event::Refuelled {
                    crew,
                    amount,
                    bonus,
                });
            }
            (Deck::Lower, _) => (
                Container::Reactor(Zone::White),
                Container::Reactor(z),
                ship.reactor_capacity(z)
                    .saturating_sub(ship.reactors[z.index()]),
            ),
        };
        let available = match from {
            Container::Reactor(rz) => ship.reactors[rz.index()],
            Container::Shield(sz) => ship.shields[sz.index()],
        };
        let amount = room.min(available);
        if amount == 0 {
            let why = if room == 0 {
                "already full"
            } else {
                "no energy to transfer"
            };
            return self.no_effect(i, action, why);
        }
        let crew = Some(self.crew_ref(i));
        self.emit(Event::EnergyMoved {
            crew,
            from,
            to,
            amount,
            bonus: u8::from(heroic),
        });
    }

    fn special(&mut self, i: usize, action: Action, station: Station) -> Flow {
        let crew = self.crew_ref(i);
        match (station.deck, station.zone) {
            (Deck::Upper, Zone::Red) => {
                if !self.state.has_active_squad(i) {
                    self.no_effect(i, action, "the interceptors need an active battlebot squad");
                } else if self.state.ship.pilot.is_some() {
                    self.no_effect(i, action, "the interceptors are already out");
                } else {
                    self.emit(Event::InterceptorsLaunched { crew });
                }
            }
            (Deck::Upper, Zone::White) => {
                // R2: maintenance counts in turns 1-2, 4-5 and 8-9.
                if !matches!(self.turn(), 1 | 2 | 4 | 5 | 8 | 9) {
                    self.no_effect(i, action, "no computer maintenance is due this turn");
                } else if self.state.ship.computer_maintained {
                    self.no_effect(i, action, "the computer is already maintained");
                } else {
                    self.emit(Event::ComputerMaintained { crew });
                }
            }
            (Deck::Upper, Zone::Blue) | (Deck::Lower, Zone::Red) => {
                if let Some(s) = self.state.crew[i].squad {
                    if self.state.ship.squads[s].disabled {
                        self.emit(Event::SquadReactivated { crew, squad: s });
                    } else {
                        self.no_effect(i, action, "already leads an active battlebot squad");
                    }
                } else if let Some(s) = self
                    .state
                    .ship
                    .squads
                    .iter()
                    .position(|q| q.place == SquadPlace::Stored(station))
                {
                    self.emit(Event::SquadTaken { crew, squad: s });
                } else {
                    self.no_effect(i, action, "no battlebot squad is stored here");
                }
            }
            (Deck::Lower, Zone::White) => self.emit(Event::Confirmed { crew }),
            (Deck::Lower, Zone::Blue) => {
                if self.state.ship.rockets == 0 {
                    self.no_effect(i, action, "no rockets left");
                } else if self.state.ship.rocket_launched {
                    self.no_effect(i, action, "a rocket was already launched this turn");
                } else {
                    self.emit(Event::RocketLaunched { crew });
                    self.sync_rocket_hit_points()?;
                }
            }
        }
        Ok(())
    }

    fn fissure(&self) -> Option<usize> {
        self.state
            .threats
            .iter()
            .position(|t| t.status == ThreatStatus::Active && t.has(&Trait::FoughtFromInterceptors))
    }

    fn battlebots(&mut self, i: usize, action: Action) -> Flow {
        let heroic = action == Action::HeroicRobots;
        let Some(station) = self.state.crew[i].station else {
            return Ok(());
        };
        if self.state.crew[i].squad.is_none() {
            self.no_effect(i, action, "leads no battlebot squad");
            return Ok(());
        }
        if !self.state.has_active_squad(i) {
            self.no_effect(i, action, "the battlebot squad is disabled");
            return Ok(());
        }
        let Some(t) = self.state.intruders_at(station).next() else {
            self.no_effect(i, action, "no intruder in this station");
            return Ok(());
        };
        let crew = self.crew_ref(i);
        let threat = self.threat_ref(t);
        // R5: heroic battlebots deal 1 damage too, and are never disabled.
        self.emit(Event::BotsAttack {
            crew,
            threat,
            station,
            amount: 1,
        });
        if self.state.threats[t].fires_back
            && !heroic
            && let Some(s) = self.state.crew[i].squad
        {
            self.emit(Event::SquadDisabled {
                squad: s,
                why: "the intruder fires back",
            });
        }
        self.check_destroyed(t, Some(i))
    }

    /// Emits the destruction of a threat whose damage has reached its hit points, with what
    /// its card does when destroyed.
    fn check_destroyed(&mut self, t: usize, by: Option<usize>) -> Flow {
        let th = &self.state.threats[t];
        if th.status != ThreatStatus::Active {
            return Ok(());
        }
        let gone = match th.card.kind {
            ThreatKind::Intruder if th.has(&Trait::HitCleansStation) => {
                th.damage >= th.hit_points || th.stations.is_empty()
            }
            ThreatKind::Intruder if !th.card.stations.is_empty() => {
                th.stations.is_empty() && th.progeny.is_empty()
            }
            _ => th.damage >= th.hit_points,
        };
        if !gone {
            return Ok(());
        }
        let threat = self.threat_ref(t);
        let by_ref = by.map(|c| self.crew_ref(c));
        self.emit(Event::ThreatDestroyed {
            threat,
            by: by_ref.clone(),
        });
        // Lasting effects of its actions end with it (ECM `Fissure.OnThreatTerminated`).
        let doubled: Vec<Zone> = (self.state.damage_doublers.iter())
            .filter(|(d, _)| *d == t)
            .map(|(_, z)| *z)
            .collect();
        for zone in doubled {
            let threat = self.threat_ref(t);
            self.emit(Event::DamageDoublingEnded { threat, zone });
        }
        let card = Arc::clone(&self.state.threats[t].card);
        for tr in &card.traits {
            match tr {
                Trait::KnocksOutDestroyer => {
                    if let Some(crew) = by_ref.clone() {
                        let why = format!("destroyed {}", card.name);
                        self.emit(Event::KnockedOut { crew, why });
                    }
                }
                Trait::DestroyedKnocksOut(stations) => {
                    for s in stations {
                        let victims: Vec<usize> = self.state.crew_at(*s).collect();
                        for v in victims {
                            let crew = self.crew_ref(v);
                            let why = format!("{} was destroyed beside them", card.name);
                            self.emit(Event::KnockedOut { crew, why });
                        }
                    }
                }
                Trait::DestroyedDamagesOthers(n) => {
                    // R17: every other external threat on a trajectory takes n, ignoring shields.
                    let others: Vec<usize> = (0..self.state.threats.len())
                        .filter(|&o| o != t && self.state.threats[o].is_active_external())
                        .collect();
                    for o in others {
                        let threat = self.threat_ref(o);
                        self.emit(Event::ThreatHurt {
                            threat,
                            amount: *n,
                            why: "caught in the explosion",
                        });
                        self.check_destroyed(o, None)?;
                    }
                }
                Trait::Revenge { per } => {
                    let strength = per * self.state.threats[t].xy_passed;
                    if strength > 0
                        && let Some(z) = self.state.threats[t].external_zone()
                    {
                        self.attack_zone(t, z, strength, false)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    // ----- Compute damage ------------------------------------------------------------------

    fn targetable(&self, t: usize) -> bool {
        let th = &self.state.threats[t];
        th.is_active_external()
            && th.revealed
            && !(th.has(&Trait::UntargetableAtDistance3) && th.distance() == 3)
    }

    /// The nearest targetable threat among `candidates` (fewest spaces, then lowest token).
    fn nearest(&self, candidates: impl Iterator<Item = usize>) -> Option<usize> {
        candidates.min_by_key(|&t| (self.state.threats[t].space, t))
    }

    fn compute_damage(&mut self) -> Flow {
        // Most turns nothing shoots: no cannon fired, no rocket flying, nobody in space.
        let ship = &self.state.ship;
        if ship.fired.is_empty() && !ship.rocket_flying && ship.pilot.is_none() {
            return Ok(());
        }
        let n = self.state.threats.len();
        // Damage before the step: a threat that pulses when damaged does so for any damage
        // taken in this step, an explosion's included (ECM `Nemesis.TookDamageThisTurn`).
        let pulsers: Vec<(usize, u8)> = (self.state.threats.iter().enumerate())
            .filter(|(_, t)| t.status == ThreatStatus::Active && t.has(&Trait::PulseWhenDamaged))
            .map(|(i, t)| (i, t.damage))
            .collect();
        // Damage is computed all at once: the shield bonus is the one at the start of the step,
        // even if a threat giving shields (Marauder) is destroyed earlier in the same step (T2).
        let shield_bonus = (self.state.shield_boosters.iter())
            .filter(|&&b| self.state.threats[b].status != ThreatStatus::Destroyed)
            .count() as i8;
        let mut hits: Vec<(usize, Source, u8)> = Vec::new();
        for &(cannon, strength) in &self.state.ship.fired {
            match cannon {
                Cannon::Heavy(z) | Cannon::Light(z) => {
                    let heavy = matches!(cannon, Cannon::Heavy(_));
                    let target = self.nearest((0..n).filter(|&t| {
                        self.targetable(t)
                            && self.state.threats[t].external_zone() == Some(z)
                            && !(heavy && self.state.threats[t].has(&Trait::IgnoredByHeavyLasers))
                    }));
                    if let Some(t) = target {
                        hits.push((t, Source::Cannon(cannon), strength));
                    }
                }
                Cannon::Pulse => {
                    let range = self.state.ship.pulse_range();
                    for t in 0..n {
                        if self.targetable(t) && self.state.threats[t].distance() <= range {
                            hits.push((t, Source::Cannon(cannon), strength));
                        }
                    }
                }
            }
        }
        if self.state.ship.rocket_flying {
            let magnet = self.nearest((0..n).filter(|&t| {
                self.targetable(t) && self.state.threats[t].has(&Trait::RocketMagnet)
            }));
            let target = magnet.or_else(|| {
                self.nearest((0..n).filter(|&t| {
                    self.targetable(t)
                        && self.state.threats[t].distance() <= 2
                        && !self.state.threats[t].has(&Trait::RocketImmune)
                }))
            });
            match target {
                Some(t) => {
                    let strength = if self.state.threats[t].has(&Trait::RocketDecoy) {
                        0
                    } else {
                        3
                    };
                    hits.push((t, Source::Rocket, strength));
                }
                None => self.emit(Event::RocketMissed),
            }
        }
        let mut knock_out_pilot = None;
        if let Some(p) = self.state.ship.pilot {
            let bonus = u8::from(self.state.ship.pilot_heroic);
            if let Some(f) = self.fissure() {
                let threat = self.threat_ref(f);
                let strength = 3 + bonus;
                self.emit(Event::Targeted {
                    source: Source::Interceptors,
                    threat: threat.clone(),
                    strength,
                });
                let left = self.state.threats[f].left().saturating_sub(strength);
                self.emit(Event::ThreatDamaged {
                    threat,
                    total: strength,
                    shield: 0,
                    taken: strength,
                    left,
                });
                self.check_destroyed(f, Some(p))?;
            } else {
                let near: Vec<usize> = (0..n)
                    .filter(|&t| self.targetable(t) && self.state.threats[t].distance() == 1)
                    .collect();
                if let [single] = near[..] {
                    let extra =
                        self.state.threats[single]
                            .card
                            .traits
                            .iter()
                            .find_map(|tr| match tr {
                                Trait::InterceptorBonus { bonus } => Some(*bonus),
                                _ => None,
                            });
                    if extra.is_some() {
                        knock_out_pilot = Some((p, single));
                    }
                    hits.push((single, Source::Interceptors, 3 + bonus + extra.unwrap_or(0)));
                } else {
                    for t in near {
                        hits.push((t, Source::Interceptors, 1 + bonus));
                    }
                }
            }
        }
        for (t, source, strength) in &hits {
            let threat = self.threat_ref(*t);
            self.emit(Event::Targeted {
                source: *source,
                threat,
                strength: *strength,
            });
        }
        for t in 0..n {
            // The summed strength of everything that hit it, and by what.
            let (mut hit, mut total, mut pulse_hit, mut rocket_hit) = (false, 0u8, false, false);
            for &(_, source, strength) in hits.iter().filter(|h| h.0 == t) {
                hit = true;
                total = total.saturating_add(strength);
                pulse_hit |= source == Source::Cannon(Cannon::Pulse);
                rocket_hit |= source == Source::Rocket && strength > 0;
            }
            if !hit || self.state.threats[t].status != ThreatStatus::Active {
                continue;
            }
            let threat = self.threat_ref(t);
            if self.state.threats[t].cryoshield {
                self.emit(Event::ThreatChanged {
                    threat: threat.clone(),
                    change: ThreatChange::CryoshieldGone,
                });
                let left = self.state.threats[t].left();
                self.emit(Event::ThreatDamaged {
                    threat,
                    total,
                    shield: 0,
                    taken: 0,
                    left,
                });
                continue;
            }
            let th = &self.state.threats[t];
            let shield = if th.has(&Trait::PulseVulnerable) && pulse_hit {
                0
            } else {
                th.shield + shield_bonus
            };
            let mut taken = (i16::from(total) - i16::from(shield)).clamp(0, 255) as u8;
            if total == 0 {
                taken = 0;
            }
            if let Some(cap) = th.card.traits.iter().find_map(|tr| match tr {
                Trait::MaxDamagePerTurn(n) => Some(*n),
                _ => None,
            }) {
                taken = taken.min(cap);
            }
            let left = th.left().saturating_sub(taken);
            self.emit(Event::ThreatDamaged {
                threat: threat.clone(),
                total,
                shield,
                taken,
                left,
            });
            if rocket_hit && self.state.threats[t].has(&Trait::RocketMagnet) && left > 0 {
                self.emit(Event::ThreatChanged {
                    threat,
                    change: ThreatChange::ShieldUp(1),
                });
            }
            self.check_destroyed(t, None)?;
        }
        if let Some((p, t)) = knock_out_pilot {
            let crew = self.crew_ref(p);
            let why = format!("flew the interceptors into {}", self.state.threats[t].name);
            self.emit(Event::KnockedOut { crew, why });
        }
        for (t, before) in pulsers {
            let th = &self.state.threats[t];
            if th.status == ThreatStatus::Active && th.damage > before {
                for z in Zone::ALL {
                    self.attack_zone(t, z, 1, false)?;
                }
            }
        }
        Ok(())
    }

    // ----- Threat actions ------------------------------------------------------------------

    fn move_threats(&mut self) -> Flow {
        for t in 0..self.state.threats.len() {
            if self.state.threats[t].status == ThreatStatus::Active {
                let th = &self.state.threats[t];
                let speed = th.card.speed + th.speed_bonus;
                self.advance(t, speed)?;
            }
        }
        Ok(())
    }

    /// Moves a threat `spaces` toward the ship and performs every X/Y/Z it enters.
    fn advance(&mut self, t: usize, spaces: u8) -> Flow {
        let th = &self.state.threats[t];
        let from = th.space;
        let to = from.saturating_sub(spaces).max(1);
        if to == from {
            return Ok(());
        }
        // The action squares entered, from the entry toward the ship (a static table: no
        // allocation on this hot path).
        let squares = th.trajectory.squares();
        let threat = self.threat_ref(t);
        self.emit(Event::ThreatMoved { threat, from, to });
        for &(_, sq) in squares
            .iter()
            .filter(|(space, _)| (to..from).contains(space))
        {
            if self.state.threats[t].status != ThreatStatus::Active {
                break;
            }
            self.act_square(t, sq)?;
        }
        Ok(())
    }

    fn act_square(&mut self, t: usize, square: Square) -> Flow {
        let threat = self.threat_ref(t);
        self.emit(Event::ThreatActs {
            threat: threat.clone(),
            square,
        });
        let card = Arc::clone(&self.state.threats[t].card);
        if square != Square::Z && card.has(&Trait::Revenge { per: 0 }) {
            self.emit(Event::ThreatChanged {
                threat: threat.clone(),
                change: ThreatChange::PassedXy,
            });
        }
        let effects = match square {
            Square::X => &card.x,
            Square::Y => &card.y,
            Square::Z => &card.z,
        };
        for e in effects {
            if self.state.threats[t].status != ThreatStatus::Active {
                break;
            }
            self.effect(t, e)?;
        }
        if square == Square::Z && self.state.threats[t].status == ThreatStatus::Active {
            self.emit(Event::ThreatSurvived { threat });
        }
        Ok(())
    }

    /// The zone where an internal threat's (first) token is, or an external threat's zone.
    fn home_zone(&self, t: usize) -> Zone {
        let th = &self.state.threats[t];
        th.external_zone()
            .or_else(|| th.stations.first().or(th.progeny.first()).map(|s| s.zone))
            .or_else(|| th.card.stations.first().map(|s| s.zone))
            .unwrap_or(Zone::Red)
    }

    fn zones(&self, t: usize, target: Target) -> Vec<Zone> {
        let home = self.home_zone(t);
        match target {
            Target::Own => vec![home],
            Target::Others => Zone::ALL.into_iter().filter(|z| *z != home).collect(),
            Target::All => Zone::ALL.to_vec(),
            Target::Zone(z) => vec![z],
        }
    }

    fn crew_set(&self, t: usize, who: Crew) -> Vec<usize> {
        let th = &self.state.threats[t];
        let home = self.home_zone(t);
        let in_station = |i: usize| {
            self.state.crew[i]
                .station
                .is_some_and(|s| th.stations.contains(&s) || th.progeny.contains(&s))
        };
        self.state
            .aboard()
            .filter(|&i| {
                let here = self.state.crew[i].station;
                match who {
                    Crew::All => true,
                    Crew::InZone => here.is_some_and(|s| s.zone == home),
                    Crew::InStation => in_station(i),
                    Crew::At(s) => here == Some(s),
                    Crew::CarryingActiveBots => self.state.has_active_squad(i),
                    Crew::InStationWithoutActiveBots => {
                        in_station(i) && !self.state.has_active_squad(i)
                    }
                    Crew::AllExcept(s) => here != Some(s),
                }
            })
            .collect()
    }

    /// An attack of `strength` on a zone by threat `t` (R: shields absorb unless ignored;
    /// internal damage always ignores shields).
    fn attack_zone(&mut self, t: usize, zone: Zone, strength: u8, ignore_shields: bool) -> Flow {
        let internal = self.state.threats[t].card.is_internal();
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
            let absorbed = self.state.ship.shields[zone.index()].min(strength);
            if absorbed > 0 {
                self.emit(Event::ShieldAbsorbed {
                    zone,
                    amount: absorbed,
                });
            }
            through -= absorbed;
            if self.state.threats[t].has(&Trait::DoubleDamageThroughShields) {
                through *= 2;
            }
        }
        if self.state.ship.double_damage[zone.index()] {
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
                    why: format!("zone {zone} took a seventh damage"),
                });
                Err(Stop)
            }
        }
    }

    fn drain(&mut self, container: Container, amount: Option<u8>) {
        let have = match container {
            Container::Reactor(z) => self.state.ship.reactors[z.index()],
            Container::Shield(z) => self.state.ship.shields[z.index()],
        };
        let amount = amount.map_or(have, |a| a.min(have));
        if amount > 0 {
            self.emit(Event::EnergyDrained { container, amount });
        }
    }

    /// Keeps the hit points of threats tied to the rockets aboard in step with them.
    fn sync_rocket_hit_points(&mut self) -> Flow {
        for t in 0..self.state.threats.len() {
            let th = &self.state.threats[t];
            if th.status == ThreatStatus::Active
                && th.has(&Trait::HitPointsAreRockets)
                && th.hit_points != self.state.ship.rockets
            {
                let threat = self.threat_ref(t);
                let n = self.state.ship.rockets;
                self.emit(Event::ThreatChanged {
                    threat,
                    change: ThreatChange::HitPoints(n),
                });
                self.check_destroyed(t, None)?;
            }
        }
        Ok(())
    }

    fn effect(&mut self, t: usize, effect: &Effect) -> Flow {
        let threat = self.threat_ref(t);
        let turn = self.turn();
        match effect {
            Effect::Attack {
                strength,
                target,
                ignore_shields,
            } => {
                for z in self.zones(t, *target) {
                    self.attack_zone(t, z, *strength, *ignore_shields)?;
                }
            }
            Effect::AttackRemainingHp { per_hp, target } => {
                let strength = self.state.threats[t].left() * per_hp;
                for z in self.zones(t, *target) {
                    self.attack_zone(t, z, strength, false)?;
                }
            }
            Effect::DamagePerStation { per } => {
                let th = &self.state.threats[t];
                let counts: Vec<(Zone, u8)> = Zone::ALL
                    .into_iter()
                    .map(|z| {
                        (
                            z,
                            th.stations
                                .iter()
                                .chain(&th.progeny)
                                .filter(|s| s.zone == z)
                                .count() as u8,
                        )
                    })
                    .collect();
                for (z, c) in counts {
                    self.attack_zone(t, z, c * per, true)?;
                }
            }
            Effect::DamagePerZoneOccupied { per } => {
                let th = &self.state.threats[t];
                let zones: Vec<Zone> = Zone::ALL
                    .into_iter()
                    .filter(|z| th.stations.iter().chain(&th.progeny).any(|s| s.zone == *z))
                    .collect();
                for z in zones {
                    self.attack_zone(t, z, *per, true)?;
                }
            }
            Effect::DamageCentralReactorEnergy => {
                let n = self.state.ship.reactors[Zone::White.index()];
                let z = self.home_zone(t);
                self.attack_zone(t, z, n, true)?;
            }
            Effect::DamagePerCrewInStation => {
                let n = self.crew_set(t, Crew::InStation).len() as u8;
                let z = self.home_zone(t);
                self.attack_zone(t, z, n, true)?;
            }
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
                    if self.state.threats[t].status != ThreatStatus::Active {
                        break;
                    }
                    self.effect(t, e)?;
                }
            }
            Effect::Heal(n) => {
                let healed = self.state.threats[t].damage.min(*n);
                if healed > 0 {
                    self.emit(Event::ThreatChanged {
                        threat,
                        change: ThreatChange::Heal(healed),
                    });
                }
            }
            Effect::HealHalf => {
                let healed = self.state.threats[t].damage / 2;
                if healed > 0 {
                    self.emit(Event::ThreatChanged {
                        threat,
                        change: ThreatChange::Heal(healed),
                    });
                }
            }
            Effect::DamageSelf(n) => {
                self.emit(Event::ThreatHurt {
                    threat,
                    amount: *n,
                    why: "its own action",
                });
                self.check_destroyed(t, None)?;
            }
            Effect::SpeedUp(n) => self.emit(Event::ThreatChanged {
                threat,
                change: ThreatChange::SpeedUp(*n),
            }),
            Effect::ShieldUp(n) => self.emit(Event::ThreatChanged {
                threat,
                change: ThreatChange::ShieldUp(*n),
            }),
            Effect::SetShield(n) => self.emit(Event::ThreatChanged {
                threat,
                change: ThreatChange::SetShield(*n),
            }),
            Effect::Drain { containers, amount } => {
                let home = self.home_zone(t);
                let list: Vec<Container> = match containers {
                    Containers::AllShields => Zone::ALL.map(Container::Shield).to_vec(),
                    Containers::OwnShield => vec![Container::Shield(home)],
                    Containers::AllReactors => Zone::ALL.map(Container::Reactor).to_vec(),
                    Containers::OwnReactor => vec![Container::Reactor(home)],
                    Containers::CentralReactor => vec![Container::Reactor(Zone::White)],
                };
                for c in list {
                    self.drain(c, *amount);
                }
            }
            Effect::DrainReactorOrDamage => {
                let z = self.home_zone(t);
                if self.state.ship.reactors[z.index()] > 0 {
                    self.drain(Container::Reactor(z), Some(1));
                } else {
                    self.attack_zone(t, z, 1, true)?;
                }
            }
            Effect::ReactorIntoShield => {
                let ship = &self.state.ship;
                let energy = ship.reactors[Zone::White.index()];
                let room = ship
                    .shield_capacity(Zone::White)
                    .saturating_sub(ship.shields[Zone::White.index()]);
                let moved = energy.min(room);
                if moved > 0 {
                    let (from, to) = (
                        Container::Reactor(Zone::White),
                        Container::Shield(Zone::White),
                    );
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
                    self.drain(Container::Reactor(Zone::White), Some(overflow));
                    let z = self.home_zone(t);
                    self.attack_zone(t, z, overflow, true)?;
                }
            }
            Effect::ShieldIntoDamage => {
                let n = self.state.ship.shields[Zone::White.index()];
                self.drain(Container::Shield(Zone::White), None);
                let z = self.home_zone(t);
                self.attack_zone(t, z, n, true)?;
            }
            Effect::ReactorsIntoDamage => {
                for z in Zone::ALL {
                    let n = self.state.ship.reactors[z.index()];
                    self.drain(Container::Reactor(z), None);
                    self.attack_zone(t, z, n, true)?;
                }
            }
            Effect::DestroyFuel(n) => {
                let amount = self.state.ship.fuel.min(*n);
                if amount > 0 {
                    self.emit(Event::FuelDestroyed { amount });
                }
            }
            Effect::DestroyRocket => {
                if self.state.ship.rockets > 0 {
                    self.emit(Event::RocketDestroyed);
                    self.sync_rocket_hit_points()?;
                }
            }
            Effect::DisableStoredBots(station) => {
                let squad = self
                    .state
                    .ship
                    .squads
                    .iter()
                    .position(|q| q.place == SquadPlace::Stored(*station) && !q.disabled);
                if let Some(squad) = squad {
                    self.emit(Event::SquadDisabled {
                        squad,
                        why: "sabotaged in storage",
                    });
                }
            }
            Effect::MoveRedward | Effect::MoveBlueward | Effect::ChangeDeck => {
                let stations = self.state.threats[t].stations.clone();
                for from in stations {
                    let to = match effect {
                        Effect::MoveRedward => from.redward(),
                        Effect::MoveBlueward => from.blueward(),
                        _ => from.other_deck(),
                    };
                    if to != from {
                        self.emit(Event::IntruderMoved {
                            threat: threat.clone(),
                            from,
                            to,
                        });
                    }
                }
            }
            Effect::MoveToMostCrew => {
                if let Some(&from) = self.state.threats[t].stations.first() {
                    let mut best: Vec<(usize, Station)> =
                        [from.redward(), from.blueward(), from.other_deck()]
                            .into_iter()
                            .filter(|s| *s != from)
                            .map(|s| (self.state.crew_at(s).count(), s))
                            .collect();
                    best.sort_by_key(|b| std::cmp::Reverse(b.0));
                    // RULINGS.md "Seeker": the adjacent station with the most crew, whatever
                    // its own station holds; a tie keeps it where it is (ECM, LLKS).
                    if let Some(&(n, to)) = best.first() {
                        let tie = best.get(1).is_some_and(|b| b.0 == n);
                        if !tie {
                            self.emit(Event::IntruderMoved { threat, from, to });
                        }
                    }
                }
            }
            Effect::Spread { blueward } => {
                let th = &self.state.threats[t];
                let occupied: Vec<Station> =
                    th.stations.iter().chain(&th.progeny).copied().collect();
                // RULINGS.md T9: no spreading into a station already held by a spreading threat
                // (this card's tokens or another slime's), as ECM.
                let slimed = |s: &Station| {
                    self.state.threats.iter().any(|o| {
                        o.status == ThreatStatus::Active
                            && (o.stations.contains(s) || o.progeny.contains(s))
                            && o.card
                                .x
                                .iter()
                                .chain(&o.card.y)
                                .chain(&o.card.z)
                                .any(|e| matches!(e, Effect::Spread { .. }))
                    })
                };
                let mut new = Vec::new();
                for s in &occupied {
                    let to = if *blueward { s.blueward() } else { s.redward() };
                    if to != *s && !slimed(&to) && !new.contains(&to) {
                        new.push(to);
                    }
                }
                for station in new {
                    self.emit(Event::Spread {
                        threat: threat.clone(),
                        station,
                    });
                }
            }
            Effect::Delay(who) => {
                for i in self.crew_set(t, *who) {
                    self.delay(i, turn + 1, "a threat's action");
                }
            }
            Effect::KnockOut(who) => {
                for i in self.crew_set(t, *who) {
                    let crew = self.crew_ref(i);
                    let why = format!("{}'s action", threat.name);
                    self.emit(Event::KnockedOut { crew, why });
                }
            }
            Effect::AdvanceOthers => {
                let others: Vec<usize> = (0..self.state.threats.len())
                    .filter(|&o| o != t && self.state.threats[o].is_active_external())
                    .collect();
                for o in others {
                    if self.state.threats[o].status == ThreatStatus::Active {
                        self.advance(o, 1)?;
                    }
                }
            }
            Effect::BoostOthersAttack => self.emit(Event::BoostStarted {
                threat,
                boost: crate::event::Boost::Attack,
            }),
            Effect::BoostAllShields => self.emit(Event::BoostStarted {
                threat,
                boost: crate::event::Boost::Shield,
            }),
            Effect::Reveal => self.emit(Event::ThreatChanged {
                threat,
                change: ThreatChange::Revealed,
            }),
            Effect::StartFiringBack => self.emit(Event::ThreatChanged {
                threat,
                change: ThreatChange::FiresBack,
            }),
            Effect::DoubleDamage(zone) => {
                let zones = zone.map_or(Zone::ALL.to_vec(), |z| vec![z]);
                for zone in zones {
                    if !self.state.damage_doublers.contains(&(t, zone)) {
                        let threat = threat.clone();
                        self.emit(Event::DamageDoubled { threat, zone });
                    }
                }
            }
            Effect::KnockOutEntrants => {
                let th = &self.state.threats[t];
                let stations: Vec<Station> =
                    th.stations.iter().chain(&th.progeny).copied().collect();
                if !stations.is_empty() {
                    self.emit(Event::StationsDeadly { threat, stations });
                }
            }
            Effect::DestroyShip => {
                let why = format!("{} destroys the ship", threat.name);
                self.emit(Event::ShipDestroyed {
                    by: Some(threat),
                    why,
                });
                return Err(Stop);
            }
        }
        Ok(())
    }

    fn computer_check(&mut self, turn: u8) {
        let maintained = self.state.ship.computer_maintained;
        self.emit(Event::ComputerChecked { maintained });
        if !maintained {
            // R2: every crew member aboard is delayed; crew in the interceptors are not.
            let aboard: Vec<usize> = self.state.aboard().collect();
            for i in aboard {
                self.delay(i, turn + 1, "the computer was not maintained");
            }
        }
    }
}
