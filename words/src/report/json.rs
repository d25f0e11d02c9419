//! The JSON result of `sitting-duck resolve --json` (`docs/formats.md` §3.2) as types: each
//! struct is one object of the documented schema with its fields in the documented order, so
//! the schema is stated once, here, and `serde` writes it.

use engine::{Outcome, Resolution, Score, StartingDamage, State, Zone};
use serde::{Serialize, Serializer};

/// The object `resolve --json` prints (and the ship's log stores with each mission).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResolveResult<'a> {
    /// `won` (the ship jumped) or `lost`.
    pub outcome: &'static str,
    /// When lost, the threat that destroyed the ship (`null` if no single one did, or won).
    pub destroyed_by: Option<&'a str>,
    /// How many damage tiles each zone has.
    pub damage: PerZone<usize>,
    /// Each zone's tiles in the order taken.
    pub damage_tiles: PerZone<Vec<&'static str>>,
    /// Every threat of the game in order of appearance.
    pub threats: Vec<ThreatResult<'a>>,
    /// The names of the crew members knocked out.
    pub knocked_out: Vec<&'a str>,
    /// The score card, `null` for a lost mission.
    pub score: Option<ScoreResult>,
    /// Only with specializations, so that base-game missions keep their JSON.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub specializations: Option<Vec<SpecializationResult<'a>>>,
    /// Only in a campaign's later missions, so that single missions keep their JSON.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub starting_damage: Option<StartingDamageJson>,
}

/// One value per zone, written as `{ "red": .., "white": .., "blue": .. }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PerZone<T> {
    /// The red zone's.
    pub red: T,
    /// The white zone's.
    pub white: T,
    /// The blue zone's.
    pub blue: T,
}

impl<T> PerZone<T> {
    fn from_fn(mut f: impl FnMut(Zone) -> T) -> Self {
        PerZone {
            red: f(Zone::Red),
            white: f(Zone::White),
            blue: f(Zone::Blue),
        }
    }
}

/// A threat and what became of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ThreatResult<'a> {
    /// The card's id (`E1-07`).
    pub id: &'a str,
    /// The card's name.
    pub name: &'a str,
    /// The turn it appeared.
    pub turn: u8,
    /// `red`, `white`, `blue` or `internal`.
    pub zone: &'static str,
    /// `destroyed`, `survived`, `in-flight` or `ignored`.
    pub result: &'static str,
}

/// The score card's figures (penalties negative; `total` their sum).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ScoreResult {
    /// Points for threats destroyed.
    pub destroyed: i32,
    /// Points for threats survived.
    pub survived: i32,
    /// Points for visual confirmation.
    pub visual_confirmation: i32,
    /// The damage penalty.
    pub damage_penalty: i32,
    /// The knock-out penalty.
    pub knock_out_penalty: i32,
    /// The battlebot penalty.
    pub battlebot_penalty: i32,
    /// The total.
    pub total: i32,
    /// The specializations' points: only with specializations, so that base-game missions
    /// keep their JSON (it comes after `total`, where it was first added).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub specializations: Option<i32>,
}

/// A crew member holding a specialization.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SpecializationResult<'a> {
    /// The crew member's name.
    pub crew: &'a str,
    /// The specialization's file word (`data-analyst`).
    pub specialization: &'static str,
    /// Its level, 1-3.
    pub level: u8,
    /// The specialization cards played.
    pub uses: Uses,
    /// The points they scored.
    pub points: i32,
}

/// Specialization cards played, basic and advanced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Uses {
    /// Basic cards played.
    pub basic: u8,
    /// Advanced cards played.
    pub advanced: u8,
}

/// The ship a campaign's mission started from (`docs/formats.md` §2.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StartingDamageJson {
    /// The tiles carried, per zone (only the zones the campaign lists, in zone order).
    pub tiles: ZoneLists,
    /// Battlebot squads still disabled.
    pub disabled_squads: u8,
    /// Where the usable squad starts, when one is disabled and the crew chose.
    pub squad_at: Option<&'static str>,
}

/// Tile names per zone, written as an object keyed by zone in zone order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ZoneLists(pub Vec<(&'static str, Vec<&'static str>)>);

impl Serialize for ZoneLists {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(zone, tiles)| (zone, tiles)))
    }
}

/// The result of `resolve --json`.
pub fn result_json(resolution: &Resolution) -> ResolveResult<'_> {
    let state = &resolution.state;
    let damage = &state.ship().damage;
    let (outcome, destroyed_by) = match &resolution.outcome {
        Outcome::Won => ("won", None),
        Outcome::Lost { destroyed_by, .. } => ("lost", destroyed_by.as_deref()),
    };
    let specialists = state.crew().iter().any(|c| c.specialist.is_some());
    let carried = StartingDamage::carried_by(&resolution.initial);
    ResolveResult {
        outcome,
        destroyed_by,
        damage: PerZone::from_fn(|z| damage[z.index()].len()),
        damage_tiles: PerZone::from_fn(|z| damage[z.index()].iter().map(|t| t.name()).collect()),
        threats: state
            .threats()
            .iter()
            .map(|t| ThreatResult {
                id: &t.card.id,
                name: &t.card.name,
                turn: t.turn,
                zone: t.zone.name(),
                result: t.status.result_name(),
            })
            .collect(),
        knocked_out: state
            .crew()
            .iter()
            .filter(|c| c.knocked_out)
            .map(|c| c.name.get())
            .collect(),
        score: resolution.score.map(|s| score_result(&s, specialists)),
        specializations: specialists.then(|| specializations_json(state)),
        starting_damage: (!carried.is_empty()).then(|| starting_damage_json(&carried)),
    }
}

fn score_result(s: &Score, specialists: bool) -> ScoreResult {
    ScoreResult {
        destroyed: s.destroyed,
        survived: s.survived,
        visual_confirmation: s.visual_confirmation,
        damage_penalty: s.damage_penalty,
        knock_out_penalty: s.knock_out_penalty,
        battlebot_penalty: s.battlebot_penalty,
        total: s.total,
        specializations: specialists.then_some(s.specializations),
    }
}

/// The ship a mission started from (`docs/formats.md`, `starting_damage`).
pub fn starting_damage_json(carried: &StartingDamage) -> StartingDamageJson {
    StartingDamageJson {
        tiles: ZoneLists(
            carried
                .tiles
                .iter()
                .map(|(z, t)| (z.name(), t.iter().map(|t| t.name()).collect()))
                .collect(),
        ),
        disabled_squads: carried.disabled_squads,
        squad_at: carried.squad_at.map(|s| s.code()),
    }
}

/// Each crew member holding a specialization: which, its level, the cards played (basic,
/// advanced) and the points they scored (`docs/formats.md` §3).
pub fn specializations_json(state: &State) -> Vec<SpecializationResult<'_>> {
    state
        .crew()
        .iter()
        .filter_map(|c| {
            let s = c.specialist?;
            Some(SpecializationResult {
                crew: c.name.get(),
                specialization: s.specialization.name(),
                level: s.level,
                uses: Uses {
                    basic: c.uses[0],
                    advanced: c.uses[1],
                },
                points: engine::score::specialization_points(c),
            })
        })
        .collect()
}
