//! A played mission, ready to resolve: the input of [`crate::resolve()`].

use std::{collections::BTreeMap, sync::Arc};

use crate::{
    action::Action,
    card::ThreatCard,
    ship::DamageTile,
    trajectory::Trajectory,
    zone::{ThreatZone, Zone},
};

/// The five crew colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CrewColour {
    /// Red.
    Red,
    /// Yellow.
    Yellow,
    /// Green.
    Green,
    /// Blue.
    Blue,
    /// Purple.
    Purple,
}

impl CrewColour {
    /// All five colours.
    pub const ALL: [CrewColour; 5] = [
        CrewColour::Red,
        CrewColour::Yellow,
        CrewColour::Green,
        CrewColour::Blue,
        CrewColour::Purple,
    ];

    /// The lower-case name used in files.
    pub fn name(self) -> &'static str {
        match self {
            CrewColour::Red => "red",
            CrewColour::Yellow => "yellow",
            CrewColour::Green => "green",
            CrewColour::Blue => "blue",
            CrewColour::Purple => "purple",
        }
    }

    /// Parses a colour name.
    pub fn parse(s: &str) -> Option<CrewColour> {
        CrewColour::ALL.into_iter().find(|c| c.name() == s)
    }
}

/// One crew member (or android) and the 12 spaces of their action board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewMember {
    /// Name, as shown in the log.
    pub name: String,
    /// Colour of the figure.
    pub colour: Option<CrewColour>,
    /// The captain acts first (R13).
    pub captain: bool,
    /// An android board (2-3 players), resolved like crew (R12).
    pub android: bool,
    /// The action board, turns 1-12.
    pub actions: [Action; 12],
}

/// A threat card placed on a trajectory at T+n.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreatPlacement {
    /// The turn it appears (1-8).
    pub turn: u8,
    /// The trajectory it uses.
    pub zone: ThreatZone,
    /// The card (shared: resolving a mission does not copy it).
    pub card: Arc<ThreatCard>,
    /// An unconfirmed report: a threat only with 5 players (R8).
    pub unconfirmed: bool,
}

/// The four trajectory boards of a mission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Trajectories {
    /// Board of the red zone.
    pub red: Trajectory,
    /// Board of the white zone.
    pub white: Trajectory,
    /// Board of the blue zone.
    pub blue: Trajectory,
    /// Board of the internal threats.
    pub internal: Trajectory,
}

impl Trajectories {
    /// The board used by threats of a zone.
    pub fn of(&self, zone: ThreatZone) -> Trajectory {
        match zone {
            ThreatZone::External(Zone::Red) => self.red,
            ThreatZone::External(Zone::White) => self.white,
            ThreatZone::External(Zone::Blue) => self.blue,
            ThreatZone::Internal => self.internal,
        }
    }
}

/// Everything the Resolution Round needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Name of the mission track, for the log.
    pub mission: Option<String>,
    /// Number of players (1-5); androids are extra crew entries and do not count (R8).
    pub players: u8,
    /// The four trajectory boards.
    pub trajectories: Trajectories,
    /// The threats drawn.
    pub threats: Vec<ThreatPlacement>,
    /// The crew in acting order as written (the captain acts first regardless, R13).
    pub crew: Vec<CrewMember>,
    /// Damage tiles the crew drew, in order, per zone (R9); zones not listed draw at random.
    pub damage_tiles: BTreeMap<Zone, Vec<DamageTile>>,
}
