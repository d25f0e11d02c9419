//! Random New Frontier games for the property tests: each module on or off (at least one on),
//! double-action cards, a specialization per crew member at a random level with its cards on
//! the board, the expansion's threats with the cards they call in, and double threats.

use std::collections::BTreeSet;
use std::sync::Arc;
use strum::VariantArray;

use engine::specialization::{Specialist, Specialization, Teleport};
use engine::{
    Action, CardSet, CrewMember, Game, Modules, Setup, ThreatCard, ThreatPlacement, ThreatZone,
    Trajectories, Trajectory, Zone,
};
use missions::Catalog;
use proptest::prelude::*;

use super::{action, singles_only};

/// With specializations the crew holds no heroic cards: each becomes its plain card (a heroic
/// move an empty space).
fn without_heroics(board: [Action; 12]) -> [Action; 12] {
    board.map(|a| match a {
        Action::HeroicA => Action::A,
        Action::HeroicB => Action::B,
        Action::HeroicRobots => Action::Robots,
        Action::HeroicMove(_) => Action::Empty,
        a => a,
    })
}

/// The specialization cards a crew member of `specialist` plays, as tokens: the level's uses
/// (level 1 one basic card, level 2 one card of either face, level 3 two with at most one
/// advanced), with a companion where the specialization needs or takes one.
fn special_tokens(
    specialist: Specialist,
    advanced: bool,
    companion: bool,
    doubles: bool,
) -> Vec<&'static str> {
    let (uses, _) = specialist.uses();
    let advanced = advanced && specialist.level >= 2;
    let first = match (specialist.specialization, advanced) {
        // Advanced Special Ops protects the card it is played with, so it never stands alone.
        (Specialization::SpecialOps, true) if doubles => "S+:A>",
        (Specialization::SpecialOps, true) => "S+:A",
        (Specialization::Medic, false) if companion => "S:>",
        (_, true) => "S+",
        (_, false) => "S",
    };
    let mut out = vec![first];
    if uses == 2 {
        out.push("S");
    }
    out
}

/// The chain of cards a placement calls in, each of the kind its caller names, drawn from
/// `pool` by `pick` among cards not used yet. `None` when a call cannot be met.
fn call_chain(
    card: &Arc<ThreatCard>,
    pool: &[Arc<ThreatCard>],
    used: &mut BTreeSet<String>,
    pick: usize,
) -> Option<Vec<Arc<ThreatCard>>> {
    let mut chain = Vec::new();
    let mut caller = card.clone();
    while let Some((internal, _)) = caller.call() {
        let choices: Vec<&Arc<ThreatCard>> = pool
            .iter()
            .filter(|c| c.is_internal() == internal && !used.contains(&c.id))
            .collect();
        let called = (*choices.get(pick % choices.len().max(1))?).clone();
        used.insert(called.id.clone());
        chain.push(called.clone());
        caller = called;
        if chain.len() > 4 {
            return None;
        }
    }
    Some(chain)
}

/// What a crew member's random draws are: the board, the level, where the specialization
/// cards go, an advanced face, a companion, the Teleporter's tokens.
type CrewDraw = (
    [Action; 12],
    u8,
    (usize, usize),
    bool,
    bool,
    (usize, usize, bool),
);

fn crew_draw() -> impl Strategy<Value = CrewDraw> {
    (
        prop::array::uniform12(action()),
        1u8..=3,
        (0usize..12, 0usize..12),
        any::<bool>(),
        any::<bool>(),
        (0usize..5, 0usize..5, any::<bool>()),
    )
}

fn crew(draws: Vec<CrewDraw>, order: &[Specialization], modules: Modules) -> Vec<CrewMember> {
    let n = draws.len();
    draws
        .into_iter()
        .enumerate()
        .map(
            |(i, (board, level, (p1, p2), advanced, companion, (from, to, teleport)))| {
                let mut actions = if modules.double_actions {
                    board
                } else {
                    singles_only(board)
                };
                let mut specialist = None;
                if modules.specializations {
                    actions = without_heroics(actions);
                    let mut s = Specialist::new(order[i], level);
                    if s.specialization == Specialization::Teleporter && teleport {
                        s.teleport = Some(Teleport {
                            departure: from % n,
                            arrival: to % n,
                        });
                    }
                    let p2 = if p2 == p1 { (p1 + 1) % 12 } else { p2 };
                    let tokens = special_tokens(s, advanced, companion, modules.double_actions);
                    for (token, at) in tokens.into_iter().zip([p1, p2]) {
                        actions[at] = Action::parse(token).unwrap();
                    }
                    specialist = Some(s);
                }
                CrewMember {
                    name: format!("P{i}").into(),
                    color: None,
                    captain: i == 0,
                    android: false,
                    actions,
                    specialist,
                }
            },
        )
        .collect()
}

fn threats(
    draws: Vec<(u8, usize, usize, bool, usize)>,
    pool: &[Arc<ThreatCard>],
) -> Vec<ThreatPlacement> {
    let mut placed: Vec<ThreatPlacement> = Vec::new();
    let mut used = BTreeSet::new();
    for (turn, zone, card, unconfirmed, pick) in draws {
        let card = pool[card % pool.len()].clone();
        let zone = if card.is_internal() {
            ThreatZone::Internal
        } else {
            ThreatZone::External(Zone::VARIANTS[zone % 3])
        };
        // One threat per turn and zone: an internal and an external threat may share a turn
        // (a double threat).
        if used.contains(&card.id) || placed.iter().any(|p| p.turn == turn && p.zone == zone) {
            continue;
        }
        let mut trial = used.clone();
        trial.insert(card.id.clone());
        let Some(calls) = call_chain(&card, pool, &mut trial, pick) else {
            continue;
        };
        used = trial;
        placed.push(ThreatPlacement {
            turn,
            zone,
            card,
            unconfirmed,
            calls,
        });
    }
    placed
}

/// A random valid New Frontier game and a seed.
pub fn setup() -> impl Strategy<Value = (Game, u64)> {
    let catalog = Catalog::shipped().unwrap();
    let all: Vec<Arc<ThreatCard>> = catalog.cards().iter().cloned().map(Arc::new).collect();
    let base: Vec<Arc<ThreatCard>> = all
        .iter()
        .filter(|c| c.set == CardSet::Base)
        .cloned()
        .collect();
    let modules = (any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(d, s, n)| Modules {
        double_actions: d || !(s || n),
        specializations: s,
        new_threats: n,
    });
    let draws = prop::collection::vec(crew_draw(), 1..=5);
    let specializations = Just(Specialization::VARIANTS.to_vec()).prop_shuffle();
    let threat_draws = prop::collection::vec(
        (
            1u8..=8,
            0usize..3,
            0usize..1000,
            any::<bool>(),
            0usize..1000,
        ),
        0..=12,
    );
    let boards = Just((1u8..=7).collect::<Vec<u8>>()).prop_shuffle();
    (
        modules,
        draws,
        specializations,
        threat_draws,
        boards,
        any::<u64>(),
    )
        .prop_map(move |(modules, draws, order, threat_draws, boards, seed)| {
            let players = draws.len() as u8;
            let pool = if modules.new_threats { &all } else { &base };
            let placed = threats(threat_draws, pool);
            let t = |i: usize| Trajectory::new(boards[i]).unwrap();
            let setup = Setup {
                mission: None,
                players,
                trajectories: Trajectories::new(t(0), t(1), t(2), t(3)).unwrap(),
                threats: placed,
                crew: crew(draws, &order, modules),
                damage_tiles: Default::default(),
                starting_damage: Default::default(),
                modules,
            };
            let game = Game::from_setup(setup.clone())
                .unwrap_or_else(|e| panic!("not a valid game: {e:?}\n{setup:#?}"));
            (game, seed)
        })
}

/// The games drawn hold what the property test claims to cover: each module, specialization
/// cards of both faces, double-action cards, expansion threats, called threats and double
/// threats, in a fair share of 300 games.
#[test]
fn the_random_games_cover_the_new_frontier() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let strategy = setup();
    let mut runner = TestRunner::deterministic();
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    for _ in 0..300 {
        let (game, _) = strategy.new_tree(&mut runner).unwrap().current();
        let s = game.setup();
        let boards = || s.crew.iter().flat_map(|c| c.actions.iter());
        let mut count = |what: &'static str, yes: bool| {
            *seen.entry(what).or_default() += usize::from(yes);
        };
        count("double actions", s.modules.double_actions);
        count("specializations", s.modules.specializations);
        count("new threats", s.modules.new_threats);
        count(
            "double card",
            boards().any(|a| matches!(a, Action::Double(_))),
        );
        count(
            "basic card",
            boards().any(|a| a.specialization_card().is_some_and(|c| !c.advanced)),
        );
        count(
            "advanced card",
            boards().any(|a| a.specialization_card().is_some_and(|c| c.advanced)),
        );
        count(
            "teleport tokens",
            s.crew
                .iter()
                .any(|c| c.specialist.is_some_and(|x| x.teleport.is_some())),
        );
        count(
            "expansion threat",
            s.threats.iter().any(|t| t.card.set != CardSet::Base),
        );
        count(
            "called threat",
            s.threats.iter().any(|t| !t.calls.is_empty()),
        );
        let double_threat = s.threats.iter().any(|t| {
            s.threats.iter().any(|o| {
                o.turn == t.turn
                    && (o.zone == ThreatZone::Internal) != (t.zone == ThreatZone::Internal)
            })
        });
        count("double threat", double_threat);
    }
    for (what, n) in &seen {
        assert!(*n >= 20, "only {n} of 300 games with {what}: {seen:?}");
    }
    assert_eq!(seen.len(), 10);
}
