//! One line of the ship's log: a played mission as plain data, with the engine's score card
//! embedded as it was made.

use std::fmt;
#[cfg(test)]
use strum::VariantArray;

use engine::{CardResult, LineKind, ScoreCard, ScoreLine, Subject};
use serde::{Deserialize, Serialize};

use crate::date::parse_rfc3339;

/// A mission's row in the log: who played, when, how hard, its score card (how it ended and
/// every line it scored), plus everything needed to replay its resolution exactly (seed,
/// game file, event log).
///
/// In JSON (`log export --json`) the card is written out both ways: the paper log's fields
/// (`outcome`, `destroyed_by`, `survived_points` ... `total`, read off the card) and
/// `score_card`, its lines as the crew saw them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "RecordJson", try_from = "RecordJson")]
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
    /// The New Frontier modules played (`Modules::BASE`: the base game).
    pub modules: engine::Modules,
    /// The score card the engine made: its lines, and the total or "no score" with the
    /// threat that destroyed the ship.
    pub score: ScoreCard,
    /// The seed of the damage-tile draws.
    pub seed: u64,
    /// The game file (format 2) as played, so `resolve` can replay it.
    pub game_yaml: String,
    /// The resolution's event log as the engine printed it.
    pub event_log: String,
    /// The `resolve --json` object of the resolution.
    pub result_json: String,
    /// The debrief as it was made when the mission was logged (`sitting-duck debrief`); empty
    /// for a mission logged before the log kept debriefs.
    pub debrief: Vec<DebriefLine>,
    /// What the ship's computer announced in the Action Round, in order (the app's transcript);
    /// empty for a mission whose round was not played in the app (`resolve --log`, a game
    /// file) or logged before the log kept transcripts.
    pub transcript: Vec<TranscriptLine>,
    /// How the action cards were dealt when the crew played the Action Round with the app's
    /// cards (`on`: `phones` or `host`; `players_on_phones`: names; `deal`: every packet as
    /// `sitting-duck deal --json` prints it); `None` for the box's cards.
    pub dealt: Option<serde_json::Value>,
    /// The homebrew threat cards the mission's game file names, as a card file's YAML
    /// (`formats::card::write_cards`), so it replays when that file is gone; `None` when
    /// it played only shipped cards (and for a mission logged before schema 10).
    pub cards: Option<String>,
}

/// One announcement of the Action Round, as stored: when it was said and the words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TranscriptLine {
    /// Mission time of the announcement, in milliseconds.
    pub at_ms: u64,
    /// The words, as the screen showed them.
    pub text: String,
}

/// One line of a mission's debrief, as stored (docs/formats.md, "debrief").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DebriefLine {
    /// Index of the event-log entry the line is about.
    pub entry: usize,
    /// The turn of that entry.
    pub turn: u8,
    /// `loss`, `chain`, `points` or `no-effect`.
    pub section: String,
    /// What happened, in words.
    pub text: String,
    /// Points this cost a won mission, when it cost any.
    pub points: Option<i32>,
}

/// A crew member (or android board) on a mission, with the roles the paper log marks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrewEntry {
    /// The player's name (or the android's).
    pub name: String,
    /// The crew color played (`red`, `yellow`, `green`, `blue`, `purple`), if known.
    pub color: Option<String>,
    /// Marked with a star on the paper log.
    pub captain: bool,
    /// Marked with head phones on the paper log.
    pub communications_officer: bool,
    /// Marked with an exclamation point on the paper log.
    pub security_chief: bool,
    /// An android board rather than a player (2-3 player games).
    pub android: bool,
    /// The specialization held (The New Frontier), as the game file names it with its
    /// level (`medic 2`); `None`: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub specialization: Option<String>,
}

pub use crate::difficulty::Difficulty;

/// How the mission ended.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::IntoStaticStr,
    strum::EnumString,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Outcome {
    /// The ship jumped home.
    Won,
    /// The ship was destroyed (or taken over, or broke apart).
    Lost,
}

impl Outcome {
    /// `won` or `lost`, as `resolve --json` writes it (also the stored form).
    pub fn word(self) -> &'static str {
        self.into()
    }

    /// The outcome written as `word` shows it, or `None`.
    pub fn from_word(word: &str) -> Option<Outcome> {
        word.parse().ok()
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
        let counted: i32 = self
            .score
            .lines
            .iter()
            .filter(|line| line.counted)
            .map(|line| line.points)
            .sum();
        match self.score.result {
            CardResult::Total(total) if total != counted => problems.push(format!(
                "score: the total {total} is not the sum of the counted lines ({counted})"
            )),
            CardResult::NoScore { .. } if self.score.lines.iter().any(|l| l.counted) => {
                problems.push("score: a lost mission scores nothing, but a line is counted".into());
            }
            CardResult::Total(_) | CardResult::NoScore { .. } => {}
        }
        for (index, line) in self.score.lines.iter().enumerate() {
            if words::score::line_text(line).trim().is_empty() {
                problems.push(format!("score.lines[{index}].label: empty"));
            }
        }
        problems
    }
}

impl MissionRecord {
    /// Won or lost, as the score card says.
    pub fn outcome(&self) -> Outcome {
        if self.score.won() {
            Outcome::Won
        } else {
            Outcome::Lost
        }
    }

    /// The score; `None` for a lost mission.
    pub fn total(&self) -> Option<i32> {
        self.score.total()
    }

    /// The threat that destroyed the ship, when one did.
    pub fn destroyed_by(&self) -> Option<&str> {
        self.score.destroyed_by()
    }
}

/// The paper log's score fields of a card, in the order of the `missions` table's columns:
/// survived, destroyed, visual confirmation, damage, knocked out, battlebots.
pub(crate) fn card_columns(card: &ScoreCard) -> [i32; 6] {
    [
        card.points(LineKind::Survived),
        card.points(LineKind::Destroyed),
        card.points(LineKind::VisualConfirmation),
        card.points(LineKind::Damage),
        card.points(LineKind::KnockedOut),
        card.points(LineKind::Battlebots),
    ]
}

/// The card of a mission logged before cards had lines (schema version 2 and older): one
/// line per field of the paper log, so every point kept is still on the card.
pub(crate) fn card_from_columns(
    outcome: Outcome,
    destroyed_by: Option<String>,
    columns: [i32; 6],
    total: Option<i32>,
) -> ScoreCard {
    let result = match (outcome, total) {
        (Outcome::Won, Some(total)) => CardResult::Total(total),
        (Outcome::Won, None) | (Outcome::Lost, _) => CardResult::NoScore { destroyed_by },
    };
    let won = matches!(result, CardResult::Total(_));
    let labels = [
        (LineKind::Survived, "Threats survived"),
        (LineKind::Destroyed, "Threats destroyed"),
        (LineKind::VisualConfirmation, "Visual confirmation"),
        (LineKind::Damage, "Damage"),
        (LineKind::KnockedOut, "Knocked out"),
        (LineKind::Battlebots, "Battlebot squads disabled"),
    ];
    // A lost mission scored nothing and version 2 kept no points for it: no lines.
    let lines = if won {
        labels
            .into_iter()
            .zip(columns)
            .map(|((kind, label), points)| ScoreLine {
                kind,
                subject: Subject::Written(label.to_owned()),
                points,
                counted: true,
            })
            .collect()
    } else {
        Vec::new()
    };
    ScoreCard { lines, result }
}

/// A mission as `log export --json` writes it: the record's fields, the card's paper-log
/// fields, and the card's lines.
#[derive(Clone, Serialize, Deserialize)]
struct RecordJson {
    crew: Vec<CrewEntry>,
    crew_name: Option<String>,
    played_at: String,
    track: Option<String>,
    soundtrack: Option<String>,
    common_difficulty: Difficulty,
    serious_difficulty: Difficulty,
    /// The modules' words; absent (the base game) in a record exported before schema 6.
    #[serde(default, with = "crate::modules::list")]
    modules: engine::Modules,
    outcome: Outcome,
    destroyed_by: Option<String>,
    survived_points: i32,
    destroyed_points: i32,
    visual_confirmation: i32,
    damage_penalty: i32,
    knock_out_penalty: i32,
    battlebot_penalty: i32,
    total: Option<i32>,
    #[serde(default)]
    score_card: Vec<LineJson>,
    seed: u64,
    game_yaml: String,
    event_log: String,
    result_json: String,
    /// Absent in a record exported before the log kept debriefs.
    #[serde(default)]
    debrief: Vec<DebriefLine>,
    /// Absent when there is none (and in a record exported before the log kept transcripts).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    transcript: Vec<TranscriptLine>,
    /// Absent when the box's cards were played (and in a record exported before schema 9).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    dealt: Option<serde_json::Value>,
    /// Absent when only shipped cards were played (and in a record exported before schema 10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cards: Option<String>,
}

/// One line of the card in JSON.
#[derive(Clone, Serialize, Deserialize)]
struct LineJson {
    kind: String,
    label: String,
    points: i32,
    counted: bool,
}

impl From<MissionRecord> for RecordJson {
    fn from(r: MissionRecord) -> RecordJson {
        let [survived, destroyed, visual, damage, knocked, bots] = card_columns(&r.score);
        RecordJson {
            outcome: r.outcome(),
            destroyed_by: r.destroyed_by().map(str::to_owned),
            total: r.total(),
            survived_points: survived,
            destroyed_points: destroyed,
            visual_confirmation: visual,
            damage_penalty: damage,
            knock_out_penalty: knocked,
            battlebot_penalty: bots,
            score_card: r
                .score
                .lines
                .into_iter()
                .map(|line| LineJson {
                    kind: line.kind.word().to_owned(),
                    label: words::score::line_text(&line),
                    points: line.points,
                    counted: line.counted,
                })
                .collect(),
            crew: r.crew,
            crew_name: r.crew_name,
            played_at: r.played_at,
            track: r.track,
            soundtrack: r.soundtrack,
            common_difficulty: r.common_difficulty,
            serious_difficulty: r.serious_difficulty,
            modules: r.modules,
            seed: r.seed,
            game_yaml: r.game_yaml,
            event_log: r.event_log,
            result_json: r.result_json,
            debrief: r.debrief,
            transcript: r.transcript,
            dealt: r.dealt,
            cards: r.cards,
        }
    }
}

impl TryFrom<RecordJson> for MissionRecord {
    type Error = String;

    fn try_from(j: RecordJson) -> Result<MissionRecord, String> {
        let result = match (j.outcome, j.total) {
            (Outcome::Won, Some(total)) => CardResult::Total(total),
            (Outcome::Won, None) => return Err("total: a won mission needs its score".into()),
            (Outcome::Lost, None) => CardResult::NoScore {
                destroyed_by: j.destroyed_by,
            },
            (Outcome::Lost, Some(_)) => {
                return Err("total: a lost mission scores nothing, leave it out".into());
            }
        };
        let lines = j
            .score_card
            .into_iter()
            .enumerate()
            .map(|(i, line)| {
                let kind = LineKind::from_word(&line.kind).ok_or_else(|| {
                    format!(
                        "score_card[{i}].kind: {:?} is not a kind of line",
                        line.kind
                    )
                })?;
                Ok(ScoreLine {
                    kind,
                    subject: Subject::Written(line.label),
                    points: line.points,
                    counted: line.counted,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(MissionRecord {
            crew: j.crew,
            crew_name: j.crew_name,
            played_at: j.played_at,
            track: j.track,
            soundtrack: j.soundtrack,
            common_difficulty: j.common_difficulty,
            serious_difficulty: j.serious_difficulty,
            modules: j.modules,
            score: ScoreCard { lines, result },
            seed: j.seed,
            game_yaml: j.game_yaml,
            event_log: j.event_log,
            result_json: j.result_json,
            debrief: j.debrief,
            transcript: j.transcript,
            dealt: j.dealt,
            cards: j.cards,
        })
    }
}

#[cfg(test)]
mod tests;
