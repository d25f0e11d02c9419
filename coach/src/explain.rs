//! Suggestions in plain words, in the current language: "If Ben had played A instead of > in
//! turn 5, Frigate would have been destroyed in turn 6 and the ship survives: 27 points."
//! What a suggestion comes to is data ([`comes_to`]); [`explain`] renders it for the
//! command line and the app alike.

#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use engine::{Action, Game, Resolution, ThreatStatus};

use i18n::tr;

use crate::{edit::Edit, search::Suggestion};

/// One change in words, as the sentence's condition ("Ben had played A instead of > in turn
/// 5"), in the current language.
pub fn edit_words(edit: Edit, names: &[String]) -> String {
    let name = names.get(edit.crew()).map_or("?", String::as_str);
    match edit {
        Edit::Change {
            turn,
            from: Action::Empty,
            to,
            ..
        } => tr!(
            "coach-edit-played",
            name = name,
            to = words::actions::describe(to),
            turn = turn
        ),
        Edit::Change {
            turn,
            from,
            to: Action::Empty,
            ..
        } => tr!(
            "coach-edit-left-empty",
            name = name,
            from = words::actions::describe(from),
            turn = turn
        ),
        Edit::Change { turn, from, to, .. } => tr!(
            "coach-edit-instead",
            name = name,
            to = words::actions::describe(to),
            from = words::actions::describe(from),
            turn = turn
        ),
        Edit::Swap { a, b, .. } => tr!("coach-edit-swapped", name = name, a = a, b = b),
    }
}

/// The crew's names in the game file's order (the order edits count crew members in).
pub fn crew_names(game: &Game) -> Vec<String> {
    game.setup()
        .crew
        .iter()
        .map(|c| c.name.to_string())
        .collect()
}

/// What a suggestion comes to, as data, for the sentences in any language: the threats it
/// destroys that the crew's plan did not (name, and the turn when the log says it), and the
/// ship's result against the crew's own resolution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComesTo {
    /// Newly destroyed threats: name and turn of destruction.
    pub destroyed: Vec<(String, Option<u8>)>,
    /// The ship's result.
    pub result: Verdict,
}

/// The ship's result with a suggestion made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The ship is still destroyed.
    StillDestroyed,
    /// The crew's plan lost the ship; this one saves it with these points.
    Survives(i32),
    /// Both plans survive: the points now and with the crew's plan.
    Scores {
        /// With the suggestion.
        now: i32,
        /// With the crew's plan.
        was: i32,
    },
}

/// Resolves `suggestion` and says what it comes to against the crew's own `base` resolution.
pub fn comes_to(game: &Game, seed: u64, base: &Resolution, suggestion: &Suggestion) -> ComesTo {
    let plan = crate::edit::with_edits(game, &suggestion.edits);
    let after = engine::resolve(&plan, seed);
    let mut destroyed = Vec::new();
    for (i, t) in after.state.threats().iter().enumerate() {
        let before = base.state.threats().get(i).map(|b| b.status);
        if t.status == ThreatStatus::Destroyed && before != Some(ThreatStatus::Destroyed) {
            let turn = (after.log.iter())
                .find(|e| e.event.destroyed().is_some_and(|t| t.index == i))
                .map(|e| e.turn);
            destroyed.push((t.name().to_string(), turn));
        }
    }
    let result = match (base.score, after.score) {
        (_, None) => Verdict::StillDestroyed,
        (None, Some(s)) => Verdict::Survives(s.total),
        (Some(b), Some(s)) => Verdict::Scores {
            now: s.total,
            was: b.total,
        },
    };
    ComesTo { destroyed, result }
}

/// A suggestion in one sentence, in the current language: the changes, the threats it
/// destroys that the crew's plan did not (with the turn), and what it comes to against the
/// crew's own `base` resolution. The command line's `coach` and the app's panel both print
/// it; in English it is the sentence the goldens pin.
pub fn explain(game: &Game, seed: u64, base: &Resolution, suggestion: &Suggestion) -> String {
    let names = crew_names(game);
    let changes: Vec<String> = suggestion
        .edits
        .iter()
        .map(|&e| edit_words(e, &names))
        .collect();
    sentence(&changes, &comes_to(game, seed, base, suggestion))
}

/// The sentence of a suggestion whose changes are already in words.
fn sentence(changes: &[String], comes: &ComesTo) -> String {
    let effects: Vec<String> = comes
        .destroyed
        .iter()
        .map(|(threat, turn)| match turn {
            Some(turn) => tr!("coach-destroyed-in", threat = threat.as_str(), turn = *turn),
            None => tr!("coach-destroyed", threat = threat.as_str()),
        })
        .collect();
    let result = match comes.result {
        Verdict::StillDestroyed => tr!("coach-still-destroyed"),
        Verdict::Survives(points) => tr!("coach-survives", points = i64::from(points)),
        // The coach suggests only plans that score more (`Eval::improves_on`); a plan that
        // scores the same, worded for another caller, is said to be equal, never "+0 points".
        Verdict::Scores { now, was } if now == was => {
            tr!("coach-scores-same", points = i64::from(now))
        }
        Verdict::Scores { now, was } => {
            let diff = i64::from(now) - i64::from(was);
            let sign = if diff > 0 { "+" } else { "" };
            tr!(
                "coach-scores-instead",
                points = i64::from(now),
                before = i64::from(was),
                diff = format!("{sign}{diff}")
            )
        }
    };
    let result = if effects.is_empty() {
        result
    } else {
        tr!(
            "coach-effects-and",
            effects = join(&effects),
            result = result
        )
    };
    tr!("coach-if", changes = join(changes), result = result)
}

/// "a", "a, and b", "a, b, and c" in the current language.
pub fn join(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr!("list-and", rest = rest.join(", "), last = last.as_str()),
    }
}

/// The whole report as text (`sitting-duck coach`, docs/formats.md): the crew's plan, what was
/// tried, then each suggestion with its changes, its result and its sentence.
pub fn report_text(
    game: &Game,
    seed: u64,
    base: &Resolution,
    options: &crate::Options,
    report: &crate::Report,
) -> String {
    let names = crew_names(game);
    let mut out = match &base.outcome {
        engine::Outcome::Won => tr!("coach-plan-jumps", points = report.base.score),
        engine::Outcome::Lost { destroyed_by, .. } => {
            let turn = u32::from(base.state.turn());
            match destroyed_by.as_deref() {
                Some(by) => tr!("coach-plan-destroyed-by", turn = turn, threat = by),
                None => tr!("coach-plan-destroyed", turn = turn),
            }
        }
    };
    out.push('\n');
    let how = match options.edits {
        1 => tr!("coach-tried-singles"),
        2 => tr!("coach-tried-pairs"),
        n => tr!(
            "coach-tried-search",
            edits = n,
            seed = options.seed.to_string()
        ),
    };
    out.push_str(&tr!("coach-report-tried", plans = report.tried, how = how));
    out.push('\n');
    if report.suggestions.is_empty() {
        // A ship the crew's plan saved is improved on only by more points, whatever the
        // objective (`Eval::improves_on`): no plan "makes the ship survive" is not the news.
        let none = match (options.objective, report.base.won) {
            (crate::Objective::Survive, false) => {
                tr!("coach-no-plan-survive", edits = options.edits)
            }
            (crate::Objective::Survive, true) | (crate::Objective::Score, _) => {
                tr!("coach-no-plan-score", edits = options.edits)
            }
        };
        out.push_str(&format!("\n{none}\n"));
        if options.edits < 12 {
            out.push_str(&tr!("coach-try-edits", edits = options.edits + 1));
            out.push('\n');
        }
        return out;
    }
    for (i, s) in report.suggestions.iter().enumerate() {
        let changes: Vec<String> = s.edits.iter().map(|e: &Edit| e.short(&names)).collect();
        let count = s.edits.len();
        let result = if s.eval.won {
            tr!(
                "coach-suggestion-won",
                changes = count,
                points = s.eval.score
            )
        } else {
            tr!("coach-suggestion-lost", changes = count)
        };
        out.push_str(&format!(
            "\n{}. {}  [{result}]\n   {}\n",
            i + 1,
            changes.join("; "),
            explain(game, seed, base, s)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plan that scores what the crew's did is said to be equal, not "+0 points" (issue 34).
    #[test]
    fn an_equal_score_is_said_to_be_equal() {
        i18n::set_thread_language(Some(i18n::Language::En));
        let comes = |now, was| ComesTo {
            destroyed: Vec::new(),
            result: Verdict::Scores { now, was },
        };
        let changes = ["Ben had played A in turn 5".to_string()];
        assert_eq!(
            sentence(&changes, &comes(33, 33)),
            "If Ben had played A in turn 5, the ship scores 33 points, as many as with the crew's plan."
        );
        assert_eq!(
            sentence(&changes, &comes(35, 33)),
            "If Ben had played A in turn 5, the ship scores 35 points instead of 33: +2 points."
        );
        assert!(sentence(&changes, &comes(31, 33)).ends_with("instead of 33: -2 points."));
    }
}
