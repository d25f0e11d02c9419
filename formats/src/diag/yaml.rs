//! The YAML reader's syntax errors as data: bad indentation, a tab, an unclosed quote or
//! bracket, each one of [`Syntax`] with its place kept by the diagnostic, so the words crate
//! says it in the reader's language. What fits none stays the reader's own English words.

use serde_saphyr::granit_parser::ErrorKind;

/// A syntax error of a YAML file, in a category of ours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Syntax {
    /// A tab where YAML takes spaces (indentation, or inside a plain value).
    Tab,
    /// A line whose indentation does not line up with its mapping or list.
    Indentation,
    /// A line that is neither `key: value` nor a list's `- value`.
    MissingColon,
    /// A quoted value without its closing quote (placed at the opening one).
    UnclosedQuote,
    /// Text after a quoted value's closing quote.
    AfterQuote,
    /// A `\` escape that double quotes do not know.
    Escape,
    /// A `[` or `{` never closed.
    Unclosed {
        /// The opening bracket.
        open: char,
    },
    /// A `[` or `{` closed by the other kind of bracket.
    Mismatched {
        /// The opening bracket.
        open: char,
        /// The bracket that closed it.
        close: char,
    },
    /// Inside `[ ]` or `{ }`: a missing comma, a stray `:` or closing bracket.
    InBrackets,
    /// A character that cannot start a plain value (`@`, `` ` ``).
    Reserved {
        /// The character.
        character: char,
    },
    /// A YAML directive (a line starting with `%`), which no file of ours has.
    Directive,
    /// `---` or `...` at the start of a line inside quoted text: it ends the document.
    DocumentMarkerInQuote,
}

impl Syntax {
    /// The category of a reader's error, when one fits.
    pub fn of(kind: &ErrorKind) -> Option<Syntax> {
        Some(match kind {
            ErrorKind::TabNotAllowed
            | ErrorKind::TabInBlockIndentation
            | ErrorKind::TabInIndentation
            | ErrorKind::TabInPlainScalar
            | ErrorKind::TabAtBlockScalarStart => Syntax::Tab,
            ErrorKind::InvalidIndentation
            | ErrorKind::MappingValueNotAllowed
            | ErrorKind::ExpectedBlockMappingKey
            | ErrorKind::ExpectedBlockSequenceEntry
            | ErrorKind::BlockSequenceEntryNotAllowed
            | ErrorKind::InvalidFlowScalarIndent
            | ErrorKind::InvalidBlockScalarIndent
            | ErrorKind::InvalidQuotedScalarIndent => Syntax::Indentation,
            ErrorKind::SimpleKeyExpected | ErrorKind::InvalidSimpleKey => Syntax::MissingColon,
            ErrorKind::UnclosedQuotedScalar => Syntax::UnclosedQuote,
            ErrorKind::InvalidTrailingSingleQuotedScalar
            | ErrorKind::InvalidTrailingDoubleQuotedScalar => Syntax::AfterQuote,
            ErrorKind::UnknownQuotedScalarEscape
            | ErrorKind::InvalidQuotedScalarHexEscape
            | ErrorKind::InvalidLowSurrogateHexEscape
            | ErrorKind::InvalidLowSurrogate
            | ErrorKind::MissingLowSurrogate
            | ErrorKind::UnpairedLowSurrogate
            | ErrorKind::InvalidUnicodeEscape => Syntax::Escape,
            ErrorKind::UnclosedFlowCollection { open } => Syntax::Unclosed { open: *open },
            ErrorKind::UnexpectedEofFlowSequence => Syntax::Unclosed { open: '[' },
            ErrorKind::UnexpectedEofFlowMapping | ErrorKind::UnexpectedEofImplicitFlowMapping => {
                Syntax::Unclosed { open: '{' }
            }
            ErrorKind::MismatchedFlowCollectionEnd { open, close } => Syntax::Mismatched {
                open: *open,
                close: *close,
            },
            ErrorKind::ExpectedFlowSequenceSeparator
            | ErrorKind::ExpectedFlowMappingSeparator
            | ErrorKind::MisplacedFlowCollectionEnd
            | ErrorKind::BlockEntryInFlowCollection => Syntax::InBrackets,
            ErrorKind::UnexpectedCharacter { character } => Syntax::Reserved {
                character: *character,
            },
            // A directive where a value was meant; a directive of another YAML version keeps
            // the reader's words, which name it exactly.
            ErrorKind::ExpectedDocumentStart
            | ErrorKind::MissingDocumentEndBeforeDirective
            | ErrorKind::InvalidDirectiveTerminator
            | ErrorKind::MissingDirectiveName
            | ErrorKind::InvalidDirectiveName => Syntax::Directive,
            ErrorKind::DocumentIndicatorInQuotedScalar => Syntax::DocumentMarkerInQuote,
            // The rest are rare (directives, tags, anchors' limits, the input itself) or
            // ambiguous (a `:` misplaced in brackets, as often an unclosed bracket): the
            // reader's own words say them.
            _ => return None,
        })
    }
}

/// The bracket that closes `open`.
pub fn closing(open: char) -> char {
    match open {
        '[' => ']',
        '{' => '}',
        other => other,
    }
}
