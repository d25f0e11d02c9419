//! The missions crate's integration tests (tracks, the timeline, the generator).
//!
//! One integration-test binary per crate (each module was a binary of its own): one link
//! instead of many, which is most of a clean build's test time.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]

mod community;
mod generate;
mod tempo;
mod timeline;
mod tracks;
