//! The flight school: the first missions of the rulebook's training progression, guided and
//! untimed (`docs/ui.md`, "Flight school").
//!
//! A lesson is a shipped training track played as usual, except that the clock waits for the
//! crew: before the first announcement the screen says what the lesson is about, and after
//! each announcement the mission pauses (exactly where the words end, on the audio clock) and
//! the screen says what was just announced and what to do now, in large type, until the crew
//! presses "Continue". [`FlightSchool`] is the state of that conversation; it never reads a
//! clock: the app tells it what was announced and the mission time.

use egui::{RichText, Ui};
use i18n::tr;
use missions::{Cue, CueKind};
use strum::VariantArray;

use crate::gui::Intent;
use crate::gui::MissionIntent;
use crate::gui::SetupIntent;
use crate::gui::model::mission::MissionRun;
use crate::gui::widgets::theme;

/// The lessons, in the rulebook's order: the test runs, a simulation, an advanced simulation,
/// then the first real mission.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::VariantArray)]
pub enum Lesson {
    /// Two phases, common external threats only.
    FirstTestRun,
    /// The same, with a threat right after the phase change.
    SecondTestRun,
    /// Three phases, serious threats, unconfirmed reports, communications down.
    Simulation,
    /// Internal threats: battlebots and interceptors.
    AdvancedSimulation,
    /// Everything, with heroic actions and visual confirmation.
    FirstMission,
}

impl Lesson {
    /// The shipped track the lesson plays.
    pub fn stem(self) -> &'static str {
        match self {
            Lesson::FirstTestRun => "test-run-1",
            Lesson::SecondTestRun => "test-run-2",
            Lesson::Simulation => "simulation-1",
            Lesson::AdvancedSimulation => "advanced-simulation-1",
            Lesson::FirstMission => "mission-1",
        }
    }

    /// The lesson's name on its button.
    pub fn title(self) -> String {
        match self {
            Lesson::FirstTestRun => tr!("school-lesson-1"),
            Lesson::SecondTestRun => tr!("school-lesson-2"),
            Lesson::Simulation => tr!("school-lesson-3"),
            Lesson::AdvancedSimulation => tr!("school-lesson-4"),
            Lesson::FirstMission => tr!("school-lesson-5"),
        }
    }

    /// What the lesson adds to the ones before, in a line.
    pub fn introduces(self) -> String {
        match self {
            Lesson::FirstTestRun => tr!("school-introduces-1"),
            Lesson::SecondTestRun => tr!("school-introduces-2"),
            Lesson::Simulation => tr!("school-introduces-3"),
            Lesson::AdvancedSimulation => tr!("school-introduces-4"),
            Lesson::FirstMission => tr!("school-introduces-5"),
        }
    }

    /// The briefing shown before the first announcement.
    fn briefing(self) -> String {
        match self {
            Lesson::FirstTestRun => tr!("school-briefing-1"),
            Lesson::SecondTestRun => tr!("school-briefing-2"),
            Lesson::Simulation => tr!("school-briefing-3"),
            Lesson::AdvancedSimulation => tr!("school-briefing-4"),
            Lesson::FirstMission => tr!("school-briefing-5"),
        }
    }
}

/// What the screen explains now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The lesson's briefing, before the first announcement.
    Briefing,
    /// The announcement of this index (into the run's announced cues) has been said.
    Announcement(usize),
    /// Nothing: the mission runs until the next announcement has been said.
    Flying,
}

/// A guided, untimed mission: which lesson, and how far the explanations have come.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlightSchool {
    lesson: Lesson,
    step: Step,
    /// How many announcements have been explained.
    explained: usize,
}

impl FlightSchool {
    /// A lesson at its briefing.
    pub fn new(lesson: Lesson) -> Self {
        Self {
            lesson,
            step: Step::Briefing,
            explained: 0,
        }
    }

    /// The lesson flown.
    pub fn lesson(&self) -> Lesson {
        self.lesson
    }

    /// What the screen explains now.
    pub fn step(&self) -> Step {
        self.step
    }

    /// Whether the clock must wait for the crew.
    pub fn waits(&self) -> bool {
        self.step != Step::Flying
    }

    /// Looks at the announcements after the mission moved: once the next unexplained one has
    /// been said, it is explained and the clock waits. True when the clock must now stop.
    pub fn after_advance(&mut self, run: &MissionRun) -> bool {
        if self.step != Step::Flying {
            return false;
        }
        match run.announced().get(self.explained) {
            Some(cue) if run.now_ms() >= said_by(cue) => {
                self.step = Step::Announcement(self.explained);
                true
            }
            _ => false,
        }
    }

    /// "Continue": the next announcement already said is explained at once; otherwise the
    /// mission flies on. Returns the mission time at which the clock must stop next (the end
    /// of the next announcement's words), or `None` while it still waits.
    pub fn proceed(&mut self, run: &MissionRun) -> Option<u64> {
        if let Step::Announcement(index) = self.step {
            self.explained = index + 1;
        }
        self.step = Step::Flying;
        if self.after_advance(run) {
            return None;
        }
        let next = run.plan().timeline.cues().get(self.explained);
        Some(next.map_or(u64::MAX, said_by))
    }

    /// The heading and the words of what the screen explains now.
    pub fn explanation(&self, run: &MissionRun) -> Option<(String, String)> {
        match self.step {
            Step::Briefing => Some((self.lesson.introduces(), self.lesson.briefing())),
            Step::Announcement(index) => {
                let cue = run.announced().get(index)?;
                Some((crate::spoken::words(cue), what_to_do(cue, run)))
            }
            Step::Flying => None,
        }
    }
}

/// The mission time at which a cue's words have all been said.
fn said_by(cue: &Cue) -> u64 {
    cue.at_ms + cue.duration_ms()
}

/// What an announcement means at the table, and what to do now (the rulebook's words,
/// restated in `docs/ui.md`).
fn what_to_do(cue: &Cue, run: &MissionRun) -> String {
    let table = run.table();
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    match &cue.kind {
        CueKind::MissionStart => tr!("school-start"),
        CueKind::Threat {
            turn,
            zone: Some(zone),
            serious,
            ..
        } => {
            let zone = match zone {
                engine::Zone::Red => tr!("zone-red"),
                engine::Zone::White => tr!("zone-white"),
                engine::Zone::Blue => tr!("zone-blue"),
            };
            tr!(
                "school-threat-external",
                turn = i64::from(*turn),
                who = table.communications_officer.as_str(),
                serious = yes_no(*serious),
                zone = zone.as_str()
            )
        }
        CueKind::Threat {
            turn,
            zone: None,
            serious,
            ..
        } => tr!(
            "school-threat-internal",
            turn = i64::from(*turn),
            who = table.chief_of_security.as_str(),
            serious = yes_no(*serious)
        ),
        CueKind::IgnoredReport { crew, .. } => tr!("school-ignored", crew = i64::from(*crew)),
        CueKind::IncomingData => tr!("school-incoming", each = i64::from(table.draws.each)),
        CueKind::DataTransfer => tr!("school-transfer"),
        CueKind::CommsDown { .. } => tr!("school-comms-down"),
        CueKind::CommsRestored => tr!("school-comms-restored"),
        CueKind::PhaseWarning { seconds_left, .. } => {
            tr!("school-warning", seconds = i64::from(*seconds_left))
        }
        CueKind::PhaseEnd { last: true, .. } => tr!("school-round-over"),
        CueKind::PhaseEnd { phase, .. } => {
            let turns = if *phase == 1 { "4-7" } else { "8-12" };
            tr!("school-phase-end", phase = i64::from(*phase), turns = turns)
        }
    }
}

/// The explanation over the mission screen: big, readable from across the table, with one
/// button. Returns the crew's "Continue".
pub fn ui(ui: &mut Ui, school: &FlightSchool, run: &MissionRun) -> Vec<Intent> {
    let mut intents = Vec::new();
    let Some((heading, words)) = school.explanation(run) else {
        return intents;
    };
    let screen = ui.ctx().content_rect();
    let scale = (screen.width() / 1280.0)
        .min(screen.height() / 800.0)
        .clamp(0.7, 2.0);
    let width = (screen.width() * 0.8).min(1400.0);
    let modal = egui::Modal::new(egui::Id::unique("flight-school-step")).show(ui.ctx(), |ui| {
        ui.set_width(width);
        ui.label(
            RichText::new(tr!("school-card-title", lesson = school.lesson().title()))
                .size(20.0 * scale)
                .color(theme::MUTED),
        );
        ui.label(RichText::new(heading).size(34.0 * scale).strong());
        ui.add_space(10.0 * scale);
        ui.label(RichText::new(words).size(28.0 * scale));
        ui.add_space(16.0 * scale);
        let label = match school.step() {
            Step::Briefing => tr!("school-begin"),
            _ => tr!("school-continue"),
        };
        let button = egui::Button::new(RichText::new(label).size(28.0 * scale).strong())
            .min_size(egui::vec2(0.0, 56.0 * scale));
        if ui.add(button).clicked() || ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            intents.push(Intent::Mission(MissionIntent::FlightSchoolContinue));
        }
    });
    // A click beside the card is no answer: only the button (or Enter) goes on.
    let _ = modal.should_close();
    intents
}

/// The setup screen's entry: one button per lesson, with what it introduces.
pub fn setup_ui(ui: &mut Ui, intents: &mut Vec<Intent>) {
    ui.heading(tr!("school-heading"));
    ui.label(RichText::new(tr!("school-about")).color(theme::MUTED));
    for &lesson in Lesson::VARIANTS {
        ui.horizontal_wrapped(|ui| {
            if ui.button(lesson.title()).clicked() {
                intents.push(Intent::Setup(SetupIntent::StartFlightSchool(lesson)));
            }
            ui.label(RichText::new(lesson.introduces()).color(theme::MUTED));
        });
    }
    ui.add_space(6.0);
}
