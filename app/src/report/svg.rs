//! The ship board at the end of the mission as an inline SVG schematic, written by hand so
//! the report needs neither a display nor a browser to make it: the four trajectories with
//! their distance bands, X/Y/Z squares and the threats still on them; the ship's six
//! stations with the crew figures, intruders and malfunctions, battlebots; each zone's
//! shield and reactor energy against their capacity, and its damage tiles.

use i18n::tr;
use std::fmt::Write as _;
use words::nouns;

use engine::ship::SquadPlace;
use engine::state::ThreatState;
use engine::trajectory::distance;
use engine::{Deck, State, Station, ThreatStatus, ThreatZone, Zone};

use super::Report;
use super::{crew_hex, escape};

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
pub fn board(r: &Report) -> String {
    let state = &r.resolution.state;
    let mut out = String::new();
    // Inline in HTML, an <svg> needs no namespace attribute: the page names no URL at all.
    let _ = writeln!(
        out,
        "<svg viewBox=\"0 0 {WIDTH} {HEIGHT}\" \
         role=\"img\" aria-label=\"{}\" \
         font-family=\"system-ui, sans-serif\">",
        tr!("report-svg-label")
    );
    let _ = writeln!(
        out,
        "<rect width=\"{WIDTH}\" height=\"{HEIGHT}\" rx=\"10\" fill=\"#0c0e14\"/>"
    );
    let numbers = r.setup.trajectories.numbers();
    let columns = [
        (ThreatZone::External(Zone::Red), 10),
        (ThreatZone::External(Zone::White), 250),
        (ThreatZone::External(Zone::Blue), 490),
        (ThreatZone::Internal, 740),
    ];
    for (i, (zone, x)) in columns.into_iter().enumerate() {
        trajectory(&mut out, r, x, numbers[i], zone);
    }
    for station in Station::ALL {
        station_box(&mut out, r, state, station);
    }
    for zone in Zone::ALL {
        zone_systems(&mut out, state, zone);
    }
    supplies(&mut out, state);
    out.push_str("</svg>\n");
    out
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
fn zone_mark(out: &mut String, cx: i32, cy: i32, zone: ThreatZone) {
    let mark = missions::zone_mark::threat_zone_mark(zone);
    let fill = zone_hex(zone);
    let (h, stroke) = (9, "stroke=\"#111\" stroke-width=\"1\"");
    let shape = match mark.shape {
        missions::zone_mark::Shape::Triangle => format!(
            "<polygon points=\"{cx},{} {},{} {},{}\" fill=\"{fill}\" {stroke}/>",
            cy - h,
            cx + h,
            cy + h * 4 / 5,
            cx - h,
            cy + h * 4 / 5
        ),
        missions::zone_mark::Shape::Circle => {
            format!("<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{h}\" fill=\"{fill}\" {stroke}/>")
        }
        missions::zone_mark::Shape::Square => format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\" {stroke}/>",
            cx - h * 4 / 5,
            cy - h * 4 / 5,
            h * 8 / 5,
            h * 8 / 5
        ),
        missions::zone_mark::Shape::Diamond => format!(
            "<polygon points=\"{cx},{} {},{cy} {cx},{} {},{cy}\" fill=\"{fill}\" {stroke}/>",
            cy - h,
            cx + h,
            cy + h,
            cx - h
        ),
    };
    let _ = writeln!(
        out,
        "{shape}<text x=\"{cx}\" y=\"{}\" fill=\"#111\" font-size=\"9\" font-weight=\"700\" \
         text-anchor=\"middle\">{}</text>",
        cy + 3,
        mark.letter
    );
}

fn trajectory(out: &mut String, r: &Report, x: i32, board: u8, zone: ThreatZone) {
    let Some(trajectory) = engine::Trajectory::new(board) else {
        return;
    };
    let color = zone_hex(zone);
    zone_mark(out, x + 12, 14, zone);
    let _ = writeln!(
        out,
        "<text x=\"{}\" y=\"20\" fill=\"{color}\" font-size=\"16\" font-weight=\"700\">{} · T{board}</text>",
        x + 26,
        super::zone_words(zone)
    );
    let length = i32::from(trajectory.length());
    let y_of = |space: i32| TRACK_BOTTOM - SQUARE * space;
    for space in 1..=length {
        let shade = match distance(u8::try_from(space).unwrap_or(u8::MAX)) {
            1 => "#402828",
            2 => "#302c22",
            _ => "#202630",
        };
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"30\" height=\"{}\" rx=\"2\" fill=\"{shade}\" stroke=\"#555\" stroke-width=\"0.5\"/>",
            x + 16,
            y_of(space),
            SQUARE - 1
        );
        let square = u8::try_from(space)
            .ok()
            .and_then(|s| trajectory.square_at(s));
        if let Some(square) = square {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" fill=\"#f5b93c\" font-size=\"12\" font-weight=\"700\" text-anchor=\"middle\">{}</text>",
                x + 31,
                y_of(space) + 12,
                square.letter()
            );
        }
    }
    for band in 1..=3 {
        let spaces: Vec<i32> = (1..=length)
            .filter(|s| i32::from(distance(u8::try_from(*s).unwrap_or(u8::MAX))) == band)
            .collect();
        if let (Some(first), Some(last)) = (spaces.first(), spaces.last()) {
            let mid = (y_of(*first) + y_of(*last)) / 2 + SQUARE / 2 + 4;
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{mid}\" fill=\"#969caa\" font-size=\"11\">{band}</text>",
                x + 4
            );
        }
    }
    let mut taken: Vec<i32> = Vec::new();
    for t in r.resolution.state.threats() {
        if t.zone != zone || t.status != ThreatStatus::Active {
            continue;
        }
        let space = i32::from(t.space).clamp(1, length);
        let mut y = y_of(space) + SQUARE / 2;
        // Two threats on one square: the second label goes under the first.
        while taken.contains(&y) {
            y += 14;
        }
        taken.push(y);
        let _ = writeln!(
            out,
            "<line x1=\"{}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"{color}\" stroke-width=\"2\"/>\
             <circle cx=\"{}\" cy=\"{y}\" r=\"5\" fill=\"{color}\"/>\
             <text x=\"{}\" y=\"{}\" fill=\"{color}\" font-size=\"13\">{}</text>",
            x + 40,
            x + 56,
            x + 31,
            x + 60,
            y + 4,
            escape(&token_text(r, t))
        );
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

fn station_box(out: &mut String, r: &Report, state: &State, station: Station) {
    let (x, y) = station_origin(station);
    let zone = ThreatZone::External(station.zone);
    let deadly = state.deadly_at(station).is_some();
    let stroke = if deadly { "#f05046" } else { zone_hex(zone) };
    let _ = writeln!(
        out,
        "<rect x=\"{x}\" y=\"{y}\" width=\"320\" height=\"{DECK}\" rx=\"8\" fill=\"#1e222c\" stroke=\"{stroke}\" stroke-width=\"2\"/>\
         <text x=\"{}\" y=\"{}\" fill=\"#e1e4eb\" font-size=\"14\" font-weight=\"700\">{} · {}</text>",
        x + 10,
        y + 20,
        station.code(),
        nouns::station(station)
    );
    // Crew figures: a colored disc with the initial; a knocked-out one is grey and crossed.
    let mut fx = x + 24;
    for c in state.crew().iter().filter(|c| c.station == Some(station)) {
        let fill = if c.knocked_out {
            "#555a66"
        } else {
            crew_hex(c.color)
        };
        let initial: String = c.name.chars().take(1).collect();
        let _ = writeln!(
            out,
            "<g><title>{}</title><circle cx=\"{fx}\" cy=\"{}\" r=\"14\" fill=\"{fill}\" stroke=\"#fff\" stroke-width=\"1.5\"/>\
             <text x=\"{fx}\" y=\"{}\" fill=\"#10131a\" font-size=\"14\" font-weight=\"700\" text-anchor=\"middle\">{}</text>",
            escape(c.name.get()),
            y + 48,
            y + 53,
            escape(&initial)
        );
        if c.knocked_out {
            let _ = write!(
                out,
                "<path d=\"M{} {} l20 20 M{} {} l-20 20\" stroke=\"#f05046\" stroke-width=\"3\"/>",
                fx - 10,
                y + 38,
                fx + 10,
                y + 38
            );
        }
        out.push_str("</g>\n");
        let _ = writeln!(
            out,
            "<text x=\"{fx}\" y=\"{}\" fill=\"#e1e4eb\" font-size=\"11\" text-anchor=\"middle\">{}</text>",
            y + 76,
            escape(&short(c.name.get(), 9))
        );
        fx += 58;
    }
    internal_tokens(out, r, state, station, x, y);
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

fn internal_tokens(out: &mut String, r: &Report, state: &State, station: Station, x: i32, y: i32) {
    let mut line = y + 100;
    for t in state.threats() {
        if t.status != ThreatStatus::Active || !t.holds(station) {
            continue;
        }
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"#be82f0\" transform=\"rotate(45 {} {})\"/>\
             <text x=\"{}\" y=\"{}\" fill=\"#be82f0\" font-size=\"12\">{}</text>",
            x + 14,
            line - 10,
            x + 20,
            line - 4,
            x + 32,
            line,
            escape(&token_text(r, t))
        );
        line += 16;
    }
    for (i, squad) in state.ship().squads.iter().enumerate() {
        if squad.place != SquadPlace::Stored(station) {
            continue;
        }
        let squad = if squad.disabled {
            tr!("report-svg-squad-disabled", squad = i + 1)
        } else {
            tr!("report-svg-squad-ready", squad = i + 1)
        };
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" fill=\"#969caa\" font-size=\"12\" text-anchor=\"end\">{squad}</text>",
            x + 310,
            y + 20
        );
    }
}

/// Pips of one energy container: filled for energy, hollow for room, crossed for capacity
/// lost to damage.
fn pips(out: &mut String, x: i32, y: i32, energy: u8, capacity: u8, base: u8, fill: &str) {
    for i in 0..base {
        let cx = x + 16 * i32::from(i);
        let (f, mark) = if i < energy {
            (fill, "")
        } else if i < capacity {
            ("none", "")
        } else {
            ("none", "lost")
        };
        let _ = write!(
            out,
            "<circle cx=\"{cx}\" cy=\"{y}\" r=\"6\" fill=\"{f}\" stroke=\"{fill}\" stroke-width=\"1.5\"/>"
        );
        if mark == "lost" {
            let _ = write!(
                out,
                "<path d=\"M{} {} l10 10 M{} {} l-10 10\" stroke=\"#f05046\" stroke-width=\"2\"/>",
                cx - 5,
                y - 5,
                cx + 5,
                y - 5
            );
        }
    }
    out.push('\n');
}

/// A small grey label of the drawing.
fn label(out: &mut String, x: i32, y: i32, text: &str) {
    let _ = write!(
        out,
        "<text x=\"{x}\" y=\"{y}\" fill=\"#969caa\" font-size=\"12\">{text}</text>"
    );
}

fn zone_systems(out: &mut String, state: &State, zone: Zone) {
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
    label(out, ux + 10, uy + DECK - 12, &shield);
    pips(
        out,
        ux + 100,
        uy + DECK - 16,
        ship.shields[i],
        ship.shield_capacity(zone),
        if white { 3 } else { 2 },
        "#5aa0ff",
    );
    let reactor = tr!(
        "report-svg-reactor",
        energy = ship.reactors[i],
        capacity = ship.reactor_capacity(zone)
    );
    label(out, lx + 10, ly + DECK - 12, &reactor);
    pips(
        out,
        lx + 100,
        ly + DECK - 16,
        ship.reactors[i],
        ship.reactor_capacity(zone),
        if white { 5 } else { 3 },
        "#46c85a",
    );
    // The six damage tiles of the zone under its lower deck.
    let ty = ly + DECK + 10;
    let tiles = &ship.damage[i];
    for slot in 0..6 {
        let tx = lx + 2 + 53 * slot;
        let tile = usize::try_from(slot).ok().and_then(|s| tiles.get(s));
        let (fill, text) = match tile {
            Some(t) => ("#8a1c14", nouns::tile(*t)),
            None => ("#1e222c", String::new()),
        };
        // A long name (upper-cannon) is squeezed into the tile rather than run over the next.
        let fit = if text.chars().count() > 8 {
            " textLength=\"44\" lengthAdjust=\"spacingAndGlyphs\""
        } else {
            ""
        };
        let _ = write!(
            out,
            "<rect x=\"{tx}\" y=\"{ty}\" width=\"50\" height=\"34\" rx=\"3\" fill=\"{fill}\" stroke=\"#555\"/>\
             <text x=\"{}\" y=\"{}\" fill=\"#fff\" font-size=\"9\" text-anchor=\"middle\"{fit}>{text}</text>",
            tx + 25,
            ty + 21
        );
    }
    let doubled = if ship.double_damage[i] {
        format!(" · {}", tr!("report-svg-damage-doubled"))
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "<text x=\"{}\" y=\"{}\" fill=\"{}\" font-size=\"12\">{}{doubled}</text>",
        lx + 4,
        ty + 50,
        zone_hex(ThreatZone::External(zone)),
        tr!(
            "report-svg-zone-damage",
            zone = nouns::zone(zone),
            tiles = tiles.len()
        )
    );
}

fn supplies(out: &mut String, state: &State) {
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
    let _ = writeln!(
        out,
        "<text x=\"14\" y=\"{}\" fill=\"#e1e4eb\" font-size=\"13\">{}</text>",
        HEIGHT - 12,
        escape(&supplies)
    );
}
