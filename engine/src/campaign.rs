//! The Exploration Campaign (rulebook; `RULINGS.md` C1-C8): up to three missions flown by one
//! crew and ship, the damage left by one mission carried into the next, the repairs between
//! missions and the campaign score.
//!
//! Pure like the rest of the engine: a [`StartingDamage`] goes into a [`crate::Setup`] (checked
//! by [`crate::Game::from_setup`]); [`StartingDamage::left_by`] reads what a finished mission
//! leaves; [`repair`] checks and applies the crew's repairs; [`CampaignScore::of`] scores the
//! missions flown.

use std::collections::BTreeMap;
use strum::VariantArray;

use crate::{
    score::Score,
    ship::{DamageTile, Ship, SquadPlace},
    state::State,
    zone::{Station, Zone},
};

/// The most missions in a campaign (C1).
pub const MAX_MISSIONS: usize = 3;

/// The most damage tiles of one zone repaired between two missions.
pub const REPAIRS_PER_ZONE: usize = 2;

pub use crate::ship::{LOWER_RED, StartingDamage, UPPER_BLUE};

/// What a mission leaves and starts from, read from its states (the campaign's side of a
/// [`StartingDamage`]: it reads a [`State`], which a ship does not know).
impl StartingDamage {
    /// What a mission started from, read from its initial state (`Resolution::initial`).
    pub fn carried_by(state: &State) -> StartingDamage {
        let ship = state.ship();
        let left: Vec<bool> = ship
            .squads
            .iter()
            .map(|q| q.place == SquadPlace::LeftBehind)
            .collect();
        let disabled = left.iter().filter(|l| **l).count() as u8;
        StartingDamage {
            tiles: tiles_of(ship),
            disabled_squads: disabled,
            squad_at: (left == [true, false]).then_some(UPPER_BLUE),
        }
    }

    /// What a finished mission leaves for the next one, before repairs: every tile on the
    /// ship (the carried ones included) and every squad still disabled.
    pub fn left_by(state: &State) -> StartingDamage {
        let ship = state.ship();
        let disabled = ship.squads.iter().filter(|q| q.disabled).count() as u8;
        StartingDamage {
            tiles: tiles_of(ship),
            disabled_squads: disabled,
            squad_at: None,
        }
    }
}

/// The tiles on a ship, per zone (zones without any left out).
fn tiles_of(ship: &Ship) -> BTreeMap<Zone, Vec<DamageTile>> {
    Zone::VARIANTS
        .iter()
        .copied()
        .filter(|z| !ship.damage[z.index()].is_empty())
        .map(|z| (z, ship.damage[z.index()].iter().copied().collect()))
        .collect()
}

/// One crew member's step between missions (C6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Repair {
    /// Repairs nothing: a knocked-out crew member only recovers; anyone may pass.
    Nothing,
    /// Repairs one damage tile of a zone.
    Tile(Zone, DamageTile),
    /// Sets one disabled battlebot squad upright.
    Squad,
}

/// Why a list of repairs is not allowed. Said by the window's repairs screen, in the crew's
/// language; displayed as data, like [`crate::SetupError`] (one wording per problem).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{self:?}")]
pub enum RepairError {
    /// Not one step per crew member.
    Steps {
        /// Steps given.
        steps: usize,
        /// Crew members.
        crew: usize,
    },
    /// A crew member knocked out in the mission only recovers.
    KnockedOut {
        /// Position in crew order.
        crew: usize,
    },
    /// A tile the zone does not carry (or one already repaired).
    NoTile {
        /// Position in crew order.
        crew: usize,
        /// The zone.
        zone: Zone,
        /// The tile.
        tile: DamageTile,
    },
    /// A third repair in one zone.
    ZoneLimit {
        /// Position in crew order.
        crew: usize,
        /// The zone.
        zone: Zone,
    },
    /// A squad repair with no squad disabled.
    NoSquad {
        /// Position in crew order.
        crew: usize,
    },
}

/// The repairs between two missions (C6): `steps[i]` is the step of the crew member `i` in crew
/// order (captain first); `knocked_out[i]` whether they were knocked out in the mission just
/// flown. `squad_at` is where the one usable squad starts if one stays disabled. Returns the
/// ship carried into the next mission.
///
/// # Errors
/// Every step that the rules refuse, not only the first.
pub fn repair(
    before: &StartingDamage,
    knocked_out: &[bool],
    steps: &[Repair],
    squad_at: Option<Station>,
) -> Result<StartingDamage, Vec<RepairError>> {
    let mut errors = Vec::new();
    if steps.len() != knocked_out.len() {
        errors.push(RepairError::Steps {
            steps: steps.len(),
            crew: knocked_out.len(),
        });
    }
    let mut after = before.clone();
    let mut per_zone = [0usize; 3];
    for (crew, (&step, &out)) in steps.iter().zip(knocked_out).enumerate() {
        match step {
            Repair::Nothing => {}
            _ if out => errors.push(RepairError::KnockedOut { crew }),
            Repair::Tile(zone, tile) => {
                let tiles = after.tiles.entry(zone).or_default();
                if per_zone[zone.index()] >= REPAIRS_PER_ZONE {
                    errors.push(RepairError::ZoneLimit { crew, zone });
                } else if let Some(at) = tiles.iter().position(|t| *t == tile) {
                    tiles.remove(at);
                    per_zone[zone.index()] += 1;
                } else {
                    errors.push(RepairError::NoTile { crew, zone, tile });
                }
            }
            Repair::Squad if after.disabled_squads == 0 => {
                errors.push(RepairError::NoSquad { crew });
            }
            Repair::Squad => after.disabled_squads -= 1,
        }
    }
    after.tiles.retain(|_, t| !t.is_empty());
    after.squad_at = if after.disabled_squads == 1 {
        squad_at
    } else {
        None
    };
    if errors.is_empty() {
        Ok(after)
    } else {
        Err(errors)
    }
}

/// The score of a campaign (C7): the threats of every mission, the average of visual
/// confirmation (rounded down), and the penalties of the final ship only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CampaignScore {
    /// Points for threats destroyed and survived, all missions.
    pub threats: i32,
    /// Visual confirmation, averaged over the missions and rounded down.
    pub visual_confirmation: i32,
    /// The last mission's damage penalty (its tiles include every tile carried).
    pub damage_penalty: i32,
    /// The last mission's knock-out penalty.
    pub knock_out_penalty: i32,
    /// The last mission's squads still disabled (absent ones included).
    pub battlebot_penalty: i32,
    /// The total.
    pub total: i32,
}

impl CampaignScore {
    /// Scores the missions flown, in order. `None` when no mission was flown or one was lost
    /// (`None` in `missions`): a lost campaign scores nothing (C8).
    pub fn of(missions: &[Option<Score>]) -> Option<CampaignScore> {
        let scores: Vec<Score> = missions.iter().copied().collect::<Option<_>>()?;
        let last = scores.last()?;
        let threats = scores.iter().map(|s| s.destroyed + s.survived).sum();
        let visual: i32 = scores.iter().map(|s| s.visual_confirmation).sum();
        let visual_confirmation = visual.div_euclid(scores.len() as i32);
        let mut c = CampaignScore {
            threats,
            visual_confirmation,
            damage_penalty: last.damage_penalty,
            knock_out_penalty: last.knock_out_penalty,
            battlebot_penalty: last.battlebot_penalty,
            total: 0,
        };
        c.total = c.threats
            + c.visual_confirmation
            + c.damage_penalty
            + c.knock_out_penalty
            + c.battlebot_penalty;
        Some(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn carried() -> StartingDamage {
        StartingDamage {
            tiles: BTreeMap::from([
                (
                    Zone::Red,
                    vec![
                        DamageTile::Structural,
                        DamageTile::Shield,
                        DamageTile::Reactor,
                    ],
                ),
                (Zone::Blue, vec![DamageTile::Gravolift]),
            ]),
            disabled_squads: 1,
            squad_at: None,
        }
    }

    /// C6, the rulebook's worked example: the captain repairs the red shield, crew 1 was
    /// knocked out and only recovers, crew 2 repairs the red reactor, crew 3 may not repair a
    /// third red tile and repairs the squad instead.
    #[test]
    fn the_worked_example_of_repairs() {
        use Repair::*;
        let out = [false, true, false, false];
        let refused = repair(
            &carried(),
            &out,
            &[
                Tile(Zone::Red, DamageTile::Shield),
                Nothing,
                Tile(Zone::Red, DamageTile::Reactor),
                Tile(Zone::Red, DamageTile::Structural),
            ],
            None,
        );
        assert_eq!(
            refused,
            Err(vec![RepairError::ZoneLimit {
                crew: 3,
                zone: Zone::Red
            }])
        );
        let after = repair(
            &carried(),
            &out,
            &[
                Tile(Zone::Red, DamageTile::Shield),
                Nothing,
                Tile(Zone::Red, DamageTile::Reactor),
                Squad,
            ],
            Some(UPPER_BLUE),
        )
        .unwrap();
        assert_eq!(after.tiles_of(Zone::Red), [DamageTile::Structural]);
        assert_eq!(after.tiles_of(Zone::Blue), [DamageTile::Gravolift]);
        assert_eq!(after.disabled_squads, 0);
        assert_eq!(after.squad_at, None, "no choice with both squads aboard");
        assert_eq!(after.squads_aboard(), [true, true]);
    }

    #[test]
    fn refused_repairs_are_all_reported() {
        use Repair::*;
        let errors = repair(
            &StartingDamage::default(),
            &[true, false, false],
            &[
                Tile(Zone::Red, DamageTile::Shield),
                Tile(Zone::White, DamageTile::Reactor),
                Squad,
            ],
            None,
        )
        .unwrap_err();
        assert_eq!(
            errors,
            [
                RepairError::KnockedOut { crew: 0 },
                RepairError::NoTile {
                    crew: 1,
                    zone: Zone::White,
                    tile: DamageTile::Reactor
                },
                RepairError::NoSquad { crew: 2 },
            ]
        );
        assert_eq!(
            repair(&StartingDamage::default(), &[false], &[], None).unwrap_err(),
            [RepairError::Steps { steps: 0, crew: 1 }]
        );
    }

    #[test]
    fn the_one_usable_squad_starts_where_the_crew_chooses() {
        let mut d = carried();
        assert_eq!(d.squads_aboard(), [true, false]);
        d.squad_at = Some(UPPER_BLUE);
        assert_eq!(d.squads_aboard(), [false, true]);
        d.disabled_squads = 2;
        assert_eq!(d.squads_aboard(), [false, false]);
    }

    /// C7, the example of the rules reference: 10 + 15 threat points, visual 4 and 5
    /// (average 4), final penalties 11.
    #[test]
    fn the_campaign_score() {
        let one = Score {
            destroyed: 6,
            survived: 4,
            visual_confirmation: 4,
            total: 14,
            ..Score::default()
        };
        let two = Score {
            destroyed: 15,
            visual_confirmation: 5,
            damage_penalty: -7,
            knock_out_penalty: -2,
            battlebot_penalty: -2,
            ..Score::default()
        };
        let c = CampaignScore::of(&[Some(one), Some(two)]).unwrap();
        assert_eq!(c.threats, 25);
        assert_eq!(c.visual_confirmation, 4);
        assert_eq!(c.total, 25 + 4 - 11);
        assert_eq!(CampaignScore::of(&[Some(one), None]), None, "C8: lost");
        assert_eq!(CampaignScore::of(&[]), None);
    }
}
