//! A played mission as written down: what [`crate::Game::from_setup`] checks before
//! [`crate::resolve()`] may run it.

mod error;

use std::{collections::BTreeMap, sync::Arc};

pub use error::{MAX_FIGURES, SetupError, SetupErrors, androids_for};

use crate::{
    action::Action,
    card::ThreatCard,
    module::Modules,
    ship::{DamageTile, StartingDamage},
    specialization::Specialist,
    trajectory::Trajectory,
    zone::{ThreatZone, Zone},
};

/// The five crew colors.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "lowercase")]
pub enum CrewColor {
    /// Red.
    Red,
    /// Yellow.
    Yellow,
    /// Green.
    Green,
    /// Blue.
    Blue,
    /// Purple.
    Purple,
}

impl CrewColor {
    /// The lower-case name used in files.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// Parses a color name.
    pub fn parse(s: &str) -> Option<CrewColor> {
        s.parse().ok()
    }
}

/// One crew member (or android) and the 12 spaces of their action board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrewMember {
    /// Name, as shown in the log (shared with the state of every resolution: no copy).
    pub name: Arc<str>,
    /// Color of the figure.
    pub color: Option<CrewColor>,
    /// The captain acts first (R13).
    pub captain: bool,
    /// An android board (2-3 players), resolved like crew (R12).
    pub android: bool,
    /// The action board, turns 1-12.
    pub actions: [Action; 12],
    /// The specialization held, with the specializations module (NF; `None` otherwise).
    pub specialist: Option<Specialist>,
}

/// A threat card placed on a trajectory at T+n.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreatPlacement {
    /// The turn it appears (1-8).
    pub turn: u8,
    /// The trajectory it uses.
    pub zone: ThreatZone,
    /// The card (shared: resolving a mission does not copy it).
    pub card: Arc<ThreatCard>,
    /// An unconfirmed report: a threat only with 5 players (R8).
    pub unconfirmed: bool,
    /// The cards it calls in, drawn at setup: the first is the one this card calls, each next
    /// one is called by the card before it (empty: it calls none).
    pub calls: Vec<Arc<ThreatCard>>,
}

/// The trajectories in the order boards are written: red, white, blue, internal.
const BOARD_ORDER: [ThreatZone; 4] = [
    ThreatZone::External(Zone::Red),
    ThreatZone::External(Zone::White),
    ThreatZone::External(Zone::Blue),
    ThreatZone::Internal,
];

/// The four trajectory boards of a mission: four different boards out of T1-T7.
///
/// The fields are private so that a value always holds four different boards:
/// [`Trajectories::new`] is the one place that rule is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Trajectories {
    red: Trajectory,
    white: Trajectory,
    blue: Trajectory,
    internal: Trajectory,
}

impl Trajectories {
    /// The boards of the red, white, blue and internal trajectories.
    ///
    /// # Errors
    /// [`SetupError::BoardTwice`] for each board used a second time.
    pub fn new(
        red: Trajectory,
        white: Trajectory,
        blue: Trajectory,
        internal: Trajectory,
    ) -> Result<Trajectories, Vec<SetupError>> {
        let boards = [red, white, blue, internal];
        let mut errors = Vec::new();
        for (i, board) in boards.iter().enumerate() {
            if let Some(first) = boards[..i].iter().position(|b| b == board) {
                errors.push(SetupError::BoardTwice {
                    board: board.number(),
                    first: BOARD_ORDER[first],
                    second: BOARD_ORDER[i],
                });
            }
        }
        if errors.is_empty() {
            Ok(Trajectories {
                red,
                white,
                blue,
                internal,
            })
        } else {
            Err(errors)
        }
    }

    /// The boards numbered `[red, white, blue, internal]` (as a setup screen holds them).
    ///
    /// # Errors
    /// [`SetupError::NoBoard`] for a number outside 1-7, [`SetupError::BoardTwice`] for a board
    /// used twice.
    pub fn from_numbers(numbers: [i64; 4]) -> Result<Trajectories, Vec<SetupError>> {
        let boards = numbers.map(|n| u8::try_from(n).ok().and_then(Trajectory::new));
        let errors: Vec<SetupError> = numbers
            .iter()
            .zip(BOARD_ORDER)
            .filter(|(n, _)| u8::try_from(**n).ok().and_then(Trajectory::new).is_none())
            .map(|(&number, zone)| SetupError::NoBoard { zone, number })
            .collect();
        match boards {
            [Some(r), Some(w), Some(b), Some(i)] => Trajectories::new(r, w, b, i),
            _ => Err(errors),
        }
    }

    /// The board used by threats of a zone.
    pub fn of(&self, zone: ThreatZone) -> Trajectory {
        match zone {
            ThreatZone::External(Zone::Red) => self.red,
            ThreatZone::External(Zone::White) => self.white,
            ThreatZone::External(Zone::Blue) => self.blue,
            ThreatZone::Internal => self.internal,
        }
    }

    /// The board numbers, `[red, white, blue, internal]`.
    pub fn numbers(&self) -> [u8; 4] {
        BOARD_ORDER.map(|z| self.of(z).number())
    }
}

/// Everything the Resolution Round needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Name of the mission track, for the log.
    pub mission: Option<String>,
    /// Number of players (1-5); androids are extra crew entries and do not count (R8).
    pub players: u8,
    /// The four trajectory boards.
    pub trajectories: Trajectories,
    /// The threats drawn.
    pub threats: Vec<ThreatPlacement>,
    /// The crew in acting order as written (the captain acts first regardless, R13).
    pub crew: Vec<CrewMember>,
    /// Damage tiles the crew drew, in order, per zone (R9); zones not listed draw at random.
    pub damage_tiles: BTreeMap<Zone, Vec<DamageTile>>,
    /// What the ship carries from an earlier mission of a campaign (empty otherwise).
    pub starting_damage: StartingDamage,
    /// The New Frontier modules played (all off: the base game).
    pub modules: Modules,
}
