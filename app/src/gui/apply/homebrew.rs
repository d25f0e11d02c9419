//! Applying the homebrew threat cards' intents: the card files chosen at setup read into the
//! app's catalog (their cards join the threat decks, as `--with` adds them on the command
//! line, by the same `shell::homebrew` path), and the designer's card saved into the crew's
//! folder or loaded from a file.

use std::path::PathBuf;
use std::sync::Arc;

use i18n::tr;

use crate::gui::HomebrewIntent;
use crate::gui::app::App;
use crate::gui::model::deck::catalog_faces_of;
use crate::gui::screens::designer::DesignerScreen;
use crate::gui::screens::setup::homebrew::CardFileView;
use crate::shell::{crew_folder, homebrew};

impl App {
    /// Applies a homebrew intent.
    pub(super) fn apply_homebrew(&mut self, intent: HomebrewIntent) {
        match intent {
            HomebrewIntent::ChooseCardFile(path, chosen) => {
                let files = &mut self.setup.settings.card_files;
                files.retain(|f| *f != path);
                if chosen {
                    files.push(path);
                }
                self.load_card_files();
            }
            HomebrewIntent::AddCardFile => {
                let typed = self.setup.homebrew.path_text.trim().to_owned();
                if !typed.is_empty() {
                    let path = PathBuf::from(typed);
                    let files = &mut self.setup.settings.card_files;
                    if !files.contains(&path) {
                        files.push(path);
                    }
                    self.setup.homebrew.path_text.clear();
                    self.load_card_files();
                }
            }
            HomebrewIntent::OpenDesigner => self.stack.push(DesignerScreen::new()),
            HomebrewIntent::EditCardFile(path) => {
                let mut designer = DesignerScreen::new();
                designer.load_path = path.display().to_string();
                self.stack.push(designer);
                self.load_card();
            }
            HomebrewIntent::SaveCard(overwrite) => self.save_card(overwrite),
            HomebrewIntent::LoadCard => self.load_card(),
        }
    }

    /// The card designer, when it shows.
    pub fn designer(&self) -> Option<&DesignerScreen> {
        self.stack.top_as()
    }

    /// The card designer, to fill its fields as the crew would.
    pub fn designer_mut(&mut self) -> Option<&mut DesignerScreen> {
        self.stack.top_as_mut()
    }

    /// The card faces the digital threat deck draws from (the chosen card files' cards
    /// among them).
    pub fn deck_faces(&self) -> &[crate::gui::model::deck::CardFace] {
        &self.card_faces
    }

    /// The crew's folder the app keeps its files in (tests give a folder of their own).
    pub fn set_crew_folder(&mut self, root: Option<PathBuf>) {
        self.crew_folder = root;
        self.load_card_files();
        self.refresh_own_missions();
    }

    /// Lists the card files of the crew's folder and those chosen, and makes the app's
    /// catalog the shipped cards plus those of every chosen file that reads (the digital
    /// deck draws from it); a chosen file that does not read is listed with its problems.
    pub(in crate::gui) fn load_card_files(&mut self) {
        let chosen = self.setup.settings.card_files.clone();
        let mut paths: Vec<PathBuf> = self
            .crew_folder
            .as_deref()
            .map(|root| crew_folder::yaml_files(&crew_folder::cards(root)))
            .unwrap_or_default();
        for path in &chosen {
            if !paths.contains(path) {
                paths.push(path.clone());
            }
        }
        let mut good = Vec::new();
        let files = paths
            .into_iter()
            .map(|path| {
                let is_chosen = chosen.contains(&path);
                let (cards, problem) = match homebrew::read_card_file(&path) {
                    Ok(catalog) => {
                        if is_chosen {
                            good.push(path.clone());
                        }
                        let cards = catalog.cards().iter();
                        (
                            cards.map(|c| format!("{}  {}", c.id, c.name)).collect(),
                            None,
                        )
                    }
                    Err(refused) => (Vec::new(), Some(refused.words())),
                };
                CardFileView {
                    path,
                    chosen: is_chosen,
                    cards,
                    problem,
                }
            })
            .collect();
        self.setup.homebrew.files = files;
        match homebrew::catalog_with(&good) {
            Ok(catalog) => {
                // A test without the digital deck keeps it empty: the crew draws.
                if !self.card_faces.is_empty() {
                    self.card_faces = catalog_faces_of(&catalog);
                }
                self.library.catalog = Ok(Arc::new(catalog));
            }
            // Each file read alone; together two may share an id: said at the files.
            Err(refused) => {
                for file in &mut self.setup.homebrew.files {
                    if file.chosen && file.problem.is_none() {
                        file.problem = Some(refused.words());
                    }
                }
            }
        }
    }

    /// Saves the designer's card into the crew's folder's `cards/`; a file of that name is
    /// replaced only when the crew said so.
    fn save_card(&mut self, overwrite: bool) {
        let folder = self.crew_folder.as_deref().map(crew_folder::cards);
        let Some(designer) = self.stack.top_as_mut::<DesignerScreen>() else {
            return;
        };
        designer.ask_overwrite = false;
        let (name, text) = match designer.file_to_save() {
            Ok(file) => file,
            Err(why) => {
                designer.notice = Some(Err(why));
                return;
            }
        };
        let Some(folder) = folder else {
            designer.notice = Some(Err(tr!("designer-no-folder")));
            return;
        };
        let path = folder.join(name);
        let shown = path.display().to_string();
        designer.notice = match crew_folder::write_file(&path, &text, overwrite) {
            Ok(()) => Some(Ok(tr!("designer-saved", path = shown))),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                designer.ask_overwrite = true;
                None
            }
            Err(e) => Some(Err(tr!(
                "designer-not-saved",
                path = shown,
                error = crate::shell::io_words(&e)
            ))),
        };
        self.load_card_files();
    }

    /// Loads the first card of the file typed into the designer.
    fn load_card(&mut self) {
        let Some(designer) = self.stack.top_as_mut::<DesignerScreen>() else {
            return;
        };
        let path = PathBuf::from(designer.load_path.trim());
        match homebrew::read_card_file(&path) {
            Ok(catalog) => match catalog.cards().first() {
                Some(card) => {
                    let text = catalog.text(&card.id);
                    designer.file_name = path
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    designer.load(missions::catalog::CardEntry::of(card, text));
                    designer.notice = Some(Ok(tr!(
                        "designer-loaded",
                        card = card.name.as_str(),
                        path = path.display().to_string()
                    )));
                }
                None => designer.notice = Some(Err(tr!("designer-empty-file"))),
            },
            Err(refused) => designer.notice = Some(Err(refused.words())),
        }
    }
}
