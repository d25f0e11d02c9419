//! The words of each event, one family of events per function (crew, ship, afflictions;
//! the threats' in `threats.rs`, the New Frontier's in `frontier.rs`); each gives `None` for
//! an event of another family.

use engine::event::{
    CrewEvent, DoubleEvent, InterceptorsEvent, IntruderEvent, ShipDamageEvent, ShipEvent,
    ThreatDamageEvent, TurnEvent,
};
use engine::{Event, event::Affliction};
use i18n::tr;

use super::{
    KnockOutWords, LossWords, Text, delay_words, falls_off, half_lost_words, half_words,
    heroic_bonus, no_effect_words, range_words, squad_words,
};
use crate::nouns;

impl Text<'_> {
    /// What the crew did: moves, actions, delays, interceptors, battlebots.
    pub(super) fn crew_words(&self) -> Option<String> {
        Some(match self.event {
            Event::Crew(CrewEvent::Moved {
                crew,
                from,
                to,
                lift,
                heroic,
            }) => {
                let lift = lift
                    .map(|z| format!(" {}", tr!("log-by-gravolift", zone = nouns::zone(z))))
                    .unwrap_or_default();
                let how = if *heroic {
                    format!(" ({})", tr!("log-heroic-move"))
                } else {
                    String::new()
                };
                let moved = tr!(
                    "log-moved",
                    crew = self.crew(crew),
                    from = nouns::station(*from),
                    to = nouns::station(*to)
                );
                format!("{moved}{lift}{how}")
            }
            Event::Crew(CrewEvent::Delayed {
                crew,
                turn,
                lost,
                why,
            }) => {
                let delayed = tr!(
                    "log-delayed",
                    crew = self.crew(crew),
                    turn = *turn,
                    why = delay_words(*why)
                );
                format!("{delayed}{}", falls_off(*lost))
            }
            Event::Crew(CrewEvent::Tripped { crew, intended }) => tr!(
                "log-tripped",
                crew = self.crew(crew),
                action = intended.to_string()
            ),
            Event::Crew(CrewEvent::NoEffect { crew, action, why }) => {
                tr!(
                    "log-no-effect",
                    crew = self.crew(crew),
                    action = action.to_string(),
                    why = no_effect_words(*why)
                )
            }
            Event::Ship(ShipEvent::Fired {
                crew,
                cannon,
                strength,
            }) => {
                tr!(
                    "log-fired",
                    crew = self.crew(crew),
                    cannon = nouns::cannon(*cannon),
                    strength = *strength
                )
            }
            _ => return self.energy_words(),
        })
    }

    /// Energy, fuel, the computer, rockets and knock-outs.
    fn energy_words(&self) -> Option<String> {
        Some(match self.event {
            Event::Ship(ShipEvent::EnergyMoved {
                crew,
                from,
                to,
                amount,
                bonus,
            }) => {
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
            Event::Ship(ShipEvent::Refuelled {
                crew,
                amount,
                bonus,
            }) => {
                let fuel = tr!("log-refuelled", crew = self.crew(crew), amount = *amount);
                format!("{fuel}{}", heroic_bonus(*bonus))
            }
            Event::Turn(TurnEvent::ComputerMaintained { crew }) => {
                tr!("log-maintained", crew = self.crew(crew))
            }
            Event::Ship(ShipEvent::RocketLaunched { crew }) => {
                tr!("log-rocket-launched", crew = self.crew(crew))
            }
            _ => return self.team_words(),
        })
    }

    /// Battlebots, interceptors, double actions, confirmation and repairs.
    fn team_words(&self) -> Option<String> {
        Some(match self.event {
            Event::Ship(ShipEvent::SquadTaken { crew, squad }) => {
                tr!("log-squad-taken", crew = self.crew(crew), squad = squad + 1)
            }
            Event::Ship(ShipEvent::SquadReactivated { crew, squad }) => {
                tr!(
                    "log-squad-reactivated",
                    crew = self.crew(crew),
                    squad = squad + 1
                )
            }
            Event::Ship(ShipEvent::SquadDisabled { squad, why }) => tr!(
                "log-squad-disabled",
                squad = squad + 1,
                why = squad_words(*why)
            ),
            Event::Interceptors(InterceptorsEvent::Launched { crew }) => {
                tr!("log-interceptors-launched", crew = self.crew(crew))
            }
            Event::Interceptors(InterceptorsEvent::Stay { crew, heroic }) => {
                let stays = tr!("log-interceptors-stay", crew = self.crew(crew));
                if *heroic {
                    format!("{stays} ({})", tr!("log-heroic"))
                } else {
                    stays
                }
            }
            Event::Interceptors(InterceptorsEvent::Returned { crew }) => {
                tr!("log-interceptors-returned", crew = self.crew(crew))
            }
            Event::Interceptors(InterceptorsEvent::Range {
                crew,
                from,
                to,
                why,
            }) => {
                tr!(
                    "log-interceptors-range",
                    crew = self.crew(crew),
                    from = *from,
                    to = *to,
                    why = range_words(*why)
                )
            }
            _ => return self.double_words(),
        })
    }

    /// Double actions, confirmation and repairs.
    fn double_words(&self) -> Option<String> {
        Some(match self.event {
            Event::Double(DoubleEvent::Played { crew, double }) => tr!(
                "log-double-played",
                crew = self.crew(crew),
                double = double.to_string(),
                first = half_words(double.first()),
                second = half_words(double.second())
            ),
            Event::Double(DoubleEvent::HalfDelayed {
                crew,
                turn,
                half,
                lost,
                why,
            }) => {
                let delayed = tr!(
                    "log-half-delayed",
                    crew = self.crew(crew),
                    why = delay_words(*why),
                    half = half.symbol().to_string(),
                    turn = *turn
                );
                format!("{delayed}{}", falls_off(*lost))
            }
            Event::Double(DoubleEvent::HalfLost { crew, half, why }) => tr!(
                "log-half-lost",
                crew = self.crew(crew),
                half = half.symbol().to_string(),
                why = half_lost_words(*why)
            ),
            Event::Turn(TurnEvent::Confirmed { crew }) => {
                tr!("log-confirmed", crew = self.crew(crew))
            }
            Event::ThreatDamage(ThreatDamageEvent::Repaired {
                crew,
                threat,
                system,
                amount,
            }) => tr!(
                "log-repaired",
                crew = self.crew(crew),
                threat = self.threat(threat),
                system = system.letter(),
                amount = *amount
            ),
            Event::ThreatDamage(ThreatDamageEvent::BotsAttack {
                crew,
                threat,
                station,
                amount,
            }) => tr!(
                "log-bots-attack",
                crew = self.crew(crew),
                threat = self.threat(threat),
                station = nouns::station(*station),
                amount = *amount
            ),
            Event::Crew(CrewEvent::KnockedOut { crew, why }) => tr!(
                "log-knocked-out",
                crew = self.crew(crew),
                why = KnockOutWords {
                    why: *why,
                    names: self.names
                }
                .to_string()
            ),
            _ => return None,
        })
    }

    /// What happened to the ship: shields, damage, energy, the computer, the phases, the end.
    pub(super) fn ship_words(&self) -> Option<String> {
        Some(match self.event {
            Event::ShipDamage(ShipDamageEvent::ShieldAbsorbed { zone, amount }) => tr!(
                "log-shield-absorbed",
                zone = nouns::zone(*zone),
                amount = *amount
            ),
            Event::ShipDamage(ShipDamageEvent::TileDrawn { zone, tile }) => tr!(
                "log-tile-drawn",
                zone = nouns::zone(*zone),
                tile = nouns::tile(*tile)
            ),
            Event::ShipDamage(ShipDamageEvent::EnergyDrained { container, amount }) => {
                tr!(
                    "log-energy-drained",
                    container = nouns::container(*container),
                    amount = *amount
                )
            }
            Event::ShipDamage(ShipDamageEvent::FuelDestroyed { amount }) => {
                tr!("log-fuel-destroyed", amount = *amount)
            }
            Event::ShipDamage(ShipDamageEvent::RocketDestroyed) => tr!("log-rocket-destroyed"),
            Event::Ship(ShipEvent::RocketAdvanced) => tr!("log-rocket-advanced"),
            Event::Turn(TurnEvent::ComputerChecked { maintained: true }) => {
                tr!("log-computer-maintained")
            }
            Event::Turn(TurnEvent::ComputerChecked { maintained: false }) => {
                tr!("log-computer-not-maintained")
            }
            Event::Turn(TurnEvent::Ended) => tr!("log-turn-ended"),
            Event::Turn(TurnEvent::PhaseEnded { phase, confirming }) => {
                tr!("log-phase-ended", phase = *phase, confirming = *confirming)
            }
            Event::ShipDamage(ShipDamageEvent::ShipDestroyed { by, why }) => {
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
            Event::Turn(TurnEvent::Jumped) => tr!("log-jumped-hyperspace"),
            Event::Turn(TurnEvent::Started { turn }) => tr!("log-turn-begins", turn = *turn),
            _ => return None,
        })
    }

    /// Poison, infection, drones, mines, sabotage and hosts.
    pub(super) fn affliction_words(&self) -> Option<String> {
        Some(match self.event {
            Event::Intruder(IntruderEvent::Afflicted {
                crew,
                threat,
                affliction: Affliction::Poison,
            }) => {
                tr!(
                    "log-poisoned",
                    crew = self.crew(crew),
                    threat = self.threat(threat)
                )
            }
            Event::Intruder(IntruderEvent::Afflicted {
                crew,
                threat,
                affliction: Affliction::Infection,
            }) => {
                tr!(
                    "log-infected",
                    crew = self.crew(crew),
                    threat = self.threat(threat)
                )
            }
            Event::Intruder(IntruderEvent::DronesPlaced { threat, stations }) => {
                tr!(
                    "log-drones-placed",
                    threat = self.threat(threat),
                    stations = nouns::stations(stations)
                )
            }
            Event::Intruder(IntruderEvent::MineLaid { threat, station }) => tr!(
                "log-mine-laid",
                threat = self.threat(threat),
                station = nouns::station(*station)
            ),
            Event::Intruder(IntruderEvent::MinesDetonated { threat }) => {
                tr!("log-mines-detonated", threat = self.threat(threat))
            }
            Event::Intruder(IntruderEvent::Sabotaged {
                threat,
                station,
                system,
            }) => tr!(
                "log-sabotaged",
                threat = self.threat(threat),
                system = system.letter(),
                station = nouns::station(*station)
            ),
            Event::Intruder(IntruderEvent::SabotageRepaired {
                crew,
                station,
                system,
            }) => tr!(
                "log-sabotage-repaired",
                crew = self.crew(crew),
                system = system.letter(),
                station = nouns::station(*station)
            ),
            Event::Intruder(IntruderEvent::HostFound { threat, crew }) => tr!(
                "log-host-found",
                threat = self.threat(threat),
                crew = self.crew(crew)
            ),
            _ => return None,
        })
    }
}
