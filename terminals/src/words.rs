//! The terminals' refusals and the wrong-code page in the phones' language (the host's, which the hub keeps): the
//! server thread has no language of its own, so each text names the language it is in.
//! `Display` of [`Refusal`] stays English, for the log.

use i18n::{Arg, FluentArgs, Language, text_in};
use maud::{DOCTYPE, html};

use crate::protocol::Refusal;

/// The message `key` in `language` with named arguments.
fn say(language: Language, key: &str, args: &[(&str, i64)], text: Option<(&str, &str)>) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        fluent.set(*name, value.value());
    }
    if let Some((name, value)) = text {
        fluent.set(name, value.value());
    }
    text_in(language, key, Some(&fluent))
}

impl Refusal {
    /// Why, in words of `language`, as the phone shows it.
    pub fn words(&self, language: Language) -> String {
        let count = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
        match self {
            // The details are the parser's (field names, sizes): kept as they are.
            Refusal::Malformed(detail) => say(
                language,
                "phone-refused-malformed",
                &[],
                Some(("detail", detail)),
            ),
            Refusal::WrongCode => say(language, "phone-refused-wrong-code", &[], None),
            Refusal::TooManyTries => say(language, "phone-refused-too-many-tries", &[], None),
            Refusal::UnknownSession => say(language, "phone-refused-unknown-session", &[], None),
            Refusal::Full(n) => say(
                language,
                "phone-refused-full",
                &[("count", count(*n))],
                None,
            ),
            Refusal::NoSuchSeat(n) => say(
                language,
                "phone-refused-no-such-seat",
                &[("number", count(*n))],
                None,
            ),
            Refusal::SeatTaken(name) => say(
                language,
                "phone-refused-seat-taken",
                &[],
                Some(("name", name)),
            ),
            Refusal::NoSeat => say(language, "phone-refused-no-seat", &[], None),
            Refusal::NotNow => say(language, "phone-refused-not-now", &[], None),
            Refusal::ReadOnly => say(language, "phone-refused-read-only", &[], None),
            Refusal::OneSeatPerPhone(name) => say(
                language,
                "phone-refused-one-seat",
                &[],
                Some(("name", name)),
            ),
            Refusal::SessionsFromHere => {
                say(language, "phone-refused-sessions-from-here", &[], None)
            }
            Refusal::TooManySockets => say(language, "phone-refused-too-many-sockets", &[], None),
            Refusal::BadBoard(problems) => say(
                language,
                "phone-refused-bad-board",
                &[("count", count(problems.len()))],
                None,
            ),
            Refusal::NoCards => say(language, "phone-refused-no-cards", &[], None),
            Refusal::Hand(refusal) => hand_words(language, refusal),
        }
    }
}

/// Why a move with the cards was refused, in words of `language`; spaces counted from 1
/// (the phones' words, also the host's for the solo game on its own screen).
pub fn hand_words(language: Language, refusal: &hands::Refusal) -> String {
    use hands::Refusal as R;
    let one = |key: &str, name: &str, n: u8| {
        say(
            language,
            &format!("phone-hand-refused-{key}"),
            &[(name, i64::from(n))],
            None,
        )
    };
    let plain = |key: &str| say(language, &format!("phone-hand-refused-{key}"), &[], None);
    match *refusal {
        R::RoundOver => plain("round-over"),
        R::NoSeat(n) => one("no-seat", "number", n.saturating_add(1)),
        R::NoFigure(n) => one("no-figure", "number", n.saturating_add(1)),
        R::NotYourFigure(_) => plain("not-your-figure"),
        R::NoSpace(s) => one("no-space", "space", s.saturating_add(1)),
        R::PhaseLocked(p) => one("phase-locked", "phase", p),
        R::PhaseNotOpen(p) => one("phase-not-open", "phase", p),
        R::SpaceTaken(s) => one("space-taken", "space", s.saturating_add(1)),
        R::SpaceEmpty(s) => one("space-empty", "space", s.saturating_add(1)),
        R::Stale(s) => one("stale", "space", s.saturating_add(1)),
        R::NotInHand(_) => plain("not-in-hand"),
        R::NotThisFigure(_) => plain("not-this-figure"),
        R::AndroidCardStays => plain("android-card-stays"),
        R::NoPacketLeft => plain("no-packet-left"),
        R::NoDraw => plain("no-draw"),
        R::PileEmpty => plain("pile-empty"),
        R::TransferClosed => plain("transfer-closed"),
        R::AlreadyGave => plain("already-gave"),
        R::NotOrdinary(_) => plain("not-ordinary"),
        R::NotAnotherPlayer(_) => plain("not-another-player"),
    }
}

/// The answer to a wrong or missing code, in `language`: a form to type the right one. Every
/// word is spliced by `maud`, which escapes it.
pub fn wrong_code_page(language: Language) -> String {
    let t = |key: &str| text_in(language, key, None);
    html! {
        (DOCTYPE)
        html lang=(language.tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { "Sitting Duck" }
                style {
                    "body{background:#111418;color:#eee;font:22px system-ui,sans-serif;padding:24px}"
                    "input,button{font-size:28px;padding:10px;border-radius:8px}"
                }
            }
            body {
                h1 { (t("phone-wrong-code-title")) }
                p { (t("phone-wrong-code-hint")) }
                form method="get" action="/" {
                    input name="code" autocapitalize="characters" autocomplete="off" spellcheck="false" maxlength="12" size="10" autofocus;
                    button { (t("phone-wrong-code-join")) }
                }
            }
        }
    }
    .into_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_speak_the_phones_language() {
        let taken = Refusal::SeatTaken("Anna".into());
        assert_eq!(taken.words(Language::En), taken.to_string());
        assert_eq!(
            Refusal::Full(10).words(Language::En),
            Refusal::Full(10).to_string()
        );
        assert_ne!(taken.words(Language::De), taken.to_string());
        assert!(taken.words(Language::De).contains("Anna"));
        assert!(wrong_code_page(Language::De).contains(r#"lang="de""#));
    }

    #[test]
    fn the_wrong_code_page_is_a_form() {
        let page = wrong_code_page(Language::En);
        assert!(
            page.starts_with("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">")
        );
        assert!(page.contains(r#"<form method="get" action="/"><input name="code" autocapitalize="characters" autocomplete="off" spellcheck="false" maxlength="12" size="10" autofocus>"#));
        assert!(page.ends_with("</button></form></body></html>"));
    }
}
