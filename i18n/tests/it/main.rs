//! The i18n crate's tests: every message in every language, the lookups, and every key the
//! workspace's sources use.

mod completeness;
mod lookup;
mod sources;
