//! The campaign page (reached from the ship's log): the campaigns of the log, and the chosen
//! one's missions, the ship between them, the running or final score (RULINGS.md C7, C8).

use egui::{RichText, Ui};
use shiplog::{Campaign, CampaignStatus};

use super::super::widgets::{named_chip, shortcut_button};
use super::super::{Intent, theme};
use super::ship_lines;

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
    pub fn ui(&self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        ui.horizontal_wrapped(|ui| {
            if shortcut_button(ui, "Back to the ship's log", "Esc", true).clicked() {
                intents.push(Intent::OpenShipLog);
            }
            ui.heading(RichText::new("Campaigns").size(36.0).strong());
        });
        if let Some(problem) = &self.problem {
            ui.label(RichText::new(problem).size(18.0).color(theme::ALARM));
        }
        if self.campaigns.is_empty() {
            ui.label(RichText::new("No campaign in the ship's log yet.").size(22.0));
            return intents;
        }
        ui.horizontal_wrapped(|ui| {
            for (i, c) in self.campaigns.iter().enumerate() {
                let face = format!("{} · {}", c.crew, c.started_at.get(..10).unwrap_or(""));
                let name = format!("Campaign {}", c.id);
                if named_chip(ui, i == self.selected, &face, theme::ACCENT, &name).clicked() {
                    intents.push(Intent::ShowCampaign(i));
                }
            }
        });
        ui.separator();
        if let Some(c) = self.shown() {
            egui::ScrollArea::vertical().show(ui, |ui| campaign_ui(ui, c));
        }
        intents
    }
}

/// One campaign: its score large, then each mission with the ship it started from and the
/// repairs after it.
fn campaign_ui(ui: &mut Ui, c: &Campaign) {
    let size = ((ui.available_height() - 300.0) / 22.0).clamp(16.0, 26.0);
    let (headline, color) = match (c.score(), c.status) {
        (_, CampaignStatus::Lost) => ("Campaign lost: no score".to_owned(), theme::ALARM),
        (Some(s), CampaignStatus::Flying) => (format!("Running score {}", s.total), theme::TEXT),
        (Some(s), _) => (format!("Campaign score {}", s.total), theme::TEXT),
        (None, _) => ("No mission flown yet".to_owned(), theme::MUTED),
    };
    ui.label(
        RichText::new(headline)
            .size(size * 2.2)
            .strong()
            .color(color),
    );
    ui.label(
        RichText::new(format!(
            "{} · {} of {} missions · {}",
            c.crew,
            c.missions.len(),
            c.planned,
            c.status.word()
        ))
        .size(size)
        .color(theme::MUTED),
    );
    if let Some(s) = c.score() {
        ui.label(
            RichText::new(format!(
                "threats {} + visual confirmation {} (average) · final ship: damage {}, knocked out {}, squads {}",
                s.threats,
                s.visual_confirmation,
                s.damage_penalty,
                s.knock_out_penalty,
                s.battlebot_penalty
            ))
            .size(size),
        );
    }
    ui.add_space(8.0);
    for m in &c.missions {
        let result = m
            .score
            .map_or_else(|| "lost".to_owned(), |s| format!("{} points", s.total));
        ui.label(
            RichText::new(format!(
                "Mission {}: {} · {result}",
                m.position,
                m.track.as_deref().unwrap_or("no track")
            ))
            .size(size * 1.2)
            .strong(),
        );
        ui.label(
            RichText::new(format!(
                "started from: {}",
                ship_lines(&m.starting_damage).join("; ")
            ))
            .size(size * 0.8)
            .color(theme::MUTED),
        );
        if !m.repairs.is_empty() {
            ui.label(
                RichText::new(format!("repairs after: {}", m.repairs.join("; "))).size(size * 0.8),
            );
        }
        ui.add_space(6.0);
    }
}
