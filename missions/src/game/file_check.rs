//! The game file's form ([`GameFile`], as the boards screen holds it and the autosave writes
//! it) checked into a game: the cards found in the catalog and fitted to the threats' piles,
//! the boards read, and then the one [`check`] of the rules of the table.

use std::sync::Arc;

use engine::{Action, CrewMember, SetupError, Severity, Specialist, Trajectories};

use super::{DrawError, Game, GameFile, Parts, check, threats_from_track};
use crate::{catalog::Catalog, diag::Problem, track::ThreatSlot};

/// What keeps a game file's form from being a game, in the order [`GameFile::check`] finds
/// it; the front end words each (threats and boards by their index in the file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileProblem {
    /// A trajectory board out of range or used twice.
    Trajectory(SetupError),
    /// Threat `threat` has no card yet (`"?"`).
    NoCard {
        /// Its index in the file.
        threat: usize,
    },
    /// Threat `threat`'s card is not the catalog's.
    Card {
        /// Its index in the file.
        threat: usize,
        /// Why (the catalog's lookup).
        problem: Problem,
    },
    /// The cards do not fit the threats they were drawn for.
    Draw(DrawError),
    /// A card threat `threat` calls in is not the catalog's.
    Called {
        /// Its index in the file.
        threat: usize,
        /// Why (the catalog's lookup).
        problem: Problem,
    },
    /// Crew member `crew`'s board has a token that is not a card, or more than 12.
    Board {
        /// Its index in the file.
        crew: usize,
    },
    /// Crew member `crew`'s specialization is none.
    Specialization {
        /// Its index in the file.
        crew: usize,
        /// Why.
        problem: Problem,
    },
    /// A rule of the table ([`engine::Game::from_setup`]).
    Setup(SetupError),
}

impl GameFile {
    /// The game this file makes, or every reason it does not make one yet.
    ///
    /// # Errors
    /// Each [`FileProblem`], in the file's order; the rules of the table are checked even
    /// when a card or a trajectory is missing (against stand-ins, [`check`]).
    pub fn check(&self, catalog: &Catalog) -> Result<Game, Vec<FileProblem>> {
        let mut problems = Vec::new();
        let numbers = self.trajectories.map(i64::from);
        let trajectories = Trajectories::from_numbers(numbers)
            .map_err(|errors| problems.extend(errors.into_iter().map(FileProblem::Trajectory)))
            .ok();
        let threats = self.threats(catalog, &mut problems);
        let crew = self.crew(&mut problems);
        let parts = Parts {
            mission: self.mission.clone(),
            players: Some(self.players),
            trajectories,
            threats,
            crew,
            damage_tiles: self.damage_tiles.iter().cloned().collect(),
            starting_damage: self.starting_damage.clone(),
            modules: self.modules,
        };
        match check(parts) {
            Ok(game) if problems.is_empty() => Ok(Game {
                game,
                seed: self.seed,
            }),
            Ok(_) => Err(problems),
            Err(errors) => {
                problems.extend(errors.into_iter().map(FileProblem::Setup));
                Err(problems)
            }
        }
    }

    /// The threats with their cards and the cards each calls in (drawn with it, RULINGS.md
    /// NF35) (`None` when a card is missing or does not fit).
    fn threats(
        &self,
        catalog: &Catalog,
        problems: &mut Vec<FileProblem>,
    ) -> Option<Vec<engine::ThreatPlacement>> {
        let mut cards = Vec::new();
        let mut slots = Vec::new();
        for (threat, line) in self.threats.iter().enumerate() {
            if line.threat == "?" {
                problems.push(FileProblem::NoCard { threat });
                continue;
            }
            match catalog.get(&line.threat) {
                Ok(card) => {
                    let serious = line.serious.unwrap_or(card.severity == Severity::Serious);
                    slots.push(ThreatSlot {
                        turn: line.turn,
                        zone: line.zone,
                        serious,
                        unconfirmed: line.unconfirmed,
                        at: 0,
                    });
                    cards.push(card.clone());
                }
                Err(err) => problems.push(FileProblem::Card {
                    threat,
                    problem: err.problem(),
                }),
            }
        }
        if cards.len() != self.threats.len() {
            return None;
        }
        let mut placed = threats_from_track(&slots, &cards)
            .map_err(|e| problems.push(FileProblem::Draw(e)))
            .ok()?;
        for (threat, (placement, line)) in placed.iter_mut().zip(&self.threats).enumerate() {
            for id in &line.calls {
                match catalog.get(id) {
                    Ok(card) => placement.calls.push(Arc::new(card.clone())),
                    Err(err) => problems.push(FileProblem::Called {
                        threat,
                        problem: err.problem(),
                    }),
                }
            }
        }
        Some(placed)
    }

    /// The crew's boards as the engine takes them (a board that does not read is empty,
    /// and said); the Teleporter's tokens by the names of the crew members they move.
    fn crew(&self, problems: &mut Vec<FileProblem>) -> Vec<CrewMember> {
        let index = |name: &str| self.crew.iter().position(|c| c.name == name);
        let mut crew = Vec::new();
        for (i, line) in self.crew.iter().enumerate() {
            let actions = Action::parse_board(&line.actions);
            if actions.is_err() || line.actions.split_whitespace().count() > 12 {
                problems.push(FileProblem::Board { crew: i });
            }
            let specialist = line.specialization.as_deref().and_then(|word| {
                Specialist::parse(word)
                    .map_err(|e| {
                        problems.push(FileProblem::Specialization {
                            crew: i,
                            problem: Problem::UnknownSpecialization(e),
                        });
                    })
                    .ok()
            });
            let specialist = specialist.map(|mut s| {
                s.teleport = line.teleport.as_ref().and_then(|[departure, arrival]| {
                    Some(engine::specialization::Teleport {
                        departure: index(departure)?,
                        arrival: index(arrival)?,
                    })
                });
                s
            });
            crew.push(CrewMember {
                name: line.name.as_str().into(),
                color: line.color,
                captain: line.captain,
                android: line.android,
                actions: actions.unwrap_or_default(),
                specialist,
            });
        }
        crew
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A loaded game's file checks to the same game; a card not picked yet and a token that
    /// is not a card are named, and the rules are still checked around them.
    #[test]
    fn a_game_files_form_checks_to_the_game_the_loader_read() {
        let catalog = Catalog::base().unwrap();
        let text = include_str!("../../../tests/scenarios/mechanics/full-mission-five-crew.yaml");
        let game = super::super::parse_game(text, "full-mission-five-crew.yaml", &catalog).unwrap();
        let mut file = GameFile::of(&game);
        assert_eq!(file.check(&catalog), Ok(game));
        file.threats[2].threat = "?".into();
        file.crew[1].actions.push_str(" Q");
        file.crew[2].name = file.crew[0].name.clone();
        let problems = file.check(&catalog).unwrap_err();
        assert_eq!(problems[0], FileProblem::NoCard { threat: 2 });
        assert_eq!(problems[1], FileProblem::Board { crew: 1 });
        assert!(
            matches!(
                problems[2],
                FileProblem::Setup(SetupError::NameTwice { .. })
            ),
            "{problems:?}"
        );
    }
}
