//! The rarer of the engine's setup checks in the current language: androids, an expansion's
//! card, calls, damage tiles, battlebot squads, specializations and the cards they forbid.
//! In English each is exactly the engine's `Display`. Card names, ids, tokens and the
//! files' words in backticks (`modules: [...]`, a tile's `upper-cannon`) stay as written.

use engine::action::Action;
use engine::setup::androids_for;
use engine::specialization::{CardProblem, SpecialistProblem};
use engine::{CardSet, DamageTile, Zone};
use i18n::tr;

use crate::{nouns, threats};

/// An expansion's card in a game of the base set.
pub(super) fn expansion_card(id: &str, name: &str, set: CardSet) -> String {
    tr!(
        "diag-expansion-card",
        name = name,
        id = id,
        set = threats::set_title(set)
    )
}

/// A threat that calls another which is not in the game.
pub(super) fn call_missing(id: &str, name: &str, internal: bool) -> String {
    if internal {
        tr!("diag-call-missing-internal", name = name, id = id)
    } else {
        tr!("diag-call-missing-external", name = name, id = id)
    }
}

/// A threat whose call finds nothing to call.
pub(super) fn calls_nothing(id: &str, name: &str) -> String {
    tr!("diag-calls-nothing", name = name, id = id)
}

/// A drawn damage tile that a crew member carries.
pub(super) fn drawn_tile_carried(zone: Zone, tile: &DamageTile) -> String {
    tr!(
        "diag-drawn-tile-carried",
        tile = tile.to_string(),
        zone = nouns::zone(zone)
    )
}

/// A double action on a board without the double-action module.
pub(super) fn double_without_module(name: &str, turn: u8, action: &Action) -> String {
    tr!(
        "diag-double-without-module",
        name = name,
        turn = turn,
        action = action.to_string()
    )
}

/// A threat that calls a threat of the other kind.
pub(super) fn called_kind(caller: &str, id: &str, name: &str, internal: bool) -> String {
    if internal {
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

/// A card on a board at `space` (its `token`) that may not stand there.
pub(super) fn card_on_board(space: u8, token: &str, problem: &CardProblem) -> String {
    tr!(
        "diag-card-on-board",
        space = space,
        token = token,
        problem = card(problem)
    )
}

/// Androids where the rules give none, or not their number (ruling G1).
pub(super) fn androids_text(androids: usize, players: u8) -> String {
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
pub(super) fn specialist(p: &SpecialistProblem) -> String {
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
