//! The mission screen: one large clock, the words being spoken, and everything a crew member
//! who did not hear can catch up on with one look (`ui.md`, screen 2).

use egui::{Align, Color32, FontId, Layout, RichText, ScrollArea, Ui};
use missions::diag::format_time;

use super::Intent;
use super::mission::{AnnouncedThreat, Banner, EndEarlyRefused, MissionRun};
use super::sound::SoundStatus;
use super::theme;
use super::widgets::shortcut_button;
use crate::settings::ThreatDrawing;

/// The mission screen's own state (around the [`MissionRun`] the app advances).
#[derive(Debug, Default)]
pub struct MissionView {
    /// The abort confirmation is open.
    pub confirm_abort: bool,
    /// A refusal or hint shown under the controls (e.g. "too early to end").
    pub notice: Option<String>,
    /// What the audio side worked around (a missing voice clip, no sound device...).
    pub warnings: Vec<String>,
}

/// `m:ss` of a mission time in milliseconds (whole seconds, rounded down).
pub fn clock_text(ms: u64) -> String {
    format_time(u32::try_from(ms / 1000).unwrap_or(u32::MAX))
}

/// `m:ss` of a time left, rounded up, so "0:01" shows until the very end.
pub fn left_text(ms: u64) -> String {
    format_time(u32::try_from(ms.div_ceil(1000)).unwrap_or(u32::MAX))
}

/// One step down the volume, in tens of percent.
fn quieter(volume: u8) -> u8 {
    volume.saturating_sub(10)
}

/// One step up the volume, in tens of percent, at most 100.
fn louder(volume: u8) -> u8 {
    volume.saturating_add(10).min(100)
}

fn ordinal(phase: u8) -> &'static str {
    match phase {
        1 => "First phase",
        2 => "Second phase",
        _ => "Third phase",
    }
}

impl MissionView {
    /// Draws the running mission; returns what the crew asked for.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        run: &MissionRun,
        paused: bool,
        sound: &SoundStatus,
        volume: u8,
    ) -> Vec<Intent> {
        let mut intents = Vec::new();
        self.keys(ui, volume, &mut intents);

        egui::Panel::top("mission-top").show(ui, |ui| {
            ui.add_space(6.0);
            top_bar(ui, run, paused);
            ui.add_space(4.0);
            for banner in run.banners() {
                banner_ui(ui, &banner);
            }
            match sound {
                SoundStatus::Lost(reason) => full_banner(
                    ui,
                    theme::BLACKOUT_FILL,
                    &format!("Audio device lost ({reason}): the mission goes on silently; read the announcements here"),
                    22.0,
                ),
                SoundStatus::Silent(reason) => {
                    ui.label(RichText::new(format!("Running silent: {reason}")).color(theme::WARNING));
                }
                SoundStatus::Live => {}
            }
            ui.add_space(4.0);
        });

        egui::Panel::bottom("mission-controls").show(ui, |ui| {
            ui.add_space(8.0);
            self.controls(ui, run, paused, volume, &mut intents);
            ui.add_space(8.0);
        });

        egui::Panel::left("mission-feed")
            .default_size(360.0)
            .resizable(false)
            .show(ui, |ui| {
                ui.heading("Announcements");
                ScrollArea::vertical().show(ui, |ui| {
                    for cue in run.announced().iter().rev() {
                        ui.horizontal_wrapped(|ui| {
                            ui.label(
                                RichText::new(clock_text(cue.at_ms))
                                    .monospace()
                                    .color(theme::MUTED),
                            );
                            ui.label(&cue.text);
                        });
                    }
                });
            });

        egui::Panel::right("mission-threats").default_size(380.0).resizable(false).show(ui, |ui| {
            ui.heading("Threats");
            let [red, white, blue, internal] = run.table().trajectories;
            ui.label(
                RichText::new(format!("Trajectories: red T{red} · white T{white} · blue T{blue} · internal T{internal}"))
                    .color(theme::MUTED),
            );
            ScrollArea::vertical().show(ui, |ui| {
                for threat in run.threats() {
                    threat_card(ui, threat, run);
                }
            });
        });

        egui::CentralPanel::default().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(24.0);
                let color = if paused { theme::MUTED } else { theme::TEXT };
                let clock = clock_text(run.now_ms());
                let response = ui.label(
                    RichText::new(&clock)
                        .font(FontId::monospace(theme::CLOCK_SIZE))
                        .color(color),
                );
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::Label,
                        true,
                        format!("Mission clock {clock}"),
                    )
                });
                if paused {
                    ui.label(
                        RichText::new("PAUSED")
                            .size(theme::BANNER_SIZE)
                            .strong()
                            .color(theme::WARNING),
                    );
                }
                ui.add_space(16.0);
                if let Some(cue) = run.speaking() {
                    let response = ui.label(
                        RichText::new(&cue.text)
                            .size(theme::ANNOUNCEMENT_SIZE)
                            .strong(),
                    );
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::Role::Label,
                            true,
                            format!("Speaking: {}", cue.text),
                        )
                    });
                }
            });
        });

        if self.confirm_abort {
            abort_dialog(ui, &mut intents);
        }
        intents
    }

    fn keys(&self, ui: &Ui, volume: u8, intents: &mut Vec<Intent>) {
        ui.input(|i| {
            if self.confirm_abort {
                if i.key_pressed(egui::Key::Escape) {
                    intents.push(Intent::CancelAbort);
                }
                if i.key_pressed(egui::Key::Enter) {
                    intents.push(Intent::ConfirmAbort);
                }
                return;
            }
            if i.key_pressed(egui::Key::Space) {
                intents.push(Intent::TogglePause);
            }
            if i.key_pressed(egui::Key::E) {
                intents.push(Intent::EndEarly);
            }
            if i.key_pressed(egui::Key::Escape) {
                intents.push(Intent::AskAbort);
            }
            if i.key_pressed(egui::Key::Minus) {
                intents.push(Intent::SetVolume(quieter(volume)));
            }
            if i.key_pressed(egui::Key::Plus) || i.key_pressed(egui::Key::Equals) {
                intents.push(Intent::SetVolume(louder(volume)));
            }
        });
    }

    fn controls(
        &self,
        ui: &mut Ui,
        run: &MissionRun,
        paused: bool,
        volume: u8,
        intents: &mut Vec<Intent>,
    ) {
        ui.horizontal(|ui| {
            let pause = if paused { "Resume" } else { "Pause" };
            if shortcut_button(ui, pause, "Space", true).clicked() {
                intents.push(Intent::TogglePause);
            }
            let end = shortcut_button(ui, "End Action Round", "E", true);
            let end = match run.check_end_early() {
                Ok(()) => end.on_hover_text("End the Action Round now and enter the action boards"),
                Err(EndEarlyRefused::TooEarly { allowed_from_ms }) => end.on_hover_text(format!(
                    "Allowed once the second phase has ended ({})",
                    clock_text(allowed_from_ms)
                )),
                Err(EndEarlyRefused::TestRun) => {
                    end.on_hover_text("A test run is played to its end")
                }
            };
            if end.clicked() {
                intents.push(Intent::EndEarly);
            }
            if shortcut_button(ui, "Abort", "Esc", true).clicked() {
                intents.push(Intent::AskAbort);
            }
            ui.separator();
            if shortcut_button(ui, "Quieter", "-", volume > 0).clicked() {
                intents.push(Intent::SetVolume(quieter(volume)));
            }
            ui.label(RichText::new(format!("Volume {volume}%")).size(20.0));
            if shortcut_button(ui, "Louder", "+", volume < 100).clicked() {
                intents.push(Intent::SetVolume(louder(volume)));
            }
            if let Some(notice) = &self.notice {
                ui.label(RichText::new(notice).color(theme::ALARM).size(20.0));
            }
        });
    }
}

fn top_bar(ui: &mut Ui, run: &MissionRun, paused: bool) {
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(&run.plan().name)
                .size(theme::BANNER_SIZE)
                .strong(),
        );
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            match run.phase() {
                Some((phase, left_ms)) => {
                    let color = if left_ms <= 20_000 {
                        theme::ALARM
                    } else if left_ms <= 60_000 {
                        theme::WARNING
                    } else {
                        theme::TEXT
                    };
                    let text = format!(
                        "Phase {phase} of {} · {} left{}",
                        run.phase_count(),
                        left_text(left_ms),
                        if paused { " (paused)" } else { "" }
                    );
                    ui.label(
                        RichText::new(text)
                            .size(theme::BANNER_SIZE)
                            .strong()
                            .color(color),
                    );
                    if left_ms <= 60_000 {
                        let phase_name = if usize::from(phase) == run.phase_count() {
                            "Operation"
                        } else {
                            ordinal(phase)
                        };
                        let warning = format!("{phase_name} ends soon");
                        ui.label(RichText::new(warning).size(22.0).color(color));
                    }
                }
                None => {
                    ui.label(
                        RichText::new("Mission complete")
                            .size(theme::BANNER_SIZE)
                            .strong(),
                    );
                }
            }
        });
    });
}

fn full_banner(ui: &mut Ui, fill: Color32, text: &str, size: f32) {
    egui::Frame::new()
        .fill(fill)
        .inner_margin(10)
        .corner_radius(6)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.vertical_centered(|ui| {
                ui.label(
                    RichText::new(text)
                        .size(size)
                        .strong()
                        .color(Color32::WHITE),
                );
            });
        });
}

fn banner_ui(ui: &mut Ui, banner: &Banner) {
    match banner {
        Banner::Blackout { left_ms } => full_banner(
            ui,
            theme::BLACKOUT_FILL,
            &format!("COMMUNICATIONS DOWN · no talking · {}", left_text(*left_ms)),
            theme::BANNER_SIZE + 6.0,
        ),
        Banner::DataTransfer { left_ms } => full_banner(
            ui,
            theme::DATA_FILL,
            &format!(
                "DATA TRANSFER · {} · each player may give one card (not heroic) hand to hand",
                left_text(*left_ms)
            ),
            theme::BANNER_SIZE,
        ),
        Banner::IncomingData => full_banner(
            ui,
            theme::DATA_FILL,
            "INCOMING DATA · each player may draw one action card",
            theme::BANNER_SIZE,
        ),
    }
}

fn threat_card(ui: &mut Ui, threat: &AnnouncedThreat, run: &MissionRun) {
    // Severity is a frame, not a zone colour (`ui.md`): serious threats get a heavy frame.
    let stroke = if threat.serious { 4.0 } else { 1.5 };
    egui::Frame::new()
        .fill(theme::CARD_FILL)
        .stroke(egui::Stroke::new(
            stroke,
            theme::zone_color(threat.external_zone()),
        ))
        .inner_margin(10)
        .corner_radius(8)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(format!("T+{}", threat.turn))
                        .size(34.0)
                        .strong(),
                );
                ui.vertical(|ui| {
                    ui.label(
                        RichText::new(threat.zone_label())
                            .size(22.0)
                            .strong()
                            .color(theme::zone_color(threat.external_zone())),
                    );
                    let mut kind = if threat.serious { "Serious" } else { "Common" }.to_owned();
                    if threat.unconfirmed {
                        kind.push_str(" · unconfirmed report");
                    }
                    ui.label(RichText::new(kind).color(theme::MUTED));
                });
            });
            match (&threat.card, run.table().drawing) {
                (Some(card), _) => {
                    ui.label(
                        RichText::new(format!("{} {}", card.id, card.name))
                            .size(22.0)
                            .strong(),
                    );
                }
                (None, drawing) => {
                    let who = if threat.external_zone().is_some() {
                        &run.table().communications_officer
                    } else {
                        &run.table().chief_of_security
                    };
                    let why = if drawing == ThreatDrawing::Digital {
                        " (no digital card)"
                    } else {
                        ""
                    };
                    ui.label(format!(
                        "{who}: draw a {} card, token {}{why}",
                        threat.pile().describe(),
                        threat.turn
                    ));
                }
            }
        });
    ui.add_space(6.0);
}

fn abort_dialog(ui: &mut Ui, intents: &mut Vec<Intent>) {
    let modal = egui::Modal::new(egui::Id::unique("abort-mission")).show(ui.ctx(), |ui| {
        ui.set_width(520.0);
        ui.heading("Abort the mission?");
        ui.label("The Action Round stops and nothing of it is kept.");
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if shortcut_button(ui, "Abort mission", "Enter", true).clicked() {
                intents.push(Intent::ConfirmAbort);
            }
            if shortcut_button(ui, "Keep playing", "Esc", true).clicked() {
                intents.push(Intent::CancelAbort);
            }
        });
    });
    if modal.should_close()
        && !intents.contains(&Intent::ConfirmAbort)
        && !intents.contains(&Intent::CancelAbort)
    {
        intents.push(Intent::CancelAbort);
    }
}
