//! Words the app makes from the engine's data, in the current language: the engine stays
//! English (the command line's JSON and the golden files read it), the screens say it
//! through the words crate or `tr!` here. The coach's sentences are the coach's own
//! ([`coach::explain()`]).

pub mod specialization;
