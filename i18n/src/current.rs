//! Which language the words are looked up in right now.
//!
//! One language for the process (the command line, a window's start) and, above it, an
//! optional language for the current thread. The app pins its UI thread to the language of
//! its settings; tests pin theirs, so a test that switches the app to German never changes
//! the words of another test running beside it on another thread.

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};
use strum::VariantArray;

use crate::Language;

/// The process's language, as its index in `Language::VARIANTS` (the enum's order).
static PROCESS: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static THREAD: Cell<Option<Language>> = const { Cell::new(None) };
}

/// Sets the language of the whole process (every thread that has not pinned its own).
pub fn set_language(language: Language) {
    PROCESS.store(language as u8, Ordering::Relaxed);
}

/// Pins the current thread to `language` (over the process's), or lets it follow the
/// process's again with `None`.
///
/// A thread started to produce words for a pinned thread (a worker of the UI) takes its
/// language along: read [`language`] before spawning, pin it inside.
pub fn set_thread_language(language: Option<Language>) {
    THREAD.with(|cell| cell.set(language));
}

/// The language words are looked up in on this thread: its pinned one, else the process's
/// (English until someone sets it).
pub fn language() -> Language {
    THREAD.with(Cell::get).unwrap_or_else(|| {
        let index = usize::from(PROCESS.load(Ordering::Relaxed));
        Language::VARIANTS.get(index).copied().unwrap_or_default()
    })
}
