//! After the Action Round (or for a game file brought to the table): enter the action boards.
//!
//! The screen frames [`BoardsEntry`] with what the crew needs to know (which mission, what to
//! keep on the table) and the way out. Leaving asks first when something was typed; the
//! boards are autosaved anyway.

use egui::{RichText, Ui};
use i18n::tr;

pub mod modules;
pub mod panels;

use self::panels::Files;
use crate::gui::BoardsIntent;
use crate::gui::Intent;
use crate::gui::ScreenName;
use crate::gui::model::boards::BoardsEntry;
use crate::gui::model::mission::MissionRun;
use crate::gui::shortcuts::{Command, button_text};
use crate::gui::stack::{Screen, Shared};
use crate::gui::widgets::theme;
use crate::gui::work::{Answer, Done, Ticket};
use missions::game::GameFile;
use terminals::{BoardsView, Stage};

/// The "Enter the action boards" screen.
#[derive(Debug)]
pub struct BoardsScreen {
    /// The finished Action Round (`None`: a game file entered or loaded without a mission,
    /// or loaded over the mission's boards).
    pub run: Option<MissionRun>,
    /// What the crew typed and picked.
    pub entry: BoardsEntry,
    /// "Back to setup" was asked once: ask for confirmation.
    pub confirm_leave: bool,
    /// The autosave file and the boards of last time.
    pub files: Files,
    /// The game file last autosaved (`None`: not written yet).
    pub saved: Option<GameFile>,
    /// The autosave being written in the background, and the file it writes.
    pub autosaving: Option<(Ticket, GameFile)>,
    /// An edit came while the autosave was writing: write again when it answers.
    pub autosave_again: bool,
    /// How the round's action cards were dealt, when the app dealt them (for the ship's log).
    pub dealt: Option<serde_json::Value>,
}

impl BoardsScreen {
    /// The screen for an entry, after a mission or not.
    pub fn new(run: Option<MissionRun>, entry: BoardsEntry, files: Files) -> Self {
        Self {
            run,
            entry,
            confirm_leave: false,
            files,
            saved: None,
            autosaving: None,
            autosave_again: false,
            dealt: None,
        }
    }

    /// What the boards are of: the mission played, or the game file's mission.
    fn what(&self) -> String {
        match (&self.run, &self.entry.mission) {
            (Some(run), _) => match run.ended_early_at() {
                Some(at) => tr!(
                    "boards-ended-at",
                    mission = crate::card::words::track_name(&run.plan().name),
                    time = crate::gui::screens::mission::clock_text(at)
                ),
                None => tr!(
                    "boards-played-to-end",
                    mission = crate::card::words::track_name(&run.plan().name)
                ),
            },
            (None, Some(name)) => name.clone(),
            (None, None) => tr!("boards-no-track"),
        }
    }

    /// Draws the screen; returns what the crew asked for.
    pub fn draw(&mut self, ui: &mut Ui, phones: &[terminals::Joined]) -> Vec<Intent> {
        let mut intents = Vec::new();
        egui::Panel::top("boards-top").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                if self.run.is_some() {
                    ui.label(
                        RichText::new(tr!("boards-round-over"))
                            .size(22.0)
                            .color(theme::MUTED),
                    );
                    ui.label(RichText::new(tr!("boards-next-enter")).size(34.0).strong());
                } else {
                    ui.label(RichText::new(tr!("boards-enter")).size(34.0).strong());
                }
                ui.label(RichText::new(self.what()).size(20.0).color(theme::MUTED));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if self.confirm_leave {
                        if ui.button(tr!("boards-stay")).clicked() {
                            intents.push(Intent::Boards(BoardsIntent::StayOnBoards));
                        }
                        if ui
                            .button(RichText::new(tr!("boards-leave")).color(theme::ALARM))
                            .clicked()
                        {
                            intents.push(Intent::BackToSetup);
                        }
                    } else if ui
                        .button(button_text(
                            &tr!("shortcut-leave-ship-log"),
                            Command::LeaveBoards,
                        ))
                        .clicked()
                    {
                        intents.push(Intent::Boards(BoardsIntent::AskLeaveBoards));
                    }
                });
            });
            ui.label(RichText::new(tr!("boards-how-to-type")).color(theme::MUTED));
            if !phones.is_empty() {
                ui.label(RichText::new(phones_line(phones)).size(20.0));
            }
            if let Some(run) = &self.run {
                crate::gui::screens::setup::pace::transcript_ui(ui, run);
            }
        });
        panels::ui(&mut self.entry, ui, &self.files, &mut intents);
        intents
    }
}

/// "On phones: Anna: done · Ben typing": who enters their board on a phone, and who is done.
pub fn phones_line(phones: &[terminals::Joined]) -> String {
    let people: Vec<String> = phones
        .iter()
        .map(|p| match (p.done, p.connected) {
            (true, _) => tr!("boards-phone-done", name = &p.name),
            (false, true) => tr!("boards-phone-typing", name = &p.name),
            (false, false) => tr!("boards-phone-away", name = &p.name),
        })
        .collect();
    tr!("boards-on-phones", people = people.join(" · "))
}

impl Screen for BoardsScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Boards
    }

    fn ui(&mut self, ui: &mut Ui, shared: &Shared) -> Vec<Intent> {
        if let Some(run) = shared.campaign {
            crate::gui::screens::campaign::top_banner(ui, run);
        }
        self.draw(ui, shared.phones)
    }

    /// The autosave's answer: the file now on disk, or why it could not be written (said
    /// once; the autosave stops).
    fn receive(&mut self, done: Done) -> Option<Done> {
        match &self.autosaving {
            Some((ticket, _)) if *ticket == done.ticket => {}
            Some(_) | None => return Some(done),
        }
        let file = self.autosaving.take().map(|(_, file)| file);
        match done.answer {
            Some(Answer::Autosaved(Ok(()))) => self.saved = file,
            Some(Answer::Autosaved(Err(error))) => {
                self.entry.notice = Some(error);
                self.files.autosave = None;
                self.autosave_again = false;
            }
            Some(Answer::LogRead(_) | Answer::MissionSaved(_) | Answer::Coached(..)) | None => {
                self.entry.notice = Some(i18n::tr!("notice-autosave-stopped"));
                self.files.autosave = None;
                self.autosave_again = false;
            }
        }
        None
    }

    fn phones(&self) -> Option<Stage> {
        Some(Stage::Boards(BoardsView {
            mission: self
                .entry
                .mission
                .clone()
                .unwrap_or_else(|| i18n::tr!("phones-action-boards")),
            // A phone's board is judged by the rules the host's entry is (one check).
            rules: (self.entry.rows.iter())
                .map(|row| terminals::BoardRules {
                    modules: self.entry.modules,
                    specialist: row.specialist,
                })
                .collect(),
        }))
    }
}
