//! The threats of a double-action mission and their turns (step 3 of the recipe in the
//! parent module): a mix of classes with its unconfirmed reports, dealt onto turns and
//! checked as a whole, then given their zones.

use engine::{Draw, ShipRng, ThreatZone};

use super::{DoubleActionLevel, Recipe, pick};
use crate::generate::mix::Class;
use crate::track::ThreatEvent;

/// The turns a threat of `class` may appear on in a double-action mission: normal external
/// 1-8, serious external and normal internal 2-8, serious internal 3-7.
pub(in crate::generate) fn window(class: Class) -> (u8, u8) {
    match class {
        Class::Normal => (1, 8),
        Class::Serious | Class::Internal => (2, 8),
        Class::SeriousInternal => (3, 7),
    }
}

/// One threat of the mission before it has a time: its class, whether it is an unconfirmed
/// report, and its turn once dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Threat {
    class: Class,
    unconfirmed: bool,
    turn: u8,
}

/// The threats and their turns (step 3): a mix drawn and dealt onto turns, up to a bounded
/// number of tries. `None` if no try met every rule.
pub(super) fn draw_threats(rng: &mut ShipRng, r: &Recipe) -> Option<Vec<Threat>> {
    for _ in 0..40 {
        let mix = draw_mix(rng, r);
        for _ in 0..50 {
            let mut threats = mix.clone();
            if deal_turns(rng, r, &mut threats) && threats_fit(r, &threats) {
                threats.sort_by_key(|t| t.turn);
                return Some(threats);
            }
        }
    }
    None
}

/// The classes of the threats and which are unconfirmed reports.
fn draw_mix(rng: &mut ShipRng, r: &Recipe) -> Vec<Threat> {
    let points = r.confirmed_points + r.unconfirmed_points;
    let serious = pick(rng, r.serious);
    let count = points.saturating_sub(serious);
    let internal = pick(rng, r.internal).min(count);
    let serious_internal = pick(rng, (0, internal.min(serious).min(2)));
    let threat = |class| Threat {
        class,
        unconfirmed: false,
        turn: 0,
    };
    let mut out = Vec::new();
    out.extend((0..serious - serious_internal).map(|_| threat(Class::Serious)));
    out.extend((0..serious_internal).map(|_| threat(Class::SeriousInternal)));
    out.extend((0..internal - serious_internal).map(|_| threat(Class::Internal)));
    let normal = count.saturating_sub(serious + internal - serious_internal);
    out.extend((0..normal).map(|_| threat(Class::Normal)));
    // The unconfirmed reports: one serious threat, or two normal ones.
    let serious_at: Vec<usize> = (0..out.len())
        .filter(|&i| out[i].class.points() == 2)
        .collect();
    let normal_at: Vec<usize> = (0..out.len())
        .filter(|&i| out[i].class.points() == 1)
        .collect();
    let one_serious = !serious_at.is_empty() && (normal_at.len() < 2 || rng.chance(1, 2));
    let mut reports = if one_serious { serious_at } else { normal_at };
    rng.shuffle(&mut reports);
    reports.truncate(if one_serious { 1 } else { 2 });
    for i in reports {
        if let Some(t) = out.get_mut(i) {
            t.unconfirmed = true;
        }
    }
    out
}

/// Deals the threats onto turns: internal ones first, never adjacent; 1-2 of their turns
/// shared with an external threat; the other external threats on turns of their own.
fn deal_turns(rng: &mut ShipRng, r: &Recipe, threats: &mut [Threat]) -> bool {
    let mut internal_turns: Vec<u8> = Vec::new();
    let mut order: Vec<usize> = (0..threats.len()).collect();
    rng.shuffle(&mut order);
    // Narrow windows first: serious internal, internal, serious external, normal external.
    order.sort_by_key(|&i| std::cmp::Reverse(threats[i].class));
    let externals = threats.iter().filter(|t| !t.class.internal()).count();
    let shared = usize::try_from(pick(rng, r.shared)).unwrap_or(1);
    let mut external_turns: Vec<u8> = Vec::new();
    for i in order {
        let Some(t) = threats.get_mut(i) else {
            return false;
        };
        let (lo, hi) = window(t.class);
        let free: Vec<u8> = (lo..=hi)
            .filter(|&turn| {
                if t.class.internal() {
                    internal_turns.iter().all(|&o| o.abs_diff(turn) >= 2)
                } else {
                    !external_turns.contains(&turn)
                }
            })
            .collect();
        let pool: Vec<u8> = if t.class.internal() {
            free
        } else {
            // Shared turns first, until there are enough of them.
            let open_shared = shared.saturating_sub(
                external_turns
                    .iter()
                    .filter(|x| internal_turns.contains(x))
                    .count(),
            );
            let shared_free: Vec<u8> = free
                .iter()
                .copied()
                .filter(|x| internal_turns.contains(x))
                .collect();
            let alone: Vec<u8> = free
                .iter()
                .copied()
                .filter(|x| !internal_turns.contains(x))
                .collect();
            let left_after = externals.saturating_sub(external_turns.len() + 1);
            if open_shared > 0 && (left_after < open_shared || rng.chance(1, 2)) {
                shared_free
            } else {
                alone
            }
        };
        let Some(&turn) = pool.get(usize::try_from(rng.below(pool.len() as u64)).unwrap_or(0))
        else {
            return false;
        };
        t.turn = turn;
        if t.class.internal() {
            internal_turns.push(turn);
        } else {
            external_turns.push(turn);
        }
    }
    true
}

/// Whether dealt threats meet every rule of step 3 (checked again as a whole, whatever the
/// dealing did).
fn threats_fit(r: &Recipe, threats: &[Threat]) -> bool {
    let mut shared = 0;
    for turn in 1..=8u8 {
        let on: Vec<&Threat> = threats.iter().filter(|t| t.turn == turn).collect();
        let internal = on.iter().filter(|t| t.class.internal()).count();
        match (on.len(), internal) {
            (0 | 1, _) => {}
            (2, 1) => shared += 1,
            _ => return false,
        }
    }
    let half = |turns: std::ops::RangeInclusive<u8>| -> u32 {
        threats
            .iter()
            .filter(|t| turns.contains(&t.turn) && !t.unconfirmed)
            .map(|t| t.class.points())
            .sum()
    };
    let halves_ok = [half(1..=4), half(5..=8)]
        .iter()
        .all(|p| (r.half_points.0..=r.half_points.1).contains(p));
    let mut internal: Vec<u8> = threats
        .iter()
        .filter(|t| t.class.internal())
        .map(|t| t.turn)
        .collect();
    internal.sort_unstable();
    let apart = internal.windows(2).all(|w| w[1] >= w[0] + 2);
    let windows = threats.iter().all(|t| {
        let (lo, hi) = window(t.class);
        (lo..=hi).contains(&t.turn)
    });
    (r.shared.0..=r.shared.1).contains(&shared) && halves_ok && apart && windows
}

/// A layout of each level that meets every rule, should the random dealing fail (a test
/// shows it meets them; the random dealing has not been seen to fail).
pub(super) fn safety_net(level: DoubleActionLevel) -> Vec<Threat> {
    let t = |class, turn, unconfirmed| Threat {
        class,
        unconfirmed,
        turn,
    };
    match level {
        DoubleActionLevel::Easier => vec![
            t(Class::Serious, 2, false),
            t(Class::Normal, 3, true),
            t(Class::SeriousInternal, 3, false),
            t(Class::Normal, 4, false),
            t(Class::Normal, 6, false),
            t(Class::Normal, 7, true),
            t(Class::Serious, 8, false),
        ],
        DoubleActionLevel::Standard => vec![
            t(Class::Serious, 2, false),
            t(Class::Internal, 2, false),
            t(Class::Normal, 3, false),
            t(Class::Internal, 4, false),
            t(Class::Normal, 5, false),
            t(Class::Serious, 6, true),
            t(Class::Serious, 7, false),
            t(Class::Serious, 8, false),
        ],
    }
}

/// Zones for the external threats, in turn order: a zone holds at most three, and the zone of
/// the previous external threat is drawn one time in five. The two alerts of a double threat
/// come in either order.
pub(super) fn name_threats(rng: &mut ShipRng, threats: &[Threat]) -> Vec<ThreatEvent> {
    let mut zones = crate::generate::ZoneDealer::default();
    let mut out: Vec<ThreatEvent> = Vec::with_capacity(threats.len());
    for t in threats {
        let zone = if t.class.internal() {
            ThreatZone::Internal
        } else {
            ThreatZone::External(zones.deal(rng, |held, again| match (held < 3, again) {
                (true, true) => 1,
                (true, false) => 4,
                (false, _) => 0,
            }))
        };
        out.push(ThreatEvent {
            turn: t.turn,
            zone,
            serious: t.class.points() == 2,
            unconfirmed: t.unconfirmed,
        });
    }
    for i in 1..out.len() {
        if out[i - 1].turn == out[i].turn && rng.chance(1, 2) {
            out.swap(i - 1, i);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::ship_rng;

    #[test]
    fn the_safety_nets_meet_the_rules_of_their_level() {
        for level in [DoubleActionLevel::Easier, DoubleActionLevel::Standard] {
            let r = level.recipe();
            let net = safety_net(level);
            assert!(threats_fit(&r, &net), "{level:?}");
            let points: u32 = net.iter().map(|t| t.class.points()).sum();
            let reports: u32 = net
                .iter()
                .filter(|t| t.unconfirmed)
                .map(|t| t.class.points())
                .sum();
            assert_eq!(
                points,
                r.confirmed_points + r.unconfirmed_points,
                "{level:?}"
            );
            assert_eq!(reports, r.unconfirmed_points, "{level:?}");
        }
    }

    #[test]
    fn the_random_dealing_finds_threats_for_every_seed_tried() {
        for level in [DoubleActionLevel::Easier, DoubleActionLevel::Standard] {
            for seed in 0..300 {
                let mut rng = ship_rng(seed);
                assert!(
                    draw_threats(&mut rng, &level.recipe()).is_some(),
                    "{level:?} seed {seed}"
                );
            }
        }
    }
}
