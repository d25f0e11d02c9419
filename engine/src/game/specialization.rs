//! What [`crate::Game::from_setup`] checks about specializations: the module is on, no two
//! crew members share one, the Teleporter's tokens name crew members, and each board holds
//! only the specialization cards its level gives, with the companions the rules allow and no
//! heroic card (specializations replace them).

use crate::{
    action::Action,
    setup::{Setup, SetupError},
    specialization::{
        CardProblem, Companion, Specialist, SpecialistProblem, Specialization, SpecializationCard,
    },
};

/// Every specialization problem of a setup, in crew order.
pub(crate) fn errors(setup: &Setup, errors: &mut Vec<SetupError>) {
    let on = setup.modules.specializations;
    for (crew, c) in setup.crew.iter().enumerate() {
        if let Some(s) = c.specialist {
            specialist_errors(setup, crew, s, errors);
        }
        let mut special = Vec::new();
        for (i, &action) in c.actions.iter().enumerate() {
            if on && c.specialist.is_some() && action.specialization_card().is_some() {
                special.push(i);
            }
            if let Some(problem) = card_problem(action, setup.modules, c.specialist) {
                errors.push(card_error(crew, i, action, problem));
            }
        }
        if let Some(s) = c.specialist.filter(|_| on) {
            count_errors(crew, s, &c.actions, &special, errors);
        }
    }
}

/// Why `action` may not stand on the board of a crew member holding `specialist` in a game
/// of `modules` (the specialization rules; a double card on its own is the caller's
/// [`double_refused`]). The one rule of a card the boards screen, the phones and
/// [`crate::Game::from_setup`] share.
pub(super) fn card_problem(
    action: Action,
    modules: crate::Modules,
    specialist: Option<Specialist>,
) -> Option<CardProblem> {
    let on = modules.specializations;
    match action.specialization_card() {
        Some(_) if !on => Some(CardProblem::ModuleOff),
        Some(_) if specialist.is_none() => Some(CardProblem::NoSpecialist),
        Some(card) => {
            let double = matches!(card.with, Some(Companion::Double(_)));
            specialist
                .and_then(|s| companion_problem(s.specialization, card))
                .or((double && !modules.double_actions).then_some(CardProblem::DoubleWithoutModule))
        }
        None if on && action.is_heroic() => Some(CardProblem::Heroic),
        None => None,
    }
}

/// A double-action card in a game without the double-action module.
pub(super) fn double_refused(action: Action, modules: crate::Modules) -> bool {
    action.is_double() && !modules.double_actions
}

/// What is wrong with the cards of one board (by turn, 1-12) in a game of `modules`, for a
/// crew member holding `specialist`: the checks of [`crate::Game::from_setup`] that concern one
/// board's cards alone, so that a board typed on the boards screen or on a phone is judged
/// as the game file will be (a double card in a base game, a heroic card with
/// specializations...). The counts of a specialist's cards are left to the whole setup.
pub fn board_problems(
    actions: &[Action],
    modules: crate::Modules,
    specialist: Option<crate::Specialist>,
) -> Vec<(u8, CardProblem)> {
    (1u8..)
        .zip(actions)
        .filter_map(|(turn, &action)| {
            let problem = if double_refused(action, modules) {
                Some(CardProblem::DoubleWithoutModule)
            } else {
                card_problem(action, modules, specialist)
            };
            problem.map(|p| (turn, p))
        })
        .collect()
}

fn card_error(crew: usize, index: usize, action: Action, problem: CardProblem) -> SetupError {
    SetupError::Card {
        crew,
        turn: index as u8 + 1,
        token: action.token(),
        problem,
    }
}

fn specialist_errors(setup: &Setup, crew: usize, s: Specialist, errors: &mut Vec<SetupError>) {
    let problem = |problem| SetupError::Specialist { crew, problem };
    if !setup.modules.specializations {
        errors.push(problem(SpecialistProblem::ModuleOff(s)));
    } else if setup.crew[..crew].iter().any(|o| {
        o.specialist
            .is_some_and(|o| o.specialization == s.specialization)
    }) {
        errors.push(problem(SpecialistProblem::Taken(s.specialization)));
    }
    if let Some(t) = s.teleport {
        if s.specialization != Specialization::Teleporter {
            errors.push(problem(SpecialistProblem::TeleportNotTeleporter));
        }
        for who in [t.departure, t.arrival] {
            if who >= setup.crew.len() {
                errors.push(problem(SpecialistProblem::TeleportNobody(who)));
            }
        }
    }
}

/// What may share the space of a specialization card (NF4: a Medic's, one single movement;
/// advanced Special Ops, exactly one card).
fn companion_problem(s: Specialization, card: SpecializationCard) -> Option<CardProblem> {
    match (s, card.with) {
        (Specialization::Medic, Some(c)) if !c.is_single_move() => {
            Some(CardProblem::MedicCompanion)
        }
        (Specialization::SpecialOps, None) if card.advanced => Some(CardProblem::SpecialOpsAlone),
        (s, Some(_)) if !s.takes_companion(card.advanced) => Some(CardProblem::NoCompanion(s)),
        _ => None,
    }
}

/// The level's uses: level 1 one basic card; level 2 one card of either face; level 3 two
/// cards, at most one advanced. Each card beyond is an error at its space.
fn count_errors(
    crew: usize,
    s: Specialist,
    board: &[Action; 12],
    special: &[usize],
    errors: &mut Vec<SetupError>,
) {
    let (most, most_advanced) = s.uses();
    let mut advanced = 0;
    for (n, &i) in special.iter().enumerate() {
        let action = board[i];
        let is_advanced = action.specialization_card().is_some_and(|c| c.advanced);
        let problem = if n >= usize::from(most) {
            Some(CardProblem::TooMany {
                specialization: s.specialization,
                level: s.level,
            })
        } else if is_advanced && s.level == 1 {
            Some(CardProblem::AdvancedAtLevel1(s.specialization))
        } else if is_advanced && advanced >= most_advanced {
            Some(CardProblem::SecondAdvanced(s.specialization))
        } else {
            None
        };
        advanced += u8::from(is_advanced);
        if let Some(problem) = problem {
            errors.push(card_error(crew, i, action, problem));
        }
    }
}
