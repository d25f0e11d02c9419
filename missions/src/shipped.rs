//! The shipped content, compiled in: the threat catalog, the tracks and the double-action
//! deck as the build read and checked them (`build.rs`, from the files of [`files`]), with
//! their texts. Nothing here is parsed when the program runs: the cards, tracks and deck
//! cards are built by generated Rust, and homebrew files (`--with`) go through the same
//! `formats` parsers at run time.

pub mod files;

include!(concat!(env!("OUT_DIR"), "/shipped_data.rs"));

/// The double-action deck's cards, from the halves the build read.
pub(crate) fn deck() -> Vec<formats::deck::DoubleCard> {
    deck_halves()
        .into_iter()
        // Each pair was made by `Double::new` in the build: none is refused here.
        .filter_map(|(first, second, other_side, copies)| {
            Some(formats::deck::DoubleCard {
                double: engine::Double::new(first, second)?,
                other_side,
                copies,
            })
        })
        .collect()
}
