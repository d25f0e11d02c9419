//! The profile of the CD's eight missions as named invariants (`docs/missions.md` §2.2 and §3).
//!
//! Every generated mission must satisfy them, and so do the eight CD missions themselves (a
//! test loads them as fixtures), which keeps the invariants honest.

use super::GenerateOptions;
use super::layout::{GRID, MAX_GAP, MIN_GAP};
use super::mix::{Class, half_points_range, serious_range};
use crate::diag::format_time;
use crate::track::{EventKind, ThreatEvent, Track, TrackKind};

/// The CD-profile invariants `track` breaks for a crew of `players` at the CD's difficulty
/// (8 threat points for 5 players, 7 for 4). Each entry starts with the invariant's name
/// (`threat-points: ...`); an empty list means the track has the profile.
pub fn profile_violations(track: &Track, players: u8) -> Vec<String> {
    profile_violations_for(track, &GenerateOptions::new(players))
}

/// Like [`profile_violations`], for the difficulty of `options`: the threat points and the
/// ranges that scale with them (serious threats, points per half) follow `options`.
pub fn profile_violations_for(track: &Track, options: &GenerateOptions) -> Vec<String> {
    let mut out = Vec::new();
    let mut fail = |name: &str, message: String| out.push(format!("{name}: {message}"));

    if let Err(d) = track.validate("track") {
        fail("valid", format!("the track breaks the format's rules: {d}"));
    }
    if track.kind != TrackKind::Mission || track.phases.len() != 3 {
        fail(
            "kind",
            format!(
                "a mission with 3 phases, found a {} with {}",
                track.kind.name(),
                track.phases.len()
            ),
        );
        return out;
    }
    let ends = [
        track.phases.first().copied().unwrap_or(0),
        track.phases.get(1).copied().unwrap_or(0),
        track.duration(),
    ];
    let starts = [0, ends[0], ends[1]];

    // The 5-second grid, and nothing before 0:10.
    for (i, e) in track.events.iter().enumerate() {
        if e.at % GRID != 0 {
            fail(
                "grid",
                format!(
                    "events[{i}] at {} is off the 5-second grid",
                    format_time(e.at)
                ),
            );
        }
        if e.at < 10 {
            fail(
                "start",
                format!("events[{i}] at {} comes before 0:10", format_time(e.at)),
            );
        }
    }
    for (i, &end) in ends.iter().enumerate() {
        if end % GRID != 0 {
            fail(
                "grid",
                format!(
                    "phase {} ends at {}, off the 5-second grid",
                    i + 1,
                    format_time(end)
                ),
            );
        }
    }
    let lengths = [(205, 240), (215, 235), (140, 155)];
    for (i, ((&s, &e), (lo, hi))) in starts.iter().zip(&ends).zip(lengths).enumerate() {
        let len = e.saturating_sub(s);
        if !(lo..=hi).contains(&len) {
            fail(
                "phase-lengths",
                format!("phase {} lasts {len} s, expected {lo}-{hi} s", i + 1),
            );
        }
    }

    threats(track, options, &starts, &ends, &mut fail);
    data(track, &ends, &mut fail);
    comms(track, &ends, &mut fail);
    out
}

fn phase_of(ends: &[u32; 3], at: u32) -> usize {
    ends.iter().position(|&e| at < e).unwrap_or(3)
}

/// A threat as the profile counts it: when it is announced, its class, the announcement.
type Announced<'a> = (u32, Class, &'a ThreatEvent);

fn threats(
    track: &Track,
    options: &GenerateOptions,
    starts: &[u32; 3],
    ends: &[u32; 3],
    fail: &mut impl FnMut(&str, String),
) {
    let list: Vec<Announced<'_>> = track
        .threats()
        .map(|(at, t)| {
            (
                at,
                Class::of(t.serious, t.zone == engine::ThreatZone::Internal),
                t,
            )
        })
        .collect();
    threat_mix(&list, options, fail);
    threat_turns(&list, ends, fail);
    threat_halves(&list, options.track_points(), fail);
    threat_zones(&list, fail);
    for phase in 0..2 {
        threat_times(&list, phase, starts, ends, fail);
    }
}

/// The threats' points as heard, the one unconfirmed report, the serious and the internal
/// threats.
fn threat_mix(
    list: &[Announced<'_>],
    options: &GenerateOptions,
    fail: &mut impl FnMut(&str, String),
) {
    let heard: u32 = list
        .iter()
        .filter(|(_, _, t)| t.counts_for(options.players))
        .map(|(_, c, _)| c.points())
        .sum();
    if heard != u32::from(options.difficulty) {
        fail(
            "threat-points",
            format!(
                "{heard} threat points for {} players, expected {}",
                options.players, options.difficulty
            ),
        );
    }
    let unconfirmed: Vec<_> = list.iter().filter(|(_, _, t)| t.unconfirmed).collect();
    if unconfirmed.len() != 1 || unconfirmed.iter().any(|(_, _, t)| t.serious) {
        fail(
            "unconfirmed-report",
            format!(
                "exactly one unconfirmed normal threat, found {}",
                unconfirmed.len()
            ),
        );
    }
    let serious = list.iter().filter(|(_, c, _)| c.points() == 2).count();
    let (lo, hi) = serious_range(options.track_points());
    if !(usize::from(lo)..=usize::from(hi)).contains(&serious) {
        fail(
            "serious-threats",
            format!("{serious} serious threats, expected {lo}-{hi}"),
        );
    }
    let internal: Vec<_> = list.iter().filter(|(_, c, _)| c.internal()).collect();
    let internal_points: u32 = internal.iter().map(|(_, c, _)| c.points()).sum();
    let serious_internal = internal
        .iter()
        .filter(|(_, c, _)| *c == Class::SeriousInternal)
        .count();
    if !(1..=2).contains(&internal.len())
        || !(1..=3).contains(&internal_points)
        || serious_internal > 1
    {
        fail(
            "internal-threats",
            format!(
                "{} internal threats worth {internal_points} points ({serious_internal} serious), expected 1-2 worth 1-3 with at most one serious",
                internal.len()
            ),
        );
    }
}

/// Each threat's turn: in its phase's half, in order, one per turn, in its class's window;
/// no two internal threats on neighbouring turns.
fn threat_turns(list: &[Announced<'_>], ends: &[u32; 3], fail: &mut impl FnMut(&str, String)) {
    let mut previous_turn = 0u8;
    let mut turns_used = [false; 9];
    for &(at, class, t) in list {
        let phase = phase_of(ends, at);
        let allowed = match phase {
            0 => (1..=4).contains(&t.turn),
            1 => (5..=8).contains(&t.turn),
            _ => false,
        };
        if !allowed {
            fail(
                "turn-phase",
                format!(
                    "T+{} announced in phase {} at {}",
                    t.turn,
                    phase + 1,
                    format_time(at)
                ),
            );
        }
        if t.turn <= previous_turn {
            fail(
                "turn-order",
                format!(
                    "T+{} at {} after T+{previous_turn}",
                    t.turn,
                    format_time(at)
                ),
            );
        }
        previous_turn = previous_turn.max(t.turn);
        if let Some(used) = turns_used.get_mut(usize::from(t.turn)) {
            if *used {
                fail("one-per-turn", format!("two threats on turn {}", t.turn));
            }
            *used = true;
        }
        let (lo, hi) = class.turns();
        if !(lo..=hi).contains(&t.turn) {
            fail(
                "turn-windows",
                format!(
                    "a {class:?} threat on turn {}, expected turns {lo}-{hi}",
                    t.turn
                ),
            );
        }
    }
    let internal_turns: Vec<u8> = list
        .iter()
        .filter(|(_, c, _)| c.internal())
        .map(|(_, _, t)| t.turn)
        .collect();
    for pair in internal_turns.windows(2) {
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

/// The threats and their points on the turns of each half of the mission (1-4, 5-8).
fn threat_halves(list: &[Announced<'_>], points: u8, fail: &mut impl FnMut(&str, String)) {
    let (plo, phi) = half_points_range(points);
    for (half, turns) in [(1, 1..=4u8), (2, 5..=8u8)] {
        let in_half: Vec<_> = list
            .iter()
            .filter(|(_, _, t)| turns.contains(&t.turn))
            .collect();
        let half_points: u32 = in_half.iter().map(|(_, c, _)| c.points()).sum();
        if !(2..=4).contains(&in_half.len()) {
            fail(
                "half-threats",
                format!(
                    "{} threats on the turns of half {half}, expected 2-4",
                    in_half.len()
                ),
            );
        }
        if !(plo..=phi).contains(&half_points) {
            fail(
                "half-points",
                format!("{half_points} points on the turns of half {half}, expected {plo}-{phi}"),
            );
        }
    }
}

/// At most two external threats in any zone.
fn threat_zones(list: &[Announced<'_>], fail: &mut impl FnMut(&str, String)) {
    let mut per_zone = std::collections::BTreeMap::new();
    for (_, _, t) in list {
        if let engine::ThreatZone::External(z) = t.zone {
            *per_zone.entry(z).or_insert(0) += 1;
        }
    }
    for (zone, n) in per_zone {
        if n > 2 {
            fail(
                "zones",
                format!("{n} threats in zone {zone}, expected at most 2"),
            );
        }
    }
}

/// When a phase's threats are announced: the first soon after the phase starts, the gaps
/// between them, the last well before the phase ends.
fn threat_times(
    list: &[Announced<'_>],
    phase: usize,
    starts: &[u32; 3],
    ends: &[u32; 3],
    fail: &mut impl FnMut(&str, String),
) {
    let (start, end) = (
        starts.get(phase).copied().unwrap_or(0),
        ends.get(phase).copied().unwrap_or(0),
    );
    let times: Vec<u32> = list
        .iter()
        .map(|(at, _, _)| *at)
        .filter(|&at| phase_of(ends, at) == phase)
        .collect();
    if let Some(&first) = times.first() {
        let (lo, hi) = if phase == 0 {
            (10, 20)
        } else {
            (start + 5, start + 40)
        };
        if !(lo..=hi).contains(&first) {
            fail(
                "first-threat",
                format!(
                    "the first threat of phase {} at {}, expected {}-{}",
                    phase + 1,
                    format_time(first),
                    format_time(lo),
                    format_time(hi)
                ),
            );
        }
    }
    for pair in times.windows(2) {
        if let [a, b] = pair
            && !(MIN_GAP..=MAX_GAP).contains(&(b - a))
        {
            fail(
                "threat-gaps",
                format!(
                    "threats at {} and {} are {} s apart, expected {MIN_GAP}-{MAX_GAP}",
                    format_time(*a),
                    format_time(*b),
                    b - a
                ),
            );
        }
    }
    if let Some(&last) = times.last()
        && last + 55 > end
    {
        fail(
            "last-threat",
            format!(
                "the last threat of phase {} at {}, later than 55 s before its end",
                phase + 1,
                format_time(last)
            ),
        );
    }
}

fn data(track: &Track, ends: &[u32; 3], fail: &mut impl FnMut(&str, String)) {
    let mut incoming = [0u32; 4];
    let mut transfers = [0u32; 4];
    for e in &track.events {
        let phase = phase_of(ends, e.at);
        match e.kind {
            EventKind::IncomingData => {
                if let Some(n) = incoming.get_mut(phase) {
                    *n += 1;
                }
            }
            EventKind::DataTransfer => {
                if let Some(n) = transfers.get_mut(phase) {
                    *n += 1;
                }
            }
            EventKind::Threat(_) | EventKind::CommsDown { .. } => {}
        }
    }
    let check = |fail: &mut dyn FnMut(&str, String),
                 name: &str,
                 counts: &[u32; 4],
                 total: (u32, u32),
                 per: [(u32, u32); 3]| {
        let sum: u32 = counts.iter().sum();
        if !(total.0..=total.1).contains(&sum) {
            fail(
                name,
                format!("{sum} in all, expected {}-{}", total.0, total.1),
            );
        }
        for (i, (&n, (lo, hi))) in counts.iter().zip(per).enumerate() {
            if !(lo..=hi).contains(&n) {
                fail(name, format!("{n} in phase {}, expected {lo}-{hi}", i + 1));
            }
        }
    };
    check(
        fail,
        "incoming-data",
        &incoming,
        (2, 3),
        [(1, 3), (0, 2), (0, 1)],
    );
    check(
        fail,
        "data-transfers",
        &transfers,
        (3, 4),
        [(0, 1), (1, 2), (0, 2)],
    );
    for phase in 0..3 {
        if incoming.get(phase).copied().unwrap_or(0) + transfers.get(phase).copied().unwrap_or(0)
            == 0
        {
            fail(
                "data-every-phase",
                format!("phase {} has no data event", phase + 1),
            );
        }
    }
}

fn comms(track: &Track, ends: &[u32; 3], fail: &mut impl FnMut(&str, String)) {
    let mut per_phase = [0u32; 4];
    let mut count = 0;
    for e in &track.events {
        if let EventKind::CommsDown { seconds } = e.kind {
            count += 1;
            if !(5..=30).contains(&seconds) {
                fail(
                    "comms-down",
                    format!(
                        "a blackout of {seconds} s at {}, expected 5-30 s",
                        format_time(e.at)
                    ),
                );
            }
            if let Some(s) = per_phase.get_mut(phase_of(ends, e.at)) {
                *s += seconds;
            }
        }
    }
    let total: u32 = per_phase.iter().sum();
    if !(2..=5).contains(&count) || !(45..=65).contains(&total) {
        fail(
            "comms-down",
            format!("{count} blackouts, {total} s in all, expected 2-5 and 45-65 s"),
        );
    }
    for (i, (&s, (lo, hi))) in per_phase
        .iter()
        .zip([(0, 25), (0, 25), (20, 40)])
        .enumerate()
    {
        if !(lo..=hi).contains(&s) {
            fail(
                "comms-down",
                format!("{s} s of blackout in phase {}, expected {lo}-{hi} s", i + 1),
            );
        }
    }
}
