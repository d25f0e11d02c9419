//! The words of the New Frontier's events: sealed doors, shields, optics, repairs.

use engine::Event;
use engine::event::{
    CrewEvent, HazardEvent, IntruderEvent, ShipDamageEvent, ThreatDamageEvent, ThreatEvent,
};
use i18n::tr;

use super::{Text, falls_off};
use crate::nouns;

impl Text<'_> {
    /// The New Frontier's events (sealed doors, shields, optics, repairs); `None` for others.
    pub(super) fn frontier_words(&self) -> Option<String> {
        Some(match self.event {
            Event::Intruder(IntruderEvent::StartsIn { threat, station }) => {
                tr!(
                    "log-starts-in",
                    threat = self.threat(threat),
                    station = nouns::station(*station)
                )
            }
            Event::ThreatDamage(ThreatDamageEvent::Inaccessible {
                crew,
                threat,
                wasted,
            }) => tr!(
                "log-inaccessible",
                threat = self.threat(threat),
                wasted = *wasted,
                crew = self.crew(crew)
            ),
            Event::ThreatDamage(ThreatDamageEvent::FinishNeedsEnergy {
                crew,
                threat,
                reactor,
            }) => tr!(
                "log-finish-needs-energy",
                crew = self.crew(crew),
                threat = self.threat(threat),
                reactor = nouns::container(engine::event::Container::Reactor(*reactor))
            ),
            Event::Hazard(HazardEvent::ShieldsOff { threat }) => {
                tr!("log-shields-off", threat = self.threat(threat))
            }
            Event::Hazard(HazardEvent::ShieldsReversed { threat }) => {
                tr!("log-shields-reversed", threat = self.threat(threat))
            }
            Event::Hazard(HazardEvent::ShieldsRestored { threat }) => {
                tr!("log-shields-restored", threat = self.threat(threat))
            }
            Event::ShipDamage(ShipDamageEvent::ShieldJoinsAttack { zone, amount }) => {
                tr!(
                    "log-shield-joins-attack",
                    zone = nouns::zone(*zone),
                    amount = *amount
                )
            }
            _ => return self.frontier_ship_words(),
        })
    }

    /// Doors, optics, blind shots, repeated cards, displaced crew, discarded threats.
    fn frontier_ship_words(&self) -> Option<String> {
        Some(match self.event {
            Event::Hazard(HazardEvent::DoorSealed { threat, door }) => {
                tr!(
                    "log-door-sealed",
                    door = nouns::door(*door),
                    threat = self.threat(threat)
                )
            }
            Event::Hazard(HazardEvent::DoorReopened { threat, door }) => {
                tr!(
                    "log-door-reopened",
                    door = nouns::door(*door),
                    threat = self.threat(threat)
                )
            }
            Event::Hazard(HazardEvent::OpticsDisrupted { threat, zone }) => {
                tr!(
                    "log-optics-disrupted",
                    zone = nouns::zone(*zone),
                    threat = self.threat(threat)
                )
            }
            Event::Hazard(HazardEvent::OpticsRestored { threat, zone }) => {
                tr!(
                    "log-optics-restored",
                    zone = nouns::zone(*zone),
                    threat = self.threat(threat)
                )
            }
            Event::ThreatDamage(ThreatDamageEvent::ShotBlind { source }) => {
                tr!("log-shot-blind", source = nouns::source(*source))
            }
            Event::ThreatDamage(ThreatDamageEvent::ShortCircuit { threat }) => {
                tr!("log-short-circuit", threat = self.threat(threat))
            }
            Event::Crew(CrewEvent::Repeats { crew, turn, lost }) => {
                let repeats = tr!("log-repeats", crew = self.crew(crew), turn = *turn);
                format!("{repeats}{}", falls_off(*lost))
            }
            Event::Crew(CrewEvent::Displaced {
                crew,
                from,
                to,
                threat,
            }) => tr!(
                "log-displaced",
                crew = self.crew(crew),
                from = nouns::station(*from),
                to = nouns::station(*to),
                threat = self.threat(threat)
            ),
            Event::Threat(ThreatEvent::Discarded { threat }) => {
                tr!("log-discarded", threat = self.threat(threat))
            }
            Event::Intruder(IntruderEvent::Blocked { threat, from, to }) => tr!(
                "log-intruder-blocked",
                threat = self.threat(threat),
                from = nouns::station(*from),
                to = nouns::station(*to)
            ),
            _ => return None,
        })
    }
}
