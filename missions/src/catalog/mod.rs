//! The threat catalog: threat cards as YAML (`missions/threats/*.yaml`), loaded into
//! [`engine::ThreatCard`]s.
//!
//! A card's X, Y and Z actions are lists of effect phrases and its special rules are trait
//! phrases (the vocabulary is documented in `missions/threats/README.md`). A homebrew card is
//! a YAML entry in the same form; a malformed card is an error naming the file, line and field.

use engine::{CardSet, ThreatCard};
use formats::card;

use crate::diag::{Diagnostic, Diagnostics};

mod lookup;
#[cfg(test)]
mod tests;

pub use lookup::LookupError;

pub use formats::card::{
    CardEntry, default_points, effect_heads, effect_phrase, kind_name, parse_effects, parse_trait,
    trait_heads, trait_phrase, write_cards,
};

/// The shipped catalog files, as (file name, YAML text): the base game's eight decks, then The
/// New Frontier's (`nf-*.yaml`, whose cards say `set: new-frontier`).
pub const SHIPPED: &[(&str, &str)] = &crate::shipped::THREAT_TEXTS;

/// A set of threat cards, looked up by id or by unique name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Catalog {
    cards: Vec<ThreatCard>,
    /// The plain-words `text` of each card, parallel to `cards`.
    texts: Vec<Option<String>>,
}

impl Catalog {
    /// Every shipped card: the base game's 55 and The New Frontier's (each card's
    /// [`ThreatCard::set`] says which; a game plays an expansion card only with its module).
    /// The same as [`Catalog::shipped`]; the name is older than the expansion.
    pub fn base() -> Result<Catalog, Diagnostics> {
        Catalog::shipped()
    }

    /// Every shipped card, base game and The New Frontier, as the build read and checked
    /// them from [`SHIPPED`] (`build.rs`): nothing is parsed. Never an error: a shipped file
    /// with a problem stops the build with its diagnostics. (A `Result` still, as the
    /// callers that once parsed here expect.)
    pub fn shipped() -> Result<Catalog, Diagnostics> {
        let (cards, texts) = crate::shipped::catalog();
        Ok(Catalog { cards, texts })
    }

    /// Every shipped card parsed from [`SHIPPED`] now, as a homebrew file is: what
    /// [`Catalog::shipped`] compiles in (a test checks that the two agree).
    pub fn parse_shipped() -> Result<Catalog, Diagnostics> {
        let mut catalog = Catalog::default();
        let mut all = Vec::new();
        for (file, text) in SHIPPED {
            match catalog.add_yaml(text, file) {
                Ok(mut warnings) => all.append(&mut warnings),
                Err(mut d) => all.append(&mut d.0),
            }
        }
        Diagnostics(all).into_result(catalog)
    }

    /// Adds the cards of one YAML file (a list of cards); checks ids stay unique. `Ok` holds
    /// the warnings (a deprecated spelling, say): the cards were added all the same.
    pub fn add_yaml(&mut self, src: &str, file: &str) -> Result<Vec<Diagnostic>, Diagnostics> {
        card::add_yaml(&mut self.cards, &mut self.texts, src, file)
    }

    /// Adds the cards of a card file's bytes as [`Catalog::add_yaml`] does. A byte that is
    /// not UTF-8 is a diagnostic at its line and column, like a game file's or a track's.
    ///
    /// # Errors
    /// As [`Catalog::add_yaml`], or the first byte that is not UTF-8.
    pub fn add_file(&mut self, bytes: &[u8], file: &str) -> Result<Vec<Diagnostic>, Diagnostics> {
        let src = crate::diag::utf8(bytes, file)?;
        self.add_yaml(src, file)
    }

    /// Every card, in catalog order.
    pub fn cards(&self) -> &[ThreatCard] {
        &self.cards
    }

    /// The cards of one set, in catalog order.
    pub fn cards_of(&self, set: CardSet) -> impl Iterator<Item = &ThreatCard> {
        self.cards.iter().filter(move |c| c.set == set)
    }

    /// The plain-words text of a card (its YAML `text`), by exact id.
    pub fn text(&self, id: &str) -> Option<&str> {
        let i = self.cards.iter().position(|c| c.id == id)?;
        self.texts.get(i)?.as_deref()
    }
}
