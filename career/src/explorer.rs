//! An explorer's sheet and the changes made to it between runs.

use engine::Specialization;
use strum::VariantArray;

use crate::{CareerError, Progress};

/// A specialization's highest level.
pub const MAX_SPECIALIZATION_LEVEL: u8 = 3;

/// What an explorer's past runs add up to, for the addiction achievements (the log counts
/// them from its runs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Record {
    /// Runs settled with the ship surviving (real runs only).
    pub successful_runs: u32,
    /// Campaigns of three or more missions flown to their planned length and survived.
    pub full_campaigns: u32,
    /// When the first successful run was settled (seconds since 1970), if any.
    pub first_success_at: Option<i64>,
}

/// A person's explorer sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explorer {
    /// Their name (unique in a ship's log).
    pub name: String,
    /// Consent to cloning (the default); `false` is a hardcore explorer, who skips the
    /// dotted boxes and dies with the ship.
    pub cloning: bool,
    /// Level and boxes.
    pub progress: Progress,
    /// All XP ever gained.
    pub xp: u32,
    /// Clones used up (ships destroyed while consenting to cloning).
    pub clones: u32,
    /// A hardcore explorer whose ship was destroyed.
    pub dead: bool,
    /// Specialization levels learned (1-3 each), in the order of `Specialization::VARIANTS` (the enum's).
    pub specializations: Vec<(Specialization, u8)>,
    /// Ids of the achievements earned, in the order earned.
    pub achievements: Vec<String>,
    /// The past runs, counted.
    pub record: Record,
}

impl Explorer {
    /// A new explorer at level 0. `cloning`: consent to cloning.
    pub fn new(name: &str, cloning: bool) -> Explorer {
        Explorer {
            name: name.trim().to_owned(),
            cloning,
            progress: Progress::default(),
            xp: 0,
            clones: 0,
            dead: false,
            specializations: Vec::new(),
            achievements: Vec::new(),
            record: Record::default(),
        }
    }

    /// Checks a name for a new explorer: 1 to 80 characters once trimmed.
    pub fn check_name(name: &str) -> Result<(), CareerError> {
        let n = name.trim().chars().count();
        if (1..=80).contains(&n) {
            Ok(())
        } else {
            Err(CareerError::BadName(name.to_owned()))
        }
    }

    /// The level (0-30).
    pub fn level(&self) -> u8 {
        self.progress.level
    }

    /// Refusing cloning.
    pub fn hardcore(&self) -> bool {
        !self.cloning
    }

    /// The specialization levels learned, summed.
    pub fn spent(&self) -> u8 {
        self.specializations.iter().map(|(_, l)| *l).sum()
    }

    /// The level learned of one specialization (0: not learned).
    pub fn learned(&self, specialization: Specialization) -> u8 {
        self.specializations
            .iter()
            .find(|(s, _)| *s == specialization)
            .map_or(0, |(_, l)| *l)
    }

    /// Whether the achievement was earned.
    pub fn has(&self, id: &str) -> bool {
        self.achievements.iter().any(|a| a == id)
    }

    fn alive(&self) -> Result<(), CareerError> {
        if self.dead {
            return Err(CareerError::Dead {
                name: self.name.clone(),
            });
        }
        Ok(())
    }

    /// Consents to cloning, between runs: for good (there is no way back), never for the dead.
    pub fn consent_to_cloning(&mut self) -> Result<(), CareerError> {
        self.alive()?;
        self.cloning = true;
        Ok(())
    }

    /// Spends the next specialization point on one more level of `specialization`.
    ///
    /// Each level earns one point; the point spent now is the `(spent + 1)`-th, earned at
    /// that explorer level. Level 2 of a specialization needs a point earned at level 3 or
    /// higher, level 3 one earned at level 6 or higher.
    pub fn learn(&mut self, specialization: Specialization) -> Result<(), CareerError> {
        self.alive()?;
        let spent = self.spent();
        if spent >= self.level() {
            return Err(CareerError::NoPoint {
                name: self.name.clone(),
                level: self.level(),
            });
        }
        let next = self.learned(specialization) + 1;
        let what = format!("{} {next}", specialization.title());
        if next > MAX_SPECIALIZATION_LEVEL {
            return Err(CareerError::Maxed {
                what: specialization.title().to_owned(),
            });
        }
        let point = spent + 1;
        let needs = match next {
            2 => 3,
            3 => 6,
            _ => 0,
        };
        if point < needs {
            return Err(CareerError::Locked { what, needs, point });
        }
        match self
            .specializations
            .iter_mut()
            .find(|(s, _)| *s == specialization)
        {
            Some((_, level)) => *level = next,
            None => {
                self.specializations.push((specialization, next));
                self.specializations
                    .sort_by_key(|(s, _)| Specialization::VARIANTS.iter().position(|a| a == s));
            }
        }
        Ok(())
    }

    /// Whether the explorer may depart on a run: alive, with every earned point spent.
    pub fn check_departure(&self) -> Result<(), CareerError> {
        self.alive()?;
        if self.spent() != self.level() {
            return Err(CareerError::Unspent {
                name: self.name.clone(),
                level: self.level(),
                spent: self.spent(),
            });
        }
        Ok(())
    }
}
