//! Homebrew cards: loaded in the same form, every problem a diagnostic at its place.

use engine::{CardSet, Color, card::Trait};

use crate::catalog::Catalog;
use crate::diag::Diagnostic;

/// What `d` says, in English (the words crate's words, the only ones a problem has).
fn said(d: &Diagnostic) -> String {
    i18n::set_thread_language(Some(i18n::Language::En));
    words::diagnostic::problem(&d.problem)
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
    assert!(said(&d).contains("unknown set `expansion`"), "{}", said(&d));
}

#[test]
fn the_old_spelling_colour_is_read_with_a_warning() {
    let old = GOOD.replace("  color: white", "  colour: white");
    let mut c = Catalog::default();
    let warnings = c.add_yaml(&old, "homebrew.yaml").unwrap();
    assert_eq!(c.get("H-01").map(|x| x.color), Ok(Color::White));
    i18n::set_thread_language(Some(i18n::Language::En));
    let texts: Vec<String> = warnings.iter().map(words::diagnostic::text).collect();
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
            .any(|d| said(d).contains("both `color` and `colour`"))
    );
    let neither = GOOD.replace("  color: white\n", "");
    assert!(
        load(&neither)
            .iter()
            .any(|d| said(d).contains("missing field `color`"))
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
        said(&d).contains("unknown effect `teleport`"),
        "{}",
        said(&d)
    );
    let d = one_error(&GOOD.replace("rocket-immune", "bulletproof"));
    assert_eq!(d.line, Some(12));
    assert!(said(&d).contains("unknown trait `bulletproof`"));
}

#[test]
fn missing_or_empty_z_is_an_error() {
    let d = one_error(&GOOD.replace("  z: [attack 2 all]\n", ""));
    assert_eq!((d.line, d.field.as_deref()), (Some(1), Some("H-01.z")));
    assert!(said(&d).contains("missing `z`"));
    let d = one_error(&GOOD.replace("z: [attack 2 all]", "z: []"));
    assert!(said(&d).contains("Z action may not be empty"));
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
    assert!(said(&d).contains("needs `stations`"));
    // With a station it loads.
    let fixed = src.replace("  hit_points: 1\n", "  hit_points: 1\n  stations: [UB]\n");
    assert!(load(&fixed).is_empty());
}

#[test]
fn inconsistent_cards_are_errors_naming_the_line() {
    // An external card cannot move between stations.
    let d = one_error(&GOOD.replace("y: [heal 1]", "y: [move redward]"));
    assert_eq!(d.line, Some(10));
    assert!(said(&d).contains("intruder"), "{}", said(&d));
    // An external card has no stations.
    let d = one_error(&GOOD.replace("  speed: 3\n", "  speed: 3\n  stations: [UR]\n"));
    assert!(said(&d).contains("no stations"));
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
    assert!(said(&d[0]).contains("external threats"));
    assert_eq!(d[1].line, Some(9));
    // Zero speed and zero hit points: both reported at once, each at its line.
    let twice = format!(
        "{GOOD}{}",
        GOOD.replace("speed: 3", "speed: 0")
            .replace("hit_points: 3", "hit_points: 0")
    );
    let d = load(&twice);
    let msgs: Vec<String> = d.iter().map(said).collect();
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
