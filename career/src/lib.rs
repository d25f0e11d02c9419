//! Careers: The New Frontier's experience system, as pure rules (no files, no clock, no
//! database: the ship's log stores what these functions decide).
//!
//! An [`Explorer`] is a person's sheet: level 0-30, the boxes marked in the level, total XP,
//! clones, the specializations learned and the achievements earned. A [`Run`] is one real
//! mission or one whole Exploration Campaign; [`settle`] turns it into a [`Settlement`] per
//! explorer (XP, level-ups, a clone lost or death, the achievements earned), and the caller
//! stores it once. The achievements are data (`career/achievements.csv`, read by
//! [`Catalog::shipped`]); the computable ones are detected from the run's [`MissionFacts`],
//! the judged ones are ticked by the crew and passed in as attested.
//!
//! ```
//! use career::{Explorer, Run, settle, MissionFacts};
//! let anna = Explorer::new("Anna", true);
//! let run = Run::mission(MissionFacts::plain(4, 60));
//! let s = settle(&anna, &run, &career::Seat::default(), &[]).unwrap();
//! assert_eq!((s.run_xp, s.explorer.level()), (8, 1));
//! ```

mod catalog;
mod detect;
mod error;
mod explorer;
mod level;
mod run;
mod settle;
mod xp;

pub use catalog::{Achievement, CareerNeed, Catalog, Category, MissionNeed, Need, Pool, RunNeed};
pub use error::CareerError;
pub use explorer::{Explorer, MAX_SPECIALIZATION_LEVEL, Record};
pub use level::{MAX_LEVEL, Progress, boxes_in_level, dotted_boxes};
pub use run::{Levels, MissionFacts, Run, RunKind, Seat, Use};
pub use settle::{Earned, Settlement, eligible, settle};
pub use xp::{campaign_xp, mission_xp};
