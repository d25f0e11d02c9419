//! The explorers' page: every explorer of the ship's log, and one explorer's sheet: the level
//! bar, XP over time, clones, specializations (spending a point), achievements and runs.

use career::{Catalog, Category, boxes_in_level};
use egui::{RichText, ScrollArea, Ui};
use egui_plot::{Line, Plot, PlotPoints};
use engine::Specialization;
use i18n::tr;
use shiplog::ExplorerPage;
use strum::VariantArray;

use super::{CareerIntent, setup::explorer_label};
use crate::gui::Intent;
use crate::gui::ScreenName;
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::labels;
use crate::gui::widgets::theme;

/// The page's state: the pages read from the log and which one shows.
#[derive(Debug, Clone, Default)]
pub struct ExplorersScreen {
    /// Every explorer's page, by name.
    pub pages: Vec<ExplorerPage>,
    /// The one showing (index into `pages`).
    pub selected: usize,
    /// The specialization chosen to learn next.
    pub learn: Option<Specialization>,
    /// Why the log could not be read or a change was refused.
    pub notice: Option<String>,
}

/// A category's heading in the current language.
pub fn category_title(c: Category) -> String {
    match c {
        Category::Missions => tr!("careers-category-missions"),
        Category::Campaigns => tr!("careers-category-campaigns"),
        Category::Social => tr!("careers-category-social"),
        Category::CloseCalls => tr!("careers-category-close-calls"),
        Category::HotShots => tr!("careers-category-hot-shots"),
        Category::Expert => tr!("careers-category-expert"),
        Category::Addiction => tr!("careers-category-addiction"),
    }
}

impl ExplorersScreen {
    /// The explorer showing.
    pub fn current(&self) -> Option<&ExplorerPage> {
        self.pages.get(self.selected)
    }

    /// Draws the page; returns what the crew asked for.
    pub fn draw(&mut self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        egui::Panel::left("explorers-list")
            .resizable(false)
            .exact_size((ui.max_rect().width() * 0.22).clamp(180.0, 320.0))
            .show(ui, |ui| {
                ui.heading(tr!("careers-page-title"));
                if ui.button(tr!("careers-back")).clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::Escape))
                {
                    intents.push(Intent::Career(CareerIntent::Back));
                }
                ui.separator();
                ScrollArea::vertical().show(ui, |ui| {
                    for (i, p) in self.pages.iter().enumerate() {
                        let text = explorer_label(&p.row);
                        if ui.selectable_label(i == self.selected, text).clicked() {
                            intents.push(Intent::Career(CareerIntent::Show(p.row.id)));
                        }
                    }
                    if self.pages.is_empty() {
                        ui.label(RichText::new(tr!("careers-page-none")).color(theme::MUTED));
                    }
                });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(notice) = &self.notice {
                ui.label(RichText::new(notice).color(theme::ALARM));
            }
            let Some(page) = self.pages.get(self.selected) else {
                return;
            };
            ScrollArea::vertical().show(ui, |ui| {
                sheet_ui(ui, page, &mut self.learn, &mut intents);
            });
        });
        intents
    }
}

fn sheet_ui(
    ui: &mut Ui,
    page: &ExplorerPage,
    learn: &mut Option<Specialization>,
    intents: &mut Vec<Intent>,
) {
    let e = &page.row.explorer;
    let height = ui.max_rect().height();
    let size = (height / 30.0).clamp(14.0, 28.0);
    ui.label(RichText::new(&e.name).size(size * 1.5).strong());
    let status = if e.dead {
        tr!("careers-page-dead")
    } else if e.cloning {
        tr!("careers-page-cloning", clones = e.clones)
    } else {
        tr!("careers-page-hardcore")
    };
    ui.label(RichText::new(status).size(size).color(if e.dead {
        theme::ALARM
    } else {
        theme::MUTED
    }));
    let boxes = boxes_in_level(e.level());
    let bar_text = tr!(
        "careers-page-level",
        level = e.level(),
        boxes = e.progress.boxes,
        of = boxes,
        xp = e.xp
    );
    // The words above the bar, not in it: egui paints an empty bar's rounded start as a
    // blob, which sat over "Level 0". Square corners: an empty bar is empty.
    ui.label(RichText::new(bar_text).size(size * 0.9));
    ui.add(
        egui::ProgressBar::new(e.progress.fraction())
            .corner_radius(0)
            .desired_height(size * 0.8),
    );
    ui.add_space(6.0);
    // Each column in a plain vertical layout: the columns' justified layout would spread a
    // wrapped line's letters.
    ui.columns(2, |cols| {
        cols[0].vertical(|ui| xp_plot(ui, page, height, size));
        cols[1].vertical(|ui| {
            specializations_ui(ui, page, learn, size, intents);
            if !e.dead
                && !e.cloning
                && ui
                    .button(tr!("careers-page-consent"))
                    .on_hover_text(tr!("careers-page-consent-tooltip"))
                    .clicked()
            {
                intents.push(Intent::Career(CareerIntent::Consent(page.row.id)));
            }
        });
    });
    ui.add_space(6.0);
    ui.columns(2, |cols| {
        cols[0].vertical(|ui| achievements_ui(ui, page, size));
        cols[1].vertical(|ui| runs_ui(ui, page, size));
    });
}

fn xp_plot(ui: &mut Ui, page: &ExplorerPage, height: f32, size: f32) {
    ui.label(
        RichText::new(tr!("careers-page-xp-over-time"))
            .size(size)
            .strong(),
    );
    let points: PlotPoints<'_> = page
        .xp_over_time()
        .into_iter()
        .map(|(run, xp)| [run as f64, f64::from(xp)])
        .collect();
    Plot::new(("xp-over-time", page.row.id))
        .height((height * 0.25).clamp(120.0, 320.0))
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .x_axis_label(tr!("careers-page-runs-axis"))
        .y_axis_label(tr!("careers-page-xp-axis"))
        .show(ui, |plot| {
            plot.line(Line::new("XP", points).color(theme::ACCENT))
        });
}

fn specializations_ui(
    ui: &mut Ui,
    page: &ExplorerPage,
    learn: &mut Option<Specialization>,
    size: f32,
    intents: &mut Vec<Intent>,
) {
    let e = &page.row.explorer;
    ui.label(
        RichText::new(tr!("careers-page-specializations"))
            .size(size)
            .strong(),
    );
    if e.specializations.is_empty() {
        let none = tr!("careers-page-none-learned");
        ui.label(RichText::new(none).size(size * 0.8).color(theme::MUTED));
    }
    for (s, level) in &e.specializations {
        let text = tr!(
            "careers-page-specialization",
            name = labels::specialization::title(*s),
            level = *level
        );
        ui.label(RichText::new(text).size(size * 0.8));
    }
    let unspent = e.level().saturating_sub(e.spent());
    if unspent == 0 || e.dead {
        return;
    }
    let text = tr!("careers-page-unspent", points = unspent);
    ui.label(RichText::new(text).size(size * 0.8).color(theme::WARNING));
    ui.horizontal(|ui| {
        let shown = learn.map_or_else(|| tr!("careers-page-choose"), labels::specialization::title);
        let name = tr!("careers-page-learn-which", name = &e.name);
        egui::ComboBox::from_id_salt(("learn", page.row.id))
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for &s in Specialization::VARIANTS {
                    let mut probe = e.clone();
                    let open = probe.learn(s).is_ok();
                    let text = format!("{} {}", labels::specialization::title(s), e.learned(s) + 1);
                    if ui
                        .add_enabled(open, egui::Button::selectable(*learn == Some(s), text))
                        .clicked()
                    {
                        *learn = Some(s);
                    }
                }
            })
            .response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
        if let Some(s) = *learn
            && ui.button(tr!("careers-page-learn")).clicked()
        {
            intents.push(Intent::Career(CareerIntent::Learn(page.row.id, s)));
        }
    });
}

fn achievements_ui(ui: &mut Ui, page: &ExplorerPage, size: f32) {
    let Ok(catalog) = Catalog::shipped() else {
        return;
    };
    let heading = tr!("careers-page-achievements", count = page.achievements.len());
    ui.label(RichText::new(heading).size(size).strong());
    for &category in Category::VARIANTS {
        let earned: Vec<_> = page
            .achievements
            .iter()
            .filter_map(|a| catalog.get(&a.achievement).map(|x| (x, a)))
            .filter(|(x, _)| x.category == category)
            .collect();
        let total = catalog.of(category).count();
        ui.label(
            RichText::new(format!(
                "{} ({}/{total})",
                category_title(category),
                earned.len()
            ))
            .size(size * 0.8)
            .color(theme::MUTED),
        );
        for (x, a) in earned {
            let line = if a.attested {
                tr!("careers-page-earned-ticked", name = &x.name, xp = a.xp)
            } else {
                tr!("careers-page-earned", name = &x.name, xp = a.xp)
            };
            ui.label(RichText::new(line).size(size * 0.75));
        }
    }
}

fn runs_ui(ui: &mut Ui, page: &ExplorerPage, size: f32) {
    let heading = tr!("careers-page-runs", count = page.runs.len());
    ui.label(RichText::new(heading).size(size).strong());
    for r in page.runs.iter().rev() {
        let result = if r.part.died {
            tr!("careers-page-run-died")
        } else if r.part.clone_lost {
            tr!("careers-page-run-clone")
        } else if r.kind == "training" {
            tr!("careers-page-run-training")
        } else {
            tr!(
                "careers-page-run-xp",
                xp = r.part.run_xp + r.part.achievement_xp,
                score = r.score
            )
        };
        let kind = match r.kind.as_str() {
            "campaign" => tr!("careers-page-kind-campaign"),
            "training" => tr!("careers-page-kind-training"),
            _ => tr!("careers-page-kind-mission"),
        };
        let date = r.settled_at.get(..10).unwrap_or(&r.settled_at);
        ui.label(RichText::new(format!("{date} · {kind} · {result}")).size(size * 0.75));
    }
}

impl Screen for ExplorersScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Explorers
    }

    fn ui(&mut self, ui: &mut egui::Ui, _shared: &Shared) -> Vec<Intent> {
        self.draw(ui)
    }

    fn phones(&self) -> Option<terminals::Stage> {
        waiting(tr!("phones-waiting-mission"))
    }
}
