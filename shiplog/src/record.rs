//! One line of the ship's log: a played mission as plain data, with no engine types.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::date::parse_rfc3339;

/// A mission's row in the log: who played, when, how hard, how it ended and what it scored,
/// plus everything needed to replay its resolution exactly (seed, game file, event log).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissionRecord {
    /// The crew in seating order (the order they act), androids included.
    pub crew: Vec<CrewEntry>,
    /// The crew's page of the log. `None` files the mission on a page named after the
    /// human crew members, sorted and joined with `", "` (so the same table of friends
    /// always lands on the same page); reading back always gives the page's name.
    pub crew_name: Option<String>,
    /// When the mission was played: an RFC 3339 date-time from the caller.
    pub played_at: String,
    /// The mission track's name, when the mission came from a track.
    pub track: Option<String>,
    /// The soundtrack used (a generated one's name, or the user's audio file).
    pub soundtrack: Option<String>,
    /// Difficulty of the common threats.
    pub common_difficulty: Difficulty,
    /// Difficulty of the serious threats.
    pub serious_difficulty: Difficulty,
    /// Whether the ship made it home.
    pub outcome: Outcome,
    /// The threat that destroyed the ship, when one did (lost missions only).
    pub destroyed_by: Option<String>,
    /// Points for threats survived (kept by the communications officer).
    pub survived_points: i32,
    /// Points for threats destroyed (kept by the captain).
    pub destroyed_points: i32,
    /// Points for visual confirmation.
    pub visual_confirmation: i32,
    /// Penalty for damage: total damage plus the most damaged zone's, as a negative number.
    pub damage_penalty: i32,
    /// Penalty for knocked-out players (-2 each).
    pub knock_out_penalty: i32,
    /// Penalty for disabled battlebot squads (-1 each).
    pub battlebot_penalty: i32,
    /// The score; `None` for a lost mission, which scores nothing.
    pub total: Option<i32>,
    /// The seed of the damage-tile draws.
    pub seed: u64,
    /// The game file (format 2) as played, so `resolve` can replay it.
    pub game_yaml: String,
    /// The resolution's event log as the engine printed it.
    pub event_log: String,
    /// The `resolve --json` object of the resolution.
    pub result_json: String,
}

/// A crew member (or android board) on a mission, with the roles the paper log marks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrewEntry {
    /// The player's name (or the android's).
    pub name: String,
    /// The crew colour played (`red`, `yellow`, `green`, `blue`, `purple`), if known.
    pub color: Option<String>,
    /// Marked with a star on the paper log.
    pub captain: bool,
    /// Marked with head phones on the paper log.
    pub communications_officer: bool,
    /// Marked with an exclamation point on the paper log.
    pub security_chief: bool,
    /// An android board rather than a player (2-3 player games).
    pub android: bool,
}

/// Difficulty of a threat pile: white-symboled, yellow-symboled, or both mixed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Difficulty {
    /// `1`: white-symboled threats.
    #[serde(rename = "1")]
    White,
    /// `2`: yellow-symboled threats.
    #[serde(rename = "2")]
    Yellow,
    /// `1+2`: both mixed together.
    #[serde(rename = "1+2")]
    Mixed,
}

impl Difficulty {
    /// Every difficulty, easiest first (the app's setup offers them in this order).
    pub const ALL: [Difficulty; 3] = [Difficulty::White, Difficulty::Yellow, Difficulty::Mixed];

    /// The word for it: `White`, `Yellow` or `Mixed`.
    pub fn label(self) -> &'static str {
        match self {
            Difficulty::White => "White",
            Difficulty::Yellow => "Yellow",
            Difficulty::Mixed => "Mixed",
        }
    }

    /// The mark the paper log uses: `1`, `2` or `1+2` (also the stored form).
    pub fn mark(self) -> &'static str {
        match self {
            Difficulty::White => "1",
            Difficulty::Yellow => "2",
            Difficulty::Mixed => "1+2",
        }
    }

    /// The difficulty written as `mark` shows it, or `None`.
    pub fn from_mark(mark: &str) -> Option<Difficulty> {
        match mark {
            "1" => Some(Difficulty::White),
            "2" => Some(Difficulty::Yellow),
            "1+2" => Some(Difficulty::Mixed),
            _ => None,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mark())
    }
}

/// How the mission ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The ship jumped home.
    Won,
    /// The ship was destroyed (or taken over, or broke apart).
    Lost,
}

impl Outcome {
    /// `won` or `lost`, as `resolve --json` writes it (also the stored form).
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Lost => "lost",
        }
    }

    /// The outcome written as `word` shows it, or `None`.
    pub fn from_word(word: &str) -> Option<Outcome> {
        match word {
            "won" => Some(Outcome::Won),
            "lost" => Some(Outcome::Lost),
            _ => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl MissionRecord {
    /// The name of the crew's page: `crew_name`, or the human members' names sorted and
    /// joined with `", "`.
    pub fn page_name(&self) -> String {
        match &self.crew_name {
            Some(name) => name.trim().to_owned(),
            None => {
                let mut names: Vec<&str> = self
                    .crew
                    .iter()
                    .filter(|entry| !entry.android)
                    .map(|entry| entry.name.trim())
                    .collect();
                names.sort_unstable();
                names.join(", ")
            }
        }
    }

    /// Every reason this record cannot go into the log (empty when it can).
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if self.crew.iter().all(|entry| entry.android) {
            problems.push("crew: at least one player is needed".to_owned());
        }
        for (index, entry) in self.crew.iter().enumerate() {
            if entry.name.trim().is_empty() {
                problems.push(format!("crew[{index}].name: empty"));
            }
            let twice = self.crew[..index]
                .iter()
                .any(|other| other.name.trim() == entry.name.trim());
            if twice && !entry.name.trim().is_empty() {
                problems.push(format!(
                    "crew[{index}].name: {:?} is already in the crew",
                    entry.name
                ));
            }
            if entry.color.as_deref().is_some_and(|c| c.trim().is_empty()) {
                problems.push(format!("crew[{index}].color: empty (leave it out instead)"));
            }
        }
        if self
            .crew_name
            .as_deref()
            .is_some_and(|n| n.trim().is_empty())
        {
            problems.push("crew_name: empty (leave it out to name the page after the crew)".into());
        }
        if parse_rfc3339(&self.played_at).is_none() {
            problems.push(format!(
                "played_at: {:?} is not an RFC 3339 date-time like 2026-11-30T20:15:00+01:00",
                self.played_at
            ));
        }
        match (self.outcome, self.total) {
            (Outcome::Won, None) => problems.push("total: a won mission needs its score".into()),
            (Outcome::Lost, Some(_)) => {
                problems.push("total: a lost mission scores nothing, leave it out".into());
            }
            _ => {}
        }
        if self.outcome == Outcome::Won && self.destroyed_by.is_some() {
            problems.push("destroyed_by: the ship was not destroyed in a won mission".into());
        }
        problems
    }
}

/// The outcome and score card of a resolution, read from its `resolve --json` object
/// (design/formats.md section 3), so a logged mission's score is the one `resolve` printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreCard {
    /// Won or lost.
    pub outcome: Outcome,
    /// The threat that destroyed the ship, when one did.
    pub destroyed_by: Option<String>,
    /// Points for threats survived.
    pub survived_points: i32,
    /// Points for threats destroyed.
    pub destroyed_points: i32,
    /// Points for visual confirmation.
    pub visual_confirmation: i32,
    /// Penalty for damage (negative).
    pub damage_penalty: i32,
    /// Penalty for knocked-out players (negative).
    pub knock_out_penalty: i32,
    /// Penalty for disabled battlebots (negative).
    pub battlebot_penalty: i32,
    /// The score; `None` when lost.
    pub total: Option<i32>,
}

#[derive(Deserialize)]
struct ResultJson {
    outcome: Outcome,
    #[serde(default)]
    destroyed_by: Option<String>,
    #[serde(default)]
    score: Option<ScoreJson>,
}

#[derive(Deserialize)]
struct ScoreJson {
    destroyed: i32,
    survived: i32,
    visual_confirmation: i32,
    damage_penalty: i32,
    knock_out_penalty: i32,
    battlebot_penalty: i32,
    total: Option<i32>,
}

impl ScoreCard {
    /// Reads the outcome and score from a `resolve --json` object. A lost mission scores
    /// nothing, whatever the object says (`score` may be `null` or have a `null` total);
    /// its point lines are kept when present, else 0.
    pub fn from_result_json(json: &str) -> Result<ScoreCard, crate::LogError> {
        let result: ResultJson =
            serde_json::from_str(json).map_err(|e| crate::LogError::InvalidRecord {
                problems: vec![format!("result_json: {e}")],
            })?;
        let score = result.score.unwrap_or(ScoreJson {
            destroyed: 0,
            survived: 0,
            visual_confirmation: 0,
            damage_penalty: 0,
            knock_out_penalty: 0,
            battlebot_penalty: 0,
            total: None,
        });
        let total = match result.outcome {
            Outcome::Won => Some(score.total.ok_or_else(|| crate::LogError::InvalidRecord {
                problems: vec!["result_json: score.total: a won mission needs its score".into()],
            })?),
            Outcome::Lost => None,
        };
        Ok(ScoreCard {
            outcome: result.outcome,
            destroyed_by: match result.outcome {
                Outcome::Won => None,
                Outcome::Lost => result.destroyed_by,
            },
            survived_points: score.survived,
            destroyed_points: score.destroyed,
            visual_confirmation: score.visual_confirmation,
            damage_penalty: score.damage_penalty,
            knock_out_penalty: score.knock_out_penalty,
            battlebot_penalty: score.battlebot_penalty,
            total,
        })
    }
}

impl MissionRecord {
    /// Copies a score card into the record's outcome and score fields.
    pub fn set_score(&mut self, card: ScoreCard) {
        self.outcome = card.outcome;
        self.destroyed_by = card.destroyed_by;
        self.survived_points = card.survived_points;
        self.destroyed_points = card.destroyed_points;
        self.visual_confirmation = card.visual_confirmation;
        self.damage_penalty = card.damage_penalty;
        self.knock_out_penalty = card.knock_out_penalty;
        self.battlebot_penalty = card.battlebot_penalty;
        self.total = card.total;
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    fn entry(name: &str, android: bool) -> CrewEntry {
        CrewEntry {
            name: name.into(),
            color: None,
            captain: false,
            communications_officer: false,
            security_chief: false,
            android,
        }
    }

    fn record() -> MissionRecord {
        MissionRecord {
            crew: vec![
                entry("Ben", false),
                entry("Anna", false),
                entry("Bot", true),
            ],
            crew_name: None,
            played_at: "2026-11-30T20:15:00+01:00".into(),
            track: None,
            soundtrack: None,
            common_difficulty: Difficulty::White,
            serious_difficulty: Difficulty::Mixed,
            outcome: Outcome::Won,
            destroyed_by: None,
            survived_points: 0,
            destroyed_points: 0,
            visual_confirmation: 0,
            damage_penalty: 0,
            knock_out_penalty: 0,
            battlebot_penalty: 0,
            total: Some(0),
            seed: 0,
            game_yaml: String::new(),
            event_log: String::new(),
            result_json: String::new(),
        }
    }

    #[test]
    fn an_unnamed_page_is_named_after_the_players() {
        let mut r = record();
        assert_eq!(r.page_name(), "Anna, Ben");
        r.crew_name = Some(" Night Shift ".into());
        assert_eq!(r.page_name(), "Night Shift");
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let mut r = record();
        assert!(r.problems().is_empty(), "{:?}", r.problems());
        r.crew.push(entry("Anna", false));
        r.crew.push(entry(" ", false));
        r.played_at = "last tuesday".into();
        r.total = None;
        r.destroyed_by = Some("Nemesis".into());
        let problems = r.problems();
        assert_eq!(problems.len(), 5, "{problems:?}");
        assert!(problems[0].starts_with("crew[3].name"), "{problems:?}");
        assert!(problems[1].starts_with("crew[4].name"), "{problems:?}");
        assert!(problems[2].starts_with("played_at"), "{problems:?}");
        assert!(problems[3].starts_with("total"), "{problems:?}");
        assert!(problems[4].starts_with("destroyed_by"), "{problems:?}");
    }

    #[test]
    fn marks_and_words_round_trip() {
        for d in [Difficulty::White, Difficulty::Yellow, Difficulty::Mixed] {
            assert_eq!(Difficulty::from_mark(d.mark()), Some(d));
        }
        for o in [Outcome::Won, Outcome::Lost] {
            assert_eq!(Outcome::from_word(o.word()), Some(o));
        }
        assert_eq!(Difficulty::from_mark("3"), None);
        assert_eq!(Outcome::from_word("draw"), None);
    }

    #[test]
    fn a_score_card_comes_from_the_resolve_json() {
        let won = r#"{ "outcome": "won", "destroyed_by": null, "damage": {},
            "score": { "destroyed": 8, "survived": 2, "visual_confirmation": 3,
                       "damage_penalty": -10, "knock_out_penalty": -2,
                       "battlebot_penalty": -1, "total": 0 } }"#;
        let mut r = record();
        r.set_score(ScoreCard::from_result_json(won).unwrap());
        assert_eq!(
            (
                r.outcome,
                r.destroyed_points,
                r.survived_points,
                r.visual_confirmation
            ),
            (Outcome::Won, 8, 2, 3)
        );
        assert_eq!(
            (
                r.damage_penalty,
                r.knock_out_penalty,
                r.battlebot_penalty,
                r.total
            ),
            (-10, -2, -1, Some(0))
        );
        assert!(r.problems().is_empty());

        let lost = r#"{ "outcome": "lost", "destroyed_by": "Nemesis", "score": null }"#;
        r.set_score(ScoreCard::from_result_json(lost).unwrap());
        assert_eq!(
            (r.outcome, r.total, r.destroyed_by.as_deref()),
            (Outcome::Lost, None, Some("Nemesis"))
        );
        assert_eq!(r.destroyed_points, 0);
        assert!(r.problems().is_empty());

        for bad in [
            r#"{ "outcome": "won", "score": null }"#,
            r#"{ "outcome": "draw" }"#,
            "not json",
        ] {
            let err = ScoreCard::from_result_json(bad).unwrap_err().to_string();
            assert!(err.contains("result_json"), "{err}");
        }
    }
}
