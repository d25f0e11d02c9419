//! The score card's careers: for each explorer aboard the XP the run gives, the level-ups
//! and the achievements (detected, or ticked by the crew for the judged ones); once saved,
//! what the ship's log settled.

use career::{Catalog, Run, Seat, Settlement};
use egui::{RichText, ScrollArea, Ui};
use i18n::tr;
use shiplog::{ExplorerId, ExplorerRow, RunInput, Seated, SettledRun};

use super::CareerIntent;
use crate::gui::Intent;
use crate::gui::widgets::theme;

/// The careers part of a score card.
#[derive(Debug, Clone, PartialEq)]
pub struct CareerCard {
    /// The explorers aboard: (crew member's name on the boards, explorer).
    pub seated: Vec<(String, ExplorerRow)>,
    /// A test run or simulation (RULINGS.md CA2).
    pub training: bool,
    /// This mission's facts.
    pub facts: career::MissionFacts,
    /// The run this score card settles: the mission, or the campaign it ends; `None` for a
    /// campaign mission with more to come (the campaign is one run, CA1).
    pub run: Option<Run>,
    /// The judged achievements ticked: (explorer, id).
    pub ticks: Vec<(ExplorerId, String)>,
    /// What the run would give each explorer (or why the rules refuse).
    pub previews: Vec<Result<Settlement, String>>,
    /// What the ship's log settled, once saved.
    pub settled: Option<SettledRun>,
}

impl CareerCard {
    /// The card for explorers aboard a run (`None`: a campaign mission that does not end it).
    pub fn new(
        seated: Vec<(String, ExplorerRow)>,
        training: bool,
        facts: career::MissionFacts,
        run: Option<Run>,
    ) -> Self {
        let mut card = Self {
            seated,
            training,
            facts,
            run,
            ticks: Vec::new(),
            previews: Vec::new(),
            settled: None,
        };
        card.preview();
        card
    }

    /// Works out again what the run gives each explorer, with the ticks as they are.
    pub fn preview(&mut self) {
        let Some(run) = &self.run else {
            self.previews.clear();
            return;
        };
        self.previews = self
            .seated
            .iter()
            .map(|(name, row)| {
                let ticks: Vec<&str> = self.ticked(row.id).collect();
                career::settle(&row.explorer, run, &Seat::of(run, name), &ticks)
                    .map_err(|e| e.to_string())
            })
            .collect();
    }

    fn ticked(&self, id: ExplorerId) -> impl Iterator<Item = &str> {
        self.ticks
            .iter()
            .filter(move |(x, _)| *x == id)
            .map(|(_, a)| a.as_str())
    }

    /// Ticks a judged achievement for an explorer, or unticks it; another of its category
    /// ticked for them is unticked (one per category, CA7).
    pub fn toggle(&mut self, id: ExplorerId, achievement: &str) {
        let before = self.ticks.len();
        self.ticks.retain(|(x, a)| !(*x == id && a == achievement));
        if self.ticks.len() == before {
            if let Ok(catalog) = Catalog::shipped() {
                let category = catalog.get(achievement).map(|a| a.category);
                self.ticks
                    .retain(|(x, a)| *x != id || catalog.get(a).map(|o| o.category) != category);
            }
            self.ticks.push((id, achievement.to_owned()));
        }
        self.preview();
    }

    /// The judged achievements explorer `i` may be ticked for on this run.
    pub fn offered(&self, i: usize) -> Vec<&'static career::Achievement> {
        let (Some(run), Some((name, row)), Ok(catalog)) =
            (&self.run, self.seated.get(i), Catalog::shipped())
        else {
            return Vec::new();
        };
        career::eligible(catalog, &row.explorer, run, &Seat::of(run, name))
            .into_iter()
            .filter(|a| a.judged())
            .collect()
    }

    /// What the ship's log needs with this mission.
    pub fn input(&self) -> RunInput {
        RunInput {
            training: self.training,
            facts: self.facts.clone(),
            seated: self
                .seated
                .iter()
                .map(|(name, row)| Seated {
                    name: name.clone(),
                    explorer: row.id,
                })
                .collect(),
            attested: self.ticks.clone(),
        }
    }
}

/// One explorer's line: `Anna: +13 XP (run 8, achievements 5), level 1 -> 2`.
fn xp_line(name: &str, run_xp: u32, achievement_xp: u32, before: u8, after: u8) -> String {
    let mut line = tr!(
        "careers-card-xp",
        name = name,
        xp = run_xp + achievement_xp,
        run = run_xp,
        achievements = achievement_xp
    );
    if after > before {
        line.push_str(&tr!("careers-card-level-up", level = after));
    }
    line
}

fn achievement_names(earned: impl Iterator<Item = (String, bool)>) -> String {
    let catalog = Catalog::shipped().ok();
    let names: Vec<String> = earned
        .map(|(id, ticked)| {
            let name = catalog
                .and_then(|c| c.get(&id))
                .map_or(id.clone(), |a| a.name.clone());
            if ticked {
                tr!("careers-card-ticked", name = name)
            } else {
                name
            }
        })
        .collect();
    names.join(", ")
}

/// Draws the careers part of the score card.
pub fn card_ui(ui: &mut Ui, card: &CareerCard, size: f32, intents: &mut Vec<Intent>) {
    ui.label(
        RichText::new(tr!("careers-card-heading"))
            .size(size)
            .strong(),
    );
    if card.training {
        ui.label(RichText::new(tr!("careers-card-training")).color(theme::MUTED));
    }
    if let Some(settled) = &card.settled {
        for e in &settled.explorers {
            let mut line = xp_line(
                &e.name,
                e.run_xp,
                e.achievement_xp,
                e.before.level,
                e.after.level,
            );
            if e.died {
                line = tr!("careers-card-died", name = &e.name);
            } else if e.clone_lost {
                line = tr!("careers-card-clone", name = &e.name);
            }
            ui.label(
                RichText::new(line)
                    .size((size * 0.8).max(14.0))
                    .color(theme::TEXT),
            );
            let names = achievement_names(e.earned.iter().map(|(id, _, t)| (id.clone(), *t)));
            if !names.is_empty() {
                ui.label(
                    RichText::new(names)
                        .size((size * 0.7).max(13.0))
                        .color(theme::MUTED),
                );
            }
        }
        return;
    }
    if card.run.is_none() {
        ui.label(RichText::new(tr!("careers-card-campaign")).color(theme::MUTED));
        return;
    }
    for (i, ((_, row), preview)) in card.seated.iter().zip(&card.previews).enumerate() {
        ui.horizontal_wrapped(|ui| {
            match preview {
                Ok(s) => {
                    let line = if s.died {
                        tr!("careers-card-died", name = &row.explorer.name)
                    } else if s.clone_lost {
                        tr!("careers-card-clone", name = &row.explorer.name)
                    } else {
                        xp_line(
                            &row.explorer.name,
                            s.run_xp,
                            s.achievement_xp,
                            s.before.level,
                            s.explorer.level(),
                        )
                    };
                    ui.label(RichText::new(line).size((size * 0.8).max(14.0)));
                    let names =
                        achievement_names(s.earned.iter().map(|e| (e.id.clone(), e.attested)));
                    if !names.is_empty() {
                        ui.label(
                            RichText::new(names)
                                .size((size * 0.7).max(13.0))
                                .color(theme::MUTED),
                        );
                    }
                }
                Err(e) => {
                    ui.label(RichText::new(e).color(theme::ALARM));
                }
            }
            tick_menu(ui, card, i, row, intents);
        });
    }
}

/// "Tick achievements": the judged ones this explorer may earn, as checkboxes.
fn tick_menu(
    ui: &mut Ui,
    card: &CareerCard,
    i: usize,
    row: &ExplorerRow,
    intents: &mut Vec<Intent>,
) {
    let offered = card.offered(i);
    if offered.is_empty() {
        return;
    }
    let title = tr!("careers-card-tick", name = &row.explorer.name);
    ui.menu_button(title, |ui| {
        ScrollArea::vertical().max_height(320.0).show(ui, |ui| {
            for a in offered {
                let mut on = card.ticks.iter().any(|(x, t)| *x == row.id && *t == a.id);
                let text = tr!(
                    "careers-card-tick-line",
                    name = &a.name,
                    category = super::page::category_title(a.category),
                    xp = a.xp
                );
                if ui.checkbox(&mut on, text).clicked() {
                    intents.push(Intent::Career(CareerIntent::Tick(row.id, a.id.clone())));
                }
            }
        });
    });
}
