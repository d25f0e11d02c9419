//! The state of a mission during the Resolution Round, changed only by applying events.

use std::sync::Arc;

use crate::{
    action::Action,
    card::{System, ThreatCard, ThreatKind, Trait, TraitSet},
    event::{Container, Event, LossReason, ThreatChange},
    few::Few,
    hazard::{Hazards, ShieldMode},
    phase::Phase,
    setup::{CrewColor, Setup},
    ship::{Cannon, DamageTile, Ship, SquadPlace},
    trajectory::{Trajectory, distance},
    zone::{Station, ThreatZone, Zone},
};

/// A crew member during resolution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewState {
    /// Name.
    pub name: Arc<str>,
    /// Figure color.
    pub color: Option<CrewColor>,
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
    /// The specialization held (The New Frontier).
    pub specialty: Option<crate::specialization::Specialty>,
    /// Specialization cards played so far: basic, advanced.
    pub uses: [u8; 2],
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
    /// The card's kind (copied: read on every step).
    pub kind: ThreatKind,
    /// The card's traits without a value (copied: read on every step).
    pub traits: TraitSet,
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
    pub stations: Few<Station, 6>,
    /// Stations of 1-hit-point progeny tokens.
    pub progeny: Few<Station, 6>,
    /// Repairs landed this turn, by station (for simultaneous-repair rules).
    pub repaired_at: Few<Station, 6>,
    /// C actions made at its station this turn (for simultaneous-repair rules).
    pub c_actions: u8,
    /// Boosts it started: +1 to the others' attacks (the Scout), +1 to every external
    /// threat's shield (the Marauder), each counted once per start.
    pub(crate) boosts: [u8; 2],
    /// Zones (by index) whose damage it doubles until it is destroyed (a hull breach).
    pub(crate) doubling: [bool; 3],
    /// The threat that calls it in (index), for a called card; `None` for a numbered threat.
    pub caller: Option<usize>,
    /// Phased out now (a phasing threat between two of its moves).
    pub phased_out: bool,
    /// Started this turn phased out: its actions use the bracketed values.
    pub started_out: bool,
    /// A rocket has hit it (been aimed at it) at least once.
    pub rocket_hit: bool,
    /// The crew members (bits by crew index) it poisoned or infected.
    pub afflicted: u16,
    /// Stations holding its poison drones.
    pub drones: Few<Station, 6>,
    /// Stations of the mines it laid, one entry per mine.
    pub mines: Few<Station, 6>,
    /// The crew member a parasite is attached to.
    pub host: Option<usize>,
    /// Repair or battlebot points wasted on it this turn (inaccessibility).
    pub(crate) wasted: u8,
    /// The crew members (bits by index) who repaired it this turn.
    pub(crate) repairers: u64,
    /// It has performed its X action.
    pub(crate) past_x: bool,
}

impl ThreatState {
    /// A threat placed on its trajectory, before it appears.
    fn new(p: &crate::setup::ThreatPlacement, setup: &Setup) -> ThreatState {
        let card = &p.card;
        let traits = TraitSet::of(&card.traits);
        ThreatState {
            turn: p.turn,
            zone: p.zone,
            trajectory: setup.trajectories.of(p.zone),
            unconfirmed: p.unconfirmed,
            // R8: with fewer than 5 crew an unconfirmed report is no threat at all, from
            // the start (RULINGS.md E11): `ignored` even if the ship is lost before its turn.
            status: if p.unconfirmed && setup.players < 5 {
                ThreatStatus::Ignored
            } else {
                ThreatStatus::Pending
            },
            space: 0,
            damage: 0,
            hit_points: card.hit_points,
            speed_bonus: 0,
            kind: card.kind,
            traits,
            shield: card.shield,
            revealed: !traits.contains(Trait::Stealth),
            cryoshield: traits.contains(Trait::Cryoshield),
            fires_back: traits.contains(Trait::FiresBack),
            xy_passed: 0,
            stations: Few::from_slice(&card.stations),
            progeny: Few::new(),
            repaired_at: Few::new(),
            c_actions: 0,
            boosts: [0; 2],
            doubling: [false; 3],
            caller: None,
            phased_out: false,
            started_out: false,
            rocket_hit: false,
            afflicted: 0,
            drones: Few::new(),
            mines: Few::new(),
            host: None,
            wasted: 0,
            repairers: 0,
            past_x: false,
            card: Arc::clone(card),
        }
    }

    /// A card called in by threat `caller` (index): it waits, with the caller's token number,
    /// until the call; an ignored caller calls nothing, so its card is ignored too.
    fn called(
        card: &Arc<ThreatCard>,
        caller: usize,
        of: &ThreatState,
        setup: &Setup,
    ) -> ThreatState {
        let zone = if card.is_internal() {
            ThreatZone::Internal
        } else {
            of.zone
        };
        let placement = crate::setup::ThreatPlacement {
            turn: of.turn,
            zone,
            card: Arc::clone(card),
            unconfirmed: of.unconfirmed,
            calls: Vec::new(),
        };
        let mut t = ThreatState::new(&placement, setup);
        t.caller = Some(caller);
        if of.status == ThreatStatus::Ignored {
            t.status = ThreatStatus::Ignored;
        }
        t
    }

    /// The card's name (read from the card: resolving a mission copies no name).
    pub fn name(&self) -> &str {
        &self.card.name
    }

    /// Whether it is on its trajectory now.
    pub fn is_active(&self) -> bool {
        self.status == ThreatStatus::Active
    }

    /// Every station holding one of its tokens: main tokens, then progeny.
    pub fn tokens(&self) -> impl Iterator<Item = Station> + '_ {
        self.stations.iter().chain(&self.progeny).copied()
    }

    /// Whether one of its tokens is in a station.
    pub fn holds(&self, station: Station) -> bool {
        self.stations.contains(&station) || self.progeny.contains(&station)
    }

    /// Whether each of its main stations was repaired this turn.
    pub fn repaired_everywhere(&self) -> bool {
        self.stations.iter().all(|s| self.repaired_at.contains(s))
    }

    /// Whether it is beaten: damage up to its hit points, or, for an intruder with stations,
    /// no token left (R15 for intruders whose hit cleans a station).
    #[inline]
    pub fn is_beaten(&self) -> bool {
        match self.kind {
            ThreatKind::Intruder if self.traits.contains(Trait::HitCleansStation) => {
                self.damage >= self.hit_points || self.stations.is_empty()
            }
            ThreatKind::Intruder if !self.card.stations.is_empty() => {
                self.stations.is_empty() && self.progeny.is_empty()
            }
            _ => self.damage >= self.hit_points,
        }
    }

    /// A battlebot hit on its token in `station`: a cleaning hit removes the station (R15), a
    /// hit on a main token damages it (clearing its stations at its hit points), a hit on a
    /// progeny removes that progeny.
    fn bots_hit(&mut self, station: Station, amount: u8) {
        if self.traits.contains(Trait::HitCleansStation) {
            self.stations.retain(|s| *s != station);
            self.damage = self.damage.saturating_add(amount);
        } else if self.stations.contains(&station) {
            self.damage = self.damage.saturating_add(amount);
            if self.damage >= self.hit_points {
                self.stations.clear();
            }
        } else if let Some(p) = self.progeny.iter().position(|s| *s == station) {
            self.progeny.remove(p);
        }
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
        self.status == ThreatStatus::Active && self.kind == ThreatKind::External
    }

    /// Whether it is an intruder or a malfunction.
    pub fn is_internal_threat(&self) -> bool {
        self.kind != ThreatKind::External
    }

    /// The zone of an external threat.
    pub fn external_zone(&self) -> Option<Zone> {
        match self.zone {
            ThreatZone::External(z) => Some(z),
            ThreatZone::Internal => None,
        }
    }
}

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
    /// What specializations keep (all clear without them).
    pub(crate) special: crate::specialization::event::Specials,
    /// The trajectory boards (a called or jumping threat takes a board during the mission).
    pub(crate) boards: crate::setup::Trajectories,
    /// Called threats (indexes) in the order they were called: they move in this order, after
    /// every numbered threat.
    pub(crate) called: Few<usize, 8>,
    /// Some phasing threat phased in this turn: its bracketed turn ends with the turn.
    pub(crate) phased_in_this_turn: bool,
    /// The New Frontier modules played.
    pub(crate) modules: crate::module::Modules,
    /// Systems sabotaged (1-hit-point malfunctions without a card), by station.
    pub(crate) sabotaged: Few<(Station, System), 18>,
    /// Crew members (bits by crew index) who host a parasite: their moves carry it along.
    pub(crate) hosts: u16,
    /// Sealed doors, shields turned off or reversed, disrupted optics.
    pub(crate) hazards: Hazards,
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
        &self.sabotaged
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
        crate::specialization::event::Specials::has(self.special.ops_window, crew)
    }

    /// What specializations keep: temporary shields, prepared cannons, guards, heroic bonuses.
    pub fn specials(&self) -> &crate::specialization::event::Specials {
        &self.special
    }

    /// The New Frontier modules played.
    pub fn modules(&self) -> crate::module::Modules {
        self.modules
    }

    /// The interceptors' range (the distance band 1-3 they attack) while a pilot is out:
    /// always 1 in the base game, 1-3 with variable-range interceptors (RULINGS.md NF3).
    pub fn interceptor_range(&self) -> Option<u8> {
        self.ship.pilot.map(|_| self.ship.pilot_range)
    }

    /// Sealed doors, shields turned off or reversed, disrupted optics, by whom.
    pub fn hazards(&self) -> &Hazards {
        &self.hazards
    }

    /// The state at the start of the Resolution Round.
    pub fn new(setup: &Setup) -> State {
        let mut crew: Vec<CrewState> = (setup.crew.iter())
            .map(|c| CrewState {
                name: Arc::clone(&c.name),
                color: c.color,
                captain: c.captain,
                android: c.android,
                actions: c.actions,
                station: Some(Station::BRIDGE),
                knocked_out: false,
                squad: None,
                specialty: c.specialty,
                uses: [0; 2],
            })
            .collect();
        // R13: the captain acts first; the others in the file's order (a stable sort, which
        // for a crew's few members sorts in place).
        crew.sort_by_key(|c| !c.captain);
        // The Teleporter's tokens name crew in the setup's order: the same members, sorted.
        let acting = |i: usize| {
            let name = setup.crew.get(i).map(|c| &c.name);
            crew.iter().position(|c| Some(&c.name) == name)
        };
        let teleport = (setup.crew.iter())
            .find_map(|c| c.specialty.and_then(|s| s.teleport))
            .and_then(|t| Some((acting(t.departure)?, acting(t.arrival)?)));
        let special = crate::specialization::event::Specials {
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
            return State::with(setup, crew, threats, special);
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
        State::with(setup, crew, threats, special)
    }

    /// A state before the first turn with these crew, threats and specializations' keep.
    fn with(
        setup: &Setup,
        crew: Vec<CrewState>,
        threats: Vec<ThreatState>,
        special: crate::specialization::event::Specials,
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
            special,
            boards: setup.trajectories,
            called: Few::new(),
            phased_in_this_turn: false,
            modules: setup.modules,
            sabotaged: Few::new(),
            hosts: 0,
            hazards: Hazards::default(),
        }
    }

    /// Called threats in the order they were called.
    pub fn called(&self) -> &[usize] {
        &self.called
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

    /// Applies one entry of the log (its event; the turn comes from `TurnStarted`).
    pub fn apply_entry(&mut self, entry: &crate::event::LogEntry) {
        self.apply(&entry.event);
    }

    /// Applies one event: the only way the state changes.
    pub fn apply(&mut self, event: &Event) {
        self.apply_here(event);
    }

    /// [`State::apply`] itself, inlined where the resolver emits an event: the event's kind is
    /// then known where it is applied, so only its arm is compiled there (no dispatch, and an
    /// event told for the log only costs nothing when no log is kept; `docs/performance.md`).
    #[inline(always)]
    pub(crate) fn apply_here(&mut self, event: &Event) {
        match event {
            Event::TurnStarted { .. }
            | Event::TurnEnded
            | Event::ComputerMaintained { .. }
            | Event::ComputerChecked { .. }
            | Event::Confirmed { .. }
            | Event::PhaseEnded { .. }
            | Event::Jumped => self.apply_turn(event),
            Event::Moved { .. }
            | Event::Delayed { .. }
            | Event::KnockedOut { .. }
            | Event::InterceptorsLaunched { .. }
            | Event::InterceptorsStay { .. }
            | Event::InterceptorsReturned { .. }
            | Event::InterceptorsRange { .. }
            | Event::HalfDelayed { .. }
            | Event::Repeats { .. }
            | Event::Displaced { .. } => self.apply_crew(event),
            Event::Fired { .. }
            | Event::EnergyMoved { .. }
            | Event::Refuelled { .. }
            | Event::RocketLaunched { .. }
            | Event::RocketAdvanced
            | Event::RocketMissed
            | Event::Targeted { .. }
            | Event::SquadTaken { .. }
            | Event::SquadReactivated { .. }
            | Event::SquadDisabled { .. } => self.apply_ship(event),
            Event::ShieldAbsorbed { .. }
            | Event::TileDrawn { .. }
            | Event::EnergyDrained { .. }
            | Event::FuelDestroyed { .. }
            | Event::RocketDestroyed
            | Event::ShieldJoinsAttack { .. }
            | Event::ShipDestroyed { .. } => self.apply_ship_damage(event),
            Event::ThreatAppeared { .. }
            | Event::ThreatIgnored { .. }
            | Event::ThreatMoved { .. }
            | Event::ThreatChanged { .. }
            | Event::IntruderMoved { .. }
            | Event::Spread { .. }
            | Event::StartsIn { .. }
            | Event::ThreatActs { .. }
            | Event::ThreatSurvived { .. }
            | Event::ThreatCalled { .. }
            | Event::ThreatDiscarded { .. }
            | Event::ThreatJumped { .. } => self.apply_threat(event),
            Event::Repaired { .. }
            | Event::BotsAttack { .. }
            | Event::ThreatHurt { .. }
            | Event::ThreatDamaged { .. }
            | Event::Inaccessible { .. }
            | Event::ThreatDestroyed { .. }
            | Event::CallForestalled { .. } => self.apply_threat_damage(event),
            Event::DamageDoubled { .. }
            | Event::DamageDoublingEnded { .. }
            | Event::StationsDeadly { .. }
            | Event::BoostStarted { .. } => self.apply_lasting(event),
            Event::Afflicted { .. }
            | Event::DronesPlaced { .. }
            | Event::MineLaid { .. }
            | Event::MinesDetonated { .. }
            | Event::Sabotaged { .. }
            | Event::SabotageRepaired { .. }
            | Event::HostFound { .. } => self.apply_intruder(event),
            Event::ShieldsOff { .. }
            | Event::ShieldsReversed { .. }
            | Event::ShieldsRestored { .. }
            | Event::DoorSealed { .. }
            | Event::DoorReopened { .. }
            | Event::OpticsDisrupted { .. }
            | Event::OpticsRestored { .. } => self.apply_hazard(event),
            // Told for the log only: what they change comes in the events that follow.
            Event::Tripped { .. }
            | Event::DoublePlayed { .. }
            | Event::HalfLost { .. }
            | Event::NoEffect { .. }
            | Event::NoTarget { .. }
            | Event::JumpBlocked { .. }
            | Event::CarrierWeakened { .. }
            | Event::LasersHalved { .. }
            | Event::FinishNeedsEnergy { .. }
            | Event::ShotBlind { .. }
            | Event::ShortCircuit { .. }
            | Event::IntruderBlocked { .. }
            | Event::Attack { .. } => {}
            Event::Specialty(e) => self.apply_specialty(e),
        }
    }

    /// The turn, the computer check, visual confirmation and the phases.
    #[inline(always)]
    fn apply_turn(&mut self, event: &Event) {
        match event {
            Event::TurnStarted { turn } => self.turn = *turn,
            Event::ComputerMaintained { .. } => self.ship.computer_maintained = true,
            Event::ComputerChecked { .. } => self.ship.computer_maintained = false,
            Event::Confirmed { .. } => self.ship.confirming_now += 1,
            Event::TurnEnded => {
                self.special.end_turn();
                self.ship.fired.clear();
                self.ship.lifts_used = [false; 3];
                let p = self.phase_index();
                let best = &mut self.ship.confirmation_best[p];
                *best = (*best).max(self.ship.confirming_now);
                self.ship.confirming_now = 0;
                if self.phased_in_this_turn {
                    self.phased_in_this_turn = false;
                    for t in &mut self.threats {
                        t.started_out = false;
                    }
                }
                if self.repaired_this_turn {
                    self.repaired_this_turn = false;
                    for t in &mut self.threats {
                        t.repaired_at.clear();
                        t.c_actions = 0;
                        t.wasted = 0;
                        t.repairers = 0;
                    }
                }
            }
            _ => {}
        }
    }

    /// Where the crew are, their boards, knock-outs and the interceptors.
    #[inline(always)]
    fn apply_crew(&mut self, event: &Event) {
        match event {
            Event::Moved { crew, to, lift, .. } => {
                self.crew[crew.index].station = Some(*to);
                if let Some(z) = lift {
                    self.ship.lifts_used[z.index()] = true;
                }
                self.carry_parasites(crew.index);
            }
            Event::Delayed { crew, turn, .. } => {
                delay(&mut self.crew[crew.index].actions, *turn);
            }
            Event::KnockedOut { crew, .. } => {
                let c = &mut self.crew[crew.index];
                c.knocked_out = true;
                if let Some(s) = c.squad {
                    self.ship.squads[s].disabled = true;
                }
                if self.ship.pilot == Some(crew.index) {
                    self.ship.pilot = None;
                    self.crew[crew.index].station = Some(UPPER_RED);
                    self.carry_parasites(crew.index);
                }
            }
            Event::InterceptorsLaunched { crew } => {
                self.ship.pilot = Some(crew.index);
                self.ship.pilot_heroic = false;
                self.ship.pilot_range = 1;
                self.crew[crew.index].station = None;
                self.carry_parasites(crew.index);
            }
            Event::InterceptorsStay { heroic, .. } => self.ship.pilot_heroic = *heroic,
            Event::InterceptorsRange { to, .. } => {
                self.ship.pilot_range = *to;
                self.ship.pilot_heroic = false;
            }
            Event::HalfDelayed {
                crew, turn, half, ..
            } => {
                // The half is inserted at `turn`: the cards from there move on as by a delay.
                let board = &mut self.crew[crew.index].actions;
                delay(board, *turn);
                if let Some(space) = usize::from(*turn)
                    .checked_sub(1)
                    .and_then(|t| board.get_mut(t))
                {
                    *space = half.action();
                }
            }
            Event::InterceptorsReturned { crew } => {
                self.ship.pilot = None;
                self.crew[crew.index].station = Some(UPPER_RED);
                self.carry_parasites(crew.index);
            }
            Event::Repeats { crew, turn, .. } => {
                repeat(&mut self.crew[crew.index].actions, *turn);
            }
            Event::Displaced { crew, to, .. } => {
                self.crew[crew.index].station = Some(*to);
                self.carry_parasites(crew.index);
            }
            _ => {}
        }
    }

    /// The crew's use of the ship: cannons, energy, rockets, battlebots.
    #[inline(always)]
    fn apply_ship(&mut self, event: &Event) {
        match event {
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
            Event::RocketLaunched { .. } => {
                self.ship.rockets -= 1;
                self.ship.rocket_launched = true;
            }
            Event::RocketAdvanced => {
                self.ship.rocket_launched = false;
                self.ship.rocket_flying = true;
            }
            Event::RocketMissed => {
                self.ship.rocket_flying = false;
                self.special.double_rocket = false;
            }
            Event::Targeted { source, threat, .. } if *source == crate::event::Source::Rocket => {
                self.ship.rocket_flying = false;
                self.special.double_rocket = false;
                self.threats[threat.index].rocket_hit = true;
            }
            Event::SquadTaken { crew, squad } => {
                self.ship.squads[*squad].place = SquadPlace::Carried(crew.index);
                self.crew[crew.index].squad = Some(*squad);
            }
            Event::SquadReactivated { squad, .. } => self.ship.squads[*squad].disabled = false,
            Event::SquadDisabled { squad, .. } => self.ship.squads[*squad].disabled = true,
            _ => {}
        }
    }

    /// What threats do to the ship: shields absorbing, damage tiles, energy and stores lost.
    #[inline(always)]
    fn apply_ship_damage(&mut self, event: &Event) {
        match event {
            Event::ShieldAbsorbed { zone, amount } => self.ship.shields[zone.index()] -= amount,
            Event::TileDrawn { zone, tile } => {
                self.ship.damage[zone.index()].push(*tile);
                // Only a shield or reactor tile lowers a capacity and returns that container's
                // excess to the bank; any other tile leaves a heroic over-fill in place
                // (rulebook: "Structural damage has no special effect"; RULINGS.md E10).
                let container = match tile {
                    DamageTile::Reactor => Container::Reactor(*zone),
                    DamageTile::Shield => Container::Shield(*zone),
                    _ => return,
                };
                let cap = self.ship.capacity(container);
                let c = self.container(container);
                *c = (*c).min(cap);
            }
            Event::EnergyDrained { container, amount } => {
                let c = self.container(*container);
                *c = c.saturating_sub(*amount);
            }
            Event::FuelDestroyed { amount } => {
                self.ship.fuel = self.ship.fuel.saturating_sub(*amount)
            }
            Event::RocketDestroyed => self.ship.rockets = self.ship.rockets.saturating_sub(1),
            Event::ShieldJoinsAttack { zone, amount } => {
                let s = &mut self.ship.shields[zone.index()];
                *s = s.saturating_sub(*amount);
            }
            Event::ShipDestroyed { by, why } => {
                self.lost = Some((by.as_ref().map(|t| t.index), *why));
            }
            _ => {}
        }
    }

    /// Threats appearing, moving, changing and leaving.
    #[inline(always)]
    fn apply_threat(&mut self, event: &Event) {
        match event {
            Event::ThreatAppeared { threat, space, .. } => {
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Active;
                t.space = *space;
            }
            Event::ThreatIgnored { threat } => {
                self.threats[threat.index].status = ThreatStatus::Ignored
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
                    ThreatChange::ShieldDown(n) => t.shield -= *n as i8,
                    ThreatChange::PhasedOut => t.phased_out = true,
                    ThreatChange::PhasedIn => {
                        t.phased_out = false;
                        t.started_out = true;
                        self.phased_in_this_turn = true;
                    }
                }
            }
            Event::IntruderMoved { threat, from, to } => {
                let t = &mut self.threats[threat.index];
                let tokens = t.stations.as_mut_slice().iter_mut();
                for s in tokens.chain(t.progeny.as_mut_slice().iter_mut()) {
                    if s == from {
                        *s = *to;
                    }
                }
            }
            Event::Spread { threat, station } => self.threats[threat.index].progeny.push(*station),
            Event::ThreatCalled { threat, zone, .. } => {
                self.called.push(threat.index);
                let board = self.boards.of(*zone);
                let t = &mut self.threats[threat.index];
                t.zone = *zone;
                t.trajectory = board;
            }
            Event::ThreatJumped { threat, to, .. } => {
                let zone = ThreatZone::External(*to);
                let board = self.boards.of(zone);
                let t = &mut self.threats[threat.index];
                t.zone = zone;
                t.trajectory = board;
            }
            Event::ThreatDiscarded { threat } => {
                // No points, and no broken system: counted like an ignored report (NF10).
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Ignored;
                t.stations.clear();
                t.progeny.clear();
            }
            Event::StartsIn { threat, station } => {
                let t = &mut self.threats[threat.index];
                t.stations.clear();
                t.stations.push(*station);
            }
            Event::ThreatActs { threat, square } if *square == crate::trajectory::Square::X => {
                self.threats[threat.index].past_x = true;
            }
            Event::ThreatSurvived { threat } => {
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Survived;
                if let ThreatKind::Malfunction(system) = t.card.kind {
                    // A malfunction that performed Z leaves its systems unrepairable.
                    for &s in &t.stations {
                        self.broken.push((s, system));
                    }
                }
                let t = &mut self.threats[threat.index];
                if t.card.kind == ThreatKind::Intruder {
                    t.stations.clear();
                    t.progeny.clear();
                }
            }
            _ => {}
        }
    }

    /// Damage to threats: repairs, battlebots, the damage step, destruction.
    #[inline(always)]
    fn apply_threat_damage(&mut self, event: &Event) {
        match event {
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
                t.repairers |= 1 << (crew.index % 64);
                self.repaired_this_turn = true;
            }
            Event::Inaccessible { threat, wasted, .. } => {
                let t = &mut self.threats[threat.index];
                t.wasted = t.wasted.saturating_add(*wasted);
                self.repaired_this_turn = true;
            }
            Event::BotsAttack {
                threat,
                station,
                amount,
                ..
            } => self.threats[threat.index].bots_hit(*station, *amount),
            Event::ThreatHurt { threat, amount, .. }
            | Event::ThreatDamaged {
                threat,
                taken: amount,
                ..
            } => {
                let t = &mut self.threats[threat.index];
                t.damage = t.damage.saturating_add(*amount);
            }
            Event::ThreatDestroyed { threat, .. } | Event::CallForestalled { threat, .. } => {
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Destroyed;
                t.stations.clear();
                t.progeny.clear();
            }
            _ => {}
        }
    }

    /// The New Frontier's hazards: shields off or reversed, sealed doors, disrupted optics,
    /// each started by a threat and ended by its destruction.
    fn apply_hazard(&mut self, event: &Event) {
        let h = &mut self.hazards;
        match event {
            Event::ShieldsOff { threat } => h.shields = Some((threat.index, ShieldMode::Off)),
            Event::ShieldsReversed { threat } => {
                h.shields = Some((threat.index, ShieldMode::Reversed))
            }
            Event::ShieldsRestored { .. } => h.shields = None,
            Event::DoorSealed { threat, door } => {
                h.doors[door.index()].get_or_insert(threat.index);
            }
            Event::DoorReopened { door, .. } => h.doors[door.index()] = None,
            Event::OpticsDisrupted { threat, zone } => {
                h.optics[zone.index()].get_or_insert(threat.index);
            }
            Event::OpticsRestored { zone, .. } => h.optics[zone.index()] = None,
            _ => {}
        }
    }

    /// Lasting effects of threats: doubled damage, deadly stations, boosts.
    #[inline(always)]
    fn apply_lasting(&mut self, event: &Event) {
        match event {
            Event::DamageDoubled { threat, zone } => {
                self.threats[threat.index].doubling[zone.index()] = true;
                self.ship.double_damage[zone.index()] = true;
            }
            Event::DamageDoublingEnded { threat, zone } => {
                let z = zone.index();
                self.threats[threat.index].doubling[z] = false;
                self.ship.double_damage[z] = self.threats.iter().any(|t| t.doubling[z]);
            }
            Event::StationsDeadly { threat, stations } => {
                for s in stations {
                    self.deadly[s.index()].get_or_insert(threat.index);
                }
            }
            Event::BoostStarted { threat, boost } => {
                let b = match boost {
                    crate::event::Boost::Attack => 0,
                    crate::event::Boost::Shield => 1,
                };
                let t = &mut self.threats[threat.index];
                t.boosts[b] = t.boosts[b].saturating_add(1);
                self.boosts[b] = self.boosts[b].saturating_add(1);
            }
            _ => {}
        }
    }
}

impl State {
    /// A parasite follows its host: its station is the host's (none while out in space).
    #[inline(always)]
    fn carry_parasites(&mut self, crew: usize) {
        if self.hosts & (1 << crew) == 0 {
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

    /// Poison, infection, drones, mines, sabotage, and parasites' hosts.
    #[inline(always)]
    fn apply_intruder(&mut self, event: &Event) {
        match event {
            Event::Afflicted { crew, threat, .. } => {
                self.threats[threat.index].afflicted |= 1 << crew.index;
            }
            Event::DronesPlaced { threat, stations } => {
                self.threats[threat.index].drones = *stations;
            }
            Event::MineLaid { threat, station } => {
                self.threats[threat.index].mines.push(*station);
            }
            Event::MinesDetonated { threat } => self.threats[threat.index].mines.clear(),
            Event::Sabotaged {
                station, system, ..
            } => self.sabotaged.push((*station, *system)),
            Event::SabotageRepaired {
                station, system, ..
            } => self.sabotaged.retain(|x| *x != (*station, *system)),
            Event::HostFound { threat, crew } => {
                self.threats[threat.index].host = Some(crew.index);
                self.hosts |= 1 << crew.index;
                self.carry_parasites(crew.index);
            }
            _ => {}
        }
    }
}

/// Plays the card of `turn` (1-based) again the next turn: the board is delayed from the next
/// turn (R3), and the space that opens holds a copy of this turn's card (Space-Time Vortex;
/// nothing to copy from an empty space, which leaves a plain delay). Returns the card pushed
/// past turn 12, if any.
pub fn repeat(board: &mut [Action; 12], turn: u8) -> Option<Action> {
    let this = usize::from(turn).checked_sub(1)?;
    if this + 1 >= 12 {
        return None;
    }
    let lost = delay(board, turn + 1);
    if board[this + 1] == Action::Empty {
        board[this + 1] = board[this];
    }
    lost
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
    fn repeat_copies_this_turns_card_into_the_space_it_opens() {
        // NF40: the next space becomes a copy, the rest is pushed up to the first empty space.
        let mut b = board("C A B . C");
        assert_eq!(repeat(&mut b, 2), None);
        assert_eq!(b, board("C A A B C"));
        // An empty next space is simply filled; an empty card repeats as a plain delay.
        let mut b = board("A . B");
        repeat(&mut b, 1);
        assert_eq!(b, board("A A B"));
        let mut b = board(". B C");
        repeat(&mut b, 1);
        assert_eq!(b, board(". . B C"));
        // The last card of a full board falls off; turn 12 has no next turn.
        let mut b = board("A A A A A A A A A A A C");
        assert_eq!(repeat(&mut b, 1), Some(Action::C));
        let mut b = board("A A A A A A A A A A A C");
        assert_eq!(repeat(&mut b, 12), None);
        assert_eq!(b, board("A A A A A A A A A A A C"));
    }

    #[test]
    fn r3_card_pushed_past_turn_12_is_lost() {
        let mut b = board("A A A A A A A A A A A C");
        assert_eq!(delay(&mut b, 3), Some(Action::C));
        assert_eq!(b, board("A A . A A A A A A A A A"));
    }
}
