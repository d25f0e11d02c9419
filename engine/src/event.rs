//! The typed event log: everything that happens in the Resolution Round, in order.
//!
//! Only events change the [`crate::State`] (see `State::apply`); the UI replays them to show
//! any step, the ship's log stores them and the tests compare their one-line `Display`.

use std::{fmt, sync::Arc};

use crate::{
    action::Action,
    card::System,
    ship::{Cannon, DamageTile},
    trajectory::Square,
    zone::{Station, ThreatZone, Zone},
};

/// A crew member as named in the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewRef {
    /// Index into the crew (acting order).
    pub index: usize,
    /// Name.
    pub name: Arc<str>,
}

/// A threat as named in the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreatRef {
    /// Index into the threats (order of appearance).
    pub index: usize,
    /// Card name.
    pub name: Arc<str>,
}

impl fmt::Display for CrewRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

impl fmt::Display for ThreatRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// The step of a turn an event belongs to (the Mission Steps Board).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    /// New threats appear.
    Appear,
    /// Player actions.
    Actions,
    /// Compute damage to external threats.
    Damage,
    /// Threat actions (movement and X/Y/Z).
    Threats,
    /// End of turn: computer check, end of phase.
    EndOfTurn,
}

impl Step {
    /// The word used in the log.
    pub fn name(self) -> &'static str {
        match self {
            Step::Appear => "threats appear",
            Step::Actions => "actions",
            Step::Damage => "damage",
            Step::Threats => "threats",
            Step::EndOfTurn => "end of turn",
        }
    }
}

/// An energy container.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Container {
    /// A zone's reactor (white: the central reactor).
    Reactor(Zone),
    /// A zone's shield.
    Shield(Zone),
}

impl fmt::Display for Container {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Container::Reactor(Zone::White) => f.write_str("central reactor"),
            Container::Reactor(z) => write!(f, "{z} reactor"),
            Container::Shield(z) => write!(f, "{z} shield"),
        }
    }
}

/// What hit an external threat in the damage step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A cannon.
    Cannon(Cannon),
    /// A rocket.
    Rocket,
    /// The interceptors.
    Interceptors,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Cannon(c) => write!(f, "{c}"),
            Source::Rocket => f.write_str("rocket"),
            Source::Interceptors => f.write_str("interceptors"),
        }
    }
}

/// What a threat's lasting bonus to other threats raises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Boost {
    /// +1 to every other external threat's attacks (the Scout).
    Attack,
    /// +1 to every external threat's shield, its own included (the Marauder, RULINGS.md T1).
    Shield,
}

/// A change to a threat's own values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThreatChange {
    /// Repairs damage (amount actually healed).
    Heal(u8),
    /// Speed + n.
    SpeedUp(u8),
    /// Shield + n.
    ShieldUp(u8),
    /// Shield = n.
    SetShield(i8),
    /// Becomes targetable.
    Revealed,
    /// Its cryoshield is gone.
    CryoshieldGone,
    /// Starts firing back.
    FiresBack,
    /// Its hit points become n (tied to rockets aboard).
    HitPoints(u8),
    /// Gains the X/Y count of the asteroids.
    PassedXy,
}

/// Everything that can happen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A threat is placed on its trajectory (and in its station(s) if internal).
    ThreatAppeared {
        /// The threat.
        threat: ThreatRef,
        /// Its trajectory.
        zone: ThreatZone,
        /// Its entry space.
        space: u8,
    },
    /// An unconfirmed report with fewer than 5 players: no threat (R8).
    ThreatIgnored {
        /// The threat.
        threat: ThreatRef,
    },
    /// A crew member moves.
    Moved {
        /// Who.
        crew: CrewRef,
        /// From where.
        from: Station,
        /// To where.
        to: Station,
        /// The gravolift used, if any (marks it used this turn).
        lift: Option<Zone>,
        /// A heroic move.
        heroic: bool,
    },
    /// A crew member's action board is delayed from a turn (R3).
    Delayed {
        /// Who.
        crew: CrewRef,
        /// The first space pushed.
        turn: u8,
        /// The card pushed off the board, if any.
        lost: Option<Action>,
        /// Why.
        why: &'static str,
    },
    /// "Oops, I tripped": the intended action is performed (R14).
    Tripped {
        /// Who.
        crew: CrewRef,
        /// The action performed instead.
        intended: Action,
    },
    /// An action that does nothing, and why.
    NoEffect {
        /// Who.
        crew: CrewRef,
        /// The action.
        action: Action,
        /// Why it does nothing.
        why: &'static str,
    },
    /// A cannon fires (energy taken from its reactor, if it uses one).
    Fired {
        /// Who.
        crew: CrewRef,
        /// The cannon.
        cannon: Cannon,
        /// Strength, heroic bonus included.
        strength: u8,
    },
    /// Energy moves from one container to another (heroic: plus a bonus block from the bank).
    EnergyMoved {
        /// Who (`None` when a threat moves it).
        crew: Option<CrewRef>,
        /// Source.
        from: Container,
        /// Destination.
        to: Container,
        /// Blocks moved.
        amount: u8,
        /// Extra blocks from the bank (heroic B).
        bonus: u8,
    },
    /// The central reactor is refuelled from a capsule (R7).
    Refuelled {
        /// Who.
        crew: CrewRef,
        /// Blocks added.
        amount: u8,
        /// Extra blocks (heroic B).
        bonus: u8,
    },
    /// The computer is maintained for this phase.
    ComputerMaintained {
        /// Who.
        crew: CrewRef,
    },
    /// A rocket is launched.
    RocketLaunched {
        /// Who.
        crew: CrewRef,
    },
    /// A crew member takes the battlebot squad stored in their station.
    SquadTaken {
        /// Who.
        crew: CrewRef,
        /// Squad index.
        squad: usize,
    },
    /// A disabled squad is set upright again.
    SquadReactivated {
        /// Who.
        crew: CrewRef,
        /// Squad index.
        squad: usize,
    },
    /// A squad is disabled.
    SquadDisabled {
        /// Squad index.
        squad: usize,
        /// Why.
        why: &'static str,
    },
    /// A crew member flies out in the interceptors.
    InterceptorsLaunched {
        /// Who.
        crew: CrewRef,
    },
    /// The pilot stays out and attacks again.
    InterceptorsStay {
        /// Who.
        crew: CrewRef,
        /// Heroic battlebots (+1 strength, R5).
        heroic: bool,
    },
    /// The pilot returns to upper red.
    InterceptorsReturned {
        /// Who.
        crew: CrewRef,
    },
    /// Visual confirmation.
    Confirmed {
        /// Who.
        crew: CrewRef,
    },
    /// A repair action on a malfunction.
    Repaired {
        /// Who.
        crew: CrewRef,
        /// The malfunction.
        threat: ThreatRef,
        /// The system.
        system: System,
        /// Repair points.
        amount: u8,
    },
    /// Battlebots attack an intruder.
    BotsAttack {
        /// Who.
        crew: CrewRef,
        /// The intruder.
        threat: ThreatRef,
        /// Where.
        station: Station,
        /// Damage.
        amount: u8,
    },
    /// A threat takes damage outside the damage step (repairs bonus, explosions, itself).
    ThreatHurt {
        /// The threat.
        threat: ThreatRef,
        /// Damage taken.
        amount: u8,
        /// Why.
        why: &'static str,
    },
    /// One station of a multi-station threat is cleared (cleaned, progeny removed).
    StationCleared {
        /// The threat.
        threat: ThreatRef,
        /// Where.
        station: Station,
    },
    /// A weapon targets an external threat this damage step.
    Targeted {
        /// The weapon.
        source: Source,
        /// The threat.
        threat: ThreatRef,
        /// Strength.
        strength: u8,
    },
    /// The rocket finds no target and is lost.
    RocketMissed,
    /// The summed damage of a damage step against one threat, through its shield.
    ThreatDamaged {
        /// The threat.
        threat: ThreatRef,
        /// Summed strength of everything that hit it.
        total: u8,
        /// Its shield this turn.
        shield: i8,
        /// Damage taken.
        taken: u8,
        /// Hit points left.
        left: u8,
    },
    /// A threat is destroyed.
    ThreatDestroyed {
        /// The threat.
        threat: ThreatRef,
        /// Crew member who destroyed it, if one did.
        by: Option<CrewRef>,
    },
    /// A threat moves along its trajectory.
    ThreatMoved {
        /// The threat.
        threat: ThreatRef,
        /// From space.
        from: u8,
        /// To space (0 past Z).
        to: u8,
    },
    /// A threat performs its X, Y or Z action.
    ThreatActs {
        /// The threat.
        threat: ThreatRef,
        /// Which action.
        square: Square,
    },
    /// One of a threat's values changes.
    ThreatChanged {
        /// The threat.
        threat: ThreatRef,
        /// What changed.
        change: ThreatChange,
    },
    /// An intruder (or one of its tokens) moves to another station.
    IntruderMoved {
        /// The threat.
        threat: ThreatRef,
        /// From.
        from: Station,
        /// To.
        to: Station,
    },
    /// A new token of a threat appears in a station (slime spreading).
    Spread {
        /// The threat.
        threat: ThreatRef,
        /// Where.
        station: Station,
    },
    /// An attack on a zone.
    Attack {
        /// Who attacks.
        threat: ThreatRef,
        /// The zone.
        zone: Zone,
        /// Strength.
        strength: u8,
        /// Ignores shields (internal damage, or card text).
        ignore_shields: bool,
    },
    /// A shield absorbs part of an attack.
    ShieldAbsorbed {
        /// The zone.
        zone: Zone,
        /// Blocks returned to the bank.
        amount: u8,
    },
    /// A damage tile is drawn for a zone.
    TileDrawn {
        /// The zone.
        zone: Zone,
        /// The tile.
        tile: DamageTile,
    },
    /// Energy is lost from a container.
    EnergyDrained {
        /// The container.
        container: Container,
        /// Blocks lost.
        amount: u8,
    },
    /// Fuel capsules destroyed.
    FuelDestroyed {
        /// How many.
        amount: u8,
    },
    /// A rocket aboard destroyed.
    RocketDestroyed,
    /// Damage in a zone is doubled from now on.
    DamageDoubled {
        /// The threat doubling it (the doubling ends when it is destroyed).
        threat: ThreatRef,
        /// The zone.
        zone: Zone,
    },
    /// The threat that doubled damage in a zone is destroyed: damage there is normal again.
    DamageDoublingEnded {
        /// The destroyed threat.
        threat: ThreatRef,
        /// The zone.
        zone: Zone,
    },
    /// From now on, crew entering these stations are knocked out (Contamination's Z).
    StationsDeadly {
        /// The threat that made them deadly.
        threat: ThreatRef,
        /// The stations.
        stations: Vec<Station>,
    },
    /// A threat's bonus to others comes into force.
    BoostStarted {
        /// The threat.
        threat: ThreatRef,
        /// What it boosts.
        boost: Boost,
    },
    /// A crew member is knocked out.
    KnockedOut {
        /// Who.
        crew: CrewRef,
        /// Why.
        why: String,
    },
    /// A threat reaches the end of its trajectory: survived.
    ThreatSurvived {
        /// The threat.
        threat: ThreatRef,
    },
    /// The rocket moves to its second square: it hits next turn.
    RocketAdvanced,
    /// The computer maintenance check after turns 2, 5 and 9 (R2); a new window opens.
    ComputerChecked {
        /// Whether the computer was maintained in the window.
        maintained: bool,
    },
    /// End of the turn: cannons and gravolifts are free again; visual confirmation counted.
    TurnEnded,
    /// End of a phase and its visual confirmation (R1).
    PhaseEnded {
        /// The phase (1-3).
        phase: u8,
        /// Crew confirming in its best turn.
        confirming: u8,
    },
    /// The ship is destroyed: the mission is lost.
    ShipDestroyed {
        /// The threat responsible, if any.
        by: Option<ThreatRef>,
        /// What happened.
        why: String,
    },
    /// The ship jumps to hyperspace: the mission is over.
    Jumped,
}

/// One line of the log: an event with its turn and step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    /// Turn 1-13.
    pub turn: u8,
    /// Step of the turn.
    pub step: Step,
    /// What happened.
    pub event: Event,
}

impl fmt::Display for LogEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "T{} {}: {}", self.turn, self.step.name(), self.event)
    }
}

fn lift_note(lift: &Option<Zone>) -> String {
    lift.map(|z| format!(" by the {z} gravolift"))
        .unwrap_or_default()
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::ThreatAppeared { threat, zone, space } => match zone {
                ThreatZone::Internal => write!(f, "{threat} appears (internal, space {space})"),
                ThreatZone::External(z) => write!(f, "{threat} appears in zone {z} (space {space})"),
            },
            Event::ThreatIgnored { threat } => {
                write!(f, "{threat} is an unconfirmed report and is ignored (fewer than 5 players)")
            }
            Event::Moved { crew, from, to, lift, heroic } => {
                let how = if *heroic { " (heroic move)" } else { "" };
                write!(f, "{crew} moves from {from} to {to}{}{how}", lift_note(lift))
            }
            Event::Delayed { crew, turn, lost, why } => {
                write!(f, "{crew} is delayed from turn {turn} ({why})")?;
                if let Some(a) = lost {
                    write!(f, "; the card {a} falls off the board")?;
                }
                Ok(())
            }
            Event::Tripped { crew, intended } => {
                write!(f, "{crew} says \"Oops, I tripped\" and performs {intended}")
            }
            Event::NoEffect { crew, action, why } => write!(f, "{crew} plays {action}: no effect ({why})"),
            Event::Fired { crew, cannon, strength } => {
                write!(f, "{crew} fires the {cannon} (strength {strength})")
            }
            Event::EnergyMoved { crew, from, to, amount, bonus } => {
                match crew {
                    Some(c) => write!(f, "{c} moves {amount} energy from the {from} to the {to}")?,
                    None => write!(f, "{amount} energy flows from the {from} into the {to}")?,
                }
                if *bonus > 0 {
                    write!(f, " (+{bonus} heroic)")?;
                }
                Ok(())
            }
            Event::Refuelled { crew, amount, bonus } => {
                write!(f, "{crew} spends a fuel capsule: central reactor +{amount}")?;
                if *bonus > 0 {
                    write!(f, " (+{bonus} heroic)")?;
                }
                Ok(())
            }
            Event::ComputerMaintained { crew } => write!(f, "{crew} maintains the computer"),
            Event::RocketLaunched { crew } => write!(f, "{crew} launches a rocket"),
            Event::SquadTaken { crew, squad } => write!(f, "{crew} takes battlebot squad {}", squad + 1),
            Event::SquadReactivated { crew, squad } => {
                write!(f, "{crew} reactivates battlebot squad {}", squad + 1)
            }
            Event::SquadDisabled { squad, why } => write!(f, "battlebot squad {} is disabled ({why})", squad + 1),
            Event::InterceptorsLaunched { crew } => write!(f, "{crew} takes off in the interceptors"),
            Event::InterceptorsStay { crew, heroic } => {
                let h = if *heroic { " (heroic)" } else { "" };
                write!(f, "{crew} stays out in the interceptors{h}")
            }
            Event::InterceptorsReturned { crew } => write!(f, "{crew} returns from the interceptors to upper red"),
            Event::Confirmed { crew } => write!(f, "{crew} performs visual confirmation"),
            Event::Repaired { crew, threat, system, amount } => {
                write!(f, "{crew} repairs {threat} ({} system, {amount} point(s))", system.letter())
            }
            Event::BotsAttack { crew, threat, station, amount } => {
                write!(f, "{crew}'s battlebots attack {threat} in {station} ({amount} damage)")
            }
            Event::ThreatHurt { threat, amount, why } => write!(f, "{threat} takes {amount} damage ({why})"),
            Event::StationCleared { threat, station } => write!(f, "{threat} is cleared from {station}"),
            Event::Targeted { source, threat, strength } => {
                let verb = if *source == Source::Interceptors { "target" } else { "targets" };
                write!(f, "the {source} {verb} {threat} (strength {strength})")
            }
            Event::RocketMissed => f.write_str("the rocket finds no target and is lost"),
            Event::ThreatDamaged { threat, total, shield, taken, left } => {
                write!(f, "{threat} takes {total}, shield {shield}, {taken} damage, {left} left")
            }
            Event::ThreatDestroyed { threat, by } => match by {
                Some(c) => write!(f, "{threat} is destroyed by {c}"),
                None => write!(f, "{threat} is destroyed"),
            },
            Event::ThreatMoved { threat, from, to } => {
                if *to == 0 {
                    write!(f, "{threat} moves from space {from} past the end of its trajectory")
                } else {
                    write!(f, "{threat} moves from space {from} to space {to}")
                }
            }
            Event::ThreatActs { threat, square } => write!(f, "{threat} performs its {} action", square.letter()),
            Event::ThreatChanged { threat, change } => match change {
                ThreatChange::Heal(n) => write!(f, "{threat} repairs {n} damage"),
                ThreatChange::SpeedUp(n) => write!(f, "{threat} speeds up by {n}"),
                ThreatChange::ShieldUp(n) => write!(f, "{threat} shield +{n}"),
                ThreatChange::SetShield(n) => write!(f, "{threat} shield becomes {n}"),
                ThreatChange::Revealed => write!(f, "{threat} reveals itself"),
                ThreatChange::CryoshieldGone => write!(f, "{threat}'s cryoshield absorbs the damage and is gone"),
                ThreatChange::FiresBack => write!(f, "{threat} grows up: it fires back from now on"),
                ThreatChange::HitPoints(n) => write!(f, "{threat} now has {n} hit point(s)"),
                ThreatChange::PassedXy => write!(f, "{threat} passes an action space"),
            },
            Event::IntruderMoved { threat, from, to } => write!(f, "{threat} moves from {from} to {to}"),
            Event::Spread { threat, station } => write!(f, "{threat} spreads to {station}"),
            Event::Attack { threat, zone, strength, ignore_shields } => {
                let s = if *ignore_shields { ", ignoring shields" } else { "" };
                write!(f, "{threat} attacks zone {zone} with strength {strength}{s}")
            }
            Event::ShieldAbsorbed { zone, amount } => write!(f, "the {zone} shield absorbs {amount}"),
            Event::TileDrawn { zone, tile } => write!(f, "zone {zone} takes a damage tile: {tile}"),
            Event::EnergyDrained { container, amount } => write!(f, "the {container} loses {amount} energy"),
            Event::FuelDestroyed { amount } => write!(f, "{amount} fuel capsule(s) destroyed"),
            Event::RocketDestroyed => f.write_str("a rocket aboard is destroyed"),
            Event::DamageDoubled { threat, zone } => {
                write!(f, "{threat} doubles the damage to zone {zone} from now on")
            }
            Event::DamageDoublingEnded { threat, zone } => {
                write!(f, "{threat} is gone: damage to zone {zone} is no longer doubled")
            }
            Event::StationsDeadly { threat, stations } => {
                let list: Vec<String> = stations.iter().map(|s| s.to_string()).collect();
                write!(f, "{threat} leaves {} deadly: crew entering later are knocked out", list.join(", "))
            }
            Event::BoostStarted { threat, boost } => match boost {
                Boost::Shield => write!(f, "{threat} gives every external threat +1 shield while it is not destroyed"),
                Boost::Attack => write!(f, "{threat} gives every other external threat +1 attack while it is not destroyed"),
            },
            Event::KnockedOut { crew, why } => write!(f, "{crew} is knocked out ({why})"),
            Event::ThreatSurvived { threat } => write!(f, "{threat} leaves its trajectory: survived"),
            Event::RocketAdvanced => f.write_str("the rocket flies on: it hits next turn"),
            Event::ComputerChecked { maintained: true } => f.write_str("computer check: the computer was maintained"),
            Event::ComputerChecked { maintained: false } => {
                f.write_str("computer check: the computer was not maintained, every crew member aboard is delayed")
            }
            Event::TurnEnded => f.write_str("cannons and gravolifts are free again"),
            Event::PhaseEnded { phase, confirming } => {
                write!(f, "phase {phase} ends; best visual confirmation: {confirming} crew")
            }
            Event::ShipDestroyed { by, why } => match by {
                Some(t) => write!(f, "THE SHIP IS DESTROYED by {t}: {why}"),
                None => write!(f, "THE SHIP IS DESTROYED: {why}"),
            },
            Event::Jumped => f.write_str("the ship jumps to hyperspace"),
        }
    }
}
