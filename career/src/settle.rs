//! Settling a run: the XP, the level-ups, a clone or a life, and the achievements earned.

use crate::detect::{Context, holds};
use crate::{Achievement, CareerError, Catalog, Category, Explorer, Progress, Run, RunKind, Seat};
use strum::VariantArray;

/// An achievement earned on a run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Earned {
    /// Its id.
    pub id: String,
    /// The XP it gave.
    pub xp: u32,
    /// Ticked by the crew (judged) rather than detected.
    pub attested: bool,
}

/// What a run did to one explorer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settlement {
    /// The explorer after the run.
    pub explorer: Explorer,
    /// Level and boxes before it.
    pub before: Progress,
    /// The run's own XP.
    pub run_xp: u32,
    /// The XP of the achievements earned.
    pub achievement_xp: u32,
    /// Levels gained.
    pub level_ups: u8,
    /// The achievements earned, in the order earned.
    pub earned: Vec<Earned>,
    /// A cloning explorer lost a clone (the ship was destroyed).
    pub clone_lost: bool,
    /// A hardcore explorer died (the ship was destroyed).
    pub died: bool,
}

impl Settlement {
    /// All XP gained on the run.
    pub fn xp(&self) -> u32 {
        self.run_xp + self.achievement_xp
    }
}

/// The achievements `explorer` could earn on `run`, by category rules alone: not earned
/// yet, the minimum level met at the start of the run, a real run (and a surviving one,
/// addiction aside), the conditions holding. The judged ones are what the score card offers
/// to tick; the others are detected.
pub fn eligible<'c>(
    catalog: &'c Catalog,
    explorer: &Explorer,
    run: &Run,
    seat: &Seat,
) -> Vec<&'c Achievement> {
    if run.kind == RunKind::Training {
        return Vec::new();
    }
    let cx = Context {
        explorer,
        run,
        seat,
        catalog,
    };
    catalog
        .achievements
        .iter()
        .filter(|a| !explorer.has(&a.id) && a.min_level <= explorer.level())
        .filter(|a| a.category == Category::Addiction || run.survived())
        .filter(|a| holds(a, &cx))
        .collect()
}

/// Settles one explorer's run. `attested`: the ids of the judged achievements the crew
/// ticked for them (at most one per category, addiction aside).
///
/// A training run changes nothing. A destroyed ship costs a cloning explorer one clone and
/// no XP, and kills a hardcore one. A surviving run gives its XP; then, in each category
/// but addiction, the crew's tick or else the detected achievement of most XP (the first of
/// the sheet on a tie); then every addiction achievement that holds, until none is left.
/// The minimum level is the level at the start of the run.
pub fn settle(
    explorer: &Explorer,
    run: &Run,
    seat: &Seat,
    attested: &[&str],
) -> Result<Settlement, CareerError> {
    let catalog = Catalog::shipped()?;
    if explorer.dead {
        return Err(CareerError::Dead {
            name: explorer.name.clone(),
        });
    }
    let start = explorer.clone();
    let mut s = Settlement {
        explorer: explorer.clone(),
        before: explorer.progress,
        run_xp: 0,
        achievement_xp: 0,
        level_ups: 0,
        earned: Vec::new(),
        clone_lost: false,
        died: false,
    };
    let ticked = checked_ticks(catalog, &start, run, seat, attested)?;
    if run.kind == RunKind::Training {
        return Ok(s);
    }
    if run.survived() {
        s.run_xp = run.xp();
        let xp = s.run_xp;
        gain(&mut s, xp, None);
        let record = &mut s.explorer.record;
        record.successful_runs += 1;
        record.first_success_at.get_or_insert(run.at);
        if run.full_campaign() {
            record.full_campaigns += 1;
        }
        let open = eligible(catalog, &start, run, seat);
        for &category in Category::VARIANTS {
            if category == Category::Addiction {
                continue;
            }
            let chosen = ticked.iter().find(|a| a.category == category).or_else(|| {
                open.iter()
                    .filter(|a| a.category == category && !a.judged())
                    .fold(None, |best: Option<&&Achievement>, a| match best {
                        Some(b) if b.xp >= a.xp => Some(b),
                        _ => Some(a),
                    })
            });
            if let Some(a) = chosen {
                let attested = a.judged();
                gain(&mut s, a.xp, Some((&a.id, attested)));
            }
        }
    } else if explorer.cloning {
        s.explorer.clones += 1;
        s.clone_lost = true;
    } else {
        s.explorer.dead = true;
        s.died = true;
    }
    addictions(catalog, &start, run, seat, &mut s);
    Ok(s)
}

/// The crew's ticks, checked: known, judged, open to this explorer on this run, one per
/// category.
fn checked_ticks<'c>(
    catalog: &'c Catalog,
    explorer: &Explorer,
    run: &Run,
    seat: &Seat,
    attested: &[&str],
) -> Result<Vec<&'c Achievement>, CareerError> {
    let open = eligible(catalog, explorer, run, seat);
    let mut ticked: Vec<&Achievement> = Vec::new();
    for id in attested {
        let a = catalog
            .get(id)
            .ok_or_else(|| CareerError::UnknownAchievement((*id).to_owned()))?;
        let refuse = |why: &str| CareerError::Attested {
            name: a.name.clone(),
            why: why.to_owned(),
        };
        if !a.judged() {
            return Err(refuse("it is detected from the mission, not ticked"));
        }
        if !open.iter().any(|o| o.id == a.id) {
            return Err(refuse(&format!(
                "{} cannot earn it on this run (earned before, level below {}, the ship lost, a training run, or its conditions)",
                explorer.name, a.min_level
            )));
        }
        if ticked.iter().any(|t| t.category == a.category) {
            return Err(refuse(&format!(
                "one {} achievement per run",
                a.category.title()
            )));
        }
        ticked.push(a);
    }
    Ok(ticked)
}

/// Every addiction achievement that holds, checked again after each one earned (one may
/// open another: collector after an expert one, say). The minimum level is the start's.
fn addictions(catalog: &Catalog, start: &Explorer, run: &Run, seat: &Seat, s: &mut Settlement) {
    loop {
        let mut now = s.explorer.clone();
        now.progress = start.progress;
        let next = eligible(catalog, &now, run, seat)
            .into_iter()
            .find(|a| a.category == Category::Addiction);
        match next {
            Some(a) => gain(s, a.xp, Some((&a.id, false))),
            None => break,
        }
    }
}

/// Adds XP (and the achievement it came with) to the explorer.
fn gain(s: &mut Settlement, xp: u32, achievement: Option<(&str, bool)>) {
    let hardcore = s.explorer.hardcore();
    s.level_ups += s.explorer.progress.gain(xp, hardcore);
    s.explorer.xp += xp;
    if let Some((id, attested)) = achievement {
        s.achievement_xp += xp;
        s.explorer.achievements.push(id.to_owned());
        s.earned.push(Earned {
            id: id.to_owned(),
            xp,
            attested,
        });
    }
}
