//! An intruder moving or spreading, and what The New Frontier's intruders do: infection and
//! poison that outlive the threat (RULINGS.md NF11), mines, sabotage, a parasite's host.

use super::super::{Bits, Flow, Resolver};
use crate::{
    card::{Crew, IntruderEffect, System},
    event::{Affliction, Event, IntruderEvent, KnockOutReason},
    zone::{Station, Zone},
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// An intruder's move or spread, or one of The New Frontier intruders' effects.
    pub(super) fn intruder_effect(&mut self, t: usize, effect: IntruderEffect) -> Flow {
        let threat = self.threat_ref(t);
        match effect {
            IntruderEffect::MoveRedward => self.intruder_step(t, Station::redward),
            IntruderEffect::MoveBlueward => self.intruder_step(t, Station::blueward),
            IntruderEffect::ChangeDeck => self.intruder_step(t, Station::other_deck),
            IntruderEffect::MoveToMostCrew => self.move_to_most_crew(t),
            IntruderEffect::MoveToMostDamaged => self.move_to_most_damaged(t),
            IntruderEffect::Spread { blueward } => self.spread(t, blueward),
            IntruderEffect::Infect => {
                for i in self.crew_set(t, Crew::InStation) {
                    self.afflict(t, i, Affliction::Infection);
                }
            }
            IntruderEffect::DamageByInfected(n) => {
                let afflicted = Bits(u64::from(self.state.threats[t].afflicted));
                for i in afflicted {
                    if let (true, Some(s)) = (self.state.is_aboard(i), self.state.crew[i].station) {
                        self.attack_zone(t, s.zone, n, true)?;
                    }
                }
            }
            IntruderEffect::KnockOutPoisoned => {
                // The poison is in the body: a pilot out in the interceptors falls too (NF41).
                let afflicted = Bits(u64::from(self.state.threats[t].afflicted));
                for i in afflicted {
                    if !self.state.crew[i].knocked_out {
                        self.knock_out(i, KnockOutReason::Poisoned(threat));
                    }
                }
            }
            IntruderEffect::LayMine => {
                if let Some(&station) = self.state.threats[t].stations.first() {
                    self.emit(Event::Intruder(IntruderEvent::MineLaid { threat, station }));
                }
            }
            IntruderEffect::DetonateMines(n) => {
                let mines = self.state.threats[t].mines;
                if !mines.is_empty() {
                    self.emit(Event::Intruder(IntruderEvent::MinesDetonated { threat }));
                }
                for s in mines.iter() {
                    self.attack_zone(t, s.zone, n, true)?;
                }
            }
            IntruderEffect::Sabotage => self.sabotage(t),
            IntruderEffect::DamageHostZone(n) => {
                if let Some(h) = self.conscious_host(t) {
                    match self.state.crew[h].station {
                        Some(s) => self.attack_zone(t, s.zone, n, true)?,
                        None => self.attack_zone_shielded(t, Zone::White, n)?,
                    }
                }
            }
        }
        Ok(())
    }

    /// Every main token moves one station (`step` says where) from where it stood when the
    /// action began; a sealed door stops it as it stops the crew (NF38).
    fn intruder_step(&mut self, t: usize, step: impl Fn(Station) -> Station) {
        let threat = self.threat_ref(t);
        let from_list = self.state.threats[t].stations;
        for &from in &from_list {
            let to = step(from);
            if to != from && self.door_closed(from.zone, to.zone, None) {
                self.emit(Event::Intruder(IntruderEvent::Blocked { threat, from, to }));
            } else if to != from {
                self.emit(Event::Intruder(IntruderEvent::Moved { threat, from, to }));
            }
        }
    }

    /// RULINGS.md "Seeker": to the adjacent station with the most crew, whatever its own
    /// station holds; a tie keeps it where it is (T5).
    fn move_to_most_crew(&mut self, t: usize) {
        let threat = self.threat_ref(t);
        let Some(&from) = self.state.threats[t].stations.first() else {
            return;
        };
        let near = [from.redward(), from.blueward(), from.other_deck()];
        let crew = |s: Station| self.state.crew_at(s).count();
        let candidates =
            (near.into_iter()).filter(|s| *s != from && !self.door_closed(from.zone, s.zone, None));
        let Some(most) = candidates.clone().map(crew).max() else {
            return;
        };
        let mut best = candidates.filter(|s| crew(*s) == most);
        if let (Some(to), None) = (best.next(), best.next()) {
            self.emit(Event::Intruder(IntruderEvent::Moved { threat, from, to }));
        }
    }

    /// RULINGS.md T9: a progeny into the next station of each token, but not into a station
    /// already held by a spreading threat (this card's tokens or another slime's).
    fn spread(&mut self, t: usize, blueward: bool) {
        let threat = self.threat_ref(t);
        let slimed = |s: Station| {
            (self.state.threats.iter()).any(|o| o.is_active() && o.holds(s) && o.card.spreads())
        };
        let mut new = [None::<Station>; 6];
        let mut n = 0;
        for s in self.state.threats[t].tokens() {
            let to = if blueward { s.blueward() } else { s.redward() };
            let open = !self.door_closed(s.zone, to.zone, None);
            if to != s && open && !slimed(to) && !new[..n].contains(&Some(to)) && n < new.len() {
                new[n] = Some(to);
                n += 1;
            }
        }
        for station in new[..n].iter().flatten().copied() {
            self.emit(Event::Intruder(IntruderEvent::Spread { threat, station }));
        }
    }

    /// Systems A, B and C of its station each become a malfunction; a system already
    /// sabotaged stays one malfunction (RULINGS.md NF43).
    fn sabotage(&mut self, t: usize) {
        let threat = self.threat_ref(t);
        if let Some(&station) = self.state.threats[t].stations.first() {
            for system in [System::A, System::B, System::C] {
                if !self.state.expansion.sabotaged.contains(&(station, system)) {
                    self.emit(Event::Intruder(IntruderEvent::Sabotaged {
                        threat,
                        station,
                        system,
                    }));
                }
            }
        }
    }

    /// A parasite's host while conscious: a parasite that never found a host, or whose host is
    /// knocked out, does nothing (RULINGS.md NF44).
    pub(super) fn conscious_host(&self, t: usize) -> Option<usize> {
        let h = self.state.threats[t].host?;
        (!self.state.crew[h].knocked_out).then_some(h)
    }
}
