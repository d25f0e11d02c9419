//! Diagnostics of game files, tracks and homebrew cards in the current language: the place
//! (`file:line:col: field: `) as the loaders wrote it, then the problem in words. This is the
//! only wording of a [`Problem`] (the loaders' types carry data, no sentence), in English too,
//! which the goldens pin. Only the YAML reader's own words inside a syntax error it has no
//! category of ours for stay as the reader wrote them (our framing around them is
//! translated); so does what a file names (fields, words it takes, names).

mod field;
mod phrase;
mod rules;
/// The engine's setup checks in words (the boards screen says them too).
pub mod setup;
mod track;
mod yaml;

use engine::action::{TokenError, TokenProblem};
use formats::diag::{Diagnostic, Diagnostics, DrawError, Pile, Problem, WordKind, escape};
use i18n::tr;
use strum::VariantArray;

/// One diagnostic in the current language: `file:line:col: field: problem`, with control
/// and invisible characters escaped as the loaders' `Display` does.
pub fn text(d: &Diagnostic) -> String {
    let mut out = escape(&d.file).into_owned();
    if let Some(line) = d.line {
        out.push_str(&format!(":{line}"));
        if let Some(col) = d.column {
            out.push_str(&format!(":{col}"));
        }
    }
    // The place's own colons are the tools' `file:line:col: ` (editors jump to it), the same
    // in every language; the field's is the language's (French: a no-break space before it).
    out.push_str(": ");
    let message = escape_words(&problem(&d.problem));
    match &d.field {
        Some(field) => out.push_str(&tr!(
            "diag-field-says",
            field = escape(field).into_owned(),
            problem = message
        )),
        None => out.push_str(&message),
    }
    out
}

/// `message` escaped as [`escape`] does, but for the no-break space French puts before `:`
/// `;` `?` `!`: that one is the language's punctuation, not a hidden character of the file.
fn escape_words(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut from = 0;
    for (i, c) in message.char_indices() {
        let after = message.get(i + c.len_utf8()..).unwrap_or_default();
        if c == '\u{a0}' && after.starts_with([':', ';', '?', '!']) {
            out.push_str(&escape(message.get(from..i).unwrap_or_default()));
            out.push(c);
            from = i + c.len_utf8();
        }
    }
    out.push_str(&escape(message.get(from..).unwrap_or_default()));
    out
}

/// Every diagnostic of one input, a line each.
pub fn all(diags: &Diagnostics) -> String {
    diags.0.iter().map(text).collect::<Vec<_>>().join("\n")
}

/// A problem in words, without its place.
pub fn problem(p: &Problem) -> String {
    match p {
        Problem::Yaml(y) => yaml::text(y),
        Problem::NotUtf8 { byte } => tr!("diag-not-utf8", byte = format!("0x{byte:02X}")),
        Problem::Missing { key } => tr!("diag-missing", key = key.as_str()),
        Problem::UnknownThreat { key } => tr!("diag-unknown-threat", key = key.as_str()),
        Problem::AmbiguousThreat { name, ids } => tr!(
            "diag-ambiguous-threat",
            name = name.as_str(),
            ids = ids.join(", ")
        ),
        Problem::Token { space, error } => {
            tr!("diag-space", space = *space, problem = token(error))
        }
        Problem::TooManyActions { count } => tr!("diag-too-many-actions", count = *count),
        Problem::Setup(e) => setup::text(e),
        Problem::UnknownWord {
            kind,
            word,
            expected,
        } => unknown_word(*kind, word, expected),
        Problem::NoCrewMember { name } => tr!("diag-no-crew-member", name = name.as_str()),
        Problem::TrackRead(p) => track::read(p),
        Problem::TrackRule(p) => track::rule(p),
        Problem::Field(p) => field::text(p),
        Problem::CardField(p) => field::card(p),
        Problem::UnknownSpecialization(e) => unknown_specialization(&e.text),
        Problem::CardRule(r) => field::card_rule(r),
        Problem::Phrase(p) => phrase::text(p),
        Problem::Squads { count } => tr!("diag-disabled-squads", count = *count),
        Problem::TilesNotDrawn {
            listed,
            drawn,
            tiles,
        } => tr!(
            "diag-tiles-not-drawn",
            listed = *listed,
            drawn = *drawn,
            tiles = tiles.join(", ")
        ),
    }
}

/// A card drawn for a track's announcements that does not fit them (the boards screen's).
pub fn draw(e: &DrawError) -> String {
    match e {
        DrawError::Count { announced, drawn } => {
            tr!("diag-draw-count", announced = *announced, drawn = *drawn)
        }
        DrawError::Mismatch {
            turn,
            zone,
            card,
            drawn,
            announced,
        } => tr!(
            "diag-draw-mismatch",
            turn = *turn,
            zone = crate::nouns::threat_zone(*zone),
            card = card.as_str(),
            drawn = pile(*drawn),
            announced = pile(*announced)
        ),
    }
}

/// A pile of threat cards, as the adjectives before "threat" (`serious internal`).
fn pile(p: Pile) -> String {
    match (p.internal, p.serious) {
        (false, false) => tr!("pile-common-external"),
        (false, true) => tr!("pile-serious-external"),
        (true, false) => tr!("pile-common-internal"),
        (true, true) => tr!("pile-serious-internal"),
    }
}

/// A `specialization:` that is none, with the specializations' words.
fn unknown_specialization(text: &str) -> String {
    let expected: Vec<&str> = engine::Specialization::VARIANTS
        .iter()
        .map(|s| s.name())
        .collect();
    tr!(
        "diag-unknown-specialization",
        text = text,
        expected = expected.join(", ")
    )
}

/// A word none of those its field takes, with the words it takes (the file's own words).
fn unknown_word(kind: WordKind, word: &str, expected: &[String]) -> String {
    let one_of = one_of(expected);
    match kind {
        WordKind::Color => tr!("diag-unknown-color", word = word, expected = one_of),
        WordKind::Zone => tr!("diag-unknown-zone", word = word, expected = one_of),
        WordKind::DamageTile => tr!("diag-unknown-damage-tile", word = word, expected = one_of),
        WordKind::Station => tr!("diag-unknown-station", word = word, expected = one_of),
        WordKind::CardKind => tr!("diag-unknown-card-kind", word = word, expected = one_of),
        WordKind::CardSet => tr!("diag-unknown-card-set", word = word, expected = one_of),
        WordKind::Severity => tr!("diag-unknown-severity", word = word, expected = one_of),
        WordKind::Target => tr!("diag-unknown-target", word = word, expected = one_of),
        WordKind::Module => tr!(
            "diag-unknown-module",
            word = word,
            expected = expected.join(", ")
        ),
    }
}

/// `a, b or c`: the file's words, with the language's `or`.
fn one_of(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr!("diag-or", rest = rest.join(", "), last = last.as_str()),
    }
}

/// A board's token that is no action card.
pub fn token(e: &TokenError) -> String {
    let token = e.token.as_str();
    match e.problem {
        TokenProblem::Unknown if token.starts_with(['S', 's']) => {
            tr!("diag-token-unknown-specialization", token = token)
        }
        TokenProblem::Unknown => tr!("diag-token-unknown", token = token),
        TokenProblem::SameHalves(h) => tr!(
            "diag-token-same-halves",
            token = token,
            half = h.symbol().to_string()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::escape_words;

    /// French punctuation keeps its no-break space; a hidden character of the file is
    /// still shown, as is a no-break space that is no punctuation's.
    #[test]
    fn only_the_punctuations_no_break_space_is_kept() {
        assert_eq!(
            escape_words("`a\u{200b}b`\u{a0}: attendu c\u{a0}d\u{a0}?"),
            "`a\\u{200b}b`\u{a0}: attendu c\\u{a0}d\u{a0}?"
        );
        assert_eq!(escape_words("plain: words"), "plain: words");
    }
}
