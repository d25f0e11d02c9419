//! The New Frontier's intruders: poison drones and infection that outlive the threat (its
//! token keeps moving as a counter for them, RULINGS.md NF11), mines, sabotage, a parasite
//! and its host, teleporting when damaged and the knock-out at the
//! jump. Each is a card's effect or trait, never a check of its name.

use super::{Flow, Resolver};
use crate::{
    card::{System, Trait},
    event::{Affliction, Event, IntruderEvent, KnockOutReason, ThreatEvent},
    few::Few,
    game::MAX_FIGURES,
    state::ThreatStatus,
    trajectory::Square,
    zone::{Deck, Station, Zone},
};
use strum::VariantArray;

/// Where each crew member's movement of the turn started and ended (poison judges only the
/// two ends, NF11), by crew index.
pub(super) type Paths = [Option<(Station, Station)>; MAX_FIGURES];

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// Poisons or infects a crew member (once per threat).
    pub(super) fn afflict(&mut self, t: usize, i: usize, affliction: Affliction) {
        if self.state.threats[t].afflicted & (1 << i) == 0 && !self.state.crew[i].knocked_out {
            let (crew, threat) = (self.crew_ref(i), self.threat_ref(t));
            self.emit(Event::Intruder(IntruderEvent::Afflicted {
                crew,
                threat,
                affliction,
            }));
        }
    }

    /// One station along its deck toward the most damaged zone; a tie for the most means
    /// white (NF17: as the card's text says).
    pub(super) fn move_to_most_damaged(&mut self, t: usize) {
        let Some(&from) = self.state.threats[t].stations.first() else {
            return;
        };
        let damage = |z: Zone| self.state.ship.damage[z.index()].len();
        let most = Zone::VARIANTS
            .iter()
            .copied()
            .map(damage)
            .max()
            .unwrap_or(0);
        let mut top = Zone::VARIANTS
            .iter()
            .copied()
            .filter(|&z| damage(z) == most);
        let target = match (top.next(), top.next()) {
            (Some(z), None) => z,
            _ => Zone::White,
        };
        let to = match target.index().cmp(&from.zone.index()) {
            std::cmp::Ordering::Less => from.redward(),
            std::cmp::Ordering::Greater => from.blueward(),
            std::cmp::Ordering::Equal => from,
        };
        let threat = self.threat_ref(t);
        // A sealed door stops it as it stops any intruder (NF38).
        if to != from && self.door_closed(from.zone, to.zone, None) {
            self.emit(Event::Intruder(IntruderEvent::Blocked { threat, from, to }));
        } else if to != from {
            self.emit(Event::Intruder(IntruderEvent::Moved { threat, from, to }));
        }
    }

    /// A threat with poison drones appears: the drones take the stations next to it.
    pub(super) fn place_drones(&mut self, t: usize) {
        let th = &self.state.threats[t];
        if !th.traits.contains(Trait::PoisonDrones) {
            return;
        }
        let Some(&at) = th.stations.first() else {
            return;
        };
        let mut stations = Few::<Station, 6>::new();
        for s in [at.redward(), at.blueward(), at.other_deck()] {
            if s != at && !stations.contains(&s) {
                stations.push(s);
            }
        }
        stations.as_mut_slice().sort_by_key(|s| s.index());
        let threat = self.threat_ref(t);
        self.emit(Event::Intruder(IntruderEvent::DronesPlaced {
            threat,
            stations,
        }));
    }

    /// Every ordinary move (a card's move, a heroic move; not the pilot's return) ends here:
    /// what the station entered does, the path poison judges, a parasite looking for a host.
    pub(super) fn walked(&mut self, i: usize, from: Station, to: Station) -> Flow {
        self.entered(i, to)?;
        if self.in_play.contains(Trait::PoisonDrones)
            && let Some(path) = self.expansion.paths.get_mut(i)
        {
            *path = Some((path.map_or(from, |(start, _)| start), to));
        }
        if self.in_play.contains(Trait::Parasite) {
            self.find_host(i);
        }
        Ok(())
    }

    /// NF11: at the end of the crew's actions, a crew member whose movement of the turn
    /// started or ended in a drone station is poisoned (passing through is safe).
    pub(super) fn judge_poison(&mut self) {
        if !self.in_play.contains(Trait::PoisonDrones) {
            return;
        }
        for i in 0..self.expansion.paths.len() {
            let Some((start, end)) = self.expansion.paths[i].take() else {
                continue;
            };
            for t in 0..self.appeared {
                let th = &self.state.threats[t];
                if th.is_active() && (th.drones.contains(&start) || th.drones.contains(&end)) {
                    self.afflict(t, i, Affliction::Poison);
                }
            }
        }
    }

    /// A parasite without a host attaches to the conscious crew member who just moved.
    fn find_host(&mut self, i: usize) {
        if self.state.crew[i].knocked_out {
            return;
        }
        for t in 0..self.appeared {
            let th = &self.state.threats[t];
            if th.traits.contains(Trait::Parasite) && th.is_active() && th.host.is_none() {
                let (threat, crew) = (self.threat_ref(t), self.crew_ref(i));
                self.emit(Event::Intruder(IntruderEvent::HostFound { threat, crew }));
            }
        }
    }

    /// Whether crew member `i` may fight intruder `t`: not while it is phased out (NF33),
    /// never a parasite on themselves, nor one whose host is knocked out (it has left).
    pub(super) fn fightable_by(&self, t: usize, i: usize) -> bool {
        let th = &self.state.threats[t];
        Self::reachable(th)
            && th
                .host
                .is_none_or(|h| h != i && !self.state.crew[h].knocked_out)
    }

    /// A parasite whose host is knocked out counts as survived (it leaves with them); true
    /// when it did so now.
    pub(super) fn host_lost(&mut self, t: usize) -> bool {
        let th = &self.state.threats[t];
        if th.is_active() && th.host.is_some_and(|h| self.state.crew[h].knocked_out) {
            let threat = self.threat_ref(t);
            self.emit(Event::Threat(ThreatEvent::Survived { threat }));
            return true;
        }
        false
    }

    /// A hit that damaged an intruder without beating it sends it where its card says.
    pub(super) fn teleport_if_damaged(&mut self, t: usize, amount: u8) {
        let th = &self.state.threats[t];
        if amount == 0
            || !th
                .traits
                .contains(Trait::TeleportsWhenDamaged(Station::BRIDGE))
            || !th.is_active()
            || th.is_beaten()
        {
            return;
        }
        let Some(to) = th.card.teleports_when_damaged() else {
            return;
        };
        let (threat, stations) = (self.threat_ref(t), th.stations);
        for &from in stations.iter() {
            if from != to {
                self.emit(Event::Intruder(IntruderEvent::Moved { threat, from, to }));
            }
        }
    }

    /// A destroyed threat whose Z outlives it keeps moving as a counter while someone carries
    /// its poison or infection; at Z those effects happen.
    pub(super) fn advance_counter(&mut self, t: usize, spaces: u8) -> Flow {
        let th = &self.state.threats[t];
        let from = th.space;
        let to = from.saturating_sub(spaces).max(1);
        if to == from {
            return Ok(());
        }
        let squares = th.trajectory.squares_entered(from, to);
        let threat = self.threat_ref(t);
        self.emit(Event::Threat(ThreatEvent::Moved { threat, from, to }));
        for sq in squares {
            if sq == Square::Z {
                self.emit(Event::Threat(ThreatEvent::Acts { threat, square: sq }));
                let card = self.state.threats[t].card;
                for e in card.z.iter().filter(|e| e.outlives_threat()) {
                    self.effect(t, e)?;
                }
            }
        }
        Ok(())
    }

    /// Whether a threat is a destroyed one whose counter still moves.
    pub(super) fn counts_on(&self, t: usize) -> bool {
        let th = &self.state.threats[t];
        th.status == ThreatStatus::Destroyed && th.afflicted != 0 && th.card.z_outlives_it()
    }

    /// A sabotaged system at the station is repaired instead of operated; true if one was.
    pub(super) fn repair_sabotage(&mut self, i: usize, station: Station, system: System) -> bool {
        if self.state.expansion.sabotaged.is_empty()
            || !self.state.expansion.sabotaged.contains(&(station, system))
        {
            return false;
        }
        let crew = self.crew_ref(i);
        self.emit(Event::Intruder(IntruderEvent::SabotageRepaired {
            crew,
            station,
            system,
        }));
        true
    }

    /// At the jump, a threat that knocks out everyone unless destroyed does so (whether it is
    /// still on its trajectory or survived its Z).
    pub(super) fn knock_out_at_jump(&mut self) {
        if !self.in_play.contains(Trait::KnocksOutAllAtJump) {
            return;
        }
        let culprit = (0..self.state.threats.len()).find(|&t| {
            let th = &self.state.threats[t];
            th.traits.contains(Trait::KnocksOutAllAtJump)
                && matches!(th.status, ThreatStatus::Active | ThreatStatus::Survived)
        });
        if let Some(t) = culprit {
            let threat = self.threat_ref(t);
            for i in 0..self.state.crew.len() {
                if !self.state.crew[i].knocked_out {
                    self.knock_out(i, KnockOutReason::ThreatAction(threat));
                }
            }
        }
    }

    /// The container a station fills: the shield upstairs, the reactor downstairs.
    pub(super) fn station_container(station: Station) -> crate::event::Container {
        match station.deck {
            Deck::Upper => crate::event::Container::Shield(station.zone),
            Deck::Lower => crate::event::Container::Reactor(station.zone),
        }
    }
}
