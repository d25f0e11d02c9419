//! The ship board and the trajectories, drawn with egui's painter from one engine [`State`].
//!
//! Laid out like the printed boards (`docs/ui.md` screen 4): three zones side by side (red, white,
//! blue), upper deck above lower deck; the three external trajectories above their zones
//! with the ship at their foot, the internal trajectory beside the ship. Every drawn part
//! also gets an accessible name ([`station_label`], [`reactor_label`], ...), which is what a
//! screen reader says and what the UI tests compare with the engine's state.

pub mod action_row;
pub mod hazards;
mod ship;
mod station;
mod trajectory;

use std::collections::BTreeSet;
use strum::VariantArray;

use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, Ui, pos2, vec2};
use engine::ship::Cannon;
use engine::state::ThreatState;
use engine::{State, Station, ThreatZone, Zone};

pub use self::ship::flow;
pub use self::trajectory::LEGEND;
use self::trajectory::draw_trajectory;
use crate::gui::widgets::theme;
use i18n::tr;
use words::nouns;

/// What changed between two states: drawn with a bright outline.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Changes {
    /// Crew members (acting order) whose place or condition changed.
    pub crew: BTreeSet<usize>,
    /// Threats whose place, damage or status changed.
    pub threats: BTreeSet<usize>,
    /// Zones whose reactor energy changed.
    pub reactors: BTreeSet<Zone>,
    /// Zones whose shield energy changed.
    pub shields: BTreeSet<Zone>,
    /// Zones that took damage tiles.
    pub damage: BTreeSet<Zone>,
    /// Battlebot squads that moved or were disabled/reactivated.
    pub squads: BTreeSet<usize>,
    /// Fuel capsules changed.
    pub fuel: bool,
    /// Rockets (aboard or in flight) changed.
    pub rockets: bool,
}

impl Changes {
    /// The differences from `before` to `after`.
    pub fn between(before: &State, after: &State) -> Changes {
        let mut c = Changes::default();
        for (i, (a, b)) in before.crew().iter().zip(after.crew()).enumerate() {
            if a.station != b.station || a.knocked_out != b.knocked_out || a.squad != b.squad {
                c.crew.insert(i);
            }
        }
        for (i, (a, b)) in before.threats().iter().zip(after.threats()).enumerate() {
            if a.space != b.space
                || a.damage != b.damage
                || a.status != b.status
                || a.stations != b.stations
                || a.progeny != b.progeny
            {
                c.threats.insert(i);
            }
        }
        for &zone in Zone::VARIANTS {
            let i = zone.index();
            if before.ship().reactors[i] != after.ship().reactors[i] {
                c.reactors.insert(zone);
            }
            if before.ship().shields[i] != after.ship().shields[i] {
                c.shields.insert(zone);
            }
            if before.ship().damage[i] != after.ship().damage[i] {
                c.damage.insert(zone);
            }
        }
        for (i, (a, b)) in before
            .ship()
            .squads
            .iter()
            .zip(&after.ship().squads)
            .enumerate()
        {
            if a != b {
                c.squads.insert(i);
            }
        }
        c.fuel = before.ship().fuel != after.ship().fuel;
        c.rockets = before.ship().rockets != after.ship().rockets
            || before.ship().rocket_launched != after.ship().rocket_launched
            || before.ship().rocket_flying != after.ship().rocket_flying;
        c
    }
}

/// The color of what changed in the current step.
pub const CHANGED: Color32 = Color32::from_rgb(255, 220, 60);

/// "Station upper red: Anna, Ben (knocked out)" or "Station upper red: empty".
pub fn station_label(state: &State, station: Station) -> String {
    let names: Vec<String> = state
        .crew()
        .iter()
        .filter(|c| c.station == Some(station))
        .map(|c| {
            if c.knocked_out {
                tr!("board-knocked-out", name = c.name.to_string())
            } else {
                c.name.to_string()
            }
        })
        .collect();
    let names = if names.is_empty() {
        tr!("board-station-empty")
    } else {
        names.join(", ")
    };
    tr!(
        "board-station",
        station = nouns::station(station),
        names = names
    )
}

/// "Reactor red: 2 of 3" (white is the central reactor).
pub fn reactor_label(state: &State, zone: Zone) -> String {
    tr!(
        "board-reactor",
        zone = nouns::zone(zone),
        have = state.ship().reactors[zone.index()],
        capacity = state.ship().reactor_capacity(zone)
    )
}

/// "Shield red: 1 of 2".
pub fn shield_label(state: &State, zone: Zone) -> String {
    tr!(
        "board-shield",
        zone = nouns::zone(zone),
        have = state.ship().shields[zone.index()],
        capacity = state.ship().shield_capacity(zone)
    )
}

/// "Damage red: 2 (shield, gravolift)" or "Damage red: 0".
pub fn damage_label(state: &State, zone: Zone) -> String {
    let tiles = &state.ship().damage[zone.index()];
    if tiles.is_empty() {
        return tr!("board-damage-none", zone = nouns::zone(zone));
    }
    let names: Vec<String> = tiles.iter().map(|t| nouns::tile(*t)).collect();
    tr!(
        "board-damage",
        zone = nouns::zone(zone),
        count = tiles.len(),
        tiles = names.join(", ")
    )
}

/// "Threat T3 Fighter: 2 of 4 hit points left, space 7" (external) or "... in lower red".
pub fn threat_label(threat: &ThreatState) -> String {
    let place = if threat.card.is_internal() {
        tr!(
            "board-threat-in",
            stations = nouns::stations(&threat.stations)
        )
    } else {
        tr!("board-threat-space", space = threat.space)
    };
    let phased = if threat.phased_out {
        tr!("board-threat-phased")
    } else {
        String::new()
    };
    tr!(
        "board-threat",
        turn = threat.turn,
        threat = threat.name(),
        left = threat.left(),
        hit_points = threat.hit_points,
        place = place,
        phased = phased
    )
}

/// "Fuel: 3, rockets aboard: 2, in flight: 1, interceptors: docked".
pub fn supplies_label(state: &State) -> String {
    let flying = u8::from(state.ship().rocket_launched) + u8::from(state.ship().rocket_flying);
    let pilot = state
        .ship()
        .pilot
        .and_then(|p| state.crew().get(p))
        .map_or_else(
            || tr!("board-interceptors-docked"),
            |c| tr!("board-interceptors-out-with", name = c.name.to_string()),
        );
    tr!(
        "board-supplies",
        fuel = state.ship().fuel,
        rockets = state.ship().rockets,
        flying = flying,
        pilot = pilot
    )
}

/// Adds an accessible node named `label` over a drawn rectangle (its response takes a
/// tooltip).
fn name_rect(ui: &mut Ui, rect: Rect, salt: &str, label: &str) -> egui::Response {
    let response = ui.interact(rect, ui.scope_id().with(salt), Sense::hover());
    let enabled = ui.is_enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, enabled, label));
    response
}

fn threat_zone_color(zone: ThreatZone) -> Color32 {
    match zone {
        ThreatZone::External(z) => theme::zone_color(Some(z)),
        ThreatZone::Internal => theme::zone_color(None),
    }
}

/// Draws the trajectories and the ship in `rect`.
pub fn draw(ui: &mut Ui, rect: Rect, state: &State, trajectories: [u8; 4], changes: &Changes) {
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 8.0, Color32::from_rgb(12, 14, 20));
    let internal_width = 240.0_f32.min(rect.width() * 0.27);
    let main = Rect::from_min_max(
        rect.min,
        pos2(rect.max.x - internal_width - 8.0, rect.max.y),
    );
    // The ship gets the room it needs for a crew of five first; the trajectories the rest.
    let traj_height = (main.height() * 0.42).max(150.0);
    let zone_width = main.width() / 3.0;
    let ship_rect = Rect::from_min_max(pos2(main.min.x, main.min.y + traj_height + 6.0), main.max);
    for &zone in Zone::VARIANTS {
        let column = Rect::from_min_size(
            pos2(main.min.x + zone_width * zone.index() as f32, main.min.y),
            vec2(zone_width, traj_height),
        );
        let board = trajectories[zone.index()];
        draw_trajectory(
            ui,
            column,
            board,
            ThreatZone::External(zone),
            state,
            changes,
        );
    }
    // The internal trajectory, with the legend of the trajectories' marks under it.
    let legend_font = FontId::proportional(13.0);
    let legend_text = tr!("board-legend");
    let legend = ui.painter().layout(
        legend_text.clone(),
        legend_font,
        theme::MUTED,
        internal_width - 8.0,
    );
    let legend_top = rect.max.y - legend.size().y - 4.0;
    let legend_rect = Rect::from_min_size(pos2(main.max.x + 12.0, legend_top), legend.size());
    ui.painter().galley(legend_rect.min, legend, theme::MUTED);
    name_rect(ui, legend_rect, "legend", &legend_text);
    let internal = Rect::from_min_max(
        pos2(main.max.x + 8.0, rect.min.y),
        pos2(rect.max.x, legend_top - 6.0),
    );
    draw_trajectory(
        ui,
        internal,
        trajectories[3],
        ThreatZone::Internal,
        state,
        changes,
    );
    ship::draw_ship(ui, ship_rect, state, changes);
    draw_shots(ui, main, traj_height, ship_rect.min.y, state, trajectories);
}

/// The cannons fired this turn, as beams from the hull up their zone's trajectory (the pulse
/// cannon's only as far as its range), with their strength.
fn draw_shots(
    ui: &mut Ui,
    main: Rect,
    traj_height: f32,
    hull_top: f32,
    state: &State,
    trajectories: [u8; 4],
) {
    let painter = ui.painter_at(main);
    let zone_width = main.width() / 3.0;
    let beam = Color32::from_rgba_unmultiplied(255, 150, 40, 170);
    for (i, (cannon, strength)) in state.ship().fired.iter().enumerate() {
        let (zones, offset, reach): (Vec<Zone>, f32, Option<u8>) = match cannon {
            Cannon::Heavy(z) => (vec![*z], 29.0, None),
            Cannon::Light(z) => (vec![*z], 37.0, None),
            Cannon::Pulse => (
                Zone::VARIANTS.to_vec(),
                33.0,
                Some(state.ship().pulse_range() * 5),
            ),
        };
        for zone in zones {
            let Some(board) = engine::Trajectory::new(trajectories[zone.index()]) else {
                continue;
            };
            // The same geometry as draw_trajectory: space 1 at the bottom of the column.
            let top = main.min.y + 22.0;
            let bottom = main.min.y + traj_height - 4.0;
            let square = ((bottom - top) / f32::from(board.length())).min(30.0);
            let reach_y = match reach {
                Some(spaces) => bottom - square * f32::from(spaces.min(board.length())),
                None => top,
            };
            // Along the column of squares (drawn from 16 px in, 34 px wide).
            let x = main.min.x + zone_width * zone.index() as f32 + offset;
            painter.line_segment(
                [pos2(x, hull_top), pos2(x, reach_y)],
                Stroke::new(4.0, beam),
            );
            let label = painter.text(
                pos2(x + 4.0, hull_top - 4.0),
                Align2::LEFT_BOTTOM,
                strength.to_string(),
                FontId::proportional(15.0),
                beam,
            );
            let area =
                Rect::from_min_max(pos2(x - 3.0, reach_y), pos2(x + 3.0, hull_top)).union(label);
            let fired = tr!(
                "board-fired",
                cannon = nouns::cannon(*cannon),
                strength = *strength
            );
            name_rect(ui, area, &format!("shot-{i}-{zone}"), &fired).on_hover_text(fired);
        }
    }
}
