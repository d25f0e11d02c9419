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
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::campaign::{CampaignRun, page::CampaignPage, repairs::RepairsScreen};
use crate::gui::screens::coach_panel::{CoachState, WhatIfScreen};
use crate::gui::screens::deck::CardFace;
use crate::gui::screens::entry::BoardsEntry;
use crate::gui::screens::mission::MissionRun;
use crate::gui::screens::mission_view::MissionView;
use crate::gui::screens::resolution::ResolutionScreen;
use crate::gui::screens::score::ScoreScreen;
use crate::gui::screens::setup::SetupScreen;
use crate::gui::screens::shiplog::ShipLogScreen;
use crate::gui::screens::shiplog::replay::LogReplay;
use crate::gui::shortcuts;
use crate::gui::widgets::theme;
use crate::shell::settings::Settings;
use crate::shell::sound::{MissionAudio, Sound};
use crate::shell::terminals::CrewTerminals;

/// How often the screen looks whether a repeat has been said (the clock holds meanwhile).
const REPEAT_POLL: Duration = Duration::from_millis(100);

/// How often the window looks for a background task's answer while one is working.
const TASK_POLL: Duration = Duration::from_millis(30);

/// A running Action Round.
pub(super) struct Running {
    pub(super) run: MissionRun,
    pub(super) view: MissionView,
    pub(super) audio: MissionAudio,
    pub(super) deck: Box<dyn crate::gui::screens::deck::ThreatDeck>,
    /// A flight-school lesson: the clock waits for the crew after each announcement.
    pub(super) school: Option<crate::gui::screens::flight_school::FlightSchool>,
}

/// Which screen is showing.
pub(super) enum Screen {
    Setup,
    Mission(Box<Running>),
    Boards(Box<BoardsScreen>),
    /// The resolution, keeping the boards it came from.
    Resolution(Box<ResolutionScreen>, Box<BoardsScreen>),
    /// The score card, keeping the boards of its resolution.
    Score(Box<ScoreScreen>, Box<BoardsScreen>),
    /// The ship's log.
    ShipLog(Box<ShipLogScreen>),
    /// A logged mission replayed in the resolution view, keeping the log it came from.
    LogReplay(Box<LogReplay>, Box<ShipLogScreen>),
    /// A coach's suggestion resolved, keeping the score card (and boards) it came from.
    WhatIf(Box<WhatIfScreen>, Box<ScoreScreen>, Box<BoardsScreen>),
    Repairs(Box<RepairsScreen>),
    Campaign(Box<CampaignPage>),
    /// The explorers' page (careers).
    Explorers(Box<crate::gui::screens::career::page::ExplorersScreen>),
}

/// The Sitting Duck app.
pub struct App {
    pub(super) sound: Sound,
    pub(super) settings_path: Option<PathBuf>,
    /// The catalog and tracks, parsed once at start-up.
    pub(super) library: Library,
    pub(super) card_faces: Vec<CardFace>,
    pub(super) rng: ShipRng,
    pub(super) setup: SetupScreen,
    pub(super) screen: Screen,
    /// Where entered boards are autosaved (`None`: nowhere).
    pub(super) autosave_path: Option<PathBuf>,
    /// The ship's log the score card saves to (`None`: none on this machine).
    pub(super) ship_log_path: Option<PathBuf>,
    /// The keyboard shortcuts window is open.
    pub(super) help: bool,
    /// The coach of a score card left for the resolution (a debrief line): given back to the
    /// score card when the crew returns to it, so a running search is not lost.
    pub(super) kept_coach: Option<CoachState>,
    /// The campaign being flown.
    pub(super) campaign: Option<CampaignRun>,
    /// A text field had the keyboard in the last frame: its Esc only let go of it.
    was_typing: bool,
    /// The players' phones on the local network (off unless switched on).
    pub(super) terminals: CrewTerminals,
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
            terminals.start(&setup.settings);
        }
        Self {
            sound: Sound::new(deps.clock, deps.output),
            settings_path: deps.settings_path,
            library,
            card_faces: deps.card_faces,
            rng,
            setup,
            screen: Screen::Setup,
            autosave_path: keeps_files
                .then(crate::shell::draft::default_autosave_path)
                .flatten(),
            ship_log_path: keeps_files
                .then(crate::shell::ship_log::default_path)
                .flatten(),
            help: false,
            kept_coach: None,
            campaign: None,
            was_typing: false,
            terminals,
        }
    }

    /// Which screen is showing.
    pub fn screen(&self) -> ScreenName {
        match self.screen {
            Screen::Setup => ScreenName::Setup,
            Screen::Mission(_) => ScreenName::Mission,
            Screen::Boards(_) => ScreenName::Boards,
            Screen::Resolution(..) | Screen::LogReplay(..) | Screen::WhatIf(..) => {
                ScreenName::Resolution
            }
            Screen::Score(..) => ScreenName::Score,
            Screen::ShipLog(_) => ScreenName::ShipLog,
            Screen::Repairs(_) => ScreenName::Repairs,
            Screen::Campaign(_) => ScreenName::Campaign,
            Screen::Explorers(_) => ScreenName::Explorers,
        }
    }

    /// The built-in voice the last mission spoke with (English before any mission).
    pub fn announcer(&self) -> audio::BuiltinVoice {
        self.sound.voice()
    }

    /// The volume set for the mission, in percent.
    pub fn volume(&self) -> u8 {
        self.setup.settings.volume
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
        match &self.screen {
            Screen::Mission(running) => Some(&running.run),
            Screen::Boards(boards)
            | Screen::Resolution(_, boards)
            | Screen::Score(_, boards)
            | Screen::WhatIf(_, _, boards) => boards.run.as_ref(),
            Screen::Setup
            | Screen::ShipLog(_)
            | Screen::LogReplay(..)
            | Screen::Repairs(_)
            | Screen::Campaign(_)
            | Screen::Explorers(_) => None,
        }
    }

    /// Whether the mission is paused.
    pub fn is_paused(&self) -> bool {
        matches!(&self.screen, Screen::Mission(r) if r.audio.is_paused())
    }

    /// The flight-school lesson being flown, if the mission is one.
    pub fn flight_school(&self) -> Option<&crate::gui::screens::flight_school::FlightSchool> {
        match &self.screen {
            Screen::Mission(running) => running.school.as_ref(),
            _ => None,
        }
    }

    /// The notice under the mission controls (a refusal), if any.
    pub fn mission_notice(&self) -> Option<&str> {
        match &self.screen {
            Screen::Mission(running) => running.view.notice.as_deref(),
            _ => None,
        }
    }

    /// The boards being entered, if that screen (or a resolution of them) is showing.
    pub fn boards(&self) -> Option<&BoardsEntry> {
        self.boards_screen().map(|b| &b.entry)
    }

    pub(super) fn boards_screen(&self) -> Option<&BoardsScreen> {
        match &self.screen {
            Screen::Boards(boards)
            | Screen::Resolution(_, boards)
            | Screen::Score(_, boards)
            | Screen::WhatIf(_, _, boards) => Some(boards),
            _ => None,
        }
    }

    pub(super) fn resolution_mut(&mut self) -> Option<&mut ResolutionScreen> {
        match &mut self.screen {
            Screen::Resolution(resolution, _) => Some(resolution),
            Screen::LogReplay(replay, _) => Some(&mut replay.resolution),
            Screen::WhatIf(what_if, _, _) => Some(&mut what_if.resolution),
            _ => None,
        }
    }

    /// The resolution showing (or scored).
    pub fn resolution(&self) -> Option<&ResolutionScreen> {
        match &self.screen {
            Screen::Resolution(resolution, _) => Some(resolution),
            Screen::Score(score, _) => Some(&score.resolution),
            Screen::LogReplay(replay, _) => Some(&replay.resolution),
            Screen::WhatIf(what_if, _, _) => Some(&what_if.resolution),
            _ => None,
        }
    }

    /// The coach's suggestion showing as a what-if resolution.
    pub fn what_if(&self) -> Option<&WhatIfScreen> {
        match &self.screen {
            Screen::WhatIf(what_if, _, _) => Some(what_if),
            _ => None,
        }
    }

    /// The ship's log screen showing (or the one a replayed mission came from).
    pub fn ship_log(&self) -> Option<&ShipLogScreen> {
        match &self.screen {
            Screen::ShipLog(log) | Screen::LogReplay(_, log) => Some(log),
            _ => None,
        }
    }

    /// The logged mission being replayed.
    pub fn log_replay(&self) -> Option<&LogReplay> {
        match &self.screen {
            Screen::LogReplay(replay, _) => Some(replay),
            _ => None,
        }
    }

    /// The score card showing.
    pub fn score(&self) -> Option<&ScoreScreen> {
        match &self.screen {
            Screen::Score(score, _) => Some(score),
            _ => None,
        }
    }

    /// The campaign being flown.
    pub fn campaign(&self) -> Option<&CampaignRun> {
        self.campaign.as_ref()
    }

    /// The repairs screen, when it shows.
    pub fn repairs(&self) -> Option<&RepairsScreen> {
        match &self.screen {
            Screen::Repairs(r) => Some(r),
            _ => None,
        }
    }

    /// The campaign page, when it shows.
    pub fn campaign_page(&self) -> Option<&CampaignPage> {
        match &self.screen {
            Screen::Campaign(p) => Some(p),
            _ => None,
        }
    }

    /// The explorers' page, when it shows.
    pub fn explorers_page(&self) -> Option<&crate::gui::screens::career::page::ExplorersScreen> {
        match &self.screen {
            Screen::Explorers(p) => Some(p),
            _ => None,
        }
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
    }

    /// Where the score card saves (tests point it at a temporary file).
    pub fn set_ship_log_path(&mut self, path: Option<PathBuf>) {
        self.ship_log_path = path;
        self.setup.careers.fresh = false;
    }

    /// Draws the current screen and applies what it asked for.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        self.advance_mission();
        // The background tasks' answers are taken in here, before the frame is drawn; while
        // any is working, the window looks again soon.
        if self.poll_tasks() {
            ui.ctx().request_repaint_after(TASK_POLL);
        }
        self.refresh_explorers();
        let screen = self.screen();
        let mut intents = self.phone_intents();
        self.refresh_terminal_views();
        if shortcuts::handles(screen) {
            for command in shortcuts::pressed(ui, screen, self.was_typing) {
                intents.extend(self.command_intent(command));
            }
        }
        intents.extend(match &mut self.screen {
            Screen::Setup => self.setup.ui(ui),
            Screen::Mission(running) => {
                let paused = running.audio.is_paused();
                let volume = self.setup.settings.volume;
                running
                    .view
                    .ui(ui, &running.run, paused, running.audio.status(), volume)
            }
            Screen::Boards(boards) => {
                if let Some(run) = &self.campaign {
                    crate::gui::screens::campaign::top_banner(ui, run);
                }
                boards.ui(ui)
            }
            Screen::Resolution(resolution, _) => resolution.ui(ui),
            Screen::Score(score, _) => {
                if let Some(run) = &self.campaign {
                    crate::gui::screens::campaign::top_banner(ui, run);
                }
                score.ui(ui)
            }
            Screen::ShipLog(log) => log.ui(ui),
            Screen::LogReplay(replay, _) => replay.ui(ui),
            Screen::WhatIf(what_if, _, _) => what_if.ui(ui),
            Screen::Repairs(repairs) => repairs.ui(ui),
            Screen::Campaign(page) => page.ui(ui),
            Screen::Explorers(page) => page.ui(ui),
        });
        if let Screen::Mission(running) = &self.screen
            && let Some(school) = &running.school
        {
            intents.extend(crate::gui::screens::flight_school::ui(
                ui,
                school,
                &running.run,
            ));
        }
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
        self.schedule_repaint(ui.ctx());
    }

    /// The intent of a keyboard shortcut on the screen showing.
    fn command_intent(&self, command: shortcuts::Command) -> Option<Intent> {
        use crate::gui::screens::resolution::Move;
        use shortcuts::Command;
        let replaying = matches!(self.screen, Screen::LogReplay(..));
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
    /// coach searching (shown or kept for the score card). Tests step frames until it is not.
    pub fn background_work(&self) -> bool {
        let screen = match &self.screen {
            Screen::ShipLog(log) | Screen::LogReplay(_, log) => log.is_reading(),
            Screen::Score(score, _) | Screen::WhatIf(_, score, _) => {
                score.is_saving() || score.coach.is_running()
            }
            Screen::Setup
            | Screen::Mission(_)
            | Screen::Boards(_)
            | Screen::Resolution(..)
            | Screen::Repairs(_)
            | Screen::Campaign(_)
            | Screen::Explorers(_) => false,
        };
        screen || self.kept_coach.as_ref().is_some_and(CoachState::is_running)
    }

    /// Takes in the answers of every background task that has one (the one place they are
    /// polled, before each frame); whether any is still working.
    fn poll_tasks(&mut self) -> bool {
        let screen = match &mut self.screen {
            Screen::ShipLog(log) | Screen::LogReplay(_, log) => log.poll(),
            Screen::Score(score, _) | Screen::WhatIf(_, score, _) => {
                // Both: `|` would skip the coach while the save is still running.
                let saving = score.poll();
                let coaching = score.coach.poll();
                saving || coaching
            }
            Screen::Setup
            | Screen::Mission(_)
            | Screen::Boards(_)
            | Screen::Resolution(..)
            | Screen::Repairs(_)
            | Screen::Campaign(_)
            | Screen::Explorers(_) => false,
        };
        let kept = self.kept_coach.as_mut().is_some_and(CoachState::poll);
        screen || kept
    }

    /// Tells the running mission the time (the audio clock), and ends the round when it is over.
    fn advance_mission(&mut self) {
        let Screen::Mission(running) = &mut self.screen else {
            return;
        };
        let now = running.audio.position_ms();
        if running.view.repeating.is_some() && !running.audio.is_replaying() {
            running.view.repeating = None;
        }
        running.run.advance_to(now, running.deck.as_mut());
        if let Some(school) = &mut running.school {
            // The audio paused itself where the words ended; this also stops a clock that
            // did not (after a lost device).
            school.after_advance(&running.run);
            if school.waits() && !running.audio.is_paused() {
                running.audio.pause();
            }
        }
        if running.run.is_over() || running.audio.is_finished() {
            self.apply(Intent::Mission(MissionIntent::RoundOver));
        }
    }

    /// Asks for the next frame exactly when something visible will change, so an idle
    /// mission costs almost nothing.
    fn schedule_repaint(&mut self, ctx: &egui::Context) {
        if let Screen::Mission(running) = &self.screen
            && running.view.repeating.is_some()
        {
            // The mission clock holds during a repeat: look again soon for its end.
            ctx.request_repaint_after(REPEAT_POLL);
        } else if let Screen::Mission(running) = &mut self.screen
            && !running.audio.is_paused()
        {
            let now = running.audio.position_ms();
            let wait = running.run.next_change_ms().saturating_sub(now).max(1);
            ctx.request_repaint_after(Duration::from_millis(wait));
        }
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}
