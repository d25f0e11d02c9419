//! Which threats a generated mission has, and on which turns.

use engine::{Draw, ShipRng};
use strum::VariantArray;

/// The four classes of threat card the computer can announce.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, strum::VariantArray)]
pub(crate) enum Class {
    /// A normal external threat ("Threat").
    Normal,
    /// A serious external threat.
    Serious,
    /// A normal internal threat.
    Internal,
    /// A serious internal threat.
    SeriousInternal,
}

impl Class {
    pub(crate) fn of(serious: bool, internal: bool) -> Class {
        match (serious, internal) {
            (false, false) => Class::Normal,
            (true, false) => Class::Serious,
            (false, true) => Class::Internal,
            (true, true) => Class::SeriousInternal,
        }
    }

    pub(crate) fn points(self) -> u32 {
        match self {
            Class::Normal | Class::Internal => 1,
            Class::Serious | Class::SeriousInternal => 2,
        }
    }

    pub(crate) fn internal(self) -> bool {
        matches!(self, Class::Internal | Class::SeriousInternal)
    }

    /// The turns a threat of this class may appear on, as on the CD (`docs/missions.md` §2.2): a
    /// serious internal threat in 3-6, a normal internal or serious external in 2-7, a normal
    /// external threat anywhere in 1-8.
    pub(crate) fn turns(self) -> (u8, u8) {
        match self {
            Class::Normal => (1, 8),
            Class::Serious | Class::Internal => (2, 7),
            Class::SeriousInternal => (3, 6),
        }
    }

    fn index(self) -> usize {
        match self {
            Class::Normal => 0,
            Class::Serious => 1,
            Class::Internal => 2,
            Class::SeriousInternal => 3,
        }
    }
}

/// The threat points of a mission's threats, counting the unconfirmed report, that the
/// generator supports.
pub(crate) const MIN_POINTS: u8 = 6;
/// See [`MIN_POINTS`].
pub(crate) const MAX_POINTS: u8 = 10;

/// The number of serious threats a mission of `points` may have: at most 8 threats in all
/// (one per turn; the CD has 5-7 for 8 points), and at least one normal threat to be the
/// unconfirmed report. For 8 points that is 1-3, the CD's range.
pub(crate) fn serious_range(points: u8) -> (u8, u8) {
    let lo = points.saturating_sub(7).max(1);
    let hi = ((points.saturating_sub(1)) / 2).min(lo + 2);
    (lo, hi)
}

/// The threat points each half (turns 1-4, turns 5-8) may hold: about half of the total,
/// give or take one. For 8 points that is 3-5, the CD's range.
pub(crate) fn half_points_range(points: u8) -> (u32, u32) {
    let p = u32::from(points);
    (p.div_ceil(2).saturating_sub(1), p / 2 + 1)
}

/// How many threats of each class, indexed by [`Class::index`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Mix {
    pub(crate) counts: [u8; 4],
}

impl Mix {
    #[cfg(test)]
    pub(crate) fn count(&self, c: Class) -> u8 {
        self.counts.get(c.index()).copied().unwrap_or(0)
    }
}

/// The internal threats of a mission, with their CD frequencies: one internal threat (1 of 8
/// missions), one serious internal (2), two internal (3), one of each (2). At most one serious
/// internal threat and 1-3 internal points.
const INTERNALS: [((u8, u8), u64); 4] = [((1, 0), 1), ((0, 1), 2), ((2, 0), 3), ((1, 1), 2)];

/// Every mix the generator may draw for `points`, with its weight.
pub(crate) fn candidate_mixes(points: u8) -> Vec<(Mix, u64)> {
    let (lo, hi) = serious_range(points);
    // Bell-shaped around a quarter of the points, as the CD's {1: 2, 2: 4, 3: 2} for 8.
    let mode = (points + 2) / 4;
    let mut out = Vec::new();
    for serious in lo..=hi {
        let Some(normal) = points.checked_sub(2 * serious) else {
            continue;
        };
        let weight = if serious == mode { 4 } else { 2 };
        for ((it, sit), w) in INTERNALS {
            if it <= normal && sit <= serious {
                let counts = [normal - it, serious - sit, it, sit];
                out.push((Mix { counts }, weight * w));
            }
        }
    }
    out
}

/// Threats placed on turns 1-8 (`None`: no threat that turn).
pub(crate) type Turns = [Option<Class>; 8];

/// How many search steps one turn assignment may take before the generator gives up on the
/// random order and falls back to the canonical one (see [`assign_turns`]).
const STEP_BUDGET: u32 = 4_000;

struct Search<'a> {
    rng: Option<&'a mut ShipRng>,
    half: (u32, u32),
    steps: u32,
    turns: Turns,
}

impl Search<'_> {
    /// Depth-first over the turns: at `turn` (0-based), either leave it empty or put one of
    /// the remaining classes on it. Returns whether a complete assignment was found.
    fn place(&mut self, turn: usize, remaining: [u8; 4]) -> bool {
        self.steps += 1;
        if self.steps > STEP_BUDGET {
            return false;
        }
        // At the middle and at the end, the half just finished must be within its limits.
        if turn == 4 || turn == 8 {
            let half = self.turns.get(turn - 4..turn).unwrap_or(&[]);
            let count = half.iter().flatten().count();
            let points: u32 = half.iter().flatten().map(|c| c.points()).sum();
            if !(2..=4).contains(&count) || points < self.half.0 || points > self.half.1 {
                return false;
            }
        }
        let left: u32 = remaining.iter().map(|&n| u32::from(n)).sum();
        if turn == 8 {
            return left == 0;
        }
        // Every remaining threat still needs a turn inside its window.
        let t = u8::try_from(turn + 1).unwrap_or(u8::MAX);
        for &c in Class::VARIANTS {
            let need = remaining.get(c.index()).copied().unwrap_or(0);
            let (lo, hi) = c.turns();
            let from = t.max(lo);
            let open = if hi >= from { hi - from + 1 } else { 0 };
            if need > open {
                return false;
            }
        }
        let free = 8 - turn as u32;
        if left > free {
            return false;
        }
        let previous_internal = turn > 0
            && self
                .turns
                .get(turn - 1)
                .copied()
                .flatten()
                .is_some_and(Class::internal);
        let mut options: Vec<(Option<Class>, u64)> = vec![(None, u64::from(free - left))];
        for &c in Class::VARIANTS {
            let n = remaining.get(c.index()).copied().unwrap_or(0);
            let (lo, hi) = c.turns();
            if n > 0 && (lo..=hi).contains(&t) && !(c.internal() && previous_internal) {
                options.push((Some(c), u64::from(n)));
            }
        }
        for choice in self.order(options) {
            let mut next = remaining;
            if let Some(c) = choice
                && let Some(n) = next.get_mut(c.index())
            {
                *n -= 1;
            }
            if let Some(slot) = self.turns.get_mut(turn) {
                *slot = choice;
            }
            if self.place(turn + 1, next) {
                return true;
            }
        }
        if let Some(slot) = self.turns.get_mut(turn) {
            *slot = None;
        }
        false
    }

    /// The options in the order to try them: drawn by weight without replacement (so an empty
    /// turn is likelier while many turns are still free), or as given in the canonical search.
    fn order(&mut self, mut options: Vec<(Option<Class>, u64)>) -> Vec<Option<Class>> {
        let Some(rng) = self.rng.as_deref_mut() else {
            return options.into_iter().map(|(c, _)| c).collect();
        };
        let mut out = Vec::with_capacity(options.len());
        while !options.is_empty() {
            // Zero weights still get tried, last.
            let weights: Vec<u64> = options.iter().map(|(_, w)| w * 4 + 1).collect();
            let pick = rng.weighted(&weights).unwrap_or(0).min(options.len() - 1);
            out.push(options.remove(pick).0);
        }
        out
    }
}

/// Puts the threats of `mix` on turns 1-8: one per turn, each inside its class's window, no
/// internal threats on adjacent turns, and 2-4 threats with [`half_points_range`] points in
/// each half. A depth-first search in random order with a step budget; when the budget runs
/// out, the same search in canonical order (which a test shows succeeds for every mix).
pub(crate) fn assign_turns(rng: &mut ShipRng, mix: &Mix, points: u8) -> Option<Turns> {
    let half = half_points_range(points);
    let mut random = Search {
        rng: Some(rng),
        half,
        steps: 0,
        turns: [None; 8],
    };
    if random.place(0, mix.counts) {
        return Some(random.turns);
    }
    canonical_turns(mix, points)
}

/// The search in canonical order, without randomness (the fallback, and the test of every mix).
pub(crate) fn canonical_turns(mix: &Mix, points: u8) -> Option<Turns> {
    let mut search = Search {
        rng: None,
        half: half_points_range(points),
        steps: 0,
        turns: [None; 8],
    };
    search.place(0, mix.counts).then_some(search.turns)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cd_ranges_for_eight_points() {
        assert_eq!(serious_range(8), (1, 3));
        assert_eq!(half_points_range(8), (3, 5));
    }

    #[test]
    fn every_mix_of_every_difficulty_has_a_turn_layout() {
        for points in MIN_POINTS..=MAX_POINTS {
            let mixes = candidate_mixes(points);
            assert!(!mixes.is_empty(), "{points} points: no mix");
            for (mix, _) in mixes {
                let total: u32 = Class::VARIANTS
                    .iter()
                    .map(|&c| u32::from(mix.count(c)) * c.points())
                    .sum();
                assert_eq!(total, u32::from(points));
                assert!(
                    canonical_turns(&mix, points).is_some(),
                    "{points} points: {mix:?} has no layout"
                );
            }
        }
    }
}
