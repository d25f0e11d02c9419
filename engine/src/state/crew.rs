//! A crew member during resolution, and the rule of a delayed board (R3).

use crate::{action::Action, setup::CrewColor, zone::Station};

/// A crew member during resolution: a plain copy (its name is kept, `card::kept_name`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CrewState {
    /// Name.
    pub name: crate::card::Kept<str>,
    /// Figure color.
    pub color: Option<CrewColor>,
    /// Captain.
    pub captain: bool,
    /// Android board.
    pub android: bool,
    /// Where the figure is; `None` while out in the interceptors.
    pub station: Option<Station>,
    /// Knocked out.
    pub knocked_out: bool,
    /// The battlebot squad following this crew member.
    pub squad: Option<usize>,
    /// The specialization held (The New Frontier).
    pub specialist: Option<crate::specialization::Specialist>,
    /// Specialization cards played so far: basic, advanced.
    pub uses: [u8; 2],
    /// The action board as it stands now (delays push cards). Last: states are compared
    /// field by field in this order (a coach asks whether a changed plan stands as the crew's
    /// did), and where the figures stand tells two crews apart sooner than twelve cards.
    pub actions: [Action; 12],
}

/// Plays the card of `turn` (1-based) again the next turn: the board is delayed from the next
/// turn (R3), and the space that opens holds a copy of this turn's card (Space-Time Vortex;
/// nothing to copy from an empty space, which leaves a plain delay). Returns the card pushed
/// past turn 12, if any.
pub fn repeat(board: &mut [Action; 12], turn: u8) -> Option<Action> {
    let this = usize::from(turn).checked_sub(1)?;
    if this + 1 >= 12 {
        return None;
    }
    let lost = delay(board, turn + 1);
    if !board[this + 1].is_card() {
        board[this + 1] = board[this];
    }
    lost
}

/// Delays a board from `turn` (1-based) by one space (R3): the card there and the following
/// cards move one space later, up to the first empty space, which absorbs the push; a card
/// pushed past turn 12 is lost. Delaying an empty space changes nothing.
pub fn delay(board: &mut [Action; 12], turn: u8) -> Option<Action> {
    let start = usize::from(turn).checked_sub(1)?;
    if start >= 12 || !board[start].is_card() {
        return None;
    }
    let lost = pushed_off(board, turn);
    let end = (start..12).find(|&i| !board[i].is_card()).unwrap_or(11);
    for i in (start + 1..=end).rev() {
        board[i] = board[i - 1];
    }
    board[start] = Action::Empty;
    lost
}

/// The card a delay from `turn` (1-based) pushes past turn 12, without delaying: the last
/// one, when every space from `turn` on holds a card (no empty space absorbs the push).
pub fn pushed_off(board: &[Action; 12], turn: u8) -> Option<Action> {
    let start = usize::from(turn).checked_sub(1)?;
    let rest = board.get(start..)?;
    (!rest.is_empty() && rest.iter().all(|a| a.is_card())).then_some(board[11])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(s: &str) -> [Action; 12] {
        Action::parse_board(s).unwrap()
    }

    #[test]
    fn r3_delay_stops_at_the_first_empty_space() {
        let mut b = board("A B . C");
        assert_eq!(delay(&mut b, 1), None);
        assert_eq!(b, board(". A B C"));
        // R3: delaying an empty space changes nothing.
        let mut b = board(". A");
        delay(&mut b, 1);
        assert_eq!(b, board(". A"));
    }

    #[test]
    fn repeat_copies_this_turns_card_into_the_space_it_opens() {
        // NF40: the next space becomes a copy, the rest is pushed up to the first empty space.
        let mut b = board("C A B . C");
        assert_eq!(repeat(&mut b, 2), None);
        assert_eq!(b, board("C A A B C"));
        // An empty next space is simply filled; an empty card repeats as a plain delay.
        let mut b = board("A . B");
        repeat(&mut b, 1);
        assert_eq!(b, board("A A B"));
        let mut b = board(". B C");
        repeat(&mut b, 1);
        assert_eq!(b, board(". . B C"));
        // The last card of a full board falls off; turn 12 has no next turn.
        let mut b = board("A A A A A A A A A A A C");
        assert_eq!(repeat(&mut b, 1), Some(Action::C));
        let mut b = board("A A A A A A A A A A A C");
        assert_eq!(repeat(&mut b, 12), None);
        assert_eq!(b, board("A A A A A A A A A A A C"));
    }

    #[test]
    fn r3_card_pushed_past_turn_12_is_lost() {
        let mut b = board("A A A A A A A A A A A C");
        assert_eq!(delay(&mut b, 3), Some(Action::C));
        assert_eq!(b, board("A A . A A A A A A A A A"));
    }
}
