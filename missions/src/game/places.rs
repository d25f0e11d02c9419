//! Where each entry of the setup came from in the file, to place the engine's errors.

use std::collections::BTreeMap;

use engine::{SetupError, ThreatZone, Zone};

use super::reader::Reader;
use formats::yaml::Item;

/// Where each entry of the setup came from in the file, to place the engine's errors.
#[derive(Default)]
pub(super) struct Places<'n> {
    pub(super) players: Option<&'n Item>,
    pub(super) boards: BTreeMap<ThreatZone, &'n Item>,
    pub(super) crew: Option<&'n Item>,
    /// Per crew member: (its entry, its name, its color).
    pub(super) members: Vec<CrewPlaces<'n>>,
    /// Per threat placed in the setup: its index in the file, its turn and its card.
    pub(super) threats: Vec<(usize, &'n Item, &'n Item)>,
    /// Per threat placed in the setup: its `calls`, if given.
    pub(super) calls: Vec<Option<&'n Item>>,
    /// Per zone: the list, and the node of each tile kept in the setup.
    pub(super) tiles: BTreeMap<Zone, (&'n Item, Vec<&'n Item>)>,
    /// `starting_damage` and its entries, as for `tiles`.
    pub(super) starting: Option<&'n Item>,
    pub(super) carried: BTreeMap<Zone, (&'n Item, Vec<&'n Item>)>,
    pub(super) disabled_squads: Option<&'n Item>,
    pub(super) squad_at: Option<&'n Item>,
}

pub(super) struct CrewPlaces<'n> {
    pub(super) entry: &'n Item,
    pub(super) name: Option<&'n Item>,
    pub(super) color: Option<&'n Item>,
    pub(super) actions: Option<&'n Item>,
    pub(super) specialization: Option<&'n Item>,
    pub(super) teleport: Option<&'n Item>,
}

/// A place in the file and the field it is: the node, when the file has it.
type Place<'n> = (Option<&'n Item>, String);

/// Puts one of the engine's errors at the place in the file it is about.
pub(super) fn place_error(r: &mut Reader, places: &Places, e: &SetupError) {
    let (node, field) = match e {
        SetupError::Players { .. } => (places.players, "players".into()),
        SetupError::NoBoard { zone, .. } | SetupError::BoardTwice { second: zone, .. } => (
            places.boards.get(zone).copied(),
            format!("trajectories.{zone}"),
        ),
        SetupError::NoCrew
        | SetupError::CrewCount { .. }
        | SetupError::Androids { .. }
        | SetupError::TooManyFigures { .. }
        | SetupError::Captains { .. } => (places.crew, "crew".into()),
        SetupError::NoName { crew }
        | SetupError::NameControl { crew, .. }
        | SetupError::NameTwice { crew, .. } => places.member(*crew, "name", |m| m.name),
        SetupError::ColorTwice { crew, .. } => places.member(*crew, "color", |m| m.color),
        SetupError::Specialist { crew, problem } => {
            let teleport = matches!(
                problem,
                engine::game::SpecialistProblem::TeleportNotTeleporter
                    | engine::game::SpecialistProblem::TeleportNobody(_)
            );
            if teleport {
                places.member(*crew, "teleport", |m| m.teleport)
            } else {
                places.member(*crew, "specialization", |m| m.specialization)
            }
        }
        SetupError::Card { crew, .. } | SetupError::DoubleWithoutModule { crew, .. } => {
            places.member(*crew, "actions", |m| m.actions)
        }
        SetupError::ThreatTurn { threat, .. } | SetupError::SlotTaken { threat, .. } => {
            let t = places.threats.get(*threat);
            (
                t.map(|t| t.1),
                format!("threats[{}].turn", t.map_or(0, |t| t.0)),
            )
        }
        SetupError::CallsNothing { threat, .. } | SetupError::CalledKind { threat, .. } => {
            let t = places.threats.get(*threat);
            let calls = places.calls.get(*threat).copied().flatten();
            (
                calls.or(t.map(|t| t.2)),
                format!("threats[{}].calls", t.map_or(0, |t| t.0)),
            )
        }
        SetupError::WrongZone { threat, .. }
        | SetupError::CardTwice { threat, .. }
        | SetupError::ExpansionCard { threat, .. }
        | SetupError::CallMissing { threat, .. } => {
            let t = places.threats.get(*threat);
            (
                t.map(|t| t.2),
                format!("threats[{}].threat", t.map_or(0, |t| t.0)),
            )
        }
        SetupError::TileTwice { .. }
        | SetupError::DrawnTileCarried { .. }
        | SetupError::CarriedTileTwice { .. }
        | SetupError::DisabledSquads { .. }
        | SetupError::SquadStation { .. }
        | SetupError::SquadChoice { .. } => places.damage(e),
    };
    match node {
        Some(node) => r.at(node, field, crate::diag::Problem::Setup(e.clone())),
        None => r.top(&field, crate::diag::Problem::Setup(e.clone())),
    }
}

impl<'n> Places<'n> {
    /// A field of crew member `crew`'s entry (the entry itself when the field is not written).
    fn member(
        &self,
        crew: usize,
        name: &str,
        field: impl Fn(&CrewPlaces<'n>) -> Option<&'n Item>,
    ) -> Place<'n> {
        let m = self.members.get(crew);
        (
            m.and_then(|m| field(m).or(Some(m.entry))),
            format!("crew[{crew}].{name}"),
        )
    }

    /// The place of an error about the damage tiles or the damage the ship starts with.
    fn damage(&self, e: &SetupError) -> Place<'n> {
        match e {
            SetupError::TileTwice { zone, index, .. }
            | SetupError::DrawnTileCarried { zone, index, .. } => (
                self.tiles
                    .get(zone)
                    .and_then(|(_, tiles)| tiles.get(*index).copied()),
                format!("damage_tiles.{zone}"),
            ),
            SetupError::CarriedTileTwice { zone, index, .. } => (
                self.carried
                    .get(zone)
                    .and_then(|(_, tiles)| tiles.get(*index).copied()),
                format!("starting_damage.{zone}"),
            ),
            SetupError::DisabledSquads { .. } => (
                self.disabled_squads.or(self.starting),
                "starting_damage.disabled_squads".into(),
            ),
            SetupError::SquadStation { .. } | SetupError::SquadChoice { .. } => (
                self.squad_at.or(self.starting),
                "starting_damage.squad_at".into(),
            ),
            // Not an error about damage: the top of the file.
            _ => (None, String::new()),
        }
    }
}
