//! Zones, decks and stations: the map of the ship.

use std::fmt;

/// One of the ship's three zones, left to right as on the board.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "lowercase")]
pub enum Zone {
    /// The left zone.
    Red,
    /// The centre zone (bridge above, central reactor below).
    White,
    /// The right zone.
    Blue,
}

impl Zone {
    /// The lower-case name used in files and logs.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// Parses `red`, `white` or `blue`.
    pub fn parse(s: &str) -> Option<Zone> {
        s.parse().ok()
    }

    /// 0, 1, 2 from left to right.
    pub fn index(self) -> usize {
        match self {
            Zone::Red => 0,
            Zone::White => 1,
            Zone::Blue => 2,
        }
    }

    /// The zone one step toward red, if any.
    pub fn redward(self) -> Option<Zone> {
        match self {
            Zone::Red => None,
            Zone::White => Some(Zone::Red),
            Zone::Blue => Some(Zone::White),
        }
    }

    /// The zone one step toward blue, if any.
    pub fn blueward(self) -> Option<Zone> {
        match self {
            Zone::Red => Some(Zone::White),
            Zone::White => Some(Zone::Blue),
            Zone::Blue => None,
        }
    }
}

impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A door between two neighbouring zones (both decks): a sealed door stops crew and intruders
/// walking from one zone to the other.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Door {
    /// Between the red and the white zone.
    RedWhite,
    /// Between the white and the blue zone.
    WhiteBlue,
}

impl Door {
    /// The word used in card phrases: `red-white` or `white-blue`.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// Parses `red-white` or `white-blue`.
    pub fn parse(s: &str) -> Option<Door> {
        s.parse().ok()
    }

    /// 0 (red-white) or 1 (white-blue).
    pub fn index(self) -> usize {
        match self {
            Door::RedWhite => 0,
            Door::WhiteBlue => 1,
        }
    }

    /// The door crossed walking from zone `a` to the neighbouring zone `b`, if they are
    /// neighbours.
    pub fn between(a: Zone, b: Zone) -> Option<Door> {
        match (a, b) {
            (Zone::Red, Zone::White) | (Zone::White, Zone::Red) => Some(Door::RedWhite),
            (Zone::White, Zone::Blue) | (Zone::Blue, Zone::White) => Some(Door::WhiteBlue),
            _ => None,
        }
    }
}

impl fmt::Display for Door {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Door::RedWhite => f.write_str("red-white door"),
            Door::WhiteBlue => f.write_str("white-blue door"),
        }
    }
}

/// Where a threat comes from: the trajectory of an external zone, or the internal trajectory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ThreatZone {
    /// An external threat approaching this zone.
    External(Zone),
    /// An internal threat (intruder or malfunction).
    Internal,
}

impl ThreatZone {
    /// The name used in files: `red`, `white`, `blue` or `internal`.
    pub fn name(self) -> &'static str {
        match self {
            ThreatZone::External(z) => z.name(),
            ThreatZone::Internal => "internal",
        }
    }

    /// Parses `red`, `white`, `blue` or `internal`.
    pub fn parse(s: &str) -> Option<ThreatZone> {
        if s == "internal" {
            Some(ThreatZone::Internal)
        } else {
            Zone::parse(s).map(ThreatZone::External)
        }
    }
}

impl fmt::Display for ThreatZone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The upper or the lower deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Deck {
    /// Upper deck: heavy lasers, shields, and the C systems interceptors/computer/battlebots.
    Upper,
    /// Lower deck: light lasers and pulse cannon, reactors, battlebots/window/rockets.
    Lower,
}

impl Deck {
    /// The other deck.
    pub fn other(self) -> Deck {
        match self {
            Deck::Upper => Deck::Lower,
            Deck::Lower => Deck::Upper,
        }
    }
}

/// One of the six stations: a zone on a deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Station {
    /// The zone of the station.
    pub zone: Zone,
    /// The deck of the station.
    pub deck: Deck,
}

impl Station {
    /// Upper white: the bridge, where every crew member starts.
    pub const BRIDGE: Station = Station::new(Zone::White, Deck::Upper);

    /// All six stations, upper deck first, red to blue.
    pub const ALL: [Station; 6] = [
        Station::new(Zone::Red, Deck::Upper),
        Station::new(Zone::White, Deck::Upper),
        Station::new(Zone::Blue, Deck::Upper),
        Station::new(Zone::Red, Deck::Lower),
        Station::new(Zone::White, Deck::Lower),
        Station::new(Zone::Blue, Deck::Lower),
    ];

    /// The station in `zone` on `deck`.
    pub const fn new(zone: Zone, deck: Deck) -> Station {
        Station { zone, deck }
    }

    /// The short code used in files: `UR`, `UW`, `UB`, `LR`, `LW`, `LB`.
    pub fn code(self) -> &'static str {
        match (self.deck, self.zone) {
            (Deck::Upper, Zone::Red) => "UR",
            (Deck::Upper, Zone::White) => "UW",
            (Deck::Upper, Zone::Blue) => "UB",
            (Deck::Lower, Zone::Red) => "LR",
            (Deck::Lower, Zone::White) => "LW",
            (Deck::Lower, Zone::Blue) => "LB",
        }
    }

    /// Parses a station code (`UR` ... `LB`).
    pub fn parse(code: &str) -> Option<Station> {
        Station::ALL.into_iter().find(|s| s.code() == code)
    }

    /// 0..6 in the order of [`Station::ALL`].
    pub fn index(self) -> usize {
        let deck = match self.deck {
            Deck::Upper => 0,
            Deck::Lower => 3,
        };
        deck + self.zone.index()
    }

    /// The neighbouring station toward red on the same deck (itself in the red zone).
    pub fn redward(self) -> Station {
        Station::new(self.zone.redward().unwrap_or(self.zone), self.deck)
    }

    /// The neighbouring station toward blue on the same deck (itself in the blue zone).
    pub fn blueward(self) -> Station {
        Station::new(self.zone.blueward().unwrap_or(self.zone), self.deck)
    }

    /// The station on the other deck of the same zone (through the gravolift).
    pub fn other_deck(self) -> Station {
        Station::new(self.zone, self.deck.other())
    }

    /// A readable name, e.g. "upper red".
    pub fn long_name(self) -> String {
        let deck = match self.deck {
            Deck::Upper => "upper",
            Deck::Lower => "lower",
        };
        format!("{deck} {}", self.zone)
    }
}

impl fmt::Display for Station {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.long_name())
    }
}

impl Default for Station {
    /// The bridge, where every crew member starts.
    fn default() -> Self {
        Station::BRIDGE
    }
}
