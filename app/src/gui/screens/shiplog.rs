//! The ship's log screen (`docs/ui.md` screen 6): one crew's page at a time, as on the paper log.
//!
//! The page shows its figures large (missions played and won, the average score), the
//! missions table (date, track, crew with their role marks, threat difficulty, the score
//! card's lines, the total or what destroyed the ship), the best score per track, a plot of
//! the scores over time and the failed missions. "Replay" opens a logged mission in the
//! resolution view, resolved again from its game file and seed.

pub mod pages;
pub mod replay;
mod summary;

use std::path::PathBuf;
use std::sync::Arc;
use strum::VariantArray;

use egui::text::LayoutJob;
use egui::{Button, FontId, RichText, ScrollArea, TextFormat, Ui, Vec2};
use i18n::tr;

use ::shiplog::{LoggedMission, MissionId};
use missions::Catalog;

use self::pages::{Reading, played_on, result_text, role_marks};
use self::replay::LogReplay;
use self::summary::{best_per_track, failures, score_plot};
pub use self::summary::{best_text, failure_text};
use crate::gui::CampaignIntent;
use crate::gui::Intent;
use crate::gui::ScreenName;
use crate::gui::ShipLogIntent;
use crate::gui::screens::setup::table_choices::difficulty_word;
use crate::gui::shortcuts::{Command, button_text};
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::chip;
use crate::gui::widgets::theme;
use crate::gui::work::{Done, Work};
use crate::shell::settings::CrewColor;
use crate::shell::ship_log::{CrewPage, LogPages};

/// Missions the table shows before "Show all": laying out a row costs about 40 µs a frame,
/// so a page of hundreds of missions would make every frame slow.
pub const RECENT: usize = 50;

/// The ship's log screen: the log being read (or read), and the page shown.
#[derive(Debug)]
pub struct ShipLogScreen {
    /// The log's file (`None`: no place for one on this machine).
    pub path: Option<PathBuf>,
    /// The crew page shown (`None` until the log has been read).
    pub page: Option<String>,
    /// A refusal to show under the header (a mission that cannot be replayed).
    pub notice: Option<String>,
    /// Show every mission of the page, not only the last [`RECENT`].
    pub show_all: bool,
    reading: Reading,
}

impl ShipLogScreen {
    /// Starts reading the log at `path` (on a worker thread) and shows "Reading…" meanwhile.
    pub fn open(path: Option<PathBuf>, work: &mut Work) -> Self {
        Self {
            reading: Reading::start(path.clone(), work),
            path,
            page: None,
            notice: None,
            show_all: false,
        }
    }

    /// Whether the log is still being read.
    pub fn is_reading(&self) -> bool {
        matches!(self.reading, Reading::Running(_))
    }

    /// The pages read, once they are.
    pub fn pages(&self) -> Option<&LogPages> {
        match &self.reading {
            Reading::Done(pages) => Some(pages),
            _ => None,
        }
    }

    /// Why the log could not be read (the `shiplog` error text), if it could not.
    pub fn error(&self) -> Option<&str> {
        match &self.reading {
            Reading::Failed(err) => Some(err),
            _ => None,
        }
    }

    /// Opens a logged mission for replay; when it cannot be replayed, says why on this
    /// screen and returns `None`.
    pub fn replay(
        &mut self,
        id: MissionId,
        catalog: Result<Arc<Catalog>, String>,
    ) -> Option<LogReplay> {
        let found = self.pages().and_then(|pages| pages.mission(id));
        let answer = match found {
            Some(mission) => LogReplay::new(mission, catalog),
            None => Err(tr!("shiplog-no-mission", id = id.to_string())),
        };
        match answer {
            Ok(replay) => {
                self.notice = None;
                Some(replay)
            }
            Err(why) => {
                self.notice = Some(why);
                None
            }
        }
    }

    /// Takes the read's answer when it is this screen's; the first time, shows the page
    /// played last.
    fn receive_pages(&mut self, done: Done) -> Option<Done> {
        let left = self.reading.receive(done);
        if self.page.is_none()
            && let Some(pages) = self.pages()
        {
            self.page = pages.latest_page().map(str::to_owned);
        }
        left
    }

    /// Draws the screen; returns what the crew asked for.
    pub fn draw(&self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        egui::Panel::top("shiplog-header").show(ui, |ui| self.header(ui, &mut intents));
        egui::CentralPanel::default().show(ui, |ui| {
            ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| self.body(ui, &mut intents));
        });
        intents
    }

    /// Reads the log again (another program may have written to it).
    pub fn read_again(&mut self, work: &mut Work) {
        self.reading = Reading::start(self.path.clone(), work);
        self.notice = None;
    }

    fn header(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let back = button_text(&tr!("shortcut-leave-ship-log"), Command::LeaveShipLog);
            if ui.button(RichText::new(back).size(22.0)).clicked() {
                intents.push(Intent::BackToSetup);
            }
            ui.heading(RichText::new(tr!("setup-ship-log")).size(36.0).strong());
            if let Some(path) = &self.path {
                ui.label(
                    RichText::new(path.display().to_string())
                        .size(15.0)
                        .color(theme::MUTED),
                );
            }
            if ui
                .add_enabled(!self.is_reading(), Button::new(tr!("shiplog-read-again")))
                .clicked()
            {
                intents.push(Intent::ShipLog(ShipLogIntent::ReadLogAgain));
            }
            let campaigns = button_text(&tr!("shiplog-campaigns"), Command::Campaigns);
            if ui.button(RichText::new(campaigns).size(22.0)).clicked() {
                intents.push(Intent::Campaign(CampaignIntent::OpenCampaigns));
            }
        });
        let crews: Vec<String> = self
            .pages()
            .map(|p| p.pages.iter().map(|page| page.stats.crew.clone()).collect())
            .unwrap_or_default();
        if !crews.is_empty() {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(tr!("shiplog-crew"))
                        .size(22.0)
                        .color(theme::MUTED),
                );
                for crew in crews {
                    let selected = self.page.as_deref() == Some(crew.as_str());
                    if chip(ui, selected, &crew, theme::ACCENT).clicked() {
                        intents.push(Intent::ShipLog(ShipLogIntent::ShowCrewPage(crew)));
                    }
                }
            });
        }
        if let Some(notice) = &self.notice {
            ui.label(RichText::new(notice).size(20.0).color(theme::ALARM));
        }
        ui.add_space(4.0);
    }

    /// Draws the page.
    fn body(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let pages = match &self.reading {
            Reading::Running(_) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(RichText::new(tr!("shiplog-reading")).size(24.0));
                });
                return;
            }
            Reading::Failed(err) => {
                ui.label(
                    RichText::new(tr!("shiplog-unreadable"))
                        .size(32.0)
                        .strong()
                        .color(theme::ALARM),
                );
                ui.label(RichText::new(err).size(22.0).color(theme::ALARM));
                return;
            }
            Reading::Done(pages) => pages,
        };
        let page = self.page.as_deref().and_then(|crew| pages.page(crew));
        let Some(page) = page else {
            ui.label(RichText::new(tr!("shiplog-empty")).size(32.0).strong());
            ui.label(
                RichText::new(tr!("shiplog-empty-hint"))
                    .size(22.0)
                    .color(theme::MUTED),
            );
            return;
        };
        figures(ui, page, pages);
        ui.add_space(10.0);
        // What a crew glances at first (bests, the trend, the losses), then the table.
        crate::gui::widgets::columns(ui, 3, |cols| {
            best_per_track(&mut cols[0], page);
            score_plot(&mut cols[1], page);
            failures(&mut cols[2], page);
        });
        ui.add_space(14.0);
        missions_table(ui, page, self.show_all, intents);
    }
}

/// The page's figures, large, and the whole log's in small.
fn figures(ui: &mut Ui, page: &CrewPage, pages: &LogPages) {
    let stats = &page.stats;
    let average = stats.average_score.map_or_else(
        || tr!("shiplog-no-win-yet"),
        |a| tr!("shiplog-average", average = format!("{a:.1}")),
    );
    ui.label(
        RichText::new(tr!(
            "shiplog-figures",
            crew = &stats.crew,
            played = stats.missions_played,
            won = stats.missions_won,
            lost = stats.missions_played.saturating_sub(stats.missions_won),
            average = average
        ))
        .size(30.0)
        .strong(),
    );
    ui.label(
        RichText::new(tr!(
            "shiplog-whole-log",
            crews = pages.pages.len(),
            missions = pages.missions_played(),
            won = pages.missions_won()
        ))
        .size(18.0)
        .color(theme::MUTED),
    );
}

/// The column heads of the missions table; the second line names what a column holds.
fn heads() -> [(String, String); 9] {
    let none = String::new;
    [
        (none(), none()),
        (tr!("shiplog-head-date"), none()),
        (tr!("shiplog-head-track"), tr!("shiplog-head-track-detail")),
        (tr!("shiplog-crew"), none()),
        (tr!("shiplog-head-destroyed"), none()),
        (tr!("shiplog-head-survived"), none()),
        (tr!("shiplog-head-confirmed"), none()),
        (
            tr!("shiplog-head-penalties"),
            tr!("shiplog-head-penalties-detail"),
        ),
        (tr!("shiplog-head-total"), none()),
    ]
}

/// Width of the date column: the day above the time.
const DATE_WIDTH: f32 = 110.0;
/// Width of the crew column: two lines hold a crew of five.
const CREW_WIDTH: f32 = 250.0;
/// Width of the last column: "lost: destroyed by ..." wraps inside it.
const TOTAL_WIDTH: f32 = 190.0;

/// One row per mission, in the order played, like the paper log.
fn missions_table(ui: &mut Ui, page: &CrewPage, show_all: bool, intents: &mut Vec<Intent>) {
    let count = page.missions.len();
    let shown = if show_all { count } else { count.min(RECENT) };
    ui.horizontal(|ui| {
        ui.heading(tr!("tracks-missions"));
        if count > RECENT {
            let which = if show_all {
                tr!("shiplog-all-in-order", count = count)
            } else {
                tr!("shiplog-last-in-order", shown = shown, count = count)
            };
            ui.label(RichText::new(which).color(theme::MUTED));
            let text = if show_all {
                tr!("shiplog-only-last", count = RECENT)
            } else {
                tr!("shiplog-show-all", count = count)
            };
            if ui.button(text).clicked() {
                intents.push(Intent::ShipLog(ShipLogIntent::ToggleShowAll));
            }
        }
    });
    ScrollArea::horizontal()
        .id_salt("shiplog-missions")
        .show(ui, |ui| {
            egui::Grid::new("shiplog-missions-grid")
                .striped(true)
                .spacing(Vec2::new(14.0, 8.0))
                .show(ui, |ui| {
                    // Cells keep their text on one line unless a cell asks to wrap.
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    for (head, detail) in heads() {
                        ui.vertical(|ui| {
                            ui.label(RichText::new(head).strong().color(theme::MUTED));
                            if !detail.is_empty() {
                                ui.label(RichText::new(detail).size(15.0).color(theme::MUTED));
                            }
                        });
                    }
                    ui.end_row();
                    for mission in &page.missions[count - shown..] {
                        mission_row(ui, mission, intents);
                        ui.end_row();
                    }
                });
        });
}

/// What the missions table adds after the difficulty for a New Frontier mission: the
/// modules' titles (nothing for the base game).
pub fn modules_mark(modules: engine::Modules) -> String {
    if modules.is_base() {
        String::new()
    } else {
        format!(" · {modules}")
    }
}

fn mission_row(ui: &mut Ui, mission: &LoggedMission, intents: &mut Vec<Intent>) {
    let record = &mission.record;
    cell(ui, None, |ui| {
        let enabled = ui.is_enabled();
        let response = ui
            .add(Button::new(tr!(
                "shiplog-replay-button",
                id = mission.id.to_string()
            )))
            .on_hover_text(tr!("shiplog-replay-hint"));
        let name = tr!("shiplog-replay-name", id = mission.id.to_string());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &name));
        if response.clicked() {
            intents.push(Intent::ShipLog(ShipLogIntent::ReplayLogged(mission.id)));
        }
    });
    // The day above the time: the label wraps at the space.
    cell(ui, Some(DATE_WIDTH), |ui| {
        ui.add(egui::Label::new(played_on(&record.played_at)).wrap());
    });
    cell(ui, None, |ui| {
        ui.label(
            record
                .track
                .clone()
                .unwrap_or_else(|| tr!("shiplog-no-track")),
        );
        ui.label(
            // The threats' levels in words ("white / yellow"), as setup names them: the
            // log's own marks ("1 / 1") meant nothing to the crew.
            RichText::new(format!(
                "{} / {}{}",
                difficulty_word(record.common_difficulty),
                difficulty_word(record.serious_difficulty),
                modules_mark(record.modules)
            ))
            .size(15.0)
            .color(theme::MUTED),
        );
    });
    let job = crew_job(ui, mission);
    cell(ui, Some(CREW_WIDTH), |ui| {
        ui.add(egui::Label::new(job).wrap());
    });
    let card = &record.score;
    if record.total().is_none() {
        // A lost mission scores nothing: its lines are not counted, not zero.
        cell(ui, None, |ui| {
            ui.label(RichText::new(tr!("shiplog-not-counted")).color(theme::MUTED));
        });
        for _ in 0..3 {
            cell(ui, None, |_| {});
        }
    } else {
        points_cells(ui, card);
    }
    let result = result_text(mission);
    cell(ui, Some(TOTAL_WIDTH), |ui| {
        if record.total().is_some() {
            ui.label(RichText::new(result).size(28.0).strong());
        } else {
            ui.add(egui::Label::new(RichText::new(result).size(20.0).color(theme::ALARM)).wrap());
        }
    });
}

/// A scored mission's points: destroyed, survived, confirmed, and the penalties.
fn points_cells(ui: &mut Ui, card: &::shiplog::ScoreCard) {
    for points in [
        card.points(::shiplog::LineKind::Destroyed),
        card.points(::shiplog::LineKind::Survived),
        card.points(::shiplog::LineKind::VisualConfirmation),
    ] {
        cell(ui, None, |ui| {
            ui.label(points.to_string());
        });
    }
    cell(ui, None, |ui| {
        ui.label(format!(
            "{} · {} · {}",
            card.points(::shiplog::LineKind::Damage),
            card.points(::shiplog::LineKind::KnockedOut),
            card.points(::shiplog::LineKind::Battlebots)
        ));
    });
}

/// One cell of the missions table, its content from the top (rows are of different heights:
/// a crew of five takes two lines), `width` wide when given.
fn cell(ui: &mut Ui, width: Option<f32>, add: impl FnOnce(&mut Ui)) {
    ui.vertical(|ui| {
        if let Some(width) = width {
            ui.set_width(width);
        }
        add(ui);
    });
}

/// The crew of a mission in seating order, each name in its color with its role marks.
fn crew_job(ui: &Ui, mission: &LoggedMission) -> LayoutJob {
    let font = FontId::proportional(19.0);
    let mut job = LayoutJob::default();
    for (i, entry) in mission.record.crew.iter().enumerate() {
        let color = entry
            .color
            .as_deref()
            .and_then(|name| {
                CrewColor::VARIANTS
                    .iter()
                    .copied()
                    .find(|c| c.name() == name)
            })
            .map_or(theme::TEXT, theme::crew_color);
        let format = TextFormat::simple(font.clone(), color);
        if i > 0 {
            job.append(", ", 0.0, TextFormat::simple(font.clone(), theme::MUTED));
        }
        job.append(&entry.name, 0.0, format);
        let marks = role_marks(entry);
        if !marks.is_empty() {
            job.append(&marks, 0.0, TextFormat::simple(font.clone(), theme::TEXT));
        }
    }
    if job.is_empty() {
        job.append(
            "—",
            0.0,
            TextFormat::simple(font, ui.visuals().weak_text_color()),
        );
    }
    job
}

impl Screen for ShipLogScreen {
    fn name(&self) -> ScreenName {
        ScreenName::ShipLog
    }

    fn ui(&mut self, ui: &mut egui::Ui, _shared: &Shared) -> Vec<Intent> {
        self.draw(ui)
    }

    fn receive(&mut self, done: Done) -> Option<Done> {
        self.receive_pages(done)
    }

    fn phones(&self) -> Option<terminals::Stage> {
        waiting(tr!("phones-waiting-mission"))
    }
}
