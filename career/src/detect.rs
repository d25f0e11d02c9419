//! Whether an achievement's conditions hold on a run (the judged flag aside: the crew's
//! tick stands in for it).
//!
//! Each check decides the family of [`Need`] it is about and lets the other families pass:
//! the matches name families, not long lists of conditions, and a condition added to a family
//! fails to compile until each check of that family decides it.

#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use crate::{
    Achievement, Catalog, Category, Explorer, MissionFacts, Need, Run, RunKind, Seat,
    catalog::{CareerNeed, MissionNeed, RunNeed},
};
use strum::VariantArray;

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
                && (a.needs.contains(&Need::Run(RunNeed::Easy)) || m.full_threat_count())
                && (!a.needs.contains(&Need::Run(RunNeed::Perfect)) || m.penalties == 0)
        }),
        Category::Campaigns => campaign_holds(a, cx.run),
        Category::Addiction => a.needs.iter().all(|n| match *n {
            Need::Career(need) => career_need(need, cx),
            // Not a career's conditions: met.
            Need::Mission(_) | Need::Run(_) | Need::Used(..) | Need::Judged => true,
        }),
        Category::Social | Category::CloseCalls | Category::HotShots | Category::Expert => {
            a.needs.iter().all(|n| match *n {
                Need::Mission(MissionNeed::Humans(h)) => cx.run.humans() == h,
                Need::Mission(MissionNeed::HumansAtLeast(h)) => cx.run.humans() >= h,
                Need::Used(s, advanced) => cx
                    .seat
                    .used
                    .iter()
                    .any(|u| u.specialization == s && u.advanced == advanced),
                // What these categories do not check: met.
                Need::Mission(
                    MissionNeed::Crew(_) | MissionNeed::Double | MissionNeed::Pool(_),
                )
                | Need::Run(_)
                | Need::Career(_)
                | Need::Judged => true,
            })
        }
    }
}

/// A mission meets the mission-level conditions: crew, humans, double actions, pools.
fn fits(a: &Achievement, m: &MissionFacts) -> bool {
    a.needs.iter().all(|n| match *n {
        Need::Mission(need) => match need {
            MissionNeed::Humans(h) => m.humans == h,
            MissionNeed::HumansAtLeast(h) => m.humans >= h,
            MissionNeed::Crew(c) => m.crew == c,
            MissionNeed::Double => m.double_actions,
            MissionNeed::Pool(p) => p.admits(m.common) && p.admits(m.serious),
        },
        // Not one mission's conditions (`holds` checks easy and perfect itself): met.
        Need::Run(_) | Need::Used(..) | Need::Career(_) | Need::Judged => true,
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
        Need::Run(RunNeed::MissionsAtLeast(k)) => run.flown() >= k,
        Need::Run(RunNeed::Perfect) => run.missions.iter().all(|m| m.penalties == 0),
        Need::Run(RunNeed::DifferentPools) => {
            let mut pairs: Vec<_> = run.missions.iter().map(|m| (m.common, m.serious)).collect();
            pairs.sort_unstable();
            pairs.dedup();
            pairs.len() == run.missions.len()
        }
        // Each mission's own facts: checked by `fits` above.
        Need::Mission(_) => true,
        // Not checked for a campaign: met.
        Need::Run(RunNeed::Easy) | Need::Used(..) | Need::Career(_) | Need::Judged => true,
    });
    every && missions
}

fn career_need(need: CareerNeed, cx: &Context<'_>) -> bool {
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
    let others = Category::VARIANTS
        .iter()
        .copied()
        .filter(|c| *c != Category::Addiction);
    match need {
        CareerNeed::Runs(n) => e.record.successful_runs >= n,
        CareerNeed::Campaigns(n) => e.record.full_campaigns >= n,
        CareerNeed::Clones(n) => e.clones >= n,
        CareerNeed::Days(n) => e
            .record
            .first_success_at
            .is_some_and(|first| cx.run.at - first >= i64::from(n) * 86_400),
        CareerNeed::Basic(n) => expert(false) >= n,
        CareerNeed::Advanced(n) => expert(true) >= n,
        CareerNeed::Collector => others.clone().all(|c| !earned(c).is_empty()),
        CareerNeed::Addict => others.clone().all(|c| {
            let total = cx.catalog.of(c).count();
            let wanted = if c == Category::CloseCalls {
                2
            } else {
                total.div_ceil(2)
            };
            earned(c).len() >= wanted
        }),
    }
}
