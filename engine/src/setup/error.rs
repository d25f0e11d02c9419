//! Why a setup is not a game: each rule [`crate::Game::from_setup`] checks, broken, with
//! where (0-based positions in the setup's lists) and what.

use super::CrewColor;
use crate::{
    ship::DamageTile,
    specialization::{CardProblem, SpecialistProblem},
    zone::{Station, ThreatZone, Zone},
};

/// The most figures the ship holds: five players, or fewer players and their androids.
pub const MAX_FIGURES: usize = 5;

/// The androids a crew of `players` takes (rules reference section 9, ruling G1 in
/// RULINGS.md): 3 players take 1, 2 players take 2, and the solo player flies three (a crew of
/// four figures from one hand, ruling D7); 4 or 5 players take none.
pub fn androids_for(players: u8) -> usize {
    match players {
        1 => 3,
        2 => 2,
        3 => 1,
        _ => 0,
    }
}

/// One reason a setup is not a game. Indices (`crew`, `threat`, `index`) are 0-based positions
/// in the setup's lists, so that a loader can point at the place in its file.
///
/// Its words are the `words` crate's (`words::diagnostic::setup::text`), in the crew's
/// language; its `Display` is the reason as data (`BoardTwice { board: 3, .. }`), the same in
/// every language: an error a library passes up must display, but an English sentence here
/// would be a second wording of every reason, and the one a person would see where a front
/// end forgot the words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{self:?}")]
pub enum SetupError {
    /// The number of players is not 1-5.
    Players {
        /// As written.
        players: i64,
    },
    /// A trajectory number outside T1-T7.
    NoBoard {
        /// The trajectory it was given for.
        zone: ThreatZone,
        /// As written.
        number: i64,
    },
    /// The same board for two trajectories.
    BoardTwice {
        /// The board number.
        board: u8,
        /// The trajectory that has it first.
        first: ThreatZone,
        /// The trajectory that has it again.
        second: ThreatZone,
    },
    /// No crew at all.
    NoCrew,
    /// Not one (non-android) crew member per player.
    CrewCount {
        /// Crew members that are not androids.
        humans: usize,
        /// Players.
        players: u8,
    },
    /// Androids where the rules give none, or not the number they give (G1).
    Androids {
        /// Androids in the crew.
        androids: usize,
        /// Players.
        players: u8,
    },
    /// More figures than the ship holds.
    TooManyFigures {
        /// Crew entries, androids included.
        figures: usize,
    },
    /// More than one captain.
    Captains {
        /// Crew members marked captain.
        count: usize,
    },
    /// An empty name.
    NoName {
        /// The crew member.
        crew: usize,
    },
    /// A name with a control character (a line break would split the ship's log).
    NameControl {
        /// The crew member.
        crew: usize,
        /// The name.
        name: String,
    },
    /// Two crew members with one name.
    NameTwice {
        /// The second of them.
        crew: usize,
        /// The name.
        name: String,
    },
    /// One color for two crew members.
    ColorTwice {
        /// The second of them.
        crew: usize,
        /// The color.
        color: CrewColor,
    },
    /// A threat outside turns 1-8.
    ThreatTurn {
        /// The threat.
        threat: usize,
        /// As written.
        turn: i64,
    },
    /// An external card on the internal trajectory or the reverse.
    WrongZone {
        /// The threat.
        threat: usize,
        /// Card id.
        id: String,
        /// Card name.
        name: String,
        /// Whether the card is internal.
        internal: bool,
        /// Where it was placed.
        zone: ThreatZone,
    },
    /// Two threats in one turn and zone.
    SlotTaken {
        /// The second threat.
        threat: usize,
        /// The turn.
        turn: u8,
        /// The zone.
        zone: ThreatZone,
    },
    /// The same card twice (the deck has one copy of each card; ruling G2).
    CardTwice {
        /// The second placement of the card.
        threat: usize,
        /// Card id.
        id: String,
        /// Card name.
        name: String,
    },
    /// An expansion's card in a game played without its module.
    ExpansionCard {
        /// The threat.
        threat: usize,
        /// Card id.
        id: String,
        /// Card name.
        name: String,
        /// The card's set.
        set: crate::card::CardSet,
    },
    /// A card that calls in a threat, placed without the card it calls.
    CallMissing {
        /// The threat.
        threat: usize,
        /// Card id of the caller.
        id: String,
        /// Card name of the caller.
        name: String,
        /// The kind it calls.
        internal: bool,
    },
    /// A called card for a card that calls none.
    CallsNothing {
        /// The threat.
        threat: usize,
        /// Card id of the card that calls nothing.
        id: String,
        /// Card name.
        name: String,
    },
    /// A called card of the wrong kind.
    CalledKind {
        /// The threat.
        threat: usize,
        /// The caller's name.
        caller: String,
        /// The called card's id.
        id: String,
        /// The called card's name.
        name: String,
        /// The kind the caller calls.
        internal: bool,
    },
    /// A damage tile listed twice for one zone.
    TileTwice {
        /// The zone.
        zone: Zone,
        /// Position of the second listing.
        index: usize,
        /// The tile.
        tile: DamageTile,
    },
    /// A carried damage tile listed twice for one zone.
    CarriedTileTwice {
        /// The zone.
        zone: Zone,
        /// Position of the second listing.
        index: usize,
        /// The tile.
        tile: DamageTile,
    },
    /// A tile drawn in this mission that the zone already carries (it is not in the stack).
    DrawnTileCarried {
        /// The zone.
        zone: Zone,
        /// Position in the zone's `damage_tiles`.
        index: usize,
        /// The tile.
        tile: DamageTile,
    },
    /// More disabled squads than the ship has.
    DisabledSquads {
        /// As written.
        count: u8,
    },
    /// The one usable squad placed somewhere else than a squad's storage.
    SquadStation {
        /// As written.
        station: Station,
    },
    /// A crew member's specialization (or teleport tokens) the rules refuse.
    Specialist {
        /// The crew member.
        crew: usize,
        /// What is wrong.
        problem: SpecialistProblem,
    },
    /// A card on a board the crew member may not play with their specialization (or
    /// without one): the space (1-12) and its token.
    Card {
        /// The crew member.
        crew: usize,
        /// The space, 1-12.
        turn: u8,
        /// The token as the board writes it.
        token: String,
        /// What is wrong.
        problem: CardProblem,
    },
    /// A double-action card on a board while the double-action module is off.
    DoubleWithoutModule {
        /// The crew member.
        crew: usize,
        /// Their name.
        name: String,
        /// The turn (1-12) of the space.
        turn: u8,
        /// The double action as written back.
        action: crate::action::Action,
    },
    /// A place for the usable squad when there is nothing to choose.
    SquadChoice {
        /// Disabled squads.
        disabled: u8,
    },
}

/// Every reason a setup is not a game, in the order of the setup's fields (displayed as
/// data, like each [`SetupError`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{:?}", self.0)]
pub struct SetupErrors(pub Vec<SetupError>);
