//! A threat announcement of a track: when, where, serious or not, confirmed or not. Its own
//! module, below both the tracks that hold announcements and the voice's words (`cue`) that
//! speak them.

use engine::ThreatZone;

/// A threat announcement: "Time T plus `turn`. Serious threat. Zone red."
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThreatEvent {
    /// The turn the threat appears on (T+n), 1-8.
    pub turn: u8,
    /// Where it appears: an external zone or internal.
    pub zone: ThreatZone,
    /// A serious threat (worth 2 threat points instead of 1).
    pub serious: bool,
    /// An unconfirmed report: a threat only when the crew has 5 players (R8).
    pub unconfirmed: bool,
}

impl ThreatEvent {
    /// Threat points: 2 for a serious threat, 1 for a normal one.
    pub fn points(&self) -> u32 {
        if self.serious { 2 } else { 1 }
    }

    /// Whether a crew of `players` must draw a card for it (unconfirmed reports only with 5, R8).
    pub fn counts_for(&self, players: u8) -> bool {
        !self.unconfirmed || players >= 5
    }
}
