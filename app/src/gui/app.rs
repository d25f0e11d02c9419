//! The app's state: which screen shows, what it keeps between screens, and the frame that
//! draws the screen and hands its intents to [`App::apply`].

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use engine::{Draw, ShipRng, ship_rng};

use crate::gui::BoardsIntent;
use crate::gui::CampaignIntent;
use crate::gui::Deps;
use crate::gui::Intent;
use crate::gui::MissionIntent;
use crate::gui::ResolutionIntent;
use crate::gui::ScreenName;
use crate::gui::SetupIntent;
use crate::gui::ShipLogIntent;
use crate::gui::library::Library;
use crate::gui::model::boards::BoardsEntry;
use crate::gui::model::campaign::CampaignRun;
use crate::gui::model::deck::CardFace;
use crate::gui::model::mission::MissionRun;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::campaign::{page::CampaignPage, repairs::RepairsScreen};
use crate::gui::screens::career::page::ExplorersScreen;
use crate::gui::screens::coach_panel::WhatIfScreen;
use crate::gui::screens::mission::MissionScreen;
use crate::gui::screens::resolution::ResolutionScreen;
use crate::gui::screens::score::ScoreScreen;
use crate::gui::screens::setup::SetupScreen;
use crate::gui::screens::shiplog::ShipLogScreen;
use crate::gui::screens::shiplog::replay::LogReplay;
use crate::gui::shortcuts;
use crate::gui::stack::{Screen, Shared, Stack};
use crate::gui::widgets::theme;
use crate::gui::work::Work;
use crate::shell::settings::Settings;
use crate::shell::sound::Sound;
use crate::shell::terminals::CrewTerminals;

/// How often the window looks for a background task's answer while one is working.
const TASK_POLL: Duration = Duration::from_millis(30);

/// The Sitting Duck app.
pub struct App {
    pub(super) sound: Sound,
    pub(super) settings_path: Option<PathBuf>,
    /// The catalog and tracks, parsed once at start-up.
    pub(super) library: Library,
    pub(super) card_faces: Vec<CardFace>,
    pub(super) rng: ShipRng,
    /// The setup screen, under every other: the crew's settings outlive them all.
    pub(super) setup: SetupScreen,
    /// The screens above setup; the top one shows.
    pub(super) stack: Stack,
    /// The background work: the ship's log read and written, the coach, the autosave.
    pub(super) work: Work,
    /// Where entered boards are autosaved (`None`: nowhere).
    pub(super) autosave_path: Option<PathBuf>,
    /// The ship's log the score card saves to (`None`: none on this machine).
    pub(super) ship_log_path: Option<PathBuf>,
    /// The keyboard shortcuts window is open.
    pub(super) help: bool,
    /// The campaign being flown.
    pub(super) campaign: Option<CampaignRun>,
    /// A text field had the keyboard in the last frame: its Esc only let go of it.
    was_typing: bool,
    /// The settings as the settings file has them: a choice that differs is written at once.
    pub(super) remembered: Settings,
    /// The program that opens the mission card (the desktop's; tests give another).
    pub(super) opener: PathBuf,
    /// The crew's folder (`shell::crew_folder`; `None`: none on this machine, or a test's).
    pub(super) crew_folder: Option<PathBuf>,
}

impl App {
    /// The app on its setup screen, with the remembered settings (or the defaults).
    pub fn new(ctx: &egui::Context, deps: Deps) -> Self {
        Self::with_library(ctx, deps, Library::load())
    }

    /// The app with the catalog and tracks already parsed (the window parses them once and
    /// takes the digital deck's faces from the same catalog).
    pub fn with_library(ctx: &egui::Context, deps: Deps, library: Library) -> Self {
        theme::install(ctx);
        let mut rng = ship_rng(deps.seed);
        let mut notices = library.problems.clone();
        let settings = match &deps.settings_path {
            Some(path) => Settings::load(path).unwrap_or_else(|err| {
                notices.push(i18n::tr!(
                    "notice-settings-defaults",
                    error = format!("{err:#}")
                ));
                Settings::default()
            }),
            None => Settings::default(),
        };
        // The window's thread speaks the settings' language (or the machine's), from its
        // first frame on.
        i18n::set_thread_language(Some(settings.language.unwrap_or(deps.system_language)));
        let mut setup = SetupScreen::new(settings, library.groups.clone(), rng.bits() % 1_000_000);
        setup.system_language = deps.system_language;
        setup.notice = (!notices.is_empty()).then(|| notices.join("\n"));
        // Tests run without a settings file; they also get no autosave and no ship's log.
        let keeps_files = deps.settings_path.is_some();
        let repaint = ctx.clone();
        let mut terminals = CrewTerminals::new(Some(Arc::new(move || repaint.request_repaint())));
        if setup.settings.serve {
            terminals.start(&mut setup.settings);
            // The evening's join code is remembered at once: a restart shows the same one.
            if let Some(path) = &deps.settings_path
                && let Err(err) = setup.settings.save(path)
            {
                log::warn!("cannot remember the join code: {err:#}");
            }
        }
        let mut app = Self {
            remembered: setup.settings.clone(),
            opener: crate::shell::opener::desktop_opener(),
            sound: Sound::new(deps.clock, deps.output),
            settings_path: deps.settings_path,
            library,
            card_faces: deps.card_faces,
            rng,
            setup,
            stack: Stack::default(),
            work: Work::new(terminals),
            autosave_path: keeps_files
                .then(crate::shell::draft::default_autosave_path)
                .flatten(),
            ship_log_path: keeps_files
                .then(crate::shell::ship_log::default_path)
                .flatten(),
            help: false,
            campaign: None,
            was_typing: false,
            crew_folder: keeps_files.then(crate::shell::crew_folder::root).flatten(),
        };
        app.find_offers();
        app.load_card_files();
        app.refresh_own_missions();
        app
    }

    /// Which screen is showing.
    pub fn screen(&self) -> ScreenName {
        self.stack.top().map_or(ScreenName::Setup, Screen::name)
    }

    /// The built-in voice the last mission spoke with (English before any mission).
    pub fn announcer(&self) -> audio::BuiltinVoice {
        self.sound.voice()
    }

    /// The volume set for the mission, in percent.
    pub fn volume(&self) -> u8 {
        self.setup.settings.volume
    }

    /// The mission editor, when it shows.
    pub fn editor(&self) -> Option<&crate::gui::screens::editor::EditorScreen> {
        self.stack.top_as()
    }

    /// The mission editor, when it shows (a test reads where its announcer is).
    pub fn editor_mut(&mut self) -> Option<&mut crate::gui::screens::editor::EditorScreen> {
        self.stack.top_as_mut()
    }

    /// The setup screen's draft settings.
    pub fn settings(&self) -> &Settings {
        &self.setup.settings
    }

    /// The problems that stopped the last "Start mission".
    pub fn setup_problems(&self) -> &[String] {
        &self.setup.problems
    }

    /// The running (or just finished) Action Round.
    pub fn mission(&self) -> Option<&MissionRun> {
        match self.stack.find::<MissionScreen>() {
            Some(mission) => Some(&mission.run),
            None => self.stack.find::<BoardsScreen>()?.run.as_ref(),
        }
    }

    /// Whether the mission is paused.
    pub fn is_paused(&self) -> bool {
        self.stack
            .top_as::<MissionScreen>()
            .is_some_and(|m| m.audio.is_paused())
    }

    /// The flight-school lesson being flown, if the mission is one.
    pub fn flight_school(&self) -> Option<&crate::gui::screens::flight_school::FlightSchool> {
        self.stack.top_as::<MissionScreen>()?.school.as_ref()
    }

    /// The notice under the mission controls (a refusal), if any.
    pub fn mission_notice(&self) -> Option<&str> {
        self.stack.top_as::<MissionScreen>()?.view.notice.as_deref()
    }

    /// The boards being entered, if that screen (or a resolution of them) is showing.
    pub fn boards(&self) -> Option<&BoardsEntry> {
        self.stack.find::<BoardsScreen>().map(|b| &b.entry)
    }

    /// The resolution view on top, to move through it (the crew's, a logged mission's or a
    /// what-if's).
    pub(super) fn resolution_mut(&mut self) -> Option<&mut ResolutionScreen> {
        if self.stack.shows::<LogReplay>() {
            return self
                .stack
                .top_as_mut::<LogReplay>()
                .map(|r| &mut r.resolution);
        }
        if self.stack.shows::<WhatIfScreen>() {
            return self
                .stack
                .top_as_mut::<WhatIfScreen>()
                .map(|w| &mut w.resolution);
        }
        self.stack.top_as_mut::<ResolutionScreen>()
    }

    /// The resolution showing (or scored: the one under the score card).
    pub fn resolution(&self) -> Option<&ResolutionScreen> {
        if let Some(replay) = self.stack.top_as::<LogReplay>() {
            return Some(&replay.resolution);
        }
        if let Some(what_if) = self.stack.top_as::<WhatIfScreen>() {
            return Some(&what_if.resolution);
        }
        self.stack.find::<ResolutionScreen>()
    }

    /// The coach's suggestion showing as a what-if resolution.
    pub fn what_if(&self) -> Option<&WhatIfScreen> {
        self.stack.top_as()
    }

    /// The ship's log screen showing (or the one a replayed mission came from).
    pub fn ship_log(&self) -> Option<&ShipLogScreen> {
        self.stack.find()
    }

    /// The logged mission being replayed.
    pub fn log_replay(&self) -> Option<&LogReplay> {
        self.stack.top_as()
    }

    /// The score card showing.
    pub fn score(&self) -> Option<&ScoreScreen> {
        self.stack.top_as()
    }

    /// The campaign being flown.
    pub fn campaign(&self) -> Option<&CampaignRun> {
        self.campaign.as_ref()
    }

    /// The repairs screen, when it shows.
    pub fn repairs(&self) -> Option<&RepairsScreen> {
        self.stack.top_as()
    }

    /// The campaign page, when it shows.
    pub fn campaign_page(&self) -> Option<&CampaignPage> {
        self.stack.top_as()
    }

    /// The explorers' page, when it shows.
    pub fn explorers_page(&self) -> Option<&ExplorersScreen> {
        self.stack.top_as()
    }

    /// The answer of the last careers change at setup (an explorer made, or why not).
    pub fn career_notice(&self) -> Option<&str> {
        self.setup.careers.notice.as_deref()
    }

    /// The explorers as setup last read them from the ship's log.
    pub fn explorers(&self) -> &[::shiplog::ExplorerRow] {
        &self.setup.careers.explorers
    }

    /// The catalog and tracks the screens share.
    pub fn library(&self) -> &Library {
        &self.library
    }

    /// Whether the keyboard shortcuts window is open.
    pub fn help_open(&self) -> bool {
        self.help
    }

    /// Where entered boards are autosaved (tests point it at a temporary file).
    pub fn set_autosave_path(&mut self, path: Option<PathBuf>) {
        self.autosave_path = path;
        self.find_offers();
    }

    /// The setup screen's mission card: written, opened.
    pub fn setup_card(&self) -> &crate::gui::screens::setup::mission_card::CardState {
        &self.setup.card
    }

    /// The program "Open it" starts on the mission card (tests give one that opens nothing).
    pub fn set_opener(&mut self, program: impl Into<PathBuf>) {
        self.opener = program.into();
    }

    /// Where the score card saves (tests point it at a temporary file).
    pub fn set_ship_log_path(&mut self, path: Option<PathBuf>) {
        self.ship_log_path = path;
        self.setup.careers.fresh = false;
        self.find_offers();
    }

    /// Draws the current screen and applies what it asked for.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        theme::follow_window_size(ui.ctx());
        if ui.input(|i| i.viewport().close_requested()) {
            self.on_close_request();
        }
        // The screen's own clock first (the Action Round's end), then the background work's
        // answers, before the frame is drawn; while any work runs, the window looks again
        // soon.
        let ticked = self.stack.top_mut().map(Screen::tick).unwrap_or_default();
        for intent in ticked {
            self.apply(intent);
        }
        if self.poll_background() | self.card_opened() {
            ui.ctx().request_repaint_after(TASK_POLL);
        }
        self.refresh_explorers();
        self.follow_offers();
        let screen = self.screen();
        let mut intents = self.phone_intents();
        if self.stack.is_empty() {
            self.setup.terminals = self.terminals_panel();
        }
        if shortcuts::handles(screen) {
            for command in shortcuts::pressed(ui, screen, self.was_typing) {
                intents.extend(self.command_intent(command));
            }
        }
        let phones = self.phones_joined();
        let shared = Shared {
            volume: self.setup.settings.volume,
            campaign: self.campaign.as_ref(),
            phones: &phones,
        };
        let top: &mut dyn Screen = match self.stack.top_mut() {
            Some(top) => top,
            None => &mut self.setup,
        };
        intents.extend(top.ui(ui, &shared));
        if self.help && shortcuts::handles(screen) {
            let mut open = true;
            shortcuts::help(ui, screen, &mut open);
            if !open {
                intents.push(Intent::ToggleHelp);
            }
        }
        self.was_typing = ui.ctx().text_edit_focused();
        for intent in intents {
            self.apply(intent);
        }
        self.publish_terminals();
        self.remember_settings();
        if let Some(wait) = self.stack.top_mut().and_then(Screen::repaint_after) {
            ui.ctx().request_repaint_after(wait);
        }
    }

    /// The intent of a keyboard shortcut on the screen showing.
    fn command_intent(&self, command: shortcuts::Command) -> Option<Intent> {
        use crate::gui::screens::resolution::Move;
        use shortcuts::Command;
        let replaying = self.stack.shows::<LogReplay>();
        Some(match command {
            Command::Help => Intent::ToggleHelp,
            Command::Resolve => Intent::Boards(BoardsIntent::Resolve),
            Command::LeaveBoards => Intent::Boards(BoardsIntent::AskLeaveBoards),
            Command::Step => Intent::Resolution(ResolutionIntent::Replay(Move::Step)),
            Command::StepBack => Intent::Resolution(ResolutionIntent::Replay(Move::StepBack)),
            Command::NextTurn => Intent::Resolution(ResolutionIntent::Replay(Move::NextTurn)),
            Command::TurnBack => Intent::Resolution(ResolutionIntent::Replay(Move::TurnBack)),
            Command::Start => Intent::Resolution(ResolutionIntent::Replay(Move::Start)),
            Command::End => Intent::Resolution(ResolutionIntent::Replay(Move::End)),
            Command::Play => Intent::Resolution(ResolutionIntent::Replay(Move::TogglePlay)),
            Command::ScoreCard if replaying => Intent::ShipLog(ShipLogIntent::ToggleReplayCard),
            Command::ScoreCard => Intent::Resolution(ResolutionIntent::ShowScore),
            Command::Back if replaying => Intent::ShipLog(ShipLogIntent::BackToShipLog),
            Command::Back => Intent::Resolution(ResolutionIntent::BackToBoards),
            Command::LeaveShipLog => Intent::BackToSetup,
            Command::Campaigns => Intent::Campaign(CampaignIntent::OpenCampaigns),
            Command::NextCampaignMission => Intent::Campaign(CampaignIntent::NextCampaignMission),
            Command::EndCampaign => Intent::Campaign(CampaignIntent::StopCampaign),
            Command::LeaveCampaigns => Intent::Setup(SetupIntent::OpenShipLog),
            Command::RepeatAnnouncement => Intent::Mission(MissionIntent::RepeatAnnouncement),
        })
    }

    /// Whether background work is still running: the ship's log being read or written, the
    /// coach searching, the autosave. Tests step frames until it is not.
    pub fn background_work(&self) -> bool {
        self.work.busy()
    }

    /// Hands every answer of the background work that has come to the screen waiting for
    /// it (the one place they are taken: before each frame, and by the benchmarks, which
    /// drive the app without a window); whether any work still runs.
    pub fn poll_background(&mut self) -> bool {
        for done in self.work.poll() {
            self.after_answer(done.answer.as_ref());
            self.stack.deliver(done);
        }
        self.autosave_after_answers();
        self.next_after_save();
        self.work.busy()
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}
