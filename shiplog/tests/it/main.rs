//! The ship's log's integration tests (a real database: round trips, migrations, bad and read-only files, crashes).
//!
//! One integration-test binary per crate (each module was a binary of its own): one link
//! instead of many, which is most of a clean build's test time.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]
// An integration test reads its fixture files, times and drives the world it tests: the pure
// crates' rules (clippy.toml) are not a test's.
#![allow(clippy::disallowed_methods)]

mod bad_files;
mod campaign;
mod career;
mod crash;
mod migration;
mod migration_cards;
mod read_only;
mod roundtrip;
mod sample;
