//! The Sitting Duck app: the eframe screens, the command line, and everything that touches
//! the world (files, audio device, clock, database).

pub mod card;
pub mod cli;
pub mod gui;
pub mod logger;
pub mod record;
pub mod report;
pub mod settings;
pub mod ui;
