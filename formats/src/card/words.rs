//! The words of a card phrase after its head words: each kind of value a phrase carries is
//! read and written by one codec ([`Codec`]), so that a phrase table names the codec once and
//! gets both directions.

use std::fmt::Write as _;

use engine::{
    Door, Station, Zone,
    card::{Containers, Crew, Target},
};

use crate::diag::{PhraseProblem, PhraseWants, WordKind};

/// The station codes, as a phrase's problem lists them.
const CODES: [&str; 6] = ["UR", "UW", "UB", "LR", "LW", "LB"];
/// The zones, as a phrase's problem lists them.
const ZONES: [&str; 3] = ["red", "white", "blue"];
/// The words naming crew (besides a station code).
const CREW: [&str; 10] = [
    "all",
    "zone",
    "station",
    "captain",
    "carrying-bots",
    "station-without-bots",
    "station-except-host",
    "alone",
    "sharing",
    "all-except-XX",
];

/// `words` as the file's words a problem lists.
fn owned(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| (*w).to_string()).collect()
}

/// The words of a phrase left to read, after its head words (which name it in messages).
pub(super) struct Words<'a> {
    head: &'a [&'a str],
    rest: &'a [&'a str],
}

impl<'a> Words<'a> {
    /// The words after `head`.
    pub(super) fn new(head: &'a [&'a str], rest: &'a [&'a str]) -> Self {
        Words { head, rest }
    }

    /// The phrase's head words, as a message names it (`shield =`).
    pub(super) fn what(&self) -> String {
        self.head.join(" ")
    }

    /// The next word, without reading it.
    fn peek(&self) -> Option<&'a str> {
        self.rest.first().copied()
    }

    /// Reads the next word.
    fn next(&mut self) -> Option<&'a str> {
        let (first, rest) = self.rest.split_first()?;
        self.rest = rest;
        Some(first)
    }

    /// Reads every word left.
    fn all(&mut self) -> &'a [&'a str] {
        std::mem::take(&mut self.rest)
    }

    /// An error for a word no codec read.
    pub(super) fn finish(&self) -> Result<(), PhraseProblem> {
        match self.peek() {
            None => Ok(()),
            Some(w) => Err(self.unexpected(w, None)),
        }
    }

    /// `word` where the phrase takes no more words (or only `expected`).
    fn unexpected(&self, word: &str, expected: Option<&str>) -> PhraseProblem {
        PhraseProblem::Unexpected {
            phrase: self.what(),
            word: word.to_string(),
            expected: expected.map(str::to_string),
        }
    }

    /// The phrase lacks `wants`.
    fn needs(&self, wants: PhraseWants) -> PhraseProblem {
        PhraseProblem::Needs {
            phrase: self.what(),
            wants,
        }
    }

    /// The phrase lacks one of the file's `words`.
    fn needs_one_of(&self, words: &[&str]) -> PhraseProblem {
        self.needs(PhraseWants::OneOf(owned(words)))
    }
}

/// How one kind of value is read from a phrase's words and written back: [`Codec::write`]
/// writes what [`Codec::read`] reads, each word after a space.
pub(super) trait Codec<T> {
    /// Reads the value from the words left.
    fn read(words: &mut Words<'_>) -> Result<T, PhraseProblem>;
    /// Writes the value's words (nothing for a default left out).
    fn write(value: &T, out: &mut String);
}

/// A number, `2` (a leading `+` is read too).
pub(super) struct Num;
/// A number written with its sign, `+2`.
pub(super) struct Plus;
/// The zones an attack hits: left out for its own zone.
pub(super) struct TargetWord;
/// The `ignore-shields` flag.
pub(super) struct IgnoreShields;
/// The crew an effect touches.
pub(super) struct CrewWord;
/// The energy containers a drain empties.
pub(super) struct ContainersWord;
/// How much a drain takes from each: a number, or `all` (the default, left out).
pub(super) struct Amount;
/// A station code, `UR`.
pub(super) struct Code;
/// One or more station codes.
pub(super) struct Codes;
/// One or more zones.
pub(super) struct Zones;
/// A zone, or `all` for every zone.
pub(super) struct AllOrZone;
/// A door between two zones.
pub(super) struct DoorWord;
/// `redward` or `blueward` (`true`).
pub(super) struct Direction;
/// `internal` (`true`) or `external`.
pub(super) struct Side;
/// `faster-below N`, or nothing.
pub(super) struct FasterBelow;
/// The `until-x` flag.
pub(super) struct UntilX;

/// Reads a number: `what` names the phrase in the message.
pub(super) fn num<T: std::str::FromStr>(
    word: Option<&str>,
    what: &str,
) -> Result<T, PhraseProblem> {
    let w = word.ok_or_else(|| PhraseProblem::Needs {
        phrase: what.to_string(),
        wants: PhraseWants::Number,
    })?;
    w.trim_start_matches('+')
        .parse()
        .map_err(|_| PhraseProblem::NotANumber {
            phrase: what.to_string(),
            word: w.to_string(),
        })
}

macro_rules! number_codec {
    ($($t:ty),*) => {$(
        impl Codec<$t> for Num {
            fn read(words: &mut Words<'_>) -> Result<$t, PhraseProblem> {
                num(words.next(), &words.what())
            }
            fn write(value: &$t, out: &mut String) {
                let _ = write!(out, " {value}");
            }
        }
    )*};
}
number_codec!(u8, i8);

impl Codec<u8> for Plus {
    fn read(words: &mut Words<'_>) -> Result<u8, PhraseProblem> {
        num(words.next(), &words.what())
    }
    fn write(value: &u8, out: &mut String) {
        let _ = write!(out, " +{value}");
    }
}

impl Codec<Target> for TargetWord {
    fn read(words: &mut Words<'_>) -> Result<Target, PhraseProblem> {
        // Left out before the `ignore-shields` flag too.
        let Some(w) = words.peek().filter(|w| *w != "ignore-shields") else {
            return Ok(Target::Own);
        };
        words.next();
        (w.parse().ok().or_else(|| Zone::parse(w).map(Target::Zone))).ok_or_else(|| {
            let targets = ["own", "others", "all", "opposite", "red", "white", "blue"];
            PhraseProblem::UnknownWord {
                kind: WordKind::Target,
                word: w.to_string(),
                expected: owned(&targets),
            }
        })
    }
    fn write(value: &Target, out: &mut String) {
        let word = match *value {
            Target::Own => return,
            Target::Zone(z) => z.name(),
            named => named.into(),
        };
        let _ = write!(out, " {word}");
    }
}

impl Codec<bool> for IgnoreShields {
    fn read(words: &mut Words<'_>) -> Result<bool, PhraseProblem> {
        Ok(flag(words, "ignore-shields"))
    }
    fn write(value: &bool, out: &mut String) {
        if *value {
            out.push_str(" ignore-shields");
        }
    }
}

/// Reads `word` if it comes next.
fn flag(words: &mut Words<'_>, word: &str) -> bool {
    let given = words.peek() == Some(word);
    if given {
        words.next();
    }
    given
}

impl Codec<Crew> for CrewWord {
    fn read(words: &mut Words<'_>) -> Result<Crew, PhraseProblem> {
        let Some(w) = words.next() else {
            return Err(PhraseProblem::NoCrew {
                expected: owned(&CREW),
            });
        };
        if let Ok(named) = w.parse() {
            return Ok(named);
        }
        if let Some(code) = w.strip_prefix("all-except-") {
            // The whole word, since the crew wrote `all-except-ZZ`, not `ZZ`.
            let station = Station::parse(code).ok_or_else(|| PhraseProblem::AllExcept {
                word: w.to_string(),
                expected: owned(&CODES),
            })?;
            return Ok(Crew::AllExcept(station));
        }
        Station::parse(w)
            .map(Crew::At)
            .ok_or_else(|| PhraseProblem::UnknownCrew {
                word: w.to_string(),
                expected: owned(&CREW),
            })
    }
    fn write(value: &Crew, out: &mut String) {
        let _ = match *value {
            Crew::At(s) => write!(out, " {}", s.code()),
            Crew::AllExcept(s) => write!(out, " all-except-{}", s.code()),
            named => write!(out, " {}", <&str>::from(named)),
        };
    }
}

impl Codec<Containers> for ContainersWord {
    fn read(words: &mut Words<'_>) -> Result<Containers, PhraseProblem> {
        (words.next().and_then(|w| w.parse().ok())).ok_or_else(|| {
            words.needs_one_of(&[
                "all-shields",
                "own-shield",
                "all-reactors",
                "own-reactor",
                "central-reactor",
                "own-station",
            ])
        })
    }
    fn write(value: &Containers, out: &mut String) {
        let _ = write!(out, " {}", <&str>::from(*value));
    }
}

impl Codec<Option<u8>> for Amount {
    fn read(words: &mut Words<'_>) -> Result<Option<u8>, PhraseProblem> {
        match words.next() {
            None | Some("all") => Ok(None),
            n => num(n, &words.what()).map(Some),
        }
    }
    fn write(value: &Option<u8>, out: &mut String) {
        if let Some(n) = value {
            let _ = write!(out, " {n}");
        }
    }
}

impl Codec<Station> for Code {
    fn read(words: &mut Words<'_>) -> Result<Station, PhraseProblem> {
        (words.next().and_then(Station::parse)).ok_or_else(|| words.needs(PhraseWants::StationCode))
    }
    fn write(value: &Station, out: &mut String) {
        let _ = write!(out, " {}", value.code());
    }
}

impl Codec<Vec<Station>> for Codes {
    fn read(words: &mut Words<'_>) -> Result<Vec<Station>, PhraseProblem> {
        let stations = (words.all().iter())
            .map(|w| Station::parse(w).ok_or_else(|| unknown(WordKind::Station, w, &CODES)))
            .collect::<Result<Vec<Station>, PhraseProblem>>()?;
        if stations.is_empty() {
            return Err(words.needs(PhraseWants::StationCodes));
        }
        Ok(stations)
    }
    fn write(value: &Vec<Station>, out: &mut String) {
        value.iter().for_each(|s| Code::write(s, out));
    }
}

impl Codec<Vec<Zone>> for Zones {
    fn read(words: &mut Words<'_>) -> Result<Vec<Zone>, PhraseProblem> {
        let zones = (words.all().iter())
            .map(|w| Zone::parse(w).ok_or_else(|| unknown(WordKind::Zone, w, &ZONES)))
            .collect::<Result<Vec<Zone>, PhraseProblem>>()?;
        if zones.is_empty() {
            return Err(words.needs(PhraseWants::Zones));
        }
        Ok(zones)
    }
    fn write(value: &Vec<Zone>, out: &mut String) {
        for z in value {
            let _ = write!(out, " {}", z.name());
        }
    }
}

impl Codec<Option<Zone>> for AllOrZone {
    fn read(words: &mut Words<'_>) -> Result<Option<Zone>, PhraseProblem> {
        match words.next() {
            Some("all") => Ok(None),
            w => (w.and_then(Zone::parse).map(Some))
                .ok_or_else(|| words.needs(PhraseWants::ZoneOrAll)),
        }
    }
    fn write(value: &Option<Zone>, out: &mut String) {
        let _ = write!(out, " {}", value.map_or("all", Zone::name));
    }
}

impl Codec<Door> for DoorWord {
    fn read(words: &mut Words<'_>) -> Result<Door, PhraseProblem> {
        (words.next().and_then(Door::parse))
            .ok_or_else(|| words.needs_one_of(&["red-white", "white-blue"]))
    }
    fn write(value: &Door, out: &mut String) {
        let _ = write!(out, " {}", value.name());
    }
}

impl Codec<bool> for Direction {
    fn read(words: &mut Words<'_>) -> Result<bool, PhraseProblem> {
        match words.next() {
            Some("redward") => Ok(false),
            Some("blueward") => Ok(true),
            _ => Err(words.needs_one_of(&["redward", "blueward"])),
        }
    }
    fn write(value: &bool, out: &mut String) {
        out.push_str(if *value { " blueward" } else { " redward" });
    }
}

impl Codec<bool> for Side {
    fn read(words: &mut Words<'_>) -> Result<bool, PhraseProblem> {
        match words.next() {
            Some("internal") => Ok(true),
            Some("external") => Ok(false),
            _ => Err(words.needs_one_of(&["internal", "external"])),
        }
    }
    fn write(value: &bool, out: &mut String) {
        out.push_str(if *value { " internal" } else { " external" });
    }
}

impl Codec<Option<u8>> for FasterBelow {
    fn read(words: &mut Words<'_>) -> Result<Option<u8>, PhraseProblem> {
        match words.next() {
            None => Ok(None),
            Some("faster-below") => num(words.next(), "call-threat ... faster-below").map(Some),
            Some(w) => Err(words.unexpected(w, Some("faster-below N"))),
        }
    }
    fn write(value: &Option<u8>, out: &mut String) {
        if let Some(n) = value {
            let _ = write!(out, " faster-below {n}");
        }
    }
}

impl Codec<bool> for UntilX {
    fn read(words: &mut Words<'_>) -> Result<bool, PhraseProblem> {
        match words.next() {
            None => Ok(false),
            Some("until-x") => Ok(true),
            Some(w) => Err(PhraseProblem::Unexpected {
                phrase: "inaccessible N [until-x]".into(),
                word: w.to_string(),
                expected: None,
            }),
        }
    }
    fn write(value: &bool, out: &mut String) {
        if *value {
            out.push_str(" until-x");
        }
    }
}

/// A zone or station that is none of `expected`.
fn unknown(kind: WordKind, word: &str, expected: &[&str]) -> PhraseProblem {
    PhraseProblem::UnknownWord {
        kind,
        word: word.to_string(),
        expected: owned(expected),
    }
}
