//! The designer's fields: one control per field of the card file, labelled in the crew's
//! words; a picker for each field that takes one of a few words, and the start of every
//! phrase the phrase tables know offered beside each list of phrases.

use egui::{RichText, TextEdit, Ui};
use engine::{Color, Severity, Station};
use i18n::tr;
use missions::catalog::{effect_heads, trait_heads};
use words::threats as says;

use super::DesignerScreen;
use super::scenario::ZONES;
use crate::gui::widgets::theme;

/// Every kind of card as the file writes it.
const KINDS: [&str; 5] = [
    "external",
    "intruder",
    "malfunction-a",
    "malfunction-b",
    "malfunction-c",
];

/// A field of the card file in the crew's words (`hit_points`: "Hit points").
pub fn label(field: &str) -> String {
    match field {
        "id" => tr!("designer-field-id"),
        "name" => tr!("designer-field-name"),
        "set" => tr!("designer-field-set"),
        "kind" => tr!("designer-field-kind"),
        "severity" => tr!("designer-field-severity"),
        "color" => tr!("designer-field-color"),
        "shield" => tr!("designer-field-shield"),
        "hit_points" => tr!("designer-field-hit-points"),
        "speed" => tr!("designer-field-speed"),
        "points" => tr!("designer-field-points"),
        "stations" => tr!("designer-field-stations"),
        "x" => "X".to_owned(),
        "y" => "Y".to_owned(),
        "z" => "Z".to_owned(),
        "destroyed" => tr!("designer-field-destroyed"),
        "traits" => tr!("designer-field-traits"),
        "text" => tr!("designer-field-text"),
        other => other.to_owned(),
    }
}

/// A kind of card in the crew's words.
fn kind_word(kind: &str) -> String {
    match kind {
        "external" => tr!("threats-kind-external"),
        "intruder" => tr!("designer-kind-intruder"),
        "malfunction-a" => tr!("designer-kind-malfunction", system = "A"),
        "malfunction-b" => tr!("designer-kind-malfunction", system = "B"),
        _ => tr!("designer-kind-malfunction", system = "C"),
    }
}

/// A drop-down of `options` (the file's words) shown in `word`s, named `name` for a screen
/// reader and the tests.
fn picker(
    ui: &mut Ui,
    name: &str,
    value: &mut String,
    options: &[&str],
    word: impl Fn(&str) -> String,
) {
    ui.label(name);
    let combo = egui::ComboBox::from_id_salt(("designer", name))
        .selected_text(word(value))
        .height(f32::INFINITY)
        .show_ui(ui, |ui| {
            for option in options {
                ui.selectable_value(value, (*option).to_owned(), word(option));
            }
        });
    combo
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, name));
}

/// A one-line text field labelled `name` (two cells of a grid).
fn text_field(ui: &mut Ui, name: &str, value: &mut String, width: f32) {
    let label = ui.label(name);
    ui.add(TextEdit::singleline(value).desired_width(width))
        .labelled_by(label.id);
}

/// A number field labelled `name` (two cells of a grid).
fn number<T: egui::emath::Numeric>(ui: &mut Ui, name: &str, value: &mut T, low: T, high: T) {
    let label = ui.label(name);
    ui.add(egui::DragValue::new(value).range(low..=high))
        .labelled_by(label.id);
}

/// A grid of labels and controls, two pairs a row: its rows never part a label from its
/// control at any window size.
fn grid(ui: &mut Ui, id: &str, columns: usize, add: impl FnOnce(&mut Ui)) {
    egui::Grid::new(id)
        .num_columns(columns)
        .spacing([8.0, 6.0])
        .show(ui, add);
}

impl DesignerScreen {
    /// The problems of `field`, under its control.
    fn problems_at(&self, ui: &mut Ui, field: &str) {
        for problem in self.problems() {
            if problem.field.as_deref() == Some(field) {
                ui.add(egui::Label::new(RichText::new(&problem.text).color(theme::ALARM)).wrap());
            }
        }
    }

    /// Every field of the card, in the file's order.
    pub(super) fn fields_ui(&mut self, ui: &mut Ui) {
        grid(ui, "designer-card", 4, |ui| {
            text_field(ui, &label("id"), &mut self.entry.id, 90.0);
            text_field(ui, &label("name"), &mut self.entry.name, 180.0);
            ui.end_row();
            picker(ui, &label("kind"), &mut self.entry.kind, &KINDS, kind_word);
            picker(
                ui,
                &label("severity"),
                &mut self.entry.severity,
                &["common", "serious"],
                |w| {
                    w.parse::<Severity>()
                        .map_or_else(|_| w.to_owned(), says::severity)
                },
            );
            ui.end_row();
            picker(
                ui,
                &label("color"),
                &mut self.entry.color,
                &["white", "yellow", "red"],
                |w| {
                    w.parse::<Color>()
                        .map_or_else(|_| w.to_owned(), says::color)
                },
            );
            picker(
                ui,
                &label("set"),
                &mut self.entry.set,
                &["base", "new-frontier"],
                |w| engine::CardSet::parse(w).map_or_else(|| w.to_owned(), says::set_title),
            );
            ui.end_row();
            self.numbers_ui(ui);
        });
        for field in ["id", "name", "kind", "severity", "color", "set"] {
            self.problems_at(ui, field);
        }
        self.stats_ui(ui);
        for (i, field) in ["x", "y", "z", "destroyed"].into_iter().enumerate() {
            ui.add_space(4.0);
            phrase_list(ui, field, &mut self.phrases[i], &effect_heads());
            self.problems_at(ui, field);
        }
        ui.add_space(4.0);
        phrase_list(ui, "traits", &mut self.traits, &trait_heads());
        self.problems_at(ui, "traits");
        ui.add_space(4.0);
        let name = label("text");
        let said = ui.label(&name);
        ui.add(
            TextEdit::multiline(&mut self.text)
                .desired_rows(2)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(said.id);
    }

    /// Hit points, speed and an external threat's shield: two rows of the card's grid.
    fn numbers_ui(&mut self, ui: &mut Ui) {
        number(ui, &label("hit_points"), &mut self.entry.hit_points, 0, 99);
        number(ui, &label("speed"), &mut self.entry.speed, 0, 9);
        ui.end_row();
        if self.entry.kind == "external" {
            number(ui, &label("shield"), &mut self.shield, -5, 9);
            ui.end_row();
        }
    }

    /// Points and an internal threat's stations, with the problems of the numbers.
    fn stats_ui(&mut self, ui: &mut Ui) {
        let internal = self.entry.kind != "external";
        for field in ["shield", "hit_points", "speed"] {
            self.problems_at(ui, field);
        }
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut self.own_points, tr!("designer-own-points"));
            if self.own_points {
                if !self.ends_mission {
                    number(
                        ui,
                        &tr!("designer-points-survived"),
                        &mut self.points[0],
                        0,
                        30,
                    );
                }
                number(
                    ui,
                    &tr!("designer-points-destroyed"),
                    &mut self.points[1],
                    0,
                    30,
                );
                ui.checkbox(&mut self.ends_mission, tr!("designer-ends-mission"));
            }
        });
        self.problems_at(ui, "points");
        if internal {
            ui.horizontal_wrapped(|ui| {
                ui.label(label("stations"));
                for station in Station::ALL {
                    let code = station.code().to_owned();
                    let mut on = self.entry.stations.contains(&code);
                    if ui.checkbox(&mut on, station.code()).changed() {
                        self.entry.stations.retain(|s| *s != code);
                        if on {
                            self.entry.stations.push(code);
                        }
                    }
                }
            });
            self.problems_at(ui, "stations");
        }
    }

    /// The scenario's choices and its outcome.
    pub(super) fn scenario_ui(&mut self, ui: &mut Ui) {
        ui.label(RichText::new(tr!("designer-scenario")).size(20.0).strong());
        let s = &mut self.scenario;
        grid(ui, "designer-scenario", 2, |ui| {
            if self.entry.kind == "external" {
                let mut zone = ZONES[s.zone.min(2)].to_owned();
                picker(ui, &tr!("designer-scenario-zone"), &mut zone, &ZONES, |z| {
                    engine::Zone::parse(z).map_or_else(|| z.to_owned(), words::nouns::zone)
                });
                s.zone = ZONES.iter().position(|z| *z == zone).unwrap_or(0);
                ui.end_row();
            }
            number(
                ui,
                &tr!("designer-scenario-trajectory"),
                &mut s.trajectory,
                1,
                7,
            );
            ui.end_row();
            number(ui, &tr!("designer-scenario-turn"), &mut s.turn, 1, 8);
            ui.end_row();
            text_field(ui, &tr!("designer-scenario-actions"), &mut s.actions, 220.0);
            ui.end_row();
        });
        ui.label(RichText::new(tr!("designer-scenario-actions-hint")).color(theme::MUTED));
        match self.outcome() {
            None => {}
            Some(Err(why)) => {
                ui.add(egui::Label::new(RichText::new(why).color(theme::ALARM)).wrap());
            }
            Some(Ok(outcome)) => {
                let color = if outcome.won {
                    theme::INFO
                } else {
                    theme::ALARM
                };
                ui.label(
                    RichText::new(&outcome.headline)
                        .size(18.0)
                        .strong()
                        .color(color),
                );
                ui.label(&outcome.damage);
                for line in &outcome.lines {
                    ui.label(RichText::new(line).monospace().size(13.0));
                }
            }
        }
    }
}

/// A list of phrases, one a line, labelled with its field, and a picker that starts a new
/// line with one of `heads` (the phrase tables' words).
fn phrase_list(ui: &mut Ui, field: &str, text: &mut String, heads: &[&str]) {
    let name = label(field);
    let said = ui.horizontal(|ui| {
        let said = ui.label(RichText::new(&name).strong());
        let add = tr!("designer-add-phrase", field = name.as_str());
        let combo = egui::ComboBox::from_id_salt(("designer-add", field))
            .selected_text(tr!("designer-add"))
            .height(320.0)
            .show_ui(ui, |ui| {
                for head in heads {
                    if ui.selectable_label(false, *head).clicked() {
                        if !text.is_empty() && !text.ends_with('\n') {
                            text.push('\n');
                        }
                        text.push_str(head);
                        text.push(' ');
                    }
                }
            });
        combo
            .response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &add));
        said.id
    });
    ui.add(
        TextEdit::multiline(text)
            .desired_rows(1)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace),
    )
    .labelled_by(said.inner);
}
