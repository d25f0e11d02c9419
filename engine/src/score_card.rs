//! The score card as the crew reads it: one line per threat and per bonus or penalty, each
//! with its points and whether it counts, and the total (or "no score" and what destroyed
//! the ship).
//!
//! The engine gives each line as data ([`Subject`]: which threat and what became of it, how
//! many tiles, who was knocked out); `words::score` writes it in the current language.
//!
//! Every place that shows a score (the app's score card, `resolve`'s ship's log, `log show`,
//! the ship's log screen) renders this one list, so they cannot disagree. The bonus and
//! penalty points come from [`Score::of`]; a test (app/tests/it/score_ui.rs) checks, for every
//! scenario file, that the counted lines add up to its total and to each of its fields.

use crate::{
    Specialization, ThreatZone,
    score::{Outcome, Resolution, Score},
    state::{State, ThreatStatus},
};
#[cfg(test)]
use strum::VariantArray;

/// What a score-card line is about.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "snake_case")]
pub enum LineKind {
    /// A threat destroyed (its higher value).
    Destroyed,
    /// A threat survived (its lower value).
    Survived,
    /// An unconfirmed report the crew ignored (R8): no points.
    Ignored,
    /// A threat still on its trajectory (R11: no points), or not yet arrived when the ship
    /// was lost.
    // The ship's log stores this older spelling.
    #[strum(serialize = "in-flight")]
    InFlight,
    /// Visual confirmation points (R1).
    VisualConfirmation,
    /// Minus every damage tile, and the most damaged zone's tiles again.
    Damage,
    /// Minus 2 per knocked-out crew member.
    KnockedOut,
    /// Minus 1 per battlebot squad still disabled.
    Battlebots,
    /// A specialization's points: +1 per basic Data Analyst use, -1 per advanced Medic use.
    Specialization,
}

impl LineKind {
    /// A stable one-word name (stored in the ship's log).
    pub fn word(self) -> &'static str {
        self.into()
    }

    /// The kind named by [`LineKind::word`], or `None`.
    pub fn from_word(word: &str) -> Option<LineKind> {
        word.parse().ok()
    }
}

/// One line of the score card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreLine {
    /// What the line is about.
    pub kind: LineKind,
    /// What the line says, as data (`words::score::line_text` writes it: `Destroyed: T2
    /// Fighter (red)`).
    pub subject: Subject,
    /// Its points (negative for a penalty).
    pub points: i32,
    /// Whether the points count towards the total. A lost mission's lines never count
    /// (R18): they are shown for what the crew did, not scored.
    pub counted: bool,
}

/// What a score-card line says, as data the words write in a language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subject {
    /// A threat and what became of it.
    Threat {
        /// What became of it.
        fate: Fate,
        /// The turn it appeared.
        turn: u8,
        /// Its card's name.
        name: String,
        /// Its trajectory's zone.
        zone: ThreatZone,
    },
    /// The visual confirmation bonus.
    VisualConfirmation,
    /// The damage penalty: every tile, and the most damaged zone's again.
    Damage {
        /// Damage tiles on the ship.
        tiles: u32,
        /// Tiles in the most damaged zone.
        worst: u32,
    },
    /// The knocked-out crew members (none: "nobody").
    KnockedOut {
        /// Their names.
        crew: Vec<String>,
    },
    /// The battlebot squads still disabled.
    Battlebots {
        /// How many.
        disabled: u32,
    },
    /// A crew member's specialization's points.
    Specialization {
        /// The specialization.
        specialization: Specialization,
        /// The crew member.
        crew: String,
        /// How often its scoring face was used.
        uses: u8,
        /// Whether the scoring face is the advanced one (the Medic's) or the basic one.
        advanced: bool,
    },
    /// A line as words already written (read back from the ship's log, which stores the
    /// words the crew saw).
    Written(String),
}

/// What became of a threat, as its score-card line says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    /// Destroyed.
    Destroyed,
    /// Survived.
    Survived,
    /// A secret card that ran at once and was discarded (NF10).
    SecretDiscarded,
    /// An unconfirmed report, ignored (R8).
    Ignored,
    /// Still on its trajectory when the ship jumped (R11).
    InFlightAtJump,
    /// On its trajectory when the ship was lost.
    InFlightAtLoss,
    /// Not yet arrived when the ship was lost.
    NotYetArrived,
}

/// The bottom of the card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardResult {
    /// The ship jumped home: the sum of the counted lines.
    Total(i32),
    /// The ship was lost: no score.
    NoScore {
        /// The threat that destroyed the ship, when one did.
        destroyed_by: Option<String>,
    },
}

/// A mission's score card: its lines, in order, and the total or "no score".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreCard {
    /// The lines: the threats in the order they appeared, then the bonus and penalties
    /// (a lost mission has only its threat lines, none counted).
    pub lines: Vec<ScoreLine>,
    /// The total, or "no score".
    pub result: CardResult,
}

impl ScoreCard {
    /// The score card of a resolution.
    pub fn of(resolution: &Resolution) -> ScoreCard {
        match &resolution.outcome {
            Outcome::Won => won(&resolution.state),
            Outcome::Lost { destroyed_by, .. } => ScoreCard {
                lines: threat_lines(&resolution.state, false),
                result: CardResult::NoScore {
                    destroyed_by: destroyed_by.clone(),
                },
            },
        }
    }

    /// The total; `None` for a lost mission.
    pub fn total(&self) -> Option<i32> {
        match self.result {
            CardResult::Total(total) => Some(total),
            CardResult::NoScore { .. } => None,
        }
    }

    /// Whether the ship made it home.
    pub fn won(&self) -> bool {
        matches!(self.result, CardResult::Total(_))
    }

    /// The threat that destroyed the ship, when one did.
    pub fn destroyed_by(&self) -> Option<&str> {
        match &self.result {
            CardResult::Total(_) => None,
            CardResult::NoScore { destroyed_by } => destroyed_by.as_deref(),
        }
    }

    /// The counted points of one kind of line (0 for a lost mission).
    pub fn points(&self, kind: LineKind) -> i32 {
        self.lines
            .iter()
            .filter(|line| line.counted && line.kind == kind)
            .map(|line| line.points)
            .sum()
    }
}

impl Resolution {
    /// The score card of this resolution (see [`ScoreCard::of`]).
    pub fn score_card(&self) -> ScoreCard {
        ScoreCard::of(self)
    }
}

/// A won mission: every threat, then the bonus and penalties (their points from
/// [`Score::of`], so the rules are stated once), all counted.
fn won(state: &State) -> ScoreCard {
    let score = Score::of(state);
    let mut lines = threat_lines(state, true);
    lines.push(line(
        LineKind::VisualConfirmation,
        Subject::VisualConfirmation,
        score.visual_confirmation,
    ));
    let tiles = state.ship().total_damage();
    let worst = state
        .ship()
        .damage
        .iter()
        .map(|d| d.len() as u32)
        .max()
        .unwrap_or(0);
    lines.push(line(
        LineKind::Damage,
        Subject::Damage { tiles, worst },
        score.damage_penalty,
    ));
    let crew = (state.crew.iter())
        .filter(|c| c.knocked_out)
        .map(|c| c.name.to_string())
        .collect();
    lines.push(line(
        LineKind::KnockedOut,
        Subject::KnockedOut { crew },
        score.knock_out_penalty,
    ));
    let disabled = state.ship().squads.iter().filter(|q| q.disabled).count() as u32;
    lines.push(line(
        LineKind::Battlebots,
        Subject::Battlebots { disabled },
        score.battlebot_penalty,
    ));
    lines.extend(specialization_lines(state));
    let total = lines.iter().map(|l| l.points).sum();
    ScoreCard {
        lines,
        result: CardResult::Total(total),
    }
}

/// One line per crew member whose specialization scored (The New Frontier): the points from
/// [`crate::score::specialization_points`].
fn specialization_lines(state: &State) -> impl Iterator<Item = ScoreLine> + '_ {
    state.crew.iter().filter_map(|c| {
        let points = crate::score::specialization_points(c);
        let s = c.specialist?.specialization;
        let (uses, advanced) = match s {
            Specialization::Medic => (c.uses[1], true),
            _ => (c.uses[0], false),
        };
        (points != 0).then(|| {
            let subject = Subject::Specialization {
                specialization: s,
                crew: c.name.to_string(),
                uses,
                advanced,
            };
            line(LineKind::Specialization, subject, points)
        })
    })
}

/// One line per threat, in the order they appear. `jumped`: the ship reached hyperspace
/// (else a threat still on its way was cut short by the loss, not by the jump).
fn threat_lines(state: &State, jumped: bool) -> Vec<ScoreLine> {
    let secret = |t: &crate::state::ThreatState| {
        (t.caller.and_then(|c| state.threats().get(c))).is_some_and(|c| c.card.runs_secret_card())
    };
    let mut threats: Vec<_> = state.threats().iter().collect();
    threats.sort_by_key(|t| t.turn);
    threats
        .into_iter()
        .map(|t| {
            // RULINGS.md NF10: a secret card that ran at once scores nothing.
            let (kind, fate, points) = match t.status {
                ThreatStatus::Destroyed => (
                    LineKind::Destroyed,
                    Fate::Destroyed,
                    i32::from(t.card.points_destroyed),
                ),
                ThreatStatus::Survived => (
                    LineKind::Survived,
                    Fate::Survived,
                    i32::from(t.card.points_survived.unwrap_or(0)),
                ),
                ThreatStatus::Ignored if secret(t) => (LineKind::Ignored, Fate::SecretDiscarded, 0),
                ThreatStatus::Ignored => (LineKind::Ignored, Fate::Ignored, 0),
                ThreatStatus::Active | ThreatStatus::Pending if jumped => {
                    (LineKind::InFlight, Fate::InFlightAtJump, 0)
                }
                ThreatStatus::Active => (LineKind::InFlight, Fate::InFlightAtLoss, 0),
                ThreatStatus::Pending => (LineKind::InFlight, Fate::NotYetArrived, 0),
            };
            let subject = Subject::Threat {
                fate,
                turn: t.turn,
                name: t.name().to_owned(),
                zone: t.zone,
            };
            ScoreLine {
                kind,
                subject,
                points,
                counted: jumped,
            }
        })
        .collect()
}

fn line(kind: LineKind, subject: Subject, points: i32) -> ScoreLine {
    ScoreLine {
        kind,
        subject,
        points,
        counted: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_their_words() {
        for &kind in LineKind::VARIANTS {
            assert_eq!(LineKind::from_word(kind.word()), Some(kind));
        }
        assert_eq!(LineKind::from_word("bonus"), None);
    }
}
