//! The one place that changes the app's state: every [`Intent`] of every screen is applied
//! here, and so is every file write (the boards' load, save, restore and autosave, the
//! settings, the ship's log). Drawing code never writes.

use super::Intent;
use super::app::{App, Screen};
use super::boards::BoardsScreen;
use super::entry::panels::Files;
use super::entry::{BoardsEntry, Edit, draft};
use super::mission::{EndEarlyRefused, MissionRun};
use super::mission_view::clock_text;
use super::resolution::ResolutionScreen;
use super::score::ScoreScreen;
use super::shiplog::ShipLogScreen;
use super::widgets::plural;
use crate::shell::settings::{CrewColor, CrewMember, MissionSource};
use engine::{Draw, ShipRng};

mod campaign;
mod card;
/// The careers' intents and the ship's log writes they make.
mod career;
mod coach;
mod facts;
mod frontier;
mod pace;
mod share;
mod start;
/// The crew terminals' intents and what the phones hear of the boards.
mod terminals;

impl App {
    /// The one place that changes the app's state.
    pub fn apply(&mut self, intent: Intent) {
        match intent {
            Intent::ChooseMission(source) => self.choose_mission(source),
            Intent::NewSeed => {
                self.setup.seed_text = (self.rng.bits() % 1_000_000).to_string();
                self.setup.settings.mission = MissionSource::Generated;
            }
            Intent::AddCrew
            | Intent::RemoveCrew(_)
            | Intent::SetColor(..)
            | Intent::ToggleRole(..)
            | Intent::StartMission => self.apply_setup(intent),
            Intent::RepeatAnnouncement => self.repeat_announcement(),
            Intent::StartFlightSchool(lesson) => self.start_flight_school(lesson),
            Intent::FlightSchoolContinue => self.flight_school_continue(),
            Intent::TogglePause
            | Intent::SetVolume(_)
            | Intent::EndEarly
            | Intent::AskAbort
            | Intent::CancelAbort
            | Intent::ConfirmAbort
            | Intent::RoundOver => self.apply_mission(intent),
            Intent::BackToSetup if self.leave_campaign_score() => {}
            Intent::BackToSetup => {
                // From the score card this is "Next mission": setup moves on to it.
                if matches!(self.screen, Screen::Score(..)) {
                    self.setup.next_mission(self.rng.bits() % 1_000_000);
                }
                self.screen = Screen::Setup;
            }
            Intent::EnterGameFile => {
                // A campaign's mission may be resolved from a game file too.
                self.begin_campaign_if_chosen();
                let entry = BoardsEntry::new(
                    &self.setup.settings,
                    self.library.catalog.clone(),
                    self.rng.bits() % 1_000_000,
                );
                self.open_boards(None, entry);
            }
            Intent::Boards(_)
            | Intent::LoadGameFile
            | Intent::SaveGameFile
            | Intent::RestoreBoards
            | Intent::AskLeaveBoards
            | Intent::StayOnBoards => self.apply_boards(intent),
            Intent::Resolve
            | Intent::BackToBoards
            | Intent::ShowScore
            | Intent::BackToResolution => {
                let screen = std::mem::replace(&mut self.screen, Screen::Setup);
                let from_resolution = matches!(screen, Screen::Resolution(..));
                self.screen = resolution_flow(screen, &intent);
                self.after_scoring(from_resolution);
                self.restore_coach(&intent);
            }
            Intent::Replay(step) => {
                if let Some(resolution) = self.resolution_mut() {
                    resolution.apply(step);
                }
            }
            Intent::SaveToShipLog if self.campaign.is_some() => self.log_campaign_mission(),
            Intent::SaveToShipLog => {
                let facts = self.table_facts();
                if let Screen::Score(score, _) = &mut self.screen {
                    score.save(self.ship_log_path.clone(), facts);
                }
            }
            Intent::ShareReport => self.share_report(),
            Intent::WriteMissionCard => self.write_mission_card(),
            Intent::OpenShipLog
            | Intent::ShowCrewPage(_)
            | Intent::ToggleShowAll
            | Intent::ReadLogAgain
            | Intent::ReplayLogged(_)
            | Intent::ToggleReplayCard
            | Intent::BackToShipLog => self.apply_ship_log(intent),
            Intent::ToggleHelp => self.help = !self.help,
            Intent::Terminal(intent) => self.apply_terminals(intent),
            Intent::DebriefJump(_)
            | Intent::AskCoach
            | Intent::CancelCoach
            | Intent::OpenSuggestion(_) => self.apply_coach(intent),
            Intent::SetCampaign(_)
            | Intent::SetRepair(..)
            | Intent::SetSquadAt(_)
            | Intent::NextCampaignMission
            | Intent::StopCampaign
            | Intent::OpenCampaigns
            | Intent::ShowCampaign(_) => self.apply_campaign(intent),
            Intent::SetLanguage(language) => self.set_language(language),
            Intent::SetVoice(voice) => self.set_voice(voice),
            Intent::Career(intent) => self.apply_career(intent),
        }
    }

    fn apply_setup(&mut self, intent: Intent) {
        match intent {
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
            Intent::StartMission => {
                self.begin_campaign_if_chosen();
                match self.start_mission() {
                    Ok(running) => {
                        self.setup.problems.clear();
                        self.screen = Screen::Mission(Box::new(running));
                    }
                    Err(problems) => self.setup.problems = problems,
                }
            }
            _ => {}
        }
    }

    fn apply_mission(&mut self, intent: Intent) {
        match intent {
            Intent::TogglePause => {
                if let Screen::Mission(running) = &mut self.screen
                    // The flight school's clock waits for "Continue", not for Space.
                    && !running.school.as_ref().is_some_and(|s| s.waits())
                {
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
                        self.library.catalog.clone(),
                        &running.run,
                        self.rng.bits() % 1_000_000,
                    );
                    self.open_boards(Some(running.run), entry);
                }
            }
            _ => {}
        }
    }

    /// Shows the boards screen for `entry`, keeping the boards of last time aside for
    /// "Restore", and autosaves the entry as it starts (the cards a digital deck drew).
    fn open_boards(&mut self, run: Option<MissionRun>, mut entry: BoardsEntry) {
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
        self.screen = Screen::Boards(Box::new(BoardsScreen::new(run, entry, files)));
        self.phones_get_boards();
        self.autosave_boards();
    }

    fn boards_mut(&mut self) -> Option<&mut BoardsScreen> {
        match &mut self.screen {
            Screen::Boards(boards) => Some(boards),
            _ => None,
        }
    }

    fn apply_boards(&mut self, intent: Intent) {
        let catalog = self.library.catalog.clone();
        let carried = self.campaign.as_ref().map(|c| c.carried.clone());
        let Some(boards) = self.boards_mut() else {
            return;
        };
        match intent {
            Intent::Boards(edit) => {
                let changes_the_file = edit.changes_the_file();
                let typed_row = match &edit {
                    Edit::SetText(row, _) => Some(*row),
                    Edit::Palette(_) | Edit::Undo => Some(boards.entry.focused),
                    _ => None,
                };
                boards.entry.edit(edit);
                if let Some(row) = typed_row {
                    self.phone_sees_board(row);
                }
                if changes_the_file {
                    self.autosave_boards();
                }
            }
            Intent::LoadGameFile => {
                let path = boards.entry.path.trim().to_owned();
                let loaded = catalog.and_then(|catalog| draft::read_game(&path, &catalog));
                match loaded {
                    Ok(game) => {
                        boards.entry.set_game(&game);
                        boards.entry.notice = Some(format!("loaded {path}"));
                        // In a campaign the ship is the campaign's, whatever the file says.
                        if let Some(carried) = carried {
                            boards.entry.starting_damage = carried;
                        }
                        // The boards are now the file's: its mission, cards and difficulty
                        // are what the ship's log keeps, not the Action Round's.
                        boards.run = None;
                        self.autosave_boards();
                    }
                    Err(err) => boards.entry.notice = Some(err),
                }
            }
            Intent::SaveGameFile => {
                let path = boards.entry.path.trim().to_owned();
                boards.entry.notice = Some(if path.is_empty() {
                    "type the path of the game file to write".to_owned()
                } else {
                    match std::fs::write(&path, boards.entry.file_text()) {
                        Ok(()) => match boards.entry.game() {
                            Ok(_) => format!("saved {path}"),
                            Err(problems) => {
                                format!(
                                    "saved {path} ({} left to fix)",
                                    plural(problems.len(), "problem")
                                )
                            }
                        },
                        Err(err) => format!("cannot write {path}: {err}"),
                    }
                });
            }
            Intent::RestoreBoards => {
                if let Some(path) = boards.files.previous.clone() {
                    match draft::read_draft(&path) {
                        Ok(draft) => {
                            boards.entry.set_draft(draft);
                            boards.entry.notice =
                                Some(format!("restored the boards from {}", path.display()));
                            self.autosave_boards();
                        }
                        Err(err) => boards.entry.notice = Some(err),
                    }
                }
            }
            Intent::AskLeaveBoards => {
                // Boards typed are dropped only through the question's "Leave" button.
                let typed = boards.entry.rows.iter().any(|r| !r.text.trim().is_empty());
                if typed {
                    boards.confirm_leave = true;
                } else {
                    self.screen = Screen::Setup;
                }
            }
            Intent::StayOnBoards => boards.confirm_leave = false,
            _ => {}
        }
    }

    /// Writes the boards' autosave pair when the file text changed since the last write
    /// (called after edits only: an idle screen writes nothing). A failed write is said
    /// once, on the screen, and the autosave stops.
    fn autosave_boards(&mut self) {
        let Some(path) = self.autosave_path.clone() else {
            return;
        };
        let Some(boards) = self.boards_mut() else {
            return;
        };
        let text = boards.entry.file_text();
        if boards.saved_text.as_deref() == Some(text.as_str()) {
            return;
        }
        match draft::write_autosave(&path, &text, &boards.entry.draft()) {
            Ok(()) => boards.saved_text = Some(text),
            Err(err) => {
                boards.entry.notice = Some(format!("cannot autosave to {}: {err}", path.display()));
                boards.files.autosave = None;
                self.autosave_path = None;
            }
        }
    }

    fn apply_ship_log(&mut self, intent: Intent) {
        match intent {
            Intent::OpenShipLog => {
                let log = ShipLogScreen::open(self.ship_log_path.clone());
                self.screen = Screen::ShipLog(Box::new(log));
            }
            Intent::ShowCrewPage(_) | Intent::ToggleShowAll | Intent::ReadLogAgain => {
                if let Screen::ShipLog(log) = &mut self.screen {
                    log.apply(intent);
                }
            }
            Intent::ReplayLogged(id) => {
                let catalog = self.library.catalog.clone();
                if let Screen::ShipLog(log) = &mut self.screen
                    && let Some(replay) = log.replay(id, catalog)
                    && let Screen::ShipLog(log) = std::mem::replace(&mut self.screen, Screen::Setup)
                {
                    self.screen = Screen::LogReplay(Box::new(replay), log);
                }
            }
            Intent::ToggleReplayCard => {
                if let Screen::LogReplay(replay, _) = &mut self.screen {
                    replay.card_open = !replay.card_open;
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
            _ => {}
        }
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
        // A what-if's way back (its "Score card" button, Esc) is the crew's own score card.
        (
            Screen::WhatIf(_, score, boards),
            Intent::BackToBoards | Intent::ShowScore | Intent::BackToResolution,
        ) => Screen::Score(score, boards),
        (screen, _) => screen,
    }
}

/// Four different trajectory boards out of T1-T7: red, white, blue, internal.
pub fn draw_trajectories(rng: &mut ShipRng) -> [u8; 4] {
    let mut boards = [1u8, 2, 3, 4, 5, 6, 7];
    rng.shuffle(&mut boards);
    [boards[0], boards[1], boards[2], boards[3]]
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ship_rng;

    #[test]
    fn trajectories_are_four_different_boards_that_vary_with_the_seed() {
        let mut rng = ship_rng(7);
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

    /// Small modules (issue 12): no source file of the app over 600 lines.
    #[test]
    fn no_file_in_app_src_is_over_600_lines() {
        fn walk(dir: &std::path::Path, long: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    walk(&path, long);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let lines = std::fs::read_to_string(&path).unwrap().lines().count();
                    if lines > 600 {
                        long.push(format!("{} ({lines} lines)", path.display()));
                    }
                }
            }
        }
        let mut long = Vec::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut long,
        );
        assert!(long.is_empty(), "{long:?}");
    }
}
