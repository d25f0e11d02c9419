//! The ship board at the end of the mission as an inline SVG schematic, drawn without a
//! display or a browser: the four trajectories with
//! their distance bands, X/Y/Z squares and the threats still on them; the ship's six
//! stations with the crew figures, intruders and malfunctions, battlebots; each zone's
//! shield and reactor energy against their capacity, and its damage tiles.
//!
//! The markup is written with `maud` (its `html!` writes SVG elements as well), so every name
//! and word spliced into it is escaped by construction. Every element is closed (`<rect ...>
//! </rect>`): inside an `<svg>` an HTML parser does not close an element by its name.

use i18n::tr;
use maud::{Markup, html};
use strum::VariantArray;
use words::nouns;

use engine::ship::SquadPlace;
use engine::state::ThreatState;
use engine::trajectory::distance;
use engine::{Deck, State, Station, ThreatStatus, ThreatZone, Zone};

use super::Report;
use super::crew_hex;

/// Width and height of the drawing (its viewBox; the page scales it).
const WIDTH: i32 = 1000;
const HEIGHT: i32 = 780;
/// Height of one trajectory square.
const SQUARE: i32 = 17;
/// The bottom of the trajectories (space 1's lower edge).
const TRACK_BOTTOM: i32 = 318;
/// The top of the hull.
const HULL_TOP: i32 = 350;
/// Height of one deck.
const DECK: i32 = 150;

/// The color of a zone's lines and titles.
fn zone_hex(zone: ThreatZone) -> &'static str {
    match zone {
        ThreatZone::External(Zone::Red) => "#e14646",
        ThreatZone::External(Zone::White) => "#ebebeb",
        ThreatZone::External(Zone::Blue) => "#5096f5",
        ThreatZone::Internal => "#be82f0",
    }
}

/// The ship board of the report's final state.
pub fn board(r: &Report) -> Markup {
    let state = &r.resolution.state;
    let numbers = r.setup.trajectories.numbers();
    let columns = [
        (ThreatZone::External(Zone::Red), 10),
        (ThreatZone::External(Zone::White), 250),
        (ThreatZone::External(Zone::Blue), 490),
        (ThreatZone::Internal, 740),
    ];
    let view_box = format!("0 0 {WIDTH} {HEIGHT}");
    // Inline in HTML, an <svg> needs no namespace attribute: the page names no URL at all.
    html! {
        svg viewBox=(view_box) role="img" aria-label=(tr!("report-svg-label"))
            font-family="system-ui, sans-serif" {
            rect width=(WIDTH) height=(HEIGHT) rx="10" fill="#0c0e14" {}
            @for (i, (zone, x)) in columns.into_iter().enumerate() {
                (trajectory(r, x, numbers[i], zone))
            }
            @for station in Station::ALL {
                (station_box(r, state, station))
            }
            @for &zone in Zone::VARIANTS {
                (zone_systems(state, zone))
            }
            (supplies(state))
        }
    }
}

/// A threat token's words: `T3 Fighter 2/4` (or `Serious threat, red, turn 3` when the
/// report is spoiler-free: the name already says it and no hit points are told).
fn token_text(r: &Report, t: &ThreatState) -> String {
    if r.spoiler_free {
        t.name().to_string()
    } else {
        format!("T{} {} {}/{}", t.turn, t.name(), t.left(), t.hit_points)
    }
}

/// A zone's shape with its letter inside (`missions::zone_mark`), centred on `cx, cy`: the
/// zone is never told by colour alone.
fn zone_mark(cx: i32, cy: i32, zone: ThreatZone) -> Markup {
    let mark = missions::zone_mark::threat_zone_mark(zone);
    let fill = zone_hex(zone);
    let h = 9;
    let shape = match mark.shape {
        missions::zone_mark::Shape::Triangle => html! {
            polygon points=(format!("{cx},{} {},{} {},{}", cy - h, cx + h, cy + h * 4 / 5, cx - h, cy + h * 4 / 5))
                fill=(fill) stroke="#111" stroke-width="1" {}
        },
        missions::zone_mark::Shape::Circle => html! {
            circle cx=(cx) cy=(cy) r=(h) fill=(fill) stroke="#111" stroke-width="1" {}
        },
        missions::zone_mark::Shape::Square => html! {
            rect x=(cx - h * 4 / 5) y=(cy - h * 4 / 5) width=(h * 8 / 5) height=(h * 8 / 5)
                fill=(fill) stroke="#111" stroke-width="1" {}
        },
        missions::zone_mark::Shape::Diamond => html! {
            polygon points=(format!("{cx},{} {},{cy} {cx},{} {},{cy}", cy - h, cx + h, cy + h, cx - h))
                fill=(fill) stroke="#111" stroke-width="1" {}
        },
    };
    html! {
        (shape)
        text x=(cx) y=(cy + 3) fill="#111" font-size="9" font-weight="700" text-anchor="middle" {
            (mark.letter)
        }
    }
}

fn trajectory(r: &Report, x: i32, board: u8, zone: ThreatZone) -> Markup {
    let Some(trajectory) = engine::Trajectory::new(board) else {
        return html! {};
    };
    let color = zone_hex(zone);
    let length = i32::from(trajectory.length());
    let y_of = |space: i32| TRACK_BOTTOM - SQUARE * space;
    let band_of = |space: i32| distance(u8::try_from(space).unwrap_or(u8::MAX));
    html! {
        (zone_mark(x + 12, 14, zone))
        text x=(x + 26) y="20" fill=(color) font-size="16" font-weight="700" {
            (super::zone_words(zone)) " · T" (board)
        }
        @for space in 1..=length {
            @let shade = match band_of(space) {
                1 => "#402828",
                2 => "#302c22",
                _ => "#202630",
            };
            rect x=(x + 16) y=(y_of(space)) width="30" height=(SQUARE - 1) rx="2" fill=(shade)
                stroke="#555" stroke-width="0.5" {}
            @if let Some(square) = u8::try_from(space).ok().and_then(|s| trajectory.square_at(s)) {
                text x=(x + 31) y=(y_of(space) + 12) fill="#f5b93c" font-size="12" font-weight="700"
                    text-anchor="middle" { (square.letter()) }
            }
        }
        @for band in 1..=3u8 {
            @let spaces: Vec<i32> = (1..=length).filter(|s| band_of(*s) == band).collect();
            @if let (Some(first), Some(last)) = (spaces.first(), spaces.last()) {
                text x=(x + 4) y=((y_of(*first) + y_of(*last)) / 2 + SQUARE / 2 + 4) fill="#969caa"
                    font-size="11" { (band) }
            }
        }
        (tokens(r, x, zone, length))
    }
}

/// The threats still in flight on a trajectory: a line, a dot and their words.
fn tokens(r: &Report, x: i32, zone: ThreatZone, length: i32) -> Markup {
    let color = zone_hex(zone);
    let mut taken: Vec<i32> = Vec::new();
    let mut placed: Vec<(i32, &ThreatState)> = Vec::new();
    for t in r.resolution.state.threats() {
        if t.zone != zone || t.status != ThreatStatus::Active {
            continue;
        }
        let space = i32::from(t.space).clamp(1, length);
        let mut y = TRACK_BOTTOM - SQUARE * space + SQUARE / 2;
        // Two threats on one square: the second label goes under the first.
        while taken.contains(&y) {
            y += 14;
        }
        taken.push(y);
        placed.push((y, t));
    }
    html! {
        @for (y, t) in placed {
            line x1=(x + 40) y1=(y) x2=(x + 56) y2=(y) stroke=(color) stroke-width="2" {}
            circle cx=(x + 31) cy=(y) r="5" fill=(color) {}
            text x=(x + 60) y=(y + 4) fill=(color) font-size="13" { (token_text(r, t)) }
        }
    }
}

/// The top-left corner of a station's box.
fn station_origin(station: Station) -> (i32, i32) {
    let x = 10 + 330 * i32::try_from(station.zone.index()).unwrap_or(0);
    let y = match station.deck {
        Deck::Upper => HULL_TOP,
        Deck::Lower => HULL_TOP + DECK + 8,
    };
    (x, y)
}

fn station_box(r: &Report, state: &State, station: Station) -> Markup {
    let (x, y) = station_origin(station);
    let zone = ThreatZone::External(station.zone);
    let deadly = state.deadly_at(station).is_some();
    let stroke = if deadly { "#f05046" } else { zone_hex(zone) };
    let here = state.crew().iter().filter(|c| c.station == Some(station));
    html! {
        rect x=(x) y=(y) width="320" height=(DECK) rx="8" fill="#1e222c" stroke=(stroke)
            stroke-width="2" {}
        text x=(x + 10) y=(y + 20) fill="#e1e4eb" font-size="14" font-weight="700" {
            (station.code()) " · " (nouns::station(station))
        }
        // Crew figures: a colored disc with the initial; a knocked-out one is grey and crossed.
        @for (n, c) in here.enumerate() {
            @let fx = x + 24 + 58 * i32::try_from(n).unwrap_or(0);
            @let fill = if c.knocked_out { "#555a66" } else { crew_hex(c.color) };
            @let initial: String = c.name.chars().take(1).collect();
            g {
                title { (c.name.get()) }
                circle cx=(fx) cy=(y + 48) r="14" fill=(fill) stroke="#fff" stroke-width="1.5" {}
                text x=(fx) y=(y + 53) fill="#10131a" font-size="14" font-weight="700"
                    text-anchor="middle" { (initial) }
                @if c.knocked_out {
                    path d=(format!("M{} {} l20 20 M{} {} l-20 20", fx - 10, y + 38, fx + 10, y + 38))
                        stroke="#f05046" stroke-width="3" {}
                }
            }
            text x=(fx) y=(y + 76) fill="#e1e4eb" font-size="11" text-anchor="middle" {
                (short(c.name.get(), 9))
            }
        }
        (internal_tokens(r, state, station, x, y))
    }
}

/// A name cut to `n` characters (with `…`), for the small labels of the drawing.
fn short(name: &str, n: usize) -> String {
    if name.chars().count() > n {
        let cut: String = name.chars().take(n - 1).collect();
        format!("{cut}…")
    } else {
        name.to_owned()
    }
}

fn internal_tokens(r: &Report, state: &State, station: Station, x: i32, y: i32) -> Markup {
    let inside = state
        .threats()
        .iter()
        .filter(|t| t.status == ThreatStatus::Active && t.holds(station));
    let squads = state
        .ship()
        .squads
        .iter()
        .enumerate()
        .filter(|(_, squad)| squad.place == SquadPlace::Stored(station));
    html! {
        @for (n, t) in inside.enumerate() {
            @let line = y + 100 + 16 * i32::try_from(n).unwrap_or(0);
            rect x=(x + 14) y=(line - 10) width="12" height="12" fill="#be82f0"
                transform=(format!("rotate(45 {} {})", x + 20, line - 4)) {}
            text x=(x + 32) y=(line) fill="#be82f0" font-size="12" { (token_text(r, t)) }
        }
        @for (i, squad) in squads {
            text x=(x + 310) y=(y + 20) fill="#969caa" font-size="12" text-anchor="end" {
                @if squad.disabled {
                    (tr!("report-svg-squad-disabled", squad = i + 1))
                } @else {
                    (tr!("report-svg-squad-ready", squad = i + 1))
                }
            }
        }
    }
}

/// Pips of one energy container: filled for energy, hollow for room, crossed for capacity
/// lost to damage.
fn pips(x: i32, y: i32, energy: u8, capacity: u8, base: u8, fill: &str) -> Markup {
    html! {
        @for i in 0..base {
            @let cx = x + 16 * i32::from(i);
            circle cx=(cx) cy=(y) r="6" fill=(if i < energy { fill } else { "none" }) stroke=(fill)
                stroke-width="1.5" {}
            @if i >= energy && i >= capacity {
                path d=(format!("M{} {} l10 10 M{} {} l-10 10", cx - 5, y - 5, cx + 5, y - 5))
                    stroke="#f05046" stroke-width="2" {}
            }
        }
    }
}

/// A small grey label of the drawing.
fn label(x: i32, y: i32, text: &str) -> Markup {
    html! {
        text x=(x) y=(y) fill="#969caa" font-size="12" { (text) }
    }
}

fn zone_systems(state: &State, zone: Zone) -> Markup {
    let ship = state.ship();
    let i = zone.index();
    let (ux, uy) = station_origin(Station::new(zone, Deck::Upper));
    let (lx, ly) = station_origin(Station::new(zone, Deck::Lower));
    let white = zone == Zone::White;
    let shield = tr!(
        "report-svg-shield",
        energy = ship.shields[i],
        capacity = ship.shield_capacity(zone)
    );
    let reactor = tr!(
        "report-svg-reactor",
        energy = ship.reactors[i],
        capacity = ship.reactor_capacity(zone)
    );
    let (shields, reactors) = (ship.shields[i], ship.reactors[i]);
    html! {
        (label(ux + 10, uy + DECK - 12, &shield))
        (pips(ux + 100, uy + DECK - 16, shields, ship.shield_capacity(zone), if white { 3 } else { 2 }, "#5aa0ff"))
        (label(lx + 10, ly + DECK - 12, &reactor))
        (pips(lx + 100, ly + DECK - 16, reactors, ship.reactor_capacity(zone), if white { 5 } else { 3 }, "#46c85a"))
        (damage_tiles(state, zone, lx, ly + DECK + 10))
    }
}

/// The six damage tiles of a zone under its lower deck (`ty` their top), and its count.
fn damage_tiles(state: &State, zone: Zone, lx: i32, ty: i32) -> Markup {
    let ship = state.ship();
    let i = zone.index();
    let tiles = &ship.damage[i];
    html! {
        @for slot in 0..6 {
            @let tx = lx + 2 + 53 * slot;
            @let tile = usize::try_from(slot).ok().and_then(|s| tiles.get(s));
            @let (fill, text) = match tile {
                Some(t) => ("#8a1c14", nouns::tile(*t)),
                None => ("#1e222c", String::new()),
            };
            // A long name (upper-cannon) is squeezed into the tile rather than run over the next.
            @let long = text.chars().count() > 8;
            rect x=(tx) y=(ty) width="50" height="34" rx="3" fill=(fill) stroke="#555" {}
            text x=(tx + 25) y=(ty + 21) fill="#fff" font-size="9" text-anchor="middle"
                textLength=[long.then_some("44")] lengthAdjust=[long.then_some("spacingAndGlyphs")] {
                (text)
            }
        }
        text x=(lx + 4) y=(ty + 50) fill=(zone_hex(ThreatZone::External(zone))) font-size="12" {
            (tr!("report-svg-zone-damage", zone = nouns::zone(zone), tiles = tiles.len()))
            @if ship.double_damage[i] {
                " · " (tr!("report-svg-damage-doubled"))
            }
        }
    }
}

fn supplies(state: &State) -> Markup {
    let ship = state.ship();
    let interceptors = match ship.pilot.and_then(|p| state.crew().get(p)) {
        Some(c) => tr!("report-svg-interceptors-out", crew = c.name.get()),
        None => tr!("report-svg-interceptors-docked"),
    };
    let supplies = tr!(
        "report-svg-supplies",
        fuel = ship.fuel,
        rockets = ship.rockets,
        interceptors = interceptors,
        turn = state.turn()
    );
    html! {
        text x="14" y=(HEIGHT - 12) fill="#e1e4eb" font-size="13" { (supplies) }
    }
}
