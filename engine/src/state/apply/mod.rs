//! How events change the state: `State::apply`, the only code that does, hands each family
//! of events to its own module. Every match here names each variant of its family (wildcard
//! arms are denied, for one variant or many), so a new event cannot silently change nothing.

#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

mod crew;
mod intruder;
mod lasting;
mod ship;
mod specialization;
mod threat;
mod turn;

use super::State;
use crate::event::{Event, LogEntry};

impl State {
    /// Applies one entry of the log (its event; the turn comes from `TurnEvent::Started`).
    pub fn apply_entry(&mut self, entry: &LogEntry) {
        self.apply(&entry.event);
    }

    /// Applies one event: the only way the state changes.
    pub fn apply(&mut self, event: &Event) {
        self.apply_here(event);
    }

    /// [`State::apply`] itself, inlined where the resolver emits an event: the event's kind is
    /// then known where it is applied, so only its arm is compiled there (no dispatch, and an
    /// event told for the log only costs nothing when no log is kept; `docs/performance.md`).
    #[inline(always)]
    pub(crate) fn apply_here(&mut self, event: &Event) {
        match event {
            Event::Turn(e) => self.apply_turn(e),
            Event::Crew(e) => self.apply_crew(e),
            Event::Interceptors(e) => self.apply_interceptors(e),
            Event::Double(e) => self.apply_double(e),
            Event::Ship(e) => self.apply_ship(e),
            Event::ShipDamage(e) => self.apply_ship_damage(e),
            Event::Threat(e) => self.apply_threat(e),
            Event::ThreatDamage(e) => self.apply_threat_damage(e),
            Event::Intruder(e) => self.apply_intruder(e),
            Event::Lasting(e) => self.apply_lasting(e),
            Event::Hazard(e) => self.apply_hazard(e),
            Event::Specialization(e) => self.apply_specialization(e),
        }
    }
}
