//! The file formats of Sitting Duck's content, read from `&str`: threat cards (`card`),
//! mission tracks (`track`, with the voice timings their checks use, `cue`) and the
//! double-action deck (`deck`); every problem reported as a [`Diagnostic`] with its place.
//!
//! A crate of its own so that the `missions` crate's build script can read and check the
//! shipped files with the very parsers that read a homebrew file at run time, and compile the
//! result in (ARCHITECTURE.md, "Shipped content"). Pure like `missions`: no files, no clock.

pub mod announcement;
pub mod card;
pub mod cue;
pub mod deck;
pub mod diag;
pub mod track;
pub mod yaml;

pub use diag::{Diagnostic, Diagnostics};
pub use track::{Track, TrackKind};
