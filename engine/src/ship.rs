//! The ship: energy, systems, damage tiles, battlebots, interceptors, rockets.

use std::{collections::BTreeMap, fmt};
use strum::VariantArray;

use crate::{
    few::Few,
    zone::{Deck, Station, Zone},
};

/// Where the lower red squad is stored.
pub const LOWER_RED: Station = Station::new(Zone::Red, Deck::Lower);
/// Where the upper blue squad is stored.
pub const UPPER_BLUE: Station = Station::new(Zone::Blue, Deck::Upper);

/// What a ship carries into a mission from the missions before it (C2-C5): the damage tiles
/// not repaired and the battlebot squads still disabled. Empty for a first mission.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StartingDamage {
    /// Damage tiles still on the ship, per zone (zones without any may be left out).
    pub tiles: BTreeMap<Zone, Vec<DamageTile>>,
    /// Battlebot squads still disabled (0-2): they are not on the ship (C5).
    pub disabled_squads: u8,
    /// With one squad disabled, where the usable one starts: lower red (the default) or
    /// upper blue, as the crew chooses.
    pub squad_at: Option<Station>,
}

impl StartingDamage {
    /// Nothing carried: a first mission, or a ship fully repaired.
    pub fn is_empty(&self) -> bool {
        self.tiles.values().all(Vec::is_empty) && self.disabled_squads == 0
    }

    /// The tiles a zone carries.
    pub fn tiles_of(&self, zone: Zone) -> &[DamageTile] {
        self.tiles.get(&zone).map_or(&[][..], Vec::as_slice)
    }

    /// Whether a zone carries a tile.
    pub fn has(&self, zone: Zone, tile: DamageTile) -> bool {
        self.tiles_of(zone).contains(&tile)
    }

    /// Every tile carried.
    pub fn total(&self) -> usize {
        self.tiles.values().map(Vec::len).sum()
    }

    /// Which squads are aboard: `[lower red, upper blue]` (C5).
    pub fn squads_aboard(&self) -> [bool; 2] {
        match self.disabled_squads {
            0 => [true, true],
            1 if self.squad_at == Some(UPPER_BLUE) => [false, true],
            1 => [true, false],
            _ => [false, false],
        }
    }
}

/// An energy container.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Container {
    /// A zone's reactor (white: the central reactor).
    Reactor(Zone),
    /// A zone's shield.
    Shield(Zone),
}

impl fmt::Display for Container {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Container::Reactor(Zone::White) => f.write_str("central reactor"),
            Container::Reactor(z) => write!(f, "{z} reactor"),
            Container::Shield(z) => write!(f, "{z} shield"),
        }
    }
}

/// One of the six damage tiles of a zone (`docs/rules.md` §3.1).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Default,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "kebab-case")]
pub enum DamageTile {
    /// Hull damage, no effect in a single mission.
    #[default]
    Structural,
    /// The zone's gravolift: every user is delayed.
    Gravolift,
    /// The heavy laser: strength -1.
    UpperCannon,
    /// The light laser: strength -1; in white, the pulse cannon: range -1.
    LowerCannon,
    /// The shield: capacity -1.
    Shield,
    /// The reactor: capacity -1.
    Reactor,
}

impl DamageTile {
    /// The name used in files.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// Parses a tile name.
    pub fn parse(s: &str) -> Option<DamageTile> {
        s.parse().ok()
    }
}

impl fmt::Display for DamageTile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A cannon of the ship.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum Cannon {
    /// Heavy laser in the upper station of a zone (4/5/4).
    Heavy(Zone),
    /// Light laser in lower red or lower blue (2).
    Light(Zone),
    /// Pulse cannon in lower white (1 to everything at distance 1-2).
    #[default]
    Pulse,
}

impl fmt::Display for Cannon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cannon::Heavy(z) => write!(f, "{z} heavy laser"),
            Cannon::Light(z) => write!(f, "{z} light laser"),
            Cannon::Pulse => f.write_str("pulse cannon"),
        }
    }
}

/// Where a battlebot squad is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SquadPlace {
    /// Lying in storage in its station.
    Stored(Station),
    /// Following a crew member (index into the crew).
    Carried(usize),
    /// Not on the ship: disabled in an earlier mission of a campaign and not repaired
    /// (RULINGS.md C5).
    LeftBehind,
}

/// One of the two battlebot squads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Squad {
    /// Where it is.
    pub place: SquadPlace,
    /// Lying on its side: disabled until reactivated.
    pub disabled: bool,
}

/// The state of the ship's systems.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ship {
    /// Energy in the reactors, by zone index (white is the central reactor).
    pub reactors: [u8; 3],
    /// Energy in the shields, by zone index.
    pub shields: [u8; 3],
    /// Fuel capsules left.
    pub fuel: u8,
    /// Rockets still aboard.
    pub rockets: u8,
    /// A rocket on the first square of the rocket track (launched this turn).
    pub rocket_launched: bool,
    /// A rocket on the second square: it hits in this turn's damage step.
    pub rocket_flying: bool,
    /// Damage tiles drawn per zone, in order (a seventh destroys the ship).
    pub damage: [Few<DamageTile, 6>; 3],
    /// Damage from now on doubled in a zone (a hull breach).
    pub double_damage: [bool; 3],
    /// A structural tile carried from an earlier mission: every point of damage to the zone
    /// is doubled, on top of any other doubling (RULINGS.md C3).
    pub carried_structural: [bool; 3],
    /// Cannons fired this turn, with the strength they fire at.
    pub fired: Few<(Cannon, u8), 6>,
    /// Gravolifts used this turn, by zone index.
    pub lifts_used: [bool; 3],
    /// The two battlebot squads (lower red, upper blue).
    pub squads: [Squad; 2],
    /// The crew member out in the interceptors.
    pub pilot: Option<usize>,
    /// The pilot plays heroic battlebots this turn: the interceptors attack with +1 (R5).
    pub pilot_heroic: bool,
    /// The interceptors' range (distance band 1-3) while out; always 1 in the base game,
    /// 1-3 with the double-action module (RULINGS.md NF3).
    pub pilot_range: u8,
    /// The computer was maintained in the current maintenance window.
    pub computer_maintained: bool,
    /// Crew confirming visually in the current turn.
    pub confirming_now: u8,
    /// Best single-turn count of visual confirmation per phase (R1).
    pub confirmation_best: [u8; 3],
}

impl Default for Ship {
    fn default() -> Self {
        Ship::new()
    }
}

impl Ship {
    /// The ship at the start of the Resolution Round.
    pub fn new() -> Ship {
        Ship {
            reactors: [2, 3, 2],
            shields: [1, 1, 1],
            fuel: 3,
            rockets: 3,
            rocket_launched: false,
            rocket_flying: false,
            damage: [Few::new(); 3],
            double_damage: [false; 3],
            carried_structural: [false; 3],
            fired: Few::new(),
            lifts_used: [false; 3],
            squads: [
                Squad {
                    place: SquadPlace::Stored(Station::new(Zone::Red, crate::Deck::Lower)),
                    disabled: false,
                },
                Squad {
                    place: SquadPlace::Stored(Station::new(Zone::Blue, crate::Deck::Upper)),
                    disabled: false,
                },
            ],
            pilot: None,
            pilot_heroic: false,
            pilot_range: 0,
            computer_maintained: false,
            confirming_now: 0,
            confirmation_best: [0; 3],
        }
    }

    /// The ship at the start of a mission of a campaign (RULINGS.md C2-C5): the carried tiles
    /// are on the ship with their usual effects; a damaged reactor or shield starts with one
    /// energy less than it would hold (its capacity, less one); a carried structural tile
    /// doubles the damage to its zone; squads still disabled are left behind.
    pub fn carrying(carried: &StartingDamage) -> Ship {
        let mut ship = Ship::new();
        for &zone in Zone::VARIANTS {
            let z = zone.index();
            for &tile in carried.tiles_of(zone) {
                ship.damage[z].push(tile);
            }
            if carried.has(zone, DamageTile::Reactor) {
                let full = ship.reactors[z].min(ship.reactor_capacity(zone));
                ship.reactors[z] = full.saturating_sub(1);
            }
            if carried.has(zone, DamageTile::Shield) {
                let full = ship.shields[z].min(ship.shield_capacity(zone));
                ship.shields[z] = full.saturating_sub(1);
            }
            ship.carried_structural[z] = carried.has(zone, DamageTile::Structural);
        }
        for (squad, aboard) in ship.squads.iter_mut().zip(carried.squads_aboard()) {
            if !aboard {
                squad.place = SquadPlace::LeftBehind;
                squad.disabled = true;
            }
        }
        ship
    }

    #[inline]
    fn tiles(&self, zone: Zone, tile: DamageTile) -> u8 {
        self.damage[zone.index()]
            .iter()
            .filter(|t| **t == tile)
            .count() as u8
    }

    /// Capacity of a zone's reactor (3/5/3, less reactor damage).
    #[inline]
    pub fn reactor_capacity(&self, zone: Zone) -> u8 {
        let base = if zone == Zone::White { 5 } else { 3 };
        base - self.tiles(zone, DamageTile::Reactor).min(base)
    }

    /// Capacity of a zone's shield (2/3/2, less shield damage).
    #[inline]
    pub fn shield_capacity(&self, zone: Zone) -> u8 {
        let base = if zone == Zone::White { 3 } else { 2 };
        base - self.tiles(zone, DamageTile::Shield).min(base)
    }

    /// Capacity of a shield or reactor.
    #[inline]
    pub fn capacity(&self, c: Container) -> u8 {
        match c {
            Container::Reactor(z) => self.reactor_capacity(z),
            Container::Shield(z) => self.shield_capacity(z),
        }
    }

    /// Energy in a shield or reactor.
    #[inline]
    pub fn energy(&self, c: Container) -> u8 {
        match c {
            Container::Reactor(z) => self.reactors[z.index()],
            Container::Shield(z) => self.shields[z.index()],
        }
    }

    /// Room left in a shield or reactor below its capacity (0 when over-filled).
    #[inline]
    pub fn room(&self, c: Container) -> u8 {
        self.capacity(c).saturating_sub(self.energy(c))
    }

    /// Strength of a cannon, damage included, before any heroic bonus.
    #[inline]
    pub fn cannon_strength(&self, cannon: Cannon) -> u8 {
        match cannon {
            Cannon::Heavy(z) => {
                let base = if z == Zone::White { 5 } else { 4 };
                base - self.tiles(z, DamageTile::UpperCannon).min(base)
            }
            Cannon::Light(z) => 2 - self.tiles(z, DamageTile::LowerCannon).min(2),
            Cannon::Pulse => 1,
        }
    }

    /// Range of the pulse cannon: distance 2, or 1 once damaged.
    #[inline]
    pub fn pulse_range(&self) -> u8 {
        2 - self.tiles(Zone::White, DamageTile::LowerCannon).min(1)
    }

    /// Whether a zone's gravolift is damaged.
    #[inline]
    pub fn lift_damaged(&self, zone: Zone) -> bool {
        self.tiles(zone, DamageTile::Gravolift) > 0
    }

    /// Whether a cannon has fired this turn.
    #[inline]
    pub fn has_fired(&self, cannon: Cannon) -> bool {
        self.fired.iter().any(|(c, _)| *c == cannon)
    }

    /// Total damage tiles in all zones.
    pub fn total_damage(&self) -> u32 {
        self.damage.iter().map(|d| d.len() as u32).sum()
    }
}
