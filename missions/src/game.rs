//! Game files (`design/formats.md` section 2): a played mission, ready to resolve.

use std::collections::BTreeMap;

use engine::{
    Action, CrewColour, CrewMember, DamageTile, Setup, ThreatPlacement, ThreatZone, Trajectories,
    Trajectory, Zone, action::board_tokens,
};
use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::{
    catalog::{Catalog, yaml_error},
    diag::{Diagnostic, Diagnostics},
};

/// A loaded game file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// What to resolve.
    pub setup: Setup,
    /// The seed for damage-tile draws (R9; default 0).
    pub seed: u64,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGame {
    #[serde(default)]
    mission: Option<String>,
    #[serde(default)]
    players: Option<Spanned<i64>>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    trajectories: Option<Spanned<BTreeMap<String, Spanned<i64>>>>,
    #[serde(default)]
    threats: Vec<Spanned<RawThreat>>,
    #[serde(default)]
    crew: Option<Spanned<Vec<Spanned<RawCrew>>>>,
    #[serde(default)]
    damage_tiles: BTreeMap<String, Spanned<Vec<Spanned<String>>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawThreat {
    turn: Spanned<i64>,
    zone: Spanned<String>,
    threat: Spanned<String>,
    #[serde(default)]
    unconfirmed: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCrew {
    name: Spanned<String>,
    #[serde(default)]
    color: Option<Spanned<String>>,
    #[serde(default)]
    captain: bool,
    #[serde(default)]
    android: bool,
    #[serde(default)]
    actions: Option<Spanned<String>>,
}

fn at<T>(
    file: &str,
    s: &Spanned<T>,
    field: impl Into<String>,
    msg: impl Into<String>,
) -> Diagnostic {
    Diagnostic::new(file, msg)
        .at(s.referenced.line() as usize, s.referenced.column() as usize)
        .field(field)
}

/// Loads a game file, reporting every problem with its place.
pub fn parse_game(src: &str, file: &str, catalog: &Catalog) -> Result<Game, Diagnostics> {
    let raw: RawGame = serde_saphyr::from_str(src).map_err(|e| yaml_error(file, &e))?;
    let mut d = Vec::new();

    let players = match &raw.players {
        None => {
            d.push(
                Diagnostic::new(file, "missing `players` (1-5)")
                    .at(1, 1)
                    .field("players"),
            );
            0
        }
        Some(p) if !(1..=5).contains(&p.value) => {
            d.push(at(
                file,
                p,
                "players",
                format!("{} players: expected 1 to 5", p.value),
            ));
            0
        }
        Some(p) => p.value as u8,
    };

    let trajectories = parse_trajectories(file, &raw.trajectories, &mut d);

    let mut threats = Vec::new();
    let mut slots: Vec<(i64, ThreatZone)> = Vec::new();
    for (i, t) in raw.threats.iter().enumerate() {
        let f = |name: &str| format!("threats[{i}].{name}");
        let t = &t.value;
        if !(1..=8).contains(&t.turn.value) {
            d.push(at(
                file,
                &t.turn,
                f("turn"),
                format!("turn {}: threats appear in turns 1 to 8", t.turn.value),
            ));
        }
        let zone = ThreatZone::parse(&t.zone.value);
        if zone.is_none() {
            d.push(at(
                file,
                &t.zone,
                f("zone"),
                format!(
                    "unknown zone `{}`: expected red, white, blue or internal",
                    t.zone.value
                ),
            ));
        }
        if let Some(z) = zone {
            if slots.contains(&(t.turn.value, z)) {
                d.push(at(
                    file,
                    &t.turn,
                    f("turn"),
                    format!("a second threat at T+{} in zone {z}", t.turn.value),
                ));
            }
            slots.push((t.turn.value, z));
        }
        match catalog.get(&t.threat.value) {
            Err(e) => d.push(at(file, &t.threat, f("threat"), e.to_string())),
            Ok(card) => {
                if let Some(z) = zone {
                    if card.is_internal() != (z == ThreatZone::Internal) {
                        let what = if card.is_internal() {
                            "an internal"
                        } else {
                            "an external"
                        };
                        d.push(at(
                            file,
                            &t.threat,
                            f("threat"),
                            format!(
                                "{} ({}) is {what} threat but is placed in zone {z}",
                                card.name, card.id
                            ),
                        ));
                    } else if (1..=8).contains(&t.turn.value) {
                        threats.push(ThreatPlacement {
                            turn: t.turn.value as u8,
                            zone: z,
                            card: std::sync::Arc::new(card.clone()),
                            unconfirmed: t.unconfirmed,
                        });
                    }
                }
            }
        }
    }

    let crew = parse_crew(file, &raw.crew, players, &mut d);
    let damage_tiles = parse_tiles(file, &raw.damage_tiles, &mut d);

    let game = trajectories.map(|trajectories| Game {
        setup: Setup {
            mission: raw.mission,
            players,
            trajectories,
            threats,
            crew,
            damage_tiles,
        },
        seed: raw.seed.unwrap_or(0),
    });
    match game {
        Some(g) if d.is_empty() => Ok(g),
        _ => {
            d.sort_by_key(|x| (x.line, x.column));
            Err(Diagnostics(d))
        }
    }
}

fn parse_trajectories(
    file: &str,
    raw: &Option<Spanned<BTreeMap<String, Spanned<i64>>>>,
    d: &mut Vec<Diagnostic>,
) -> Option<Trajectories> {
    let Some(map) = raw else {
        d.push(
            Diagnostic::new(
                file,
                "missing `trajectories`: { red: N, white: N, blue: N, internal: N }",
            )
            .at(1, 1)
            .field("trajectories"),
        );
        return None;
    };
    let mut found: BTreeMap<&str, Trajectory> = BTreeMap::new();
    let mut seen: BTreeMap<i64, &str> = BTreeMap::new();
    for (key, n) in &map.value {
        let field = format!("trajectories.{key}");
        if !["red", "white", "blue", "internal"].contains(&key.as_str()) {
            d.push(at(
                file,
                n,
                field,
                format!("unknown trajectory `{key}`: expected red, white, blue and internal"),
            ));
            continue;
        }
        match u8::try_from(n.value).ok().and_then(Trajectory::new) {
            None => d.push(at(
                file,
                n,
                field,
                format!("T{}: trajectories are T1 to T7", n.value),
            )),
            Some(t) => {
                if let Some(other) = seen.insert(n.value, key) {
                    d.push(at(
                        file,
                        n,
                        field,
                        format!(
                            "T{} is used twice ({other} and {key}): the four boards must differ",
                            n.value
                        ),
                    ));
                }
                found.insert(key, t);
            }
        }
    }
    let get = |k: &str, d: &mut Vec<Diagnostic>| {
        let t = found.get(k).copied();
        if t.is_none() && !map.value.contains_key(k) {
            d.push(at(
                file,
                map,
                "trajectories",
                format!("missing the `{k}` trajectory"),
            ));
        }
        t
    };
    let (r, w, b, i) = (
        get("red", d),
        get("white", d),
        get("blue", d),
        get("internal", d),
    );
    Some(Trajectories {
        red: r?,
        white: w?,
        blue: b?,
        internal: i?,
    })
}

fn parse_crew(
    file: &str,
    raw: &Option<Spanned<Vec<Spanned<RawCrew>>>>,
    players: u8,
    d: &mut Vec<Diagnostic>,
) -> Vec<CrewMember> {
    let Some(list) = raw else {
        d.push(
            Diagnostic::new(file, "missing `crew`: one entry per player (and android)")
                .at(1, 1)
                .field("crew"),
        );
        return Vec::new();
    };
    if list.value.is_empty() {
        d.push(at(file, list, "crew", "the crew is empty"));
    }
    let mut crew = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut colours: Vec<CrewColour> = Vec::new();
    for (i, c) in list.value.iter().enumerate() {
        let f = |name: &str| format!("crew[{i}].{name}");
        let c = &c.value;
        let name = c.name.value.trim().to_string();
        if name.is_empty() {
            d.push(at(file, &c.name, f("name"), "a crew member needs a name"));
        } else if names.contains(&name) {
            d.push(at(
                file,
                &c.name,
                f("name"),
                format!("two crew members are named `{name}`"),
            ));
        }
        names.push(name.clone());
        let colour = c
            .color
            .as_ref()
            .and_then(|col| match CrewColour::parse(&col.value) {
                None => {
                    d.push(at(
                        file,
                        col,
                        f("color"),
                        format!(
                            "unknown colour `{}`: expected red, yellow, green, blue or purple",
                            col.value
                        ),
                    ));
                    None
                }
                Some(cc) if colours.contains(&cc) => {
                    d.push(at(
                        file,
                        col,
                        f("color"),
                        format!("colour `{}` is taken twice", col.value),
                    ));
                    None
                }
                Some(cc) => {
                    colours.push(cc);
                    Some(cc)
                }
            });
        let mut actions = [Action::Empty; 12];
        if let Some(text) = &c.actions {
            let count = text.value.split_whitespace().count();
            if count > 12 {
                d.push(at(
                    file,
                    text,
                    f("actions"),
                    format!("{count} actions: a board has 12 spaces"),
                ));
            }
            match Action::parse_board(&text.value) {
                Ok(b) => actions = b,
                Err(errors) => {
                    for (pos, e) in errors {
                        d.push(at(file, text, f("actions"), format!("space {pos}: {e}")));
                    }
                }
            }
        }
        crew.push(CrewMember {
            name,
            colour,
            captain: c.captain,
            android: c.android,
            actions,
        });
    }
    let humans = crew.iter().filter(|c| !c.android).count();
    let androids = crew.len() - humans;
    if players > 0 && !list.value.is_empty() && humans != usize::from(players) {
        d.push(at(file, list, "crew", format!("{humans} crew member(s) for {players} players: one entry per player (androids marked `android: true`)")));
    }
    if androids > 0 && !(2..=3).contains(&players) {
        d.push(at(
            file,
            list,
            "crew",
            format!("androids play only with 2 or 3 players, not {players}"),
        ));
    }
    if crew.iter().filter(|c| c.captain).count() > 1 {
        d.push(at(file, list, "crew", "more than one captain"));
    }
    crew
}

fn parse_tiles(
    file: &str,
    raw: &BTreeMap<String, Spanned<Vec<Spanned<String>>>>,
    d: &mut Vec<Diagnostic>,
) -> BTreeMap<Zone, Vec<DamageTile>> {
    let mut out = BTreeMap::new();
    for (zone, tiles) in raw {
        let field = format!("damage_tiles.{zone}");
        let Some(z) = Zone::parse(zone) else {
            d.push(at(
                file,
                tiles,
                field,
                format!("unknown zone `{zone}`: expected red, white or blue"),
            ));
            continue;
        };
        let mut list = Vec::new();
        for t in &tiles.value {
            match DamageTile::parse(&t.value) {
                None => d.push(at(file, t, &field, format!(
                    "unknown damage tile `{}`: expected structural, gravolift, upper-cannon, lower-cannon, shield or reactor",
                    t.value
                ))),
                Some(tile) if list.contains(&tile) => {
                    d.push(at(file, t, &field, format!("`{}` twice: each zone has one tile of each kind", t.value)))
                }
                Some(tile) => list.push(tile),
            }
        }
        out.insert(z, list);
    }
    out
}

/// Writes a game back as a game file (what the app saves while the crew types).
pub fn to_yaml(game: &Game) -> String {
    let s = &game.setup;
    let mut out = String::new();
    if let Some(m) = &s.mission {
        out.push_str(&format!("mission: {}\n", quote(m)));
    }
    out.push_str(&format!("players: {}\nseed: {}\n", s.players, game.seed));
    let t = &s.trajectories;
    out.push_str(&format!(
        "trajectories: {{ red: {}, white: {}, blue: {}, internal: {} }}\n",
        t.red.number(),
        t.white.number(),
        t.blue.number(),
        t.internal.number()
    ));
    out.push_str(if s.threats.is_empty() {
        "threats: []\n"
    } else {
        "threats:\n"
    });
    for p in &s.threats {
        let unc = if p.unconfirmed {
            ", unconfirmed: true"
        } else {
            ""
        };
        out.push_str(&format!(
            "  - {{ turn: {}, zone: {}, threat: {}{unc} }}\n",
            p.turn, p.zone, p.card.id
        ));
    }
    out.push_str(if s.crew.is_empty() {
        "crew: []\n"
    } else {
        "crew:\n"
    });
    for c in &s.crew {
        out.push_str(&format!("  - {{ name: {}", quote(&c.name)));
        if let Some(col) = c.colour {
            out.push_str(&format!(", color: {}", col.name()));
        }
        if c.captain {
            out.push_str(", captain: true");
        }
        if c.android {
            out.push_str(", android: true");
        }
        out.push_str(&format!(
            ", actions: {} }}\n",
            quote(&board_tokens(&c.actions))
        ));
    }
    if !s.damage_tiles.is_empty() {
        out.push_str("damage_tiles:\n");
        for (z, tiles) in &s.damage_tiles {
            let names: Vec<&str> = tiles.iter().map(|t| t.name()).collect();
            out.push_str(&format!("  {z}: [{}]\n", names.join(", ")));
        }
    }
    out
}

fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Why a drawn card does not fit the announcement it was drawn for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DrawError {
    /// More or fewer cards than announcements.
    #[error("{announced} threat(s) were announced but {drawn} card(s) were given")]
    Count {
        /// Announcements.
        announced: usize,
        /// Cards.
        drawn: usize,
    },
    /// The card's kind does not match the announcement.
    #[error("T+{turn} {zone}: {card} is {what}, but the announcement was {expected}")]
    Mismatch {
        /// Turn.
        turn: u8,
        /// Zone.
        zone: ThreatZone,
        /// Card id and name.
        card: String,
        /// What the card is.
        what: String,
        /// What was announced.
        expected: String,
    },
}

fn describe(internal: bool, serious: bool) -> String {
    let sev = if serious { "serious" } else { "common" };
    let kind = if internal { "internal" } else { "external" };
    format!("a {sev} {kind} threat")
}

/// The `threats:` of a game file from a track's announcements and the card the crew drew for
/// each (in the order of [`crate::track::Track::threat_slots`]): checks that each card is of
/// the announced kind (external/internal, common/serious).
pub fn threats_from_track(
    slots: &[crate::track::ThreatSlot],
    cards: &[engine::ThreatCard],
) -> Result<Vec<ThreatPlacement>, DrawError> {
    if slots.len() != cards.len() {
        return Err(DrawError::Count {
            announced: slots.len(),
            drawn: cards.len(),
        });
    }
    slots
        .iter()
        .zip(cards)
        .map(|(slot, card)| {
            let internal = slot.zone == ThreatZone::Internal;
            let serious = card.severity == engine::Severity::Serious;
            if card.is_internal() != internal || serious != slot.serious {
                return Err(DrawError::Mismatch {
                    turn: slot.turn,
                    zone: slot.zone,
                    card: format!("{} {}", card.id, card.name),
                    what: describe(card.is_internal(), serious),
                    expected: describe(internal, slot.serious),
                });
            }
            Ok(ThreatPlacement {
                turn: slot.turn,
                zone: slot.zone,
                card: std::sync::Arc::new(card.clone()),
                unconfirmed: slot.unconfirmed,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
    use super::*;
    use crate::track::Track;

    #[test]
    fn a_track_and_the_cards_drawn_make_a_game_that_resolves() {
        let catalog = Catalog::base().unwrap();
        let (_, yaml) = crate::track::shipped()
            .into_iter()
            .find(|(stem, _)| *stem == "mission-1")
            .unwrap();
        let track = Track::parse(yaml, "mission-1.yaml").unwrap();
        let slots = track.threat_slots(5);
        let cards: Vec<engine::ThreatCard> = slots
            .iter()
            .map(|s| {
                let id = match (s.zone == ThreatZone::Internal, s.serious) {
                    (false, false) => "E1-07",
                    (false, true) => "SE1-01",
                    (true, false) => "I1-05",
                    (true, true) => "SI1-01",
                };
                catalog.get(id).unwrap().clone()
            })
            .collect();
        let threats = threats_from_track(&slots, &cards).unwrap();
        assert_eq!(threats.len(), slots.len());
        assert!(
            threats.iter().any(|t| t.unconfirmed),
            "5 players: the unconfirmed report is a threat"
        );
        let mut wrong = cards.clone();
        wrong.swap(0, 1);
        assert!(matches!(
            threats_from_track(&slots, &wrong),
            Err(DrawError::Mismatch { .. })
        ));
        assert!(matches!(
            threats_from_track(&slots, &cards[1..]),
            Err(DrawError::Count { .. })
        ));
    }

    #[test]
    fn a_game_written_back_loads_to_the_same_game() {
        let catalog = Catalog::base().unwrap();
        let src = r#"
mission: "Mission \"1\""
players: 2
seed: 9
trajectories: { red: 2, white: 7, blue: 3, internal: 4 }
threats:
  - { turn: 2, zone: white, threat: SE1-01 }
  - { turn: 3, zone: internal, threat: I1-03, unconfirmed: true }
crew:
  - { name: Anna, color: red, captain: true, actions: "> A A ^ C . . A*" }
  - { name: Robo, android: true, actions: "~C R @LB" }
  - { name: Ben, color: blue, actions: "" }
damage_tiles:
  red: [shield, gravolift]
"#;
        let game = parse_game(src, "g.yaml", &catalog).unwrap();
        let again = parse_game(&to_yaml(&game), "g2.yaml", &catalog).unwrap();
        assert_eq!(game, again);
        // A game with no threats yet (the crew is still typing) writes back loadable too.
        let mut empty = game.clone();
        empty.setup.threats.clear();
        let again = parse_game(&to_yaml(&empty), "g3.yaml", &catalog).unwrap();
        assert_eq!(empty, again);
    }
}
