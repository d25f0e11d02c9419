//! The one way the UI tests open the app's window and work it: [`Window`] builds the
//! harness (size, clock, ship's log, settings file, system language, seed), and the helpers
//! click, type, choose and wait through [`settle`], which never returns while a worker the
//! window waits for is still busy.
//!
//! Why `settle` and not `Harness::run` alone: the window hands slow work to worker threads
//! (the ship's log is read and written off the window thread, the coach searches on its own)
//! and keeps drawing meanwhile; the log's spinner asks for a frame after every frame, so on a
//! busy machine `run` ran out of steps before the reader answered. `settle` steps frames
//! until no such work is pending (bounded by [`WORK_TIMEOUT`]), then lets `run` check that
//! the window is quiet.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use audio::ManualClock;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use i18n::Language;
use sitting_duck::gui::App;
use sitting_duck::gui::Deps;
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::model::deck::catalog_faces;
use sitting_duck::shell::sound::Output;

/// The mission clock a test moves by hand.
pub type FakeClock = Arc<ManualClock>;

/// The app's window under test.
pub type AppHarness = Harness<'static, App>;

/// The table's window sizes: every screen is looked at in each.
pub const SIZES: [(f32, f32); 3] = [(960.0, 640.0), (1280.0, 800.0), (1920.0, 1080.0)];

/// The seed of the app's random choices in every test (the random mission's, the digital
/// deck's shuffle): the same window every run.
pub const SEED: u64 = 42;

/// The longest a test waits for a worker (the coach's whole search of every pair of changes
/// takes seconds in a debug build on a loaded machine; reading the log, a fraction of one).
pub const WORK_TIMEOUT: Duration = Duration::from_secs(120);

/// The longest a test waits for the coach's search of every pair of changes of a long
/// mission (the five-crew one: some ten thousand plans). Its answer comes when it comes, so
/// the wait is for the worker, however slow the machine; this only bounds a hung one. Under
/// a load of 10 a debug build takes minutes.
pub const COACH_TIMEOUT: Duration = Duration::from_secs(1200);

/// The five-crew mission of the mechanics scenarios, won.
pub const FIVE_CREW: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
);

/// A scenario file of the `tests` crate, `rel` under `tests/scenarios/`, as the path a crew
/// types into the game-file field.
pub fn scenario(rel: &str) -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/scenarios")
        .join(rel)
        .display()
        .to_string()
}

/// Every file in `dir` with its bytes: what a refused command must leave as it was.
pub fn files(dir: &std::path::Path) -> std::collections::BTreeMap<PathBuf, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            let bytes = std::fs::read(&path).unwrap_or_default();
            (path, bytes)
        })
        .collect()
}

/// Writes a homebrew card file of one card, H-01 "Space Goose" (a common white external
/// threat), at `cards`, as a crew would give it with `--with`.
pub fn write_homebrew_cards(cards: &std::path::Path) {
    std::fs::write(
        cards,
        "- { id: H-01, name: Space Goose, kind: external, severity: common, color: white, shield: 1, \
         hit_points: 3, speed: 3, x: [attack 1], y: [attack 1 all], z: [attack 2] }\n",
    )
    .unwrap();
}

/// How a test opens the window; [`Window::default`] is the one most tests want: 1400x900,
/// a clock of its own at zero, no settings file, no ship's log, English, [`SEED`], the
/// digital deck's faces from the catalog.
#[derive(Debug)]
pub struct Window {
    size: (f32, f32),
    clock: FakeClock,
    ship_log: Option<PathBuf>,
    settings: Option<PathBuf>,
    system_language: Language,
    card_faces: bool,
}

impl Default for Window {
    fn default() -> Self {
        Self {
            size: (1400.0, 900.0),
            clock: Arc::new(ManualClock::default()),
            ship_log: None,
            settings: None,
            system_language: Language::En,
            card_faces: true,
        }
    }
}

impl Window {
    /// The window's size in points.
    pub fn size(mut self, width: f32, height: f32) -> Self {
        self.size = (width, height);
        self
    }

    /// The clock the mission runs on (the test keeps a handle to move it).
    pub fn clock(mut self, clock: &FakeClock) -> Self {
        self.clock = Arc::clone(clock);
        self
    }

    /// The ship's log the app reads and the score card writes.
    pub fn ship_log(mut self, path: impl Into<PathBuf>) -> Self {
        self.ship_log = Some(path.into());
        self
    }

    /// The settings file (remembered choices); without one the app starts from the defaults
    /// and keeps no files of its own.
    pub fn settings(mut self, path: impl Into<PathBuf>) -> Self {
        self.settings = Some(path.into());
        self
    }

    /// The language of the machine (what "system" means on the setup screen).
    pub fn system_language(mut self, language: Language) -> Self {
        self.system_language = language;
        self
    }

    /// No faces for the digital deck (a test that never draws a card).
    pub fn without_card_faces(mut self) -> Self {
        self.card_faces = false;
        self
    }

    /// Opens the window on the setup screen and settles its first frames.
    pub fn open(self) -> AppHarness {
        // The tables of these tests play in Central European Time (winter): the ship's log
        // shows its UTC dates one hour later, on any machine.
        sitting_duck::shell::machine::fix_time_zone(jiff::tz::TimeZone::fixed(jiff::tz::offset(1)));
        // A test that keeps files keeps the crew's folder beside its settings file, never in
        // the machine's own data folder.
        let crew_folder = self
            .settings
            .as_deref()
            .and_then(std::path::Path::parent)
            .map(std::path::Path::to_owned);
        let deps = Deps {
            clock: self.clock,
            output: Output::Silent,
            settings_path: self.settings,
            card_faces: if self.card_faces {
                catalog_faces().unwrap()
            } else {
                Vec::new()
            },
            seed: SEED,
            system_language: self.system_language,
        };
        let (width, height) = self.size;
        let mut h = Harness::builder()
            .with_size(egui::vec2(width, height))
            .build_eframe(move |cc| App::new(&cc.egui_ctx, deps));
        if let Some(path) = self.ship_log {
            h.state_mut().set_ship_log_path(Some(path));
        }
        if crew_folder.is_some() {
            h.state_mut().set_crew_folder(crew_folder);
        }
        settle(&mut h);
        h
    }
}

/// What the window is still waiting for from a worker thread, if anything: the ship's log
/// being read, a mission being written to it, the score card's coach searching. (A coach
/// kept while the crew looks at the resolution is not waited for: the window picks up its
/// answer only back on the score card.)
pub fn pending_work(app: &App) -> Option<&'static str> {
    if app.ship_log().is_some_and(|log| log.is_reading()) {
        return Some("the ship's log is being read");
    }
    let score = app.score()?;
    if score.is_saving() {
        Some("the mission is being written to the ship's log")
    } else if score.coach.is_running() {
        Some("the coach is searching")
    } else {
        None
    }
}

/// Runs frames until no worker is pending and the window asks for no more frames: the one
/// way every helper here waits.
///
/// # Panics
/// When a worker is still busy after [`WORK_TIMEOUT`], or the window keeps asking for frames
/// with nothing pending (`Harness::run`'s own check).
#[track_caller]
pub fn settle(h: &mut AppHarness) {
    settle_within(h, WORK_TIMEOUT);
}

/// [`settle`] with a budget of its own: for the one slow worker, the coach's search of a long
/// mission ([`COACH_TIMEOUT`]).
///
/// # Panics
/// When a worker is still busy after `timeout`, or as [`settle`].
#[track_caller]
pub fn settle_within(h: &mut AppHarness, timeout: Duration) {
    let deadline = Instant::now() + timeout;
    loop {
        let quiet = h.run_ok().is_some();
        match pending_work(h.state()) {
            None if quiet => return,
            None => {
                h.run();
                return;
            }
            Some(what) => {
                assert!(Instant::now() < deadline, "{what} still, after {timeout:?}");
                std::thread::sleep(Duration::from_millis(10));
            }
        }
    }
}

/// Runs frames until `done` holds for the app (an answer from a phone, the server started),
/// then the frame that shows it.
///
/// # Panics
/// When it does not hold within [`WORK_TIMEOUT`].
#[track_caller]
pub fn frames_until(h: &mut AppHarness, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + WORK_TIMEOUT;
    while !done(h.state()) {
        assert!(Instant::now() < deadline, "the app never got there");
        std::thread::sleep(Duration::from_millis(10));
        settle(h);
    }
    settle(h);
}

/// Clicks the control labelled `label` with the pointer (it must be in view), then settles.
#[track_caller]
pub fn click(h: &mut AppHarness, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

/// Clicks the control whose label contains `part`, then settles.
#[track_caller]
pub fn click_containing(h: &mut AppHarness, part: &str) {
    h.get_by_label_contains(part).click();
    settle(h);
}

/// Clicks the control labelled `label` through AccessKit, as a screen reader would: it
/// works for a control scrolled out of view and for an option of an open menu. Then settles.
#[track_caller]
pub fn activate(h: &mut AppHarness, label: &str) {
    h.get_by_label(label).click_accesskit();
    settle(h);
}

/// Clicks `label` and runs the frames it asks for without waiting for the worker it starts,
/// so the test sees the work while it runs (the coach's progress, its cancel button).
#[track_caller]
pub fn click_and_leave_running(h: &mut AppHarness, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Opens the drop-down `picker` and picks `option` in it.
#[track_caller]
pub fn choose(h: &mut AppHarness, picker: &str, option: &str) {
    h.get_by_role_and_label(Role::ComboBox, picker).click();
    settle(h);
    activate(h, option);
}

/// Types `text` into the text field labelled `label`, then settles.
#[track_caller]
pub fn type_into(h: &mut AppHarness, label: &str, text: &str) {
    let field = h.get_by_role_and_label(Role::TextInput, label);
    field.focus();
    field.type_text(text);
    settle(h);
}

/// Presses `key`, then settles.
#[track_caller]
pub fn press(h: &mut AppHarness, key: egui::Key) {
    h.key_press(key);
    settle(h);
}

/// Moves the mission clock on by `seconds`, then settles.
#[track_caller]
pub fn wait(h: &mut AppHarness, clock: &FakeClock, seconds: f64) {
    clock.advance(Duration::from_secs_f64(seconds));
    settle(h);
}

/// Types the game file at `path` into the boards screen's field and loads it.
#[track_caller]
pub fn load(h: &mut AppHarness, path: &str) {
    type_into(h, "Game file", path);
    click(h, "Load");
}

/// Starts the chosen mission and plays its Action Round to the end, a minute at a time
/// (tracks differ in length): the boards screen opens.
#[track_caller]
pub fn fly_to_boards(h: &mut AppHarness, clock: &FakeClock) {
    click_containing(h, "Start mission");
    assert_eq!(
        h.state().screen(),
        ScreenName::Mission,
        "{:?}",
        h.state().setup_problems()
    );
    for _ in 0..15 {
        wait(h, clock, 60.0);
        if h.state().screen() == ScreenName::Boards {
            break;
        }
    }
    assert_eq!(h.state().screen(), ScreenName::Boards);
}

/// One mission from setup to its score card: the Action Round runs out, the boards are
/// loaded from the scenario file `game`, resolved and scored (the career and campaign tests).
#[track_caller]
pub fn fly(h: &mut AppHarness, clock: &FakeClock, game: &str) {
    fly_to_boards(h, clock);
    type_into(h, "Game file", &scenario(game));
    activate(h, "Load");
    activate(h, "Resolve  [Ctrl+Enter]");
    press(h, egui::Key::End);
    activate(h, "Score card  [S]");
    assert_eq!(h.state().screen(), ScreenName::Score);
}

/// The mission time the running mission shows, in milliseconds.
pub fn mission_ms(h: &AppHarness) -> u64 {
    h.state().mission().unwrap().now_ms()
}

/// The texts of the text shapes last painted (`output`, a harness's) that `keep` accepts, in
/// painting order.
pub fn painted_texts(
    output: &egui::FullOutput,
    keep: &dyn Fn(&egui::epaint::TextShape) -> bool,
) -> Vec<String> {
    fn walk(
        shape: &egui::Shape,
        keep: &dyn Fn(&egui::epaint::TextShape) -> bool,
        out: &mut Vec<String>,
    ) {
        match shape {
            egui::Shape::Text(t) if keep(t) => out.push(t.galley.job.text.clone()),
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, keep, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    output
        .shapes
        .iter()
        .for_each(|c| walk(&c.shape, keep, &mut out));
    out
}
