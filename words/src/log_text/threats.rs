//! The words of the threats' events: appearing, being hit, moving, acting, lasting effects,
//! one function per family, each naming every variant.
#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use engine::ThreatZone;
use engine::event::{Boost, LastingEvent, Source, ThreatChange, ThreatDamageEvent, ThreatEvent};
use i18n::tr;

use super::{Text, hurt_words};
use crate::nouns;

impl Text<'_> {
    /// Threats appearing, moving, acting and changing.
    pub(super) fn threat_words(&self, event: &ThreatEvent) -> String {
        match event {
            ThreatEvent::Appeared {
                threat,
                zone,
                space,
            } => match zone {
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
            ThreatEvent::Ignored { threat } => {
                tr!("log-ignored", threat = self.threat(threat))
            }
            ThreatEvent::Moved {
                threat,
                from,
                to: 0,
            } => tr!(
                "log-moves-past-end",
                threat = self.threat(threat),
                from = *from
            ),
            ThreatEvent::Moved { threat, from, to } => {
                tr!(
                    "log-threat-moves",
                    threat = self.threat(threat),
                    from = *from,
                    to = *to
                )
            }
            ThreatEvent::Acts { threat, square } => tr!(
                "log-acts",
                threat = self.threat(threat),
                square = square.letter()
            ),
            ThreatEvent::Changed { threat, change } => {
                self.change_words(self.threat(threat), *change)
            }
            ThreatEvent::Called {
                caller,
                threat,
                zone,
            } => tr!(
                "log-called",
                caller = self.threat(caller),
                threat = self.threat(threat),
                zone = nouns::threat_zone(*zone)
            ),
            ThreatEvent::Jumped { threat, from, to } => {
                tr!(
                    "log-jumped",
                    threat = self.threat(threat),
                    from = nouns::zone(*from),
                    to = nouns::zone(*to)
                )
            }
            ThreatEvent::JumpBlocked { threat, to } => tr!(
                "log-jump-blocked",
                threat = self.threat(threat),
                to = nouns::zone(*to)
            ),
            ThreatEvent::Survived { threat } => {
                tr!("log-survived", threat = self.threat(threat))
            }
            ThreatEvent::Discarded { threat } => {
                tr!("log-discarded", threat = self.threat(threat))
            }
        }
    }

    /// Damage to threats and their destruction, in three groups; each group's function names
    /// every variant (`None` for the others'), so a new one is worded in one and left in two.
    pub(super) fn threat_damage_words(&self, event: &ThreatDamageEvent) -> String {
        self.shot_words(event)
            .or_else(|| self.threat_work_words(event))
            .or_else(|| self.damage_change_words(event))
            .unwrap_or_default()
    }

    /// Shots at threats, the damage they take and their destruction.
    fn shot_words(&self, event: &ThreatDamageEvent) -> Option<String> {
        Some(match event {
            ThreatDamageEvent::Targeted {
                source,
                threat,
                strength,
            } => {
                // The interceptors are a plural subject.
                let plural = *source == Source::Interceptors;
                let (source, threat, strength) =
                    (nouns::source(*source), self.threat(threat), *strength);
                if plural {
                    tr!(
                        "log-targeted-plural",
                        source = source,
                        threat = threat,
                        strength = strength
                    )
                } else {
                    tr!(
                        "log-targeted",
                        source = source,
                        threat = threat,
                        strength = strength
                    )
                }
            }
            ThreatDamageEvent::NoTarget {
                source: Source::Interceptors,
            } => {
                tr!(
                    "log-no-target-plural",
                    source = nouns::source(Source::Interceptors)
                )
            }
            ThreatDamageEvent::NoTarget { source } => {
                tr!("log-no-target", source = nouns::source(*source))
            }
            ThreatDamageEvent::Damaged {
                threat,
                total,
                shield,
                taken,
                left,
            } => tr!(
                "log-damaged",
                threat = self.threat(threat),
                total = *total,
                shield = *shield,
                taken = *taken,
                left = *left
            ),
            ThreatDamageEvent::Destroyed { threat, by } => {
                let threat = self.threat(threat);
                match by {
                    Some(c) => tr!("log-destroyed-by", threat = threat, crew = self.crew(c)),
                    None => tr!("log-destroyed", threat = threat),
                }
            }
            ThreatDamageEvent::ShotBlind { source } => {
                tr!("log-shot-blind", source = nouns::source(*source))
            }
            ThreatDamageEvent::Hurt { .. }
            | ThreatDamageEvent::Repaired { .. }
            | ThreatDamageEvent::BotsAttack { .. }
            | ThreatDamageEvent::Inaccessible { .. }
            | ThreatDamageEvent::FinishNeedsEnergy { .. }
            | ThreatDamageEvent::ShortCircuit { .. }
            | ThreatDamageEvent::CallForestalled { .. }
            | ThreatDamageEvent::LasersHalved { .. } => return None,
        })
    }

    /// Repairs, battlebots and what keeps the crew from a threat.
    fn threat_work_words(&self, event: &ThreatDamageEvent) -> Option<String> {
        Some(match event {
            ThreatDamageEvent::Repaired {
                crew,
                threat,
                system,
                amount,
            } => tr!(
                "log-repaired",
                crew = self.crew(crew),
                threat = self.threat(threat),
                system = system.letter(),
                amount = *amount
            ),
            ThreatDamageEvent::BotsAttack {
                crew,
                threat,
                station,
                amount,
            } => tr!(
                "log-bots-attack",
                crew = self.crew(crew),
                threat = self.threat(threat),
                station = nouns::station(*station),
                amount = *amount
            ),
            ThreatDamageEvent::Inaccessible {
                crew,
                threat,
                wasted,
            } => tr!(
                "log-inaccessible",
                threat = self.threat(threat),
                wasted = *wasted,
                crew = self.crew(crew)
            ),
            ThreatDamageEvent::FinishNeedsEnergy {
                crew,
                threat,
                reactor,
            } => tr!(
                "log-finish-needs-energy",
                crew = self.crew(crew),
                threat = self.threat(threat),
                reactor = nouns::container(engine::event::Container::Reactor(*reactor))
            ),
            ThreatDamageEvent::Hurt { .. }
            | ThreatDamageEvent::Targeted { .. }
            | ThreatDamageEvent::NoTarget { .. }
            | ThreatDamageEvent::Damaged { .. }
            | ThreatDamageEvent::Destroyed { .. }
            | ThreatDamageEvent::ShotBlind { .. }
            | ThreatDamageEvent::ShortCircuit { .. }
            | ThreatDamageEvent::CallForestalled { .. }
            | ThreatDamageEvent::LasersHalved { .. } => return None,
        })
    }

    /// Damage besides the shots, and what changes it: hurt, lasers halved, a short
    /// circuit, a call forestalled.
    fn damage_change_words(&self, event: &ThreatDamageEvent) -> Option<String> {
        Some(match event {
            ThreatDamageEvent::Hurt {
                threat,
                amount,
                why,
            } => {
                tr!(
                    "log-hurt",
                    threat = self.threat(threat),
                    amount = *amount,
                    why = hurt_words(*why)
                )
            }
            ThreatDamageEvent::ShortCircuit { threat } => {
                tr!("log-short-circuit", threat = self.threat(threat))
            }
            ThreatDamageEvent::CallForestalled { caller, threat } => {
                tr!(
                    "log-call-forestalled",
                    caller = self.threat(caller),
                    threat = self.threat(threat)
                )
            }
            ThreatDamageEvent::LasersHalved {
                threat,
                lasers,
                counted,
            } => {
                tr!(
                    "log-lasers-halved",
                    threat = self.threat(threat),
                    lasers = *lasers,
                    counted = *counted
                )
            }
            ThreatDamageEvent::Targeted { .. }
            | ThreatDamageEvent::NoTarget { .. }
            | ThreatDamageEvent::Damaged { .. }
            | ThreatDamageEvent::Destroyed { .. }
            | ThreatDamageEvent::ShotBlind { .. }
            | ThreatDamageEvent::Repaired { .. }
            | ThreatDamageEvent::BotsAttack { .. }
            | ThreatDamageEvent::Inaccessible { .. }
            | ThreatDamageEvent::FinishNeedsEnergy { .. } => return None,
        })
    }

    pub(super) fn lasting_words(&self, event: &LastingEvent) -> String {
        match event {
            LastingEvent::DamageDoubled { threat, zone } => tr!(
                "log-damage-doubled",
                threat = self.threat(threat),
                zone = nouns::zone(*zone)
            ),
            LastingEvent::DamageDoublingEnded { threat, zone } => {
                tr!(
                    "log-damage-doubling-ended",
                    threat = self.threat(threat),
                    zone = nouns::zone(*zone)
                )
            }
            LastingEvent::StationsDeadly { threat, stations } => {
                tr!(
                    "log-stations-deadly",
                    threat = self.threat(threat),
                    stations = nouns::stations(stations)
                )
            }
            LastingEvent::BoostStarted {
                threat,
                boost: Boost::Shield,
            } => tr!("log-boost-shield", threat = self.threat(threat)),
            LastingEvent::BoostStarted {
                threat,
                boost: Boost::Attack,
            } => tr!("log-boost-attack", threat = self.threat(threat)),
        }
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
