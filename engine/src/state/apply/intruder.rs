//! Intruders' tokens moving and spreading; poison, infection, drones, mines, sabotage, and
//! parasites' hosts.

use crate::{event::IntruderEvent, state::State};

impl State {
    #[inline(always)]
    pub(super) fn apply_intruder(&mut self, event: &IntruderEvent) {
        match event {
            IntruderEvent::Moved { threat, from, to } => {
                let t = &mut self.threats[threat.index];
                let tokens = t.stations.as_mut_slice().iter_mut();
                for s in tokens.chain(t.progeny.as_mut_slice().iter_mut()) {
                    if s == from {
                        *s = *to;
                    }
                }
            }
            IntruderEvent::Spread { threat, station } => {
                self.threats[threat.index].progeny.push(*station)
            }
            IntruderEvent::StartsIn { threat, station } => {
                let t = &mut self.threats[threat.index];
                t.stations.clear();
                t.stations.push(*station);
            }
            IntruderEvent::Afflicted { crew, threat, .. } => {
                self.threats[threat.index].afflicted |= 1 << crew.index;
            }
            IntruderEvent::DronesPlaced { threat, stations } => {
                self.threats[threat.index].drones = *stations;
            }
            IntruderEvent::MineLaid { threat, station } => {
                self.threats[threat.index].mines.push(*station);
            }
            IntruderEvent::MinesDetonated { threat } => self.threats[threat.index].mines.clear(),
            IntruderEvent::Sabotaged {
                station, system, ..
            } => self.expansion.sabotaged.push((*station, *system)),
            IntruderEvent::SabotageRepaired {
                station, system, ..
            } => self
                .expansion
                .sabotaged
                .retain(|x| *x != (*station, *system)),
            IntruderEvent::HostFound { threat, crew } => {
                self.threats[threat.index].host = Some(crew.index);
                self.expansion.hosts |= 1 << crew.index;
                self.carry_parasites(crew.index);
            }
            // Told for the log only: the intruder stays where it is.
            IntruderEvent::Blocked { .. } => {}
        }
    }
}
