//! What `sitting-duck resolve` prints: the ship's log text and the JSON result
//! (`docs/formats.md` §3); the JSON result is [`json`]'s types.

use engine::{CardResult, Outcome, Resolution, ScoreCard, Step};

use i18n::tr;

use crate::{log_text, nouns, score};

pub mod json;
pub use json::{ResolveResult, result_json, specializations_json, starting_damage_json};

/// The event log as lines, one per event (`T4 actions: ...`).
pub fn log_lines(resolution: &Resolution) -> Vec<String> {
    resolution
        .log
        .iter()
        .filter_map(|e| log_text::line(e, &resolution.initial))
        .collect()
}

/// The readable ship's log: events grouped by turn and step, then the score card.
pub fn ships_log(resolution: &Resolution) -> String {
    let mut out = String::new();
    let mut last: Option<(u8, Step)> = None;
    for e in &resolution.log {
        if crate::role::starts_a_turn(&e.event) {
            continue;
        }
        if last.map(|(t, _)| t) != Some(e.turn) {
            if last.is_some() {
                out.push('\n');
            }
            out.push_str(&format!(
                "== {} ==\n",
                tr!("log-report-turn", turn = e.turn)
            ));
        }
        if last != Some((e.turn, e.step)) {
            out.push_str(&format!(
                "  {}\n",
                tr!("log-step-heading", step = nouns::step(e.step))
            ));
        }
        out.push_str(&format!(
            "    {}\n",
            log_text::Text::new(&e.event, &resolution.initial)
        ));
        last = Some((e.turn, e.step));
    }
    out.push('\n');
    out.push_str(&score_card(resolution));
    out
}

/// The score card as text: the headline, then the engine's card line by line.
pub fn score_card(resolution: &Resolution) -> String {
    let card = resolution.score_card();
    let headline = match &resolution.outcome {
        Outcome::Lost { destroyed_by, why } => {
            let why = log_text::LossWords {
                why: *why,
                by: destroyed_by.as_deref(),
            };
            let by = destroyed_by
                .clone()
                .unwrap_or_else(|| tr!("log-report-nothing-in-particular"));
            tr!("log-report-lost", threat = by, why = why.to_string()) + "\n"
        }
        Outcome::Won => tr!("log-report-complete") + "\n",
    };
    headline + &card_text(&card)
}

/// A score card's lines as text, two spaces in, the points lined up on the right, then the
/// total (or "NO SCORE"). Lines that do not count (a lost mission's) come under a heading
/// that says so, their points in parentheses, so none reads as scored.
pub fn card_text(card: &ScoreCard) -> String {
    let mut out = String::new();
    let total_label = tr!("log-report-total");
    let labels: Vec<String> = card.lines.iter().map(score::line_text).collect();
    let width = labels
        .iter()
        .map(|label| label.chars().count())
        .chain([total_label.chars().count()])
        .max()
        .unwrap_or(5);
    let mut heading_done = false;
    for (line, label) in card.lines.iter().zip(&labels) {
        if line.counted {
            out.push_str(&format!("  {label:<width$}  {:>+5}\n", line.points));
        } else {
            if !heading_done {
                out.push_str(&format!("  {}\n", tr!("log-report-not-counted")));
                heading_done = true;
            }
            out.push_str(&format!(
                "  {label:<width$}  {:>5}\n",
                format!("({:+})", line.points)
            ));
        }
    }
    match &card.result {
        CardResult::Total(total) => {
            out.push_str(&format!("  {total_label:<width$}  {total:>5}\n"));
        }
        CardResult::NoScore {
            destroyed_by: Some(by),
        } => out.push_str(&format!(
            "  {}\n",
            tr!("log-report-no-score-by", threat = by)
        )),
        CardResult::NoScore { destroyed_by: None } => {
            out.push_str(&format!("  {}\n", tr!("log-report-no-score")));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use engine::{LineKind, ScoreLine, Subject};

    use super::*;

    fn line(kind: LineKind, label: &str, points: i32, counted: bool) -> ScoreLine {
        ScoreLine {
            kind,
            subject: Subject::Written(label.to_owned()),
            points,
            counted,
        }
    }

    #[test]
    fn a_won_card_lines_up_its_points_and_ends_with_the_total() {
        let card = ScoreCard {
            lines: vec![
                line(LineKind::Destroyed, "Destroyed: T1 Fighter (red)", 4, true),
                line(
                    LineKind::Damage,
                    "Damage: 1 tile, and the worst zone's 1 again",
                    -2,
                    true,
                ),
            ],
            result: CardResult::Total(2),
        };
        assert_eq!(
            card_text(&card),
            "  Destroyed: T1 Fighter (red)                      +4\n\
             \x20 Damage: 1 tile, and the worst zone's 1 again     -2\n\
             \x20 TOTAL                                             2\n"
        );
    }

    #[test]
    fn a_lost_card_shows_no_line_as_counted() {
        let card = ScoreCard {
            lines: vec![
                line(LineKind::Destroyed, "Destroyed: T1 Fighter (red)", 4, false),
                line(
                    LineKind::InFlight,
                    "In flight when the ship was lost: T3 Frigate (blue)",
                    0,
                    false,
                ),
            ],
            result: CardResult::NoScore {
                destroyed_by: Some("Frigate".into()),
            },
        };
        let text = card_text(&card);
        assert_eq!(
            text,
            "  Not counted (the ship was lost):\n\
             \x20 Destroyed: T1 Fighter (red)                           (+4)\n\
             \x20 In flight when the ship was lost: T3 Frigate (blue)   (+0)\n\
             \x20 NO SCORE: the ship was destroyed by Frigate\n"
        );
        assert!(!text.contains("jump"), "{text}");
    }
}
