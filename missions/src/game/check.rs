//! The one check that turns the parts of a game, as a file or the boards screen holds them,
//! into a game that follows the rules of the table.
//!
//! Both the game-file loader and the boards screen may hold only some of the parts (a
//! trajectory board out of range, a card not picked yet, a `players:` that does not read):
//! the rest is still checked, against stand-ins, so that one problem does not hide the
//! others, and the game is kept only when nothing was missing. The stand-ins live here once.

use std::collections::BTreeMap;

use engine::{
    CrewMember, DamageTile, Modules, Setup, SetupError, StartingDamage, ThreatPlacement,
    Trajectories, Zone,
};

/// The parts of a game as read, each `None` when it could not be read.
#[derive(Debug, Clone, Default)]
pub struct Parts {
    /// The mission's name, if any.
    pub mission: Option<String>,
    /// The number of players (`None`: not read; one stands in, and the crew is not counted).
    pub players: Option<u8>,
    /// The trajectory boards (`None`: not read; boards 1-4 stand in).
    pub trajectories: Option<Trajectories>,
    /// The threats (`None`: not all read; the crew is checked without them).
    pub threats: Option<Vec<ThreatPlacement>>,
    /// The crew, in the order written.
    pub crew: Vec<CrewMember>,
    /// The damage tiles the crew drew, per zone.
    pub damage_tiles: BTreeMap<Zone, Vec<DamageTile>>,
    /// The damage carried in from a campaign's last mission.
    pub starting_damage: StartingDamage,
    /// The modules played.
    pub modules: Modules,
}

/// The game of `parts` ([`engine::Game::from_setup`]), or the engine's errors; a game is
/// returned only when no part was missing. The errors a stand-in would cause (the crew
/// counted against a stand-in number of players) are left out.
///
/// # Errors
/// The engine's errors about what was read (possibly none, when only a part was missing).
pub fn check(parts: Parts) -> Result<engine::Game, Vec<SetupError>> {
    let complete =
        parts.players.is_some() && parts.trajectories.is_some() && parts.threats.is_some();
    let players_known = parts.players.is_some();
    let Some(trajectories) = parts
        .trajectories
        .or_else(|| Trajectories::from_numbers([1, 2, 3, 4]).ok())
    else {
        return Err(Vec::new());
    };
    let setup = Setup {
        mission: parts.mission,
        players: parts.players.unwrap_or(1),
        trajectories,
        threats: parts.threats.unwrap_or_default(),
        crew: parts.crew,
        damage_tiles: parts.damage_tiles,
        starting_damage: parts.starting_damage,
        modules: parts.modules,
    };
    match engine::Game::from_setup(setup) {
        Ok(game) if complete => Ok(game),
        Ok(_) => Err(Vec::new()),
        Err(errors) => Err(errors
            .0
            .into_iter()
            // Stand-in players: their count is not the crew's to check.
            .filter(|e| {
                players_known
                    || !matches!(
                        e,
                        SetupError::CrewCount { .. } | SetupError::Androids { .. }
                    )
            })
            .collect()),
    }
}
