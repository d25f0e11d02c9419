//! The i18n crate's tests: every message in every language, the lookups, and every key the
//! workspace's sources use.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]
// An integration test reads its fixture files, times and drives the world it tests: the pure
// crates' rules (clippy.toml) are not a test's.
#![allow(clippy::disallowed_methods)]

mod completeness;
mod lookup;
mod sources;
mod wording;
