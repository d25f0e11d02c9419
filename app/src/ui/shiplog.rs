//! The ship's log screen (`ui.md` screen 6): one crew's page at a time, as on the paper log.
//!
//! The page shows its figures large (missions played and won, the average score), the
//! missions table (date, track, crew with their role marks, threat difficulty, the score
//! card's lines, the total or what destroyed the ship), the best score per track, a plot of
//! the scores over time and the failed missions. "Replay" opens a logged mission in the
//! resolution view, resolved again from its game file and seed.

pub mod pages;
pub mod replay;

use std::path::PathBuf;

use egui::text::LayoutJob;
use egui::{Button, Color32, FontId, RichText, ScrollArea, TextFormat, Ui, Vec2};
use egui_plot::{Legend, Line, Plot, PlotPoints, Points};

use ::shiplog::{LoggedMission, MissionId};

use self::pages::{CrewPage, LogPages, Reading, played_on, result_text, role_marks};
use self::replay::LogReplay;
use super::Intent;
use super::theme;
use super::widgets::{chip, shortcut_button};
use crate::settings::CrewColor;

/// Seconds in a day: the plot's x axis counts days, so its grid falls on whole days.
const DAY: f64 = 86_400.0;

/// The ship's log screen: the log being read (or read), and the page shown.
#[derive(Debug)]
pub struct ShipLogScreen {
    /// The log's file (`None`: no place for one on this machine).
    pub path: Option<PathBuf>,
    /// The crew page shown (`None` until the log has been read).
    pub page: Option<String>,
    /// A refusal to show under the header (a mission that cannot be replayed).
    pub notice: Option<String>,
    reading: Reading,
}

impl ShipLogScreen {
    /// Starts reading the log at `path` (on a worker thread) and shows "Reading…" meanwhile.
    pub fn open(path: Option<PathBuf>) -> Self {
        Self {
            reading: Reading::start(path.clone()),
            path,
            page: None,
            notice: None,
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
    pub fn replay(&mut self, id: MissionId) -> Option<LogReplay> {
        let found = self.pages().and_then(|pages| pages.mission(id));
        let answer = match found {
            Some(mission) => LogReplay::new(mission),
            None => Err(format!("There is no mission {id} in the ship's log")),
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

    /// Picks up the worker's answer; the first time, shows the page played last.
    fn poll(&mut self) {
        self.reading.poll();
        if self.page.is_none()
            && let Some(pages) = self.pages()
        {
            self.page = pages.latest_page().map(str::to_owned);
        }
    }

    /// Draws the screen; returns what the crew asked for.
    pub fn ui(&mut self, ui: &mut Ui) -> Vec<Intent> {
        self.poll();
        if self.is_reading() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(30));
        }
        let mut intents = Vec::new();
        if !ui.ctx().text_edit_focused() && ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            intents.push(Intent::BackToSetup);
        }
        egui::Panel::top("shiplog-header").show(ui, |ui| self.header(ui, &mut intents));
        egui::CentralPanel::default().show(ui, |ui| {
            ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| self.body(ui, &mut intents));
        });
        intents
    }

    fn header(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if shortcut_button(ui, "Back to setup", "Esc", true).clicked() {
                intents.push(Intent::BackToSetup);
            }
            ui.heading(RichText::new("Ship's log").size(36.0).strong());
            if let Some(path) = &self.path {
                ui.label(
                    RichText::new(path.display().to_string())
                        .size(15.0)
                        .color(theme::MUTED),
                );
            }
            if ui
                .add_enabled(!self.is_reading(), Button::new("Read again"))
                .clicked()
            {
                self.reading = Reading::start(self.path.clone());
                self.notice = None;
            }
        });
        let crews: Vec<String> = self
            .pages()
            .map(|p| p.pages.iter().map(|page| page.stats.crew.clone()).collect())
            .unwrap_or_default();
        if !crews.is_empty() {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new("Crew").size(22.0).color(theme::MUTED));
                for crew in crews {
                    let selected = self.page.as_deref() == Some(crew.as_str());
                    if chip(ui, selected, &crew, theme::ACCENT).clicked() {
                        self.page = Some(crew);
                    }
                }
            });
        }
        if let Some(notice) = &self.notice {
            ui.label(RichText::new(notice).size(20.0).color(theme::ALARM));
        }
        ui.add_space(4.0);
    }

    fn body(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        let pages = match &self.reading {
            Reading::Running(_) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(RichText::new("Reading the ship's log…").size(24.0));
                });
                return;
            }
            Reading::Failed(err) => {
                ui.label(
                    RichText::new("The ship's log cannot be read")
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
            ui.label(RichText::new("No missions logged yet").size(32.0).strong());
            ui.label(
                RichText::new(
                    "Save a mission from its score card, or log one with \
                     `sitting-duck resolve GAME.yaml --log`.",
                )
                .size(22.0)
                .color(theme::MUTED),
            );
            return;
        };
        figures(ui, page, pages);
        ui.add_space(10.0);
        missions_table(ui, page, intents);
        ui.add_space(14.0);
        ui.columns(3, |cols| {
            best_per_track(&mut cols[0], page);
            score_plot(&mut cols[1], page);
            failures(&mut cols[2], page);
        });
    }
}

/// The page's figures, large, and the whole log's in small.
fn figures(ui: &mut Ui, page: &CrewPage, pages: &LogPages) {
    let stats = &page.stats;
    let average = stats.average_score.map_or_else(
        || "no win yet".to_owned(),
        |a| format!("average score {a:.1}"),
    );
    ui.label(
        RichText::new(format!(
            "{}: {} played, {} won, {} lost · {average}",
            stats.crew,
            stats.missions_played,
            stats.missions_won,
            stats.missions_played.saturating_sub(stats.missions_won),
        ))
        .size(30.0)
        .strong(),
    );
    ui.label(
        RichText::new(format!(
            "The whole log: {} crews, {} missions, {} won",
            pages.pages.len(),
            pages.missions_played(),
            pages.missions_won(),
        ))
        .size(18.0)
        .color(theme::MUTED),
    );
}

/// The column heads of the missions table.
const HEADS: [&str; 13] = [
    "#",
    "Date",
    "Track",
    "Crew",
    "Threats",
    "Destroyed",
    "Survived",
    "Confirmed",
    "Damage",
    "Knocked out",
    "Bots",
    "Total",
    "",
];

/// One row per mission, in the order played, like the paper log.
fn missions_table(ui: &mut Ui, page: &CrewPage, intents: &mut Vec<Intent>) {
    ui.heading("Missions");
    ScrollArea::horizontal()
        .id_salt("shiplog-missions")
        .show(ui, |ui| {
            egui::Grid::new("shiplog-missions-grid")
                .striped(true)
                .spacing(Vec2::new(18.0, 8.0))
                .show(ui, |ui| {
                    for head in HEADS {
                        ui.label(RichText::new(head).strong().color(theme::MUTED));
                    }
                    ui.end_row();
                    for mission in &page.missions {
                        mission_row(ui, mission, intents);
                        ui.end_row();
                    }
                });
        });
}

fn mission_row(ui: &mut Ui, mission: &LoggedMission, intents: &mut Vec<Intent>) {
    let record = &mission.record;
    ui.label(RichText::new(mission.id.to_string()).color(theme::MUTED));
    ui.label(played_on(&record.played_at));
    ui.label(record.track.as_deref().unwrap_or("—"));
    ui.add(egui::Label::new(crew_job(ui, mission)).wrap());
    ui.label(format!(
        "{} / {}",
        record.common_difficulty, record.serious_difficulty
    ));
    for points in [
        record.destroyed_points,
        record.survived_points,
        record.visual_confirmation,
        record.damage_penalty,
        record.knock_out_penalty,
        record.battlebot_penalty,
    ] {
        ui.label(points.to_string());
    }
    let result = result_text(mission);
    if record.total.is_some() {
        ui.label(RichText::new(result).size(26.0).strong());
    } else {
        ui.label(RichText::new(result).size(20.0).color(theme::ALARM));
    }
    let enabled = ui.is_enabled();
    let response = ui
        .add(Button::new("Replay"))
        .on_hover_text("Resolve this mission again and step through it");
    let name = format!("Replay mission {}", mission.id);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &name));
    if response.clicked() {
        intents.push(Intent::ReplayLogged(mission.id));
    }
}

/// The crew of a mission in seating order, each name in its colour with its role marks.
fn crew_job(ui: &Ui, mission: &LoggedMission) -> LayoutJob {
    let font = FontId::proportional(19.0);
    let mut job = LayoutJob::default();
    job.wrap.max_width = 320.0;
    for (i, entry) in mission.record.crew.iter().enumerate() {
        let color = entry
            .color
            .as_deref()
            .and_then(|name| CrewColor::ALL.into_iter().find(|c| c.name() == name))
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

/// The text of the best score on one track (`Mission 1: 35`).
pub fn best_text(track: Option<&str>, best: i32) -> String {
    format!("{}: {best}", track.unwrap_or("no track"))
}

/// The text of a lost mission in the failures list.
pub fn failure_text(failure: &::shiplog::Failure) -> String {
    let by = failure
        .destroyed_by
        .as_deref()
        .map_or_else(|| "lost".to_owned(), |by| format!("destroyed by {by}"));
    format!(
        "#{} {} {}: {by}",
        failure.id,
        played_on(&failure.played_at),
        failure.track.as_deref().unwrap_or("(no track)"),
    )
}

fn best_per_track(ui: &mut Ui, page: &CrewPage) {
    ui.heading("Best per track");
    if page.stats.best_by_track.is_empty() {
        ui.label(RichText::new("No mission won yet").color(theme::MUTED));
    }
    for best in &page.stats.best_by_track {
        ui.label(RichText::new(best_text(best.track.as_deref(), best.best)).size(24.0))
            .on_hover_text(format!("mission {}", best.mission));
    }
}

fn score_plot(ui: &mut Ui, page: &CrewPage) {
    ui.heading("Scores over time");
    let dated: Vec<(f64, f64)> = page
        .scores
        .iter()
        .filter_map(|p| Some((p.played_at_unix? as f64 / DAY, f64::from(p.total))))
        .collect();
    if dated.is_empty() {
        ui.label(RichText::new("No mission won yet").color(theme::MUTED));
        return;
    }
    let date_axis = |mark: egui_plot::GridMark, _: &std::ops::RangeInclusive<f64>| {
        let secs = (mark.value * DAY).round() as i64;
        ::shiplog::rfc3339_from_unix(secs)
            .get(..10)
            .map_or_else(String::new, str::to_owned)
    };
    Plot::new(("shiplog-scores", page.stats.crew.as_str()))
        .height(240.0)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_zoom(false)
        .x_axis_formatter(date_axis)
        .label_formatter(|hover| {
            let (egui_plot::HoverPosition::NearDataPoint { position, .. }
            | egui_plot::HoverPosition::Elsewhere { position }) = *hover;
            let when = ::shiplog::rfc3339_from_unix((position.x * DAY).round() as i64);
            Some(format!("{}: {:.0}", when.get(..10)?, position.y))
        })
        .include_y(0.0)
        .legend(Legend::default())
        .show(ui, |plot| {
            plot.line(
                Line::new(
                    "score",
                    PlotPoints::from_iter(dated.iter().map(|&(x, y)| [x, y])),
                )
                .color(theme::ACCENT)
                .width(2.0),
            );
            plot.add(
                Points::new(
                    "won",
                    PlotPoints::from_iter(dated.iter().map(|&(x, y)| [x, y])),
                )
                .radius(5.0)
                .color(Color32::from_rgb(110, 200, 120)),
            );
        });
}

fn failures(ui: &mut Ui, page: &CrewPage) {
    ui.heading("Failures");
    if page.failures.is_empty() {
        ui.label(RichText::new("The ship always came home").color(theme::MUTED));
    }
    for failure in &page.failures {
        ui.label(
            RichText::new(failure_text(failure))
                .size(20.0)
                .color(theme::ALARM),
        );
    }
}
