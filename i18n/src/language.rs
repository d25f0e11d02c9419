//! The languages Sitting Duck speaks, and the one the system asks for.

use std::fmt;
use strum::VariantArray;

use unic_langid::{LanguageIdentifier, langid};

/// A language of the app, the phone page, the log's words, the report and the command line.
///
/// English is complete by definition: every message exists in English first, and a message
/// missing from another language falls back to it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, strum::VariantArray,
)]
pub enum Language {
    /// English (the fallback).
    #[default]
    En,
    /// German.
    De,
    /// French.
    Fr,
    /// Czech.
    Cs,
    /// Spanish.
    Es,
}

/// The environment variable that chooses the language over the system's locale (a tag such
/// as `de`, `de-AT` or `de_AT.UTF-8`): scripts and screenshots set it.
pub const LANGUAGE_VAR: &str = "SITTING_DUCK_LANG";

impl Language {
    /// The language's tag: `en`, `de`, `fr`, `cs`, `es` (the folder of its `.ftl` files and
    /// the word the settings file stores).
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::De => "de",
            Language::Fr => "fr",
            Language::Cs => "cs",
            Language::Es => "es",
        }
    }

    /// The language's name in itself, as a speaker looks for it in a list: `Deutsch`,
    /// `Français`, `Čeština`.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::De => "Deutsch",
            Language::Fr => "Français",
            Language::Cs => "Čeština",
            Language::Es => "Español",
        }
    }

    /// The language of a locale tag, by its primary subtag: `de`, `de-AT`, `de_AT.UTF-8`,
    /// `DE` are German. `None` for a language Sitting Duck does not speak (and for `C` or
    /// `POSIX`).
    pub fn parse(tag: &str) -> Option<Language> {
        let primary = tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default();
        Language::VARIANTS
            .iter()
            .copied()
            .find(|language| language.tag().eq_ignore_ascii_case(primary))
    }

    /// The Unicode language identifier Fluent's bundle and plural rules are keyed by.
    pub(crate) fn langid(self) -> LanguageIdentifier {
        match self {
            Language::En => langid!("en"),
            Language::De => langid!("de"),
            Language::Fr => langid!("fr"),
            Language::Cs => langid!("cs"),
            Language::Es => langid!("es"),
        }
    }

    /// The language's position in `Language::VARIANTS` (the enum's order).
    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Language {
    /// The native name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.native_name())
    }
}

/// The language the machine asks for: [`LANGUAGE_VAR`] when it names one we speak, else the
/// first of the system's preferred locales that we speak, else English.
// The one read of the environment in i18n, by the app and the CLI once at start-up: the rest
// of the crate is pure, so the allowance is here rather than at its root (clippy.toml).
#[allow(clippy::disallowed_methods)]
pub fn system_language() -> Language {
    std::env::var(LANGUAGE_VAR)
        .ok()
        .and_then(|tag| Language::parse(&tag))
        .or_else(|| sys_locale::get_locales().find_map(|tag| Language::parse(&tag)))
        .unwrap_or(Language::En)
}
