//! The app's screens and the one place that changes their state.
//!
//! Shape (egui demo app, rerun): screens draw themselves and return [`Intent`]s, one family
//! per screen ([`SetupIntent`], [`MissionIntent`], ...); [`App::apply`] (in `apply.rs`, one
//! `apply/<screen>.rs` per family, no `_ =>` arm in any of its matches) is the only code that
//! acts on them: it changes the screens' models and starts every file write (the boards'
//! load, save, restore and autosave, the settings, the ship's log) through `crate::shell`. Everything that touches the world (the clock, the sound device, the settings file,
//! random seeds) comes in through [`Deps`], so the kittest tests build the real app with a
//! fake clock and the silent audio backend. What ships inside the program (the threat
//! catalog, the tracks) is parsed once at start-up into a shared [`library::Library`].
//!
//! By role: [`screens`] (one module a screen, with its model), [`widgets`] (what several
//! screens draw: the ship board, zone marks, the theme), the intents (what a screen asks, declared here),
//! `apply` (the one place that acts on an intent), and the app itself (`app.rs`, [`window`]).

mod app;
mod apply;
pub mod library;
pub mod model;
pub mod screens;
pub mod shortcuts;
pub mod stack;
pub mod widgets;
pub mod window;
pub mod work;

use std::path::PathBuf;
use std::sync::Arc;

pub use crate::gui::app::App;
pub use crate::gui::apply::draw_trajectories;
use crate::gui::model::boards::Edit;
use crate::gui::model::deck::CardFace;
use crate::gui::screens::career::CareerIntent;
use crate::gui::screens::crew_terminals::TerminalIntent;
use crate::gui::screens::editor::EditorIntent;
use crate::gui::screens::flight_school::Lesson;
use crate::gui::screens::resolution::Move;
use crate::gui::screens::setup::Role;
use crate::shell::settings::{CrewColor, MissionSource};
use crate::shell::sound::Output;

/// What a screen asks the app to do: its screen's family, or one of the two every screen
/// shares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
    /// Back to the setup screen (from the score card this is "Next mission").
    BackToSetup,
    /// Opens a page on top of the screen showing.
    Open(Page),
    /// Back to the screen below (the page's way back).
    Back,
    /// Show or hide the keyboard shortcuts (F1).
    ToggleHelp,
    /// The setup screen.
    Setup(SetupIntent),
    /// The Action Round.
    Mission(MissionIntent),
    /// The boards screen.
    Boards(BoardsIntent),
    /// The Resolution Round, step by step.
    Resolution(ResolutionIntent),
    /// The score card, its debrief and the coach.
    Score(ScoreIntent),
    /// The ship's log and a logged mission replayed.
    ShipLog(ShipLogIntent),
    /// A campaign: the repairs between missions, the campaign page.
    Campaign(CampaignIntent),
    /// The crew terminals: switched on or off, a phone released, or what a phone did.
    Terminal(TerminalIntent),
    /// The careers: explorers at setup, the score card's ticks, the explorers' page.
    Career(CareerIntent),
    /// Homebrew threat cards: the card files chosen at setup, the card designer.
    Homebrew(HomebrewIntent),
    /// The mission editor: a track written, checked, played and saved.
    Editor(EditorIntent),
}

/// A page any screen may open on top of itself ([`Intent::Open`]); back is [`Intent::Back`].
/// `screens::open` makes each; a new page is a variant here and an arm there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Page {
    /// The rules reference at its first card: every threat card, found by id or name, its
    /// rules in words; the Resolution Round's steps; the project's rulings.
    ThreatCards,
    /// The rules reference at the card or ruling a line of the resolution log or of the
    /// debrief applies.
    Reference(words::links::Link),
}

/// The setup screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupIntent {
    /// Pick the mission to play.
    ChooseMission(MissionSource),
    /// Roll a new seed for the random mission.
    NewSeed,
    /// Add a crew member (up to five).
    AddCrew,
    /// Remove a crew member (at least one stays).
    RemoveCrew(usize),
    /// Give a crew member a color; whoever had it gets theirs.
    SetColor(usize, CrewColor),
    /// Give a role to a crew member (taking it from whoever had it), or take it back.
    ToggleRole(usize, Role),
    /// Start the Action Round with the current setup.
    StartMission,
    /// Fly a lesson of the flight school (guided and untimed).
    StartFlightSchool(Lesson),
    /// Enter or load a game file without playing a mission.
    EnterGameFile,
    /// Open the boards left behind by a mission not in the ship's log, to resolve and save it.
    RecoverBoards,
    /// Write the chosen track's printable mission card and say where.
    WriteMissionCard,
    /// Ask the desktop to open the mission card written.
    OpenMissionCard,
    /// Open the ship's log screen.
    OpenShipLog,
    /// Play a campaign of this many missions (1-3), or a single mission (0).
    SetCampaign(u8),
    /// Speak this language from now on (`None`: the machine's); remembered at once.
    SetLanguage(Option<i18n::Language>),
    /// Speak the announcements with this language's built-in voice (`None`: the app's
    /// language's); remembered at once.
    SetVoice(Option<i18n::Language>),
}

/// The Action Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MissionIntent {
    /// Pause or resume the mission.
    TogglePause,
    /// Say the last announcement again; the mission clock holds while it is spoken.
    RepeatAnnouncement,
    /// Flight school: the crew has read the step; on to the next announcement.
    FlightSchoolContinue,
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
    /// The host's clock reached announcements the cards dealt on the phones obey (phase
    /// ends, incoming data, the data transfer's window, the blackout).
    Clock(Vec<hands::Signal>),
    /// The solo player's move with the cards on the host's screen.
    Play(hands::Command),
}

/// The boards screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardsIntent {
    /// A change to the boards being entered (autosaved once applied).
    Edit(Edit),
    /// Load the game file at the path typed on the boards screen.
    LoadGameFile,
    /// Save the boards as a game file at the path typed.
    SaveGameFile,
    /// Restore the boards entered last time (the draft kept aside by the autosave).
    RestoreBoards,
    /// Leave the boards screen: at once when nothing was typed, else ask first.
    AskLeaveBoards,
    /// Close the "leave the boards?" question and stay.
    StayOnBoards,
    /// Resolve the boards entered (refused, with the reasons, while they are incomplete).
    Resolve,
}

/// The Resolution Round, step by step (also a logged mission's and a coach's what-if).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResolutionIntent {
    /// Move through the resolution shown (steps, turns, play and pause).
    Replay(Move),
    /// Back to the boards (to correct them).
    BackToBoards,
    /// On to the score card.
    ShowScore,
}

/// The score card, its debrief and the coach.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScoreIntent {
    /// Back to the resolution.
    BackToResolution,
    /// Write the scored mission to the ship's log.
    SaveToShipLog,
    /// Write the scored mission's report (an HTML page to share) and say where.
    ShareReport,
    /// From the debrief: the resolution view at this log entry (index into the log; the
    /// view shows the state just after it).
    DebriefJump(usize),
    /// Start the coach ("What would have worked?") on the score card's mission.
    AskCoach,
    /// Stop the coach; it keeps what it found so far.
    CancelCoach,
    /// Open the coach's suggestion (by its rank) as a what-if resolution.
    OpenSuggestion(usize),
    /// "Next mission" on a card not in the ship's log: save it, then go on once it is saved.
    SaveAndNext,
    /// "Next mission" on a card not in the ship's log: go on without saving it.
    NextUnsaved,
    /// Close the "not saved yet" question and stay on the card.
    StayOnScore,
}

/// Homebrew threat cards: the card files chosen at setup (their cards join the decks) and
/// the card designer's files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HomebrewIntent {
    /// Let the cards of this file join the decks (`true`) or leave them (`false`).
    ChooseCardFile(PathBuf, bool),
    /// Choose the card file at the path typed on the setup screen.
    AddCardFile,
    /// Open the card designer on a new card.
    OpenDesigner,
    /// Open the card designer on the first card of this file.
    EditCardFile(PathBuf),
    /// The designer: save the card into the crew's folder (`true`: over the file of that
    /// name, when the crew said so).
    SaveCard(bool),
    /// The designer: load the first card of the file at the path typed.
    LoadCard,
}

/// The ship's log screen and a logged mission replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShipLogIntent {
    /// Show one crew's page of the ship's log.
    ShowCrewPage(String),
    /// Show every mission of the page, or only the recent ones again.
    ToggleShowAll,
    /// Read the ship's log again (another program may have written to it).
    ReadLogAgain,
    /// Replay a logged mission (by its id) in the resolution view.
    ReplayLogged(::shiplog::MissionId),
    /// Open or close the score card of a replayed mission.
    ToggleReplayCard,
    /// From a replayed mission back to the ship's log.
    BackToShipLog,
}

/// A campaign: the repairs between its missions, the campaign page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CampaignIntent {
    /// Repairs: a crew member's step (by position in crew order).
    SetRepair(usize, engine::Repair),
    /// Repairs: where the one usable battlebot squad starts.
    SetSquadAt(engine::Station),
    /// Repairs: on to the next mission from the ship as repaired.
    NextCampaignMission,
    /// End the campaign after the mission flown (scored on the missions flown).
    StopCampaign,
    /// Open the campaign page (from the ship's log).
    OpenCampaigns,
    /// Show one campaign of the page (index).
    ShowCampaign(usize),
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
    /// The machine's language ([`i18n::system_language`]), spoken while the settings say
    /// "system"; tests give English.
    pub system_language: i18n::Language,
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
    /// The repairs between two missions of a campaign.
    Repairs,
    /// The campaign page.
    Campaign,
    /// The explorers' page (careers).
    Explorers,
    /// The threat cards reference.
    ThreatCards,
    /// The homebrew threat card designer.
    Designer,
    /// The mission editor.
    Editor,
}
