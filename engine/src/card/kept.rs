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
use std::fmt;
use std::ops::Deref;
use std::sync::{Mutex, PoisonError};

use super::ThreatCard;

/// Every card kept, by name (the cards of one name: the shipped one and its homebrew
/// variants).
static CARDS: Mutex<BTreeMap<String, Vec<&'static ThreatCard>>> = Mutex::new(BTreeMap::new());

/// Every crew name kept.
static NAMES: Mutex<BTreeMap<String, &'static str>> = Mutex::new(BTreeMap::new());

/// A value kept here: a plain reference, compared by address. Only [`kept`] and
/// [`kept_name`] make one, and they keep one copy of each distinct value, so two kept values
/// are equal exactly when they are the same copy: comparing two states (a coach asks whether
/// a changed plan has come to stand as the crew's did, every turn of millions of plans) then
/// costs one comparison per card and name instead of a walk through both cards.
pub struct Kept<T: ?Sized + 'static>(&'static T);

// By hand: derived, they would ask `T: Clone` (a `str` is not), and a reference copies anyway.
impl<T: ?Sized> Clone for Kept<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: ?Sized> Copy for Kept<T> {}

impl<T: ?Sized> Kept<T> {
    /// The kept value, for as long as the process runs.
    pub fn get(self) -> &'static T {
        self.0
    }
}

impl<T: ?Sized> Deref for Kept<T> {
    type Target = T;
    fn deref(&self) -> &T {
        self.0
    }
}

impl<T: ?Sized> PartialEq for Kept<T> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl<T: ?Sized> Eq for Kept<T> {}

impl<T: ?Sized + fmt::Debug> fmt::Debug for Kept<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: ?Sized + fmt::Display> fmt::Display for Kept<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The kept copy of `card` (equal to it), kept now if it was not.
pub fn kept(card: &ThreatCard) -> Kept<ThreatCard> {
    // A poisoned lock still holds whole entries: each is pushed in one step.
    let mut cards = CARDS.lock().unwrap_or_else(PoisonError::into_inner);
    // Looked up by `&str` first: a card kept already costs no allocation.
    if let Some(&k) =
        (cards.get(card.name.as_str())).and_then(|same| same.iter().find(|&&k| k == card))
    {
        return Kept(k);
    }
    let k: &'static ThreatCard = Box::leak(Box::new(card.clone()));
    cards.entry(card.name.clone()).or_default().push(k);
    Kept(k)
}

/// The kept copy of a crew name, kept now if it was not.
pub fn kept_name(name: &str) -> Kept<str> {
    let mut names = NAMES.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&k) = names.get(name) {
        return Kept(k);
    }
    let k: &'static str = Box::leak(name.to_owned().into_boxed_str());
    names.insert(name.to_owned(), k);
    Kept(k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_kept_once() {
        let a = kept_name("Ripley");
        let b = kept_name(&String::from("Ripley"));
        assert!(std::ptr::eq(a.get(), b.get()));
        assert_eq!(a, b);
        assert_eq!(&*a, "Ripley");
        assert_ne!(a, kept_name("Hicks"));
    }
}
