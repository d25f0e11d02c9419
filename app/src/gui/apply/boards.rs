//! Applying the boards screen's intents: edits (autosaved), loading and saving a game file,
//! restoring the last boards, leaving, and resolving.

use crate::gui::BoardsIntent;
use crate::gui::app::App;
use crate::gui::model::boards::draft::checked_text;
use crate::gui::model::boards::{BoardsEntry, Edit, Notice};
use crate::gui::model::mission::MissionRun;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::boards::panels::Files;
use crate::gui::work::Answer;
use crate::shell::{draft, files};
use i18n::tr;
use missions::game::to_yaml;

impl App {
    /// Shows the boards screen for `entry`, keeping the boards of last time aside for
    /// "Restore", and autosaves the entry as it starts (the cards a digital deck drew).
    pub(super) fn open_boards(&mut self, run: Option<MissionRun>, mut entry: BoardsEntry) {
        // A campaign's mission starts from the ship the last one left, repaired (C2-C5).
        if let Some(campaign) = &self.campaign {
            entry.starting_damage = campaign.carried.clone();
        }
        entry.learned = self.learned_by_name();
        let previous = self.autosave_path.as_deref().and_then(|path| {
            draft::keep_previous(path);
            draft::previous_autosave(path)
        });
        let files = Files {
            autosave: self.autosave_path.clone(),
            previous,
        };
        self.stack.clear();
        self.stack.push(BoardsScreen::new(run, entry, files));
        self.phones_get_boards();
        self.autosave_boards();
    }

    fn boards_mut(&mut self) -> Option<&mut BoardsScreen> {
        self.stack.top_as_mut::<BoardsScreen>()
    }

    /// Applies a boards screen's intent.
    pub(super) fn apply_boards(&mut self, intent: BoardsIntent) {
        let catalog = self.library.catalog.clone();
        let carried = self.campaign.as_ref().map(|c| c.carried.clone());
        let Some(boards) = self.boards_mut() else {
            return;
        };
        match intent {
            BoardsIntent::Edit(edit) => {
                let changes_the_file = edit.changes_the_file();
                let typed_row = if let Edit::SetText(row, _) = &edit {
                    Some(*row)
                } else if matches!(edit, Edit::Palette(_) | Edit::Undo) {
                    Some(boards.entry.focused)
                } else {
                    None
                };
                boards.entry.edit(edit);
                if let Some(row) = typed_row {
                    self.phone_sees_board(row);
                }
                if changes_the_file {
                    self.autosave_boards();
                }
            }
            BoardsIntent::LoadGameFile => self.load_game_file(catalog, carried),
            BoardsIntent::SaveGameFile => save_game_file(boards),
            BoardsIntent::RestoreBoards => {
                if let Some(path) = boards.files.previous.clone() {
                    match draft::read_draft(&path) {
                        Ok(file) => {
                            boards.entry.set_file(file);
                            // In a campaign the ship is the campaign's, as on loading.
                            if let Some(carried) = carried {
                                boards.entry.starting_damage = carried;
                            }
                            boards.entry.notice = Notice::info(tr!(
                                "notice-restored",
                                path = path.display().to_string()
                            ));
                            self.autosave_boards();
                        }
                        Err(err) => boards.entry.notice = Notice::problem(err),
                    }
                }
            }
            BoardsIntent::AskLeaveBoards => {
                // Boards typed are dropped only through the question's "Leave" button.
                let typed = boards.entry.rows.iter().any(|r| !r.text.trim().is_empty());
                if typed {
                    boards.confirm_leave = true;
                } else {
                    self.stack.clear();
                }
            }
            BoardsIntent::StayOnBoards => boards.confirm_leave = false,
            BoardsIntent::Resolve => self.resolve_boards(),
        }
    }

    /// Writes the boards' autosave in the background when the game file changed since the
    /// last write (called after edits only: an idle screen writes nothing). The window's
    /// thread only builds the file's form and compares it; the worker checks that form once
    /// (a game, or a draft: `checked_text`) and writes the one file. One write at a time: an edit during a
    /// write is written when it answers. A failed write is said once, on the screen, and the
    /// autosave stops.
    pub(super) fn autosave_boards(&mut self) {
        let Some(path) = self.autosave_path.clone() else {
            return;
        };
        let Some(boards) = self.stack.find_mut::<BoardsScreen>() else {
            return;
        };
        if boards.autosaving.is_some() {
            boards.autosave_again = true;
            return;
        }
        boards.autosave_again = false;
        let file = boards.entry.file();
        if boards.saved.as_ref() == Some(&file) {
            return;
        }
        let (written, catalog) = (file.clone(), boards.entry.shared_catalog());
        let shown = path.display().to_string();
        let path_shown = shown.clone();
        let started = self.work.start("autosaving the boards", move || {
            Answer::Autosaved(
                checked_text(written, catalog.as_deref())
                    .map_err(|err| err.to_string())
                    .and_then(|text| {
                        draft::write_autosave(&path, &text)
                            .map_err(|err| crate::shell::io_words(&err))
                    })
                    .map_err(|err| cannot_autosave(&shown, &err)),
            )
        });
        let Some(boards) = self.stack.find_mut::<BoardsScreen>() else {
            return;
        };
        match started {
            Ok(ticket) => boards.autosaving = Some((ticket, file)),
            Err(err) => {
                boards.entry.notice =
                    Notice::problem(cannot_autosave(&path_shown, &crate::shell::io_words(&err)));
            }
        }
    }

    /// After the background answers: an edit that came during a write is written now, and
    /// a failed autosave stops the autosave.
    pub(in super::super) fn autosave_after_answers(&mut self) {
        let Some(boards) = self.stack.find::<BoardsScreen>() else {
            return;
        };
        if boards.files.autosave.is_none() && boards.autosaving.is_none() {
            self.autosave_path = None;
        } else if boards.autosave_again && boards.autosaving.is_none() {
            self.autosave_boards();
        }
    }

    /// Loads the game file at the path typed; in a campaign the ship stays the campaign's.
    fn load_game_file(
        &mut self,
        catalog: Result<std::sync::Arc<missions::Catalog>, String>,
        carried: Option<engine::StartingDamage>,
    ) {
        let Some(boards) = self.boards_mut() else {
            return;
        };
        let path = boards.entry.path.trim().to_owned();
        let loaded = catalog.and_then(|catalog| draft::read_game(&path, &catalog));
        match loaded {
            Ok(game) => {
                boards.entry.set_game(&game);
                boards.entry.notice = Notice::info(tr!("notice-loaded", path = &path));
                // In a campaign the ship is the campaign's, whatever the file says.
                if let Some(carried) = carried {
                    boards.entry.starting_damage = carried;
                }
                // The boards are now the file's: its mission, cards and difficulty
                // are what the ship's log keeps, not the Action Round's.
                boards.run = None;
                self.autosave_boards();
            }
            Err(err) => boards.entry.notice = Notice::problem(err),
        }
    }
}

/// "cannot autosave to PATH: ERROR", in the crew's words.
fn cannot_autosave(path: &str, error: &str) -> String {
    tr!("notice-cannot-autosave", path = path, error = error)
}

/// Saves the boards as a game file at the path typed, and says how it went.
fn save_game_file(boards: &mut BoardsScreen) {
    let path = boards.entry.path.trim().to_owned();
    boards.entry.notice = Some(if path.is_empty() {
        problem(tr!("notice-type-path"))
    } else {
        // Checked once: the text written and the notice both come from it.
        let checked = boards.entry.game();
        let text = match &checked {
            Ok(game) => to_yaml(game),
            Err(_) => boards.entry.file().as_draft().to_yaml(),
        };
        let written = text.map_err(|e| e.to_string()).and_then(|text| {
            files::write_file(std::path::Path::new(&path), &text)
                .map_err(|e| crate::shell::io_words(&e))
        });
        match written {
            Ok(()) => match checked {
                Ok(_) => Notice {
                    text: tr!("notice-saved", path = &path),
                    info: true,
                },
                Err(problems) => problem(tr!(
                    "notice-saved-to-fix",
                    path = &path,
                    count = problems.len()
                )),
            },
            Err(error) => problem(tr!("notice-cannot-write", path = &path, error = error)),
        }
    });
}

/// A warning under the file field.
fn problem(text: String) -> Notice {
    Notice { text, info: false }
}
