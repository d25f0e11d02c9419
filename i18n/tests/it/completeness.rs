//! Every area parses in every language and defines exactly English's keys, each translation
//! using only the variables its English message gives. The cards area is the exception: its
//! English is the threat catalog's YAML, so English defines no message there and the `tests`
//! crate checks each language against the catalog's shipped cards.

use std::collections::{BTreeMap, BTreeSet};
use strum::VariantArray;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use fluent_syntax::ast;
use i18n::{AREAS, CARDS_AREA, Language};

/// The messages of one Fluent source: key -> the variables it uses.
fn messages(
    source: &str,
    file: &str,
    problems: &mut Vec<String>,
) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) => resource,
        Err((partial, errors)) => {
            for error in errors {
                problems.push(format!(
                    "{file}: syntax error at bytes {:?}: {:?}",
                    error.pos, error.kind
                ));
            }
            partial
        }
    };
    let mut found = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut variables);
                }
                for attribute in &message.attributes {
                    pattern_variables(&attribute.value, &mut variables);
                }
                if message.value.is_none() {
                    problems.push(format!("{file}: `{}` has no value", message.id.name));
                }
                if found
                    .insert(message.id.name.to_owned(), variables)
                    .is_some()
                {
                    problems.push(format!("{file}: `{}` is defined twice", message.id.name));
                }
            }
            ast::Entry::Junk { content } => {
                problems.push(format!("{file}: cannot read {content:?}"))
            }
            _ => {}
        }
    }
    found
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for positional in &arguments.positional {
                inline_variables(positional, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

fn file(language: Language, area: &str) -> String {
    format!("i18n/locales/{}/{area}.ftl", language.tag())
}

#[test]
fn every_area_defines_the_same_keys_in_every_language() {
    let mut problems = Vec::new();
    for area in AREAS {
        let english = messages(
            area.source(Language::En),
            &file(Language::En, area.name),
            &mut problems,
        );
        for language in Language::VARIANTS.iter().copied().skip(1) {
            let name = file(language, area.name);
            let translated = messages(area.source(language), &name, &mut problems);
            if area.name == CARDS_AREA {
                cards_problems(&name, &translated, &mut problems);
                continue;
            }
            for (key, variables) in &english {
                match translated.get(key) {
                    None => problems.push(format!("{name}: `{key}` is missing")),
                    Some(used) => {
                        for extra in used.difference(variables) {
                            problems.push(format!(
                                "{name}: `{key}` uses ${extra}, which the English message does not give"
                            ));
                        }
                    }
                }
            }
            for key in translated.keys().filter(|key| !english.contains_key(*key)) {
                problems.push(format!("{name}: `{key}` is not in English"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A cards file's messages: keys named like a card's (`cards-...`), plain text without
/// variables (the English text, the catalog's, has none to give).
fn cards_problems(
    file: &str,
    translated: &BTreeMap<String, BTreeSet<String>>,
    problems: &mut Vec<String>,
) {
    for (key, variables) in translated {
        if !key.starts_with("cards-") {
            problems.push(format!("{file}: `{key}` is not named like a card's text"));
        }
        for extra in variables {
            problems.push(format!(
                "{file}: `{key}` uses ${extra}; a card's text has none"
            ));
        }
    }
}

#[test]
fn english_defines_no_card_text_the_catalog_does() {
    let cards = i18n::area(CARDS_AREA).unwrap();
    assert_eq!(
        i18n::keys_of(cards.source(Language::En)),
        Vec::<String>::new()
    );
    assert_eq!(i18n::card_key("SE3-104"), "cards-se3-104");
    assert_eq!(i18n::card_text(Language::En, "E1-04"), None);
    assert_eq!(i18n::card_text(Language::De, "E9-99"), None);
    for language in Language::VARIANTS.iter().copied().skip(1) {
        // French puts a no-break space before the colon.
        let text = i18n::card_text(language, "E1-04")
            .unwrap_or_default()
            .replace("\u{a0}:", ":");
        assert!(
            text.contains("X: ") && text.contains("Z: "),
            "{language:?}: {text}"
        );
    }
}

#[test]
fn no_key_is_defined_in_two_areas() {
    let mut owner: BTreeMap<String, &str> = BTreeMap::new();
    let mut problems = Vec::new();
    for area in AREAS {
        for key in i18n::keys_of(area.source(Language::En)) {
            if let Some(first) = owner.insert(key.clone(), area.name) {
                problems.push(format!(
                    "`{key}` is in both {first}.ftl and {}.ftl",
                    area.name
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every message formats without an error in every language, given its English variables
/// (as numbers, which both plural selectors and text placeholders accept): no reference to
/// a missing message or term, no unknown function.
#[test]
fn every_message_formats_cleanly_in_every_language() {
    let mut problems = Vec::new();
    for &language in Language::VARIANTS {
        let mut bundle = FluentBundle::new(vec![language.tag().parse().unwrap()]);
        bundle.set_use_isolating(false);
        for area in AREAS {
            let resource = FluentResource::try_new(area.source(language).to_owned())
                .unwrap_or_else(|(partial, _)| partial);
            bundle.add_resource(resource).unwrap();
        }
        for area in AREAS {
            // The cards' English is the catalog's: each language's own messages are checked.
            let reference = match area.name {
                CARDS_AREA => language,
                _ => Language::En,
            };
            let english = messages(area.source(reference), "", &mut Vec::new());
            for (key, variables) in english {
                let mut args = FluentArgs::new();
                for variable in &variables {
                    args.set(variable.clone(), 2);
                }
                let Some(pattern) = bundle.get_message(&key).and_then(|m| m.value()) else {
                    continue;
                };
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                if !errors.is_empty() {
                    problems.push(format!(
                        "{}: `{key}`: {errors:?}",
                        file(language, area.name)
                    ));
                }
                if text.trim().is_empty() {
                    problems.push(format!("{}: `{key}` is empty", file(language, area.name)));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
