//! The i18n crate's tests: every message in every language, the lookups, and every key the
//! workspace's sources use.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod completeness;
mod lookup;
mod sources;
