//! Property tests: for random valid games (with or without double actions), resolution never
//! panics, energy stays within capacity except through heroic B, no zone holds more than 6
//! damage tiles unless the ship is lost, every crew member is in a station or the pilot (never
//! both), the interceptors fly at range 1-3 (always 1 without double actions), the same seed
//! gives the same log, and resolving without the log ends the same. Some games give the crew
//! specializations (level 3: a basic and an advanced card on each board, no heroic card).

use engine::{
    Action, CrewMember, Event, Game, Outcome, Setup, ThreatPlacement, ThreatZone, Trajectories,
    Trajectory, Zone, event::ShipEvent,
};
use missions::Catalog;
use proptest::prelude::*;
use strum::VariantArray;

mod module_games;

fn action() -> impl Strategy<Value = Action> {
    let tokens = [
        ".", "A", "B", "C", "R", "<", ">", "^", "A*", "B*", "R*", "@UR", "@UW", "@UB", "@LR",
        "@LW", "@LB", "~A", "~>", "~^", "~C",
    ];
    let singles: Vec<Action> = tokens.iter().map(|t| Action::parse(t).unwrap()).collect();
    // The double faces as often as the single cards; a game without the double-action
    // module plays their first halves instead (see `setup`).
    let doubles = missions::deck::double_faces();
    prop_oneof![
        proptest::sample::select(singles),
        proptest::sample::select(doubles)
    ]
}

/// A board as the base game may hold it: each double face played as its first half.
fn singles_only(board: [Action; 12]) -> [Action; 12] {
    board.map(|a| match a {
        Action::Double(d) => d.first().action(),
        a => a,
    })
}

/// A board for a crew member holding `spec` at level 3: heroic cards played as their plain
/// action, the basic card at space `basic` and the advanced one (with its companion where the
/// specialization takes one) at space `advanced`.
fn specialist_board(
    board: [Action; 12],
    spec: engine::Specialization,
    (basic, advanced): (usize, usize),
) -> [Action; 12] {
    let mut board = board.map(|a| match a {
        Action::Tripped(t) if t.intended().is_heroic() => Action::Empty,
        Action::HeroicA | Action::HeroicMove(_) => Action::A,
        Action::HeroicB => Action::B,
        Action::HeroicRobots => Action::Robots,
        a => a,
    });
    let with = match spec {
        engine::Specialization::Medic => Some(engine::Companion::Lift),
        engine::Specialization::SpecialOps => Some(engine::Companion::C),
        _ => None,
    };
    board[basic] = Action::Specialization(engine::SpecializationCard::BASIC);
    if advanced != basic {
        board[advanced] = Action::Specialization(engine::SpecializationCard {
            advanced: true,
            with,
        });
    }
    board
}

fn setup() -> impl Strategy<Value = (Game, u64)> {
    let catalog = Catalog::base().unwrap();
    // The base game's cards (an expansion card needs its module).
    let cards: Vec<_> = catalog.cards_of(engine::CardSet::Base).cloned().collect();
    let crew = prop::collection::vec(prop::array::uniform12(action()), 1..=5);
    let threats = prop::collection::vec((1u8..=8, 0usize..4, 0..cards.len(), any::<bool>()), 0..=8);
    let boards = Just((1u8..=7).collect::<Vec<u8>>()).prop_shuffle();
    let doubles = any::<bool>();
    // Specializations: whether they are played, who holds which, where their cards lie.
    let specs = (
        any::<bool>(),
        Just((0usize..10).collect::<Vec<usize>>()).prop_shuffle(),
        prop::collection::vec((0usize..12, 0usize..12), 5),
    );
    (crew, threats, boards, any::<u64>(), doubles, specs).prop_map(
        move |(
            boards_of_crew,
            threats,
            order,
            seed,
            double_actions,
            (specialists, which, spots),
        )| {
            let players = boards_of_crew.len() as u8;
            let crew = boards_of_crew
                .into_iter()
                .enumerate()
                .map(|(i, actions)| {
                    let actions = if double_actions {
                        actions
                    } else {
                        singles_only(actions)
                    };
                    let spec = engine::Specialization::VARIANTS[which[i]];
                    CrewMember {
                        name: format!("P{i}").into(),
                        color: None,
                        captain: i == 0,
                        android: false,
                        actions: if specialists {
                            specialist_board(actions, spec, spots[i])
                        } else {
                            actions
                        },
                        specialist: specialists.then(|| engine::Specialist {
                            // Tokens on the first and last crew member (the same one alone).
                            teleport: (spec == engine::Specialization::Teleporter).then_some(
                                engine::Teleport {
                                    departure: 0,
                                    arrival: players as usize - 1,
                                },
                            ),
                            ..engine::Specialist::new(spec, 3)
                        }),
                    }
                })
                .collect();
            let mut placed = Vec::new();
            for (turn, zone, card, unconfirmed) in threats {
                let card = std::sync::Arc::new(cards[card].clone());
                let zone = if card.is_internal() {
                    ThreatZone::Internal
                } else {
                    ThreatZone::External(Zone::VARIANTS[zone % 3])
                };
                if placed.iter().any(|p: &ThreatPlacement| {
                    (p.turn == turn && p.zone == zone) || p.card.id == card.id
                }) {
                    continue;
                }
                placed.push(ThreatPlacement {
                    turn,
                    zone,
                    card,
                    unconfirmed,
                    calls: Vec::new(),
                });
            }
            let t = |i: usize| Trajectory::new(order[i]).unwrap();
            // An expansion card is played with its module (the base game otherwise).
            let modules = engine::Modules {
                new_threats: placed.iter().any(|p| p.card.set != engine::CardSet::Base),
                double_actions,
                specializations: specialists,
            };
            let setup = Setup {
                mission: None,
                players,
                trajectories: Trajectories::new(t(0), t(1), t(2), t(3)).unwrap(),
                threats: placed,
                crew,
                damage_tiles: Default::default(),
                starting_damage: Default::default(),
                modules,
            };
            (Game::from_setup(setup).unwrap(), seed)
        },
    )
}

/// The invariants every resolution keeps, checked event by event on the replayed log.
fn invariants(game: &Game, seed: u64) -> Result<(), TestCaseError> {
    let r = engine::resolve(game, seed);
    prop_assert_eq!(
        &engine::resolve(game, seed).log,
        &r.log,
        "same seed, same log"
    );
    let heroic_b = r.log.iter().any(|e| {
        matches!(
            e.event,
            Event::Ship(ShipEvent::EnergyMoved { bonus: 1.., .. })
                | Event::Ship(ShipEvent::Refuelled { bonus: 1.., .. })
        )
    });
    let mut state = r.initial.clone();
    for e in &r.log {
        state.apply_entry(e);
        for &z in Zone::VARIANTS {
            if !heroic_b {
                prop_assert!(
                    state.ship().reactors[z.index()] <= state.ship().reactor_capacity(z),
                    "reactor over capacity after {:?}",
                    e
                );
                prop_assert!(
                    state.ship().shields[z.index()] <= state.ship().shield_capacity(z),
                    "shield over capacity after {:?}",
                    e
                );
            }
            prop_assert!(
                state.ship().damage[z.index()].len() <= 6,
                "more than 6 tiles after {:?}",
                e
            );
        }
        // Every crew member is either in a station or the pilot out in the interceptors:
        // always one of the two, never both.
        for (i, c) in state.crew().iter().enumerate() {
            let flying = state.ship().pilot == Some(i);
            prop_assert!(
                c.station.is_some() != flying,
                "{} station {:?}, pilot {:?} after {:?}",
                c.name,
                c.station,
                state.ship().pilot,
                e
            );
        }
        if let Some(range) = state.interceptor_range() {
            let most = if game.modules().double_actions { 3 } else { 1 };
            prop_assert!((1..=most).contains(&range), "range {} after {:?}", range, e);
        }
    }
    prop_assert_eq!(
        &state,
        &r.state,
        "replaying the events gives the final state"
    );
    let quick = engine::verdict_of(game, seed);
    prop_assert_eq!(
        &quick.state,
        &r.state,
        "without the log, the same final state"
    );
    prop_assert_eq!(&quick.outcome, &r.outcome);
    prop_assert_eq!(quick.score, r.score);
    // The game keeps the damage-tile stacks of the first seed it resolved: another seed is
    // shuffled anew, as a game that never resolved shuffles it.
    let other = seed.wrapping_add(1);
    let fresh = engine::Game::from_setup(game.setup().clone()).expect("a valid game");
    prop_assert_eq!(
        engine::verdict_of(game, other),
        engine::verdict_of(&fresh, other),
        "another seed after the kept one"
    );
    match &r.outcome {
        Outcome::Won => prop_assert!(r.score.is_some()),
        Outcome::Lost { .. } => prop_assert!(r.score.is_none()),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn resolution_keeps_the_rules_invariants((game, seed) in setup()) {
        invariants(&game, seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Random New Frontier games: any mix of the three modules, double-action cards,
    /// specialization cards at every level, the expansion's threats (with the cards they call
    /// in) and double threats (an internal and an external threat on one turn).
    #[test]
    fn new_frontier_games_keep_the_rules_invariants((game, seed) in module_games::setup()) {
        invariants(&game, seed)?;
    }
}
