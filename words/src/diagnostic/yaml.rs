//! The YAML reader's refusals in words: our categories of syntax error (indentation, a tab,
//! an unclosed quote or bracket) in the language; only when none fits the reader's own
//! English words, framed as a YAML syntax error.

use formats::diag::{Syntax, TooLarge, YamlProblem, closing};
use i18n::tr;

/// How the YAML reader refused a file, in words.
pub(super) fn text(p: &YamlProblem) -> String {
    match p {
        YamlProblem::KeyTwice(Some(key)) => tr!("diag-yaml-key-twice", key = key.as_str()),
        YamlProblem::KeyTwice(None) => tr!("diag-yaml-a-key-twice"),
        YamlProblem::TooLarge(TooLarge::Deep) => tr!("diag-yaml-too-deep"),
        YamlProblem::TooLarge(TooLarge::Aliases) => tr!("diag-yaml-too-many-anchors"),
        YamlProblem::TooLarge(TooLarge::Documents) => tr!("diag-yaml-too-many-documents"),
        YamlProblem::TooLarge(TooLarge::Other) => tr!("diag-yaml-too-large"),
        YamlProblem::TooManyAliases => tr!("diag-yaml-too-many-aliases"),
        YamlProblem::UnknownAnchor => tr!("diag-yaml-unknown-anchor"),
        YamlProblem::MultipleDocuments => tr!("diag-yaml-documents"),
        YamlProblem::Eof => tr!("diag-yaml-eof"),
        YamlProblem::NotUtf8 => tr!("diag-yaml-not-utf8"),
        YamlProblem::NotFinite(value) => tr!("diag-yaml-not-finite", value = value.as_str()),
        YamlProblem::NullText => tr!("diag-yaml-null-text"),
        YamlProblem::Syntax(s) => syntax(*s),
        YamlProblem::Reader(words) => tr!("diag-yaml-reader", words = words.as_str()),
    }
}

/// A syntax error of one of our categories, in words.
fn syntax(s: Syntax) -> String {
    match s {
        Syntax::Tab => tr!("diag-yaml-tab"),
        Syntax::Indentation => tr!("diag-yaml-indentation"),
        Syntax::MissingColon => tr!("diag-yaml-missing-colon"),
        Syntax::UnclosedQuote => tr!("diag-yaml-unclosed-quote"),
        Syntax::AfterQuote => tr!("diag-yaml-after-quote"),
        Syntax::Escape => tr!("diag-yaml-escape"),
        Syntax::Unclosed { open } => tr!(
            "diag-yaml-unclosed",
            open = open.to_string(),
            close = closing(open).to_string()
        ),
        Syntax::Mismatched { open, close } => tr!(
            "diag-yaml-mismatched",
            open = open.to_string(),
            close = close.to_string(),
            wanted = closing(open).to_string()
        ),
        Syntax::InBrackets => tr!("diag-yaml-in-brackets"),
        Syntax::Reserved { character } => {
            tr!("diag-yaml-reserved", character = character.to_string())
        }
        Syntax::Directive => tr!("diag-yaml-directive"),
        Syntax::DocumentMarkerInQuote => tr!("diag-yaml-marker-in-quote"),
    }
}
