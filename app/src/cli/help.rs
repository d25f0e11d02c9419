//! The command line's help in the language asked for: clap's texts (the derive's doc
//! comments) replaced by messages named by their place in the command tree, and clap's
//! own words (headings, `--help`, `--version`, the `help` subcommand) by ours.
//!
//! Keys: `about-<path>` for a command's about (`about-root`, `about-log-list`),
//! `about-long-<path>` for its long about, `help-<path>-<arg>` and `help-long-<path>-<arg>`
//! for an argument's (`help-resolve-seed`), `value-<name>` for a value name (`value-path`).
//! The English messages are the doc comments word for word (a test checks it), so English
//! help reads as clap printed it before.

use clap::{Arg, ArgAction, Command};
use i18n::Language;

/// The command tree with every text in `language`. Call it on the un-built command (the
/// derive's `Cli::command()`): global arguments are copied to the subcommands when clap
/// builds the tree, after their words are set here.
pub fn localize(cmd: Command, language: Language) -> Command {
    let mut cmd = texts(cmd, "root", language);
    cmd.build();
    frame(cmd, language, true)
}

/// Every message key the command tree needs, with its English text as clap has it from
/// the doc comments: what `locales/en/help.ftl` must say.
pub fn english_texts(cmd: &Command) -> Vec<(String, String)> {
    let mut found = Vec::new();
    collect(cmd, "root", &mut found);
    found
}

/// The path of a subcommand below `path`: `root` is left out (`log-list`, not
/// `root-log-list`).
fn sub_path(path: &str, name: &str) -> String {
    if path == "root" {
        name.to_owned()
    } else {
        format!("{path}-{name}")
    }
}

/// An argument's id as a key part: `keep_player` -> `keep-player`.
fn arg_part(arg: &Arg) -> String {
    arg.get_id().as_str().replace('_', "-")
}

fn collect(cmd: &Command, path: &str, found: &mut Vec<(String, String)>) {
    if let Some(about) = cmd.get_about() {
        found.push((format!("about-{path}"), about.to_string()));
    }
    if let Some(long) = cmd.get_long_about() {
        found.push((format!("about-long-{path}"), long.to_string()));
    }
    for arg in cmd.get_arguments() {
        let part = arg_part(arg);
        if let Some(help) = arg.get_help() {
            found.push((format!("help-{path}-{part}"), help.to_string()));
        }
        if let Some(long) = arg.get_long_help() {
            found.push((format!("help-long-{path}-{part}"), long.to_string()));
        }
    }
    for sub in cmd.get_subcommands() {
        collect(sub, &sub_path(path, sub.get_name()), found);
    }
}

/// Sets the abouts and the arguments' helps of `cmd` and its subcommands from the keys.
fn texts(cmd: Command, path: &str, language: Language) -> Command {
    let about = cmd
        .get_about()
        .map(|_| i18n::text_in(language, &format!("about-{path}"), None));
    let long = cmd
        .get_long_about()
        .map(|_| i18n::text_in(language, &format!("about-long-{path}"), None));
    let mut cmd = cmd.mut_args(|arg| {
        let part = arg_part(&arg);
        let help = arg
            .get_help()
            .map(|_| i18n::text_in(language, &format!("help-{path}-{part}"), None));
        let long = arg
            .get_long_help()
            .map(|_| i18n::text_in(language, &format!("help-long-{path}-{part}"), None));
        let arg = match help {
            Some(help) => arg.help(help),
            None => arg,
        };
        match long {
            Some(long) => arg.long_help(long),
            None => arg,
        }
    });
    if let Some(about) = about {
        cmd = cmd.about(about);
    }
    if let Some(long) = long {
        cmd = cmd.long_about(long);
    }
    cmd.mut_subcommands(|sub| {
        let sub_path = sub_path(path, sub.get_name());
        texts(sub, &sub_path, language)
    })
}

/// The words clap adds itself, on a built tree: value names, the `--help` and `--version`
/// flags, the `help` subcommand, the headings. English keeps clap's own (the same words,
/// and clap's styling of the headings).
fn frame(cmd: Command, language: Language, root: bool) -> Command {
    let tr = |key: &str| i18n::text_in(language, key, None);
    let mut cmd = cmd.mut_args(|arg| value_names(arg, language));
    if language == Language::En {
        return cmd.mut_subcommands(|sub| frame(sub, language, false));
    }
    let long_help = cmd
        .get_arguments()
        .any(|arg| arg.get_id() == "help" && arg.get_long_help().is_some());
    if cmd.get_arguments().any(|arg| arg.get_id() == "help") {
        cmd = cmd.mut_arg("help", |arg| {
            if long_help {
                arg.help(tr("help-flag-help-more"))
                    .long_help(tr("help-flag-help-summary"))
            } else {
                arg.help(tr("help-flag-help"))
            }
        });
    }
    if root && cmd.get_arguments().any(|arg| arg.get_id() == "version") {
        cmd = cmd.mut_arg("version", |arg| arg.help(tr("help-flag-version")));
    }
    let mut cmd = cmd
        .mut_args(|arg| {
            if arg.get_help_heading().is_some() {
                arg
            } else if arg.is_positional() {
                arg.help_heading(tr("help-heading-arguments"))
            } else {
                arg.help_heading(tr("help-heading-options"))
            }
        })
        .mut_args(|arg| defaults_and_values(arg, language))
        .subcommand_help_heading(tr("help-heading-commands"))
        .subcommand_value_name(tr("value-command"))
        .help_template(template(language));
    // clap writes `[OPTIONS]` into the usage itself: the usage is rendered once here and
    // given back with the word replaced.
    let usage = cmd.render_usage().to_string();
    let usage = usage.strip_prefix("Usage:").unwrap_or(&usage).trim_start();
    let usage = usage.replace("[OPTIONS]", &tr("help-usage-options"));
    cmd = cmd.override_usage(usage);
    cmd = cmd.mut_subcommands(|sub| {
        if sub.get_name() == "help" {
            help_subcommand(sub, language)
        } else {
            frame(sub, language, false)
        }
    });
    cmd
}

/// The `help` subcommand clap adds: `help [COMMAND]...`.
fn help_subcommand(cmd: Command, language: Language) -> Command {
    cmd.about(i18n::text_in(language, "help-subcommand", None))
        .mut_args(|arg| {
            if arg.get_id() == "subcommand" {
                value_names(arg, language).help(i18n::text_in(
                    language,
                    "help-subcommand-arg",
                    None,
                ))
            } else {
                arg
            }
        })
}

/// The help page's layout: clap's default with the usage heading in `language`.
fn template(language: Language) -> String {
    let usage = i18n::text_in(language, "help-heading-usage", None);
    format!(
        "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
    )
}

/// An argument's `[default: ..]` and `[possible values: ..]`, which clap writes in English,
/// written by us after its help instead.
fn defaults_and_values(arg: Arg, language: Language) -> Arg {
    let mut notes = String::new();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|value| value.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !arg.is_hide_default_value_set() && arg.get_action().takes_values() {
        let values = defaults.join(", ");
        notes.push_str(&i18n::text_in(
            language,
            "help-default",
            Some(&one_arg("values", values)),
        ));
    }
    let possible: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|value| !value.is_hide_set())
        .map(|value| value.get_name().to_owned())
        .collect();
    if !possible.is_empty() && !arg.is_hide_possible_values_set() && arg.get_action().takes_values()
    {
        let values = possible.join(", ");
        if !notes.is_empty() {
            notes.push(' ');
        }
        let text = i18n::text_in(
            language,
            "help-possible-values",
            Some(&one_arg("values", values)),
        );
        notes.push_str(&text);
    }
    if notes.is_empty() {
        return arg;
    }
    let help = arg.get_help().map(ToString::to_string);
    let long = arg.get_long_help().map(ToString::to_string);
    let mut arg = arg.hide_default_value(true).hide_possible_values(true);
    arg = match help {
        Some(help) => arg.help(format!("{help} {notes}")),
        None => arg.help(notes.clone()),
    };
    if let Some(long) = long {
        arg = arg.long_help(format!("{long}\n\n{notes}"));
    }
    arg
}

/// Fluent arguments with one text.
fn one_arg(name: &'static str, value: String) -> i18n::FluentArgs<'static> {
    let mut args = i18n::FluentArgs::new();
    args.set(name, value);
    args
}

/// An argument that takes values with its value names in `language` (`<PFAD>`); clap's
/// default name is the id in capitals.
fn value_names(arg: Arg, language: Language) -> Arg {
    if !arg.get_action().takes_values() || matches!(arg.get_action(), ArgAction::Help) {
        return arg;
    }
    let names: Vec<String> = match arg.get_value_names() {
        Some(names) => names.iter().map(ToString::to_string).collect(),
        None => vec![arg.get_id().as_str().to_uppercase()],
    };
    let names: Vec<String> = names
        .iter()
        .map(|name| {
            let key = format!("value-{}", name.to_lowercase().replace('_', "-"));
            if i18n::has_message(Language::En, &key) {
                i18n::text_in(language, &key, None)
            } else {
                name.clone()
            }
        })
        .collect();
    arg.value_names(names)
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    /// Every command and argument has its words in English, and they are its doc comment:
    /// a new argument without a message fails here, and English help stays as it was.
    #[test]
    fn every_text_has_its_english_message() {
        let texts = english_texts(&crate::cli::Cli::command());
        assert!(texts.len() > 50, "{}", texts.len());
        let wrong: Vec<String> = texts
            .iter()
            .filter(|(key, text)| {
                !i18n::has_message(Language::En, key)
                    || i18n::text_in(Language::En, key, None) != *text
            })
            .map(|(key, text)| format!("{key}\u{1f}{text}\u{1e}"))
            .collect();
        assert!(wrong.is_empty(), "help.ftl lacks:\n{}", wrong.concat());
    }

    /// English help is clap's, byte for byte, with and without the keys.
    #[test]
    fn english_help_is_unchanged() {
        let plain = crate::cli::Cli::command();
        let localized = localize(crate::cli::Cli::command(), Language::En);
        assert_eq!(pages(plain), pages(localized));
    }

    fn pages(mut cmd: Command) -> Vec<String> {
        cmd.build();
        let mut found = vec![
            cmd.render_help().to_string(),
            cmd.render_long_help().to_string(),
        ];
        for sub in cmd.get_subcommands() {
            found.extend(pages(sub.clone()));
        }
        found
    }
}
