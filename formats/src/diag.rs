//! Diagnostics: every loader reports bad input as a list of problems, each with its place.

use std::{borrow::Cow, fmt};

mod draw;
mod field;
mod phrase;
mod problem;
mod track;
mod word;
mod yaml;

pub use draw::{DrawError, Pile};
pub use field::{CardField, CardRule, CardWants, FieldProblem, Hint, Wants};
pub use phrase::{EffectNeeds, PhraseProblem, PhraseWants, TraitOf};
pub use problem::{Problem, TooLarge, YamlProblem};
pub use track::{EventNoun, Found, Speaking, TrackRead, TrackRule, TrackWord, Wanted, capitalise};
pub use word::WordKind;
pub use yaml::{Syntax, closing};

/// One problem found in an input file: its place and what it is, as data. The words are the
/// `words` crate's (`words::diagnostic::text`), in the crew's language: a diagnostic carries
/// no sentence of its own, so there is one wording per problem.
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
    /// What is wrong, as data.
    /// (Boxed: a problem can be large, and a diagnostic stays small to pass around.)
    pub problem: Box<Problem>,
}

impl Diagnostic {
    /// `problem` in `file`, with no position yet.
    pub fn new(file: impl Into<String>, problem: Problem) -> Self {
        Self {
            file: file.into(),
            line: None,
            column: None,
            field: None,
            problem: Box::new(problem),
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

/// The place, then the problem as data (`g.yaml:3:5: crew[1].name: Setup(NameTwice { .. })`):
/// the form a developer's log or a failed test shows, the same in every language. It is no
/// sentence for a person: the crew reads `words::diagnostic::text`, in its language (a
/// second, English wording here would drift from the words and leak into other languages).
/// Control and invisible characters are escaped as in the words.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", escape(&self.file))?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(col) = self.column {
                write!(f, ":{col}")?;
            }
        }
        f.write_str(": ")?;
        if let Some(field) = &self.field {
            write!(f, "{}: ", escape(field))?;
        }
        f.write_str(&escape(&format!("{:?}", self.problem)))
    }
}

/// Whether a character is invisible or changes how the text around it shows: control
/// characters, zero-width and joining characters, direction marks and overrides, spaces other
/// than the plain space, the byte-order mark, variation selectors and tag characters.
fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            u32::from(c),
            0x00A0
                | 0x00AD
                | 0x034F
                | 0x061C
                | 0x115F..=0x1160
                | 0x1680
                | 0x17B4..=0x17B5
                | 0x180B..=0x180F
                | 0x2000..=0x200F
                | 0x2028..=0x202F
                | 0x205F..=0x206F
                | 0x3000
                | 0x3164
                | 0xFE00..=0xFE0F
                | 0xFEFF
                | 0xFFA0
                | 0xFFF0..=0xFFFB
                | 0x1D173..=0x1D17A
                | 0xE0000..=0xE0FFF
        )
}

/// `text` with every invisible or control character written as `\u{200b}`.
pub fn escape(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_hidden(c) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// The text of a file, or where its first byte that is not UTF-8 is (1-based line and
/// column, the column counted in characters as the YAML reader counts them).
///
/// # Errors
/// One diagnostic placed at the first bad byte.
pub fn utf8<'a>(bytes: &'a [u8], file: &str) -> Result<&'a str, Diagnostics> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text),
        Err(e) => {
            let good = bytes.get(..e.valid_up_to()).unwrap_or_default();
            // The prefix up to the error is valid UTF-8 by definition.
            let good = std::str::from_utf8(good).unwrap_or_default();
            let line = good.matches('\n').count() + 1;
            let start = good.rfind('\n').map_or(0, |i| i + 1);
            let column = good.get(start..).unwrap_or_default().chars().count() + 1;
            let byte = bytes.get(e.valid_up_to()).copied().unwrap_or_default();
            Err(Diagnostics(vec![
                Diagnostic::new(file, Problem::NotUtf8 { byte }).at(line, column),
            ]))
        }
    }
}

/// All the problems found in one input: the error type of every loader in this crate. Its
/// `Display` is each diagnostic's, a line each (see [`Diagnostic`]'s: no sentence for a person).
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

    #[test]
    fn hidden_characters_are_escaped_in_the_place_and_the_problem() {
        assert_eq!(escape("Anna"), "Anna");
        assert_eq!(escape("An\u{200b}na\n"), "An\\u{200b}na\\u{a}");
        let d = Diagnostic::new(
            "g\u{7}.yaml",
            Problem::NoCrewMember {
                name: "A\u{202e}b".into(),
            },
        )
        .at(3, 5)
        .field("crew[1].name");
        assert_eq!(
            d.to_string(),
            "g\\u{7}.yaml:3:5: crew[1].name: NoCrewMember { name: \"A\\u{202e}b\" }"
        );
    }

    #[test]
    fn the_first_byte_that_is_not_utf8_is_placed() {
        let bytes = b"players: 2\nname: \"\xC3\xA9t\xFF\"\n";
        let err = utf8(bytes, "g.yaml").unwrap_err();
        assert_eq!(
            err,
            Diagnostics(vec![
                Diagnostic::new("g.yaml", Problem::NotUtf8 { byte: 0xFF }).at(2, 10)
            ])
        );
        assert_eq!(utf8(b"ok", "g.yaml"), Ok("ok"));
    }
}
