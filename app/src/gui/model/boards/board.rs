//! One action board as typed: its text, the 12 spaces it shows and what is wrong with it.

use crate::gui::widgets::card_face::SpaceShown;
use engine::{Action, CrewColor, SetupError};

/// One crew member's (or android's) action board as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    /// Name, as in the log.
    pub name: String,
    /// Figure color.
    pub color: Option<CrewColor>,
    /// The captain acts first.
    pub captain: bool,
    /// An android board.
    pub android: bool,
    /// The tokens as typed (`A > ^ . C`).
    pub text: String,
    /// The specialization held (The New Frontier's specializations; `None`: none).
    pub specialist: Option<engine::Specialist>,
}

impl BoardRow {
    /// The 12 spaces as typed: tokens past the twelfth are reported by [`BoardRow::problems`].
    pub fn spaces(&self) -> [SpaceShown; 12] {
        let mut spaces: [SpaceShown; 12] = std::array::from_fn(|_| SpaceShown::Card(Action::Empty));
        for (space, token) in spaces.iter_mut().zip(self.text.split_whitespace()) {
            *space = match Action::parse(token) {
                Ok(action) => SpaceShown::Card(action),
                Err(_) => SpaceShown::Wrong(token.to_owned()),
            };
        }
        spaces
    }

    /// What is wrong with the row in a game of `modules`, each naming the space: the token
    /// grammar, then the cards the rules refuse ([`engine::board_problems`], the check the
    /// phones and the game file get too); empty when it is a board.
    pub fn problems(&self, modules: engine::Modules) -> Vec<String> {
        let mut problems = self.grammar_problems();
        let tokens: Vec<&str> = self.text.split_whitespace().collect();
        let actions: Vec<Action> = (tokens.iter())
            .map(|t| Action::parse(t).unwrap_or_default())
            .collect();
        for (turn, problem) in engine::board_problems(&actions, modules, self.specialist) {
            let token = tokens
                .get(usize::from(turn) - 1)
                .copied()
                .unwrap_or_default();
            let said = words::diagnostic::setup::board_problem(turn, token, &problem);
            problems.push(said);
        }
        problems
    }

    /// What is wrong with the row's tokens as the action grammar reads them.
    pub fn grammar_problems(&self) -> Vec<String> {
        let tokens: Vec<&str> = self.text.split_whitespace().collect();
        let mut problems: Vec<String> = tokens
            .iter()
            .enumerate()
            .filter(|(_, token)| Action::parse(token).is_err())
            .map(|(i, token)| i18n::tr!("entry-space-not-a-card", space = i + 1, token = *token))
            .collect();
        if tokens.len() > 12 {
            problems.push(i18n::tr!(
                "entry-too-many-cards",
                count = tokens.len(),
                extra = tokens.len() - 12
            ));
        }
        problems
    }

    /// Appends a token clicked on the palette.
    pub fn push_token(&mut self, token: &str) {
        let kept = self.text.trim_end().len();
        self.text.truncate(kept);
        if !self.text.is_empty() {
            self.text.push(' ');
        }
        self.text.push_str(token);
    }

    /// Whether every one of the board's 12 spaces holds a token.
    pub fn is_full(&self) -> bool {
        self.text.split_whitespace().count() >= 12
    }

    /// Removes the last token.
    pub fn pop_token(&mut self) {
        let trimmed = self.text.trim_end();
        let cut = trimmed.rfind(char::is_whitespace).map_or(0, |i| i + 1);
        self.text.truncate(cut);
        let kept = self.text.trim_end().len();
        self.text.truncate(kept);
    }
}

/// One of the engine's reasons, naming the board it is about.
pub(super) fn setup_problem(error: &SetupError) -> String {
    match error {
        SetupError::NoCrew => i18n::tr!("entry-no-crew"),
        SetupError::NoName { crew }
        | SetupError::NameControl { crew, .. }
        | SetupError::NameTwice { crew, .. }
        | SetupError::ColorTwice { crew, .. } => i18n::tr!(
            "entry-board-n-problem",
            board = crew + 1,
            problem = words::diagnostic::setup::text(error)
        ),
        SetupError::TileTwice { zone, .. } => i18n::tr!(
            "entry-zone-tiles-problem",
            zone = words::nouns::zone(*zone),
            problem = words::diagnostic::setup::text(error)
        ),
        _ => words::diagnostic::setup::text(error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(text: &str) -> BoardRow {
        BoardRow {
            name: "Anna".into(),
            color: None,
            captain: true,
            android: false,
            text: text.into(),
            specialist: None,
        }
    }

    #[test]
    fn a_row_names_each_wrong_space_and_extra_cards() {
        assert!(
            row("A > ^ . C ~B A* @LB")
                .problems(engine::Modules::default())
                .is_empty()
        );
        assert_eq!(
            row("A D ^ x").problems(engine::Modules::default()),
            ["space 2: `D` is not a card", "space 4: `x` is not a card"]
        );
        let thirteen = row("A A A A A A A A A A A A A");
        assert_eq!(
            thirteen.problems(engine::Modules::default()),
            ["13 cards: a board has 12 spaces (remove 1)"]
        );
        assert_eq!(row("A D").spaces()[1], SpaceShown::Wrong("D".into()));
        assert_eq!(row("A D").spaces()[2], SpaceShown::Card(Action::Empty));
    }

    #[test]
    fn palette_tokens_are_appended_and_undone() {
        let mut r = row("A ");
        r.push_token(">");
        r.push_token("~B");
        assert_eq!(r.text, "A > ~B");
        r.pop_token();
        assert_eq!(r.text, "A >");
        r.pop_token();
        r.pop_token();
        assert_eq!(r.text, "");
        r.pop_token();
        assert_eq!(r.text, "");
    }
}
