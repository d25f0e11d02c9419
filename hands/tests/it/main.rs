#![cfg(test)]
//! The deal and the table, as the rulings D1-D8 (RULINGS.md) say.

mod conservation;
mod dealing;
mod table;

use hands::{Deal, DealRules};

/// A deal of the base game for `humans` players and `androids` androids.
pub fn base(humans: u8, androids: u8) -> DealRules {
    DealRules {
        humans,
        androids,
        phases: 3,
        double_actions: false,
        specializations: Vec::new(),
    }
}

/// Deals, failing the test on a refusal.
pub fn dealt(rules: &DealRules, seed: u64) -> Deal {
    match hands::deal(rules, seed) {
        Ok(d) => d,
        Err(e) => panic!("deal refused: {e}"),
    }
}
