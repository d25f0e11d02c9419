//! The ship board and the trajectories, drawn with egui's painter from one engine [`State`].
//!
//! Laid out like the printed boards (`ui.md` screen 4): three zones side by side (red, white,
//! blue), upper deck above lower deck; the three external trajectories above their zones
//! with the ship at their foot, the internal trajectory beside the ship. Every drawn part
//! also gets an accessible name ([`station_label`], [`reactor_label`], ...), which is what a
//! screen reader says and what the UI tests compare with the engine's state.

use std::collections::BTreeSet;

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, pos2, vec2};
use engine::ship::{Cannon, SquadPlace};
use engine::state::ThreatState;
use engine::trajectory::distance;
use engine::{Deck, State, Station, ThreatStatus, ThreatZone, Zone};

use super::entry::setup_colour;
use super::theme;

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
        for (i, (a, b)) in before.crew.iter().zip(&after.crew).enumerate() {
            if a.station != b.station || a.knocked_out != b.knocked_out || a.squad != b.squad {
                c.crew.insert(i);
            }
        }
        for (i, (a, b)) in before.threats.iter().zip(&after.threats).enumerate() {
            if a.space != b.space
                || a.damage != b.damage
                || a.status != b.status
                || a.stations != b.stations
                || a.progeny != b.progeny
            {
                c.threats.insert(i);
            }
        }
        for zone in Zone::ALL {
            let i = zone.index();
            if before.ship.reactors[i] != after.ship.reactors[i] {
                c.reactors.insert(zone);
            }
            if before.ship.shields[i] != after.ship.shields[i] {
                c.shields.insert(zone);
            }
            if before.ship.damage[i] != after.ship.damage[i] {
                c.damage.insert(zone);
            }
        }
        for (i, (a, b)) in before
            .ship
            .squads
            .iter()
            .zip(&after.ship.squads)
            .enumerate()
        {
            if a != b {
                c.squads.insert(i);
            }
        }
        c.fuel = before.ship.fuel != after.ship.fuel;
        c.rockets = before.ship.rockets != after.ship.rockets
            || before.ship.rocket_launched != after.ship.rocket_launched
            || before.ship.rocket_flying != after.ship.rocket_flying;
        c
    }
}

/// The colour of what changed in the current step.
pub const CHANGED: Color32 = Color32::from_rgb(255, 220, 60);

/// "Station upper red: Anna, Ben (knocked out)" or "Station upper red: empty".
pub fn station_label(state: &State, station: Station) -> String {
    let names: Vec<String> = state
        .crew
        .iter()
        .filter(|c| c.station == Some(station))
        .map(|c| {
            if c.knocked_out {
                format!("{} (knocked out)", c.name)
            } else {
                c.name.to_string()
            }
        })
        .collect();
    let names = if names.is_empty() {
        "empty".to_owned()
    } else {
        names.join(", ")
    };
    format!("Station {}: {names}", station.long_name())
}

/// "Reactor red: 2 of 3" (white is the central reactor).
pub fn reactor_label(state: &State, zone: Zone) -> String {
    format!(
        "Reactor {zone}: {} of {}",
        state.ship.reactors[zone.index()],
        state.ship.reactor_capacity(zone)
    )
}

/// "Shield red: 1 of 2".
pub fn shield_label(state: &State, zone: Zone) -> String {
    format!(
        "Shield {zone}: {} of {}",
        state.ship.shields[zone.index()],
        state.ship.shield_capacity(zone)
    )
}

/// "Damage red: 2 (shield, gravolift)" or "Damage red: 0".
pub fn damage_label(state: &State, zone: Zone) -> String {
    let tiles = &state.ship.damage[zone.index()];
    if tiles.is_empty() {
        return format!("Damage {zone}: 0");
    }
    let names: Vec<&str> = tiles.iter().map(|t| t.name()).collect();
    format!("Damage {zone}: {} ({})", tiles.len(), names.join(", "))
}

/// "Threat T3 Fighter: 2 of 4 hit points left, space 7" (external) or "... in lower red".
pub fn threat_label(threat: &ThreatState) -> String {
    let place = if threat.card.is_internal() {
        let stations: Vec<String> = threat.stations.iter().map(|s| s.long_name()).collect();
        format!("in {}", stations.join(", "))
    } else {
        format!("space {}", threat.space)
    };
    format!(
        "Threat T{} {}: {} of {} hit points left, {place}",
        threat.turn,
        threat.name,
        threat.left(),
        threat.hit_points
    )
}

/// "Fuel: 3, rockets aboard: 2, in flight: 1, interceptors: docked".
pub fn supplies_label(state: &State) -> String {
    let flying = u8::from(state.ship.rocket_launched) + u8::from(state.ship.rocket_flying);
    let pilot = state
        .ship
        .pilot
        .and_then(|p| state.crew.get(p))
        .map_or("docked".to_owned(), |c| format!("{} is out", c.name));
    format!(
        "Fuel: {}, rockets aboard: {}, in flight: {flying}, interceptors: {pilot}",
        state.ship.fuel, state.ship.rockets
    )
}

/// Adds an accessible node named `label` over a drawn rectangle.
fn name_rect(ui: &mut Ui, rect: Rect, salt: &str, label: &str) {
    let response = ui.interact(rect, ui.scope_id().with(salt), Sense::hover());
    let enabled = ui.is_enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, enabled, label));
}

fn threat_zone_colour(zone: ThreatZone) -> Color32 {
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
    let traj_height = (main.height() * 0.47).max(200.0);
    let zone_width = main.width() / 3.0;
    let ship_rect = Rect::from_min_max(pos2(main.min.x, main.min.y + traj_height + 6.0), main.max);
    for zone in Zone::ALL {
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
    let internal = Rect::from_min_max(pos2(main.max.x + 8.0, rect.min.y), rect.max);
    draw_trajectory(
        ui,
        internal,
        trajectories[3],
        ThreatZone::Internal,
        state,
        changes,
    );
    draw_ship(ui, ship_rect, state, changes);
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
    for (i, (cannon, strength)) in state.ship.fired.iter().enumerate() {
        let (zones, offset, reach): (Vec<Zone>, f32, Option<u8>) = match cannon {
            Cannon::Heavy(z) => (vec![*z], 29.0, None),
            Cannon::Light(z) => (vec![*z], 37.0, None),
            Cannon::Pulse => (Zone::ALL.to_vec(), 33.0, Some(state.ship.pulse_range() * 5)),
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
            name_rect(
                ui,
                area,
                &format!("shot-{i}-{zone}"),
                &format!("Fired: {cannon} (strength {strength})"),
            );
        }
    }
}

/// One trajectory: squares numbered toward the ship (space 1 = Z at the bottom), distance
/// bands shaded, X/Y/Z marked, threat tokens with their remaining health.
fn draw_trajectory(
    ui: &mut Ui,
    column: Rect,
    board: u8,
    zone: ThreatZone,
    state: &State,
    changes: &Changes,
) {
    let Some(trajectory) = engine::Trajectory::new(board) else {
        return;
    };
    let painter = ui.painter_at(column);
    let colour = threat_zone_colour(zone);
    let title = match zone {
        ThreatZone::External(z) => format!("{z} · T{board}"),
        ThreatZone::Internal => format!("internal · T{board}"),
    };
    painter.text(
        column.left_top() + vec2(4.0, 0.0),
        Align2::LEFT_TOP,
        title,
        FontId::proportional(17.0),
        colour,
    );
    let top = column.min.y + 22.0;
    let length = trajectory.length();
    let square = ((column.max.y - top - 4.0) / f32::from(length)).min(30.0);
    // Room on the left for the distance band numbers.
    let x0 = column.min.x + 16.0;
    let square_width = 34.0;
    let y_of = |space: u8| column.max.y - 4.0 - square * f32::from(space);
    for space in 1..=length {
        let r = Rect::from_min_size(pos2(x0, y_of(space)), vec2(square_width, square - 1.0));
        let shade = match distance(space) {
            1 => Color32::from_rgb(64, 40, 40),
            2 => Color32::from_rgb(48, 44, 34),
            _ => Color32::from_rgb(32, 38, 48),
        };
        painter.rect_filled(r, 2.0, shade);
        let (text, colour) = match trajectory.square_at(space) {
            Some(q) => (q.letter().to_owned(), theme::WARNING),
            None => (space.to_string(), theme::MUTED),
        };
        let font = FontId::proportional((square * 0.7).clamp(11.0, 17.0));
        painter.text(r.center(), Align2::CENTER_CENTER, text, font, colour);
        if space == 1 || space == 6 || space == 11 {
            painter.text(
                pos2(x0 - 3.0, r.max.y),
                Align2::RIGHT_BOTTOM,
                distance(space).to_string(),
                FontId::proportional(13.0),
                theme::MUTED,
            );
        }
    }
    let mut used_rows: Vec<f32> = Vec::new();
    for (index, threat) in state.threats.iter().enumerate() {
        if threat.zone != zone || threat.status != ThreatStatus::Active || threat.space == 0 {
            continue;
        }
        // A two-line token centred on its square, kept inside the column.
        let centre = y_of(threat.space.min(length)) + square / 2.0;
        let mut y = (centre - TOKEN_HEIGHT / 2.0)
            .clamp(top - 2.0, column.max.y - TOKEN_HEIGHT)
            .max(column.min.y);
        // Tokens close together: stack the later one below the earlier.
        while used_rows.iter().any(|u| (u - y).abs() < TOKEN_HEIGHT) {
            y += TOKEN_HEIGHT + 2.0;
        }
        used_rows.push(y);
        let token = Rect::from_min_size(
            pos2(x0 + square_width + 4.0, y),
            vec2(column.max.x - x0 - square_width - 8.0, TOKEN_HEIGHT),
        );
        // A line from the token to its square.
        painter.line_segment(
            [
                pos2(x0 + square_width, centre),
                pos2(token.min.x, centre.clamp(token.min.y, token.max.y)),
            ],
            Stroke::new(2.0, Color32::from_gray(150)),
        );
        draw_token(ui, token, threat, changes.threats.contains(&index));
        let label = threat_label(threat);
        name_rect(ui, token, &format!("threat-{index}"), &label);
    }
}

/// A threat token: name, then T+n and the hit points left (a red frame for serious threats).
fn draw_token(ui: &Ui, rect: Rect, threat: &ThreatState, changed: bool) {
    let painter = ui.painter();
    let serious = threat.card.severity == engine::Severity::Serious;
    painter.rect_filled(rect, 4.0, Color32::from_rgb(44, 30, 34));
    let stroke = if changed {
        Stroke::new(3.0, CHANGED)
    } else if serious {
        Stroke::new(2.0, Color32::from_rgb(220, 70, 60))
    } else {
        Stroke::new(1.0, Color32::from_gray(120))
    };
    painter.rect_stroke(rect, 4.0, stroke, StrokeKind::Inside);
    let galley = truncated(painter, threat.name.to_string(), 17.0, rect.width() - 10.0);
    painter.galley(rect.min + vec2(5.0, 2.0), galley, Color32::WHITE);
    let line2 = rect.min.y + 29.0;
    // T+n on the second line, like the number on the printed token.
    painter.text(
        pos2(rect.min.x + 5.0, line2),
        Align2::LEFT_CENTER,
        format!("T{}", threat.turn),
        FontId::proportional(15.0),
        theme::WARNING,
    );
    let used = health_pips(painter, pos2(rect.max.x - 6.0, line2), threat);
    if threat.hit_points.max(threat.left()) <= 8 {
        let left = format!("{}/{}", threat.left(), threat.hit_points);
        painter.text(
            pos2(rect.max.x - 12.0 - used, line2),
            Align2::RIGHT_CENTER,
            left,
            FontId::proportional(14.0),
            Color32::from_rgb(255, 140, 130),
        );
    }
}

/// Height of a threat token on a trajectory: name, then health.
const TOKEN_HEIGHT: f32 = 40.0;

/// Hit points left as filled red pips, damage as hollow ones, right-aligned at `right`
/// (the number too when there are many).
/// Returns the width used.
fn health_pips(painter: &egui::Painter, right: Pos2, threat: &ThreatState) -> f32 {
    let left = threat.left();
    let total = threat.hit_points.max(left);
    if total > 8 {
        let rect = painter.text(
            right,
            Align2::RIGHT_CENTER,
            format!("{left}/{total}"),
            FontId::proportional(17.0),
            Color32::from_rgb(255, 120, 110),
        );
        return rect.width();
    }
    for i in 0..total {
        let centre = right - vec2(f32::from(i) * 12.0 + 5.0, 0.0);
        // Damage is taken from the left end: the rightmost pips are what is left.
        if i < left {
            painter.circle_filled(centre, 5.0, Color32::from_rgb(240, 80, 70));
        } else {
            painter.circle_stroke(
                centre,
                4.5,
                Stroke::new(1.5, Color32::from_rgb(240, 80, 70)),
            );
        }
    }
    f32::from(total) * 12.0
}

/// A one-line text cut with "..." to fit `width` (long threat names on narrow tokens).
fn truncated(
    painter: &egui::Painter,
    text: String,
    size: f32,
    width: f32,
) -> std::sync::Arc<egui::Galley> {
    let mut job =
        egui::text::LayoutJob::simple_singleline(text, FontId::proportional(size), Color32::WHITE);
    job.wrap = egui::text::TextWrapping::truncate_at_width(width.max(20.0));
    painter.layout_job(job)
}

/// The six stations, gravolifts, energy, supplies, crew, battlebots and damage tiles.
fn draw_ship(ui: &mut Ui, rect: Rect, state: &State, changes: &Changes) {
    let painter = ui.painter_at(rect);
    let tiles_height = 34.0;
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
        draw_station(ui, r, station, state, changes);
    }
    // Gravolifts between the decks, at each zone's centre.
    for zone in Zone::ALL {
        let x = hull.min.x + zone_width * (zone.index() as f32 + 0.5);
        let lift = Rect::from_center_size(pos2(x, hull.min.y + deck_height), vec2(28.0, 30.0));
        let damaged = state.ship.lift_damaged(zone);
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
            super::entry::paint_lift(&painter, lift, Color32::WHITE);
        }
        let label = format!(
            "Gravolift {zone}: {}",
            if damaged { "damaged" } else { "working" }
        );
        name_rect(ui, lift, &format!("lift-{zone}"), &label);
        // Damage tiles under the zone.
        let tiles = Rect::from_min_size(
            pos2(
                hull.min.x + zone_width * zone.index() as f32 + 4.0,
                hull.max.y + 4.0,
            ),
            vec2(zone_width - 8.0, tiles_height - 6.0),
        );
        let changed = changes.damage.contains(&zone);
        let mut x0 = tiles.min.x;
        for tile in &state.ship.damage[zone.index()] {
            let text = match tile {
                engine::DamageTile::Structural => "hull",
                engine::DamageTile::Gravolift => "lift",
                engine::DamageTile::UpperCannon => "upper gun",
                engine::DamageTile::LowerCannon => "lower gun",
                engine::DamageTile::Shield => "shield",
                engine::DamageTile::Reactor => "reactor",
            };
            let galley =
                painter.layout_no_wrap(text.to_owned(), FontId::proportional(15.0), Color32::WHITE);
            let w = galley.size().x + 10.0;
            let r = Rect::from_min_size(pos2(x0, tiles.min.y), vec2(w, tiles.height()));
            painter.rect_filled(r, 3.0, Color32::from_rgb(120, 40, 30));
            if changed {
                painter.rect_stroke(r, 3.0, Stroke::new(2.0, CHANGED), StrokeKind::Inside);
            }
            painter.galley(
                pos2(r.min.x + 5.0, r.center().y - galley.size().y / 2.0),
                galley,
                Color32::WHITE,
            );
            x0 += w + 4.0;
        }
        name_rect(
            ui,
            tiles,
            &format!("damage-{zone}"),
            &damage_label(state, zone),
        );
    }
}

fn blocks(
    painter: &egui::Painter,
    origin: Pos2,
    filled: u8,
    capacity: u8,
    colour: Color32,
    changed: bool,
) -> Rect {
    let size = vec2(16.0, 20.0);
    let mut last = Rect::from_min_size(origin, Vec2::ZERO);
    for i in 0..capacity.max(filled) {
        let r = Rect::from_min_size(origin + vec2(f32::from(i) * (size.x + 3.0), 0.0), size);
        if i < filled {
            painter.rect_filled(r, 2.0, colour);
        } else {
            painter.rect_stroke(
                r,
                2.0,
                Stroke::new(1.0, colour.gamma_multiply(0.7)),
                StrokeKind::Inside,
            );
        }
        last = last.union(r);
    }
    if changed {
        painter.rect_stroke(
            last.expand(3.0),
            3.0,
            Stroke::new(2.0, CHANGED),
            StrokeKind::Outside,
        );
    }
    last
}

fn draw_station(ui: &mut Ui, r: Rect, station: Station, state: &State, changes: &Changes) {
    let painter = ui.painter().clone();
    let zone_colour = theme::zone_color(Some(station.zone));
    painter.rect_filled(r, 6.0, Color32::from_rgb(26, 30, 40));
    painter.rect_stroke(
        r,
        6.0,
        Stroke::new(2.0, zone_colour.gamma_multiply(0.6)),
        StrokeKind::Inside,
    );
    painter.text(
        r.left_top() + vec2(6.0, 4.0),
        Align2::LEFT_TOP,
        station.long_name().to_uppercase(),
        FontId::proportional(14.0),
        zone_colour,
    );
    let zone = station.zone;
    let system_y = r.min.y + 24.0;
    let small = FontId::proportional(14.0);
    // Energy: shields upstairs, reactors downstairs.
    let (word, filled, capacity, colour, changed, label) = match station.deck {
        Deck::Upper => (
            "shield",
            state.ship.shields[zone.index()],
            state.ship.shield_capacity(zone),
            Color32::from_rgb(90, 170, 250),
            changes.shields.contains(&zone),
            shield_label(state, zone),
        ),
        Deck::Lower => (
            "reactor",
            state.ship.reactors[zone.index()],
            state.ship.reactor_capacity(zone),
            Color32::from_rgb(110, 220, 110),
            changes.reactors.contains(&zone),
            reactor_label(state, zone),
        ),
    };
    painter.text(
        pos2(r.min.x + 6.0, system_y + 10.0),
        Align2::LEFT_CENTER,
        word,
        small.clone(),
        theme::MUTED,
    );
    let energy = blocks(
        &painter,
        pos2(r.min.x + 62.0, system_y),
        filled,
        capacity,
        colour,
        changed,
    );
    name_rect(ui, energy, &format!("energy-{}", station.code()), &label);
    // The C system's supplies.
    let supplies_y = system_y + 28.0;
    let supply_font = FontId::proportional(15.0);
    match (station.deck, zone) {
        (Deck::Lower, Zone::White) => {
            painter.text(
                pos2(r.min.x + 6.0, supplies_y + 10.0),
                Align2::LEFT_CENTER,
                "fuel",
                small.clone(),
                theme::MUTED,
            );
            let fuel = blocks(
                &painter,
                pos2(r.min.x + 62.0, supplies_y),
                state.ship.fuel,
                3,
                Color32::from_rgb(240, 170, 60),
                changes.fuel,
            );
            name_rect(ui, fuel, "fuel", &format!("Fuel: {}", state.ship.fuel));
        }
        (Deck::Lower, Zone::Blue) => {
            let flying = u8::from(state.ship.rocket_launched) + u8::from(state.ship.rocket_flying);
            let text = format!("rockets {}  ·  in flight {flying}", state.ship.rockets);
            let colour = if changes.rockets {
                CHANGED
            } else {
                Color32::WHITE
            };
            painter.text(
                pos2(r.min.x + 6.0, supplies_y + 10.0),
                Align2::LEFT_CENTER,
                text,
                supply_font,
                colour,
            );
            let area = Rect::from_min_size(
                pos2(r.min.x + 6.0, supplies_y),
                vec2(r.width() - 12.0, 20.0),
            );
            name_rect(
                ui,
                area,
                "rockets",
                &format!(
                    "Rockets aboard: {}, in flight: {flying}",
                    state.ship.rockets
                ),
            );
        }
        (Deck::Upper, Zone::Red) => {
            let pilot = state.ship.pilot.and_then(|p| state.crew.get(p));
            let text = match pilot {
                Some(c) => format!("interceptors out: {}", c.name),
                None => "interceptors docked".to_owned(),
            };
            let mut x = r.min.x + 6.0;
            if let Some(c) = pilot {
                // The pilot's figure flies with the interceptors, out of the ship.
                let colour = c
                    .colour
                    .map_or(Color32::GRAY, |k| theme::crew_color(setup_colour(k)));
                painter.circle_filled(pos2(x + 8.0, supplies_y + 10.0), 8.0, colour);
                if state.ship.pilot.is_some_and(|p| changes.crew.contains(&p)) {
                    painter.circle_stroke(
                        pos2(x + 8.0, supplies_y + 10.0),
                        11.0,
                        Stroke::new(2.0, CHANGED),
                    );
                }
                x += 22.0;
            }
            painter.text(
                pos2(x, supplies_y + 10.0),
                Align2::LEFT_CENTER,
                &text,
                supply_font,
                Color32::WHITE,
            );
            let area = Rect::from_min_size(
                pos2(r.min.x + 6.0, supplies_y),
                vec2(r.width() - 12.0, 20.0),
            );
            name_rect(
                ui,
                area,
                "interceptors",
                &format!("Interceptors: {}", text.trim_start_matches("interceptors ")),
            );
        }
        _ => {}
    }
    // Internal threats in the station.
    let mut tx = r.max.x - 6.0;
    for (index, threat) in state.threats.iter().enumerate() {
        if threat.status != ThreatStatus::Active || !threat.card.is_internal() {
            continue;
        }
        let here = threat.stations.iter().filter(|s| **s == station).count()
            + threat.progeny.iter().filter(|s| **s == station).count();
        if here == 0 {
            continue;
        }
        let text = format!(
            "T{} {} {}/{}",
            threat.turn,
            threat.name,
            threat.left(),
            threat.hit_points
        );
        let galley = truncated(&painter, text, 16.0, r.width() - 20.0);
        // Below the energy row, or below the supplies where the station has some.
        let row = match station.code() {
            "UR" | "LW" | "LB" => 76.0,
            _ => 50.0,
        };
        let token = Rect::from_min_size(
            pos2(tx - galley.size().x - 10.0, r.min.y + row),
            vec2(galley.size().x + 10.0, 24.0),
        );
        painter.rect_filled(token, 4.0, Color32::from_rgb(110, 35, 110));
        let stroke = if changes.threats.contains(&index) {
            Stroke::new(3.0, CHANGED)
        } else {
            Stroke::new(1.0, Color32::WHITE)
        };
        painter.rect_stroke(token, 4.0, stroke, StrokeKind::Inside);
        painter.galley(
            pos2(token.min.x + 5.0, token.center().y - galley.size().y / 2.0),
            galley,
            Color32::WHITE,
        );
        name_rect(
            ui,
            token,
            &format!("intruder-{index}-{}", station.code()),
            &threat_label(threat),
        );
        tx = token.min.x - 4.0;
    }
    // Battlebots stored here.
    let mut bx = r.max.x - 8.0;
    for (i, squad) in state.ship.squads.iter().enumerate() {
        if squad.place == SquadPlace::Stored(station) {
            let area = Rect::from_min_size(pos2(bx - 34.0, r.max.y - 40.0), vec2(34.0, 34.0));
            draw_squad(
                &painter,
                area,
                i,
                squad.disabled,
                changes.squads.contains(&i),
            );
            name_rect(
                ui,
                area,
                &format!("squad-{i}"),
                &squad_label(i, squad.disabled, "stored"),
            );
            bx -= 40.0;
        }
    }
    // Crew figures along the bottom.
    let mut x = r.min.x + 24.0;
    for (index, crew) in state.crew.iter().enumerate() {
        if crew.station != Some(station) {
            continue;
        }
        let centre = pos2(x, r.max.y - 24.0);
        let colour = crew
            .colour
            .map_or(Color32::GRAY, |c| theme::crew_color(setup_colour(c)));
        let initial: String = crew.name.chars().take(1).collect();
        if crew.knocked_out {
            // Lying on its side, greyed.
            let grey = colour.gamma_multiply(0.4);
            let body = Rect::from_center_size(centre + vec2(4.0, 12.0), vec2(30.0, 16.0));
            painter.rect_filled(body, 7.0, grey);
            let head = centre + vec2(-17.0, 12.0);
            painter.circle_filled(head, 9.0, grey);
            painter.text(
                body.center(),
                Align2::CENTER_CENTER,
                "KO",
                FontId::proportional(12.0),
                Color32::WHITE,
            );
        } else {
            let head = centre + vec2(0.0, -9.0);
            painter.circle_filled(head, 10.0, colour);
            let body = Rect::from_center_size(centre + vec2(0.0, 11.0), vec2(26.0, 20.0));
            painter.rect_filled(body, 7.0, colour);
            painter.text(
                head,
                Align2::CENTER_CENTER,
                initial,
                FontId::proportional(14.0),
                Color32::BLACK,
            );
        }
        if changes.crew.contains(&index) {
            painter.circle_stroke(centre, 23.0, Stroke::new(3.0, CHANGED));
        }
        if let Some(squad) = crew.squad {
            let area = Rect::from_min_size(centre + vec2(14.0, -6.0), vec2(20.0, 20.0));
            let disabled = state.ship.squads.get(squad).is_some_and(|s| s.disabled);
            draw_squad(
                &painter,
                area,
                squad,
                disabled,
                changes.squads.contains(&squad),
            );
            name_rect(
                ui,
                area,
                &format!("squad-{squad}"),
                &squad_label(squad, disabled, &format!("with {}", crew.name)),
            );
            x += 22.0;
        }
        x += 50.0;
    }
    name_rect(
        ui,
        r,
        &format!("station-{}", station.code()),
        &station_label(state, station),
    );
}

fn squad_label(index: usize, disabled: bool, place: &str) -> String {
    let condition = if disabled { "disabled" } else { "active" };
    format!("Battlebot squad {}: {condition}, {place}", index + 1)
}

fn draw_squad(painter: &egui::Painter, area: Rect, index: usize, disabled: bool, changed: bool) {
    let fill = if disabled {
        Color32::from_gray(70)
    } else {
        Color32::from_rgb(150, 150, 165)
    };
    painter.rect_filled(area, 4.0, fill);
    painter.text(
        area.center(),
        Align2::CENTER_CENTER,
        format!("B{}", index + 1),
        FontId::proportional(12.0),
        Color32::BLACK,
    );
    if disabled {
        painter.line_segment(
            [area.left_bottom(), area.right_top()],
            Stroke::new(2.0, theme::ALARM),
        );
    }
    if changed {
        painter.rect_stroke(
            area.expand(2.0),
            4.0,
            Stroke::new(2.0, CHANGED),
            StrokeKind::Outside,
        );
    }
}
