//! The shipped tracks on the setup screen: a row of chips per kind of track, and the 18
//! double-action missions of The New Frontier in one drop-down menu.

use egui::{RichText, Ui};
use i18n::tr;

use crate::card::words::track_name;
use crate::gui::Intent;
use crate::gui::SetupIntent;
use crate::gui::widgets::named_chip;
use crate::gui::widgets::theme;
use crate::shell::settings::MissionSource;
use crate::shell::tracks::TrackGroup;

/// Draws every group of shipped tracks; choosing one is an [`SetupIntent::ChooseMission`].
pub fn shipped_tracks(
    ui: &mut Ui,
    groups: &[TrackGroup],
    chosen: &MissionSource,
    intents: &mut Vec<Intent>,
) {
    for group in groups {
        if group.menu {
            menu(ui, group, chosen, intents);
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(group_title(group.title)).color(theme::MUTED));
            for entry in &group.tracks {
                let selected =
                    matches!(chosen, MissionSource::Shipped { stem } if *stem == entry.stem);
                // A numbered track shows its number after the group's title.
                let name = track_name(&entry.name);
                let face = track_face(&name);
                if named_chip(ui, selected, &face, theme::ACCENT, &name).clicked() {
                    intents.push(Intent::Setup(SetupIntent::ChooseMission(
                        MissionSource::Shipped {
                            stem: entry.stem.clone(),
                        },
                    )));
                }
            }
        });
    }
}

/// A group's heading in the current language (the group keeps its English title as its id).
fn group_title(title: &str) -> String {
    match title {
        "Test runs" => tr!("tracks-test-runs"),
        "Simulations" => tr!("tracks-simulations"),
        "Advanced simulations" => tr!("tracks-advanced-simulations"),
        "Missions" => tr!("tracks-missions"),
        "Double-action missions" => tr!("tracks-double-action"),
        other => other.to_owned(),
    }
}

/// The face of a shipped track's chip: a numbered track its number ("Missions 1 2 3 ..."),
/// any other track its name. The chip keeps the full name (in the current language) for
/// screen readers and tests.
fn track_face(name: &str) -> String {
    match name.rsplit_once(' ') {
        Some((_, n)) if n.chars().all(|c| c.is_ascii_digit()) => n.to_owned(),
        _ => name.to_owned(),
    }
}

/// A group of shipped tracks as one drop-down menu (the double-action missions): its
/// heading, and the chosen track's name when it is one of them.
fn menu(ui: &mut Ui, group: &TrackGroup, chosen: &MissionSource, intents: &mut Vec<Intent>) {
    let current = group
        .tracks
        .iter()
        .find(|entry| matches!(chosen, MissionSource::Shipped { stem } if *stem == entry.stem));
    // Wrapped, and the list no wider than the room left: a long title (German's) with a
    // 260 px list widened the whole column, and every row under it ran under the crew.
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(RichText::new(group_title(group.title)).color(theme::MUTED));
        let text = current.map_or_else(|| tr!("setup-choose-one"), |entry| track_name(&entry.name));
        let room = ui.available_width() - 8.0;
        egui::ComboBox::from_id_salt(group.title)
            .selected_text(text)
            .width(if room >= 200.0 {
                room.min(260.0)
            } else {
                260.0
            })
            .show_ui(ui, |ui| {
                for entry in &group.tracks {
                    let selected = current.is_some_and(|c| c.stem == entry.stem);
                    if ui
                        .selectable_label(selected, track_name(&entry.name))
                        .clicked()
                    {
                        intents.push(Intent::Setup(SetupIntent::ChooseMission(
                            MissionSource::Shipped {
                                stem: entry.stem.clone(),
                            },
                        )));
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
}
