//! The direct reader: the plain shape of a game or track file read straight into [`Item`]s.
//!
//! Every `resolve`, `debrief` and `coach` reads a game file, and the YAML crate's general
//! reader costs about a million instructions for a 25-line file: most of a `resolve`
//! process; a track costs as much. Game and track files have one plain shape, the one the
//! app writes (`missions::game::to_yaml`, `Track::to_yaml`) and the examples show: a block
//! mapping of top-level keys; block lists of one-line flow mappings or of block mappings;
//! one-line flow mappings and lists; plain words and whole numbers; quoted text; comments. This reader takes exactly that shape, in one pass over the lines.
//!
//! Anything else (aliases, tags, block scalars, documents, multi-line values, a key given
//! twice, a number that is not a plain whole number, a word YAML might read as a boolean or
//! null, tabs, carriage returns, control characters, a very large file...) makes it give up (`None`), and the
//! YAML crate reads the file instead: so a file's values, their places and every error
//! message are the crate's, whichever reader read it. The tests check that both readers
//! give the same tree for every YAML file of the repository and many variants.

use super::tree::{Item, Value};

/// Larger files are left to the YAML crate (its own limits, with their messages, are far
/// above these). A limit only chooses the reader, never the result: both give the same
/// tree or the same refusal for every file (`direct_tests.rs`).
const MAX_BYTES: usize = 64 * 1024;
/// Values in a file, at most.
const MAX_ITEMS: usize = 10_000;
/// Nesting, at most (the YAML crate stops at 12; a game file needs 4).
const MAX_DEPTH: usize = 6;

/// One line that holds something (not blank, not only a comment).
#[derive(Debug, Clone, Copy)]
struct Line<'s> {
    /// 1-based line number.
    no: u32,
    text: &'s str,
    /// Where the line's content starts (bytes); for a list entry's mapping, where its first
    /// key starts.
    indent: usize,
    ascii: bool,
}

/// Reads a game or track file of the plain shape, or `None` to leave it to the YAML crate.
pub fn read(src: &str) -> Option<Item> {
    if src.len() > MAX_BYTES || !src.chars().all(plain_character) {
        return None;
    }
    let mut lines = Vec::with_capacity(64);
    for (i, text) in src.split('\n').enumerate() {
        let content = text.trim_start_matches(' ');
        if content.is_empty() || content.starts_with('#') {
            continue;
        }
        lines.push(Line {
            no: u32::try_from(i + 1).ok()?,
            text,
            indent: text.len() - content.len(),
            ascii: text.is_ascii(),
        });
    }
    if lines.first()?.indent != 0 {
        return None;
    }
    let mut reader = Direct {
        lines,
        next: 0,
        items: 0,
    };
    let root = reader.block_map(0, 1)?;
    (reader.next == reader.lines.len()).then_some(root)
}

/// The reader's place in the file.
struct Direct<'s> {
    lines: Vec<Line<'s>>,
    /// The next line to read.
    next: usize,
    /// Values made so far.
    items: usize,
}

impl Direct<'_> {
    /// A value at `line`, column `byte` (0-based, in bytes) of it.
    fn item(&mut self, value: Value, line: &Line, byte: usize) -> Option<Item> {
        self.items += 1;
        if self.items > MAX_ITEMS {
            return None;
        }
        let column = if line.ascii {
            byte
        } else {
            line.text.get(..byte)?.chars().count()
        };
        Some(Item {
            value,
            line: line.no,
            column: u32::try_from(column + 1).ok()?,
        })
    }

    /// A block mapping whose keys start at byte `indent` of their lines.
    fn block_map(&mut self, indent: usize, depth: usize) -> Option<Item> {
        if depth > MAX_DEPTH {
            return None;
        }
        let first = *self.lines.get(self.next)?;
        let mut entries: Vec<(Item, Item)> = Vec::new();
        while let Some(&line) = self.lines.get(self.next) {
            if line.indent < indent {
                break;
            }
            if line.indent > indent {
                return None;
            }
            let (key, after) = self.key(&line, indent)?;
            if entries.iter().any(|(k, _)| k.value == key.value) {
                return None;
            }
            let rest = &line.text[after..];
            let value_at = after + (rest.len() - rest.trim_start_matches(' ').len());
            let value = if ends_here(line.text, after) {
                self.next += 1;
                self.nested(indent, depth + 1)?
            } else {
                let (value, end) = self.inline(&line, value_at, false, depth + 1)?;
                if !ends_here(line.text, end) {
                    return None;
                }
                self.next += 1;
                value
            };
            entries.push((key, value));
        }
        self.item(Value::Map(entries), &first, indent)
    }

    /// The value of a key with nothing after it on its line: a list (which may start at the
    /// key's own indentation) or a mapping on the lines below. An empty value is left to the
    /// YAML crate.
    fn nested(&mut self, indent: usize, depth: usize) -> Option<Item> {
        let line = *self.lines.get(self.next)?;
        let dash = is_dash(&line.text[line.indent..]);
        if dash && line.indent >= indent {
            self.block_seq(line.indent, depth, line.indent == indent)
        } else if !dash && line.indent > indent {
            self.block_map(line.indent, depth)
        } else {
            None
        }
    }

    /// A block list whose dashes are at byte `indent` of their lines; `indentless`: at the
    /// indentation of the key it is the value of (then the YAML crate places the list at its
    /// first entry, not at its first dash).
    fn block_seq(&mut self, indent: usize, depth: usize, indentless: bool) -> Option<Item> {
        if depth > MAX_DEPTH {
            return None;
        }
        let first = *self.lines.get(self.next)?;
        let mut items = Vec::new();
        while let Some(&line) = self.lines.get(self.next) {
            // A deeper line is not a dash here: the mapping above refuses it.
            if line.indent < indent || !is_dash(&line.text[indent..]) {
                break;
            }
            let rest = &line.text[indent + 1..];
            let at = indent + 1 + (rest.len() - rest.trim_start_matches(' ').len());
            if ends_here(line.text, indent + 1) {
                return None;
            }
            if starts_key(&line.text[at..]) {
                // A mapping whose first key is on the dash's line: its keys line up there.
                self.lines[self.next].indent = at;
                items.push(self.block_map(at, depth + 1)?);
            } else {
                let (value, end) = self.inline(&line, at, false, depth + 1)?;
                if !ends_here(line.text, end) {
                    return None;
                }
                self.next += 1;
                items.push(value);
            }
        }
        let mut seq = self.item(Value::Seq(items), &first, indent)?;
        if let (true, Value::Seq(items)) = (indentless, &seq.value) {
            (seq.line, seq.column) = (items.first()?.line, items.first()?.column);
        }
        Some(seq)
    }

    /// A key (a plain name followed by `: ` or by the end of the line) at byte `at`, and
    /// where its value may start.
    fn key(&mut self, line: &Line, at: usize) -> Option<(Item, usize)> {
        let len = key_len(&line.text[at..])?;
        let word = &line.text[at..at + len];
        if special(word) {
            return None;
        }
        let item = self.item(Value::Str(word.to_string()), line, at)?;
        Some((item, at + len + 1))
    }

    /// A value written on one line from byte `at`, and where it ends. `flow`: inside a flow
    /// mapping or list.
    fn inline(
        &mut self,
        line: &Line,
        at: usize,
        flow: bool,
        depth: usize,
    ) -> Option<(Item, usize)> {
        if depth > MAX_DEPTH {
            return None;
        }
        let (value, end) = match line.text.as_bytes().get(at)? {
            b'{' => return self.flow_map(line, at, depth),
            b'[' => return self.flow_seq(line, at, depth),
            b'"' => double_quoted(line.text, at)?,
            b'\'' => single_quoted(line.text, at)?,
            _ => plain(line.text, at, flow)?,
        };
        Some((self.item(value, line, at)?, end))
    }

    /// `{ key: value, ... }` on one line, from byte `at`.
    fn flow_map(&mut self, line: &Line, at: usize, depth: usize) -> Option<(Item, usize)> {
        let b = line.text.as_bytes();
        let mut entries: Vec<(Item, Item)> = Vec::new();
        let mut i = skip_spaces(b, at + 1);
        if b.get(i) != Some(&b'}') {
            loop {
                let (key, after) = self.key(line, i)?;
                if entries.iter().any(|(k, _)| k.value == key.value) {
                    return None;
                }
                let (value, end) = self.inline(line, skip_spaces(b, after), true, depth + 1)?;
                entries.push((key, value));
                i = skip_spaces(b, end);
                match b.get(i)? {
                    b',' => i = skip_spaces(b, i + 1),
                    b'}' => break,
                    _ => return None,
                }
            }
        }
        Some((self.item(Value::Map(entries), line, at)?, i + 1))
    }

    /// `[value, ...]` on one line, from byte `at`.
    fn flow_seq(&mut self, line: &Line, at: usize, depth: usize) -> Option<(Item, usize)> {
        let b = line.text.as_bytes();
        let mut items = Vec::new();
        let mut i = skip_spaces(b, at + 1);
        if b.get(i) != Some(&b']') {
            loop {
                let (value, end) = self.inline(line, i, true, depth + 1)?;
                items.push(value);
                i = skip_spaces(b, end);
                match b.get(i)? {
                    b',' => i = skip_spaces(b, i + 1),
                    b']' => break,
                    _ => return None,
                }
            }
        }
        Some((self.item(Value::Seq(items), line, at)?, i + 1))
    }
}

/// A character the direct reader takes: a line feed, printable ASCII, or a letter beyond
/// ASCII that YAML reads as plain text. Every other one (tabs, carriage returns, the other
/// controls, DEL and the C1 controls, the byte order mark, the non-characters, the Unicode
/// line breaks) is left to the YAML crate, which refuses it or reads it its own way: a
/// control character is refused in a small file as in a large one.
fn plain_character(c: char) -> bool {
    matches!(c, '\n' | ' '..='~')
        || (c >= '\u{a0}'
            && !matches!(
                c,
                '\u{2028}' | '\u{2029}' | '\u{feff}' | '\u{fffe}' | '\u{ffff}'
            ))
}

/// Whether nothing but spaces and a comment follows byte `at`.
fn ends_here(text: &str, at: usize) -> bool {
    let rest = &text[at..];
    let trimmed = rest.trim_start_matches(' ');
    trimmed.is_empty() || (trimmed.starts_with('#') && trimmed.len() < rest.len())
}

fn skip_spaces(b: &[u8], mut i: usize) -> usize {
    while b.get(i) == Some(&b' ') {
        i += 1;
    }
    i
}

/// A list entry: `-` then a space or the end of the line.
fn is_dash(text: &str) -> bool {
    let b = text.as_bytes();
    b.first() == Some(&b'-') && b.get(1).is_none_or(|&c| c == b' ')
}

/// The length of a key's name at the start of `text` when a `:` and then a space or the end
/// of the line follow it: a letter or `_`, then letters, digits, `_` and `-`.
fn key_len(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    if !b.first()?.is_ascii_alphabetic() && b[0] != b'_' {
        return None;
    }
    let len = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'_' || c == b'-'))?;
    (b[len] == b':' && b.get(len + 1).is_none_or(|&c| c == b' ')).then_some(len)
}

/// Whether `text` starts with a key (the first entry of a mapping in a list).
fn starts_key(text: &str) -> bool {
    key_len(text).is_some()
}

/// Words YAML may read as a boolean or null in some spelling: left to the YAML crate.
fn special(word: &str) -> bool {
    ["null", "true", "false", "yes", "no", "on", "off", "y", "n"]
        .iter()
        .any(|w| w.eq_ignore_ascii_case(word))
}

/// A plain scalar from byte `at`: a name (text), a whole number, `true`, `false` or `null`.
fn plain(text: &str, at: usize, flow: bool) -> Option<(Value, usize)> {
    let b = text.as_bytes();
    let first = *b.get(at)?;
    let number = first == b'-' && b.get(at + 1).is_some_and(u8::is_ascii_digit);
    if !(first.is_ascii_alphanumeric() || first == b'_' || number) {
        return None;
    }
    let mut end = at;
    while let Some(&c) = b.get(end) {
        match c {
            b':' | b'[' | b'{' => return None,
            b'#' if b[end - 1] == b' ' => break,
            b'#' => return None,
            b',' | b']' | b'}' if flow => break,
            b',' | b']' | b'}' => return None,
            _ => end += 1,
        }
    }
    let word = text[at..end].trim_end_matches(' ');
    let value = match word {
        "true" => Value::Bool(true),
        "false" => Value::Bool(false),
        "null" => Value::Null,
        _ if whole_number(word) => Value::Int(word.parse().ok()?),
        _ if special(word) || !(first.is_ascii_alphabetic() || first == b'_') => return None,
        _ => Value::Str(word.to_string()),
    };
    Some((value, at + word.len()))
}

/// `0`, or up to 18 digits not starting with 0, maybe after a `-`.
fn whole_number(word: &str) -> bool {
    let digits = word.strip_prefix('-').unwrap_or(word);
    let b = digits.as_bytes();
    !b.is_empty()
        && b.len() <= 18
        && b.iter().all(u8::is_ascii_digit)
        && (b[0] != b'0' || b.len() == 1)
}

/// `"text"` on one line from byte `at` (only `\"` and `\\` escaped), and where it ends.
fn double_quoted(text: &str, at: usize) -> Option<(Value, usize)> {
    let b = text.as_bytes();
    let mut out = String::new();
    let mut start = at + 1;
    let mut i = start;
    loop {
        match *b.get(i)? {
            b'"' => break,
            b'\\' => {
                let escaped = *b.get(i + 1)?;
                if escaped != b'"' && escaped != b'\\' {
                    return None;
                }
                out.push_str(&text[start..i]);
                out.push(char::from(escaped));
                i += 2;
                start = i;
            }
            _ => i += 1,
        }
    }
    out.push_str(&text[start..i]);
    Some((Value::Str(out), i + 1))
}

/// `'text'` on one line from byte `at` (`''` is a quote), and where it ends.
fn single_quoted(text: &str, at: usize) -> Option<(Value, usize)> {
    let b = text.as_bytes();
    let mut out = String::new();
    let mut start = at + 1;
    let mut i = start;
    loop {
        if *b.get(i)? == b'\'' {
            if b.get(i + 1) != Some(&b'\'') {
                break;
            }
            out.push_str(&text[start..=i]);
            i += 2;
            start = i;
        } else {
            i += 1;
        }
    }
    out.push_str(&text[start..i]);
    Some((Value::Str(out), i + 1))
}
