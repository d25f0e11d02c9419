//! The threat catalog: threat cards as YAML (`missions/threats/*.yaml`), loaded into
//! [`engine::ThreatCard`]s.
//!
//! A card's X, Y and Z actions are lists of effect phrases and its special rules are trait
//! phrases (the vocabulary is documented in `missions/threats/README.md`). A homebrew card is
//! a YAML entry in the same form; a malformed card is an error naming the file, line and field.

use engine::{
    Colour, Severity, Station, ThreatCard, ThreatKind, Zone,
    card::{Containers, Crew, Effect, System, Target, Trait},
};
use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::diag::{Diagnostic, Diagnostics};

/// The shipped catalog files, as (file name, YAML text).
pub const SHIPPED: &[(&str, &str)] = &[
    (
        "external-common-white.yaml",
        include_str!("../threats/external-common-white.yaml"),
    ),
    (
        "external-common-yellow.yaml",
        include_str!("../threats/external-common-yellow.yaml"),
    ),
    (
        "external-serious-white.yaml",
        include_str!("../threats/external-serious-white.yaml"),
    ),
    (
        "external-serious-yellow.yaml",
        include_str!("../threats/external-serious-yellow.yaml"),
    ),
    (
        "internal-common-white.yaml",
        include_str!("../threats/internal-common-white.yaml"),
    ),
    (
        "internal-common-yellow.yaml",
        include_str!("../threats/internal-common-yellow.yaml"),
    ),
    (
        "internal-serious-white.yaml",
        include_str!("../threats/internal-serious-white.yaml"),
    ),
    (
        "internal-serious-yellow.yaml",
        include_str!("../threats/internal-serious-yellow.yaml"),
    ),
];

/// A set of threat cards, looked up by id or by unique name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Catalog {
    cards: Vec<ThreatCard>,
}

/// Why a lookup failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LookupError {
    /// No card has that id or name.
    #[error(
        "unknown threat `{0}`: not a card id or name of the catalog (see `sitting-duck threats`)"
    )]
    Unknown(String),
    /// Several cards share the name.
    #[error("`{name}` names several cards ({}): use the card id", ids.join(", "))]
    Ambiguous {
        /// The name.
        name: String,
        /// The ids of the cards with that name.
        ids: Vec<String>,
    },
}

impl Catalog {
    /// The base game's 55 cards.
    pub fn base() -> Result<Catalog, Diagnostics> {
        let mut catalog = Catalog::default();
        let mut all = Vec::new();
        for (file, text) in SHIPPED {
            if let Err(mut d) = catalog.add_yaml(text, file) {
                all.append(&mut d.0);
            }
        }
        Diagnostics(all).into_result(catalog)
    }

    /// Adds the cards of one YAML file (a list of cards); checks ids stay unique.
    pub fn add_yaml(&mut self, src: &str, file: &str) -> Result<(), Diagnostics> {
        let raw: Vec<Spanned<RawCard>> =
            serde_saphyr::from_str(src).map_err(|e| yaml_error(file, &e))?;
        let mut diags = Vec::new();
        for card in raw {
            let line = card.referenced.line() as usize;
            let col = card.referenced.column() as usize;
            match card.value.build(file) {
                Ok(c) => {
                    if self.cards.iter().any(|x| x.id == c.id) {
                        diags.push(
                            Diagnostic::new(file, format!("duplicate card id `{}`", c.id))
                                .at(line, col)
                                .field("id"),
                        );
                    } else {
                        self.cards.push(c);
                    }
                }
                Err(mut d) => diags.append(&mut d),
            }
        }
        Diagnostics(diags).into_result(())
    }

    /// Every card, in catalog order.
    pub fn cards(&self) -> &[ThreatCard] {
        &self.cards
    }

    /// A card by id (`E1-07`) or by unique name (`Fighter`, case-insensitive).
    pub fn get(&self, key: &str) -> Result<&ThreatCard, LookupError> {
        if let Some(c) = self.cards.iter().find(|c| c.id.eq_ignore_ascii_case(key)) {
            return Ok(c);
        }
        let named: Vec<&ThreatCard> = self
            .cards
            .iter()
            .filter(|c| c.name.eq_ignore_ascii_case(key))
            .collect();
        match named[..] {
            [one] => Ok(one),
            [] => Err(LookupError::Unknown(key.to_string())),
            _ => Err(LookupError::Ambiguous {
                name: key.to_string(),
                ids: named.iter().map(|c| c.id.clone()).collect(),
            }),
        }
    }
}

/// A YAML syntax or shape error as a diagnostic.
pub(crate) fn yaml_error(file: &str, e: &serde_saphyr::Error) -> Diagnostics {
    let mut d = Diagnostic::new(file, e.without_snippet().to_string());
    if let Some(loc) = e.location() {
        d = d.at(loc.line() as usize, loc.column() as usize);
    }
    Diagnostics(vec![d])
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: Spanned<String>,
    name: Spanned<String>,
    kind: Spanned<String>,
    severity: Spanned<String>,
    colour: Spanned<String>,
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
    #[serde(default)]
    traits: Vec<Spanned<String>>,
    /// The card's text in plain words, shown by `sitting-duck threats ID`.
    #[serde(default)]
    #[allow(dead_code)]
    text: Option<String>,
}

fn here<T>(file: &str, s: &Spanned<T>, field: &str, msg: String) -> Diagnostic {
    Diagnostic::new(file, msg)
        .at(s.referenced.line() as usize, s.referenced.column() as usize)
        .field(field)
}

impl RawCard {
    fn build(self, file: &str) -> Result<ThreatCard, Vec<Diagnostic>> {
        let mut d = Vec::new();
        let id = self.id.value.clone();
        let f = |name: &str| format!("{id}.{name}");
        let kind = match self.kind.value.as_str() {
            "external" => Some(ThreatKind::External),
            "intruder" => Some(ThreatKind::Intruder),
            "malfunction-a" => Some(ThreatKind::Malfunction(System::A)),
            "malfunction-b" => Some(ThreatKind::Malfunction(System::B)),
            "malfunction-c" => Some(ThreatKind::Malfunction(System::C)),
            other => {
                d.push(here(file, &self.kind, &f("kind"), format!(
                    "unknown kind `{other}`: expected external, intruder, malfunction-a, malfunction-b or malfunction-c"
                )));
                None
            }
        };
        let severity = match self.severity.value.as_str() {
            "common" => Some(Severity::Common),
            "serious" => Some(Severity::Serious),
            other => {
                d.push(here(
                    file,
                    &self.severity,
                    &f("severity"),
                    format!("unknown severity `{other}`: expected common or serious"),
                ));
                None
            }
        };
        let colour = match self.colour.value.as_str() {
            "white" => Some(Colour::White),
            "yellow" => Some(Colour::Yellow),
            other => {
                d.push(here(
                    file,
                    &self.colour,
                    &f("colour"),
                    format!("unknown colour `{other}`: expected white or yellow"),
                ));
                None
            }
        };
        let mut stations = Vec::new();
        for s in &self.stations {
            match Station::parse(&s.value) {
                Some(st) => stations.push(st),
                None => d.push(here(
                    file,
                    s,
                    &f("stations"),
                    format!(
                        "unknown station `{}`: expected UR, UW, UB, LR, LW or LB",
                        s.value
                    ),
                )),
            }
        }
        let internal = kind.is_some_and(|k| k != ThreatKind::External);
        let traits: Vec<Trait> = self
            .traits
            .iter()
            .filter_map(|t| {
                parse_trait(&t.value)
                    .map_err(|e| d.push(here(file, t, &f("traits"), e)))
                    .ok()
            })
            .collect();
        if internal && stations.is_empty() && !traits.contains(&Trait::FoughtFromInterceptors) {
            d.push(here(
                file,
                &self.kind,
                &f("stations"),
                "an internal card needs `stations`".into(),
            ));
        }
        if !internal && !stations.is_empty() {
            d.push(here(
                file,
                &self.kind,
                &f("stations"),
                "an external card has no stations".into(),
            ));
        }
        let mut actions = |list: Option<Vec<Spanned<String>>>,
                           name: &str,
                           required: bool|
         -> Vec<Effect> {
            match list {
                None => {
                    if required {
                        d.push(here(file, &self.id, &f(name), format!("missing `{name}`: every card has X, Y and Z actions (write [] for none)")));
                    }
                    Vec::new()
                }
                Some(list) => list
                    .iter()
                    .filter_map(|e| {
                        parse_effects(&e.value)
                            .map_err(|msg| d.push(here(file, e, &f(name), msg)))
                            .ok()
                    })
                    .flatten()
                    .collect(),
            }
        };
        let z_given = self.z.is_some();
        let x = actions(self.x, "x", true);
        let y = actions(self.y, "y", true);
        let z = actions(self.z, "z", true);
        if z_given && z.is_empty() {
            d.push(here(
                file,
                &self.id,
                &f("z"),
                "the Z action may not be empty".into(),
            ));
        }
        let (points_survived, points_destroyed) = match (&self.points, severity, colour) {
            (Some(p), _, _) => match p.value[..] {
                [s, Some(dd)] => (s, dd),
                _ => {
                    d.push(here(
                        file,
                        p,
                        &f("points"),
                        "points are [survived, destroyed], survived may be null".into(),
                    ));
                    (None, 0)
                }
            },
            (None, Some(s), Some(c)) => {
                let (a, b) = default_points(s, c);
                (Some(a), b)
            }
            _ => (None, 0),
        };
        if !d.is_empty() {
            return Err(d);
        }
        match (kind, severity, colour) {
            (Some(kind), Some(severity), Some(colour)) => Ok(ThreatCard {
                id,
                name: self.name.value,
                kind,
                severity,
                colour,
                hit_points: self.hit_points.value,
                shield: self.shield.map_or(0, |s| s.value),
                speed: self.speed.value,
                points_survived,
                points_destroyed,
                stations,
                x,
                y,
                z,
                traits,
            }),
            _ => Err(d),
        }
    }
}

/// The points printed on most cards (`rules-reference.md` 8.1): survived / destroyed.
pub fn default_points(severity: Severity, colour: Colour) -> (u8, u8) {
    match (severity, colour) {
        (Severity::Common, Colour::White) => (2, 4),
        (Severity::Common, Colour::Yellow) => (3, 6),
        (Severity::Serious, Colour::White) => (4, 8),
        (Severity::Serious, Colour::Yellow) => (6, 12),
    }
}

fn num<T: std::str::FromStr>(word: Option<&str>, what: &str) -> Result<T, String> {
    let w = word.ok_or_else(|| format!("`{what}` needs a number"))?;
    w.trim_start_matches('+')
        .parse()
        .map_err(|_| format!("`{what}`: `{w}` is not a number"))
}

fn target(word: Option<&str>) -> Result<Target, String> {
    Ok(match word {
        None | Some("own") => Target::Own,
        Some("others") => Target::Others,
        Some("all") => Target::All,
        Some(z) => Target::Zone(Zone::parse(z).ok_or_else(|| {
            format!("unknown target `{z}`: expected own, others, all, red, white or blue")
        })?),
    })
}

fn crew(word: Option<&str>) -> Result<Crew, String> {
    Ok(match word {
        Some("all") => Crew::All,
        Some("zone") => Crew::InZone,
        Some("station") => Crew::InStation,
        Some("carrying-bots") => Crew::CarryingActiveBots,
        Some("station-without-bots") => Crew::InStationWithoutActiveBots,
        Some(w) if w.starts_with("all-except-") => Crew::AllExcept(
            Station::parse(&w["all-except-".len()..]).ok_or_else(|| format!("unknown station in `{w}`"))?,
        ),
        Some(w) => Crew::At(Station::parse(w).ok_or_else(|| {
            format!("unknown crew `{w}`: expected all, zone, station, carrying-bots, station-without-bots, all-except-XX or a station code")
        })?),
        None => return Err("which crew? expected all, zone, station, carrying-bots, station-without-bots, all-except-XX or a station code".into()),
    })
}

/// Parses one phrase of a card action, or `if-damaged N then A; B else C` into effects.
pub fn parse_effects(phrase: &str) -> Result<Vec<Effect>, String> {
    let phrase = phrase.trim();
    if let Some(rest) = phrase.strip_prefix("if-damaged ") {
        let (n, rest) = rest
            .split_once(' ')
            .ok_or("`if-damaged N then ... else ...`")?;
        let damage = num(Some(n), "if-damaged")?;
        let rest = rest
            .trim()
            .strip_prefix("then")
            .ok_or("`if-damaged N then ... else ...`: missing `then`")?;
        let (then, otherwise) = match rest.split_once(" else") {
            Some((a, b)) => (a, b),
            None => (rest, ""),
        };
        let list = |s: &str| -> Result<Vec<Effect>, String> {
            let mut out = Vec::new();
            for p in s.split(';').map(str::trim).filter(|p| !p.is_empty()) {
                out.extend(parse_effects(p)?);
            }
            Ok(out)
        };
        return Ok(vec![Effect::IfDamaged {
            damage,
            then: list(then)?,
            otherwise: list(otherwise)?,
        }]);
    }
    let mut words = phrase.split_whitespace();
    let head = words.next().ok_or("empty effect")?;
    let a = words.next();
    let b = words.next();
    let e = match head {
        "attack" | "damage" => {
            let strength = num(a, head)?;
            let (target_word, ignore) = match (b, words.next()) {
                (Some("ignore-shields"), _) => (None, true),
                (t, Some("ignore-shields")) => (t, true),
                (t, _) => (t, false),
            };
            Effect::Attack {
                strength,
                target: target(target_word)?,
                ignore_shields: ignore || head == "damage",
            }
        }
        "attack-hp" => Effect::AttackRemainingHp {
            per_hp: num(a, head)?,
            target: target(b)?,
        },
        "damage-per-station" => Effect::DamagePerStation { per: num(a, head)? },
        "damage-per-zone" => Effect::DamagePerZoneOccupied { per: num(a, head)? },
        "damage-central-reactor" => Effect::DamageCentralReactorEnergy,
        "damage-per-crew" => Effect::DamagePerCrewInStation,
        "heal" => Effect::Heal(num(a, head)?),
        "heal-half" => Effect::HealHalf,
        "damage-self" => Effect::DamageSelf(num(a, head)?),
        "speed" => Effect::SpeedUp(num(a, head)?),
        "shield" => match a {
            Some("=") => Effect::SetShield(num(b, "shield =")?),
            _ => Effect::ShieldUp(num(a, head)?),
        },
        "drain" => {
            let containers = match a {
                Some("all-shields") => Containers::AllShields,
                Some("own-shield") => Containers::OwnShield,
                Some("all-reactors") => Containers::AllReactors,
                Some("own-reactor") => Containers::OwnReactor,
                Some("central-reactor") => Containers::CentralReactor,
                _ => return Err("`drain` needs all-shields, own-shield, all-reactors, own-reactor or central-reactor".into()),
            };
            let amount = match b {
                None | Some("all") => None,
                n => Some(num(n, "drain")?),
            };
            Effect::Drain { containers, amount }
        }
        "drain-reactor-or-damage" => Effect::DrainReactorOrDamage,
        "reactor-into-shield" => Effect::ReactorIntoShield,
        "shield-into-damage" => Effect::ShieldIntoDamage,
        "reactors-into-damage" => Effect::ReactorsIntoDamage,
        "destroy-fuel" => Effect::DestroyFuel(num(a, head)?),
        "destroy-rocket" => Effect::DestroyRocket,
        "disable-stored-bots" => Effect::DisableStoredBots(
            a.and_then(Station::parse)
                .ok_or("`disable-stored-bots` needs a station code")?,
        ),
        "move" => match a {
            Some("redward") => Effect::MoveRedward,
            Some("blueward") => Effect::MoveBlueward,
            _ => return Err("`move` needs redward or blueward".into()),
        },
        "change-deck" => Effect::ChangeDeck,
        "move-to-most-crew" => Effect::MoveToMostCrew,
        "spread" => match a {
            Some("redward") => Effect::Spread { blueward: false },
            Some("blueward") => Effect::Spread { blueward: true },
            _ => return Err("`spread` needs redward or blueward".into()),
        },
        "delay" => Effect::Delay(crew(a)?),
        "knock-out" => Effect::KnockOut(crew(a)?),
        "advance-others" => Effect::AdvanceOthers,
        "boost-others-attack" => Effect::BoostOthersAttack,
        "boost-all-shields" => Effect::BoostAllShields,
        "reveal" => Effect::Reveal,
        "start-firing-back" => Effect::StartFiringBack,
        "double-damage" => Effect::DoubleDamage(match a {
            Some("all") => None,
            Some(z) => Some(Zone::parse(z).ok_or("`double-damage` needs a zone or all")?),
            None => return Err("`double-damage` needs a zone or all".into()),
        }),
        "knock-out-entrants" => Effect::KnockOutEntrants,
        "destroy-ship" => Effect::DestroyShip,
        other => {
            return Err(format!(
                "unknown effect `{other}` (see missions/threats/README.md)"
            ));
        }
    };
    Ok(vec![e])
}

/// Parses a trait phrase.
pub fn parse_trait(phrase: &str) -> Result<Trait, String> {
    let mut words = phrase.split_whitespace();
    let head = words.next().ok_or("empty trait")?;
    let a = words.next();
    Ok(match head {
        "stealth" => Trait::Stealth,
        "cryoshield" => Trait::Cryoshield,
        "pulse-vulnerable" => Trait::PulseVulnerable,
        "double-damage-through-shields" => Trait::DoubleDamageThroughShields,
        "ignored-by-heavy-lasers" => Trait::IgnoredByHeavyLasers,
        "rocket-immune" => Trait::RocketImmune,
        "rocket-decoy" => Trait::RocketDecoy,
        "rocket-magnet" => Trait::RocketMagnet,
        "untargetable-at-distance-3" => Trait::UntargetableAtDistance3,
        "max-damage-per-turn" => Trait::MaxDamagePerTurn(num(a, head)?),
        "revenge" => Trait::Revenge { per: num(a, head)? },
        "destroyed-damages-others" => Trait::DestroyedDamagesOthers(num(a, head)?),
        "interceptor-bonus" => Trait::InterceptorBonus {
            bonus: num(a, head)?,
        },
        "pulse-when-damaged" => Trait::PulseWhenDamaged,
        "fires-back" => Trait::FiresBack,
        "knocks-out-destroyer" => Trait::KnocksOutDestroyer,
        "destroyed-knocks-out" => {
            let mut stations = Vec::new();
            for w in a.into_iter().chain(words) {
                stations.push(Station::parse(w).ok_or_else(|| format!("unknown station `{w}`"))?);
            }
            Trait::DestroyedKnocksOut(stations)
        }
        "hit-points-are-rockets" => Trait::HitPointsAreRockets,
        "delays-entrants" => Trait::DelaysEntrants,
        "hit-cleans-station" => Trait::HitCleansStation,
        "repaired-everywhere-bonus" => Trait::RepairedEverywhereBonus(num(a, head)?),
        "needs-simultaneous-repairs" => Trait::NeedsSimultaneousRepairs(num(a, head)?),
        "fought-from-interceptors" => Trait::FoughtFromInterceptors,
        other => {
            return Err(format!(
                "unknown trait `{other}` (see missions/threats/README.md)"
            ));
        }
    })
}

/// The plain-words text of a card, as written in its YAML `text`, by id.
pub fn card_text(id: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Texts {
        id: String,
        #[serde(default)]
        text: Option<String>,
    }
    SHIPPED.iter().find_map(|(_, src)| {
        let list: Vec<Texts> = serde_saphyr::from_str(src).ok()?;
        list.into_iter().find(|c| c.id == id).and_then(|c| c.text)
    })
}
