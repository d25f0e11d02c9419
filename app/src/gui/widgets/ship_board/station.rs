//! One station of the ship board: its name, its energy (shield upstairs, reactor
//! downstairs), the C system's supplies, the intruders in it, the battlebots stored there
//! and the crew figures. Each part is laid out below the one before, so figures never cover
//! the station's text, and figures shrink to keep a crew of five in view.

use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, StrokeKind, Ui, Vec2, pos2, vec2};
use engine::ship::SquadPlace;
use engine::state::CrewState;
use engine::{Deck, State, Station, ThreatStatus, Zone};

use super::trajectory::fitted;
use super::{
    CHANGED, Changes, name_rect, reactor_label, shield_label, station_label, threat_label,
};
use crate::gui::widgets::theme;
use i18n::tr;
use words::nouns;

/// Where the parts of a station go: the painter, the station's rectangle, and the top of
/// what is not drawn yet.
struct Layout {
    painter: egui::Painter,
    r: Rect,
    y: f32,
    /// Height of a line of the station (energy, supplies, intruders): less in a short
    /// station, so the crew keeps room below.
    line: f32,
}

/// Draws a station in `r`.
pub(super) fn draw_station(
    ui: &mut Ui,
    r: Rect,
    station: Station,
    state: &State,
    changes: &Changes,
) {
    let short = r.height() < 110.0;
    let mut at = Layout {
        painter: ui.painter().clone(),
        r,
        y: r.min.y + if short { 19.0 } else { 24.0 },
        line: if short { 23.0 } else { 28.0 },
    };
    frame(&at, station);
    energy(ui, &mut at, station, state, changes);
    supplies(ui, &mut at, station, state, changes);
    intruders(ui, &mut at, station, state, changes);
    crew(ui, &at, station, state, changes);
    name_rect(
        ui,
        r,
        &format!("station-{}", station.code()),
        &station_label(state, station),
    );
}

/// The station's box and its name.
fn frame(at: &Layout, station: Station) {
    let (painter, r) = (&at.painter, at.r);
    let zone_color = theme::zone_color(Some(station.zone));
    painter.rect_filled(r, 6.0, Color32::from_rgb(26, 30, 40));
    painter.rect_stroke(
        r,
        6.0,
        Stroke::new(2.0, zone_color.gamma_multiply(0.6)),
        StrokeKind::Inside,
    );
    let name = painter.text(
        r.left_top() + vec2(6.0, 4.0),
        Align2::LEFT_TOP,
        nouns::station(station).to_uppercase(),
        FontId::proportional(14.0),
        zone_color,
    );
    // The zone's letter and shape in the top right corner: not told by colour alone.
    crate::gui::widgets::zone_mark::paint_mark(
        painter,
        r.right_top() + vec2(-12.0, 12.0),
        16.0,
        Some(station.zone),
    );
    let _ = name;
}

/// Energy: the shield upstairs, the reactor downstairs.
fn energy(ui: &mut Ui, at: &mut Layout, station: Station, state: &State, changes: &Changes) {
    let zone = station.zone;
    let (word, filled, capacity, color, changed, label) = match station.deck {
        Deck::Upper => (
            tr!("board-word-shield"),
            state.ship().shields[zone.index()],
            state.ship().shield_capacity(zone),
            Color32::from_rgb(90, 170, 250),
            changes.shields.contains(&zone),
            shield_label(state, zone),
        ),
        Deck::Lower => (
            tr!("board-word-reactor"),
            state.ship().reactors[zone.index()],
            state.ship().reactor_capacity(zone),
            Color32::from_rgb(110, 220, 110),
            changes.reactors.contains(&zone),
            reactor_label(state, zone),
        ),
    };
    word_at(at, &word);
    let blocks = blocks(
        &at.painter,
        Rect::from_min_max(
            pos2(at.r.min.x + 62.0, at.y),
            pos2(at.r.max.x - 6.0, at.y + 20.0),
        ),
        filled,
        capacity,
        color,
        changed,
    );
    name_rect(ui, blocks, &format!("energy-{}", station.code()), &label);
    at.y += at.line;
}

/// A muted word at the left of the current line.
fn word_at(at: &Layout, word: &str) {
    at.painter.text(
        pos2(at.r.min.x + 6.0, at.y + 10.0),
        Align2::LEFT_CENTER,
        word,
        FontId::proportional(14.0),
        theme::MUTED,
    );
}

/// The C system's supplies: fuel (lower white), rockets (lower blue), the interceptors
/// (upper red). Other stations have none and take no line.
fn supplies(ui: &mut Ui, at: &mut Layout, station: Station, state: &State, changes: &Changes) {
    let line = Rect::from_min_size(
        pos2(at.r.min.x + 6.0, at.y),
        vec2(at.r.width() - 12.0, 20.0),
    );
    match (station.deck, station.zone) {
        (Deck::Lower, Zone::White) => {
            word_at(at, &tr!("board-word-fuel"));
            let fuel = blocks(
                &at.painter,
                Rect::from_min_max(
                    pos2(at.r.min.x + 62.0, at.y),
                    pos2(at.r.max.x - 6.0, at.y + 20.0),
                ),
                state.ship().fuel,
                3,
                Color32::from_rgb(240, 170, 60),
                changes.fuel,
            );
            name_rect(
                ui,
                fuel,
                "fuel",
                &tr!("board-fuel", fuel = state.ship().fuel),
            );
        }
        (Deck::Lower, Zone::Blue) => {
            let flying =
                u8::from(state.ship().rocket_launched) + u8::from(state.ship().rocket_flying);
            let text = tr!(
                "board-rockets-chip",
                rockets = state.ship().rockets,
                flying = flying
            );
            let color = if changes.rockets {
                CHANGED
            } else {
                Color32::WHITE
            };
            let (galley, _) = fitted(&at.painter, text, 15.0, line.width());
            at.painter.galley(line.left_top(), galley, color);
            let label = tr!(
                "board-rockets",
                rockets = state.ship().rockets,
                flying = flying
            );
            name_rect(ui, line, "rockets", &label);
        }
        (Deck::Upper, Zone::Red) => {
            let pilot = state.ship().pilot.and_then(|p| state.crew().get(p));
            let status = interceptors_status(state, pilot);
            let text = tr!("board-interceptors-chip", status = &status);
            let mut x = line.min.x;
            if let Some(c) = pilot {
                // The pilot's figure flies with the interceptors, out of the ship.
                let centre = pos2(x + 8.0, at.y + 10.0);
                at.painter.circle_filled(centre, 8.0, figure_color(c));
                if state
                    .ship()
                    .pilot
                    .is_some_and(|p| changes.crew.contains(&p))
                {
                    at.painter
                        .circle_stroke(centre, 11.0, Stroke::new(2.0, CHANGED));
                }
                x += 22.0;
            }
            let (galley, _) = fitted(&at.painter, text.clone(), 15.0, line.max.x - x);
            at.painter.galley(
                pos2(x, at.y + 10.0 - galley.size().y / 2.0),
                galley,
                Color32::WHITE,
            );
            let label = tr!("board-interceptors", status = &status);
            name_rect(ui, line, "interceptors", &label);
        }
        _ => return,
    }
    at.y += at.line;
}

/// Where the interceptors are: docked, or out with their pilot (and, with double actions,
/// at which range: RULINGS.md NF3).
fn interceptors_status(state: &State, pilot: Option<&CrewState>) -> String {
    match pilot {
        Some(c) => match state
            .interceptor_range()
            .filter(|_| state.modules().variable_range_interceptors())
        {
            Some(range) => tr!(
                "board-interceptors-out-range",
                name = c.name.to_string(),
                range = range
            ),
            None => tr!("board-interceptors-out", name = c.name.to_string()),
        },
        None => tr!("board-interceptors-docked"),
    }
}

/// Tokens laid out in rows below a station's lines, left to right, a new row when one does
/// not fit: the intruders, then the expansion's markers.
struct Row {
    x: f32,
    any: bool,
}

impl Row {
    fn new(at: &Layout) -> Row {
        Row {
            x: at.r.min.x + 6.0,
            any: false,
        }
    }

    /// The rectangle of the next token, `width` by `height`, on this row or the next.
    fn place(&mut self, at: &mut Layout, width: f32, height: f32) -> Rect {
        if self.any && self.x + width > at.r.max.x - 6.0 {
            self.x = at.r.min.x + 6.0;
            at.y += at.line;
        }
        let token = Rect::from_min_size(pos2(self.x, at.y), vec2(width, height));
        self.x = token.max.x + 4.0;
        self.any = true;
        token
    }
}

/// The intruders in the station, as tokens in rows below the station's lines.
fn intruders(ui: &mut Ui, at: &mut Layout, station: Station, state: &State, changes: &Changes) {
    let mut row = Row::new(at);
    for (index, threat) in state.threats().iter().enumerate() {
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
            threat.name(),
            threat.left(),
            threat.hit_points
        );
        let (galley, cut) = fitted(&at.painter, text.clone(), 16.0, at.r.width() - 22.0);
        let token = row.place(at, galley.size().x + 10.0, 24.0);
        at.painter
            .rect_filled(token, 4.0, Color32::from_rgb(110, 35, 110));
        let stroke = if changes.threats.contains(&index) {
            Stroke::new(3.0, CHANGED)
        } else {
            Stroke::new(1.0, Color32::WHITE)
        };
        at.painter
            .rect_stroke(token, 4.0, stroke, StrokeKind::Inside);
        at.painter.galley(
            pos2(token.min.x + 5.0, token.center().y - galley.size().y / 2.0),
            galley,
            Color32::WHITE,
        );
        let response = name_rect(
            ui,
            token,
            &format!("intruder-{index}-{}", station.code()),
            &threat_label(threat),
        );
        if cut {
            response.on_hover_text(text);
        }
    }
    for marker in super::hazards::station_markers(state, station) {
        let (galley, _) = fitted(&at.painter, marker.clone(), 14.0, at.r.width() - 22.0);
        let token = row.place(at, galley.size().x + 10.0, 22.0);
        at.painter
            .rect_filled(token, 11.0, Color32::from_rgb(40, 70, 30));
        at.painter.galley(
            pos2(token.min.x + 5.0, token.center().y - galley.size().y / 2.0),
            galley,
            Color32::from_rgb(190, 240, 140),
        );
        name_rect(
            ui,
            token,
            &format!("{marker}-{}-{}", station.code(), token.min.x),
            &marker,
        );
    }
    if row.any {
        at.y += at.line;
    }
}

fn figure_color(crew: &CrewState) -> Color32 {
    crew.color.map_or(Color32::GRAY, theme::crew_color)
}

/// The crew figures (with the battlebots they lead) and the stored battlebots, in the
/// room left below the station's lines; figures shrink so that every one is in view.
fn crew(ui: &mut Ui, at: &Layout, station: Station, state: &State, changes: &Changes) {
    let area = Rect::from_min_max(pos2(at.r.min.x + 4.0, at.y), at.r.max - vec2(4.0, 4.0));
    let here: Vec<(usize, &CrewState)> = state
        .crew()
        .iter()
        .enumerate()
        .filter(|(_, c)| c.station == Some(station))
        .collect();
    let stored: Vec<usize> = (0..state.ship().squads.len())
        .filter(|i| state.ship().squads[*i].place == SquadPlace::Stored(station))
        .collect();
    // At full size a figure takes 50 px (72 with its battlebots), a stored squad 40, and
    // 46 px of height.
    let wanted: f32 = here
        .iter()
        .map(|(_, c)| if c.squad.is_some() { 72.0 } else { 50.0 })
        .sum::<f32>()
        + 40.0 * stored.len() as f32;
    let scale = (area.width() / wanted.max(1.0))
        .min(area.height() / 46.0)
        .clamp(0.4, 1.0);
    let mut x = area.min.x;
    let centre_y = area.center().y.max(area.min.y + 21.0 * scale);
    for (index, crew) in here {
        let centre = pos2(x + 25.0 * scale, centre_y);
        figure(
            &at.painter,
            centre,
            scale,
            crew,
            changes.crew.contains(&index),
        );
        let body = Rect::from_center_size(centre, vec2(48.0, 44.0) * scale);
        let name = crew.name.to_string();
        let said = tr!(
            "board-figure",
            name = &name,
            station = nouns::station(station)
        );
        name_rect(ui, body, &format!("figure-{index}"), &said);
        x += 50.0 * scale;
        if let Some(squad) = crew.squad {
            let area = Rect::from_min_size(
                pos2(x - 4.0 * scale, centre.y - 6.0 * scale),
                Vec2::splat(20.0 * scale),
            );
            let disabled = state.ship().squads.get(squad).is_some_and(|s| s.disabled);
            draw_squad(
                &at.painter,
                area,
                squad,
                disabled,
                changes.squads.contains(&squad),
            );
            let place = tr!("board-squad-with", name = &name);
            let said = squad_label(squad, disabled, &place);
            name_rect(ui, area, &format!("squad-{squad}"), &said);
            x += 22.0 * scale;
        }
    }
    let mut bx = area.max.x;
    for i in stored {
        let side = 34.0 * scale;
        let squad = Rect::from_min_size(pos2(bx - side, centre_y - side / 2.0), Vec2::splat(side));
        let disabled = state.ship().squads[i].disabled;
        draw_squad(&at.painter, squad, i, disabled, changes.squads.contains(&i));
        name_rect(
            ui,
            squad,
            &format!("squad-{i}"),
            &squad_label(i, disabled, &tr!("board-squad-stored")),
        );
        bx -= 40.0 * scale;
    }
}

/// One crew figure at `scale` (1: a 26 px body under a 20 px head), lying on its side and
/// greyed when knocked out, ringed when it moved in this step.
fn figure(painter: &egui::Painter, centre: Pos2, scale: f32, crew: &CrewState, changed: bool) {
    let color = figure_color(crew);
    let s = scale;
    if crew.knocked_out {
        let grey = color.gamma_multiply(0.4);
        let body = Rect::from_center_size(centre + vec2(4.0, 8.0) * s, vec2(30.0, 16.0) * s);
        painter.rect_filled(body, 7.0 * s, grey);
        painter.circle_filled(centre + vec2(-17.0, 8.0) * s, 9.0 * s, grey);
        painter.text(
            body.center(),
            Align2::CENTER_CENTER,
            "KO",
            FontId::proportional((12.0 * s).max(8.0)),
            Color32::WHITE,
        );
    } else {
        let head = centre + vec2(0.0, -9.0) * s;
        painter.circle_filled(head, 10.0 * s, color);
        let body = Rect::from_center_size(centre + vec2(0.0, 11.0) * s, vec2(26.0, 20.0) * s);
        painter.rect_filled(body, 7.0 * s, color);
        let initial: String = crew.name.chars().take(1).collect();
        painter.text(
            head,
            Align2::CENTER_CENTER,
            initial,
            FontId::proportional((14.0 * s).max(8.0)),
            Color32::BLACK,
        );
    }
    if changed {
        painter.circle_stroke(centre, 23.0 * s, Stroke::new(3.0, CHANGED));
    }
}

/// Energy or supplies as blocks in `room` (16 px wide, narrower when the station is):
/// filled up to `filled`, hollow up to the capacity, ringed when changed in this step.
fn blocks(
    painter: &egui::Painter,
    room: Rect,
    filled: u8,
    capacity: u8,
    color: Color32,
    changed: bool,
) -> Rect {
    let count = capacity.max(filled);
    let width = ((room.width() / f32::from(count.max(1))) - 3.0).clamp(6.0, 16.0);
    let size = vec2(width, 20.0);
    let origin = room.min;
    let mut last = Rect::from_min_size(origin, Vec2::ZERO);
    for i in 0..count {
        let r = Rect::from_min_size(origin + vec2(f32::from(i) * (size.x + 3.0), 0.0), size);
        if i < filled {
            painter.rect_filled(r, 2.0, color);
        } else {
            painter.rect_stroke(
                r,
                2.0,
                Stroke::new(1.0, color.gamma_multiply(0.7)),
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

pub(super) fn squad_label(index: usize, disabled: bool, place: &str) -> String {
    let condition = if disabled {
        tr!("board-squad-disabled")
    } else {
        tr!("board-squad-active")
    };
    tr!(
        "board-squad",
        number = index + 1,
        condition = condition,
        place = place
    )
}

pub(super) fn draw_squad(
    painter: &egui::Painter,
    area: Rect,
    index: usize,
    disabled: bool,
    changed: bool,
) {
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
