//! The boards' autosave on disk: the game-file text (complete or a draft that keeps every
//! keystroke) and the JSON [`Draft`] beside it, the boards of last time kept aside for
//! "Restore", and game files read for the boards screen. The window builds the text and the
//! draft (`gui::model::boards::draft`, pure); its one `apply` calls these to write and read them.

use std::path::{Path, PathBuf};

use missions::game::{Game, parse_game};
use serde::{Deserialize, Serialize};

/// Everything typed, kept as JSON beside the autosaved game file: it restores a draft
/// exactly, even one the game-file loader refuses (a card not picked yet, a mistyped token).
/// Its fields are the file's: the boards screen converts to and from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    /// The mission's name, if one was flown.
    pub mission: Option<String>,
    /// The number of players.
    pub players: u8,
    /// The seed of the damage tiles.
    pub seed: u64,
    /// The trajectories: red, white, blue, internal.
    pub trajectories: [u8; 4],
    /// The threat cards on the table.
    pub threats: Vec<DraftThreat>,
    /// The crew's boards.
    pub rows: Vec<DraftRow>,
    /// Whether the crew draws the damage tiles.
    pub crew_tiles: bool,
    /// The damage tiles the crew drew, per zone (red, white, blue), by name.
    pub drawn_tiles: [Vec<String>; 3],
    /// The New Frontier modules (absent in a draft kept before them: the base game).
    #[serde(default, with = "::shiplog::modules::list")]
    pub modules: engine::Modules,
}

/// One threat card of a [`Draft`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftThreat {
    /// T+n.
    pub turn: u8,
    /// Its trajectory, by name.
    pub zone: String,
    /// Serious or common.
    pub serious: bool,
    /// An unconfirmed report.
    pub unconfirmed: bool,
    /// The card's id, once picked.
    pub card: Option<String>,
    /// Announced by the track.
    pub announced: bool,
    /// The cards its card calls in (absent in older drafts: none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub calls: Vec<String>,
}

/// One crew member's board of a [`Draft`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftRow {
    /// The crew member's name.
    pub name: String,
    /// Their color, by name.
    pub color: Option<String>,
    /// The captain.
    pub captain: bool,
    /// An android.
    pub android: bool,
    /// The board as typed.
    pub text: String,
    /// The specialization held, as the game file writes it (`medic 2`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(alias = "specialty")]
    pub specialist: Option<String>,
    /// The Teleporter's tokens, `[departure, arrival]` as board indexes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teleport: Option<[usize; 2]>,
}

impl Draft {
    /// Nothing typed or picked: no board text, no card.
    pub fn is_blank(&self) -> bool {
        self.rows.iter().all(|r| r.text.trim().is_empty())
            && self.threats.iter().all(|t| t.card.is_none())
    }
}

/// The draft file beside an autosaved game file.
fn draft_path(autosave: &Path) -> PathBuf {
    autosave.with_extension("json")
}

/// Where the autosave of the boards entered before this screen is kept.
fn previous_path(autosave: &Path) -> PathBuf {
    autosave.with_extension("previous.json")
}

/// The default autosave file: `sitting-duck/boards-autosave.yaml` in the platform's data dir.
pub fn default_autosave_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "sitting-duck")
        .map(|dirs| dirs.data_dir().join("boards-autosave.yaml"))
}

/// Keeps the draft of the boards entered before aside (as `*.previous.json`), so a crew
/// coming back after a crash can still restore them once a new entry starts autosaving. A
/// blank draft is not kept: it would hide the boards typed the time before.
pub fn keep_previous(autosave: &Path) {
    let draft = draft_path(autosave);
    if read_draft(&draft).is_ok_and(|d| !d.is_blank()) {
        // A failed rename only means there is nothing to restore next time.
        let _ = std::fs::rename(draft, previous_path(autosave));
    }
}

/// The draft of the boards entered before this screen, if there is one.
pub fn previous_autosave(autosave: &Path) -> Option<PathBuf> {
    let path = previous_path(autosave);
    path.exists().then_some(path)
}

/// Reads and checks the game file at `path`.
///
/// # Errors
/// A sentence saying why: unreadable, or every problem with its line and column.
pub fn read_game(path: &str, catalog: &missions::Catalog) -> Result<Game, String> {
    let text = std::fs::read_to_string(path).map_err(|err| {
        i18n::tr!(
            "notice-cannot-read",
            path = path,
            error = super::io_words(&err)
        )
    })?;
    parse_game(&text, path, catalog).map_err(|diags| words::diagnostic::all(&diags))
}

/// Reads a draft written by the autosave.
///
/// # Errors
/// When the file cannot be read or is not a draft.
pub fn read_draft(path: &Path) -> Result<Draft, String> {
    std::fs::read_to_string(path)
        .map_err(|err| err.to_string())
        .and_then(|text| serde_json::from_str::<Draft>(&text).map_err(|err| err.to_string()))
        .map_err(|err| {
            i18n::tr!(
                "notice-cannot-restore",
                path = path.display().to_string(),
                error = err
            )
        })
}

/// Writes the game-file text to `path` and the JSON draft beside it (the autosave pair).
///
/// # Errors
/// When the directory or either file cannot be written.
pub fn write_autosave(path: &Path, text: &str, draft: &Draft) -> std::io::Result<()> {
    let json = serde_json::to_string_pretty(draft).map_err(std::io::Error::other)?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, text)?;
    std::fs::write(draft_path(path), json)
}
