//! Threat cards and crew names kept for the life of the process, one of each distinct value.
//!
//! A state in resolution names its threats' cards and its crew by reference: a coach copies
//! the state of a turn millions of times (`docs/performance.md`, "Coach"), and a shared
//! counter per card and name (an `Arc`) cost every copy an atomic increment and decrement
//! per threat and crew member, which two threads copying the same cards fight over. Kept
//! here once, a card is a plain `&'static` reference and a state a plain copy. What is kept
//! is bounded by the distinct cards and names a process ever resolves (the shipped cards,
//! a crew's homebrew cards, the crew's names): a card kept twice would be the same card.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};

use super::ThreatCard;

/// Every card kept, by name (the cards of one name: the shipped one and its homebrew
/// variants).
static CARDS: Mutex<BTreeMap<String, Vec<&'static ThreatCard>>> = Mutex::new(BTreeMap::new());

/// Every crew name kept.
static NAMES: Mutex<BTreeMap<String, &'static str>> = Mutex::new(BTreeMap::new());

/// The kept copy of `card` (equal to it), kept now if it was not.
pub fn kept(card: &ThreatCard) -> &'static ThreatCard {
    // A poisoned lock still holds whole entries: each is pushed in one step.
    let mut cards = CARDS.lock().unwrap_or_else(PoisonError::into_inner);
    // Looked up by `&str` first: a card kept already costs no allocation.
    if let Some(&k) =
        (cards.get(card.name.as_str())).and_then(|same| same.iter().find(|&&k| k == card))
    {
        return k;
    }
    let k: &'static ThreatCard = Box::leak(Box::new(card.clone()));
    cards.entry(card.name.clone()).or_default().push(k);
    k
}

/// The kept copy of a crew name, kept now if it was not.
pub fn kept_name(name: &str) -> &'static str {
    let mut names = NAMES.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&k) = names.get(name) {
        return k;
    }
    let k: &'static str = Box::leak(name.to_owned().into_boxed_str());
    names.insert(name.to_owned(), k);
    k
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_kept_once() {
        let a = kept_name("Ripley");
        let b = kept_name(&String::from("Ripley"));
        assert!(std::ptr::eq(a, b));
        assert_eq!(a, "Ripley");
        assert!(!std::ptr::eq(a, kept_name("Hicks")));
    }
}
