//! The engine's checks of a setup ([`engine::SetupError`]) in the current language; the rarer ones
//! (calls, damage tiles, squads, specializations, a card a specialization forbids) are in
//! `rules`. In English each is exactly the engine's `Display`, which the goldens pin.

use engine::setup::MAX_FIGURES;
use engine::{SetupError, ThreatZone};
use i18n::tr;

use super::rules;
use crate::nouns;

/// One of the engine's setup errors in words.
pub fn text(e: &SetupError) -> String {
    match e {
        SetupError::Players { players } => tr!("diag-players", players = *players),
        SetupError::NoBoard { number, .. } => tr!("diag-no-board", number = *number),
        SetupError::BoardTwice {
            board,
            first,
            second,
        } => board_twice(*board, *first, *second),
        SetupError::NoCrew => tr!("diag-no-crew"),
        SetupError::CrewCount { humans, players } => {
            tr!("diag-crew-count", humans = *humans, players = *players)
        }
        SetupError::TooManyFigures { figures } => {
            tr!(
                "diag-too-many-figures",
                figures = *figures,
                max = MAX_FIGURES
            )
        }
        SetupError::Captains { count } => tr!("diag-captains", count = *count),
        SetupError::NoName { .. } => tr!("diag-no-name"),
        SetupError::NameControl { name, .. } => tr!("diag-name-control", name = name.as_str()),
        SetupError::NameTwice { name, .. } => tr!("diag-name-twice", name = name.as_str()),
        SetupError::ColorTwice { color, .. } => tr!("diag-color-twice", color = color.name()),
        SetupError::ThreatTurn { turn, .. } => tr!("diag-threat-turn", turn = *turn),
        SetupError::WrongZone {
            id,
            name,
            internal,
            zone,
            ..
        } => wrong_zone(id, name, *internal, *zone),
        SetupError::SlotTaken { turn, zone, .. } => tr!(
            "diag-slot-taken",
            turn = *turn,
            zone = nouns::threat_zone(*zone)
        ),
        SetupError::CardTwice { id, name, .. } => {
            tr!("diag-card-twice", name = name.as_str(), id = id.as_str())
        }
        SetupError::Androids { androids, players } => rules::androids_text(*androids, *players),
        SetupError::ExpansionCard { id, name, set, .. } => rules::expansion_card(id, name, *set),
        SetupError::CallMissing {
            id, name, internal, ..
        } => rules::call_missing(id, name, *internal),
        SetupError::CallsNothing { id, name, .. } => rules::calls_nothing(id, name),
        SetupError::CalledKind {
            caller,
            id,
            name,
            internal,
            ..
        } => rules::called_kind(caller, id, name, *internal),
        SetupError::TileTwice { tile, .. } => tr!("diag-tile-twice", tile = tile.to_string()),
        SetupError::CarriedTileTwice { tile, .. } => {
            tr!("diag-carried-tile-twice", tile = tile.to_string())
        }
        SetupError::DrawnTileCarried { zone, tile, .. } => rules::drawn_tile_carried(*zone, tile),
        SetupError::DisabledSquads { count } => tr!("diag-disabled-squads", count = *count),
        SetupError::SquadStation { station } => {
            tr!("diag-squad-station", station = station.code())
        }
        SetupError::Specialist { problem, .. } => rules::specialist(problem),
        SetupError::Card {
            turn,
            token,
            problem,
            ..
        } => rules::card_on_board(*turn, token, problem),
        SetupError::DoubleWithoutModule {
            name, turn, action, ..
        } => rules::double_without_module(name, *turn, action),
        SetupError::SquadChoice { disabled } => tr!("diag-squad-choice", disabled = *disabled),
    }
}

/// One board given for two zones.
fn board_twice(board: u8, first: ThreatZone, second: ThreatZone) -> String {
    tr!(
        "diag-board-twice",
        board = board,
        first = nouns::threat_zone(first),
        second = nouns::threat_zone(second)
    )
}

/// A threat on a trajectory of the other kind.
fn wrong_zone(id: &str, name: &str, internal: bool, zone: ThreatZone) -> String {
    let zone = nouns::threat_zone(zone);
    if internal {
        tr!(
            "diag-wrong-zone-internal",
            name = name,
            id = id,
            zone = zone
        )
    } else {
        tr!(
            "diag-wrong-zone-external",
            name = name,
            id = id,
            zone = zone
        )
    }
}

/// A card on a board that the game's rules refuse ([`engine::board_problems`]): "space 2:
/// `BC` holds a double action, played only with ...", as the boards screen, the phones and
/// the game file's check say it.
pub fn board_problem(
    space: u8,
    token: &str,
    problem: &engine::specialization::CardProblem,
) -> String {
    super::rules::card_on_board(space, token, problem)
}
