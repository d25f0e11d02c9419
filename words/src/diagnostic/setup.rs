//! The engine's checks of a setup ([`SetupError`]) in the current language; the rarer ones
//! (calls, damage tiles, squads, specializations, a card a specialization forbids) are in
//! `rules`. In English each is exactly the engine's `Display`, which the goldens pin.

use engine::SetupError;
use engine::setup::MAX_FIGURES;
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
        } => tr!(
            "diag-board-twice",
            board = *board,
            first = nouns::threat_zone(*first),
            second = nouns::threat_zone(*second)
        ),
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
        } => {
            let zone = nouns::threat_zone(*zone);
            let (name, id) = (name.as_str(), id.as_str());
            if *internal {
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
        SetupError::SlotTaken { turn, zone, .. } => tr!(
            "diag-slot-taken",
            turn = *turn,
            zone = nouns::threat_zone(*zone)
        ),
        SetupError::CardTwice { id, name, .. } => {
            tr!("diag-card-twice", name = name.as_str(), id = id.as_str())
        }
        SetupError::Androids { .. }
        | SetupError::ExpansionCard { .. }
        | SetupError::CallMissing { .. }
        | SetupError::CallsNothing { .. }
        | SetupError::CalledKind { .. }
        | SetupError::TileTwice { .. }
        | SetupError::CarriedTileTwice { .. }
        | SetupError::DrawnTileCarried { .. }
        | SetupError::DisabledSquads { .. }
        | SetupError::SquadStation { .. }
        | SetupError::Specialist { .. }
        | SetupError::Card { .. }
        | SetupError::DoubleWithoutModule { .. }
        | SetupError::SquadChoice { .. } => rules::text(e).unwrap_or_else(|| e.to_string()),
    }
}
