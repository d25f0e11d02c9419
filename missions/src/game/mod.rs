//! Game files (docs/formats.md, "Game file"): a played mission, ready to resolve.
//!
//! The file is read into located YAML values (not derived structs), each field is checked
//! for its type here (a quoted `"1"` is text, not a number), and the rules of the table are
//! checked once, by [`engine::Game::from_setup`]; each of its errors is placed back at the
//! line, column and field it is about. One module per part of the file: `threats`
//! (trajectories and threats), `crew`, `damage` (damage tiles and starting damage); `reader`
//! checks each value's type, `places` puts the engine's errors back in the file.

mod check;
mod crew;
mod damage;
mod draft;
mod draw;
mod file_check;
mod places;
mod reader;
mod threats;
mod write;

use std::collections::BTreeMap;
use strum::VariantArray;

use engine::{Module, Modules, Resolution, SetupError, Zone};

pub use crate::diag::{DrawError, Pile};
pub use check::{Parts, check};
pub use draft::ReadError;
pub use draw::threats_from_track;
pub use file_check::FileProblem;
use formats::yaml::{Item, Value, read_tree};
use places::{Places, place_error};
use reader::Reader;
pub use write::{CrewLine, GameFile, ThreatLine, WriteError, to_yaml};

use crate::{
    catalog::Catalog,
    diag::{Diagnostic, Diagnostics, FieldProblem, Problem, Wants},
};

/// A loaded game file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// What to resolve: a game that follows the rules of the table.
    pub game: engine::Game,
    /// The seed for damage-tile draws (R9; default 0).
    pub seed: u64,
}

/// A loaded game file with what its warnings point at.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The game.
    pub game: Game,
    file: String,
    /// Where each zone's `damage_tiles` list is.
    tiles_at: BTreeMap<Zone, (usize, usize)>,
}

impl Loaded {
    /// What the file says that the resolution did not use: `damage_tiles` listing more tiles
    /// than the zone drew (ruling G3: fine, but the crew should know).
    pub fn warnings(&self, resolution: &Resolution) -> Vec<Diagnostic> {
        let setup = self.game.game.setup();
        let mut out = Vec::new();
        for (zone, tiles) in &setup.damage_tiles {
            let drawn = resolution.state.ship().damage[zone.index()].len();
            if let Some(unused) = tiles.get(drawn..).filter(|u| !u.is_empty()) {
                let (line, column) = self.tiles_at.get(zone).copied().unwrap_or((1, 1));
                out.push(
                    Diagnostic::new(
                        &self.file,
                        Problem::TilesNotDrawn {
                            listed: tiles.len(),
                            drawn,
                            tiles: unused.iter().map(|t| t.name().to_string()).collect(),
                        },
                    )
                    .at(line, column)
                    .field(format!("damage_tiles.{zone}")),
                );
            }
        }
        out
    }
}

const TOP_FIELDS: &[&str] = &[
    "mission",
    "players",
    "seed",
    "trajectories",
    "threats",
    "crew",
    "damage_tiles",
    "starting_damage",
    "modules",
];

/// Loads a game file from its bytes (which must be UTF-8), reporting every problem with its
/// place.
///
/// # Errors
/// Every problem found, each with its line, column and field.
pub fn load_game(bytes: &[u8], file: &str, catalog: &Catalog) -> Result<Loaded, Diagnostics> {
    let src = crate::diag::utf8(bytes, file)?;
    read_game(src, file, catalog)
}

/// Loads a game file, reporting every problem with its place.
///
/// # Errors
/// Every problem found, each with its line, column and field.
pub fn parse_game(src: &str, file: &str, catalog: &Catalog) -> Result<Game, Diagnostics> {
    read_game(src, file, catalog).map(|l| l.game)
}

fn read_game(src: &str, file: &str, catalog: &Catalog) -> Result<Loaded, Diagnostics> {
    let root = read_tree(src, file).map_err(|d| Diagnostics(vec![d]))?;
    let mut r = Reader {
        file,
        problems: Vec::new(),
    };
    let mut places = Places::default();
    let top = r.fields(&root, "", TOP_FIELDS).unwrap_or_default();

    let mission = top.get("mission").and_then(|m| match &m.value {
        Value::Null => None,
        _ => r.text(m, "mission", Wants::MissionName),
    });
    let players = read_players(&mut r, &mut places, top.get("players").copied());
    let seed = read_seed(&mut r, top.get("seed").copied());
    let trajectories =
        threats::read_trajectories(&mut r, &mut places, top.get("trajectories").copied());
    let threats = threats::read_threats(&mut r, &mut places, top.get("threats").copied(), catalog);
    let crew = crew::read_crew(&mut r, &mut places, top.get("crew").copied());
    let damage_tiles = damage::read_tiles(&mut r, &mut places, top.get("damage_tiles").copied());
    let starting_damage =
        damage::read_starting_damage(&mut r, &mut places, top.get("starting_damage").copied());
    let modules = read_modules(&mut r, top.get("modules").copied());

    let parts = Parts {
        mission,
        players,
        trajectories,
        threats: Some(threats),
        crew,
        damage_tiles,
        starting_damage,
        modules,
    };
    let game = place_errors(&mut r, &places, check(parts));
    let mut problems = r.problems;
    // A game comes back from `check` only when every part was read.
    match (game, seed) {
        (Some(game), Some(seed)) if problems.is_empty() => Ok(Loaded {
            game: Game { game, seed },
            file: file.to_string(),
            tiles_at: places
                .tiles
                .iter()
                .map(|(z, (list, _))| (*z, list.place()))
                .collect(),
        }),
        _ => {
            problems.sort_by_key(|x| (x.line, x.column));
            Err(Diagnostics(problems))
        }
    }
}

/// `players`: 1-5 (a number that does not even fit is reported with the engine's wording).
fn read_players<'n>(r: &mut Reader, places: &mut Places<'n>, node: Option<&'n Item>) -> Option<u8> {
    let players = match node {
        None => {
            r.top_field("players", FieldProblem::MissingPlayers);
            None
        }
        Some(p) => {
            places.players = Some(p);
            r.int(p, "players", Wants::Players)
        }
    };
    players.and_then(|p| match u8::try_from(p) {
        Ok(p) => Some(p),
        Err(_) => {
            let e = SetupError::Players { players: p };
            place_error(r, places, &e);
            None
        }
    })
}

/// `seed`: the damage-tile draws' seed (absent or null: 0).
fn read_seed(r: &mut Reader, node: Option<&Item>) -> Option<u64> {
    match node.map(|s| (s, &s.value)) {
        None | Some((_, Value::Null)) => Some(0),
        Some((s, _)) => match &s.value {
            Value::Int(i) => match u64::try_from(*i) {
                Ok(v) => Some(v),
                Err(_) => {
                    let found = s.value.found();
                    let wants = Wants::Seed;
                    let p = FieldProblem::Expected {
                        wants,
                        found,
                        hint: None,
                    };
                    r.field_problem(s, "seed", p);
                    None
                }
            },
            _ => {
                r.int(s, "seed", Wants::Seed);
                None
            }
        },
    }
}

/// The game [`check`] made, or each of its errors placed in the file.
fn place_errors(
    r: &mut Reader,
    places: &Places,
    checked: Result<engine::Game, Vec<SetupError>>,
) -> Option<engine::Game> {
    match checked {
        Ok(game) => Some(game),
        Err(errors) => {
            for e in &errors {
                // A missing `crew` is reported as such, not as an empty crew too.
                let crew_missing = places.crew.is_none() && *e == SetupError::NoCrew;
                if !crew_missing {
                    place_error(r, places, e);
                }
            }
            None
        }
    }
}

/// `modules`: the New Frontier modules played, a list of words (absent: the base game).
fn read_modules(r: &mut Reader, node: Option<&Item>) -> Modules {
    let mut out = Modules::BASE;
    let Some(node) = node else {
        return out;
    };
    for m in r.list(node, "modules", Wants::ModuleList) {
        let Some(word) = r.text(m, "modules", Wants::Module) else {
            continue;
        };
        match Module::parse(&word) {
            Some(module) if out.has(module) => {
                let module = word.clone();
                r.field_problem(m, "modules", FieldProblem::ModuleTwice { module });
            }
            Some(module) => out.set(module, true),
            None => {
                let known: Vec<&str> = Module::VARIANTS.iter().map(|m| m.name()).collect();
                r.at(
                    m,
                    "modules",
                    crate::diag::Problem::UnknownWord {
                        kind: crate::diag::WordKind::Module,
                        word: word.clone(),
                        expected: crew::words(&known),
                    },
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod direct_tests;
#[cfg(test)]
mod tests;
