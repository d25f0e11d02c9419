//! The messages: one `.ftl` file per area per language, embedded at build time, and the
//! bundles they are looked up in.

use std::sync::OnceLock;
use strum::VariantArray;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use crate::Language;

/// One area's messages (the words of one part of the program, owned by whoever writes
/// that part) in every language, in the order of `Language::VARIANTS` (the enum's order).
#[derive(Debug, Clone, Copy)]
pub struct Area {
    /// The area's name: its file is `locales/<tag>/<name>.ftl`.
    pub name: &'static str,
    /// The Fluent source of each language, in the order of `Language::VARIANTS` (the enum's order).
    pub sources: [&'static str; 5],
}

impl Area {
    /// The Fluent source of this area in `language`.
    pub fn source(&self, language: Language) -> &'static str {
        self.sources[language.index()]
    }
}

/// The areas, each embedded in every language. Adding an area is one name here and its
/// five files (a missing file is a build error).
macro_rules! areas {
    ($($name:literal),+ $(,)?) => {
        /// Every area of messages, each in every language.
        pub const AREAS: &[Area] = &[$(Area {
            name: $name,
            sources: [
                include_str!(concat!("../locales/en/", $name, ".ftl")),
                include_str!(concat!("../locales/de/", $name, ".ftl")),
                include_str!(concat!("../locales/fr/", $name, ".ftl")),
                include_str!(concat!("../locales/cs/", $name, ".ftl")),
                include_str!(concat!("../locales/es/", $name, ".ftl")),
            ],
        }),+];
    };
}

areas![
    "app",
    "phone",
    "log",
    "debrief",
    "report",
    "cli",
    "careers",
    "pace",
    "quiet",
    "voice",
    "score",
    "card",
    "cues",
    "threats",
    "coach",
    "diagnostics",
    "help",
    "cards",
    "table",
    "sync",
    "designer",
    "remote",
    "import",
    "reference",
    "editor",
];

/// The area of the shipped threat cards' rules texts, one message per card
/// ([`card_key`]). Its English is the catalog's YAML (`missions/threats/*.yaml`, each card's
/// `text`), the one source of the English words: `locales/en/cards.ftl` defines no message,
/// and the tests check each other language against the catalog instead of against it.
pub const CARDS_AREA: &str = "cards";

/// The key of a shipped card's rules text in the [`CARDS_AREA`]: `cards-e1-04` for `E1-04`.
pub fn card_key(id: &str) -> String {
    format!("cards-{}", id.to_lowercase())
}

/// The rules text of the shipped card `id` in `language`: `None` in English (the catalog's
/// own text is the English) and for a card the language has no message for (a homebrew
/// card, whose text stays as its file writes it in every language).
pub fn card_text(language: Language, id: &str) -> Option<String> {
    if language == Language::En {
        return None;
    }
    let key = card_key(id);
    format(language, &key, None)
}

/// The area called `name`, if there is one.
pub fn area(name: &str) -> Option<&'static Area> {
    AREAS.iter().find(|area| area.name == name)
}

/// The bundle of one language with every area's messages, built on its first use: a
/// command that prints in one language (or nothing translated, as `resolve --json`) parses
/// no other language's files.
///
/// A file with a syntax error or a message defined twice still gives every message that
/// parsed; the tests fail on both, so this never happens in a release.
fn bundle(language: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; Language::VARIANTS.len()] =
        [const { OnceLock::new() }; Language::VARIANTS.len()];
    BUNDLES[language.index()].get_or_init(|| {
        let mut bundle = FluentBundle::new_concurrent(vec![language.langid()]);
        // No Unicode isolation marks around arguments: egui and the phone page show
        // left-to-right text only, and would draw the marks as boxes.
        bundle.set_use_isolating(false);
        for area in AREAS {
            let resource = FluentResource::try_new(area.source(language).to_owned())
                .unwrap_or_else(|(partial, _errors)| partial);
            // A duplicate keeps the first definition; the rest are added.
            let _duplicates = bundle.add_resource(resource);
        }
        bundle
    })
}

/// The message `key` in `language` with `args`, or `None` when that language lacks it.
fn format(language: Language, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    let bundle = bundle(language);
    let pattern = bundle.get_message(key)?.value()?;
    // A missing argument is written as `{$name}` in the text: visible, never a crash.
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// The message `key` in `language`: in English when `language` lacks it, the key itself
/// when English lacks it too (a bug the tests catch). Never fails.
pub fn text_in(language: Language, key: &str, args: Option<&FluentArgs>) -> String {
    format(language, key, args)
        .or_else(|| format(Language::En, key, args))
        .unwrap_or_else(|| key.to_owned())
}

/// Whether `language` itself defines the message `key` (no fallback).
pub fn has_message(language: Language, key: &str) -> bool {
    bundle(language).has_message(key)
}
