//! The rules reference: every card of the catalog, found by its id, its name or the words of
//! its rules, and the chosen card's rules in the crew's language (its kind, its stats, its
//! text with X, Y and Z each on a line); the Resolution Round's steps and the project's
//! rulings (`reference.rs`), so a rules question in a debrief needs neither the box nor a
//! terminal. Opened from setup, or from a line of the resolution log or of the debrief at
//! the entry it applies; back shows the screen it was opened from.
//!
//! The screen keeps only what it shows (the search typed, the card chosen): like a text
//! field's contents, that is its own view state, not the app's, so it needs no intent
//! family of its own.

use std::sync::Arc;

use egui::{RichText, ScrollArea, TextEdit, Ui};
use engine::ThreatCard;
use i18n::tr;
use missions::Catalog;
use missions::catalog::effect_phrase;
use words::threats as says;

use crate::gui::library::Library;
use crate::gui::screens::reference::{self, Tab};
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::theme;
use crate::gui::{Intent, ScreenName};

/// The threat cards reference.
pub struct ThreatCardsScreen {
    /// The catalog (`Err`: why it could not be read, shown instead of the cards).
    catalog: Result<Arc<Catalog>, String>,
    /// What the crew typed: part of an id or a name, any case.
    pub search: String,
    /// The card shown (its id).
    pub chosen: Option<String>,
    /// The part of the reference shown.
    pub tab: Tab,
    /// The ruling shown (its id).
    pub ruling: Option<&'static str>,
    /// Every ruling, read once from the built-in RULINGS.md.
    rulings: Vec<words::rulings::Ruling>,
    /// Opened at an entry: its line is scrolled into view once.
    scroll_to_chosen: bool,
}

impl ThreatCardsScreen {
    /// The reference over the app's catalog, showing its first card.
    pub fn new(library: &Library) -> Self {
        let catalog = library.catalog.clone();
        let chosen = catalog
            .as_ref()
            .ok()
            .and_then(|c| c.cards().first())
            .map(|c| c.id.clone());
        let rulings = words::rulings::all();
        let ruling = rulings.first().map(|r| r.id);
        Self {
            catalog,
            search: String::new(),
            chosen,
            tab: Tab::Cards,
            ruling,
            rulings,
            scroll_to_chosen: false,
        }
    }

    /// The reference open at the card or ruling `link` names.
    pub fn at(library: &Library, link: words::links::Link) -> Self {
        let mut screen = Self::new(library);
        screen.scroll_to_chosen = true;
        match link {
            words::links::Link::Card(id) => {
                screen.chosen = Some(id);
                screen.tab = Tab::Cards;
            }
            words::links::Link::Ruling(id) => {
                screen.ruling = Some(id);
                screen.tab = Tab::Rulings;
            }
        }
        screen
    }

    /// The cards the search finds, in the catalog's order.
    pub fn found(&self) -> Vec<&ThreatCard> {
        let Ok(catalog) = &self.catalog else {
            return Vec::new();
        };
        let wanted = self.search.trim().to_lowercase();
        catalog
            .cards()
            .iter()
            .filter(|c| {
                wanted.is_empty()
                    || c.id.to_lowercase().contains(&wanted)
                    || c.name.to_lowercase().contains(&wanted)
                    || says::rules_text(c, catalog.text(&c.id))
                        .is_some_and(|t| t.to_lowercase().contains(&wanted))
            })
            .collect()
    }

    fn list(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            for tab in [Tab::Cards, Tab::Round, Tab::Rulings] {
                let title = RichText::new(tab.title()).size(18.0);
                if ui.selectable_label(self.tab == tab, title).clicked() {
                    self.tab = tab;
                }
            }
        });
        if self.tab == Tab::Round {
            return;
        }
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(tr!("boards-search")).size(20.0));
            ui.add(
                TextEdit::singleline(&mut self.search)
                    .hint_text(tr!("reference-search-hint"))
                    .font(egui::FontId::proportional(20.0))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        });
        let mut picked = None;
        ScrollArea::vertical()
            .id_salt(("threat-cards-list", self.tab))
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if self.tab == Tab::Rulings {
                    for ruling in reference::rulings_found(&self.rulings, &self.search) {
                        let chosen = self.ruling == Some(ruling.id);
                        let text = RichText::new(format!("{}  {}", ruling.id, ruling.title));
                        let line = ui.selectable_label(chosen, text.size(18.0));
                        if chosen && self.scroll_to_chosen {
                            line.scroll_to_me(Some(egui::Align::Center));
                        }
                        if line.clicked() {
                            self.ruling = Some(ruling.id);
                        }
                    }
                    return;
                }
                let found = self.found();
                if found.is_empty() {
                    ui.label(RichText::new(tr!("reference-nothing-found")).color(theme::MUTED));
                }
                for card in found {
                    let chosen = self.chosen.as_deref() == Some(card.id.as_str());
                    let text = RichText::new(format!("{}  {}", card.id, card.name)).size(20.0);
                    let line = ui.selectable_label(chosen, text);
                    if chosen && self.scroll_to_chosen {
                        line.scroll_to_me(Some(egui::Align::Center));
                    }
                    if line.clicked() {
                        picked = Some(card.id.clone());
                    }
                }
            });
        self.scroll_to_chosen = false;
        if picked.is_some() {
            self.chosen = picked;
        }
    }
}

/// A card as the crew reads it, in the current language: the threat cards page, the
/// mission screen's drawn card and the phones show the same words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardWords {
    /// "SE1-08  Asteroid".
    pub heading: String,
    /// Its kind line (serious external, white, base game).
    pub kind: String,
    /// Hit points, shield, speed, the points survived and destroyed.
    pub stats: String,
    /// What the card says before its actions (its special rule), if anything.
    pub description: String,
    /// X, Y and Z (and what happens when destroyed), each a line of its own.
    pub actions: Vec<String>,
}

impl CardWords {
    /// The words of `card`; `english` is the catalog's rules text of it.
    pub fn of(card: &ThreatCard, english: Option<&str>) -> Self {
        let text = says::rules_text(card, english);
        let (description, actions) = says::split_rules(text.as_deref().unwrap_or_default());
        let mut lines: Vec<String> = actions.into_iter().map(str::to_owned).collect();
        if lines.is_empty() {
            // A homebrew card without its actions in its text: the engine's phrases.
            for (letter, effects) in [("X", &card.x), ("Y", &card.y), ("Z", &card.z)] {
                lines.push(format!("{letter}: {}", phrases(effects)));
            }
            if !card.destroyed.is_empty() {
                lines.push(says::destroyed_line(&phrases(&card.destroyed)));
            }
        }
        Self {
            heading: format!("{}  {}", card.id, card.name),
            kind: says::kind_line(card),
            stats: says::stats_line(card),
            description: description.to_owned(),
            actions: lines,
        }
    }

    /// The words of the catalog's card `id`, if it has one.
    pub fn find(catalog: &Catalog, id: &str) -> Option<Self> {
        let card = catalog.get(id).ok()?;
        Some(Self::of(card, catalog.text(&card.id)))
    }

    /// The card drawn at `size` (the stats and rules; the heading at 1.45 times it).
    pub fn ui(&self, ui: &mut Ui, size: f32, heading: bool) {
        if heading {
            ui.label(
                RichText::new(&self.heading)
                    .size((size * 1.45).round())
                    .strong(),
            );
        }
        ui.add(egui::Label::new(RichText::new(&self.kind).size(size).color(theme::MUTED)).wrap());
        ui.add(egui::Label::new(RichText::new(&self.stats).size(size).strong()).wrap());
        ui.add_space(size * 0.4);
        if !self.description.is_empty() {
            ui.add(egui::Label::new(RichText::new(&self.description).size(size)).wrap());
            ui.add_space(size * 0.3);
        }
        for action in &self.actions {
            ui.add(egui::Label::new(RichText::new(action).size(size)).wrap());
        }
    }
}

fn phrases(effects: &[engine::card::Effect]) -> String {
    if effects.is_empty() {
        return says::nothing();
    }
    let phrases: Vec<String> = effects.iter().map(effect_phrase).collect();
    phrases.join(", ")
}

impl ThreatCardsScreen {
    /// The entry chosen in the tab shown.
    fn entry_ui(&self, ui: &mut Ui) {
        match (self.tab, &self.catalog) {
            (Tab::Round, _) => reference::round_ui(ui, 20.0),
            (Tab::Rulings, _) => {
                let ruling = self.rulings.iter().find(|r| Some(r.id) == self.ruling);
                if let Some(ruling) = ruling {
                    reference::ruling_ui(ui, ruling, 20.0);
                }
            }
            (Tab::Cards, Err(why)) => {
                ui.label(RichText::new(why).color(theme::ALARM));
            }
            (Tab::Cards, Ok(catalog)) => {
                let id = self.chosen.as_deref().unwrap_or_default();
                if let Some(words) = CardWords::find(catalog, id) {
                    words.ui(ui, 22.0, true);
                }
            }
        }
    }
}

impl Screen for ThreatCardsScreen {
    fn name(&self) -> ScreenName {
        ScreenName::ThreatCards
    }

    fn ui(&mut self, ui: &mut Ui, _shared: &Shared) -> Vec<Intent> {
        let mut intents = Vec::new();
        egui::Panel::top("threat-cards-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr!("reference-title")).size(34.0).strong());
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let back = RichText::new(tr!("resolution-back")).size(20.0);
                    if ui.button(back).clicked() {
                        intents.push(Intent::Back);
                    }
                });
            });
        });
        let width = ui.max_rect().width();
        egui::Panel::left("threat-cards-list")
            .resizable(false)
            .exact_size((width * 0.35).clamp(260.0, 520.0))
            .show(ui, |ui| self.list(ui));
        egui::CentralPanel::default().show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt("threat-card")
                .auto_shrink([false, false])
                .show(ui, |ui| self.entry_ui(ui));
        });
        intents
    }

    fn phones(&self) -> Option<terminals::Stage> {
        waiting(tr!("phones-waiting-mission"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    fn harness(language: i18n::Language) -> Harness<'static, ThreatCardsScreen> {
        i18n::set_thread_language(Some(language));
        let screen = ThreatCardsScreen::new(&Library::load());
        let mut h = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_ui_state(
                |ui, screen: &mut ThreatCardsScreen| {
                    let shared = Shared {
                        volume: 100,
                        campaign: None,
                        phones: &[],
                    };
                    let _ = Screen::ui(screen, ui, &shared);
                },
                screen,
            );
        h.run();
        h
    }

    #[test]
    fn every_card_of_the_catalog_is_listed_and_the_search_narrows_by_id_or_name() {
        let mut h = harness(i18n::Language::En);
        let all = Catalog::base().unwrap().cards().len();
        assert_eq!(h.state().found().len(), all);
        h.state_mut().search = "juggern".to_owned();
        h.run();
        let found: Vec<String> = h.state().found().iter().map(|c| c.id.clone()).collect();
        assert!(!found.is_empty() && found.len() < all, "{found:?}");
        h.state_mut().search = "se1-0".to_owned();
        h.run();
        assert!(h.state().found().iter().all(|c| c.id.starts_with("SE1-0")));
    }

    #[test]
    fn a_card_clicked_shows_its_rules_with_x_y_and_z() {
        let mut h = harness(i18n::Language::En);
        h.state_mut().search = "SE1-08".to_owned();
        h.run();
        h.get_by_label_contains("SE1-08").click();
        h.run();
        assert_eq!(h.state().chosen.as_deref(), Some("SE1-08"));
        let stats = says::stats_line(Catalog::base().unwrap().get("SE1-08").unwrap());
        assert!(h.query_by_label_contains(&stats).is_some(), "{stats}");
        assert!(h.query_by_label_contains("Z:").is_some());
    }

    #[test]
    fn in_german_the_rules_and_the_words_around_them_are_german() {
        let h = harness(i18n::Language::De);
        let heading = tr!("reference-title");
        assert_ne!(heading, "Rules reference");
        assert!(h.query_by_label(&heading).is_some(), "{heading}");
        let first = Catalog::base().unwrap().cards()[0].clone();
        let stats = says::stats_line(&first);
        assert!(h.query_by_label_contains(&stats).is_some(), "{stats}");
        assert!(h.query_by_label_contains("hit points").is_none());
        i18n::set_thread_language(Some(i18n::Language::En));
    }
}
