//! `/rules`: the rules reference on the phones, read-only (issue 38.4): the Resolution
//! Round's steps, every shipped threat card's rules and the project's rulings, in the host's
//! language (the rulings in English, as RULINGS.md keeps them). One page of HTML made by
//! `maud`, which escapes every word it splices; it reads nothing the crew wrote and changes
//! nothing, and asks for the join code like the phone's page.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use engine::event::Step;
use i18n::{Language, text_in};
use maud::{DOCTYPE, Markup, html};
use words::rulings::Ruling;

use crate::hub::Hub;
use crate::secured::secured;

/// A card as the page shows it: its heading, kind, stats and rules text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardEntry {
    /// "SE1-08  Asteroid".
    pub heading: String,
    /// Its kind line.
    pub kind: String,
    /// Hit points, shield, speed, points.
    pub stats: String,
    /// Its rules text.
    pub rules: String,
}

/// The route (`server.rs`): the page in the host's language, or the door's refusal.
pub async fn rules(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Query(params): Query<HashMap<String, String>>,
) -> Response {
    let language = hub.page_texts().0;
    let code = params.get("code").map_or("", String::as_str);
    if let Err(refusal) = hub.at_the_door(code, peer.ip()) {
        log::warn!("terminals: the rules asked for with a wrong code");
        return secured((StatusCode::FORBIDDEN, refusal.words(language)).into_response());
    }
    let body = page(language, &cards(language), &words::rulings::all());
    secured(
        (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            body,
        )
            .into_response(),
    )
}

/// Every shipped card in `language`.
pub fn cards(language: Language) -> Vec<CardEntry> {
    let Ok(catalog) = missions::Catalog::shipped() else {
        return Vec::new();
    };
    // The words crate speaks the thread's language: this request's, then the app's again.
    i18n::set_thread_language(Some(language));
    let out = catalog
        .cards()
        .iter()
        .map(|card| CardEntry {
            heading: format!("{}  {}", card.id, card.name),
            kind: words::threats::kind_line(card),
            stats: words::threats::stats_line(card),
            rules: words::threats::rules_text(card, catalog.text(&card.id))
                .map(|t| t.into_owned())
                .unwrap_or_default(),
        })
        .collect();
    i18n::set_thread_language(None);
    out
}

/// The page: the round's steps, the cards, the rulings.
pub fn page(language: Language, cards: &[CardEntry], rulings: &[Ruling]) -> String {
    let t = |key: &str| text_in(language, key, None);
    html! {
        (DOCTYPE)
        html lang=(language.tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (t("reference-title")) }
                style {
                    "body{background:#111418;color:#eee;font:18px system-ui,sans-serif;padding:16px;max-width:48em}"
                    "h2{margin-top:1.6em}h3{margin-bottom:.2em}.muted{color:#9aa}"
                    "details{margin:.4em 0}summary{cursor:pointer}"
                }
            }
            body {
                h1 { (t("reference-title")) }
                h2 id="round" { (t("reference-tab-round")) }
                (round(language))
                h2 id="cards" { (t("reference-tab-cards")) }
                @for card in cards {
                    details {
                        summary { (card.heading) }
                        p.muted { (card.kind) }
                        p { strong { (card.stats) } }
                        p { (card.rules) }
                    }
                }
                h2 id="rulings" { (t("reference-tab-rulings")) }
                p.muted { (t("reference-rulings-note")) }
                @for ruling in rulings {
                    details id=(ruling.id) {
                        summary { (ruling.id) "  " (ruling.title) }
                        @for paragraph in ruling.body.split("\n\n") {
                            p { (paragraph.replace(['*', '`'], "")) }
                        }
                    }
                }
            }
        }
    }
    .into_string()
}

/// The five steps of a turn and turn 13.
fn round(language: Language) -> Markup {
    let t = |key: &str| text_in(language, key, None);
    i18n::set_thread_language(Some(language));
    let steps = [
        (Step::Appear, t("reference-step-appear")),
        (Step::Actions, t("reference-step-actions")),
        (Step::Damage, t("reference-step-damage")),
        (Step::Threats, t("reference-step-threats")),
        (Step::EndOfTurn, t("reference-step-end-of-turn")),
    ]
    .map(|(step, words)| (words::nouns::step(step), words));
    i18n::set_thread_language(None);
    html! {
        p { (t("reference-round-intro")) }
        ol {
            @for (name, words) in &steps {
                li { strong { (name) } ": " (words) }
            }
        }
        p { (t("reference-turn-13")) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_escapes_every_word_it_shows() {
        let card = CardEntry {
            heading: "X1-01  <b>Bad</b>".to_owned(),
            kind: "a & b".to_owned(),
            stats: "\"quoted\"".to_owned(),
            rules: "<script>alert(1)</script>".to_owned(),
        };
        let ruling = Ruling {
            id: "R99",
            title: "<img src=x onerror=alert(1)>",
            body: "**Yes.** <i>why</i>".to_owned(),
        };
        let html = page(Language::En, &[card], &[ruling]);
        assert!(!html.contains("<script>alert"), "{html}");
        assert!(!html.contains("<img"), "{html}");
        assert!(!html.contains("<b>Bad"), "{html}");
        assert!(html.contains("&lt;script&gt;"), "{html}");
        assert!(html.contains("&lt;img src=x"), "{html}");
    }

    #[test]
    fn the_page_has_the_round_every_card_and_every_ruling_in_the_hosts_language() {
        let cards = cards(Language::De);
        let rulings = words::rulings::all();
        let html = page(Language::De, &cards, &rulings);
        assert!(html.contains(r#"lang="de""#));
        assert!(html.contains("Regelübersicht"), "{html}");
        assert!(html.contains("E1-02  Destroyer"));
        assert!(html.contains("verdoppelt"), "the German rules text");
        assert!(html.contains(r#"id="R8""#));
        assert!(cards.len() > 50, "{}", cards.len());
    }
}
