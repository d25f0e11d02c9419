//! The coach's suggestions in the current language: the same sentence as
//! [`coach::explain()`] (which stays English for the command line's JSON), with each part
//! through `tr!`, so "What would have worked?" answers in the language of the table. What a
//! suggestion comes to is worked out once, by [`coach::explain::comes_to`].

use coach::explain::{ComesTo, Verdict};
use coach::{Edit, Suggestion};
use engine::{Action, Game, Resolution};
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
    let ComesTo { destroyed, result } = coach::explain::comes_to(game, seed, base, suggestion);
    let effects: Vec<String> = destroyed
        .iter()
        .map(|(threat, turn)| match turn {
            Some(turn) => tr!("coach-destroyed-in", threat = threat.as_str(), turn = *turn),
            None => tr!("coach-destroyed", threat = threat.as_str()),
        })
        .collect();
    let result = match result {
        Verdict::StillDestroyed => tr!("coach-still-destroyed"),
        Verdict::Survives(points) => tr!("coach-survives", points = i64::from(points)),
        Verdict::Scores { now, was } => {
            let diff = i64::from(now) - i64::from(was);
            let sign = if diff >= 0 { "+" } else { "" };
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
