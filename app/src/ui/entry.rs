//! Entering what was played: the action boards, the threat cards drawn, the trajectories and
//! the damage tiles, kept as a game file (`formats.md` section 2) from the first keystroke.
//!
//! [`BoardsEntry`] is the model (what the crew typed and picked) and knows how to become a
//! [`Game`]; [`BoardsEntry::ui`] draws it. Every change is written to the autosave file at
//! once, so a crash or a closed window loses nothing.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::{
    Align2, Button, Color32, CornerRadius, FontId, Rect, RichText, ScrollArea, Sense, Stroke,
    StrokeKind, TextEdit, Ui, Vec2,
};
use engine::{
    Action, Colour, CrewColour, CrewMember as BoardCrew, DamageTile, Setup, SetupError, Severity,
    ThreatZone, Trajectories, Zone, action::board_tokens,
};
use missions::Catalog;
use missions::game::{Game, parse_game, threats_from_track, to_yaml};
use missions::track::ThreatSlot;
use serde::{Deserialize, Serialize};

use super::mission::MissionRun;
use super::theme;
use super::widgets::chip;
use crate::settings::{CrewColor, Difficulty, Settings};

/// One crew member's (or android's) action board as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    /// Name, as in the log.
    pub name: String,
    /// Figure colour.
    pub colour: Option<CrewColour>,
    /// The captain acts first.
    pub captain: bool,
    /// An android board.
    pub android: bool,
    /// The tokens as typed (`A > ^ . C`).
    pub text: String,
}

/// What one action space shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpaceShown {
    /// A card half (or no card: [`Action::Empty`]).
    Card(Action),
    /// A token that is not a card half.
    Wrong(String),
}

impl BoardRow {
    /// The 12 spaces as typed: tokens past the twelfth are reported by [`BoardRow::problems`].
    pub fn spaces(&self) -> [SpaceShown; 12] {
        let mut spaces: [SpaceShown; 12] = std::array::from_fn(|_| SpaceShown::Card(Action::Empty));
        for (space, token) in spaces.iter_mut().zip(self.text.split_whitespace()) {
            *space = match Action::parse(token) {
                Ok(action) => SpaceShown::Card(action),
                Err(_) => SpaceShown::Wrong(token.to_owned()),
            };
        }
        spaces
    }

    /// What is wrong with the row, each naming the space: empty when it is a board.
    pub fn problems(&self) -> Vec<String> {
        let tokens: Vec<&str> = self.text.split_whitespace().collect();
        let mut problems: Vec<String> = tokens
            .iter()
            .enumerate()
            .filter(|(_, token)| Action::parse(token).is_err())
            .map(|(i, token)| format!("space {}: `{token}` is not a card", i + 1))
            .collect();
        if tokens.len() > 12 {
            problems.push(format!(
                "{} cards: a board has 12 spaces (remove {})",
                tokens.len(),
                tokens.len() - 12
            ));
        }
        problems
    }

    /// Appends a token clicked on the palette.
    pub fn push_token(&mut self, token: &str) {
        let kept = self.text.trim_end().len();
        self.text.truncate(kept);
        if !self.text.is_empty() {
            self.text.push(' ');
        }
        self.text.push_str(token);
    }

    /// Removes the last token.
    pub fn pop_token(&mut self) {
        let trimmed = self.text.trim_end();
        let cut = trimmed.rfind(char::is_whitespace).map_or(0, |i| i + 1);
        self.text.truncate(cut);
        let kept = self.text.trim_end().len();
        self.text.truncate(kept);
    }
}

/// One threat card on the table: announced by the track (turn, zone and pile fixed) or added
/// by hand when a game file is entered without a mission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreatEntry {
    /// T+n.
    pub turn: u8,
    /// Its trajectory.
    pub zone: ThreatZone,
    /// Serious or common.
    pub serious: bool,
    /// An unconfirmed report.
    pub unconfirmed: bool,
    /// The card's id, once known.
    pub card: Option<String>,
    /// Announced by the track: only the card can be changed.
    pub announced: bool,
}

impl ThreatEntry {
    /// "T+3 internal, serious".
    pub fn label(&self) -> String {
        let pile = if self.serious { "serious" } else { "common" };
        let unconfirmed = if self.unconfirmed {
            ", unconfirmed"
        } else {
            ""
        };
        format!("T+{} {}, {pile}{unconfirmed}", self.turn, self.zone)
    }
}

/// Who draws the damage tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TileDrawing {
    /// The app draws them from the seed.
    App,
    /// The crew enters the tiles they drew, per zone, in order; the rest are drawn from the seed.
    Crew,
}

/// Everything typed and picked on the boards screen.
#[derive(Debug, Clone)]
pub struct BoardsEntry {
    catalog: Result<Arc<Catalog>, String>,
    /// The mission's name, for the log.
    pub mission: Option<String>,
    /// Players (androids do not count).
    pub players: u8,
    /// The seed of the damage-tile draws.
    pub seed: u64,
    /// Trajectory boards: red, white, blue, internal.
    pub trajectories: [u8; 4],
    /// The threat cards.
    pub threats: Vec<ThreatEntry>,
    /// The boards, in seating order.
    pub rows: Vec<BoardRow>,
    /// Who draws the damage tiles.
    pub tiles: TileDrawing,
    /// The tiles the crew drew, per zone (red, white, blue), in order.
    pub drawn_tiles: [Vec<DamageTile>; 3],
    /// The row the palette types into.
    pub focused: usize,
    /// The threat whose card is being picked.
    pub picking: Option<usize>,
    /// The card search text.
    pub search: String,
    /// Only cards of this difficulty colour in the picker.
    pub level: Option<Colour>,
    /// The "Save as / Load" path.
    pub path: String,
    /// The last save/load message.
    pub notice: Option<String>,
    /// Why the last "Resolve" was refused.
    pub problems: Vec<String>,
    /// Where every change is written (`None`: nowhere, as in tests).
    pub autosave: Option<PathBuf>,
    /// Pending "Oops, I tripped" on the palette: the next clicked card gets `~`.
    pub tripped: bool,
    /// Give this row's text field the keyboard on the next frame.
    focus_field: Option<usize>,
    /// The level the picker starts with for common and serious cards: the decks chosen in
    /// the setup (`None`: mixed, every card).
    levels: [Option<Colour>; 2],
    saved_text: String,
}

/// Everything typed, kept as JSON beside the autosaved game file: it restores a draft
/// exactly, even one the game-file loader refuses (a card not picked yet, a mistyped token).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Draft {
    mission: Option<String>,
    players: u8,
    seed: u64,
    trajectories: [u8; 4],
    threats: Vec<DraftThreat>,
    rows: Vec<DraftRow>,
    crew_tiles: bool,
    drawn_tiles: [Vec<String>; 3],
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct DraftThreat {
    turn: u8,
    zone: String,
    serious: bool,
    unconfirmed: bool,
    card: Option<String>,
    announced: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct DraftRow {
    name: String,
    colour: Option<String>,
    captain: bool,
    android: bool,
    text: String,
}

/// The draft file beside an autosaved game file.
fn draft_path(autosave: &Path) -> PathBuf {
    autosave.with_extension("json")
}

/// Where the autosave of the boards entered before this screen is kept.
fn previous_path(autosave: &Path) -> PathBuf {
    autosave.with_extension("previous.json")
}

/// The game colour of a setup colour.
pub fn game_colour(color: CrewColor) -> Option<CrewColour> {
    CrewColour::parse(color.name())
}

/// The setup colour of a game colour (for drawing figures).
pub fn setup_colour(colour: CrewColour) -> CrewColor {
    CrewColor::ALL
        .into_iter()
        .find(|c| c.name() == colour.name())
        .unwrap_or(CrewColor::Red)
}

/// The default autosave file: `sitting-duck/boards-autosave.yaml` in the platform's data dir.
pub fn default_autosave_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "sitting-duck")
        .map(|dirs| dirs.data_dir().join("boards-autosave.yaml"))
}

impl BoardsEntry {
    /// An empty entry for the crew of `settings` (androids fill 2-3 players up to four).
    pub fn new(settings: &Settings, seed: u64) -> Self {
        let humans = settings.crew.len();
        let mut rows: Vec<BoardRow> = settings
            .crew
            .iter()
            .map(|m| BoardRow {
                name: m.name.clone(),
                colour: game_colour(m.color),
                captain: m.captain,
                android: false,
                text: String::new(),
            })
            .collect();
        if settings.androids && (2..=3).contains(&humans) {
            let free: Vec<CrewColor> = CrewColor::ALL
                .into_iter()
                .filter(|c| settings.crew.iter().all(|m| m.color != *c))
                .collect();
            for (i, color) in free.into_iter().take(4 - humans).enumerate() {
                rows.push(BoardRow {
                    name: format!("Android {}", i + 1),
                    colour: game_colour(color),
                    captain: false,
                    android: true,
                    text: String::new(),
                });
            }
        }
        Self {
            catalog: Catalog::base()
                .map(Arc::new)
                .map_err(|d| format!("the threat catalog does not load: {d}")),
            mission: None,
            players: u8::try_from(humans).unwrap_or(5).clamp(1, 5),
            seed,
            trajectories: settings.entered_trajectories,
            threats: Vec::new(),
            rows,
            tiles: TileDrawing::App,
            drawn_tiles: [Vec::new(), Vec::new(), Vec::new()],
            focused: 0,
            picking: None,
            search: String::new(),
            level: None,
            path: String::new(),
            notice: None,
            problems: Vec::new(),
            autosave: None,
            tripped: false,
            focus_field: Some(0),
            levels: [settings.common, settings.serious].map(|d| match d {
                Difficulty::White => Some(Colour::White),
                Difficulty::Yellow => Some(Colour::Yellow),
                Difficulty::Mixed => None,
            }),
            saved_text: String::new(),
        }
    }

    /// The entry after an Action Round: its mission, trajectories and announced threats (with
    /// the cards the digital deck drew, if it did).
    pub fn after_mission(settings: &Settings, run: &MissionRun, seed: u64) -> Self {
        let mut entry = Self::new(settings, seed);
        entry.mission = Some(run.plan().name.clone());
        entry.trajectories = run.table().trajectories;
        entry.threats = run
            .threats()
            .iter()
            .map(|t| ThreatEntry {
                turn: t.turn,
                zone: t.zone,
                serious: t.serious,
                unconfirmed: t.unconfirmed,
                card: t.card.as_ref().map(|c| c.id.clone()),
                announced: true,
            })
            .collect();
        entry.pick(entry.threats.iter().position(|t| t.card.is_none()));
        entry
    }

    /// Opens the card picker on threat `index` (or closes it), filtered by the level of the
    /// deck that threat's card comes from.
    pub fn pick(&mut self, index: Option<usize>) {
        self.picking = index;
        self.search.clear();
        if let Some(threat) = index.and_then(|i| self.threats.get(i)) {
            self.level = self.levels[usize::from(threat.serious)];
        }
    }

    /// The shipped catalog, if it loaded.
    pub fn catalog(&self) -> Option<&Catalog> {
        self.catalog.as_ref().ok().map(AsRef::as_ref)
    }

    /// Fills the entry from a loaded game.
    pub fn set_game(&mut self, game: &Game) {
        let s = game.game.setup();
        self.mission = s.mission.clone();
        self.players = s.players;
        self.seed = game.seed;
        self.trajectories = s.trajectories.numbers();
        self.threats = s
            .threats
            .iter()
            .map(|p| ThreatEntry {
                turn: p.turn,
                zone: p.zone,
                serious: p.card.severity == Severity::Serious,
                unconfirmed: p.unconfirmed,
                card: Some(p.card.id.clone()),
                announced: false,
            })
            .collect();
        self.rows = s
            .crew
            .iter()
            .map(|c| BoardRow {
                name: c.name.clone(),
                colour: c.colour,
                captain: c.captain,
                android: c.android,
                text: board_tokens(&c.actions),
            })
            .collect();
        self.drawn_tiles = Zone::ALL.map(|z| s.damage_tiles.get(&z).cloned().unwrap_or_default());
        self.tiles = if s.damage_tiles.values().any(|v| !v.is_empty()) {
            TileDrawing::Crew
        } else {
            TileDrawing::App
        };
        self.focused = 0;
        self.picking = None;
        self.problems.clear();
    }

    /// Loads the game file at `self.path`: the entry is replaced only when the whole file is
    /// good; otherwise the notice lists every problem with its line and column.
    pub fn load(&mut self) {
        let path = self.path.trim().to_owned();
        let Some(catalog) = self.catalog().cloned() else {
            self.notice = self.catalog.as_ref().err().cloned();
            return;
        };
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(err) => {
                self.notice = Some(format!("cannot read {path}: {err}"));
                return;
            }
        };
        match parse_game(&text, &path, &catalog) {
            Ok(game) => {
                self.set_game(&game);
                self.notice = Some(format!("loaded {path}"));
            }
            Err(diags) => self.notice = Some(diags.to_string()),
        }
    }

    /// Saves the boards to `self.path` (as a game file, even with problems left).
    pub fn save_as(&mut self) {
        let path = self.path.trim().to_owned();
        if path.is_empty() {
            self.notice = Some("type the path of the game file to write".to_owned());
            return;
        }
        let text = self.file_text();
        self.notice = Some(match std::fs::write(&path, text) {
            Ok(()) => match self.game() {
                Ok(_) => format!("saved {path}"),
                Err(problems) => format!("saved {path} ({} problem(s) left)", problems.len()),
            },
            Err(err) => format!("cannot write {path}: {err}"),
        });
    }

    /// Autosaves to `path` (the game file; the draft goes beside it as JSON). The boards of
    /// the last screen are kept aside first, so a crew coming back after a crash can still
    /// restore them ([`BoardsEntry::previous_autosave`]).
    pub fn with_autosave(mut self, path: Option<PathBuf>) -> Self {
        if let Some(path) = &path
            && draft_path(path).exists()
        {
            let _ = std::fs::rename(draft_path(path), previous_path(path));
        }
        self.autosave = path;
        self
    }

    /// The draft of the boards entered before this screen, if there is one.
    pub fn previous_autosave(&self) -> Option<PathBuf> {
        let path = previous_path(self.autosave.as_deref()?);
        path.exists().then_some(path)
    }

    /// Replaces the entry with a draft written by the autosave.
    pub fn restore(&mut self, path: &Path) {
        let draft = std::fs::read_to_string(path)
            .map_err(|err| err.to_string())
            .and_then(|text| serde_json::from_str::<Draft>(&text).map_err(|err| err.to_string()));
        match draft {
            Ok(draft) => {
                self.set_draft(draft);
                self.notice = Some(format!("restored the boards from {}", path.display()));
            }
            Err(err) => self.notice = Some(format!("cannot restore {}: {err}", path.display())),
        }
    }

    fn draft(&self) -> Draft {
        Draft {
            mission: self.mission.clone(),
            players: self.players,
            seed: self.seed,
            trajectories: self.trajectories,
            threats: self
                .threats
                .iter()
                .map(|t| DraftThreat {
                    turn: t.turn,
                    zone: t.zone.name().to_owned(),
                    serious: t.serious,
                    unconfirmed: t.unconfirmed,
                    card: t.card.clone(),
                    announced: t.announced,
                })
                .collect(),
            rows: self
                .rows
                .iter()
                .map(|r| DraftRow {
                    name: r.name.clone(),
                    colour: r.colour.map(|c| c.name().to_owned()),
                    captain: r.captain,
                    android: r.android,
                    text: r.text.clone(),
                })
                .collect(),
            crew_tiles: self.tiles == TileDrawing::Crew,
            drawn_tiles: self
                .drawn_tiles
                .clone()
                .map(|tiles| tiles.iter().map(|t| t.name().to_owned()).collect()),
        }
    }

    fn set_draft(&mut self, draft: Draft) {
        self.mission = draft.mission;
        self.players = draft.players;
        self.seed = draft.seed;
        self.trajectories = draft.trajectories;
        self.threats = draft
            .threats
            .into_iter()
            .map(|t| ThreatEntry {
                turn: t.turn,
                zone: ThreatZone::parse(&t.zone).unwrap_or(ThreatZone::Internal),
                serious: t.serious,
                unconfirmed: t.unconfirmed,
                card: t.card,
                announced: t.announced,
            })
            .collect();
        self.rows = draft
            .rows
            .into_iter()
            .map(|r| BoardRow {
                name: r.name,
                colour: r.colour.as_deref().and_then(CrewColour::parse),
                captain: r.captain,
                android: r.android,
                text: r.text,
            })
            .collect();
        self.tiles = if draft.crew_tiles {
            TileDrawing::Crew
        } else {
            TileDrawing::App
        };
        self.drawn_tiles = draft
            .drawn_tiles
            .map(|tiles| tiles.iter().filter_map(|t| DamageTile::parse(t)).collect());
        self.focused = 0;
        self.pick(self.threats.iter().position(|t| t.card.is_none()));
        self.problems.clear();
    }

    /// Writes the autosave files when something changed since the last write.
    pub fn autosave(&mut self) {
        let Some(path) = self.autosave.clone() else {
            return;
        };
        let text = self.file_text();
        if text == self.saved_text {
            return;
        }
        let draft = serde_json::to_string_pretty(&self.draft()).map_err(std::io::Error::other);
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, &text))
            .and_then(|()| std::fs::write(draft_path(&path), draft?));
        match written {
            Ok(()) => self.saved_text = text,
            Err(err) => {
                self.notice = Some(format!("cannot autosave to {}: {err}", path.display()));
                // Do not retry every frame.
                self.autosave = None;
            }
        }
    }

    /// The threat slots the cards are checked against.
    fn slots(&self) -> Vec<ThreatSlot> {
        self.threats
            .iter()
            .map(|t| ThreatSlot {
                turn: t.turn,
                zone: t.zone,
                serious: t.serious,
                unconfirmed: t.unconfirmed,
                at: 0,
            })
            .collect()
    }

    /// The game the entry describes, or every reason it is not one yet. The rules of the
    /// table are the engine's ([`engine::Game::from_setup`]); only what this screen holds on
    /// its own (cards not picked yet, tokens) is checked here.
    ///
    /// # Errors
    /// Each problem as a sentence naming the board, space, threat or trajectory.
    pub fn game(&self) -> Result<Game, Vec<String>> {
        let mut problems = Vec::new();
        let catalog = match &self.catalog {
            Ok(c) => Some(c),
            Err(e) => {
                problems.push(e.clone());
                None
            }
        };
        let trajectories =
            Trajectories::from_numbers(self.trajectories.map(i64::from)).map_err(|errors| {
                problems.extend(errors.iter().map(|e| format!("trajectories: {e}")));
            });
        let mut cards = Vec::new();
        for threat in &self.threats {
            match (&threat.card, catalog) {
                (None, _) => problems.push(format!("{}: pick the card drawn", threat.label())),
                (Some(id), Some(catalog)) => match catalog.get(id) {
                    Ok(card) => cards.push(card.clone()),
                    Err(err) => problems.push(format!("{}: {err}", threat.label())),
                },
                (Some(_), None) => {}
            }
        }
        let threats = if cards.len() == self.threats.len() {
            threats_from_track(&self.slots(), &cards).map_err(|e| problems.push(e.to_string()))
        } else {
            Err(())
        };
        let mut crew = Vec::new();
        for row in &self.rows {
            let row_problems = row.problems();
            crew.push(BoardCrew {
                name: row.name.clone(),
                colour: row.colour,
                captain: row.captain,
                android: row.android,
                actions: Action::parse_board(&row.text).unwrap_or_default(),
            });
            problems.extend(
                row_problems
                    .into_iter()
                    .map(|p| format!("{}'s board, {p}", row.name)),
            );
        }
        let damage_tiles = match self.tiles {
            TileDrawing::App => Default::default(),
            TileDrawing::Crew => Zone::ALL
                .into_iter()
                .filter(|z| !self.drawn_tiles[z.index()].is_empty())
                .map(|z| (z, self.drawn_tiles[z.index()].clone()))
                .collect(),
        };
        // Bad trajectories or threats do not hide the crew's problems: check the rest with
        // stand-ins, and keep the game only when nothing was wrong.
        let complete = trajectories.is_ok() && threats.is_ok();
        let Some(boards) = trajectories
            .ok()
            .or_else(|| Trajectories::from_numbers([1, 2, 3, 4]).ok())
        else {
            return Err(problems);
        };
        let setup = Setup {
            mission: self.mission.clone(),
            players: self.players,
            trajectories: boards,
            threats: threats.unwrap_or_default(),
            crew,
            damage_tiles,
        };
        match engine::Game::from_setup(setup) {
            Ok(game) if complete && problems.is_empty() => Ok(Game {
                game,
                seed: self.seed,
            }),
            Ok(_) => Err(problems),
            Err(errors) => {
                problems.extend(errors.0.iter().map(Self::describe));
                Err(problems)
            }
        }
    }

    /// One of the engine's reasons, naming the board it is about.
    fn describe(error: &SetupError) -> String {
        match error {
            SetupError::NoCrew => "no crew: add a board".to_owned(),
            SetupError::NoName { crew }
            | SetupError::NameControl { crew, .. }
            | SetupError::NameTwice { crew, .. }
            | SetupError::ColourTwice { crew, .. } => format!("board {}: {error}", crew + 1),
            SetupError::TileTwice { zone, .. } => format!("{zone} damage tiles: {error}"),
            _ => error.to_string(),
        }
    }

    /// The game file text: the game when it is complete, else a draft in the same format that
    /// keeps every keystroke (cards not yet picked are written as `"?"`).
    pub fn file_text(&self) -> String {
        if let Ok(game) = self.game() {
            return to_yaml(&game);
        }
        let quote = |s: &str| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
        let mut out = String::from("# draft: not complete yet\n");
        if let Some(m) = &self.mission {
            out.push_str(&format!("mission: {}\n", quote(m)));
        }
        let [r, w, b, i] = self.trajectories;
        out.push_str(&format!(
            "players: {}\nseed: {}\ntrajectories: {{ red: {r}, white: {w}, blue: {b}, internal: {i} }}\n",
            self.players, self.seed
        ));
        out.push_str(if self.threats.is_empty() {
            "threats: []\n"
        } else {
            "threats:\n"
        });
        for t in &self.threats {
            let unconfirmed = if t.unconfirmed {
                ", unconfirmed: true"
            } else {
                ""
            };
            let card = t.card.clone().unwrap_or_else(|| "?".to_owned());
            let pile = if t.serious { "serious" } else { "common" };
            out.push_str(&format!(
                "  - {{ turn: {}, zone: {}, threat: {}{unconfirmed} }}   # {pile}\n",
                t.turn,
                t.zone,
                quote(&card)
            ));
        }
        out.push_str(if self.rows.is_empty() {
            "crew: []\n"
        } else {
            "crew:\n"
        });
        for row in &self.rows {
            out.push_str(&format!("  - {{ name: {}", quote(&row.name)));
            if let Some(c) = row.colour {
                out.push_str(&format!(", color: {}", c.name()));
            }
            if row.captain {
                out.push_str(", captain: true");
            }
            if row.android {
                out.push_str(", android: true");
            }
            out.push_str(&format!(", actions: {} }}\n", quote(row.text.trim())));
        }
        if self.tiles == TileDrawing::Crew && self.drawn_tiles.iter().any(|t| !t.is_empty()) {
            out.push_str("damage_tiles:\n");
            for zone in Zone::ALL {
                let tiles = &self.drawn_tiles[zone.index()];
                if !tiles.is_empty() {
                    let names: Vec<&str> = tiles.iter().map(|t| t.name()).collect();
                    out.push_str(&format!("  {zone}: [{}]\n", names.join(", ")));
                }
            }
        }
        out
    }

    /// Cards of the catalog that fit threat `index` (kind and pile), the level filter and the
    /// search text (id or name, any case).
    pub fn candidates(&self, index: usize) -> Vec<(String, String, Colour)> {
        let (Some(catalog), Some(threat)) = (self.catalog(), self.threats.get(index)) else {
            return Vec::new();
        };
        let query = self.search.trim().to_lowercase();
        catalog
            .cards()
            .iter()
            .filter(|c| c.is_internal() == (threat.zone == ThreatZone::Internal))
            .filter(|c| (c.severity == Severity::Serious) == threat.serious)
            .filter(|c| self.level.is_none_or(|l| c.colour == l))
            .filter(|c| {
                query.is_empty()
                    || c.id.to_lowercase().contains(&query)
                    || c.name.to_lowercase().contains(&query)
            })
            .map(|c| (c.id.clone(), c.name.clone(), c.colour))
            .collect()
    }

    /// The name of a card id, for display.
    fn card_name(&self, id: &str) -> String {
        self.catalog()
            .and_then(|c| c.get(id).ok())
            .map_or_else(|| id.to_owned(), |c| format!("{} {}", c.id, c.name))
    }

    /// Draws the entry (boards in the middle, cards, trajectories and tiles beside) and writes
    /// the autosave when something changed. Returns whether "Resolve" was asked for.
    pub fn ui(&mut self, ui: &mut Ui) -> bool {
        let mut resolve = false;
        egui::Panel::bottom("entry-actions").show(ui, |ui| {
            ui.add_space(6.0);
            if !self.problems.is_empty() {
                ui.label(
                    RichText::new("Not ready to resolve:")
                        .color(theme::ALARM)
                        .strong(),
                );
                ScrollArea::vertical()
                    .max_height(110.0)
                    .id_salt("entry-problems")
                    .show(ui, |ui| {
                        for p in &self.problems {
                            ui.label(RichText::new(format!("- {p}")).color(theme::ALARM));
                        }
                    });
            }
            ui.horizontal(|ui| {
                let button = Button::new(
                    RichText::new("Resolve  [Ctrl+Enter]")
                        .size(30.0)
                        .strong()
                        .color(Color32::WHITE),
                )
                .fill(theme::ACCENT)
                .min_size(Vec2::new(340.0, 60.0))
                .corner_radius(CornerRadius::same(10));
                if ui.add(button).clicked() {
                    resolve = true;
                }
                ui.add_space(16.0);
                ui.vertical(|ui| self.file_ui(ui));
            });
            ui.add_space(6.0);
        });
        egui::Panel::right("entry-table")
            .resizable(false)
            .exact_size(390.0)
            .show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("entry-table-scroll")
                    .show(ui, |ui| self.table_ui(ui));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            self.palette_ui(ui);
            ui.add_space(4.0);
            ScrollArea::vertical().id_salt("entry-rows").show(ui, |ui| {
                for index in 0..self.rows.len() {
                    self.row_ui(ui, index);
                }
            });
        });
        if ui.input(|i| i.modifiers.command && i.key_pressed(egui::Key::Enter)) {
            resolve = true;
        }
        self.autosave();
        resolve
    }

    /// The token palette: clicks type into the focused board.
    fn palette_ui(&mut self, ui: &mut Ui) {
        let target = self
            .rows
            .get(self.focused)
            .map_or(String::new(), |r| r.name.clone());
        ui.label(
            RichText::new(format!("Palette: click to add a card to {target}'s board"))
                .color(theme::MUTED),
        );
        let tokens: &[&str] = &[
            "A", "B", "C", "R", "<", ">", "^", ".", "A*", "B*", "R*", "@UR", "@UW", "@UB", "@LR",
            "@LW", "@LB",
        ];
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            for token in tokens {
                let Ok(action) = Action::parse(token) else {
                    continue;
                };
                let response = ui.allocate_response(Vec2::splat(38.0), Sense::click());
                paint_space(
                    ui,
                    response.rect,
                    &SpaceShown::Card(action),
                    response.hovered(),
                );
                let name = format!("Palette {token}");
                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
                let response = response.on_hover_text(describe(action));
                if response.clicked()
                    && let Some(row) = self.rows.get_mut(self.focused)
                {
                    // "Oops" stands in front of a card: an empty space cannot be tripped over.
                    let typed = match (self.tripped, *token) {
                        (true, ".") => None,
                        (true, t) => Some(format!("~{t}")),
                        (false, t) => Some(t.to_owned()),
                    };
                    if let Some(typed) = typed {
                        row.push_token(&typed);
                        self.focus_field = Some(self.focused);
                        self.tripped = false;
                    }
                }
            }
            let oops = chip(ui, self.tripped, "Oops ~", theme::WARNING)
                .on_hover_text("\"Oops, I tripped\": the next card clicked was misplayed");
            if oops.clicked() {
                self.tripped = !self.tripped;
            }
            if ui
                .button("Undo")
                .on_hover_text("Remove the last card")
                .clicked()
                && let Some(row) = self.rows.get_mut(self.focused)
            {
                row.pop_token();
                self.focus_field = Some(self.focused);
            }
        });
    }

    /// One board: name, the 12 spaces, the text field and its mistakes.
    fn row_ui(&mut self, ui: &mut Ui, index: usize) {
        let focused = index == self.focused;
        let frame_stroke = if focused {
            Stroke::new(2.0, theme::ACCENT)
        } else {
            Stroke::new(1.0, Color32::from_gray(60))
        };
        egui::Frame::new()
            .fill(theme::CARD_FILL)
            .stroke(frame_stroke)
            .corner_radius(CornerRadius::same(8))
            .inner_margin(8.0)
            .show(ui, |ui| {
                let row = &self.rows[index];
                let spaces = row.spaces();
                let problems = row.problems();
                ui.horizontal(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width(118.0);
                        ui.horizontal(|ui| {
                            let colour = row
                                .colour
                                .map_or(theme::MUTED, |c| theme::crew_color(setup_colour(c)));
                            let (dot, _) =
                                ui.allocate_exact_size(Vec2::splat(18.0), Sense::hover());
                            ui.painter().circle_filled(dot.center(), 8.0, colour);
                            let mut name = RichText::new(&row.name).size(22.0).strong();
                            if row.android {
                                name = name.italics();
                            }
                            if ui
                                .add(egui::Label::new(name).sense(Sense::click()).truncate())
                                .clicked()
                            {
                                self.focused = index;
                                self.focus_field = Some(index);
                            }
                        });
                        let role = match (row.captain, row.android) {
                            (true, _) => "captain",
                            (_, true) => "android",
                            _ => "",
                        };
                        ui.label(RichText::new(role).color(theme::MUTED));
                    });
                    ui.spacing_mut().item_spacing.x = 4.0;
                    // 50 px spaces, smaller in a narrow window (the gaps take 28 px).
                    let side =
                        ((ui.available_width() - 28.0 - 12.0 * 4.0) / 12.0).clamp(26.0, 50.0);
                    for (i, space) in spaces.iter().enumerate() {
                        if i == 3 || i == 7 {
                            // The printed board's gaps between phases 1 | 2 | 3.
                            ui.add_space(14.0);
                        }
                        let (rect, response) =
                            ui.allocate_exact_size(Vec2::splat(side), Sense::click());
                        paint_space(ui, rect, space, false);
                        // The space's number, when there is room beside the symbol.
                        if side >= 36.0 {
                            ui.painter().text(
                                rect.left_top() + Vec2::new(4.0, 2.0),
                                Align2::LEFT_TOP,
                                (i + 1).to_string(),
                                FontId::proportional(11.0),
                                Color32::from_gray(170),
                            );
                        }
                        let label = format!(
                            "{} space {}: {}",
                            self.rows[index].name,
                            i + 1,
                            space_name(space)
                        );
                        let response = response.accessible_name(label);
                        if response.clicked() {
                            self.focused = index;
                            self.focus_field = Some(index);
                        }
                    }
                });
                let row = &mut self.rows[index];
                let field_label = format!("{}'s board", row.name);
                let edit = ui.add(
                    TextEdit::singleline(&mut row.text)
                        .desired_width(ui.available_width())
                        .font(FontId::monospace(21.0))
                        .hint_text("A > ^ . C  (12 spaces; ~A = Oops, A* = heroic)"),
                );
                let edit = edit.accessible_name(field_label);
                // Back to the keyboard after a click on the palette or the row: typing goes
                // straight into the focused board.
                if self.focus_field == Some(index) {
                    edit.request_focus();
                    self.focus_field = None;
                }
                if edit.gained_focus() || edit.has_focus() {
                    self.focused = index;
                }
                for p in &problems {
                    ui.label(
                        RichText::new(format!("{}: {p}", self.rows[index].name))
                            .color(theme::ALARM),
                    );
                }
            });
        ui.add_space(4.0);
    }

    /// Save as / load a game file.
    fn file_ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let label = ui.label("Game file");
            ui.add(
                TextEdit::singleline(&mut self.path)
                    .desired_width((ui.available_width() - 190.0).clamp(160.0, 360.0))
                    .hint_text("game.yaml"),
            )
            .labelled_by(label.id);
            if ui.button("Save as").clicked() {
                self.save_as();
            }
            if ui.button("Load").clicked() {
                self.load();
            }
        });
        if let Some(previous) = self.previous_autosave()
            && ui
                .button("Restore the boards entered last time")
                .on_hover_text(previous.display().to_string())
                .clicked()
        {
            self.restore(&previous);
        }
        if let Some(path) = &self.autosave {
            ui.label(
                RichText::new(format!("Every keystroke is kept in {}", path.display()))
                    .small()
                    .color(theme::MUTED),
            );
        }
        if let Some(notice) = &self.notice {
            ui.label(RichText::new(notice).color(theme::WARNING));
        }
    }

    /// Beside the boards: trajectories, the threat cards, damage tiles, seed.
    fn table_ui(&mut self, ui: &mut Ui) {
        ui.heading("Trajectories");
        egui::Grid::new("entry-trajectories")
            .num_columns(4)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                for (i, name) in ["red", "white", "blue", "internal"].into_iter().enumerate() {
                    let colour = match i {
                        0 => theme::zone_color(Some(Zone::Red)),
                        1 => theme::zone_color(Some(Zone::White)),
                        2 => theme::zone_color(Some(Zone::Blue)),
                        _ => theme::zone_color(None),
                    };
                    ui.label(RichText::new(name).color(colour).size(21.0));
                    let value = &mut self.trajectories[i];
                    let response = ui.add(egui::DragValue::new(value).range(1..=7).prefix("T"));
                    let _ = response.accessible_name(format!("Trajectory {name}"));
                    if i % 2 == 1 {
                        ui.end_row();
                    }
                }
            });
        ui.separator();
        ui.heading("Threat cards");
        if self.threats.is_empty() {
            ui.label(
                RichText::new("No threats: add them below or load a game file").color(theme::MUTED),
            );
        }
        let mut remove = None;
        for index in 0..self.threats.len() {
            let threat = &self.threats[index];
            let card = threat.card.as_deref().map(|id| self.card_name(id));
            let zone_colour = match threat.zone {
                ThreatZone::External(z) => theme::zone_color(Some(z)),
                ThreatZone::Internal => theme::zone_color(None),
            };
            let label = threat.label();
            let announced = threat.announced;
            let picking = self.picking == Some(index);
            // An unconfirmed report is marked with "?" (its full label on hover).
            let unconfirmed = if threat.unconfirmed { "?" } else { "" };
            let tag = format!("T+{} {}{unconfirmed}", threat.turn, threat.zone);
            let mut clicked = false;
            ui.horizontal(|ui| {
                let tag = RichText::new(tag).color(zone_colour).strong().size(20.0);
                ui.add_sized([118.0, 30.0], egui::Label::new(tag).truncate())
                    .on_hover_text(&label);
                let text = card.unwrap_or_else(|| "pick the card...".to_owned());
                let mut face = RichText::new(text).size(20.0);
                if threat_card_missing(&self.threats[index]) {
                    face = face.color(theme::WARNING);
                }
                if self.threats[index].serious {
                    face = face.strong();
                }
                let response = ui.add(Button::new(face).selected(picking).truncate());
                let response = response.accessible_name(format!("Card for {label}"));
                clicked = response.clicked();
            });
            if clicked {
                self.pick(if picking { None } else { Some(index) });
            }
            if picking && !announced {
                let threat = &mut self.threats[index];
                ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing.x = 4.0;
                    ui.add(
                        egui::DragValue::new(&mut threat.turn)
                            .range(1..=8)
                            .prefix("T+"),
                    );
                    for zone in [
                        ThreatZone::External(Zone::Red),
                        ThreatZone::External(Zone::White),
                        ThreatZone::External(Zone::Blue),
                        ThreatZone::Internal,
                    ] {
                        let colour = match zone {
                            ThreatZone::External(z) => theme::zone_color(Some(z)),
                            ThreatZone::Internal => theme::zone_color(None),
                        };
                        let short = &zone.name()[..1].to_uppercase();
                        if chip(ui, threat.zone == zone, short, colour)
                            .on_hover_text(zone.name())
                            .clicked()
                        {
                            threat.zone = zone;
                        }
                    }
                    if chip(ui, threat.serious, "serious", theme::WARNING).clicked() {
                        threat.serious = !threat.serious;
                    }
                    if ui
                        .small_button("Remove")
                        .on_hover_text("Remove this threat")
                        .clicked()
                    {
                        remove = Some(index);
                    }
                });
            }
            if picking {
                self.picker_ui(ui, index);
            }
        }
        if let Some(index) = remove {
            self.threats.remove(index);
            self.picking = None;
        }
        if ui.button("Add a threat").clicked() {
            self.threats.push(ThreatEntry {
                turn: 1,
                zone: ThreatZone::External(Zone::Red),
                serious: false,
                unconfirmed: false,
                card: None,
                announced: false,
            });
            self.pick(Some(self.threats.len() - 1));
        }
        ui.separator();
        ui.heading("Damage tiles");
        ui.horizontal_wrapped(|ui| {
            if chip(
                ui,
                self.tiles == TileDrawing::App,
                "App draws them",
                theme::ACCENT,
            )
            .clicked()
            {
                self.tiles = TileDrawing::App;
            }
            if chip(
                ui,
                self.tiles == TileDrawing::Crew,
                "We draw them",
                theme::ACCENT,
            )
            .clicked()
            {
                self.tiles = TileDrawing::Crew;
            }
        });
        ui.horizontal_wrapped(|ui| {
            let label = ui.label("Seed");
            ui.add(egui::DragValue::new(&mut self.seed))
                .labelled_by(label.id);
        });
        if self.tiles == TileDrawing::Crew {
            ui.label(
                RichText::new(
                    "The tiles drawn at the table, in order; the rest come from the seed",
                )
                .small()
                .color(theme::MUTED),
            );
            for zone in Zone::ALL {
                let tiles = &mut self.drawn_tiles[zone.index()];
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(zone.name())
                            .color(theme::zone_color(Some(zone)))
                            .strong(),
                    );
                    for tile in tiles.iter() {
                        ui.label(
                            RichText::new(tile.name()).background_color(Color32::from_gray(50)),
                        );
                    }
                    if !tiles.is_empty() && ui.small_button("Undo").clicked() {
                        tiles.pop();
                    }
                });
                ui.horizontal_wrapped(|ui| {
                    for tile in DamageTile::ALL {
                        if !tiles.contains(&tile)
                            && ui.small_button(format!("+ {}", tile.name())).clicked()
                        {
                            tiles.push(tile);
                        }
                    }
                });
            }
        }
    }

    /// The searchable card list for threat `index`.
    fn picker_ui(&mut self, ui: &mut Ui, index: usize) {
        egui::Frame::new()
            .fill(Color32::from_rgb(24, 30, 42))
            .inner_margin(6.0)
            .corner_radius(CornerRadius::same(6))
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    let label = ui.label("Search");
                    ui.add(
                        TextEdit::singleline(&mut self.search)
                            .desired_width(140.0)
                            .hint_text("id or name"),
                    )
                    .labelled_by(label.id);
                    if chip(ui, self.level.is_none(), "all", theme::MUTED).clicked() {
                        self.level = None;
                    }
                    if chip(
                        ui,
                        self.level == Some(Colour::White),
                        "white",
                        Color32::WHITE,
                    )
                    .clicked()
                    {
                        self.level = Some(Colour::White);
                    }
                    if chip(
                        ui,
                        self.level == Some(Colour::Yellow),
                        "yellow",
                        theme::WARNING,
                    )
                    .clicked()
                    {
                        self.level = Some(Colour::Yellow);
                    }
                });
                for (id, name, colour) in self.candidates(index) {
                    let dot = match colour {
                        Colour::White => Color32::WHITE,
                        Colour::Yellow => theme::WARNING,
                    };
                    let chosen = self.threats[index].card.as_deref() == Some(id.as_str());
                    let text = RichText::new(format!("{id} {name}")).color(dot);
                    if ui.add(Button::new(text).selected(chosen)).clicked() {
                        self.threats[index].card = Some(id);
                        // On to the next threat still without a card.
                        self.pick(self.threats.iter().position(|t| t.card.is_none()));
                    }
                }
            });
    }
}

fn threat_card_missing(t: &ThreatEntry) -> bool {
    t.card.is_none()
}

/// What a space holds, in words (accessible name and tooltip).
pub fn space_name(space: &SpaceShown) -> String {
    match space {
        SpaceShown::Card(a) => describe(*a),
        SpaceShown::Wrong(token) => format!("`{token}` is not a card"),
    }
}

/// A card half in words.
pub fn describe(action: Action) -> String {
    match action {
        Action::Empty => "empty".to_owned(),
        Action::A => "A".to_owned(),
        Action::B => "B".to_owned(),
        Action::C => "C".to_owned(),
        Action::Robots => "battlebots".to_owned(),
        Action::Red => "red arrow".to_owned(),
        Action::Blue => "blue arrow".to_owned(),
        Action::Lift => "gravolift".to_owned(),
        Action::HeroicA => "heroic A".to_owned(),
        Action::HeroicB => "heroic B".to_owned(),
        Action::HeroicRobots => "heroic battlebots".to_owned(),
        Action::HeroicMove(s) => format!("heroic move to {s}"),
        Action::Tripped(t) => format!("Oops, I tripped ({})", describe(t.intended())),
    }
}

/// How a card half is drawn: a letter, or a painted symbol (the default fonts have no
/// arrows or robots, and a missing glyph would be drawn as a box).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Symbol {
    Letter(&'static str),
    Robot,
    Arrow { toward_red: bool },
    Lift,
    Station(engine::Station),
    Nothing,
}

/// The symbol and fill of a card half as printed (arrows in their zone's colour).
fn face(action: Action) -> (Symbol, Color32) {
    match action {
        Action::Empty => (Symbol::Nothing, Color32::from_gray(36)),
        Action::A | Action::HeroicA => (Symbol::Letter("A"), Color32::from_rgb(170, 60, 50)),
        Action::B | Action::HeroicB => (Symbol::Letter("B"), Color32::from_rgb(50, 130, 70)),
        Action::C => (Symbol::Letter("C"), Color32::from_rgb(60, 90, 170)),
        Action::Robots | Action::HeroicRobots => (Symbol::Robot, Color32::from_rgb(100, 100, 112)),
        Action::Red => (
            Symbol::Arrow { toward_red: true },
            Color32::from_rgb(190, 50, 50),
        ),
        Action::Blue => (
            Symbol::Arrow { toward_red: false },
            Color32::from_rgb(50, 100, 200),
        ),
        Action::Lift => (Symbol::Lift, Color32::from_rgb(120, 100, 60)),
        Action::HeroicMove(s) => (Symbol::Station(s), Color32::from_rgb(150, 120, 30)),
        Action::Tripped(t) => {
            let (symbol, fill) = face(t.intended());
            (symbol, fill.gamma_multiply(0.45))
        }
    }
}

/// A thick arrow across `rect`, pointing left (toward red) or right (toward blue).
pub fn paint_arrow(painter: &egui::Painter, rect: Rect, left: bool, colour: Color32) {
    let c = rect.center();
    let w = rect.width() * 0.34;
    let h = rect.height() * 0.22;
    let dir = if left { -1.0 } else { 1.0 };
    painter.line_segment(
        [
            c - Vec2::new(dir * w, 0.0),
            c + Vec2::new(dir * w * 0.2, 0.0),
        ],
        Stroke::new(h * 0.8, colour),
    );
    let tip = c + Vec2::new(dir * w, 0.0);
    let back = c + Vec2::new(dir * w * 0.1, 0.0);
    painter.add(egui::Shape::convex_polygon(
        vec![
            tip,
            back + Vec2::new(0.0, -h * 1.4),
            back + Vec2::new(0.0, h * 1.4),
        ],
        colour,
        Stroke::NONE,
    ));
}

/// A gravolift: a vertical double arrow.
pub fn paint_lift(painter: &egui::Painter, rect: Rect, colour: Color32) {
    let c = rect.center();
    let h = rect.height() * 0.34;
    let w = rect.width() * 0.2;
    painter.line_segment(
        [c - Vec2::new(0.0, h * 0.7), c + Vec2::new(0.0, h * 0.7)],
        Stroke::new(w * 0.6, colour),
    );
    for dir in [-1.0, 1.0] {
        let tip = c + Vec2::new(0.0, dir * h);
        let base = c + Vec2::new(0.0, dir * h * 0.45);
        painter.add(egui::Shape::convex_polygon(
            vec![tip, base + Vec2::new(w, 0.0), base - Vec2::new(w, 0.0)],
            colour,
            Stroke::NONE,
        ));
    }
}

/// A battlebot: a square head with two eyes and an antenna.
pub fn paint_robot(painter: &egui::Painter, rect: Rect, colour: Color32) {
    let c = rect.center();
    let s = rect.width().min(rect.height()) * 0.5;
    let head = Rect::from_center_size(c + Vec2::new(0.0, s * 0.12), Vec2::new(s, s * 0.8));
    painter.rect_filled(head, s * 0.15, colour);
    for dx in [-0.22, 0.22] {
        painter.circle_filled(
            head.center() + Vec2::new(dx * s, -s * 0.08),
            s * 0.1,
            Color32::from_gray(30),
        );
    }
    painter.line_segment(
        [
            head.center_top(),
            head.center_top() - Vec2::new(0.0, s * 0.3),
        ],
        Stroke::new(2.0, colour),
    );
    painter.circle_filled(
        head.center_top() - Vec2::new(0.0, s * 0.32),
        s * 0.08,
        colour,
    );
}

/// A filled five-pointed star (heroic cards).
pub fn paint_star(painter: &egui::Painter, centre: egui::Pos2, radius: f32, colour: Color32) {
    let point = |i: usize, r: f32| {
        let angle = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
        centre + Vec2::new(angle.cos(), angle.sin()) * r
    };
    let inner: Vec<egui::Pos2> = (0..5).map(|k| point(2 * k + 1, radius * 0.42)).collect();
    painter.add(egui::Shape::convex_polygon(
        inner.clone(),
        colour,
        Stroke::NONE,
    ));
    for k in 0..5 {
        let tip = point(2 * k, radius);
        let left = inner[(k + 4) % 5];
        let right = inner[k];
        painter.add(egui::Shape::convex_polygon(
            vec![tip, right, left],
            colour,
            Stroke::NONE,
        ));
    }
}

fn is_heroic(action: Action) -> bool {
    match action {
        Action::HeroicA | Action::HeroicB | Action::HeroicRobots | Action::HeroicMove(_) => true,
        Action::Tripped(t) => is_heroic(t.intended()),
        _ => false,
    }
}

/// Paints one action space: the card half, a gold frame and star for heroic cards, a stripe
/// and "Oops" for a tripped card, red for a token that is not a card.
pub fn paint_space(ui: &Ui, rect: Rect, space: &SpaceShown, hovered: bool) {
    let painter = ui.painter();
    let rect = rect.shrink(2.0);
    let gold = Color32::from_rgb(250, 200, 40);
    match space {
        SpaceShown::Wrong(token) => {
            painter.rect_filled(rect, 5.0, Color32::from_rgb(90, 20, 20));
            painter.rect_stroke(
                rect,
                5.0,
                Stroke::new(2.0, theme::ALARM),
                StrokeKind::Inside,
            );
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                token,
                FontId::monospace(16.0),
                Color32::WHITE,
            );
        }
        SpaceShown::Card(action) => {
            let (symbol, fill) = face(*action);
            painter.rect_filled(rect, 5.0, fill);
            let heroic = is_heroic(*action);
            let stroke = if heroic {
                Stroke::new(3.0, gold)
            } else if hovered {
                Stroke::new(2.0, Color32::WHITE)
            } else {
                Stroke::new(1.0, Color32::from_gray(80))
            };
            painter.rect_stroke(rect, 5.0, stroke, StrokeKind::Inside);
            let ink = Color32::WHITE;
            match symbol {
                Symbol::Letter(l) => {
                    painter.text(
                        rect.center(),
                        Align2::CENTER_CENTER,
                        l,
                        FontId::proportional(rect.height() * 0.55),
                        ink,
                    );
                }
                Symbol::Station(s) => {
                    painter.text(
                        rect.center(),
                        Align2::CENTER_CENTER,
                        s.code(),
                        FontId::proportional(rect.height() * 0.36),
                        ink,
                    );
                }
                Symbol::Robot => paint_robot(painter, rect, Color32::from_gray(225)),
                Symbol::Arrow { toward_red } => paint_arrow(painter, rect, toward_red, ink),
                Symbol::Lift => paint_lift(painter, rect, ink),
                Symbol::Nothing => {}
            }
            if heroic {
                paint_star(painter, rect.right_top() + Vec2::new(-8.0, 8.0), 7.0, gold);
            }
            if matches!(action, Action::Tripped(_)) {
                painter.line_segment(
                    [rect.left_bottom(), rect.right_top()],
                    Stroke::new(2.0, theme::WARNING),
                );
                painter.text(
                    rect.center_bottom() + Vec2::new(0.0, -1.0),
                    Align2::CENTER_BOTTOM,
                    "Oops",
                    FontId::proportional(12.0),
                    theme::WARNING,
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
    use super::*;

    fn row(text: &str) -> BoardRow {
        BoardRow {
            name: "Anna".into(),
            colour: None,
            captain: true,
            android: false,
            text: text.into(),
        }
    }

    #[test]
    fn a_row_names_each_wrong_space_and_extra_cards() {
        assert!(row("A > ^ . C ~B A* @LB").problems().is_empty());
        assert_eq!(
            row("A D ^ x").problems(),
            ["space 2: `D` is not a card", "space 4: `x` is not a card"]
        );
        let thirteen = row("A A A A A A A A A A A A A");
        assert_eq!(
            thirteen.problems(),
            ["13 cards: a board has 12 spaces (remove 1)"]
        );
        assert_eq!(row("A D").spaces()[1], SpaceShown::Wrong("D".into()));
        assert_eq!(row("A D").spaces()[2], SpaceShown::Card(Action::Empty));
    }

    #[test]
    fn palette_tokens_are_appended_and_undone() {
        let mut r = row("A ");
        r.push_token(">");
        r.push_token("~B");
        assert_eq!(r.text, "A > ~B");
        r.pop_token();
        assert_eq!(r.text, "A >");
        r.pop_token();
        r.pop_token();
        assert_eq!(r.text, "");
        r.pop_token();
        assert_eq!(r.text, "");
    }

    #[test]
    fn a_complete_entry_is_the_game_file_it_was_loaded_from() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
        );
        let mut entry = BoardsEntry::new(&Settings::default(), 0);
        entry.path = path.to_owned();
        entry.load();
        let game = entry.game().unwrap();
        let catalog = Catalog::base().unwrap();
        let original = parse_game(&std::fs::read_to_string(path).unwrap(), path, &catalog).unwrap();
        assert_eq!(game, original);
        // A missing card and a bad token are named; the draft still keeps every keystroke.
        entry.threats[2].card = None;
        entry.rows[1].text.push_str(" Q");
        let problems = entry.game().unwrap_err();
        assert!(
            problems
                .iter()
                .any(|p| p.contains("T+3 internal") && p.contains("pick the card")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.contains("Ben's board, space 13")),
            "{problems:?}"
        );
        let draft = entry.file_text();
        assert!(draft.contains("threat: \"?\""), "{draft}");
        assert!(draft.contains("B R ^ B C < A ^ B B A ^ Q"), "{draft}");
    }

    #[test]
    fn the_picker_offers_only_cards_of_the_announced_pile() {
        let mut entry = BoardsEntry::new(&Settings::default(), 0);
        entry.threats.push(ThreatEntry {
            turn: 3,
            zone: ThreatZone::Internal,
            serious: true,
            unconfirmed: false,
            card: None,
            announced: true,
        });
        let all = entry.candidates(0);
        assert!(!all.is_empty());
        assert!(all.iter().all(|(id, _, _)| id.starts_with("SI")), "{all:?}");
        entry.level = Some(Colour::Yellow);
        assert!(
            entry
                .candidates(0)
                .iter()
                .all(|(_, _, c)| *c == Colour::Yellow)
        );
        entry.level = None;
        entry.search = "zzz-no-such-card".into();
        assert!(entry.candidates(0).is_empty());
    }

    #[test]
    fn every_change_is_autosaved_and_the_autosave_loads_back() {
        let dir =
            std::env::temp_dir().join(format!("sitting-duck-autosave-{}", std::process::id()));
        let file = dir.join("nested").join("boards-autosave.yaml");
        let mut entry = BoardsEntry::new(&Settings::default(), 7);
        entry.autosave = Some(file.clone());
        entry.rows[0].text = "A > ^".into();
        entry.autosave();
        let saved = std::fs::read_to_string(&file).unwrap();
        assert_eq!(saved, entry.file_text());
        assert!(saved.contains("actions: \"A > ^\""), "{saved}");
        // A complete entry is saved as a game file that loads back to the same game.
        entry.tiles = TileDrawing::Crew;
        entry.drawn_tiles[2] = vec![DamageTile::Shield, DamageTile::Reactor];
        entry.autosave();
        let mut again = BoardsEntry::new(&Settings::default(), 0);
        again.path = file.display().to_string();
        again.load();
        assert_eq!(again.notice, Some(format!("loaded {}", file.display())));
        assert_eq!(again.game().unwrap(), entry.game().unwrap());
        assert_eq!(again.tiles, TileDrawing::Crew);
        let loaded = again.game().unwrap();
        let tiles = &loaded.game.setup().damage_tiles;
        assert_eq!(
            tiles.get(&Zone::Blue),
            Some(&vec![DamageTile::Shield, DamageTile::Reactor])
        );
        assert_eq!(
            tiles.get(&Zone::Red),
            None,
            "zones without entered tiles are drawn by the app"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
