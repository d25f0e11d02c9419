//! The missions crate's integration tests (tracks, the timeline, the generator).
//!
//! One integration-test binary per crate (each module was a binary of its own): one link
//! instead of many, which is most of a clean build's test time.

mod generate;
mod tempo;
mod timeline;
mod tracks;
