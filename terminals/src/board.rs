//! One action board as a phone sends it: the same token grammar and the same rules as the
//! boards screen and the game files (`docs/formats.md` §2.2), read by the engine's
//! [`Action::parse`] and judged by its [`engine::board_problems`] with the modules the host
//! plays (a double card in a base game is refused here as the command line refuses it).

use engine::Action;
use i18n::{Arg, FluentArgs, Language, text_in};
use serde::Serialize;

/// The most characters a board's text may have: twelve of the longest tokens (`~A*`, `@UR`)
/// with spaces fit in 60; anything much longer is not a board.
pub const MAX_BOARD_CHARS: usize = 120;

/// A board has twelve action spaces.
pub const SPACES: usize = 12;

/// What is wrong with one space of a board (or with the board as a whole).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SpaceProblem {
    /// The 1-based space (13 and beyond for cards past the twelfth).
    pub space: usize,
    /// What is wrong, in words of the phones' language: "`D` is not a card".
    pub message: String,
}

/// What the host plays that a board's cards must agree with: the modules, and the
/// specialization the crew member holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardRules {
    /// The New Frontier modules of the game (all off: the base game).
    pub modules: engine::Modules,
    /// The specialization the board's crew member holds, if any.
    pub specialist: Option<engine::Specialist>,
}

/// Checks a board's text: every token must be a card half of the action grammar, at most
/// twelve, each allowed by the game's `rules` (the engine's [`engine::board_problems`], the
/// check a game file gets). Returns each problem with its space, in words of `language`
/// (the phones'); empty when it is a board.
pub fn check_with(text: &str, language: Language, rules: BoardRules) -> Vec<SpaceProblem> {
    let mut problems = check(text, language);
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let actions: Vec<Action> = tokens
        .iter()
        .map(|t| Action::parse(t).unwrap_or_default())
        .collect();
    let refused = engine::board_problems(&actions, rules.modules, rules.specialist);
    if refused.is_empty() {
        return problems;
    }
    // The words crate speaks the thread's language: this thread speaks the phones'.
    i18n::set_thread_language(Some(language));
    for (turn, problem) in refused {
        let token = tokens
            .get(usize::from(turn) - 1)
            .copied()
            .unwrap_or_default();
        problems.push(SpaceProblem {
            space: usize::from(turn),
            message: words::diagnostic::setup::board_problem(turn, token, &problem),
        });
    }
    problems.sort_by_key(|p| p.space);
    problems
}

/// Checks a board's text against the token grammar alone (see [`check_with`]).
pub fn check(text: &str, language: Language) -> Vec<SpaceProblem> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut problems: Vec<SpaceProblem> = tokens
        .iter()
        .enumerate()
        .filter(|(_, token)| Action::parse(token).is_err())
        .map(|(i, token)| {
            let mut args = FluentArgs::new();
            args.set("token", (*token).value());
            SpaceProblem {
                space: i + 1,
                message: text_in(language, "phone-problem-not-a-card", Some(&args)),
            }
        })
        .collect();
    if tokens.len() > SPACES {
        let mut args = FluentArgs::new();
        args.set("count", tokens.len().value());
        args.set("extra", (tokens.len() - SPACES).value());
        problems.push(SpaceProblem {
            space: SPACES + 1,
            message: text_in(language, "phone-problem-too-many-cards", Some(&args)),
        });
    }
    problems
}

/// The board written back in the game file's spelling (`a*` becomes `A*`), one space between
/// tokens; `None` when [`check`] finds a problem.
pub fn normalized(text: &str) -> Option<String> {
    if !check(text, Language::En).is_empty() {
        return None;
    }
    let tokens: Option<Vec<String>> = text
        .split_whitespace()
        .map(|t| Action::parse(t).ok().map(Action::token))
        .collect();
    tokens.map(|t| t.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_boards_screen_rules_apply() {
        assert!(check("A > ^ . C ~B A* @LB", Language::En).is_empty());
        let problems = check("A D ^ x", Language::En);
        assert_eq!(
            problems
                .iter()
                .map(|p| (p.space, p.message.as_str()))
                .collect::<Vec<_>>(),
            [(2, "`D` is not a card"), (4, "`x` is not a card")]
        );
        let thirteen = check("A A A A A A A A A A A A A", Language::En);
        assert_eq!(thirteen.len(), 1);
        assert_eq!(thirteen[0].space, 13);
        assert_eq!(
            thirteen[0].message,
            "13 cards: a board has 12 spaces (remove 1)"
        );
        // In the phones' language.
        assert_eq!(check("A D", Language::De)[0].message, "`D` ist keine Karte");
        assert_eq!(normalized("a*  ~b @ur").as_deref(), Some("A* ~B @UR"));
        assert_eq!(normalized("A Q"), None);
    }

    #[test]
    fn a_double_card_is_refused_in_a_base_game_and_taken_with_double_actions() {
        let base = BoardRules::default();
        let problems = check_with("B C BC", Language::En, base);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].space, 3);
        assert!(
            problems[0].message.contains("double action"),
            "{problems:?}"
        );
        let doubles = BoardRules {
            modules: engine::Modules {
                double_actions: true,
                ..engine::Modules::default()
            },
            specialist: None,
        };
        assert!(check_with("B C BC", Language::En, doubles).is_empty());
    }
}
