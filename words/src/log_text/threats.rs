//! The words of the threats' events: appearing, being hit, moving, acting and attacking.

use engine::{
    Event, ThreatZone,
    event::{
        Boost, IntruderEvent, LastingEvent, ShipDamageEvent, ShipEvent, Source, ThreatChange,
        ThreatDamageEvent, ThreatEvent,
    },
};
use i18n::tr;

use super::{Text, hurt_words};
use crate::nouns;

impl Text<'_> {
    /// What hit the threats, and what they did.
    pub(super) fn threat_words(&self) -> Option<String> {
        Some(match self.event {
            Event::Threat(ThreatEvent::Appeared {
                threat,
                zone,
                space,
            }) => match zone {
                ThreatZone::Internal => tr!(
                    "log-appears-internal",
                    threat = self.threat(threat),
                    space = *space
                ),
                ThreatZone::External(z) => {
                    tr!(
                        "log-appears",
                        threat = self.threat(threat),
                        zone = nouns::zone(*z),
                        space = *space
                    )
                }
            },
            Event::Threat(ThreatEvent::Ignored { threat }) => {
                tr!("log-ignored", threat = self.threat(threat))
            }
            Event::ThreatDamage(ThreatDamageEvent::Hurt {
                threat,
                amount,
                why,
            }) => {
                tr!(
                    "log-hurt",
                    threat = self.threat(threat),
                    amount = *amount,
                    why = hurt_words(*why)
                )
            }
            Event::ThreatDamage(ThreatDamageEvent::Targeted {
                source,
                threat,
                strength,
            }) => {
                let (source, threat) = (nouns::source(*source), self.threat(threat));
                match self.event {
                    Event::ThreatDamage(ThreatDamageEvent::Targeted {
                        source: Source::Interceptors,
                        ..
                    }) => {
                        tr!(
                            "log-targeted-plural",
                            source = source,
                            threat = threat,
                            strength = *strength
                        )
                    }
                    _ => tr!(
                        "log-targeted",
                        source = source,
                        threat = threat,
                        strength = *strength
                    ),
                }
            }
            Event::Ship(ShipEvent::RocketMissed) => tr!("log-rocket-missed"),
            Event::ThreatDamage(ThreatDamageEvent::NoTarget {
                source: Source::Interceptors,
            }) => {
                tr!(
                    "log-no-target-plural",
                    source = nouns::source(Source::Interceptors)
                )
            }
            Event::ThreatDamage(ThreatDamageEvent::NoTarget { source }) => {
                tr!("log-no-target", source = nouns::source(*source))
            }
            _ => return self.fate_words(),
        })
    }

    /// Damage taken, destruction and movement on the trajectory.
    fn fate_words(&self) -> Option<String> {
        Some(match self.event {
            Event::ThreatDamage(ThreatDamageEvent::Damaged {
                threat,
                total,
                shield,
                taken,
                left,
            }) => tr!(
                "log-damaged",
                threat = self.threat(threat),
                total = *total,
                shield = *shield,
                taken = *taken,
                left = *left
            ),
            Event::ThreatDamage(ThreatDamageEvent::Destroyed {
                threat,
                by: Some(c),
            }) => {
                tr!(
                    "log-destroyed-by",
                    threat = self.threat(threat),
                    crew = self.crew(c)
                )
            }
            Event::ThreatDamage(ThreatDamageEvent::Destroyed { threat, by: None }) => {
                tr!("log-destroyed", threat = self.threat(threat))
            }
            Event::Threat(ThreatEvent::Moved {
                threat,
                from,
                to: 0,
            }) => tr!(
                "log-moves-past-end",
                threat = self.threat(threat),
                from = *from
            ),
            Event::Threat(ThreatEvent::Moved { threat, from, to }) => {
                tr!(
                    "log-threat-moves",
                    threat = self.threat(threat),
                    from = *from,
                    to = *to
                )
            }
            _ => return self.course_words(),
        })
    }

    /// What a threat does on its course: actions, changes, calls, jumps, moves aboard.
    fn course_words(&self) -> Option<String> {
        Some(match self.event {
            Event::Threat(ThreatEvent::Acts { threat, square }) => tr!(
                "log-acts",
                threat = self.threat(threat),
                square = square.letter()
            ),
            Event::Threat(ThreatEvent::Changed { threat, change }) => {
                self.change_words(self.threat(threat), *change)
            }
            Event::Threat(ThreatEvent::Called {
                caller,
                threat,
                zone,
            }) => tr!(
                "log-called",
                caller = self.threat(caller),
                threat = self.threat(threat),
                zone = nouns::threat_zone(*zone)
            ),
            Event::ThreatDamage(ThreatDamageEvent::CallForestalled { caller, threat }) => {
                tr!(
                    "log-call-forestalled",
                    caller = self.threat(caller),
                    threat = self.threat(threat)
                )
            }
            Event::Threat(ThreatEvent::Jumped { threat, from, to }) => {
                tr!(
                    "log-jumped",
                    threat = self.threat(threat),
                    from = nouns::zone(*from),
                    to = nouns::zone(*to)
                )
            }
            Event::Threat(ThreatEvent::JumpBlocked { threat, to }) => tr!(
                "log-jump-blocked",
                threat = self.threat(threat),
                to = nouns::zone(*to)
            ),
            Event::ShipDamage(ShipDamageEvent::CarrierWeakened { threat, amount }) => tr!(
                "log-carrier-weakened",
                threat = self.threat(threat),
                amount = *amount
            ),
            Event::ThreatDamage(ThreatDamageEvent::LasersHalved {
                threat,
                lasers,
                counted,
            }) => {
                tr!(
                    "log-lasers-halved",
                    threat = self.threat(threat),
                    lasers = *lasers,
                    counted = *counted
                )
            }
            Event::Intruder(IntruderEvent::Moved { threat, from, to }) => tr!(
                "log-intruder-moves",
                threat = self.threat(threat),
                from = nouns::station(*from),
                to = nouns::station(*to)
            ),
            Event::Intruder(IntruderEvent::Spread { threat, station }) => tr!(
                "log-spread",
                threat = self.threat(threat),
                station = nouns::station(*station)
            ),
            Event::Threat(ThreatEvent::Survived { threat }) => {
                tr!("log-survived", threat = self.threat(threat))
            }
            _ => return self.threat_attack_words(),
        })
    }

    /// A threat's attacks and lasting effects on the ship.
    fn threat_attack_words(&self) -> Option<String> {
        Some(match self.event {
            Event::ShipDamage(ShipDamageEvent::Attack {
                threat,
                zone,
                strength,
                ignore_shields,
            }) => {
                let attack = tr!(
                    "log-attack",
                    threat = self.threat(threat),
                    zone = nouns::zone(*zone),
                    strength = *strength
                );
                if *ignore_shields {
                    format!("{attack}, {}", tr!("log-ignoring-shields"))
                } else {
                    attack
                }
            }
            Event::Lasting(LastingEvent::DamageDoubled { threat, zone }) => tr!(
                "log-damage-doubled",
                threat = self.threat(threat),
                zone = nouns::zone(*zone)
            ),
            Event::Lasting(LastingEvent::DamageDoublingEnded { threat, zone }) => {
                tr!(
                    "log-damage-doubling-ended",
                    threat = self.threat(threat),
                    zone = nouns::zone(*zone)
                )
            }
            Event::Lasting(LastingEvent::StationsDeadly { threat, stations }) => {
                tr!(
                    "log-stations-deadly",
                    threat = self.threat(threat),
                    stations = nouns::stations(stations)
                )
            }
            Event::Lasting(LastingEvent::BoostStarted {
                threat,
                boost: Boost::Shield,
            }) => tr!("log-boost-shield", threat = self.threat(threat)),
            Event::Lasting(LastingEvent::BoostStarted {
                threat,
                boost: Boost::Attack,
            }) => tr!("log-boost-attack", threat = self.threat(threat)),
            _ => return None,
        })
    }

    fn change_words(&self, threat: &str, change: ThreatChange) -> String {
        match change {
            ThreatChange::Heal(n) => tr!("log-change-heal", threat = threat, amount = n),
            ThreatChange::SpeedUp(n) => tr!("log-change-speed-up", threat = threat, amount = n),
            ThreatChange::ShieldUp(n) => tr!("log-change-shield-up", threat = threat, amount = n),
            ThreatChange::SetShield(n) => tr!("log-change-set-shield", threat = threat, amount = n),
            ThreatChange::Revealed => tr!("log-change-revealed", threat = threat),
            ThreatChange::CryoshieldGone => tr!("log-change-cryoshield-gone", threat = threat),
            ThreatChange::FiresBack => tr!("log-change-fires-back", threat = threat),
            ThreatChange::HitPoints(n) => tr!("log-change-hit-points", threat = threat, amount = n),
            ThreatChange::PassedXy => tr!("log-change-passed-xy", threat = threat),
            ThreatChange::ShieldDown(n) => {
                tr!("log-change-shield-down", threat = threat, amount = n)
            }
            ThreatChange::PhasedOut => tr!("log-change-phased-out", threat = threat),
            ThreatChange::PhasedIn => tr!("log-change-phased-in", threat = threat),
        }
    }
}
