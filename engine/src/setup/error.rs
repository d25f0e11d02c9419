//! Why a setup is not a game: each rule [`crate::Game::from_setup`] checks, broken, with
//! where (0-based positions in the setup's lists) and what.

use std::fmt;

use super::CrewColor;
use crate::{
    ship::DamageTile,
    specialization::{CardProblem, SpecialistProblem},
    zone::{Station, ThreatZone, Zone},
};

/// The most figures the ship holds: five players, or fewer players and their androids.
pub const MAX_FIGURES: usize = 5;

/// The androids a crew of `players` takes (rules reference section 9, ruling G1 in
/// RULINGS.md): 3 players take 1, 2 players take 2; no other crew plays with androids.
pub fn androids_for(players: u8) -> usize {
    match players {
        2 => 2,
        3 => 1,
        _ => 0,
    }
}

/// One reason a setup is not a game. Indices (`crew`, `threat`, `index`) are 0-based positions
/// in the setup's lists, so that a loader can point at the place in its file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The number of players is not 1-5.
    #[error("{players} players: expected 1 to 5")]
    Players {
        /// As written.
        players: i64,
    },
    /// A trajectory number outside T1-T7.
    #[error("T{number}: trajectories are T1 to T7")]
    NoBoard {
        /// The trajectory it was given for.
        zone: ThreatZone,
        /// As written.
        number: i64,
    },
    /// The same board for two trajectories.
    #[error("T{board} is used twice ({first} and {second}): the four boards must differ")]
    BoardTwice {
        /// The board number.
        board: u8,
        /// The trajectory that has it first.
        first: ThreatZone,
        /// The trajectory that has it again.
        second: ThreatZone,
    },
    /// No crew at all.
    #[error("the crew is empty")]
    NoCrew,
    /// Not one (non-android) crew member per player.
    #[error(
        "{humans} crew member(s) for {players} players: one entry per player (androids marked `android: true`)"
    )]
    CrewCount {
        /// Crew members that are not androids.
        humans: usize,
        /// Players.
        players: u8,
    },
    /// Androids where the rules give none, or not the number they give (G1).
    #[error("{}", androids_message(*androids, *players))]
    Androids {
        /// Androids in the crew.
        androids: usize,
        /// Players.
        players: u8,
    },
    /// More figures than the ship holds.
    #[error("{figures} figures: the ship holds {MAX_FIGURES} at most (players and androids)")]
    TooManyFigures {
        /// Crew entries, androids included.
        figures: usize,
    },
    /// More than one captain.
    #[error("{count} captains: a crew has one captain at most")]
    Captains {
        /// Crew members marked captain.
        count: usize,
    },
    /// An empty name.
    #[error("a crew member needs a name")]
    NoName {
        /// The crew member.
        crew: usize,
    },
    /// A name with a control character (a line break would split the ship's log).
    #[error("the name `{name}` holds a control character")]
    NameControl {
        /// The crew member.
        crew: usize,
        /// The name.
        name: String,
    },
    /// Two crew members with one name.
    #[error("two crew members are named `{name}`")]
    NameTwice {
        /// The second of them.
        crew: usize,
        /// The name.
        name: String,
    },
    /// One color for two crew members.
    #[error("color `{}` is taken twice", color.name())]
    ColorTwice {
        /// The second of them.
        crew: usize,
        /// The color.
        color: CrewColor,
    },
    /// A threat outside turns 1-8.
    #[error("turn {turn}: threats appear in turns 1 to 8")]
    ThreatTurn {
        /// The threat.
        threat: usize,
        /// As written.
        turn: i64,
    },
    /// An external card on the internal trajectory or the reverse.
    #[error("{name} ({id}) is {} threat but is placed in zone {zone}", if *internal { "an internal" } else { "an external" })]
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
    #[error("a second threat at T+{turn} in zone {zone}")]
    SlotTaken {
        /// The second threat.
        threat: usize,
        /// The turn.
        turn: u8,
        /// The zone.
        zone: ThreatZone,
    },
    /// The same card twice (the deck has one copy of each card; ruling G2).
    #[error("{name} ({id}) is drawn twice: the deck holds one copy of each card")]
    CardTwice {
        /// The second placement of the card.
        threat: usize,
        /// Card id.
        id: String,
        /// Card name.
        name: String,
    },
    /// An expansion's card in a game played without its module.
    #[error("{name} ({id}) is a card of {}: play it with the new-threats module (`modules: [new-threats]`)", set.title())]
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
    #[error("{name} ({id}) calls in {} threat: name the card drawn for it (`calls:`)", if *internal { "an internal" } else { "an external" })]
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
    #[error("{name} ({id}) calls in no threat: remove `calls:` (or its extra cards)")]
    CallsNothing {
        /// The threat.
        threat: usize,
        /// Card id of the card that calls nothing.
        id: String,
        /// Card name.
        name: String,
    },
    /// A called card of the wrong kind.
    #[error("{caller} calls in {} threat, not {name} ({id})", if *internal { "an internal" } else { "an external" })]
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
    #[error("`{tile}` twice: each zone has one tile of each kind")]
    TileTwice {
        /// The zone.
        zone: Zone,
        /// Position of the second listing.
        index: usize,
        /// The tile.
        tile: DamageTile,
    },
    /// A carried damage tile listed twice for one zone.
    #[error("`{tile}` carried twice: each zone has one tile of each kind")]
    CarriedTileTwice {
        /// The zone.
        zone: Zone,
        /// Position of the second listing.
        index: usize,
        /// The tile.
        tile: DamageTile,
    },
    /// A tile drawn in this mission that the zone already carries (it is not in the stack).
    #[error("`{tile}` is carried from an earlier mission: zone {zone} cannot draw it again")]
    DrawnTileCarried {
        /// The zone.
        zone: Zone,
        /// Position in the zone's `damage_tiles`.
        index: usize,
        /// The tile.
        tile: DamageTile,
    },
    /// More disabled squads than the ship has.
    #[error("{count} disabled battlebot squads: the ship has 2")]
    DisabledSquads {
        /// As written.
        count: u8,
    },
    /// The one usable squad placed somewhere else than a squad's storage.
    #[error("the usable battlebot squad starts in LR or UB, not {}", station.code())]
    SquadStation {
        /// As written.
        station: Station,
    },
    /// A crew member's specialization (or teleport tokens) the rules refuse.
    #[error("{problem}")]
    Specialist {
        /// The crew member.
        crew: usize,
        /// What is wrong.
        problem: SpecialistProblem,
    },
    /// A card on a board the crew member may not play with their specialization (or
    /// without one): the space (1-12) and its token.
    #[error("space {turn}: `{token}` {problem}")]
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
    #[error(
        "{name}, turn {turn}: `{action}` is a double action, played only with the double-action module (add `modules: [double-actions]`)"
    )]
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
    #[error("a start station for the usable squad needs exactly 1 disabled squad, not {disabled}")]
    SquadChoice {
        /// Disabled squads.
        disabled: u8,
    },
}

fn androids_message(androids: usize, players: u8) -> String {
    let plural = |n: usize, word: &str| {
        if n == 1 {
            format!("{n} {word}")
        } else {
            format!("{n} {word}s")
        }
    };
    let found = plural(androids, "android");
    match androids_for(players) {
        0 => format!(
            "{found} with {}: only 2 players (with 2 androids) or 3 players (with 1) take androids",
            plural(players.into(), "player")
        ),
        n => format!(
            "{found} with {players} players: {players} players take {} (or play without)",
            plural(n, "android")
        ),
    }
}

/// Every reason a setup is not a game, in the order of the setup's fields.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct SetupErrors(pub Vec<SetupError>);

impl fmt::Display for SetupErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}
