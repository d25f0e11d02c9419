//! How a specialization's events change the state (the one `apply` of [`crate::State`]
//! hands them here).

use crate::{event::SpecializationEvent, state::cannon_bit};
use crate::{ship::DamageTile, state::State, zone::Zone};

impl State {
    /// Applies one specialization event.
    #[inline(never)]
    pub(super) fn apply_specialization(&mut self, event: &SpecializationEvent) {
        let s = &mut self.expansion.specialization;
        match event {
            SpecializationEvent::Used { crew, advanced, .. } => {
                let uses = &mut self.crew[crew.index].uses;
                uses[usize::from(*advanced)] = uses[usize::from(*advanced)].saturating_add(1);
            }
            SpecializationEvent::HeroicGranted { crew, lasting, .. } => {
                let set = if *lasting {
                    &mut s.heroic_next
                } else {
                    &mut s.heroic_now
                };
                *set |= bit(crew.index);
            }
            SpecializationEvent::HeroicUsed { crew, lasting } => {
                let set = if *lasting {
                    &mut s.heroic_next
                } else {
                    &mut s.heroic_now
                };
                *set &= !bit(crew.index);
            }
            SpecializationEvent::MedicGuards { crew } => s.medic_guards |= bit(crew.index),
            SpecializationEvent::ProtectionStarted { crew } => {
                s.ops_window |= bit(crew.index);
                s.ops_turn |= bit(crew.index);
            }
            SpecializationEvent::ProtectionEnded { crew } => s.ops_window &= !bit(crew.index),
            SpecializationEvent::TemporaryShields { points, .. } => {
                for (t, p) in s.temp_shields.iter_mut().zip(points) {
                    *t = t.saturating_add(*p);
                }
            }
            SpecializationEvent::TemporaryAbsorbed { zone, amount }
            | SpecializationEvent::TemporaryDrained { zone, amount } => {
                let t = &mut s.temp_shields[zone.index()];
                *t = t.saturating_sub(*amount);
            }
            SpecializationEvent::ThreatsSlowed { .. } => s.slowed = true,
            SpecializationEvent::MissionShortened { turn, .. } => s.ends_after = Some(*turn),
            SpecializationEvent::CannonPrepared { cannon, .. } => s.prepared |= cannon_bit(*cannon),
            SpecializationEvent::PreparationUsed { cannon } => {
                s.prepared &= !cannon_bit(*cannon);
                if *cannon == crate::ship::Cannon::Pulse {
                    s.pulse_prepared = true;
                }
            }
            SpecializationEvent::PulseExtended { .. } => s.pulse_extended = true,
            SpecializationEvent::DoubleRocketLaunched { .. } => {
                s.double_rocket = true;
                self.ship.rockets = self.ship.rockets.saturating_sub(2);
                self.ship.rocket_launched = true;
            }
            SpecializationEvent::ConfirmedAsThree { .. } => self.ship.confirming_now += 3,
            SpecializationEvent::RemoteRepaired {
                threat,
                station,
                amount,
                ..
            } => {
                let t = &mut self.threats[threat.index];
                t.damage = t.damage.saturating_add(*amount);
                t.repaired_at.insert(*station);
                t.c_actions += 1;
                self.repaired_this_turn = true;
            }
            SpecializationEvent::TileRepaired { zone, tile, .. } => {
                self.tile_repaired(*zone, *tile)
            }
            SpecializationEvent::Teleported { crew, to, .. } => {
                self.crew[crew.index].station = Some(*to);
            }
            SpecializationEvent::NoEffect { .. } | SpecializationEvent::Protected { .. } => {}
        }
    }

    /// A damage tile leaves the ship: the capacity it took comes back (not the energy).
    fn tile_repaired(&mut self, zone: Zone, tile: DamageTile) {
        let tiles = &mut self.ship.damage[zone.index()];
        if let Some(p) = tiles.iter().rposition(|t| *t == tile) {
            tiles.remove(p);
        }
        if tile == DamageTile::Structural
            && !self.ship.damage[zone.index()].contains(&DamageTile::Structural)
        {
            self.ship.carried_structural[zone.index()] = false;
        }
    }
}

fn bit(i: usize) -> u8 {
    if i < 8 { 1 << i } else { 0 }
}
