//! The campaign the crew is flying (RULINGS.md C1-C9): the missions flown, the ship
//! carried to the next one. It outlives every screen of the campaign, so it is the app's,
//! not a screen's.

use engine::{Score, StartingDamage};

/// One mission of the campaign being flown, as it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlownMission {
    /// The track's name.
    pub track: Option<String>,
    /// Its score (`None` when lost).
    pub score: Option<Score>,
    /// The ship it started from.
    pub started: StartingDamage,
    /// The ship it left, before repairs.
    pub left: StartingDamage,
    /// The repairs made after it, in words.
    pub repairs: Vec<String>,
    /// Its id in the ship's log, once written.
    pub logged: Option<shiplog::MissionId>,
}

/// The campaign the crew is flying.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CampaignRun {
    /// The missions planned (1-3).
    pub planned: u8,
    /// Its id in the ship's log, once its first mission is written.
    pub log_id: Option<shiplog::CampaignId>,
    /// The missions flown so far.
    pub flown: Vec<FlownMission>,
    /// The ship the next mission starts from (after the repairs).
    pub carried: StartingDamage,
    /// Why the log could not be written, if it could not.
    pub log_problem: Option<String>,
    /// The mission on the score card is already counted (and logged): once per mission.
    pub scored: bool,
    /// What the career rules read of each mission flown (the campaign is one run, CA1).
    pub facts: Vec<career::MissionFacts>,
    /// The names of the crew who started it (empty before its first mission): one crew
    /// flies a campaign to its end.
    pub crew: Vec<String>,
}

impl CampaignRun {
    /// A campaign of `planned` missions with a new ship.
    pub fn new(planned: u8) -> Self {
        Self {
            planned,
            log_id: None,
            flown: Vec::new(),
            carried: StartingDamage::default(),
            log_problem: None,
            scored: false,
            facts: Vec::new(),
            crew: Vec::new(),
        }
    }

    /// Why the crew `names` may not fly the campaign's next mission: it is not the crew who
    /// started it (the order and the spelling's spaces aside). `None`: the same crew, or the
    /// first mission.
    pub fn crew_change(&self, names: &[String]) -> Option<String> {
        let sorted = |names: &[String]| {
            let mut names: Vec<String> = names.iter().map(|n| n.trim().to_owned()).collect();
            names.sort();
            names
        };
        if self.crew.is_empty() || sorted(&self.crew) == sorted(names) {
            return None;
        }
        Some(i18n::tr!(
            "campaign-crew-changed",
            crew = self.crew.join(", ")
        ))
    }

    /// The number (1-3) of the mission being flown or about to be.
    pub fn current(&self) -> usize {
        self.flown.len() + 1
    }

    /// Lost (C8): a mission was lost.
    pub fn is_lost(&self) -> bool {
        self.flown.iter().any(|m| m.score.is_none())
    }

    /// Every planned mission flown, or lost.
    pub fn is_over(&self) -> bool {
        self.is_lost() || self.flown.len() >= usize::from(self.planned)
    }

    /// Whether the mission on the score card ends the campaign: its last planned mission,
    /// or a lost one (C8). `card_lost`: the card's mission was lost.
    pub fn ends_with(&self, card_lost: bool) -> bool {
        // Saved, the card's mission is already among those flown.
        let flown = self.flown.len() + usize::from(!self.scored);
        card_lost || self.is_lost() || flown >= usize::from(self.planned)
    }

    /// The running score (C7), `None` when lost or before the first mission.
    pub fn score(&self) -> Option<engine::CampaignScore> {
        let scores: Vec<Option<Score>> = self.flown.iter().map(|m| m.score).collect();
        engine::CampaignScore::of(&scores)
    }
}
