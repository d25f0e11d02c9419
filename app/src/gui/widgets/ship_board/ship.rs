//! The hull: six stations, the gravolifts between the decks, and the damage tiles under
//! each zone.

use egui::{Color32, FontId, Rect, Stroke, StrokeKind, Ui, pos2, vec2};
use engine::{DamageTile, Deck, State, Station, Zone};
use strum::VariantArray;

use super::{CHANGED, Changes, damage_label, name_rect, station};
use crate::gui::widgets::theme;
use i18n::tr;
use words::nouns;

/// The six stations, gravolifts, energy, supplies, crew, battlebots and damage tiles.
pub(super) fn draw_ship(ui: &mut Ui, rect: Rect, state: &State, changes: &Changes) {
    let painter = ui.painter_at(rect);
    let tiles_height = TILES_HEIGHT;
    let hull = Rect::from_min_max(rect.min, pos2(rect.max.x, rect.max.y - tiles_height));
    let zone_width = hull.width() / 3.0;
    let deck_height = hull.height() / 2.0;
    painter.rect_stroke(
        hull,
        10.0,
        Stroke::new(2.0, Color32::from_gray(110)),
        StrokeKind::Inside,
    );
    for station in Station::ALL {
        let row = match station.deck {
            Deck::Upper => 0.0,
            Deck::Lower => 1.0,
        };
        let r = Rect::from_min_size(
            pos2(
                hull.min.x + zone_width * station.zone.index() as f32,
                hull.min.y + deck_height * row,
            ),
            vec2(zone_width, deck_height),
        )
        .shrink(4.0);
        station::draw_station(ui, r, station, state, changes);
    }
    // Gravolifts between the decks, at each zone's centre.
    for &zone in Zone::VARIANTS {
        // Toward the zone's right edge: clear of the lower station's name at the left.
        let x = hull.min.x + zone_width * (zone.index() as f32 + 1.0) - 26.0;
        let lift = Rect::from_center_size(pos2(x, hull.min.y + deck_height), vec2(28.0, 30.0));
        let damaged = state.ship().lift_damaged(zone);
        let fill = if damaged {
            Color32::from_rgb(120, 30, 30)
        } else {
            Color32::from_rgb(70, 70, 90)
        };
        painter.rect_filled(lift, 3.0, fill);
        if damaged {
            painter.line_segment(
                [lift.left_top(), lift.right_bottom()],
                Stroke::new(3.0, theme::ALARM),
            );
            painter.line_segment(
                [lift.left_bottom(), lift.right_top()],
                Stroke::new(3.0, theme::ALARM),
            );
        } else {
            crate::gui::widgets::card_face::paint_lift(&painter, lift, Color32::WHITE);
        }
        let label = if damaged {
            tr!("board-lift-damaged", zone = nouns::zone(zone))
        } else {
            tr!("board-lift-working", zone = nouns::zone(zone))
        };
        name_rect(ui, lift, &format!("lift-{zone}"), &label);
        // Damage tiles under the zone.
        let tiles = Rect::from_min_size(
            pos2(
                hull.min.x + zone_width * zone.index() as f32 + 4.0,
                hull.max.y + 4.0,
            ),
            vec2(zone_width - 8.0, tiles_height - 6.0),
        );
        draw_tiles(ui, tiles, zone, state, changes.damage.contains(&zone));
    }
}

/// Height under the hull for the damage tiles: two rows of chips.
const TILES_HEIGHT: f32 = 48.0;

/// A damage tile's name on its chip, in full or short.
fn tile_text(tile: DamageTile, short: bool) -> String {
    match (tile, short) {
        (DamageTile::Structural, _) => tr!("board-chip-hull"),
        (DamageTile::Gravolift, _) => tr!("board-chip-lift"),
        (DamageTile::UpperCannon, false) => tr!("board-chip-upper-gun"),
        (DamageTile::UpperCannon, true) => tr!("board-chip-upper-gun-short"),
        (DamageTile::LowerCannon, false) => tr!("board-chip-lower-gun"),
        (DamageTile::LowerCannon, true) => tr!("board-chip-lower-gun-short"),
        (DamageTile::Shield, false) => tr!("board-chip-shield"),
        (DamageTile::Shield, true) => tr!("board-chip-shield-short"),
        (DamageTile::Reactor, false) => tr!("board-chip-reactor"),
        (DamageTile::Reactor, true) => tr!("board-chip-reactor-short"),
    }
}

/// Chips of the given widths flowed left to right in rows of `row` height inside `area`
/// (4 px apart), or `None` when they do not all fit.
pub fn flow(widths: &[f32], row: f32, area: Rect) -> Option<Vec<Rect>> {
    let mut rects = Vec::with_capacity(widths.len());
    let mut at = area.min;
    for &w in widths {
        if at.x + w > area.max.x && at.x > area.min.x {
            at = pos2(area.min.x, at.y + row + 3.0);
        }
        let r = Rect::from_min_size(at, vec2(w, row));
        if r.max.x > area.max.x + 0.5 || r.max.y > area.max.y + 0.5 {
            return None;
        }
        rects.push(r);
        at.x = r.max.x + 4.0;
    }
    Some(rects)
}

/// The damage tiles of a zone as chips that never overlap: full names at 15 px when they
/// fit in two rows, else smaller, else the short names.
fn draw_tiles(ui: &mut Ui, area: Rect, zone: Zone, state: &State, changed: bool) {
    let painter = ui.painter_at(area);
    let tiles = &state.ship().damage[zone.index()];
    let row = ((area.height() - 3.0) / 2.0).max(12.0);
    let tries = [(15.0, false), (13.0, false), (13.0, true), (11.0, true)];
    let mut chosen = None;
    for (px, short) in tries {
        let galleys: Vec<_> = tiles
            .iter()
            .map(|t| {
                painter.layout_no_wrap(
                    tile_text(*t, short),
                    FontId::proportional(px),
                    Color32::WHITE,
                )
            })
            .collect();
        let widths: Vec<f32> = galleys.iter().map(|g| g.size().x + 10.0).collect();
        if let Some(rects) = flow(&widths, row, area) {
            chosen = Some((galleys, rects));
            break;
        }
    }
    let Some((galleys, rects)) = chosen else {
        name_rect(
            ui,
            area,
            &format!("damage-{zone}"),
            &damage_label(state, zone),
        );
        return;
    };
    for (i, (galley, r)) in galleys.into_iter().zip(&rects).enumerate() {
        painter.rect_filled(*r, 3.0, Color32::from_rgb(120, 40, 30));
        if changed {
            painter.rect_stroke(*r, 3.0, Stroke::new(2.0, CHANGED), StrokeKind::Inside);
        }
        painter.galley(
            pos2(r.min.x + 5.0, r.center().y - galley.size().y / 2.0),
            galley,
            Color32::WHITE,
        );
        let name = tr!(
            "board-tile",
            zone = nouns::zone(zone),
            number = i + 1,
            tile = nouns::tile(tiles[i])
        );
        name_rect(ui, *r, &format!("tile-{zone}-{i}"), &name);
    }
    name_rect(
        ui,
        area,
        &format!("damage-{zone}"),
        &damage_label(state, zone),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chips_flow_into_rows_without_overlapping_or_leaving_the_area() {
        for width in [60.0_f32, 90.0, 140.0, 300.0] {
            let area = Rect::from_min_size(pos2(10.0, 20.0), vec2(width, 42.0));
            let widths = [40.0, 30.0, 55.0, 25.0, 50.0, 35.0];
            let Some(rects) = flow(&widths, 19.0, area) else {
                continue;
            };
            for (i, a) in rects.iter().enumerate() {
                assert!(area.expand(0.5).contains_rect(*a), "{width}: {a:?}");
                for b in &rects[i + 1..] {
                    assert!(!a.intersects(b.shrink(0.5)), "{width}: {a:?} {b:?}");
                }
            }
        }
        let area = Rect::from_min_size(pos2(0.0, 0.0), vec2(100.0, 42.0));
        assert!(
            flow(&[60.0; 6], 19.0, area).is_none(),
            "six wide chips need six rows"
        );
        assert_eq!(flow(&[45.0; 4], 19.0, area).unwrap().len(), 4);
    }
}
