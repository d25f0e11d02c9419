//! Planned actions: the tokens on an action board (docs/formats.md, game files).

use std::fmt;
use strum::VariantArray;

mod specialization;

pub use specialization::{Companion, SpecializationCard};

use crate::zone::Station;

/// What one action space of a board holds.
#[derive(Debug, Clone, Copy, Eq, Default)]
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
    Specialization(SpecializationCard),
    /// `A>`, `<A`, `^B` ...: the double face of a double-action card (The New Frontier):
    /// two halves performed in order, the second from where the first left the figure.
    Double(Double),
}

/// One half of a double-action card: one ordinary action or one ordinary move (no heroic
/// half is printed on any card).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, strum::VariantArray)]
pub enum Half {
    /// `A`.
    A,
    /// `B`.
    B,
    /// `C`.
    C,
    /// `R`: battlebots.
    Robots,
    /// `<`: red arrow.
    Red,
    /// `>`: blue arrow.
    Blue,
    /// `^`: gravolift.
    Lift,
}

impl Half {
    /// The single action this half performs.
    pub fn action(self) -> Action {
        match self {
            Half::A => Action::A,
            Half::B => Action::B,
            Half::C => Action::C,
            Half::Robots => Action::Robots,
            Half::Red => Action::Red,
            Half::Blue => Action::Blue,
            Half::Lift => Action::Lift,
        }
    }

    /// The half that performs a single action, if it can be one.
    pub fn from_action(action: Action) -> Option<Half> {
        Half::VARIANTS
            .iter()
            .copied()
            .find(|h| h.action() == action)
    }

    /// The one-character symbol of the half, as on a single card (`A`, `<`, `^`...).
    pub fn symbol(self) -> char {
        match self {
            Half::A => 'A',
            Half::B => 'B',
            Half::C => 'C',
            Half::Robots => 'R',
            Half::Red => '<',
            Half::Blue => '>',
            Half::Lift => '^',
        }
    }

    /// Reads a symbol, in either case.
    pub fn from_symbol(c: char) -> Option<Half> {
        let c = c.to_ascii_uppercase();
        Half::VARIANTS.iter().copied().find(|h| h.symbol() == c)
    }

    /// Whether the half is a movement (arrow or gravolift).
    pub fn is_move(self) -> bool {
        matches!(self, Half::Red | Half::Blue | Half::Lift)
    }
}

/// The double face of a double-action card: `first` is performed, then `second`.
///
/// Two equal halves exist only as arrows (`<<`, `>>`: two zones in one card); no card holds
/// A-A, B-B, C-C, battlebots twice or the gravolift twice, so those pairs are not doubles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Double {
    first: Half,
    second: Half,
}

impl Double {
    /// The double face `first` then `second`; `None` for two equal halves other than arrows.
    pub fn new(first: Half, second: Half) -> Option<Double> {
        (first != second || matches!(first, Half::Red | Half::Blue))
            .then_some(Double { first, second })
    }

    /// The half performed first.
    pub fn first(self) -> Half {
        self.first
    }

    /// The half performed second, from where the first left the figure.
    pub fn second(self) -> Half {
        self.second
    }

    /// Both halves, in order.
    pub fn halves(self) -> [Half; 2] {
        [self.first, self.second]
    }

    /// Whether either half is `half`.
    pub fn contains(self, half: Half) -> bool {
        self.first == half || self.second == half
    }

    /// The token: the two symbols written together (`A>`, `<<`, `^B`).
    pub fn token(self) -> String {
        [self.first.symbol(), self.second.symbol()].iter().collect()
    }

    /// Reads a two-symbol token (either case). `Err` with the two halves when they are equal
    /// and not arrows, `Ok(None)` when the text is not two half symbols.
    fn parse(token: &str) -> Result<Option<Double>, (Half, Half)> {
        let mut chars = token.chars();
        let (Some(a), Some(b), None) = (chars.next(), chars.next(), chars.next()) else {
            return Ok(None);
        };
        let (Some(first), Some(second)) = (Half::from_symbol(a), Half::from_symbol(b)) else {
            return Ok(None);
        };
        Double::new(first, second).map(Some).ok_or((first, second))
    }
}

impl fmt::Display for Double {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.token())
    }
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
            Action::Empty | Action::Tripped(_) | Action::Specialization(_) | Action::Double(_) => {
                return None;
            }
        };
        Some(Tripped(b))
    }
}

/// Why a token could not be read. Said by the `words` crate (`words::diagnostic::token`), in
/// the crew's language; displayed as data, like [`crate::SetupError`] (one wording per problem).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{self:?}")]
pub struct TokenError {
    /// The token as written.
    pub token: String,
    /// What is wrong with it.
    pub problem: TokenProblem,
}

/// What is wrong with a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenProblem {
    /// No action is written so.
    Unknown,
    /// Two equal halves that no double-action card holds (`AA`, `^^`).
    SameHalves(Half),
}

/// Equal cards: the same kind, and for the four kinds that carry a value, the same value.
/// Written out (not derived) so that it inlines: boards are compared card by card wherever
/// a resolution resumes from a checkpoint, and the derived comparison stayed a call per
/// card, the largest single cost of the coach's pairs (`docs/performance.md`).
impl PartialEq for Action {
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        // The kinds first: one byte each, and most cards carry no value.
        if std::mem::discriminant(self) != std::mem::discriminant(other) {
            return false;
        }
        match (self, other) {
            (Action::HeroicMove(a), Action::HeroicMove(b)) => a == b,
            (Action::Tripped(a), Action::Tripped(b)) => a == b,
            (Action::Specialization(a), Action::Specialization(b)) => a == b,
            (Action::Double(a), Action::Double(b)) => a == b,
            // The same valueless kind.
            _ => true,
        }
    }
}

impl Action {
    /// Reads one token of the action grammar, in either case (`a*`, `~b` and `@ur` are
    /// `A*`, `~B` and `@UR`: boards are typed quickly at the table).
    pub fn parse(token: &str) -> Result<Action, TokenError> {
        let err = || TokenError {
            token: token.to_string(),
            problem: TokenProblem::Unknown,
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
                } else if let Some(card) = SpecializationCard::parse_upper(&upper) {
                    Action::Specialization(card)
                } else if let Some(rest) = upper.strip_prefix('~') {
                    let inner = Action::parse(rest).map_err(|_| err())?;
                    Action::Tripped(Tripped::from_action(inner).ok_or_else(err)?)
                } else {
                    match Double::parse(&upper) {
                        Ok(Some(d)) => Action::Double(d),
                        Ok(None) => return Err(err()),
                        Err((h, _)) => {
                            return Err(TokenError {
                                token: token.to_string(),
                                problem: TokenProblem::SameHalves(h),
                            });
                        }
                    }
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
            Action::Specialization(card) => card.token(),
            Action::Double(d) => d.token(),
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
    pub fn specialization_card(self) -> Option<SpecializationCard> {
        match self {
            Action::Specialization(card) => Some(card),
            _ => None,
        }
    }

    /// Whether this is a double action (The New Frontier's double face).
    pub fn is_double(self) -> bool {
        matches!(self, Action::Double(_))
    }

    /// Whether the space holds a card.
    pub fn is_card(self) -> bool {
        // A tag test, not the derived `==` (an out-of-line call comparing payloads).
        !matches!(self, Action::Empty)
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
            "S+:A>", "S+:<<", "S+:R",
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

    /// The written-out `==` says what the tokens say: two cards are equal exactly when they
    /// are written the same, over every kind of card and its values.
    #[test]
    fn equal_cards_are_the_cards_written_the_same() {
        let mut tokens: Vec<String> = [
            ".", "A", "B", "C", "R", "<", ">", "^", "A*", "B*", "R*", "@UR", "@UW", "@UB", "@LR",
            "@LW", "@LB", "~A", "~B", "~>", "~@LB", "~@UR", "~R*", "S", "S+", "S:>", "S:^", "S+:<",
            "S+:A", "S:A", "S+:A>", "S+:<<", "S+:R",
        ]
        .map(String::from)
        .to_vec();
        for &first in Half::VARIANTS {
            for &second in Half::VARIANTS {
                tokens.push([first.symbol(), second.symbol()].iter().collect());
            }
        }
        let cards: Vec<Action> = tokens
            .iter()
            .filter_map(|t| Action::parse(t).ok())
            .collect();
        assert_eq!(cards.len(), 33 + 44);
        for a in &cards {
            for b in &cards {
                assert_eq!(a == b, a.token() == b.token(), "{a} {b}");
            }
        }
    }

    /// Every ordered pair of halves is a double token (`A>`, `<A`, `<<`), except two equal
    /// halves that are not arrows (RULINGS.md NF22).
    #[test]
    fn every_pair_of_halves_is_a_double_token_that_round_trips() {
        let mut doubles = 0;
        for &first in Half::VARIANTS {
            for &second in Half::VARIANTS {
                let tok: String = [first.symbol(), second.symbol()].iter().collect();
                match Action::parse(&tok) {
                    Ok(a) => {
                        doubles += 1;
                        assert_eq!(a, Action::Double(Double { first, second }));
                        assert_eq!(a.to_string(), tok);
                        assert_eq!(Action::parse(&tok.to_lowercase()), Ok(a));
                    }
                    Err(e) => {
                        assert_eq!(first, second, "{tok}");
                        assert_eq!(e.problem, TokenProblem::SameHalves(first));
                    }
                }
            }
        }
        assert_eq!(doubles, 49 - 5);
        // (Its words are the words crate's: `double-same-halves.err` pins the English.)
        assert!(matches!(
            Action::parse("aa").unwrap_err().problem,
            TokenProblem::SameHalves(_)
        ));
        for bad in ["A>B", "~A>", "A*>", "@U>", "A."] {
            assert!(Action::parse(bad).is_err(), "{bad}");
        }
        let board = Action::parse_board("A> <a ^b ra << >^").unwrap();
        assert_eq!(board_tokens(&board), "A> <A ^B RA << >^");
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
