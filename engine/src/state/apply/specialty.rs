//! How a specialization's events change the state (the one `apply` of [`crate::State`]
//! hands them here).

use crate::{event::SpecialtyEvent, state::cannon_bit};
use crate::{ship::DamageTile, state::State, zone::Zone};

impl State {
    /// Applies one specialization event.
    #[inline(never)]
    pub(super) fn apply_specialty(&mut self, event: &SpecialtyEvent) {
        let s = &mut self.expansion.special;
        match event {
            SpecialtyEvent::Used { crew, advanced, .. } => {
                let uses = &mut self.crew[crew.index].uses;
                uses[usize::from(*advanced)] = uses[usize::from(*advanced)].saturating_add(1);
            }
            SpecialtyEvent::HeroicGranted { crew, lasting, .. } => {
                let set = if *lasting {
                    &mut s.heroic_next
                } else {
                    &mut s.heroic_now
                };
                *set |= bit(crew.index);
            }
            SpecialtyEvent::HeroicUsed { crew, lasting } => {
                let set = if *lasting {
                    &mut s.heroic_next
                } else {
                    &mut s.heroic_now
                };
                *set &= !bit(crew.index);
            }
            SpecialtyEvent::MedicGuards { crew } => s.medic_guards |= bit(crew.index),
            SpecialtyEvent::ProtectionStarted { crew } => {
                s.ops_window |= bit(crew.index);
                s.ops_turn |= bit(crew.index);
            }
            SpecialtyEvent::ProtectionEnded { crew } => s.ops_window &= !bit(crew.index),
            SpecialtyEvent::TemporaryShields { points, .. } => {
                for (t, p) in s.temp_shields.iter_mut().zip(points) {
                    *t = t.saturating_add(*p);
                }
            }
            SpecialtyEvent::TemporaryAbsorbed { zone, amount }
            | SpecialtyEvent::TemporaryDrained { zone, amount } => {
                let t = &mut s.temp_shields[zone.index()];
                *t = t.saturating_sub(*amount);
            }
            SpecialtyEvent::ThreatsSlowed { .. } => s.slowed = true,
            SpecialtyEvent::MissionShortened { turn, .. } => s.ends_after = Some(*turn),
            SpecialtyEvent::CannonPrepared { cannon, .. } => s.prepared |= cannon_bit(*cannon),
            SpecialtyEvent::PreparationUsed { cannon } => {
                s.prepared &= !cannon_bit(*cannon);
                if *cannon == crate::ship::Cannon::Pulse {
                    s.pulse_prepared = true;
                }
            }
            SpecialtyEvent::PulseExtended { .. } => s.pulse_extended = true,
            SpecialtyEvent::DoubleRocketLaunched { .. } => {
                s.double_rocket = true;
                self.ship.rockets = self.ship.rockets.saturating_sub(2);
                self.ship.rocket_launched = true;
            }
            SpecialtyEvent::ConfirmedAsThree { .. } => self.ship.confirming_now += 3,
            SpecialtyEvent::RemoteRepaired {
                threat,
                station,
                amount,
                ..
            } => {
                let t = &mut self.threats[threat.index];
                t.damage = t.damage.saturating_add(*amount);
                t.repaired_at.push(*station);
                t.c_actions += 1;
                self.repaired_this_turn = true;
            }
            SpecialtyEvent::TileRepaired { zone, tile, .. } => self.tile_repaired(*zone, *tile),
            SpecialtyEvent::Teleported { crew, to, .. } => {
                self.crew[crew.index].station = Some(*to);
            }
            SpecialtyEvent::NoEffect { .. } | SpecialtyEvent::Protected { .. } => {}
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
