//! The words of Sitting Duck in every language it speaks.
//!
//! Messages are [Project Fluent](https://projectfluent.org) files, one per *area* (a part of
//! the program, owned by whoever writes it) per language: `i18n/locales/<tag>/<area>.ftl`,
//! with the tags of [`Language`] (`en`, `de`, `fr`, `cs`, `es`) and the areas of [`AREAS`]
//! (`app`, `phone`, `log`, `debrief`, `report`, `cli`, `careers`, `pace`, `quiet`, `voice`, ...,
//! `cards`). They are embedded at build time: the program reads no file for its words.
//!
//! # Looking words up
//!
//! ```
//! use i18n::{Language, tr};
//!
//! i18n::set_thread_language(Some(Language::De));
//! assert_eq!(tr!("language-label"), "Sprache");
//! // Arguments by name: integers and text. Fluent picks the plural form (Czech has four).
//! let _ = tr!("language-system", language = Language::De.native_name());
//! ```
//!
//! - [`tr!`] looks a key up in the current [`language`]; [`text_in`] in a given one.
//! - A lookup never fails: a key missing from a language falls back to English, a key
//!   missing from English gives the key itself, a missing argument shows as `{$name}`.
//! - The tests fail instead: on a key missing from any language (or defined in one language
//!   only), on a file that does not parse or defines a key twice, on a translation using a
//!   variable the English message does not give, and on a key that a `tr!` anywhere in the
//!   workspace's sources (or a `data-t` attribute in a page) names and no English file
//!   defines. So write keys as literals in `tr!`; a key chosen at run time (`match` arms,
//!   one `tr!` each) keeps the check working.
//!
//! # Adding words
//!
//! Add the message to `locales/en/<area>.ftl` and, translated, to the four others. Keys are
//! Fluent identifiers (`setup-start`, lower case with dashes), unique across all areas:
//! start them with the area's or the screen's name. Variables use underscores
//! (`{ $crew_name }`), as in the `tr!` call. A new area is one name in the list in
//! `catalog.rs` and its five files.
//!
//! # The threat cards' rules
//!
//! The [`CARDS_AREA`] holds each shipped threat card's rules text (`cards-e1-04`, see
//! [`card_key`]) in German, French, Czech and Spanish; [`card_text`] looks one up. Its
//! English is the catalog's YAML, so `locales/en/cards.ftl` defines no message; the tests
//! check every shipped card against the catalog in each language instead (the `tests`
//! crate's `card_texts`). Card names stay as printed, in every language.
//!
//! # The current language
//!
//! [`set_language`] sets the process's (the command line; the window at its start) and
//! [`set_thread_language`] pins one thread (the app's UI thread follows its settings; each
//! test pins its own, so tests in parallel never see each other's language). Until someone
//! sets it, it is English. [`system_language`] is what the machine asks for: the
//! `SITTING_DUCK_LANG` environment variable, else the system's locale, else English.

mod catalog;
mod current;
mod language;

#[doc(hidden)]
pub use fluent_bundle::FluentArgs;
#[doc(hidden)]
pub use fluent_bundle::FluentValue;

pub use catalog::{AREAS, Area, CARDS_AREA, area, card_key, card_text, has_message, text_in};
pub use current::{language, set_language, set_thread_language};
pub use language::{LANGUAGE_VAR, Language, system_language};

/// The message `key` in the current [`language`], with optional named arguments.
///
/// ```
/// # use i18n::tr;
/// let label: String = tr!("language-label");
/// let system: String = tr!("language-system", language = "English");
/// ```
///
/// Arguments are integers or text ([`Arg`]); their names are the message's variables.
#[macro_export]
macro_rules! tr {
    ($key:literal $(,)?) => {
        $crate::text_in($crate::language(), $key, None)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::FluentArgs::new();
        $( args.set(stringify!($name), $crate::Arg::value($value)); )+
        $crate::text_in($crate::language(), $key, Some(&args))
    }};
}

/// A value a message can take as an argument: an integer (Fluent chooses plural forms by
/// it) or text. No floats: the program counts in integers.
pub trait Arg {
    /// The value as Fluent's.
    fn value(self) -> FluentValue<'static>;
}

macro_rules! integer_args {
    ($($int:ty),+) => {$(
        impl Arg for $int {
            fn value(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )+};
}

integer_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl Arg for String {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}

impl Arg for &String {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

impl Arg for &str {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self.to_owned())
    }
}

/// Every message of an area in `language`, formatted without arguments, as (key, text)
/// pairs in the order of the English file: what the phone page is sent.
pub fn area_texts(language: Language, area_name: &str) -> Vec<(String, String)> {
    let Some(found) = area(area_name) else {
        return Vec::new();
    };
    keys_of(found.source(Language::En))
        .into_iter()
        .map(|key| {
            let text = text_in(language, &key, None);
            (key, text)
        })
        .collect()
}

/// The message keys defined in one Fluent source, in order (terms and comments skipped).
pub fn keys_of(source: &str) -> Vec<String> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) => resource,
        Err((partial, _errors)) => partial,
    };
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_owned()),
            _ => None,
        })
        .collect()
}
