//! The score card as the crew reads it: one line per threat and per bonus or penalty, each
//! with its points and whether it counts, and the total (or "no score" and what destroyed
//! the ship).
//!
//! Every place that shows a score (the app's score card, `resolve`'s ship's log, `log show`,
//! the ship's log screen) renders this one list, so they cannot disagree. The bonus and
//! penalty points come from [`Score::of`]; a test (app/tests/it/score_ui.rs) checks, for every
//! scenario file, that the counted lines add up to its total and to each of its fields.

use crate::{
    score::{Outcome, Resolution, Score},
    state::{State, ThreatStatus},
};

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
    /// Every kind, in the order the card lists them.
    pub const ALL: [LineKind; 9] = [
        LineKind::Destroyed,
        LineKind::Survived,
        LineKind::Ignored,
        LineKind::InFlight,
        LineKind::VisualConfirmation,
        LineKind::Damage,
        LineKind::KnockedOut,
        LineKind::Battlebots,
        LineKind::Specialization,
    ];

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
    /// The line in words: `Destroyed: T2 Fighter (red)`.
    pub label: String,
    /// Its points (negative for a penalty).
    pub points: i32,
    /// Whether the points count towards the total. A lost mission's lines never count
    /// (R18): they are shown for what the crew did, not scored.
    pub counted: bool,
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
        "Visual confirmation".to_owned(),
        score.visual_confirmation,
    ));
    let tiles = state.ship().total_damage();
    let worst = state
        .ship()
        .damage
        .iter()
        .map(|d| d.len())
        .max()
        .unwrap_or(0);
    let tiles_word = if tiles == 1 { "tile" } else { "tiles" };
    lines.push(line(
        LineKind::Damage,
        format!("Damage: {tiles} {tiles_word}, and the worst zone's {worst} again"),
        score.damage_penalty,
    ));
    let knocked: Vec<&str> = state
        .crew
        .iter()
        .filter(|c| c.knocked_out)
        .map(|c| &*c.name)
        .collect();
    let who = if knocked.is_empty() {
        "nobody".to_owned()
    } else {
        knocked.join(", ")
    };
    lines.push(line(
        LineKind::KnockedOut,
        format!("Knocked out: {who}"),
        score.knock_out_penalty,
    ));
    let disabled = state.ship().squads.iter().filter(|q| q.disabled).count();
    lines.push(line(
        LineKind::Battlebots,
        format!("Battlebot squads disabled: {disabled}"),
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
        let (uses, face) = match s {
            crate::Specialization::Medic => (c.uses[1], "advanced"),
            _ => (c.uses[0], "basic"),
        };
        let plural = if uses == 1 { "" } else { "s" };
        (points != 0).then(|| {
            line(
                LineKind::Specialization,
                format!("{s} ({}): {uses} {face} use{plural}", c.name),
                points,
            )
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
            let who = format!("T{} {} ({})", t.turn, t.name(), t.zone);
            let (kind, label, points) = match t.status {
                ThreatStatus::Destroyed => (
                    LineKind::Destroyed,
                    format!("Destroyed: {who}"),
                    i32::from(t.card.points_destroyed),
                ),
                ThreatStatus::Survived => (
                    LineKind::Survived,
                    format!("Survived: {who}"),
                    i32::from(t.card.points_survived.unwrap_or(0)),
                ),
                // RULINGS.md NF10: a secret card that ran at once scores nothing.
                ThreatStatus::Ignored if secret(t) => (
                    LineKind::Ignored,
                    format!("Secret card, discarded: {who}"),
                    0,
                ),
                ThreatStatus::Ignored => (
                    LineKind::Ignored,
                    format!("Unconfirmed report, ignored: {who}"),
                    0,
                ),
                ThreatStatus::Active | ThreatStatus::Pending if jumped => (
                    LineKind::InFlight,
                    format!("Still in flight at the jump: {who}"),
                    0,
                ),
                ThreatStatus::Active => (
                    LineKind::InFlight,
                    format!("In flight when the ship was lost: {who}"),
                    0,
                ),
                ThreatStatus::Pending => (
                    LineKind::InFlight,
                    format!("Not yet arrived when the ship was lost: {who}"),
                    0,
                ),
            };
            ScoreLine {
                kind,
                label,
                points,
                counted: jumped,
            }
        })
        .collect()
}

fn line(kind: LineKind, label: String, points: i32) -> ScoreLine {
    ScoreLine {
        kind,
        label,
        points,
        counted: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_their_words() {
        for kind in LineKind::ALL {
            assert_eq!(LineKind::from_word(kind.word()), Some(kind));
        }
        assert_eq!(LineKind::from_word("bonus"), None);
    }
}
