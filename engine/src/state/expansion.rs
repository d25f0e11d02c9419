//! What only The New Frontier's rules keep during a mission, in one place: a base game starts
//! it empty and never changes it.

use super::SpecializationMarks;
use crate::{card::System, few::Few, hazard::Hazards, module::Modules, zone::Station};

/// The expansion's part of the [`crate::State`]: the modules played, what specializations
/// keep, called threats, phasing, sabotage, parasites' hosts and hazards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expansion {
    /// The New Frontier modules played.
    pub(crate) modules: Modules,
    /// What specializations keep (all clear without them).
    pub(crate) specialization: SpecializationMarks,
    /// Called threats (indexes) in the order they were called: they move in this order, after
    /// every numbered threat.
    pub(crate) called: Few<usize, 8>,
    /// Some phasing threat phased in this turn: its bracketed turn ends with the turn.
    pub(crate) phased_in_this_turn: bool,
    /// Systems sabotaged (1-hit-point malfunctions without a card), by station.
    pub(crate) sabotaged: Few<(Station, System), 18>,
    /// Crew members (bits by crew index) who host a parasite: their moves carry it along.
    pub(crate) hosts: u16,
    /// Sealed doors, shields turned off or reversed, disrupted optics.
    pub(crate) hazards: Hazards,
}
