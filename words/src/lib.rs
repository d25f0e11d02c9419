//! The crew's words: what a resolution says to the people at the table.
//!
//! The engine reports typed events with typed reasons; this crate turns them into the lines of
//! the ship's log ([`log_text`]), the debrief ([`debrief`]), the score card's lines
//! ([`score`]), the output of `sitting-duck resolve` ([`report`]), threat cards as
//! `sitting-duck threats` shows them ([`threats`]) and the diagnostics of bad files
//! ([`diagnostic`]), each looked up in the current language ([`i18n::language`]). The
//! ship's nouns shared by all of them are [`nouns`].
//!
//! Pure like the engine: no files, no clock, no environment (ARCHITECTURE.md).

pub mod actions;
pub mod debrief;
pub mod diagnostic;
pub mod links;
pub mod log_text;
pub mod nouns;
pub mod report;
pub mod role;
pub mod rulings;
pub mod score;
pub mod threats;
