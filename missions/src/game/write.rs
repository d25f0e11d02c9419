//! Writing a game file: a game (or the app's draft of one) as the plain shape the direct
//! reader takes (`formats::yaml::direct`).
//!
//! The file is a [`GameFile`], the fields of the format in plain values, written through
//! typed structs by the project's YAML crate (as `formats`' track writer is): every threat
//! and crew member a one-line flow mapping, and the mission, the names and the boards
//! double-quoted, so any text a crew types is written safely. The crate writes flow mappings
//! without inner spaces (`{turn: 1, zone: red, threat: E1-07}`); the readers take both.

use engine::{CrewColor, DamageTile, Module, Modules, StartingDamage, Station, ThreatZone, Zone};
use serde::Serialize;
use serde_saphyr::{DoubleQuoted, FlowMap, FlowSeq, SerializerOptions};

use super::Game;

/// A game the YAML writer could not write, with the writer's reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the game cannot be written as YAML: {0}")]
pub struct WriteError(pub String);

/// A game file as it is written, field by field (`docs/formats.md`, "Game file"): the text
/// and numbers it holds, not yet checked against the rules (a draft may name no card yet).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameFile {
    /// Comment lines written first, each without its `# ` (the app's draft says it is one).
    pub header: Vec<String>,
    /// The mission's name, if any.
    pub mission: Option<String>,
    /// The number of players.
    pub players: u8,
    /// The seed of the damage-tile draws.
    pub seed: u64,
    /// The modules played (written only when one is on).
    pub modules: Modules,
    /// The red, white, blue and internal trajectories' numbers.
    pub trajectories: [u8; 4],
    /// The threats, in the order written.
    pub threats: Vec<ThreatLine>,
    /// The crew, in the order written.
    pub crew: Vec<CrewLine>,
    /// The damage tiles the crew drew, zone by zone.
    pub damage_tiles: Vec<(Zone, Vec<DamageTile>)>,
    /// The damage carried in from a campaign's last mission.
    pub starting_damage: StartingDamage,
}

/// One threat of a [`GameFile`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreatLine {
    /// The turn it appeared on.
    pub turn: u8,
    /// Its zone.
    pub zone: ThreatZone,
    /// The card: an id or a unique name (a draft writes `?` for a card not picked yet).
    pub threat: String,
    /// Whether it was an unconfirmed report.
    pub unconfirmed: bool,
    /// The cards it called in, by id.
    pub calls: Vec<String>,
    /// The pile its card comes from (serious or common), when known: from the card, or from
    /// a draft's header while no card is picked (the header is where a draft writes it).
    pub serious: Option<bool>,
    /// Announced by the mission track (the boards screen keeps its turn, zone and pile);
    /// a draft's header says which.
    pub announced: bool,
}

/// One crew member of a [`GameFile`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewLine {
    /// The name.
    pub name: String,
    /// The colour, if one was given.
    pub color: Option<CrewColor>,
    /// Whether this is the captain.
    pub captain: bool,
    /// Whether this is an android.
    pub android: bool,
    /// The specialization and its level in words (`medic 2`), if any.
    pub specialization: Option<String>,
    /// The Teleporter's departure and arrival, by name.
    pub teleport: Option<[String; 2]>,
    /// The board as tokens.
    pub actions: String,
}

/// Writes a game back as a game file (what the app saves while the crew types).
///
/// # Errors
/// [`WriteError`] if the YAML writer refuses a value (every value is a number, a word or
/// double-quoted text, so this is not expected).
pub fn to_yaml(game: &Game) -> Result<String, WriteError> {
    GameFile::of(game).to_yaml()
}

impl GameFile {
    /// The file of a loaded game, as [`to_yaml`] writes it.
    pub fn of(game: &Game) -> Self {
        let s = game.game.setup();
        let name = |i: usize| s.crew.get(i).map_or("?", |c| &*c.name).to_owned();
        GameFile {
            header: Vec::new(),
            mission: s.mission.clone(),
            players: s.players,
            seed: game.seed,
            modules: s.modules,
            trajectories: s.trajectories.numbers(),
            threats: s
                .threats
                .iter()
                .map(|p| ThreatLine {
                    turn: p.turn,
                    zone: p.zone,
                    threat: p.card.id.clone(),
                    unconfirmed: p.unconfirmed,
                    calls: p.calls.iter().map(|c| c.id.clone()).collect(),
                    serious: Some(p.card.severity == engine::Severity::Serious),
                    announced: false,
                })
                .collect(),
            crew: s
                .crew
                .iter()
                .map(|c| CrewLine {
                    name: c.name.to_string(),
                    color: c.color,
                    captain: c.captain,
                    android: c.android,
                    specialization: c.specialist.map(engine::Specialist::word),
                    teleport: c
                        .specialist
                        .and_then(|sp| sp.teleport)
                        .map(|t| [name(t.departure), name(t.arrival)]),
                    actions: engine::action::board_tokens(&c.actions),
                })
                .collect(),
            damage_tiles: s
                .damage_tiles
                .iter()
                .map(|(z, tiles)| (*z, tiles.clone()))
                .collect(),
            starting_damage: s.starting_damage.clone(),
        }
    }

    /// The file as YAML text: the header's comment lines, then the fields.
    ///
    /// # Errors
    /// [`WriteError`] if the YAML writer refuses a value (not expected, as for [`to_yaml`]).
    pub fn to_yaml(&self) -> Result<String, WriteError> {
        let mut options = SerializerOptions::default();
        // `threats:` then `  - {...}`, one per line, as the examples are laid out.
        options.compact_list_indent = false;
        let body = serde_saphyr::to_string_with_options(&FileOut::new(self), options)
            .map_err(|e| WriteError(e.to_string()))?;
        let mut out = String::new();
        for line in &self.header {
            out.push_str("# ");
            out.push_str(line);
            out.push('\n');
        }
        out.push_str(&body);
        Ok(out)
    }
}

/// The file as the YAML crate writes it, in the order of the format's fields.
#[derive(Serialize)]
struct FileOut<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    mission: Option<DoubleQuoted<&'a str>>,
    players: u8,
    seed: u64,
    /// Absent for a base game.
    #[serde(skip_serializing_if = "Option::is_none")]
    modules: Option<FlowSeq<Vec<&'static str>>>,
    trajectories: FlowMap<TrajectoriesOut>,
    threats: Vec<FlowMap<ThreatOut<'a>>>,
    crew: Vec<FlowMap<CrewOut<'a>>>,
    #[serde(skip_serializing_if = "ZoneTiles::is_empty")]
    damage_tiles: ZoneTiles,
    #[serde(skip_serializing_if = "Option::is_none")]
    starting_damage: Option<CarriedOut>,
}

#[derive(Serialize)]
struct TrajectoriesOut {
    red: u8,
    white: u8,
    blue: u8,
    internal: u8,
}

#[derive(Serialize)]
struct ThreatOut<'a> {
    turn: u8,
    zone: &'static str,
    threat: &'a str,
    #[serde(skip_serializing_if = "is_false")]
    unconfirmed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    calls: Option<Calls<'a>>,
}

/// One card called in is written as a word, a chain as a list. (Inside a flow mapping every
/// list and mapping is flow already; a `FlowSeq`/`FlowMap` hint there would stay pending in
/// serde-saphyr 2.2 and turn the next block list or mapping of the file into a flow one.)
#[derive(Serialize)]
#[serde(untagged)]
enum Calls<'a> {
    One(&'a str),
    Chain(Vec<&'a str>),
}

#[derive(Serialize)]
struct CrewOut<'a> {
    name: DoubleQuoted<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<&'static str>,
    #[serde(skip_serializing_if = "is_false")]
    captain: bool,
    #[serde(skip_serializing_if = "is_false")]
    android: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    specialization: Option<&'a str>,
    /// Flow already, as a value inside the crew member's flow mapping (see [`Calls`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    teleport: Option<TeleportOut<'a>>,
    actions: DoubleQuoted<&'a str>,
}

#[derive(Serialize)]
struct TeleportOut<'a> {
    departure: DoubleQuoted<&'a str>,
    arrival: DoubleQuoted<&'a str>,
}

/// Tiles per zone, in the zones' order (red, white, blue), each a one-line list.
#[derive(Serialize, Default)]
struct ZoneTiles {
    #[serde(skip_serializing_if = "Option::is_none")]
    red: Option<FlowSeq<Vec<&'static str>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    white: Option<FlowSeq<Vec<&'static str>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    blue: Option<FlowSeq<Vec<&'static str>>>,
}

/// `starting_damage`: the tiles carried in, then the squads.
#[derive(Serialize)]
struct CarriedOut {
    #[serde(flatten)]
    tiles: ZoneTiles,
    #[serde(skip_serializing_if = "is_zero")]
    disabled_squads: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    squad_at: Option<&'static str>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl<'a> FileOut<'a> {
    fn new(file: &'a GameFile) -> Self {
        let [red, white, blue, internal] = file.trajectories;
        let carried = &file.starting_damage;
        FileOut {
            mission: file.mission.as_deref().map(DoubleQuoted),
            players: file.players,
            seed: file.seed,
            modules: (!file.modules.is_base())
                .then(|| FlowSeq(file.modules.on().map(Module::name).collect())),
            trajectories: FlowMap(TrajectoriesOut {
                red,
                white,
                blue,
                internal,
            }),
            threats: file
                .threats
                .iter()
                .map(|t| FlowMap(threat_out(t)))
                .collect(),
            crew: file.crew.iter().map(|c| FlowMap(crew_out(c))).collect(),
            damage_tiles: ZoneTiles::of(file.damage_tiles.iter().map(|(z, t)| (*z, t))),
            starting_damage: (!carried.is_empty() || carried.squad_at.is_some()).then(|| {
                CarriedOut {
                    tiles: ZoneTiles::of(carried.tiles.iter().map(|(z, t)| (*z, t))),
                    disabled_squads: carried.disabled_squads,
                    squad_at: carried.squad_at.map(Station::code),
                }
            }),
        }
    }
}

fn threat_out(t: &ThreatLine) -> ThreatOut<'_> {
    ThreatOut {
        turn: t.turn,
        zone: t.zone.name(),
        threat: &t.threat,
        unconfirmed: t.unconfirmed,
        calls: match &t.calls[..] {
            [] => None,
            [one] => Some(Calls::One(one)),
            chain => Some(Calls::Chain(chain.iter().map(String::as_str).collect())),
        },
    }
}

fn crew_out(c: &CrewLine) -> CrewOut<'_> {
    CrewOut {
        name: DoubleQuoted(&c.name),
        color: c.color.map(CrewColor::name),
        captain: c.captain,
        android: c.android,
        specialization: c.specialization.as_deref(),
        teleport: c.teleport.as_ref().map(|[departure, arrival]| TeleportOut {
            departure: DoubleQuoted(departure),
            arrival: DoubleQuoted(arrival),
        }),
        actions: DoubleQuoted(&c.actions),
    }
}

impl ZoneTiles {
    fn of<'t>(zones: impl Iterator<Item = (Zone, &'t Vec<DamageTile>)>) -> Self {
        let mut out = ZoneTiles::default();
        for (zone, tiles) in zones {
            let names = Some(FlowSeq(tiles.iter().map(|t| t.name()).collect()));
            match zone {
                Zone::Red => out.red = names,
                Zone::White => out.white = names,
                Zone::Blue => out.blue = names,
            }
        }
        out
    }

    fn is_empty(&self) -> bool {
        self.red.is_none() && self.white.is_none() && self.blue.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lists and mappings nested in a line stay on it, and the block lists and mappings
    /// after them stay block ones; a draft's header comes first.
    #[test]
    fn nested_values_stay_on_their_line() {
        let file = GameFile {
            header: vec!["draft: not complete yet".into()],
            players: 1,
            trajectories: [1, 2, 3, 4],
            threats: vec![
                ThreatLine {
                    turn: 1,
                    zone: ThreatZone::Internal,
                    threat: "?".into(),
                    unconfirmed: false,
                    calls: Vec::new(),
                    serious: Some(true),
                    announced: true,
                },
                ThreatLine {
                    turn: 2,
                    zone: ThreatZone::External(Zone::Red),
                    threat: "SE3-104".into(),
                    unconfirmed: true,
                    calls: vec!["I1-05".into(), "E1-07".into()],
                    serious: Some(true),
                    announced: false,
                },
            ],
            crew: vec![CrewLine {
                name: "Zoë \"Z\" \\".into(),
                color: Some(CrewColor::Red),
                captain: true,
                android: false,
                specialization: Some("teleporter 1".into()),
                teleport: Some(["A: b".into(), "#c".into()]),
                actions: "A S".into(),
            }],
            damage_tiles: vec![(Zone::Blue, vec![DamageTile::Shield])],
            ..GameFile::default()
        };
        assert_eq!(
            file.to_yaml().unwrap(),
            "# draft: not complete yet\n\
             players: 1\n\
             seed: 0\n\
             trajectories: {red: 1, white: 2, blue: 3, internal: 4}\n\
             threats:\n\
             \x20 - {turn: 1, zone: internal, threat: \"?\"}\n\
             \x20 - {turn: 2, zone: red, threat: SE3-104, unconfirmed: true, calls: [I1-05, E1-07]}\n\
             crew:\n\
             \x20 - {name: \"Zoë \\\"Z\\\" \\\\\", color: red, captain: true, specialization: teleporter 1, \
             teleport: {departure: \"A: b\", arrival: \"#c\"}, actions: \"A S\"}\n\
             damage_tiles:\n\
             \x20 blue: [shield]\n"
        );
    }
}
