//! The reader of a game file's located values: each field checked for its type, each
//! problem placed at its line, column and field.

use std::collections::BTreeMap;

use super::tree::{Item, Value};
use crate::diag::Diagnostic;

/// Collects the problems of one file, each placed at once.
pub(super) struct Reader<'a> {
    pub(super) file: &'a str,
    pub(super) problems: Vec<Diagnostic>,
}

impl Reader<'_> {
    pub(super) fn at(&mut self, node: &Item, field: impl Into<String>, msg: impl Into<String>) {
        let (line, column) = node.place();
        self.problems.push(
            Diagnostic::new(self.file, msg)
                .at(line, column)
                .field(field),
        );
    }

    /// Says what the problem last reported is, as data, for its words in every language.
    pub(super) fn last_is(&mut self, problem: crate::diag::Problem) {
        if let Some(last) = self.problems.last_mut() {
            last.problem = Some(Box::new(problem));
        }
    }

    pub(super) fn top(&mut self, field: &str, msg: impl Into<String>) {
        self.problems
            .push(Diagnostic::new(self.file, msg).at(1, 1).field(field));
    }

    /// The entries of a mapping by name; reports what is not a mapping and unknown keys.
    pub(super) fn fields<'n>(
        &mut self,
        node: &'n Item,
        field: &str,
        known: &[&'static str],
    ) -> Option<BTreeMap<&'static str, &'n Item>> {
        let Value::Map(entries) = &node.value else {
            let what = node.value.describe();
            self.at(
                node,
                field,
                format!("expected a mapping of {}, found {what}", known.join(", ")),
            );
            return None;
        };
        let mut out = BTreeMap::new();
        for (key, value) in entries {
            let name = match &key.value {
                Value::Str(s) => s.as_str(),
                other => {
                    let what = other.describe();
                    self.at(key, field, format!("a key must be a name, found {what}"));
                    continue;
                }
            };
            match known.iter().find(|k| **k == name) {
                Some(&k) => {
                    out.insert(k, value);
                }
                None => {
                    let path = if field.is_empty() {
                        name.to_string()
                    } else {
                        format!("{field}.{name}")
                    };
                    self.at(
                        key,
                        path,
                        format!("unknown field: expected one of {}", known.join(", ")),
                    );
                }
            }
        }
        Some(out)
    }

    /// A whole number; quoted text is refused, not converted.
    pub(super) fn int(&mut self, node: &Item, field: &str, what: &str) -> Option<i64> {
        match &node.value {
            Value::Int(i) => match i64::try_from(*i) {
                Ok(v) => Some(v),
                Err(_) => {
                    self.at(
                        node,
                        field,
                        format!("expected {what}, found the number {i}"),
                    );
                    None
                }
            },
            Value::Str(_) => {
                let found = node.value.describe();
                self.at(
                    node,
                    field,
                    format!("expected {what}, found {found} (numbers are written without quotes)"),
                );
                None
            }
            other => {
                let found = other.describe();
                self.at(node, field, format!("expected {what}, found {found}"));
                None
            }
        }
    }

    /// `true` or `false`; quoted text and numbers are refused.
    pub(super) fn bool(&mut self, node: Option<&Item>, field: &str) -> bool {
        match node.map(|n| (n, &n.value)) {
            None | Some((_, Value::Null)) => false,
            Some((_, Value::Bool(b))) => *b,
            Some((n, other)) => {
                let found = other.describe();
                let hint = if matches!(other, Value::Str(_)) {
                    " (write true or false, without quotes)"
                } else {
                    ""
                };
                self.at(
                    n,
                    field,
                    format!("expected true or false, found {found}{hint}"),
                );
                false
            }
        }
    }

    /// Text (a bare number is taken as written, as a name may be `7`).
    pub(super) fn text(&mut self, node: &Item, field: &str, what: &str) -> Option<String> {
        match &node.value {
            Value::Str(s) => Some(s.clone()),
            Value::Int(i) => Some(i.to_string()),
            other => {
                let found = other.describe();
                self.at(node, field, format!("expected {what}, found {found}"));
                None
            }
        }
    }

    /// The items of a list (null is an empty list).
    pub(super) fn list<'n>(&mut self, node: &'n Item, field: &str, what: &str) -> &'n [Item] {
        match &node.value {
            Value::Seq(items) => items,
            Value::Null => &[],
            other => {
                let found = other.describe();
                self.at(
                    node,
                    field,
                    format!("expected a list of {what}, found {found}"),
                );
                &[]
            }
        }
    }
}
