//! The app's screens and the one place that changes their state.
//!
//! Shape (egui demo app, rerun): screens draw themselves and return [`Intent`]s; [`App::apply`]
//! is the only code that acts on them. Everything that touches the world (the clock, the sound
//! device, the settings file, random seeds) comes in through [`Deps`], so the kittest tests
//! build the real app with a fake clock and the silent audio backend.

pub mod boards;
pub mod deck;
pub mod entry;
pub mod mission;
pub mod mission_view;
pub mod resolution;
pub mod score;
pub mod setup;
pub mod ship_board;
pub mod shiplog;
pub mod sound;
pub mod theme;
pub mod tracks;
pub mod widgets;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use engine::SplitMix64;

use self::boards::BoardsScreen;
use self::deck::{CardFace, ShuffledDeck, ThreatDeck};
use self::entry::BoardsEntry;
use self::mission::{EndEarlyRefused, MissionRun, Table};
use self::mission_view::{MissionView, clock_text};
use self::resolution::ResolutionScreen;
use self::score::ScoreScreen;
use self::setup::{Role, SetupScreen, crew_problems, holders};
use self::shiplog::ShipLogScreen;
use self::shiplog::replay::LogReplay;
use self::sound::{MissionAudio, Output, Sound};
use crate::settings::{CrewColor, CrewMember, MissionSource, Settings, TrajectoryChoice};

/// What a screen asks the app to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
    /// Pick the mission to play.
    ChooseMission(MissionSource),
    /// Roll a new seed for the random mission.
    NewSeed,
    /// Add a crew member (up to five).
    AddCrew,
    /// Remove a crew member (at least one stays).
    RemoveCrew(usize),
    /// Give a crew member a colour; whoever had it gets theirs.
    SetColor(usize, CrewColor),
    /// Give a role to a crew member (taking it from whoever had it), or take it back.
    ToggleRole(usize, Role),
    /// Start the Action Round with the current setup.
    StartMission,
    /// Pause or resume the mission.
    TogglePause,
    /// Set the volume of the ship's computer and soundtrack, in percent (0-100).
    SetVolume(u8),
    /// End the Action Round early (refused before the second phase has ended).
    EndEarly,
    /// Ask to abort the mission (opens the confirmation).
    AskAbort,
    /// Abort the mission and return to setup.
    ConfirmAbort,
    /// Close the abort confirmation and keep playing.
    CancelAbort,
    /// The Action Round is over: move on to entering the boards.
    RoundOver,
    /// Leave the boards screen for a new setup.
    BackToSetup,
    /// From setup: enter or load a game file without playing a mission.
    EnterGameFile,
    /// Resolve the boards entered (refused, with the reasons, while they are incomplete).
    Resolve,
    /// From the resolution back to the boards (to correct them).
    BackToBoards,
    /// From the resolution to the score card.
    ShowScore,
    /// From the score card back to the resolution.
    BackToResolution,
    /// Write the scored mission to the ship's log.
    SaveToShipLog,
    /// From setup: open the ship's log screen.
    OpenShipLog,
    /// Replay a logged mission (by its id) in the resolution view.
    ReplayLogged(::shiplog::MissionId),
    /// From a replayed mission back to the ship's log.
    BackToShipLog,
}

/// What the app needs from the world.
pub struct Deps {
    /// The monotonic wall clock: the machine's, or a manual one in tests. The silent audio
    /// backend keeps mission time on it.
    pub clock: Arc<dyn audio::Clock>,
    /// Where missions are played: the sound device, or the silent backend (tests).
    pub output: Output,
    /// Where the last crew and settings are remembered; `None` remembers nothing.
    pub settings_path: Option<PathBuf>,
    /// The threat card faces the digital deck draws from (the catalog's; empty: the crew draws).
    pub card_faces: Vec<CardFace>,
    /// Seeds the random mission, the trajectory draw and the deck shuffles.
    pub seed: u64,
}

/// A running Action Round.
struct Running {
    run: MissionRun,
    view: MissionView,
    audio: MissionAudio,
    deck: Box<dyn ThreatDeck>,
}

/// Which screen is showing.
enum Screen {
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
}

/// The Sitting Duck app.
pub struct App {
    sound: Sound,
    settings_path: Option<PathBuf>,
    card_faces: Vec<CardFace>,
    rng: SplitMix64,
    setup: SetupScreen,
    screen: Screen,
    /// Where entered boards are autosaved (`None`: nowhere).
    autosave_path: Option<PathBuf>,
    /// The ship's log the score card saves to (`None`: none on this machine).
    ship_log_path: Option<PathBuf>,
}

/// Which screen is showing, for tests and the window title.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScreenName {
    /// Mission setup.
    Setup,
    /// The Action Round.
    Mission,
    /// "Enter the action boards".
    Boards,
    /// The Resolution Round, step by step.
    Resolution,
    /// The score card.
    Score,
    /// The ship's log (a replayed mission shows as [`ScreenName::Resolution`]).
    ShipLog,
}

impl App {
    /// The app on its setup screen, with the remembered settings (or the defaults).
    pub fn new(ctx: &egui::Context, deps: Deps) -> Self {
        theme::install(ctx);
        let mut rng = SplitMix64::new(deps.seed);
        let mut notices = Vec::new();
        let settings = match &deps.settings_path {
            Some(path) => Settings::load(path).unwrap_or_else(|err| {
                notices.push(format!("{err:#}; starting from the defaults"));
                Settings::default()
            }),
            None => Settings::default(),
        };
        let (groups, problems) = tracks::shipped_groups();
        notices.extend(problems);
        let mut setup = SetupScreen::new(settings, groups, rng.next_u64() % 1_000_000);
        setup.notice = (!notices.is_empty()).then(|| notices.join("\n"));
        // Tests run without a settings file; they also get no autosave and no ship's log.
        let keeps_files = deps.settings_path.is_some();
        Self {
            sound: Sound::new(deps.clock, deps.output),
            settings_path: deps.settings_path,
            card_faces: deps.card_faces,
            rng,
            setup,
            screen: Screen::Setup,
            autosave_path: keeps_files.then(entry::default_autosave_path).flatten(),
            ship_log_path: keeps_files
                .then(|| ::shiplog::ShipLog::default_path().ok())
                .flatten(),
        }
    }

    /// Which screen is showing.
    pub fn screen(&self) -> ScreenName {
        match self.screen {
            Screen::Setup => ScreenName::Setup,
            Screen::Mission(_) => ScreenName::Mission,
            Screen::Boards(_) => ScreenName::Boards,
            Screen::Resolution(..) | Screen::LogReplay(..) => ScreenName::Resolution,
            Screen::Score(..) => ScreenName::Score,
            Screen::ShipLog(_) => ScreenName::ShipLog,
        }
    }

    /// What the ship's log keeps beyond the game file: the roles from setup and, when the
    /// mission was played here, the decks' difficulty and the soundtrack file.
    fn table_facts(&self) -> crate::record::TableFacts {
        let settings = &self.setup.settings;
        let roles = settings
            .crew
            .iter()
            .map(|c| {
                (
                    c.name.clone(),
                    c.communications_officer,
                    c.chief_of_security,
                )
            })
            .collect();
        let run = match &self.screen {
            Screen::Score(_, boards) => boards.run.as_ref(),
            _ => None,
        };
        let level = |d: crate::settings::Difficulty| match d {
            crate::settings::Difficulty::White => ::shiplog::Difficulty::White,
            crate::settings::Difficulty::Yellow => ::shiplog::Difficulty::Yellow,
            crate::settings::Difficulty::Mixed => ::shiplog::Difficulty::Mixed,
        };
        crate::record::TableFacts {
            roles,
            common: run.map(|_| level(settings.common)),
            serious: run.map(|_| level(settings.serious)),
            soundtrack: run.and_then(|r| r.plan().soundtrack.clone()),
        }
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
            Screen::Boards(boards) | Screen::Resolution(_, boards) | Screen::Score(_, boards) => {
                boards.run.as_ref()
            }
            Screen::Setup | Screen::ShipLog(_) | Screen::LogReplay(..) => None,
        }
    }

    /// Whether the mission is paused.
    pub fn is_paused(&self) -> bool {
        matches!(&self.screen, Screen::Mission(r) if r.audio.is_paused())
    }

    /// The notice under the mission controls (a refusal), if any.
    pub fn mission_notice(&self) -> Option<&str> {
        match &self.screen {
            Screen::Mission(running) => running.view.notice.as_deref(),
            _ => None,
        }
    }

    /// Draws the current screen and applies what it asked for.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        self.advance_mission();
        let intents = match &mut self.screen {
            Screen::Setup => self.setup.ui(ui),
            Screen::Mission(running) => {
                let paused = running.audio.is_paused();
                let volume = self.setup.settings.volume;
                running
                    .view
                    .ui(ui, &running.run, paused, running.audio.status(), volume)
            }
            Screen::Boards(boards) => boards.ui(ui),
            Screen::Resolution(resolution, _) => resolution.ui(ui),
            Screen::Score(score, _) => score.ui(ui),
            Screen::ShipLog(log) => log.ui(ui),
            Screen::LogReplay(replay, _) => replay.ui(ui),
        };
        for intent in intents {
            self.apply(intent);
        }
        self.schedule_repaint(ui.ctx());
    }

    /// Tells the running mission the time (the audio clock), and ends the round when it is over.
    fn advance_mission(&mut self) {
        let Screen::Mission(running) = &mut self.screen else {
            return;
        };
        let now = running.audio.position_ms();
        running.run.advance_to(now, running.deck.as_mut());
        if running.run.is_over() || running.audio.is_finished() {
            self.apply(Intent::RoundOver);
        }
    }

    /// Asks for the next frame exactly when something visible will change, so an idle
    /// mission costs almost nothing.
    fn schedule_repaint(&mut self, ctx: &egui::Context) {
        if let Screen::Mission(running) = &mut self.screen
            && !running.audio.is_paused()
        {
            let now = running.audio.position_ms();
            let wait = running.run.next_change_ms().saturating_sub(now).max(1);
            ctx.request_repaint_after(Duration::from_millis(wait));
        }
    }

    /// The one place that changes the app's state.
    pub fn apply(&mut self, intent: Intent) {
        match intent {
            Intent::ChooseMission(source) => {
                self.setup.settings.mission = source;
            }
            Intent::NewSeed => {
                self.setup.seed_text = (self.rng.next_u64() % 1_000_000).to_string();
                self.setup.settings.mission = MissionSource::Generated;
            }
            Intent::AddCrew => self.add_crew(),
            Intent::RemoveCrew(index) => {
                let crew = &mut self.setup.settings.crew;
                if crew.len() > 1 && index < crew.len() {
                    crew.remove(index);
                }
            }
            Intent::SetColor(index, color) => {
                let crew = &mut self.setup.settings.crew;
                if let Some(old) = crew.get(index).map(|m| m.color) {
                    for member in crew.iter_mut() {
                        if member.color == color {
                            member.color = old;
                        }
                    }
                    crew[index].color = color;
                }
            }
            Intent::ToggleRole(index, role) => {
                let crew = &mut self.setup.settings.crew;
                if let Some(held) = crew.get(index).map(|m| role.held_by(m)) {
                    // Each role has one holder; one person may hold several roles.
                    for member in crew.iter_mut() {
                        role.set(member, false);
                    }
                    role.set(&mut crew[index], !held);
                }
            }
            Intent::StartMission => match self.start_mission() {
                Ok(running) => {
                    self.setup.problems.clear();
                    self.screen = Screen::Mission(Box::new(running));
                }
                Err(problems) => self.setup.problems = problems,
            },
            Intent::TogglePause => {
                if let Screen::Mission(running) = &mut self.screen {
                    if running.audio.is_paused() {
                        running.audio.play();
                    } else {
                        running.audio.pause();
                    }
                    running.view.notice = None;
                }
            }
            Intent::SetVolume(percent) => {
                let percent = percent.min(100);
                self.setup.settings.volume = percent;
                if let Screen::Mission(running) = &mut self.screen {
                    running.audio.set_volume(percent);
                    // Remembered with the rest of the settings; a failed write is only noted.
                    if let Some(path) = &self.settings_path
                        && let Err(err) = self.setup.settings.save(path)
                    {
                        running.view.notice = Some(format!("{err:#}"));
                    }
                }
            }
            Intent::EndEarly => {
                if let Screen::Mission(running) = &mut self.screen {
                    match running.run.check_end_early() {
                        Ok(()) => {
                            running.run.end_early();
                            self.apply(Intent::RoundOver);
                        }
                        Err(EndEarlyRefused::TooEarly { allowed_from_ms }) => {
                            running.view.notice = Some(format!(
                                "Too early to end: allowed once the second phase has ended ({})",
                                clock_text(allowed_from_ms)
                            ));
                        }
                        Err(EndEarlyRefused::TestRun) => {
                            running.view.notice =
                                Some("A test run is played to its end".to_owned());
                        }
                    }
                }
            }
            Intent::AskAbort => {
                if let Screen::Mission(running) = &mut self.screen {
                    running.view.confirm_abort = true;
                }
            }
            Intent::CancelAbort => {
                if let Screen::Mission(running) = &mut self.screen {
                    running.view.confirm_abort = false;
                }
            }
            Intent::ConfirmAbort => {
                // Dropping the running mission drops its player, which stops the sound.
                if matches!(self.screen, Screen::Mission(_)) {
                    self.screen = Screen::Setup;
                }
            }
            Intent::RoundOver => {
                if matches!(self.screen, Screen::Mission(_))
                    && let Screen::Mission(running) =
                        std::mem::replace(&mut self.screen, Screen::Setup)
                {
                    let entry = BoardsEntry::after_mission(
                        &self.setup.settings,
                        &running.run,
                        self.rng.next_u64() % 1_000_000,
                    )
                    .with_autosave(self.autosave_path.clone());
                    self.screen =
                        Screen::Boards(Box::new(BoardsScreen::new(Some(running.run), entry)));
                }
            }
            Intent::BackToSetup => {
                // From the score card this is "Next mission": setup moves on to it.
                if matches!(self.screen, Screen::Score(..)) {
                    self.setup.next_mission(self.rng.next_u64() % 1_000_000);
                }
                self.screen = Screen::Setup;
            }
            Intent::EnterGameFile => {
                let entry = BoardsEntry::new(&self.setup.settings, self.rng.next_u64() % 1_000_000)
                    .with_autosave(self.autosave_path.clone());
                self.screen = Screen::Boards(Box::new(BoardsScreen::new(None, entry)));
            }
            Intent::Resolve
            | Intent::BackToBoards
            | Intent::ShowScore
            | Intent::BackToResolution => {
                self.screen =
                    resolution_flow(std::mem::replace(&mut self.screen, Screen::Setup), &intent);
            }
            Intent::SaveToShipLog => {
                let facts = self.table_facts();
                if let Screen::Score(score, _) = &mut self.screen {
                    score.save(self.ship_log_path.clone(), facts);
                }
            }
            Intent::OpenShipLog => {
                let log = ShipLogScreen::open(self.ship_log_path.clone());
                self.screen = Screen::ShipLog(Box::new(log));
            }
            Intent::ReplayLogged(id) => {
                if let Screen::ShipLog(log) = &mut self.screen
                    && let Some(replay) = log.replay(id)
                    && let Screen::ShipLog(log) = std::mem::replace(&mut self.screen, Screen::Setup)
                {
                    self.screen = Screen::LogReplay(Box::new(replay), log);
                }
            }
            Intent::BackToShipLog => {
                if matches!(self.screen, Screen::LogReplay(..))
                    && let Screen::LogReplay(_, log) =
                        std::mem::replace(&mut self.screen, Screen::Setup)
                {
                    self.screen = Screen::ShipLog(log);
                }
            }
        }
    }

    /// The boards being entered, if that screen (or a resolution of them) is showing.
    pub fn boards(&mut self) -> Option<&mut BoardsEntry> {
        match &mut self.screen {
            Screen::Boards(boards) | Screen::Resolution(_, boards) | Screen::Score(_, boards) => {
                Some(&mut boards.entry)
            }
            _ => None,
        }
    }

    /// The resolution showing (or scored).
    pub fn resolution(&self) -> Option<&ResolutionScreen> {
        match &self.screen {
            Screen::Resolution(resolution, _) => Some(resolution),
            Screen::Score(score, _) => Some(&score.resolution),
            Screen::LogReplay(replay, _) => Some(&replay.resolution),
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

    /// Where entered boards are autosaved (tests point it at a temporary file).
    pub fn set_autosave_path(&mut self, path: Option<PathBuf>) {
        self.autosave_path = path;
    }

    /// Where the score card saves (tests point it at a temporary file).
    pub fn set_ship_log_path(&mut self, path: Option<PathBuf>) {
        self.ship_log_path = path;
    }

    fn add_crew(&mut self) {
        let crew = &mut self.setup.settings.crew;
        if crew.len() >= 5 {
            return;
        }
        let color = CrewColor::ALL
            .into_iter()
            .find(|c| crew.iter().all(|m| m.color != *c));
        crew.push(CrewMember {
            name: format!("Player {}", crew.len() + 1),
            color: color.unwrap_or(CrewColor::Red),
            ..CrewMember::default()
        });
    }

    fn start_mission(&mut self) -> Result<Running, Vec<String>> {
        let settings = self.setup.settings.clone();
        let mut problems = crew_problems(&settings);
        let players = u8::try_from(settings.crew.len()).unwrap_or(u8::MAX);
        let track = match &settings.mission {
            MissionSource::Shipped { stem } => tracks::shipped_track(stem),
            MissionSource::File { path } => tracks::track_file(path),
            MissionSource::Generated => match self.setup.seed_text.trim().parse::<u64>() {
                Ok(seed) => Ok(tracks::generated_track(
                    seed,
                    players,
                    settings.threat_points,
                )),
                Err(_) => Err(vec!["the seed must be a whole number".to_owned()]),
            },
        };
        let trajectories = match settings.trajectories {
            TrajectoryChoice::Random => draw_trajectories(&mut self.rng),
            TrajectoryChoice::Entered => {
                let boards = settings.entered_trajectories;
                let mut sorted = boards;
                sorted.sort_unstable();
                if sorted.windows(2).any(|w| w[0] == w[1])
                    || sorted.iter().any(|b| !(1..=7).contains(b))
                {
                    problems.push(
                        "the four trajectory boards must be different boards T1-T7".to_owned(),
                    );
                }
                boards
            }
        };
        let track = match track {
            Ok(track) if problems.is_empty() => track,
            Ok(_) => return Err(problems),
            Err(more) => {
                problems.extend(more);
                return Err(problems);
            }
        };
        let plan = tracks::plan(&track, players);
        let table = Table {
            drawing: settings.drawing,
            trajectories,
            communications_officer: holders(&settings, Role::CommunicationsOfficer),
            chief_of_security: holders(&settings, Role::ChiefOfSecurity),
        };
        let deck = ShuffledDeck::new(
            &self.card_faces,
            settings.common,
            settings.serious,
            self.rng.next_u64(),
        );
        if let Some(path) = &self.settings_path
            && let Err(err) = settings.save(path)
        {
            self.setup.notice = Some(format!("{err:#}"));
        }
        let (mut audio, warnings) = self.sound.open(&plan);
        audio.set_volume(settings.volume);
        audio.play();
        let view = MissionView {
            warnings,
            ..MissionView::default()
        };
        Ok(Running {
            run: MissionRun::new(plan, table),
            view,
            audio,
            deck: Box::new(deck),
        })
    }
}

/// Moves between the boards, their resolution and its score card.
fn resolution_flow(screen: Screen, intent: &Intent) -> Screen {
    match (screen, intent) {
        (Screen::Boards(mut boards), Intent::Resolve) => match boards.entry.game() {
            Ok(game) => {
                boards.entry.problems.clear();
                let yaml = missions::game::to_yaml(&game);
                Screen::Resolution(Box::new(ResolutionScreen::new(game, yaml)), boards)
            }
            Err(problems) => {
                boards.entry.problems = problems;
                Screen::Boards(boards)
            }
        },
        (Screen::Resolution(_, boards), Intent::BackToBoards) => Screen::Boards(boards),
        (Screen::Resolution(resolution, boards), Intent::ShowScore) => Screen::Score(
            Box::new(ScoreScreen::new(resolution, String::new())),
            boards,
        ),
        (Screen::Score(score, boards), Intent::BackToResolution) => {
            Screen::Resolution(score.resolution, boards)
        }
        (screen, _) => screen,
    }
}

/// Four different trajectory boards out of T1-T7: red, white, blue, internal.
pub fn draw_trajectories(rng: &mut SplitMix64) -> [u8; 4] {
    let mut boards = [1u8, 2, 3, 4, 5, 6, 7];
    rng.shuffle(&mut boards);
    [boards[0], boards[1], boards[2], boards[3]]
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trajectories_are_four_different_boards_that_vary_with_the_seed() {
        let mut rng = SplitMix64::new(7);
        let draws: Vec<[u8; 4]> = (0..50).map(|_| draw_trajectories(&mut rng)).collect();
        for boards in &draws {
            let mut sorted = *boards;
            sorted.sort_unstable();
            assert!(sorted.windows(2).all(|w| w[0] < w[1]), "{boards:?}");
            assert!(sorted.iter().all(|b| (1..=7).contains(b)), "{boards:?}");
        }
        let mut distinct = draws.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert!(
            distinct.len() > 40,
            "only {} different draws in 50",
            distinct.len()
        );
    }
}
