//! The threat catalog: threat cards as YAML (`missions/threats/*.yaml`), loaded into
//! [`engine::ThreatCard`]s.
//!
//! A card's X, Y and Z actions are lists of effect phrases and its special rules are trait
//! phrases (the vocabulary is documented in `missions/threats/README.md`). A homebrew card is
//! a YAML entry in the same form; a malformed card is an error naming the file, line and field.

use engine::{CardSet, ThreatCard};
use formats::card;

use crate::diag::{Diagnostic, Diagnostics};

pub use formats::card::{
    default_points, effect_phrase, kind_name, parse_effects, parse_trait, trait_phrase,
};

/// The shipped catalog files, as (file name, YAML text): the base game's eight decks, then The
/// New Frontier's (`nf-*.yaml`, whose cards say `set: new-frontier`).
pub const SHIPPED: &[(&str, &str)] = &crate::shipped::THREAT_TEXTS;

/// A set of threat cards, looked up by id or by unique name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Catalog {
    cards: Vec<ThreatCard>,
    /// The plain-words `text` of each card, parallel to `cards`.
    texts: Vec<Option<String>>,
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
    /// Every shipped card: the base game's 55 and The New Frontier's (each card's
    /// [`ThreatCard::set`] says which; a game plays an expansion card only with its module).
    /// The same as [`Catalog::shipped`]; the name is older than the expansion.
    pub fn base() -> Result<Catalog, Diagnostics> {
        Catalog::shipped()
    }

    /// Every shipped card, base game and The New Frontier, as the build read and checked
    /// them from [`SHIPPED`] (`build.rs`): nothing is parsed. Never an error: a shipped file
    /// with a problem stops the build with its diagnostics. (A `Result` still, as the
    /// callers that once parsed here expect.)
    pub fn shipped() -> Result<Catalog, Diagnostics> {
        let (cards, texts) = crate::shipped::catalog();
        Ok(Catalog { cards, texts })
    }

    /// Every shipped card parsed from [`SHIPPED`] now, as a homebrew file is: what
    /// [`Catalog::shipped`] compiles in (a test checks that the two agree).
    pub fn parse_shipped() -> Result<Catalog, Diagnostics> {
        let mut catalog = Catalog::default();
        let mut all = Vec::new();
        for (file, text) in SHIPPED {
            match catalog.add_yaml(text, file) {
                Ok(mut warnings) => all.append(&mut warnings),
                Err(mut d) => all.append(&mut d.0),
            }
        }
        Diagnostics(all).into_result(catalog)
    }

    /// Adds the cards of one YAML file (a list of cards); checks ids stay unique. `Ok` holds
    /// the warnings (a deprecated spelling, say): the cards were added all the same.
    pub fn add_yaml(&mut self, src: &str, file: &str) -> Result<Vec<Diagnostic>, Diagnostics> {
        card::add_yaml(&mut self.cards, &mut self.texts, src, file)
    }

    /// Every card, in catalog order.
    pub fn cards(&self) -> &[ThreatCard] {
        &self.cards
    }

    /// The cards of one set, in catalog order.
    pub fn cards_of(&self, set: CardSet) -> impl Iterator<Item = &ThreatCard> {
        self.cards.iter().filter(move |c| c.set == set)
    }

    /// The plain-words text of a card (its YAML `text`), by exact id.
    pub fn text(&self, id: &str) -> Option<&str> {
        let i = self.cards.iter().position(|c| c.id == id)?;
        self.texts.get(i)?.as_deref()
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

#[cfg(test)]
mod tests {
    use engine::{
        Color, Severity,
        card::{Effect, Target, Trait},
    };

    use super::*;

    /// The build compiles in exactly what the shipped files parse to at run time.
    #[test]
    fn the_compiled_in_catalog_is_what_the_shipped_files_parse_to() {
        assert_eq!(
            Catalog::shipped().unwrap(),
            Catalog::parse_shipped().unwrap()
        );
    }

    fn base() -> Catalog {
        Catalog::base().unwrap()
    }

    #[test]
    fn base_catalog_has_the_55_cards_by_category() {
        let c = base();
        assert_eq!(c.cards_of(CardSet::Base).count(), 55);
        let count = |ext: bool, sev: Severity, col: Color| {
            c.cards_of(CardSet::Base)
                .filter(|x| x.is_internal() != ext && x.severity == sev && x.color == col)
                .count()
        };
        // docs/threats.md (counts): 10/7, 8/6, 7/6, 6/5.
        assert_eq!(count(true, Severity::Common, Color::White), 10);
        assert_eq!(count(true, Severity::Common, Color::Yellow), 7);
        assert_eq!(count(true, Severity::Serious, Color::White), 8);
        assert_eq!(count(true, Severity::Serious, Color::Yellow), 6);
        assert_eq!(count(false, Severity::Common, Color::White), 7);
        assert_eq!(count(false, Severity::Common, Color::Yellow), 6);
        assert_eq!(count(false, Severity::Serious, Color::White), 6);
        assert_eq!(count(false, Severity::Serious, Color::Yellow), 5);
        for card in c.cards() {
            assert!(c.text(&card.id).is_some(), "{} has no text", card.id);
        }
    }

    /// The New Frontier's external cards (docs/threats.md counts): common 2 white, 3 yellow,
    /// 9 red; serious the same. The expansion's 48 once its internal cards are in too.
    #[test]
    fn new_frontier_external_cards_by_category() {
        let c = base();
        let count = |sev: Severity, col: Color| {
            c.cards_of(CardSet::NewFrontier)
                .filter(|x| !x.is_internal() && x.severity == sev && x.color == col)
                .count()
        };
        for sev in [Severity::Common, Severity::Serious] {
            assert_eq!(
                [
                    count(sev, Color::White),
                    count(sev, Color::Yellow),
                    count(sev, Color::Red)
                ],
                [2, 3, 9],
                "{sev:?}"
            );
        }
        for card in c.cards_of(CardSet::NewFrontier) {
            assert!(c.text(&card.id).is_some(), "{} has no text", card.id);
        }
    }

    /// The New Frontier's external cards, as docs/threats.md lists them (NF17, NF24).
    const NF_TABLE: &str = "\
E1-101 2 4 3 2/4
E1-102 4 3 3 2/4
E2-101 2 5 2 3/6
E2-102 2 4 3 3/6
E2-103 4 3 2 3/6
E3-101 1 3 3 4/8
E3-102 1 6 2 4/8
E3-103 2 5 2 4/8
E3-104 4 4 3 4/8
E3-105 1 6 3 4/8
E3-106 1 6 3 4/8
E3-107 4 4 4 0/0
E3-108 1 4 3 4/8
E3-109 3 6 4 4/8
SE1-101 3 6 2 4/8
SE1-102 0 13 1 4/8
SE2-101 2 7 2 6/12
SE2-102 2 7 2 6/12
SE2-103 1 6 2 6/12
SE3-101 2 9 1 8/16
SE3-102 5 7 1 8/16
SE3-103 5 13 2 8/16
SE3-104 2 5 3 4/8
SE3-105 5 14 2 4/8
SE3-106 2 7 2 8/16
SE3-107 0 13 1 8/16
SE3-108 3 9 4 8/16
SE3-109 2 5 2 8/16
";

    #[test]
    fn new_frontier_external_values_match_the_tables() {
        let c = base();
        for line in NF_TABLE.lines() {
            let id = line.split(' ').next().unwrap();
            let card = c.get(id).unwrap();
            assert_eq!(card.set, CardSet::NewFrontier);
            let ours = format!(
                "{} {} {} {} {}/{}",
                card.id,
                card.shield,
                card.hit_points,
                card.speed,
                card.points_survived.unwrap_or(0),
                card.points_destroyed
            );
            assert_eq!(ours, line);
        }
    }

    /// The New Frontier's corrected Fighter and Stealth Fighter replace the base cards: the
    /// catalog's E1-07 and E1-03 already hold the corrected values (R10), and no expansion
    /// card repeats them.
    #[test]
    fn the_corrected_fighter_and_stealth_fighter() {
        let c = base();
        let stealth = c.get("E1-03").unwrap();
        assert_eq!(
            (stealth.shield, stealth.hit_points, stealth.speed),
            (2, 4, 3)
        );
        let fighter = c.get("E1-07").unwrap();
        assert_eq!(
            (fighter.shield, fighter.hit_points, fighter.speed),
            (2, 4, 3)
        );
        for name in ["Fighter", "Stealth Fighter"] {
            let named: Vec<&ThreatCard> = c.cards().iter().filter(|x| x.name == name).collect();
            assert_eq!(named.len(), 1, "{name}");
            assert_eq!(named[0].set, CardSet::Base);
        }
    }

    /// A bracketed value replaces the word before it in a turn the threat started phased out;
    /// `[none]` makes the phrase do nothing then.
    #[test]
    fn bracketed_values_parse_and_write_back() {
        let e = parse_effects("attack 1 [0] all").unwrap();
        let plain = |strength| Effect::Attack {
            strength,
            target: Target::All,
            ignore_shields: false,
        };
        assert_eq!(
            e,
            vec![Effect::Bracketed {
                normal: vec![plain(1)],
                phased: vec![plain(0)]
            }]
        );
        assert_eq!(effect_phrase(&e[0]), "attack 1 [0] all");
        let none = parse_effects("move redward [none]").unwrap();
        assert_eq!(effect_phrase(&none[0]), "move redward [none]");
        let dir = parse_effects("move redward [blueward]").unwrap();
        assert_eq!(effect_phrase(&dir[0]), "move redward [blueward]");
        assert!(parse_effects("[1] attack 2").is_err());
        assert!(parse_effects("attack 2 [1").is_err());
    }

    /// docs/threats.md (card values), transcribed: id, shield (- for internal), hit points (`rockets` for
    /// Unstable Warheads), speed, points survived/destroyed (- when surviving never scores).
    const SPEC_TABLE: &str = "\
E1-01 1 5 2 2/4
E1-02 2 5 2 2/4
E1-03 2 4 3 2/4
E1-04 3 5 2 2/4
E1-05 2 5 2 2/4
E1-06 1 4 3 2/4
E1-07 2 4 3 2/4
E1-08 3 4 2 2/4
E1-09 0 8 2 2/4
E1-10 0 5 5 2/4
E2-01 2 5 4 3/6
E2-02 1 3 2 3/6
E2-03 3 3 3 3/6
E2-04 0 3 2 3/6
E2-05 -2 13 2 3/6
E2-06 1 6 3 3/6
E2-07 0 7 4 3/6
SE1-01 2 7 2 4/8
SE1-02 2 9 1 4/8
SE1-03 3 8 2 4/8
SE1-04 2 4 3 4/8
SE1-05 1 7 2 4/8
SE1-06 1 8 2 4/8
SE1-07 3 8 2 4/8
SE1-08 0 9 3 4/8
SE2-01 4 7 2 6/12
SE2-02 3 10 1 6/12
SE2-03 2 5 2 6/12
SE2-04 2 7 2 6/12
SE2-05 1 9 3 -/12
SE2-06 0 11 2 6/12
I1-01 - 1 3 2/4
I1-02 - 1 3 2/4
I1-03 - 1 4 2/4
I1-04 - 1 4 2/4
I1-05 - 3 2 2/4
I1-06 - 3 2 2/4
I1-07 - rockets 3 2/4
I2-01 - 2 2 3/6
I2-02 - 2 2 3/6
I2-03 - 2 2 3/6
I2-04 - 2 2 3/6
I2-05 - 3 3 3/6
I2-06 - 3 2 3/6
SI1-01 - 2 2 4/8
SI1-02 - 2 2 4/8
SI1-03 - 2 2 -/8
SI1-04 - 2 2 -/8
SI1-05 - 4 3 4/8
SI1-06 - 4 2 4/8
SI2-01 - 2 2 6/12
SI2-02 - 2 2 6/15
SI2-03 - 7 3 6/12
SI2-04 - 3 2 6/12
SI2-05 - 1 4 -/12
";

    #[test]
    fn stats_and_points_match_the_spec_tables() {
        let c = base();
        let lines: Vec<&str> = SPEC_TABLE.lines().collect();
        assert_eq!(lines.len(), 55);
        for line in lines {
            let w: Vec<&str> = line.split_whitespace().collect();
            let card = c.get(w[0]).unwrap();
            let shield = if card.is_internal() {
                "-".to_string()
            } else {
                card.shield.to_string()
            };
            let hp = if card.has(&Trait::HitPointsAreRockets) {
                "rockets".to_string()
            } else {
                card.hit_points.to_string()
            };
            let survived = card
                .points_survived
                .map_or("-".to_string(), |p| p.to_string());
            let ours = format!(
                "{} {shield} {hp} {} {survived}/{}",
                card.id, card.speed, card.points_destroyed
            );
            assert_eq!(ours, line);
        }
    }

    #[test]
    fn r10_values_where_sources_differ() {
        let c = base();
        let attack =
            |id: &str, f: fn(&ThreatCard) -> &Vec<Effect>| f(c.get(id).unwrap())[0].clone();
        let plain = |strength| Effect::Attack {
            strength,
            target: Target::All,
            ignore_shields: false,
        };
        assert_eq!(attack("E1-01", |c| &c.y), plain(1));
        assert_eq!(c.get("Stealth Fighter").unwrap().speed, 3);
        assert_eq!(
            attack("Scout", |c| &c.z),
            Effect::Attack {
                strength: 3,
                target: Target::Own,
                ignore_shields: true
            }
        );
        let seeker = c.get("Seeker").unwrap();
        assert!(!seeker.has(&Trait::FiresBack));
        assert_eq!(
            (seeker.points_survived, seeker.points_destroyed),
            (Some(6), 15)
        );
        assert_eq!(
            attack("Man-of-War", |c| &c.z),
            Effect::Attack {
                strength: 5,
                target: Target::Own,
                ignore_shields: false
            }
        );
    }

    #[test]
    fn every_phrase_writes_back_to_itself() {
        for card in base().cards() {
            for e in card.x.iter().chain(&card.y).chain(&card.z) {
                let phrase = effect_phrase(e);
                assert_eq!(
                    parse_effects(&phrase),
                    Ok(vec![e.clone()]),
                    "{}: {phrase}",
                    card.id
                );
            }
            for t in &card.traits {
                let phrase = trait_phrase(t);
                assert_eq!(
                    parse_trait(&phrase).as_ref(),
                    Ok(t),
                    "{}: {phrase}",
                    card.id
                );
            }
        }
    }

    #[test]
    fn lookup_by_id_or_unique_name() {
        let c = base();
        assert_eq!(c.get("se2-02").map(|x| x.name.as_str()), Ok("Juggernaut"));
        assert_eq!(c.get("nemesis").map(|x| x.id.as_str()), Ok("SE2-05"));
        assert!(
            matches!(c.get("Saboteur"), Err(LookupError::Ambiguous { ids, .. }) if ids == ["I1-03", "I1-04"])
        );
        assert!(matches!(c.get("E9-99"), Err(LookupError::Unknown(_))));
    }

    /// A small card file; `extra` replaces or adds lines of a valid external card.
    fn load(src: &str) -> Vec<Diagnostic> {
        Catalog::default()
            .add_yaml(src, "homebrew.yaml")
            .err()
            .map(|d| d.0)
            .unwrap_or_default()
    }

    #[test]
    fn a_card_says_its_set_base_by_default() {
        let mut c = Catalog::default();
        c.add_yaml(GOOD, "homebrew.yaml").unwrap();
        assert_eq!(c.get("H-01").map(|x| x.set), Ok(CardSet::Base));
        let nf = GOOD.replace("  kind:", "  set: new-frontier\n  kind:");
        let mut c = Catalog::default();
        c.add_yaml(&nf, "homebrew.yaml").unwrap();
        assert_eq!(c.get("H-01").map(|x| x.set), Ok(CardSet::NewFrontier));
        let d = one_error(&GOOD.replace("  kind:", "  set: expansion\n  kind:"));
        assert_eq!((d.line, d.field.as_deref()), (Some(3), Some("H-01.set")));
        assert!(
            d.message.contains("unknown set `expansion`"),
            "{}",
            d.message
        );
    }

    #[test]
    fn the_old_spelling_colour_is_read_with_a_warning() {
        let old = GOOD.replace("  color: white", "  colour: white");
        let mut c = Catalog::default();
        let warnings = c.add_yaml(&old, "homebrew.yaml").unwrap();
        assert_eq!(c.get("H-01").map(|x| x.color), Ok(Color::White));
        let texts: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        assert_eq!(
            texts,
            [
                "homebrew.yaml:5:11: H-01.colour: warning: `colour` is deprecated, write `color` (read as `color`)"
            ]
        );
        let both = GOOD.replace("  color: white", "  color: white\n  colour: white");
        assert!(
            load(&both)
                .iter()
                .any(|d| d.to_string().contains("both `color` and `colour`"))
        );
        let neither = GOOD.replace("  color: white\n", "");
        assert!(
            load(&neither)
                .iter()
                .any(|d| d.to_string().contains("missing field `color`"))
        );
        assert!(
            Catalog::default()
                .add_yaml(GOOD, "homebrew.yaml")
                .unwrap()
                .is_empty()
        );
    }

    const GOOD: &str = "\
- id: H-01
  name: Drone
  kind: external
  severity: common
  color: white
  shield: 1
  hit_points: 3
  speed: 3
  x: [attack 1]
  y: [heal 1]
  z: [attack 2 all]
  traits: [rocket-immune]
";

    #[test]
    fn a_homebrew_card_in_the_same_form_loads() {
        let mut c = Catalog::default();
        c.add_yaml(GOOD, "homebrew.yaml").unwrap();
        let card = c.get("Drone").unwrap();
        assert_eq!(card.points_destroyed, 4);
        assert!(card.has(&Trait::RocketImmune));
    }

    fn one_error(src: &str) -> Diagnostic {
        let d = load(src);
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(d[0].file, "homebrew.yaml");
        d[0].clone()
    }

    #[test]
    fn unknown_primitive_is_an_error_at_its_line() {
        let d = one_error(&GOOD.replace("y: [heal 1]", "y: [teleport 2]"));
        assert_eq!(d.line, Some(10));
        assert_eq!(d.field.as_deref(), Some("H-01.y"));
        assert!(
            d.message.contains("unknown effect `teleport`"),
            "{}",
            d.message
        );
        let d = one_error(&GOOD.replace("rocket-immune", "bulletproof"));
        assert_eq!(d.line, Some(12));
        assert!(d.message.contains("unknown trait `bulletproof`"));
    }

    #[test]
    fn missing_or_empty_z_is_an_error() {
        let d = one_error(&GOOD.replace("  z: [attack 2 all]\n", ""));
        assert_eq!((d.line, d.field.as_deref()), (Some(1), Some("H-01.z")));
        assert!(d.message.contains("missing `z`"));
        let d = one_error(&GOOD.replace("z: [attack 2 all]", "z: []"));
        assert!(d.message.contains("Z action may not be empty"));
    }

    #[test]
    fn internal_card_without_station_is_an_error() {
        let src = "\
- id: H-02
  name: Gremlin
  kind: intruder
  severity: common
  color: white
  hit_points: 1
  speed: 2
  x: [move redward]
  y: []
  z: [damage 2]
";
        let d = one_error(src);
        assert_eq!(
            (d.line, d.field.as_deref()),
            (Some(3), Some("H-02.stations"))
        );
        assert!(d.message.contains("needs `stations`"));
        // With a station it loads.
        let fixed = src.replace("  hit_points: 1\n", "  hit_points: 1\n  stations: [UB]\n");
        assert!(load(&fixed).is_empty());
    }

    #[test]
    fn inconsistent_cards_are_errors_naming_the_line() {
        // An external card cannot move between stations.
        let d = one_error(&GOOD.replace("y: [heal 1]", "y: [move redward]"));
        assert_eq!(d.line, Some(10));
        assert!(d.message.contains("intruder"), "{}", d.message);
        // An external card has no stations.
        let d = one_error(&GOOD.replace("  speed: 3\n", "  speed: 3\n  stations: [UR]\n"));
        assert!(d.message.contains("no stations"));
        // A targeting trait on a malfunction.
        let src = "\
- id: H-03
  name: Glitch
  kind: malfunction-a
  severity: serious
  color: yellow
  stations: [LW]
  hit_points: 2
  speed: 2
  x: [reveal]
  y: []
  z: [damage 2]
  traits: [stealth]
";
        let d = load(src);
        assert_eq!(d.len(), 2, "{d:?}");
        assert_eq!(d[0].line, Some(12));
        assert!(d[0].message.contains("external threats"));
        assert_eq!(d[1].line, Some(9));
        // Zero speed and zero hit points: both reported at once, each at its line.
        let twice = format!(
            "{GOOD}{}",
            GOOD.replace("speed: 3", "speed: 0")
                .replace("hit_points: 3", "hit_points: 0")
        );
        let d = load(&twice);
        let msgs: Vec<&str> = d.iter().map(|x| x.message.as_str()).collect();
        assert_eq!(d.len(), 2, "{msgs:?}");
        assert!(
            msgs.iter()
                .any(|m| m.contains("hit points must be at least 1"))
        );
        assert!(msgs.iter().any(|m| m.contains("speed must be at least 1")));
        assert_eq!(d[0].line, Some(19));
    }

    #[test]
    fn yaml_shape_errors_name_the_place() {
        let d = one_error(&GOOD.replace("speed: 3", "speed: fast"));
        assert_eq!(d.line, Some(8));
        let d = one_error(&GOOD.replace("  traits", "  trait"));
        assert!(d.line.is_some());
    }
}
