//! Every card of the threat catalog is proven by its own scenario, and `docs/threats.md` lists
//! every threat scenario (the scenarios themselves run in `scenarios.rs`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

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
    assert_eq!(catalog.cards().len(), 55);
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
