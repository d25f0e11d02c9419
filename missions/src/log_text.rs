//! The event log in words: one line per event, as `resolve --log`, the golden logs of the
//! scenarios and the app's log panel print it. The engine's events carry typed reasons
//! (`engine::event::*Reason`); this module is where they become English.

use std::fmt;

use engine::{
    Event, Half, LogEntry, State, ThreatZone, Zone,
    event::{
        Affliction, Boost, CrewRef, DelayReason, HalfLostReason, HurtReason, KnockOutReason,
        LossReason, NoEffectReason, RangeReason, Source, SquadReason, ThreatChange, ThreatRef,
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
        NoEffectReason::IntruderOutOfReach => "the intruder here is out of reach",
        NoEffectReason::DoorSealed => "a sealed door is in the way",
        NoEffectReason::MalfunctionPhasedOut => "the malfunction is phased out, out of reach",
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
        DelayReason::StillInSpace => "still out in the interceptors",
    }
}

/// One half of a double action, in words.
pub fn half_words(half: Half) -> &'static str {
    match half {
        Half::A => "A",
        Half::B => "B",
        Half::C => "C",
        Half::Robots => "battlebots",
        Half::Red => "red arrow",
        Half::Blue => "blue arrow",
        Half::Lift => "gravolift",
    }
}

/// Why the second half of a double action is lost, in words.
pub fn half_lost_words(why: HalfLostReason) -> String {
    match why {
        HalfLostReason::Launched => "the first half launched the interceptors".to_owned(),
        HalfLostReason::KnockedOut => "the first half knocked them out".to_owned(),
        HalfLostReason::PastLastTurn(d) => {
            format!("delayed past turn 12 by the first half: {}", delay_words(d))
        }
    }
}

/// Why the interceptors change range, in words.
pub fn range_words(why: RangeReason) -> &'static str {
    match why {
        RangeReason::FlewOut => "C: one range out",
        RangeReason::NoCard => "no card: one range closer",
        RangeReason::CardDelayed => "a card they cannot use: one range closer, the card waits",
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
        HurtReason::RepairedAlone => "one crew member alone repaired it this turn",
        HurtReason::RepairedWithBots => "repaired by a crew member leading active battlebots",
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
            KnockOutReason::UltrafastReturn => {
                f.write_str("flew the interceptors out beyond range 3 (ultrafast return)")
            }
            KnockOutReason::OutOfRangeAtJump { range } => {
                write!(f, "still out at range {range} when the ship jumps")
            }
            KnockOutReason::Poisoned(t) => write!(f, "poisoned by {}", name(t)),
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

impl Text<'_> {
    /// The words of the New Frontier's events (sealed doors, shields, optics, repairs).
    fn frontier(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.event {
            Event::StartsIn { threat, station } => write!(
                f,
                "{threat} takes hold in {station}",
                threat = self.threat(threat)
            ),
            Event::Inaccessible {
                crew,
                threat,
                wasted,
            } => {
                write!(
                    f,
                    "{threat} is hard to reach: {wasted} point(s) of {crew}'s work wasted this turn",
                    threat = self.threat(threat),
                    crew = self.crew(crew)
                )
            }
            Event::FinishNeedsEnergy {
                crew,
                threat,
                reactor,
            } => {
                let reactor = engine::event::Container::Reactor(*reactor);
                write!(
                    f,
                    "{crew} cannot finish {threat}: the {reactor} is empty",
                    threat = self.threat(threat),
                    crew = self.crew(crew)
                )
            }
            Event::ShieldsOff { threat } => write!(
                f,
                "the shields stop absorbing ({threat})",
                threat = self.threat(threat)
            ),
            Event::ShieldsReversed { threat } => {
                write!(
                    f,
                    "the shields are reversed: their energy joins every attack ({threat})",
                    threat = self.threat(threat)
                )
            }
            Event::ShieldsRestored { threat } => write!(
                f,
                "the shields work again ({threat} is gone)",
                threat = self.threat(threat)
            ),
            Event::ShieldJoinsAttack { zone, amount } => write!(
                f,
                "the reversed {zone} shield adds its {amount} energy to the attack"
            ),
            Event::DoorSealed { threat, door } => write!(
                f,
                "the {door} is sealed ({threat})",
                threat = self.threat(threat)
            ),
            Event::DoorReopened { threat, door } => write!(
                f,
                "the {door} opens again ({threat} is gone)",
                threat = self.threat(threat)
            ),
            Event::OpticsDisrupted { threat, zone } => {
                write!(
                    f,
                    "the {zone} zone's optics are disrupted: its lasers need targeting help ({threat})",
                    threat = self.threat(threat)
                )
            }
            Event::OpticsRestored { threat, zone } => {
                write!(
                    f,
                    "the {zone} zone's optics work again ({threat} is gone)",
                    threat = self.threat(threat)
                )
            }
            Event::ShotBlind { source } => write!(
                f,
                "the {source} fires blind: no targeting help, it hits nothing"
            ),
            Event::ShortCircuit { threat } => write!(
                f,
                "the central heavy laser's shot short-circuits ({threat})",
                threat = self.threat(threat)
            ),
            Event::Repeats { crew, turn, lost } => {
                write!(
                    f,
                    "{crew} is delayed and will play the card of turn {turn} again",
                    crew = self.crew(crew)
                )?;
                match lost {
                    Some(card) => write!(f, "; the card {card} falls off the board"),
                    None => Ok(()),
                }
            }
            Event::Displaced {
                crew,
                from,
                to,
                threat,
            } => {
                write!(
                    f,
                    "{crew} is thrown from {from} to {to} ({threat})",
                    crew = self.crew(crew),
                    threat = self.threat(threat)
                )
            }
            Event::ThreatDiscarded { threat } => {
                write!(
                    f,
                    "{threat} is discarded: it scores nothing",
                    threat = self.threat(threat)
                )
            }
            Event::IntruderBlocked { threat, from, to } => {
                write!(
                    f,
                    "{threat} cannot move from {from} to {to}: a sealed door",
                    threat = self.threat(threat)
                )
            }
            _ => Ok(()),
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
            Event::InterceptorsRange { crew, from, to, why } => {
                write!(f, "{crew} flies the interceptors from range {from} to range {to} ({})", range_words(*why), crew = self.crew(crew))
            }
            Event::DoublePlayed { crew, double } => {
                let (a, b) = (half_words(double.first()), half_words(double.second()));
                write!(f, "{crew} plays the double action {double} ({a}, then {b})", crew = self.crew(crew))
            }
            Event::HalfDelayed { crew, turn, half, lost, why } => {
                write!(f, "{crew} is delayed ({}): the second half {} moves to turn {turn} as a single action", delay_words(*why), half.symbol(), crew = self.crew(crew))?;
                if let Some(a) = lost {
                    write!(f, "; the card {a} falls off the board")?;
                }
                Ok(())
            }
            Event::HalfLost { crew, half, why } => {
                write!(f, "{crew}'s second half {} is lost ({})", half.symbol(), half_lost_words(*why), crew = self.crew(crew))
            }
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
                ThreatChange::ShieldDown(n) => write!(f, "{threat}'s megashield weakens: shield -{n}", threat = self.threat(threat)),
                ThreatChange::PhasedOut => write!(f, "{threat} phases out: nothing reaches it until it phases in", threat = self.threat(threat)),
                ThreatChange::PhasedIn => write!(f, "{threat} phases in: it acts with its bracketed values this turn", threat = self.threat(threat)),
            },
            Event::ThreatCalled { caller, threat, zone } => write!(f, "{caller} calls in {threat}: it enters the {zone} trajectory at the end of this step", caller = self.threat(caller), threat = self.threat(threat)),
            Event::CallForestalled { caller, threat } => write!(f, "{caller} never called {threat}: it counts as destroyed too", caller = self.threat(caller), threat = self.threat(threat)),
            Event::ThreatJumped { threat, from, to } => write!(f, "{threat} jumps from zone {from} to zone {to}", threat = self.threat(threat)),
            Event::JumpBlocked { threat, to } => write!(f, "{threat} cannot jump: the {to} trajectory is shorter than its space", threat = self.threat(threat)),
            Event::CarrierWeakened { threat, amount } => write!(f, "the interceptors are out: {threat}'s attack is {amount} weaker", threat = self.threat(threat)),
            Event::LasersHalved { threat, lasers, counted } => write!(f, "{threat} is polarized: the lasers' {lasers} count as {counted}", threat = self.threat(threat)),
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
            Event::Afflicted { crew, threat, affliction } => {
                let what = match affliction {
                    Affliction::Poison => "poisoned",
                    Affliction::Infection => "infected",
                };
                write!(f, "{crew} is {what} by {threat}", crew = self.crew(crew), threat = self.threat(threat))
            }
            Event::DronesPlaced { threat, stations } => {
                let list: Vec<String> = stations.iter().map(|s| s.to_string()).collect();
                write!(f, "{threat} places poison drones in {}", list.join(", "), threat = self.threat(threat))
            }
            Event::MineLaid { threat, station } => write!(f, "{threat} lays a mine in {station}", threat = self.threat(threat)),
            Event::MinesDetonated { threat } => write!(f, "{threat}'s mines explode", threat = self.threat(threat)),
            Event::Sabotaged { threat, station, system } => {
                write!(f, "{threat} sabotages the {} system in {station}", system.letter(), threat = self.threat(threat))
            }
            Event::SabotageRepaired { crew, station, system } => {
                write!(f, "{crew} repairs the sabotaged {} system in {station}", system.letter(), crew = self.crew(crew))
            }
            Event::HostFound { threat, crew } => {
                write!(f, "{threat} attaches itself to {crew}", threat = self.threat(threat), crew = self.crew(crew))
            }
            Event::StartsIn { .. }
            | Event::Inaccessible { .. }
            | Event::FinishNeedsEnergy { .. }
            | Event::ShieldsOff { .. }
            | Event::ShieldsReversed { .. }
            | Event::ShieldsRestored { .. }
            | Event::ShieldJoinsAttack { .. }
            | Event::DoorSealed { .. }
            | Event::DoorReopened { .. }
            | Event::OpticsDisrupted { .. }
            | Event::OpticsRestored { .. }
            | Event::ShotBlind { .. }
            | Event::ShortCircuit { .. }
            | Event::Repeats { .. }
            | Event::Displaced { .. }
            | Event::IntruderBlocked { .. }
            | Event::ThreatDiscarded { .. } => self.frontier(f),
        }
    }
}
