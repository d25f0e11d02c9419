//! The words of the ship's events: the crew's use of it and the damage it takes, one
//! function per family, each naming every variant.
#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use engine::event::{ShipDamageEvent, ShipEvent};
use i18n::tr;

use super::{LossWords, Text, heroic_bonus, squad_words};
use crate::nouns;

impl Text<'_> {
    /// The crew's use of the ship: cannons, energy, fuel, rockets, battlebots.
    pub(super) fn ship_words(&self, event: &ShipEvent) -> String {
        match event {
            ShipEvent::Fired {
                crew,
                cannon,
                strength,
            } => {
                tr!(
                    "log-fired",
                    crew = self.crew(crew),
                    cannon = nouns::cannon(*cannon),
                    strength = *strength
                )
            }
            ShipEvent::EnergyMoved {
                crew,
                from,
                to,
                amount,
                bonus,
            } => {
                let (from, to) = (nouns::container(*from), nouns::container(*to));
                let moved = match crew {
                    Some(c) => tr!(
                        "log-energy-moved",
                        crew = self.crew(c),
                        amount = *amount,
                        from = from,
                        to = to
                    ),
                    None => tr!("log-energy-flows", amount = *amount, from = from, to = to),
                };
                format!("{moved}{}", heroic_bonus(*bonus))
            }
            ShipEvent::Refuelled {
                crew,
                amount,
                bonus,
            } => {
                let fuel = tr!("log-refuelled", crew = self.crew(crew), amount = *amount);
                format!("{fuel}{}", heroic_bonus(*bonus))
            }
            ShipEvent::RocketLaunched { crew } => {
                tr!("log-rocket-launched", crew = self.crew(crew))
            }
            ShipEvent::SquadTaken { crew, squad } => {
                tr!("log-squad-taken", crew = self.crew(crew), squad = squad + 1)
            }
            ShipEvent::SquadReactivated { crew, squad } => {
                tr!(
                    "log-squad-reactivated",
                    crew = self.crew(crew),
                    squad = squad + 1
                )
            }
            ShipEvent::SquadDisabled { squad, why } => tr!(
                "log-squad-disabled",
                squad = squad + 1,
                why = squad_words(*why)
            ),
            ShipEvent::RocketMissed => tr!("log-rocket-missed"),
            ShipEvent::RocketAdvanced => tr!("log-rocket-advanced"),
        }
    }

    /// Attacks on the ship and what they do to it.
    pub(super) fn ship_damage_words(&self, event: &ShipDamageEvent) -> String {
        match event {
            ShipDamageEvent::CarrierWeakened { threat, amount } => tr!(
                "log-carrier-weakened",
                threat = self.threat(threat),
                amount = *amount
            ),
            ShipDamageEvent::Attack {
                threat,
                zone,
                strength,
                ignore_shields,
            } => {
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
            ShipDamageEvent::ShieldAbsorbed { zone, amount } => tr!(
                "log-shield-absorbed",
                zone = nouns::zone(*zone),
                amount = *amount
            ),
            ShipDamageEvent::TileDrawn { zone, tile } => tr!(
                "log-tile-drawn",
                zone = nouns::zone(*zone),
                tile = nouns::tile(*tile)
            ),
            ShipDamageEvent::EnergyDrained { container, amount } => {
                tr!(
                    "log-energy-drained",
                    container = nouns::container(*container),
                    amount = *amount
                )
            }
            ShipDamageEvent::FuelDestroyed { amount } => {
                tr!("log-fuel-destroyed", amount = *amount)
            }
            ShipDamageEvent::RocketDestroyed => tr!("log-rocket-destroyed"),
            ShipDamageEvent::ShipDestroyed { by, why } => {
                let why = LossWords {
                    why: *why,
                    by: by.as_ref().map(|t| self.threat(t)),
                }
                .to_string();
                match by {
                    Some(t) => tr!("log-ship-destroyed-by", threat = self.threat(t), why = why),
                    None => tr!("log-ship-destroyed", why = why),
                }
            }
            ShipDamageEvent::ShieldJoinsAttack { zone, amount } => {
                tr!(
                    "log-shield-joins-attack",
                    zone = nouns::zone(*zone),
                    amount = *amount
                )
            }
        }
    }
}
