//! A file as located values: what the field readers of game and track files check.
//!
//! Two readers make this tree: [`super::direct`] for the plain shape every game file the app
//! writes, every track `Track::to_yaml` writes and most files written by hand have, and the
//! YAML crate ([`Item::from_yaml`]) for everything else. Both give the same tree for a file
//! the direct reader takes, so every message about a field is the same whichever read the
//! file ([`super::read_tree`]).

use serde_saphyr::Spanned;

use super::{Node, place};
use crate::diag::Found;

/// A value with the 1-based line and column where it is written.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    /// The value.
    pub value: Value,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
}

/// A YAML value of a game or track file.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
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
    Seq(Vec<Item>),
    /// A mapping, in the order of the file.
    Map(Vec<(Item, Item)>),
}

impl Value {
    /// What the value is, for the words of a problem ("a list", "the number 3", "the text
    /// \"yes\"").
    pub fn found(&self) -> Found {
        match self {
            Value::Null => Found::Null,
            Value::Bool(b) => Found::Bool(*b),
            Value::Int(i) => Found::Number(i.to_string()),
            Value::Float(f) => Found::Number(f.to_string()),
            Value::Str(s) => Found::Text(s.clone()),
            Value::Seq(_) => Found::List,
            Value::Map(_) => Found::Mapping,
        }
    }
}

impl Item {
    /// The 1-based line and column.
    pub fn place(&self) -> (usize, usize) {
        (self.line as usize, self.column as usize)
    }

    /// The YAML crate's located value as an item.
    pub fn from_yaml(node: Spanned<Node>) -> Item {
        let (line, column) = place(&node);
        let value = match node.value {
            Node::Null => Value::Null,
            Node::Bool(b) => Value::Bool(b),
            Node::Int(i) => Value::Int(i),
            Node::Float(f) => Value::Float(f),
            Node::Str(s) => Value::Str(s),
            Node::Seq(items) => Value::Seq(items.into_iter().map(Item::from_yaml).collect()),
            Node::Map(entries) => Value::Map(
                entries
                    .into_iter()
                    .map(|(k, v)| (Item::from_yaml(k), Item::from_yaml(v)))
                    .collect(),
            ),
        };
        Item {
            value,
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column).unwrap_or(u32::MAX),
        }
    }
}
