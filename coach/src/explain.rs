//! Suggestions in plain words: "If Ben had played A instead of > in turn 5, Frigate would
//! have been destroyed in turn 6 and the ship survives: 27 points."

use engine::event::ThreatDamageEvent;
use engine::{Action, Event, Game, Resolution, ThreatStatus};

use crate::{edit::Edit, search::Suggestion};

/// One change in words, as the sentence's condition ("Ben had played A instead of > in turn
/// 5").
pub fn edit_words(edit: Edit, names: &[String]) -> String {
    let name = names.get(edit.crew()).map_or("?", String::as_str);
    match edit {
        Edit::Change {
            turn,
            from: Action::Empty,
            to,
            ..
        } => format!("{name} had played {to} in turn {turn}"),
        Edit::Change {
            turn,
            from,
            to: Action::Empty,
            ..
        } => format!("{name} had left turn {turn} empty instead of playing {from}"),
        Edit::Change { turn, from, to, .. } => {
            format!("{name} had played {to} instead of {from} in turn {turn}")
        }
        Edit::Swap { a, b, .. } => format!("{name} had swapped the cards of turns {a} and {b}"),
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

/// A suggestion in one sentence: the changes, the threats it destroys that the crew's plan did
/// not (with the turn), and what it comes to against the crew's own `base` resolution.
pub fn explain(game: &Game, seed: u64, base: &Resolution, suggestion: &Suggestion) -> String {
    let names = crew_names(game);
    let words: Vec<String> = suggestion
        .edits
        .iter()
        .map(|&e| edit_words(e, &names))
        .collect();
    let plan = crate::edit::with_edits(game, &suggestion.edits);
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
                Some(turn) => format!("{} would have been destroyed in turn {turn}", t.name()),
                None => format!("{} would have been destroyed", t.name()),
            });
        }
    }
    let result = match (base.score, after.score) {
        (_, None) => "the ship is still destroyed".to_owned(),
        (None, Some(s)) => format!("the ship survives: {} points", s.total),
        (Some(b), Some(s)) => {
            let diff = s.total - b.total;
            format!(
                "the ship scores {} points instead of {}: {}{diff} points",
                s.total,
                b.total,
                if diff >= 0 { "+" } else { "" }
            )
        }
    };
    let mut sentence = format!("If {}, ", join(&words));
    if !effects.is_empty() {
        sentence.push_str(&join(&effects));
        sentence.push_str(" and ");
    }
    sentence.push_str(&result);
    sentence.push('.');
    sentence
}

fn join(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
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
        engine::Outcome::Won => format!(
            "The crew's plan: the ship jumps with {} points.\n",
            report.base.score
        ),
        engine::Outcome::Lost { destroyed_by, .. } => format!(
            "The crew's plan: the ship is destroyed in turn {}{}.\n",
            base.state.turn(),
            destroyed_by
                .as_deref()
                .map(|b| format!(" by {b}"))
                .unwrap_or_default()
        ),
    };
    let how = match options.edits {
        1 => "every single change".to_owned(),
        2 => "every single change and every pair".to_owned(),
        n => format!(
            "every single change and every pair, then a local search up to {n} changes (seed {})",
            options.seed
        ),
    };
    out.push_str(&format!("Tried {} plans: {how}.\n", report.tried));
    if report.suggestions.is_empty() {
        let goal = match options.objective {
            crate::Objective::Survive => "makes the ship survive",
            crate::Objective::Score => "scores more",
        };
        out.push_str(&format!(
            "\nNo plan with at most {} change(s) {goal}.\n",
            options.edits
        ));
        if options.edits < 12 {
            out.push_str(&format!("Try --edits {}.\n", options.edits + 1));
        }
        return out;
    }
    for (i, s) in report.suggestions.iter().enumerate() {
        let changes: Vec<String> = s.edits.iter().map(|e: &Edit| e.short(&names)).collect();
        out.push_str(&format!(
            "\n{}. {}  [{} change{}, {}]\n   {}\n",
            i + 1,
            changes.join("; "),
            s.edits.len(),
            if s.edits.len() == 1 { "" } else { "s" },
            if s.eval.won {
                format!("{} points", s.eval.score)
            } else {
                "lost".to_owned()
            },
            explain(game, seed, base, s)
        ));
    }
    out
}
