//! The campaign page (reached from the ship's log): the campaigns of the log, and the chosen
//! one's missions, the ship between them, the running or final score (RULINGS.md C7, C8).

use egui::{RichText, Ui};
use i18n::tr;
use shiplog::{Campaign, CampaignStatus};
use strum::VariantArray;
use words::nouns;

use super::{ship_lines, status_text};
use crate::gui::ScreenName;
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::theme;
use crate::gui::widgets::{named_chip, shortcut_button};
use crate::gui::{CampaignIntent, Intent, SetupIntent};

/// The campaign page.
pub struct CampaignPage {
    /// The log's campaigns, oldest first.
    pub campaigns: Vec<Campaign>,
    /// The one shown (index into `campaigns`).
    pub selected: usize,
    /// Why the log could not be read, if it could not.
    pub problem: Option<String>,
}

impl CampaignPage {
    /// The page, showing the newest campaign.
    pub fn new(campaigns: Vec<Campaign>, problem: Option<String>) -> Self {
        let selected = campaigns.len().saturating_sub(1);
        Self {
            campaigns,
            selected,
            problem,
        }
    }

    /// The campaign shown.
    pub fn shown(&self) -> Option<&Campaign> {
        self.campaigns.get(self.selected)
    }

    /// Draws the page.
    pub fn draw(&self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        egui::CentralPanel::default().show(ui, |ui| self.page(ui, &mut intents));
        intents
    }

    fn page(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        ui.horizontal_wrapped(|ui| {
            if shortcut_button(ui, &tr!("shortcut-leave-campaigns"), "Esc", true).clicked() {
                intents.push(Intent::Setup(SetupIntent::OpenShipLog));
            }
            ui.heading(RichText::new(tr!("shiplog-campaigns")).size(36.0).strong());
        });
        if let Some(problem) = &self.problem {
            ui.label(RichText::new(problem).size(18.0).color(theme::ALARM));
        }
        if self.campaigns.is_empty() {
            ui.label(RichText::new(tr!("campaigns-none")).size(22.0));
            // How one begins, in the words of the setup screen's own chips.
            ui.label(
                RichText::new(tr!(
                    "campaigns-how",
                    two = tr!("campaign-of", count = 2),
                    three = tr!("campaign-of", count = 3),
                    start = tr!("setup-start")
                ))
                .size(20.0)
                .color(theme::MUTED),
            );
            return;
        }
        ui.horizontal_wrapped(|ui| {
            for (i, c) in self.campaigns.iter().enumerate() {
                // The day it started, in the machine's local time (the log stores UTC).
                let started = crate::shell::machine::local_date(&c.started_at);
                let face = format!("{} · {}", c.crew, started.get(..10).unwrap_or(""));
                let name = tr!("campaigns-name", id = c.id.to_string());
                if named_chip(ui, i == self.selected, &face, theme::ACCENT, &name).clicked() {
                    intents.push(Intent::Campaign(CampaignIntent::ShowCampaign(i)));
                }
            }
        });
        ui.separator();
        if let Some(c) = self.shown() {
            egui::ScrollArea::vertical().show(ui, |ui| campaign_ui(ui, c));
        }
    }
}

/// One campaign: its score large, then one card per mission side by side: its result, the
/// ship it started from (zone by zone) and the repairs after it.
fn campaign_ui(ui: &mut Ui, c: &Campaign) {
    let size = ((ui.available_height() - 260.0) / 20.0).clamp(16.0, 30.0);
    let (headline, color) = match (c.score(), c.status) {
        (_, CampaignStatus::Lost) => (tr!("campaigns-lost"), theme::ALARM),
        (Some(s), CampaignStatus::Flying) => {
            (tr!("campaigns-running-score", score = s.total), theme::TEXT)
        }
        (Some(s), _) => (tr!("campaigns-score", score = s.total), theme::TEXT),
        (None, _) => (tr!("campaigns-none-flown"), theme::MUTED),
    };
    ui.label(
        RichText::new(headline)
            .size(size * 2.4)
            .strong()
            .color(color),
    );
    ui.label(
        RichText::new(tr!(
            "campaign-page-line",
            crew = c.crew.as_str(),
            flown = c.missions.len(),
            planned = c.planned,
            status = status_text(c.status)
        ))
        .size(size * 0.9)
        .color(theme::MUTED),
    );
    if let Some(s) = c.score() {
        ui.label(
            RichText::new(tr!(
                "campaign-page-score",
                threats = s.threats,
                visual = s.visual_confirmation,
                damage = s.damage_penalty,
                knocked = s.knock_out_penalty,
                squads = s.battlebot_penalty
            ))
            .size(size * 0.9),
        );
    }
    ui.add_space(10.0);
    let columns = c.missions.len().max(1);
    crate::gui::widgets::columns(ui, columns, |cols| {
        for (col, m) in cols.iter_mut().zip(&c.missions) {
            egui::Frame::new()
                .fill(theme::CARD_FILL)
                .corner_radius(8.0)
                .inner_margin(12.0)
                .show(col, |ui| {
                    ui.set_width(ui.available_width());
                    mission_card(ui, m, size);
                });
        }
    });
}

/// One mission of a campaign: its number, track and result, the ship it started from and
/// the repairs after it.
fn mission_card(ui: &mut Ui, m: &shiplog::CampaignMission, size: f32) {
    ui.label(
        RichText::new(tr!("campaign-mission-number", number = m.position))
            .size(size * 1.2)
            .strong(),
    );
    ui.label(
        RichText::new(m.track.clone().unwrap_or_else(|| tr!("shiplog-no-track")))
            .size(size * 0.8)
            .color(theme::MUTED),
    );
    let (result, color) = match m.score {
        Some(s) => (tr!("campaign-points", points = s.total), theme::TEXT),
        None => (tr!("shiplog-lost"), theme::ALARM),
    };
    ui.label(RichText::new(result).size(size * 1.6).strong().color(color));
    ui.add_space(6.0);
    ui.label(
        RichText::new(tr!("campaign-started-from"))
            .size(size * 0.8)
            .color(theme::MUTED),
    );
    crate::gui::widgets::columns(ui, 3, |zones| {
        for (zone, col) in engine::Zone::VARIANTS.iter().copied().zip(zones.iter_mut()) {
            let tiles = m.starting_damage.tiles_of(zone);
            egui::Frame::new()
                .stroke(egui::Stroke::new(2.0, theme::zone_color(Some(zone))))
                .corner_radius(6.0)
                .inner_margin(6.0)
                .show(col, |ui| {
                    ui.set_width(ui.available_width());
                    ui.label(
                        RichText::new(nouns::zone(zone))
                            .size(size * 0.7)
                            .color(theme::zone_color(Some(zone))),
                    );
                    if tiles.is_empty() {
                        ui.label(
                            RichText::new(tr!("campaign-no-damage"))
                                .size(size * 0.7)
                                .color(theme::MUTED),
                        );
                    }
                    for tile in tiles {
                        ui.label(RichText::new(nouns::tile(*tile)).size(size * 0.75).strong());
                    }
                });
        }
    });
    if let Some(squads) = ship_lines(&m.starting_damage).last() {
        ui.label(RichText::new(squads).size(size * 0.7).color(theme::MUTED));
    }
    if !m.repairs.is_empty() {
        ui.add_space(6.0);
        ui.label(
            RichText::new(tr!("campaign-repairs-after"))
                .size(size * 0.8)
                .color(theme::MUTED),
        );
        for line in &m.repairs {
            ui.label(RichText::new(line).size(size * 0.75));
        }
    }
}

impl Screen for CampaignPage {
    fn name(&self) -> ScreenName {
        ScreenName::Campaign
    }

    fn ui(&mut self, ui: &mut egui::Ui, _shared: &Shared) -> Vec<Intent> {
        self.draw(ui)
    }

    fn phones(&self) -> Option<terminals::Stage> {
        waiting(tr!("phones-waiting-mission"))
    }
}
