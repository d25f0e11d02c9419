//! The coach's suggestions in the current language: the same sentence as
//! [`coach::explain()`] (which stays English for the command line's JSON), with each part
//! through `tr!`, so "What would have worked?" answers in the language of the table.

use coach::{Edit, Suggestion};
use engine::event::ThreatDamageEvent;
use engine::{Action, Event, Game, Resolution, ThreatStatus};
use i18n::tr;

/// One change as the sentence's condition ("Ben had played A instead of > in turn 5").
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
            to = to.to_string(),
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
            from = from.to_string(),
            turn = turn
        ),
        Edit::Change { turn, from, to, .. } => tr!(
            "coach-edit-instead",
            name = name,
            to = to.to_string(),
            from = from.to_string(),
            turn = turn
        ),
        Edit::Swap { a, b, .. } => tr!("coach-edit-swapped", name = name, a = a, b = b),
    }
}

/// A suggestion in one sentence, in the current language: the changes, the threats it
/// destroys that the crew's plan did not (with the turn), and what it comes to against the
/// crew's own `base` resolution.
pub fn explain(game: &Game, seed: u64, base: &Resolution, suggestion: &Suggestion) -> String {
    let names = coach::explain::crew_names(game);
    let changes: Vec<String> = suggestion
        .edits
        .iter()
        .map(|&e| edit_words(e, &names))
        .collect();
    let plan = coach::edit::with_edits(game, &suggestion.edits);
    let after = engine::resolve(&plan, seed);
    let mut effects = Vec::new();
    for (i, t) in after.state.threats().iter().enumerate() {
        let before = base.state.threats().get(i).map(|b| b.status);
        if t.status == ThreatStatus::Destroyed && before != Some(ThreatStatus::Destroyed) {
            let turn = after.log.iter().find_map(|e| match e.event {
                Event::ThreatDamage(ThreatDamageEvent::Destroyed { threat, .. })
                    if threat.index == i =>
                {
                    Some(e.turn)
                }
                _ => None,
            });
            effects.push(match turn {
                Some(turn) => tr!("coach-destroyed-in", threat = t.name(), turn = turn),
                None => tr!("coach-destroyed", threat = t.name()),
            });
        }
    }
    let result = match (base.score, after.score) {
        (_, None) => tr!("coach-still-destroyed"),
        (None, Some(s)) => tr!("coach-survives", points = i64::from(s.total)),
        (Some(b), Some(s)) => {
            let diff = i64::from(s.total) - i64::from(b.total);
            let sign = if diff >= 0 { "+" } else { "" };
            tr!(
                "coach-scores-instead",
                points = i64::from(s.total),
                before = i64::from(b.total),
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
    tr!("coach-if", changes = join(&changes), result = result)
}

/// "a", "a and b", "a, b and c" in the current language.
pub fn join(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr!("list-and", rest = rest.join(", "), last = last.as_str()),
    }
}
