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
use missions::{Cue, CueKind};

use super::Intent;
use super::mission::MissionRun;
use super::theme;

/// The lessons, in the rulebook's order: the test runs, a simulation, an advanced simulation,
/// then the first real mission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// Every lesson, in order.
    pub const ALL: [Lesson; 5] = [
        Lesson::FirstTestRun,
        Lesson::SecondTestRun,
        Lesson::Simulation,
        Lesson::AdvancedSimulation,
        Lesson::FirstMission,
    ];

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
    pub fn title(self) -> &'static str {
        match self {
            Lesson::FirstTestRun => "1 · First test run",
            Lesson::SecondTestRun => "2 · Second test run",
            Lesson::Simulation => "3 · Simulation",
            Lesson::AdvancedSimulation => "4 · Advanced simulation",
            Lesson::FirstMission => "5 · First mission",
        }
    }

    /// What the lesson adds to the ones before, in a line.
    pub fn introduces(self) -> &'static str {
        match self {
            Lesson::FirstTestRun => {
                "Two phases, common threats outside the ship; incoming data and data transfers"
            }
            Lesson::SecondTestRun => "The same, faster: a threat comes just after the phase change",
            Lesson::Simulation => {
                "Three phases; serious threats, unconfirmed reports, communications down"
            }
            Lesson::AdvancedSimulation => {
                "Threats inside the ship: battlebots and the interceptors against them"
            }
            Lesson::FirstMission => {
                "A real mission: everything, with heroic actions and visual confirmation"
            }
        }
    }

    /// The briefing shown before the first announcement.
    fn briefing(self) -> &'static str {
        match self {
            Lesson::FirstTestRun => {
                "This flight has two phases instead of three and only common threats outside \
                 the ship. Each player holds five action cards for the first phase and plays \
                 them face down on turns 1 to 3 of their action board: the half turned up is \
                 the action. Talk as much as you like, but never show your cards. After every \
                 announcement the clock stops here and this screen says what to do."
            }
            Lesson::SecondTestRun => {
                "Another two-phase flight. Plan turn by turn with the others: who fires which \
                 cannon, who moves energy to the shields. You may end a phase early by picking \
                 up your next cards; your earlier turns are then fixed."
            }
            Lesson::Simulation => {
                "Three phases now: turns 1-3, 4-7 and 8-12. Serious threats hit harder and take \
                 more damage. An unconfirmed report counts only with five players. When \
                 communications are down nobody may speak."
            }
            Lesson::AdvancedSimulation => {
                "Threats now appear inside the ship: intruders and malfunctions. Fight intruders \
                 with battlebots (activate a squad with C where it lies, then attack with the \
                 robot half); repair malfunctions with the action of the system they block."
            }
            Lesson::FirstMission => {
                "A full mission: heroic action cards and visual confirmation (C on the lower \
                 white station) join in. This is the CD's first mission; after it, play the \
                 missions without the school."
            }
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
            Step::Briefing => Some((
                self.lesson.introduces().to_owned(),
                self.lesson.briefing().to_owned(),
            )),
            Step::Announcement(index) => {
                let cue = run.announced().get(index)?;
                Some((cue.text.clone(), what_to_do(cue, run)))
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
    match &cue.kind {
        CueKind::MissionStart => "The Action Round has begun. Pick up your five first-phase \
             cards and plan turns 1 to 3 together: say what you intend, play face down."
            .to_owned(),
        CueKind::Threat {
            turn,
            zone,
            serious,
            ..
        } => {
            let (who, pile) = match zone {
                Some(_) => (&table.communications_officer, "external"),
                None => (&table.chief_of_security, "internal"),
            };
            let deck = if *serious { "serious" } else { "common" };
            let place = match zone {
                Some(z) => format!("beside the {} trajectory", z.name()),
                None => "beside the internal trajectory".to_owned(),
            };
            format!(
                "A threat appears on turn {turn}. {who} draws the top {deck} {pile} card (the \
                 app shows the one it drew), lays it {place} with token {turn}. Plan to be \
                 ready for it from turn {turn}: fire the cannons of its zone, keep the shields \
                 up."
            )
        }
        CueKind::IgnoredReport { crew, .. } => format!(
            "An unconfirmed report is only a threat for a crew of five. You are {crew}: \
             ignore it and draw nothing."
        ),
        CueKind::IncomingData => format!(
            "Incoming data: {}.",
            table
                .draws
                .banner_text()
                .to_lowercase()
                .replace("incoming data · ", "")
        ),
        CueKind::DataTransfer => "Data transfer: each player may give one card (not a heroic \
             one) to another, hand to hand, before the count ends."
            .to_owned(),
        CueKind::CommsDown { .. } => "Communications are down: nobody may speak or point until \
             \"communications restored\". Keep planning in silence."
            .to_owned(),
        CueKind::CommsRestored => {
            "You may talk again: tell the others what you planned.".to_owned()
        }
        CueKind::PhaseWarning { seconds_left, .. } => format!(
            "{} of mission time left in this phase: finish planning its turns; the cards you \
             leave on them when it ends are your actions.",
            if *seconds_left >= 60 {
                "One minute"
            } else {
                "Twenty seconds"
            }
        ),
        CueKind::PhaseEnd { last: true, .. } => "The Action Round is over. Next, enter \
             each action board and watch the ship's computer resolve them turn by turn."
            .to_owned(),
        CueKind::PhaseEnd { phase, .. } => {
            let turns = if *phase == 1 { "4 to 7" } else { "8 to 12" };
            format!(
                "Phase {phase} is over: its cards are fixed. Pick up your cards for the next \
                 phase, add them to the ones left, and plan turns {turns}."
            )
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
            RichText::new(format!("Flight school · {}", school.lesson().title()))
                .size(20.0 * scale)
                .color(theme::MUTED),
        );
        ui.label(RichText::new(heading).size(34.0 * scale).strong());
        ui.add_space(10.0 * scale);
        ui.label(RichText::new(words).size(28.0 * scale));
        ui.add_space(16.0 * scale);
        let label = match school.step() {
            Step::Briefing => "Begin  [Enter]",
            _ => "Continue  [Enter]",
        };
        let button = egui::Button::new(RichText::new(label).size(28.0 * scale).strong())
            .min_size(egui::vec2(0.0, 56.0 * scale));
        if ui.add(button).clicked() || ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            intents.push(Intent::FlightSchoolContinue);
        }
    });
    // A click beside the card is no answer: only the button (or Enter) goes on.
    let _ = modal.should_close();
    intents
}

/// The setup screen's entry: one button per lesson, with what it introduces.
pub fn setup_ui(ui: &mut Ui, intents: &mut Vec<Intent>) {
    ui.heading("Flight school");
    ui.label(
        RichText::new(
            "Guided and untimed: after each announcement the clock waits and the screen says \
             what to do.",
        )
        .color(theme::MUTED),
    );
    for lesson in Lesson::ALL {
        ui.horizontal_wrapped(|ui| {
            if ui.button(lesson.title()).clicked() {
                intents.push(Intent::StartFlightSchool(lesson));
            }
            ui.label(RichText::new(lesson.introduces()).color(theme::MUTED));
        });
    }
    ui.add_space(6.0);
}
