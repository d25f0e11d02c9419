//! Compute damage (the rulebook's "Compute Damage" step): every weapon picks its target, the
//! strengths hitting each threat are summed, and each threat takes the sum less its shield
//! once (T2: the shields as they were at the start of the step). Three stages: collect the
//! hits, apply them through the shields, then what follows damage (an interceptor pilot
//! knocked out, threats that pulse when damaged).

use smallvec::SmallVec;
use strum::VariantArray;

use super::{Bits, Flow, Resolver};
use crate::{
    card::Trait,
    event::{
        Event, KnockOutReason, ShipEvent, Source, ThreatChange, ThreatDamageEvent, ThreatEvent,
    },
    few::Few,
    ship::Cannon,
    zone::Zone,
};

/// One weapon's hit on a threat.
#[derive(Debug, Clone, Copy)]
pub(super) struct Hit {
    threat: usize,
    source: Source,
    strength: u8,
}

/// The hits of one damage step. Inline room for what a turn of the base game needs (every
/// cannon, the rocket, the pulse cannon and the interceptors on a few threats): the step
/// then never touches the heap; a busier step spills over.
type Hits = SmallVec<[Hit; 16]>;

/// The step's working lists (hits, and threats that pulse when damaged with their damage
/// before the step), made on the stack for each step that shoots: inline, they cost no heap
/// and no copy (kept in the resolver, they were moved out and back in each step).
#[derive(Default)]
struct Scratch {
    /// The hits of this step.
    hits: Hits,
    /// Threats that pulse when damaged, with their damage before the step.
    pulsers: SmallVec<[(usize, u8); 4]>,
}

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// The step, when something shoots. Inlined where it is called: most turns nothing does
    /// (no cannon fired, no rocket flying, nobody in space), and then the step costs a test,
    /// not a call.
    #[inline(always)]
    pub(super) fn compute_damage(&mut self) -> Flow {
        let ship = &self.state.ship;
        if ship.fired.is_empty() && !ship.rocket_flying && ship.pilot.is_none() {
            return Ok(());
        }
        self.damage_step()
    }

    #[inline(never)]
    fn damage_step(&mut self) -> Flow {
        let scratch = &mut Scratch::default();
        // A threat that pulses when damaged does so for any damage taken in this step, an
        // explosion's included (RULINGS.md T3).
        if self.in_play.contains(Trait::PulseWhenDamaged) {
            for (i, t) in self.state.threats.iter().enumerate() {
                if t.is_active() && t.traits.contains(Trait::PulseWhenDamaged) {
                    scratch.pulsers.push((i, t.damage));
                }
            }
        }
        // T2: the shield bonus is the one at the start of the step.
        let shield_bonus = self.state.shield_boost();
        // Who can be targeted does not change while the weapons pick their targets.
        // Only a threat whose turn has come can be on its trajectory.
        // Called threats wait after the numbered ones: once one is called, look at them all.
        let upto = if self.state.expansion.called.is_empty() {
            self.appeared
        } else {
            self.state.threats.len()
        };
        self.targets = (self.state.threats.iter().take(upto.min(64)).enumerate())
            .filter(|&(t, _)| self.is_targetable(t))
            .fold(0, |bits, (t, _)| bits | 1 << t);
        let (mut misses, mut blind) = (Few::new(), Few::new());
        self.cannon_hits(&mut scratch.hits, &mut misses, &mut blind);
        for source in blind.iter().copied() {
            self.emit(Event::ThreatDamage(ThreatDamageEvent::ShotBlind { source }));
        }
        for source in misses.iter().copied() {
            self.emit(Event::ThreatDamage(ThreatDamageEvent::NoTarget { source }));
        }
        self.rocket_hit(&mut scratch.hits);
        let knock_out_pilot = self.interceptor_hits(&mut scratch.hits)?;
        // The threats hit, as bits (index modulo 64: a shared bit only costs a look).
        let mut hit_bits = 0u64;
        for hit in &scratch.hits {
            hit_bits |= 1 << (hit.threat % 64);
            let threat = self.threat_ref(hit.threat);
            self.emit(Event::ThreatDamage(ThreatDamageEvent::Targeted {
                source: hit.source,
                threat,
                strength: hit.strength,
            }));
        }
        // The bits first, then any threats past 64 looked up: one loop, so that `apply_hits`
        // inlines at its one call (a chained iterator cost more).
        let (mut bits, mut rest) = (Bits(hit_bits), 64..self.state.threats.len());
        while let Some(t) = bits
            .next()
            .or_else(|| rest.find(|t| hit_bits & (1 << (t % 64)) != 0))
        {
            if self.state.threats[t].is_active() {
                self.apply_hits(t, &scratch.hits, shield_bonus)?;
            }
        }
        self.after_damage(knock_out_pilot, &scratch.pulsers)
    }

    /// Calls `f` with each threat targetable in this step, lowest index first: the bits of
    /// the first 64 (a mission has at most 32 numbered threats), then any others looked up
    /// (only a long chain of called cards has more). Two plain loops, where a chained
    /// iterator's fold did not inline.
    #[inline(always)]
    fn each_targetable(&self, mut f: impl FnMut(usize)) {
        for t in Bits(self.targets) {
            f(t);
        }
        for t in 64..self.state.threats.len() {
            if self.is_targetable(t) {
                f(t);
            }
        }
    }

    fn is_targetable(&self, t: usize) -> bool {
        let th = &self.state.threats[t];
        th.is_active_external()
            && th.revealed
            && Self::reachable(th)
            && !(th.traits.contains(Trait::UntargetableAtDistance3) && th.distance() == 3)
    }

    /// The nearest targetable threat matching `pick` (fewest spaces, then lowest token: the
    /// first of the nearest, as they come in token order).
    #[inline(always)]
    fn nearest(&self, pick: impl Fn(usize) -> bool) -> Option<usize> {
        let mut best: Option<(u8, usize)> = None;
        self.each_targetable(|t| {
            if pick(t) {
                let space = self.state.threats[t].space;
                if best.is_none_or(|(nearest, _)| space < nearest) {
                    best = Some((space, t));
                }
            }
        });
        best.map(|(_, t)| t)
    }

    /// Each fired cannon's hits; the cannons that find no target go to `misses`, the lasers
    /// of a zone with disrupted optics and no targeting help to `blind`.
    fn cannon_hits(
        &self,
        hits: &mut Hits,
        misses: &mut Few<Source, 6>,
        blind: &mut Few<Source, 6>,
    ) {
        for &(cannon, strength) in &self.state.ship.fired {
            let source = Source::Cannon(cannon);
            match cannon {
                Cannon::Heavy(z) | Cannon::Light(z)
                    if NF && self.state.expansion.hazards.any() && self.blind(z) =>
                {
                    blind.push(source);
                }
                Cannon::Heavy(z) | Cannon::Light(z) => {
                    let heavy = matches!(cannon, Cannon::Heavy(_));
                    let target = self.nearest(|t| {
                        let th = &self.state.threats[t];
                        (th.external_zone() == Some(z) || th.traits.contains(Trait::Spanning))
                            && !(heavy && th.traits.contains(Trait::IgnoredByHeavyLasers))
                    });
                    match target {
                        Some(threat) => hits.push(Hit {
                            threat,
                            source,
                            strength,
                        }),
                        None => misses.push(source),
                    }
                }
                Cannon::Pulse => {
                    // A Mechanic's preparation: one band farther; an advanced Pulse Gunner:
                    // one band farther again, with strength 1 there (distance 3 at most).
                    let special = &self.state.expansion.specialization;
                    let range =
                        (self.state.ship.pulse_range() + u8::from(special.pulse_prepared)).min(3);
                    let far = (range + u8::from(special.pulse_extended)).min(3);
                    let before = hits.len();
                    self.each_targetable(|threat| {
                        let d = self.state.threats[threat].distance();
                        if d <= far {
                            let strength = if d <= range { strength } else { 1 };
                            hits.push(Hit {
                                threat,
                                source,
                                strength,
                            });
                        }
                    });
                    if hits.len() == before {
                        misses.push(source);
                    }
                }
            }
        }
    }

    fn rocket_hit(&mut self, hits: &mut Hits) {
        if !self.state.ship.rocket_flying {
            return;
        }
        let threats = &self.state.threats;
        let target = self
            .nearest(|t| threats[t].traits.contains(Trait::RocketMagnet))
            .or_else(|| {
                self.nearest(|t| {
                    threats[t].distance() <= 2 && !threats[t].traits.contains(Trait::RocketImmune)
                })
            });
        match target {
            Some(threat) => {
                let decoy = threats[threat].traits.contains(Trait::RocketDecoy);
                hits.push(Hit {
                    threat,
                    source: Source::Rocket,
                    strength: match (decoy, self.state.expansion.specialization.double_rocket) {
                        (true, _) => 0,
                        // Advanced Rocketeer: two rockets as one.
                        (false, true) => 5,
                        (false, false) => 3,
                    },
                });
            }
            None => self.emit(Event::Ship(ShipEvent::RocketMissed)),
        }
    }

    /// The interceptors' hits; a hull breach they fight at once. Returns the pilot to knock out
    /// after the step (a single target with an interceptor bonus) and that target.
    fn interceptor_hits(&mut self, hits: &mut Hits) -> Result<Option<(usize, usize)>, super::Stop> {
        let Some(p) = self.state.ship.pilot else {
            return Ok(None);
        };
        let bonus = u8::from(self.state.ship.pilot_heroic);
        let fought_from_interceptors = || {
            (self.state.threats.iter())
                .position(|t| t.is_active() && t.traits.contains(Trait::FoughtFromInterceptors))
        };
        if self.in_play.contains(Trait::FoughtFromInterceptors)
            && let Some(f) = fought_from_interceptors()
        {
            self.hull_breach_hit(p, f, 3 + bonus)?;
            return Ok(None);
        }
        let range = self.state.ship.pilot_range;
        // Only the threats at exactly the interceptors' range (1 in the base game; NF3).
        let at_range = |t: usize| self.state.threats[t].distance() == range;
        let (mut count, mut single) = (0usize, 0usize);
        self.each_targetable(|t| {
            if at_range(t) {
                if count == 0 {
                    single = t;
                }
                count += 1;
            }
        });
        if count == 0 {
            self.emit(Event::ThreatDamage(ThreatDamageEvent::NoTarget {
                source: Source::Interceptors,
            }));
            return Ok(None);
        }
        if count == 1 {
            let extra = self.state.threats[single].card.interceptor_bonus();
            hits.push(Hit {
                threat: single,
                source: Source::Interceptors,
                strength: 3 + bonus + extra.unwrap_or(0),
            });
            return Ok(extra.map(|_| (p, single)));
        }
        self.each_targetable(|threat| {
            if at_range(threat) {
                hits.push(Hit {
                    threat,
                    source: Source::Interceptors,
                    strength: 1 + bonus,
                });
            }
        });
        Ok(None)
    }

    /// The interceptors against a threat fought only from them: no shield, at once.
    fn hull_breach_hit(&mut self, pilot: usize, t: usize, strength: u8) -> Flow {
        let threat = self.threat_ref(t);
        self.emit(Event::ThreatDamage(ThreatDamageEvent::Targeted {
            source: Source::Interceptors,
            threat,
            strength,
        }));
        let left = self.state.threats[t].left().saturating_sub(strength);
        self.emit(Event::ThreatDamage(ThreatDamageEvent::Damaged {
            threat,
            total: strength,
            shield: 0,
            taken: strength,
            left,
        }));
        self.check_destroyed(t, Some(pilot))
    }

    /// The summed strength of every hit on threat `t`, through its shield once.
    fn apply_hits(&mut self, t: usize, hits: &[Hit], shield_bonus: i8) -> Flow {
        let (mut hit, mut total, mut pulse_hit, mut rocket_hit) = (false, 0u8, false, false);
        let mut lasers = 0u8;
        for h in hits.iter().filter(|h| h.threat == t) {
            hit = true;
            total = total.saturating_add(h.strength);
            pulse_hit |= h.source == Source::Cannon(Cannon::Pulse);
            rocket_hit |= h.source == Source::Rocket && h.strength > 0;
            if matches!(
                h.source,
                Source::Cannon(Cannon::Heavy(_) | Cannon::Light(_))
            ) {
                lasers = lasers.saturating_add(h.strength);
            }
        }
        if !hit || !self.state.threats[t].is_active() {
            return Ok(());
        }
        let threat = self.threat_ref(t);
        if lasers > 0 && self.state.threats[t].traits.contains(Trait::Polarized) {
            total -= self.polarized(t, lasers);
        }
        let th = &self.state.threats[t];
        if th.cryoshield {
            let left = th.left();
            self.emit(Event::Threat(ThreatEvent::Changed {
                threat,
                change: ThreatChange::CryoshieldGone,
            }));
            self.emit(Event::ThreatDamage(ThreatDamageEvent::Damaged {
                threat,
                total,
                shield: 0,
                taken: 0,
                left,
            }));
            return Ok(());
        }
        let shield = if th.traits.contains(Trait::PulseVulnerable) && pulse_hit {
            0
        } else {
            th.shield + shield_bonus
        };
        let mut taken = if total == 0 {
            0
        } else {
            (i16::from(total) - i16::from(shield)).clamp(0, 255) as u8
        };
        if let Some(cap) = th.card.max_damage_per_turn() {
            taken = taken.min(cap);
        }
        let left = th.left().saturating_sub(taken);
        self.emit(Event::ThreatDamage(ThreatDamageEvent::Damaged {
            threat,
            total,
            shield,
            taken,
            left,
        }));
        if rocket_hit && self.state.threats[t].traits.contains(Trait::RocketMagnet) && left > 0 {
            self.emit(Event::Threat(ThreatEvent::Changed {
                threat,
                change: ThreatChange::ShieldUp(1),
            }));
        }
        if taken > 0 && t < 64 {
            self.hurt |= 1 << t;
        }
        if self.state.threats[t].traits.contains(Trait::Megashield) && left > 0 {
            self.megashield_weakens(t);
        }
        self.check_destroyed(t, None)
    }

    /// Polarized: the lasers' summed strength counts half, rounded up; returns what it loses.
    fn polarized(&mut self, t: usize, lasers: u8) -> u8 {
        let counted = lasers.div_ceil(2);
        let threat = self.threat_ref(t);
        self.emit(Event::ThreatDamage(ThreatDamageEvent::LasersHalved {
            threat,
            lasers,
            counted,
        }));
        lasers - counted
    }

    /// Megashield: targeted (even if nothing got through), its shield drops by 1, never below
    /// 0 (RULINGS.md NF19).
    fn megashield_weakens(&mut self, t: usize) {
        if self.state.threats[t].shield > 0 {
            let threat = self.threat_ref(t);
            let change = ThreatChange::ShieldDown(1);
            self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
        }
    }

    /// After damage: the pilot who flew into a threat with an interceptor bonus is knocked
    /// out; threats that took damage in the step and pulse when damaged attack every zone.
    fn after_damage(
        &mut self,
        knock_out_pilot: Option<(usize, usize)>,
        pulsers: &[(usize, u8)],
    ) -> Flow {
        if let Some((p, t)) = knock_out_pilot {
            let threat = self.threat_ref(t);
            self.knock_out(p, KnockOutReason::FlewInto(threat));
        }
        for &(t, before) in pulsers {
            let th = &self.state.threats[t];
            if th.is_active() && th.damage > before {
                for &z in Zone::VARIANTS {
                    self.attack_zone(t, z, 1, false)?;
                }
            }
        }
        Ok(())
    }
}
