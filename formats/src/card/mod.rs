//! The threat-card format: a YAML list of cards whose X, Y and Z actions are effect phrases
//! and whose special rules are trait phrases (the vocabulary is documented in
//! `missions/threats/README.md`), read into [`engine::ThreatCard`]s; and the phrases written
//! back. A malformed card is an error naming the file, line and field.
//!
//! `raw` reads a card's fields and checks them, `families` and `traits` hold the phrase
//! table of each family of effects and of the traits (one declaration reads and writes each
//! phrase, `phrase`; the words of its values are `words`), `effects` reads and writes a
//! whole effect (the conditions, which hold other phrases, too), and `fits` says whether an
//! effect or trait belongs on a card of its kind.

mod effects;
mod families;
mod fits;
mod phrase;
mod raw;
mod traits;
mod words;
mod write;

#[cfg(test)]
mod tests;

use engine::{Color, Severity, ThreatCard, ThreatKind, card::System};
use serde_saphyr::Spanned;

use crate::diag::{CardField, CardRule, CardWants, Diagnostic, Diagnostics, Found, Problem};

pub use effects::{effect_heads, effect_phrase, parse_effects};
pub use traits::{parse_trait, trait_heads, trait_phrase};
pub use write::{CardEntry, write_cards};

/// Reads the cards of one YAML file (a list of cards) onto `cards`, each with its plain-words
/// `text` pushed onto `texts`, and checks that ids stay unique. `Ok` holds the warnings (a
/// deprecated spelling, say): the cards were added all the same. A catalog adds a homebrew
/// file this way, and the build checks the shipped files this way.
pub fn add_yaml(
    cards: &mut Vec<ThreatCard>,
    texts: &mut Vec<Option<String>>,
    src: &str,
    file: &str,
) -> Result<Vec<Diagnostic>, Diagnostics> {
    let raw: Vec<Spanned<raw::RawCard>> =
        serde_saphyr::from_str(src).map_err(|e| yaml_error(file, &e))?;
    let mut diags = Vec::new();
    let mut warnings = Vec::new();
    for card in raw {
        let line = card.referenced.line() as usize;
        let col = card.referenced.column() as usize;
        let text = card.value.text.clone();
        match card.value.build(file, &mut warnings) {
            Ok(c) => {
                if cards.iter().any(|x| x.id == c.id) {
                    let rule = CardRule::DuplicateId { id: c.id.clone() };
                    diags.push(
                        Diagnostic::new(file, Problem::CardRule(rule))
                            .at(line, col)
                            .field("id"),
                    );
                } else {
                    cards.push(c);
                    texts.push(text);
                }
            }
            Err(mut d) => diags.append(&mut d),
        }
    }
    Diagnostics(diags).into_result(warnings)
}

/// A YAML syntax or shape error as a diagnostic: a field the reader refused in our words
/// (its place in the diagnostic's own fields), any other error as the YAML reader's.
pub(crate) fn yaml_error(file: &str, e: &serde_saphyr::Error) -> Diagnostics {
    let plain = e.without_snippet();
    let Some(field) = card_field(plain) else {
        return Diagnostics(vec![crate::yaml::syntax_error(e, file)]);
    };
    let mut d = Diagnostic::new(file, Problem::CardField(field));
    if let Some(loc) = plain.location().filter(|l| l.line() > 0) {
        d = d.at(loc.line() as usize, loc.column() as usize);
    }
    Diagnostics(vec![d])
}

/// What the reader refused in a card's field, when it is a field's type, name or absence.
fn card_field(e: &serde_saphyr::Error) -> Option<CardField> {
    use serde_saphyr::Error;
    Some(match e {
        Error::SerdeUnknownField {
            field, expected, ..
        } => CardField::Unknown {
            field: field.clone(),
            expected: expected.iter().map(|f| (*f).to_string()).collect(),
        },
        Error::SerdeMissingField { field, .. } => CardField::Missing {
            field: (*field).to_string(),
        },
        Error::InvalidScalar { ty: words, .. }
        | Error::Unexpected {
            expected: words, ..
        } => CardField::Invalid {
            wants: CardWants::from_reader(words),
        },
        Error::SerdeInvalidType {
            unexpected,
            expected,
            ..
        }
        | Error::SerdeInvalidValue {
            unexpected,
            expected,
            ..
        } => CardField::Type {
            wants: CardWants::from_reader(expected),
            found: Found::from_reader(unexpected),
        },
        _ => return None,
    })
}

/// The points printed on most cards (`docs/rules.md` §8): survived / destroyed.
pub fn default_points(severity: Severity, color: Color) -> (u8, u8) {
    match (severity, color) {
        (Severity::Common, Color::White) => (2, 4),
        (Severity::Common, Color::Yellow) => (3, 6),
        (Severity::Serious, Color::White) => (4, 8),
        (Severity::Serious, Color::Yellow) => (6, 12),
        // RULINGS.md NF24: the red cards' values, as both expansion resolvers score them.
        (Severity::Common, Color::Red) => (4, 8),
        (Severity::Serious, Color::Red) => (8, 16),
    }
}

/// Every kind of card, in the order the catalog's messages list them.
const KINDS: [ThreatKind; 5] = [
    ThreatKind::External,
    ThreatKind::Intruder,
    ThreatKind::Malfunction(System::A),
    ThreatKind::Malfunction(System::B),
    ThreatKind::Malfunction(System::C),
];

/// The kind as written in the catalog: `external`, `intruder`, `malfunction-b` ... (read
/// back by finding the kind of `KINDS` with that word).
pub fn kind_name(kind: ThreatKind) -> &'static str {
    match kind {
        ThreatKind::External => "external",
        ThreatKind::Intruder => "intruder",
        ThreatKind::Malfunction(System::A) => "malfunction-a",
        ThreatKind::Malfunction(System::B) => "malfunction-b",
        ThreatKind::Malfunction(System::C) => "malfunction-c",
    }
}
