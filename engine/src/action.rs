//! Planned actions: the tokens on an action board (docs/formats.md, game files).

use std::fmt;

use crate::{specialization::SpecialCard, zone::Station};

/// What one action space of a board holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Action {
    /// `.`: no card.
    #[default]
    Empty,
    /// `A`: fire the weapon (or repair an A malfunction) in the current station.
    A,
    /// `B`: transfer energy (or repair a B malfunction).
    B,
    /// `C`: the station's special system (or repair a C malfunction).
    C,
    /// `R`: battlebots; in space, keep the interceptors attacking.
    Robots,
    /// `<`: red arrow, one station toward red.
    Red,
    /// `>`: blue arrow, one station toward blue.
    Blue,
    /// `^`: gravolift, change deck in the same zone.
    Lift,
    /// `A*`: heroic A (+1 strength, or 2 repair points).
    HeroicA,
    /// `B*`: heroic B (+1 energy, or 2 repair points).
    HeroicB,
    /// `R*`: heroic battlebots (never disabled; interceptors +1).
    HeroicRobots,
    /// `@UR` ...: heroic move straight to a station (R6).
    HeroicMove(Station),
    /// `~X`: "Oops, I tripped": perform X and delay the next turn (R14).
    Tripped(Tripped),
    /// `S`, `S+`, `S:X`, `S+:X`: the crew member's specialization card, basic or advanced,
    /// alone or with a second card (The New Frontier; [`crate::specialization`]).
    Special(SpecialCard),
}

/// The action a tripped card stands for (any non-empty, non-tripped action).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tripped(Basic);

/// The actions that may stand behind `~`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Basic {
    A,
    B,
    C,
    Robots,
    Red,
    Blue,
    Lift,
    HeroicA,
    HeroicB,
    HeroicRobots,
    HeroicMove(Station),
}

impl Tripped {
    /// The action actually performed.
    pub fn intended(self) -> Action {
        match self.0 {
            Basic::A => Action::A,
            Basic::B => Action::B,
            Basic::C => Action::C,
            Basic::Robots => Action::Robots,
            Basic::Red => Action::Red,
            Basic::Blue => Action::Blue,
            Basic::Lift => Action::Lift,
            Basic::HeroicA => Action::HeroicA,
            Basic::HeroicB => Action::HeroicB,
            Basic::HeroicRobots => Action::HeroicRobots,
            Basic::HeroicMove(s) => Action::HeroicMove(s),
        }
    }

    fn from_action(a: Action) -> Option<Tripped> {
        let b = match a {
            Action::A => Basic::A,
            Action::B => Basic::B,
            Action::C => Basic::C,
            Action::Robots => Basic::Robots,
            Action::Red => Basic::Red,
            Action::Blue => Basic::Blue,
            Action::Lift => Basic::Lift,
            Action::HeroicA => Basic::HeroicA,
            Action::HeroicB => Basic::HeroicB,
            Action::HeroicRobots => Basic::HeroicRobots,
            Action::HeroicMove(s) => Basic::HeroicMove(s),
            Action::Empty | Action::Tripped(_) | Action::Special(_) => return None,
        };
        Some(Tripped(b))
    }
}

/// Why a token could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", token_message(token))]
pub struct TokenError {
    /// The token as written.
    pub token: String,
}

/// The base game's message, or, for a token that starts like a specialization card, that
/// card's grammar.
fn token_message(token: &str) -> String {
    if token.starts_with(['S', 's']) {
        format!(
            "unknown action token `{token}`: a specialization card is S, S+, S:X or S+:X (X one of A B C R < > ^)"
        )
    } else {
        format!(
            "unknown action token `{token}`: expected one of A B C R < > ^ . A* B* R* @UR @UW @UB @LR @LW @LB or ~X"
        )
    }
}

impl Action {
    /// Reads one token of the action grammar, in either case (`a*`, `~b` and `@ur` are
    /// `A*`, `~B` and `@UR`: boards are typed quickly at the table).
    pub fn parse(token: &str) -> Result<Action, TokenError> {
        let err = || TokenError {
            token: token.to_string(),
        };
        let upper = token.to_ascii_uppercase();
        Ok(match upper.as_str() {
            "." => Action::Empty,
            "A" => Action::A,
            "B" => Action::B,
            "C" => Action::C,
            "R" => Action::Robots,
            "<" => Action::Red,
            ">" => Action::Blue,
            "^" => Action::Lift,
            "A*" => Action::HeroicA,
            "B*" => Action::HeroicB,
            "R*" => Action::HeroicRobots,
            _ => {
                if let Some(code) = upper.strip_prefix('@') {
                    Action::HeroicMove(Station::parse(code).ok_or_else(err)?)
                } else if let Some(card) = SpecialCard::parse_upper(&upper) {
                    Action::Special(card)
                } else if let Some(rest) = upper.strip_prefix('~') {
                    let inner = Action::parse(rest).map_err(|_| err())?;
                    Action::Tripped(Tripped::from_action(inner).ok_or_else(err)?)
                } else {
                    return Err(err());
                }
            }
        })
    }

    /// Reads a whole board: up to 12 space-separated tokens; missing ones are empty.
    /// Returns every bad token with its 1-based position.
    pub fn parse_board(text: &str) -> Result<[Action; 12], Vec<(usize, TokenError)>> {
        let mut board = [Action::Empty; 12];
        let mut errors = Vec::new();
        let tokens: Vec<&str> = text.split_whitespace().collect();
        for (i, tok) in tokens.iter().enumerate() {
            match Action::parse(tok) {
                Ok(a) if i < 12 => board[i] = a,
                Ok(_) => {}
                Err(e) => errors.push((i + 1, e)),
            }
        }
        if errors.is_empty() {
            Ok(board)
        } else {
            Err(errors)
        }
    }

    /// The token that writes this action.
    pub fn token(self) -> String {
        match self {
            Action::Empty => ".".into(),
            Action::A => "A".into(),
            Action::B => "B".into(),
            Action::C => "C".into(),
            Action::Robots => "R".into(),
            Action::Red => "<".into(),
            Action::Blue => ">".into(),
            Action::Lift => "^".into(),
            Action::HeroicA => "A*".into(),
            Action::HeroicB => "B*".into(),
            Action::HeroicRobots => "R*".into(),
            Action::HeroicMove(s) => format!("@{}", s.code()),
            Action::Tripped(t) => format!("~{}", t.intended().token()),
            Action::Special(card) => card.token(),
        }
    }

    /// Whether this action is a movement (arrows, lift, heroic move).
    pub fn is_move(self) -> bool {
        matches!(
            self,
            Action::Red | Action::Blue | Action::Lift | Action::HeroicMove(_)
        )
    }

    /// Whether it is one of the heroic cards (`A*`, `B*`, `R*`, `@XX`, or one of them
    /// tripped over): with specializations, no crew holds them.
    pub fn is_heroic(self) -> bool {
        match self {
            Action::HeroicA | Action::HeroicB | Action::HeroicRobots | Action::HeroicMove(_) => {
                true
            }
            Action::Tripped(t) => t.intended().is_heroic(),
            _ => false,
        }
    }

    /// The specialization card in the space, if it holds one.
    pub fn special(self) -> Option<SpecialCard> {
        match self {
            Action::Special(card) => Some(card),
            _ => None,
        }
    }

    /// Whether the space holds a card.
    pub fn is_card(self) -> bool {
        self != Action::Empty
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.token())
    }
}

/// Writes a board back as tokens, trailing empty spaces omitted.
pub fn board_tokens(board: &[Action; 12]) -> String {
    let last = board.iter().rposition(|a| a.is_card()).map_or(0, |i| i + 1);
    board[..last]
        .iter()
        .map(|a| a.token())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_token_round_trips() {
        for tok in [
            ".", "A", "B", "C", "R", "<", ">", "^", "A*", "B*", "R*", "@UR", "@UW", "@UB", "@LR",
            "@LW", "@LB", "~A", "~>", "~@LB", "~R*", "S", "S+", "S:>", "S:^", "S+:<", "S+:A",
            "S+:R",
        ] {
            assert_eq!(Action::parse(tok).map(|a| a.token()), Ok(tok.to_string()));
        }
        for bad in [
            "D", "~.", "~~A", "@XX", "C*", "c*", "@u", "ä", "S*", "S++", "S:", "S:A*", "S:S", "S>",
            "S+:~A", "S:.", "~S",
        ] {
            assert!(Action::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn lowercase_tokens_read_as_uppercase() {
        assert_eq!(
            Action::parse("s+:a").map(|a| a.token()),
            Ok("S+:A".to_string())
        );
        let board = Action::parse_board("a b . c r a* ~b @ur b* r* ~@lb ^ <");
        let upper = Action::parse_board("A B . C R A* ~B @UR B* R* ~@LB ^ <");
        assert_eq!(board, upper);
        assert_eq!(
            Action::parse("~r*").map(|a| a.token()),
            Ok("~R*".to_string())
        );
        // The error quotes the token as written.
        assert_eq!(
            Action::parse("d").map_err(|e| e.token),
            Err("d".to_string())
        );
    }
}
