//! One card as written in the file, read field by field into a [`ThreatCard`]: each field
//! checked, every problem a diagnostic naming the card, the field and the line.

use engine::{
    CardSet, Color, Severity, Station, ThreatCard, ThreatKind,
    card::{Effect, Trait},
};
use serde::Deserialize;
use serde_saphyr::Spanned;

use super::{KINDS, default_points, effects::parse_effects, fits, kind_name, traits::parse_trait};
use crate::diag::{CardRule, Diagnostic, PhraseProblem, Problem, WordKind};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCard {
    id: Spanned<String>,
    name: Spanned<String>,
    /// `base` (the default) or `new-frontier`.
    #[serde(default)]
    set: Option<Spanned<String>>,
    kind: Spanned<String>,
    severity: Spanned<String>,
    #[serde(default)]
    color: Option<Spanned<String>>,
    /// The spelling of `color` before version 0.2: still read, with a deprecation warning.
    #[serde(default)]
    colour: Option<Spanned<String>>,
    hit_points: Spanned<u8>,
    #[serde(default)]
    shield: Option<Spanned<i8>>,
    speed: Spanned<u8>,
    #[serde(default)]
    points: Option<Spanned<Vec<Option<u8>>>>,
    #[serde(default)]
    stations: Vec<Spanned<String>>,
    #[serde(default)]
    x: Option<Vec<Spanned<String>>>,
    #[serde(default)]
    y: Option<Vec<Spanned<String>>>,
    #[serde(default)]
    z: Option<Vec<Spanned<String>>>,
    /// What happens when it is destroyed (optional).
    #[serde(default)]
    destroyed: Vec<Spanned<String>>,
    #[serde(default)]
    traits: Vec<Spanned<String>>,
    /// The card's text in plain words, shown by `sitting-duck threats ID`.
    #[serde(default)]
    pub(super) text: Option<String>,
}

/// The problems found so far in one card, each at its place.
struct Check<'a> {
    file: &'a str,
    id: String,
    problems: Vec<Diagnostic>,
}

impl Check<'_> {
    /// The diagnostic for `field` of the card at the place of `s`.
    fn at<T>(&self, s: &Spanned<T>, field: &str, problem: Problem) -> Diagnostic {
        Diagnostic::new(self.file, problem)
            .at(s.referenced.line() as usize, s.referenced.column() as usize)
            .field(format!("{}.{field}", self.id))
    }

    /// A phrase of `field` at the place of `s` that does not read or does not fit.
    fn phrase<T>(&mut self, s: &Spanned<T>, field: &str, problem: PhraseProblem) {
        let d = self.at(s, field, Problem::Phrase(problem));
        self.problems.push(d);
    }

    /// A rule of cards broken by `field` at the place of `s`.
    fn rule<T>(&mut self, s: &Spanned<T>, field: &str, rule: CardRule) {
        let d = self.at(s, field, Problem::CardRule(rule));
        self.problems.push(d);
    }

    /// A word none of those `field` takes (the file's words, `expected`).
    fn word<T>(
        &mut self,
        s: &Spanned<T>,
        field: &str,
        kind: WordKind,
        word: &str,
        expected: &[&str],
    ) {
        let problem = Problem::UnknownWord {
            kind,
            word: word.to_string(),
            expected: expected.iter().map(|w| (*w).to_string()).collect(),
        };
        let d = self.at(s, field, problem);
        self.problems.push(d);
    }
}

impl RawCard {
    /// The card, or every problem found in it; `warnings` gets what is read all the same.
    pub(super) fn build(
        self,
        file: &str,
        warnings: &mut Vec<Diagnostic>,
    ) -> Result<ThreatCard, Vec<Diagnostic>> {
        let mut c = Check {
            file,
            id: self.id.value.clone(),
            problems: Vec::new(),
        };
        let kind = self.kind(&mut c);
        let set = self.set(&mut c);
        let severity = self.severity(&mut c);
        let color = self.color(&mut c, warnings);
        let stations = self.stations(&mut c);
        let traits = self.traits(&mut c);
        self.check_stations(&mut c, kind, &stations, &traits);
        self.check_traits(&mut c, kind);
        self.check_stats(&mut c, kind, &traits);
        // An empty list as written (not one whose phrases all failed, said already).
        let z_empty = self.z.as_ref().is_some_and(Vec::is_empty);
        let x = actions(&mut c, &self.id, self.x, "x", kind);
        let y = actions(&mut c, &self.id, self.y, "y", kind);
        let z = actions(&mut c, &self.id, self.z, "z", kind);
        let destroyed = actions(&mut c, &self.id, Some(self.destroyed), "destroyed", kind);
        if z_empty {
            c.rule(&self.id, "z", CardRule::EmptyZ);
        }
        let (points_survived, points_destroyed) =
            points(&mut c, self.points.as_ref(), severity, color);
        match (kind, severity, color) {
            (Some(kind), Some(severity), Some(color)) if c.problems.is_empty() => Ok(ThreatCard {
                id: c.id,
                name: self.name.value,
                set,
                kind,
                severity,
                color,
                hit_points: self.hit_points.value,
                shield: self.shield.map_or(0, |s| s.value),
                speed: self.speed.value,
                points_survived,
                points_destroyed,
                stations,
                x,
                y,
                z,
                destroyed,
                traits,
            }),
            _ => Err(c.problems),
        }
    }

    fn kind(&self, c: &mut Check<'_>) -> Option<ThreatKind> {
        let kind = KINDS.into_iter().find(|k| kind_name(*k) == self.kind.value);
        if kind.is_none() {
            let kinds = KINDS.map(kind_name);
            c.word(
                &self.kind,
                "kind",
                WordKind::CardKind,
                &self.kind.value,
                &kinds,
            );
        }
        kind
    }

    fn set(&self, c: &mut Check<'_>) -> CardSet {
        let Some(w) = &self.set else {
            return CardSet::Base;
        };
        CardSet::parse(&w.value).unwrap_or_else(|| {
            let sets = ["base", "new-frontier"];
            c.word(w, "set", WordKind::CardSet, &w.value, &sets);
            CardSet::Base
        })
    }

    fn severity(&self, c: &mut Check<'_>) -> Option<Severity> {
        let severity = self.severity.value.parse().ok();
        if severity.is_none() {
            let severities = ["common", "serious"];
            let word = &self.severity.value;
            c.word(
                &self.severity,
                "severity",
                WordKind::Severity,
                word,
                &severities,
            );
        }
        severity
    }

    /// The `color`, or the deprecated `colour` with a warning.
    fn color(&self, c: &mut Check<'_>, warnings: &mut Vec<Diagnostic>) -> Option<Color> {
        let field = match (&self.color, &self.colour) {
            (Some(color), None) => color,
            (Some(color), Some(old)) => {
                c.rule(old, "colour", CardRule::ColorAndColour);
                color
            }
            (None, Some(old)) => {
                let rule = Problem::CardRule(CardRule::ColourDeprecated);
                warnings.push(c.at(old, "colour", rule));
                old
            }
            (None, None) => {
                c.rule(&self.id, "color", CardRule::MissingColor);
                return None;
            }
        };
        let color = field.value.parse().ok();
        if color.is_none() {
            let colors = ["white", "yellow", "red"];
            c.word(field, "color", WordKind::Color, &field.value, &colors);
        }
        color
    }

    fn stations(&self, c: &mut Check<'_>) -> Vec<Station> {
        let mut stations = Vec::new();
        for s in &self.stations {
            match Station::parse(&s.value) {
                Some(st) => stations.push(st),
                None => {
                    let codes = ["UR", "UW", "UB", "LR", "LW", "LB"];
                    c.word(s, "stations", WordKind::Station, &s.value, &codes);
                }
            }
        }
        stations
    }

    fn traits(&self, c: &mut Check<'_>) -> Vec<Trait> {
        let mut traits = Vec::new();
        for t in &self.traits {
            match parse_trait(&t.value) {
                Ok(tr) => traits.push(tr),
                Err(e) => c.phrase(t, "traits", e),
            }
        }
        traits
    }

    /// Each trait against the card's kind.
    fn check_traits(&self, c: &mut Check<'_>, kind: Option<ThreatKind>) {
        for t in &self.traits {
            if let (Ok(tr), Some(k)) = (parse_trait(&t.value), kind)
                && let Err(msg) = fits::trait_fits(&tr, k)
            {
                c.phrase(t, "traits", msg);
            }
        }
    }

    /// Internal cards need stations (unless they have none by a trait), external ones none.
    fn check_stations(
        &self,
        c: &mut Check<'_>,
        kind: Option<ThreatKind>,
        stations: &[Station],
        traits: &[Trait],
    ) {
        let internal = kind.is_some_and(|k| k != ThreatKind::External);
        let stationless =
            traits.contains(&Trait::FoughtFromInterceptors) || traits.contains(&Trait::Parasite);
        if internal && stations.is_empty() && !stationless {
            c.rule(&self.kind, "stations", CardRule::NeedsStations);
        }
        if traits.contains(&Trait::StationByTurnParity) && stations.len() != 2 {
            c.rule(&self.kind, "stations", CardRule::ParityStations);
        }
        if !internal && !stations.is_empty() {
            c.rule(&self.kind, "stations", CardRule::ExternalStations);
        }
    }

    /// Hit points, speed and shield.
    fn check_stats(&self, c: &mut Check<'_>, kind: Option<ThreatKind>, traits: &[Trait]) {
        if self.hit_points.value == 0 && !traits.contains(&Trait::HitPointsAreRockets) {
            c.rule(&self.hit_points, "hit_points", CardRule::HitPoints);
        }
        if self.speed.value == 0 {
            c.rule(&self.speed, "speed", CardRule::Speed);
        }
        if let (Some(s), Some(k)) = (&self.shield, kind)
            && k != ThreatKind::External
            && s.value != 0
        {
            c.rule(s, "shield", CardRule::Shield);
        }
    }
}

/// The effects of one action (`x`, `y`, `z`) or of the `destroyed` list, each phrase checked.
fn actions(
    c: &mut Check<'_>,
    id: &Spanned<String>,
    list: Option<Vec<Spanned<String>>>,
    name: &str,
    kind: Option<ThreatKind>,
) -> Vec<Effect> {
    let Some(list) = list else {
        let action = name.to_string();
        c.rule(id, name, CardRule::MissingAction { action });
        return Vec::new();
    };
    let mut out = Vec::new();
    for e in &list {
        let read = parse_effects(&e.value).and_then(|effects| {
            fits::effects_fit(&effects, name == "destroyed", kind).map(|()| effects)
        });
        match read {
            Ok(mut effects) => out.append(&mut effects),
            Err(msg) => c.phrase(e, name, msg),
        }
    }
    out
}

/// `points: [survived, destroyed]`, or the defaults of the severity and color.
fn points(
    c: &mut Check<'_>,
    points: Option<&Spanned<Vec<Option<u8>>>>,
    severity: Option<Severity>,
    color: Option<Color>,
) -> (Option<u8>, u8) {
    match (points, severity, color) {
        (Some(p), _, _) => match p.value[..] {
            [s, Some(d)] => (s, d),
            _ => {
                c.rule(p, "points", CardRule::Points);
                (None, 0)
            }
        },
        (None, Some(s), Some(col)) => {
            let (a, b) = default_points(s, col);
            (Some(a), b)
        }
        _ => (None, 0),
    }
}
