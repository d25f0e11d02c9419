//! Whether an achievement's conditions hold on a run (the judged flag aside: the crew's
//! tick stands in for it).

use crate::{Achievement, Catalog, Category, Explorer, MissionFacts, Need, Run, RunKind, Seat};

/// What a condition is checked against.
pub(crate) struct Context<'a> {
    pub explorer: &'a Explorer,
    pub run: &'a Run,
    pub seat: &'a Seat,
    pub catalog: &'a Catalog,
}

/// The conditions of the achievement hold on the run (eligibility aside: once per career,
/// level, one per category are the caller's).
pub(crate) fn holds(a: &Achievement, cx: &Context<'_>) -> bool {
    match a.category {
        Category::Missions => cx.run.missions.iter().any(|m| {
            m.survived
                && fits(a, m)
                && (a.needs.contains(&Need::Easy) || m.full_threat_count())
                && (!a.needs.contains(&Need::Perfect) || m.penalties == 0)
        }),
        Category::Campaigns => campaign_holds(a, cx.run),
        Category::Addiction => a.needs.iter().all(|n| addiction_need(*n, cx)),
        Category::Social | Category::CloseCalls | Category::HotShots | Category::Expert => {
            a.needs.iter().all(|n| match *n {
                Need::Humans(h) => cx.run.humans() == h,
                Need::HumansAtLeast(h) => cx.run.humans() >= h,
                Need::Used(s, advanced) => cx
                    .seat
                    .used
                    .iter()
                    .any(|u| u.specialization == s && u.advanced == advanced),
                // What these categories do not check: met.
                Need::Crew(_)
                | Need::Double
                | Need::Easy
                | Need::Pool(_)
                | Need::Perfect
                | Need::DifferentPools
                | Need::MissionsAtLeast(_)
                | Need::Judged
                | Need::Runs(_)
                | Need::Campaigns(_)
                | Need::Clones(_)
                | Need::Days(_)
                | Need::Basic(_)
                | Need::Advanced(_)
                | Need::Collector
                | Need::Addict => true,
            })
        }
    }
}

/// A mission meets the mission-level conditions: crew, humans, double actions, pools.
fn fits(a: &Achievement, m: &MissionFacts) -> bool {
    a.needs.iter().all(|n| match *n {
        Need::Humans(h) => m.humans == h,
        Need::HumansAtLeast(h) => m.humans >= h,
        Need::Crew(c) => m.crew == c,
        Need::Double => m.double_actions,
        Need::Pool(p) => p.admits(m.common) && p.admits(m.serious),
        // Not one mission's conditions (`holds` checks easy and perfect itself): met.
        Need::Easy
        | Need::Perfect
        | Need::DifferentPools
        | Need::MissionsAtLeast(_)
        | Need::Judged
        | Need::Used(..)
        | Need::Runs(_)
        | Need::Campaigns(_)
        | Need::Clones(_)
        | Need::Days(_)
        | Need::Basic(_)
        | Need::Advanced(_)
        | Need::Collector
        | Need::Addict => true,
    })
}

fn campaign_holds(a: &Achievement, run: &Run) -> bool {
    if !matches!(run.kind, RunKind::Campaign { .. }) || !run.full_campaign() {
        return false;
    }
    let every = run
        .missions
        .iter()
        .all(|m| fits(a, m) && m.full_threat_count());
    let missions = a.needs.iter().all(|n| match *n {
        Need::MissionsAtLeast(k) => run.flown() >= k,
        Need::Perfect => run.missions.iter().all(|m| m.penalties == 0),
        Need::DifferentPools => {
            let mut pairs: Vec<_> = run.missions.iter().map(|m| (m.common, m.serious)).collect();
            pairs.sort_unstable();
            pairs.dedup();
            pairs.len() == run.missions.len()
        }
        // Each mission's own facts: checked by `fits` above.
        Need::Humans(_) | Need::HumansAtLeast(_) | Need::Crew(_) | Need::Double | Need::Pool(_) => {
            true
        }
        // Not checked for a campaign: met.
        Need::Easy
        | Need::Judged
        | Need::Used(..)
        | Need::Runs(_)
        | Need::Campaigns(_)
        | Need::Clones(_)
        | Need::Days(_)
        | Need::Basic(_)
        | Need::Advanced(_)
        | Need::Collector
        | Need::Addict => true,
    });
    every && missions
}

fn addiction_need(need: Need, cx: &Context<'_>) -> bool {
    let e = cx.explorer;
    let earned = |category: Category| {
        e.achievements
            .iter()
            .filter_map(|id| cx.catalog.get(id))
            .filter(|x| x.category == category)
            .collect::<Vec<_>>()
    };
    let expert = |advanced: bool| {
        let n = earned(Category::Expert)
            .iter()
            .filter(|x| {
                x.needs
                    .iter()
                    .any(|n| matches!(n, Need::Used(_, a) if *a == advanced))
            })
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    };
    let others = Category::ALL
        .into_iter()
        .filter(|c| *c != Category::Addiction);
    match need {
        Need::Runs(n) => e.record.successful_runs >= n,
        Need::Campaigns(n) => e.record.full_campaigns >= n,
        Need::Clones(n) => e.clones >= n,
        Need::Days(n) => e
            .record
            .first_success_at
            .is_some_and(|first| cx.run.at - first >= i64::from(n) * 86_400),
        Need::Basic(n) => expert(false) >= n,
        Need::Advanced(n) => expert(true) >= n,
        Need::Collector => others.clone().all(|c| !earned(c).is_empty()),
        Need::Addict => others.clone().all(|c| {
            let total = cx.catalog.of(c).count();
            let wanted = if c == Category::CloseCalls {
                2
            } else {
                total.div_ceil(2)
            };
            earned(c).len() >= wanted
        }),
        // Not a career's conditions: met.
        Need::Humans(_)
        | Need::HumansAtLeast(_)
        | Need::Crew(_)
        | Need::Double
        | Need::Easy
        | Need::Pool(_)
        | Need::Perfect
        | Need::DifferentPools
        | Need::MissionsAtLeast(_)
        | Need::Judged
        | Need::Used(..) => true,
    }
}
