//! The words of the intruders' and the hazards' events, one function per family, each
//! naming every variant.
#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use engine::event::{Affliction, HazardEvent, IntruderEvent};
use i18n::tr;

use super::Text;
use crate::nouns;

impl Text<'_> {
    /// What intruders do inside the ship: poison, infection, drones, mines, sabotage, hosts.
    pub(super) fn intruder_words(&self, event: &IntruderEvent) -> String {
        match event {
            IntruderEvent::Moved { threat, from, to } => tr!(
                "log-intruder-moves",
                threat = self.threat(threat),
                from = nouns::station(*from),
                to = nouns::station(*to)
            ),
            IntruderEvent::Spread { threat, station } => tr!(
                "log-spread",
                threat = self.threat(threat),
                station = nouns::station(*station)
            ),
            IntruderEvent::StartsIn { threat, station } => {
                tr!(
                    "log-starts-in",
                    threat = self.threat(threat),
                    station = nouns::station(*station)
                )
            }
            IntruderEvent::Blocked { threat, from, to } => tr!(
                "log-intruder-blocked",
                threat = self.threat(threat),
                from = nouns::station(*from),
                to = nouns::station(*to)
            ),
            IntruderEvent::Afflicted {
                crew,
                threat,
                affliction,
            } => {
                let (crew, threat) = (self.crew(crew), self.threat(threat));
                match affliction {
                    Affliction::Poison => tr!("log-poisoned", crew = crew, threat = threat),
                    Affliction::Infection => tr!("log-infected", crew = crew, threat = threat),
                }
            }
            IntruderEvent::DronesPlaced { threat, stations } => {
                tr!(
                    "log-drones-placed",
                    threat = self.threat(threat),
                    stations = nouns::stations(stations)
                )
            }
            IntruderEvent::MineLaid { threat, station } => tr!(
                "log-mine-laid",
                threat = self.threat(threat),
                station = nouns::station(*station)
            ),
            IntruderEvent::MinesDetonated { threat } => {
                tr!("log-mines-detonated", threat = self.threat(threat))
            }
            IntruderEvent::Sabotaged {
                threat,
                station,
                system,
            } => tr!(
                "log-sabotaged",
                threat = self.threat(threat),
                system = system.letter(),
                station = nouns::station(*station)
            ),
            IntruderEvent::SabotageRepaired {
                crew,
                station,
                system,
            } => tr!(
                "log-sabotage-repaired",
                crew = self.crew(crew),
                system = system.letter(),
                station = nouns::station(*station)
            ),
            IntruderEvent::HostFound { threat, crew } => tr!(
                "log-host-found",
                threat = self.threat(threat),
                crew = self.crew(crew)
            ),
        }
    }

    /// The New Frontier's hazards: shields, sealed doors, optics.
    pub(super) fn hazard_words(&self, event: &HazardEvent) -> String {
        match event {
            HazardEvent::ShieldsOff { threat } => {
                tr!("log-shields-off", threat = self.threat(threat))
            }
            HazardEvent::ShieldsReversed { threat } => {
                tr!("log-shields-reversed", threat = self.threat(threat))
            }
            HazardEvent::ShieldsRestored { threat } => {
                tr!("log-shields-restored", threat = self.threat(threat))
            }
            HazardEvent::DoorSealed { threat, door } => {
                tr!(
                    "log-door-sealed",
                    door = nouns::door(*door),
                    threat = self.threat(threat)
                )
            }
            HazardEvent::DoorReopened { threat, door } => {
                tr!(
                    "log-door-reopened",
                    door = nouns::door(*door),
                    threat = self.threat(threat)
                )
            }
            HazardEvent::OpticsDisrupted { threat, zone } => {
                tr!(
                    "log-optics-disrupted",
                    zone = nouns::zone(*zone),
                    threat = self.threat(threat)
                )
            }
            HazardEvent::OpticsRestored { threat, zone } => {
                tr!(
                    "log-optics-restored",
                    zone = nouns::zone(*zone),
                    threat = self.threat(threat)
                )
            }
        }
    }
}
