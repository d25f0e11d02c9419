//! The reader of a game file's located values: each field checked for its type, each
//! problem placed at its line, column and field.

use std::collections::BTreeMap;

use crate::diag::{Diagnostic, FieldProblem, Hint, Problem, Wants};
use formats::yaml::{Item, Value};

/// Collects the problems of one file, each placed at once.
pub(super) struct Reader<'a> {
    pub(super) file: &'a str,
    pub(super) problems: Vec<Diagnostic>,
}

impl Reader<'_> {
    /// `problem` at `node`, in `field`.
    pub(super) fn at(&mut self, node: &Item, field: impl Into<String>, problem: Problem) {
        let (line, column) = node.place();
        self.problems.push(
            Diagnostic::new(self.file, problem)
                .at(line, column)
                .field(field),
        );
    }

    /// A field's problem at `node`.
    pub(super) fn field_problem(&mut self, node: &Item, field: impl Into<String>, p: FieldProblem) {
        self.at(node, field, Problem::Field(p));
    }

    /// `problem` of the whole file, in `field`, placed at its start.
    pub(super) fn top(&mut self, field: &str, problem: Problem) {
        self.problems
            .push(Diagnostic::new(self.file, problem).at(1, 1).field(field));
    }

    /// A field's problem of the whole file (a field left out), placed at its start.
    pub(super) fn top_field(&mut self, field: &str, p: FieldProblem) {
        self.top(field, Problem::Field(p));
    }

    /// A value of the wrong type.
    fn expected(&mut self, node: &Item, field: &str, wants: Wants, hint: Option<Hint>) {
        let found = node.value.found();
        self.field_problem(node, field, FieldProblem::Expected { wants, found, hint });
    }

    /// The entries of a mapping by name; reports what is not a mapping and unknown keys.
    pub(super) fn fields<'n>(
        &mut self,
        node: &'n Item,
        field: &str,
        known: &[&'static str],
    ) -> Option<BTreeMap<&'static str, &'n Item>> {
        let Value::Map(entries) = &node.value else {
            let keys = known.iter().map(|k| (*k).to_string()).collect();
            let found = node.value.found();
            self.field_problem(node, field, FieldProblem::ExpectedMapping { keys, found });
            return None;
        };
        let mut out = BTreeMap::new();
        for (key, value) in entries {
            let name = match &key.value {
                Value::Str(s) => s.as_str(),
                other => {
                    let found = other.found();
                    self.field_problem(key, field, FieldProblem::KeyNotName { found });
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
                    let expected = known.iter().map(|k| (*k).to_string()).collect();
                    self.field_problem(key, path, FieldProblem::UnknownField { expected });
                }
            }
        }
        Some(out)
    }

    /// A whole number; quoted text is refused, not converted.
    pub(super) fn int(&mut self, node: &Item, field: &str, wants: Wants) -> Option<i64> {
        match &node.value {
            Value::Int(i) => match i64::try_from(*i) {
                Ok(v) => Some(v),
                Err(_) => {
                    self.expected(node, field, wants, None);
                    None
                }
            },
            Value::Str(_) => {
                self.expected(node, field, wants, Some(Hint::NumberUnquoted));
                None
            }
            _ => {
                self.expected(node, field, wants, None);
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
                let hint = matches!(other, Value::Str(_)).then_some(Hint::FlagUnquoted);
                self.expected(n, field, Wants::Flag, hint);
                false
            }
        }
    }

    /// Text (a bare number is taken as written, as a name may be `7`).
    pub(super) fn text(&mut self, node: &Item, field: &str, wants: Wants) -> Option<String> {
        match &node.value {
            Value::Str(s) => Some(s.clone()),
            Value::Int(i) => Some(i.to_string()),
            _ => {
                self.expected(node, field, wants, None);
                None
            }
        }
    }

    /// The items of a list (null is an empty list).
    pub(super) fn list<'n>(&mut self, node: &'n Item, field: &str, wants: Wants) -> &'n [Item] {
        match &node.value {
            Value::Seq(items) => items,
            Value::Null => &[],
            _ => {
                self.expected(node, field, wants, None);
                &[]
            }
        }
    }
}
