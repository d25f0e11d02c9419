//! The homebrew threat card designer (`docs/ui.md`): a card's fields in the card file's own
//! vocabulary (pickers for the words a field takes, one phrase a line for the actions and
//! traits), checked as the crew types by the one reader of card files, each problem at its
//! field in the crew's words; the card's rules in words as the threat cards page shows
//! them; and a scenario resolved against it by the engine.
//!
//! The fields, the scenario and what was last checked are the screen's own view state (like
//! a text field's contents); saving into the crew's folder and loading a card file are
//! intents ([`HomebrewIntent`]), which the one `apply` carries out.

mod fields;
pub mod scenario;

use egui::{RichText, ScrollArea, Ui};
use engine::ThreatCard;
use i18n::tr;
use missions::Catalog;
use missions::catalog::{CardEntry, write_cards};

use crate::gui::screens::threat_cards::CardWords;
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::theme;
use crate::gui::{HomebrewIntent, Intent, ScreenName};
use scenario::{Outcome, Scenario};

/// A problem of the card at its field, in the crew's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldProblem {
    /// The field as the card file names it (`hit_points`, `x`), if known.
    pub field: Option<String>,
    /// "Hit points: ..." in words.
    pub text: String,
}

/// The card as last checked: its problems, or the card with its words and scenario.
#[derive(Debug, Clone)]
struct Checked {
    /// What was checked (a change makes it stale).
    entry: CardEntry,
    /// The scenario it was run with.
    scenario: Scenario,
    /// Every problem, each at its field; empty when the card reads.
    problems: Vec<FieldProblem>,
    /// The card's rules in words, when it reads.
    words: Option<CardWords>,
    /// The scenario's outcome, or why it could not be run.
    outcome: Option<Result<Outcome, String>>,
}

/// The designer page.
pub struct DesignerScreen {
    /// The card's fields as the file writes them (phrases and traits are kept below as the
    /// text typed, one a line).
    pub entry: CardEntry,
    /// The X, Y, Z and `destroyed` phrases as typed, one a line.
    pub phrases: [String; 4],
    /// The trait phrases as typed, one a line.
    pub traits: String,
    /// The shield typed (written for an external card only).
    pub shield: i8,
    /// Points of its own rather than the severity's and color's.
    pub own_points: bool,
    /// Its own points: survived, destroyed.
    pub points: [u8; 2],
    /// Its Z ends the mission: surviving it scores nothing.
    pub ends_mission: bool,
    /// The plain-words rules text typed.
    pub text: String,
    /// The scenario run against it.
    pub scenario: Scenario,
    /// The file name it is saved as in the crew's folder.
    pub file_name: String,
    /// The card file to load, as typed.
    pub load_path: String,
    /// What the last save or load did (`Err`: it failed, said why).
    pub notice: Option<Result<String, String>>,
    /// A file of that name is in the crew's folder: the crew is asked before it is replaced.
    pub ask_overwrite: bool,
    checked: Option<Checked>,
}

impl Default for DesignerScreen {
    fn default() -> Self {
        Self::new()
    }
}

impl DesignerScreen {
    /// A new card: a common white external threat.
    pub fn new() -> Self {
        let mut screen = Self {
            entry: CardEntry::default(),
            phrases: Default::default(),
            traits: String::new(),
            shield: 0,
            own_points: false,
            points: [2, 4],
            ends_mission: false,
            text: String::new(),
            scenario: Scenario::default(),
            file_name: String::new(),
            load_path: String::new(),
            notice: None,
            ask_overwrite: false,
            checked: None,
        };
        let entry = screen.entry.clone();
        screen.load(entry);
        screen
    }

    /// Shows `entry` in the fields (a card loaded from a file).
    pub fn load(&mut self, entry: CardEntry) {
        let lines = |v: &[String]| v.join("\n");
        self.phrases = [
            lines(&entry.x),
            lines(&entry.y),
            lines(&entry.z),
            lines(&entry.destroyed),
        ];
        self.traits = lines(&entry.traits);
        self.shield = entry.shield.unwrap_or(0);
        self.own_points = entry.points.is_some();
        if let Some([survived, destroyed]) = entry.points {
            self.ends_mission = survived.is_none();
            self.points = [survived.unwrap_or(0), destroyed.unwrap_or(0)];
        }
        self.text = entry.text.clone().unwrap_or_default();
        if self.file_name.is_empty() && !entry.id.is_empty() {
            self.file_name = format!("{}.yaml", file_stem(&entry.id));
        }
        self.entry = entry;
        self.checked = None;
    }

    /// The card as the fields write it.
    pub fn written(&self) -> CardEntry {
        let lines = |s: &str| -> Vec<String> {
            s.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(str::to_owned)
                .collect()
        };
        let mut entry = self.entry.clone();
        entry.x = lines(&self.phrases[0]);
        entry.y = lines(&self.phrases[1]);
        entry.z = lines(&self.phrases[2]);
        entry.destroyed = lines(&self.phrases[3]);
        entry.traits = lines(&self.traits);
        let internal = entry.kind != "external";
        entry.shield = (!internal).then_some(self.shield);
        if !internal {
            entry.stations.clear();
        }
        entry.points = self.own_points.then_some([
            (!self.ends_mission).then_some(self.points[0]),
            Some(self.points[1]),
        ]);
        let text = self.text.trim();
        entry.text = (!text.is_empty()).then(|| text.to_owned());
        entry
    }

    /// Checks the card as it stands now (again only when it changed): its problems, or its
    /// rules in words and the scenario's outcome.
    pub fn check(&mut self) {
        let entry = self.written();
        let fresh = self
            .checked
            .as_ref()
            .is_some_and(|c| c.entry == entry && c.scenario == self.scenario);
        if fresh {
            return;
        }
        let read = read_card(&entry);
        let (problems, words, outcome) = match read {
            Ok(card) => {
                let words = CardWords::of(&card, entry.text.as_deref());
                let outcome = self.scenario.run(&entry, &card);
                (Vec::new(), Some(words), Some(outcome))
            }
            Err(problems) => (problems, None, None),
        };
        self.checked = Some(Checked {
            entry,
            scenario: self.scenario.clone(),
            problems,
            words,
            outcome,
        });
    }

    /// The card's problems as last checked, each at its field.
    pub fn problems(&self) -> &[FieldProblem] {
        self.checked.as_ref().map_or(&[], |c| &c.problems)
    }

    /// The scenario's outcome as last checked (`None`: the card does not read).
    pub fn outcome(&self) -> Option<&Result<Outcome, String>> {
        self.checked.as_ref()?.outcome.as_ref()
    }

    /// The card file to save: its name in the crew's folder and its text.
    ///
    /// # Errors
    /// The card has problems, or no file name: said in words.
    pub fn file_to_save(&mut self) -> Result<(String, String), String> {
        self.check();
        if !self.problems().is_empty() {
            return Err(tr!("designer-fix-first"));
        }
        let name = self.file_name.trim();
        let name = if name.is_empty() {
            format!("{}.yaml", file_stem(&self.entry.id))
        } else if name.ends_with(".yaml") || name.ends_with(".yml") {
            name.to_owned()
        } else {
            format!("{name}.yaml")
        };
        if name.contains(['/', '\\']) || name.starts_with('.') {
            return Err(tr!("designer-bad-file-name", name = name));
        }
        let text = write_cards(&[self.written()]).map_err(|e| e.to_string())?;
        Ok((name, text))
    }

    fn rules_ui(&self, ui: &mut Ui) {
        let Some(checked) = &self.checked else {
            return;
        };
        if !checked.problems.is_empty() {
            ui.label(RichText::new(tr!("designer-problems")).size(20.0).strong());
            for problem in &checked.problems {
                ui.add(egui::Label::new(RichText::new(&problem.text).color(theme::ALARM)).wrap());
            }
            return;
        }
        ui.label(RichText::new(tr!("designer-rules")).size(20.0).strong());
        if let Some(words) = &checked.words {
            words.ui(ui, 18.0, true);
        }
    }
}

/// A file name's stem made from a card id: letters, digits and dashes.
fn file_stem(id: &str) -> String {
    let stem: String = id
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    if stem.is_empty() {
        "card".to_owned()
    } else {
        stem.to_lowercase()
    }
}

/// The card `entry` writes, read back by the card files' reader among the shipped cards (an
/// id of a shipped card is refused), or every problem at its field, in words.
pub fn read_card(entry: &CardEntry) -> Result<ThreatCard, Vec<FieldProblem>> {
    let mut problems = Vec::new();
    for (field, value) in [("id", &entry.id), ("name", &entry.name)] {
        if value.trim().is_empty() {
            problems.push(FieldProblem {
                field: Some(field.to_owned()),
                text: tr!("designer-needs", field = fields::label(field)),
            });
        }
    }
    let text = write_cards(std::slice::from_ref(entry)).map_err(|e| {
        vec![FieldProblem {
            field: None,
            text: e.to_string(),
        }]
    })?;
    let mut catalog = Catalog::shipped().unwrap_or_default();
    if let Err(diagnostics) = catalog.add_yaml(&text, "card") {
        for d in &diagnostics.0 {
            let field = d
                .field
                .as_deref()
                .and_then(|f| f.rsplit('.').next())
                .map(str::to_owned);
            let reason = words::diagnostic::problem(&d.problem);
            let text = match &field {
                Some(f) => format!("{}: {reason}", fields::label(f)),
                None => reason,
            };
            problems.push(FieldProblem { field, text });
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    catalog.get(&entry.id).cloned().map_err(|e| {
        vec![FieldProblem {
            field: Some("id".to_owned()),
            text: words::diagnostic::problem(&e.problem()),
        }]
    })
}

impl Screen for DesignerScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Designer
    }

    fn ui(&mut self, ui: &mut Ui, _shared: &Shared) -> Vec<Intent> {
        let mut intents = Vec::new();
        self.check();
        egui::Panel::top("designer-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr!("designer-title")).size(34.0).strong());
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .button(RichText::new(tr!("resolution-back")).size(20.0))
                        .clicked()
                    {
                        intents.push(Intent::Back);
                    }
                });
            });
        });
        egui::Panel::bottom("designer-files").show(ui, |ui| self.files_ui(ui, &mut intents));
        let width = ui.max_rect().width();
        egui::Panel::left("designer-fields")
            .resizable(false)
            .exact_size((width * 0.5).clamp(420.0, 900.0))
            .show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("designer-fields-scroll")
                    .auto_shrink([false, false])
                    .show(ui, |ui| self.fields_ui(ui));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt("designer-rules-scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    self.rules_ui(ui);
                    ui.add_space(12.0);
                    self.scenario_ui(ui);
                });
        });
        intents
    }

    fn phones(&self) -> Option<terminals::Stage> {
        waiting(tr!("phones-waiting-mission"))
    }
}

impl DesignerScreen {
    /// Save and load, and what they did.
    fn files_ui(&mut self, ui: &mut Ui, intents: &mut Vec<Intent>) {
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr!("designer-file-name"));
            ui.add(egui::TextEdit::singleline(&mut self.file_name).desired_width(200.0))
                .labelled_by(label.id);
            if ui.button(tr!("designer-save")).clicked() {
                intents.push(Intent::Homebrew(HomebrewIntent::SaveCard(false)));
            }
            ui.add_space(16.0);
            let label = ui.label(tr!("designer-load-path"));
            ui.add(egui::TextEdit::singleline(&mut self.load_path).desired_width(260.0))
                .labelled_by(label.id);
            if ui.button(tr!("designer-load")).clicked() {
                intents.push(Intent::Homebrew(HomebrewIntent::LoadCard));
            }
        });
        if self.ask_overwrite {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr!("designer-overwrite-ask")).color(theme::WARNING));
                if ui.button(tr!("designer-overwrite")).clicked() {
                    intents.push(Intent::Homebrew(HomebrewIntent::SaveCard(true)));
                }
                if ui.button(tr!("designer-keep")).clicked() {
                    self.ask_overwrite = false;
                }
            });
        }
        match &self.notice {
            Some(Ok(said)) => {
                ui.label(said);
            }
            Some(Err(said)) => {
                ui.add(egui::Label::new(RichText::new(said).color(theme::ALARM)).wrap());
            }
            None => {}
        }
        ui.add_space(4.0);
    }
}
