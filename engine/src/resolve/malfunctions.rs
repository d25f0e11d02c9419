//! The New Frontier's rules for repairing and fighting internal threats, and the lasting
//! hazards its malfunctions leave on the ship (RULINGS.md NF8-NF12, NF37-NF40):
//!
//! - repairs: inaccessibility (the first points of each turn are wasted, only the excess
//!   counts: NF12), finishing that costs energy, the lone-repair and battlebot bonuses;
//! - a threat that swaps the crew's decks each time it takes damage, and crew put elsewhere by
//!   a threat (not a move: no gravolift, door or entry effect, NF8);
//! - sealed doors (the one door check every move asks, NF9), shields off or reversed,
//!   disrupted optics, the central laser's short circuit, the repeated action.

use super::{Flow, Resolver};
use crate::{
    card::{Crew, Trait},
    event::{Container, CrewEvent, Event, HazardEvent, HurtReason, ThreatDamageEvent, ThreatEvent},
    ship::Cannon,
    state::ThreatStatus,
    zone::{Door, Station, ThreatZone, Zone},
};
use strum::VariantArray;

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// The points a repair (or a battlebot hit) by crew member `i` really deals to threat `t`,
    /// out of `amount`: an inaccessible threat wastes the first points of each turn (NF12: only
    /// the excess counts), and a threat whose finishing costs energy keeps its last hit point
    /// while the reactor of the repairer's zone is empty. Logs what is wasted or held back.
    pub(super) fn points_dealt(&mut self, i: usize, t: usize, amount: u8) -> u8 {
        if !self.nf_repairs() {
            return amount;
        }
        let th = &self.state.threats[t];
        let mut amount = amount;
        if let Some((points, until_x)) = th.card.inaccessible()
            && !(until_x && th.past_x)
        {
            let wasted = amount.min(points.saturating_sub(th.wasted));
            if wasted > 0 {
                let (crew, threat) = (self.crew_ref(i), self.threat_ref(t));
                self.emit(Event::ThreatDamage(ThreatDamageEvent::Inaccessible {
                    crew,
                    threat,
                    wasted,
                }));
                amount -= wasted;
            }
        }
        let th = &self.state.threats[t];
        if amount > 0
            && th.traits.contains(Trait::FinishingCostsEnergy)
            && amount >= th.left()
            && let Some(station) = self.state.crew[i].station
        {
            let reactor = Container::Reactor(station.zone);
            if self.state.ship.energy(reactor) > 0 {
                self.drain(reactor, Some(1));
            } else {
                amount = th.left().saturating_sub(1);
                let (crew, threat) = (self.crew_ref(i), self.threat_ref(t));
                self.emit(Event::ThreatDamage(ThreatDamageEvent::FinishNeedsEnergy {
                    crew,
                    threat,
                    reactor: station.zone,
                }));
            }
        }
        amount
    }

    /// After crew member `i` repaired threat `t` for `amount` points: the bonus of a repairer
    /// leading an active battlebot squad, and the decks swapped by a threat that took damage.
    pub(super) fn after_repair(&mut self, i: usize, t: usize, amount: u8) {
        if !self.nf_repairs() {
            return;
        }
        let mut took = amount > 0;
        if let Some(n) = self.state.threats[t].card.bots_repair_bonus()
            && self.state.has_active_squad(i)
        {
            let threat = self.threat_ref(t);
            self.emit(Event::ThreatDamage(ThreatDamageEvent::Hurt {
                threat,
                amount: n,
                why: HurtReason::RepairedWithBots,
            }));
            took = true;
        }
        if took {
            self.took_damage(t);
        }
    }

    /// After every crew member acted: a threat that exactly one crew member repaired this turn
    /// and that has a lone-repair bonus takes it.
    pub(super) fn after_actions(&mut self) -> Flow {
        if !self.nf_repairs() {
            return Ok(());
        }
        for t in 0..self.appeared {
            let th = &self.state.threats[t];
            let Some(n) = th.card.lone_repair_bonus() else {
                continue;
            };
            if th.is_active() && th.repairers.count_ones() == 1 {
                let by = th.repairers.trailing_zeros() as usize;
                let threat = self.threat_ref(t);
                self.emit(Event::ThreatDamage(ThreatDamageEvent::Hurt {
                    threat,
                    amount: n,
                    why: HurtReason::RepairedAlone,
                }));
                self.took_damage(t);
                self.check_destroyed(t, Some(by))?;
            }
        }
        Ok(())
    }

    /// Threat `t` took damage: if it swaps decks when hit, every crew member aboard changes
    /// deck in their zone.
    pub(super) fn took_damage(&mut self, t: usize) {
        if self.state.threats[t].traits.contains(Trait::HitSwapsDecks) {
            let threat = self.threat_ref(t);
            for i in self.crew_set(t, Crew::All) {
                // Advanced Special Ops' protected crew member stays put (RULINGS.md NF14).
                if self.state.ignores_obstacles(i) {
                    continue;
                }
                if let Some(from) = self.state.crew[i].station {
                    let crew = self.crew_ref(i);
                    let to = from.other_deck();
                    self.emit(Event::Crew(CrewEvent::Displaced {
                        crew,
                        from,
                        to,
                        threat,
                    }));
                }
            }
        }
    }

    /// Whether a sealed door stands between zones `from` and `to` for a crew member (`Some`)
    /// or an intruder (`None`): the one door check of every move, walking or heroic, crew or
    /// intruder (a specialization that ignores doors answers here).
    pub(super) fn door_closed(&self, from: Zone, to: Zone, _crew: Option<usize>) -> bool {
        Door::between(from, to).is_some_and(|d| self.state.expansion.hazards.sealed(d))
    }

    /// The zone a move from `from` toward `to` reaches, stopping before the first sealed door
    /// (a heroic move goes as far as the doors let it, NF9).
    pub(super) fn reachable_zone(&self, from: Zone, to: Zone, crew: Option<usize>) -> Zone {
        let mut at = from;
        while at != to {
            let next = if to.index() > at.index() {
                at.blueward()
            } else {
                at.redward()
            };
            match next {
                Some(n) if !self.door_closed(at, n, crew) => at = n,
                _ => break,
            }
        }
        at
    }

    /// Whether a zone's lasers fire blind this turn: its optics are disrupted and nobody gives
    /// targeting help (no visual confirmation this turn, no pilot out in the interceptors).
    pub(super) fn blind(&self, zone: Zone) -> bool {
        let ship = &self.state.ship;
        self.state.expansion.hazards.optics_disrupted(zone)
            && ship.confirming_now == 0
            && ship.pilot.is_none()
    }

    /// The central heavy laser has just fired: every threat that short-circuits it attacks
    /// every zone, the shields absorbing.
    pub(super) fn short_circuits(&mut self) -> Flow {
        for t in 0..self.appeared {
            let th = &self.state.threats[t];
            let Some(n) = th.card.short_circuit() else {
                continue;
            };
            if th.is_active() {
                let threat = self.threat_ref(t);
                self.emit(Event::ThreatDamage(ThreatDamageEvent::ShortCircuit {
                    threat,
                }));
                for &z in Zone::VARIANTS {
                    self.attack_zone_shielded(t, z, n)?;
                }
            }
        }
        Ok(())
    }

    /// Whether the central heavy laser has fired this turn.
    pub(super) fn central_laser_fired(&self) -> bool {
        self.state.ship.has_fired(Cannon::Heavy(Zone::White))
    }

    /// Crew member `i` is delayed from the next turn and plays this turn's card again then.
    pub(super) fn repeat(&mut self, i: usize) {
        self.note_push(i);
        let turn = self.turn();
        if turn >= crate::phase::LAST_TURN || self.state.crew[i].knocked_out {
            return;
        }
        let mut board = self.state.crew[i].actions;
        let lost = crate::state::repeat(&mut board, turn);
        if board == self.state.crew[i].actions {
            return;
        }
        let crew = self.crew_ref(i);
        self.emit(Event::Crew(CrewEvent::Repeats { crew, turn, lost }));
    }

    /// Crew in red stations and crew in blue stations swap places, each on its deck.
    pub(super) fn swap_sides(&mut self, t: usize) {
        let threat = self.threat_ref(t);
        for i in self.crew_set(t, Crew::All) {
            let Some(from) = self.state.crew[i].station else {
                continue;
            };
            let zone = match from.zone {
                Zone::Red => Zone::Blue,
                Zone::Blue => Zone::Red,
                Zone::White => continue,
            };
            let crew = self.crew_ref(i);
            let to = Station::new(zone, from.deck);
            self.emit(Event::Crew(CrewEvent::Displaced {
                crew,
                from,
                to,
                threat,
            }));
        }
    }

    /// Threat `t`'s secret card appears and performs its whole trajectory at once, every X, Y
    /// and Z in order, then is discarded: no points, no broken system (NF10).
    pub(super) fn run_secret_card(&mut self, t: usize) -> Flow {
        let found = (t + 1..self.state.threats.len()).find(|&c| {
            let th = &self.state.threats[c];
            th.caller == Some(t) && th.status == ThreatStatus::Pending
        });
        let Some(c) = found else {
            return Ok(());
        };
        // Not a call: it never waits for the end of the step, it happens now.
        let threat = self.threat_ref(c);
        let zone = ThreatZone::Internal;
        let from = self.state.threats[c].trajectory.length();
        self.emit(Event::Threat(ThreatEvent::Appeared {
            threat,
            zone,
            space: from,
        }));
        self.appeared_now(c)?;
        self.emit(Event::Threat(ThreatEvent::Moved {
            threat,
            from,
            to: 1,
        }));
        let squares = self.state.threats[c].trajectory.squares_entered(from, 1);
        for square in squares {
            if !self.state.threats[c].is_active() {
                break;
            }
            self.emit(Event::Threat(ThreatEvent::Acts { threat, square }));
            let card = self.state.threats[c].card;
            for e in card.action(square) {
                if !self.state.threats[c].is_active() {
                    break;
                }
                self.effect(c, e)?;
            }
        }
        if self.state.threats[c].is_active() {
            self.emit(Event::Threat(ThreatEvent::Discarded { threat }));
        }
        Ok(())
    }

    /// A destroyed threat's hazards end: its doors open, the shields work, its optics clear.
    pub(super) fn end_hazards(&mut self, t: usize) {
        let (doors, shields, zones) = self.state.expansion.hazards.started_by(t);
        let threat = self.threat_ref(t);
        for door in doors {
            self.emit(Event::Hazard(HazardEvent::DoorReopened { threat, door }));
        }
        if shields {
            self.emit(Event::Hazard(HazardEvent::ShieldsRestored { threat }));
        }
        for zone in zones {
            self.emit(Event::Hazard(HazardEvent::OpticsRestored { threat, zone }));
        }
    }
}
