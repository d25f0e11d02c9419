//! Threat cards as `sitting-duck threats` shows them, in the current language: the catalog
//! table's headers and values, and one card's lines (kind, severity, stats). The card file's
//! grammar (`attack 2 all`) stays as written; these are the words around it, and a shipped
//! card's rules text in the language (`rules_text`). In English each is exactly what the
//! command printed before it was translated.

use std::borrow::Cow;

use engine::card::CardSet;
use engine::{Color, Severity, ThreatCard, ThreatKind};
use i18n::tr;

/// The catalog table's column headers: ID, NAME, COLOR, KIND, SEVERITY, HP, SHIELD, SPEED,
/// POINTS, SET.
pub fn table_header() -> [String; 10] {
    [
        tr!("threats-col-id"),
        tr!("threats-col-name"),
        tr!("threats-col-color"),
        tr!("threats-col-kind"),
        tr!("threats-col-severity"),
        tr!("threats-col-hp"),
        tr!("threats-col-shield"),
        tr!("threats-col-speed"),
        tr!("threats-col-points"),
        tr!("threats-col-set"),
    ]
}

/// A card's colour: `white`, `yellow`, `red`.
pub fn color(c: Color) -> String {
    match c {
        Color::White => tr!("threats-color-white"),
        Color::Yellow => tr!("threats-color-yellow"),
        Color::Red => tr!("threats-color-red"),
    }
}

/// A card's severity: `common`, `serious`.
pub fn severity(s: Severity) -> String {
    match s {
        Severity::Common => tr!("threats-severity-common"),
        Severity::Serious => tr!("threats-severity-serious"),
    }
}

/// The kind in words, with the stations of an internal threat: `external`,
/// `malfunction B UR+LB`, `intruder UW`, `intruder (outside)`.
pub fn kind(card: &ThreatCard) -> String {
    let stations: Vec<&str> = card.stations.iter().map(|s| s.code()).collect();
    let stations = stations.join("+");
    match card.kind {
        ThreatKind::External => tr!("threats-kind-external"),
        ThreatKind::Malfunction(s) => tr!(
            "threats-kind-malfunction",
            system = s.letter(),
            stations = stations
        ),
        ThreatKind::Intruder if stations.is_empty() => tr!("threats-kind-intruder-outside"),
        ThreatKind::Intruder => tr!("threats-kind-intruder", stations = stations),
    }
}

/// The set in the table's last column: `base`, `new-frontier`.
pub fn set(set: CardSet) -> String {
    match set {
        CardSet::Base => tr!("threats-set-base"),
        CardSet::NewFrontier => tr!("threats-set-new-frontier"),
    }
}

/// The set's title, as a person reads it: `base game`, `The New Frontier`.
pub fn set_title(set: CardSet) -> String {
    match set {
        CardSet::Base => tr!("threats-set-title-base"),
        CardSet::NewFrontier => tr!("threats-set-title-new-frontier"),
    }
}

/// A card's second line: `serious yellow, external (base game)`.
pub fn kind_line(card: &ThreatCard) -> String {
    tr!(
        "threats-card-kind-line",
        severity = severity(card.severity),
        color = color(card.color),
        kind = kind(card),
        set = set_title(card.set)
    )
}

/// A card's stats: `hit points 10, shield 3, speed 1; points: 6 survived, 12 destroyed` (an
/// internal threat has no shield).
pub fn stats_line(card: &ThreatCard) -> String {
    let survived = card
        .points_survived
        .map_or_else(|| tr!("threats-card-ends-mission"), |p| p.to_string());
    let destroyed = card.points_destroyed;
    if card.is_internal() {
        tr!(
            "threats-card-stats-internal",
            hp = card.hit_points,
            speed = card.speed,
            survived = survived,
            destroyed = destroyed
        )
    } else {
        tr!(
            "threats-card-stats",
            hp = card.hit_points,
            shield = card.shield,
            speed = card.speed,
            survived = survived,
            destroyed = destroyed
        )
    }
}

/// An action without effects: `nothing`.
pub fn nothing() -> String {
    tr!("threats-card-nothing")
}

/// The line of the effects when destroyed: `destroyed: knock-out-destroyer`.
pub fn destroyed_line(effects: &str) -> String {
    tr!("threats-card-destroyed", effects = effects)
}

/// The line of a card's traits: `traits: stealth, fires-back`.
pub fn traits_line(traits: &str) -> String {
    tr!("threats-card-traits", traits = traits)
}

/// A card's rules text in the current language: a shipped card's translation
/// (`i18n::card_text`), else `english`, the text its YAML writes (the English of a shipped
/// card; a homebrew card's text, kept as written in every language).
pub fn rules_text<'a>(card: &ThreatCard, english: Option<&'a str>) -> Option<Cow<'a, str>> {
    match i18n::card_text(i18n::language(), &card.id) {
        Some(translated) => Some(Cow::Owned(translated)),
        None => english.map(Cow::Borrowed),
    }
}

/// Splits a card's text into its description and its action sentences (`X: ...`,
/// `X and Y: ...`, `Z: ...`): each a sentence that starts with an action's letter, or two
/// letters joined by one word (`X and Y`, `X und Y`, `X et Y`), and a colon.
pub fn split_rules(text: &str) -> (&str, Vec<&str>) {
    let text = text.trim();
    let starts: Vec<usize> = (0..text.len())
        .filter(|&i| text.is_char_boundary(i))
        .filter(|&i| i == 0 || text[..i].ends_with(". "))
        .filter(|&i| action_letters(&text[i..]).is_some())
        .collect();
    let Some(&first) = starts.first() else {
        return (text, Vec::new());
    };
    let mut actions = Vec::new();
    for (n, &start) in starts.iter().enumerate() {
        let end = starts.get(n + 1).copied().unwrap_or(text.len());
        actions.push(text[start..end].trim());
    }
    (text[..first].trim(), actions)
}

/// The letters of each action sentence of a card's text, in order: `["X", "Y", "Z"]`,
/// `["XY", "Z"]` for `X and Y: ... Z: ...`. The same in every language, whatever word joins
/// two letters.
pub fn action_marks(text: &str) -> Vec<String> {
    split_rules(text)
        .1
        .into_iter()
        .filter_map(action_letters)
        .collect()
}

/// Whether `rest` starts with an action's colon: `: `, or French's no-break space and `: `.
fn colon_next(rest: &str) -> bool {
    rest.strip_prefix('\u{a0}')
        .unwrap_or(rest)
        .starts_with(": ")
}

/// The letters a sentence starts with as an action (`X: `, `X and Y: `, French `X : `), or
/// `None`.
fn action_letters(sentence: &str) -> Option<String> {
    let letter = |c: char| matches!(c, 'X' | 'Y' | 'Z');
    let mut chars = sentence.chars();
    let first = chars.next().filter(|&c| letter(c))?;
    let rest = chars.as_str();
    if colon_next(rest) {
        return Some(first.to_string());
    }
    // Two letters joined by one word: ` and Y: `.
    let (word, after) = rest.strip_prefix(' ')?.split_once(' ')?;
    let mut after = after.chars();
    let second = after.next().filter(|&c| letter(c))?;
    let joined = !word.is_empty() && word.chars().all(char::is_alphabetic);
    (joined && colon_next(after.as_str())).then(|| format!("{first}{second}"))
}
