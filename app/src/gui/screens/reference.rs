//! The rules reference's other two parts beside the threat cards (`threat_cards.rs`): the
//! Resolution Round's steps in the crew's words, and the project's rulings (RULINGS.md, built
//! into the program by `words::rulings`). Also the link a line of the resolution log or of the
//! debrief carries to the entry it applies.

use egui::{RichText, Ui};
use engine::event::Step;
use i18n::tr;
use words::links::Link;
use words::rulings::Ruling;

use crate::gui::widgets::theme;
use crate::gui::{Intent, Page};

/// The parts of the reference, one tab each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Tab {
    /// Every threat card.
    #[default]
    Cards,
    /// The steps of a turn of the Resolution Round.
    Round,
    /// The project's rulings.
    Rulings,
}

impl Tab {
    /// The tab's title in the current language.
    pub fn title(self) -> String {
        match self {
            Tab::Cards => tr!("reference-tab-cards"),
            Tab::Round => tr!("reference-tab-round"),
            Tab::Rulings => tr!("reference-tab-rulings"),
        }
    }
}

/// A small chip before a line naming the card or ruling it applies (`SE1-08`, `R8`); a click
/// opens the reference there.
pub fn link_chip(ui: &mut Ui, link: &Link, size: f32, intents: &mut Vec<Intent>) {
    let id = match link {
        Link::Card(id) => id.as_str(),
        Link::Ruling(id) => id,
    };
    let chip = egui::Button::new(RichText::new(id).size(size).color(theme::ACCENT)).small();
    if ui
        .add(chip)
        .on_hover_text(tr!("reference-link-hover"))
        .clicked()
    {
        intents.push(Intent::Open(Page::Reference(link.clone())));
    }
}

/// The Resolution Round: the turn's five steps in order, each in words, then turn 13.
pub fn round_ui(ui: &mut Ui, size: f32) {
    ui.add(egui::Label::new(RichText::new(tr!("reference-round-intro")).size(size)).wrap());
    ui.add_space(size * 0.6);
    let steps = [
        (Step::Appear, tr!("reference-step-appear")),
        (Step::Actions, tr!("reference-step-actions")),
        (Step::Damage, tr!("reference-step-damage")),
        (Step::Threats, tr!("reference-step-threats")),
        (Step::EndOfTurn, tr!("reference-step-end-of-turn")),
    ];
    for (n, (step, words)) in steps.into_iter().enumerate() {
        let title = format!("{}. {}", n + 1, words::nouns::step(step));
        ui.label(RichText::new(title).size(size * 1.1).strong());
        ui.add(egui::Label::new(RichText::new(words).size(size)).wrap());
        ui.add_space(size * 0.4);
    }
    ui.add(egui::Label::new(RichText::new(tr!("reference-turn-13")).size(size)).wrap());
}

/// The rulings the search finds: by id, or by words of the question or the answer.
pub fn rulings_found<'a>(all: &'a [Ruling], search: &str) -> Vec<&'a Ruling> {
    let wanted = search.trim().to_lowercase();
    all.iter()
        .filter(|r| {
            wanted.is_empty()
                || r.id.to_lowercase() == wanted
                || r.id.to_lowercase().starts_with(&wanted)
                || r.title.to_lowercase().contains(&wanted)
                || r.body.to_lowercase().contains(&wanted)
        })
        .collect()
}

/// One ruling: its id and question as a heading, then its answer.
pub fn ruling_ui(ui: &mut Ui, ruling: &Ruling, size: f32) {
    let heading = format!("{}  {}", ruling.id, ruling.title);
    ui.add(egui::Label::new(RichText::new(heading).size(size * 1.3).strong()).wrap());
    ui.add(
        egui::Label::new(
            RichText::new(tr!("reference-rulings-note"))
                .size(size * 0.8)
                .color(theme::MUTED),
        )
        .wrap(),
    );
    ui.add_space(size * 0.5);
    for paragraph in ruling.body.split("\n\n") {
        // The file's Markdown marks (`**`, `*`, backquotes) are not shown.
        let text = paragraph.replace('\n', " ").replace(['*', '`'], "");
        ui.add(egui::Label::new(RichText::new(text).size(size)).wrap());
        ui.add_space(size * 0.3);
    }
}
