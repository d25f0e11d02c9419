//! The state of a mission during the Resolution Round, changed only by applying events
//! (`apply/`, one module per family of events).

mod apply;
mod crew;
mod expansion;
mod specialization_marks;
mod threat;

use crate::{
    card::{System, ThreatKind},
    event::{Container, LossReason},
    few::Few,
    hazard::Hazards,
    phase::Phase,
    setup::Setup,
    ship::Ship,
    zone::{Station, ThreatZone, Zone},
};

pub use crew::{CrewState, delay, pushed_off, repeat};
pub use expansion::Expansion;
pub use specialization_marks::{SpecializationMarks, cannon_bit};
pub use threat::{ThreatState, ThreatStatus};

/// Where the interceptors dock and the pilot comes back.
const UPPER_RED: Station = Station::new(Zone::Red, crate::Deck::Upper);

/// The whole state of a mission being resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// Current turn (0 before the first, 13 for the final step).
    pub(crate) turn: u8,
    /// The ship.
    pub(crate) ship: Ship,
    /// The crew, in acting order (captain first).
    pub(crate) crew: Vec<CrewState>,
    /// The threats, in order of appearance (internal before external on the same turn, R13).
    pub(crate) threats: Vec<ThreatState>,
    /// Systems made unrepairable by malfunctions that reached Z.
    pub(crate) broken: Few<(Station, System), 18>,
    /// Boosts started by any threat, attack and shield (`ThreatState::boosts` says whose):
    /// none, and no threat's boosts need counting.
    pub(crate) boosts: [u8; 2],
    /// Stations (by index) that knock out crew entering them, with the threat that first left
    /// each so. Lasting effects live in the state's fixed fields, so that making a state
    /// allocates only its crew and threat lists (`docs/performance.md`).
    pub(crate) deadly: [Option<usize>; 6],
    /// Some threat was repaired this turn: the threats' repairs of the turn are cleared when
    /// it ends (most turns nothing is repaired, and no threat needs a look).
    pub(crate) repaired_this_turn: bool,
    /// The ship was destroyed, by whom (threat index) and why.
    pub(crate) lost: Option<(Option<usize>, LossReason)>,
    /// Players counted for unconfirmed reports (androids do not count).
    pub(crate) players: u8,
    /// The trajectory boards (a called or jumping threat takes a board during the mission).
    pub(crate) boards: crate::setup::Trajectories,
    /// What only The New Frontier's rules keep, in one place.
    pub(crate) expansion: Expansion,
}

impl State {
    /// Current turn (0 before the first, 13 for the final step).
    pub fn turn(&self) -> u8 {
        self.turn
    }

    /// The ship.
    pub fn ship(&self) -> &Ship {
        &self.ship
    }

    /// The crew, in acting order (captain first).
    pub fn crew(&self) -> &[CrewState] {
        &self.crew
    }

    /// The threats, in order of appearance (internal before external on the same turn, R13).
    pub fn threats(&self) -> &[ThreatState] {
        &self.threats
    }

    /// Systems made unrepairable by malfunctions that reached Z.
    pub fn broken(&self) -> &[(Station, System)] {
        &self.broken
    }

    /// Stations that knock out crew entering them, each with the threat that first left it so,
    /// in the order of [`Station::ALL`].
    pub fn deadly_stations(&self) -> impl Iterator<Item = (Station, usize)> + '_ {
        Station::ALL
            .into_iter()
            .filter_map(|s| self.deadly[s.index()].map(|t| (s, t)))
    }

    /// The threat that left a station deadly to crew entering it, if any.
    pub fn deadly_at(&self, station: Station) -> Option<usize> {
        self.deadly[station.index()]
    }

    /// Systems sabotaged: each a 1-hit-point malfunction repaired by its own action.
    pub fn sabotaged(&self) -> &[(Station, System)] {
        &self.expansion.sabotaged
    }

    /// The ship was destroyed: by which threat (index), and why.
    pub fn lost(&self) -> Option<(Option<usize>, LossReason)> {
        self.lost
    }

    /// Players counted for unconfirmed reports (androids do not count, R8).
    pub fn players(&self) -> u8 {
        self.players
    }

    /// Whether crew member `crew` (state order) moves past obstacles now: inside the window of
    /// their advanced Special Ops (RULINGS.md NF14). Sealed doors and other blocks a threat
    /// puts in the way ask this before stopping a figure; delays, knock-outs and entry
    /// effects are already kept away by the resolver.
    pub fn ignores_obstacles(&self, crew: usize) -> bool {
        SpecializationMarks::has(self.expansion.specialization.ops_window, crew)
    }

    /// What specializations keep: temporary shields, prepared cannons, guards, heroic bonuses.
    pub fn specialization_marks(&self) -> &SpecializationMarks {
        &self.expansion.specialization
    }

    /// The New Frontier modules played.
    pub fn modules(&self) -> crate::module::Modules {
        self.expansion.modules
    }

    /// The interceptors' range (the distance band 1-3 they attack) while a pilot is out:
    /// always 1 in the base game, 1-3 with variable-range interceptors (RULINGS.md NF3).
    pub fn interceptor_range(&self) -> Option<u8> {
        self.ship.pilot.map(|_| self.ship.pilot_range)
    }

    /// Sealed doors, shields turned off or reversed, disrupted optics, by whom.
    pub fn hazards(&self) -> &Hazards {
        &self.expansion.hazards
    }

    /// The state at the start of the Resolution Round.
    pub fn new(setup: &Setup) -> State {
        let mut crew: Vec<CrewState> = (setup.crew.iter())
            .map(|c| CrewState {
                name: crate::card::kept_name(&c.name),
                color: c.color,
                captain: c.captain,
                android: c.android,
                actions: c.actions,
                station: Some(Station::BRIDGE),
                knocked_out: false,
                squad: None,
                specialist: c.specialist,
                uses: [0; 2],
            })
            .collect();
        // R13: the captain acts first; the others in the file's order (a stable sort, which
        // for a crew's few members sorts in place).
        crew.sort_by_key(|c| !c.captain);
        // The Teleporter's tokens name crew in the setup's order: the same members, sorted.
        let acting = |i: usize| {
            let name = setup.crew.get(i).map(|c| &*c.name);
            crew.iter().position(|c| Some(c.name.get()) == name)
        };
        let teleport = (setup.crew.iter())
            .find_map(|c| c.specialist.and_then(|s| s.teleport))
            .and_then(|t| Some((acting(t.departure)?, acting(t.arrival)?)));
        let marks = SpecializationMarks {
            teleport,
            ..Default::default()
        };
        let mut threats: Vec<ThreatState> = (setup.threats.iter())
            .map(|p| ThreatState::new(p, setup))
            .collect();
        // R13: order of appearance; internal before external on the same turn (stable).
        let appearance = |t: &ThreatState| (t.turn, t.zone != ThreatZone::Internal);
        threats.sort_by_key(appearance);
        // Called cards wait after every numbered threat, each chain after its caller's (most
        // missions call none: no order to work out).
        if setup.threats.iter().all(|p| p.calls.is_empty()) {
            return State::with(setup, crew, threats, marks);
        }
        let mut order: Vec<usize> = (0..setup.threats.len()).collect();
        order.sort_by_key(|&i| {
            let p = &setup.threats[i];
            (p.turn, p.zone != ThreatZone::Internal)
        });
        for (at, &p) in order.iter().enumerate() {
            let mut caller = at;
            for card in &setup.threats[p].calls {
                let t = ThreatState::called(card, caller, &threats[caller], setup);
                threats.push(t);
                caller = threats.len() - 1;
            }
        }
        State::with(setup, crew, threats, marks)
    }

    /// A state before the first turn with these crew, threats and specializations' keep.
    fn with(
        setup: &Setup,
        crew: Vec<CrewState>,
        threats: Vec<ThreatState>,
        marks: SpecializationMarks,
    ) -> State {
        State {
            turn: 0,
            ship: Ship::carrying(&setup.starting_damage),
            crew,
            threats,
            broken: Few::new(),
            boosts: [0; 2],
            deadly: [None; 6],
            repaired_this_turn: false,
            lost: None,
            players: setup.players,
            boards: setup.trajectories,
            expansion: Expansion {
                modules: setup.modules,
                specialization: marks,
                called: Few::new(),
                phased_in_this_turn: false,
                sabotaged: Few::new(),
                hosts: 0,
                hazards: Hazards::default(),
            },
        }
    }

    /// Called threats in the order they were called.
    pub fn called(&self) -> &[usize] {
        &self.expansion.called
    }

    /// Crew members aboard the ship (not knocked out, not in space).
    pub fn aboard(&self) -> impl Iterator<Item = usize> + '_ {
        self.crew
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.knocked_out && c.station.is_some())
            .map(|(i, _)| i)
    }

    /// Whether crew member `i` is aboard (not knocked out, not in space).
    pub fn is_aboard(&self, i: usize) -> bool {
        let c = &self.crew[i];
        !c.knocked_out && c.station.is_some()
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

    /// The shield every external threat gets from boosters not destroyed (the Marauder, T1).
    pub fn shield_boost(&self) -> i8 {
        if self.boosts[1] == 0 {
            return 0;
        }
        (self.threats.iter())
            .filter(|b| b.status != ThreatStatus::Destroyed)
            .map(|b| i32::from(b.boosts[1]))
            .sum::<i32>() as i8
    }

    /// The extra attack strength of a threat from boosters other than itself.
    pub fn attack_boost(&self, t: usize) -> u8 {
        if self.boosts[0] == 0 {
            return 0;
        }
        (self.threats.iter().enumerate())
            .filter(|&(b, booster)| b != t && booster.status != ThreatStatus::Destroyed)
            .map(|(_, b)| u32::from(b.boosts[0]))
            .sum::<u32>() as u8
    }

    /// Malfunctions affecting a system at a station (index order = token order).
    pub fn malfunctions_at(
        &self,
        station: Station,
        system: System,
    ) -> impl Iterator<Item = usize> + '_ {
        self.threats.iter().enumerate().filter_map(move |(i, t)| {
            (t.status == ThreatStatus::Active
                && t.kind == ThreatKind::Malfunction(system)
                && t.stations.contains(&station))
            .then_some(i)
        })
    }

    /// Intruders with a token in a station, in token order.
    pub fn intruders_at(&self, station: Station) -> impl Iterator<Item = usize> + '_ {
        self.threats.iter().enumerate().filter_map(move |(i, t)| {
            (t.status == ThreatStatus::Active
                && t.kind == ThreatKind::Intruder
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

    /// The phase (0-based) of the current turn; turns outside the phases count as the last.
    fn phase_index(&self) -> usize {
        Phase::of_turn(self.turn).map_or(2, Phase::index)
    }

    /// A parasite follows its host: its station is the host's (none while out in space).
    #[inline(always)]
    fn carry_parasites(&mut self, crew: usize) {
        if self.expansion.hosts & (1 << crew) == 0 {
            return;
        }
        let station = self.crew[crew].station;
        for t in &mut self.threats {
            if t.host == Some(crew) && t.status == ThreatStatus::Active {
                t.stations.clear();
                if let Some(s) = station {
                    t.stations.push(s);
                }
            }
        }
    }
}
