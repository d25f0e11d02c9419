//! Random double-action missions: the New Frontier profile (`docs/missions.md` §5).
//!
//! The recipe follows the 18 double-action tracks of the expansion (their ranges are the
//! [`Recipe`] of each [`DoubleActionLevel`]):
//!
//! 1. **Phases** on the 5-second grid: 290-310, 250-290 and 220-270 s, 780-840 s in all
//!    (easier: 280-300, 250-270, 210-240 s, 750-810 s in all).
//! 2. **Threats.** 10 threat points for a crew of 4 (easier: 8) and 2 more of unconfirmed
//!    reports, one serious or two normal threats, that count only for 5 (R8); 2-4 serious
//!    threats (easier 1-3) and 2-3 internal ones (easier 1-3).
//! 3. **Turns.** Internal threats never on adjacent turns; 1-2 **double threats** (an
//!    external and an internal threat on one turn); windows: normal external 1-8, serious
//!    external and normal internal 2-8, serious internal 3-7; 4-6 confirmed points on the
//!    turns of each half (easier 3-5). Drawn at random and checked, a bounded number of
//!    times, with a fixed layout of the same level as the safety net (never needed in the
//!    tests' 2,000 missions per level).
//! 4. **Times.** The first alert at 0:10-0:25, the first of phase 2 5-30 s into it, alerts at
//!    least 20 s apart and the last at least 45 s before the phase ends, clear of the
//!    one-minute warning; the two alerts of a double threat in either order.
//! 5. **Data and blackouts.** 1-3 incoming data, data transfers in every phase (4-7 in all;
//!    easier 2 / 1-2 / 2), 3-6 blackouts of 10-25 s, 45-80 s in all with 10-50 s in phase
//!    3 (easier 55-95 s, 20-45 s), each fitted around the announcements by the CD
//!    generator's layout (`layout::Phase`).

use engine::{Draw, Modules, ShipRng, ship_rng};

use super::layout::{GRID, Item, Phase};
use crate::track::{Event, EventKind, ThreatEvent, Track, TrackKind};

mod threats;

pub(super) use threats::window;
use threats::{draw_threats, name_threats, safety_net};

/// The two kinds of double-action mission of the expansion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
pub enum DoubleActionLevel {
    /// The six "easier" missions: 8 threat points for 4 players, shorter phases.
    #[strum(serialize = "double-actions-easier")]
    Easier,
    /// The twelve standard missions: 10 threat points for 4 players.
    #[strum(serialize = "double-actions")]
    Standard,
}

/// An inclusive range of whole numbers.
pub type Span = (u32, u32);

/// The ranges of one level of the New Frontier profile: what the generator draws from and
/// what [`super::double_action_violations`] checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recipe {
    /// Length of each phase in seconds.
    pub phases: [Span; 3],
    /// Length of the whole Action Round.
    pub total: Span,
    /// Threat points a crew of 4 faces (the unconfirmed reports left out).
    pub confirmed_points: u32,
    /// Threat points of unconfirmed reports (one serious or two normal threats).
    pub unconfirmed_points: u32,
    /// Serious threats, unconfirmed ones included.
    pub serious: Span,
    /// Internal threats, unconfirmed ones included.
    pub internal: Span,
    /// Turns with a double threat.
    pub shared: Span,
    /// Confirmed threat points on the turns of each half (1-4, 5-8).
    pub half_points: Span,
    /// Incoming data in all, and per phase.
    pub incoming: (Span, [Span; 3]),
    /// Data transfers in all, and per phase.
    pub transfers: (Span, [Span; 3]),
    /// Number of blackouts.
    pub blackouts: Span,
    /// Seconds of blackout in all.
    pub blackout_seconds: Span,
    /// Seconds of blackout in phase 3.
    pub third_phase_blackout: Span,
    /// Seconds of one blackout.
    pub blackout: Span,
    /// When the first alert of phase 1 comes.
    pub first_alert: Span,
    /// Seconds after the start of phase 2 at which its first alert comes.
    pub second_phase_first_alert: Span,
    /// Least seconds between two alerts of one phase.
    pub min_gap: u32,
    /// Least seconds between a phase's last alert and its end.
    pub last_alert_before_end: u32,
}

impl DoubleActionLevel {
    /// The level's ranges (`docs/missions.md` §5.3-5.4).
    pub fn recipe(self) -> Recipe {
        let common = Recipe {
            phases: [(290, 310), (250, 290), (220, 270)],
            total: (780, 840),
            confirmed_points: 10,
            unconfirmed_points: 2,
            serious: (2, 4),
            internal: (2, 3),
            shared: (1, 2),
            half_points: (4, 6),
            incoming: ((1, 3), [(0, 2), (0, 2), (0, 1)]),
            transfers: ((4, 7), [(1, 3), (1, 3), (1, 3)]),
            blackouts: (3, 6),
            blackout_seconds: (45, 80),
            third_phase_blackout: (10, 50),
            blackout: (10, 25),
            first_alert: (10, 25),
            second_phase_first_alert: (5, 30),
            min_gap: 20,
            last_alert_before_end: 45,
        };
        match self {
            DoubleActionLevel::Standard => common,
            DoubleActionLevel::Easier => Recipe {
                phases: [(280, 300), (250, 270), (210, 240)],
                total: (750, 810),
                confirmed_points: 8,
                serious: (1, 3),
                internal: (1, 3),
                half_points: (3, 5),
                incoming: ((1, 3), [(1, 2), (0, 2), (0, 0)]),
                transfers: ((5, 6), [(2, 2), (1, 2), (2, 2)]),
                blackout_seconds: (55, 95),
                third_phase_blackout: (20, 45),
                ..common
            },
        }
    }

    /// The word of the command line: `double-actions` or `double-actions-easier`.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// A random double-action mission of `level`; the same level and seed always give the same
/// track. See the module documentation for the recipe.
pub fn generate_double_action(level: DoubleActionLevel, seed: u64) -> Track {
    let recipe = level.recipe();
    let mut rng = ship_rng(seed);
    let phases = draw_phases(&mut rng, &recipe);
    let threats = draw_threats(&mut rng, &recipe).unwrap_or_else(|| safety_net(level));
    let announced = name_threats(&mut rng, &threats);
    let mut items = draw_data(&mut rng, &recipe);
    for (phase, blackouts) in items.iter_mut().zip(draw_blackouts(&mut rng, &recipe)) {
        phase.extend(blackouts);
    }
    let mut events = Vec::new();
    let mut start = 0;
    for (half, (&end, items)) in phases.iter().zip(&items).enumerate() {
        let in_phase: Vec<ThreatEvent> = announced
            .iter()
            .copied()
            .filter(|t| usize::from(t.turn.saturating_sub(1) / 4) == half)
            .collect();
        events.extend(lay_out(&mut rng, &recipe, start, end, &in_phase, items));
        start = end;
    }
    events.sort_by_key(|e| e.at);
    let name = match level {
        DoubleActionLevel::Easier => format!("Random easier double-action mission {seed}"),
        DoubleActionLevel::Standard => format!("Random double-action mission {seed}"),
    };
    Track {
        name,
        kind: TrackKind::Mission,
        modules: Modules {
            double_actions: true,
            ..Modules::BASE
        },
        phases: phases.to_vec(),
        soundtrack: None,
        events,
    }
}

/// A whole number on the grid in `span`, bell-shaped (two dice).
fn on_grid(rng: &mut ShipRng, (lo, hi): Span) -> u32 {
    let steps = i64::from(hi.saturating_sub(lo) / GRID);
    let a = steps / 2;
    let picked = rng.range(0, a) + rng.range(0, steps - a);
    lo + GRID * u32::try_from(picked).unwrap_or(0)
}

/// The phase ends, each length in its range and the total in range.
fn draw_phases(rng: &mut ShipRng, r: &Recipe) -> [u32; 3] {
    let [one, two, three] = r.phases;
    let p1 = on_grid(rng, one);
    let p2 = on_grid(rng, two);
    let lo = three.0.max(r.total.0.saturating_sub(p1 + p2));
    let hi = three.1.min(r.total.1.saturating_sub(p1 + p2));
    let p3 = on_grid(rng, (lo, hi.max(lo)));
    [p1, p1 + p2, p1 + p2 + p3]
}

/// A whole number in `span`, every one as likely.
fn pick(rng: &mut ShipRng, (lo, hi): Span) -> u32 {
    u32::try_from(rng.range(i64::from(lo), i64::from(hi))).unwrap_or(lo)
}

/// Deals a count per phase: each phase's least, then one at a time to phases with room until
/// a total drawn in range is reached.
fn deal(rng: &mut ShipRng, (total, per): (Span, [Span; 3])) -> [u32; 3] {
    let mut counts = per.map(|(lo, _)| lo);
    let most: u32 = per.iter().map(|(_, hi)| hi).sum();
    let target = pick(rng, (total.0.max(counts.iter().sum()), total.1.min(most)));
    while counts.iter().sum::<u32>() < target {
        let weights: Vec<u64> = counts
            .iter()
            .zip(per)
            .map(|(&n, (_, hi))| u64::from(n < hi))
            .collect();
        match rng.weighted(&weights).and_then(|i| counts.get_mut(i)) {
            Some(n) => *n += 1,
            None => break,
        }
    }
    counts
}

/// Incoming data and data transfers per phase (step 5).
fn draw_data(rng: &mut ShipRng, r: &Recipe) -> [Vec<Item>; 3] {
    let incoming = deal(rng, r.incoming);
    let transfers = deal(rng, r.transfers);
    let mut out: [Vec<Item>; 3] = Default::default();
    for ((phase, &id), &dt) in out.iter_mut().zip(&incoming).zip(&transfers) {
        phase.extend((0..id).map(|_| Item::new(EventKind::IncomingData)));
        phase.extend((0..dt).map(|_| Item::new(EventKind::DataTransfer)));
    }
    out
}

/// The blackouts: a total, phase 3's share of it, the rest split between phases 1 and 2, and
/// each share cut into one or two blackouts of 10-25 s (so 3-6 in all).
fn draw_blackouts(rng: &mut ShipRng, r: &Recipe) -> [Vec<Item>; 3] {
    let (least, most) = r.blackout;
    let total = on_grid(rng, r.blackout_seconds);
    let (lo3, hi3) = r.third_phase_blackout;
    let third = on_grid(
        rng,
        (
            lo3.max(total.saturating_sub(4 * most)),
            hi3.min(2 * most).min(total.saturating_sub(2 * least)),
        ),
    );
    let rest = total.saturating_sub(third);
    let first = on_grid(
        rng,
        (
            least.max(rest.saturating_sub(2 * most)),
            (2 * most).min(rest.saturating_sub(least)),
        ),
    );
    let shares = [first, rest.saturating_sub(first), third];
    let mut out: [Vec<Item>; 3] = Default::default();
    for (phase, share) in out.iter_mut().zip(shares) {
        let split = share > most || (share >= 2 * least && rng.chance(1, 3));
        let pieces = if split {
            let a = on_grid(
                rng,
                (
                    least.max(share.saturating_sub(most)),
                    most.min(share.saturating_sub(least)),
                ),
            );
            vec![a, share - a]
        } else {
            vec![share]
        };
        phase.extend(
            pieces
                .into_iter()
                .map(|seconds| Item::new(EventKind::CommsDown { seconds })),
        );
    }
    out
}

/// Alert times for the threats of one phase (step 4): the first in its window, gaps of at
/// least `min_gap` around 50 s, all before the one-minute warning's room, except that the last
/// may come right after the warning (at least `last_alert_before_end` before the end).
fn alert_times(rng: &mut ShipRng, r: &Recipe, start: u32, end: u32, count: usize) -> Vec<u32> {
    let window = if start == 0 {
        r.first_alert
    } else {
        (
            start + r.second_phase_first_alert.0,
            start + r.second_phase_first_alert.1,
        )
    };
    let first =
        window.0 + GRID * u32::try_from(rng.weighted(&[4, 2, 1, 1]).unwrap_or(0)).unwrap_or(0);
    let first = first.min(window.1);
    let n = u32::try_from(count.saturating_sub(1)).unwrap_or(0);
    // Before the warning at end - 60 with a threat's room of 15 s.
    let latest = end.saturating_sub(60 + super::layout::room::THREAT);
    let mut extra: Vec<u32> = (0..n).map(|_| on_grid(rng, (0, 60))).collect();
    let room = latest.saturating_sub(first + n * r.min_gap);
    let sum: u32 = extra.iter().sum();
    if sum > room {
        for e in &mut extra {
            *e = (*e * room / sum) / GRID * GRID;
        }
    }
    let mut times = vec![first];
    for e in extra {
        let last = times.last().copied().unwrap_or(first);
        times.push(last + r.min_gap + e);
    }
    // Now and then the last alert comes right after the one-minute warning.
    if count >= 2 && rng.chance(1, 4) {
        let ambush = end - 55 + GRID * u32::try_from(rng.below(3)).unwrap_or(0);
        if let Some(last) = times.last_mut() {
            *last = ambush.min(end - r.last_alert_before_end);
        }
    }
    times
}

/// The events of one phase: its threats at their times and the other items fitted around them
/// (at random, else first-fit, else what fits: the CD generator's fallbacks).
fn lay_out(
    rng: &mut ShipRng,
    r: &Recipe,
    start: u32,
    end: u32,
    threats: &[ThreatEvent],
    items: &[Item],
) -> Vec<Event> {
    let times = alert_times(rng, r, start, end, threats.len());
    let phase = || {
        let mut phase = Phase::new(start, end);
        for &at in &times {
            phase.take_threat(at);
        }
        phase
    };
    let placed = phase()
        .place(items, Some(rng))
        .or_else(|| phase().place(items, None))
        .unwrap_or_else(|| phase().place_what_fits(items));
    threats
        .iter()
        .zip(&times)
        .map(|(&t, &at)| Event {
            at,
            kind: EventKind::Threat(t),
        })
        .chain(placed.into_iter().map(|(at, kind)| Event { at, kind }))
        .collect()
}
