//! The state that outlives a screen, beside the screens: the Action Round being played
//! ([`mission`]), the digital threat deck ([`deck`]), the boards being entered ([`boards`]),
//! the campaign being flown ([`campaign`]), the coach's search ([`coach`]) and a
//! resolution being watched ([`replay`]). Screens use
//! these; nothing here names a screen or draws.

pub mod boards;
pub mod campaign;
pub mod coach;
pub mod deck;
pub mod editor;
pub mod hands;
pub mod mission;
pub mod replay;
