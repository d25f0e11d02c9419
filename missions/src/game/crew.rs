//! `crew`: the crew members, their boards, specializations and teleport tokens.

use engine::{Action, CrewColor, CrewMember};

use super::{
    places::{CrewPlaces, Places},
    reader::Reader,
};
use crate::diag::{FieldProblem, Problem, Wants};
use formats::yaml::{Item, Value};

const CREW_FIELDS: &[&str] = &[
    "name",
    "color",
    "captain",
    "android",
    "actions",
    "specialization",
    "teleport",
];
const TELEPORT_FIELDS: &[&str] = &["departure", "arrival"];

pub(super) fn read_crew<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Item>,
) -> Vec<CrewMember> {
    let mut crew = Vec::new();
    let Some(node) = node else {
        r.top_field("crew", FieldProblem::MissingCrew);
        return crew;
    };
    places.crew = Some(node);
    let mut teleports = Vec::new();
    for (i, item) in r.list(node, "crew", Wants::CrewList).iter().enumerate() {
        let f = |name: &str| format!("crew[{i}].{name}");
        let Some(fields) = r.fields(item, &format!("crew[{i}]"), CREW_FIELDS) else {
            continue;
        };
        let name_at = fields.get("name").copied();
        let name = match name_at {
            None => String::new(),
            Some(n) => r
                .text(n, &f("name"), Wants::MemberName)
                .map(|s| s.trim().to_string())
                .unwrap_or_else(|| "?".to_string()),
        };
        let color_at = fields.get("color").copied();
        let color = color_at.and_then(|c| read_color(r, c, &f("color")));
        let captain = r.bool(fields.get("captain").copied(), &f("captain"));
        let android = r.bool(fields.get("android").copied(), &f("android"));
        let actions_at = fields.get("actions").copied();
        let actions = actions_at.map_or([Action::Empty; 12], |a| read_actions(r, a, &f("actions")));
        let specialization_at = fields.get("specialization").copied();
        let specialist =
            specialization_at.and_then(|n| read_specialist(r, n, &f("specialization")));
        let teleport_at = fields.get("teleport").copied();
        if let Some(t) = teleport_at {
            teleports.push((i, crew.len(), read_teleport(r, t, &f("teleport"))));
        }
        places.members.push(CrewPlaces {
            entry: item,
            name: name_at,
            color: color_at,
            actions: actions_at,
            specialization: specialization_at,
            teleport: teleport_at,
        });
        crew.push(CrewMember {
            name: name.into(),
            color,
            captain,
            android,
            actions,
            specialist,
        });
    }
    // The tokens name crew members: read once every name is known.
    place_teleports(r, places, &mut crew, teleports);
    crew
}

/// `color` (null: none).
fn read_color(r: &mut Reader, c: &Item, field: &str) -> Option<CrewColor> {
    match &c.value {
        Value::Null => None,
        _ => r.text(c, field, Wants::Color).and_then(|text| {
            let color = CrewColor::parse(&text);
            if color.is_none() {
                r.at(
                    c,
                    field,
                    crate::diag::Problem::UnknownWord {
                        kind: crate::diag::WordKind::Color,
                        word: text.clone(),
                        expected: words(&["red", "yellow", "green", "blue", "purple"]),
                    },
                );
            }
            color
        }),
    }
}

/// `actions`: the board's 12 spaces as tokens (null: an empty board). A board with
/// problems is read as empty, the problems reported.
fn read_actions(r: &mut Reader, a: &Item, field: &str) -> [Action; 12] {
    let mut actions = [Action::Empty; 12];
    let text = match &a.value {
        Value::Null => Some(String::new()),
        _ => r.text(a, field, Wants::Board),
    };
    if let Some(text) = text {
        let count = text.split_whitespace().count();
        if count > 12 {
            r.at(a, field, crate::diag::Problem::TooManyActions { count });
        }
        match Action::parse_board(&text) {
            Ok(b) => actions = b,
            Err(errors) => {
                for (pos, e) in errors {
                    r.at(
                        a,
                        field,
                        crate::diag::Problem::Token {
                            space: pos,
                            error: e,
                        },
                    );
                }
            }
        }
    }
    actions
}

/// The two names of `teleport` (departure, arrival), each with where it is written.
type TeleportNames<'n> = [(String, &'n Item); 2];

/// `specialization: NAME LEVEL` (null: none).
fn read_specialist(r: &mut Reader, n: &Item, field: &str) -> Option<engine::Specialist> {
    if matches!(n.value, Value::Null) {
        return None;
    }
    let text = r.text(n, field, Wants::Specialization)?;
    match engine::Specialist::parse(&text) {
        Ok(s) => Some(s),
        Err(e) => {
            r.at(n, field, Problem::UnknownSpecialization(e));
            None
        }
    }
}

/// The teleport tokens read (file index, crew index, names) set on the Teleporter, each name
/// found in the crew or reported at its place.
fn place_teleports<'n>(
    r: &mut Reader,
    places: &Places<'n>,
    crew: &mut [CrewMember],
    teleports: Vec<(usize, usize, Option<TeleportNames<'n>>)>,
) {
    for (i, member, names) in teleports {
        let index = |r: &mut Reader, (name, node): (String, &Item), key: &str| {
            let found = crew.iter().position(|c: &CrewMember| *c.name == *name);
            if found.is_none() {
                r.at(
                    node,
                    format!("crew[{i}].teleport.{key}"),
                    crate::diag::Problem::NoCrewMember { name: name.clone() },
                );
            }
            found
        };
        let Some([departure, arrival]) = names else {
            continue;
        };
        let d = index(r, departure, "departure");
        let a = index(r, arrival, "arrival");
        match (d, a, crew[member].specialist.as_mut()) {
            (Some(departure), Some(arrival), Some(s)) => {
                s.teleport = Some(engine::Teleport { departure, arrival });
            }
            (Some(_), Some(_), None) => {
                let problem = engine::game::SpecialistProblem::TeleportNotTeleporter;
                r.at(
                    places.members[member]
                        .teleport
                        .unwrap_or(places.members[member].entry),
                    format!("crew[{i}].teleport"),
                    crate::diag::Problem::Setup(engine::SetupError::Specialist {
                        crew: i,
                        problem,
                    }),
                );
            }
            _ => {}
        }
    }
}

/// `teleport: { departure: NAME, arrival: NAME }`: the names and where they are written.
fn read_teleport<'n>(r: &mut Reader, node: &'n Item, field: &str) -> Option<TeleportNames<'n>> {
    let fields = r.fields(node, field, TELEPORT_FIELDS)?;
    let mut out = Vec::new();
    for key in TELEPORT_FIELDS {
        match fields.get(key) {
            None => r.field_problem(
                node,
                field,
                FieldProblem::MissingTokenName {
                    key: (*key).to_string(),
                },
            ),
            Some(n) => {
                if let Some(name) = r.text(n, &format!("{field}.{key}"), Wants::TokenName) {
                    out.push((name.trim().to_string(), *n));
                }
            }
        }
    }
    out.try_into().ok()
}

/// The words a field takes, for a diagnostic's data.
pub(super) fn words(list: &[&str]) -> Vec<String> {
    list.iter().map(|w| (*w).to_owned()).collect()
}
