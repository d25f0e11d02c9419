//! Trajectory boards T1-T7 (`docs/rules.md` §4).
//!
//! Spaces are counted from the ship: space 1 is the Z space, space `length` is where a threat
//! enters. Distance 1 is spaces 1-5, distance 2 spaces 6-10, distance 3 the rest.

/// One of the seven trajectory boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Trajectory(u8);

/// What a threat does on a space of its trajectory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Square {
    /// The X action.
    X,
    /// The Y action.
    Y,
    /// The Z action; then the threat is survived.
    Z,
}

impl Square {
    /// `X`, `Y` or `Z`.
    pub fn letter(self) -> &'static str {
        match self {
            Square::X => "X",
            Square::Y => "Y",
            Square::Z => "Z",
        }
    }
}

impl Trajectory {
    /// Board `n` (1..=7), or `None`.
    pub fn new(n: u8) -> Option<Trajectory> {
        (1..=7).contains(&n).then_some(Trajectory(n))
    }

    /// The board's number, 1..=7.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Number of spaces.
    pub fn length(self) -> u8 {
        9 + self.0
    }

    /// The action squares as (space, square), from the entry toward the ship.
    pub const fn squares(self) -> &'static [(u8, Square)] {
        match self.0 {
            1 => &[(5, Square::X), (1, Square::Z)],
            2 => &[(8, Square::X), (1, Square::Z)],
            3 => &[(8, Square::X), (3, Square::Y), (1, Square::Z)],
            4 => &[(9, Square::X), (5, Square::Y), (1, Square::Z)],
            5 => &[(11, Square::X), (7, Square::Y), (1, Square::Z)],
            6 => &[
                (10, Square::X),
                (7, Square::Y),
                (3, Square::Y),
                (1, Square::Z),
            ],
            _ => &[
                (12, Square::X),
                (8, Square::Y),
                (5, Square::Y),
                (1, Square::Z),
            ],
        }
    }

    /// The spaces holding an action square, as bits (bit `n`: space `n`).
    pub fn action_spaces(self) -> u32 {
        ACTION_SPACES[usize::from(self.0) % ACTION_SPACES.len()]
    }

    /// The action squares a threat enters moving from space `from` to space `to` (nearer the
    /// ship), from the entry toward the ship. Most moves enter none: one bit test says so,
    /// and each square entered is known by two more (no walk through the board's list).
    pub fn squares_entered(self, from: u8, to: u8) -> impl Iterator<Item = Square> {
        let board = usize::from(self.0) % ACTION_SPACES.len();
        let mut entered = self.entered(from, to);
        let (x, z) = (X_SPACES[board], Z_SPACES[board]);
        std::iter::from_fn(move || {
            if entered == 0 {
                return None;
            }
            let bit = 1 << (31 - entered.leading_zeros());
            entered &= !bit;
            Some(if z & bit != 0 {
                Square::Z
            } else if x & bit != 0 {
                Square::X
            } else {
                Square::Y
            })
        })
    }

    /// Whether a threat moving from space `from` to space `to` enters an action square.
    pub fn enters_any(self, from: u8, to: u8) -> bool {
        self.entered(from, to) != 0
    }

    /// The spaces of action squares entered moving from `from` to `to`, as bits.
    fn entered(self, from: u8, to: u8) -> u32 {
        // Spaces to..from, as bits; spaces are at most 16.
        let passed = (1u32 << from.min(31)) - (1u32 << to.min(from).min(31));
        self.action_spaces() & passed
    }

    /// The action square at `space`, if any.
    pub fn square_at(self, space: u8) -> Option<Square> {
        self.squares()
            .iter()
            .find(|(s, _)| *s == space)
            .map(|(_, q)| *q)
    }
}

/// The bits of the spaces holding an action square (`only`: of that square alone).
const fn action_bits(squares: &[(u8, Square)], only: Option<Square>) -> u32 {
    let mut bits = 0;
    let mut i = 0;
    while i < squares.len() {
        let (space, square) = squares[i];
        let wanted = match only {
            Some(q) => q as u8 == square as u8,
            None => true,
        };
        if wanted {
            bits |= 1 << space;
        }
        i += 1;
    }
    bits
}

/// The bits of each board's spaces (by number; 0: no board) holding an action square, or
/// only a given square.
const fn board_bits(only: Option<Square>) -> [u32; 8] {
    let mut bits = [0; 8];
    let mut n = 1;
    while n < 8 {
        bits[n] = action_bits(Trajectory(n as u8).squares(), only);
        n += 1;
    }
    bits
}

/// [`Trajectory::action_spaces`] of each board, by number (0: no board).
const ACTION_SPACES: [u32; 8] = board_bits(None);

/// The spaces of each board holding its X, and its Z (every other action square is a Y).
const X_SPACES: [u32; 8] = board_bits(Some(Square::X));
const Z_SPACES: [u32; 8] = board_bits(Some(Square::Z));

/// The distance band (1, 2 or 3) of a space.
pub fn distance(space: u8) -> u8 {
    match space {
        0..=5 => 1,
        6..=10 => 2,
        _ => 3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_match_the_reference_table() {
        let t1 = Trajectory::new(1).map(|t| (t.length(), distance(t.length())));
        assert_eq!(t1, Some((10, 2)));
        let t7 = Trajectory::new(7).map(|t| (t.length(), distance(t.length())));
        assert_eq!(t7, Some((16, 3)));
        assert_eq!(Trajectory::new(0), None);
        assert_eq!(Trajectory::new(8), None);
        for n in 1..=7 {
            let t = Trajectory::new(n).into_iter().next();
            let squares = t.map(|t| t.squares()).unwrap_or(&[]);
            assert_eq!(squares.last(), Some(&(1, Square::Z)));
            assert_eq!(squares.iter().filter(|(_, q)| *q == Square::X).count(), 1);
        }
    }

    #[test]
    fn squares_entered_are_those_passed_from_the_entry_toward_the_ship() {
        for n in 1..=7 {
            let Some(t) = Trajectory::new(n) else {
                continue;
            };
            for from in 1..=t.length() {
                for to in 1..=from {
                    let expected: Vec<Square> = (t.squares().iter())
                        .filter(|(space, _)| (to..from).contains(space))
                        .map(|(_, q)| *q)
                        .collect();
                    let got: Vec<Square> = t.squares_entered(from, to).collect();
                    assert_eq!(got, expected, "T{n} from {from} to {to}");
                }
            }
        }
    }
}
