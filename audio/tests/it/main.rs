//! The audio crate's integration tests (rendered samples, the voice pack, bad input).
//!
//! One integration-test binary per crate (each module was a binary of its own): one link
//! instead of many, which is most of a clean build's test time.
// Only ever built as a test: clippy then allows unwrap, expect and panic in its helpers too
// (clippy.toml).
#![cfg(test)]

mod atmosphere;
mod bad_input;
mod common;
mod languages;
mod pacing;
mod rendered;
mod shipped_clips;
mod voice_pack;
