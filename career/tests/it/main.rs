//! The career rules, one test per rule (RULINGS.md "Careers", CA1-CA16), the worked checks
//! of the explorer sheet included.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]

mod achievements;
mod catalog;
mod explorer;
mod levels;
