//! Reading YAML for the loaders: a tree of located values, and the YAML reader's errors in
//! our own words.
//!
//! Game and track files are read into [`Item`]s rather than derived structs so that a quoted
//! scalar stays text (`turn: "1"` is an error, not the number 1), every bad field is reported
//! at once, and every message names its field. [`read_tree`] reads the plain shape directly
//! ([`direct`]) and leaves everything else to the YAML crate, whose [`Node`]s become the same
//! [`Item`]s; its errors are worded by [`syntax_error`].

pub mod direct;
#[cfg(test)]
mod direct_tests;
pub mod tree;

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_saphyr::{Error, ExternalMessageSource, Spanned, budget::BudgetBreach};

use crate::diag::{Diagnostic, Problem, Syntax, TooLarge, YamlProblem, escape};
pub use tree::{Item, Value};

/// A YAML value with the positions of everything inside it.
#[derive(Debug)]
pub enum Node {
    /// `null`, `~` or nothing.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number.
    Int(i128),
    /// A number with a fraction.
    Float(f64),
    /// Text: any quoted scalar, and plain scalars that are not null, booleans or numbers.
    Str(String),
    /// A list.
    Seq(Vec<Spanned<Node>>),
    /// A mapping, in the order of the file.
    Map(Vec<(Spanned<Node>, Spanned<Node>)>),
}

impl Node {
    /// What the value is, for messages ("a list", "the number 3", "the text `yes`").
    pub fn describe(&self) -> String {
        match self {
            Node::Null => "nothing (null)".to_string(),
            Node::Bool(b) => format!("`{b}`"),
            Node::Int(i) => format!("the number {i}"),
            Node::Float(f) => format!("the number {f}"),
            Node::Str(s) => format!("the text \"{}\"", escape(s)),
            Node::Seq(_) => "a list".to_string(),
            Node::Map(_) => "a mapping".to_string(),
        }
    }
}

struct NodeVisitor;

impl<'de> Visitor<'de> for NodeVisitor {
    type Value = Node;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_unit<E: de::Error>(self) -> Result<Node, E> {
        Ok(Node::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<Node, E> {
        Ok(Node::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Node, D::Error> {
        Node::deserialize(d)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Node, E> {
        Ok(Node::Bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Node, E> {
        Ok(Node::Int(v.into()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Node, E> {
        Ok(Node::Int(v.into()))
    }
    fn visit_i128<E: de::Error>(self, v: i128) -> Result<Node, E> {
        Ok(Node::Int(v))
    }
    fn visit_u128<E: de::Error>(self, v: u128) -> Result<Node, E> {
        Ok(i128::try_from(v)
            .map(Node::Int)
            .unwrap_or(Node::Float(v as f64)))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Node, E> {
        Ok(Node::Float(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Node, E> {
        Ok(Node::Str(v.to_string()))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<Node, E> {
        Ok(Node::Str(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Node, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element::<Spanned<Node>>()? {
            items.push(item);
        }
        Ok(Node::Seq(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Node, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key::<Spanned<Node>>()? {
            let value = map.next_value::<Spanned<Node>>()?;
            entries.push((key, value));
        }
        Ok(Node::Map(entries))
    }
}

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Node, D::Error> {
        d.deserialize_any(NodeVisitor)
    }
}

/// The deepest nesting a game or track file needs is 3 (the file, a list, an entry); the
/// reader stops well before a deep file could exhaust a thread's stack while a tree of
/// [`Node`]s is built (64 levels, the reader's default, overflow a 2 MB thread).
const MAX_DEPTH: usize = 12;

/// The reader's options for our files: the default ones with a nesting limit of `MAX_DEPTH` levels.
pub fn bounded() -> serde_saphyr::Options {
    serde_saphyr::options! {
        budget: serde_saphyr::budget! { max_depth: MAX_DEPTH },
    }
}

/// Reads a whole document into a located tree. Only `true`/`false` are booleans (a plain
/// `yes` stays text, so a field that wants a boolean refuses it with its own message).
pub fn read(src: &str, file: &str) -> Result<Spanned<Node>, Diagnostic> {
    serde_saphyr::from_str_with_options(src, strict()).map_err(|e| syntax_error(&e, file))
}

/// The [`bounded`] options where only `true`/`false` are booleans.
fn strict() -> serde_saphyr::Options {
    let mut options = bounded();
    options.strict_booleans = true;
    options
}

/// Reads a whole game file into located values: directly when it has the plain shape the
/// direct reader knows (much cheaper, and every `resolve` reads one), else with the YAML
/// crate ([`read`]), which also words every syntax error.
pub fn read_tree(src: &str, file: &str) -> Result<Item, Diagnostic> {
    read_tree_with(src, file, strict())
}

/// Reads a whole track file into located values as [`read_tree`] does, the YAML crate with
/// the [`bounded`] options (booleans as YAML 1.1 reads them, as tracks always were). The
/// direct reader leaves every word the two options read differently (`yes`, `on`...) to the
/// crate, so the tree is the same whichever reads a file.
pub fn read_track_tree(src: &str, file: &str) -> Result<Item, Diagnostic> {
    read_tree_with(src, file, bounded())
}

/// The direct reader, or the YAML crate with `options`.
fn read_tree_with(
    src: &str,
    file: &str,
    options: serde_saphyr::Options,
) -> Result<Item, Diagnostic> {
    match direct::read(src) {
        Some(item) => Ok(item),
        None => serde_saphyr::from_str_with_options::<Spanned<Node>>(src, options)
            .map(Item::from_yaml)
            .map_err(|e| syntax_error(&e, file)),
    }
}

/// The 1-based line and column of a located value.
pub fn place<T>(node: &Spanned<T>) -> (usize, usize) {
    let loc = node.referenced;
    (
        usize::try_from(loc.line()).unwrap_or(0),
        usize::try_from(loc.column()).unwrap_or(0),
    )
}

/// A YAML reader's error as a diagnostic in our words: the place in the diagnostic's own
/// fields, no advice meant for the programmer (options, budgets, type names).
pub fn syntax_error(err: &Error, file: &str) -> Diagnostic {
    let plain = err.without_snippet();
    let problem = match plain {
        Error::AliasError { error, .. } => return syntax_error(error, file),
        Error::DuplicateMappingKey { key, .. } => YamlProblem::KeyTwice(key.clone()),
        Error::Budget { breach, .. } => YamlProblem::TooLarge(too_large(breach)),
        Error::AliasReplayLimitExceeded { .. }
        | Error::AliasExpansionLimitExceeded { .. }
        | Error::AliasReplayStackDepthExceeded { .. }
        | Error::AliasReplayCounterOverflow { .. } => YamlProblem::TooManyAliases,
        Error::UnknownAnchor { .. } => YamlProblem::UnknownAnchor,
        Error::MultipleDocuments { .. } => YamlProblem::MultipleDocuments,
        Error::Eof { .. } => YamlProblem::Eof,
        Error::InvalidUtf8Input => YamlProblem::NotUtf8,
        Error::NonFiniteFloat { value, .. } => YamlProblem::NotFinite(value.clone()),
        Error::NullIntoString { .. } | Error::InvalidCharNull { .. } => YamlProblem::NullText,
        other => match syntax(other) {
            Some(syntax) => YamlProblem::Syntax(syntax),
            None => {
                let mut message = other.to_string();
                // The position goes into the diagnostic's own fields.
                if let Some(cut) = message.rfind(" at line ") {
                    message.truncate(cut);
                }
                // No category of ours fits: the reader's words, framed as the reader's.
                YamlProblem::Reader(message)
            }
        },
    };
    let d = Diagnostic::new(file, Problem::Yaml(problem));
    match plain.location() {
        Some(loc) if loc.line() > 0 => d.at(
            usize::try_from(loc.line()).unwrap_or(0),
            usize::try_from(loc.column()).unwrap_or(0),
        ),
        _ => d,
    }
}

/// The category of ours of a syntax error the YAML parser found, when one fits.
fn syntax(err: &Error) -> Option<Syntax> {
    match err {
        Error::ExternalMessage { source, .. } => match source.as_ref() {
            ExternalMessageSource::Parser(scan) => Syntax::of(scan.kind()),
            _ => None,
        },
        _ => None,
    }
}

fn too_large(breach: &BudgetBreach) -> TooLarge {
    match breach {
        BudgetBreach::Depth { .. } => TooLarge::Deep,
        BudgetBreach::Aliases { .. }
        | BudgetBreach::Anchors { .. }
        | BudgetBreach::AliasAnchorRatio { .. } => TooLarge::Aliases,
        BudgetBreach::Documents { .. } => TooLarge::Documents,
        _ => TooLarge::Other,
    }
}
