//! Entering what was played: the action boards, the threat cards drawn, the trajectories and
//! the damage tiles, kept as a game file (`docs/formats.md`, the game file) from the first
//! keystroke.
//!
//! [`BoardsEntry`] is the model (what the crew typed and picked) and knows how to become a
//! [`Game`] and its file's form ([`GameFile`], [`draft`]). Drawing it
//! (the boards screen's `panels`) only returns [`Edit`]s; the app's one `apply`
//! hands each to [`BoardsEntry::edit`] and then starts the autosave (`crate::shell::draft`
//! writes it), so a crash or a closed window loses nothing and an idle screen writes nothing.

mod board;
pub mod draft;
mod edit;
mod modules;

use i18n::tr;
use std::sync::Arc;
use strum::VariantArray;

use engine::{Color, CrewColor, DamageTile, Severity, ThreatZone};
use missions::Catalog;
use missions::game::{FileProblem, Game, GameFile};

pub use self::board::BoardRow;
pub use self::edit::Edit;
use crate::gui::model::deck::only_color;
use crate::gui::model::mission::MissionRun;
use crate::shell::settings::Settings;

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
    /// The cards drawn for the threats its card calls in, in chain order (ids).
    pub calls: Vec<String>,
}

impl ThreatEntry {
    /// "T+3 internal, serious".
    pub fn label(&self) -> String {
        let zone = match self.zone {
            engine::ThreatZone::External(zone) => crate::gui::widgets::zone_name(zone),
            engine::ThreatZone::Internal => tr!("table-board-internal"),
        };
        let pile = if self.serious {
            tr!("boards-serious")
        } else {
            tr!("phone-common")
        };
        let label = tr!("entry-threat", turn = self.turn, zone = zone, pile = pile);
        if self.unconfirmed {
            tr!("entry-unconfirmed", threat = label)
        } else {
            label
        }
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
    /// What the ship carries from the campaign's earlier missions (empty otherwise).
    pub starting_damage: engine::StartingDamage,
    /// The New Frontier modules played (the base game by default).
    pub modules: engine::Modules,
    /// The row the palette types into.
    pub focused: usize,
    /// The threat whose card is being picked.
    pub picking: Option<usize>,
    /// The card search text.
    pub search: String,
    /// Only cards of this difficulty color in the picker.
    pub level: Option<Color>,
    /// The "Save as / Load" path.
    pub path: String,
    /// The last save/load message.
    pub notice: Option<String>,
    /// Why the last "Resolve" was refused.
    pub problems: Vec<String>,
    /// Pending "Oops, I tripped" on the palette: the next clicked card gets `~`.
    pub tripped: bool,
    /// The explorers' specializations by crew member's name: a board of an explorer is
    /// offered only what they learned, up to the level learned (RULINGS.md CA15).
    pub learned: Vec<(String, Vec<(engine::Specialization, u8)>)>,
    /// Give this row's text field the keyboard on the next frame.
    focus_field: Option<usize>,
    /// The level the picker starts with for common and serious cards: the decks chosen in
    /// the setup (`None`: mixed, every card).
    levels: [Option<Color>; 2],
}

/// The boards of the crew of `settings`, in seating order: 2-3 players add androids up to
/// four (the crew rule of the rules reference, section 9), a solo player three (G1, D7).
pub(crate) fn crew_rows(settings: &Settings) -> Vec<BoardRow> {
    let humans = settings.crew.len();
    let mut rows: Vec<BoardRow> = settings
        .crew
        .iter()
        .map(|m| BoardRow {
            name: m.name.clone(),
            color: Some(m.color),
            captain: m.captain,
            android: false,
            text: String::new(),
            specialist: None,
        })
        .collect();
    let androids = engine::setup::androids_for(u8::try_from(humans).unwrap_or(u8::MAX));
    if settings.androids && androids > 0 {
        let free: Vec<CrewColor> = CrewColor::VARIANTS
            .iter()
            .copied()
            .filter(|c| settings.crew.iter().all(|m| m.color != *c))
            .collect();
        for (i, color) in free.into_iter().take(4 - humans).enumerate() {
            rows.push(BoardRow {
                name: format!("Android {}", i + 1),
                color: Some(color),
                captain: false,
                android: true,
                text: String::new(),
                specialist: None,
            });
        }
    }
    rows
}

impl BoardsEntry {
    /// An empty entry for the crew of `settings`, picking cards from `catalog` (shared, loaded
    /// once at start-up; an error says why there is none).
    pub fn new(settings: &Settings, catalog: Result<Arc<Catalog>, String>, seed: u64) -> Self {
        let rows = crew_rows(settings);
        let humans = rows.iter().filter(|r| !r.android).count();
        Self {
            catalog,
            mission: None,
            players: u8::try_from(humans).unwrap_or(5).clamp(1, 5),
            seed,
            trajectories: settings.entered_trajectories,
            threats: Vec::new(),
            rows,
            tiles: TileDrawing::App,
            drawn_tiles: [Vec::new(), Vec::new(), Vec::new()],
            starting_damage: engine::StartingDamage::default(),
            modules: settings.modules,
            focused: 0,
            picking: None,
            search: String::new(),
            level: None,
            path: String::new(),
            notice: None,
            problems: Vec::new(),
            tripped: false,
            learned: Vec::new(),
            focus_field: Some(0),
            levels: [settings.common, settings.serious].map(only_color),
        }
    }

    /// The entry after an Action Round: its mission, trajectories and announced threats (with
    /// the cards the digital deck drew, if it did).
    pub fn after_mission(
        settings: &Settings,
        catalog: Result<Arc<Catalog>, String>,
        run: &MissionRun,
        seed: u64,
    ) -> Self {
        let mut entry = Self::new(settings, catalog, seed);
        entry.mission = Some(run.plan().name.clone());
        // A double-action track is played with double actions, whatever setup chose.
        for module in run.plan().modules.on() {
            entry.modules.set(module, true);
        }
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
                calls: t.called.iter().map(|c| c.id.clone()).collect(),
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

    /// Fills the entry from a loaded game (its file's form, as [`BoardsEntry::set_file`]).
    pub fn set_game(&mut self, game: &Game) {
        self.set_file(GameFile::of(game));
    }

    /// The game the entry describes, or every reason it is not one yet: its game file's
    /// form checked once ([`GameFile::check`], whose rules are the engine's).
    ///
    /// # Errors
    /// Each problem as a sentence naming the board, space, threat or trajectory.
    pub fn game(&self) -> Result<Game, Vec<String>> {
        let catalog = self.catalog.as_ref().map_err(|e| vec![e.clone()])?;
        self.file()
            .check(catalog)
            .map_err(|problems| problems.iter().flat_map(|p| self.said(p)).collect())
    }

    /// A problem of the entry's file in the crew's words, naming the threat or board by
    /// what the screen shows of it.
    fn said(&self, problem: &FileProblem) -> Vec<String> {
        let threat = |i: usize| {
            self.threats
                .get(i)
                .map(ThreatEntry::label)
                .unwrap_or_default()
        };
        let name = |i: usize| self.rows.get(i).map(|r| r.name.clone()).unwrap_or_default();
        match problem {
            FileProblem::Trajectory(e) => {
                vec![tr!(
                    "entry-trajectories-problem",
                    problem = words::diagnostic::setup::text(e)
                )]
            }
            FileProblem::NoCard { threat: i } => vec![tr!("entry-pick-card", threat = threat(*i))],
            FileProblem::Card { threat: i, problem } => vec![tr!(
                "entry-threat-problem",
                threat = threat(*i),
                problem = words::diagnostic::problem(problem)
            )],
            FileProblem::Draw(e) => vec![words::diagnostic::draw(e)],
            FileProblem::Called { threat: i, problem } => vec![tr!(
                "entry-called-card-problem",
                threat = threat(*i),
                problem = words::diagnostic::problem(problem)
            )],
            FileProblem::Board { crew } => self
                .rows
                .get(*crew)
                .map(BoardRow::grammar_problems)
                .unwrap_or_default()
                .into_iter()
                .map(|p| tr!("entry-board-problem", name = name(*crew), problem = p))
                .collect(),
            FileProblem::Specialization { crew, problem } => vec![tr!(
                "entry-board-problem",
                name = name(*crew),
                problem = words::diagnostic::problem(problem)
            )],
            FileProblem::Setup(e) => vec![board::setup_problem(e)],
        }
    }

    /// The shared catalog, for work done off the window's thread.
    pub fn shared_catalog(&self) -> Option<Arc<Catalog>> {
        self.catalog.as_ref().ok().cloned()
    }

    /// Cards of the catalog that fit threat `index` (kind and pile), the level filter and the
    /// search text (id or name, any case).
    pub fn candidates(&self, index: usize) -> Vec<(String, String, Color)> {
        let (Some(catalog), Some(threat)) = (self.catalog(), self.threats.get(index)) else {
            return Vec::new();
        };
        let query = self.search.trim().to_lowercase();
        catalog
            .cards()
            .iter()
            .filter(|c| c.is_internal() == (threat.zone == ThreatZone::Internal))
            .filter(|c| (c.severity == Severity::Serious) == threat.serious)
            .filter(|c| self.level.is_none_or(|l| c.color == l))
            // An expansion card only when the game plays the new-threats module.
            .filter(|c| c.set == engine::CardSet::Base || self.modules.new_threats)
            .filter(|c| {
                query.is_empty()
                    || c.id.to_lowercase().contains(&query)
                    || c.name.to_lowercase().contains(&query)
            })
            .map(|c| (c.id.clone(), c.name.clone(), c.color))
            .collect()
    }

    /// The name of a card id, for display.
    pub fn card_name(&self, id: &str) -> String {
        self.catalog()
            .and_then(|c| c.get(id).ok())
            .map_or_else(|| id.to_owned(), |c| format!("{} {}", c.id, c.name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalog() -> Result<Arc<Catalog>, String> {
        Ok(Arc::new(Catalog::base().unwrap()))
    }

    /// A double-action track's game plays double actions: the module goes from the track,
    /// through the mission's plan, into the game the boards screen builds; both threats of
    /// the shared turn are announced.
    #[test]
    fn a_double_action_track_makes_a_double_action_game() {
        use crate::gui::model::deck::{CardFace, Pile, ShuffledDeck};
        use crate::gui::model::mission::{MissionRun, Table};
        use crate::shell::settings::{Difficulty, ThreatDrawing};
        let track = crate::shell::tracks::shipped_track("double-action-easier-1").unwrap();
        let table = Table {
            drawing: ThreatDrawing::Physical,
            trajectories: [1, 2, 3, 4],
            communications_officer: "Ben".to_owned(),
            chief_of_security: "Chloe".to_owned(),
            draws: Default::default(),
        };
        let mut run = MissionRun::new(crate::shell::tracks::plan(&track, 5), table);
        let face = CardFace {
            id: "E1-07".to_owned(),
            name: "Fighter".to_owned(),
            pile: Pile {
                serious: false,
                internal: false,
            },
            level: Color::White,
            expansion: false,
            calls: None,
            secret: false,
        };
        let mut deck = ShuffledDeck::new(&[face], [Difficulty::White; 2], false, 1);
        run.advance_to(u64::from(track.duration()) * 1000, &mut deck);
        let entry = BoardsEntry::after_mission(&Settings::default(), catalog(), &run, 0);
        assert!(entry.modules.double_actions, "the track's module is played");
        let t3: Vec<&ThreatEntry> = entry.threats.iter().filter(|t| t.turn == 3).collect();
        assert_eq!(
            t3.len(),
            2,
            "T+3 red and T+3 internal are both on the table"
        );
        // A base-game track leaves the modules as setup chose them.
        let base = crate::shell::tracks::shipped_track("mission-1").unwrap();
        assert!(crate::shell::tracks::plan(&base, 5).modules.is_base());
    }

    fn loaded(path: &str) -> BoardsEntry {
        let mut entry = BoardsEntry::new(&Settings::default(), catalog(), 0);
        let game = crate::shell::draft::read_game(path, entry.catalog().unwrap()).unwrap();
        entry.set_game(&game);
        entry
    }

    #[test]
    fn a_complete_entry_is_the_game_file_it_was_loaded_from() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
        );
        let mut entry = loaded(path);
        let game = entry.game().unwrap();
        let catalog = Catalog::base().unwrap();
        let original =
            missions::game::parse_game(&std::fs::read_to_string(path).unwrap(), path, &catalog)
                .unwrap();
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
        let draft = entry.file_text().unwrap();
        assert!(draft.contains("threat: \"?\""), "{draft}");
        assert!(draft.contains("B R ^ B C < A ^ B B A ^ Q"), "{draft}");
    }

    #[test]
    fn the_picker_offers_only_cards_of_the_announced_pile() {
        let mut entry = BoardsEntry::new(&Settings::default(), catalog(), 0);
        entry.threats.push(ThreatEntry {
            turn: 3,
            zone: ThreatZone::Internal,
            serious: true,
            unconfirmed: false,
            card: None,
            announced: true,
            calls: Vec::new(),
        });
        let all = entry.candidates(0);
        assert!(!all.is_empty());
        assert!(all.iter().all(|(id, _, _)| id.starts_with("SI")), "{all:?}");
        entry.edit(Edit::Level(Some(Color::Yellow)));
        assert!(
            entry
                .candidates(0)
                .iter()
                .all(|(_, _, c)| *c == Color::Yellow)
        );
        entry.edit(Edit::Level(None));
        entry.edit(Edit::Search("zzz-no-such-card".into()));
        assert!(entry.candidates(0).is_empty());
        // An announced threat keeps the track's turn, zone and pile.
        entry.edit(Edit::SetTurn(0, 5));
        entry.edit(Edit::ToggleSerious(0));
        entry.edit(Edit::RemoveThreat(0));
        assert_eq!(
            (
                entry.threats.len(),
                entry.threats[0].turn,
                entry.threats[0].serious
            ),
            (1, 3, true)
        );
    }
}
