//! The debrief: why a mission went as it did, read from the event log (docs/formats.md,
//! "Debrief").
//!
//! For a lost mission: the chain that destroyed the ship (the threat responsible, the attacks
//! that filled the zone that broke, and how much of the threat the crew hurt). For a won one:
//! where points were lost (threats that survived or were still in flight, damage tiles, crew
//! knocked out, squads left disabled, visual confirmation short of the whole crew). For both: every action the engine reports as having
//! no effect, every delay and knock-out, every shot that found no target, each with the
//! engine's typed reason in `log_text`'s words. Every line names the index of the log entry it
//! is about, so a reader (the app's resolution view, `state_after(entry + 1)`) can jump there.

#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use std::fmt::Write as _;
use strum::VariantArray;

use engine::{
    Event, LogEntry, Outcome, Resolution, State, ThreatStatus, Zone,
    event::{LossReason, NoEffectReason},
    score::confirmation_points,
};

use i18n::tr;

use crate::log_text::{self, Text};
use crate::nouns;
use crate::role::{Mark, Role, role};

pub mod json;
pub use json::{DebriefJson, LineJson, to_json};

/// The part of the debrief a line belongs to; its word in the JSON form is kebab-case
/// (`no-effect`).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, strum::IntoStaticStr, strum::EnumString,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Section {
    /// The destruction of the ship (a lost mission's first line).
    Loss,
    /// How the ship came to be destroyed: the threat responsible and the attacks on the zone.
    Chain,
    /// Where a won mission lost points.
    Points,
    /// What the crew did that had no effect, delays and knock-outs.
    NoEffect,
}

impl Section {
    /// The word used in the JSON form.
    pub fn word(self) -> &'static str {
        self.into()
    }

    /// Reads the word of [`Section::word`].
    pub fn from_word(word: &str) -> Option<Section> {
        word.parse().ok()
    }

    /// The section's heading in the current language, as every front end shows it (empty
    /// for the loss line, which speaks for itself).
    pub fn heading(self) -> String {
        match self {
            Section::Loss => String::new(),
            Section::Chain => tr!("debrief-heading-chain"),
            Section::Points => tr!("debrief-heading-points"),
            Section::NoEffect => tr!("debrief-heading-no-effect"),
        }
    }
}

/// One line of the debrief.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Index of the log entry it is about (`Resolution::log[entry]`).
    pub entry: usize,
    /// The turn of that entry.
    pub turn: u8,
    /// Its section.
    pub section: Section,
    /// What happened, in words (without the turn).
    pub text: String,
    /// Points this cost a won mission (negative), when it cost any.
    pub points: Option<i32>,
    /// The card or ruling of the rules reference its event applies, if any.
    pub link: Option<crate::links::Link>,
}

/// The debrief of one resolution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Debrief {
    /// Whether the ship jumped.
    pub won: bool,
    /// The score of a won mission.
    pub total: Option<i32>,
    /// The lines, section by section, each section in log order.
    pub lines: Vec<Line>,
}

/// The debrief of a resolution.
pub fn debrief(resolution: &Resolution) -> Debrief {
    let names = &resolution.initial;
    let mut lines = Vec::new();
    match &resolution.outcome {
        Outcome::Lost { why, .. } => chain(resolution, *why, &mut lines),
        Outcome::Won => points(resolution, &mut lines),
    }
    no_effect(&resolution.log, names, resolution, &mut lines);
    lines.sort_by_key(|l| (l.section, l.entry));
    for line in &mut lines {
        let event = resolution.log.get(line.entry).map(|e| &e.event);
        line.link = event.and_then(|e| crate::links::of(e, names));
    }
    Debrief {
        won: resolution.outcome == Outcome::Won,
        total: resolution.score.map(|s| s.total),
        lines,
    }
}

fn push(lines: &mut Vec<Line>, log: &[LogEntry], entry: usize, section: Section, text: String) {
    lines.push(Line {
        entry,
        turn: log.get(entry).map_or(0, |e| e.turn),
        section,
        text,
        points: None,
        link: None,
    });
}

/// The attacks that filled the zone that broke, and the threat responsible.
fn chain(resolution: &Resolution, why: LossReason, lines: &mut Vec<Line>) {
    let log = &resolution.log;
    let names = &resolution.initial;
    let Some((end, by)) = log.iter().enumerate().rev().find_map(|(i, e)| {
        if let Role::Mark(Mark::ShipDestroyed { by }) = role(&e.event) {
            Some((i, by))
        } else {
            None
        }
    }) else {
        return;
    };
    push(
        lines,
        log,
        end,
        Section::Loss,
        format!("{}", Text::new(&log[end].event, names)),
    );
    if let LossReason::SeventhDamage(zone) = why {
        zone_attacks(log, names, zone, end, lines);
    }
    let Some(threat) = by else { return };
    if let Some(appeared) = log
        .iter()
        .position(|e| role(&e.event) == Role::Mark(Mark::Appeared { threat }))
    {
        let after = resolution.state_after(end + 1);
        let hurt = after
            .threats()
            .get(threat.index)
            .map_or((0, 0), |t| (t.damage, t.hit_points));
        let aimed = log
            .iter()
            .filter(|e| role(&e.event) == Role::Mark(Mark::Targeted { threat }))
            .count();
        let shots = match aimed {
            0 => tr!("debrief-never-targeted"),
            1 => tr!("debrief-targeted-once"),
            n => tr!("debrief-targeted-times", count = n),
        };
        push(
            lines,
            log,
            appeared,
            Section::Chain,
            tr!(
                "debrief-threat-chain",
                appeared = Text::new(&log[appeared].event, names).to_string(),
                shots = shots,
                damage = hurt.0,
                hit_points = hurt.1
            ),
        );
    }
    if why == LossReason::ThreatAction {
        for (i, e) in log[..end].iter().enumerate() {
            if role(&e.event) == (Role::EndsRun { acts: Some(threat) }) {
                push(
                    lines,
                    log,
                    i,
                    Section::Chain,
                    Text::new(&e.event, names).to_string(),
                );
            }
        }
    }
}

/// Every attack that put a tile in `zone` (or was the one that found no tile left), with the
/// tiles it drew and the shield's share.
fn zone_attacks(log: &[LogEntry], names: &State, zone: Zone, end: usize, lines: &mut Vec<Line>) {
    // (attack entry, absorbed, tiles) of the attack being followed.
    let mut current: Option<(usize, u8, Vec<String>)> = None;
    let mut count = 0usize;
    let flush = |current: &mut Option<(usize, u8, Vec<String>)>,
                 count: &mut usize,
                 last: bool,
                 lines: &mut Vec<Line>| {
        if let Some((at, absorbed, tiles)) = current.take() {
            if tiles.is_empty() && !last {
                return;
            }
            *count += tiles.len();
            let text = attack_text(&log[at].event, names, absorbed, &tiles, *count);
            push(lines, log, at, Section::Chain, text);
        }
    };
    for (i, e) in log[..end].iter().enumerate() {
        match role(&e.event) {
            Role::Attack { zone: z } => {
                flush(&mut current, &mut count, false, lines);
                if z == zone {
                    current = Some((i, 0, Vec::new()));
                }
            }
            Role::Absorbed { zone: z, amount } if z == zone => {
                if let Some(c) = current.as_mut() {
                    c.1 += amount;
                }
            }
            Role::Tile { zone: z, tile } if z == zone => {
                match current.as_mut() {
                    Some(c) => c.2.push(nouns::tile(tile)),
                    None => {
                        // A tile without an attack (a threat's action): its own line.
                        count += 1;
                        push(
                            lines,
                            log,
                            i,
                            Section::Chain,
                            tr!(
                                "debrief-tile-count",
                                tile = Text::new(&e.event, names).to_string(),
                                count = count
                            ),
                        );
                    }
                }
            }
            Role::EndsRun { .. } => flush(&mut current, &mut count, false, lines),
            Role::Absorbed { .. }
            | Role::Tile { .. }
            | Role::Survived { .. }
            | Role::KnockedOut
            | Role::SpecializationUsed { .. }
            | Role::PhaseEnded { .. }
            | Role::NoEffect { .. }
            | Role::Setback { .. }
            | Role::Mark(..)
            | Role::Other => {}
        }
    }
    flush(&mut current, &mut count, true, lines);
}

/// An attack of the chain in words: the attack, the shield's share, the tiles it drew (the
/// zone's `count` so far) or that none was left.
fn attack_text(
    attack: &Event,
    names: &State,
    absorbed: u8,
    tiles: &[String],
    count: usize,
) -> String {
    let mut text = Text::new(attack, names).to_string();
    if absorbed > 0 {
        text = log_text::then(&text, &tr!("debrief-shield-absorbs", amount = absorbed));
    }
    if tiles.is_empty() {
        text = log_text::then(&text, &tr!("debrief-no-tile-left"));
    } else {
        let tiles_text = tr!(
            "debrief-tiles",
            tiles = tiles.len(),
            names = tiles.join(", "),
            count = count
        );
        text = log_text::then(&text, &tiles_text);
    }
    text
}

/// Where a won mission lost points: the lines of its penalties and of threats not destroyed.
fn points(resolution: &Resolution, lines: &mut Vec<Line>) {
    let log = &resolution.log;
    let names = &resolution.initial;
    let end = &resolution.state;
    let mut tiles_per_zone = [0usize; 3];
    let mut last_tile = [0usize; 3];
    for (i, e) in log.iter().enumerate() {
        match role(&e.event) {
            Role::Survived { threat } => {
                let Some(t) = end.threats().get(threat.index) else {
                    continue;
                };
                let got = i32::from(t.card.points_survived.unwrap_or(0));
                let full = i32::from(t.card.points_destroyed);
                costed(
                    lines,
                    log,
                    i,
                    tr!(
                        "debrief-survived",
                        threat = t.name(),
                        got = got,
                        full = full
                    ),
                    got - full,
                );
            }
            Role::Tile { zone, .. } => {
                tiles_per_zone[zone.index()] += 1;
                last_tile[zone.index()] = i;
                costed(lines, log, i, Text::new(&e.event, names).to_string(), -1);
            }
            Role::KnockedOut => {
                costed(lines, log, i, Text::new(&e.event, names).to_string(), -2);
            }
            // RULINGS.md NF5: each advanced Medic use costs a point.
            Role::SpecializationUsed {
                specialization: engine::Specialization::Medic,
                advanced: true,
            } => {
                costed(lines, log, i, Text::new(&e.event, names).to_string(), -1);
            }
            Role::PhaseEnded { phase, confirming } => {
                // R1: the points of the best turn, against every figure confirming.
                let points = |n: usize| confirmation_points(u8::try_from(n).unwrap_or(u8::MAX));
                let got = points(usize::from(confirming));
                let all = points(names.crew().len());
                if got < all {
                    costed(
                        lines,
                        log,
                        i,
                        tr!(
                            "debrief-confirmation",
                            phase = phase,
                            confirming = confirming,
                            crew = names.crew().len(),
                            got = got,
                            all = all
                        ),
                        got - all,
                    );
                }
            }
            Role::Attack { .. }
            | Role::Absorbed { .. }
            | Role::EndsRun { .. }
            | Role::SpecializationUsed { .. }
            | Role::NoEffect { .. }
            | Role::Setback { .. }
            | Role::Mark(..)
            | Role::Other => {}
        }
    }
    at_the_end(log, names, end, tiles_per_zone, last_tile, lines);
}

/// A line of the points section: what cost `points` at log entry `entry`.
fn costed(lines: &mut Vec<Line>, log: &[LogEntry], entry: usize, text: String, points: i32) {
    lines.push(Line {
        entry,
        turn: log.get(entry).map_or(0, |e| e.turn),
        section: Section::Points,
        text,
        points: Some(points),
        link: None,
    });
}

/// The points a won mission lost at its end: threats still in flight at the jump, the most
/// damaged zone's tiles counted again, squads left disabled.
fn at_the_end(
    log: &[LogEntry],
    names: &State,
    end: &State,
    tiles_per_zone: [usize; 3],
    last_tile: [usize; 3],
    lines: &mut Vec<Line>,
) {
    let jump = log
        .iter()
        .rposition(|e| role(&e.event) == Role::Mark(Mark::Jumped))
        .unwrap_or(log.len().saturating_sub(1));
    for t in end.threats() {
        if t.status == ThreatStatus::Active {
            costed(
                lines,
                log,
                jump,
                tr!(
                    "debrief-in-flight",
                    threat = t.name(),
                    full = t.card.points_destroyed
                ),
                -i32::from(t.card.points_destroyed),
            );
        }
    }
    if let Some(worst) = (0..3).max_by_key(|&z| (tiles_per_zone[z], std::cmp::Reverse(z)))
        && tiles_per_zone[worst] > 0
    {
        let n = tiles_per_zone[worst];
        costed(
            lines,
            log,
            last_tile[worst],
            tr!(
                "debrief-most-damaged",
                zone = nouns::zone(Zone::VARIANTS[worst]),
                tiles = n
            ),
            -(n as i32),
        );
    }
    for (squad, s) in end.ship().squads.iter().enumerate() {
        if !s.disabled {
            continue;
        }
        if let Some(i) = log.iter().rposition(|e| {
            role(&e.event)
                == Role::Setback {
                    squad_disabled: Some(squad),
                }
        }) {
            costed(
                lines,
                log,
                i,
                tr!(
                    "debrief-still-disabled",
                    disabled = Text::new(&log[i].event, names).to_string()
                ),
                -1,
            );
        }
    }
}

/// Every action without effect (a knocked-out crew member's unplayed cards once, counted),
/// every delay (a double action's second half moved on or lost among them), knock-out and
/// wasted shot.
fn no_effect(log: &[LogEntry], names: &State, resolution: &Resolution, lines: &mut Vec<Line>) {
    let mut state = resolution.initial.clone();
    let mut knocked_out_told: Vec<usize> = Vec::new();
    let won = resolution.outcome == Outcome::Won;
    for (i, e) in log.iter().enumerate() {
        match role(&e.event) {
            Role::NoEffect {
                crew,
                why: NoEffectReason::KnockedOut,
                ..
            } if !knocked_out_told.contains(&crew.index) => {
                knocked_out_told.push(crew.index);
                let left = log[i..]
                        .iter()
                        .filter(|x| {
                            matches!(role(&x.event), Role::NoEffect { crew: c, why: NoEffectReason::KnockedOut, .. } if c == crew)
                        })
                        .count();
                let who = names.crew().get(crew.index).map_or("?", |c| c.name.get());
                push(
                    lines,
                    log,
                    i,
                    Section::NoEffect,
                    tr!(
                        "debrief-cards-not-played",
                        crew = who,
                        cards = left,
                        turn = e.turn
                    ),
                );
            }
            Role::NoEffect {
                why: NoEffectReason::KnockedOut,
                ..
            } => {}
            Role::NoEffect { crew, action, why } => {
                let text = wasted(
                    names,
                    &state,
                    crew.index,
                    &crate::actions::describe(*action),
                    why,
                );
                push(lines, log, i, Section::NoEffect, text);
            }
            // A won mission's knock-outs are already under the points they cost.
            Role::KnockedOut if won => {}
            Role::Setback { .. } | Role::KnockedOut => {
                push(
                    lines,
                    log,
                    i,
                    Section::NoEffect,
                    Text::new(&e.event, names).to_string(),
                );
            }
            Role::Attack { .. }
            | Role::Absorbed { .. }
            | Role::Tile { .. }
            | Role::EndsRun { .. }
            | Role::Survived { .. }
            | Role::SpecializationUsed { .. }
            | Role::PhaseEnded { .. }
            | Role::Mark(..)
            | Role::Other => {}
        }
        state.apply_entry(e);
    }
}

/// "Anna plays C in upper white: no effect (...)": an action without effect, where it was
/// played (the station of the crew member in `state`, before the action).
fn wasted(names: &State, state: &State, crew: usize, action: &str, why: NoEffectReason) -> String {
    let who = names.crew().get(crew).map_or("?", |c| c.name.get());
    let place = state
        .crew()
        .get(crew)
        .and_then(|c| c.station)
        .map(|s| {
            format!(
                " {}",
                tr!("debrief-in-station", station = nouns::station(s))
            )
        })
        .unwrap_or_default();
    tr!(
        "debrief-no-effect",
        crew = who,
        action = action,
        place = place,
        why = log_text::no_effect_words(why)
    )
}

/// The debrief as text: a headline, then each section under its heading, one line per item
/// (`#ENTRY Tn  text (points)`).
pub fn text(d: &Debrief) -> String {
    let mut out = match (d.won, d.total) {
        (true, Some(total)) => tr!("debrief-complete-points", total = total),
        (true, None) => tr!("debrief-complete"),
        (false, _) => tr!("debrief-lost"),
    };
    out.push('\n');
    let sections = if d.won {
        [Section::Points, Section::NoEffect].as_slice()
    } else {
        [Section::Loss, Section::Chain, Section::NoEffect].as_slice()
    };
    for &section in sections {
        let items: Vec<&Line> = d.lines.iter().filter(|l| l.section == section).collect();
        if section != Section::Loss {
            let _ = writeln!(
                out,
                "\n{}",
                tr!("debrief-section", heading = section.heading())
            );
            if items.is_empty() {
                let _ = writeln!(out, "  {}", tr!("debrief-nothing"));
            }
        }
        for l in items {
            let _ = write!(
                out,
                "  {:<5} T{:<3} {}",
                format!("#{}", l.entry),
                l.turn,
                l.text
            );
            if let Some(p) = l.points {
                let _ = write!(out, " ({p})");
            }
            out.push('\n');
        }
    }
    out
}
