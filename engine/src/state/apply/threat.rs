//! Threats appearing, moving, changing and leaving; the damage they take and their
//! destruction.

use crate::{
    card::ThreatKind,
    event::{Source, ThreatChange, ThreatDamageEvent, ThreatEvent},
    state::{State, ThreatStatus},
    trajectory::Square,
    zone::ThreatZone,
};

impl State {
    #[inline(always)]
    pub(super) fn apply_threat(&mut self, event: &ThreatEvent) {
        match event {
            ThreatEvent::Appeared { threat, space, .. } => {
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Active;
                t.space = *space;
            }
            ThreatEvent::Ignored { threat } => {
                self.threats[threat.index].status = ThreatStatus::Ignored
            }
            ThreatEvent::Moved { threat, to, .. } => self.threats[threat.index].space = *to,
            ThreatEvent::Changed { threat, change } => self.threat_changed(threat.index, *change),
            ThreatEvent::Called { threat, zone, .. } => {
                self.expansion.called.push(threat.index);
                let board = self.boards.of(*zone);
                let t = &mut self.threats[threat.index];
                t.zone = *zone;
                t.trajectory = board;
            }
            ThreatEvent::Jumped { threat, to, .. } => {
                let zone = ThreatZone::External(*to);
                let board = self.boards.of(zone);
                let t = &mut self.threats[threat.index];
                t.zone = zone;
                t.trajectory = board;
            }
            ThreatEvent::Discarded { threat } => {
                // No points, and no broken system: counted like an ignored report (NF10).
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Ignored;
                t.stations.clear();
                t.progeny.clear();
            }
            ThreatEvent::Acts { threat, square } => {
                if *square == Square::X {
                    self.threats[threat.index].past_x = true;
                }
            }
            ThreatEvent::Survived { threat } => self.threat_survived(threat.index),
            // Told for the log only: the threat stays where it is.
            ThreatEvent::JumpBlocked { .. } => {}
        }
    }

    /// One of a threat's values changes.
    #[inline(always)]
    fn threat_changed(&mut self, threat: usize, change: ThreatChange) {
        let t = &mut self.threats[threat];
        match change {
            ThreatChange::Heal(n) => t.damage = t.damage.saturating_sub(n),
            ThreatChange::SpeedUp(n) => t.speed_bonus += n,
            ThreatChange::ShieldUp(n) => t.shield += n as i8,
            ThreatChange::SetShield(n) => t.shield = n,
            ThreatChange::Revealed => t.revealed = true,
            ThreatChange::CryoshieldGone => t.cryoshield = false,
            ThreatChange::FiresBack => t.fires_back = true,
            ThreatChange::HitPoints(n) => t.hit_points = n,
            ThreatChange::PassedXy => t.xy_passed += 1,
            ThreatChange::ShieldDown(n) => t.shield -= n as i8,
            ThreatChange::PhasedOut => t.phased_out = true,
            ThreatChange::PhasedIn => {
                t.phased_out = false;
                t.started_out = true;
                self.expansion.phased_in_this_turn = true;
            }
        }
    }

    /// A threat reaches the end of its trajectory.
    #[inline(always)]
    fn threat_survived(&mut self, threat: usize) {
        let t = &mut self.threats[threat];
        t.status = ThreatStatus::Survived;
        if let ThreatKind::Malfunction(system) = t.card.kind {
            // A malfunction that performed Z leaves its systems unrepairable.
            for &s in &t.stations {
                self.broken.push((s, system));
            }
        }
        let t = &mut self.threats[threat];
        if t.card.kind == ThreatKind::Intruder {
            t.stations.clear();
            t.progeny.clear();
        }
    }

    #[inline(always)]
    pub(super) fn apply_threat_damage(&mut self, event: &ThreatDamageEvent) {
        match event {
            ThreatDamageEvent::Targeted { source, threat, .. } => {
                if *source == Source::Rocket {
                    self.ship.rocket_flying = false;
                    self.expansion.specialization.double_rocket = false;
                    self.threats[threat.index].rocket_hit = true;
                }
            }
            ThreatDamageEvent::Repaired {
                threat,
                amount,
                crew,
                ..
            } => {
                let station = self.crew[crew.index].station;
                let t = &mut self.threats[threat.index];
                t.damage = t.damage.saturating_add(*amount);
                if let Some(s) = station {
                    t.repaired_at.insert(s);
                }
                t.c_actions += 1;
                t.repairers |= 1 << (crew.index % 8);
                self.repaired_this_turn = true;
            }
            ThreatDamageEvent::Inaccessible { threat, wasted, .. } => {
                let t = &mut self.threats[threat.index];
                t.wasted = t.wasted.saturating_add(*wasted);
                self.repaired_this_turn = true;
            }
            ThreatDamageEvent::BotsAttack {
                threat,
                station,
                amount,
                ..
            } => self.threats[threat.index].bots_hit(*station, *amount),
            ThreatDamageEvent::Hurt { threat, amount, .. }
            | ThreatDamageEvent::Damaged {
                threat,
                taken: amount,
                ..
            } => {
                let t = &mut self.threats[threat.index];
                t.damage = t.damage.saturating_add(*amount);
            }
            ThreatDamageEvent::Destroyed { threat, .. }
            | ThreatDamageEvent::CallForestalled { threat, .. } => {
                let t = &mut self.threats[threat.index];
                t.status = ThreatStatus::Destroyed;
                t.stations.clear();
                t.progeny.clear();
            }
            // Told for the log only: the damage they change comes in `Damaged`.
            ThreatDamageEvent::NoTarget { .. }
            | ThreatDamageEvent::ShotBlind { .. }
            | ThreatDamageEvent::LasersHalved { .. }
            | ThreatDamageEvent::ShortCircuit { .. }
            | ThreatDamageEvent::FinishNeedsEnergy { .. } => {}
        }
    }
}
