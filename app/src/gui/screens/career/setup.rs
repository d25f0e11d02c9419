//! Setup: each crew member may play an explorer of the ship's log (picked from the list, or
//! made here); the dead are shown but cannot be picked.

use egui::{RichText, TextEdit, Ui};
use i18n::tr;
use shiplog::ExplorerId;

use super::{CareerIntent, CareerSetup};
use crate::gui::Intent;
use crate::gui::widgets::theme;

/// One explorer's line in a picker: `Anna (level 3, hardcore)`.
pub fn explorer_label(row: &shiplog::ExplorerRow) -> String {
    let e = &row.explorer;
    let status = if e.dead {
        tr!("careers-status-dead")
    } else if e.cloning {
        tr!("careers-status-cloning")
    } else {
        tr!("careers-status-hardcore")
    };
    tr!(
        "careers-explorer-label",
        name = &e.name,
        level = e.level(),
        status = status
    )
}

/// The explorer picker of crew member `index`, at the end of the roles' row; none while
/// the ship's log has no explorer (setup keeps its height for crews without careers).
pub fn explorer_picker(
    ui: &mut Ui,
    careers: &CareerSetup,
    index: usize,
    chosen: Option<ExplorerId>,
    intents: &mut Vec<Intent>,
) {
    if careers.explorers.is_empty() {
        return;
    }
    let shown = chosen
        .and_then(|id| careers.get(id))
        .map_or_else(|| tr!("careers-no-explorer"), |r| r.explorer.name.clone());
    let name = tr!("careers-explorer-of", player = index + 1);
    let combo = egui::ComboBox::from_id_salt(("explorer", index))
        .selected_text(shown)
        .width(130.0)
        .show_ui(ui, |ui| {
            if ui
                .selectable_label(chosen.is_none(), tr!("careers-no-explorer"))
                .clicked()
            {
                intents.push(Intent::Career(CareerIntent::Seat(index, None)));
            }
            for row in &careers.explorers {
                let selected = chosen == Some(row.id);
                let option = ui.add_enabled(
                    !row.explorer.dead,
                    egui::Button::selectable(selected, explorer_label(row)),
                );
                if option.clicked() {
                    intents.push(Intent::Career(CareerIntent::Seat(index, Some(row.id))));
                }
            }
        });
    combo
        .response
        .on_hover_text(tr!("careers-explorer"))
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
}

/// "New explorer…" beside "Add crew member": opens the form below the crew.
pub fn new_explorer_button(ui: &mut Ui, careers: &mut CareerSetup) {
    if ui
        .selectable_label(careers.creating, tr!("careers-new-explorer-open"))
        .clicked()
    {
        careers.creating = !careers.creating;
    }
}

/// Making an explorer (name, refusing cloning), once "New explorer…" opened the form; and
/// the answer of the last change.
pub fn new_explorer_row(ui: &mut Ui, careers: &mut CareerSetup, intents: &mut Vec<Intent>) {
    if careers.creating {
        creating_row(ui, careers, intents);
    }
    if let Some(notice) = &careers.notice {
        ui.label(RichText::new(notice).color(theme::WARNING));
    }
}

fn creating_row(ui: &mut Ui, careers: &mut CareerSetup, intents: &mut Vec<Intent>) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(tr!("careers-new-explorer"));
        ui.add(
            TextEdit::singleline(&mut careers.new_name)
                .desired_width(150.0)
                .hint_text(tr!("careers-name-hint")),
        )
        .labelled_by(label.id);
        ui.checkbox(&mut careers.new_hardcore, tr!("careers-refuse-cloning"))
            .on_hover_text(tr!("careers-refuse-cloning-tooltip"));
        if ui.button(tr!("careers-create")).clicked() {
            intents.push(Intent::Career(CareerIntent::Create));
        }
    });
}

/// "Explorers", beside "Ship's log" at the top of setup: the explorers' page.
pub fn explorers_button(ui: &mut Ui, intents: &mut Vec<Intent>) {
    if ui
        .button(tr!("careers-open"))
        .on_hover_text(tr!("careers-open-tooltip"))
        .clicked()
    {
        intents.push(Intent::Career(CareerIntent::Open));
    }
}
