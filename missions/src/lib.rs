//! Sitting Duck's content: mission tracks, the threat catalog, game files, the mission
//! generator and the Timeline.
//!
//! Everything here parses from `&str` and takes time and seeds as parameters: no files, no
//! clock, no ambient randomness (ARCHITECTURE.md).

pub mod card;
pub mod catalog;
pub mod community;
pub use formats::cue;
pub mod deck;
pub use formats::diag;
pub mod game;
pub mod generate;
pub mod shipped;
pub mod timeline;
pub mod track;
pub mod zone_mark;

pub use catalog::Catalog;
pub use cue::{CLIPS, Cue, CueKind};
pub use diag::{Diagnostic, Diagnostics};
pub use formats::for_each_clip;
pub use generate::{GenerateOptions, generate};
pub use timeline::{MissionClock, Timeline};
pub use track::{Track, TrackKind};
