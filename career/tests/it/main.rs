//! The career rules, one test per rule (RULINGS.md "Careers", CA1-CA16), the worked checks
//! of the explorer sheet included.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]
// An integration test reads its fixture files, times and drives the world it tests: the pure
// crates' rules (clippy.toml) are not a test's.
#![allow(clippy::disallowed_methods)]

mod achievements;
mod catalog;
mod explorer;
mod levels;
