//! The crew terminals as the window sees them: what the host asks of the server (by
//! [`TerminalIntent`]; the server itself is `crate::shell::terminals`, started and stopped by
//! the one `apply`), what the host is shown about it (the QR code, the join URL, who has
//! joined), and who holds which seat. What each screen publishes to the phones is the screen's own
//! (`Screen::phones`).
//!
//! The phones' events come back as [`TerminalIntent::Phone`] intents, applied with the rest in
//! `apply.rs` (its `terminals` part); drawing here only returns intents.

use egui::{Color32, RichText, Sense, Ui};
use i18n::tr;
use terminals::{Joined, Seat, TerminalEvent};

use crate::gui::Intent;
use crate::gui::widgets::theme;
use crate::shell::settings::Settings;
use crate::shell::terminals::ServeStatus;

/// What the host asks of the crew terminals, or what a phone did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TerminalIntent {
    /// Switch the terminals on or off (remembered in the settings).
    Serve(bool),
    /// Serve on this port (the one offered when the port asked for was in use).
    UsePort(u16),
    /// Serve on this LAN address only; empty: every private address.
    SetAddress(String),
    /// Let one phone hold several crew members' seats (players sharing a phone), or not.
    SharePhones(bool),
    /// Deal the action cards on the phones in the next Action Round, or not.
    DealOnPhones(bool),
    /// Let a crew member's phone go.
    Release(usize),
    /// Something a phone did.
    Phone(TerminalEvent),
    /// Remote play: who may join, HTTPS (`remote_choices`).
    Remote(super::remote_choices::RemoteIntent),
}

/// The crew from setup, as the phones list it.
pub fn seats(settings: &Settings) -> Vec<Seat> {
    settings
        .crew
        .iter()
        .map(|m| Seat {
            name: m.name.clone(),
            color: m.color.name().to_owned(),
        })
        .collect()
}

/// The setup screen's view of the terminals (refreshed by the app every frame).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panel {
    /// Serving, off, or why not.
    pub status: ServeStatus,
    /// The join URL with the code.
    pub url: Option<String>,
    /// The join code.
    pub code: Option<String>,
    /// The crew members with a phone.
    pub joined: Vec<Joined>,
    /// This machine's LAN addresses, to serve on one only.
    pub lan: Vec<String>,
    /// The port served on.
    pub port: Option<u16>,
    /// The certificate's fingerprint, when the page is HTTPS: its label and two lines of
    /// hex, shown with the join code for the crew to compare with what their browsers show.
    pub fingerprint: Option<[String; 3]>,
}

impl Default for Panel {
    fn default() -> Self {
        Self {
            status: ServeStatus::Off,
            url: None,
            code: None,
            joined: Vec::new(),
            lan: Vec::new(),
            port: None,
            fingerprint: None,
        }
    }
}

impl Panel {
    /// The "Crew terminals" group of the setup screen.
    pub fn ui(&self, ui: &mut Ui, settings: &Settings, intents: &mut Vec<Intent>) {
        ui.heading(tr!("phones-heading"));
        let mut on = self.status != ServeStatus::Off;
        if ui
            .checkbox(&mut on, tr!("phones-serve"))
            .on_hover_text(tr!("phones-serve-hint"))
            .changed()
        {
            intents.push(Intent::Terminal(TerminalIntent::Serve(on)));
        }
        match &self.status {
            ServeStatus::Off => {
                ui.label(RichText::new(tr!("phones-off-explained")).color(theme::MUTED));
            }
            ServeStatus::Failed { message, offered } => {
                ui.label(
                    RichText::new(tr!("phones-failed", message = message)).color(theme::ALARM),
                );
                if let Some(port) = offered
                    && ui
                        .button(tr!("phones-use-port", port = port.to_string()))
                        .clicked()
                {
                    intents.push(Intent::Terminal(TerminalIntent::UsePort(*port)));
                }
            }
            ServeStatus::Serving => {
                ui.label(RichText::new(tr!("phones-serving")).color(theme::MUTED));
            }
        }
        if self.status != ServeStatus::Off {
            self.address_ui(ui, settings, intents);
            let mut remote = Vec::new();
            super::remote_choices::ui(ui, settings, &mut remote);
            intents.extend(
                remote
                    .into_iter()
                    .map(|r| Intent::Terminal(TerminalIntent::Remote(r))),
            );
            let mut shared = settings.serve_shared_phones;
            if ui
                .checkbox(&mut shared, tr!("phones-shared"))
                .on_hover_text(tr!("phones-shared-hint"))
                .changed()
            {
                intents.push(Intent::Terminal(TerminalIntent::SharePhones(shared)));
            }
            let mut deal = settings.deal_on_phones;
            if ui
                .checkbox(&mut deal, tr!("phones-deal"))
                .on_hover_text(tr!("phones-deal-hint"))
                .changed()
            {
                intents.push(Intent::Terminal(TerminalIntent::DealOnPhones(deal)));
            }
        }
    }

    /// The strip above "Start mission" while serving: the QR code, the URL and code, and
    /// who has joined (each with Release). Always in view, so the crew can scan it.
    pub fn strip_ui(&self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            if let Some(url) = &self.url {
                // Large enough to scan from a seat, small enough to leave the setup room.
                let size = (ui.ctx().content_rect().height() * 0.17).clamp(96.0, 180.0);
                qr_code(ui, url, size);
            }
            ui.add_space(8.0);
            ui.vertical(|ui| {
                ui.label(RichText::new(tr!("phones-scan")).color(theme::MUTED));
                if let Some(url) = &self.url {
                    ui.label(RichText::new(url).size(20.0).strong());
                }
                if let Some(code) = &self.code {
                    ui.label(
                        RichText::new(tr!("phones-join-code", code = code))
                            .size(28.0)
                            .strong(),
                    );
                }
                // Remote play: the certificate's fingerprint (compared symbol by symbol).
                if let Some([label, first, second]) = &self.fingerprint {
                    ui.label(RichText::new(label).color(theme::MUTED).small());
                    for half in [first, second] {
                        ui.label(RichText::new(half).monospace().small());
                    }
                }
            });
            ui.add_space(24.0);
            ui.vertical(|ui| {
                if self.joined.is_empty() {
                    ui.label(RichText::new(tr!("phones-none-joined")).color(theme::MUTED));
                }
                for joined in &self.joined {
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(link_words(joined)).size(18.0));
                        if ui
                            .button(tr!("phones-release", name = &joined.name))
                            .on_hover_text(tr!("phones-release-hint"))
                            .clicked()
                        {
                            intents.push(Intent::Terminal(TerminalIntent::Release(joined.seat)));
                        }
                    });
                }
            });
        });
        ui.add_space(4.0);
    }

    fn address_ui(&self, ui: &mut Ui, settings: &Settings, intents: &mut Vec<Intent>) {
        let chosen = settings.serve_address.trim();
        let every = tr!("phones-every-address");
        let shown = if chosen.is_empty() {
            every.as_str()
        } else {
            chosen
        };
        ui.horizontal(|ui| {
            let label = ui.label(tr!(
                "phones-port-on",
                port = self.port.unwrap_or(settings.serve_port).to_string()
            ));
            egui::ComboBox::from_id_salt("serve-address")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    if ui.selectable_label(chosen.is_empty(), &every).clicked() {
                        intents.push(Intent::Terminal(TerminalIntent::SetAddress(String::new())));
                    }
                    for ip in &self.lan {
                        if ui.selectable_label(chosen == ip, ip).clicked() {
                            intents.push(Intent::Terminal(TerminalIntent::SetAddress(ip.clone())));
                        }
                    }
                })
                .response
                .labelled_by(label.id);
        });
    }
}

/// Draws `text` as a QR code `size` points wide (dark modules on a white square with its
/// quiet zone), labelled for tests and screen readers.
pub fn qr_code(ui: &mut Ui, text: &str, size: f32) {
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else {
        return;
    };
    let width = code.width();
    let colors = code.to_colors();
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), Sense::hover());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Image, true, tr!("phones-qr", url = text))
    });
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, Color32::WHITE);
    // Four modules of quiet zone on each side, as scanners expect.
    let module = size / (width as f32 + 8.0);
    for (i, color) in colors.iter().enumerate() {
        if *color == qrcode::Color::Dark {
            let (x, y) = ((i % width) as f32 + 4.0, (i / width) as f32 + 4.0);
            let min = rect.min + egui::vec2(x * module, y * module);
            painter.rect_filled(
                egui::Rect::from_min_size(min, egui::vec2(module, module)),
                0.0,
                Color32::BLACK,
            );
        }
    }
}

/// A crew member's phone and how it is connected: "Anna · connected", "Ben · reconnecting…",
/// "Chloe · gone".
pub fn link_words(joined: &terminals::Joined) -> String {
    let name = joined.name.as_str();
    match joined.link {
        terminals::Link::Connected => tr!("sync-link-connected", name = name),
        terminals::Link::Reconnecting => tr!("sync-link-reconnecting", name = name),
        terminals::Link::Gone => tr!("sync-link-gone", name = name),
    }
}

/// "Phones: Anna · connected, Ben · reconnecting…": the mission screen's line, empty when no
/// phone is a crew member.
pub fn links_line(phones: &[terminals::Joined]) -> Option<String> {
    if phones.is_empty() {
        return None;
    }
    let people: Vec<String> = phones.iter().map(link_words).collect();
    Some(tr!("sync-phones-line", people = people.join(", ")))
}
