//! Changes a threat's action makes to the threat itself: healing, damage to itself, speed,
//! shield, revealed, firing back, and a jump to the neighbouring trajectory.

use super::super::{Flow, Resolver};
use crate::{
    card::ThreatEffect,
    event::{Event, HurtReason, ThreatChange, ThreatDamageEvent, ThreatEvent},
    zone::{ThreatZone, Zone},
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// Changes to the threat itself.
    pub(super) fn threat_effect(&mut self, t: usize, effect: ThreatEffect) -> Flow {
        let threat = self.threat_ref(t);
        let change = match effect {
            ThreatEffect::Heal(n) => ThreatChange::Heal(self.state.threats[t].damage.min(n)),
            ThreatEffect::HealHalf => ThreatChange::Heal(self.state.threats[t].damage / 2),
            ThreatEffect::HealAbsorbed => {
                ThreatChange::Heal(self.state.threats[t].damage.min(self.absorbed))
            }
            ThreatEffect::DamageSelf(amount) => {
                self.emit(Event::ThreatDamage(ThreatDamageEvent::Hurt {
                    threat,
                    amount,
                    why: HurtReason::OwnAction,
                }));
                return self.check_destroyed(t, None);
            }
            ThreatEffect::SpeedUp(n) => ThreatChange::SpeedUp(n),
            ThreatEffect::ShieldUp(n) => ThreatChange::ShieldUp(n),
            ThreatEffect::SetShield(n) => ThreatChange::SetShield(n),
            ThreatEffect::Reveal => ThreatChange::Revealed,
            ThreatEffect::StartFiringBack => ThreatChange::FiresBack,
            ThreatEffect::Jump { blueward } => {
                self.jump(t, blueward);
                return Ok(());
            }
        };
        if change != ThreatChange::Heal(0) {
            self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
        }
        Ok(())
    }

    /// A jump to the neighbouring zone's trajectory (red and blue wrap round), keeping the
    /// space: only if that trajectory is at least that long (RULINGS.md NF20, checked here,
    /// at the marker).
    fn jump(&mut self, t: usize, blueward: bool) {
        let th = &self.state.threats[t];
        let Some(from) = th.external_zone() else {
            return;
        };
        let to = match (from, blueward) {
            (Zone::Red, true) | (Zone::Blue, false) => Zone::White,
            (Zone::White, true) | (Zone::Red, false) => Zone::Blue,
            (Zone::White, false) | (Zone::Blue, true) => Zone::Red,
        };
        let threat = self.threat_ref(t);
        let board = self.state.boards.of(ThreatZone::External(to));
        // At the marker (NF20); a jump outside a move (none on the cards) uses its space.
        let at = if self.expansion.marker > 0 {
            self.expansion.marker
        } else {
            th.space
        };
        if board.length() >= at {
            self.emit(Event::Threat(ThreatEvent::Jumped { threat, from, to }));
        } else {
            self.emit(Event::Threat(ThreatEvent::JumpBlocked { threat, to }));
        }
    }
}
