//! Words the app makes from the engine's and the coach's data, in the current language:
//! the engine and the coach stay English (the command line's JSON and the golden files read
//! them), the screens say them through `tr!` here.

pub mod coach;
pub mod specialization;
