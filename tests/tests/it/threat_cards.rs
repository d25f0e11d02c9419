//! Every card of the threat catalog is proven by its own scenario, and `docs/threats.md` lists
//! every threat scenario (the scenarios themselves run in `scenarios.rs`).

use engine::event::ThreatEvent;
use missions::Catalog;
use tests::{scenario_dir, scenarios};

fn threat_scenarios() -> Vec<String> {
    scenarios(&scenario_dir().join("threats"))
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn every_card_has_exactly_one_scenario_named_by_its_id() {
    let files = threat_scenarios();
    let catalog = Catalog::base().unwrap();
    // Every card written in the shipped files is in the catalog (none dropped on loading).
    let written: usize = missions::catalog::SHIPPED
        .iter()
        .map(|(_, text)| text.lines().filter(|l| l.starts_with("- id:")).count())
        .sum();
    assert_eq!(catalog.cards().len(), written);
    assert!(written > 0);
    for card in catalog.cards() {
        let prefix = format!("{}-", card.id);
        let mine: Vec<&String> = files.iter().filter(|f| f.starts_with(&prefix)).collect();
        assert_eq!(mine.len(), 1, "{}: {mine:?}", card.id);
        // The scenario really uses the card.
        let src = std::fs::read_to_string(scenario_dir().join("threats").join(mine[0])).unwrap();
        assert!(
            src.contains(&format!("threat: {}", card.id)),
            "{} does not use {}",
            mine[0],
            card.id
        );
    }
}

#[test]
fn docs_list_every_threat_scenario() {
    let doc = std::fs::read_to_string(scenario_dir().join("../../docs/threats.md")).unwrap();
    for f in threat_scenarios() {
        assert!(
            doc.contains(&format!("`{f}`")),
            "docs/threats.md does not list {f}"
        );
    }
    let catalog = Catalog::base().unwrap();
    for card in catalog.cards() {
        assert!(
            doc.contains(&format!("| {} | {} |", card.id, card.name)),
            "{}",
            card.id
        );
    }
}

/// Busy crews that shoot, repair, fight and fly, so that every card meets every weapon.
const CREWS: [&str; 5] = [
    "A A B A C A A B A A A A",
    "@LR C R R > R R R ^ R R R",
    "@LB C C C C C C C C C C C",
    "^ A A B A A R A A A A A",
    "< A @LR C @UR C R R R R R R",
];

#[test]
fn every_card_on_every_trajectory_resolves_and_replays() {
    let catalog = Catalog::base().unwrap();
    let mut resolved = 0;
    for card in catalog.cards() {
        let zones: &[&str] = if card.is_internal() {
            &["internal"]
        } else {
            &["red", "white", "blue"]
        };
        for zone in zones {
            for board in 1..=7u8 {
                // Four different boards, the card's zone on `board`.
                let mut others = (1..=7u8).filter(|b| *b != board);
                let mut traj = std::collections::BTreeMap::new();
                for z in ["red", "white", "blue", "internal"] {
                    let b = if z == *zone {
                        board
                    } else {
                        others.next().unwrap()
                    };
                    traj.insert(z, b);
                }
                let crew: Vec<String> = CREWS
                    .iter()
                    .enumerate()
                    .map(|(i, a)| {
                        let captain = if i == 0 { ", captain: true" } else { "" };
                        format!("  - {{ name: C{i}{captain}, actions: \"{a}\" }}")
                    })
                    .collect();
                // An expansion card is played with its module.
                let modules = if card.set == engine::CardSet::Base {
                    ""
                } else {
                    "modules: [new-threats]\n"
                };
                // A card that calls in a threat is placed with a called card of that kind.
                let calls = match card.call() {
                    Some((true, _)) => ", calls: I1-01",
                    Some((false, _)) => ", calls: E1-07",
                    None => "",
                };
                let src = format!(
                    "{modules}players: 5\ntrajectories: {{ red: {}, white: {}, blue: {}, internal: {} }}\nthreats:\n  - {{ turn: 2, zone: {zone}, threat: {}{calls} }}\ncrew:\n{}\n",
                    traj["red"],
                    traj["white"],
                    traj["blue"],
                    traj["internal"],
                    card.id,
                    crew.join("\n")
                );
                let game = missions::game::parse_game(&src, "generated", &catalog)
                    .unwrap_or_else(|d| panic!("{}: {d}", card.id));
                let r = engine::resolve(&game.game, 7);
                assert_eq!(
                    r.state_after(r.log.len()),
                    r.state,
                    "{} on {zone} T{board}: replaying the log does not give the final state",
                    card.id
                );
                // The card really entered play on turn 2 (no earlier event can end the game).
                let appeared = r.log.iter().any(|e| {
                    e.turn == 2
                        && matches!(e.event, engine::Event::Threat(ThreatEvent::Appeared { .. }))
                });
                assert!(appeared, "{} on {zone} T{board}: never appeared", card.id);
                assert_ne!(r.state.threats()[0].status, engine::ThreatStatus::Pending);
                resolved += 1;
            }
        }
    }
    // Each external card on three trajectories, each internal card on one, every board.
    let external = catalog.cards().iter().filter(|c| !c.is_internal()).count();
    let internal = catalog.cards().len() - external;
    assert_eq!(resolved, (external * 3 + internal) * 7);
}
