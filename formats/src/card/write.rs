//! A card as its file writes it: [`CardEntry`], the fields of the format (the same words
//! as `missions/threats/README.md`), made from a [`ThreatCard`] and written as a YAML list
//! entry. The app's card designer edits one, checks it by reading its text back with
//! [`super::add_yaml`] (the one reader, so its checks are the file's), and saves it; the
//! ship's log keeps the homebrew cards a mission used in this form.

use engine::{CardSet, ThreatCard};
use serde::Serialize;
use serde_saphyr::{DoubleQuoted, FlowSeq, SerializerOptions};

use super::{default_points, effect_phrase, kind_name, trait_phrase};

/// One card's fields as written in a card file. Numbers are typed; words and phrases are
/// the file's text, so a draft may hold a word the reader refuses (said at its field).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardEntry {
    /// Unique id (`H-01`).
    pub id: String,
    /// The card's name.
    pub name: String,
    /// `base` or `new-frontier` (written only for an expansion card).
    pub set: String,
    /// `external`, `intruder`, `malfunction-a` ... `malfunction-c`.
    pub kind: String,
    /// `common` or `serious`.
    pub severity: String,
    /// `white`, `yellow` or `red`.
    pub color: String,
    /// External threats only (`None` for an internal one: not written).
    pub shield: Option<i8>,
    /// Hit points.
    pub hit_points: u8,
    /// Speed.
    pub speed: u8,
    /// `[survived, destroyed]` when not the severity's and color's; survived `None`: its Z
    /// ends the mission.
    pub points: Option<[Option<u8>; 2]>,
    /// Internal threats' stations (`UR`...`LB`).
    pub stations: Vec<String>,
    /// The X action's effect phrases.
    pub x: Vec<String>,
    /// The Y action's effect phrases.
    pub y: Vec<String>,
    /// The Z action's effect phrases.
    pub z: Vec<String>,
    /// What happens when it is destroyed.
    pub destroyed: Vec<String>,
    /// Trait phrases.
    pub traits: Vec<String>,
    /// The rules in plain words, as written (any language).
    pub text: Option<String>,
}

/// A [`CardEntry`] as the file lays it out: lists on one line, the text double-quoted.
#[derive(Serialize)]
struct Written<'a> {
    id: DoubleQuoted<&'a str>,
    name: DoubleQuoted<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    set: Option<&'a str>,
    kind: &'a str,
    severity: &'a str,
    color: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    shield: Option<i8>,
    hit_points: u8,
    speed: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<FlowSeq<[Option<u8>; 2]>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stations: Option<FlowSeq<&'a [String]>>,
    x: FlowSeq<Vec<DoubleQuoted<&'a str>>>,
    y: FlowSeq<Vec<DoubleQuoted<&'a str>>>,
    z: FlowSeq<Vec<DoubleQuoted<&'a str>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    destroyed: Option<FlowSeq<Vec<DoubleQuoted<&'a str>>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    traits: Option<FlowSeq<Vec<DoubleQuoted<&'a str>>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<DoubleQuoted<&'a str>>,
}

impl<'a> Written<'a> {
    fn of(e: &'a CardEntry) -> Self {
        let list = |v: &'a [String]| FlowSeq(v.iter().map(|p| DoubleQuoted(p.as_str())).collect());
        let some = |v: &'a [String]| (!v.is_empty()).then(|| list(v));
        Self {
            id: DoubleQuoted(&e.id),
            name: DoubleQuoted(&e.name),
            set: (!is_base(&e.set)).then_some(e.set.as_str()),
            kind: &e.kind,
            severity: &e.severity,
            color: &e.color,
            shield: e.shield,
            hit_points: e.hit_points,
            speed: e.speed,
            points: e.points.map(FlowSeq),
            stations: (!e.stations.is_empty()).then_some(FlowSeq(e.stations.as_slice())),
            x: list(&e.x),
            y: list(&e.y),
            z: list(&e.z),
            destroyed: some(&e.destroyed),
            traits: some(&e.traits),
            text: e.text.as_deref().map(DoubleQuoted),
        }
    }
}

fn is_base(set: &str) -> bool {
    set == CardSet::Base.name()
}

impl Default for CardEntry {
    /// A new card: a common white external threat that attacks at X, Y and Z.
    fn default() -> Self {
        Self {
            id: String::new(),
            name: String::new(),
            set: CardSet::Base.name().to_owned(),
            kind: "external".to_owned(),
            severity: "common".to_owned(),
            color: "white".to_owned(),
            shield: Some(1),
            hit_points: 4,
            speed: 2,
            points: None,
            stations: Vec::new(),
            x: vec!["attack 1".to_owned()],
            y: vec!["attack 2".to_owned()],
            z: vec!["attack 3".to_owned()],
            destroyed: Vec::new(),
            traits: Vec::new(),
            text: None,
        }
    }
}

impl CardEntry {
    /// The entry that reads back as `card`, with its plain-words `text`.
    pub fn of(card: &ThreatCard, text: Option<&str>) -> Self {
        let phrases =
            |effects: &[engine::card::Effect]| effects.iter().map(effect_phrase).collect();
        let printed = default_points(card.severity, card.color);
        let points = (card.points_survived != Some(printed.0)
            || card.points_destroyed != printed.1)
            .then_some([card.points_survived, Some(card.points_destroyed)]);
        Self {
            id: card.id.clone(),
            name: card.name.clone(),
            set: card.set.name().to_owned(),
            kind: kind_name(card.kind).to_owned(),
            severity: <&str>::from(card.severity).to_owned(),
            color: <&str>::from(card.color).to_owned(),
            shield: (!card.is_internal()).then_some(card.shield),
            hit_points: card.hit_points,
            speed: card.speed,
            points,
            stations: card.stations.iter().map(|s| s.code().to_owned()).collect(),
            x: phrases(&card.x),
            y: phrases(&card.y),
            z: phrases(&card.z),
            destroyed: phrases(&card.destroyed),
            traits: card.traits.iter().map(trait_phrase).collect(),
            text: text.map(str::to_owned),
        }
    }
}

/// The cards as a card file's text: a YAML list, one entry each, in order.
///
/// # Errors
/// Only if the YAML crate refuses a value (it double-quotes any text, so none is expected).
pub fn write_cards(cards: &[CardEntry]) -> Result<String, serde_saphyr::SerializeError> {
    let mut options = SerializerOptions::default();
    options.compact_list_indent = false;
    let written: Vec<Written<'_>> = cards.iter().map(Written::of).collect();
    let mut out = String::new();
    serde_saphyr::to_fmt_writer_with_options(&mut out, &written, options)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! shipped {
        ($($file:literal),*) => {
            [$(include_str!(concat!("../../../missions/threats/", $file))),*]
        };
    }

    /// Every shipped card file (the formats crate cannot ask `missions` for them).
    const SHIPPED: [&str; 12] = shipped!(
        "external-common-white.yaml",
        "external-common-yellow.yaml",
        "external-serious-white.yaml",
        "external-serious-yellow.yaml",
        "internal-common-white.yaml",
        "internal-common-yellow.yaml",
        "internal-serious-white.yaml",
        "internal-serious-yellow.yaml",
        "nf-external-common.yaml",
        "nf-external-serious.yaml",
        "nf-internal-intruders.yaml",
        "nf-internal-malfunctions.yaml"
    );

    /// Every shipped card written and read back is the same card with the same text: the
    /// writer says everything the format can say.
    #[test]
    fn every_shipped_card_reads_back_as_written() {
        let (mut cards, mut texts) = (Vec::new(), Vec::new());
        for src in SHIPPED {
            super::super::add_yaml(&mut cards, &mut texts, src, "shipped").unwrap();
        }
        assert!(cards.len() > 100, "{}", cards.len());
        let entries: Vec<CardEntry> = cards
            .iter()
            .zip(&texts)
            .map(|(c, t)| CardEntry::of(c, t.as_deref()))
            .collect();
        let text = write_cards(&entries).unwrap();
        let (mut back, mut back_texts) = (Vec::new(), Vec::new());
        super::super::add_yaml(&mut back, &mut back_texts, &text, "written").unwrap();
        assert_eq!(back, cards);
        assert_eq!(back_texts, texts);
    }

    #[test]
    fn every_shipped_phrase_starts_with_a_head_the_designer_offers() {
        let heads = super::super::effect_heads();
        let traits = super::super::trait_heads();
        for src in SHIPPED {
            let (mut cards, mut texts) = (Vec::new(), Vec::new());
            super::super::add_yaml(&mut cards, &mut texts, src, "shipped").unwrap();
            for card in &cards {
                let entry = CardEntry::of(card, None);
                for phrase in entry.x.iter().chain(&entry.y).chain(&entry.z) {
                    let known = heads.iter().any(|h| phrase.starts_with(h));
                    assert!(known, "{phrase}");
                }
                for phrase in &entry.traits {
                    assert!(traits.iter().any(|h| phrase.starts_with(h)), "{phrase}");
                }
            }
        }
    }

    #[test]
    fn a_new_card_is_an_external_one_that_reads() {
        let entry = CardEntry {
            id: "H-01".into(),
            name: "Space Goose".into(),
            ..CardEntry::default()
        };
        let text = write_cards(&[entry]).unwrap();
        let (mut cards, mut texts) = (Vec::new(), Vec::new());
        super::super::add_yaml(&mut cards, &mut texts, &text, "new").unwrap();
        assert_eq!(cards[0].name, "Space Goose", "{text}");
    }
}
