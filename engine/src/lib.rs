//! The rules of the Resolution Round, as a pure function of the game and the seed.
//!
//! [`resolve()`] takes a [`Game`] (a [`Setup`] — the crew's action boards, the threats drawn,
//! the trajectories — checked by [`Game::from_setup`]) and a seed, and returns a [`Resolution`]: the typed event log, the final state, the outcome
//! and the score. No files, no clock, no ambient randomness: the same input gives the same log.

pub mod action;
pub mod campaign;
pub mod card;
pub mod event;
pub mod few;
pub mod game;
pub mod hazard;
pub mod module;
pub mod phase;
pub mod resolve;
pub mod rng;
pub mod score;
pub mod score_card;
pub mod setup;
pub mod ship;
pub mod specialization;
pub mod state;
pub mod trajectory;
pub mod zone;

pub use action::{Action, Double, Half};
pub use campaign::{CampaignScore, Repair, RepairError, StartingDamage};
pub use card::{CardSet, Color, Severity, ThreatCard, ThreatKind};
pub use event::{
    CrewEvent, DoubleEvent, Event, HazardEvent, InterceptorsEvent, IntruderEvent, LastingEvent,
    LogEntry, ShipDamageEvent, ShipEvent, SpecializationEvent, Step, ThreatDamageEvent,
    ThreatEvent, TurnEvent,
};
pub use game::{Game, SetupError, SetupErrors, board_problems};
pub use module::{Module, Modules};
pub use phase::{PHASES, Phase};
pub use resolve::{Checkpoints, Verdict, resolve, verdict_from, verdict_of};
pub use rng::{Draw, ShipRng, ship_rng};
pub use score::{Outcome, Resolution, Score};
pub use score_card::{CardResult, Fate, LineKind, ScoreCard, ScoreLine, Subject};
pub use setup::{CrewColor, CrewMember, Setup, ThreatPlacement, Trajectories};
pub use ship::DamageTile;
pub use specialization::{Companion, Specialist, Specialization, SpecializationCard, Teleport};
pub use state::{State, ThreatStatus};
pub use trajectory::Trajectory;
pub use zone::{Deck, Door, Station, ThreatZone, Zone};
