//! The rarer of the engine's setup checks in the current language: androids, an expansion's
//! card, calls, damage tiles, battlebot squads, specializations and the cards they forbid.
//! In English each is exactly the engine's `Display`. Card names, ids, tokens and the
//! files' words in backticks (`modules: [...]`, a tile's `upper-cannon`) stay as written.

use engine::SetupError;
use engine::setup::androids_for;
use engine::specialization::{CardProblem, SpecialistProblem};
use i18n::tr;

use crate::{nouns, threats};

/// One of the rarer setup errors in words; `None` for the common ones, which are
/// `setup::text`'s (which calls this one, so this must not call it back).
pub(super) fn text(e: &SetupError) -> Option<String> {
    Some(match e {
        SetupError::Androids { androids, players } => androids_text(*androids, *players),
        SetupError::ExpansionCard { id, name, set, .. } => tr!(
            "diag-expansion-card",
            name = name.as_str(),
            id = id.as_str(),
            set = threats::set_title(*set)
        ),
        SetupError::CallMissing { .. }
        | SetupError::CallsNothing { .. }
        | SetupError::CalledKind { .. } => call_text(e)?,
        SetupError::TileTwice { tile, .. } => tr!("diag-tile-twice", tile = tile.to_string()),
        SetupError::CarriedTileTwice { tile, .. } => {
            tr!("diag-carried-tile-twice", tile = tile.to_string())
        }
        SetupError::DrawnTileCarried { zone, tile, .. } => tr!(
            "diag-drawn-tile-carried",
            tile = tile.to_string(),
            zone = nouns::zone(*zone)
        ),
        SetupError::DisabledSquads { count } => tr!("diag-disabled-squads", count = *count),
        SetupError::SquadStation { station } => {
            tr!("diag-squad-station", station = station.code())
        }
        SetupError::Specialist { problem, .. } => specialist(problem),
        SetupError::Card {
            turn,
            token,
            problem,
            ..
        } => tr!(
            "diag-card-on-board",
            space = *turn,
            token = token.as_str(),
            problem = card(problem)
        ),
        SetupError::DoubleWithoutModule {
            name, turn, action, ..
        } => tr!(
            "diag-double-without-module",
            name = name.as_str(),
            turn = *turn,
            action = action.to_string()
        ),
        SetupError::SquadChoice { disabled } => tr!("diag-squad-choice", disabled = *disabled),
        // The common ones are `setup::text`'s; listed so that a new error must be placed.
        SetupError::Players { .. }
        | SetupError::NoBoard { .. }
        | SetupError::BoardTwice { .. }
        | SetupError::NoCrew
        | SetupError::CrewCount { .. }
        | SetupError::TooManyFigures { .. }
        | SetupError::Captains { .. }
        | SetupError::NoName { .. }
        | SetupError::NameControl { .. }
        | SetupError::NameTwice { .. }
        | SetupError::ColorTwice { .. }
        | SetupError::ThreatTurn { .. }
        | SetupError::WrongZone { .. }
        | SetupError::SlotTaken { .. }
        | SetupError::CardTwice { .. } => return None,
    })
}

/// The errors of a threat's calls in words (`None` for any other error).
fn call_text(e: &SetupError) -> Option<String> {
    Some(match e {
        SetupError::CallMissing {
            id, name, internal, ..
        } => {
            let (name, id) = (name.as_str(), id.as_str());
            if *internal {
                tr!("diag-call-missing-internal", name = name, id = id)
            } else {
                tr!("diag-call-missing-external", name = name, id = id)
            }
        }
        SetupError::CallsNothing { id, name, .. } => {
            tr!("diag-calls-nothing", name = name.as_str(), id = id.as_str())
        }
        SetupError::CalledKind {
            caller,
            id,
            name,
            internal,
            ..
        } => {
            let (caller, name, id) = (caller.as_str(), name.as_str(), id.as_str());
            if *internal {
                tr!(
                    "diag-called-kind-internal",
                    caller = caller,
                    name = name,
                    id = id
                )
            } else {
                tr!(
                    "diag-called-kind-external",
                    caller = caller,
                    name = name,
                    id = id
                )
            }
        }
        _ => return None,
    })
}

/// Androids where the rules give none, or not their number (ruling G1).
fn androids_text(androids: usize, players: u8) -> String {
    match androids_for(players) {
        0 => tr!("diag-androids-none", androids = androids, players = players),
        n => tr!(
            "diag-androids-count",
            androids = androids,
            players = players,
            take = n
        ),
    }
}

/// What is wrong with a crew member's specialization.
fn specialist(p: &SpecialistProblem) -> String {
    match p {
        SpecialistProblem::ModuleOff(s) => tr!("diag-specialist-module-off", word = s.word()),
        SpecialistProblem::Taken(s) => {
            tr!(
                "diag-specialist-taken",
                specialization = nouns::specialization(*s)
            )
        }
        SpecialistProblem::TeleportNotTeleporter => tr!("diag-teleport-not-teleporter"),
        SpecialistProblem::TeleportNobody(i) => tr!("diag-teleport-nobody", member = i + 1),
    }
}

/// Why a card may not stand on a board: the rest of the sentence after its token.
fn card(p: &CardProblem) -> String {
    match p {
        CardProblem::ModuleOff => tr!("diag-card-module-off"),
        CardProblem::NoSpecialist => tr!("diag-card-no-specialist"),
        CardProblem::Heroic => tr!("diag-card-heroic"),
        CardProblem::AdvancedAtLevel1(s) => tr!(
            "diag-card-advanced-at-level-1",
            specialization = nouns::specialization(*s)
        ),
        CardProblem::TooMany {
            specialization,
            level,
        } => {
            let specialization = nouns::specialization(*specialization);
            if *level >= 3 {
                tr!(
                    "diag-card-too-many-two",
                    specialization = specialization,
                    level = *level
                )
            } else {
                tr!(
                    "diag-card-too-many-one",
                    specialization = specialization,
                    level = *level
                )
            }
        }
        CardProblem::SecondAdvanced(s) => tr!(
            "diag-card-second-advanced",
            specialization = nouns::specialization(*s)
        ),
        CardProblem::MedicCompanion => tr!("diag-card-medic-companion"),
        CardProblem::NoCompanion(s) => tr!(
            "diag-card-no-companion",
            specialization = nouns::specialization(*s)
        ),
        CardProblem::SpecialOpsAlone => tr!("diag-card-special-ops-alone"),
        CardProblem::DoubleWithoutModule => tr!("diag-card-double-without-module"),
    }
}
