//! Threat cards as `sitting-duck threats` shows them, in the current language: the catalog
//! table's headers and values, and one card's lines (kind, severity, stats). The card file's
//! grammar (`attack 2 all`) and the card's printed text stay as written; these are the words
//! around them. In English each is exactly what the command printed before it was translated.

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
