//! The event log in words: one line per event, as `resolve --log`, the golden logs of the
//! scenarios and the app's log panel print it. The engine's events carry typed reasons
//! (`engine::event::*Reason`); this module is where they become English.

use std::fmt;

use engine::{
    Event, LogEntry, State, ThreatZone, Zone,
    event::{
        Boost, CrewRef, DelayReason, HurtReason, KnockOutReason, LossReason, NoEffectReason,
        Source, SquadReason, ThreatChange, ThreatRef,
    },
};

/// An event in words (`Display`), with the crew's and the threats' names from a state of the
/// same resolution (any state: names do not change).
#[derive(Debug, Clone, Copy)]
pub struct Text<'a> {
    /// The event.
    pub event: &'a Event,
    /// Where the names are.
    pub names: &'a State,
}

impl<'a> Text<'a> {
    /// An event of a resolution, in words.
    pub fn new(event: &'a Event, names: &'a State) -> Self {
        Text { event, names }
    }

    fn crew(&self, c: &CrewRef) -> &'a str {
        self.names.crew().get(c.index).map_or("?", |c| &*c.name)
    }

    fn threat(&self, t: &ThreatRef) -> &'a str {
        self.names.threats().get(t.index).map_or("?", |t| t.name())
    }
}

/// One line of the log (`T4 actions: ...`); `None` for the start of a turn, which every line's
/// `T4` already tells. `names`: any state of the same resolution.
pub fn line(entry: &LogEntry, names: &State) -> Option<String> {
    match entry.event {
        Event::TurnStarted { .. } => None,
        ref e => Some(format!(
            "T{} {}: {}",
            entry.turn,
            entry.step.name(),
            Text::new(e, names)
        )),
    }
}

fn lift_note(lift: &Option<Zone>) -> String {
    lift.map(|z| format!(" by the {z} gravolift"))
        .unwrap_or_default()
}

/// Why an action had no effect, in words.
pub fn no_effect_words(why: NoEffectReason) -> &'static str {
    match why {
        NoEffectReason::AlreadyInZone(Zone::Blue) => "already in the blue zone",
        NoEffectReason::AlreadyInZone(Zone::Red) => "already in the red zone",
        NoEffectReason::AlreadyInZone(Zone::White) => "already in the white zone",
        NoEffectReason::AlreadyInStation => "already in that station",
        NoEffectReason::SystemBroken => "the system is broken by a malfunction",
        NoEffectReason::CannonAlreadyFired => "the cannon already fired this turn",
        NoEffectReason::NoEnergy => "no energy in the reactor",
        NoEffectReason::NoFuel => "no fuel capsule left",
        NoEffectReason::AlreadyFull => "already full",
        NoEffectReason::NothingToTransfer => "no energy to transfer",
        NoEffectReason::InterceptorsNeedSquad => "the interceptors need an active battlebot squad",
        NoEffectReason::InterceptorsOut => "the interceptors are already out",
        NoEffectReason::NoMaintenanceDue => "no computer maintenance is due this turn",
        NoEffectReason::ComputerAlreadyMaintained => "the computer is already maintained",
        NoEffectReason::AlreadyLeadsSquad => "already leads an active battlebot squad",
        NoEffectReason::NoSquadStored => "no battlebot squad is stored here",
        NoEffectReason::NoRockets => "no rockets left",
        NoEffectReason::RocketAlreadyLaunched => "a rocket was already launched this turn",
        NoEffectReason::LeadsNoSquad => "leads no battlebot squad",
        NoEffectReason::SquadDisabled => "the battlebot squad is disabled",
        NoEffectReason::NoIntruder => "no intruder in this station",
        NoEffectReason::KnockedOut => "knocked out",
    }
}

/// Why a board is delayed, in words.
pub fn delay_words(why: DelayReason) -> &'static str {
    match why {
        DelayReason::ReturnedFromInterceptors => "returning from the interceptors",
        DelayReason::Tripped => "Oops, I tripped",
        DelayReason::DamagedGravolift => "damaged gravolift",
        DelayReason::GravoliftInUse => "gravolift already used this turn",
        DelayReason::SlowingIntruder => "entered a station held by an intruder that slows",
        DelayReason::ThreatAction => "a threat's action",
        DelayReason::ComputerNotMaintained => "the computer was not maintained",
    }
}

/// Why a squad is disabled, in words.
pub fn squad_words(why: SquadReason) -> &'static str {
    match why {
        SquadReason::Sabotaged => "sabotaged in storage",
        SquadReason::FiredBack => "the intruder fires back",
        SquadReason::LeaderSpared => "its leader was spared a knock-out by a Medic",
    }
}

/// Why a threat is hurt outside the damage step, in words.
pub fn hurt_words(why: HurtReason) -> &'static str {
    match why {
        HurtReason::RepairedEverywhere => "repaired in all its stations at once",
        HurtReason::Explosion => "caught in the explosion",
        HurtReason::OwnAction => "its own action",
    }
}

/// Why a crew member is knocked out, in words (`Display`), with the threats' names from a
/// state of the same resolution.
#[derive(Debug, Clone, Copy)]
pub struct KnockOutWords<'a> {
    /// The reason.
    pub why: KnockOutReason,
    /// Where the names are.
    pub names: &'a State,
}

impl fmt::Display for KnockOutWords<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |t: ThreatRef| self.names.threats().get(t.index).map_or("?", |t| t.name());
        match self.why {
            KnockOutReason::EnteredDeadlyStation { station, threat } => {
                write!(f, "entered {station}, left deadly by {}", name(threat))
            }
            KnockOutReason::ThreatAction(t) => write!(f, "{}'s action", name(t)),
            KnockOutReason::DestroyedIt(t) => write!(f, "destroyed {}", name(t)),
            KnockOutReason::DestroyedBeside(t) => {
                write!(f, "{} was destroyed beside them", name(t))
            }
            KnockOutReason::FlewInto(t) => write!(f, "flew the interceptors into {}", name(t)),
        }
    }
}

/// Why the ship was destroyed, in words (`Display`), with the name of the threat responsible.
#[derive(Debug, Clone, Copy)]
pub struct LossWords<'a> {
    /// The reason.
    pub why: LossReason,
    /// The threat responsible, if any.
    pub by: Option<&'a str>,
}

impl fmt::Display for LossWords<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.why, self.by) {
            (LossReason::SeventhDamage(zone), _) => write!(f, "zone {zone} took a seventh damage"),
            (LossReason::ThreatAction, Some(by)) => write!(f, "{by} destroys the ship"),
            (LossReason::ThreatAction, None) => f.write_str("a threat destroys the ship"),
        }
    }
}

impl fmt::Display for Text<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.event {
            Event::ThreatAppeared { threat, zone, space } => match zone {
                ThreatZone::Internal => write!(f, "{threat} appears (internal, space {space})", threat = self.threat(threat)),
                ThreatZone::External(z) => write!(f, "{threat} appears in zone {z} (space {space})", threat = self.threat(threat)),
            },
            Event::ThreatIgnored { threat } => {
                write!(f, "{threat} is an unconfirmed report and is ignored (fewer than 5 players)", threat = self.threat(threat))
            }
            Event::Moved { crew, from, to, lift, heroic } => {
                let how = if *heroic { " (heroic move)" } else { "" };
                write!(f, "{crew} moves from {from} to {to}{}{how}", lift_note(lift), crew = self.crew(crew))
            }
            Event::Delayed { crew, turn, lost, why } => {
                write!(f, "{crew} is delayed from turn {turn} ({})", delay_words(*why), crew = self.crew(crew))?;
                if let Some(a) = lost {
                    write!(f, "; the card {a} falls off the board")?;
                }
                Ok(())
            }
            Event::Tripped { crew, intended } => {
                write!(f, "{crew} says \"Oops, I tripped\" and performs {intended}", crew = self.crew(crew))
            }
            Event::NoEffect { crew, action, why } => {
                write!(f, "{crew} plays {action}: no effect ({})", no_effect_words(*why), crew = self.crew(crew))
            }
            Event::Fired { crew, cannon, strength } => {
                write!(f, "{crew} fires the {cannon} (strength {strength})", crew = self.crew(crew))
            }
            Event::EnergyMoved { crew, from, to, amount, bonus } => {
                match crew {
                    Some(c) => write!(f, "{c} moves {amount} energy from the {from} to the {to}", c = self.crew(c))?,
                    None => write!(f, "{amount} energy flows from the {from} into the {to}")?,
                }
                if *bonus > 0 {
                    write!(f, " (+{bonus} heroic)")?;
                }
                Ok(())
            }
            Event::Refuelled { crew, amount, bonus } => {
                write!(f, "{crew} spends a fuel capsule: central reactor +{amount}", crew = self.crew(crew))?;
                if *bonus > 0 {
                    write!(f, " (+{bonus} heroic)")?;
                }
                Ok(())
            }
            Event::ComputerMaintained { crew } => write!(f, "{crew} maintains the computer", crew = self.crew(crew)),
            Event::RocketLaunched { crew } => write!(f, "{crew} launches a rocket", crew = self.crew(crew)),
            Event::SquadTaken { crew, squad } => write!(f, "{crew} takes battlebot squad {}", squad + 1, crew = self.crew(crew)),
            Event::SquadReactivated { crew, squad } => {
                write!(f, "{crew} reactivates battlebot squad {}", squad + 1, crew = self.crew(crew))
            }
            Event::SquadDisabled { squad, why } => {
                write!(f, "battlebot squad {} is disabled ({})", squad + 1, squad_words(*why))
            }
            Event::InterceptorsLaunched { crew } => write!(f, "{crew} takes off in the interceptors", crew = self.crew(crew)),
            Event::InterceptorsStay { crew, heroic } => {
                let h = if *heroic { " (heroic)" } else { "" };
                write!(f, "{crew} stays out in the interceptors{h}", crew = self.crew(crew))
            }
            Event::InterceptorsReturned { crew } => write!(f, "{crew} returns from the interceptors to upper red", crew = self.crew(crew)),
            Event::Confirmed { crew } => write!(f, "{crew} performs visual confirmation", crew = self.crew(crew)),
            Event::Repaired { crew, threat, system, amount } => {
                write!(f, "{crew} repairs {threat} ({} system, {amount} point(s))", system.letter(), crew = self.crew(crew), threat = self.threat(threat))
            }
            Event::BotsAttack { crew, threat, station, amount } => {
                write!(f, "{crew}'s battlebots attack {threat} in {station} ({amount} damage)", crew = self.crew(crew), threat = self.threat(threat))
            }
            Event::ThreatHurt { threat, amount, why } => {
                write!(f, "{threat} takes {amount} damage ({})", hurt_words(*why), threat = self.threat(threat))
            }
            Event::Targeted { source, threat, strength } => {
                let verb = if *source == Source::Interceptors { "target" } else { "targets" };
                write!(f, "the {source} {verb} {threat} (strength {strength})", threat = self.threat(threat))
            }
            Event::RocketMissed => f.write_str("the rocket finds no target and is lost"),
            Event::NoTarget { source } => {
                let verb = if *source == Source::Interceptors { "find" } else { "finds" };
                write!(f, "the {source} {verb} no target")
            }
            Event::ThreatDamaged { threat, total, shield, taken, left } => {
                write!(f, "{threat} takes {total}, shield {shield}, {taken} damage, {left} left", threat = self.threat(threat))
            }
            Event::ThreatDestroyed { threat, by } => match by {
                Some(c) => write!(f, "{threat} is destroyed by {c}", threat = self.threat(threat), c = self.crew(c)),
                None => write!(f, "{threat} is destroyed", threat = self.threat(threat)),
            },
            Event::ThreatMoved { threat, from, to } => {
                if *to == 0 {
                    write!(f, "{threat} moves from space {from} past the end of its trajectory", threat = self.threat(threat))
                } else {
                    write!(f, "{threat} moves from space {from} to space {to}", threat = self.threat(threat))
                }
            }
            Event::ThreatActs { threat, square } => write!(f, "{threat} performs its {} action", square.letter(), threat = self.threat(threat)),
            Event::ThreatChanged { threat, change } => match change {
                ThreatChange::Heal(n) => write!(f, "{threat} repairs {n} damage", threat = self.threat(threat)),
                ThreatChange::SpeedUp(n) => write!(f, "{threat} speeds up by {n}", threat = self.threat(threat)),
                ThreatChange::ShieldUp(n) => write!(f, "{threat} shield +{n}", threat = self.threat(threat)),
                ThreatChange::SetShield(n) => write!(f, "{threat} shield becomes {n}", threat = self.threat(threat)),
                ThreatChange::Revealed => write!(f, "{threat} reveals itself", threat = self.threat(threat)),
                ThreatChange::CryoshieldGone => write!(f, "{threat}'s cryoshield absorbs the damage and is gone", threat = self.threat(threat)),
                ThreatChange::FiresBack => write!(f, "{threat} grows up: it fires back from now on", threat = self.threat(threat)),
                ThreatChange::HitPoints(n) => write!(f, "{threat} now has {n} hit point(s)", threat = self.threat(threat)),
                ThreatChange::PassedXy => write!(f, "{threat} passes an action space", threat = self.threat(threat)),
            },
            Event::IntruderMoved { threat, from, to } => write!(f, "{threat} moves from {from} to {to}", threat = self.threat(threat)),
            Event::Spread { threat, station } => write!(f, "{threat} spreads to {station}", threat = self.threat(threat)),
            Event::Attack { threat, zone, strength, ignore_shields } => {
                let s = if *ignore_shields { ", ignoring shields" } else { "" };
                write!(f, "{threat} attacks zone {zone} with strength {strength}{s}", threat = self.threat(threat))
            }
            Event::ShieldAbsorbed { zone, amount } => write!(f, "the {zone} shield absorbs {amount}"),
            Event::TileDrawn { zone, tile } => write!(f, "zone {zone} takes a damage tile: {tile}"),
            Event::EnergyDrained { container, amount } => write!(f, "the {container} loses {amount} energy"),
            Event::FuelDestroyed { amount } => write!(f, "{amount} fuel capsule(s) destroyed"),
            Event::RocketDestroyed => f.write_str("a rocket aboard is destroyed"),
            Event::DamageDoubled { threat, zone } => {
                write!(f, "{threat} doubles the damage to zone {zone} from now on", threat = self.threat(threat))
            }
            Event::DamageDoublingEnded { threat, zone } => {
                write!(f, "{threat} is gone: damage to zone {zone} is no longer doubled", threat = self.threat(threat))
            }
            Event::StationsDeadly { threat, stations } => {
                let list: Vec<String> = stations.iter().map(|s| s.to_string()).collect();
                write!(f, "{threat} leaves {} deadly: crew entering later are knocked out", list.join(", "), threat = self.threat(threat))
            }
            Event::BoostStarted { threat, boost } => match boost {
                Boost::Shield => write!(f, "{threat} gives every external threat +1 shield while it is not destroyed", threat = self.threat(threat)),
                Boost::Attack => write!(f, "{threat} gives every other external threat +1 attack while it is not destroyed", threat = self.threat(threat)),
            },
            Event::KnockedOut { crew, why } => write!(f, "{crew} is knocked out ({})", KnockOutWords { why: *why, names: self.names }, crew = self.crew(crew)),
            Event::ThreatSurvived { threat } => write!(f, "{threat} leaves its trajectory: survived", threat = self.threat(threat)),
            Event::RocketAdvanced => f.write_str("the rocket flies on: it hits next turn"),
            Event::ComputerChecked { maintained: true } => f.write_str("computer check: the computer was maintained"),
            Event::ComputerChecked { maintained: false } => {
                f.write_str("computer check: the computer was not maintained, every crew member aboard is delayed")
            }
            Event::TurnEnded => f.write_str("cannons and gravolifts are free again"),
            Event::PhaseEnded { phase, confirming } => {
                write!(f, "phase {phase} ends; best visual confirmation: {confirming} crew")
            }
            Event::ShipDestroyed { by, why } => {
                let why = LossWords { why: *why, by: by.as_ref().map(|t| self.threat(t)) };
                match by {
                    Some(t) => write!(f, "THE SHIP IS DESTROYED by {t}: {why}", t = self.threat(t)),
                    None => write!(f, "THE SHIP IS DESTROYED: {why}"),
                }
            }
            Event::Jumped => f.write_str("the ship jumps to hyperspace"),
            Event::TurnStarted { turn } => write!(f, "turn {turn} begins"),
            Event::Specialty(event) => crate::specialty_text::SpecialtyText { event, names: self.names }.fmt(f),
        }
    }
}
