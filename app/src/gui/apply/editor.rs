//! Applying the mission editor's intents (part of `apply.rs`): the editor opened on a new
//! mission or a copy, its changes and undo, the announcer played from a second, and the
//! track saved into the crew's folder (`shell::own_missions`), which the setup screen lists.

use i18n::tr;

use crate::card::words::track_name;
use crate::gui::app::App;
use crate::gui::model::editor::MissionDraft;
use crate::gui::screens::editor::{Audition, EditorIntent, EditorScreen, Saved};
use crate::shell::own_missions::{self, SaveError};
use crate::shell::settings::MissionSource;
use crate::shell::tracks;

impl App {
    /// Applies a mission editor's intent.
    pub(super) fn apply_editor(&mut self, intent: EditorIntent) {
        if let EditorIntent::Open(source) = intent {
            self.open_editor(source);
            return;
        }
        if matches!(intent, EditorIntent::PlayFrom(_)) {
            self.play_from(intent);
            return;
        }
        if matches!(intent, EditorIntent::Save | EditorIntent::Overwrite) {
            self.save_mission(intent == EditorIntent::Overwrite);
            return;
        }
        let Some(editor) = self.stack.top_as_mut::<EditorScreen>() else {
            return;
        };
        match intent {
            EditorIntent::Change(change) => {
                editor.draft.change(change);
                editor.saved = None;
            }
            EditorIntent::Undo => editor.draft.undo(),
            EditorIntent::Redo => editor.draft.redo(),
            EditorIntent::Select(index) => {
                editor.draft.select(index);
                // "Play from" and "add" act where the announcement chosen is.
                if let Some(event) = index.and_then(|i| editor.draft.track.events.get(i)) {
                    editor.cursor = event.at;
                }
            }
            EditorIntent::Cursor(at) => editor.cursor = at.min(editor.draft.track.duration()),
            EditorIntent::Stop => editor.audition = None,
            EditorIntent::KeepFile => editor.saved = None,
            EditorIntent::Leave if editor.draft.is_dirty() => editor.ask_leave = true,
            EditorIntent::Leave => {
                self.stack.pop();
            }
            EditorIntent::Stay => editor.ask_leave = false,
            EditorIntent::Open(_)
            | EditorIntent::PlayFrom(_)
            | EditorIntent::Save
            | EditorIntent::Overwrite => {}
        }
    }

    /// The crew's missions, read again from their folder for the setup screen.
    pub(in crate::gui) fn refresh_own_missions(&mut self) {
        self.setup.own_missions = self
            .crew_folder
            .as_deref()
            .map(|root| own_missions::list(&own_missions::folder(root)))
            .unwrap_or_default();
    }

    /// Opens the editor (or, when it shows, gives it another track) on a new mission or a
    /// copy of a shipped track or one of the crew's.
    fn open_editor(&mut self, source: Option<MissionSource>) {
        let draft = match source {
            None => Some(MissionDraft::new(
                tr!("editor-new-name"),
                tr!("editor-new-file"),
            )),
            Some(MissionSource::Shipped { stem }) => self
                .library
                .track(&stem)
                .ok()
                .map(|t| MissionDraft::of(t, format!("{stem}-copy"))),
            Some(MissionSource::File { path }) => tracks::track_file(&path).ok().map(|mut t| {
                t.soundtrack = None;
                let stem = std::path::Path::new(&path)
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                MissionDraft::of(t, stem)
            }),
            Some(MissionSource::Generated) => None,
        };
        let Some(draft) = draft else {
            return;
        };
        let screen = EditorScreen::new(draft, self.editor_sources());
        match self.stack.top_as_mut::<EditorScreen>() {
            Some(editor) => *editor = screen,
            None => self.stack.push(screen),
        }
    }

    /// What "Open a copy" offers: the shipped tracks, then the crew's own.
    fn editor_sources(&self) -> Vec<(String, MissionSource)> {
        let shipped = self.library.groups.iter().flat_map(|g| &g.tracks).map(|t| {
            let source = MissionSource::Shipped {
                stem: t.stem.clone(),
            };
            (track_name(&t.name), source)
        });
        let own = self.setup.own_missions.iter().map(|m| {
            let path = m.path.display().to_string();
            (m.name.clone(), MissionSource::File { path })
        });
        shipped.chain(own).collect()
    }

    /// Plays the track being written with the announcer from a second, as the mission screen
    /// plays a mission (a crew of five hears the unconfirmed reports too).
    fn play_from(&mut self, intent: EditorIntent) {
        let EditorIntent::PlayFrom(from) = intent else {
            return;
        };
        let settings = self.setup.settings.clone();
        let Some(editor) = self.stack.top_as_mut::<EditorScreen>() else {
            return;
        };
        editor.audition = None;
        let plan = tracks::plan(&editor.draft.track, 5);
        let voice = crate::gui::screens::setup::voice::voice_of(&settings);
        let (mut audio, _warnings) = self.sound.open(&plan, voice);
        audio.set_volume(settings.volume);
        audio.seek_ms(u64::from(from) * 1000);
        audio.play();
        if let Some(editor) = self.stack.top_as_mut::<EditorScreen>() {
            editor.audition = Some(Audition { audio, from });
        }
    }

    /// Saves the track into the crew's folder: refused while the loader would refuse it,
    /// and over a file already there only when `overwrite` (the crew said so).
    fn save_mission(&mut self, overwrite: bool) {
        let folder = self.crew_folder.as_deref().map(own_missions::folder);
        let Some(editor) = self.stack.top_as_mut::<EditorScreen>() else {
            return;
        };
        let answer = save_answer(editor, folder.as_deref(), overwrite);
        let written = matches!(answer, Saved::Written(_));
        editor.saved = Some(answer);
        if written {
            editor.draft.mark_saved();
            self.refresh_own_missions();
        }
    }
}

/// What saving the editor's track does: written (the text read back by the loader first),
/// a question, or a refusal with its reason.
fn save_answer(editor: &EditorScreen, folder: Option<&std::path::Path>, overwrite: bool) -> Saved {
    let Some(folder) = folder else {
        return Saved::Refused(tr!("editor-no-folder"));
    };
    let problems = editor.problems();
    if !problems.is_empty() {
        return Saved::Refused(tr!("editor-refused-problems", count = problems.len()));
    }
    let Ok(yaml) = editor.draft.track.to_yaml() else {
        return Saved::Refused(tr!("editor-refused-problems", count = 1));
    };
    if let Err(diagnostics) = missions::Track::parse(&yaml, &editor.draft.file_name) {
        return Saved::Refused(words::diagnostic::all(&diagnostics));
    }
    match own_missions::save(folder, &editor.draft.file_name, &yaml, overwrite) {
        Ok(path) => Saved::Written(path.display().to_string()),
        Err(SaveError::Exists(path)) => Saved::AskOverwrite(path.display().to_string()),
        Err(SaveError::BadName) => Saved::Refused(tr!("editor-bad-file-name")),
        Err(SaveError::Io(err)) => Saved::Refused(tr!(
            "editor-cannot-write",
            error = crate::shell::io_words(&err)
        )),
    }
}
