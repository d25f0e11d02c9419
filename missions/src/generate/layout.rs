//! When things happen in a generated mission: threat times, then the other events fitted
//! around them on the 5-second grid.

use engine::{Draw, ShipRng};

use crate::track::EventKind;

/// The grid every event of the CD sits on.
pub(crate) const GRID: u32 = 5;

/// Seconds the generator keeps free for each announcement. Wider than the validator's
/// ([`crate::track::reserved`]) and as the CD spaces them (`docs/missions.md` §3, step 7), so
/// a generated track passes validation with a margin.
pub(crate) mod room {
    /// The start announcement: nothing before 0:10.
    pub(crate) const START: u32 = 10;
    /// A threat announcement.
    pub(crate) const THREAT: u32 = 15;
    /// A data transfer.
    pub(crate) const DATA_TRANSFER: u32 = 15;
    /// Incoming data.
    pub(crate) const INCOMING_DATA: u32 = 10;
    /// After a blackout, for "communications restored".
    pub(crate) const COMMS_RESTORED: u32 = 5;
    /// Each phase warning.
    pub(crate) const WARNING: u32 = 5;
    /// The countdown, from this long before the phase end (it starts at end − 7) ...
    pub(crate) const COUNTDOWN_BEFORE: u32 = 10;
    /// ... to this long after it ("next phase begins").
    pub(crate) const COUNTDOWN_AFTER: u32 = 5;
}

/// The latest a threat may start so that its announcement ends before the one-minute warning.
pub(crate) const LAST_THREAT_BEFORE_END: u32 = 60 + room::THREAT;
/// An ambush: the last threat of a phase right after the one-minute warning (`docs/missions.md` §2.2).
pub(crate) const AMBUSH_BEFORE_END: u32 = 55;
/// Gaps between consecutive threats of a phase, as on the CD.
pub(crate) const MIN_GAP: u32 = 25;
/// See [`MIN_GAP`].
pub(crate) const MAX_GAP: u32 = 90;

/// Gaps between `count` consecutive threats whose total lies in `lo..=hi`, each in
/// [`MIN_GAP`]..=[`MAX_GAP`] on the grid and around 55 s. Drawn freely, then scaled down
/// or topped up to fit: never a retry. `None` when no such gaps exist.
pub(crate) fn gaps(rng: &mut ShipRng, count: usize, lo: u32, hi: u32) -> Option<Vec<u32>> {
    let n = u32::try_from(count).ok()?;
    if n == 0 {
        return (lo == 0).then(Vec::new);
    }
    let (min_total, max_total) = (n * MIN_GAP, n * MAX_GAP);
    if hi < min_total || lo > max_total || lo > hi {
        return None;
    }
    // Extra seconds above the minimum gap: two dice give a bell around 32 (gaps around 57).
    let mut extra: Vec<u32> = (0..count)
        .map(|_| GRID * u32::try_from(rng.range(0, 6) + rng.range(0, 7)).unwrap_or(0))
        .collect();
    let room = hi - min_total;
    let total: u32 = extra.iter().sum();
    if total > room {
        for e in &mut extra {
            *e = (*e * room / total) / GRID * GRID;
        }
    }
    let need = lo.saturating_sub(min_total);
    let mut sum: u32 = extra.iter().sum();
    let mut i = usize::try_from(rng.below(n.into())).unwrap_or(0);
    // Top up in grid steps, round robin; each pass adds at least one step while below `need`,
    // and `need <= n * (MAX_GAP - MIN_GAP)` bounds the passes.
    while sum < need {
        if let Some(e) = extra.get_mut(i % count)
            && *e < MAX_GAP - MIN_GAP
        {
            *e += GRID;
            sum += GRID;
        }
        i += 1;
    }
    Some(extra.into_iter().map(|e| MIN_GAP + e).collect())
}

/// One event still to be placed in a phase, with the room it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Item {
    pub(crate) kind: EventKind,
    pub(crate) room: u32,
}

impl Item {
    pub(crate) fn new(kind: EventKind) -> Self {
        let room = match kind {
            EventKind::Threat(_) => room::THREAT,
            EventKind::IncomingData => room::INCOMING_DATA,
            EventKind::DataTransfer => room::DATA_TRANSFER,
            EventKind::CommsDown { seconds } => seconds + room::COMMS_RESTORED,
        };
        Item { kind, room }
    }
}

/// The 5-second slots of one phase, free or taken.
#[derive(Debug, Clone)]
pub(crate) struct Phase {
    start: u32,
    free: Vec<bool>,
    /// Threat times, to put incoming data right before a threat as the CD often does.
    threats: Vec<u32>,
}

impl Phase {
    /// An empty phase from `start` to `end` with its derived announcements already taken:
    /// the previous countdown's tail (or the start announcement), both warnings and the
    /// countdown.
    pub(crate) fn new(start: u32, end: u32) -> Self {
        let slots = usize::try_from(end.saturating_sub(start) / GRID).unwrap_or(0);
        let mut phase = Phase {
            start,
            free: vec![true; slots],
            threats: Vec::new(),
        };
        let head = if start == 0 {
            room::START
        } else {
            room::COUNTDOWN_AFTER
        };
        phase.take(start, head);
        phase.take(end.saturating_sub(60), room::WARNING);
        phase.take(end.saturating_sub(20), room::WARNING);
        phase.take(
            end.saturating_sub(room::COUNTDOWN_BEFORE),
            room::COUNTDOWN_BEFORE,
        );
        phase
    }

    fn range(&self, at: u32, room: u32) -> Option<std::ops::Range<usize>> {
        let first = usize::try_from(at.checked_sub(self.start)? / GRID).ok()?;
        let count = usize::try_from(room.div_ceil(GRID)).ok()?;
        (first + count <= self.free.len()).then_some(first..first + count)
    }

    fn take(&mut self, at: u32, room: u32) {
        if let Some(range) = self.range(at, room) {
            for slot in self.free.get_mut(range).into_iter().flatten() {
                *slot = false;
            }
        }
    }

    /// Marks a threat announcement at `at`.
    pub(crate) fn take_threat(&mut self, at: u32) {
        self.take(at, room::THREAT);
        self.threats.push(at);
    }

    /// Every start where `item` fits, with a preference weight, into `out` (cleared first).
    /// One pass from the end counts the free slots from each slot on, so checking a start
    /// costs one comparison instead of a look at every slot the item would take: this runs
    /// for every item of every generated mission.
    fn starts(&self, item: &Item, out: &mut Vec<(u32, u64)>) {
        out.clear();
        let need = usize::try_from(item.room.div_ceil(GRID)).unwrap_or(usize::MAX);
        let favoured_kind = item.kind == EventKind::IncomingData;
        let mut run = 0usize;
        // From the last slot back, then reversed: the starts come out earliest first.
        let slots = u32::try_from(self.free.len()).unwrap_or(0);
        for (i, &free) in (0..slots).zip(&self.free).rev() {
            run = if free { run + 1 } else { 0 };
            if run < need {
                continue;
            }
            let at = self.start + i * GRID;
            let favoured = favoured_kind
                && (self.threats.contains(&(at + item.room))
                    || at == self.start + room::COUNTDOWN_AFTER);
            out.push((at, if favoured { 4 } else { 1 }));
        }
        out.reverse();
    }

    /// Places `items` (largest first) at random free starts, or, without a generator, each at
    /// the earliest start where it fits (first-fit decreasing, which packs tightest). Returns
    /// the placed events, or `None` when one did not fit.
    pub(crate) fn place(
        mut self,
        items: &[Item],
        mut rng: Option<&mut ShipRng>,
    ) -> Option<Vec<(u32, EventKind)>> {
        let mut items = items.to_vec();
        items.sort_by_key(|i| std::cmp::Reverse(i.room));
        let mut out = Vec::with_capacity(items.len());
        let mut starts = Vec::new();
        let mut weights = Vec::new();
        for item in items {
            self.starts(&item, &mut starts);
            let at = match rng.as_deref_mut() {
                Some(rng) => {
                    weights.clear();
                    weights.extend(starts.iter().map(|&(_, w)| w));
                    starts.get(rng.weighted(&weights)?)?.0
                }
                None => starts.first()?.0,
            };
            self.take(at, item.room);
            out.push((at, item.kind));
        }
        Some(out)
    }

    /// Places each item that fits at its earliest start and leaves out the others: the
    /// generator's last resort, which keeps it total.
    pub(crate) fn place_what_fits(mut self, items: &[Item]) -> Vec<(u32, EventKind)> {
        let mut items = items.to_vec();
        items.sort_by_key(|i| std::cmp::Reverse(i.room));
        let mut out = Vec::with_capacity(items.len());
        let mut starts = Vec::new();
        for item in items {
            self.starts(&item, &mut starts);
            if let Some(&(at, _)) = starts.first() {
                self.take(at, item.room);
                out.push((at, item.kind));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ship_rng;

    #[test]
    fn the_starts_are_where_every_slot_the_item_takes_is_free() {
        let mut rng = ship_rng(11);
        let kinds = [
            EventKind::IncomingData,
            EventKind::DataTransfer,
            EventKind::CommsDown { seconds: 5 },
            EventKind::CommsDown { seconds: 35 },
        ];
        for _ in 0..500 {
            let start = 5 * u32::try_from(rng.range(0, 60)).unwrap();
            let end = start + 5 * u32::try_from(rng.range(20, 50)).unwrap();
            let mut phase = Phase::new(start, end);
            for _ in 0..rng.range(0, 5) {
                let at = start + 5 * u32::try_from(rng.range(0, 50)).unwrap();
                phase.take_threat(at);
            }
            for kind in kinds {
                let item = Item::new(kind);
                let mut starts = Vec::new();
                phase.starts(&item, &mut starts);
                // Slot by slot, as the placing was first written.
                let slots = u32::try_from(phase.free.len()).unwrap();
                let expected: Vec<u32> = (0..slots)
                    .map(|i| start + i * GRID)
                    .filter(|&at| {
                        phase
                            .range(at, item.room)
                            .and_then(|r| phase.free.get(r))
                            .is_some_and(|slots| slots.iter().all(|&f| f))
                    })
                    .collect();
                let got: Vec<u32> = starts.iter().map(|&(at, _)| at).collect();
                assert_eq!(got, expected, "{kind:?} in {start}-{end}");
            }
        }
    }
}
