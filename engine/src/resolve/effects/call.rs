//! Another card called in: the one drawn for the threat at setup enters the game, or (the
//! Space-Time Vortex's secret card) runs its whole trajectory at once.

use super::super::{Flow, Resolver};
use crate::{
    card::{CallEffect, ThreatKind},
    event::{Event, ThreatChange, ThreatEvent},
    zone::ThreatZone,
};

impl<const LOG: bool, const WATCH: bool, const NF: bool> Resolver<LOG, WATCH, NF> {
    /// A card called in.
    pub(super) fn call_effect(&mut self, t: usize, effect: CallEffect) -> Flow {
        match effect {
            CallEffect::Threat { faster_below, .. } => self.call_threat(t, faster_below),
            CallEffect::RunSecret => self.run_secret_card(t),
        }
    }

    /// Threat `t` calls in the card drawn for it: it enters at the end of this threat step
    /// (the threats step moves it in), in the caller's zone if external.
    fn call_threat(&mut self, t: usize, faster_below: Option<u8>) -> Flow {
        let found = (t + 1..self.state.threats.len()).find(|&c| {
            self.state.threats[c].caller == Some(t) && !self.state.expansion.called.contains(&c)
        });
        let Some(c) = found else {
            return Ok(());
        };
        let zone = if self.state.threats[c].kind == ThreatKind::External {
            ThreatZone::External(self.home_zone(t))
        } else {
            ThreatZone::Internal
        };
        let (caller, threat) = (self.threat_ref(t), self.threat_ref(c));
        self.emit(Event::Threat(ThreatEvent::Called {
            caller,
            threat,
            zone,
        }));
        if faster_below.is_some_and(|n| self.state.threats[t].damage < n) {
            let change = ThreatChange::SpeedUp(1);
            self.emit(Event::Threat(ThreatEvent::Changed { threat, change }));
        }
        Ok(())
    }
}
