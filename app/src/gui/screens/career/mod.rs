//! Careers at the table (docs/careers.md, RULINGS.md CA1-CA16): explorers picked as crew
//! members at setup ([`setup`]), the score card's XP, level-ups and achievements with the
//! crew's ticks ([`card`]), and the explorers' page ([`page`]).
//!
//! The rules are the `career` crate's and the ship's log keeps them; every change goes
//! through a [`CareerIntent`] applied in `apply/career.rs`, which does the log's writes.

pub mod card;
pub mod page;
pub mod setup;

use engine::Specialization;
use shiplog::{ExplorerId, ExplorerRow};

use crate::shell::settings::Settings;

/// What a careers screen asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CareerIntent {
    /// Seat an explorer as crew member `index` (their name becomes the crew member's), or
    /// none.
    Seat(usize, Option<ExplorerId>),
    /// Make the explorer named in the setup's field.
    Create,
    /// Open the explorers' page.
    Open,
    /// Show one explorer on the page.
    Show(ExplorerId),
    /// Spend an explorer's next specialization point.
    Learn(ExplorerId, Specialization),
    /// Give an explorer's consent to cloning, for good.
    Consent(ExplorerId),
    /// On the score card: tick (or untick) a judged achievement for an explorer.
    Tick(ExplorerId, String),
    /// From the explorers' page back to setup.
    Back,
}

/// What the setup screen keeps of the careers.
#[derive(Debug, Clone, Default)]
pub struct CareerSetup {
    /// The explorers in the ship's log, as last read.
    pub explorers: Vec<ExplorerRow>,
    /// Read since setup last showed (setup reads them again when it comes back).
    pub fresh: bool,
    /// The new explorer's name, as typed.
    pub new_name: String,
    /// The new explorer refuses cloning.
    pub new_hardcore: bool,
    /// The "New explorer" form is open.
    pub creating: bool,
    /// The answer of the last change (made, refused, or why the log could not be read).
    pub notice: Option<String>,
}

impl CareerSetup {
    /// The explorer of an id, as last read.
    pub fn get(&self, id: ExplorerId) -> Option<&ExplorerRow> {
        self.explorers.iter().find(|r| r.id == id)
    }

    /// The crew members playing an explorer: (crew member's name, explorer).
    pub fn seated(&self, settings: &Settings) -> Vec<(String, ExplorerRow)> {
        settings
            .crew
            .iter()
            .filter_map(|m| {
                let row = self.get(m.explorer?)?;
                Some((m.name.trim().to_owned(), row.clone()))
            })
            .collect()
    }

    /// Why the crew cannot depart (RULINGS.md CA15): a dead explorer seated, an explorer
    /// with specialization points to spend, one explorer in two seats.
    pub fn departure_problems(&self, settings: &Settings) -> Vec<String> {
        let mut problems = Vec::new();
        let mut seen = Vec::new();
        for m in &settings.crew {
            let Some(id) = m.explorer else { continue };
            let Some(row) = self.get(id) else {
                problems.push(i18n::tr!("careers-problem-missing", name = m.name.trim()));
                continue;
            };
            if seen.contains(&id) {
                problems.push(i18n::tr!(
                    "careers-problem-twice",
                    name = &row.explorer.name
                ));
            }
            seen.push(id);
            if let Err(e) = row.explorer.check_departure() {
                problems.push(match e {
                    career::CareerError::Dead { .. } => {
                        i18n::tr!("careers-problem-dead", name = &row.explorer.name)
                    }
                    _ => i18n::tr!(
                        "careers-problem-unspent",
                        name = &row.explorer.name,
                        points = row.explorer.level().saturating_sub(row.explorer.spent())
                    ),
                });
            }
        }
        problems
    }
}
