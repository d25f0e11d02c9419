//! `trajectories` and `threats`: the boards the threats fly on and the threats of the mission.

use engine::{SetupError, ThreatPlacement, ThreatZone, Trajectories, Trajectory};

use super::{
    places::{Places, place_error},
    reader::Reader,
};
use crate::{
    catalog::Catalog,
    diag::{FieldProblem, Wants},
};
use formats::yaml::{Item, Value};

const BOARD_FIELDS: &[&str] = &["red", "white", "blue", "internal"];
const THREAT_FIELDS: &[&str] = &["turn", "zone", "threat", "unconfirmed", "calls"];

pub(super) fn read_trajectories<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Item>,
) -> Option<Trajectories> {
    let Some(node) = node else {
        r.top_field("trajectories", FieldProblem::MissingTrajectories);
        return None;
    };
    let fields = r.fields(node, "trajectories", BOARD_FIELDS)?;
    let mut numbers = Vec::new();
    for key in BOARD_FIELDS {
        let field = format!("trajectories.{key}");
        let zone = ThreatZone::parse(key)?;
        match fields.get(key) {
            None => r.field_problem(
                node,
                "trajectories",
                FieldProblem::MissingTrajectory {
                    zone: (*key).to_string(),
                },
            ),
            Some(n) => {
                places.boards.insert(zone, n);
                if let Some(v) = r.int(n, &field, Wants::Trajectory) {
                    numbers.push((zone, v));
                }
            }
        }
    }
    match numbers[..] {
        [(_, red), (_, white), (_, blue), (_, internal)] => {
            match Trajectories::from_numbers([red, white, blue, internal]) {
                Ok(t) => Some(t),
                Err(errors) => {
                    for e in &errors {
                        place_error(r, places, e);
                    }
                    None
                }
            }
        }
        _ => {
            // Some boards missing: still say which of the others are not boards.
            for (zone, number) in numbers {
                if u8::try_from(number)
                    .ok()
                    .and_then(Trajectory::new)
                    .is_none()
                {
                    place_error(r, places, &SetupError::NoBoard { zone, number });
                }
            }
            None
        }
    }
}

pub(super) fn read_threats<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Item>,
    catalog: &Catalog,
) -> Vec<ThreatPlacement> {
    let mut threats = Vec::new();
    let Some(node) = node else {
        return threats;
    };
    for (i, item) in r
        .list(node, "threats", Wants::ThreatList)
        .iter()
        .enumerate()
    {
        read_threat(r, places, &mut threats, (i, item), catalog);
    }
    threats
}

/// Entry `i` of `threats`, added to `threats` when it is a placement the engine can check.
fn read_threat<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    threats: &mut Vec<ThreatPlacement>,
    (i, item): (usize, &'n Item),
    catalog: &Catalog,
) {
    let f = |name: &str| format!("threats[{i}].{name}");
    let Some(fields) = r.fields(item, &format!("threats[{i}]"), THREAT_FIELDS) else {
        return;
    };
    let missing = |r: &mut Reader, name: &str| {
        r.at(
            item,
            f(name),
            crate::diag::Problem::Missing { key: name.into() },
        );
    };
    let turn = match fields.get("turn") {
        None => {
            missing(r, "turn");
            None
        }
        Some(t) => read_turn(r, t, &f("turn")),
    };
    let zone = match fields.get("zone") {
        None => {
            missing(r, "zone");
            None
        }
        Some(z) => read_zone(r, z, &f("zone")),
    };
    let card = match fields.get("threat") {
        None => {
            missing(r, "threat");
            None
        }
        Some(c) => r
            .text(c, &f("threat"), Wants::Card)
            .and_then(|key| match catalog.get(&key) {
                Ok(card) => Some((card, *c)),
                Err(e) => {
                    r.at(c, f("threat"), e.problem());
                    None
                }
            }),
    };
    let unconfirmed = r.bool(fields.get("unconfirmed").copied(), &f("unconfirmed"));
    let calls_at = fields.get("calls").copied();
    let calls = calls_at.map(|c| read_calls(r, c, &f("calls"), catalog));
    let calls_ok = !matches!(calls, Some(None));
    match (turn, zone, card, calls_ok) {
        (Some((turn, turn_at)), Some(zone), Some((card, card_at)), true) => {
            places.threats.push((i, turn_at, card_at));
            places.calls.push(calls_at);
            threats.push(ThreatPlacement {
                turn,
                zone,
                card: std::sync::Arc::new(card.clone()),
                unconfirmed,
                calls: calls.flatten().unwrap_or_default(),
            });
        }
        // Not a placement the engine can check: still say when its turn is wrong.
        (Some((turn, turn_at)), _, _, _) if !engine::game::THREAT_TURNS.contains(&turn) => {
            let e = SetupError::ThreatTurn {
                threat: i,
                turn: turn.into(),
            };
            r.at(turn_at, f("turn"), crate::diag::Problem::Setup(e));
        }
        _ => {}
    }
}

/// A threat's `turn`, with where it is written.
fn read_turn<'n>(r: &mut Reader, t: &'n Item, field: &str) -> Option<(u8, &'n Item)> {
    r.int(t, field, Wants::Turn)
        .and_then(|v| match u8::try_from(v) {
            Ok(v) => Some((v, t)),
            Err(_) => {
                let e = SetupError::ThreatTurn { threat: 0, turn: v };
                r.at(t, field, crate::diag::Problem::Setup(e));
                None
            }
        })
}

/// A threat's `zone`.
fn read_zone(r: &mut Reader, z: &Item, field: &str) -> Option<ThreatZone> {
    r.text(z, field, Wants::Zone)
        .and_then(|text| match ThreatZone::parse(&text) {
            Some(zone) => Some(zone),
            None => {
                r.at(
                    z,
                    field,
                    crate::diag::Problem::UnknownWord {
                        kind: crate::diag::WordKind::Zone,
                        word: text.clone(),
                        expected: super::crew::words(&["red", "white", "blue", "internal"]),
                    },
                );
                None
            }
        })
}

/// `calls: I1-02` (the card drawn for a card that calls in a threat), or a list when the
/// called card calls one in its turn: `calls: [SI3-102, E1-07]`. `None` after a problem.
fn read_calls(
    r: &mut Reader,
    node: &Item,
    field: &str,
    catalog: &Catalog,
) -> Option<Vec<std::sync::Arc<engine::ThreatCard>>> {
    let items: Vec<&Item> = match &node.value {
        Value::Seq(items) => items.iter().collect(),
        _ => vec![node],
    };
    let mut cards = Vec::new();
    let mut ok = true;
    for item in items {
        let Some(key) = r.text(item, field, Wants::Card) else {
            ok = false;
            continue;
        };
        match catalog.get(&key) {
            Ok(card) => cards.push(std::sync::Arc::new(card.clone())),
            Err(e) => {
                r.at(item, field, e.problem());
                ok = false;
            }
        }
    }
    ok.then_some(cards)
}
