//! A run (one real mission, or one whole Exploration Campaign) and the facts of its missions.

use engine::{LineKind, Resolution, Setup, Severity, Specialization};
use serde::{Deserialize, Serialize};

use crate::{campaign_xp, mission_xp};

/// The levels of a deck: white, yellow, red.
pub type Levels = [bool; 3];

/// What the rules read of one mission, from its setup and resolution (stored with the
/// mission so a campaign's run can be settled when it ends).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissionFacts {
    /// Human crew members (androids do not count).
    pub humans: u8,
    /// Seats, androids included.
    pub crew: u8,
    /// Played with double actions.
    pub double_actions: bool,
    /// The common decks' levels.
    pub common: Levels,
    /// The serious decks' levels.
    pub serious: Levels,
    /// Threat points of the threats on the track: 1 per common threat, 2 per serious one.
    pub threat_points: u32,
    /// Penalty points, as a positive number: damage, knocked out, battlebots.
    pub penalties: u32,
    /// The ship jumped home.
    pub survived: bool,
    /// The mission's score (0 when lost).
    pub score: i32,
    /// Per crew member: the name and the abilities used.
    pub uses: Vec<(String, Vec<Use>)>,
}

/// A specialization ability used on a mission.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Use {
    /// Which specialization (its game-file word in JSON).
    #[serde(with = "word")]
    pub specialization: Specialization,
    /// The advanced face (else the basic one).
    pub advanced: bool,
}

/// A specialization as its game-file word (`data-analyst`).
mod word {
    use engine::Specialization;
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(s: &Specialization, out: S) -> Result<S::Ok, S::Error> {
        out.serialize_str(s.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Specialization, D::Error> {
        let w = String::deserialize(d)?;
        Specialization::parse(&w)
            .ok_or_else(|| D::Error::custom(format!("no specialization `{w}`")))
    }
}

impl MissionFacts {
    /// The facts of a resolved mission; `common` and `serious` are the decks' levels (the
    /// crew's choice, or read off the cards drawn).
    pub fn of(setup: &Setup, resolution: &Resolution, common: Levels, serious: Levels) -> Self {
        let humans = setup.crew.iter().filter(|c| !c.android).count();
        let threat_points = setup
            .threats
            .iter()
            .map(|t| match t.card.severity {
                Severity::Common => 1,
                Severity::Serious => 2,
            })
            .sum();
        let card = resolution.score_card();
        let penalties = [LineKind::Damage, LineKind::KnockedOut, LineKind::Battlebots]
            .into_iter()
            .map(|k| card.points(k).unsigned_abs())
            .sum();
        let uses = resolution
            .state
            .crew()
            .iter()
            .map(|c| {
                let mut used = Vec::new();
                if let Some(s) = c.specialist {
                    for (advanced, n) in [(false, c.uses[0]), (true, c.uses[1])] {
                        if n > 0 {
                            used.push(Use {
                                specialization: s.specialization,
                                advanced,
                            });
                        }
                    }
                }
                (c.name.to_string(), used)
            })
            .collect();
        MissionFacts {
            humans: u8::try_from(humans).unwrap_or(u8::MAX),
            crew: u8::try_from(setup.crew.len()).unwrap_or(u8::MAX),
            double_actions: setup.modules.double_actions,
            common,
            serious,
            threat_points,
            penalties,
            survived: resolution.score.is_some(),
            score: resolution.score.map_or(0, |s| s.total),
            uses,
        }
    }

    /// A won base-game mission of white threats with `humans` players and `score` points,
    /// the full threat count, no penalty (a starting point for examples and tests).
    pub fn plain(humans: u8, score: i32) -> Self {
        MissionFacts {
            humans,
            crew: humans.max(4),
            double_actions: false,
            common: [true, false, false],
            serious: [true, false, false],
            threat_points: if humans == 5 { 8 } else { 7 },
            penalties: 0,
            survived: true,
            score,
            uses: Vec::new(),
        }
    }

    /// Whether the mission had the full threat count: with double actions 12 threat points
    /// with five seats, else 10; without, 8 with five seats, else 7.
    pub fn full_threat_count(&self) -> bool {
        let full = match (self.double_actions, self.crew == 5) {
            (true, true) => 12,
            (true, false) => 10,
            (false, true) => 8,
            (false, false) => 7,
        };
        self.threat_points >= full
    }

    /// The abilities a named crew member used.
    pub fn used_by(&self, name: &str) -> &[Use] {
        self.uses
            .iter()
            .find(|(n, _)| n == name)
            .map_or(&[], |(_, u)| u.as_slice())
    }
}

/// What kind of run: only real missions and campaigns earn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr)]
#[strum(serialize_all = "lowercase")]
pub enum RunKind {
    /// One real mission.
    Mission,
    /// A whole Exploration Campaign of `planned` missions.
    Campaign {
        /// The missions the crew set out to fly.
        planned: u8,
    },
    /// A test run or a simulation: earns nothing, costs nothing.
    Training,
}

impl RunKind {
    /// The word stored in the log: `mission`, `campaign`, `training`.
    pub fn word(self) -> &'static str {
        self.into()
    }
}

/// One run, ready to be settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// Mission, campaign or training.
    pub kind: RunKind,
    /// Its missions, in order (one for a mission).
    pub missions: Vec<MissionFacts>,
    /// A campaign's score (the campaign score of the missions flown); a mission's is its own.
    pub campaign_score: i32,
    /// When it was settled, in seconds since 1970 (for the days of a career).
    pub at: i64,
}

/// What one explorer did on the run: the abilities they used over all its missions.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Seat {
    /// The abilities used at least once.
    pub used: Vec<Use>,
}

impl Seat {
    /// What the crew member named `name` used over the run's missions.
    pub fn of(run: &Run, name: &str) -> Seat {
        let mut used: Vec<Use> = Vec::new();
        for m in &run.missions {
            for u in m.used_by(name) {
                if !used.contains(u) {
                    used.push(*u);
                }
            }
        }
        Seat { used }
    }
}

impl Run {
    /// One real mission.
    pub fn mission(facts: MissionFacts) -> Run {
        Run {
            kind: RunKind::Mission,
            campaign_score: facts.score,
            missions: vec![facts],
            at: 0,
        }
    }

    /// A whole campaign: the missions flown, the number planned, the campaign score.
    pub fn campaign(missions: Vec<MissionFacts>, planned: u8, score: i32) -> Run {
        Run {
            kind: RunKind::Campaign { planned },
            missions,
            campaign_score: score,
            at: 0,
        }
    }

    /// A test run or simulation.
    pub fn training(facts: MissionFacts) -> Run {
        Run {
            kind: RunKind::Training,
            ..Run::mission(facts)
        }
    }

    /// The same run settled at `at` (seconds since 1970).
    pub fn at(self, at: i64) -> Run {
        Run { at, ..self }
    }

    /// The ship survived every mission.
    pub fn survived(&self) -> bool {
        !self.missions.is_empty() && self.missions.iter().all(|m| m.survived)
    }

    /// Missions flown.
    pub fn flown(&self) -> u8 {
        u8::try_from(self.missions.len()).unwrap_or(u8::MAX)
    }

    /// A campaign of three or more missions flown to its planned length.
    pub fn full_campaign(&self) -> bool {
        matches!(self.kind, RunKind::Campaign { planned } if self.flown() == planned && planned >= 3)
    }

    /// The XP of the run itself (0 when lost or training).
    pub fn xp(&self) -> u32 {
        if !self.survived() {
            return 0;
        }
        match self.kind {
            RunKind::Training => 0,
            RunKind::Mission => mission_xp(self.campaign_score),
            RunKind::Campaign { planned } => {
                campaign_xp(self.flown(), planned, self.campaign_score)
            }
        }
    }

    /// Human crew members (of the first mission: a campaign keeps its crew).
    pub fn humans(&self) -> u8 {
        self.missions.first().map_or(0, |m| m.humans)
    }
}
