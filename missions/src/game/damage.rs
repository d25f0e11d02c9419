//! `damage_tiles` (the tiles the crew drew, R9) and `starting_damage` (what the ship carries
//! from an earlier mission of a campaign).

use std::collections::BTreeMap;
use strum::VariantArray;

use engine::{DamageTile, StartingDamage, Station, Zone};

use super::{places::Places, reader::Reader};
use crate::diag::{FieldProblem, Wants};
use formats::yaml::{Item, Value};

const STARTING_FIELDS: &[&str] = &["red", "white", "blue", "disabled_squads", "squad_at"];

pub(super) fn read_tiles<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Item>,
) -> BTreeMap<Zone, Vec<DamageTile>> {
    let mut out = BTreeMap::new();
    let Some(node) = node else {
        return out;
    };
    if matches!(node.value, Value::Null) {
        return out;
    }
    let Value::Map(entries) = &node.value else {
        let keys = vec!["zone: [tiles]".to_string()];
        let found = node.value.found();
        r.field_problem(
            node,
            "damage_tiles",
            FieldProblem::ExpectedMapping { keys, found },
        );
        return out;
    };
    for (key, tiles) in entries {
        let Some(name) = r.text(key, "damage_tiles", Wants::DamageZone) else {
            continue;
        };
        let field = format!("damage_tiles.{name}");
        let Some(zone) = Zone::parse(&name) else {
            r.at(
                tiles,
                field,
                crate::diag::Problem::UnknownWord {
                    kind: crate::diag::WordKind::Zone,
                    word: name.clone(),
                    expected: super::crew::words(&["red", "white", "blue"]),
                },
            );
            continue;
        };
        let (list, at) = read_tile_list(r, tiles, &field);
        places.tiles.insert(zone, (tiles, at));
        out.insert(zone, list);
    }
    out
}

/// One zone's list of damage tiles, with the node of each tile read.
fn read_tile_list<'n>(
    r: &mut Reader,
    tiles: &'n Item,
    field: &str,
) -> (Vec<DamageTile>, Vec<&'n Item>) {
    let mut list = Vec::new();
    let mut at = Vec::new();
    for t in r.list(tiles, field, Wants::TileList) {
        let Some(text) = r.text(t, field, Wants::Tile) else {
            continue;
        };
        match DamageTile::parse(&text) {
            None => {
                r.at(
                    t,
                    field,
                    crate::diag::Problem::UnknownWord {
                        kind: crate::diag::WordKind::DamageTile,
                        word: text.clone(),
                        expected: super::crew::words(&[
                            "structural",
                            "gravolift",
                            "upper-cannon",
                            "lower-cannon",
                            "shield",
                            "reactor",
                        ]),
                    },
                );
            }
            Some(tile) => {
                list.push(tile);
                at.push(t);
            }
        }
    }
    (list, at)
}

/// `starting_damage`: what the ship carries from an earlier mission of a campaign
/// (RULINGS.md C2-C5): tiles per zone, the squads still disabled, where the usable one starts.
pub(super) fn read_starting_damage<'n>(
    r: &mut Reader,
    places: &mut Places<'n>,
    node: Option<&'n Item>,
) -> StartingDamage {
    let mut out = StartingDamage::default();
    let Some(node) = node.filter(|n| !matches!(n.value, Value::Null)) else {
        return out;
    };
    places.starting = Some(node);
    let Some(fields) = r.fields(node, "starting_damage", STARTING_FIELDS) else {
        return out;
    };
    for &zone in Zone::VARIANTS {
        if let Some(tiles) = fields.get(zone.name()).copied() {
            let field = format!("starting_damage.{zone}");
            let (list, at) = read_tile_list(r, tiles, &field);
            places.carried.insert(zone, (tiles, at));
            out.tiles.insert(zone, list);
        }
    }
    if let Some(n) = fields.get("disabled_squads").copied() {
        places.disabled_squads = Some(n);
        let field = "starting_damage.disabled_squads";
        if let Some(v) = r.int(n, field, Wants::Squads) {
            match u8::try_from(v) {
                Ok(count) => out.disabled_squads = count,
                Err(_) => r.at(n, field, crate::diag::Problem::Squads { count: v }),
            }
        }
    }
    if let Some(n) = fields.get("squad_at").copied() {
        places.squad_at = Some(n);
        let field = "starting_damage.squad_at";
        if let Some(text) = r.text(n, field, Wants::Station) {
            match Station::parse(&text.to_uppercase()) {
                Some(station) => out.squad_at = Some(station),
                None => {
                    r.at(
                        n,
                        field,
                        crate::diag::Problem::UnknownWord {
                            kind: crate::diag::WordKind::Station,
                            word: text.clone(),
                            expected: super::crew::words(&["LR", "UB"]),
                        },
                    );
                }
            }
        }
    }
    out
}
