//! Specializations' titles in the current language: the words crate's
//! ([`words::nouns::specialization`]), the same words the score card and the log use
//! ([`engine::Specialization::title`] is the English title of the game files and goldens).

use engine::Specialization;

/// The title of `s` as the app shows it ("Medic", "Sanitäter").
pub fn title(s: Specialization) -> String {
    words::nouns::specialization(s)
}
