//! The headers every answer of the server carries, whoever answers (the routes, or the door
//! that refuses a foreign `Host` before them).

use axum::http::{HeaderValue, header};
use axum::response::Response;

/// Headers every answer carries: never cached, never sniffed, nothing from elsewhere.
pub(crate) fn secured(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; \
             connect-src 'self'; form-action 'self'; base-uri 'none'",
        ),
    );
    response
}
