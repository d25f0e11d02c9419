//! clap's errors in the language asked for: for the common kinds the message is ours,
//! written from the context clap gives (the argument, the value, the valid values); the
//! rest, and every English error, print as clap writes them.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use i18n::tr;

/// The text of `err` in the current language, or `None` to print clap's own (English,
/// or a kind without words of ours).
pub fn localized(err: &clap::Error) -> Option<String> {
    if i18n::language() == i18n::Language::En {
        return None;
    }
    let mut text = tr!("clap-error", message = message(err)?);
    for (kind, what) in [
        (ContextKind::SuggestedSubcommand, "subcommand"),
        (ContextKind::SuggestedArg, "argument"),
        (ContextKind::SuggestedValue, "value"),
    ] {
        let Some(suggested) = strings(err, kind) else {
            continue;
        };
        let suggested = quoted(&suggested);
        let tip = match what {
            "subcommand" => tr!("clap-tip-subcommand", suggested = suggested),
            "argument" => tr!("clap-tip-argument", suggested = suggested),
            _ => tr!("clap-tip-value", suggested = suggested),
        };
        text.push_str("\n\n  ");
        text.push_str(&tip);
    }
    for tip in strings(err, ContextKind::Suggested).unwrap_or_default() {
        text.push_str("\n\n  ");
        text.push_str(&suggested_tip(&tip));
    }
    if let Some(ContextValue::StyledStr(usage)) = err.get(ContextKind::Usage) {
        let usage = usage.to_string();
        // clap writes the heading itself ("Usage: sitting-duck ..."): ours instead.
        let usage = usage.strip_prefix("Usage:").unwrap_or(&usage);
        text.push_str("\n\n");
        text.push_str(&tr!("help-heading-usage"));
        text.push_str(usage);
    }
    text.push_str("\n\n");
    text.push_str(&tr!("clap-more-information"));
    text.push('\n');
    Some(text)
}

/// The sentence of the common kinds, from clap's context.
fn message(err: &clap::Error) -> Option<String> {
    let arg = || one(err, ContextKind::InvalidArg).unwrap_or_default();
    let value = || one(err, ContextKind::InvalidValue).unwrap_or_default();
    Some(match err.kind() {
        ErrorKind::UnknownArgument => tr!("clap-unknown-argument", argument = arg()),
        ErrorKind::InvalidSubcommand => tr!(
            "clap-invalid-subcommand",
            command = one(err, ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        ErrorKind::MissingRequiredArgument => {
            let missing = strings(err, ContextKind::InvalidArg).unwrap_or_default();
            format!(
                "{}\n  {}",
                tr!("clap-missing-argument"),
                missing.join("\n  ")
            )
        }
        ErrorKind::MissingSubcommand => tr!(
            "clap-missing-subcommand",
            command = one(err, ContextKind::InvalidSubcommand).unwrap_or_default(),
            commands = quoted(&strings(err, ContextKind::ValidSubcommand).unwrap_or_default())
        ),
        ErrorKind::InvalidValue => {
            let valid = strings(err, ContextKind::ValidValue).unwrap_or_default();
            if value().is_empty() {
                tr!("clap-missing-value", argument = arg())
            } else if valid.is_empty() {
                tr!("clap-invalid-value", value = value(), argument = arg())
            } else {
                tr!(
                    "clap-invalid-value-valid",
                    value = value(),
                    argument = arg(),
                    valid = quoted(&valid)
                )
            }
        }
        ErrorKind::ValueValidation => {
            use std::error::Error as _;
            let reason = err.source().map(ToString::to_string).unwrap_or_default();
            let reason = range_reason(&reason).unwrap_or(reason);
            tr!(
                "clap-value-validation",
                value = value(),
                argument = arg(),
                reason = reason
            )
        }
        ErrorKind::ArgumentConflict => tr!(
            "clap-argument-conflict",
            argument = arg(),
            other = one(err, ContextKind::PriorArg).unwrap_or_default()
        ),
        ErrorKind::TooManyValues => tr!("clap-too-many-values", value = value(), argument = arg()),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            tr!("clap-wrong-number-of-values", argument = arg())
        }
        ErrorKind::NoEquals => tr!("clap-no-equals", argument = arg()),
        _ => return None,
    })
}

/// A context value as one text.
fn one(err: &clap::Error, kind: ContextKind) -> Option<String> {
    match err.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) => Some(texts.join(", ")),
        ContextValue::StyledStr(text) => Some(text.to_string()),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// A context value as a list of texts.
fn strings(err: &clap::Error, kind: ContextKind) -> Option<Vec<String>> {
    match err.get(kind)? {
        ContextValue::String(text) => Some(vec![text.clone()]),
        ContextValue::Strings(texts) => Some(texts.clone()),
        ContextValue::StyledStr(text) => Some(vec![text.to_string()]),
        ContextValue::StyledStrs(texts) => Some(texts.iter().map(ToString::to_string).collect()),
        _ => None,
    }
}

/// `'a', 'b'`: values as clap quotes them.
fn quoted(values: &[String]) -> String {
    values
        .iter()
        .map(|value| format!("'{value}'"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The reason of clap's ranged integer parser (`9 is not in 4..=5`) in the current
/// language; other reasons are ours already (`--lang`'s) or a library's.
fn range_reason(reason: &str) -> Option<String> {
    let (value, range) = reason.split_once(" is not in ")?;
    let (low, high) = range.split_once("..=")?;
    Some(tr!(
        "clap-not-in-range",
        value = value,
        low = low,
        high = high
    ))
}

/// One of clap's free-form tips (its `Suggested` context, written in English by clap) in the
/// current language: clap writes three shapes of them, which are read back here; any other
/// (a value parser's own) is kept as written, after our "tip:".
fn suggested_tip(tip: &str) -> String {
    let quoted = |text: &str| -> Vec<String> {
        text.split('\'')
            .skip(1)
            .step_by(2)
            .map(str::to_owned)
            .collect()
    };
    if let Some(rest) = tip.strip_prefix("to pass ")
        && let [value, usage] = &quoted(rest)[..]
    {
        return tr!("clap-tip-pass-value", value = value, usage = usage);
    }
    if let Some(rest) = tip.strip_prefix("subcommand ")
        && let [subcommand, ..] = &quoted(rest)[..]
    {
        return tr!("clap-tip-remove-dashes", subcommand = subcommand);
    }
    if let Some(rest) = tip.strip_suffix(" exists")
        && let [command] = &quoted(rest)[..]
    {
        return tr!("clap-tip-exists", command = command);
    }
    tr!("clap-tip-other", tip = tip)
}
