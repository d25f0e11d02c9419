//! After the Action Round: what the crew does next.
//!
//! Entering the action boards and resolving them is the next part of the app; until it lands
//! this screen says plainly what comes next and what to keep on the table.

use egui::{RichText, Ui};

use super::Intent;
use super::mission::{AnnouncedThreat, MissionRun};
use super::theme;
use super::widgets::big_button;

/// The "Enter the action boards" screen.
#[derive(Debug)]
pub struct BoardsScreen {
    /// The finished Action Round.
    pub run: MissionRun,
}

impl BoardsScreen {
    /// Draws the screen; returns what the crew asked for.
    pub fn ui(&mut self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        egui::CentralPanel::default().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(30.0);
                ui.label(RichText::new("Action Round over").size(64.0).strong());
                let how = match self.run.ended_early_at() {
                    Some(at) => format!("{}: ended by the crew at {}", self.run.plan().name, super::mission_view::clock_text(at)),
                    None => format!("{}: played to the end", self.run.plan().name),
                };
                ui.label(RichText::new(how).size(24.0).color(theme::MUTED));
                ui.add_space(24.0);
                ui.label(RichText::new("Next: enter the action boards").size(theme::ANNOUNCEMENT_SIZE).strong());
                ui.add_space(8.0);
                ui.label(
                    RichText::new(
                        "Leave every action card where it lies. Entering the boards and resolving them \
                         turn by turn comes in the next version of Sitting Duck; until then resolve on \
                         the table, or write a game file and run `sitting-duck resolve GAME.yaml`.",
                    )
                    .size(22.0),
                );
                ui.add_space(20.0);
                let [red, white, blue, internal] = self.run.table().trajectories;
                ui.label(RichText::new(format!("Trajectories: red T{red}, white T{white}, blue T{blue}, internal T{internal}")).size(22.0));
                ui.label(RichText::new("Threats for the game file:").size(22.0));
                for threat in self.run.threats() {
                    ui.label(RichText::new(threat_line(threat)).monospace().size(20.0));
                }
                ui.add_space(30.0);
                if big_button(ui, "Back to setup", "Enter").clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::Enter))
                {
                    intents.push(Intent::BackToSetup);
                }
            });
        });
        intents
    }
}

/// One line of a game file's `threats:` list (`formats.md` section 2).
pub fn threat_line(threat: &AnnouncedThreat) -> String {
    let zone = threat.zone.name();
    let card = threat.card.as_ref().map_or("?", |c| c.id.as_str());
    let unconfirmed = if threat.unconfirmed {
        ", unconfirmed: true"
    } else {
        ""
    };
    format!(
        "- {{ turn: {}, zone: {zone}, threat: {card}{unconfirmed} }}",
        threat.turn
    )
}
