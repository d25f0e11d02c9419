//! Lasting hazards the New Frontier's malfunctions leave on the ship until they are destroyed:
//! sealed doors, shields turned off or reversed, disrupted optics. Each remembers the threat
//! responsible, so that its destruction ends exactly what it started (a survived threat keeps
//! them for the rest of the mission).

use crate::zone::{Door, Zone};
use strum::VariantArray;

/// What a shield does while a threat has changed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ShieldMode {
    /// Absorbs attacks as usual.
    #[default]
    Normal,
    /// Absorbs nothing.
    Off,
    /// Absorbs nothing, and an attack takes its energy and adds it to its strength.
    Reversed,
}

/// The hazards in force, each with the index of the threat that started it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Hazards {
    /// Sealed doors (by [`Door::index`]).
    pub(crate) doors: [Option<usize>; 2],
    /// Shields turned off or reversed, and by whom.
    pub(crate) shields: Option<(usize, ShieldMode)>,
    /// Zones whose optics are disrupted (by [`Zone::index`]).
    pub(crate) optics: [Option<usize>; 3],
}

impl Hazards {
    /// Whether any hazard is in force (most missions: none, and no step needs a look).
    pub fn any(&self) -> bool {
        *self != Hazards::default()
    }

    /// Whether a door is sealed.
    pub fn sealed(&self, door: Door) -> bool {
        self.doors[door.index()].is_some()
    }

    /// What the shields do now.
    pub fn shield_mode(&self) -> ShieldMode {
        self.shields.map_or(ShieldMode::Normal, |(_, m)| m)
    }

    /// Whether a zone's lasers need targeting help to hit.
    pub fn optics_disrupted(&self, zone: Zone) -> bool {
        self.optics[zone.index()].is_some()
    }

    /// Every hazard a threat started: its doors, whether it changed the shields, its zones.
    pub fn started_by(&self, t: usize) -> (Vec<Door>, bool, Vec<Zone>) {
        let doors = (Door::VARIANTS.iter().copied())
            .filter(|d| self.doors[d.index()] == Some(t))
            .collect();
        let shields = self.shields.is_some_and(|(s, _)| s == t);
        let zones = (Zone::VARIANTS.iter().copied())
            .filter(|z| self.optics[z.index()] == Some(t))
            .collect();
        (doors, shields, zones)
    }
}
