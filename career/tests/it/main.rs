//! The career rules, one test per rule (RULINGS.md "Careers", CA1-CA16), the worked checks
//! of the explorer sheet included.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod achievements;
mod catalog;
mod explorer;
mod levels;
