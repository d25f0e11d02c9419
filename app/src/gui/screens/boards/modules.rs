//! The boards screen's parts for the modules (`docs/ui.md` screen 3): what the palette offers
//! with the double actions and the specializations, and each board's specialization card.
//!
//! With the specializations a crew holds no heroic cards (they replace them), so the palette
//! drops the heroic cards and offers the specialization card's faces instead; each row
//! chooses its specialization (one of ten, no two boards alike) and its level (1-3).

use egui::{RichText, Sense, Ui, Vec2};
use engine::{Specialization, specialization::Teleport};
use i18n::tr;
use strum::VariantArray;

use crate::gui::BoardsIntent;
use crate::gui::Intent;
use crate::gui::model::boards::{BoardRow, BoardsEntry, Edit};
use crate::gui::widgets::card_face::{SpaceShown, describe, paint_space};
use crate::gui::widgets::chip;
use crate::gui::widgets::labels;
use crate::gui::widgets::named_chip;
use crate::gui::widgets::theme;

/// The base game's palette: the actions, the empty space and the heroic cards.
const BASE: [&str; 17] = [
    "A", "B", "C", "R", "<", ">", "^", ".", "A*", "B*", "R*", "@UR", "@UW", "@UB", "@LR", "@LW",
    "@LB",
];

/// The specialization card's faces on the palette: basic, advanced, and a Medic's card with
/// the single movement it may carry (NF4). Any other companion is typed (`S+:A`).
const SPECIAL: [&str; 5] = ["S", "S+", "S:<", "S:>", "S:^"];

/// The tokens the palette offers for the modules played, in order.
pub fn palette(modules: engine::Modules) -> Vec<&'static str> {
    let mut tokens: Vec<&'static str> = BASE
        .into_iter()
        .filter(|token| {
            !modules.specializations || engine::Action::parse(token).is_ok_and(|a| !a.is_heroic())
        })
        .collect();
    if modules.specializations {
        tokens.extend(SPECIAL);
    }
    tokens
}

/// The double faces the palette offers with the double actions (the deck's 36, in order; none
/// otherwise), as tokens (`A>`).
pub fn double_palette(modules: engine::Modules) -> Vec<String> {
    if !modules.double_actions {
        return Vec::new();
    }
    missions::deck::double_faces()
        .into_iter()
        .map(engine::Action::token)
        .collect()
}

/// The hint in an empty board's text field.
pub fn field_hint(modules: engine::Modules) -> String {
    match (modules.double_actions, modules.specializations) {
        (true, true) => i18n::tr!("entry-hint-double-specialization"),
        (true, false) => i18n::tr!("entry-hint-double"),
        (false, true) => i18n::tr!("entry-hint-specialization"),
        (false, false) => i18n::tr!("entry-hint"),
    }
}

/// A board's specialization: the card (one of ten, those other boards hold greyed out) and
/// its level as three chips.
pub fn specialist_ui(entry: &BoardsEntry, ui: &mut Ui, index: usize, intents: &mut Vec<Intent>) {
    let Some(row) = entry.rows.get(index) else {
        return;
    };
    let held_by_others: Vec<Specialization> = entry
        .rows
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != index)
        .filter_map(|(_, r)| r.specialist.map(|s| s.specialization))
        .collect();
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr!("entry-specialization")).color(theme::MUTED));
        let shown = row.specialist.map_or_else(
            || tr!("entry-specialization-none"),
            |s| labels::specialization::title(s.specialization),
        );
        let name = tr!("entry-specialization-of", name = &row.name);
        let combo = egui::ComboBox::from_id_salt(("specialist", index))
            .selected_text(shown)
            .width(170.0)
            .show_ui(ui, |ui| {
                if ui
                    .selectable_label(row.specialist.is_none(), tr!("entry-specialization-none"))
                    .clicked()
                {
                    intents.push(Intent::Boards(BoardsIntent::Edit(Edit::SetSpecialization(
                        index, None,
                    ))));
                }
                for &s in Specialization::VARIANTS {
                    // An explorer is offered only what they learned.
                    if entry.most_level(index, s) == 0 {
                        continue;
                    }
                    let free = !held_by_others.contains(&s);
                    let selected = row.specialist.is_some_and(|h| h.specialization == s);
                    let option = ui.add_enabled(
                        free,
                        egui::Button::selectable(selected, labels::specialization::title(s)),
                    );
                    if option.clicked() {
                        intents.push(Intent::Boards(BoardsIntent::Edit(Edit::SetSpecialization(
                            index,
                            Some(s),
                        ))));
                    }
                }
            });
        combo
            .response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
        if let Some(specialist) = row.specialist {
            for level in 1..=entry.most_level(index, specialist.specialization) {
                let chip_name = tr!("entry-specialist-level", name = &row.name, level = level);
                let text = level.to_string();
                if named_chip(
                    ui,
                    specialist.level == level,
                    &text,
                    theme::ACCENT,
                    &chip_name,
                )
                .on_hover_text(level_hint(level))
                .clicked()
                {
                    intents.push(Intent::Boards(BoardsIntent::Edit(
                        Edit::SetSpecialistLevel(index, level),
                    )));
                }
            }
        }
    });
    if let Some(specialist) = row.specialist
        && specialist.specialization == Specialization::Teleporter
    {
        teleport_ui(entry, ui, index, specialist.teleport, intents);
    }
}

/// The Teleporter's two tokens, placed during a data transfer: who is moved (departure) into
/// whose station (arrival). Both on the Teleporter, the default, moves nobody.
fn teleport_ui(
    entry: &BoardsEntry,
    ui: &mut Ui,
    index: usize,
    tokens: Option<Teleport>,
    intents: &mut Vec<Intent>,
) {
    let tokens = tokens.unwrap_or(Teleport {
        departure: index,
        arrival: index,
    });
    let name_of = |i: usize| entry.rows.get(i).map_or("?", |r| r.name.as_str());
    let owner = name_of(index);
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr!("entry-teleport")).color(theme::MUTED));
        for (token, chosen) in [("departure", tokens.departure), ("arrival", tokens.arrival)] {
            let token_word = if token == "departure" {
                tr!("entry-teleport-departure")
            } else {
                tr!("entry-teleport-arrival")
            };
            ui.label(RichText::new(&token_word).color(theme::MUTED));
            let name = tr!("entry-teleport-token", name = owner, token = &token_word);
            let combo = egui::ComboBox::from_id_salt(("teleport", token, index))
                .selected_text(name_of(chosen))
                .width(120.0)
                .show_ui(ui, |ui| {
                    for (i, r) in entry.rows.iter().enumerate() {
                        let option = ui.selectable_label(i == chosen, r.name.as_str());
                        // Named with its token: the list stands beside the boards' own names.
                        let said = format!("{token_word}: {}", r.name);
                        option.widget_info(|| {
                            egui::WidgetInfo::selected(egui::Role::Button, true, i == chosen, &said)
                        });
                        if option.clicked() {
                            let (departure, arrival) = if token == "departure" {
                                (i, tokens.arrival)
                            } else {
                                (tokens.departure, i)
                            };
                            intents.push(Intent::Boards(BoardsIntent::Edit(Edit::SetTeleport {
                                row: index,
                                departure,
                                arrival,
                            })));
                        }
                    }
                });
            combo
                .response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
        }
    });
}

/// What a level gives, in words.
fn level_hint(level: u8) -> String {
    match level {
        1 => tr!("entry-level-1"),
        2 => tr!("entry-level-2"),
        _ => tr!("entry-level-3"),
    }
}

/// One card of the palette: a click types `token` into the focused board.
fn palette_tile(ui: &mut Ui, token: &str, size: Vec2, intents: &mut Vec<Intent>) {
    let Ok(action) = engine::Action::parse(token) else {
        return;
    };
    let response = ui.allocate_response(size, Sense::click());
    paint_space(
        ui,
        response.rect,
        &SpaceShown::Card(action),
        response.hovered(),
    );
    let name = tr!("boards-palette-tile", token = token);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    if response.on_hover_text(describe(action)).clicked() {
        intents.push(Intent::Boards(BoardsIntent::Edit(Edit::Palette(
            token.to_owned(),
        ))));
    }
}

/// The token palette: clicks type into the focused board.
pub(super) fn palette_ui(entry: &BoardsEntry, ui: &mut Ui, intents: &mut Vec<Intent>) {
    let target = entry
        .rows
        .get(entry.focused)
        .map_or(String::new(), |r| r.name.clone());
    // A full board's refusal in the palette's own line: the rows below never move.
    let line = if entry.rows.get(entry.focused).is_some_and(BoardRow::is_full) {
        RichText::new(tr!("boards-full", name = target.as_str())).color(theme::ALARM)
    } else {
        RichText::new(tr!("boards-palette", name = target.as_str())).color(theme::MUTED)
    };
    ui.label(line);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        for token in palette(entry.modules) {
            palette_tile(ui, token, Vec2::splat(38.0), intents);
        }
        let oops = chip(ui, entry.tripped, &tr!("boards-oops"), theme::WARNING)
            .on_hover_text(tr!("boards-oops-hint"));
        if oops.clicked() {
            intents.push(Intent::Boards(BoardsIntent::Edit(Edit::ToggleOops)));
        }
        if ui
            .button(tr!("boards-undo"))
            .on_hover_text(tr!("boards-undo-hint"))
            .clicked()
        {
            intents.push(Intent::Boards(BoardsIntent::Edit(Edit::Undo)));
        }
    });
    let doubles = double_palette(entry.modules);
    if !doubles.is_empty() {
        // The 36 double faces of the deck, each as its two halves in order.
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 3.0;
            ui.label(RichText::new(tr!("boards-double-cards")).color(theme::MUTED));
            for token in &doubles {
                palette_tile(ui, token, Vec2::new(44.0, 28.0), intents);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_palette_trades_the_heroic_cards_for_the_specialization_card() {
        let base = palette(engine::Modules::BASE);
        assert_eq!(base, BASE);
        let special = palette(engine::Modules {
            specializations: true,
            ..engine::Modules::BASE
        });
        assert!(special.contains(&"S+") && special.contains(&"S:>"));
        assert!(
            !special
                .iter()
                .any(|t| t.ends_with('*') || t.starts_with('@'))
        );
        for token in special {
            assert!(engine::Action::parse(token).is_ok(), "{token}");
        }
    }

    #[test]
    fn the_double_actions_add_the_decks_36_double_faces() {
        assert!(double_palette(engine::Modules::BASE).is_empty());
        let doubles = double_palette(engine::Modules {
            double_actions: true,
            ..engine::Modules::BASE
        });
        assert_eq!(doubles.len(), 36);
        assert!(doubles.contains(&"A>".to_owned()) && doubles.contains(&"<<".to_owned()));
        for token in &doubles {
            assert!(engine::Action::parse(token).is_ok_and(engine::Action::is_double));
        }
    }

    /// RULINGS.md CA15: an explorer's board takes only what they learned, up to its level;
    /// a board of no explorer takes any of the ten.
    #[test]
    fn an_explorers_board_takes_only_what_they_learned() {
        let catalog = Ok(std::sync::Arc::new(missions::Catalog::base().unwrap()));
        let mut entry = BoardsEntry::new(&crate::shell::settings::Settings::default(), catalog, 0);
        let anna = entry.rows[0].name.clone();
        entry.learned = vec![(anna, vec![(Specialization::Medic, 2)])];
        entry.set_specialization(0, Some(Specialization::Rocketeer));
        assert_eq!(entry.rows[0].specialist, None, "not learned");
        entry.set_specialization(0, Some(Specialization::Medic));
        entry.set_specialist_level(0, 3);
        let held = entry.rows[0].specialist.unwrap();
        assert_eq!(
            (held.specialization, held.level),
            (Specialization::Medic, 2)
        );
        assert_eq!(entry.most_level(1, Specialization::Rocketeer), 3);
        entry.set_specialization(1, Some(Specialization::Rocketeer));
        entry.set_specialist_level(1, 3);
        assert_eq!(entry.rows[1].specialist.unwrap().level, 3);
    }
}
