//! Changes to the crew's action boards: change one card, swap two cards of one player, empty a
//! space; and which changes a player could have made (every token, or only the cards of a hand
//! with `--hand`, docs/rules.md §6.3).

use engine::{Action, Game, Station, Zone, action::board_tokens, zone::Deck};

/// One change to one crew member's board. Turns are 1-12.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edit {
    /// The card of `turn` becomes `to` (`Action::Empty`: the space is left empty).
    Change {
        /// Crew index (acting order, as in the game file).
        crew: usize,
        /// The turn (1-12).
        turn: u8,
        /// The card that was there.
        from: Action,
        /// The card played instead.
        to: Action,
    },
    /// The cards of two turns of one board change places.
    Swap {
        /// Crew index.
        crew: usize,
        /// The earlier turn (1-12).
        a: u8,
        /// The later turn.
        b: u8,
    },
}

impl Edit {
    /// The crew member whose board changes.
    pub fn crew(self) -> usize {
        match self {
            Edit::Change { crew, .. } | Edit::Swap { crew, .. } => crew,
        }
    }

    /// The spaces it touches, as `(crew, turn)`; the second is `None` for a change.
    fn spaces(self) -> [Option<(usize, u8)>; 2] {
        match self {
            Edit::Change { crew, turn, .. } => [Some((crew, turn)), None],
            Edit::Swap { crew, a, b } => [Some((crew, a)), Some((crew, b))],
        }
    }

    /// Whether two changes touch a common space (they cannot both be made).
    pub fn overlaps(self, other: Edit) -> bool {
        let theirs = other.spaces();
        self.spaces()
            .iter()
            .flatten()
            .any(|s| theirs.iter().flatten().any(|o| o == s))
    }

    /// Makes the change on a board.
    pub fn apply(self, board: &mut [Action; 12]) {
        match self {
            Edit::Change { turn, to, .. } => board[usize::from(turn - 1)] = to,
            Edit::Swap { a, b, .. } => board.swap(usize::from(a - 1), usize::from(b - 1)),
        }
    }

    /// The change in the words of the game file: `Ben 5: > -> A`, `Ben 3<->7`, `Ben 4: C -> .`.
    pub fn short(self, names: &[String]) -> String {
        let name = names.get(self.crew()).map_or("?", String::as_str);
        match self {
            Edit::Change { turn, from, to, .. } => format!("{name} {turn}: {from} -> {to}"),
            Edit::Swap { a, b, .. } => format!("{name} {a}<->{b}"),
        }
    }
}

/// The tokens a player may put on a space when every card may be changed (`--hand` off):
/// every token of the board grammar but `~X`, which the table deals ("Oops, I tripped"),
/// not the player.
pub fn all_tokens() -> Vec<Action> {
    let mut out = vec![
        Action::Empty,
        Action::A,
        Action::B,
        Action::C,
        Action::Robots,
        Action::Red,
        Action::Blue,
        Action::Lift,
        Action::HeroicA,
        Action::HeroicB,
        Action::HeroicRobots,
    ];
    for deck in [Deck::Upper, Deck::Lower] {
        for zone in Zone::ALL {
            out.push(Action::HeroicMove(Station::new(zone, deck)));
        }
    }
    out
}

const ACTION_HALVES: [Action; 4] = [Action::A, Action::B, Action::C, Action::Robots];
const MOVEMENT_HALVES: [Action; 3] = [Action::Red, Action::Blue, Action::Lift];

/// The phase (0-2) a turn (1-12) belongs to: turns 1-3, 4-7, 8-12.
pub fn phase_of(turn: u8) -> usize {
    match turn {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// The cards a player picks up for each phase (docs/rules.md §6.3): 5 a phase with 4 or 5
/// players; with 3 players 6, 6, 6 and with 2 players 9, 6, 6.
pub fn hand_size(players: u8, phase: usize) -> usize {
    match (players, phase) {
        (2, 0) => 9,
        (2 | 3, _) => 6,
        _ => 5,
    }
}

/// What changes the coach may make.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Rules {
    /// Only cards the player could have held (`--hand`).
    pub hand: bool,
    /// Crew members whose boards are left as they are (`--keep-player`).
    pub keep: Vec<usize>,
}

/// With `--hand`, the cards a space holding `from` could have held instead, given the number
/// of cards the player has on the board in that phase (`played`, of a hand of `hand`):
/// - a regular card turned over: its other half (an action half A, B, C or battlebots shows
///   a movement half on its back and the reverse; the deck has every pairing);
/// - into an empty space, a regular card still in the hand, when the player played fewer
///   cards than the hand held (which card that was is unknown: any regular one);
/// - any card taken back (the space left empty).
///
/// Heroic cards and "Oops, I tripped" are dealt one by one: they only move (swaps).
fn hand_tokens(from: Action, played: usize, hand: usize) -> Vec<Action> {
    if ACTION_HALVES.contains(&from) {
        MOVEMENT_HALVES
            .iter()
            .copied()
            .chain([Action::Empty])
            .collect()
    } else if MOVEMENT_HALVES.contains(&from) {
        ACTION_HALVES
            .iter()
            .copied()
            .chain([Action::Empty])
            .collect()
    } else if from == Action::Empty {
        if played < hand {
            ACTION_HALVES
                .iter()
                .chain(&MOVEMENT_HALVES)
                .copied()
                .collect()
        } else {
            Vec::new()
        }
    } else {
        vec![Action::Empty]
    }
}

/// Every single change the rules allow on a game: for each crew member not kept, each space's
/// other tokens (changes and emptying), then each swap of two different cards (with `--hand`,
/// within one phase: the cards of one hand).
pub fn single_edits(game: &Game, rules: &Rules) -> Vec<Edit> {
    let setup = game.setup();
    // Only cards the game's modules allow (no heroic card with specializations).
    let tokens: Vec<Action> = all_tokens()
        .into_iter()
        .filter(|a| game.allows(*a))
        .collect();
    let mut out = Vec::new();
    for (crew, member) in setup.crew.iter().enumerate() {
        if rules.keep.contains(&crew) {
            continue;
        }
        let board = &member.actions;
        let mut played = [0usize; 3];
        for (i, a) in board.iter().enumerate() {
            if a.is_card() {
                played[phase_of(i as u8 + 1)] += 1;
            }
        }
        for turn in 1..=12u8 {
            let from = board[usize::from(turn - 1)];
            let options = if rules.hand {
                let phase = phase_of(turn);
                hand_tokens(from, played[phase], hand_size(setup.players, phase))
            } else {
                tokens.clone()
            };
            for to in options {
                if to != from {
                    out.push(Edit::Change {
                        crew,
                        turn,
                        from,
                        to,
                    });
                }
            }
        }
        for a in 1..=12u8 {
            for b in a + 1..=12 {
                let (x, y) = (board[usize::from(a - 1)], board[usize::from(b - 1)]);
                if x == y || (rules.hand && phase_of(a) != phase_of(b)) {
                    continue;
                }
                out.push(Edit::Swap { crew, a, b });
            }
        }
    }
    out
}

/// Whether a change is one the rules allow (the property tests check every suggestion).
pub fn allowed(game: &Game, rules: &Rules, edit: Edit) -> bool {
    single_edits(game, rules).contains(&edit)
}

/// The game with the changes made (the changes must not overlap).
pub fn with_edits(game: &Game, edits: &[Edit]) -> Game {
    let mut out = game.clone();
    for &e in edits {
        let crew = e.crew();
        if let Some(member) = out.setup().crew.get(crew) {
            let mut board = member.actions;
            e.apply(&mut board);
            out.set_board(crew, board);
        }
    }
    out
}

/// The boards of a game as the game file writes them, one per crew member.
pub fn boards(game: &Game) -> Vec<String> {
    game.setup()
        .crew
        .iter()
        .map(|c| board_tokens(&c.actions))
        .collect()
}
