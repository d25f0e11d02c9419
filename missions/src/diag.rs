//! Diagnostics: every loader reports bad input as a list of problems, each with its place.

use std::fmt;

/// One problem found in an input file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file (or a name standing for the input, such as `<stdin>`).
    pub file: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// The field the problem is in, as a path (`crew[1].actions`), when known.
    pub field: Option<String>,
    /// What is wrong and what was expected.
    pub message: String,
}

impl Diagnostic {
    /// A problem in `file` with no position yet.
    pub fn new(file: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            file: file.into(),
            line: None,
            column: None,
            field: None,
            message: message.into(),
        }
    }

    /// Sets the line and column (1-based).
    pub fn at(mut self, line: usize, column: usize) -> Self {
        self.line = Some(line);
        self.column = Some(column);
        self
    }

    /// Sets the field path.
    pub fn field(mut self, field: impl Into<String>) -> Self {
        self.field = Some(field.into());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(col) = self.column {
                write!(f, ":{col}")?;
            }
        }
        f.write_str(": ")?;
        if let Some(field) = &self.field {
            write!(f, "{field}: ")?;
        }
        f.write_str(&self.message)
    }
}

/// All the problems found in one input: the error type of every loader in this crate.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl Diagnostics {
    /// `Ok(value)` when there are no problems, else `Err(self)`.
    pub fn into_result<T>(self, value: T) -> Result<T, Diagnostics> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }
}

/// Parses a time written as integer seconds (`225`) or `"m:ss"` (`"3:45"`), in seconds.
pub fn parse_time(s: &str) -> Option<u32> {
    let s = s.trim();
    if let Some((m, sec)) = s.split_once(':') {
        let m: u32 = m.parse().ok()?;
        if sec.len() != 2 {
            return None;
        }
        let sec: u32 = sec.parse().ok()?;
        if sec >= 60 {
            return None;
        }
        m.checked_mul(60)?.checked_add(sec)
    } else {
        s.parse().ok()
    }
}

/// Formats seconds as `m:ss`.
pub fn format_time(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times() {
        assert_eq!(parse_time("3:45"), Some(225));
        assert_eq!(parse_time("225"), Some(225));
        assert_eq!(parse_time("3:5"), None);
        assert_eq!(parse_time("3:75"), None);
        assert_eq!(parse_time("x"), None);
        assert_eq!(format_time(225), "3:45");
    }
}
