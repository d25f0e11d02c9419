//! The rules suite: every scenario file through the one `check` helper, bad game files, threat cards, property tests, the repository standing on its own.
//!
//! One integration-test binary per crate (each module was a binary of its own): one link
//! instead of many, which is most of a clean build's test time.

mod bad_input;
mod coach_fixtures;
mod debrief;
mod languages;
mod properties;
mod scenarios;
mod standalone;
mod threat_cards;
