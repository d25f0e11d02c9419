//! The threat-card format: a YAML list of cards whose X, Y and Z actions are effect phrases
//! and whose special rules are trait phrases (the vocabulary is documented in
//! `missions/threats/README.md`), read into [`engine::ThreatCard`]s; and the phrases written
//! back. A malformed card is an error naming the file, line and field.

use engine::{
    CardSet, Color, Door, Severity, Station, ThreatCard, ThreatKind, Zone,
    card::{Containers, Crew, Effect, System, Target, Trait},
};
use serde::Deserialize;
use serde_saphyr::Spanned;

use crate::diag::{Diagnostic, Diagnostics};

/// Reads the cards of one YAML file (a list of cards) onto `cards`, each with its plain-words
/// `text` pushed onto `texts`, and checks that ids stay unique. `Ok` holds the warnings (a
/// deprecated spelling, say): the cards were added all the same. A catalog adds a homebrew
/// file this way, and the build checks the shipped files this way.
pub fn add_yaml(
    cards: &mut Vec<ThreatCard>,
    texts: &mut Vec<Option<String>>,
    src: &str,
    file: &str,
) -> Result<Vec<Diagnostic>, Diagnostics> {
    let raw: Vec<Spanned<RawCard>> =
        serde_saphyr::from_str(src).map_err(|e| yaml_error(file, &e))?;
    let mut diags = Vec::new();
    let mut warnings = Vec::new();
    for card in raw {
        let line = card.referenced.line() as usize;
        let col = card.referenced.column() as usize;
        let text = card.value.text.clone();
        match card.value.build(file, &mut warnings) {
            Ok(c) => {
                if cards.iter().any(|x| x.id == c.id) {
                    diags.push(
                        Diagnostic::new(file, format!("duplicate card id `{}`", c.id))
                            .at(line, col)
                            .field("id"),
                    );
                } else {
                    cards.push(c);
                    texts.push(text);
                }
            }
            Err(mut d) => diags.append(&mut d),
        }
    }
    Diagnostics(diags).into_result(warnings)
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
    text: Option<String>,
}

fn here<T>(file: &str, s: &Spanned<T>, field: &str, msg: String) -> Diagnostic {
    Diagnostic::new(file, msg)
        .at(s.referenced.line() as usize, s.referenced.column() as usize)
        .field(field)
}

impl RawCard {
    fn build(
        self,
        file: &str,
        warnings: &mut Vec<Diagnostic>,
    ) -> Result<ThreatCard, Vec<Diagnostic>> {
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
        let set = match &self.set {
            None => CardSet::Base,
            Some(w) => CardSet::parse(&w.value).unwrap_or_else(|| {
                d.push(here(
                    file,
                    w,
                    &f("set"),
                    format!("unknown set `{}`: expected base or new-frontier", w.value),
                ));
                CardSet::Base
            }),
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
        let color_field = match (&self.color, &self.colour) {
            (Some(c), None) => Some(c),
            (Some(c), Some(old)) => {
                d.push(here(
                    file,
                    old,
                    &f("colour"),
                    "both `color` and `colour` are given: keep only `color`".to_owned(),
                ));
                Some(c)
            }
            (None, Some(old)) => {
                warnings.push(here(
                    file,
                    old,
                    &f("colour"),
                    "warning: `colour` is deprecated, write `color` (read as `color`)".to_owned(),
                ));
                Some(old)
            }
            (None, None) => {
                d.push(here(
                    file,
                    &self.id,
                    &f("color"),
                    "missing field `color` (white, yellow or red)".to_owned(),
                ));
                None
            }
        };
        let color = color_field.and_then(|c| match c.value.as_str() {
            "white" => Some(Color::White),
            "yellow" => Some(Color::Yellow),
            "red" => Some(Color::Red),
            other => {
                d.push(here(
                    file,
                    c,
                    &f("color"),
                    format!("unknown color `{other}`: expected white, yellow or red"),
                ));
                None
            }
        });
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
        let stationless =
            traits.contains(&Trait::FoughtFromInterceptors) || traits.contains(&Trait::Parasite);
        if internal && stations.is_empty() && !stationless {
            d.push(here(
                file,
                &self.kind,
                &f("stations"),
                "an internal card needs `stations`".into(),
            ));
        }
        if traits.contains(&Trait::StationByTurnParity) && stations.len() != 2 {
            d.push(here(
                file,
                &self.kind,
                &f("stations"),
                "`station-by-turn-parity` needs two stations (odd turn, even turn)".into(),
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
        for t in &self.traits {
            if let (Ok(tr), Some(k)) = (parse_trait(&t.value), kind)
                && let Err(msg) = trait_fits(&tr, k)
            {
                d.push(here(file, t, &f("traits"), msg));
            }
        }
        if self.hit_points.value == 0 && !traits.contains(&Trait::HitPointsAreRockets) {
            d.push(here(
                file,
                &self.hit_points,
                &f("hit_points"),
                "hit points must be at least 1".into(),
            ));
        }
        if self.speed.value == 0 {
            d.push(here(
                file,
                &self.speed,
                &f("speed"),
                "speed must be at least 1".into(),
            ));
        }
        if let (Some(s), Some(k)) = (&self.shield, kind)
            && k != ThreatKind::External
            && s.value != 0
        {
            d.push(here(
                file,
                s,
                &f("shield"),
                "only external threats have shields".into(),
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
                        let effects = parse_effects(&e.value)
                            .map_err(|msg| d.push(here(file, e, &f(name), msg)))
                            .ok()?;
                        let on_destruction = name == "destroyed";
                        let fits = |x: &Effect| {
                            if x.is_on_destruction() != on_destruction {
                                let phrase = effect_phrase(x);
                                return Err(if on_destruction {
                                    format!("`{phrase}` is an X/Y/Z action, not an effect of destruction (destroyed: takes knock-out-destroyer, knock-out-host, knock-out-in, damage-others, attack-per-passed-space)")
                                } else {
                                    format!("`{phrase}` happens when the threat is destroyed: list it under `destroyed`")
                                });
                            }
                            kind.map_or(Ok(()), |k| effect_fits(x, k))
                        };
                        if let Err(msg) = effects.iter().try_for_each(fits) {
                            d.push(here(file, e, &f(name), msg));
                            return None;
                        }
                        Some(effects)
                    })
                    .flatten()
                    .collect(),
            }
        };
        let z_given = self.z.is_some();
        let x = actions(self.x, "x", true);
        let y = actions(self.y, "y", true);
        let z = actions(self.z, "z", true);
        let destroyed = actions(Some(self.destroyed), "destroyed", false);
        if z_given && z.is_empty() {
            d.push(here(
                file,
                &self.id,
                &f("z"),
                "the Z action may not be empty".into(),
            ));
        }
        let (points_survived, points_destroyed) = match (&self.points, severity, color) {
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
        match (kind, severity, color) {
            (Some(kind), Some(severity), Some(color)) => Ok(ThreatCard {
                id,
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
            _ => Err(d),
        }
    }
}

/// The points printed on most cards (`docs/rules.md` §8): survived / destroyed.
pub fn default_points(severity: Severity, color: Color) -> (u8, u8) {
    match (severity, color) {
        (Severity::Common, Color::White) => (2, 4),
        (Severity::Common, Color::Yellow) => (3, 6),
        (Severity::Serious, Color::White) => (4, 8),
        (Severity::Serious, Color::Yellow) => (6, 12),
        // RULINGS.md NF24: the red cards' values, as both expansion resolvers score them.
        (Severity::Common, Color::Red) => (4, 8),
        (Severity::Serious, Color::Red) => (8, 16),
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
        Some("opposite") => Target::Opposite,
        Some(z) => Target::Zone(Zone::parse(z).ok_or_else(|| {
            format!("unknown target `{z}`: expected own, others, all, opposite, red, white or blue")
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
        Some("captain") => Crew::Captain,
        Some("alone") => Crew::Alone,
        Some("sharing") => Crew::Sharing,
        Some("station-except-host") => Crew::InStationExceptHost,
        Some(w) if w.starts_with("all-except-") => Crew::AllExcept(
            Station::parse(&w["all-except-".len()..]).ok_or_else(|| format!("unknown station in `{w}`"))?,
        ),
        Some(w) => Crew::At(Station::parse(w).ok_or_else(|| {
            format!("unknown crew `{w}`: expected all, zone, station, captain, carrying-bots, station-without-bots, all-except-XX or a station code")
        })?),
        None => return Err("which crew? expected all, zone, station, carrying-bots, station-without-bots, all-except-XX or a station code".into()),
    })
}

/// The two lists of a condition's `then A; B else C` (either may be empty).
fn branches(rest: &str, usage: &str) -> Result<(Vec<Effect>, Vec<Effect>), String> {
    let rest =
        (rest.trim().strip_prefix("then")).ok_or_else(|| format!("`{usage}`: missing `then`"))?;
    let (then, otherwise) = rest.split_once(" else").unwrap_or((rest, ""));
    let list = |s: &str| -> Result<Vec<Effect>, String> {
        let mut out = Vec::new();
        for p in s.split(';').map(str::trim).filter(|p| !p.is_empty()) {
            out.extend(parse_effects(p)?);
        }
        Ok(out)
    };
    Ok((list(then)?, list(otherwise)?))
}

/// A phrase with bracketed values (`attack 2 [1] all`): each `[w]` replaces the word before it
/// in a turn the threat started phased out; `[none]` makes the phrase do nothing then.
fn bracketed(phrase: &str) -> Result<Vec<Effect>, String> {
    let (mut normal, mut phased) = (Vec::new(), Vec::new());
    let mut none = false;
    for w in phrase.split_whitespace() {
        match w.strip_prefix('[').and_then(|w| w.strip_suffix(']')) {
            Some("none") => none = true,
            Some(inner) => {
                if phased.pop().is_none() || inner.is_empty() || inner.contains(['[', ']']) {
                    return Err(format!(
                        "`{phrase}`: a bracket `[value]` follows the word it replaces"
                    ));
                }
                phased.push(inner);
            }
            None if w.contains(['[', ']']) => {
                return Err(format!(
                    "`{phrase}`: write a bracket as one word, `[value]`"
                ));
            }
            None => {
                normal.push(w);
                phased.push(w);
            }
        }
    }
    let normal = parse_effects(&normal.join(" "))?;
    let phased = if none {
        Vec::new()
    } else {
        parse_effects(&phased.join(" "))?
    };
    Ok(vec![Effect::Bracketed { normal, phased }])
}

/// Parses one phrase of a card action, or `if-damaged N then A; B else C` into effects.
pub fn parse_effects(phrase: &str) -> Result<Vec<Effect>, String> {
    let phrase = phrase.trim();
    if let Some(rest) = phrase.strip_prefix("if-crew ") {
        let (then, otherwise) = branches(rest, "if-crew then ... else ...")?;
        return Ok(vec![Effect::IfCrewHere { then, otherwise }]);
    }
    if let Some(rest) = phrase.strip_prefix("if-damaged ") {
        let (n, rest) = rest
            .split_once(' ')
            .ok_or("`if-damaged N then ... else ...`")?;
        let damage = num(Some(n), "if-damaged")?;
        let (then, otherwise) = branches(rest, "if-damaged N")?;
        return Ok(vec![Effect::IfDamaged {
            damage,
            then,
            otherwise,
        }]);
    }
    if let Some(rest) = phrase.strip_prefix("if-taken ") {
        return parse_if_taken(rest);
    }
    if let Some(rest) = phrase.strip_prefix("if-rocket-hit ") {
        let (then, otherwise) = branches(rest, "if-rocket-hit")?;
        return Ok(vec![Effect::IfRocketHit { then, otherwise }]);
    }
    if phrase.contains('[') {
        return bracketed(phrase);
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
                Some("own-station") => Containers::OwnStation,
                _ => return Err("`drain` needs all-shields, own-shield, all-reactors, own-reactor, central-reactor or own-station".into()),
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
        "call-threat" => {
            let internal = match a {
                Some("internal") => true,
                Some("external") => false,
                _ => return Err("`call-threat` needs internal or external".into()),
            };
            let faster_below = match (b, words.next()) {
                (None, _) => None,
                (Some("faster-below"), n) => Some(num(n, "call-threat ... faster-below")?),
                (Some(w), _) => {
                    return Err(format!(
                        "`call-threat`: unknown word `{w}` (expected faster-below N)"
                    ));
                }
            };
            Effect::CallThreat {
                internal,
                faster_below,
            }
        }
        "jump" => match a {
            Some("redward") => Effect::Jump { blueward: false },
            Some("blueward") => Effect::Jump { blueward: true },
            _ => return Err("`jump` needs redward or blueward".into()),
        },
        "heal-absorbed" => Effect::HealAbsorbed,
        "attack-plus-reactor" => Effect::AttackPlusReactor {
            base: num(a, head)?,
            target: target(b)?,
        },
        "advance-internal" => Effect::AdvanceInternal(num(a, head)?),
        "heal-external" => Effect::HealExternal(num(a, head)?),
        "infect" => Effect::Infect,
        "damage-by-infected" => Effect::DamageByInfected(num(a, head)?),
        "knock-out-poisoned" => Effect::KnockOutPoisoned,
        "rockets-attack" => Effect::RocketsAttack {
            per: num(a, head)?,
            target: target(b)?,
        },
        "lay-mine" => Effect::LayMine,
        "detonate-mines" => Effect::DetonateMines(num(a, head)?),
        "sabotage" => Effect::Sabotage,
        "drain-reactor-into-speed" => Effect::DrainReactorIntoSpeed,
        "move-to-most-damaged" => Effect::MoveToMostDamaged,
        "damage-host" => Effect::DamageHostZone(num(a, head)?),
        "knock-out-host" => Effect::KnockOutHost,
        "destroy-ship" => Effect::DestroyShip,
        "knock-out-destroyer" => Effect::KnockOutDestroyer,
        "knock-out-in" => {
            let stations = std::iter::once(a)
                .chain(std::iter::once(b))
                .chain(words.map(Some))
                .flatten()
                .map(|w| Station::parse(w).ok_or_else(|| format!("unknown station `{w}`")))
                .collect::<Result<Vec<Station>, String>>()?;
            if stations.is_empty() {
                return Err("`knock-out-in` needs station codes".into());
            }
            Effect::KnockOutIn(stations)
        }
        "damage-others" => Effect::DamageOthers(num(a, head)?),
        "attack-per-passed-space" => Effect::AttackPerPassedSpace { per: num(a, head)? },
        "shielded-attack" => Effect::ShieldedAttack {
            strength: num(a, head)?,
            target: target(b)?,
        },
        "shields-off" => Effect::ShieldsOff,
        "shields-reversed" => Effect::ShieldsReversed,
        "seal-door" => Effect::SealDoor(
            a.and_then(Door::parse)
                .ok_or("`seal-door` needs red-white or white-blue")?,
        ),
        "disrupt-optics" => {
            let zones = std::iter::once(a)
                .chain(std::iter::once(b))
                .chain(words.map(Some))
                .flatten()
                .map(|w| Zone::parse(w).ok_or_else(|| format!("unknown zone `{w}`")))
                .collect::<Result<Vec<Zone>, String>>()?;
            if zones.is_empty() {
                return Err("`disrupt-optics` needs one or more zones".into());
            }
            Effect::DisruptOptics(zones)
        }
        "advance-in-zone" => Effect::AdvanceInZone(num(a, head)?),
        "repeat-action" => Effect::RepeatAction(crew(a)?),
        "swap-sides" => Effect::SwapSides,
        "run-secret-threat" => Effect::RunSecretThreat,
        other => {
            return Err(format!(
                "unknown effect `{other}` (see missions/threats/README.md)"
            ));
        }
    };
    Ok(vec![e])
}

/// `if-taken <effect> then A; B`: the effect must take something from the ship (a drain, fuel
/// or a rocket destroyed); the effects after `then` follow only when it took anything.
fn parse_if_taken(rest: &str) -> Result<Vec<Effect>, String> {
    let usage = "`if-taken <drain ...|destroy-fuel N|destroy-rocket> then A; B`";
    let (take, then) = rest.split_once(" then").ok_or(usage)?;
    let take = match parse_effects(take)?.as_slice() {
        [e @ (Effect::Drain { .. } | Effect::DestroyFuel(_) | Effect::DestroyRocket)] => e.clone(),
        _ => return Err(usage.into()),
    };
    let mut list = Vec::new();
    for p in then.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        list.extend(parse_effects(p)?);
    }
    Ok(vec![Effect::IfTaken {
        take: Box::new(take),
        then: list,
    }])
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
        "interceptor-bonus" => Trait::InterceptorBonus {
            bonus: num(a, head)?,
        },
        "pulse-when-damaged" => Trait::PulseWhenDamaged,
        "fires-back" => Trait::FiresBack,
        "hit-points-are-rockets" => Trait::HitPointsAreRockets,
        "delays-entrants" => Trait::DelaysEntrants,
        "hit-cleans-station" => Trait::HitCleansStation,
        "repaired-everywhere-bonus" => Trait::RepairedEverywhereBonus(num(a, head)?),
        "needs-simultaneous-repairs" => Trait::NeedsSimultaneousRepairs(num(a, head)?),
        "fought-from-interceptors" => Trait::FoughtFromInterceptors,
        "phasing" => Trait::Phasing,
        "plasmatic" => Trait::Plasmatic,
        "carrier" => Trait::Carrier,
        "megashield" => Trait::Megashield,
        "polarized" => Trait::Polarized,
        "spanning" => Trait::Spanning,
        "accelerating" => Trait::Accelerating,
        "slowed-when-damaged" => Trait::SlowedWhenDamaged(num(a, head)?),
        "acts-at-jump" => Trait::ActsAtJump,
        "poison-drones" => Trait::PoisonDrones,
        "teleports-when-damaged" => Trait::TeleportsWhenDamaged(
            a.and_then(Station::parse)
                .ok_or("`teleports-when-damaged` needs a station code")?,
        ),
        "knocks-out-all-at-jump" => Trait::KnocksOutAllAtJump,
        "parasite" => Trait::Parasite,
        "inaccessible" => Trait::Inaccessible {
            points: num(a, head)?,
            until_x: match words.next() {
                None => false,
                Some("until-x") => true,
                Some(w) => return Err(format!("`inaccessible N [until-x]`: unexpected `{w}`")),
            },
        },
        "finishing-costs-energy" => Trait::FinishingCostsEnergy,
        "lone-repair-bonus" => Trait::LoneRepairBonus(num(a, head)?),
        "bots-repair-bonus" => Trait::BotsRepairBonus(num(a, head)?),
        "station-by-turn-parity" => Trait::StationByTurnParity,
        "short-circuit" => Trait::ShortCircuit(num(a, head)?),
        "hit-swaps-decks" => Trait::HitSwapsDecks,
        other => {
            return Err(format!(
                "unknown trait `{other}` (see missions/threats/README.md)"
            ));
        }
    })
}

/// Whether an effect makes sense on a card of this kind: movement and station effects need an
/// internal card (movement an intruder), shield and targeting effects an external one.
fn effect_fits(effect: &Effect, kind: ThreatKind) -> Result<(), String> {
    let external = kind == ThreatKind::External;
    let phrase = effect_phrase(effect);
    match effect {
        Effect::MoveRedward
        | Effect::MoveBlueward
        | Effect::ChangeDeck
        | Effect::MoveToMostCrew
        | Effect::Spread { .. }
        | Effect::KnockOutDestroyer
        | Effect::KnockOutHost
        | Effect::Infect
        | Effect::LayMine
        | Effect::Sabotage
        | Effect::MoveToMostDamaged
        | Effect::DamageHostZone(_)
            if kind != ThreatKind::Intruder =>
        {
            Err(format!(
                "`{phrase}` moves an intruder: the card's kind must be `intruder`"
            ))
        }
        Effect::DamagePerStation { .. }
        | Effect::DamagePerZoneOccupied { .. }
        | Effect::DamagePerCrewInStation
        | Effect::KnockOutEntrants
        | Effect::Delay(Crew::InStation | Crew::InStationWithoutActiveBots)
        | Effect::KnockOut(Crew::InStation | Crew::InStationWithoutActiveBots)
        | Effect::KnockOutIn(_)
        | Effect::IfCrewHere { .. }
        | Effect::DamageByInfected(_)
        | Effect::KnockOutPoisoned
        | Effect::DetonateMines(_)
        | Effect::Delay(Crew::InStationExceptHost)
        | Effect::KnockOut(Crew::InStationExceptHost)
            if external =>
        {
            Err(format!(
                "`{phrase}` needs the threat's stations: an external card has none"
            ))
        }
        Effect::Reveal
        | Effect::BoostOthersAttack
        | Effect::BoostAllShields
        | Effect::AdvanceOthers
        | Effect::SetShield(_)
        | Effect::ShieldUp(_)
        | Effect::DamageOthers(_)
        | Effect::AttackPerPassedSpace { .. }
            if !external =>
        {
            Err(format!(
                "`{phrase}` acts on external threats' trajectories or shields: the card must be external"
            ))
        }
        Effect::Jump { .. } | Effect::IfRocketHit { .. } if !external => Err(format!(
            "`{phrase}` needs a trajectory of the ship's zones: the card must be external"
        )),
        Effect::AdvanceInZone(_) | Effect::RepeatAction(_) | Effect::SwapSides if external => Err(
            format!("`{phrase}` is an internal threat's action: the card must be internal"),
        ),
        Effect::IfDamaged {
            then, otherwise, ..
        }
        | Effect::IfRocketHit { then, otherwise }
        | Effect::IfCrewHere { then, otherwise } => then
            .iter()
            .chain(otherwise)
            .try_for_each(|e| effect_fits(e, kind)),
        Effect::Bracketed { normal, phased } => normal
            .iter()
            .chain(phased)
            .try_for_each(|e| effect_fits(e, kind)),
        Effect::IfTaken { take, then } => std::iter::once(&**take)
            .chain(then)
            .try_for_each(|e| effect_fits(e, kind)),
        _ => Ok(()),
    }
}

/// Whether a trait makes sense on a card of this kind (the targeting traits are for external
/// threats, the battlebot and repair traits for internal ones).
fn trait_fits(t: &Trait, kind: ThreatKind) -> Result<(), String> {
    let phrase = trait_phrase(t);
    let external_only = matches!(
        t,
        Trait::Stealth
            | Trait::Cryoshield
            | Trait::PulseVulnerable
            | Trait::DoubleDamageThroughShields
            | Trait::IgnoredByHeavyLasers
            | Trait::RocketImmune
            | Trait::RocketDecoy
            | Trait::RocketMagnet
            | Trait::UntargetableAtDistance3
            | Trait::MaxDamagePerTurn(_)
            | Trait::InterceptorBonus { .. }
            | Trait::PulseWhenDamaged
            | Trait::Plasmatic
            | Trait::Carrier
            | Trait::Megashield
            | Trait::Polarized
            | Trait::Spanning
            | Trait::Accelerating
            | Trait::SlowedWhenDamaged(_)
            | Trait::ActsAtJump
    );
    let intruder_only = matches!(
        t,
        Trait::FiresBack
            | Trait::DelaysEntrants
            | Trait::HitCleansStation
            | Trait::FoughtFromInterceptors
            | Trait::PoisonDrones
            | Trait::TeleportsWhenDamaged(_)
            | Trait::Parasite
    );
    let malfunction_only = matches!(
        t,
        Trait::HitPointsAreRockets
            | Trait::RepairedEverywhereBonus(_)
            | Trait::NeedsSimultaneousRepairs(_)
            | Trait::FinishingCostsEnergy
            | Trait::LoneRepairBonus(_)
            | Trait::BotsRepairBonus(_)
            | Trait::ShortCircuit(_)
    );
    let internal_only = matches!(
        t,
        Trait::Inaccessible { .. }
            | Trait::StationByTurnParity
            | Trait::HitSwapsDecks
            | Trait::KnocksOutAllAtJump
    );
    if internal_only && kind == ThreatKind::External {
        return Err(format!("`{phrase}` is a trait of internal threats"));
    }
    if external_only && kind != ThreatKind::External {
        Err(format!("`{phrase}` is a trait of external threats"))
    } else if intruder_only && kind != ThreatKind::Intruder {
        Err(format!("`{phrase}` is a trait of intruders"))
    } else if malfunction_only && !matches!(kind, ThreatKind::Malfunction(_)) {
        Err(format!("`{phrase}` is a trait of malfunctions"))
    } else {
        Ok(())
    }
}

fn target_word(t: Target) -> String {
    match t {
        Target::Own => String::new(),
        Target::Others => " others".into(),
        Target::All => " all".into(),
        Target::Zone(z) => format!(" {}", z.name()),
        Target::Opposite => " opposite".into(),
    }
}

fn crew_word(c: Crew) -> String {
    match c {
        Crew::All => "all".into(),
        Crew::InZone => "zone".into(),
        Crew::InStation => "station".into(),
        Crew::At(s) => s.code().into(),
        Crew::CarryingActiveBots => "carrying-bots".into(),
        Crew::InStationWithoutActiveBots => "station-without-bots".into(),
        Crew::AllExcept(s) => format!("all-except-{}", s.code()),
        Crew::Captain => "captain".into(),
        Crew::Alone => "alone".into(),
        Crew::Sharing => "sharing".into(),
        Crew::InStationExceptHost => "station-except-host".into(),
    }
}

/// Writes an effect back as the phrase that [`parse_effects`] reads.
pub fn effect_phrase(e: &Effect) -> String {
    match e {
        Effect::Attack {
            strength,
            target,
            ignore_shields,
        } => {
            let ignore = if *ignore_shields {
                " ignore-shields"
            } else {
                ""
            };
            format!("attack {strength}{}{ignore}", target_word(*target))
        }
        Effect::AttackRemainingHp { per_hp, target } => {
            format!("attack-hp {per_hp}{}", target_word(*target))
        }
        Effect::DamagePerStation { per } => format!("damage-per-station {per}"),
        Effect::DamagePerZoneOccupied { per } => format!("damage-per-zone {per}"),
        Effect::DamageCentralReactorEnergy => "damage-central-reactor".into(),
        Effect::DamagePerCrewInStation => "damage-per-crew".into(),
        Effect::IfDamaged {
            damage,
            then,
            otherwise,
        } => {
            let list = |l: &[Effect]| l.iter().map(effect_phrase).collect::<Vec<_>>().join("; ");
            let mut s = format!("if-damaged {damage} then {}", list(then));
            if !otherwise.is_empty() {
                s = format!("{} else {}", s.trim_end(), list(otherwise));
            }
            s
        }
        Effect::IfCrewHere { then, otherwise } => {
            let list = |l: &[Effect]| l.iter().map(effect_phrase).collect::<Vec<_>>().join("; ");
            let mut s = format!("if-crew then {}", list(then));
            if !otherwise.is_empty() {
                s = format!("{} else {}", s.trim_end(), list(otherwise));
            }
            s
        }
        Effect::Infect => "infect".into(),
        Effect::DamageByInfected(n) => format!("damage-by-infected {n}"),
        Effect::KnockOutPoisoned => "knock-out-poisoned".into(),
        Effect::RocketsAttack { per, target } => {
            format!("rockets-attack {per}{}", target_word(*target))
        }
        Effect::LayMine => "lay-mine".into(),
        Effect::DetonateMines(n) => format!("detonate-mines {n}"),
        Effect::Sabotage => "sabotage".into(),
        Effect::DrainReactorIntoSpeed => "drain-reactor-into-speed".into(),
        Effect::MoveToMostDamaged => "move-to-most-damaged".into(),
        Effect::DamageHostZone(n) => format!("damage-host {n}"),
        Effect::KnockOutHost => "knock-out-host".into(),
        Effect::Heal(n) => format!("heal {n}"),
        Effect::HealHalf => "heal-half".into(),
        Effect::DamageSelf(n) => format!("damage-self {n}"),
        Effect::SpeedUp(n) => format!("speed +{n}"),
        Effect::ShieldUp(n) => format!("shield +{n}"),
        Effect::SetShield(n) => format!("shield = {n}"),
        Effect::Drain { containers, amount } => {
            let c = match containers {
                Containers::AllShields => "all-shields",
                Containers::OwnShield => "own-shield",
                Containers::AllReactors => "all-reactors",
                Containers::OwnReactor => "own-reactor",
                Containers::CentralReactor => "central-reactor",
                Containers::OwnStation => "own-station",
            };
            match amount {
                Some(n) => format!("drain {c} {n}"),
                None => format!("drain {c}"),
            }
        }
        Effect::DrainReactorOrDamage => "drain-reactor-or-damage".into(),
        Effect::ReactorIntoShield => "reactor-into-shield".into(),
        Effect::ShieldIntoDamage => "shield-into-damage".into(),
        Effect::ReactorsIntoDamage => "reactors-into-damage".into(),
        Effect::DestroyFuel(n) => format!("destroy-fuel {n}"),
        Effect::DestroyRocket => "destroy-rocket".into(),
        Effect::DisableStoredBots(s) => format!("disable-stored-bots {}", s.code()),
        Effect::MoveRedward => "move redward".into(),
        Effect::MoveBlueward => "move blueward".into(),
        Effect::ChangeDeck => "change-deck".into(),
        Effect::MoveToMostCrew => "move-to-most-crew".into(),
        Effect::Spread { blueward: true } => "spread blueward".into(),
        Effect::Spread { blueward: false } => "spread redward".into(),
        Effect::Delay(c) => format!("delay {}", crew_word(*c)),
        Effect::KnockOut(c) => format!("knock-out {}", crew_word(*c)),
        Effect::AdvanceOthers => "advance-others".into(),
        Effect::BoostOthersAttack => "boost-others-attack".into(),
        Effect::BoostAllShields => "boost-all-shields".into(),
        Effect::Reveal => "reveal".into(),
        Effect::StartFiringBack => "start-firing-back".into(),
        Effect::DoubleDamage(None) => "double-damage all".into(),
        Effect::DoubleDamage(Some(z)) => format!("double-damage {}", z.name()),
        Effect::KnockOutEntrants => "knock-out-entrants".into(),
        Effect::DestroyShip => "destroy-ship".into(),
        Effect::KnockOutDestroyer => "knock-out-destroyer".into(),
        Effect::KnockOutIn(stations) => {
            let codes: Vec<&str> = stations.iter().map(|s| s.code()).collect();
            format!("knock-out-in {}", codes.join(" "))
        }
        Effect::DamageOthers(n) => format!("damage-others {n}"),
        Effect::AttackPerPassedSpace { per } => format!("attack-per-passed-space {per}"),
        Effect::CallThreat {
            internal,
            faster_below,
        } => {
            let kind = if *internal { "internal" } else { "external" };
            match faster_below {
                Some(n) => format!("call-threat {kind} faster-below {n}"),
                None => format!("call-threat {kind}"),
            }
        }
        Effect::Bracketed { normal, phased } => bracketed_phrase(normal, phased),
        Effect::Jump { blueward: true } => "jump blueward".into(),
        Effect::Jump { blueward: false } => "jump redward".into(),
        Effect::HealAbsorbed => "heal-absorbed".into(),
        Effect::AttackPlusReactor { base, target } => {
            format!("attack-plus-reactor {base}{}", target_word(*target))
        }
        Effect::AdvanceInternal(n) => format!("advance-internal {n}"),
        Effect::HealExternal(n) => format!("heal-external {n}"),
        Effect::IfRocketHit { then, otherwise } => {
            let list = |l: &[Effect]| l.iter().map(effect_phrase).collect::<Vec<_>>().join("; ");
            let mut s = format!("if-rocket-hit then {}", list(then));
            if !otherwise.is_empty() {
                s = format!("{} else {}", s.trim_end(), list(otherwise));
            }
            s
        }
        Effect::ShieldedAttack { strength, target } => {
            format!("shielded-attack {strength}{}", target_word(*target))
        }
        Effect::IfTaken { take, then } => {
            let list: Vec<String> = then.iter().map(effect_phrase).collect();
            format!("if-taken {} then {}", effect_phrase(take), list.join("; "))
        }
        Effect::ShieldsOff => "shields-off".into(),
        Effect::ShieldsReversed => "shields-reversed".into(),
        Effect::SealDoor(d) => format!("seal-door {}", d.name()),
        Effect::DisruptOptics(zones) => {
            let names: Vec<&str> = zones.iter().map(|z| z.name()).collect();
            format!("disrupt-optics {}", names.join(" "))
        }
        Effect::AdvanceInZone(n) => format!("advance-in-zone {n}"),
        Effect::RepeatAction(c) => format!("repeat-action {}", crew_word(*c)),
        Effect::SwapSides => "swap-sides".into(),
        Effect::RunSecretThreat => "run-secret-threat".into(),
    }
}

/// `attack 2 [1] all`: the printed phrase with each word that differs in the bracketed one
/// followed by its bracket; `[none]` when the bracketed values do nothing.
fn bracketed_phrase(normal: &[Effect], phased: &[Effect]) -> String {
    let join = |l: &[Effect]| l.iter().map(effect_phrase).collect::<Vec<_>>().join(" ");
    let (a, b) = (join(normal), join(phased));
    if phased.is_empty() {
        return format!("{a} [none]");
    }
    let (wa, wb): (Vec<&str>, Vec<&str>) = (a.split(' ').collect(), b.split(' ').collect());
    if wa.len() != wb.len() {
        return format!("{a} [none]");
    }
    let words: Vec<String> = (wa.iter().zip(&wb))
        .map(|(x, y)| {
            if x == y {
                (*x).to_string()
            } else {
                format!("{x} [{y}]")
            }
        })
        .collect();
    words.join(" ")
}

/// Writes a trait back as the phrase that [`parse_trait`] reads.
pub fn trait_phrase(t: &Trait) -> String {
    match t {
        Trait::Stealth => "stealth".into(),
        Trait::Cryoshield => "cryoshield".into(),
        Trait::PulseVulnerable => "pulse-vulnerable".into(),
        Trait::DoubleDamageThroughShields => "double-damage-through-shields".into(),
        Trait::IgnoredByHeavyLasers => "ignored-by-heavy-lasers".into(),
        Trait::RocketImmune => "rocket-immune".into(),
        Trait::RocketDecoy => "rocket-decoy".into(),
        Trait::RocketMagnet => "rocket-magnet".into(),
        Trait::UntargetableAtDistance3 => "untargetable-at-distance-3".into(),
        Trait::MaxDamagePerTurn(n) => format!("max-damage-per-turn {n}"),
        Trait::InterceptorBonus { bonus } => format!("interceptor-bonus {bonus}"),
        Trait::PulseWhenDamaged => "pulse-when-damaged".into(),
        Trait::FiresBack => "fires-back".into(),
        Trait::HitPointsAreRockets => "hit-points-are-rockets".into(),
        Trait::DelaysEntrants => "delays-entrants".into(),
        Trait::HitCleansStation => "hit-cleans-station".into(),
        Trait::RepairedEverywhereBonus(n) => format!("repaired-everywhere-bonus {n}"),
        Trait::NeedsSimultaneousRepairs(n) => format!("needs-simultaneous-repairs {n}"),
        Trait::FoughtFromInterceptors => "fought-from-interceptors".into(),
        Trait::Phasing => "phasing".into(),
        Trait::Plasmatic => "plasmatic".into(),
        Trait::Carrier => "carrier".into(),
        Trait::Megashield => "megashield".into(),
        Trait::Polarized => "polarized".into(),
        Trait::Spanning => "spanning".into(),
        Trait::Accelerating => "accelerating".into(),
        Trait::SlowedWhenDamaged(n) => format!("slowed-when-damaged {n}"),
        Trait::ActsAtJump => "acts-at-jump".into(),
        Trait::PoisonDrones => "poison-drones".into(),
        Trait::TeleportsWhenDamaged(s) => format!("teleports-when-damaged {}", s.code()),
        Trait::KnocksOutAllAtJump => "knocks-out-all-at-jump".into(),
        Trait::Parasite => "parasite".into(),
        Trait::Inaccessible {
            points,
            until_x: false,
        } => format!("inaccessible {points}"),
        Trait::Inaccessible {
            points,
            until_x: true,
        } => format!("inaccessible {points} until-x"),
        Trait::FinishingCostsEnergy => "finishing-costs-energy".into(),
        Trait::LoneRepairBonus(n) => format!("lone-repair-bonus {n}"),
        Trait::BotsRepairBonus(n) => format!("bots-repair-bonus {n}"),
        Trait::StationByTurnParity => "station-by-turn-parity".into(),
        Trait::ShortCircuit(n) => format!("short-circuit {n}"),
        Trait::HitSwapsDecks => "hit-swaps-decks".into(),
    }
}

/// The kind as written in the catalog: `external`, `intruder`, `malfunction-b` ...
pub fn kind_name(kind: ThreatKind) -> &'static str {
    match kind {
        ThreatKind::External => "external",
        ThreatKind::Intruder => "intruder",
        ThreatKind::Malfunction(System::A) => "malfunction-a",
        ThreatKind::Malfunction(System::B) => "malfunction-b",
        ThreatKind::Malfunction(System::C) => "malfunction-c",
    }
}
