//! Game files (docs/formats.md, "Game file"): a played mission, ready to resolve.
//!
//! The file is read into located YAML values (not derived structs), each field is checked
//! for its type here (a quoted `"1"` is text, not a number), and the rules of the table are
//! checked once, by [`engine::Game::from_setup`]; each of its errors is placed back at the
//! line, column and field it is about.

use std::collections::BTreeMap;

use engine::{
    Action, CrewColor, CrewMember, DamageTile, Module, Modules, Resolution, Setup, SetupError,
    StartingDamage, Station, ThreatPlacement, ThreatZone, Trajectories, Trajectory, Zone,
    action::board_tokens,
};
use serde_saphyr::Spanned;

use crate::{
    catalog::Catalog,
    diag::{Diagnostic, Diagnostics, escape},
    yaml::{self, Node, place},
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
                let names: Vec<&str> = unused.iter().map(|t| t.name()).collect();
                let (line, column) = self.tiles_at.get(zone).copied().unwrap_or((1, 1));
                let listed = tiles.len();
                out.push(
                    Diagnostic::new(
                        &self.file,
                        format!(
                            "lists {listed} tile{} but the zone took {drawn} damage: {} not drawn",
                            if listed == 1 { "" } else { "s" },
                            names.join(", ")
                        ),
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
const STARTING_FIELDS: &[&str] = &["red", "white", "blue", "disabled_squads", "squad_at"];
const BOARD_FIELDS: &[&str] = &["red", "white", "blue", "internal"];
const THREAT_FIELDS: &[&str] = &["turn", "zone", "threat", "unconfirmed", "calls"];
const CREW_FIELDS: &[&str] = &[
    "name",
    "color",
    "captain",
    "android",
    "actions",
    "specialization",
    "teleport",
];
const TELEPORT_FIELDS: &[&str] = &["departure", "arrival"];

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

/// Collects the problems of one file, each placed at once.
struct Reader<'a> {
    file: &'a str,
    problems: Vec<Diagnostic>,
}

impl Reader<'_> {
    fn at<T>(&mut self, node: &Spanned<T>, field: impl Into<String>, msg: impl Into<String>) {
        let (line, column) = place(node);
        self.problems.push(
            Diagnostic::new(self.file, msg)
                .at(line, column)
                .field(field),
        );
    }

    fn top(&mut self, field: &str, msg: impl Into<String>) {
        self.problems
            .push(Diagnostic::new(self.file, msg).at(1, 1).field(field));
    }

    /// The entries of a mapping by name; reports what is not a mapping and unknown keys.
    fn fields<'n>(
        &mut self,
        node: &'n Spanned<Node>,
        field: &str,
        known: &[&'static str],
    ) -> Option<BTreeMap<&'static str, &'n Spanned<Node>>> {
        let Node::Map(entries) = &node.value else {
            let what = node.value.describe();
            self.at(
                node,
                field,
                format!("expected a mapping of {}, found {what}", known.join(", ")),
            );
            return None;
        };
        let mut out = BTreeMap::new();
        for (key, value) in entries {
            let name = match &key.value {
                Node::Str(s) => s.as_str(),
                other => {
                    let what = other.describe();
                    self.at(key, field, format!("a key must be a name, found {what}"));
                    continue;
                }
            };
            match known.iter().find(|k| **k == name) {
                Some(&k) => {
                    out.insert(k, value);
                }
                None => {
                    let path = if field.is_empty() {
                        name.to_string()
                    } else {
                        format!("{field}.{name}")
                    };
                    self.at(
                        key,
                        path,
                        format!("unknown field: expected one of {}", known.join(", ")),
                    );
                }
            }
        }
        Some(out)
    }

    /// A whole number; quoted text is refused, not converted.
    fn int(&mut self, node: &Spanned<Node>, field: &str, what: &str) -> Option<i64> {
        match &node.value {
            Node::Int(i) => match i64::try_from(*i) {
                Ok(v) => Some(v),
                Err(_) => {
                    self.at(
                        node,
                        field,
                        format!("expected {what}, found the number {i}"),
                    );
                    None
                }
            },
            Node::Str(_) => {
                let found = node.value.describe();
                self.at(
                    node,
                    field,
                    format!("expected {what}, found {found} (numbers are written without quotes)"),
                );
                None
            }
            other => {
                let found = other.describe();
                self.at(node, field, format!("expected {what}, found {found}"));
                None
            }
        }
    }

    /// `true` or `false`; quoted text and numbers are refused.
    fn bool(&mut self, node: Option<&Spanned<Node>>, field: &str) -> bool {
        match node.map(|n| (n, &n.value)) {
            None | Some((_, Node::Null)) => false,
            Some((_, Node::Bool(b))) => *b,
            Some((n, other)) => {
                let found = other.describe();
                let hint = if matches!(other, Node::Str(_)) {
                    " (write true or false, without quotes)"
                } else {
                    ""
                };
                self.at(
                    n,
                    field,
                    format!("expected true or false, found {found}{hint}"),
                );
                false
            }
        }
    }

    /// Text (a bare number is taken as written, as a name may be `7`).
    fn text(&mut self, node: &Spanned<Node>, field: &str, what: &str) -> Option<String> {
        match &node.value {
            Node::Str(s) => Some(s.clone()),
            Node::Int(i) => Some(i.to_string()),
            other => {
                let found = other.describe();
                self.at(node, field, format!("expected {what}, found {found}"));
                None
            }
        }
    }

    /// The items of a list (null is an empty list).
    fn list<'n>(
        &mut self,
        node: &'n Spanned<Node>,
        field: &str,
        what: &str,
    ) -> &'n [Spanned<Node>] {
        match &node.value {
            Node::Seq(items) => items,
            Node::Null => &[],
            other => {
                let found = other.describe();
                self.at(
                    node,
                    field,
                    format!("expected a list of {what}, found {found}"),
                );
                &[]
            }
        }
    }
}

/// Where each entry of the setup came from in the file, to place the engine's errors.
#[derive(Default)]
struct Places<'n> {
    players: Option<&'n Spanned<Node>>,
    boards: BTreeMap<ThreatZone, &'n Spanned<Node>>,
    crew: Option<&'n Spanned<Node>>,
    /// Per crew member: (its entry, its name, its color).
    members: Vec<CrewPlaces<'n>>,
    /// Per threat placed in the setup: its index in the file, its turn and its card.
    threats: Vec<(usize, &'n Spanned<Node>, &'n Spanned<Node>)>,
    /// Per threat placed in the setup: its `calls`, if given.
    calls: Vec<Option<&'n Spanned<Node>>>,
    /// Per zone: the list, and the node of each tile kept in the setup.
    tiles: BTreeMap<Zone, (&'n Spanned<Node>, Vec<&'n Spanned<Node>>)>,
    /// `starting_damage` and its entries, as for `tiles`.
    starting: Option<&'n Spanned<Node>>,
    carried: BTreeMap<Zone, (&'n Spanned<Node>, Vec<&'n Spanned<Node>>)>,
    disabled_squads: Option<&'n Spanned<Node>>,
    squad_at: Option<&'n Spanned<Node>>,
}

struct CrewPlaces<'n> {
    entry: &'n Spanned<Node>,
    name: Option<&'n Spanned<Node>>,
    color: Option<&'n Spanned<Node>>,
    actions: Option<&'n Spanned<Node>>,
    specialization: Option<&'n Spanned<Node>>,
    teleport: Option<&'n Spanned<Node>>,
}

fn read_game(src: &str, file: &str, catalog: &Catalog) -> Result<Loaded, Diagnostics> {
    let root = yaml::read(src, file).map_err(|d| Diagnostics(vec![d]))?;
    let mut r = Reader {
        file,
        problems: Vec::new(),
    };
    let mut places = Places::default();
    let top = r.fields(&root, "", TOP_FIELDS).unwrap_or_default();

    let mission = top.get("mission").and_then(|m| match &m.value {
        Node::Null => None,
        _ => r.text(m, "mission", "the mission's name"),
    });
    let players = match top.get("players") {
        None => {
            r.top("players", "missing `players` (1-5)");
            None
        }
        Some(p) => {
            places.players = Some(p);
            r.int(p, "players", "the number of players (1-5)")
        }
    };
    // A number that does not even fit is reported with the engine's wording.
    let players = players.and_then(|p| match u8::try_from(p) {
        Ok(p) => Some(p),
        Err(_) => {
            let e = SetupError::Players { players: p };
            place_error(&mut r, &places, &e);
            None
        }
    });
    let seed = match top.get("seed").map(|s| (s, &s.value)) {
        None | Some((_, Node::Null)) => Some(0),
        Some((s, _)) => {
            let what = "a whole number from 0 to 18446744073709551615";
            match &s.value {
                Node::Int(i) => match u64::try_from(*i) {
                    Ok(v) => Some(v),
                    Err(_) => {
                        r.at(s, "seed", format!("expected {what}, found the number {i}"));
                        None
                    }
                },
                _ => {
                    r.int(s, "seed", what);
                    None
                }
            }
        }
    };

    let trajectories = read_trajectories(&mut r, &mut places, top.get("trajectories").copied());
    let threats = read_threats(&mut r, &mut places, top.get("threats").copied(), catalog);
    let crew = read_crew(&mut r, &mut places, top.get("crew").copied());
    let damage_tiles = read_tiles(&mut r, &mut places, top.get("damage_tiles").copied());
    let starting_damage =
        read_starting_damage(&mut r, &mut places, top.get("starting_damage").copied());
    let modules = read_modules(&mut r, top.get("modules").copied());

    // With bad trajectories the rest is still checked, against stand-in boards, so that one
    // problem does not hide the others.
    let boards = trajectories.or_else(|| Trajectories::from_numbers([1, 2, 3, 4]).ok());
    let setup = boards.map(|trajectories| Setup {
        mission,
        players: players.unwrap_or(1),
        trajectories,
        threats,
        crew,
        damage_tiles,
        starting_damage,
        modules,
    });
    let game = setup.and_then(|setup| match engine::Game::from_setup(setup) {
        Ok(game) => Some(game),
        Err(errors) => {
            for e in &errors.0 {
                // Stand-in players: their count is not the crew's to check.
                let players_unknown = players.is_none()
                    && matches!(
                        e,
                        SetupError::CrewCount { .. } | SetupError::Androids { .. }
                    );
                // A missing `crew` is reported as such, not as an empty crew too.
                let crew_missing = places.crew.is_none() && *e == SetupError::NoCrew;
                if !players_unknown && !crew_missing {
                    place_error(&mut r, &places, e);
                }
            }
            None
        }
    });
    let mut problems = r.problems;
    match (game, seed, trajectories) {
        (Some(game), Some(seed), Some(_)) if problems.is_empty() => Ok(Loaded {
            game: Game { game, seed },
            file: file.to_string(),
            tiles_at: places
                .tiles
                .iter()
                .map(|(z, (list, _))| (*z, place(list)))
                .collect(),
        }),
        _ => {
            problems.sort_by_key(|x| (x.line, x.column));
            Err(Diagnostics(problems))
        }
    }
}

/// Puts one of the engine's errors at the place in the file it is about.
fn place_error(r: &mut Reader, places: &Places, e: &SetupError) {
    let message = e.to_string();
    let crew_field = |i: usize, name: &str| format!("crew[{i}].{name}");
    let (node, field): (Option<&Spanned<Node>>, String) = match e {
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
        | SetupError::NameTwice { crew, .. } => {
            let m = places.members.get(*crew);
            (
                m.and_then(|m| m.name.or(Some(m.entry))),
                crew_field(*crew, "name"),
            )
        }
        SetupError::ColorTwice { crew, .. } => {
            let m = places.members.get(*crew);
            (
                m.and_then(|m| m.color.or(Some(m.entry))),
                crew_field(*crew, "color"),
            )
        }
        SetupError::Specialty { crew, problem } => {
            let m = places.members.get(*crew);
            let teleport = matches!(
                problem,
                engine::game::SpecialtyProblem::TeleportNotTeleporter
                    | engine::game::SpecialtyProblem::TeleportNobody(_)
            );
            let (node, name) = match m {
                Some(m) if teleport => (m.teleport.or(Some(m.entry)), "teleport"),
                Some(m) => (m.specialization.or(Some(m.entry)), "specialization"),
                None => (None, "specialization"),
            };
            (node, crew_field(*crew, name))
        }
        SetupError::Card { crew, .. } | SetupError::DoubleWithoutModule { crew, .. } => {
            let m = places.members.get(*crew);
            (
                m.and_then(|m| m.actions.or(Some(m.entry))),
                crew_field(*crew, "actions"),
            )
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
        SetupError::TileTwice { zone, index, .. }
        | SetupError::DrawnTileCarried { zone, index, .. } => (
            places
                .tiles
                .get(zone)
                .and_then(|(_, tiles)| tiles.get(*index).copied()),
            format!("damage_tiles.{zone}"),
        ),
        SetupError::CarriedTileTwice { zone, index, .. } => (
            places
                .carried
                .get(zone)
                .and_then(|(_, tiles)| tiles.get(*index).copied()),
            format!("starting_damage.{zone}"),
        ),
        SetupError::DisabledSquads { .. } => (
            places.disabled_squads.or(places.starting),
            "starting_damage.disabled_squads".into(),
        ),
        SetupError::SquadStation { .. } | SetupError::SquadChoice { .. } => (
            places.squad_at.or(places.starting),
            "starting_damage.squad_at".into(),
        ),
    };
    match node {
        Some(node) => r.at(node, field, message),
        None => r.top(&field, message),
    }
}

fn read_trajectories<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Spanned<Node>>,
) -> Option<Trajectories> {
    let Some(node) = node else {
        r.top(
            "trajectories",
            "missing `trajectories`: { red: N, white: N, blue: N, internal: N }",
        );
        return None;
    };
    let fields = r.fields(node, "trajectories", BOARD_FIELDS)?;
    let mut numbers = Vec::new();
    for key in BOARD_FIELDS {
        let field = format!("trajectories.{key}");
        let zone = ThreatZone::parse(key)?;
        match fields.get(key) {
            None => r.at(
                node,
                "trajectories",
                format!("missing the `{key}` trajectory"),
            ),
            Some(n) => {
                places.boards.insert(zone, n);
                if let Some(v) = r.int(n, &field, "a trajectory board (1-7)") {
                    numbers.push((zone, v));
                }
            }
        }
    }
    match numbers[..] {
        [(_, red), (_, white), (_, blue), (_, internal)] => {
            match Trajectories::from_numbers([red, white, blue, internal]) {
                Ok(t) => Some(t),
                Err(errors) => {
                    for e in &errors {
                        place_error(r, places, e);
                    }
                    None
                }
            }
        }
        _ => {
            // Some boards missing: still say which of the others are not boards.
            for (zone, number) in numbers {
                if u8::try_from(number)
                    .ok()
                    .and_then(Trajectory::new)
                    .is_none()
                {
                    place_error(r, places, &SetupError::NoBoard { zone, number });
                }
            }
            None
        }
    }
}

fn read_threats<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Spanned<Node>>,
    catalog: &Catalog,
) -> Vec<ThreatPlacement> {
    let mut threats = Vec::new();
    let Some(node) = node else {
        return threats;
    };
    for (i, item) in r.list(node, "threats", "threats").iter().enumerate() {
        let f = |name: &str| format!("threats[{i}].{name}");
        let Some(fields) = r.fields(item, &format!("threats[{i}]"), THREAT_FIELDS) else {
            continue;
        };
        let missing = |r: &mut Reader, name: &str| {
            r.at(item, f(name), format!("missing `{name}`"));
        };
        let turn = match fields.get("turn") {
            None => {
                missing(r, "turn");
                None
            }
            Some(t) => r
                .int(t, &f("turn"), "a turn (1-8)")
                .and_then(|v| match u8::try_from(v) {
                    Ok(v) => Some((v, *t)),
                    Err(_) => {
                        let e = SetupError::ThreatTurn { threat: 0, turn: v };
                        r.at(t, f("turn"), e.to_string());
                        None
                    }
                }),
        };
        let zone = match fields.get("zone") {
            None => {
                missing(r, "zone");
                None
            }
            Some(z) => r
                .text(z, &f("zone"), "a zone (red, white, blue or internal)")
                .and_then(|text| match ThreatZone::parse(&text) {
                    Some(zone) => Some(zone),
                    None => {
                        r.at(
                            z,
                            f("zone"),
                            format!(
                                "unknown zone `{}`: expected red, white, blue or internal",
                                escape(&text)
                            ),
                        );
                        None
                    }
                }),
        };
        let card = match fields.get("threat") {
            None => {
                missing(r, "threat");
                None
            }
            Some(c) => r
                .text(c, &f("threat"), "a threat card's id or name")
                .and_then(|key| match catalog.get(&key) {
                    Ok(card) => Some((card, *c)),
                    Err(e) => {
                        r.at(c, f("threat"), e.to_string());
                        None
                    }
                }),
        };
        let unconfirmed = r.bool(fields.get("unconfirmed").copied(), &f("unconfirmed"));
        let calls_at = fields.get("calls").copied();
        let calls = calls_at.map(|c| read_calls(r, c, &f("calls"), catalog));
        let calls_ok = !matches!(calls, Some(None));
        match (turn, zone, card, calls_ok) {
            (Some((turn, turn_at)), Some(zone), Some((card, card_at)), true) => {
                places.threats.push((i, turn_at, card_at));
                places.calls.push(calls_at);
                threats.push(ThreatPlacement {
                    turn,
                    zone,
                    card: std::sync::Arc::new(card.clone()),
                    unconfirmed,
                    calls: calls.flatten().unwrap_or_default(),
                });
            }
            // Not a placement the engine can check: still say when its turn is wrong.
            (Some((turn, turn_at)), _, _, _) if !engine::game::THREAT_TURNS.contains(&turn) => {
                let e = SetupError::ThreatTurn {
                    threat: i,
                    turn: turn.into(),
                };
                r.at(turn_at, f("turn"), e.to_string());
            }
            _ => {}
        }
    }
    threats
}

/// `calls: I1-02` (the card drawn for a card that calls in a threat), or a list when the
/// called card calls one in its turn: `calls: [SI3-102, E1-07]`. `None` after a problem.
fn read_calls(
    r: &mut Reader,
    node: &Spanned<Node>,
    field: &str,
    catalog: &Catalog,
) -> Option<Vec<std::sync::Arc<engine::ThreatCard>>> {
    let items: Vec<&Spanned<Node>> = match &node.value {
        Node::Seq(items) => items.iter().collect(),
        _ => vec![node],
    };
    let mut cards = Vec::new();
    let mut ok = true;
    for item in items {
        let Some(key) = r.text(item, field, "a threat card's id or name") else {
            ok = false;
            continue;
        };
        match catalog.get(&key) {
            Ok(card) => cards.push(std::sync::Arc::new(card.clone())),
            Err(e) => {
                r.at(item, field, e.to_string());
                ok = false;
            }
        }
    }
    ok.then_some(cards)
}

fn read_crew<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Spanned<Node>>,
) -> Vec<CrewMember> {
    let mut crew = Vec::new();
    let Some(node) = node else {
        r.top("crew", "missing `crew`: one entry per player (and android)");
        return crew;
    };
    places.crew = Some(node);
    let mut teleports = Vec::new();
    for (i, item) in r.list(node, "crew", "crew members").iter().enumerate() {
        let f = |name: &str| format!("crew[{i}].{name}");
        let Some(fields) = r.fields(item, &format!("crew[{i}]"), CREW_FIELDS) else {
            continue;
        };
        let name_at = fields.get("name").copied();
        let name = match name_at {
            None => String::new(),
            Some(n) => r
                .text(n, &f("name"), "the crew member's name")
                .map(|s| s.trim().to_string())
                .unwrap_or_else(|| "?".to_string()),
        };
        let color_at = fields.get("color").copied();
        let color = color_at.and_then(|c| match &c.value {
            Node::Null => None,
            _ => r.text(c, &f("color"), "a color").and_then(|text| {
                let color = CrewColor::parse(&text);
                if color.is_none() {
                    r.at(
                        c,
                        f("color"),
                        format!(
                            "unknown color `{}`: expected red, yellow, green, blue or purple",
                            escape(&text)
                        ),
                    );
                }
                color
            }),
        });
        let captain = r.bool(fields.get("captain").copied(), &f("captain"));
        let android = r.bool(fields.get("android").copied(), &f("android"));
        let mut actions = [Action::Empty; 12];
        let actions_at = fields.get("actions").copied();
        if let Some(a) = actions_at {
            let text = match &a.value {
                Node::Null => Some(String::new()),
                _ => r.text(a, &f("actions"), "the board's tokens, as text"),
            };
            if let Some(text) = text {
                let count = text.split_whitespace().count();
                if count > 12 {
                    r.at(
                        a,
                        f("actions"),
                        format!("{count} actions: a board has 12 spaces"),
                    );
                }
                match Action::parse_board(&text) {
                    Ok(b) => actions = b,
                    Err(errors) => {
                        for (pos, e) in errors {
                            r.at(a, f("actions"), format!("space {pos}: {e}"));
                        }
                    }
                }
            }
        }
        let specialization_at = fields.get("specialization").copied();
        let specialty = specialization_at.and_then(|n| read_specialty(r, n, &f("specialization")));
        let teleport_at = fields.get("teleport").copied();
        if let Some(t) = teleport_at {
            teleports.push((i, crew.len(), read_teleport(r, t, &f("teleport"))));
        }
        places.members.push(CrewPlaces {
            entry: item,
            name: name_at,
            color: color_at,
            actions: actions_at,
            specialization: specialization_at,
            teleport: teleport_at,
        });
        crew.push(CrewMember {
            name: name.into(),
            color,
            captain,
            android,
            actions,
            specialty,
        });
    }
    // The tokens name crew members: read once every name is known.
    place_teleports(r, places, &mut crew, teleports);
    crew
}

/// The two names of `teleport` (departure, arrival), each with where it is written.
type TeleportNames<'n> = [(String, &'n Spanned<Node>); 2];

/// `specialization: NAME LEVEL` (null: none).
fn read_specialty(r: &mut Reader, n: &Spanned<Node>, field: &str) -> Option<engine::Specialty> {
    if matches!(n.value, Node::Null) {
        return None;
    }
    let text = r.text(n, field, "a specialization and level (`medic 2`)")?;
    match engine::Specialty::parse(&text) {
        Ok(s) => Some(s),
        Err(e) => {
            r.at(n, field, e.to_string());
            None
        }
    }
}

/// The teleport tokens read (file index, crew index, names) set on the Teleporter, each name
/// found in the crew or reported at its place.
fn place_teleports<'n>(
    r: &mut Reader,
    places: &Places<'n>,
    crew: &mut [CrewMember],
    teleports: Vec<(usize, usize, Option<TeleportNames<'n>>)>,
) {
    for (i, member, names) in teleports {
        let index = |r: &mut Reader, (name, node): (String, &Spanned<Node>), key: &str| {
            let found = crew.iter().position(|c: &CrewMember| *c.name == *name);
            if found.is_none() {
                r.at(
                    node,
                    format!("crew[{i}].teleport.{key}"),
                    format!("no crew member is named `{}`", escape(&name)),
                );
            }
            found
        };
        let Some([departure, arrival]) = names else {
            continue;
        };
        let d = index(r, departure, "departure");
        let a = index(r, arrival, "arrival");
        match (d, a, crew[member].specialty.as_mut()) {
            (Some(departure), Some(arrival), Some(s)) => {
                s.teleport = Some(engine::Teleport { departure, arrival });
            }
            (Some(_), Some(_), None) => r.at(
                places.members[member]
                    .teleport
                    .unwrap_or(places.members[member].entry),
                format!("crew[{i}].teleport"),
                engine::game::SpecialtyProblem::TeleportNotTeleporter.to_string(),
            ),
            _ => {}
        }
    }
}

/// `teleport: { departure: NAME, arrival: NAME }`: the names and where they are written.
fn read_teleport<'n>(
    r: &mut Reader,
    node: &'n Spanned<Node>,
    field: &str,
) -> Option<TeleportNames<'n>> {
    let fields = r.fields(node, field, TELEPORT_FIELDS)?;
    let mut out = Vec::new();
    for key in TELEPORT_FIELDS {
        match fields.get(key) {
            None => r.at(
                node,
                field,
                format!("missing `{key}`: the name of a crew member"),
            ),
            Some(n) => {
                if let Some(name) = r.text(n, &format!("{field}.{key}"), "a crew member's name") {
                    out.push((name.trim().to_string(), *n));
                }
            }
        }
    }
    out.try_into().ok()
}

fn read_tiles<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Spanned<Node>>,
) -> BTreeMap<Zone, Vec<DamageTile>> {
    let mut out = BTreeMap::new();
    let Some(node) = node else {
        return out;
    };
    if matches!(node.value, Node::Null) {
        return out;
    }
    let Node::Map(entries) = &node.value else {
        let found = node.value.describe();
        r.at(
            node,
            "damage_tiles",
            format!("expected a mapping of zone: [tiles], found {found}"),
        );
        return out;
    };
    for (key, tiles) in entries {
        let Some(name) = r.text(key, "damage_tiles", "a zone") else {
            continue;
        };
        let field = format!("damage_tiles.{name}");
        let Some(zone) = Zone::parse(&name) else {
            r.at(
                tiles,
                field,
                format!(
                    "unknown zone `{}`: expected red, white or blue",
                    escape(&name)
                ),
            );
            continue;
        };
        let (list, at) = read_tile_list(r, tiles, &field);
        places.tiles.insert(zone, (tiles, at));
        out.insert(zone, list);
    }
    out
}

/// One zone's list of damage tiles, with the node of each tile read.
fn read_tile_list<'n>(
    r: &mut Reader,
    tiles: &'n Spanned<Node>,
    field: &str,
) -> (Vec<DamageTile>, Vec<&'n Spanned<Node>>) {
    let mut list = Vec::new();
    let mut at = Vec::new();
    for t in r.list(tiles, field, "damage tiles") {
        let Some(text) = r.text(t, field, "a damage tile") else {
            continue;
        };
        match DamageTile::parse(&text) {
            None => r.at(t, field, format!(
                "unknown damage tile `{}`: expected structural, gravolift, upper-cannon, lower-cannon, shield or reactor",
                escape(&text)
            )),
            Some(tile) => {
                list.push(tile);
                at.push(t);
            }
        }
    }
    (list, at)
}

/// `modules`: the New Frontier modules played, a list of words (absent: the base game).
fn read_modules(r: &mut Reader, node: Option<&Spanned<Node>>) -> Modules {
    let mut out = Modules::BASE;
    let Some(node) = node else {
        return out;
    };
    for m in r.list(node, "modules", "module names") {
        let Some(word) = r.text(m, "modules", "a module name") else {
            continue;
        };
        match Module::parse(&word) {
            Some(module) if out.has(module) => {
                r.at(m, "modules", format!("module `{word}` is listed twice"));
            }
            Some(module) => out.set(module, true),
            None => {
                let known: Vec<&str> = Module::ALL.iter().map(|m| m.name()).collect();
                r.at(
                    m,
                    "modules",
                    format!(
                        "unknown module `{}`: expected {}",
                        escape(&word),
                        known.join(", ")
                    ),
                );
            }
        }
    }
    out
}

/// `starting_damage`: what the ship carries from an earlier mission of a campaign
/// (RULINGS.md C2-C5): tiles per zone, the squads still disabled, where the usable one starts.
fn read_starting_damage<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Spanned<Node>>,
) -> StartingDamage {
    let mut out = StartingDamage::default();
    let Some(node) = node.filter(|n| !matches!(n.value, Node::Null)) else {
        return out;
    };
    places.starting = Some(node);
    let Some(fields) = r.fields(node, "starting_damage", STARTING_FIELDS) else {
        return out;
    };
    for zone in Zone::ALL {
        if let Some(tiles) = fields.get(zone.name()).copied() {
            let field = format!("starting_damage.{zone}");
            let (list, at) = read_tile_list(r, tiles, &field);
            places.carried.insert(zone, (tiles, at));
            out.tiles.insert(zone, list);
        }
    }
    if let Some(n) = fields.get("disabled_squads").copied() {
        places.disabled_squads = Some(n);
        let field = "starting_damage.disabled_squads";
        if let Some(v) = r.int(n, field, "a number of squads (0-2)") {
            match u8::try_from(v) {
                Ok(count) => out.disabled_squads = count,
                Err(_) => r.at(
                    n,
                    field,
                    format!("{v} disabled battlebot squads: the ship has 2"),
                ),
            }
        }
    }
    if let Some(n) = fields.get("squad_at").copied() {
        places.squad_at = Some(n);
        let field = "starting_damage.squad_at";
        if let Some(text) = r.text(n, field, "a station (LR or UB)") {
            match Station::parse(&text.to_uppercase()) {
                Some(station) => out.squad_at = Some(station),
                None => r.at(
                    n,
                    field,
                    format!("unknown station `{}`: expected LR or UB", escape(&text)),
                ),
            }
        }
    }
    out
}

/// Writes a game back as a game file (what the app saves while the crew types).
pub fn to_yaml(game: &Game) -> String {
    let s = game.game.setup();
    let mut out = String::new();
    if let Some(m) = &s.mission {
        out.push_str(&format!("mission: {}\n", quote(m)));
    }
    out.push_str(&format!("players: {}\nseed: {}\n", s.players, game.seed));
    if !s.modules.is_base() {
        let words: Vec<&str> = s.modules.on().map(Module::name).collect();
        out.push_str(&format!("modules: [{}]\n", words.join(", ")));
    }
    let [red, white, blue, internal] = s.trajectories.numbers();
    out.push_str(&format!(
        "trajectories: {{ red: {red}, white: {white}, blue: {blue}, internal: {internal} }}\n"
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
        let calls = match &p.calls[..] {
            [] => String::new(),
            [one] => format!(", calls: {}", one.id),
            chain => {
                let ids: Vec<&str> = chain.iter().map(|c| c.id.as_str()).collect();
                format!(", calls: [{}]", ids.join(", "))
            }
        };
        out.push_str(&format!(
            "  - {{ turn: {}, zone: {}, threat: {}{unc}{calls} }}\n",
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
        if let Some(col) = c.color {
            out.push_str(&format!(", color: {}", col.name()));
        }
        if c.captain {
            out.push_str(", captain: true");
        }
        if c.android {
            out.push_str(", android: true");
        }
        if let Some(sp) = c.specialty {
            out.push_str(&format!(", specialization: {}", sp.word()));
            if let Some(t) = sp.teleport {
                let name = |i: usize| s.crew.get(i).map_or("?", |c| &*c.name);
                out.push_str(&format!(
                    ", teleport: {{ departure: {}, arrival: {} }}",
                    quote(name(t.departure)),
                    quote(name(t.arrival))
                ));
            }
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
    let carried = &s.starting_damage;
    if !carried.is_empty() || carried.squad_at.is_some() {
        out.push_str("starting_damage:\n");
        for (z, tiles) in &carried.tiles {
            let names: Vec<&str> = tiles.iter().map(|t| t.name()).collect();
            out.push_str(&format!("  {z}: [{}]\n", names.join(", ")));
        }
        if carried.disabled_squads > 0 {
            out.push_str(&format!("  disabled_squads: {}\n", carried.disabled_squads));
        }
        if let Some(station) = carried.squad_at {
            out.push_str(&format!("  squad_at: {}\n", station.code()));
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
                calls: Vec::new(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
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

    /// An expansion card without the new-threats module is refused at its place, in words.
    #[test]
    fn an_expansion_card_needs_its_module_at_its_place() {
        let mut catalog = Catalog::default();
        let card = "- { id: N-01, name: Novel, set: new-frontier, kind: external, severity: common, color: red, hit_points: 3, speed: 2, x: [], y: [], z: [attack 1] }\n";
        catalog.add_yaml(card, "nf.yaml").unwrap();
        let src = "players: 1\ntrajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
                   threats:\n  - { turn: 1, zone: red, threat: N-01 }\ncrew: [ { name: Anna } ]\n";
        let err = parse_game(src, "g.yaml", &catalog).unwrap_err();
        assert_eq!(
            err.to_string(),
            "g.yaml:4:35: threats[0].threat: Novel (N-01) is a card of The New Frontier: play it with the new-threats module (`modules: [new-threats]`)"
        );
        let with = format!("modules: [new-threats]\n{src}");
        assert!(parse_game(&with, "g.yaml", &catalog).is_ok());
    }

    /// NF35: a calling card names the card drawn for it; a card that calls nothing may not, and
    /// the called card is of the kind its caller calls. Each refusal is at its place, in words;
    /// the file written back keeps the call.
    #[test]
    fn calls_name_the_card_drawn_for_a_caller() {
        let catalog = Catalog::base().unwrap();
        let game = |threat: &str| {
            format!(
                "modules: [new-threats]\nplayers: 1\ntrajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\n\
                 threats:\n  - {{ turn: 1, zone: white, {threat} }}\ncrew: [ {{ name: Anna }} ]\n"
            )
        };
        let err = |threat: &str| {
            parse_game(&game(threat), "g.yaml", &catalog)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            err("threat: SE3-104"),
            "g.yaml:5:37: threats[0].threat: Transmitter Satellite (SE3-104) calls in an internal threat: name the card drawn for it (`calls:`)"
        );
        assert_eq!(
            err("threat: E1-07, calls: I1-05"),
            "g.yaml:5:51: threats[0].calls: Fighter (E1-07) calls in no threat: remove `calls:` (or its extra cards)"
        );
        assert_eq!(
            err("threat: SE3-104, calls: E1-07"),
            "g.yaml:5:53: threats[0].calls: Transmitter Satellite calls in an internal threat, not Fighter (E1-07)"
        );
        assert!(err("threat: SE3-104, calls: SE3-104").contains("is drawn twice"));
        assert!(err("threat: SE3-104, calls: Nobody").contains("unknown threat `Nobody`"));
        let ok = parse_game(&game("threat: SE3-104, calls: I1-05"), "g.yaml", &catalog).unwrap();
        let written = to_yaml(&ok);
        assert!(
            written.contains("threat: SE3-104, calls: I1-05 }"),
            "{written}"
        );
    }

    /// G3 (RULINGS.md): listing more damage tiles than the zone draws is fine; a warning
    /// names the tiles not drawn, at the zone's list.
    #[test]
    fn tiles_listed_but_not_drawn_are_a_warning() {
        let catalog = Catalog::base().unwrap();
        let src = "players: 1\ntrajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
                   crew: [ { name: Anna } ]\ndamage_tiles:\n  red: [shield, gravolift]\n  blue: []\n";
        let loaded = load_game(src.as_bytes(), "g.yaml", &catalog).unwrap();
        let resolution = engine::resolve(&loaded.game.game, 0);
        let warnings: Vec<String> = loaded
            .warnings(&resolution)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            warnings,
            [
                "g.yaml:5:8: damage_tiles.red: lists 2 tiles but the zone took 0 damage: shield, gravolift not drawn"
            ]
        );
    }

    /// Issue 11 item 20: the reader's limits are reported in our words, with no budget names.
    #[test]
    fn a_file_over_the_readers_limits_is_refused_in_our_words() {
        let catalog = Catalog::base().unwrap();
        let zeros = vec!["0"; 250_001].join(",");
        let src = format!("players: 1\nthreats: [{zeros}]\n");
        let err = parse_game(&src, "g.yaml", &catalog)
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("g.yaml:2:")
                && err.ends_with(": the file is too large to be a Sitting Duck file"),
            "{err}"
        );
    }

    #[test]
    fn modules_are_read_written_back_and_checked_word_by_word() {
        let catalog = Catalog::base().unwrap();
        let src = |modules: &str| {
            format!(
                "players: 1\nmodules: {modules}\ntrajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\n\
                 crew: [ {{ name: Anna, actions: \"A\" }} ]\n"
            )
        };
        let game = parse_game(&src("[new-threats, double-actions]"), "g.yaml", &catalog).unwrap();
        let m = game.game.setup().modules;
        assert!(m.double_actions && m.new_threats && !m.specializations);
        let written = to_yaml(&game);
        assert!(
            written.contains("modules: [double-actions, new-threats]\n"),
            "{written}"
        );
        assert_eq!(parse_game(&written, "g.yaml", &catalog).unwrap(), game);
        let err = parse_game(
            &src("[doubles, new-threats, new-threats]"),
            "g.yaml",
            &catalog,
        )
        .unwrap_err()
        .to_string();
        assert!(err.contains("g.yaml:2:11: modules: unknown module `doubles`: expected double-actions, specializations, new-threats"), "{err}");
        assert!(
            err.contains("module `new-threats` is listed twice"),
            "{err}"
        );
        let base = parse_game(&src("[]"), "g.yaml", &catalog).unwrap();
        assert!(base.game.setup().modules.is_base());
        assert!(!to_yaml(&base).contains("modules"));
    }

    /// Double-action tokens are written back as read (in upper case) with their module, and
    /// without it they are refused at the board.
    #[test]
    fn double_actions_are_written_back_and_need_their_module() {
        let catalog = Catalog::base().unwrap();
        let src = |modules: &str| {
            format!(
                "players: 1\n{modules}trajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\n\
                 crew: [ {{ name: Anna, actions: \"a> <c . ^^b\" }} ]\n"
            )
        };
        let err = parse_game(&src("modules: [double-actions]\n"), "g.yaml", &catalog)
            .unwrap_err()
            .to_string();
        assert!(err.contains("space 4: unknown action token `^^b`"), "{err}");
        let src = |modules: &str| src(modules).replace("^^b", "^b");
        let game = parse_game(&src("modules: [double-actions]\n"), "g.yaml", &catalog).unwrap();
        let written = to_yaml(&game);
        assert!(written.contains("actions: \"A> <C . ^B\""), "{written}");
        assert_eq!(parse_game(&written, "g.yaml", &catalog).unwrap(), game);
        let err = parse_game(&src(""), "g.yaml", &catalog)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("g.yaml:3:32: crew[0].actions: Anna, turn 1: `A>` is a double action"),
            "{err}"
        );
    }

    #[test]
    fn specializations_and_teleport_tokens_are_written_back() {
        let catalog = Catalog::base().unwrap();
        let src = "players: 3\nmodules: [double-actions, specializations]\n\
                   trajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
                   crew:\n  - { name: Mia, specialization: Medic 2, actions: \"s:< a\" }\n\
                   \x20 - { name: Tess, specialization: teleporter 1, teleport: { departure: Carl, arrival: Mia }, actions: \". S\" }\n\
                   \x20 - { name: Carl, specialization: special-ops 3, actions: \"S+:^A . S\" }\n";
        let game = parse_game(src, "g.yaml", &catalog).unwrap();
        let crew = &game.game.setup().crew;
        let tess = crew[1].specialty.unwrap();
        assert_eq!(tess.word(), "teleporter 1");
        assert_eq!(
            tess.teleport,
            Some(engine::Teleport {
                departure: 2,
                arrival: 0
            })
        );
        let written = to_yaml(&game);
        assert!(
            written.contains("specialization: medic 2, actions: \"S:< A\""),
            "{written}"
        );
        assert!(
            written.contains("teleport: { departure: \"Carl\", arrival: \"Mia\" }"),
            "{written}"
        );
        assert_eq!(parse_game(&written, "g.yaml", &catalog).unwrap(), game);
    }

    #[test]
    fn lowercase_tokens_load_as_their_uppercase_cards() {
        let catalog = Catalog::base().unwrap();
        let src = |actions: &str| {
            format!(
                "players: 1\ntrajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\n\
                 crew: [ {{ name: Anna, actions: \"{actions}\" }} ]\n"
            )
        };
        let lower = parse_game(&src("a b . c r a* ~b @ur"), "g.yaml", &catalog).unwrap();
        let upper = parse_game(&src("A B . C R A* ~B @UR"), "g.yaml", &catalog).unwrap();
        assert_eq!(lower, upper);
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
  - { name: Robo 2, android: true, actions: "a b c r a* ~b @ur" }
  - { name: Ben, color: blue, actions: "" }
damage_tiles:
  red: [shield, gravolift]
starting_damage:
  red: [reactor]
  white: [structural, upper-cannon]
  disabled_squads: 1
  squad_at: ub
"#;
        let game = parse_game(src, "g.yaml", &catalog).unwrap();
        let carried = &game.game.setup().starting_damage;
        assert_eq!(carried.total(), 3);
        assert_eq!(carried.squads_aboard(), [false, true]);
        let again = parse_game(&to_yaml(&game), "g2.yaml", &catalog).unwrap();
        assert_eq!(game, again);
        // A game with no threats yet (the crew is still typing) writes back loadable too.
        let mut setup = game.game.clone().into_setup();
        setup.threats.clear();
        let empty = Game {
            game: engine::Game::from_setup(setup).unwrap(),
            seed: game.seed,
        };
        let again = parse_game(&to_yaml(&empty), "g3.yaml", &catalog).unwrap();
        assert_eq!(empty, again);
    }
}
