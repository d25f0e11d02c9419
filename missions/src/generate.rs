//! Random missions with the profile of the CD's eight missions.
//!
//! # How a mission is made
//!
//! Everything comes from one [`ShipRng`] seeded with the caller's seed, so a seed always
//! gives the same track. Each step builds its part directly from the constraints of
//! `docs/missions.md` §2.2 and §3 instead of drawing freely and checking afterwards; the only
//! search is a depth-first placement of eight turns with a step budget, so generation always
//! ends, and quickly.
//!
//! 1. **Phases.** Each length is the sum of two dice on the 5-second grid, which gives a bell
//!    over the CD's ranges: phase 1 205-240 s, phase 2 215-235 s, phase 3 140-155 s.
//! 2. **Threat mix.** The number of serious threats is drawn with the CD's weights (for 8
//!    points 1, 2 or 3 serious threats as 2 : 4 : 2), normal threats make up the points, and
//!    one or two of them become internal (one internal, one serious internal, two internal,
//!    or one of each, as often as on the CD).
//! 3. **Turns.** The threats are dealt onto turns 1-8 by a depth-first search that visits the
//!    turns in order and, at each, tries "no threat" or one of the classes still to place, in a
//!    random order weighted by how many are left. It prunes as soon as a class can no longer
//!    fit its window (serious internal 3-6, internal and serious external 2-7, normal external
//!    1-8), two internal threats would be adjacent, or a half (turns 1-4, 5-8) would not hold
//!    2-4 threats worth about half the points. If the random order exhausts its step budget the
//!    same search runs in a fixed order, which a test shows finds a layout for every mix.
//! 4. **Names.** External threats get zones in turn order, never a third threat in one zone
//!    and the zone of the previous external threat only one time in ten. One normal threat,
//!    chosen at random, becomes the unconfirmed report.
//! 5. **Threat times.** The first threat of phase 1 comes at 0:10 (sometimes 0:20), the first
//!    of phase 2 5-40 s into the phase. The gaps to the next threats are drawn around 55 s in
//!    25-90 s and scaled down, if needed, so that every announcement ends before the one-minute
//!    warning. A phase whose last threat is a normal external one on turn 4 or 8 may instead
//!    end with an ambush announced 55 s before the phase end, right after that warning.
//! 6. **Data and blackouts.** Incoming data and data transfers are counted out per phase
//!    (2-3 and 3-4 in all; phase 1 always gets incoming data, phase 2 a transfer, phase 3 one
//!    or two data events). 45-65 s of communications-down are dealt in 5-second chunks, at
//!    least 20 s of them to phase 3, and each phase's share is cut into one or two blackouts.
//! 7. **Layout.** Each phase is a row of 5-second slots in which the start announcement (or
//!    the previous countdown's tail), the warnings, the countdown and the threats are already
//!    taken. The other events, longest first, each go to a random start where their reserved
//!    room is free (incoming data preferably right before a threat or right after the phase
//!    change). Should an event find no room, the phase is packed again first-fit; should that
//!    fail too, with the threats as close together as allowed. Those fallbacks keep the
//!    generator total; the property test of 10,000 missions never needs the last one.

mod double_action;
mod double_action_profile;
mod layout;
mod mix;
mod profile;

use engine::{Draw, ShipRng, ThreatZone, Zone, ship_rng};
use strum::VariantArray;

use crate::track::{Event, EventKind, ThreatEvent, Track, TrackKind};
use layout::{AMBUSH_BEFORE_END, GRID, Item, LAST_THREAT_BEFORE_END, MIN_GAP, Phase, gaps};
use mix::{Class, Turns, assign_turns, candidate_mixes, canonical_turns};

pub use double_action::{DoubleActionLevel, Recipe, Span, generate_double_action};
pub use double_action_profile::double_action_violations;
pub use profile::{profile_violations, profile_violations_for};

/// What kind of mission to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The crew size, 4 or 5. With fewer than 5 the unconfirmed report is not a threat (R8);
    /// more than 5 counts as 5.
    pub players: u8,
    /// The threat points the crew faces (normal threat 1, serious 2). The mission always
    /// holds one unconfirmed report worth 1 point, which only a crew of 5 faces: the default
    /// 8 for 5 players and 7 for 4 give the same 8-point track, as on the CD.
    pub difficulty: u8,
}

impl GenerateOptions {
    /// The CD's difficulty for `players`: 8 threat points for 5 players, 7 for 4.
    pub fn new(players: u8) -> Self {
        GenerateOptions {
            players,
            difficulty: if players < 5 { 7 } else { 8 },
        }
    }

    /// The same options with another difficulty.
    pub fn with_difficulty(self, difficulty: u8) -> Self {
        GenerateOptions { difficulty, ..self }
    }

    /// The difficulties the generator supports for this crew, inclusive: 6-10 threat points
    /// for 5 players, 5-9 for 4. Values outside are clamped.
    pub fn difficulty_range(&self) -> (u8, u8) {
        let unconfirmed = u8::from(self.players < 5);
        (mix::MIN_POINTS - unconfirmed, mix::MAX_POINTS - unconfirmed)
    }

    /// The threat points of the track, the unconfirmed report included.
    pub fn track_points(&self) -> u8 {
        let unconfirmed = u8::from(self.players < 5);
        self.difficulty
            .saturating_add(unconfirmed)
            .clamp(mix::MIN_POINTS, mix::MAX_POINTS)
    }
}

impl Default for GenerateOptions {
    /// Five players at the CD's difficulty.
    fn default() -> Self {
        GenerateOptions::new(5)
    }
}

/// A random mission for `options`; the same options and seed always give the same track.
/// See the module documentation for how it is made.
pub fn generate(options: &GenerateOptions, seed: u64) -> Track {
    let mut rng = ship_rng(seed);
    let points = options.track_points();
    let phases = draw_phases(&mut rng);
    let turns = draw_turns(&mut rng, points);
    let threats = name_threats(&mut rng, &turns);
    let mut items = draw_data(&mut rng);
    for (phase, blackouts) in items.iter_mut().zip(draw_comms(&mut rng)) {
        phase.extend(blackouts);
    }

    let mut events = Vec::new();
    let mut start = 0;
    for (i, (&end, items)) in phases.iter().zip(&items).enumerate() {
        let half: Vec<(u8, ThreatEvent)> = threats
            .iter()
            .copied()
            .filter(|(turn, _)| usize::from(turn.saturating_sub(1) / 4) == i)
            .collect();
        events.extend(lay_out_phase(&mut rng, start, end, &half, items));
        start = end;
    }
    events.sort_by_key(|e| e.at);
    Track {
        name: format!("Random mission {seed}"),
        kind: TrackKind::Mission,
        modules: engine::Modules::BASE,
        phases: phases.to_vec(),
        soundtrack: None,
        events,
    }
}

/// A length on the grid: `base` plus the sum of two dice `0..=a` and `0..=b` grid steps.
fn bell(rng: &mut ShipRng, base: u32, a: i64, b: i64) -> u32 {
    base + GRID * u32::try_from(rng.range(0, a) + rng.range(0, b)).unwrap_or(0)
}

/// The phase ends: lengths 205-240, 215-235 and 140-155 s.
fn draw_phases(rng: &mut ShipRng) -> [u32; 3] {
    let p1 = bell(rng, 205, 3, 4);
    let p2 = bell(rng, 215, 2, 2);
    let p3 = bell(rng, 140, 1, 2);
    [p1, p1 + p2, p1 + p2 + p3]
}

/// CD mission 1's threats: the safety net should no mix have a layout (a test shows every
/// mix has one, so this is never used).
const SAFETY_NET: Turns = [
    None,
    Some(Class::Serious),
    Some(Class::Internal),
    Some(Class::Normal),
    Some(Class::Internal),
    Some(Class::Normal),
    Some(Class::Serious),
    None,
];

fn draw_turns(rng: &mut ShipRng, points: u8) -> Turns {
    let mixes = candidate_mixes(points);
    let weights: Vec<u64> = mixes.iter().map(|(_, w)| *w).collect();
    let chosen = rng.weighted(&weights).and_then(|i| mixes.get(i));
    if let Some(turns) = chosen.and_then(|(mix, _)| assign_turns(rng, mix, points)) {
        return turns;
    }
    mixes
        .iter()
        .find_map(|(mix, _)| canonical_turns(mix, points))
        .unwrap_or(SAFETY_NET)
}

/// Deals external threats to zones, one at a time: how many each zone holds so far and which
/// zone had the last one weigh the draw (each generator profile gives its own weights).
#[derive(Debug, Default)]
pub(crate) struct ZoneDealer {
    per_zone: [u8; 3],
    previous: Option<Zone>,
}

impl ZoneDealer {
    /// Draws the next threat's zone; `weight(held, again)` is a zone's weight, from the
    /// threats it holds and whether it had the previous one. A draw with no weight at all
    /// falls back to white (the profiles keep a zone with room).
    pub(crate) fn deal(&mut self, rng: &mut ShipRng, weight: impl Fn(u8, bool) -> u64) -> Zone {
        let weights: Vec<u64> = Zone::VARIANTS
            .iter()
            .map(|&z| weight(self.per_zone[z.index()], Some(z) == self.previous))
            .collect();
        let zone = rng
            .weighted(&weights)
            .and_then(|i| Zone::VARIANTS.get(i).copied())
            .unwrap_or(Zone::White);
        self.per_zone[zone.index()] += 1;
        self.previous = Some(zone);
        zone
    }
}

/// Zones and the unconfirmed report for the threats on `turns`; returns `(turn, threat)` in
/// turn order.
fn name_threats(rng: &mut ShipRng, turns: &Turns) -> Vec<(u8, ThreatEvent)> {
    let mut zones = ZoneDealer::default();
    let mut out = Vec::new();
    for (turn, class) in (1u8..).zip(turns) {
        let Some(class) = *class else { continue };
        let zone = if class.internal() {
            ThreatZone::Internal
        } else {
            // At most 6 external threats, so a zone with room always remains.
            ThreatZone::External(zones.deal(rng, |held, again| match (held < 2, again) {
                (true, true) => 1,
                (true, false) => 9,
                (false, _) => 0,
            }))
        };
        out.push((
            turn,
            ThreatEvent {
                turn,
                zone,
                serious: class.points() == 2,
                unconfirmed: false,
            },
        ));
    }
    let normal: Vec<usize> = out
        .iter()
        .enumerate()
        .filter(|(_, (_, t))| !t.serious)
        .map(|(i, _)| i)
        .collect();
    let pick = usize::try_from(rng.below(normal.len() as u64)).unwrap_or(0);
    if let Some((_, t)) = normal.get(pick).and_then(|&i| out.get_mut(i)) {
        t.unconfirmed = true;
    }
    out
}

/// Incoming data and data transfers per phase (`docs/missions.md` §2.2): 2-3 incoming data (phase 1
/// 1-3, phase 2 0-2, phase 3 0-1) and 3-4 transfers (phase 1 0-1, phase 2 1-2, phase 3 0-2),
/// at least one data event in every phase.
fn draw_data(rng: &mut ShipRng) -> [Vec<Item>; 3] {
    // The totals as the Python player draws them: (2, 3) : (3, 3) : (2, 4) = 1 : 4 : 3.
    let totals = [(2u8, 3u8), (3, 3), (2, 4)];
    let (incoming, transfers) = rng
        .weighted(&[1, 4, 3])
        .and_then(|i| totals.get(i).copied())
        .unwrap_or((3, 3));
    // Phase 3's data as on the CD: a transfer (5 of 8), two (1), incoming data (1), both (1);
    // only the choices that leave the other phases within their limits.
    let third = [((0u8, 1u8), 5u64), ((0, 2), 1), ((1, 0), 1), ((1, 1), 1)];
    let weights: Vec<u64> = third
        .iter()
        .map(|&((id, dt), w)| {
            let ok = id < incoming && dt < transfers && transfers - dt <= 3;
            if ok { w } else { 0 }
        })
        .collect();
    let (id3, dt3) = rng
        .weighted(&weights)
        .and_then(|i| third.get(i))
        .map(|&(c, _)| c)
        .unwrap_or((0, 1));
    // Phase 1 has incoming data and phase 2 a transfer; the rest go where there is room.
    let mut id = [1u8, 0, id3];
    let mut dt = [0u8, 1, dt3];
    for _ in 0..incoming.saturating_sub(1 + id3) {
        let w = [u64::from(id[0] < 3), u64::from(id[1] < 2)];
        if let Some(p) = rng.weighted(&w).and_then(|i| id.get_mut(i)) {
            *p += 1;
        }
    }
    for _ in 0..transfers.saturating_sub(1 + dt3) {
        let w = [3 * u64::from(dt[0] < 1), u64::from(dt[1] < 2)];
        if let Some(p) = rng.weighted(&w).and_then(|i| dt.get_mut(i)) {
            *p += 1;
        }
    }
    let mut out: [Vec<Item>; 3] = Default::default();
    for ((phase, &n_id), &n_dt) in out.iter_mut().zip(&id).zip(&dt) {
        phase.extend((0..n_id).map(|_| Item::new(EventKind::IncomingData)));
        phase.extend((0..n_dt).map(|_| Item::new(EventKind::DataTransfer)));
    }
    out
}

/// Communications-down per phase: 45-65 s in all, 20-40 s of it in phase 3 and at most 25 s
/// in each of phases 1 and 2, in 2-5 blackouts of 5-30 s.
fn draw_comms(rng: &mut ShipRng) -> [Vec<Item>; 3] {
    let totals = [45u32, 50, 55, 60, 65];
    let total = rng
        .weighted(&[1, 2, 2, 2, 1])
        .and_then(|i| totals.get(i).copied())
        .unwrap_or(55);
    let caps = [25u32, 25, 40];
    let mut share = [0u32, 0, 20];
    for _ in 0..(total - 20) / GRID {
        let weights: Vec<u64> = share
            .iter()
            .zip(caps)
            .zip([1u64, 2, 3])
            .map(|((&s, cap), w)| if s < cap { w } else { 0 })
            .collect();
        if let Some(s) = rng.weighted(&weights).and_then(|i| share.get_mut(i)) {
            *s += GRID;
        }
    }
    // Cut each share into one or two blackouts; phase 3 first, as it holds the most, and never
    // more than five in all.
    let mut out: [Vec<Item>; 3] = Default::default();
    let mut count = share.iter().filter(|&&s| s > 0).count();
    for i in [2usize, 1, 0] {
        let Some(&s) = share.get(i) else { continue };
        if s == 0 {
            continue;
        }
        // Chances in tenths of splitting a share of 20, 25, 30, 35 or 40 s.
        let tenths = match s {
            20 => 3,
            25 => 6,
            30 => 8,
            35 | 40 => 10,
            _ => 0,
        };
        let pieces = if count < 5 && rng.chance(tenths, 10) {
            count += 1;
            let piece = if s > 30 { 20 } else { 10 };
            vec![piece, s - piece]
        } else {
            vec![s]
        };
        if let Some(phase) = out.get_mut(i) {
            let mut pieces = pieces;
            rng.shuffle(&mut pieces);
            phase.extend(
                pieces
                    .into_iter()
                    .map(|seconds| Item::new(EventKind::CommsDown { seconds })),
            );
        }
    }
    out
}

/// How the first threat of a phase is timed: 0:10 or 0:20 in phase 1, 5-40 s after the start
/// of phase 2, with the CD's frequencies.
fn first_threat(rng: &mut ShipRng, start: u32) -> u32 {
    if start == 0 {
        if rng.chance(1, 4) { 20 } else { 10 }
    } else {
        let offsets = [5u32, 10, 15, 20, 25, 30, 40];
        let i = rng.weighted(&[3, 1, 2, 1, 1, 1, 1]).unwrap_or(0);
        start + offsets.get(i).copied().unwrap_or(5)
    }
}

/// Times for the threats of one phase (see step 5). `compact` puts them as early and close as
/// allowed, which leaves the most room for the other events.
fn threat_times(
    rng: &mut ShipRng,
    start: u32,
    end: u32,
    threats: &[(u8, ThreatEvent)],
    compact: bool,
) -> Vec<u32> {
    let count = threats.len();
    if count == 0 {
        return Vec::new();
    }
    let first = if compact {
        start + if start == 0 { 10 } else { 5 }
    } else {
        first_threat(rng, start)
    };
    let latest = end.saturating_sub(LAST_THREAT_BEFORE_END);
    let compact_times = || {
        (0..count)
            .map(|i| first + MIN_GAP * u32::try_from(i).unwrap_or(0))
            .collect()
    };
    if compact {
        return compact_times();
    }
    // An ambush: the last threat is a normal external one on the half's last turn.
    let ambush_possible = count >= 2
        && threats.last().is_some_and(|(turn, t)| {
            turn % 4 == 0 && !t.serious && matches!(t.zone, ThreatZone::External(_))
        });
    if ambush_possible && rng.chance(1, 4) {
        let ambush = end.saturating_sub(AMBUSH_BEFORE_END);
        // The threat before the ambush comes 25-90 s before it and before the latest time.
        let lo = ambush.saturating_sub(layout::MAX_GAP).saturating_sub(first);
        let hi = latest.min(ambush.saturating_sub(MIN_GAP));
        if hi >= first
            && let Some(g) = gaps(rng, count - 2, lo, hi - first)
        {
            let mut times = vec![first];
            for gap in g {
                let last = times.last().copied().unwrap_or(first);
                times.push(last + gap);
            }
            times.push(ambush);
            return times;
        }
    }
    match gaps(rng, count - 1, 0, latest.saturating_sub(first)) {
        Some(g) => {
            let mut times = vec![first];
            for gap in g {
                let last = times.last().copied().unwrap_or(first);
                times.push(last + gap);
            }
            times
        }
        None => compact_times(),
    }
}

/// The events of one phase: its threats at their times and the other items fitted around
/// them (step 7, with its fallbacks).
fn lay_out_phase(
    rng: &mut ShipRng,
    start: u32,
    end: u32,
    threats: &[(u8, ThreatEvent)],
    items: &[Item],
) -> Vec<Event> {
    let attempt = |times: &[u32], rng: Option<&mut ShipRng>| {
        let mut phase = Phase::new(start, end);
        for &at in times {
            phase.take_threat(at);
        }
        phase.place(items, rng)
    };
    let times = threat_times(rng, start, end, threats, false);
    let placed = attempt(&times, Some(rng))
        .map(|p| (times.clone(), p))
        .or_else(|| attempt(&times, None).map(|p| (times, p)));
    let (times, placed) = match placed {
        Some(found) => found,
        None => {
            let times = threat_times(rng, start, end, threats, true);
            // The last resort keeps what fits (see the module documentation).
            let placed = attempt(&times, None).unwrap_or_else(|| {
                let mut phase = Phase::new(start, end);
                for &at in &times {
                    phase.take_threat(at);
                }
                phase.place_what_fits(items)
            });
            (times, placed)
        }
    };
    threats
        .iter()
        .zip(times)
        .map(|(&(_, t), at)| Event {
            at,
            kind: EventKind::Threat(t),
        })
        .chain(placed.into_iter().map(|(at, kind)| Event { at, kind }))
        .collect()
}
