//! The crew's use of the ship (cannons, energy, rockets, battlebots), and what attacks do to
//! it (shields absorbing, damage tiles, energy and stores lost, destruction).

use crate::{
    event::{Container, ShipDamageEvent, ShipEvent},
    ship::{Cannon, DamageTile, SquadPlace},
    state::State,
    zone::Zone,
};

impl State {
    #[inline(always)]
    pub(super) fn apply_ship(&mut self, event: &ShipEvent) {
        match event {
            ShipEvent::Fired {
                cannon, strength, ..
            } => {
                match cannon {
                    Cannon::Heavy(z) => self.ship.reactors[z.index()] -= 1,
                    Cannon::Pulse => self.ship.reactors[Zone::White.index()] -= 1,
                    Cannon::Light(_) => {}
                }
                self.ship.fired.push((*cannon, *strength));
            }
            ShipEvent::EnergyMoved {
                from,
                to,
                amount,
                bonus,
                ..
            } => {
                *self.container(*from) -= amount;
                *self.container(*to) += amount + bonus;
            }
            ShipEvent::Refuelled { amount, bonus, .. } => {
                self.ship.fuel -= 1;
                self.ship.reactors[Zone::White.index()] += amount + bonus;
            }
            ShipEvent::RocketLaunched { .. } => {
                self.ship.rockets -= 1;
                self.ship.rocket_launched = true;
            }
            ShipEvent::RocketAdvanced => {
                self.ship.rocket_launched = false;
                self.ship.rocket_flying = true;
            }
            ShipEvent::RocketMissed => {
                self.ship.rocket_flying = false;
                self.expansion.specialization.double_rocket = false;
            }
            ShipEvent::SquadTaken { crew, squad } => {
                self.ship.squads[*squad].place = SquadPlace::Carried(crew.index);
                self.crew[crew.index].squad = Some(*squad);
            }
            ShipEvent::SquadReactivated { squad, .. } => self.ship.squads[*squad].disabled = false,
            ShipEvent::SquadDisabled { squad, .. } => self.ship.squads[*squad].disabled = true,
        }
    }

    #[inline(always)]
    pub(super) fn apply_ship_damage(&mut self, event: &ShipDamageEvent) {
        match event {
            ShipDamageEvent::ShieldAbsorbed { zone, amount } => {
                self.ship.shields[zone.index()] -= amount
            }
            ShipDamageEvent::TileDrawn { zone, tile } => self.tile_drawn(*zone, *tile),
            ShipDamageEvent::EnergyDrained { container, amount } => {
                let c = self.container(*container);
                *c = c.saturating_sub(*amount);
            }
            ShipDamageEvent::FuelDestroyed { amount } => {
                self.ship.fuel = self.ship.fuel.saturating_sub(*amount)
            }
            ShipDamageEvent::RocketDestroyed => {
                self.ship.rockets = self.ship.rockets.saturating_sub(1)
            }
            ShipDamageEvent::ShieldJoinsAttack { zone, amount } => {
                let s = &mut self.ship.shields[zone.index()];
                *s = s.saturating_sub(*amount);
            }
            ShipDamageEvent::ShipDestroyed { by, why } => {
                self.lost = Some((by.as_ref().map(|t| t.index), *why));
            }
            // Told for the log only: the tiles and absorptions follow.
            ShipDamageEvent::Attack { .. } | ShipDamageEvent::CarrierWeakened { .. } => {}
        }
    }

    /// A damage tile on a zone. Only a shield or reactor tile lowers a capacity and returns
    /// that container's excess to the bank; any other tile leaves a heroic over-fill in place
    /// (rulebook: "Structural damage has no special effect"; RULINGS.md E10).
    #[inline(always)]
    fn tile_drawn(&mut self, zone: Zone, tile: DamageTile) {
        self.ship.damage[zone.index()].push(tile);
        let container = match tile {
            DamageTile::Reactor => Container::Reactor(zone),
            DamageTile::Shield => Container::Shield(zone),
            DamageTile::Structural
            | DamageTile::Gravolift
            | DamageTile::UpperCannon
            | DamageTile::LowerCannon => return,
        };
        let cap = self.ship.capacity(container);
        let c = self.container(container);
        *c = (*c).min(cap);
    }
}
