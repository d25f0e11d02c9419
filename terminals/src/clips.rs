//! The routes of the phones' voice (`voice.rs`): the server's clock for a phone measuring
//! its offset (`/clock`), and the clips of the current mission (`/voice/<id>`), each only
//! for a phone with the code and a session token.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse as _, Response};

use crate::hub::Hub;
use crate::protocol::Refusal;
use crate::secured::secured;

type Params = Query<HashMap<String, String>>;

/// The answer refusing a request whose code and token are not a session's (checked at the
/// door: wrong codes count there); `None` for a phone with a session.
fn refused(hub: &Hub, peer: SocketAddr, params: &Params) -> Option<Response> {
    let get = |key| params.get(key).map_or("", String::as_str);
    let refusal = hub
        .at_the_door_with(get("code"), get("token"), peer.ip())
        .and_then(|()| hub.check(get("code"), get("token")))
        .err()?;
    let status = match refusal {
        Refusal::TooManyTries => StatusCode::TOO_MANY_REQUESTS,
        _ => StatusCode::FORBIDDEN,
    };
    Some(secured(
        (status, refusal.words(hub.page_texts().0)).into_response(),
    ))
}

/// `GET /clock`: the host time now, `{"host":1234.5}` (milliseconds, monotonic). The phone
/// notes when it asked and when the answer came, and keeps the answer of the quickest round
/// trip (NTP's way).
pub(crate) async fn clock(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    params: Params,
) -> Response {
    if let Some(refused) = refused(&hub, peer, &params) {
        return refused;
    }
    let body = format!("{{\"host\":{:.3}}}", hub.voice.now_ms());
    secured(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}

/// `GET /voice/<id>`: one clip of the current mission as a WAV file, cached by the phone
/// (an id names one sound for good: its name and a hash of its bytes).
pub(crate) async fn clip(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    params: Params,
) -> Response {
    if let Some(refused) = refused(&hub, peer, &params) {
        return refused;
    }
    let Some(wav) = hub.voice.clip(&id) else {
        return secured((StatusCode::NOT_FOUND, "not found").into_response());
    };
    let mut response = secured(
        (
            [(header::CONTENT_TYPE, "audio/wav")],
            axum::body::Bytes::from(wav.to_vec()),
        )
            .into_response(),
    );
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, max-age=86400, immutable"),
    );
    response
}
