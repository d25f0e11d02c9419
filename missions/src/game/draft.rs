//! A game file that is not a game yet: the boards screen's draft, written in the game
//! file's own format and read back as written.
//!
//! What the fields cannot say while the crew is still typing (the pile of a threat whose
//! card is not picked yet, which threats the track announced, that it is a draft at all) is
//! written as the header's comment lines, which the loader skips: so the autosave is one
//! file, a game file the crew could load once it is complete. [`GameFile::read`] checks
//! nothing against the rules: a card not picked yet (`"?"`) or a mistyped token comes back
//! as typed, for [`super::check`] to judge.

use std::collections::BTreeMap;
use strum::VariantArray;

use engine::{CrewColor, DamageTile, Module, Modules, StartingDamage, Station, ThreatZone, Zone};
use serde::Deserialize;

use super::write::{CrewLine, GameFile, ThreatLine};
use crate::diag::{Problem, WordKind};

/// The header line that says the file is a draft.
const DRAFT: &str = "draft: not complete yet";
/// The header line that gives each threat's pile (`serious`, `common`), in order.
const PILES: &str = "piles, threat by threat: ";
/// The header line that numbers (from 1) the threats the mission track announced.
const ANNOUNCED: &str = "announced by the track, threats: ";

/// A file that is not a game file even as a draft.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// Not YAML of the game file's shape: the YAML crate's reason, as it gives it.
    #[error("{0}")]
    Shape(String),
    /// A word of the format that is not one ([`Problem::UnknownWord`]: `words` says it in
    /// the crew's language).
    #[error("unknown word `{word}`", word = unknown_word(.0))]
    Word(Problem),
}

/// The word of a [`ReadError::Word`], for its English `Display`.
fn unknown_word(problem: &Problem) -> &str {
    match problem {
        Problem::UnknownWord { word, .. } => word,
        _ => "?",
    }
}

impl GameFile {
    /// The file with the draft's header: it is a draft, each threat's pile, and the
    /// threats the track announced.
    #[must_use]
    pub fn as_draft(mut self) -> Self {
        self.header.push(DRAFT.to_owned());
        if !self.threats.is_empty() {
            let piles: Vec<&str> = self
                .threats
                .iter()
                .map(|t| match t.serious {
                    Some(true) => "serious",
                    _ => "common",
                })
                .collect();
            self.header.push(format!("{PILES}{}", piles.join(", ")));
        }
        let announced: Vec<String> = (1..)
            .zip(&self.threats)
            .filter(|(_, t)| t.announced)
            .map(|(n, _)| n.to_string())
            .collect();
        if !announced.is_empty() {
            self.header
                .push(format!("{ANNOUNCED}{}", announced.join(", ")));
        }
        self
    }

    /// Nothing typed or picked: no board text, no card.
    pub fn is_blank(&self) -> bool {
        self.crew.iter().all(|c| c.actions.trim().is_empty())
            && self.threats.iter().all(|t| t.threat == "?")
    }

    /// Reads a game file (or a draft of one) back as written: the header's pile and
    /// announced threats included, nothing checked against the catalog or the rules.
    ///
    /// # Errors
    /// [`ReadError`] when the text is not YAML of the game file's shape, with the YAML
    /// crate's reason.
    pub fn read(text: &str) -> Result<GameFile, ReadError> {
        let file: FileIn =
            serde_saphyr::from_str(text).map_err(|e| ReadError::Shape(e.to_string()))?;
        let header: Vec<&str> = text
            .lines()
            .map_while(|line| line.strip_prefix('#'))
            .map(str::trim)
            .collect();
        let piles: Vec<bool> = header
            .iter()
            .find_map(|line| line.strip_prefix(PILES))
            .map(|piles| piles.split(", ").map(|p| p.trim() == "serious").collect())
            .unwrap_or_default();
        let announced: Vec<usize> = header
            .iter()
            .find_map(|line| line.strip_prefix(ANNOUNCED))
            .map(|n| {
                n.split(", ")
                    .filter_map(|n| n.trim().parse().ok())
                    .collect()
            })
            .unwrap_or_default();
        let threats = (1..)
            .zip(file.threats)
            .map(|(n, t)| t.line(piles.get(n - 1).copied(), announced.contains(&n)))
            .collect::<Result<_, _>>()?;
        Ok(GameFile {
            header: Vec::new(),
            mission: file.mission,
            players: file.players,
            seed: file.seed,
            modules: modules(&file.modules)?,
            trajectories: [
                file.trajectories.red,
                file.trajectories.white,
                file.trajectories.blue,
                file.trajectories.internal,
            ],
            threats,
            crew: file
                .crew
                .into_iter()
                .map(CrewIn::line)
                .collect::<Result<_, _>>()?,
            damage_tiles: tiles(&file.damage_tiles)?.into_iter().collect(),
            starting_damage: StartingDamage {
                tiles: tiles(&file.starting_damage.tiles)?,
                disabled_squads: file.starting_damage.disabled_squads,
                squad_at: file
                    .starting_damage
                    .squad_at
                    .map(|code: String| {
                        let known = names(&Station::ALL, Station::code);
                        word(&code, WordKind::Station, Station::parse, &known)
                    })
                    .transpose()?,
            },
        })
    }
}

/// A word of the format read into its value, or the word refused with the words `kind` takes.
fn word<T>(
    text: &str,
    kind: WordKind,
    parse: impl Fn(&str) -> Option<T>,
    expected: &[&str],
) -> Result<T, ReadError> {
    parse(text).ok_or_else(|| {
        ReadError::Word(Problem::UnknownWord {
            kind,
            word: text.to_owned(),
            expected: expected.iter().map(|w| (*w).to_owned()).collect(),
        })
    })
}

/// The words of a kind of value, for [`word`]'s refusal.
fn names<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> Vec<&'static str> {
    all.iter().copied().map(name).collect()
}

fn modules(words: &[String]) -> Result<Modules, ReadError> {
    let mut out = Modules::BASE;
    for w in words {
        let known = names(Module::VARIANTS, Module::name);
        out.set(word(w, WordKind::Module, Module::parse, &known)?, true);
    }
    Ok(out)
}

fn tiles(zones: &TilesIn) -> Result<BTreeMap<Zone, Vec<DamageTile>>, ReadError> {
    let mut out = BTreeMap::new();
    for (zone, names) in [
        (Zone::Red, &zones.red),
        (Zone::White, &zones.white),
        (Zone::Blue, &zones.blue),
    ] {
        if let Some(names) = names {
            let known = self::names(DamageTile::VARIANTS, DamageTile::name);
            let tiles = names
                .iter()
                .map(|n| word(n, WordKind::DamageTile, DamageTile::parse, &known));
            out.insert(zone, tiles.collect::<Result<_, _>>()?);
        }
    }
    Ok(out)
}

/// The file as the YAML crate reads it (the shape [`GameFile::to_yaml`] writes).
#[derive(Deserialize)]
struct FileIn {
    #[serde(default)]
    mission: Option<String>,
    players: u8,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    modules: Vec<String>,
    trajectories: TrajectoriesIn,
    #[serde(default)]
    threats: Vec<ThreatIn>,
    #[serde(default)]
    crew: Vec<CrewIn>,
    #[serde(default)]
    damage_tiles: TilesIn,
    #[serde(default)]
    starting_damage: CarriedIn,
}

#[derive(Deserialize)]
struct TrajectoriesIn {
    red: u8,
    white: u8,
    blue: u8,
    internal: u8,
}

#[derive(Deserialize)]
struct ThreatIn {
    turn: u8,
    zone: String,
    threat: String,
    #[serde(default)]
    unconfirmed: bool,
    #[serde(default)]
    calls: Option<CallsIn>,
}

/// One card called in is written as a word, a chain as a list.
#[derive(Deserialize)]
#[serde(untagged)]
enum CallsIn {
    One(String),
    Chain(Vec<String>),
}

impl ThreatIn {
    fn line(self, serious: Option<bool>, announced: bool) -> Result<ThreatLine, ReadError> {
        Ok(ThreatLine {
            turn: self.turn,
            zone: word(&self.zone, WordKind::Zone, ThreatZone::parse, &{
                let mut zones = names(Zone::VARIANTS, Zone::name);
                zones.push(ThreatZone::Internal.name());
                zones
            })?,
            threat: self.threat,
            unconfirmed: self.unconfirmed,
            calls: match self.calls {
                None => Vec::new(),
                Some(CallsIn::One(id)) => vec![id],
                Some(CallsIn::Chain(ids)) => ids,
            },
            serious,
            announced,
        })
    }
}

#[derive(Deserialize)]
struct CrewIn {
    name: String,
    #[serde(default)]
    color: Option<String>,
    #[serde(default)]
    captain: bool,
    #[serde(default)]
    android: bool,
    #[serde(default)]
    specialization: Option<String>,
    #[serde(default)]
    teleport: Option<TeleportIn>,
    #[serde(default)]
    actions: String,
}

#[derive(Deserialize)]
struct TeleportIn {
    departure: String,
    arrival: String,
}

impl CrewIn {
    fn line(self) -> Result<CrewLine, ReadError> {
        Ok(CrewLine {
            name: self.name,
            color: self
                .color
                .map(|c| {
                    let known = names(CrewColor::VARIANTS, CrewColor::name);
                    word(&c, WordKind::Color, CrewColor::parse, &known)
                })
                .transpose()?,
            captain: self.captain,
            android: self.android,
            specialization: self.specialization,
            teleport: self.teleport.map(|t| [t.departure, t.arrival]),
            actions: self.actions,
        })
    }
}

#[derive(Deserialize, Default)]
struct TilesIn {
    #[serde(default)]
    red: Option<Vec<String>>,
    #[serde(default)]
    white: Option<Vec<String>>,
    #[serde(default)]
    blue: Option<Vec<String>>,
}

#[derive(Deserialize, Default)]
struct CarriedIn {
    #[serde(flatten)]
    tiles: TilesIn,
    #[serde(default)]
    disabled_squads: u8,
    #[serde(default)]
    squad_at: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A draft comes back as written: the card not picked yet, the mistyped token, the
    /// piles and the announced threats of its header.
    #[test]
    fn a_draft_reads_back_as_written() {
        let file = GameFile {
            mission: Some("Mission \"1\"".into()),
            players: 4,
            seed: 9,
            modules: Modules {
                double_actions: true,
                ..Modules::BASE
            },
            trajectories: [1, 2, 3, 4],
            threats: vec![
                ThreatLine {
                    turn: 3,
                    zone: ThreatZone::Internal,
                    threat: "?".into(),
                    unconfirmed: true,
                    calls: Vec::new(),
                    serious: Some(true),
                    announced: true,
                },
                ThreatLine {
                    turn: 1,
                    zone: ThreatZone::External(Zone::Red),
                    threat: "SE3-104".into(),
                    unconfirmed: false,
                    calls: vec!["I1-05".into()],
                    serious: Some(false),
                    announced: false,
                },
            ],
            crew: vec![CrewLine {
                name: "Zoë \"Z\"".into(),
                color: Some(CrewColor::Red),
                captain: true,
                android: false,
                specialization: Some("teleporter 1".into()),
                teleport: Some(["Zoë \"Z\"".into(), "#c".into()]),
                actions: "A Q >".into(),
            }],
            damage_tiles: vec![(Zone::Blue, vec![DamageTile::Shield])],
            starting_damage: StartingDamage {
                disabled_squads: 1,
                squad_at: Some(Station::parse("UB").unwrap()),
                ..StartingDamage::default()
            },
            ..GameFile::default()
        };
        let text = file.clone().as_draft().to_yaml().unwrap();
        assert!(text.starts_with("# draft: not complete yet\n"), "{text}");
        assert_eq!(GameFile::read(&text).unwrap(), file, "{text}");
        assert!(!file.is_blank());
        // A word the format does not take is named, with the words it takes.
        let bad = text.replace("zone: internal", "zone: inside");
        assert_eq!(
            GameFile::read(&bad),
            Err(ReadError::Word(Problem::UnknownWord {
                kind: WordKind::Zone,
                word: "inside".into(),
                expected: vec![
                    "red".into(),
                    "white".into(),
                    "blue".into(),
                    "internal".into()
                ],
            }))
        );
    }
}
