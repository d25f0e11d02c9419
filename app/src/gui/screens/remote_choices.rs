//! Remote play's choices in the setup screen's crew terminals group (the same as
//! `sitting-duck serve --allow … --tls-…`): who may join, with the warning for any address,
//! and HTTPS (off, a certificate made here, or the host's files). Drawing only returns [`RemoteIntent`]s; the one `apply`
//! (`gui/apply/remote.rs`) changes the settings and serves again; the crew terminals'
//! group wraps them in its own intent.

use egui::{RichText, Ui};
use i18n::tr;
use terminals::Allow;

use crate::gui::widgets::theme;
use crate::shell::remote::allow_label;
use crate::shell::settings::Settings;
use crate::shell::terminals::allow_of;

/// What the host chose about remote play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RemoteIntent {
    /// Who may join.
    Allow(Allow),
    /// HTTPS: `off`, `self-signed` or `files` (with the files already set).
    Https(String),
    /// The host's certificate and key files (PEM), and HTTPS with them.
    TlsFiles {
        /// The certificate's path.
        cert: String,
        /// The key's path.
        key: String,
    },
}

fn push(intents: &mut Vec<RemoteIntent>, intent: RemoteIntent) {
    intents.push(intent);
}

/// The choices, with the warning for any address (the certificate's fingerprint is in the
/// strip above "Start mission", `crew_terminals::Panel::strip_ui`, in view of the crew).
pub fn ui(ui: &mut Ui, settings: &Settings, intents: &mut Vec<RemoteIntent>) {
    let allow = allow_of(settings);
    ui.horizontal(|ui| {
        let label = ui.label(tr!("remote-allow-label"));
        egui::ComboBox::from_id_salt("serve-allow")
            .selected_text(allow_label(allow))
            .show_ui(ui, |ui| {
                for choice in Allow::ALL {
                    if ui
                        .selectable_label(choice == allow, allow_label(choice))
                        .clicked()
                    {
                        push(intents, RemoteIntent::Allow(choice));
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    match allow {
        Allow::Any => {
            ui.label(RichText::new(tr!("remote-allow-any-warning-gui")).color(theme::ALARM));
        }
        Allow::Vpn => {
            ui.label(RichText::new(tr!("remote-allow-vpn-note")).color(theme::MUTED));
        }
        Allow::Lan => {}
    }
    https_ui(ui, settings, intents);
}

fn https_label(word: &str) -> String {
    match word {
        "self-signed" => tr!("remote-https-self-signed"),
        "files" => tr!("remote-https-files"),
        _ => tr!("remote-https-off"),
    }
}

fn https_ui(ui: &mut Ui, settings: &Settings, intents: &mut Vec<RemoteIntent>) {
    let chosen = settings.serve_https.as_str();
    ui.horizontal(|ui| {
        let label = ui.label(tr!("remote-https-label"));
        egui::ComboBox::from_id_salt("serve-https")
            .selected_text(https_label(chosen))
            .show_ui(ui, |ui| {
                for word in ["off", "self-signed", "files"] {
                    if ui
                        .selectable_label(chosen == word, https_label(word))
                        .clicked()
                    {
                        push(intents, RemoteIntent::Https(word.to_owned()));
                    }
                }
            })
            .response
            .labelled_by(label.id)
            .on_hover_text(tr!("remote-https-why"));
    });
    if chosen == "files" {
        files_ui(ui, settings, intents);
    }
}

/// The two paths, typed here (kept in egui's memory until "Use these files").
fn files_ui(ui: &mut Ui, settings: &Settings, intents: &mut Vec<RemoteIntent>) {
    let id = egui::Id::unique("serve-tls-files");
    let (mut cert, mut key) = ui.data_mut(|d| {
        d.get_temp::<(String, String)>(id).unwrap_or_else(|| {
            (
                settings.serve_tls_cert.clone(),
                settings.serve_tls_key.clone(),
            )
        })
    });
    for (label, text) in [
        (tr!("remote-https-cert"), &mut cert),
        (tr!("remote-https-key"), &mut key),
    ] {
        ui.horizontal(|ui| {
            let label = ui.label(label);
            ui.add(egui::TextEdit::singleline(text).desired_width(320.0))
                .labelled_by(label.id);
        });
    }
    if ui.button(tr!("remote-https-use")).clicked() {
        push(
            intents,
            RemoteIntent::TlsFiles {
                cert: cert.clone(),
                key: key.clone(),
            },
        );
    }
    ui.data_mut(|d| d.insert_temp(id, (cert, key)));
}
