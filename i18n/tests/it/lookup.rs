//! Lookups: the language chosen, the English fallback, arguments and plurals, tags.

use i18n::{Language, set_thread_language, text_in, tr};
use strum::VariantArray;

#[test]
fn a_tag_names_a_language_by_its_primary_subtag() {
    assert_eq!(Language::parse("de-AT"), Some(Language::De));
    assert_eq!(Language::parse("de_AT.UTF-8"), Some(Language::De));
    assert_eq!(Language::parse("CS"), Some(Language::Cs));
    assert_eq!(Language::parse("es_ES@euro"), Some(Language::Es));
    assert_eq!(Language::parse("fr"), Some(Language::Fr));
    assert_eq!(Language::parse("en-GB"), Some(Language::En));
    assert_eq!(Language::parse("C"), None);
    assert_eq!(Language::parse("pt-BR"), None);
    assert_eq!(Language::parse(""), None);
    for &language in Language::VARIANTS {
        assert_eq!(Language::parse(language.tag()), Some(language));
    }
    assert_eq!(Language::Cs.native_name(), "Čeština");
    assert_eq!(Language::De.to_string(), "Deutsch");
}

#[test]
fn a_pinned_thread_speaks_its_language_and_leaves_other_threads_alone() {
    set_thread_language(Some(Language::De));
    assert_eq!(i18n::language(), Language::De);
    assert_eq!(tr!("language-label"), "Sprache");
    let elsewhere = std::thread::spawn(i18n::language).join().unwrap();
    assert_eq!(
        elsewhere,
        Language::En,
        "another thread follows the process"
    );
    set_thread_language(Some(Language::Fr));
    assert_eq!(tr!("language-label"), "Langue");
    set_thread_language(None);
    assert_eq!(tr!("language-label"), "Language");
}

#[test]
fn arguments_fill_the_message_without_isolation_marks() {
    assert_eq!(
        text_in(
            Language::De,
            "language-system",
            Some(&args("language", "Deutsch"))
        ),
        "Systemsprache (Deutsch)"
    );
    set_thread_language(Some(Language::Es));
    assert_eq!(
        tr!("language-system", language = "Español"),
        "Idioma del sistema (Español)"
    );
}

fn args(name: &'static str, value: &'static str) -> i18n::FluentArgs<'static> {
    let mut args = i18n::FluentArgs::new();
    args.set(name, value);
    args
}

#[test]
fn a_missing_key_gives_the_key_and_a_missing_argument_shows_its_name() {
    assert_eq!(text_in(Language::Cs, "no-such-key", None), "no-such-key");
    assert!(!i18n::has_message(Language::En, "no-such-key"));
    let text = text_in(Language::En, "language-system", None);
    assert!(text.contains("language"), "{text}");
}

#[test]
fn an_area_is_sent_whole_in_a_language() {
    let texts = i18n::area_texts(Language::Cs, "app");
    assert!(
        texts.contains(&("language-label".to_owned(), "Jazyk".to_owned())),
        "{texts:?}"
    );
    assert!(i18n::area_texts(Language::En, "no-such-area").is_empty());
}

#[test]
fn the_environment_variable_chooses_the_system_language() {
    // The variable is read by a child process so this test never changes the environment of
    // the others running beside it.
    if let Ok(expected) = std::env::var("I18N_EXPECT_SYSTEM") {
        assert_eq!(i18n::system_language().tag(), expected);
        return;
    }
    let me = std::env::current_exe().unwrap();
    for (value, expected) in [("de_AT.UTF-8", "de"), ("cs", "cs"), ("C", "")] {
        let mut command = std::process::Command::new(&me);
        command
            .args([
                "--exact",
                "lookup::the_environment_variable_chooses_the_system_language",
            ])
            .env(i18n::LANGUAGE_VAR, value);
        if expected.is_empty() {
            // Not a language we speak: the system's locale decides; with LANG=C that is English.
            command
                .env("LANG", "C")
                .env("LC_ALL", "C")
                .env_remove("LANGUAGE");
            command.env("I18N_EXPECT_SYSTEM", "en");
        } else {
            command.env("I18N_EXPECT_SYSTEM", expected);
        }
        let output = command.output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && stdout.contains("1 passed"),
            "{value}: {stdout}{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}
