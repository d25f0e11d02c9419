//! The New Frontier profile as named invariants: what every generated double-action mission
//! of a level must satisfy (the ranges of its [`Recipe`]).

use engine::ThreatZone;

use super::double_action::{DoubleActionLevel, Recipe, Span, window};
use super::layout::GRID;
use super::mix::Class;
use crate::diag::format_time;
use crate::track::{EventKind, ThreatEvent, Track, TrackKind};

fn within(value: u32, (lo, hi): Span) -> bool {
    (lo..=hi).contains(&value)
}

/// The invariants of the New Frontier profile of `level` that `track` breaks. Each entry
/// starts with the invariant's name (`shared-turns: ...`); an empty list means the track has
/// the profile.
pub fn double_action_violations(track: &Track, level: DoubleActionLevel) -> Vec<String> {
    let r = level.recipe();
    let mut out = Vec::new();
    let mut fail = |name: &str, message: String| out.push(format!("{name}: {message}"));
    if let Err(d) = track.validate("track") {
        fail("valid", format!("the track breaks the format's rules: {d}"));
    }
    if !track.modules.double_actions {
        fail("modules", "not a double-action track".to_owned());
    }
    let [p1, p2, p3] = [0, 1, 2].map(|i| track.phases.get(i).copied().unwrap_or(0));
    if track.kind != TrackKind::Mission || track.phases.len() != 3 {
        fail("kind", "a mission with 3 phases".to_owned());
        return out;
    }
    let ends = [p1, p2, p3];
    let starts = [0, p1, p2];
    for (i, (&s, &e)) in starts.iter().zip(&ends).enumerate() {
        let length = e.saturating_sub(s);
        if !within(length, r.phases[i]) || e % GRID != 0 {
            fail(
                "phase-lengths",
                format!(
                    "phase {} lasts {length} s, expected {:?} on the grid",
                    i + 1,
                    r.phases[i]
                ),
            );
        }
    }
    if !within(p3, r.total) {
        fail(
            "phase-lengths",
            format!("the mission lasts {p3} s, expected {:?}", r.total),
        );
    }
    for (i, e) in track.events.iter().enumerate() {
        if e.at % GRID != 0 || e.at < 10 {
            fail("grid", format!("events[{i}] at {}", format_time(e.at)));
        }
    }
    threat_mix(track, &r, &mut fail);
    turns(track, &r, &mut fail);
    alerts(track, &r, &starts, &ends, &mut fail);
    data(track, &r, &ends, &mut fail);
    blackouts(track, &r, &ends, &mut fail);
    out
}

fn class(t: &ThreatEvent) -> Class {
    Class::of(t.serious, t.zone == ThreatZone::Internal)
}

fn phase_of(ends: &[u32; 3], at: u32) -> usize {
    ends.iter().position(|&e| at < e).unwrap_or(3)
}

fn threat_mix(track: &Track, r: &Recipe, fail: &mut impl FnMut(&str, String)) {
    let points = |players: u8| -> u32 {
        track
            .threats()
            .filter(|(_, t)| t.counts_for(players))
            .map(|(_, t)| class(t).points())
            .sum()
    };
    let expected = [
        r.confirmed_points,
        r.confirmed_points + r.unconfirmed_points,
    ];
    if [points(4), points(5)] != expected {
        fail(
            "threat-points",
            format!(
                "{} / {} threat points for 4 / 5 players, expected {} / {}",
                points(4),
                points(5),
                expected[0],
                expected[1]
            ),
        );
    }
    let reports: Vec<Class> = track
        .threats()
        .filter(|(_, t)| t.unconfirmed)
        .map(|(_, t)| class(t))
        .collect();
    let one_serious = reports.len() == 1 && reports.iter().all(|c| c.points() == 2);
    let two_normal = reports.len() == 2 && reports.iter().all(|c| c.points() == 1);
    if !one_serious && !two_normal {
        fail(
            "unconfirmed-reports",
            format!("{reports:?}, expected one serious or two normal threats"),
        );
    }
    let count = |f: fn(Class) -> bool| -> u32 {
        let n = track.threats().filter(|(_, t)| f(class(t))).count();
        u32::try_from(n).unwrap_or(u32::MAX)
    };
    let serious = count(|c| c.points() == 2);
    if !within(serious, r.serious) {
        fail(
            "serious-threats",
            format!("{serious}, expected {:?}", r.serious),
        );
    }
    let internal = count(Class::internal);
    if !within(internal, r.internal) {
        fail(
            "internal-threats",
            format!("{internal}, expected {:?}", r.internal),
        );
    }
    for (half, turns) in [(1, 1..=4u8), (2, 5..=8u8)] {
        let confirmed: u32 = track
            .threats()
            .filter(|(_, t)| turns.contains(&t.turn) && !t.unconfirmed)
            .map(|(_, t)| class(t).points())
            .sum();
        if !within(confirmed, r.half_points) {
            fail(
                "half-points",
                format!(
                    "{confirmed} confirmed points on the turns of half {half}, expected {:?}",
                    r.half_points
                ),
            );
        }
    }
}

fn turns(track: &Track, r: &Recipe, fail: &mut impl FnMut(&str, String)) {
    let shared = track.shared_turns();
    let count = u32::try_from(shared.len()).unwrap_or(u32::MAX);
    if !within(count, r.shared) {
        fail(
            "shared-turns",
            format!(
                "double threats on turns {shared:?}, expected {:?} of them",
                r.shared
            ),
        );
    }
    for (_, t) in track.threats() {
        let (lo, hi) = window(class(t));
        if !(lo..=hi).contains(&t.turn) {
            fail(
                "turn-windows",
                format!(
                    "a {:?} threat on turn {}, expected {lo}-{hi}",
                    class(t),
                    t.turn
                ),
            );
        }
    }
    let mut internal: Vec<u8> = track
        .threats()
        .filter(|(_, t)| t.zone == ThreatZone::Internal)
        .map(|(_, t)| t.turn)
        .collect();
    internal.sort_unstable();
    for pair in internal.windows(2) {
        if let [a, b] = pair
            && b.abs_diff(*a) <= 1
        {
            fail(
                "adjacent-internal",
                format!("internal threats on turns {a} and {b}"),
            );
        }
    }
}

fn alerts(
    track: &Track,
    r: &Recipe,
    starts: &[u32; 3],
    ends: &[u32; 3],
    fail: &mut impl FnMut(&str, String),
) {
    for phase in 0..2 {
        let times: Vec<u32> = track
            .threats()
            .map(|(at, _)| at)
            .filter(|&at| phase_of(ends, at) == phase)
            .collect();
        let window = if phase == 0 {
            r.first_alert
        } else {
            let s = starts[1];
            (
                s + r.second_phase_first_alert.0,
                s + r.second_phase_first_alert.1,
            )
        };
        match times.first() {
            Some(&first) if !within(first, window) => fail(
                "first-alert",
                format!(
                    "the first alert of phase {} at {}, expected {}-{}",
                    phase + 1,
                    format_time(first),
                    format_time(window.0),
                    format_time(window.1)
                ),
            ),
            None => fail("first-alert", format!("phase {} has no alert", phase + 1)),
            _ => {}
        }
        for pair in times.windows(2) {
            if let [a, b] = pair
                && b - a < r.min_gap
            {
                fail(
                    "alert-gaps",
                    format!(
                        "alerts at {} and {}, less than {} s apart",
                        format_time(*a),
                        format_time(*b),
                        r.min_gap
                    ),
                );
            }
        }
        if let Some(&last) = times.last()
            && last + r.last_alert_before_end > ends[phase]
        {
            fail(
                "last-alert",
                format!(
                    "the last alert of phase {} at {}, less than {} s before its end",
                    phase + 1,
                    format_time(last),
                    r.last_alert_before_end
                ),
            );
        }
    }
}

fn per_phase(track: &Track, ends: &[u32; 3], f: impl Fn(&EventKind) -> u32) -> [u32; 3] {
    let mut out = [0u32; 3];
    for e in &track.events {
        if let Some(n) = out.get_mut(phase_of(ends, e.at)) {
            *n += f(&e.kind);
        }
    }
    out
}

fn data(track: &Track, r: &Recipe, ends: &[u32; 3], fail: &mut impl FnMut(&str, String)) {
    let incoming = per_phase(track, ends, |k| u32::from(*k == EventKind::IncomingData));
    let transfers = per_phase(track, ends, |k| u32::from(*k == EventKind::DataTransfer));
    for (name, counts, (total, per)) in [
        ("incoming-data", incoming, r.incoming),
        ("data-transfers", transfers, r.transfers),
    ] {
        let sum: u32 = counts.iter().sum();
        let each = counts.iter().zip(per).all(|(&n, span)| within(n, span));
        if !within(sum, total) || !each {
            fail(
                name,
                format!("{counts:?} per phase, expected {per:?} and {total:?} in all"),
            );
        }
    }
}

fn blackouts(track: &Track, r: &Recipe, ends: &[u32; 3], fail: &mut impl FnMut(&str, String)) {
    let seconds = per_phase(track, ends, |k| match k {
        EventKind::CommsDown { seconds } => *seconds,
        EventKind::Threat(_) | EventKind::IncomingData | EventKind::DataTransfer => 0,
    });
    let count = per_phase(track, ends, |k| {
        u32::from(matches!(k, EventKind::CommsDown { .. }))
    });
    let total: u32 = seconds.iter().sum();
    let n: u32 = count.iter().sum();
    if !within(n, r.blackouts) || !within(total, r.blackout_seconds) {
        fail(
            "blackouts",
            format!(
                "{n} blackouts, {total} s in all, expected {:?} and {:?} s",
                r.blackouts, r.blackout_seconds
            ),
        );
    }
    if !within(seconds[2], r.third_phase_blackout) {
        fail(
            "blackouts",
            format!(
                "{} s of blackout in phase 3, expected {:?}",
                seconds[2], r.third_phase_blackout
            ),
        );
    }
    for e in &track.events {
        if let EventKind::CommsDown { seconds } = e.kind
            && !within(seconds, r.blackout)
        {
            fail(
                "blackouts",
                format!(
                    "a blackout of {seconds} s at {}, expected {:?}",
                    format_time(e.at),
                    r.blackout
                ),
            );
        }
    }
}
