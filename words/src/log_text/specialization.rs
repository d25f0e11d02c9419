//! Specializations' events in words (`log_text` hands them here): the log lines of the
//! resolve, the golden logs of the scenarios and the app's log panel.

#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use std::fmt;

use engine::{
    State,
    event::{CrewRef, Danger, Guard, SpecializationEvent, SpecializationNoEffect, ThreatRef},
};

use i18n::tr;

use super::{KnockOutWords, delay_words};
use crate::nouns;

/// Why a specialization card had no effect, in words.
pub fn no_effect_words(why: SpecializationNoEffect) -> String {
    match why {
        SpecializationNoEffect::LowerDeck => tr!("log-sp-no-effect-lower-deck"),
        SpecializationNoEffect::UpperDeck => tr!("log-sp-no-effect-upper-deck"),
        SpecializationNoEffect::NotNow => tr!("log-sp-no-effect-not-now"),
        SpecializationNoEffect::NotBothCannons => tr!("log-sp-no-effect-not-both-cannons"),
        SpecializationNoEffect::RemoteCannotFinish => tr!("log-sp-no-effect-remote-cannot-finish"),
        SpecializationNoEffect::NobodyToTeleport => tr!("log-sp-no-effect-nobody-to-teleport"),
        SpecializationNoEffect::WhiteZone => tr!("log-sp-no-effect-white-zone"),
        SpecializationNoEffect::NoSquad => tr!("log-sp-no-effect-no-squad"),
        SpecializationNoEffect::NothingToRepair => tr!("log-sp-no-effect-nothing-to-repair"),
        SpecializationNoEffect::CannotFly => tr!("log-sp-no-effect-cannot-fly"),
        SpecializationNoEffect::CannonMalfunction => tr!("log-sp-no-effect-cannon-malfunction"),
        SpecializationNoEffect::NoMalfunction => tr!("log-sp-no-effect-no-malfunction"),
        SpecializationNoEffect::AlreadyPrepared => tr!("log-sp-no-effect-already-prepared"),
    }
}

/// A specialization event in words (`Display`), with the names from a state of the same
/// resolution.
#[derive(Debug, Clone, Copy)]
pub struct SpecialistText<'a> {
    /// The event.
    pub event: &'a SpecializationEvent,
    /// Where the names are.
    pub names: &'a State,
}

impl SpecialistText<'_> {
    fn crew(&self, c: &CrewRef) -> &str {
        self.names.crew().get(c.index).map_or("?", |c| c.name.get())
    }

    fn threat(&self, t: &ThreatRef) -> &str {
        self.names.threats().get(t.index).map_or("?", |t| t.name())
    }

    /// The title of the crew member's specialization, as printed on the card.
    fn title(&self, c: &CrewRef) -> String {
        self.names
            .crew()
            .get(c.index)
            .and_then(|c| c.specialist)
            .map_or_else(
                || tr!("log-sp-specialization"),
                |s| crate::nouns::specialization(s.specialization),
            )
    }

    /// Heroic actions, the Medic's and Special Ops' protection.
    fn heroic_words(&self) -> Option<String> {
        Some(match self.event {
            SpecializationEvent::Used {
                crew,
                specialization,
                advanced,
            } => {
                let face = if *advanced {
                    tr!("log-sp-advanced")
                } else {
                    tr!("log-sp-basic")
                };
                tr!(
                    "log-sp-used",
                    crew = self.crew(crew),
                    card = crate::nouns::specialization(*specialization),
                    face = face
                )
            }
            SpecializationEvent::NoEffect { crew, why } => tr!(
                "log-sp-no-effect",
                crew = self.crew(crew),
                card = self.title(crew),
                why = no_effect_words(*why)
            ),
            SpecializationEvent::HeroicGranted {
                crew,
                by,
                lasting: false,
            } => {
                tr!(
                    "log-sp-medic-heroic",
                    medic = self.crew(by),
                    crew = self.crew(crew)
                )
            }
            SpecializationEvent::HeroicGranted {
                crew,
                lasting: true,
                ..
            } => tr!("log-sp-special-ops-heroic", crew = self.crew(crew)),
            SpecializationEvent::HeroicUsed { crew, lasting } => {
                let by = if *lasting { "Special Ops" } else { "Medic" };
                tr!("log-sp-heroic-used", crew = self.crew(crew), card = by)
            }
            SpecializationEvent::MedicGuards { crew } => {
                tr!("log-sp-medic-guards", crew = self.crew(crew))
            }
            SpecializationEvent::ProtectionStarted { crew } => {
                tr!("log-sp-protection-started", crew = self.crew(crew))
            }
            SpecializationEvent::ProtectionEnded { crew } => {
                tr!("log-sp-protection-ended", crew = self.crew(crew))
            }
            SpecializationEvent::TemporaryShields { .. }
            | SpecializationEvent::Protected { .. }
            | SpecializationEvent::TemporaryAbsorbed { .. }
            | SpecializationEvent::TemporaryDrained { .. }
            | SpecializationEvent::ThreatsSlowed { .. }
            | SpecializationEvent::MissionShortened { .. }
            | SpecializationEvent::CannonPrepared { .. }
            | SpecializationEvent::PreparationUsed { .. }
            | SpecializationEvent::PulseExtended { .. }
            | SpecializationEvent::DoubleRocketLaunched { .. }
            | SpecializationEvent::ConfirmedAsThree { .. }
            | SpecializationEvent::RemoteRepaired { .. }
            | SpecializationEvent::TileRepaired { .. }
            | SpecializationEvent::Teleported { .. } => return None,
        })
    }
}

impl fmt::Display for SpecialistText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self
            .heroic_words()
            .or_else(|| self.shield_and_time_words())
            .or_else(|| self.cannon_and_crew_words())
            .unwrap_or_default();
        f.write_str(&text)
    }
}

impl SpecialistText<'_> {
    /// Temporary shields, slowed threats, a shortened mission.
    fn shield_and_time_words(&self) -> Option<String> {
        Some(match self.event {
            SpecializationEvent::TemporaryShields { crew, points } => tr!(
                "log-sp-temporary-shields",
                crew = self.crew(crew),
                red = points[0],
                white = points[1],
                blue = points[2]
            ),
            SpecializationEvent::TemporaryAbsorbed { zone, amount } => {
                tr!(
                    "log-sp-temporary-absorbed",
                    zone = nouns::zone(*zone),
                    amount = *amount
                )
            }
            SpecializationEvent::TemporaryDrained { zone, amount } => {
                tr!(
                    "log-sp-temporary-drained",
                    zone = nouns::zone(*zone),
                    amount = *amount
                )
            }
            SpecializationEvent::ThreatsSlowed { crew } => {
                tr!("log-sp-threats-slowed", crew = self.crew(crew))
            }
            SpecializationEvent::MissionShortened { crew, turn } => {
                tr!(
                    "log-sp-mission-shortened",
                    crew = self.crew(crew),
                    turn = *turn
                )
            }
            SpecializationEvent::Protected { crew, from, by } => {
                let name = self.crew(crew);
                let spared = match from {
                    Danger::KnockOut(why) => {
                        let why = KnockOutWords {
                            why: *why,
                            names: self.names,
                        }
                        .to_string();
                        tr!("log-sp-not-knocked-out", crew = name, why = why)
                    }
                    Danger::Delay(why) => {
                        tr!("log-sp-not-delayed", crew = name, why = delay_words(*why))
                    }
                };
                let guard = match by {
                    Guard::SpecialOps => tr!("log-sp-protected-by-special-ops"),
                    Guard::Medic(m) => tr!("log-sp-guarded-by-medic", medic = self.crew(m)),
                };
                tr!("log-sp-spared-by", spared = spared, guard = guard)
            }
            SpecializationEvent::Used { .. }
            | SpecializationEvent::NoEffect { .. }
            | SpecializationEvent::HeroicGranted { .. }
            | SpecializationEvent::HeroicUsed { .. }
            | SpecializationEvent::MedicGuards { .. }
            | SpecializationEvent::ProtectionStarted { .. }
            | SpecializationEvent::ProtectionEnded { .. }
            | SpecializationEvent::CannonPrepared { .. }
            | SpecializationEvent::PreparationUsed { .. }
            | SpecializationEvent::PulseExtended { .. }
            | SpecializationEvent::DoubleRocketLaunched { .. }
            | SpecializationEvent::ConfirmedAsThree { .. }
            | SpecializationEvent::RemoteRepaired { .. }
            | SpecializationEvent::TileRepaired { .. }
            | SpecializationEvent::Teleported { .. } => return None,
        })
    }

    /// Prepared cannons, rockets, repairs from afar, teleports.
    fn cannon_and_crew_words(&self) -> Option<String> {
        Some(match self.event {
            SpecializationEvent::CannonPrepared { crew, cannon } => {
                tr!(
                    "log-sp-cannon-prepared",
                    crew = self.crew(crew),
                    cannon = nouns::cannon(*cannon)
                )
            }
            SpecializationEvent::PreparationUsed { cannon } => {
                tr!("log-sp-preparation-used", cannon = nouns::cannon(*cannon))
            }
            SpecializationEvent::PulseExtended { crew } => {
                tr!("log-sp-pulse-extended", crew = self.crew(crew))
            }
            SpecializationEvent::DoubleRocketLaunched { crew } => {
                tr!("log-sp-double-rocket", crew = self.crew(crew))
            }
            SpecializationEvent::ConfirmedAsThree { crew } => {
                tr!("log-sp-confirmed-as-three", crew = self.crew(crew))
            }
            SpecializationEvent::RemoteRepaired {
                crew,
                threat,
                station,
                amount,
            } => tr!(
                "log-sp-remote-repaired",
                crew = self.crew(crew),
                threat = self.threat(threat),
                station = nouns::station(*station),
                amount = *amount
            ),
            SpecializationEvent::TileRepaired { crew, zone, tile } => tr!(
                "log-sp-tile-repaired",
                crew = self.crew(crew),
                tile = nouns::tile(*tile),
                zone = nouns::zone(*zone)
            ),
            SpecializationEvent::Teleported { crew, by, from, to } if crew == by => tr!(
                "log-sp-teleports-self",
                crew = self.crew(crew),
                from = nouns::station(*from),
                to = nouns::station(*to)
            ),
            SpecializationEvent::Teleported { crew, by, from, to } => tr!(
                "log-sp-teleports",
                by = self.crew(by),
                crew = self.crew(crew),
                from = nouns::station(*from),
                to = nouns::station(*to)
            ),
            SpecializationEvent::Used { .. }
            | SpecializationEvent::NoEffect { .. }
            | SpecializationEvent::HeroicGranted { .. }
            | SpecializationEvent::HeroicUsed { .. }
            | SpecializationEvent::MedicGuards { .. }
            | SpecializationEvent::ProtectionStarted { .. }
            | SpecializationEvent::ProtectionEnded { .. }
            | SpecializationEvent::Protected { .. }
            | SpecializationEvent::TemporaryShields { .. }
            | SpecializationEvent::TemporaryAbsorbed { .. }
            | SpecializationEvent::TemporaryDrained { .. }
            | SpecializationEvent::ThreatsSlowed { .. }
            | SpecializationEvent::MissionShortened { .. } => return None,
        })
    }
}
