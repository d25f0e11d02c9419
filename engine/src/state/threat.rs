//! A threat during resolution: where it is in its life, on its trajectory or in its stations,
//! and what it has taken and kept.

use std::sync::Arc;

use crate::{
    card::{ThreatCard, ThreatKind, Trait, TraitSet},
    few::Few,
    setup::Setup,
    trajectory::{Trajectory, distance},
    zone::{Station, ThreatZone, Zone},
};

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

/// A threat during resolution: a plain copy (its card is kept, `card::kept`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThreatState {
    /// The card.
    pub card: crate::card::Kept<ThreatCard>,
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
    /// The stations where repairs landed this turn (for simultaneous-repair rules).
    pub(crate) repaired_at: StationSet,
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
    /// The crew members (bits by index: a crew is at most `MAX_FIGURES`) who repaired it
    /// this turn.
    pub(crate) repairers: u8,
    /// It has performed its X action.
    pub(crate) past_x: bool,
}

impl ThreatState {
    /// A threat placed on its trajectory, before it appears.
    pub(super) fn new(p: &crate::setup::ThreatPlacement, setup: &Setup) -> ThreatState {
        let card = crate::card::kept(&p.card);
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
            repaired_at: StationSet::default(),
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
            card,
        }
    }

    /// A card called in by threat `caller` (index): it waits, with the caller's token number,
    /// until the call; an ignored caller calls nothing, so its card is ignored too.
    pub(super) fn called(
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
        self.stations.iter().all(|&s| self.repaired_at.contains(s))
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
    pub(super) fn bots_hit(&mut self, station: Station, amount: u8) {
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

/// A set of stations, as bits by [`Station::index`]: where repairs landed on a threat this
/// turn (one byte, where a list of them took thirteen in every copy of the state).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct StationSet(u8);

impl StationSet {
    /// Adds a station.
    pub(crate) fn insert(&mut self, station: Station) {
        self.0 |= 1 << station.index();
    }

    /// Whether a station is in the set.
    pub(crate) fn contains(self, station: Station) -> bool {
        self.0 & (1 << station.index()) != 0
    }

    /// Empties the set.
    pub(crate) fn clear(&mut self) {
        self.0 = 0;
    }
}
