//! The Exploration Campaign at the table (RULINGS.md C1-C9): the campaign the crew is
//! flying ([`CampaignRun`], a model in `gui/model/campaign.rs`), the repairs screen between missions ([`repairs`]) and the
//! campaign page reached from the ship's log ([`page`]).
//!
//! The rules are the engine's (`engine::campaign`); this module keeps what the app needs
//! between screens and draws. Every change goes through an [`crate::gui::Intent`] applied in
//! `apply/campaign.rs`.

pub mod page;
pub mod repairs;

use egui::{RichText, Ui};
use engine::StartingDamage;
use i18n::tr;
use shiplog::CampaignStatus;
use strum::VariantArray;
use words::nouns;

use crate::gui::SetupIntent;
pub use crate::gui::model::campaign::{CampaignRun, FlownMission};
use crate::gui::widgets::theme;

/// The ship in words for the screens, in the crew's language: `red zone: structural,
/// reactor` per zone, then the squads.
pub fn ship_lines(d: &StartingDamage) -> Vec<String> {
    let mut lines: Vec<String> = engine::Zone::VARIANTS
        .iter()
        .copied()
        .map(|z| {
            let zone = nouns::zone(z);
            let tiles: Vec<String> = d.tiles_of(z).iter().map(|t| nouns::tile(*t)).collect();
            if tiles.is_empty() {
                tr!("campaign-zone-no-damage", zone = zone)
            } else {
                tr!("campaign-zone-tiles", zone = zone, tiles = tiles.join(", "))
            }
        })
        .collect();
    lines.push(match d.disabled_squads {
        0 => tr!("campaign-squads-aboard"),
        1 => tr!(
            "campaign-squad-disabled",
            station = d.squad_at.map_or("LR", |s| s.code())
        ),
        n => tr!("campaign-squads-disabled", count = n),
    });
    lines
}

/// A campaign's status in the crew's words (the log keeps [`CampaignStatus::word`], English).
pub fn status_text(status: CampaignStatus) -> String {
    match status {
        CampaignStatus::Flying => tr!("campaign-status-flying"),
        CampaignStatus::Stopped => tr!("campaign-status-stopped"),
        CampaignStatus::Lost => tr!("campaign-status-lost"),
        CampaignStatus::Complete => tr!("campaign-status-complete"),
    }
}

/// The campaign's line above the setup and the boards: which mission, the running score,
/// and the ship carried.
pub fn banner(ui: &mut Ui, run: &CampaignRun) {
    banner_text(ui, &banner_lines(run));
}

/// The banner's lines: the first large, the rest (the ship carried) small.
fn banner_text(ui: &mut Ui, lines: &[String]) {
    if let Some((first, rest)) = lines.split_first() {
        ui.label(
            RichText::new(first)
                .size(22.0)
                .strong()
                .color(theme::WARNING),
        );
        for line in rest {
            ui.label(RichText::new(line).size(16.0).color(theme::MUTED));
        }
    }
}

/// Setup's campaign row above "Start mission" (C1): a single mission or a campaign of 2 or
/// 3; while one is flown, its banner lines instead.
pub fn choice_ui(
    ui: &mut Ui,
    choice: u8,
    banner: &[String],
    intents: &mut Vec<crate::gui::Intent>,
) {
    if !banner.is_empty() {
        banner_text(ui, banner);
        return;
    }
    ui.horizontal(|ui| {
        // Centred under the panel's vertical layout: the row is as wide as its chips.
        let width = 560.0_f32.min(ui.available_width());
        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
        ui.label(
            RichText::new(i18n::tr!("campaign-play"))
                .size(18.0)
                .color(theme::MUTED),
        )
        .on_hover_text(i18n::tr!("campaign-play-tooltip"));
        for (n, text) in [
            (0, i18n::tr!("campaign-single")),
            (2, i18n::tr!("campaign-of", count = 2)),
            (3, i18n::tr!("campaign-of", count = 3)),
        ] {
            if crate::gui::widgets::chip(ui, choice == n, &text, theme::ACCENT).clicked() {
                intents.push(crate::gui::Intent::Setup(SetupIntent::SetCampaign(n)));
            }
        }
    });
}

/// The lines of [`banner`], for setup.
pub fn banner_lines(run: &CampaignRun) -> Vec<String> {
    let score = run.score().map_or_else(String::new, |s| {
        i18n::tr!("campaign-running", score = s.total)
    });
    let mut lines = vec![i18n::tr!(
        "campaign-banner",
        mission = run.current().min(usize::from(run.planned)),
        planned = run.planned,
        running = score
    )];
    if !run.carried.is_empty() {
        lines.push(i18n::tr!(
            "campaign-carries",
            ship = ship_lines(&run.carried).join("; ")
        ));
    }
    lines
}

/// The campaign's banner above another screen (boards, score card).
pub fn top_banner(ui: &mut Ui, run: &CampaignRun) {
    egui::Panel::top("campaign-banner").show(ui, |ui| banner(ui, run));
}
