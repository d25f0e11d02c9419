//! The state of a mission during the Resolution Round, changed only by applying events.

use std::sync::Arc;

use crate::{
    action::Action,
    card::{System, ThreatCard, ThreatKind, Trait},
    event::{Container, Event, ThreatChange},
    setup::{CrewColour, Setup},
    ship::{Cannon, Ship, SquadPlace},
    trajectory::{Trajectory, distance},
    zone::{Station, ThreatZone, Zone},
};

/// A crew member during resolution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewState {
    /// Name.
    pub name: Arc<str>,
    /// Figure colour.
    pub colour: Option<CrewColour>,
    /// Captain.
    pub captain: bool,
    /// Android board.
    pub android: bool,
    /// The action board as it stands now (delays push cards).
    pub actions: [Action; 12],
    /// Where the figure is; `None` while out in the interceptors.
    pub station: Option<Station>,
    /// Knocked out.
    pub knocked_out: bool,
    /// The battlebot squad following this crew member.
    pub squad: Option<usize>,
}

/// Where a threat is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThreatStatus {
    /// Not yet appeared.
    Pending,
    /// On its trajectory.
    Active,
    /// Destroyed (points for destroying).
    Destroyed,
    /// Reached the end of its trajectory (points for surviving).
    Survived,
    /// An unconfirmed report with fewer than 5 players (R8).
    Ignored,
}

impl ThreatStatus {
    /// The word used in results: destroyed, survived, in-flight or ignored.
    pub fn result_name(self) -> &'static str {
        match self {
            ThreatStatus::Destroyed => "destroyed",
            ThreatStatus::Survived => "survived",
            ThreatStatus::Ignored => "ignored",
            ThreatStatus::Pending | ThreatStatus::Active => "in-flight",
        }
    }
}

/// A threat during resolution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreatState {
    /// The card.
    pub card: Arc<ThreatCard>,
    /// Card name, shared with the log.
    pub name: Arc<str>,
    /// Turn it appears (its token number).
    pub turn: u8,
    /// Its trajectory's zone.
    pub zone: ThreatZone,
    /// Its trajectory board.
    pub trajectory: Trajectory,
    /// An unconfirmed report.
    pub unconfirmed: bool,
    /// Life status.
    pub status: ThreatStatus,
    /// Space on the trajectory (1 = Z).
    pub space: u8,
    /// Damage taken (red blocks).
    pub damage: u8,
    /// Hit points (the card's, or the rockets aboard for some cards).
    pub hit_points: u8,
    /// Speed modifier.
    pub speed_bonus: u8,
    /// Shield: printed value, or as set / raised by its actions.
    pub shield: i8,
    /// Stealth lifted.
    pub revealed: bool,
    /// Cryoshield still up.
    pub cryoshield: bool,
    /// Fires back (printed, or grown up).
    pub fires_back: bool,
    /// X/Y spaces passed (asteroids' revenge).
    pub xy_passed: u8,
    /// Stations of an internal threat's main token(s).
    pub stations: Vec<Station>,
    /// Stations of 1-hit-point progeny tokens.
    pub progeny: Vec<Station>,
    /// Repairs landed this turn, by station (for simultaneous-repair rules).
    pub repaired_at: Vec<Station>,
    /// C actions made at its station this turn (for simultaneous-repair rules).
    pub c_actions: u8,
}

impl ThreatState {
    /// Whether the card has a trait.
    pub fn has(&self, t: &Trait) -> bool {
        self.card.has(t)
    }

    /// Hit points left.
    pub fn left(&self) -> u8 {
        self.hit_points.saturating_sub(self.damage)
    }

    /// Distance band of its space.
    pub fn distance(&self) -> u8 {
        distance(self.space)
    }

    /// Whether it is an external threat on a trajectory now.
    pub fn is_active_external(&self) -> bool {
        self.status == ThreatStatus::Active && !self.card.is_internal()
    }

    /// The zone of an external threat.
    pub fn external_zone(&self) -> Option<Zone> {
        match self.zone {
            ThreatZone::External(z) => Some(z),
            ThreatZone::Internal => None,
        }
    }
}

/// The whole state of a mission being resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// Current turn (0 before the first, 13 for the final step).
    pub turn: u8,
    /// The ship.
    pub ship: Ship,
    /// The crew, in acting order (captain first).
    pub crew: Vec<CrewState>,
    /// The threats, in order of appearance (internal before external on the same turn, R13).
    pub threats: Vec<ThreatState>,
    /// Systems made unrepairable by malfunctions that reached Z.
    pub broken: Vec<(Station, System)>,
    /// Threats boosting the attacks of the others (the Scout).
    pub attack_boosters: Vec<usize>,
    /// Threats boosting every external threat's shield (the Marauder).
    pub shield_boosters: Vec<usize>,
    /// Zones whose damage is doubled, with the threat doubling it (a hull breach).
    pub damage_doublers: Vec<(usize, Zone)>,
    /// Stations that knock out crew entering them, with the threat that left them so.
    pub deadly_stations: Vec<(Station, usize)>,
    /// The ship was destroyed, by whom (threat index) and why.
    pub lost: Option<(Option<usize>, String)>,
    /// Players counted for unconfirmed reports (androids do not count).
    pub players: u8,
}

impl State {
    /// The state at the start of the Resolution Round.
    pub fn new(setup: &Setup) -> State {
        let mut order: Vec<usize> = (0..setup.crew.len()).collect();
        // R13: the captain acts first; the others in the file's order.
        order.sort_by_key(|&i| !setup.crew[i].captain);
        let crew = order
            .iter()
            .map(|&i| {
                let c = &setup.crew[i];
                CrewState {
                    name: Arc::from(c.name.as_str()),
                    colour: c.colour,
                    captain: c.captain,
                    android: c.android,
                    actions: c.actions,
                    station: Some(Station::BRIDGE),
                    knocked_out: false,
                    squad: None,
                }
            })
            .collect();
        let mut placements: Vec<&crate::setup::ThreatPlacement> = setup.threats.iter().collect();
        // R13: order of appearance; internal before external on the same turn.
        placements.sort_by_key(|p| (p.turn, p.zone != ThreatZone::Internal));
        let threats = placements
            .into_iter()
            .map(|p| {
                let card = Arc::new(p.card.clone());
                ThreatState {
                    name: Arc::from(card.name.as_str()),
                    turn: p.turn,
                    zone: p.zone,
                    trajectory: setup.trajectories.of(p.zone),
                    unconfirmed: p.unconfirmed,
                    status: ThreatStatus::Pending,
                    space: 0,
                    damage: 0,
                    hit_points: card.hit_points,
                    speed_bonus: 0,
                    shield: card.shield,
                    revealed: !card.has(&Trait::Stealth),
                    cryoshield: card.has(&Trait::Cryoshield),
                    fires_back: card.has(&Trait::FiresBack),
                    xy_passed: 0,
                    stations: card.stations.clone(),
                    progeny: Vec::new(),
                    repaired_at: Vec::new(),
                    c_actions: 0,
                    card,
                }
            })
            .collect();
        State {
            turn: 0,
            ship: Ship::new(),
            crew,
            threats,
            broken: Vec::new(),
            attack_boosters: Vec::new(),
            shield_boosters: Vec::new(),
            damage_doublers: Vec::new(),
            deadly_stations: Vec::new(),
            lost: None,
            players: setup.players,
        }
    }

    /// Crew members aboard the ship (not knocked out, not in space).
    pub fn aboard(&self) -> impl Iterator<Item = usize> + '_ {
        self.crew
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.knocked_out && c.station.is_some())
            .map(|(i, _)| i)
    }

    /// Crew members aboard in a station.
    pub fn crew_at(&self, station: Station) -> impl Iterator<Item = usize> + '_ {
        self.aboard()
            .filter(move |&i| self.crew[i].station == Some(station))
    }

    /// Whether a crew member leads an active (upright) squad.
    pub fn has_active_squad(&self, crew: usize) -> bool {
        self.crew[crew]
            .squad
            .is_some_and(|s| !self.ship.squads[s].disabled)
    }

    /// The effective shield of an external threat this turn, boosts included.
    pub fn threat_shield(&self, t: usize) -> i8 {
        let boost = self
            .shield_boosters
            .iter()
            .filter(|&&b| self.threats[b].status != ThreatStatus::Destroyed)
            .count() as i8;
        self.threats[t].shield + boost
    }

    /// The extra attack strength of a threat from boosters other than itself.
    pub fn attack_boost(&self, t: usize) -> u8 {
        self.attack_boosters
            .iter()
            .filter(|&&b| b != t && self.threats[b].status != ThreatStatus::Destroyed)
            .count() as u8
    }

    /// Malfunctions affecting a system at a station (index order = token order).
    pub fn malfunctions_at(
        &self,
        station: Station,
        system: System,
    ) -> impl Iterator<Item = usize> + '_ {
        self.threats.iter().enumerate().filter_map(move |(i, t)| {
            (t.status == ThreatStatus::Active
                && t.card.kind == ThreatKind::Malfunction(system)
                && t.stations.contains(&station))
            .then_some(i)
        })
    }

    /// Intruders with a token in a station, in token order.
    pub fn intruders_at(&self, station: Station) -> impl Iterator<Item = usize> + '_ {
        self.threats.iter().enumerate().filter_map(move |(i, t)| {
            (t.status == ThreatStatus::Active
                && t.card.kind == ThreatKind::Intruder
                && (t.stations.contains(&station) || t.progeny.contains(&station)))
            .then_some(i)
        })
    }

    fn container(&mut self, c: Container) -> &mut u8 {
        match c {
            Container::Reactor(z) => &mut self.ship.reactors[z.index()],
            Container::Shield(z) => &mut self.ship.shields[z.index()],
        }
    }

    /// The confirmation phase (0-based) of the current turn.
    fn phase_index(&self) -> usize {
        match self.turn {
            0..=3 => 0,
            4..=7 => 1,
            _ => 2,
        }
    }

    /// Applies one entry of the log: its turn, then its event.
    pub fn apply_entry(&mut self, entry: &crate::event::LogEntry) {
        self.turn = entry.turn;
        self.apply(&entry.event);
    }

    /// Applies one event: the only way the state changes.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::ThreatAppeared { threat, space, .. } => {
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Active;
                t.space = *space;
            }
            Event::ThreatIgnored { threat } => {
                self.threats[threat.index].status = ThreatStatus::Ignored
            }
            Event::Moved { crew, to, lift, .. } => {
                self.crew[crew.index].station = Some(*to);
                if let Some(z) = lift {
                    self.ship.lifts_used[z.index()] = true;
                }
            }
            Event::Delayed { crew, turn, .. } => {
                delay(&mut self.crew[crew.index].actions, *turn);
            }
            Event::Tripped { .. }
            | Event::NoEffect { .. }
            | Event::ThreatActs { .. }
            | Event::Attack { .. }
            | Event::Jumped => {}
            Event::Fired {
                cannon, strength, ..
            } => {
                match cannon {
                    Cannon::Heavy(z) => self.ship.reactors[z.index()] -= 1,
                    Cannon::Pulse => self.ship.reactors[Zone::White.index()] -= 1,
                    Cannon::Light(_) => {}
                }
                self.ship.fired.push((*cannon, *strength));
            }
            Event::EnergyMoved {
                from,
                to,
                amount,
                bonus,
                ..
            } => {
                *self.container(*from) -= amount;
                *self.container(*to) += amount + bonus;
            }
            Event::Refuelled { amount, bonus, .. } => {
                self.ship.fuel -= 1;
                self.ship.reactors[Zone::White.index()] += amount + bonus;
            }
            Event::ComputerMaintained { .. } => self.ship.computer_maintained = true,
            Event::ComputerChecked { .. } => self.ship.computer_maintained = false,
            Event::RocketLaunched { .. } => {
                self.ship.rockets -= 1;
                self.ship.rocket_launched = true;
            }
            Event::SquadTaken { crew, squad } => {
                self.ship.squads[*squad].place = SquadPlace::Carried(crew.index);
                self.crew[crew.index].squad = Some(*squad);
            }
            Event::SquadReactivated { squad, .. } => self.ship.squads[*squad].disabled = false,
            Event::SquadDisabled { squad, .. } => self.ship.squads[*squad].disabled = true,
            Event::InterceptorsLaunched { crew } => {
                self.ship.pilot = Some(crew.index);
                self.ship.pilot_heroic = false;
                self.crew[crew.index].station = None;
            }
            Event::InterceptorsStay { heroic, .. } => self.ship.pilot_heroic = *heroic,
            Event::InterceptorsReturned { crew } => {
                self.ship.pilot = None;
                self.crew[crew.index].station = Some(Station::new(Zone::Red, crate::Deck::Upper));
            }
            Event::Confirmed { .. } => self.ship.confirming_now += 1,
            Event::Repaired {
                threat,
                amount,
                crew,
                ..
            } => {
                let station = self.crew[crew.index].station;
                let t = &mut self.threats[threat.index];
                t.damage = t.damage.saturating_add(*amount);
                if let Some(s) = station {
                    t.repaired_at.push(s);
                }
                t.c_actions += 1;
            }
            Event::BotsAttack {
                threat,
                station,
                amount,
                ..
            } => {
                let t = &mut self.threats[threat.index];
                if t.has(&Trait::HitCleansStation) {
                    t.stations.retain(|s| s != station);
                    t.damage = t.damage.saturating_add(*amount);
                } else if t.stations.contains(station) {
                    t.damage = t.damage.saturating_add(*amount);
                    if t.damage >= t.hit_points {
                        t.stations.clear();
                    }
                } else if let Some(p) = t.progeny.iter().position(|s| s == station) {
                    t.progeny.remove(p);
                }
            }
            Event::ThreatHurt { threat, amount, .. } => {
                let t = &mut self.threats[threat.index];
                t.damage = t.damage.saturating_add(*amount);
            }
            Event::StationCleared { threat, station } => {
                let t = &mut self.threats[threat.index];
                t.stations.retain(|s| s != station);
                t.progeny.retain(|s| s != station);
            }
            Event::RocketMissed => self.ship.rocket_flying = false,
            Event::Targeted { source, .. } => {
                if *source == crate::event::Source::Rocket {
                    self.ship.rocket_flying = false;
                }
            }
            Event::ThreatDamaged { threat, taken, .. } => {
                let t = &mut self.threats[threat.index];
                t.damage = t.damage.saturating_add(*taken);
            }
            Event::ThreatDestroyed { threat, .. } => {
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Destroyed;
                t.stations.clear();
                t.progeny.clear();
            }
            Event::ThreatMoved { threat, to, .. } => self.threats[threat.index].space = *to,
            Event::ThreatChanged { threat, change } => {
                let t = &mut self.threats[threat.index];
                match change {
                    ThreatChange::Heal(n) => t.damage = t.damage.saturating_sub(*n),
                    ThreatChange::SpeedUp(n) => t.speed_bonus += n,
                    ThreatChange::ShieldUp(n) => t.shield += *n as i8,
                    ThreatChange::SetShield(n) => t.shield = *n,
                    ThreatChange::Revealed => t.revealed = true,
                    ThreatChange::CryoshieldGone => t.cryoshield = false,
                    ThreatChange::FiresBack => t.fires_back = true,
                    ThreatChange::HitPoints(n) => t.hit_points = *n,
                    ThreatChange::PassedXy => t.xy_passed += 1,
                }
            }
            Event::IntruderMoved { threat, from, to } => {
                let t = &mut self.threats[threat.index];
                for s in t.stations.iter_mut().chain(t.progeny.iter_mut()) {
                    if s == from {
                        *s = *to;
                    }
                }
            }
            Event::Spread { threat, station } => self.threats[threat.index].progeny.push(*station),
            Event::ShieldAbsorbed { zone, amount } => self.ship.shields[zone.index()] -= amount,
            Event::TileDrawn { zone, tile } => {
                self.ship.damage[zone.index()].push(*tile);
                // A smaller capacity returns the excess energy to the bank at once.
                let (r, s) = (
                    self.ship.reactor_capacity(*zone),
                    self.ship.shield_capacity(*zone),
                );
                let i = zone.index();
                self.ship.reactors[i] = self.ship.reactors[i].min(r);
                self.ship.shields[i] = self.ship.shields[i].min(s);
            }
            Event::EnergyDrained { container, amount } => {
                let c = self.container(*container);
                *c = c.saturating_sub(*amount);
            }
            Event::FuelDestroyed { amount } => {
                self.ship.fuel = self.ship.fuel.saturating_sub(*amount)
            }
            Event::RocketDestroyed => self.ship.rockets = self.ship.rockets.saturating_sub(1),
            Event::DamageDoubled { threat, zone } => {
                self.damage_doublers.push((threat.index, *zone));
                self.ship.double_damage[zone.index()] = true;
            }
            Event::DamageDoublingEnded { threat, zone } => {
                self.damage_doublers
                    .retain(|&(t, z)| !(t == threat.index && z == *zone));
                self.ship.double_damage[zone.index()] =
                    self.damage_doublers.iter().any(|&(_, z)| z == *zone);
            }
            Event::StationsDeadly { threat, stations } => self
                .deadly_stations
                .extend(stations.iter().map(|&s| (s, threat.index))),
            Event::BoostStarted { threat, boost } => match boost {
                crate::event::Boost::Attack => self.attack_boosters.push(threat.index),
                crate::event::Boost::Shield => self.shield_boosters.push(threat.index),
            },
            Event::KnockedOut { crew, .. } => {
                let c = &mut self.crew[crew.index];
                c.knocked_out = true;
                if let Some(s) = c.squad {
                    self.ship.squads[s].disabled = true;
                }
                if self.ship.pilot == Some(crew.index) {
                    self.ship.pilot = None;
                    self.crew[crew.index].station =
                        Some(Station::new(Zone::Red, crate::Deck::Upper));
                }
            }
            Event::ThreatSurvived { threat } => {
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Survived;
                if let ThreatKind::Malfunction(system) = t.card.kind {
                    // A malfunction that performed Z leaves its systems unrepairable.
                    let stations = t.stations.clone();
                    self.broken
                        .extend(stations.into_iter().map(|s| (s, system)));
                }
                let t = &mut self.threats[threat.index];
                if t.card.kind == ThreatKind::Intruder {
                    t.stations.clear();
                    t.progeny.clear();
                }
            }
            Event::RocketAdvanced => {
                self.ship.rocket_launched = false;
                self.ship.rocket_flying = true;
            }
            Event::TurnEnded => {
                self.ship.fired.clear();
                self.ship.lifts_used = [false; 3];
                let p = self.phase_index();
                let best = &mut self.ship.confirmation_best[p];
                *best = (*best).max(self.ship.confirming_now);
                self.ship.confirming_now = 0;
                for t in &mut self.threats {
                    t.repaired_at.clear();
                    t.c_actions = 0;
                }
            }
            Event::PhaseEnded { .. } => {}
            Event::ShipDestroyed { by, why } => {
                self.lost = Some((by.as_ref().map(|t| t.index), why.clone()));
            }
        }
    }

    /// Advances the turn counter.
    pub(crate) fn set_turn(&mut self, turn: u8) {
        self.turn = turn;
    }
}

/// Delays a board from `turn` (1-based) by one space (R3): the card there and the following
/// cards move one space later, up to the first empty space, which absorbs the push; a card
/// pushed past turn 12 is lost. Delaying an empty space changes nothing.
pub fn delay(board: &mut [Action; 12], turn: u8) -> Option<Action> {
    let start = usize::from(turn).checked_sub(1)?;
    if start >= 12 || board[start] == Action::Empty {
        return None;
    }
    let end = (start..12).find(|&i| board[i] == Action::Empty);
    let lost = match end {
        Some(_) => None,
        None => Some(board[11]),
    };
    let end = end.unwrap_or(11);
    for i in (start + 1..=end).rev() {
        board[i] = board[i - 1];
    }
    board[start] = Action::Empty;
    lost
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn board(s: &str) -> [Action; 12] {
        Action::parse_board(s).unwrap()
    }

    #[test]
    fn r3_delay_stops_at_the_first_empty_space() {
        let mut b = board("A B . C");
        assert_eq!(delay(&mut b, 1), None);
        assert_eq!(b, board(". A B C"));
        // R3: delaying an empty space changes nothing.
        let mut b = board(". A");
        delay(&mut b, 1);
        assert_eq!(b, board(". A"));
    }

    #[test]
    fn r3_card_pushed_past_turn_12_is_lost() {
        let mut b = board("A A A A A A A A A A A C");
        assert_eq!(delay(&mut b, 3), Some(Action::C));
        assert_eq!(b, board("A A . A A A A A A A A A"));
    }
}
