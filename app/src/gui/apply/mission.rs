//! Applying the Action Round's intents: pause, volume, repeat, the flight school's
//! "Continue", ending early, aborting, and the end of the round.

use engine::Draw;
use i18n::tr;

use crate::gui::MissionIntent;
use crate::gui::app::App;
use crate::gui::model::boards::BoardsEntry;
use crate::gui::model::mission::EndEarlyRefused;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::mission::MissionScreen;
use crate::gui::screens::mission::clock_text;

impl App {
    /// Applies an Action Round intent.
    pub(super) fn apply_mission(&mut self, intent: MissionIntent) {
        match intent {
            MissionIntent::RepeatAnnouncement => self.repeat_announcement(),
            MissionIntent::FlightSchoolContinue => self.flight_school_continue(),
            MissionIntent::TogglePause => {
                if let Some(running) = self.stack.top_as_mut::<MissionScreen>()
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
            MissionIntent::SetVolume(percent) => {
                let percent = percent.min(100);
                self.setup.settings.volume = percent;
                if let Some(running) = self.stack.top_as_mut::<MissionScreen>() {
                    running.audio.set_volume(percent);
                    // Remembered with the rest of the settings; a failed write is only noted.
                    if let Some(path) = &self.settings_path
                        && let Err(err) = self.setup.settings.save(path)
                    {
                        running.view.notice = Some(format!("{err:#}"));
                    }
                }
            }
            MissionIntent::EndEarly => self.end_early(),
            MissionIntent::AskAbort => {
                if let Some(running) = self.stack.top_as_mut::<MissionScreen>() {
                    running.view.confirm_abort = true;
                }
            }
            MissionIntent::CancelAbort => {
                if let Some(running) = self.stack.top_as_mut::<MissionScreen>() {
                    running.view.confirm_abort = false;
                }
            }
            MissionIntent::ConfirmAbort => {
                // Dropping the running mission drops its player, which stops the sound.
                if self.stack.shows::<MissionScreen>() {
                    self.stack.clear();
                }
            }
            MissionIntent::RoundOver => {
                if let Some(mut running) = self.stack.take_top::<MissionScreen>() {
                    let seed = match &running.dealt {
                        Some(dealt) => dealt.seed,
                        None => self.rng.bits() % 1_000_000,
                    };
                    let mut entry = BoardsEntry::after_mission(
                        &self.setup.settings,
                        self.library.catalog.clone(),
                        &running.run,
                        seed,
                    );
                    let dealt = self.boards_from_phones(&mut running, &mut entry);
                    self.open_boards(Some(running.run), entry);
                    if let Some(boards) = self.stack.top_as_mut::<BoardsScreen>() {
                        boards.dealt = dealt;
                    }
                }
            }
            MissionIntent::Clock(signals) => self.clock_the_table(&signals),
            MissionIntent::Play(command) => self.play_on_host(&command),
        }
    }

    /// Ends the Action Round early, or says why not.
    fn end_early(&mut self) {
        if let Some(running) = self.stack.top_as_mut::<MissionScreen>() {
            match running.run.check_end_early() {
                Ok(()) => {
                    running.run.end_early();
                    self.apply_mission(MissionIntent::RoundOver);
                }
                Err(EndEarlyRefused::TooEarly { allowed_from_ms }) => {
                    running.view.notice =
                        Some(tr!("notice-too-early", time = clock_text(allowed_from_ms)));
                }
                Err(EndEarlyRefused::TestRun) => {
                    running.view.notice = Some(tr!("notice-test-run"));
                }
            }
        }
    }
}
