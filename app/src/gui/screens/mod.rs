//! The screens, one module each with its model: each draws itself and returns
//! [`Intent`](crate::gui::Intent)s; none changes the app's state or touches a file.

pub mod boards;
pub mod campaign;
pub mod career;
pub mod coach_panel;
pub mod crew_terminals;
pub mod flight_school;
pub mod mission;
pub mod resolution;
pub mod score;
pub mod setup;
pub mod shiplog;
