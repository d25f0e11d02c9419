//! How a zone is shown so that colour is never the only sign: its name, its letter and a
//! shape of its own (red a triangle, white a circle, blue a square, internal a diamond).
//!
//! Every front end that marks a zone by colour (the drawn ship, the boards screen, threat
//! chips, the mission screen, the phone page, the report's SVG, the printable mission card)
//! takes the letter and the shape from here, so a crew member who cannot tell red from blue
//! reads the same sign everywhere.

use engine::{ThreatZone, Zone};
#[cfg(test)]
use strum::VariantArray;

/// The shape that marks a zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// Red.
    Triangle,
    /// White.
    Circle,
    /// Blue.
    Square,
    /// Internal threats.
    Diamond,
}

/// A zone's signs besides its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZoneMark {
    /// The zone's name as shown: "Red", "White", "Blue", "Internal".
    pub name: &'static str,
    /// Its letter: R, W, B, or I for internal.
    pub letter: char,
    /// Its shape.
    pub shape: Shape,
    /// The shape as one character (▲ ● ■ ◆), for text.
    pub symbol: &'static str,
}

impl ZoneMark {
    /// The symbol and name together, as a label: "▲ Red".
    pub fn label(&self) -> String {
        format!("{} {}", self.symbol, self.name)
    }
}

/// The signs of an external zone.
pub fn zone_mark(zone: Zone) -> ZoneMark {
    match zone {
        Zone::Red => ZoneMark {
            name: "Red",
            letter: 'R',
            shape: Shape::Triangle,
            symbol: "▲",
        },
        Zone::White => ZoneMark {
            name: "White",
            letter: 'W',
            shape: Shape::Circle,
            symbol: "●",
        },
        Zone::Blue => ZoneMark {
            name: "Blue",
            letter: 'B',
            shape: Shape::Square,
            symbol: "■",
        },
    }
}

/// The signs of where a threat appears: an external zone, or internal.
pub fn threat_zone_mark(zone: ThreatZone) -> ZoneMark {
    match zone {
        ThreatZone::External(z) => zone_mark(z),
        ThreatZone::Internal => ZoneMark {
            name: "Internal",
            letter: 'I',
            shape: Shape::Diamond,
            symbol: "◆",
        },
    }
}

/// The signs of a cue's zone: `None` is an internal threat.
pub fn cue_zone_mark(zone: Option<Zone>) -> ZoneMark {
    threat_zone_mark(zone.map_or(ThreatZone::Internal, ThreatZone::External))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_zone_has_its_own_letter_and_shape() {
        let marks: Vec<ZoneMark> = Zone::VARIANTS
            .iter()
            .copied()
            .map(ThreatZone::External)
            .chain([ThreatZone::Internal])
            .map(threat_zone_mark)
            .collect();
        for (i, a) in marks.iter().enumerate() {
            for b in &marks[i + 1..] {
                assert_ne!(a.letter, b.letter);
                assert_ne!(a.shape, b.shape);
                assert_ne!(a.symbol, b.symbol);
            }
        }
        assert_eq!(zone_mark(Zone::Red).label(), "▲ Red");
    }
}
