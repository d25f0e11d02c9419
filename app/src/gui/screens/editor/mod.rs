//! The mission editor: a track's phases on a timeline, its announcements added, moved (a drag,
//! or the arrow keys), changed and deleted, the loader's checks and the CD profile's advice
//! live beside it, the announcer played from any second, every change undoable, and the track
//! saved as YAML into the crew's folder, where the setup screen lists it.
//!
//! The screen draws [`MissionDraft`] and returns [`EditorIntent`]s; `apply/editor.rs` makes
//! the changes, opens the sound and writes the file.

mod details;
mod timeline;

use egui::{RichText, ScrollArea, TextEdit, Ui};
use i18n::tr;
use missions::diag::format_time;
use missions::track::TrackKind;
use strum::VariantArray;

use crate::gui::model::editor::checks::{self, Problem};
use crate::gui::model::editor::{Change, MissionDraft, NewKind};
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::theme;
use crate::gui::{Intent, ScreenName};
use crate::shell::settings::MissionSource;
use crate::shell::sound::MissionAudio;

/// What the mission editor asks the app to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditorIntent {
    /// Opens the editor on a new mission (`None`) or on a copy of a track.
    Open(Option<MissionSource>),
    /// Changes the track (one step of undo).
    Change(Change),
    /// Takes back the last change.
    Undo,
    /// Makes the last change taken back again.
    Redo,
    /// Selects an announcement (or none).
    Select(Option<usize>),
    /// Puts the timeline's cursor (where "add" and "play" act) at a second.
    Cursor(u32),
    /// Plays the track with the announcer from a second.
    PlayFrom(u32),
    /// Stops playing.
    Stop,
    /// Saves the track into the crew's folder (asks before writing over a file).
    Save,
    /// Writes over the file after all.
    Overwrite,
    /// Keeps the file that is there (the overwrite question's "no").
    KeepFile,
    /// Back to the screen below: at once when everything is saved, else ask first.
    Leave,
    /// Stays in the editor (the "leave without saving?" question's "no").
    Stay,
}

/// The announcer playing the track being written, from a second.
pub struct Audition {
    /// The mission's sound, as the mission screen plays it.
    pub audio: MissionAudio,
    /// The second it started from.
    pub from: u32,
}

/// What the last "Save" did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    /// Written to this path.
    Written(String),
    /// A file of that name is there: written over only when the crew says so.
    AskOverwrite(String),
    /// Not written, and why.
    Refused(String),
}

/// The mission editor.
pub struct EditorScreen {
    /// The track being written, with its history.
    pub draft: MissionDraft,
    /// Where "add" and "play" act, in seconds.
    pub cursor: u32,
    /// The announcer playing, if it is.
    pub audition: Option<Audition>,
    /// What the last "Save" did.
    pub saved: Option<Saved>,
    /// The tracks a copy can be opened of: (name shown, source).
    pub sources: Vec<(String, MissionSource)>,
    /// "Back" was asked with work not saved: the question shows.
    pub ask_leave: bool,
}

impl EditorScreen {
    /// The editor on `draft`; `sources` are the tracks "Open a copy" offers.
    pub fn new(draft: MissionDraft, sources: Vec<(String, MissionSource)>) -> Self {
        Self {
            draft,
            cursor: 0,
            audition: None,
            saved: None,
            sources,
            ask_leave: false,
        }
    }

    /// The loader's rules the track breaks now.
    pub fn problems(&self) -> Vec<Problem> {
        checks::problems(&self.draft.track)
    }

    /// What the CD's missions do that this one does not.
    pub fn advice(&self) -> Vec<String> {
        checks::advice(&self.draft.track)
    }

    /// Where the announcer is, in mission milliseconds (`None`: not playing).
    pub fn playing_ms(&mut self) -> Option<u64> {
        Some(self.audition.as_mut()?.audio.position_ms())
    }

    fn top_row(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let say = |intents: &mut Vec<Intent>, i| intents.push(Intent::Editor(i));
        ui.horizontal_wrapped(|ui| {
            ui.heading(RichText::new(tr!("editor-title")).strong());
            ui.add_space(16.0);
            if ui.button(tr!("editor-back")).clicked() {
                say(intents, EditorIntent::Leave);
            }
            let undo = ui.add_enabled(self.draft.can_undo(), egui::Button::new(tr!("editor-undo")));
            if undo.clicked() {
                say(intents, EditorIntent::Undo);
            }
            let redo = ui.add_enabled(self.draft.can_redo(), egui::Button::new(tr!("editor-redo")));
            if redo.clicked() {
                say(intents, EditorIntent::Redo);
            }
            if ui.button(tr!("editor-save")).clicked() {
                say(intents, EditorIntent::Save);
            }
            if ui.available_size_before_wrap().x < 330.0 {
                ui.end_row();
            }
            let label = ui.label(tr!("editor-file-name"));
            ui.add(TextEdit::singleline(&mut self.draft.file_name).desired_width(180.0))
                .labelled_by(label.id);
            ui.label(".yaml");
        });
        self.saved_ui(ui, intents);
    }

    fn open_copy(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let label = ui.label(tr!("editor-open-copy"));
        egui::ComboBox::from_id_salt("editor-open-copy")
            .selected_text(tr!("setup-choose-one"))
            .height(480.0)
            .show_ui(ui, |ui| {
                if ui.selectable_label(false, tr!("editor-new")).clicked() {
                    intents.push(Intent::Editor(EditorIntent::Open(None)));
                }
                for (name, source) in &self.sources {
                    if ui.selectable_label(false, name).clicked() {
                        intents.push(Intent::Editor(EditorIntent::Open(Some(source.clone()))));
                    }
                }
            })
            .response
            .labelled_by(label.id);
    }

    fn saved_ui(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        if self.ask_leave {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr!("editor-ask-leave")).color(theme::WARNING));
                if ui.button(tr!("editor-leave")).clicked() {
                    intents.push(Intent::Back);
                }
                if ui.button(tr!("editor-stay")).clicked() {
                    intents.push(Intent::Editor(EditorIntent::Stay));
                }
            });
        }
        match &self.saved {
            None => {}
            Some(Saved::Written(path)) => {
                ui.label(
                    RichText::new(tr!("editor-saved", path = path.as_str())).color(theme::INFO),
                );
            }
            Some(Saved::Refused(why)) => {
                ui.label(RichText::new(why).color(theme::ALARM));
            }
            Some(Saved::AskOverwrite(path)) => {
                ui.horizontal_wrapped(|ui| {
                    let ask = tr!("editor-ask-overwrite", path = path.as_str());
                    ui.label(RichText::new(ask).color(theme::WARNING));
                    if ui.button(tr!("editor-overwrite")).clicked() {
                        intents.push(Intent::Editor(EditorIntent::Overwrite));
                    }
                    if ui.button(tr!("editor-keep-file")).clicked() {
                        intents.push(Intent::Editor(EditorIntent::KeepFile));
                    }
                });
            }
        }
    }

    fn track_row(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let track = &self.draft.track;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr!("editor-name"));
            let mut name = track.name.clone();
            let edit = ui
                .add(TextEdit::singleline(&mut name).desired_width(180.0))
                .labelled_by(label.id);
            if edit.changed() {
                intents.push(Intent::Editor(EditorIntent::Change(Change::Name(name))));
            }
            for &kind in TrackKind::VARIANTS {
                let words = crate::card::words::kind_words(kind, false);
                if ui.selectable_label(track.kind == kind, words).clicked() && track.kind != kind {
                    intents.push(Intent::Editor(EditorIntent::Change(Change::Kind(kind))));
                }
            }
            ui.add_space(16.0);
            // The label and its list as one: a narrow window wraps them together (a nested
            // row would not wrap, and would widen the whole screen past the window).
            if ui.available_size_before_wrap().x < 300.0 {
                ui.end_row();
            }
            self.open_copy(ui, intents);
        });
        ui.horizontal_wrapped(|ui| {
            for (phase, &end) in track.phases.iter().enumerate() {
                ui.add_space(if phase == 0 { 0.0 } else { 12.0 });
                let label = ui.label(tr!("editor-phase-ends", phase = phase + 1));
                let mut value = end;
                let drag = ui
                    .add(
                        egui::DragValue::new(&mut value)
                            .range(60..=missions::track::reserved::LONGEST)
                            .custom_formatter(|s, _| format_time(s as u32))
                            .custom_parser(|t| missions::diag::parse_time(t).map(f64::from)),
                    )
                    .labelled_by(label.id);
                if drag.changed() && value != end {
                    let change = Change::PhaseEnd { phase, end: value };
                    intents.push(Intent::Editor(EditorIntent::Change(change)));
                }
            }
        });
    }

    fn add_row(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let at = self.cursor;
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("editor-add-at", at = format_time(at)));
            for &kind in NewKind::VARIANTS {
                let (words, key) = new_kind_words(kind);
                if ui.button(format!("{words} [{key}]")).clicked() {
                    let event = kind.event(&self.draft.track, at);
                    intents.push(Intent::Editor(EditorIntent::Change(Change::Add(event))));
                }
            }
            ui.add_space(16.0);
            match &self.audition {
                Some(playing) => {
                    ui.label(
                        RichText::new(tr!("editor-playing", from = format_time(playing.from)))
                            .color(theme::INFO),
                    );
                    if ui.button(tr!("editor-stop")).clicked() {
                        intents.push(Intent::Editor(EditorIntent::Stop));
                    }
                }
                None => {
                    let play = tr!("editor-play-from", at = format_time(at));
                    if ui.button(format!("{play} [P]")).clicked() {
                        intents.push(Intent::Editor(EditorIntent::PlayFrom(at)));
                    }
                }
            }
        });
        ui.label(
            RichText::new(tr!("editor-keys"))
                .color(theme::MUTED)
                .small(),
        );
    }
}

/// A kind of announcement to add, in words, and its key.
fn new_kind_words(kind: NewKind) -> (String, &'static str) {
    match kind {
        NewKind::Threat => (tr!("card-kind-threat"), "T"),
        NewKind::IncomingData => (tr!("card-kind-incoming-data"), "I"),
        NewKind::DataTransfer => (tr!("card-kind-data-transfer"), "D"),
        NewKind::CommsDown => (tr!("card-kind-comms-down"), "B"),
    }
}

impl Screen for EditorScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Editor
    }

    fn ui(&mut self, ui: &mut Ui, _shared: &Shared) -> Vec<Intent> {
        let mut intents = Vec::new();
        let playing = self.playing_ms();
        egui::CentralPanel::default().show(ui, |ui| {
            ScrollArea::vertical().show(ui, |ui| {
                self.top_row(ui, &mut intents);
                self.track_row(ui, &mut intents);
                ui.add_space(6.0);
                timeline::timeline(ui, &self.draft, self.cursor, playing, &mut intents);
                self.add_row(ui, &mut intents);
                ui.add_space(6.0);
                crate::gui::widgets::columns(ui, 2, |cols| {
                    details::selected(&mut cols[0], &self.draft, &mut intents);
                    details::checks(&mut cols[1], &self.problems(), &self.advice(), &mut intents);
                });
            });
        });
        if !ui.ctx().egui_wants_keyboard_input() {
            details::keys(ui, &self.draft, self.cursor, &mut intents);
        }
        intents
    }

    fn tick(&mut self) -> Vec<Intent> {
        // Played to the end: the editor is no longer playing.
        match &self.audition {
            Some(playing) if playing.audio.is_finished() => {
                vec![Intent::Editor(EditorIntent::Stop)]
            }
            _ => Vec::new(),
        }
    }

    fn repaint_after(&mut self) -> Option<std::time::Duration> {
        self.audition
            .as_ref()
            .map(|_| std::time::Duration::from_millis(100))
    }

    fn phones(&self) -> Option<terminals::Stage> {
        waiting(tr!("editor-phones"))
    }
}
