//! The crew's own missions on the setup screen: a row under the shipped tracks, a chip for
//! each mission the mission editor saved, and the ways into the editor.

use egui::{RichText, Ui};
use i18n::tr;

use crate::gui::Intent;
use crate::gui::SetupIntent;
use crate::gui::screens::editor::EditorIntent;
use crate::gui::widgets::{named_chip, theme};
use crate::shell::own_missions::OwnMission;
use crate::shell::settings::MissionSource;

/// The row of the crew's missions, when there are any: "Our missions" and a chip per
/// mission (choosing it plays its file).
pub fn row(ui: &mut Ui, own: &[OwnMission], chosen: &MissionSource, intents: &mut Vec<Intent>) {
    if own.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr!("editor-setup-own")).color(theme::MUTED));
        for mission in own {
            let path = mission.path.display().to_string();
            let selected = matches!(chosen, MissionSource::File { path: p } if *p == path);
            let name = tr!("editor-setup-own-mission", name = mission.name.as_str());
            if named_chip(ui, selected, &mission.name, theme::ACCENT, &name).clicked() {
                intents.push(Intent::Setup(SetupIntent::ChooseMission(
                    MissionSource::File { path },
                )));
            }
        }
    });
}

/// The ways into the mission editor, beside "Mission card" (a row of its own would push the
/// table's choices down): a new mission, or a copy of the mission chosen.
pub fn editor_buttons(ui: &mut Ui, chosen: &MissionSource, intents: &mut Vec<Intent>) {
    if ui
        .button(tr!("editor-setup-open"))
        .on_hover_text(tr!("editor-setup-open-tooltip"))
        .clicked()
    {
        intents.push(Intent::Editor(EditorIntent::Open(None)));
    }
    // A random mission is made at the start: there is no track to copy yet.
    let copy = ui
        .add_enabled(
            *chosen != MissionSource::Generated,
            egui::Button::new(tr!("editor-setup-copy")),
        )
        .on_hover_text(tr!("editor-setup-copy-tooltip"));
    if copy.clicked() {
        intents.push(Intent::Editor(EditorIntent::Open(Some(chosen.clone()))));
    }
}
