//! Threats: they appear (R8 for unconfirmed reports), move along their trajectories and act on
//! the X/Y/Z spaces they enter (order of appearance, internal first on the same turn, R13), and
//! are destroyed, running their card's `destroyed` effects.

use super::{Bits, Flow, Resolver};
use crate::{
    card::{Crew, Target, ThreatKind, Trait},
    event::{Event, IntruderEvent, LastingEvent, ThreatChange, ThreatDamageEvent, ThreatEvent},
    state::ThreatStatus,
    trajectory::{Square, Trajectory},
    zone::Zone,
};
use strum::VariantArray;

/// The zones an attack on `target` hits, for a threat whose zone is `home`, left to right.
pub(super) fn zones(home: Zone, target: Target) -> impl Iterator<Item = Zone> {
    Zone::VARIANTS
        .iter()
        .copied()
        .filter(move |&z| match target {
            Target::Own => z == home,
            Target::Others => z != home,
            Target::All => true,
            Target::Zone(t) => z == t,
            Target::Opposite => {
                matches!((home, z), (Zone::Red, Zone::Blue) | (Zone::Blue, Zone::Red))
            }
        })
}

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    pub(super) fn appear(&mut self, turn: u8) -> Flow {
        // The threats are in order of appearance: this turn's come next, together.
        while let Some(t) = self.state.threats.get(self.appeared) {
            // Called cards (after every numbered threat) enter only when called.
            if t.turn > turn || t.caller.is_some() {
                break;
            }
            let i = self.appeared;
            self.appeared += 1;
            if t.turn < turn {
                continue;
            }
            let threat = self.threat_ref(i);
            match t.status {
                // R8: announced at its turn, but no threat (ignored since the start).
                ThreatStatus::Ignored => {
                    self.emit(Event::Threat(ThreatEvent::Ignored { threat }));
                    continue;
                }
                ThreatStatus::Pending => {}
                _ => continue,
            }
            let (zone, space) = (t.zone, t.trajectory.length());
            self.emit(Event::Threat(ThreatEvent::Appeared {
                threat,
                zone,
                space,
            }));
            self.appeared_now(i)?;
        }
        Ok(())
    }

    /// What follows any appearance (numbered, called, or a secret card run at once): the
    /// station chosen by the turn, poison drones, hit points tied to the rockets.
    #[inline(always)]
    pub(super) fn appeared_now(&mut self, t: usize) -> Flow {
        self.starts_in(t, self.turn());
        if self.in_play.contains(Trait::PoisonDrones) {
            self.place_drones(t);
        }
        self.sync_rocket_hit_points()
    }

    pub(super) fn move_threats(&mut self) -> Flow {
        // Only a threat whose turn has come can be on its trajectory.
        for t in 0..self.appeared {
            // A threat off its trajectory does nothing here unless it afflicted someone (a
            // counter it left moving on): most of them are passed over without a call.
            let th = &self.state.threats[t];
            if th.is_active() || th.afflicted != 0 {
                self.threat_step(t)?;
            }
        }
        if self.state.threats.len() > self.appeared {
            self.called_threats_move()?;
        }
        if self.in_play.contains(Trait::Accelerating) {
            for t in 0..self.state.threats.len() {
                let th = &self.state.threats[t];
                if th.is_active() && th.traits.contains(Trait::Accelerating) {
                    let threat = self.threat_ref(t);
                    let change = ThreatChange::SpeedUp(1);
                    self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
                }
            }
        }
        Ok(())
    }

    /// One threat's part of the threat step: its own move, or the counter a destroyed threat
    /// leaves moving (poison, infection) on. Inlined into the step's loop: a call per threat
    /// and turn cost more than the few tests it makes.
    #[inline(always)]
    fn threat_step(&mut self, t: usize) -> Flow {
        let th = &self.state.threats[t];
        if th.is_active() {
            if self.in_play.contains(Trait::Parasite) && self.host_lost(t) {
                return Ok(());
            }
            self.own_move(t)
        } else if self.counts_on(t) {
            let speed = th.card.speed + th.speed_bonus;
            self.advance_counter(t, speed)
        } else {
            Ok(())
        }
    }

    /// Called threats move after every numbered one, in the order they were called; then
    /// the threats called in this step enter, on the first space of their trajectory.
    fn called_threats_move(&mut self) -> Flow {
        // Most missions call nothing: no copy of the (empty) list each turn.
        if self.state.expansion.called.is_empty() {
            return Ok(());
        }
        let called = self.state.expansion.called;
        for &t in &called {
            self.threat_step(t)?;
        }
        let now = self.state.expansion.called;
        for &t in &now {
            let th = &self.state.threats[t];
            if th.status == ThreatStatus::Pending {
                let (zone, space) = (th.zone, th.trajectory.length());
                let threat = self.threat_ref(t);
                self.emit(Event::Threat(ThreatEvent::Appeared {
                    threat,
                    zone,
                    space,
                }));
                self.appeared_now(t)?;
            }
        }
        Ok(())
    }

    /// A threat's own move of the threat step: its speed (less when it is slowed after taking
    /// damage), phasing in before and out after (RULINGS.md NF33). Inlined into the step's
    /// loop with its move: a call per threat and turn cost more than the move itself.
    #[inline(always)]
    fn own_move(&mut self, t: usize) -> Flow {
        let th = &self.state.threats[t];
        let mut speed = th.card.speed + th.speed_bonus;
        // Most turns no threat was hurt: one bit test before the card's traits are read.
        if t < 64
            && self.hurt & (1 << t) != 0
            && let Some(slow) = th.card.slowed_when_damaged()
        {
            speed = speed.saturating_sub(slow).max(1);
        }
        // NF7: a basic Hypernavigator slows the external threats this turn.
        if NF && self.state.expansion.specialization.slowed && th.kind == ThreatKind::External {
            speed = speed.saturating_sub(1);
        }
        let phasing = NF && th.traits.contains(Trait::Phasing);
        let was_out = th.phased_out;
        if phasing && was_out {
            let threat = self.threat_ref(t);
            let change = ThreatChange::PhasedIn;
            self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
        }
        self.advance(t, speed)?;
        if phasing && !was_out && self.state.threats[t].is_active() {
            let threat = self.threat_ref(t);
            let change = ThreatChange::PhasedOut;
            self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
        }
        Ok(())
    }

    /// Moves a threat `spaces` toward the ship and performs every X/Y/Z it enters. Inlined
    /// where it is called: most moves enter no action square and then cost no call.
    #[inline(always)]
    pub(super) fn advance(&mut self, t: usize, spaces: u8) -> Flow {
        let th = &self.state.threats[t];
        let from = th.space;
        let to = from.saturating_sub(spaces).max(1);
        if to == from {
            return Ok(());
        }
        // The action squares entered are on the trajectory it started the move on.
        let board = th.trajectory;
        let threat = self.threat_ref(t);
        self.emit(Event::Threat(ThreatEvent::Moved { threat, from, to }));
        if !board.enters_any(from, to) {
            return Ok(());
        }
        self.act_entered(t, board, from, to)
    }

    /// Performs the X/Y/Z a threat entered moving on `board` from space `from` to space
    /// `to`, from the entry toward the ship (static tables: no allocation on this hot path).
    #[inline(never)]
    fn act_entered(&mut self, t: usize, board: Trajectory, from: u8, to: u8) -> Flow {
        if !NF {
            // The base game has no jump (which needs the marker): bit tests find them.
            for sq in board.squares_entered(from, to) {
                if !self.state.threats[t].is_active() {
                    break;
                }
                self.act_square(t, sq)?;
            }
            return Ok(());
        }
        let entered = (board.squares().iter()).filter(|&&(space, _)| space < from && space >= to);
        // Another threat's marker, when this move is a push by its action.
        let outer = self.expansion.marker;
        for &(space, sq) in entered {
            if !self.state.threats[t].is_active() {
                break;
            }
            // Where the marker is: a jump checks the new trajectory's length there (NF20).
            self.expansion.marker = space;
            self.act_square(t, sq)?;
        }
        self.expansion.marker = outer;
        Ok(())
    }

    /// Performs the X, Y or Z a threat entered. Inlined into the loops over the squares
    /// entered: a call per square cost more than its few tests.
    #[inline(always)]
    pub(super) fn act_square(&mut self, t: usize, square: Square) -> Flow {
        let threat = self.threat_ref(t);
        self.emit(Event::Threat(ThreatEvent::Acts { threat, square }));
        let card = self.state.threats[t].card;
        if square != Square::Z && card.counts_passed_spaces() {
            self.emit(Event::Threat(ThreatEvent::Changed {
                threat,
                change: ThreatChange::PassedXy,
            }));
        }
        self.absorbed = 0;
        for e in card.action(square) {
            if !self.state.threats[t].is_active() {
                break;
            }
            self.effect(t, e)?;
        }
        if square == Square::Z && self.state.threats[t].is_active() {
            self.emit(Event::Threat(ThreatEvent::Survived { threat }));
        }
        Ok(())
    }

    /// Emits the destruction of a threat whose damage has reached its hit points (or whose
    /// tokens are all gone), then what its card does when destroyed.
    #[inline(always)]
    pub(super) fn check_destroyed(&mut self, t: usize, by: Option<usize>) -> Flow {
        let th = &self.state.threats[t];
        if th.is_active() && th.is_beaten() {
            self.destroy(t, by)
        } else {
            Ok(())
        }
    }

    /// The destruction itself (out of line: most checks find the threat still standing).
    #[inline(never)]
    fn destroy(&mut self, t: usize, by: Option<usize>) -> Flow {
        let threat = self.threat_ref(t);
        let by = by.map(|c| self.crew_ref(c));
        self.emit(Event::ThreatDamage(ThreatDamageEvent::Destroyed {
            threat,
            by,
        }));
        // Called cards wait after every numbered threat (`State::new`): when the last threat
        // has no caller, no threat has one, and there is no chain to look down.
        if (self.state.threats.last()).is_some_and(|l| l.caller.is_some()) {
            self.forestall_calls(t);
        }
        // Lasting effects of its actions end with it (a hull breach's doubled damage, T7).
        let doubling = self.state.threats[t].doubling;
        for &zone in Zone::VARIANTS {
            if doubling[zone.index()] {
                let threat = self.threat_ref(t);
                self.emit(Event::Lasting(LastingEvent::DamageDoublingEnded {
                    threat,
                    zone,
                }));
            }
        }
        if NF && self.state.expansion.hazards.any() {
            self.end_hazards(t);
        }
        let card = self.state.threats[t].card;
        for e in &card.destroyed {
            self.destroyed_effect(t, e, by.as_ref())?;
        }
        Ok(())
    }

    /// A caller destroyed before it called: the card it would have called counts as
    /// destroyed too, and so on down the chain.
    fn forestall_calls(&mut self, t: usize) {
        let mut caller = t;
        while let Some(c) = (caller + 1..self.state.threats.len()).find(|&c| {
            let th = &self.state.threats[c];
            th.caller == Some(caller)
                && th.status == ThreatStatus::Pending
                && !self.state.expansion.called.contains(&c)
        }) {
            // A secret card (the Vortex's) is never revealed: it scores nothing (NF10).
            if self.state.threats[caller].card.runs_secret_card() {
                let threat = self.threat_ref(c);
                self.emit(Event::Threat(ThreatEvent::Discarded { threat }));
                break;
            }
            let (caller_ref, threat) = (self.threat_ref(caller), self.threat_ref(c));
            self.emit(Event::ThreatDamage(ThreatDamageEvent::CallForestalled {
                caller: caller_ref,
                threat,
            }));
            caller = c;
        }
    }

    /// An internal threat that appears in one of two stations by the turn: the first on an
    /// odd turn, the second on an even one (Lateral Laser Jam).
    pub(super) fn starts_in(&mut self, t: usize, turn: u8) {
        let th = &self.state.threats[t];
        // The state's copy of the card's traits: one bit test, no walk through the card.
        let card = &th.card;
        if th.traits.contains(Trait::StationByTurnParity)
            && let Some(&station) = card.stations.get(usize::from(turn.is_multiple_of(2)))
        {
            let threat = self.threat_ref(t);
            self.emit(Event::Intruder(IntruderEvent::StartsIn { threat, station }));
        }
    }

    /// Keeps the hit points of threats tied to the rockets aboard in step with them. The test
    /// inlines where it is asked (each appearance and rocket launched); few missions have such
    /// a threat.
    #[inline(always)]
    pub(super) fn sync_rocket_hit_points(&mut self) -> Flow {
        if !self.in_play.contains(Trait::HitPointsAreRockets) {
            return Ok(());
        }
        self.sync_rocket_threats()
    }

    #[inline(never)]
    fn sync_rocket_threats(&mut self) -> Flow {
        for t in 0..self.state.threats.len() {
            let th = &self.state.threats[t];
            if th.traits.contains(Trait::HitPointsAreRockets)
                && th.is_active()
                && th.hit_points != self.state.ship.rockets
            {
                let threat = self.threat_ref(t);
                let n = self.state.ship.rockets;
                self.emit(Event::Threat(ThreatEvent::Changed {
                    threat,
                    change: ThreatChange::HitPoints(n),
                }));
                self.check_destroyed(t, None)?;
            }
        }
        Ok(())
    }

    /// The zone where an internal threat's (first) token is, or an external threat's zone.
    pub(super) fn home_zone(&self, t: usize) -> Zone {
        let th = &self.state.threats[t];
        th.external_zone()
            .or_else(|| th.stations.first().or(th.progeny.first()).map(|s| s.zone))
            .or_else(|| th.card.stations.first().map(|s| s.zone))
            .unwrap_or(Zone::Red)
    }

    /// The crew aboard that an effect of threat `t` names.
    /// The set is collected before events change who is where.
    pub(super) fn crew_set(&self, t: usize, who: Crew) -> Bits {
        let th = &self.state.threats[t];
        let home = self.home_zone(t);
        let in_station = |i: usize| self.state.crew[i].station.is_some_and(|s| th.holds(s));
        let mut set = 0u64;
        for i in 0..self.state.crew.len() {
            if !self.state.is_aboard(i) {
                continue;
            }
            let here = self.state.crew[i].station;
            let named = match who {
                Crew::All => true,
                Crew::InZone => here.is_some_and(|s| s.zone == home),
                Crew::InStation => in_station(i),
                Crew::At(s) => here == Some(s),
                Crew::CarryingActiveBots => self.state.has_active_squad(i),
                Crew::InStationWithoutActiveBots => {
                    in_station(i) && !self.state.has_active_squad(i)
                }
                Crew::AllExcept(s) => here != Some(s),
                Crew::Captain => self.state.crew[i].captain,
                Crew::Alone | Crew::Sharing => {
                    let n = here.map_or(0, |s| self.state.crew_at(s).count());
                    (n == 1) == (who == Crew::Alone)
                }
                Crew::InStationExceptHost => in_station(i) && th.host != Some(i),
            };
            if named {
                set |= 1 << i;
            }
        }
        Bits(set)
    }

    /// Whether a threat is a malfunction or an intruder (its damage ignores shields).
    pub(super) fn is_internal(&self, t: usize) -> bool {
        self.state.threats[t].kind != ThreatKind::External
    }
}
