//! Changes to the crew's action boards: change one card, swap two cards of one player, empty a
//! space; and which changes a player could have made (every token, or only the cards of a hand
//! with `--hand`, docs/rules.md §6.3). A game played with double actions offers the 36 double
//! faces of the double-action deck too, and its hands are that deck's cards.

use engine::{Action, Game, Half, Station, Zone, action::board_tokens, zone::Deck};
use missions::deck::{DoubleCard, double_action_deck, double_faces};
use strum::VariantArray;

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

    /// The first turn whose card it changes.
    pub fn first_turn(self) -> u8 {
        match self {
            Edit::Change { turn, .. } => turn,
            Edit::Swap { a, b, .. } => a.min(b),
        }
    }

    /// The last turn whose card it changes.
    pub fn last_turn(self) -> u8 {
        match self {
            Edit::Change { turn, .. } => turn,
            Edit::Swap { a, b, .. } => a.max(b),
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
        for &zone in Zone::VARIANTS {
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

/// With `--hand` in a double-action mission (its deck replaces the base deck), the cards a
/// space holding `from` could have held instead: a card turned over (a double face shows its
/// single side, a single its double faces), any card of the hand into an empty space when the
/// hand was not all played, and any card taken back.
fn double_hand_tokens(
    deck: &[DoubleCard],
    from: Action,
    played: usize,
    hand: usize,
) -> Vec<Action> {
    let mut out: Vec<Action> = match from {
        Action::Empty if played < hand => Half::VARIANTS
            .iter()
            .copied()
            .map(Half::action)
            .chain(double_faces())
            .collect(),
        Action::Empty => return Vec::new(),
        Action::Double(d) => (deck.iter())
            .filter(|c| c.double == d)
            .map(|c| c.other_side.action())
            .collect(),
        single => match Half::from_action(single) {
            Some(h) => (deck.iter())
                .filter(|c| c.other_side == h)
                .map(|c| Action::Double(c.double))
                .collect(),
            None => Vec::new(),
        },
    };
    out.dedup();
    if from != Action::Empty {
        out.push(Action::Empty);
    }
    out
}

/// Every single change the rules allow on a game: for each crew member not kept, each space's
/// other tokens (changes and emptying), then each swap of two different cards (with `--hand`,
/// within one phase: the cards of one hand). With double actions, the double faces too.
pub fn single_edits(game: &Game, rules: &Rules) -> Vec<Edit> {
    let setup = game.setup();
    let doubles = game.modules().double_actions;
    // Only cards the game's modules allow (no heroic card with specializations).
    let mut tokens: Vec<Action> = all_tokens()
        .into_iter()
        .filter(|a| game.allows(*a))
        .collect();
    let deck = if doubles {
        tokens.extend(double_faces());
        double_action_deck()
    } else {
        Vec::new()
    };
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
                let hand = hand_size(setup.players, phase);
                if doubles {
                    double_hand_tokens(&deck, from, played[phase], hand)
                } else {
                    hand_tokens(from, played[phase], hand)
                }
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

#[cfg(test)]
mod tests {
    use super::*;
    use missions::{Catalog, game::parse_game};

    fn game(modules: &str, actions: &str) -> Game {
        let src = format!(
            "players: 1\n{modules}trajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\ncrew:\n  - {{ name: Anna, actions: \"{actions}\" }}\n"
        );
        parse_game(&src, "t.yaml", &Catalog::base().unwrap())
            .unwrap()
            .game
    }

    fn changes_at(edits: &[Edit], at: u8) -> Vec<Action> {
        (edits.iter())
            .filter_map(|e| match *e {
                Edit::Change { turn, to, .. } if turn == at => Some(to),
                _ => None,
            })
            .collect()
    }

    /// With double actions the coach may put any of the deck's 36 double faces on a space;
    /// the base game never offers one (Game::from_setup would refuse it).
    #[test]
    fn double_faces_are_offered_only_with_double_actions() {
        let rules = Rules::default();
        let doubles = |g: &Game| {
            let edits = single_edits(g, &rules);
            let to = changes_at(&edits, 1);
            to.iter().filter(|a| a.is_double()).count()
        };
        assert_eq!(doubles(&game("", "A")), 0);
        let nf = game("modules: [double-actions]\n", "A");
        assert_eq!(doubles(&nf), 36);
        // A change to a double face makes a game that resolves.
        let edits = single_edits(&nf, &rules);
        let to_double = edits
            .iter()
            .find(|e| {
                matches!(
                    e,
                    Edit::Change {
                        to: Action::Double(_),
                        ..
                    }
                )
            })
            .unwrap();
        let changed = with_edits(&nf, &[*to_double]);
        assert!(changed.setup().crew[0].actions[0].is_double());
        assert!(Game::from_setup(changed.into_setup()).is_ok());
    }

    /// With `--hand` a double-action card turns over to its other side: `<A` shows a single
    /// B, C or battlebots on its back (the deck's rows), a single `^` shows one of the double
    /// faces printed behind a gravolift.
    #[test]
    fn hand_edits_turn_double_cards_over() {
        let rules = Rules {
            hand: true,
            ..Rules::default()
        };
        let edits = single_edits(&game("modules: [double-actions]\n", "<A ^"), &rules);
        let mut back = changes_at(&edits, 1);
        back.sort_by_key(|a| a.token());
        let tokens: Vec<String> = back.iter().map(|a| a.token()).collect();
        assert_eq!(tokens, [".", "B", "C", "R"]);
        let lift_backs = changes_at(&edits, 2);
        assert!(
            lift_backs
                .iter()
                .all(|a| a.is_double() || *a == Action::Empty)
        );
        assert!(lift_backs.contains(&Action::parse("A<").unwrap()));
        // 14 rows of the deck have a gravolift on the back (17 cards), and the space emptied.
        assert_eq!(lift_backs.len(), 14 + 1, "{lift_backs:?}");
    }
}
