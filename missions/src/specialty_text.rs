//! Specializations' events in words (`log_text` hands them here): the log lines of the
//! resolve, the golden logs of the scenarios and the app's log panel.

use std::fmt;

use engine::{
    State,
    event::{CrewRef, ThreatRef},
    specialization::event::{Danger, Guard, SpecialNoEffect, SpecialtyEvent},
};

use crate::log_text::{KnockOutWords, delay_words};

/// Why a specialization card had no effect, in words.
pub fn no_effect_words(why: SpecialNoEffect) -> &'static str {
    match why {
        SpecialNoEffect::LowerDeck => "it works only on the upper deck",
        SpecialNoEffect::UpperDeck => "it works only on the lower deck",
        SpecialNoEffect::NotNow => "it works only in lower white, in turn 10 or 11",
        SpecialNoEffect::NotBothCannons => "both cannons must be able to fire, so neither does",
        SpecialNoEffect::RemoteCannotFinish => {
            "a repair from afar cannot remove a malfunction's last hit point"
        }
        SpecialNoEffect::NobodyToTeleport => "the teleport tokens move nobody",
        SpecialNoEffect::WhiteZone => "there is no opposite zone from the white zone",
        SpecialNoEffect::NoSquad => "leads no battlebot squad",
        SpecialNoEffect::NothingToRepair => "no damage tile in this zone",
        SpecialNoEffect::CannotFly => "needs an active battlebot squad, away from lower blue",
        SpecialNoEffect::CannonMalfunction => "a malfunction holds the cannon",
        SpecialNoEffect::NoMalfunction => "no malfunction in this station",
        SpecialNoEffect::AlreadyPrepared => "the cannon is already prepared",
    }
}

/// A specialization event in words (`Display`), with the names from a state of the same
/// resolution.
#[derive(Debug, Clone, Copy)]
pub struct SpecialtyText<'a> {
    /// The event.
    pub event: &'a SpecialtyEvent,
    /// Where the names are.
    pub names: &'a State,
}

impl SpecialtyText<'_> {
    fn crew(&self, c: &CrewRef) -> &str {
        self.names.crew().get(c.index).map_or("?", |c| &*c.name)
    }

    fn threat(&self, t: &ThreatRef) -> &str {
        self.names.threats().get(t.index).map_or("?", |t| t.name())
    }

    fn title(&self, c: &CrewRef) -> &'static str {
        self.names
            .crew()
            .get(c.index)
            .and_then(|c| c.specialty)
            .map_or("specialization", |s| s.specialization.title())
    }
}

impl fmt::Display for SpecialtyText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.event {
            SpecialtyEvent::Used {
                crew,
                specialization,
                advanced,
            } => {
                let face = if *advanced { "advanced" } else { "basic" };
                write!(
                    f,
                    "{} plays the {specialization} card ({face})",
                    self.crew(crew)
                )
            }
            SpecialtyEvent::NoEffect { crew, why } => write!(
                f,
                "{}'s {} card: no effect ({})",
                self.crew(crew),
                self.title(crew),
                no_effect_words(*why)
            ),
            SpecialtyEvent::HeroicGranted {
                crew,
                by,
                lasting: false,
            } => write!(
                f,
                "the Medic {} makes {}'s action this turn heroic",
                self.crew(by),
                self.crew(crew)
            ),
            SpecialtyEvent::HeroicGranted {
                crew,
                lasting: true,
                ..
            } => write!(
                f,
                "{}'s next A, B or battlebots action will be heroic (Special Ops)",
                self.crew(crew)
            ),
            SpecialtyEvent::HeroicUsed { crew, lasting } => {
                let by = if *lasting { "Special Ops" } else { "Medic" };
                write!(f, "{}'s action is heroic ({by})", self.crew(crew))
            }
            SpecialtyEvent::MedicGuards { crew } => write!(
                f,
                "{} guards their station: nobody there can be knocked out this turn",
                self.crew(crew)
            ),
            SpecialtyEvent::ProtectionStarted { crew } => write!(
                f,
                "{} is protected by Special Ops until their action is played",
                self.crew(crew)
            ),
            SpecialtyEvent::ProtectionEnded { crew } => {
                write!(
                    f,
                    "{}'s Special Ops window ends with their action",
                    self.crew(crew)
                )
            }
            SpecialtyEvent::Protected { crew, from, by } => {
                let name = self.crew(crew);
                match from {
                    Danger::KnockOut(why) => {
                        let why = KnockOutWords {
                            why: *why,
                            names: self.names,
                        };
                        write!(f, "{name} is not knocked out ({why})")?;
                    }
                    Danger::Delay(why) => {
                        write!(f, "{name} is not delayed ({})", delay_words(*why))?;
                    }
                }
                match by {
                    Guard::SpecialOps => f.write_str(": protected by Special Ops"),
                    Guard::Medic(m) => write!(f, ": guarded by the Medic {}", self.crew(m)),
                }
            }
            SpecialtyEvent::TemporaryShields { crew, points } => write!(
                f,
                "{} raises temporary shields until the end of the turn: red +{}, white +{}, blue +{}",
                self.crew(crew),
                points[0],
                points[1],
                points[2]
            ),
            SpecialtyEvent::TemporaryAbsorbed { zone, amount } => {
                write!(f, "the {zone} temporary shield absorbs {amount}")
            }
            SpecialtyEvent::TemporaryDrained { zone, amount } => {
                write!(f, "the {zone} temporary shield loses {amount}")
            }
            SpecialtyEvent::ThreatsSlowed { crew } => write!(
                f,
                "{} slows the external threats: they move 1 space less this turn",
                self.crew(crew)
            ),
            SpecialtyEvent::MissionShortened { crew, turn } => write!(
                f,
                "{} plots an early jump: the mission ends after turn {turn}",
                self.crew(crew)
            ),
            SpecialtyEvent::CannonPrepared { crew, cannon } => {
                write!(
                    f,
                    "{} prepares the {cannon} for its next shot",
                    self.crew(crew)
                )
            }
            SpecialtyEvent::PreparationUsed { cannon } => {
                write!(f, "the {cannon}'s preparation is spent")
            }
            SpecialtyEvent::PulseExtended { crew } => write!(
                f,
                "{} extends the pulse cannon: strength 1 one band farther this turn",
                self.crew(crew)
            ),
            SpecialtyEvent::DoubleRocketLaunched { crew } => {
                write!(
                    f,
                    "{} launches two rockets as one (strength 5)",
                    self.crew(crew)
                )
            }
            SpecialtyEvent::ConfirmedAsThree { crew } => write!(
                f,
                "{} performs visual confirmation that counts as three crew",
                self.crew(crew)
            ),
            SpecialtyEvent::RemoteRepaired {
                crew,
                threat,
                station,
                amount,
            } => write!(
                f,
                "{} repairs {} from afar in {station} ({amount} point(s))",
                self.crew(crew),
                self.threat(threat)
            ),
            SpecialtyEvent::TileRepaired { crew, zone, tile } => write!(
                f,
                "{}'s battlebots repair the {tile} damage of zone {zone}: the tile goes under the stack",
                self.crew(crew)
            ),
            SpecialtyEvent::Teleported { crew, by, from, to } if crew == by => {
                write!(f, "{} teleports from {from} to {to}", self.crew(crew))
            }
            SpecialtyEvent::Teleported { crew, by, from, to } => write!(
                f,
                "{} teleports {} from {from} to {to}",
                self.crew(by),
                self.crew(crew)
            ),
        }
    }
}
