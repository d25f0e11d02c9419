//! The web side: the page, the join request and one WebSocket per phone (axum). Every
//! request is checked for the join code, every socket and message for the code and the
//! session token; refusals are answered in words and logged, never a crash.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Extension;
use axum::Router;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use futures_util::{SinkExt as _, StreamExt as _};

use crate::accept::Ticket;
use crate::hub::Hub;
use crate::protocol::{MAX_MESSAGE_BYTES, Message, Refusal, ServerMessage};
use crate::secured::secured;

/// The phone's page: one self-contained file (HTML, CSS and script), nothing fetched from
/// anywhere else.
pub const PAGE: &str = include_str!("page.html");

type Params = Query<HashMap<String, String>>;
/// The phone's address (set by `accept` on every request).
type Peer = ConnectInfo<SocketAddr>;

/// The routes, sharing `hub`.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/join", post(join))
        .route("/ws", get(socket))
        .route("/clock", get(crate::clips::clock))
        .route("/voice/{id}", get(crate::clips::clip))
        .route("/rules", get(crate::rules_page::rules))
        .fallback(|| async { plain(StatusCode::NOT_FOUND, "not found".to_owned()) })
        .with_state(hub)
}

fn plain(status: StatusCode, text: String) -> Response {
    secured((status, text).into_response())
}

fn code_of(params: &Params) -> &str {
    params.get("code").map_or("", String::as_str)
}

async fn page(State(hub): State<Arc<Hub>>, ConnectInfo(peer): Peer, params: Params) -> Response {
    let html = |status, body: String| {
        secured(
            (
                status,
                [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
                body,
            )
                .into_response(),
        )
    };
    match hub.at_the_door(code_of(&params), peer.ip()) {
        Ok(()) => html(StatusCode::OK, page_in(&hub)),
        Err(Refusal::TooManyTries) => {
            log::warn!("terminals: the page refused: too many wrong codes");
            plain(
                StatusCode::TOO_MANY_REQUESTS,
                Refusal::TooManyTries.words(hub.page_texts().0),
            )
        }
        Err(_) => {
            log::warn!("terminals: the page asked for with a wrong code");
            html(
                StatusCode::FORBIDDEN,
                crate::words::wrong_code_page(hub.page_texts().0),
            )
        }
    }
}

/// The phone's page in the host's language: its words until the first state arrives (each
/// state brings them again, so a change of language reaches an open page).
fn page_in(hub: &Hub) -> String {
    let (language, texts) = hub.page_texts();
    // `</` cannot occur in the JSON of the page's own words, but escape it anyway: the
    // words are inside a <script>.
    let json = serde_json::to_string(texts.as_ref())
        .unwrap_or_else(|_| "{}".to_owned())
        .replace("</", "<\\/");
    PAGE.replacen(TEXTS_MARK, &json, 1).replacen(
        r#"<html lang="en">"#,
        &format!(r#"<html lang="{}">"#, language.tag()),
        1,
    )
}

/// Where the page's script takes its first words (`page.html`).
const TEXTS_MARK: &str = "{/*phone-texts*/}";

/// The answer to a join: the session's token, `{"token":"..."}`.
#[derive(serde::Serialize)]
struct Joined<'a> {
    token: &'a str,
}

async fn join(State(hub): State<Arc<Hub>>, ConnectInfo(peer): Peer, params: Params) -> Response {
    match hub.join(code_of(&params), peer.ip()) {
        Ok(token) => secured(
            (
                [(header::CONTENT_TYPE, "application/json")],
                serde_json::to_string(&Joined { token: &token })
                    .unwrap_or_else(|_| "{}".to_owned()),
            )
                .into_response(),
        ),
        Err(refusal) => {
            log::warn!("terminals: join refused: {refusal}");
            let status = match refusal {
                Refusal::Full(_) => StatusCode::SERVICE_UNAVAILABLE,
                Refusal::TooManyTries | Refusal::SessionsFromHere | Refusal::TooManySockets => {
                    StatusCode::TOO_MANY_REQUESTS
                }
                Refusal::Malformed(_)
                | Refusal::WrongCode
                | Refusal::UnknownSession
                | Refusal::NoSuchSeat(_)
                | Refusal::SeatTaken(_)
                | Refusal::NoSeat
                | Refusal::NotNow
                | Refusal::ReadOnly
                | Refusal::OneSeatPerPhone(_)
                | Refusal::BadBoard(_)
                | Refusal::NoCards
                | Refusal::Hand(_) => StatusCode::FORBIDDEN,
            };
            plain(status, refusal.words(hub.page_texts().0))
        }
    }
}

async fn socket(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): Peer,
    Extension(ticket): Extension<Arc<Ticket>>,
    params: Params,
    upgrade: WebSocketUpgrade,
) -> Response {
    let token = params.get("token").cloned().unwrap_or_default();
    if let Err(refusal) = hub
        .socket_door(code_of(&params), &token, peer.ip())
        .and_then(|()| hub.open_socket(&token, peer.ip()))
    {
        log::warn!("terminals: socket refused: {refusal}");
        let status = match refusal {
            Refusal::TooManyTries | Refusal::TooManySockets => StatusCode::TOO_MANY_REQUESTS,
            _ => StatusCode::FORBIDDEN,
        };
        return plain(status, refusal.words(hub.page_texts().0));
    }
    let idle = hub.idle_timeout();
    let (closing, failing) = (hub.clone(), token.clone());
    upgrade
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_failed_upgrade(move |e| {
            log::warn!("terminals: socket upgrade failed: {e}");
            closing.closed(&failing);
        })
        .on_upgrade(move |ws| async move {
            session(ws, &hub, &token, idle).await;
            hub.closed(&token);
            // The connection's place in the budget is given back with the socket.
            drop(ticket);
        })
}

/// One phone's socket (counted open by [`Hub::open_socket`]): the state on connecting and
/// after every change, an answer to every message. A phone that answers nothing, not even
/// the pings sent every third of `idle`, or does not take what is sent within `idle`, is
/// disconnected.
async fn session(ws: WebSocket, hub: &Hub, token: &str, idle: Duration) {
    let mut changed = hub.subscribe();
    // The phones' voice has its own plan, sent when it changes (`voice.rs`).
    // A phone joining a mission with a voice gets it at once; without one, nothing is sent.
    let mut spoken = hub.voice.subscribe();
    if hub.voice.speaks() {
        spoken.mark_changed();
    }
    let (mut tx, mut rx) = ws.split();
    let mut last_sent = String::new();
    let mut ping = tokio::time::interval(idle / 3);
    let mut heard = tokio::time::Instant::now();
    loop {
        // The state goes out when it differs from what this phone has.
        let Some(state) = hub.state_for(token) else {
            let released = WsMessage::text(ServerMessage::Released.to_json());
            let _ = tokio::time::timeout(idle, tx.send(released)).await;
            break;
        };
        let json = state.to_json();
        if json != last_sent {
            let sent = tokio::time::timeout(idle, tx.send(WsMessage::text(json.clone()))).await;
            if !matches!(sent, Ok(Ok(()))) {
                break;
            }
            last_sent = json;
        }
        tokio::select! {
            changed = changed.changed() => {
                if changed.is_err() {
                    break; // the server is shutting down
                }
            }
            spoken_changed = spoken.changed() => {
                let plan = WsMessage::text(hub.voice.plan_json());
                let sent = tokio::time::timeout(idle, tx.send(plan)).await;
                if spoken_changed.is_err() || !matches!(sent, Ok(Ok(()))) {
                    break;
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() >= idle {
                    log::warn!("terminals: a silent socket closed");
                    break;
                }
                let pinged = tokio::time::timeout(idle, tx.send(WsMessage::Ping(Default::default()))).await;
                if !matches!(pinged, Ok(Ok(()))) {
                    break;
                }
            }
            incoming = rx.next() => {
                heard = tokio::time::Instant::now();
                let answer = match incoming {
                    Some(Ok(WsMessage::Text(text))) => answer(hub, token, text.as_str()),
                    Some(Ok(WsMessage::Binary(_))) => {
                        Err(refuse(
                            hub,
                            &Refusal::Malformed("text frames only".to_owned()),
                        ))
                    }
                    Some(Ok(WsMessage::Ping(_) | WsMessage::Pong(_))) => continue,
                    Some(Ok(WsMessage::Close(_)) | Err(_)) | None => break,
                };
                match answer {
                    // The answer to an accepted message is the state, sent again in full.
                    Ok(()) => last_sent.clear(),
                    Err(refusal) => {
                        let sent = tokio::time::timeout(idle, tx.send(WsMessage::text(refusal))).await;
                        if !matches!(sent, Ok(Ok(()))) {
                            break;
                        }
                    }
                }
            }
        }
    }
}

fn refuse(hub: &Hub, refusal: &Refusal) -> String {
    log::warn!("terminals: message refused: {refusal}");
    ServerMessage::refused(refusal, hub.page_texts().0).to_json()
}

/// The answer to one text frame: accepted (the state follows), or the refusal's JSON. A
/// message must carry this socket's own token.
fn answer(hub: &Hub, token: &str, text: &str) -> Result<(), String> {
    Message::parse(text)
        .and_then(|message| {
            if message.token == token {
                hub.handle(&message)
            } else {
                Err(Refusal::UnknownSession)
            }
        })
        .map_err(|refusal| refuse(hub, &refusal))
}
