//! The rules suite beside the scenario files (which `tests/scenarios.rs` runs, one test per
//! file): what the scenarios cover as a whole, the debrief and coach fixtures, the languages'
//! goldens, threat cards, property tests, the repository standing on its own.
//!
//! One integration-test binary per crate (each module was a binary of its own): one link
//! instead of many, which is most of a clean build's test time.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]
// An integration test reads its fixture files, times and drives the world it tests: the pure
// crates' rules (clippy.toml) are not a test's.
#![allow(clippy::disallowed_methods)]

mod card_texts;
mod coach_fixtures;
mod debrief;
mod diagnostics;
mod field_diagnostics;
mod languages;
mod phrase_diagnostics;
mod properties;
mod scenarios;
mod standalone;
mod syntax_diagnostics;
mod threat_cards;
mod track_diagnostics;
