//! The Sitting Duck app: the eframe screens, the command line, and everything that touches
//! the world (files, audio device, clock, database).
//!
//! By role: [`gui`] draws the window and turns what the crew does into intents; [`shell`]
//! is everything that touches the world (files, the sound device, the settings, the ship's
//! log); [`cli`] is the headless commands; [`report`] and [`card`] write the pages a crew
//! shares or prints.

// The app is the one crate that reads files, the clock and the display (ARCHITECTURE.md): the
// workspace's rules for the pure crates (clippy.toml) are not its rules.
#![allow(clippy::disallowed_methods)]

pub mod card;
pub mod cli;
pub mod gui;
pub mod imported;
pub mod report;
pub mod shell;
pub mod spoken;
