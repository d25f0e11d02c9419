//! The event log in words: one line per event, as `resolve --log`, the golden logs of the
//! scenarios and the app's log panel print it. The engine's events carry typed reasons
//! (`engine::event::*Reason`); this module is where they become words, looked up in the
//! current language (`i18n/locales/<lang>/log.ftl`; English by default, byte for byte the
//! words the golden logs hold).
//!
//! Each family of events is worded by one function (`events.rs`, `ship.rs`, `threats.rs`,
//! `intruders.rs`, `specialization.rs`) that names every variant, as `engine/src/state/apply/`
//! applies them: a new event fails to compile until it is worded.
#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use std::fmt;

use engine::{
    Event, Half, LogEntry, State, Zone,
    event::{
        CrewRef, DelayReason, HalfLostReason, HurtReason, KnockOutReason, LossReason,
        NoEffectReason, RangeReason, SquadReason, ThreatRef,
    },
};
use i18n::tr;

use crate::nouns;

mod events;
mod intruders;
mod ship;
pub mod specialization;
mod threats;

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

    pub(crate) fn crew(&self, c: &CrewRef) -> &'a str {
        self.names.crew().get(c.index).map_or("?", |c| c.name.get())
    }

    pub(crate) fn threat(&self, t: &ThreatRef) -> &'a str {
        self.names.threats().get(t.index).map_or("?", |t| t.name())
    }
}

/// One line of the log (`T4 actions: ...`); `None` for the start of a turn, which every line's
/// `T4` already tells. `names`: any state of the same resolution.
pub fn line(entry: &LogEntry, names: &State) -> Option<String> {
    if crate::role::starts_a_turn(&entry.event) {
        return None;
    }
    // The separator is the language's: French puts a no-break space before the colon.
    Some(tr!(
        "log-line",
        turn = entry.turn,
        step = nouns::step(entry.step),
        text = Text::new(&entry.event, names).to_string()
    ))
}

/// `first` and then `then`, joined as the language joins two clauses ("a; b", "a ; b").
pub(crate) fn then(first: &str, then: &str) -> String {
    tr!("log-then", first = first, then = then)
}

/// `text` and "; the card X falls off the board", or `text` alone.
pub(crate) fn falls_off(text: String, lost: Option<impl fmt::Display>) -> String {
    match lost {
        Some(card) => then(&text, &tr!("log-card-falls-off", card = card.to_string())),
        None => text,
    }
}

/// " (+N heroic)", or nothing.
fn heroic_bonus(bonus: u8) -> String {
    if bonus > 0 {
        format!(" ({})", tr!("log-heroic-bonus", bonus = bonus))
    } else {
        String::new()
    }
}

/// Why an action had no effect, in words.
pub fn no_effect_words(why: NoEffectReason) -> String {
    match why {
        NoEffectReason::AlreadyInZone(Zone::Blue) => tr!("log-no-effect-in-blue"),
        NoEffectReason::AlreadyInZone(Zone::Red) => tr!("log-no-effect-in-red"),
        NoEffectReason::AlreadyInZone(Zone::White) => tr!("log-no-effect-in-white"),
        NoEffectReason::AlreadyInStation => tr!("log-no-effect-in-station"),
        NoEffectReason::SystemBroken => tr!("log-no-effect-system-broken"),
        NoEffectReason::CannonAlreadyFired => tr!("log-no-effect-cannon-fired"),
        NoEffectReason::NoEnergy => tr!("log-no-effect-no-energy"),
        NoEffectReason::NoFuel => tr!("log-no-effect-no-fuel"),
        NoEffectReason::AlreadyFull => tr!("log-no-effect-full"),
        NoEffectReason::NothingToTransfer => tr!("log-no-effect-nothing-to-transfer"),
        NoEffectReason::InterceptorsNeedSquad => tr!("log-no-effect-interceptors-need-squad"),
        NoEffectReason::InterceptorsOut => tr!("log-no-effect-interceptors-out"),
        NoEffectReason::NoMaintenanceDue => tr!("log-no-effect-no-maintenance-due"),
        NoEffectReason::ComputerAlreadyMaintained => tr!("log-no-effect-computer-maintained"),
        NoEffectReason::AlreadyLeadsSquad => tr!("log-no-effect-leads-squad"),
        NoEffectReason::NoSquadStored => tr!("log-no-effect-no-squad-stored"),
        NoEffectReason::NoRockets => tr!("log-no-effect-no-rockets"),
        NoEffectReason::RocketAlreadyLaunched => tr!("log-no-effect-rocket-launched"),
        NoEffectReason::LeadsNoSquad => tr!("log-no-effect-leads-no-squad"),
        NoEffectReason::SquadDisabled => tr!("log-no-effect-squad-disabled"),
        NoEffectReason::NoIntruder => tr!("log-no-effect-no-intruder"),
        NoEffectReason::KnockedOut => tr!("log-no-effect-knocked-out"),
        NoEffectReason::IntruderOutOfReach => tr!("log-no-effect-out-of-reach"),
        NoEffectReason::DoorSealed => tr!("log-no-effect-door-sealed"),
        NoEffectReason::MalfunctionPhasedOut => tr!("log-no-effect-phased-out"),
    }
}

/// Why a board is delayed, in words.
pub fn delay_words(why: DelayReason) -> String {
    match why {
        DelayReason::ReturnedFromInterceptors => tr!("log-delay-returned"),
        DelayReason::Tripped => tr!("log-delay-tripped"),
        DelayReason::DamagedGravolift => tr!("log-delay-damaged-gravolift"),
        DelayReason::GravoliftInUse => tr!("log-delay-gravolift-in-use"),
        DelayReason::SlowingIntruder => tr!("log-delay-slowing-intruder"),
        DelayReason::ThreatAction => tr!("log-delay-threat-action"),
        DelayReason::ComputerNotMaintained => tr!("log-delay-computer"),
        DelayReason::StillInSpace => tr!("log-delay-still-in-space"),
    }
}

/// One half of a double action, in words.
pub fn half_words(half: Half) -> String {
    match half {
        Half::A => "A".to_owned(),
        Half::B => "B".to_owned(),
        Half::C => "C".to_owned(),
        Half::Robots => tr!("log-half-battlebots"),
        Half::Red => tr!("log-half-red-arrow"),
        Half::Blue => tr!("log-half-blue-arrow"),
        Half::Lift => tr!("log-half-gravolift"),
    }
}

/// Why the second half of a double action is lost, in words.
pub fn half_lost_words(why: HalfLostReason) -> String {
    match why {
        HalfLostReason::Launched => tr!("log-half-lost-launched"),
        HalfLostReason::KnockedOut => tr!("log-half-lost-knocked-out"),
        HalfLostReason::PastLastTurn(d) => {
            tr!("log-half-lost-past-last-turn", why = delay_words(d))
        }
    }
}

/// Why the interceptors change range, in words.
pub fn range_words(why: RangeReason) -> String {
    match why {
        RangeReason::FlewOut => tr!("log-range-flew-out"),
        RangeReason::NoCard => tr!("log-range-no-card"),
        RangeReason::CardDelayed => tr!("log-range-card-delayed"),
    }
}

/// Why a squad is disabled, in words.
pub fn squad_words(why: SquadReason) -> String {
    match why {
        SquadReason::Sabotaged => tr!("log-squad-sabotaged"),
        SquadReason::FiredBack => tr!("log-squad-fired-back"),
        SquadReason::LeaderSpared => tr!("log-squad-leader-spared"),
    }
}

/// Why a threat is hurt outside the damage step, in words.
pub fn hurt_words(why: HurtReason) -> String {
    match why {
        HurtReason::RepairedEverywhere => tr!("log-hurt-repaired-everywhere"),
        HurtReason::Explosion => tr!("log-hurt-explosion"),
        HurtReason::OwnAction => tr!("log-hurt-own-action"),
        HurtReason::RepairedAlone => tr!("log-hurt-repaired-alone"),
        HurtReason::RepairedWithBots => tr!("log-hurt-repaired-with-bots"),
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
        let text = match self.why {
            KnockOutReason::EnteredDeadlyStation { station, threat } => tr!(
                "log-ko-deadly-station",
                station = nouns::station(station),
                threat = name(threat)
            ),
            KnockOutReason::ThreatAction(t) => tr!("log-ko-threat-action", threat = name(t)),
            KnockOutReason::DestroyedIt(t) => tr!("log-ko-destroyed-it", threat = name(t)),
            KnockOutReason::DestroyedBeside(t) => tr!("log-ko-destroyed-beside", threat = name(t)),
            KnockOutReason::FlewInto(t) => tr!("log-ko-flew-into", threat = name(t)),
            KnockOutReason::UltrafastReturn => tr!("log-ko-ultrafast-return"),
            KnockOutReason::OutOfRangeAtJump { range } => tr!("log-ko-out-at-jump", range = range),
            KnockOutReason::Poisoned(t) => tr!("log-ko-poisoned", threat = name(t)),
        };
        f.write_str(&text)
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
        let text = match (self.why, self.by) {
            (LossReason::SeventhDamage(zone), _) => {
                tr!("log-loss-seventh-damage", zone = nouns::zone(zone))
            }
            (LossReason::ThreatAction, Some(by)) => tr!("log-loss-threat", threat = by),
            (LossReason::ThreatAction, None) => tr!("log-loss-a-threat"),
        };
        f.write_str(&text)
    }
}

impl fmt::Display for Text<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // One function per family, as `engine/src/state/apply/` applies them.
        let text = match self.event {
            Event::Turn(event) => self.turn_words(event),
            Event::Crew(event) => self.crew_words(event),
            Event::Interceptors(event) => self.interceptors_words(event),
            Event::Double(event) => self.double_words(event),
            Event::Ship(event) => self.ship_words(event),
            Event::ShipDamage(event) => self.ship_damage_words(event),
            Event::Threat(event) => self.threat_words(event),
            Event::ThreatDamage(event) => self.threat_damage_words(event),
            Event::Intruder(event) => self.intruder_words(event),
            Event::Lasting(event) => self.lasting_words(event),
            Event::Hazard(event) => self.hazard_words(event),
            Event::Specialization(event) => {
                return specialization::SpecialistText {
                    event,
                    names: self.names,
                }
                .fmt(f);
            }
        };
        f.write_str(&text)
    }
}
