//! "Open a mission" on the setup screen: a track file of ours or a community script (a
//! Flash code string, an XML mission), read by `shell::tracks::read_mission` when the
//! mission starts.

use egui::{TextEdit, Ui};
use i18n::tr;

use crate::gui::widgets::{chip, theme};
use crate::gui::{Intent, SetupIntent};
use crate::shell::settings::MissionSource;

/// The row: the "Open a mission" chip and the file's path.
pub(super) fn row(
    ui: &mut Ui,
    path_text: &mut String,
    chosen: &MissionSource,
    intents: &mut Vec<Intent>,
) {
    ui.horizontal(|ui| {
        let selected = matches!(chosen, MissionSource::File { .. });
        let open = chip(ui, selected, &tr!("import-open"), theme::ACCENT)
            .on_hover_text(tr!("import-open-hover"));
        if open.clicked() {
            intents.push(Intent::Setup(SetupIntent::ChooseMission(
                MissionSource::File {
                    path: path_text.clone(),
                },
            )));
        }
        let label = ui.label(tr!("setup-path"));
        let edit = ui
            .add(
                TextEdit::singleline(path_text)
                    .desired_width(320.0)
                    .hint_text("my-track.yaml"),
            )
            .labelled_by(label.id);
        if edit.changed() {
            intents.push(Intent::Setup(SetupIntent::ChooseMission(
                MissionSource::File {
                    path: path_text.clone(),
                },
            )));
        }
    });
}
