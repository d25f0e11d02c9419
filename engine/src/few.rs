//! A short list of at most `N` small `Copy` values, stored inline: the ship's damage tiles, the
//! cannons fired this turn, a threat's stations. Resolving a turn then never allocates
//! (`docs/performance.md`); reading it is reading a slice.

use std::ops::{Deref, DerefMut};

/// At most `N` values, in the order pushed.
#[derive(Clone, Copy)]
pub struct Few<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy + Default, const N: usize> Default for Few<T, N> {
    fn default() -> Self {
        Few {
            items: [T::default(); N],
            len: 0,
        }
    }
}

impl<T: Copy + Default, const N: usize> Few<T, N> {
    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }

    /// The first `N` values of a slice.
    pub fn from_slice(values: &[T]) -> Self {
        let mut few = Self::default();
        for &v in values.iter().take(N) {
            few.push(v);
        }
        few
    }

    /// Adds a value at the end; a full list keeps its `N` values (the rules never need more).
    pub fn push(&mut self, value: T) {
        if usize::from(self.len) < N {
            self.items[usize::from(self.len)] = value;
            self.len += 1;
        }
    }

    /// Removes and returns the last value.
    pub fn pop(&mut self) -> Option<T> {
        self.len = self.len.checked_sub(1)?;
        Some(self.items[usize::from(self.len)])
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the values for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut n = 0;
        for i in 0..usize::from(self.len) {
            let v = self.items[i];
            if keep(&v) {
                self.items[n] = v;
                n += 1;
            }
        }
        self.len = n as u8;
    }

    /// Removes the value at `index`, keeping the order of the others.
    pub fn remove(&mut self, index: usize) {
        if index < usize::from(self.len) {
            self.items
                .copy_within(index + 1..usize::from(self.len), index);
            self.len -= 1;
        }
    }

    /// The values, mutably.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default, const N: usize> Deref for Few<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for Few<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

/// Two lists are equal when their values are: the room past the last value may hold what a
/// `pop`, `remove` or `clear` left there, which is no value (compared, it kept two equal
/// states apart).
impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for Few<T, N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for Few<T, N> {}

impl<T: Copy + Default + std::fmt::Debug, const N: usize> std::fmt::Debug for Few<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The first `N` values of an iterator (as [`Few::push`] keeps them).
impl<T: Copy + Default, const N: usize> FromIterator<T> for Few<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(values: I) -> Self {
        let mut few = Self::default();
        for v in values.into_iter().take(N) {
            few.push(v);
        }
        few
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a Few<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_retain_remove_keep_order() {
        let mut f: Few<u8, 4> = Few::new();
        for v in [1, 2, 3, 4, 5] {
            f.push(v);
        }
        assert_eq!(&f[..], &[1, 2, 3, 4]);
        f.retain(|v| *v != 2);
        assert_eq!(&f[..], &[1, 3, 4]);
        f.remove(0);
        assert_eq!(&f[..], &[3, 4]);
        f.clear();
        assert!(f.is_empty());
    }

    #[test]
    fn lists_of_the_same_values_are_equal_whatever_was_removed() {
        let (mut a, mut b): (Few<u8, 4>, Few<u8, 4>) = (Few::new(), Few::new());
        a.push(1);
        a.push(9);
        a.pop();
        b.push(1);
        assert_eq!(a, b);
        b.push(2);
        assert_ne!(a, b);
    }
}
