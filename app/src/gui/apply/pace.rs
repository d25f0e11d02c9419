//! Applying the pacing intents of the mission screen (part of `apply.rs`): "repeat the last
//! announcement", and the flight school's steps.

use crate::gui::app::App;
use crate::gui::screens::flight_school::{FlightSchool, Lesson};
use crate::gui::screens::mission::MissionScreen;
use crate::shell::settings::MissionSource;

impl App {
    /// Says the last announcement again; the mission clock holds while it is said (the audio
    /// crate plays it aside). Without sound the screen says so and shows the words.
    pub(super) fn repeat_announcement(&mut self) {
        let Some(running) = self.stack.top_as_mut::<MissionScreen>() else {
            return;
        };
        let Some(cue) = running.run.announced().last() else {
            return;
        };
        if running.audio.repeat(cue.at_ms) {
            running.view.repeating = Some(crate::spoken::words(cue));
            running.view.notice = None;
        } else {
            running.view.notice = Some(i18n::tr!(
                "pace-repeat-silent",
                words = crate::spoken::words(cue)
            ));
        }
    }
}

impl App {
    /// Starts a lesson of the flight school: its shipped track with the crew and table of
    /// the setup screen, paused at 0:00 on its briefing.
    pub(super) fn start_flight_school(&mut self, lesson: Lesson) {
        self.setup.settings.mission = MissionSource::Shipped {
            stem: lesson.stem().to_owned(),
        };
        match self.start_mission() {
            Ok(mut running) => {
                running.audio.pause();
                running.school = Some(FlightSchool::new(lesson));
                self.setup.problems.clear();
                self.stack.clear();
                self.stack.push(running);
            }
            Err(problems) => self.setup.problems = problems,
        }
    }

    /// "Continue" in the flight school: the next step, or the clock runs until the next
    /// announcement has been said, where the audio pauses by itself.
    pub(super) fn flight_school_continue(&mut self) {
        let Some(running) = self.stack.top_as_mut::<MissionScreen>() else {
            return;
        };
        let Some(school) = &mut running.school else {
            return;
        };
        if let Some(stop) = school.proceed(&running.run) {
            if stop != u64::MAX {
                running.audio.pause_at(stop);
            }
            running.audio.play();
        }
    }
}
