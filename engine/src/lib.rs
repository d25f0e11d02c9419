//! The rules of the Resolution Round, as a pure function of the game and the seed.

pub mod rng;
pub mod zone;

pub use rng::SplitMix64;
pub use zone::{Deck, Station, ThreatZone, Zone};
