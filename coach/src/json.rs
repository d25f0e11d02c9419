//! The coach's report as JSON (`sitting-duck coach --json`, docs/formats.md): types deriving
//! `Serialize` whose fields, in order, are the documented schema.

use engine::{Action, Game, Resolution};
use serde::Serialize;

use crate::edit::Edit;
use crate::explain::{crew_names, explain};

/// One change: `{"kind": "change" | "empty", "crew", "turn", "from", "to"}` or
/// `{"kind": "swap", "crew", "turns"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum EditJson {
    /// An action changed (`"empty"`: taken out).
    Change {
        /// `"change"` or `"empty"`.
        kind: &'static str,
        /// The crew member's name.
        crew: String,
        /// The turn.
        turn: u8,
        /// The action before, as a board token.
        from: String,
        /// The action after.
        to: String,
    },
    /// Two turns of a board swapped.
    Swap {
        /// `"swap"`.
        kind: &'static str,
        /// The crew member's name.
        crew: String,
        /// The two turns.
        turns: [u8; 2],
    },
}

impl EditJson {
    /// `edit`, with the crew's names.
    pub fn new(edit: Edit, names: &[String]) -> Self {
        let crew = names
            .get(edit.crew())
            .map_or("?", String::as_str)
            .to_owned();
        match edit {
            Edit::Change { turn, from, to, .. } => EditJson::Change {
                kind: if to == Action::Empty {
                    "empty"
                } else {
                    "change"
                },
                crew,
                turn,
                from: from.token(),
                to: to.token(),
            },
            Edit::Swap { a, b, .. } => EditJson::Swap {
                kind: "swap",
                crew,
                turns: [a, b],
            },
        }
    }
}

/// A plan's result: `"won"` or `"lost"`, and the score when won (else `null`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResultJson {
    /// `"won"` or `"lost"`.
    pub outcome: &'static str,
    /// The score, when won.
    pub score: Option<i32>,
}

impl From<crate::Eval> for ResultJson {
    fn from(eval: crate::Eval) -> Self {
        ResultJson {
            outcome: if eval.won { "won" } else { "lost" },
            score: eval.won.then_some(eval.score),
        }
    }
}

/// One suggestion: its changes, its result, whether the search was exhaustive, the boards
/// it makes (by crew member, in crew order) and its sentence.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SuggestionJson {
    /// The changes.
    pub changes: Vec<EditJson>,
    /// The result with them.
    #[serde(flatten)]
    pub result: ResultJson,
    /// Whether every plan with as many changes was tried.
    pub exhaustive: bool,
    /// Each crew member's board with the changes, by name (in crew order).
    pub boards: serde_json::Map<String, serde_json::Value>,
    /// The suggestion in words.
    pub explanation: String,
}

/// The whole report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportJson {
    /// What was looked for (`survive`, `score`...).
    pub objective: &'static str,
    /// The most changes tried.
    pub edits: usize,
    /// Whether the hand rules were kept.
    pub hand: bool,
    /// The search's seed.
    pub seed: u64,
    /// The crew's own plan.
    pub base: ResultJson,
    /// How many plans were tried.
    pub tried: u64,
    /// Whether the search was cancelled.
    pub cancelled: bool,
    /// The suggestions, best first.
    pub suggestions: Vec<SuggestionJson>,
}

/// The whole report as JSON (`sitting-duck coach --json`, docs/formats.md).
pub fn report_json(
    game: &Game,
    seed: u64,
    base: &Resolution,
    options: &crate::Options,
    report: &crate::Report,
) -> ReportJson {
    let names = crew_names(game);
    // The JSON is the same in every language (docs/formats.md): its sentences in English.
    // This thread goes back to the language it spoke in (pinned to it, the same words).
    let language = i18n::language();
    i18n::set_thread_language(Some(i18n::Language::En));
    let suggestions = report
        .suggestions
        .iter()
        .map(|s| {
            let plan = crate::edit::with_edits(game, &s.edits);
            let boards = names
                .iter()
                .cloned()
                .zip(
                    crate::edit::boards(&plan)
                        .into_iter()
                        .map(serde_json::Value::from),
                )
                .collect();
            SuggestionJson {
                changes: s.edits.iter().map(|&e| EditJson::new(e, &names)).collect(),
                result: s.eval.into(),
                exhaustive: s.exhaustive,
                boards,
                explanation: explain(game, seed, base, s),
            }
        })
        .collect();
    i18n::set_thread_language(Some(language));
    ReportJson {
        objective: options.objective.word(),
        edits: options.edits,
        hand: options.rules.hand,
        seed: options.seed,
        base: report.base.into(),
        tried: report.tried,
        cancelled: report.cancelled,
        suggestions,
    }
}
