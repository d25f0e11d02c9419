//! Every shipped threat card's rules text in every language: the English is the card's YAML
//! `text`; each other language has its translation in `i18n/locales/<lang>/cards.ftl`, with
//! the same action sentences (`X: ... Y: ... Z: ...`) as the English.

use i18n::{CARDS_AREA, Language};
use missions::Catalog;
use strum::VariantArray;
use words::threats::{action_marks, split_rules};

fn file(language: Language) -> String {
    format!("i18n/locales/{}/{CARDS_AREA}.ftl", language.tag())
}

#[test]
fn every_shipped_card_has_its_text_in_every_language() {
    let catalog = Catalog::shipped().unwrap();
    // Every card of the shipped files, however many they hold: the compiled-in catalog is
    // what the files parse to.
    assert_eq!(
        catalog.cards().len(),
        Catalog::parse_shipped().unwrap().cards().len()
    );
    let mut problems = Vec::new();
    for language in Language::VARIANTS.iter().copied().skip(1) {
        for card in catalog.cards() {
            if i18n::card_text(language, &card.id).is_none() {
                problems.push(format!(
                    "{} ({}): no {} text (`{}` in {})",
                    card.id,
                    card.name,
                    language.native_name(),
                    i18n::card_key(&card.id),
                    file(language)
                ));
            }
        }
        // And no text of a card the catalog does not ship (a typo in a key, a card removed).
        let source = i18n::area(CARDS_AREA).unwrap().source(language);
        for key in i18n::keys_of(source) {
            if !catalog.cards().iter().any(|c| i18n::card_key(&c.id) == key) {
                problems.push(format!("{}: `{key}` is no shipped card's", file(language)));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn each_translation_has_the_english_actions_in_order() {
    let catalog = Catalog::shipped().unwrap();
    let mut problems = Vec::new();
    for card in catalog.cards() {
        let english = catalog.text(&card.id).unwrap_or_default();
        let marks = action_marks(english);
        let described = !split_rules(english).0.is_empty();
        for language in Language::VARIANTS.iter().copied().skip(1) {
            let Some(text) = i18n::card_text(language, &card.id) else {
                continue; // the test above names it
            };
            let translated = action_marks(&text);
            if translated != marks {
                problems.push(format!(
                    "{} in {}: actions {translated:?}, the English has {marks:?}",
                    card.id,
                    file(language)
                ));
            }
            let translated_described = !split_rules(&text).0.is_empty();
            if translated_described != described {
                problems.push(format!(
                    "{} in {}: a description before the actions only if the English has one",
                    card.id,
                    file(language)
                ));
            }
            if text == english {
                problems.push(format!("{} in {}: not translated", card.id, file(language)));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_action_marks_are_read_in_every_language() {
    assert_eq!(
        action_marks("Shield -2. X and Y: attack 1. Z: attack 2."),
        ["XY", "Z"]
    );
    assert_eq!(
        action_marks("Schild -2. X und Y: Angriff 1. Z: Angriff 2."),
        ["XY", "Z"]
    );
    assert_eq!(
        action_marks("Bouclier. X et Y\u{a0}: attaque 1. Z\u{a0}: attaque 2."),
        ["XY", "Z"]
    );
    // A letter inside a sentence is no action: "the X and Y spaces it passed".
    assert_eq!(action_marks("Passed X and Y spaces. Z: attack."), ["Z"]);
    assert_eq!(split_rules("No actions here.").1, Vec::<&str>::new());
}
